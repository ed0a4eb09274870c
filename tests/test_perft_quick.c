/* SPDX-License-Identifier: MIT */
/*
 * test_perft_quick.c - the perft tables of test_perft.c up to depth 4, so that
 * they run in a fraction of a second in any build, sanitizers included.
 */
#define PERFT_MAX_DEPTH 4
#include "perft_suite.h"
