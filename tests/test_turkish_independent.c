/* SPDX-License-Identifier: MIT */
/*
 * test_turkish_independent.c - Turkish perft to depth 6 and random games,
 * against the second generator of turkish_reference.h.
 */
#define REFERENCE_DEPTH 6
#include "turkish_reference.h"
