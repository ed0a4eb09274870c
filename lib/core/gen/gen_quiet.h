/* SPDX-License-Identifier: MIT */
/*
 * Plain moves and making a move: the sink that collects moves, the quiet moves of a
 * side, the generation of one position, and make().
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/* Where the plain moves are listed. */
typedef struct {
    cmove *out;
    int n, cap;
} sink;

static FORCE_INLINE int quiet_move(sink *k, int from, int to, int king, BB crown)
{
    if (k->n >= k->cap)
        return CHECKERS_E_TOO_MANY_MOVES;
    cmove *m = &k->out[k->n++];
    m->captured = 0;
    m->path_ends = BIT(from) | BIT(to);
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    m->ncap = 0;
    m->key = 0;
    m->flags = quiet_flags(king, crown, to);
    return 0;
}

static FORCE_INLINE int quiet(const geo *g, const cpos *p, sink *k, const int side)
{
    BB own = p->us;
    BB empty = g->board & ~(own | p->them);
    BB men = own & ~p->kings, kings = own & p->kings & ~FROZEN(g, p);
    BB crown = g->crown[side];
    int rc, fwd = FWD(side);
    for (int d = 0; d < 4; d++) {
        int s = g->sh[d];
        if ((fwd >> d) & 1)
            for (BB t = step(g, men, d) & empty; t; t &= t - 1) {
                int to = BB_CTZ(t);
                if ((rc = quiet_move(k, to - s, to, 0, crown)) < 0)
                    return rc;
            }
        if (r_short_kings(g)) {
            for (BB t = step(g, kings, d) & empty; t; t &= t - 1) {
                int to = BB_CTZ(t);
                if ((rc = quiet_move(k, to - s, to, 1, crown)) < 0)
                    return rc;
            }
            continue;
        }
        for (BB q = kings; q; q &= q - 1) {
            int from = BB_CTZ(q);
            for (int to = from + s; on(g, to) && ((empty >> to) & 1); to += s)
                if ((rc = quiet_move(k, from, to, 1, crown)) < 0)
                    return rc;
        }
    }
    return 0;
}

static FORCE_INLINE int gen_side(const geo *g, const cpos *p, cmove *out, int cap, const int side,
                                 routes_met *met)
{
    /* Most positions have no capture: the cheap test first, unless the search tests first. */
    int pr = r_precedence(g), n;
    if ((pr != 0 && pr != CHECKERS__PREC_COUNT) || can_capture(g, p, side))
        n = captures(g, p, out, cap, 0, side, met);
    else
        n = 0;
    if (n < 0 || (n != 0 && !GEN_OPTIONAL))
        return n;
    sink k = {out + n, 0, cap - n};
    int rc = quiet(g, p, &k, side);
    return rc < 0 ? rc : n + k.n;
}

/* The legal moves of p, in no order; met: NULL, or where the listing keeps the routes it meets. */
static int gen(const geo *g, const cpos *p, cmove *out, int cap, routes_met *met)
{
    return p->side ? gen_side(g, p, out, cap, 1, met) : gen_side(g, p, out, cap, 0, met);
}

static inline void make(cpos *p, const cmove *m)
{
    BB us = p->us ^ m->path_ends;
    BB k = p->kings & ~m->captured;
#if GEN_ORTHO
    int s = p->side, taken = p->run[!s] && ((m->captured >> p->run_at[!s]) & 1);
#endif
    p->us = p->them & ~m->captured;
    p->them = us;
    if (m->flags & CHECKERS_MOVE_KING)
        k ^= m->path_ends;
    else if (m->flags & CHECKERS_MOVE_PROMOTES)
        k |= BIT(m->to);
    p->kings = k;
    p->side = !p->side;
#if GEN_ORTHO
    checkers__king_run_next(p->run, p->run_at, s, m->from, m->to,
                            (m->flags & CHECKERS_MOVE_KING) && !m->ncap, taken, (us & ~k) != 0,
                            (p->us & ~k) != 0);
#endif
}
