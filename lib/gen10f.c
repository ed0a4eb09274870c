/* SPDX-License-Identifier: MIT */
/*
 * The 10x10 generator with the International (FMJD) rules fixed at compile
 * time, as gen8e.c does for English: the same source as gen10.c, with the
 * rule tests folded to constants. Used for the variant rows whose parameters
 * equal these (position.c checks them field by field): International,
 * antidraughts, breakthrough.
 */
#include <stdint.h>

#include "bits.h"

#define H 5
#define BB uint64_t
#define BB_WIDE 0
#define SUFFIX 10f
#define BB_POP(x) checkers__pop64(x)
#define BB_CTZ(x) checkers__ctz64(x)
#define R_MEN_BACK(g) 1
#define R_KING_RANGE(g) CHECKERS__KING_FLYING
#define R_PROMOTION(g) CHECKERS__PROMO_AT_END
#define R_REMOVAL_IMMEDIATE(g) 0
#define R_PRECEDENCE(g) CHECKERS__PREC_COUNT
#define R_MEN_TAKE_KINGS(g) 1
#define R_HALT(g) 0
#include "gen_impl.h"

#if CHECKERS__POPCNT_TWIN /* the twin for processors with popcount (bits.h) */
#undef SUFFIX
#define SUFFIX 10fp
#undef BB_POP
#define BB_POP(x) __builtin_popcountll(x)
#pragma GCC push_options
#pragma GCC target("popcnt")
#include "gen_impl.h"
#pragma GCC pop_options
#endif
