/* SPDX-License-Identifier: MIT */
/*
 * A game's history: each move recorded in its ply (the route pool, the positions kept every
 * CHECKERS__SNAP_EVERY plies), moves unmade for undo and for an old position, and the
 * history's queries.
 */
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"
#include "notation/notation.h"
#include "game/game_internal.h"

/* Room for one more ply and `extra` bytes of route pool; on failure the game is unchanged. */
static int32_t reserve(checkers_game *g, int extra)
{
    if (g->nply == g->cap) {
        /* By a quarter, not double: a long game keeps at most a quarter of its history spare. */
        int32_t ncap = g->cap ? g->cap + g->cap / 4 + 16 : 64;
        int32_t nsnaps = ncap / CHECKERS__SNAP_EVERY;
        if (nsnaps > g->snap_cap) { /* first: the history never outgrows its positions */
            checkers__pos *s = g->snaps ? g->alloc.reallocate(g->alloc.ctx, g->snaps,
                                                              (size_t)g->snap_cap * sizeof *s,
                                                              (size_t)nsnaps * sizeof *s)
                                        : g->alloc.alloc(g->alloc.ctx, (size_t)nsnaps * sizeof *s);
            if (!s)
                return CHECKERS_E_NO_MEMORY;
            g->snaps = s;
            g->snap_cap = nsnaps;
        }
        checkers__ply_record *p = g->plies ? g->alloc.reallocate(g->alloc.ctx, g->plies,
                                                                 (size_t)g->cap * sizeof *p,
                                                                 (size_t)ncap * sizeof *p)
                                           : g->alloc.alloc(g->alloc.ctx, (size_t)ncap * sizeof *p);
        if (!p)
            return CHECKERS_E_NO_MEMORY;
        g->plies = p;
        g->cap = ncap;
    }
    if (g->pool_len + extra > g->pool_cap) {
        int32_t ncap = g->pool_cap ? g->pool_cap * 2 : 256;
        while (ncap < g->pool_len + extra)
            ncap *= 2;
        uint8_t *p = g->pool ? g->alloc.reallocate(g->alloc.ctx, g->pool, (size_t)g->pool_cap,
                                                   (size_t)ncap)
                             : g->alloc.alloc(g->alloc.ctx, (size_t)ncap);
        if (!p)
            return CHECKERS_E_NO_MEMORY;
        g->pool = p;
        g->pool_cap = ncap;
    }
    return 0;
}

static int route_pooled(const checkers__ply_record *r)
{
    return r->nsteps + r->ncap > CHECKERS__ROUTE_INLINE;
}

static const uint8_t *route_of(const checkers_game *g, const checkers__ply_record *r)
{
    return route_pooled(r) ? g->pool + r->route.offset : r->route.squares;
}

void checkers__ply_move(const checkers_game *g, int32_t i, checkers__move *out)
{
    const checkers__ply_record *r = &g->plies[i];
    const uint8_t *route = route_of(g, r);
    memset(out, 0, sizeof *out);
    out->from = r->from;
    out->to = r->to;
    out->flags = r->flags & CHECKERS__PLY_MOVE_FLAGS;
    out->ncap = r->ncap;
    out->nsteps = r->nsteps;
    memcpy(out->path, route, r->nsteps);
    memcpy(out->caps, route + r->nsteps, r->ncap);
    for (int k = 0; k < r->ncap; k++)
        checkers__set_add(&out->captured, out->caps[k]);
}

/* Takes back ply i of the history from p, the position after it. */
static void unmake(const checkers_game *g, int32_t i, checkers__pos *p)
{
    const checkers__ply_record *r = &g->plies[i];
    const uint8_t *caps = route_of(g, r) + r->nsteps;
    int mover = !p->side;
    /* The piece goes back (from may equal to), the jumped pieces come back. */
    checkers__set_del(&p->men[mover], r->to);
    checkers__set_del(&p->kings, r->to);
    checkers__set_add(&p->men[mover], r->from);
    if (r->flags & CHECKERS_MOVE_KING)
        checkers__set_add(&p->kings, r->from);
    for (int k = 0; k < r->ncap; k++) {
        checkers__set_add(&p->men[!mover], caps[k]);
        if ((r->king_caps >> k) & 1)
            checkers__set_add(&p->kings, caps[k]);
    }
    p->side = mover;
    if (g->v->king_run_limit) /* the runs go back with the move */
        for (int s = 0; s < 2; s++) {
            p->king_run[s] = (uint8_t)(r->runs_before[s] >> 6);
            p->king_run_at[s] = (uint8_t)(r->runs_before[s] & 63);
        }
    else if (checkers__ply_huffed(g, r)) /* and the piece huffed before it */
        checkers__unhuff(p, !mover, r->huff[0] - 1, r->huff[1]);
}

#if defined(__GNUC__) || defined(__clang__)
#define RECORD_INLINE inline __attribute__((always_inline))
#else
#define RECORD_INLINE inline
#endif

/*
 * Adds the move to the history and makes it; on a failed allocation nothing changes. With hop
 * (a constant) m is one hop taking at most one piece, as a kept list's moves are: its route
 * fits the record and the loops over it fold away, the commonest ply costing the least.
 */
static RECORD_INLINE int32_t record_with(checkers_game *g, const checkers__move *m, const int hop)
{
    int len = hop ? 1 + (m->ncap != 0) : m->nsteps + m->ncap;
    int pooled = !hop && len > CHECKERS__ROUTE_INLINE;
    if (g->nply == g->cap || (pooled && g->pool_len + len > g->pool_cap)) {
        int32_t rc = reserve(g, pooled ? len : 0);
        if (rc < 0)
            return rc;
    }
    const checkers__variant *v = g->v;
    checkers__ply_record *r = &g->plies[g->nply];
    uint8_t *route = r->route.squares;
    memset(r, 0, sizeof *r);
    r->from = m->from;
    r->to = m->to;
    r->flags = (uint8_t)(m->flags | v->promotion << CHECKERS__PLY_CROWNING_SHIFT);
    r->ncap = m->ncap;
    r->nsteps = m->nsteps;
    if (hop) {
        route[0] = m->path[0];
        if (m->ncap) {
            route[1] = m->caps[0];
            r->king_caps = (uint32_t)checkers__set_has(&g->pos.kings, m->caps[0]);
        }
    } else {
        for (int k = 0; k < m->ncap; k++)
            r->king_caps |= (uint32_t)checkers__set_has(&g->pos.kings, m->caps[k]) << k;
        if (pooled) {
            r->route.offset = (uint32_t)g->pool_len;
            route = g->pool + g->pool_len;
            g->pool_len += len;
        }
        for (int k = 0; k < m->nsteps; k++)
            route[k] = m->path[k];
        for (int k = 0; k < m->ncap; k++)
            route[m->nsteps + k] = m->caps[k];
    }
    uint64_t before = checkers__hash_at(g, g->nply);
    r->hash = g->sq && !v->king_run_limit ? checkers__hash_after_t(g->sq, &g->pos, m, before)
                                          : checkers__hash_after(v, &g->pos, m, before);
    if (g->huffed) { /* the huff made before the move goes with it */
        r->huff[0] = (uint8_t)g->huffed;
        r->huff[1] = (uint8_t)g->huffed_king;
        g->huffed = g->huffed_king = 0;
        checkers__make(&g->pos, m);
        r->hash = checkers__hash(v, &g->pos); /* the hash before it was the huff's */
    } else if (v->king_run_limit) {
        checkers__pos before = g->pos;
        for (int s = 0; s < 2; s++)
            r->runs_before[s] = (uint8_t)(before.king_run[s] << 6 | before.king_run_at[s]);
        checkers__make(&g->pos, m);
        checkers__king_run_after(v, &before, m, &g->pos);
    } else {
        checkers__make(&g->pos, m);
    }
    /*
     * Without endgame rules the configuration is 0 (checkers__configuration), as the memset
     * wrote it: the call is skipped here, on every move, not only returned from early.
     */
    if (v->endgame != CHECKERS__ENDGAME_NONE)
        r->config = (uint8_t)checkers__configuration(v, &g->pos);
    g->nply++;
    /* The position the move leads to has no list yet (checkers_game_apply keeps it). */
    g->kept_ply[g->nply & 1] = -1;
    if (((uint32_t)g->nply & (CHECKERS__SNAP_EVERY - 1)) == 0)
        g->snaps[g->nply / CHECKERS__SNAP_EVERY - 1] = g->pos;
    checkers__draw_counts_after(g);
    return 0;
}

static int32_t record(checkers_game *g, const checkers__move *m)
{
    return record_with(g, m, 0);
}

void checkers__position_before(const checkers_game *g, int32_t ply, checkers__pos *out)
{
    /* Unmade from the first position kept after it, or from the current one. */
    int32_t from = (ply / CHECKERS__SNAP_EVERY + 1) * CHECKERS__SNAP_EVERY;
    if (from < g->nply) {
        *out = g->snaps[from / CHECKERS__SNAP_EVERY - 1];
    } else {
        from = g->nply;
        *out = g->pos;
        if (ply < g->nply && g->huffed) /* a huff made this turn: before it */
            checkers__unhuff(out, !out->side, g->huffed - 1, g->huffed_king);
    }
    for (int32_t i = from; i-- > ply;)
        unmake(g, i, out);
    int huffed = ply < g->nply ? checkers__ply_huffed(g, &g->plies[ply]) : 0;
    if (huffed) { /* unmade with the move, made before it */
        checkers__set_del(&out->men[!out->side], huffed - 1);
        checkers__set_del(&out->kings, huffed - 1);
    }
}

int32_t checkers__play(checkers_game *g, const checkers__move *m, checkers_refusal *why)
{
    int32_t rc = record(g, m);
    /* The header promises why->code equals the return value, a failed allocation too. */
    if (rc < 0 && why)
        why->code = rc;
    return rc;
}

int32_t checkers__play_hop(checkers_game *g, const checkers__move *m, checkers_refusal *why)
{
    int32_t rc = record_with(g, m, 1);
    if (rc < 0 && why)
        why->code = rc;
    return rc;
}

int32_t checkers_game_undo(checkers_game *game)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (game->declared) {
        game->declared = game->declared_why = 0;
        return 0;
    }
    if (game->huffed) { /* a huff made this turn goes back first */
        checkers__brief_drop(game);
        checkers__unhuff(&game->pos, !game->pos.side, game->huffed - 1, game->huffed_king);
        game->huffed = game->huffed_king = 0;
        return 0;
    }
    if (game->nply == 0)
        return CHECKERS_E_NOTHING_TO_UNDO;
    const checkers__ply_record *r = &game->plies[game->nply - 1];
    unmake(game, game->nply - 1, &game->pos);
    if (route_pooled(r))
        game->pool_len = (int32_t)r->route.offset;
    /* The list of the position after nply plies, if kept, is the one this undo goes back to. */
    game->kept_ply[game->nply & 1] = -1;
    game->nply--;
    game->claimed = 0;
    checkers__draw_counts(game);
    return 0;
}

int32_t checkers_game_ply_count(const checkers_game *game)
{
    return game ? game->nply : CHECKERS_E_INVALID_ARGUMENT;
}

int32_t checkers_game_history(const checkers_game *game, int32_t ply, checkers_move *out)
{
    if (!game || !out || ply < 0)
        return ply < 0 && game && out ? CHECKERS_E_NO_SUCH_PLY : CHECKERS_E_INVALID_ARGUMENT;
    if (ply >= game->nply)
        return CHECKERS_E_NO_SUCH_PLY;
    checkers__move m;
    checkers__ply_move(game, ply, &m);
    checkers__export_move(game->v, NULL, &m, out);
    return 0;
}

int32_t checkers_game_history_text(const checkers_game *game, int32_t ply, uint32_t flags,
                                   char *buf, size_t capacity)
{
    if (!game || (flags & ~(uint32_t)CHECKERS_TEXT_FULL_ROUTE) || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    if (ply < 0 || ply >= game->nply)
        return CHECKERS_E_NO_SUCH_PLY;
    checkers__move m;
    checkers__ply_move(game, ply, &m);
    /*
     * The short form of a capture of several hops is decided in the position the move was
     * played in; any other move's text is its own (checkers__write_move reads no position).
     */
    checkers__pos before = game->pos;
    if (m.ncap && m.nsteps > 1 && !(flags & CHECKERS_TEXT_FULL_ROUTE))
        checkers__position_before(game, ply, &before);
    return checkers__write_move(game->v, &before, &m, flags,
                                game->notation == CHECKERS_NOTATION_ALGEBRAIC, buf, capacity);
}
