/* SPDX-License-Identifier: MIT */
/*
 * The crowning rule each move of a game was played under: a Turkish game may
 * change its rule between moves, and a replay of its moves (a copy, a save)
 * needs each move's own. Each ply's record keeps it (internal.h).
 */
#include "internal.h"

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
