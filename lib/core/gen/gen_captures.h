/* SPDX-License-Identifier: MIT */
/*
 * A position's captures: which pieces can jump, and the searches over them (the
 * single-piece fast path, the full search, and a search run again with a memo).
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/* The pieces that can start a capture (every king, for flying kings that can). */
static BB jumpers(const geo *g, const cpos *p)
{
    BB own = p->us, opp = p->them;
    BB empty = g->board & ~(own | opp);
    BB men = own & ~p->kings, kings = own & p->kings;
    BB prey = r_men_take_kings(g) ? opp : opp & ~p->kings;
    BB found = 0;
    int mdirs = MEN_CAPTURE_DIRS(g, p->side);
    UNROLL4
    for (int d = 0; d < NDIRS(g); d++) {
        BB next_to_landing = step(g, empty, OPP(d)) & opp; /* OPP(d): the opposite direction */
        if ((mdirs >> d) & 1)
            found |= men & step(g, next_to_landing & prey, OPP(d));
        if (r_short_kings(g))
            found |= kings & step(g, next_to_landing, OPP(d));
    }
    if (!kings || r_short_kings(g))
        return found;
    UNROLL4
    for (int d = 0; d < NDIRS(g); d++)
        for (BB f = step(g, kings, d) & g->board; f; f = step(g, f & empty, d) & g->board)
            if (step(g, f & opp, d) & empty)
                return found | kings;
    return found;
}

/*
 * A capture search for the side to move of p, listing into out[0..cap-1],
 * remembering in memo, keeping the routes it meets in met (each NULL or not).
 * Its jumps count on from met's (so that the searches of one call share the
 * budget), and with no memo up to GEN_PLAIN_STEPS more.
 */
static FORCE_INLINE void cctx_init(cctx *c, const geo *g, const cpos *p, cmove *out, int cap,
                                   memo_entry *memo, routes_met *met)
{
    c->g = g;
    c->n = c->overflow = 0;
    c->best = 0;
    c->side = p->side;
    c->opp = p->them;
    c->oppk = p->them & p->kings;
    c->out = out;
    c->cap = cap;
    c->memo = memo;
    c->met = met;
    if (GEN_BOUNDED) {
        c->steps = met ? met->spent : 0;
        c->budget = GEN_SEARCH_BUDGET;
        c->limit = memo                                             ? 0
                   : c->steps > GEN_SEARCH_BUDGET - GEN_PLAIN_STEPS ? GEN_SEARCH_BUDGET
                                                                    : c->steps + GEN_PLAIN_STEPS;
    }
}

/*
 * The end of a search: its jumps added to what its call has spent, and
 * whether it was given up: 0 if not, else GEN_AGAIN (to run it again with a
 * memo) or CHECKERS_E_TOO_MANY_MOVES (past the budget).
 */
static int cctx_end(const cctx *c)
{
    if (GEN_BOUNDED && c->met)
        c->met->spent = c->steps;
    if (!(c->overflow & OVER_STEPS))
        return 0;
    return c->memo || c->limit == c->budget ? CHECKERS_E_TOO_MANY_MOVES : GEN_AGAIN;
}

/* A listing search's result: the moves listed, or why there is no list. */
static int cctx_result(const cctx *c)
{
    int rc = cctx_end(c);
    if (rc < 0)
        return rc;
    return c->overflow ? CHECKERS_E_TOO_MANY_MOVES : c->n;
}

static int gen_captures(const geo *g, const cpos *p, BB movers, cmove *out, int cap,
                        memo_entry *memo, routes_met *met)
{
    cctx c;
    BB own = p->us;
    cctx_init(&c, g, p, out, cap, memo, met);
    for (BB b = movers; b; b &= b - 1) {
        int s = BB_CTZ(b);
        c.from = s;
        c.from_king = (int)((p->kings >> s) & 1);
        c.occ = (own | c.opp) & ~BIT(s);
        dfs_list(&c, s, c.from_king, 0, 0, 0, 0);
    }
    return cctx_result(&c);
}

/* Declared before captures_free, which ends in it (below). */
static int captures_search(const geo *g, const cpos *p, cmove *out, int cap, BB more[2][4],
                           memo_entry *memo, routes_met *met);

#define NOT_SINGLE (-1000) /* captures_free: a capture may take more than one piece */

/*
 * Captures when every one is as good as another: free choice, or the
 * majority rule while every capture takes a single piece. A single short
 * jump that cannot go on is a whole move, and whether it can go on is read
 * off bitboards (the jumped piece and the vacated start square lie behind the
 * piece, where it may not jump again); only the jumps that go on, and flying
 * kings, need the search. With count_only the single jumps are counted rather
 * than listed. Under the majority rule (majority != 0) returns NOT_SINGLE as
 * soon as a capture might take more than one piece.
 */
static FORCE_INLINE int captures_free(const geo *g, const cpos *p, cmove *out, int cap,
                                      int count_only, int majority, const int side,
                                      memo_entry *memo, routes_met *met)
{
    BB opp = p->them, empty = g->board & ~(p->us | opp);
    BB kings = p->us & p->kings;
    BB preym = r_men_take_kings(g) ? opp : opp & ~p->kings;
    BB crown = g->crown[side];
    int mdirs = MEN_CAPTURE_DIRS(g, side), n = 0;
    BB men = p->us & ~p->kings, short_kings = r_short_kings(g) ? kings : 0;
    BB land[2][4], any = 0, more[2][4], any_more = 0;
    UNROLL4
    for (int d = 0; d < 4; d++) {
        land[0][d] = (mdirs >> d) & 1 ? step(g, step(g, men, d) & preym, d) & empty : 0;
        land[1][d] = step(g, step(g, short_kings, d) & opp, d) & empty;
        any |= land[0][d] | land[1][d];
    }
    int flying = !r_short_kings(g) && kings;
    if (flying && majority)
        for (int d = 0; d < 4; d++)
            for (BB f = step(g, kings, d) & g->board; f; f = step(g, f & empty, d) & g->board)
                if (step(g, f & opp, d) & empty)
                    return NOT_SINGLE;
    if (!any && !flying)
        return 0;
    BB from[2][4]; /* squares a man / a king could jump from, by direction */
    UNROLL4
    for (int d = 0; d < 4; d++) {
        BB behind = step(g, empty, 3 - d);
        from[0][d] = (mdirs >> d) & 1 ? step(g, preym & behind, 3 - d) : 0;
        from[1][d] = step(g, opp & behind, 3 - d);
    }
    for (int king = 0; king < 2; king++)
        for (int d = 0; d < 4; d++) {
            BB l = land[king][d];
            more[king][d] = 0;
            if (!l)
                continue;
            BB goes_on = 0;
            for (int d2 = 0; d2 < 4; d2++)
                if (d2 != 3 - d)
                    goes_on |= from[king][d2];
            BB done = l & ~goes_on, go = l & goes_on;
            if (!king && r_promotion(g) == CHECKERS__PROMO_ENDS_MOVE) {
                done |= l & crown;
                go &= ~crown;
            } else if (!king && r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
                done &= ~crown;
                go |= l & crown;
            }
            if (majority && go)
                return NOT_SINGLE;
            more[king][d] = go;
            any_more |= go;
            if (count_only) {
                n += BB_POP(done);
                continue;
            }
            int sh = g->sh[d];
            for (; done; done &= done - 1) {
                int t = BB_CTZ(done);
                if (n == cap)
                    return CHECKERS_E_TOO_MANY_MOVES;
                cmove *m = &out[n++];
                m->captured = BIT(t - sh);
                m->path_ends = BIT(t - 2 * sh) | BIT(t);
                m->from = (uint8_t)(t - 2 * sh);
                m->to = (uint8_t)t;
                m->ncap = 1;
                m->key = 0;
                m->flags = (uint8_t)(CHECKERS_MOVE_CAPTURE |
                                     (king ? CHECKERS_MOVE_KING
                                           : (crown & BIT(t) ? CHECKERS_MOVE_PROMOTES : 0)));
            }
        }
    if (!any_more && !flying)
        return n;
    /* The listed single jumps stay at out[0..n-1] when counting only: the search appends after. */
    int base = count_only ? 0 : n;
    int found = captures_search(g, p, out + base, cap - base, more, memo, met);
    return found < 0 ? found : n + found;
}

/* The search part of captures_free: jumps that go on, and flying kings. */
static int captures_search(const geo *g, const cpos *p, cmove *out, int cap, BB more[2][4],
                           memo_entry *memo, routes_met *met)
{
    BB opp = p->them, occ = p->us | opp, kings = p->us & p->kings;
    cctx c;
    cctx_init(&c, g, p, out, cap, memo, met);
    for (int king = 0; king < 2; king++)
        for (int d = 0; d < 4; d++)
            for (BB go = more[king][d]; go; go &= go - 1) {
                int sh = g->sh[d], t = BB_CTZ(go), m = t - sh;
                c.from = t - 2 * sh;
                c.from_king = king;
                c.occ = occ & ~BIT(c.from);
                c.caps[0] = (uint8_t)m;
#if GEN_FULL
                c.dir[0] = (uint8_t)d;
#endif
                if (r_removal_immediate(g))
                    c.occ &= ~BIT(m);
                land(&c, t, king, 0, BIT(m), 1, 0, 0);
            }
    if (!r_short_kings(g))
        for (BB k = kings; k; k &= k - 1) {
            c.from = BB_CTZ(k);
            c.from_king = 1;
            c.occ = occ & ~BIT(c.from);
            dfs_list(&c, c.from, 1, 0, 0, 0, 0);
        }
    return cctx_result(&c);
}

/* captures below, searching with memo (or without, NULL). */
static FORCE_INLINE int captures_with(const geo *g, const cpos *p, cmove *out, int cap,
                                      int count_only, const int side, memo_entry *memo,
                                      routes_met *met)
{
    int n = NOT_SINGLE;
    if (fast_paths_serve(g))
        n = captures_free(g, p, out, cap, count_only, r_precedence(g), side, memo, met);
    if (n == NOT_SINGLE) {
        BB movers = jumpers(g, p);
        n = movers ? gen_captures(g, p, movers, out, cap, memo, met) : 0;
    }
    return n;
}

/*
 * The search again, remembering the states searched: out of line, so that
 * the table's stack is taken only by the few positions that need it.
 */
static int captures_remembering(const geo *g, const cpos *p, cmove *out, int cap, int count_only,
                                routes_met *met)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    ;

/*
 * The captures of the position: listed into out, or with count_only only
 * counted where that is cheaper (single jumps). Returns their number, 0 when
 * there is none (then the plain moves are legal). met: NULL, or where the
 * listing keeps the routes it meets.
 */
static FORCE_INLINE int captures(const geo *g, const cpos *p, cmove *out, int cap, int count_only,
                                 const int side, routes_met *met)
{
    if (met)
        met->n = 0;
    int n = captures_with(g, p, out, cap, count_only, side, NULL, met);
    return GEN_BOUNDED && n == GEN_AGAIN ? captures_remembering(g, p, out, cap, count_only, met)
                                         : n;
}

static int captures_remembering(const geo *g, const cpos *p, cmove *out, int cap, int count_only,
                                routes_met *met)
{
    memo_entry memo[1 << GEN_MEMO_BITS];
    memset(memo, 0, sizeof memo);
    if (met)
        met->n = 0;
    return p->side ? captures_with(g, p, out, cap, count_only, 1, memo, met)
                   : captures_with(g, p, out, cap, count_only, 0, memo, met);
}
