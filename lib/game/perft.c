/* SPDX-License-Identifier: MIT */
/* Perft of a game's position: whole, or move by move in parts a caller can stop. */
#include <stddef.h>

#include "core/core.h"
#include "game/game_internal.h"

/*
 * The walk counts a node whole once it is at most `depth_direct` plies deep, and adjusts
 * that depth so that each count takes between SLICE_MIN and SLICE_MAX leaves (about 0.1 to
 * 10 ms): the callback comes often enough to stop a long count, and the few thousand nodes
 * walked above the counts cost nothing measurable. It starts shallow, so that the first
 * counts are small in the widest positions too (a hundred moves and more with kings).
 */
#define DIRECT_START 2
#define SLICE_MIN (UINT64_C(1) << 16)
#define SLICE_MAX (UINT64_C(1) << 22)

typedef struct {
    const checkers__variant *v;
    void *scratch;
    checkers_perft_callback callback;
    void *context;
    int depth_direct;
    int32_t root; /* the index of the first move above the count */
    int stopped;  /* the callback stopped the walk */
    uint64_t leaves;
} walk;

static int32_t count(walk *w, const checkers__pos *p, int depth)
{
    uint64_t leaves = 0;
    int32_t rc = checkers__perft(w->v, p, depth, &leaves, w->scratch);
    if (rc < 0)
        return rc;
    w->leaves += leaves;
    /*
     * Only a count made at the direct depth says whether that depth is right: one made
     * shallower (near the end of the walk's depth) would raise it past any later count's
     * need, and the first wide position after would be counted whole.
     */
    if (leaves > SLICE_MAX)
        w->depth_direct = depth > 1 ? depth - 1 : 1;
    else if (leaves < SLICE_MIN && depth == w->depth_direct &&
             w->depth_direct < CHECKERS_PERFT_DEPTH_MAX)
        w->depth_direct++;
    if (!w->callback)
        return 0;
    rc = w->callback(w->context, w->root, leaves);
    w->stopped = rc != 0;
    return rc;
}

static int32_t node(walk *w, const checkers__pos *p, int depth, int root)
{
    if (!root && depth <= w->depth_direct)
        return count(w, p, depth);
    for (int i = 0;; i++) {
        checkers__move m;
        int n = checkers__pick_move(w->v, p, i, &m);
        if (n < 0)
            return n;
        if (i >= n)
            return 0;
        checkers__pos child = *p;
        checkers__make(&child, &m);
        if (w->v->king_run_limit)
            checkers__king_run_after(w->v, p, &m, &child);
        if (root)
            w->root = i;
        int32_t rc = node(w, &child, depth - 1, 0);
        if (rc != 0)
            return rc;
    }
}

static int32_t perft(const checkers_game *game, int32_t depth, checkers_perft_callback callback,
                     void *context, int root, uint64_t *leaves)
{
    if (!game || !leaves || depth < 0 || depth > CHECKERS_PERFT_DEPTH_MAX)
        return CHECKERS_E_INVALID_ARGUMENT;
    size_t size = checkers__perft_scratch_size(game->v, depth);
    walk w = {game->v, NULL, callback, context, DIRECT_START, 0, 0, 0};
    if ((w.scratch = game->alloc.alloc(game->alloc.ctx, size)) == NULL)
        return CHECKERS_E_NO_MEMORY;
    if (depth == 0) /* no move to divide by */
        w.callback = NULL;
    int32_t rc = root && depth > 0 ? node(&w, &game->pos, depth, 1) : count(&w, &game->pos, depth);
    game->alloc.release(game->alloc.ctx, w.scratch);
    if (rc == 0 || w.stopped) /* an error leaves *leaves as it was */
        *leaves = w.leaves;
    return rc;
}

int32_t checkers_game_perft(const checkers_game *game, int32_t depth, uint64_t *leaves)
{
    return perft(game, depth, NULL, NULL, 0, leaves);
}

int32_t checkers_game_perft_divide(const checkers_game *game, int32_t depth,
                                   checkers_perft_callback callback, void *context,
                                   uint64_t *leaves)
{
    return perft(game, depth, callback, context, 1, leaves);
}
