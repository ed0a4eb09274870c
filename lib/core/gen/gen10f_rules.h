/* SPDX-License-Identifier: MIT */
/*
 * The International (FMJD) rules as constants, for gen10f.c and its popcount
 * twin gen10fp.c, as gen8e_rules.h does for English. They serve the rows
 * whose fields equal these (its fits(), gen_impl.h): International,
 * antidraughts, breakthrough.
 */
#define H 5
#define GEN_RULE_MEN_BACK 1
#define GEN_RULE_KING_RANGE CHECKERS__KING_FLYING
#define GEN_RULE_PROMOTION CHECKERS__PROMO_AT_END
#define GEN_RULE_REMOVAL_IMMEDIATE 0
#define GEN_RULE_PRECEDENCE CHECKERS__PREC_COUNT
#define GEN_RULE_MEN_TAKE_KINGS 1
#define GEN_RULE_HALT 0
