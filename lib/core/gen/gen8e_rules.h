/* SPDX-License-Identifier: MIT */
/*
 * The English rules as constants, for the generators that compile them in
 * (gen8e.c, its popcount twin gen8ep.c, and gen8h.c with the huffing
 * setting): the rule tests fold away, because English perft is the speed
 * that matters most. Each serves only the rows whose fields equal these
 * (its fits(), gen_impl.h).
 */
#define H 4
#define GEN_RULE_MEN_BACK 0
#define GEN_RULE_KING_RANGE CHECKERS__KING_SHORT
#define GEN_RULE_PROMOTION CHECKERS__PROMO_ENDS_MOVE
#define GEN_RULE_REMOVAL_IMMEDIATE 0
#define GEN_RULE_PRECEDENCE 0
#define GEN_RULE_MEN_TAKE_KINGS 1
#define GEN_RULE_HALT 0
#define GEN_NO_UNROLL
