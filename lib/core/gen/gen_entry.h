/* SPDX-License-Identifier: MIT */
/*
 * The entry points (checkers__ops<SUFFIX>): listing, picking, counting, checking and
 * finding moves for the rest of the library, and the table that exports them.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/* Routes are found for this many moves of one piece at a time (entry_each's stack). */
#define ROUTE_BATCH 32

static int entry_each(const checkers__variant *v, const checkers__pos *p, int limit,
                      checkers__ends ends, checkers__visit visit, void *ctx)
{
    geo g;
    cpos c;
    cmove list[MAXM];
    checkers__move o[ROUTE_BATCH];
    routes_met met;
    met.spent = 0;
    met.n = 0;
    geo_init(&g, v);
    to_cpos(p, &c);
    int n = sorted(&g, &c, list, &met);
    for (int i = 0; ends && i < n; i++)
        ends(ctx, i, list[i].from, list[i].to);
    int end = n < limit ? n : limit;
    for (int i = 0; i < end; i++) {
        if (list[i].ncap < 2) { /* most moves: no route to find */
            checkers__move one;
            route_single(&list[i], &one);
            visit(ctx, i, &one);
            continue;
        }
        /* Routes not met by the listing are found together for the piece's next moves. */
        int k = same_start(list, i, end, ROUTE_BATCH);
        for (int j = 0; j < k; j++)
            route_start(&list[i + j], &met, &o[j]);
        int rc = find_routes(&g, &c, &list[i], k, o, NULL, NULL, &met);
        if (rc < 0)
            return rc;
        for (int j = 0; j < k; j++)
            visit(ctx, i + j, &o[j]);
        i += k - 1;
    }
    return n;
}

/*
 * The position's captures in list order, for the entry points that list (0 when there are
 * none: the plain moves are then listed from bitboards; where capturing is optional, the
 * plain moves are in the list too).
 */
static FORCE_INLINE int listed_captures(const checkers__variant *v, const checkers__pos *p, geo *g,
                                        cpos *c, cmove *list, routes_met *met)
{
    met->spent = 0;
    met->n = 0;
    geo_init(g, v);
    to_cpos(p, c);
    int n = c->side ? captures(g, c, list, MAXM, 0, 1, met) : captures(g, c, list, MAXM, 0, 0, met);
#if GEN_OPTIONAL
    if (n > 0)
        n = sorted(g, c, list, met);
#else
    if (n > 1)
        sort(list, n);
#endif
    return n;
}

/*
 * The public list straight from the generator: one generation, and records
 * written without an intermediate move. sq converts bits to square numbers.
 */
static int entry_export(const checkers__variant *v, const checkers__pos *p, const uint8_t *sq,
                        checkers_move *out, int cap)
{
    geo g;
    cpos c;
    cmove list[MAXM];
    routes_met met;
    int n = listed_captures(v, p, &g, &c, list, &met);
    if (n == 0)
        return export_quiet(&g, &c, sq, out, cap);
    int end = n < cap ? n : cap;
    for (int i = 0; i < end; i++) {
        const cmove *m = &list[i];
        checkers_move *r = &out[i];
        memset(r, 0, sizeof *r);
        r->from = sq[m->from];
        r->to = sq[m->to];
        r->steps = 1;
        r->captures = m->ncap;
        r->flags = m->flags;
        r->path[0] = sq[m->to];
        if (m->ncap == 1)
            r->captured[0] = sq[BB_CTZ(m->captured)];
        if (m->ncap < 2)
            continue;
        const met_route *mr = met_find(&met, m);
        r->steps = mr ? mr->nsteps : 0; /* 0: the route is to be found */
        r->path[0] = 0;
        for (int k = 0; k < r->steps; k++) {
            r->path[k] = sq[mr->path[k]];
            r->captured[k] = sq[mr->caps[k]];
        }
    }
    for (int i = 0, k; i < end; i += k) {
        k = same_start(list, i, end, MAXM);
        int rc = find_routes(&g, &c, &list[i], k, NULL, &out[i], sq, &met);
        if (rc < 0)
            return rc;
    }
    return n;
}

/* entry_brief's listing: out of line, so that a position without a capture spares its frame. */
static int brief_listed(const checkers__variant *v, const checkers__pos *p, checkers__brief *out,
                        int cap)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    ;

/* The list as a game keeps it between its calls (checkers__brief_moves). */
static int entry_brief(const checkers__variant *v, const checkers__pos *p, checkers__brief *out,
                       int cap)
{
#if !GEN_OPTIONAL
    /* Most positions have no capture: the plain moves, after the test perft makes. */
    geo g;
    cpos c;
    geo_init(&g, v);
    to_cpos(p, &c);
    if (c.side ? !can_capture(&g, &c, 1) : !can_capture(&g, &c, 0))
        return brief_quiet(&g, &c, out, cap);
#endif
    return brief_listed(v, p, out, cap);
}

static int brief_listed(const checkers__variant *v, const checkers__pos *p, checkers__brief *out,
                        int cap)
{
    geo g;
    cpos c;
    cmove list[MAXM];
    routes_met met;
    int n = listed_captures(v, p, &g, &c, list, &met);
    if (n == 0)
        return brief_quiet(&g, &c, out, cap);
    if (n < 0)
        return n;
    if (n > cap)
        return CHECKERS__BRIEF_NONE;
    for (int i = 0; i < n; i++) {
        const cmove *m = &list[i];
        if (m->ncap > 1)
            return CHECKERS__BRIEF_NONE;
        out[i].from = m->from;
        out[i].to = m->to;
        out[i].flags = m->flags;
        out[i].cap = m->ncap ? (uint8_t)BB_CTZ(m->captured) : CHECKERS__BRIEF_NO_CAP;
    }
    return n;
}

/*
 * Whether from-to is a legal move that captures nothing, decided from
 * bitboards without listing the moves: 1 with the move in *out, else 0.
 */
static int entry_plain(const checkers__variant *v, const checkers__pos *p, int from, int to,
                       checkers__move *out)
{
    geo g;
    cpos c;
    geo_init(&g, v);
    to_cpos(p, &c);
    if (from < 0 || to < 0 || from >= g.nbits || to >= g.nbits)
        return 0;
    BB empty = g.board & ~(c.us | c.them);
    if (!((c.us >> from) & 1) || !((empty >> to) & 1))
        return 0;
    int king = (int)((c.kings >> from) & 1), diff = to - from;
    if ((FROZEN(&g, &c) >> from) & 1)
        return 0;
    int dir = diff == -SHA ? 0 : diff == -SHB ? 1 : diff == SHB ? 2 : diff == SHA ? 3 : -1;
    int reaches = king && !r_short_kings(&g) ? (int)((rays(BIT(from), empty) >> to) & 1)
                                             : dir >= 0 && (king || ((FWD(c.side) >> dir) & 1));
    if (!reaches || (!GEN_OPTIONAL && jumpers(&g, &c)))
        return 0;
    memset(out, 0, sizeof *out);
    out->from = (uint8_t)from;
    out->to = (uint8_t)to;
    out->flags = quiet_flags(king, g.crown[c.side], to);
    out->nsteps = 1;
    out->path[0] = (uint8_t)to;
    return 1;
}

static int entry_pick(const checkers__variant *v, const checkers__pos *p, int index,
                      checkers__move *out)
{
    geo g;
    cpos c;
    cmove list[MAXM];
    geo_init(&g, v);
    to_cpos(p, &c);
    routes_met met;
    met.spent = 0;
    met.n = 0;
    int n = sorted(&g, &c, list, &met);
    if (index >= 0 && index < n) {
        route_start(&list[index], &met, out);
        int rc = find_routes(&g, &c, &list[index], 1, out, NULL, NULL, &met);
        if (rc < 0)
            return rc;
    }
    return n;
}

static int entry_count(const checkers__variant *v, const checkers__pos *p)
{
    geo g;
    cpos c;
    cmove buf[MAXM];
    geo_init(&g, v);
    to_cpos(p, &c);
    int n = count(&g, &c, buf, MAXM);
    return n > MAXM ? CHECKERS_E_TOO_MANY_MOVES : n;
}

/*
 * The legal move whose whole route is at[0..nsq-1] (start, then every landing
 * square), when it is the only listed move with its start, end and captured
 * pieces: then it is what matching the route against the list would find, and
 * no matching is needed. Returns 1 with the move in *out, 0 when the route
 * needs the full matching (or is no legal move), or an error.
 */
static int entry_find(const checkers__variant *v, const checkers__pos *p, const uint8_t *at,
                      int nsq, checkers__move *out)
{
    geo g;
    cpos c;
    cmove list[MAXM];
    if (nsq < 2)
        return 0;
    geo_init(&g, v);
    to_cpos(p, &c);
    routes_met met;
    met.spent = 0;
    met.n = 0;
    int n = gen(&g, &c, list, MAXM, &met);
    if (n < 0)
        return n;
    int from = at[0], to = at[nsq - 1];
    for (int i = 0; i < n; i++) {
        const cmove *m = &list[i];
        if (m->from != from || m->to != to || m->ncap != (m->ncap ? nsq - 1 : 0) ||
            (!m->ncap && nsq != 2))
            continue;
        route_start(m, &met, out);
        int rc = find_routes(&g, &c, m, 1, out, NULL, NULL, &met);
        if (rc < 0)
            return rc;
        if (memcmp(out->path, at + 1, (size_t)(nsq - 1)) != 0)
            continue;
        for (int j = 0; j < n; j++)
            if (j != i && list[j].from == from && list[j].to == to &&
                list[j].captured == m->captured)
                return 0;
        return 1;
    }
    return 0;
}

/*
 * The one exported name: checkers__ops8, checkers__ops10f, ... (internal.h).
 * Its fits entry says which rows it plays, from the same constants the code
 * above folds (the board, GEN_*, the GEN_RULE_* rules compiled in), so that the
 * choice (position.c) and the code cannot drift apart.
 */
const checkers__gen_ops CAT(checkers__ops, SUFFIX) = {
    .fits =
        {
            .want =
                {
                    .cols = GEN_FULL ? H : 2 * H,
                    .all_squares = GEN_FULL,
                    .capture_optional = GEN_OPTIONAL,
#if GEN_RULES_FIXED
                    .men_capture_back = !!GEN_RULE_MEN_BACK,
                    .king_range = GEN_RULE_KING_RANGE,
                    .promotion = GEN_RULE_PROMOTION,
                    .removal_immediate = !!GEN_RULE_REMOVAL_IMMEDIATE,
                    .precedence = GEN_RULE_PRECEDENCE,
                    .men_spare_kings = !GEN_RULE_MEN_TAKE_KINGS,
                    .halt_behind_king = !!GEN_RULE_HALT,
#endif
                },
            .mask =
                {
                    .cols = 0xFF,
                    .all_squares = 0xFF,
                    .capture_optional = 0xFF,
                    /* the rules compiled in; else, without GEN_ORTHO, no value precedence */
                    .precedence = GEN_RULES_FIXED ? 0xFF
                                  : GEN_ORTHO     ? 0
                                                  : CHECKERS__PREC_VALUE,
#if GEN_RULES_FIXED
                    .men_capture_back = 0xFF,
                    .king_range = 0xFF,
                    .promotion = 0xFF,
                    .removal_immediate = 0xFF,
                    .men_spare_kings = 0xFF,
                    .halt_behind_king = 0xFF,
#endif
#if !GEN_ORTHO /* the other rules only GEN_ORTHO knows: orthogonal captures, king runs */
                    .orthogonal = 0xFF,
                    .king_run_limit = 0xFF,
#endif
                },
            .popcnt = GEN_POPCNT,
        },
    .perft = entry_perft,
    .move_size = entry_move_size,
    .each = entry_each,
    .pick = entry_pick,
    .count = entry_count,
    .plain = entry_plain,
    .export_list = entry_export,
    .find = entry_find,
    .brief = entry_brief,
};
