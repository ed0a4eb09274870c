/* SPDX-License-Identifier: MIT */
/*
 * The generator for Turkish draughts: all 64 squares of the 8x8 board, men
 * and kings moving along rows and columns (GEN_FULL, gen_impl.h). Each row
 * is 8 squares and a ghost bit, 72 bits in all: the same source as the
 * other widths, with its own layout constants. Only rows with all_squares
 * set use it, so the other variants never pay for these rules.
 */
#include "bits.h"

#define SUFFIX 8t
#define H 8
#define GEN_FULL 1
#if CHECKERS__HAVE_U128
#define BB_WIDE 1
#define GEN_NO_UNROLL
#include "gen_impl.h"
#else /* no 128-bit integers: Turkish is unavailable in this build */
#include "gen_none.h"
#endif
