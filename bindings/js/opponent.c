/* SPDX-License-Identifier: MIT */
/*
 * opponent.c - the library's search (checkers_search_*, lib/search/) at a
 * fixed depth, for Game.bestMove: one call instead of the search object's
 * four, so that the JavaScript side needs no struct of limits. The package
 * calls it under a name of its own, so that a change of the search's
 * interface is met here and the JavaScript side stays as it is.
 */
#include <string.h>

#include "checkers.h"

#define JS_DEPTH_MAX 12 /* Game.bestMove's range, as the terminal client's --depth */

int32_t js_search(const checkers_game *game, int32_t depth, checkers_move *best);

/*
 * Stores in *best the move the search chooses `depth` plies deep (1 to
 * JS_DEPTH_MAX) and returns 0; returns 1 when the game is over (no move to
 * choose), or a negative library error (CHECKERS_E_INVALID_ARGUMENT for a
 * depth out of range).
 */
int32_t js_search(const checkers_game *game, int32_t depth, checkers_move *best)
{
    checkers_search *search = NULL;
    checkers_search_limits limits;
    int32_t status;

    if (game == NULL || best == NULL || depth < 1 || depth > JS_DEPTH_MAX)
        return CHECKERS_E_INVALID_ARGUMENT;
    memset(&limits, 0, sizeof limits);
    limits.depth = depth;
    status = checkers_search_new(&search, 0, NULL);
    if (status == 0)
        status = checkers_search_run(search, game, &limits, best);
    checkers_search_free(search);
    return status == CHECKERS_E_GAME_OVER ? 1 : status;
}
