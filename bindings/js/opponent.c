/* SPDX-License-Identifier: MIT */
/*
 * opponent.c - the terminal client's computer opponent (examples/cli/search.c,
 * compiled as it is) exported to WebAssembly for Game.bestMove. The package
 * calls it under a name of its own, so that a change of the client's
 * interface is met here and the JavaScript side stays as it is.
 */
#include "cli.h"

int32_t js_search(const checkers_game *game, int32_t depth, checkers_move *best);

/*
 * Stores in *best the move the client's search chooses `depth` plies deep
 * (1 to CLI_DEPTH_MAX) and returns 0; returns 1 when the side to move has no
 * move, or a negative library error (CHECKERS_E_INVALID_ARGUMENT for a depth
 * out of range).
 */
int32_t js_search(const checkers_game *game, int32_t depth, checkers_move *best)
{
    if (game == NULL || best == NULL || depth < 1 || depth > CLI_DEPTH_MAX)
        return CHECKERS_E_INVALID_ARGUMENT;
    return cli_search(game, depth, best);
}
