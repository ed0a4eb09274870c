/* SPDX-License-Identifier: MIT */
/*
 * Crowning during a capture as a game setting: Turkish's sources give three
 * readings (the row's comments in variants.c), so a Turkish game may change
 * the promotion rule of its own copy of the row (a row offers it with
 * CHECKERS__SETTING_CROWNING), as an English game may make captures optional (huff.c).
 */
#include "core/core.h"
#include "game/game_internal.h"

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
    if (!(game->v->settings & CHECKERS__SETTING_CROWNING))
        return CHECKERS_E_UNSUPPORTED;
    checkers__variant row = game->rules;
    row.promotion = (uint8_t)rule;
    checkers__game_set_rules(game, &row);
    return 0;
}

int32_t checkers_game_crowning(const checkers_game *game)
{
    return game ? game->v->promotion : CHECKERS_E_INVALID_ARGUMENT;
}
