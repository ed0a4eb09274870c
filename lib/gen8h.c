/* SPDX-License-Identifier: MIT */
/*
 * The 8x8 generator with the English rules fixed at compile time and
 * captures not compulsory (GEN_OPTIONAL, gen_impl.h): the huffing rule, a
 * setting of an English game (huff.c). The same source as gen8e.c; English
 * without the setting never pays for it.
 */
#include <stdint.h>

#include "bits.h"

#define H 4
#define BB uint64_t
#define BB_WIDE 0
#define SUFFIX 8h
#define BB_POP(x) checkers__pop64(x)
#define BB_CTZ(x) checkers__ctz64(x)
#define R_MEN_BACK(g) 0
#define R_KING_RANGE(g) KING_SHORT
#define R_PROMOTION(g) PROMO_ENDS_MOVE
#define R_REMOVAL_IMMEDIATE(g) 0
#define R_PRECEDENCE(g) 0
#define R_MEN_TAKE_KINGS(g) 1
#define R_HALT(g) 0
#define GEN_OPTIONAL 1
#define GEN_NO_UNROLL
#include "gen_impl.h"
