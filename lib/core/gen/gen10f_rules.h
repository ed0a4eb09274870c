/* SPDX-License-Identifier: MIT */
/*
 * The International (FMJD) rules as constants, for gen10f.c and its popcount
 * twin gen10fp.c, as gen8e_rules.h does for English. They serve the rows
 * whose fields equal these (its fits(), gen_impl.h): International,
 * antidraughts, breakthrough.
 */
#define H 5
#define R_MEN_BACK(g) 1
#define R_KING_RANGE(g) CHECKERS__KING_FLYING
#define R_PROMOTION(g) CHECKERS__PROMO_AT_END
#define R_REMOVAL_IMMEDIATE(g) 0
#define R_PRECEDENCE(g) CHECKERS__PREC_COUNT
#define R_MEN_TAKE_KINGS(g) 1
#define R_HALT(g) 0
