/* SPDX-License-Identifier: MIT */
/*
 * test_turkish_independent_deep.c - Turkish perft to depth 8 (123,285,642
 * leaves) against the second generator of turkish_reference.h: about 6 s
 * in a Release build, so under the slow label.
 */
/* ctest-labels: slow */
#define REFERENCE_DEPTH 8
#include "turkish_reference.h"
