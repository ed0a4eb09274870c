/* SPDX-License-Identifier: MIT */
/*
 * The 8x8 generator with the English rules fixed at compile time: the same
 * source as gen8.c, with the rule tests folded to constants because English
 * perft is the speed that matters most. Used only for variant rows whose
 * parameters equal these (position.c checks them field by field).
 */
#include <stdint.h>

#include "bits.h"

#define H 4
#define BB uint64_t
#define BB_WIDE 0
#define SUFFIX 8e
#define BB_POP(x) checkers__pop64(x)
#define BB_CTZ(x) checkers__ctz64(x)
#define R_MEN_BACK(g) 0
#define R_KING_RANGE(g) CHECKERS__KING_SHORT
#define R_PROMOTION(g) CHECKERS__PROMO_ENDS_MOVE
#define R_REMOVAL_IMMEDIATE(g) 0
#define R_PRECEDENCE(g) 0
#define R_MEN_TAKE_KINGS(g) 1
#define R_HALT(g) 0
#define GEN_NO_UNROLL
#include "gen_impl.h"

#if CHECKERS__POPCNT_TWIN /* the twin for processors with popcount (bits.h) */
#undef SUFFIX
#define SUFFIX 8ep
#undef BB_POP
#define BB_POP(x) __builtin_popcountll(x)
#pragma GCC push_options
#pragma GCC target("popcnt")
#include "gen_impl.h"
#pragma GCC pop_options
#endif

/*
 * English with the huffing rule (huff.c): the same rules with captures not
 * compulsory (GEN_OPTIONAL), so that English without the setting never pays
 * for it.
 */
#undef SUFFIX
#define SUFFIX 8h
#undef BB_POP
#define BB_POP(x) checkers__pop64(x)
#undef GEN_OPTIONAL
#define GEN_OPTIONAL 1
#include "gen_impl.h"
