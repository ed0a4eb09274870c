/* SPDX-License-Identifier: MIT */
/* The game object: creation, moves, history, undo and results. */
#include <string.h>

#include "internal.h"

static int32_t create(checkers_game **out, const char *variant, const checkers_allocator *a,
                      const char *fen, int lenient)
{
    checkers_allocator al;
    checkers__pos pos;
    if (!out)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = NULL;
    if (checkers__allocator_pick(a, &al) < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    const checkers__variant *v = checkers__variant_lookup(variant);
    if (!v)
        return CHECKERS_E_UNKNOWN_VARIANT;
    if (fen) {
        int32_t rc = checkers__fen_read(v, fen, lenient, &pos);
        if (rc < 0)
            return rc;
    } else {
        checkers__start_position(v, &pos);
    }
    checkers_game *g = al.alloc(al.ctx, sizeof *g);
    if (!g)
        return CHECKERS_E_NO_MEMORY;
    memset(g, 0, sizeof *g);
    g->rules = *v; /* the row names its generator */
    g->v = &g->rules;
    g->alloc = al;
    g->pos = pos;
    g->start_hash = checkers__hash(v, &pos);
    g->start_config = checkers__configuration(v, &pos);
    g->draws = v->draws;
    g->notation = v->algebraic ? CHECKERS_NOTATION_ALGEBRAIC : CHECKERS_NOTATION_NUMERIC;
    checkers__draw_counts(g);
    *out = g;
    return 0;
}

int32_t checkers_game_new(checkers_game **out, const char *variant,
                          const checkers_allocator *allocator)
{
    return create(out, variant, allocator, NULL, 0);
}

int32_t checkers_game_new_from_fen(checkers_game **out, const char *variant, const char *fen,
                                   const checkers_allocator *allocator)
{
    if (!fen) {
        if (out)
            *out = NULL;
        return CHECKERS_E_INVALID_ARGUMENT;
    }
    return create(out, variant, allocator, fen, 0);
}

int32_t checkers__game_new_fen(checkers_game **out, const char *variant, const char *fen,
                               int lenient, const checkers_allocator *allocator)
{
    return create(out, variant, allocator, fen, lenient);
}

int32_t checkers_game_clone(checkers_game **out, const checkers_game *game)
{
    if (!out || !game) {
        if (out)
            *out = NULL;
        return CHECKERS_E_INVALID_ARGUMENT;
    }
    const checkers_allocator *a = &game->alloc;
    *out = NULL;
    checkers_game *g = a->alloc(a->ctx, sizeof *g);
    if (!g)
        return CHECKERS_E_NO_MEMORY;
    *g = *game;
    g->v = &g->rules;
    g->plies = NULL;
    g->cap = 0;
    g->pool = NULL;
    g->pool_cap = 0;
    g->snaps = NULL;
    g->snap_cap = 0;
    if (game->nply > 0) {
        g->plies = a->alloc(a->ctx, (size_t)game->nply * sizeof *g->plies);
        if (!g->plies) {
            a->release(a->ctx, g);
            return CHECKERS_E_NO_MEMORY;
        }
        memcpy(g->plies, game->plies, (size_t)game->nply * sizeof *g->plies);
        g->cap = game->nply;
    }
    if (game->pool_len > 0) {
        g->pool = a->alloc(a->ctx, (size_t)game->pool_len);
        if (!g->pool) {
            if (g->plies)
                a->release(a->ctx, g->plies);
            a->release(a->ctx, g);
            return CHECKERS_E_NO_MEMORY;
        }
        memcpy(g->pool, game->pool, (size_t)game->pool_len);
        g->pool_cap = game->pool_len;
    }
    int32_t snaps = game->nply / CHECKERS__SNAP_EVERY;
    if (snaps > 0) {
        g->snaps = a->alloc(a->ctx, (size_t)snaps * sizeof *g->snaps);
        if (!g->snaps) {
            checkers_game_free(g);
            return CHECKERS_E_NO_MEMORY;
        }
        memcpy(g->snaps, game->snaps, (size_t)snaps * sizeof *g->snaps);
        g->snap_cap = snaps;
    }
    *out = g;
    return 0;
}

void checkers__game_set_rules(checkers_game *g, const checkers__variant *row)
{
    g->rules = *row;
    g->rules.gen = (uint8_t)checkers__gen_choose(row);
}

void checkers_game_free(checkers_game *game)
{
    if (!game)
        return;
    checkers_allocator a = game->alloc;
    if (game->plies)
        a.release(a.ctx, game->plies);
    if (game->pool)
        a.release(a.ctx, game->pool);
    if (game->snaps)
        a.release(a.ctx, game->snaps);
    a.release(a.ctx, game);
}

const char *checkers_game_variant(const checkers_game *game)
{
    return game ? game->v->name : NULL;
}

int32_t checkers_game_turn(const checkers_game *game)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    return game->pos.side ? CHECKERS_WHITE : CHECKERS_BLACK;
}

int32_t checkers_game_square_count(const checkers_game *game)
{
    return game ? checkers__squares(game->v) : CHECKERS_E_INVALID_ARGUMENT;
}

int32_t checkers_game_piece(const checkers_game *game, int32_t square)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    int bit = checkers__square_to_bit(game->v, square);
    if (bit < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    int king = checkers__set_has(&game->pos.kings, bit) ? CHECKERS_KING : 0;
    if (checkers__set_has(&game->pos.men[0], bit))
        return CHECKERS_BLACK | king;
    if (checkers__set_has(&game->pos.men[1], bit))
        return CHECKERS_WHITE | king;
    return CHECKERS_EMPTY;
}

int32_t checkers_game_square_position(const checkers_game *game, int32_t square, int32_t *row,
                                      int32_t *column, int32_t *rows, int32_t *columns)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    int bit = checkers__square_to_bit(game->v, square), r, c;
    if (bit < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__bit_rowcol(game->v, bit, &r, &c);
    if (row)
        *row = r;
    if (column)
        *column = c;
    if (rows)
        *rows = game->v->rows;
    if (columns)
        *columns = game->v->cols;
    return 0;
}

/* ----------------------------------------------------------- results */

/* The result when the side to move has a legal move: claims, the first king, draws. */
static int32_t status_with_moves(const checkers_game *g, int32_t *why);

int32_t checkers__status_with_moves(const checkers_game *g)
{
    int32_t why;
    return status_with_moves(g, &why);
}

static int32_t status_with_moves(const checkers_game *g, int32_t *why)
{
    int side = g->pos.side;
    if (g->declared) {
        *why = g->declared_why;
        return g->declared;
    }
    if (g->claimed) {
        *why = g->claimed;
        return CHECKERS_DRAW;
    }
    if (g->v->win_rule == CHECKERS__WIN_FIRST_KING && g->nply &&
        (g->plies[g->nply - 1].flags & CHECKERS_MOVE_PROMOTES)) {
        *why = CHECKERS_REASON_CROWNED;
        return side ? CHECKERS_BLACK_WINS : CHECKERS_WHITE_WINS;
    }
    if (!g->draws.claim && (*why = checkers__draw_rule_met(g)) != 0)
        return CHECKERS_DRAW;
    *why = CHECKERS_REASON_NONE;
    return CHECKERS_ONGOING;
}

int32_t checkers__status(const checkers_game *g, int32_t *reason)
{
    int32_t why = CHECKERS_REASON_NONE, result = CHECKERS_ONGOING;
    const checkers__variant *v = g->v;
    int side = g->pos.side;
    if (g->declared || g->claimed ||
        (v->win_rule == CHECKERS__WIN_FIRST_KING && g->nply &&
         (g->plies[g->nply - 1].flags & CHECKERS_MOVE_PROMOTES))) {
        result = status_with_moves(g, &why);
    } else {
        int n = checkers__count_moves(v, &g->pos);
        if (n < 0)
            return n;
        if (n == 0) {
            int loser_is_mover = v->win_rule != CHECKERS__WIN_STALEMATED_WINS;
            why = checkers__set_empty(&g->pos.men[side]) ? CHECKERS_REASON_NO_PIECES
                                                         : CHECKERS_REASON_NO_MOVES;
            result = (side == 1) == loser_is_mover ? CHECKERS_BLACK_WINS : CHECKERS_WHITE_WINS;
        } else if (!g->draws.claim && (why = checkers__draw_rule_met(g)) != 0) {
            /* status_with_moves' other tests were made above */
            result = CHECKERS_DRAW;
        }
    }
    if (reason)
        *reason = why;
    return result;
}

int32_t checkers_game_status(const checkers_game *game, int32_t *reason)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    return checkers__status(game, reason);
}

/* ------------------------------------------------------------- moves */

int checkers__game_over(const checkers_game *g)
{
    return checkers__status(g, NULL) != CHECKERS_ONGOING;
}

int32_t checkers_game_moves(const checkers_game *game, checkers_move *moves, size_t capacity)
{
    if (!game || (!moves && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    int limit = capacity > CHECKERS_MAX_MOVES ? CHECKERS_MAX_MOVES : (int)capacity;
    return checkers__export_list(game->v, &game->pos, moves, limit);
}

static int32_t resolve_record(const checkers_game *g, const checkers_move *m, checkers__move *out,
                              checkers_refusal *why)
{
    checkers__proposal prop;
    checkers__proposal_from_record(m, &prop);
    return checkers__resolve(g->v, &g->pos, &prop, checkers__game_over(g), out, why);
}

static int32_t resolve_text(const checkers_game *g, const char *text, checkers__move *out,
                            checkers_refusal *why)
{
    checkers__proposal prop;
    int32_t rc = checkers__parse_text(g->v, text, &prop);
    if (rc < 0 && checkers__game_over(g))
        rc = CHECKERS_E_GAME_OVER;
    if (rc < 0) {
        if (why) {
            memset(why, 0, sizeof *why);
            why->code = rc;
        }
        return rc;
    }
    return checkers__resolve(g->v, &g->pos, &prop, checkers__game_over(g), out, why);
}

int32_t checkers_game_check_move(const checkers_game *game, const checkers_move *proposed,
                                 checkers_refusal *why)
{
    if (!game || !proposed)
        return CHECKERS_E_INVALID_ARGUMENT;
    return resolve_record(game, proposed, NULL, why);
}

int32_t checkers_game_parse_move(const checkers_game *game, const char *text, checkers_move *out,
                                 checkers_refusal *why)
{
    checkers__move m;
    if (!game || !text)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t rc = resolve_text(game, text, &m, why);
    if (rc == 0 && out)
        checkers__export_move(game->v, &game->pos, &m, out);
    return rc;
}

int32_t checkers_game_move_text(const checkers_game *game, const checkers_move *move,
                                uint32_t flags, char *buf, size_t capacity)
{
    checkers__move m;
    if (!game || !move || (flags & ~(uint32_t)CHECKERS_TEXT_FULL_ROUTE) || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__proposal prop;
    checkers__proposal_from_record(move, &prop);
    /* Written for the position, game over or not: the move must be legal on the board. */
    int32_t rc = checkers__resolve(game->v, &game->pos, &prop, 0, &m, NULL);
    if (rc < 0)
        return rc;
    return checkers__write_move(game->v, &game->pos, &m, flags,
                                game->notation == CHECKERS_NOTATION_ALGEBRAIC, buf, capacity);
}

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

/* Adds the move to the history and makes it; on a failed allocation nothing changes. */
static int32_t record(checkers_game *g, const checkers__move *m)
{
    int len = m->nsteps + m->ncap;
    int pooled = len > CHECKERS__ROUTE_INLINE;
    int32_t rc = reserve(g, pooled ? len : 0);
    if (rc < 0)
        return rc;
    checkers__ply_record *r = &g->plies[g->nply];
    uint8_t *route = r->route.squares;
    memset(r, 0, sizeof *r);
    r->from = m->from;
    r->to = m->to;
    r->flags = (uint8_t)(m->flags | g->v->promotion << CHECKERS__PLY_CROWNING_SHIFT);
    r->ncap = m->ncap;
    r->nsteps = m->nsteps;
    for (int k = 0; k < m->ncap; k++)
        r->king_caps |= (uint32_t)checkers__set_has(&g->pos.kings, m->caps[k]) << k;
    if (pooled) {
        r->route.offset = (uint32_t)g->pool_len;
        route = g->pool + g->pool_len;
        g->pool_len += len;
    }
    memcpy(route, m->path, m->nsteps);
    memcpy(route + m->nsteps, m->caps, m->ncap);
    r->hash = checkers__hash_after(g->v, &g->pos, m, checkers__hash_at(g, g->nply));
    if (g->huffed) { /* the huff made before the move goes with it */
        r->huff[0] = (uint8_t)g->huffed;
        r->huff[1] = (uint8_t)g->huffed_king;
        g->huffed = g->huffed_king = 0;
        checkers__make(&g->pos, m);
        r->hash = checkers__hash(g->v, &g->pos); /* the hash before it was the huff's */
    } else if (g->v->king_run_limit) {
        checkers__pos before = g->pos;
        for (int s = 0; s < 2; s++)
            r->runs_before[s] = (uint8_t)(before.king_run[s] << 6 | before.king_run_at[s]);
        checkers__make(&g->pos, m);
        checkers__king_run_after(g->v, &before, m, &g->pos);
    } else {
        checkers__make(&g->pos, m);
    }
    r->config = (uint8_t)checkers__configuration(g->v, &g->pos);
    g->nply++;
    if (((uint32_t)g->nply & (CHECKERS__SNAP_EVERY - 1)) == 0)
        g->snaps[g->nply / CHECKERS__SNAP_EVERY - 1] = g->pos;
    checkers__draw_counts_after(g);
    return 0;
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

/*
 * A move given by its whole route (square numbers: the start, then every
 * landing square), as the list gives it, or a plain move by its two squares,
 * is played without matching it against the list: 1 when it was, 0 when the
 * full matching must decide (and give any refusal), or an error. A record
 * with no steps (`ends_only`) is a route only when it is a plain move: as a
 * capture it names its ends, which several captures may share.
 */
static int32_t apply_route(checkers_game *g, const uint8_t *squares, int nsq, int ends_only,
                           checkers_refusal *why)
{
    const uint8_t *t = checkers__bit_table(g->v);
    uint8_t at[CHECKERS_MAX_CAPTURES + 1];
    int last = checkers__squares(g->v);
    if (!t || nsq < 2 || nsq > CHECKERS_MAX_CAPTURES + 1)
        return 0;
    for (int i = 0; i < nsq; i++) {
        if (squares[i] < 1 || squares[i] > last)
            return 0;
        at[i] = t[squares[i] - 1];
    }
    checkers__move m;
    int32_t reason;
    /* Anything unusual (an error included) gets the full matching and its refusals. */
    if (!(nsq == 2 && checkers__plain_move(g->v, &g->pos, at[0], at[1], &m)) &&
        (ends_only || checkers__find_route(g->v, &g->pos, at, nsq, &m) <= 0))
        return 0;
    /* The side to move has a legal move: the game is over only by a claim, a crowning or a draw. */
    if (status_with_moves(g, &reason) != CHECKERS_ONGOING)
        return 0;
    if (why) {
        memset(why, 0, sizeof *why);
        checkers__export_move(g->v, &g->pos, &m, &why->move);
    }
    int32_t rc = checkers__play(g, &m, why);
    return rc < 0 ? rc : 1;
}

int32_t checkers_game_apply(checkers_game *game, const checkers_move *move, checkers_refusal *why)
{
    checkers__move m;
    if (!game || !move)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t rc;
    if (move->steps == 1) { /* a plain move or a single jump, as listed: its route is at hand */
        const uint8_t route[2] = {move->from, move->path[0]};
        rc = apply_route(game, route, 2, 0, why);
    } else {
        checkers__proposal prop;
        checkers__proposal_from_record(move, &prop);
        rc = apply_route(game, prop.sq, prop.nsq, prop.ends_only, why);
    }
    if (rc != 0)
        return rc < 0 ? rc : 0;
    rc = resolve_record(game, move, &m, why);
    return rc < 0 ? rc : checkers__play(game, &m, why);
}

int32_t checkers_game_apply_text(checkers_game *game, const char *text, checkers_refusal *why)
{
    checkers__move m;
    checkers__proposal prop;
    if (!game || !text)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (checkers__parse_text(game->v, text, &prop) >= 0) {
        int32_t rc = apply_route(game, prop.sq, prop.nsq, prop.ends_only, why);
        if (rc != 0)
            return rc < 0 ? rc : 0;
    }
    int32_t rc = resolve_text(game, text, &m, why);
    return rc < 0 ? rc : checkers__play(game, &m, why);
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

/* ------------------------------------------------ notation and hashing */

int32_t checkers_game_fen(const checkers_game *game, char *buf, size_t capacity)
{
    if (!game || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    return checkers__fen_write(game->v, &game->pos, game->notation == CHECKERS_NOTATION_ALGEBRAIC,
                               buf, capacity);
}

int32_t checkers_game_set_notation(checkers_game *game, int32_t notation)
{
    if (!game || (notation != CHECKERS_NOTATION_NUMERIC && notation != CHECKERS_NOTATION_ALGEBRAIC))
        return CHECKERS_E_INVALID_ARGUMENT;
    if (notation == CHECKERS_NOTATION_ALGEBRAIC && !game->v->algebraic)
        return CHECKERS_E_UNSUPPORTED;
    game->notation = notation;
    return 0;
}

int32_t checkers_game_notation(const checkers_game *game)
{
    return game ? game->notation : CHECKERS_E_INVALID_ARGUMENT;
}

uint64_t checkers_game_hash(const checkers_game *game)
{
    if (game && game->huffed) /* the position after a huff is in no record yet */
        return checkers__hash(game->v, &game->pos);
    return game ? checkers__hash_at(game, game->nply) : 0;
}

int32_t checkers_game_perft(const checkers_game *game, int32_t depth, uint64_t *leaves)
{
    if (!game || !leaves || depth < 0 || depth > 64)
        return CHECKERS_E_INVALID_ARGUMENT;
    size_t size = checkers__perft_scratch_size(game->v, depth);
    void *scratch = game->alloc.alloc(game->alloc.ctx, size);
    if (!scratch)
        return CHECKERS_E_NO_MEMORY;
    int32_t rc = checkers__perft(game->v, &game->pos, depth, leaves, scratch);
    game->alloc.release(game->alloc.ctx, scratch);
    return rc;
}
