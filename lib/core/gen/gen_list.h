/* SPDX-License-Identifier: MIT */
/*
 * The public move list's order and the plain moves as listed and exported.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/* Orders moves by start square, end square, then captured squares: a stable list. */
static int before(const cmove *a, const cmove *b)
{
    if (a->from != b->from)
        return a->from < b->from;
    if (a->to != b->to)
        return a->to < b->to;
    return a->captured < b->captured;
}

static void sort(cmove *list, int n)
{
    for (int i = 1; i < n; i++) {
        if (!before(&list[i], &list[i - 1]))
            continue;
        cmove x = list[i];
        int j = i;
        for (; j > 0 && before(&x, &list[j - 1]); j--)
            list[j] = list[j - 1];
        list[j] = x;
    }
}

static int list_quiet(const geo *g, const cpos *p, cmove *out, int cap);

/* The legal moves of p without their routes (but in met), sorted as the public list is. */
static int sorted(const geo *g, const cpos *c, cmove *list, routes_met *met)
{
    int n = c->side ? captures(g, c, list, MAXM, 0, 1, met) : captures(g, c, list, MAXM, 0, 0, met);
    if (n == 0)
        return list_quiet(g, c, list, MAXM);
#if GEN_OPTIONAL
    if (n > 0) { /* the plain moves after the captures, in the same list (one list of stack) */
        int q = list_quiet(g, c, list + n, MAXM - n);
        if (q < 0)
            return q;
        n += q;
    }
#endif
    if (n > 1)
        sort(list, n);
    return n;
}

/*
 * The pieces that have a plain move: from[d] holds those whose step in
 * direction d lands on an empty square (men forward only).
 */
static FORCE_INLINE BB quiet_movers(const geo *g, const cpos *p, BB empty, BB from[4])
{
    BB men = p->us & ~p->kings, kings = p->us & p->kings & ~FROZEN(g, p), movers = 0;
    int fwd = FWD(p->side);
    for (int d = 0; d < 4; d++) {
        BB t = (((fwd >> d) & 1) ? step(g, men, d) : 0) | step(g, kings, d);
        from[d] = step(g, t & empty, 3 - d);
        movers |= from[d];
    }
    return movers;
}

/* The end squares of the plain moves of the piece on f (every direction, one bitboard). */
static FORCE_INLINE BB quiet_ends(const geo *g, int f, int king, BB empty, const BB from[4])
{
    BB b = BIT(f);
    (void)g; /* the rule is a constant in some instantiations */
    if (king && !r_short_kings(g))
        return rays(b, empty);
    return ((b & from[0]) >> SHA) | ((b & from[1]) >> SHB) | ((b & from[2]) << SHB) |
           ((b & from[3]) << SHA);
}

/*
 * The plain moves of a position without captures in list order, piece by
 * piece in square order and each piece's end squares (one bitboard, every
 * direction) in square order: no sort needed. At most cap of them.
 */
static int list_quiet(const geo *g, const cpos *p, cmove *out, int cap)
{
    BB empty = g->board & ~(p->us | p->them), kings = p->us & p->kings;
    BB crown = g->crown[p->side], from[4];
    BB movers = quiet_movers(g, p, empty, from);
    int n = 0;
    for (; movers; movers &= movers - 1) {
        int f = BB_CTZ(movers), king = (int)((kings >> f) & 1);
        BB b = BIT(f), ends = quiet_ends(g, f, king, empty, from);
        for (; ends; ends &= ends - 1) {
            int t = BB_CTZ(ends);
            if (n == cap)
                return CHECKERS_E_TOO_MANY_MOVES;
            cmove *m = &out[n++];
            m->captured = 0;
            m->path_ends = b | BIT(t);
            m->from = (uint8_t)f;
            m->to = (uint8_t)t;
            m->ncap = 0;
            m->key = 0;
            m->flags = quiet_flags(king, crown, t);
        }
    }
    return n;
}

/*
 * The plain moves of a position without captures, as public records in list
 * order, straight from bitboards: piece by piece in square order, and each
 * piece's end squares (one bitboard, every direction) in square order.
 */
static int export_quiet(const geo *g, const cpos *p, const uint8_t *sq, checkers_move *out, int cap)
{
    BB empty = g->board & ~(p->us | p->them), kings = p->us & p->kings;
    BB crown = g->crown[p->side], from[4];
    BB movers = quiet_movers(g, p, empty, from);
    int n = 0;
    for (; movers; movers &= movers - 1) {
        int f = BB_CTZ(movers), king = (int)((kings >> f) & 1);
        BB ends = quiet_ends(g, f, king, empty, from);
        for (; ends; ends &= ends - 1, n++) {
            int t = BB_CTZ(ends);
            if (n >= cap)
                continue;
            checkers_move *r = &out[n];
            memset(r, 0, sizeof *r);
            r->from = sq[f];
            r->to = sq[t];
            r->steps = 1;
            r->path[0] = sq[t];
            r->flags = quiet_flags(king, crown, t);
        }
    }
    return n > MAXM ? CHECKERS_E_TOO_MANY_MOVES : n;
}

#if !GEN_FULL
/*
 * brief_quiet without kings (most positions): a man's two forward moves, by side, end in square
 * order (side 1: f - SHA, f - SHB; side 0: f + SHB, f + SHA). Both entries are written and n
 * steps past those that are moves, while two more fit. Whether a move crowns is read at its
 * start square from the crown row shifted back by the step, since an entry that is no move may
 * have an end off the board, which no shift may be by.
 */
static FORCE_INLINE int brief_men(checkers__brief *out, int cap, BB men, BB empty, BB crown,
                                  const int side)
{
    BB a = side ? (empty << SHA) & men : (empty >> SHB) & men;
    BB b = side ? (empty << SHB) & men : (empty >> SHA) & men;
    BB crowns_a = side ? crown << SHA : crown >> SHB, crowns_b = side ? crown << SHB : crown >> SHA;
    const int sa = side ? -SHA : SHB, sb = side ? -SHB : SHA;
    int n = 0;
    for (BB m = a | b; m; m &= m - 1) {
        int f = BB_CTZ(m), ta = f + sa, tb = f + sb;
        int has_a = (int)((a >> f) & 1), has_b = (int)((b >> f) & 1);
        checkers__brief ma = {(uint8_t)f, (uint8_t)ta,
                              (uint8_t)(((crowns_a >> f) & 1) * CHECKERS_MOVE_PROMOTES),
                              CHECKERS__BRIEF_NO_CAP};
        checkers__brief mb = {(uint8_t)f, (uint8_t)tb,
                              (uint8_t)(((crowns_b >> f) & 1) * CHECKERS_MOVE_PROMOTES),
                              CHECKERS__BRIEF_NO_CAP};
        if (n + 2 > cap) {
            if (has_a + has_b > cap - n)
                return CHECKERS__BRIEF_NONE;
            if (has_a)
                out[n++] = ma;
            if (has_b)
                out[n++] = mb;
            continue;
        }
        out[n] = ma;
        n += has_a;
        out[n] = mb;
        n += has_b;
    }
    return n;
}
#endif

/*
 * The plain moves of a position without captures, in list order, as a game keeps them
 * (checkers__brief): CHECKERS__BRIEF_NONE when there are more than cap.
 */
static int brief_quiet(const geo *g, const cpos *p, checkers__brief *out, int cap)
{
    BB empty = g->board & ~(p->us | p->them), kings = p->us & p->kings;
    BB crown = g->crown[p->side], from[4];
#if !GEN_FULL
    if (!kings)
        return p->side ? brief_men(out, cap, p->us, empty, crown, 1)
                       : brief_men(out, cap, p->us, empty, crown, 0);
#endif
    BB movers = quiet_movers(g, p, empty, from);
    int n = 0;
    for (; movers; movers &= movers - 1) {
        int f = BB_CTZ(movers), king = (int)((kings >> f) & 1);
        BB ends = quiet_ends(g, f, king, empty, from);
        for (; ends; ends &= ends - 1, n++) {
            int t = BB_CTZ(ends);
            if (n >= cap)
                return CHECKERS__BRIEF_NONE;
            checkers__brief *b = &out[n];
            b->from = (uint8_t)f;
            b->to = (uint8_t)t;
            b->flags = quiet_flags(king, crown, t);
            b->cap = CHECKERS__BRIEF_NO_CAP;
        }
    }
    return n;
}
