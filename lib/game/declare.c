/* SPDX-License-Identifier: MIT */
/*
 * Results the rules do not decide (resignation, agreement, time, an arbiter),
 * and draws claimed: the game only records them, so that its status, the
 * refusal of further moves and undo treat them like the results the rules
 * decide.
 */
#include "rules/rules.h"
#include "game/game_internal.h"

/* Whether `reason` may end a game with `result` (the table in the header). */
static int allowed(int32_t result, int32_t reason)
{
    int win = result == CHECKERS_BLACK_WINS || result == CHECKERS_WHITE_WINS;
    switch (reason) {
    case CHECKERS_REASON_RESIGNATION:
    case CHECKERS_REASON_TIME:
        return win;
    case CHECKERS_REASON_AGREEMENT:
        return result == CHECKERS_DRAW;
    case CHECKERS_REASON_ADJUDICATION:
        return win || result == CHECKERS_DRAW;
    default:
        return 0;
    }
}

int32_t checkers_game_declare(checkers_game *game, int32_t result, int32_t reason)
{
    if (!game || !allowed(result, reason))
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t status = checkers__status(game, NULL);
    if (status < 0)
        return status;
    if (status != CHECKERS_ONGOING)
        return CHECKERS_E_GAME_OVER;
    game->declared = result;
    game->declared_why = reason;
    return 0;
}

/* A draw the rules let a player claim (rules/draws.c says whether one is met). */
int32_t checkers_game_claimable(const checkers_game *game)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t st = checkers__status(game, NULL);
    if (st < 0)
        return st;
    if (st != CHECKERS_ONGOING || !game->draws.claim)
        return CHECKERS_REASON_NONE;
    return checkers__draw_rule_met(game);
}

int32_t checkers_game_claim_draw(checkers_game *game)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t why = checkers_game_claimable(game);
    if (why < 0)
        return why;
    if (why == CHECKERS_REASON_NONE)
        return checkers__status(game, NULL) != CHECKERS_ONGOING ? CHECKERS_E_GAME_OVER
                                                                : CHECKERS_E_NO_CLAIM;
    game->claimed = why;
    return 0;
}

int32_t checkers_game_declared(const checkers_game *game, int32_t *reason)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (reason)
        *reason = game->declared ? game->declared_why : CHECKERS_REASON_NONE;
    return game->declared;
}

/*
 * The crowning rule each move was played under, which a Turkish game may
 * change between moves: a replay of its moves (a copy, a save) needs each
 * move's own. Each ply's record keeps it beside the move's flags (game/game_internal.h).
 */
int32_t checkers_game_history_crowning(const checkers_game *game, int32_t ply)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (ply < 0 || ply > game->nply)
        return CHECKERS_E_NO_SUCH_PLY;
    if (ply == game->nply)
        return checkers_game_crowning(game);
    return game->plies[ply].flags >> CHECKERS__PLY_CROWNING_SHIFT;
}
