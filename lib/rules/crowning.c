/* SPDX-License-Identifier: MIT */
/*
 * Crowning during a capture as a game setting: Turkish's sources give three
 * readings (the rows' comments in variants.c), so a Turkish game may point at any of three rows
 * that differ only in that rule (the table's, and checkers__turkish_crowning),
 * as an English game with huffing points at its own row (huff.c).
 */
#include "internal.h"

/* The public values are the rows' own. */
_Static_assert(CHECKERS_CROWNING_ENDS_MOVE == CHECKERS__PROMO_ENDS_MOVE, "crowning values");
_Static_assert(CHECKERS_CROWNING_AT_END == CHECKERS__PROMO_AT_END, "crowning values");
_Static_assert(CHECKERS_CROWNING_AS_KING == CHECKERS__PROMO_CONTINUES_AS_KING, "crowning values");

int32_t checkers_game_set_crowning(checkers_game *game, int32_t rule)
{
    if (!game || rule < CHECKERS_CROWNING_ENDS_MOVE || rule > CHECKERS_CROWNING_AS_KING)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (rule == game->v->promotion)
        return 0;
    if (!game->v->all_squares) /* only Turkish has the choice */
        return CHECKERS_E_UNSUPPORTED;
    if (rule == CHECKERS__PROMO_AT_END)
        game->v = checkers__variant_lookup("turkish");
    else
        game->v = &checkers__turkish_crowning[rule == CHECKERS__PROMO_ENDS_MOVE ? 0 : 1];
    return 0;
}

int32_t checkers_game_crowning(const checkers_game *game)
{
    return game ? game->v->promotion : CHECKERS_E_INVALID_ARGUMENT;
}
