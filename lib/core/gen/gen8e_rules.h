/* SPDX-License-Identifier: MIT */
/*
 * The English rules as constants, for the generators that compile them in
 * (gen8e.c, its popcount twin gen8ep.c, and gen8h.c with the huffing
 * setting): the rule tests fold away, because English perft is the speed
 * that matters most. Each serves only the rows whose fields equal these
 * (its fits(), gen_impl.h).
 */
#define H 4
#define R_MEN_BACK(g) 0
#define R_KING_RANGE(g) CHECKERS__KING_SHORT
#define R_PROMOTION(g) CHECKERS__PROMO_ENDS_MOVE
#define R_REMOVAL_IMMEDIATE(g) 0
#define R_PRECEDENCE(g) 0
#define R_MEN_TAKE_KINGS(g) 1
#define R_HALT(g) 0
#define GEN_NO_UNROLL
