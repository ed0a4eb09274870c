/* SPDX-License-Identifier: MIT */
/*
 * test_perft.c - perft (leaf counts) of standard and test positions, compared with
 * the published numbers in ../shared/reference/perft.md (tables in perft_data.h).
 *
 * Every row; the whole program takes about a second in a Release build
 * (the deepest rows are around 0.1 s each), much longer under sanitizers:
 */
/* ctest-labels: slow */
#define PERFT_MAX_DEPTH 64
#include "perft_suite.h"
