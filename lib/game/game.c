/* SPDX-License-Identifier: MIT */
/* The game object: creation, the position, moves checked and played, results. */
#include <stddef.h>
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"
#include "notation/notation.h"
#include "game/game_internal.h"

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
    checkers__brief_drop(g);
    g->rules = *v; /* the row names its generator */
    g->v = &g->rules;
    g->sq = checkers__square_table(v);
    g->bits = checkers__bit_table(v);
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
    g->sq = checkers__square_table(row);
    g->bits = checkers__bit_table(row);
    checkers__brief_drop(g);
    g->drawn = checkers__draw_rule_met(g);
}

void checkers__brief_keep(checkers_game *g)
{
    int k = g->nply & 1;
    g->kept_ply[k] = -1;
    if (!g->sq) /* the list is written with the table */
        return;
    int n = checkers__brief_moves(g->v, &g->pos, g->kept[k], CHECKERS__BRIEF_MAX);
    if (n < 0)
        return;
    g->kept_n[k] = (uint8_t)n;
    g->kept_ply[k] = g->nply;
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
    if (!g->draws.claim && (*why = g->drawn) != 0)
        return CHECKERS_DRAW;
    *why = CHECKERS_REASON_NONE;
    return CHECKERS_ONGOING;
}

/* The status, the moves counted when no kept list holds them. */
static int32_t status_counted(const checkers_game *g, int32_t *reason)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    ;

int32_t checkers__status(const checkers_game *g, int32_t *reason)
{
    /*
     * A kept list with a move (most positions of a game): status_with_moves, without a call,
     * so that this commonest case saves no registers.
     */
    if (checkers__brief_of(g) && checkers__brief_n(g) > 0) {
        int32_t why, result = status_with_moves(g, &why);
        if (reason)
            *reason = why;
        return result;
    }
    return status_counted(g, reason);
}

static int32_t status_counted(const checkers_game *g, int32_t *reason)
{
    int32_t why = CHECKERS_REASON_NONE, result = CHECKERS_ONGOING;
    const checkers__variant *v = g->v;
    int side = g->pos.side;
    if (g->declared || g->claimed ||
        (v->win_rule == CHECKERS__WIN_FIRST_KING && g->nply &&
         (g->plies[g->nply - 1].flags & CHECKERS_MOVE_PROMOTES))) {
        result = status_with_moves(g, &why);
    } else {
        int n = checkers__brief_of(g) ? checkers__brief_n(g) : checkers__count_moves(v, &g->pos);
        if (n < 0)
            return n;
        if (n == 0) {
            int loser_is_mover = v->win_rule != CHECKERS__WIN_STALEMATED_WINS;
            why = checkers__set_empty(&g->pos.men[side]) ? CHECKERS_REASON_NO_PIECES
                                                         : CHECKERS_REASON_NO_MOVES;
            result = (side == 1) == loser_is_mover ? CHECKERS_BLACK_WINS : CHECKERS_WHITE_WINS;
        } else if (!g->draws.claim && (why = g->drawn) != 0) {
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
    const checkers__brief *kept = checkers__brief_of(game);
    if (!kept)
        return checkers__export_list(game->v, &game->pos, moves, limit);
    /* The kept list, written as the generator writes it (gen_entry.h, entry_export). */
    const uint8_t *sq = game->sq;
    int n = checkers__brief_n(game), end = n < limit ? n : limit;
    for (int i = 0; i < end; i++) {
        const checkers__brief *b = &kept[i];
        checkers_move *r = &moves[i];
        memset(r, 0, sizeof *r);
        r->from = sq[b->from];
        r->to = r->path[0] = sq[b->to];
        r->steps = 1;
        r->flags = b->flags;
        if (b->cap != CHECKERS__BRIEF_NO_CAP) {
            r->captures = 1;
            r->captured[0] = sq[b->cap];
        }
    }
    return n;
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
    const uint8_t *t = g->bits;
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

_Static_assert(offsetof(checkers__brief, to) == offsetof(checkers__brief, from) + 1,
               "a kept move's ends are side by side");
/*
 * A move of one hop from `from` to `to` (square numbers) found in the kept list, played as
 * apply_route plays it: 1 when it was, 0 when the route must take the other ways, or an error.
 */
static int32_t apply_brief(checkers_game *g, const checkers__brief *kept, unsigned from,
                           unsigned to, checkers_refusal *why)
{
    const uint8_t *t = g->bits;
    /* The table has 128 entries, 255 past the last square: no kept move has that bit. */
    if (from - 1 >= 128 || to - 1 >= 128)
        return 0;
    /* from and to side by side, compared as one: a load and a compare a kept move */
    const uint8_t ends[2] = {t[from - 1], t[to - 1]};
    uint16_t want, have;
    memcpy(&want, ends, 2);
    /*
     * The list is in list order (by start, end, then pieces taken), so that moves sharing
     * their ends are side by side: the first match, and the move after it, decide.
     */
    int n = checkers__brief_n(g), found = 0;
    for (;; found++) {
        if (found == n)
            return 0;
        memcpy(&have, (const uint8_t *)&kept[found] + offsetof(checkers__brief, from), 2);
        if (have == want)
            break;
    }
    if (found + 1 < n) {
        memcpy(&have, (const uint8_t *)&kept[found + 1] + offsetof(checkers__brief, from), 2);
        if (have == want) /* two moves share the route's ends: the full matching decides */
            return 0;
    }
    int32_t reason;
    if (status_with_moves(g, &reason) != CHECKERS_ONGOING)
        return 0;
    const checkers__brief *b = &kept[found];
    checkers__move m;
    m.captured.w[0] = m.captured.w[1] = 0;
    m.from = b->from;
    m.to = m.path[0] = b->to;
    m.flags = b->flags;
    m.nsteps = 1;
    m.ncap = b->cap != CHECKERS__BRIEF_NO_CAP;
    if (m.ncap) {
        m.caps[0] = b->cap;
        checkers__set_add(&m.captured, b->cap);
    }
    if (why) {
        memset(why, 0, sizeof *why);
        checkers__export_move(g->v, &g->pos, &m, &why->move);
    }
    int32_t rc = checkers__play_hop(g, &m, why);
    return rc < 0 ? rc : 1;
}

static int32_t apply_record(checkers_game *game, const checkers_move *move, checkers_refusal *why)
{
    checkers__move m;
    int32_t rc;
    const checkers__brief *kept = checkers__brief_of(game);
    if (move->steps == 1 && kept &&
        (rc = apply_brief(game, kept, move->from, move->path[0], why)) != 0)
        return rc < 0 ? rc : 0;
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

int32_t checkers_game_apply(checkers_game *game, const checkers_move *move, checkers_refusal *why)
{
    if (!game || !move)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t rc = apply_record(game, move, why);
    /*
     * Whoever plays records lists the moves (the bindings, servers, the search): the next
     * position's list is made once here, for the status, the list and the next move.
     */
    if (rc == 0)
        checkers__brief_keep(game);
    return rc;
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
