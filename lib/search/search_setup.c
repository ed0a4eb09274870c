/* SPDX-License-Identifier: MIT */
/*
 * search_setup.c - what a search does before and after its passes: the copy
 * of the game it walks, the board's geometry for the evaluation, each
 * search's salt, and the principal variation read back from the table.
 */
#include <string.h>

#include "search/search_internal.h"

/* A search's salt from its number (SplitMix64's finaliser): every bit depends on every bit. */
uint64_t checkers__search_salt(uint64_t x)
{
    x += 0x9E3779B97F4A7C15u;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

/*
 * Makes s->game a copy of `src` (position, history, draw settings), with room
 * for `spare` more plies: the history's buffers are reused, and grow only for
 * a longer game than before. On failure s->game is unchanged.
 */
int32_t checkers__search_copy_game(checkers_search *s, const checkers_game *src, int32_t spare)
{
    checkers_game *g = s->game;
    const checkers_allocator *a = &s->alloc;
    int32_t plies = src->nply + spare;
    int32_t pool = src->pool_len + spare * 2 * CHECKERS_MAX_CAPTURES;
    int32_t snaps = plies / CHECKERS__SNAP_EVERY;
    checkers_game keep;

    if (snaps > g->snap_cap) {
        checkers__pos *p = a->alloc(a->ctx, (size_t)snaps * sizeof *p);
        if (p == NULL)
            return CHECKERS_E_NO_MEMORY;
        a->release(a->ctx, g->snaps);
        g->snaps = p;
        g->snap_cap = snaps;
    }
    if (plies > g->cap) {
        checkers__ply_record *p = a->alloc(a->ctx, (size_t)plies * sizeof *p);
        if (p == NULL)
            return CHECKERS_E_NO_MEMORY;
        a->release(a->ctx, g->plies);
        g->plies = p;
        g->cap = plies;
    }
    if (pool > g->pool_cap) {
        uint8_t *p = a->alloc(a->ctx, (size_t)pool);
        if (p == NULL)
            return CHECKERS_E_NO_MEMORY;
        a->release(a->ctx, g->pool);
        g->pool = p;
        g->pool_cap = pool;
    }
    keep = *g;
    *g = *src;
    g->alloc = keep.alloc;
    g->plies = keep.plies;
    g->cap = keep.cap;
    g->pool = keep.pool;
    g->pool_cap = keep.pool_cap;
    g->snaps = keep.snaps;
    g->snap_cap = keep.snap_cap;
    if (src->nply > 0)
        memcpy(g->plies, src->plies, (size_t)src->nply * sizeof *g->plies);
    if (src->pool_len > 0)
        memcpy(g->pool, src->pool, (size_t)src->pool_len);
    if (src->nply / CHECKERS__SNAP_EVERY > 0)
        memcpy(g->snaps, src->snaps, (size_t)(src->nply / CHECKERS__SNAP_EVERY) * sizeof *g->snaps);
    return 0;
}

/* Fills in the board's geometry. Returns 0 or a library error. */
int32_t checkers__search_prepare(checkers_search *s)
{
    int32_t playing[4] = {0, 0, 0, 0};
    const checkers_game *game = s->game;

    s->sign = strcmp(checkers_game_variant(game), "antidraughts") == 0 ? -1 : 1;
    s->corner_count = 0;
    s->squares = checkers_game_square_count(game);
    if (s->squares < 0 || s->squares > CHECKERS_MAX_SQUARES)
        return s->squares < 0 ? s->squares : CHECKERS_E_INVALID_ARGUMENT;
    for (int32_t square = 1; square <= s->squares; square++) {
        int32_t status = checkers_game_square_position(game, square, &s->row_of[square],
                                                       &s->column_of[square], &s->rows,
                                                       &s->columns);
        if (status != 0)
            return status;
    }
    /* A double corner is a board corner whose own square is not played on. */
    for (int32_t square = 1; square <= s->squares; square++)
        for (int32_t i = 0; i < 4; i++)
            if (s->row_of[square] == (i < 2 ? 0 : s->rows - 1) &&
                s->column_of[square] == (i % 2 ? s->columns - 1 : 0))
                playing[i] = 1;
    for (int32_t i = 0; i < 4; i++)
        if (!playing[i]) {
            s->corners[s->corner_count][0] = i < 2 ? 0 : s->rows - 1;
            s->corners[s->corner_count][1] = i % 2 ? s->columns - 1 : 0;
            s->corner_count++;
        }
    return 0;
}

/*
 * The principal variation of the last pass into s->info: `first`, then the
 * table's best move of each position after it, while the table knows one.
 */
void checkers__search_pv(checkers_search *s, const checkers_move *first)
{
    uint64_t seen[CHECKERS_SEARCH_PV_MAX];
    int32_t length = 0;

    seen[0] = checkers_game_hash(s->game);
    if (checkers_game_apply(s->game, first, NULL) != 0) {
        s->info.pv_length = 0;
        return;
    }
    s->info.pv[length++] = *first;
    while (length < CHECKERS_SEARCH_PV_MAX &&
           checkers_game_status(s->game, NULL) == CHECKERS_ONGOING) {
        uint64_t key = checkers_game_hash(s->game);
        const entry *slot = &s->table[key & s->table_mask];
        checkers_move *moves = s->stack + s->stack_top;
        int32_t count, repeated = 0;
        if (slot->key != (key ^ s->salt) || slot->best == 0)
            break;
        /* A line that comes back is cut where it does. */
        for (int32_t i = 0; i < length && !repeated; i++)
            repeated = seen[i] == key;
        count = checkers_game_moves(s->game, moves, CHECKERS_MAX_MOVES);
        if (repeated || count < slot->best || count > CHECKERS_MAX_MOVES ||
            checkers_game_apply(s->game, &moves[slot->best - 1], NULL) != 0)
            break;
        seen[length] = key;
        s->info.pv[length++] = moves[slot->best - 1];
    }
    s->info.pv_length = length;
    for (int32_t i = 0; i < length; i++)
        (void)checkers_game_undo(s->game);
}
