/* SPDX-License-Identifier: MIT */
/* Matching a proposed move against the legal moves, and saying why it is refused. */
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"

typedef struct {
    const checkers__variant *v;
    const checkers__pos *p;
    checkers__set occ;      /* pieces on the board, without the moving piece */
    checkers__set captured; /* pieces jumped so far */
    int side, king;
    int back; /* the direction a capture may not turn to next (Turkish: 180 degrees), or -1 */
} walk_state;

static int side_at(const checkers__pos *p, int bit)
{
    return checkers__set_has(&p->men[0], bit) ? 0 : checkers__set_has(&p->men[1], bit) ? 1 : -1;
}

/*
 * Diagonal directions 0-3, and in variants with orthogonal captures 4-7
 * (geometry.c); on Turkish's full board 0-3 are up, left, right and down.
 */
static int directions(const checkers__variant *v)
{
    return v->orthogonal ? 8 : 4;
}

static int is_forward(const checkers__variant *v, int side, int dir)
{
    if (v->all_squares) /* forward or sideways: anything but back */
        return dir < 4 && dir != (side == 0 ? 0 : 3);
    return dir < 4 && (side == 0 ? dir >= 2 : dir < 2);
}

/* Whether a man may capture in direction dir: forward always, backward where the variant says. */
static int man_may_capture(const checkers__variant *v, int side, int dir)
{
    if (v->men_capture_back)
        return 1;
    if (v->all_squares)
        return is_forward(v, side, dir);
    if (dir >= 4) /* along a row: sideways; along a column: forward only */
        return dir < 6 || (side == 0) == (dir == 7);
    return side == 0 ? dir >= 2 : dir < 2;
}

/* Whether a piece standing on s could jump once more. */
static int can_jump_from(const walk_state *w, int s)
{
    const checkers__variant *v = w->v;
    int flying = w->king && v->king_range != CHECKERS__KING_SHORT;
    for (int d = 0; d < directions(v); d++) {
        if ((!w->king && !man_may_capture(v, w->side, d)) || d == w->back)
            continue;
        int x = checkers__step(v, s, d);
        while (flying && x >= 0 && !checkers__set_has(&w->occ, x))
            x = checkers__step(v, x, d);
        if (x < 0 || side_at(w->p, x) != !w->side || checkers__set_has(&w->captured, x))
            continue;
        if (!w->king && v->men_spare_kings && checkers__set_has(&w->p->kings, x))
            continue;
        int t = checkers__step(v, x, d);
        if (t >= 0 && !checkers__set_has(&w->occ, t))
            return 1;
    }
    return 0;
}

/* The direction from a to b along a diagonal (or a row or column), and the distance; -1 if none. */
static int direction(const checkers__variant *v, int a, int b, int *dist)
{
    for (int d = 0; d < directions(v); d++) {
        *dist = 0;
        for (int t = checkers__step(v, a, d); t >= 0; t = checkers__step(v, t, d)) {
            ++*dist;
            if (t == b)
                return d;
        }
    }
    return -1;
}

static int32_t refuse(checkers_refusal *r, int32_t code, int square)
{
    r->code = code;
    r->square = square;
    return code;
}

/*
 * Matching works on the proposal's squares as internal bits (`at`, converted
 * once), so that no listed move needs converting.
 */

int checkers__route_fits(const uint8_t *sq, int nsq, int from, int to, const uint8_t *path,
                         int steps)
{
    if (nsq < 2 || from != sq[0] || to != sq[nsq - 1])
        return 0;
    int j = 0;
    for (int i = 1; i + 1 < nsq; i++) {
        while (j + 1 < steps && path[j] != sq[i])
            j++;
        if (j + 1 >= steps)
            return 0;
        j++;
    }
    return 1;
}

/* Does the legal move m fit the proposal (start, end, and the landing squares given, in order)? */
static int fits(const checkers__proposal *at, const checkers__move *m)
{
    return checkers__route_fits(at->sq, at->nsq, m->from, m->to, m->path, m->nsteps);
}

void checkers__proposal_from_record(const checkers_move *m, checkers__proposal *prop)
{
    memset(prop, 0, sizeof *prop);
    prop->sq[prop->nsq++] = m->from;
    if (m->steps == 0) {
        prop->sq[prop->nsq++] = m->to;
        prop->ends_only = 1;
        return;
    }
    for (int i = 0; i < m->steps && i < CHECKERS_MAX_CAPTURES; i++)
        prop->sq[prop->nsq++] = m->path[i];
}

int checkers__proposal_fits(const checkers__variant *v, const checkers__proposal *prop,
                            const checkers__move *m)
{
    checkers__proposal at = *prop;
    for (int i = 0; i < prop->nsq; i++) {
        int bit = checkers__square_to_bit(v, prop->sq[i]);
        if (bit < 0)
            return 0;
        at.sq[i] = (uint8_t)bit;
    }
    return fits(&at, m);
}

/* Does the legal move m begin with the route proposed? */
static int extends(const checkers__proposal *at, const checkers__move *m)
{
    if (m->from != at->sq[0] || m->nsteps < at->nsq)
        return 0;
    for (int i = 1; i < at->nsq; i++)
        if (m->path[i - 1] != at->sq[i])
            return 0;
    return 1;
}

typedef struct {
    int total, matches, best_ncap, any_capture, same_route;
    checkers__move match, first, best, extension, route_match, branch;
    int have_extension, have_branch;
} scan_result;

/* The result of walking a proposed route jump by jump. */
typedef struct {
    walk_state w;
    int cur, ncap, last_dir, last_jumped, crowned_stop;
    uint8_t path[CHECKERS_MAX_CAPTURES], caps[CHECKERS_MAX_CAPTURES];
} walk_result;


/*
 * Walks the proposed route jump by jump. Returns 0 for a sequence of jumps
 * that breaks no rule on the way (in *out), 1 for a plain step that breaks
 * none, or the refusal of the first rule broken.
 */
static int32_t walk(const checkers__variant *v, const checkers__pos *p,
                    const checkers__proposal *prop, walk_result *out, checkers_refusal *r)
{
    walk_state *w = &out->w;
    int from = checkers__square_to_bit(v, prop->sq[0]), cur = from;
    memset(out, 0, sizeof *out);
    w->v = v;
    w->p = p;
    w->side = p->side;
    w->king = checkers__set_has(&p->kings, from);
    w->back = -1;
    for (int i = 0; i < 2; i++)
        w->occ.w[i] = p->men[0].w[i] | p->men[1].w[i];
    checkers__set_del(&w->occ, from);
    int ncap = 0, row, col;
    for (int i = 1; i < prop->nsq; i++) {
        int b = checkers__square_to_bit(v, prop->sq[i]), dist;
        int d = direction(v, cur, b, &dist);
        if (d < 0)
            return refuse(r, CHECKERS_E_NOT_DIAGONAL, prop->sq[i]);
        if (d == w->back)
            return refuse(r, CHECKERS_E_CAPTURE_REVERSAL, prop->sq[i]);
        if (checkers__set_has(&w->occ, b))
            return refuse(r, CHECKERS_E_OCCUPIED, prop->sq[i]);
        int first_piece = -1, pieces = 0;
        for (int t = checkers__step(v, cur, d); t != b; t = checkers__step(v, t, d))
            if (checkers__set_has(&w->occ, t) && pieces++ == 0)
                first_piece = t;
        int flying = w->king && v->king_range != CHECKERS__KING_SHORT;
        if (pieces == 0) {
            if (ncap > 0 || prop->nsq > 2)
                return refuse(r, CHECKERS_E_NOT_DIAGONAL, prop->sq[i]);
            if (d >= 4) /* pieces move diagonally; only captures go along rows and columns */
                return refuse(r, CHECKERS_E_NOT_DIAGONAL, prop->sq[i]);
            if (!w->king && !is_forward(v, w->side, d))
                return refuse(r, CHECKERS_E_MAN_BACKWARDS, prop->sq[i]);
            if (!flying && dist > 1)
                return refuse(r, CHECKERS_E_NOT_DIAGONAL, prop->sq[i]);
            return 1;
        }
        int jumped_sq = checkers__bit_to_square(v, first_piece);
        if (side_at(p, first_piece) == w->side)
            return refuse(r, CHECKERS_E_JUMP_OWN_PIECE, jumped_sq);
        if (checkers__set_has(&w->captured, first_piece))
            return refuse(r, CHECKERS_E_JUMP_TWICE, jumped_sq);
        if (pieces > 1 || (!flying && dist != 2))
            return refuse(r, CHECKERS_E_NOT_DIAGONAL, prop->sq[i]);
        if (!w->king && !man_may_capture(v, w->side, d))
            return refuse(r, CHECKERS_E_MAN_BACKWARDS, prop->sq[i]);
        if (!w->king && v->men_spare_kings && checkers__set_has(&p->kings, first_piece))
            return refuse(r, CHECKERS_E_MAN_TAKES_KING, jumped_sq);
        if (flying && checkers__step(v, first_piece, d) != b &&
            (v->king_range == CHECKERS__KING_FLYING_LAND_BEHIND ||
             (v->halt_behind_king && i + 1 == prop->nsq &&
              checkers__set_has(&p->kings, first_piece))))
            return refuse(r, CHECKERS_E_ILLEGAL, prop->sq[i]);
        if (ncap == CHECKERS_MAX_CAPTURES)
            return refuse(r, CHECKERS_E_ILLEGAL, prop->sq[i]);
        checkers__set_add(&w->captured, first_piece);
        if (v->removal_immediate)
            checkers__set_del(&w->occ, first_piece);
        out->path[ncap] = (uint8_t)b;
        out->caps[ncap] = (uint8_t)first_piece;
        ncap++;
        cur = b;
        out->last_dir = d;
        out->last_jumped = first_piece;
        if (v->no_reversal)
            w->back = 3 - d; /* the opposite direction (directions 0-3 only) */
        checkers__bit_rowcol(v, b, &row, &col);
        if (!w->king && row == checkers__crowning_row(v, w->side)) {
            if (v->promotion == CHECKERS__PROMO_ENDS_MOVE) {
                if (i + 1 < prop->nsq)
                    return refuse(r, CHECKERS_E_CROWNING_ENDS_MOVE, prop->sq[i]);
                out->crowned_stop = 1;
            }
            if (v->promotion == CHECKERS__PROMO_CONTINUES_AS_KING)
                w->king = 1;
        }
    }
    out->cur = cur;
    out->ncap = ncap;
    return 0;
}

/*
 * Does the legal move m take the walked pieces in the same order and go on
 * from another landing square after the last of them? (A flying king that
 * landed where its capture could not continue.)
 */
static int branches(const walk_result *route, int from, const checkers__move *m)
{
    int n = route->ncap;
    if (m->from != from || n == 0 || m->ncap <= n)
        return 0;
    for (int i = 0; i < n; i++)
        if (m->caps[i] != route->caps[i] || (i + 1 < n && m->path[i] != route->path[i]))
            return 0;
    return 1;
}

typedef struct {
    const checkers__proposal *at;
    const walk_result *route;
    scan_result *s;
} scan_ctx;

static void scan_one(void *ctx, int index, const checkers__move *m)
{
    scan_ctx *c = ctx;
    scan_result *s = c->s;
    const walk_result *route = c->route;
    int from = c->at->sq[0];
    if (index == 0) {
        s->first = *m;
        s->any_capture = m->ncap > 0;
    }
    if (m->ncap > s->best_ncap) {
        s->best_ncap = m->ncap;
        s->best = *m;
    }
    /* A whole route names its move by the pieces it takes, whichever route was listed. */
    if (route && m->from == from && m->to == route->cur && m->ncap == route->ncap &&
        checkers__set_equal(&m->captured, &route->w.captured) && s->same_route++ == 0)
        s->route_match = *m;
    if (fits(c->at, m) && s->matches++ == 0)
        s->match = *m;
    if (!s->have_extension && m->ncap && extends(c->at, m)) {
        s->have_extension = 1;
        s->extension = *m;
    }
    if (route && !s->have_branch && branches(route, from, m)) {
        s->have_branch = 1;
        s->branch = *m;
    }
}

static int32_t scan(const checkers__variant *v, const checkers__pos *p,
                    const checkers__proposal *at, const walk_result *route, scan_result *s)
{
    scan_ctx c = {at, route, s};
    memset(s, 0, sizeof *s);
    int total = checkers__each_move(v, p, CHECKERS_MAX_MOVES, scan_one, &c);
    if (total < 0)
        return total;
    s->total = total;
    return 0;
}

static void example(const checkers__variant *v, const checkers__pos *p, checkers_refusal *r,
                    const checkers__move *m)
{
    checkers__export_move(v, p, m, &r->move);
}

/* The kings among the pieces a capture takes (CHECKERS__PREC_VALUE). */
static int capture_kings(const checkers__pos *p, const uint8_t *caps, int ncap)
{
    int kings = 0;
    for (int i = 0; i < ncap; i++)
        kings += checkers__set_has(&p->kings, caps[i]);
    return kings;
}


/* Why a route that breaks no rule on the way is still not a legal move. */
static int32_t diagnose(const checkers__variant *v, const checkers__pos *p,
                        const checkers__proposal *prop, int32_t walked, walk_result *wr,
                        const scan_result *s, checkers_refusal *r)
{
    if (walked < 0)
        return walked;
    if (walked == 1) {
        if (s->any_capture) {
            example(v, p, r, &s->first);
            return refuse(r, CHECKERS_E_MUST_CAPTURE, 0);
        }
        int from = checkers__square_to_bit(v, prop->sq[0]);
        if (from == checkers__frozen_king(v, p))
            return refuse(r, CHECKERS_E_KING_RUN, prop->sq[0]);
        return refuse(r, CHECKERS_E_ILLEGAL, 0);
    }
    walk_state *w = &wr->w;
    int incomplete = !wr->crowned_stop && can_jump_from(w, wr->cur);
    /* A flying king must land where its capture goes on, when such a square exists. */
    if (!incomplete && !wr->crowned_stop && w->king && v->king_range == CHECKERS__KING_FLYING)
        for (int t = checkers__step(v, wr->last_jumped, wr->last_dir);
             t >= 0 && !checkers__set_has(&w->occ, t); t = checkers__step(v, t, wr->last_dir))
            if (t != wr->cur && can_jump_from(w, t))
                incomplete = 1;
    if (incomplete) {
        if (s->have_extension)
            example(v, p, r, &s->extension);
        else if (s->have_branch)
            example(v, p, r, &s->branch);
        return refuse(r, CHECKERS_E_CAPTURE_INCOMPLETE, prop->sq[prop->nsq - 1]);
    }
    if ((v->precedence & CHECKERS__PREC_VALUE) && s->any_capture) {
        /* Every listed capture has the highest value: the first one shows it. */
        int kings = capture_kings(p, s->first.caps, s->first.ncap);
        if (checkers__capture_value(s->first.ncap, kings) >
            checkers__capture_value(wr->ncap, capture_kings(p, wr->caps, wr->ncap))) {
            example(v, p, r, &s->first);
            r->count = s->first.ncap;
            r->kings = kings;
            return refuse(r, CHECKERS_E_NOT_MAX_VALUE, 0);
        }
    }
    if ((v->precedence & CHECKERS__PREC_COUNT) && s->best_ncap > wr->ncap) {
        example(v, p, r, &s->best);
        r->count = s->best_ncap;
        return refuse(r, CHECKERS_E_NOT_MAX_CAPTURE, 0);
    }
    if (v->precedence) {
        example(v, p, r, &s->first);
        return refuse(r, CHECKERS_E_CAPTURE_PRECEDENCE, 0);
    }
    return refuse(r, CHECKERS_E_ILLEGAL, 0);
}

int32_t checkers__resolve(const checkers__variant *v, const checkers__pos *p,
                          const checkers__proposal *prop, int game_over, checkers__move *out,
                          checkers_refusal *why)
{
    checkers_refusal r, walk_why;
    scan_result s;
    walk_result wr;
    int32_t rc;
    memset(&r, 0, sizeof r);
    memset(&walk_why, 0, sizeof walk_why);
    if (game_over) {
        rc = refuse(&r, CHECKERS_E_GAME_OVER, 0);
        goto done;
    }
    checkers__proposal at = *prop;
    for (int i = 0; i < prop->nsq; i++) {
        int bit = checkers__square_to_bit(v, prop->sq[i]);
        if (bit < 0) {
            rc = refuse(&r, CHECKERS_E_MOVE_SQUARE, prop->sq[i]);
            goto done;
        }
        at.sq[i] = (uint8_t)bit;
    }
    int from = checkers__square_to_bit(v, prop->sq[0]);
    int owner = side_at(p, from);
    if (owner < 0) {
        rc = refuse(&r, CHECKERS_E_NO_PIECE, prop->sq[0]);
        goto done;
    }
    if (owner != p->side) {
        rc = refuse(&r, CHECKERS_E_NOT_YOUR_PIECE, prop->sq[0]);
        goto done;
    }
    int32_t walked = walk(v, p, prop, &wr, &walk_why);
    if ((rc = scan(v, p, &at, walked == 0 ? &wr : NULL, &s)) < 0) {
        r.code = rc;
        goto done;
    }
    if (s.same_route && !(prop->ends_only && s.matches > 1)) {
        /*
         * Keep the route the player gave: it is as good as the one listed. A record
         * with no steps gives no route, only its ends: when other moves share
         * them it is as ambiguous as a short form (below).
         */
        checkers__move m = s.route_match;
        m.nsteps = (uint8_t)wr.ncap;
        memcpy(m.path, wr.path, (size_t)wr.ncap);
        memcpy(m.caps, wr.caps, (size_t)wr.ncap);
        if (out)
            *out = m;
        example(v, p, &r, &m);
        rc = 0;
    } else if (s.matches == 1) {
        if (out)
            *out = s.match;
        example(v, p, &r, &s.match);
        rc = 0;
    } else if (s.matches > 1) {
        example(v, p, &r, &s.match);
        r.count = s.matches;
        rc = refuse(&r, CHECKERS_E_AMBIGUOUS, 0);
    } else {
        r = walk_why;
        rc = diagnose(v, p, prop, walked, &wr, &s, &r);
    }
done:
    if (why)
        *why = r;
    return rc;
}
