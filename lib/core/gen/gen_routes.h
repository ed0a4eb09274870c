/* SPDX-License-Identifier: MIT */
/*
 * Routes: the path and the captured squares of each listed capture, from what the
 * listing met or by a search over the moves of one piece at a time.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/* A listed move that captures at most one piece, with its route (it needs no search). */
static FORCE_INLINE void route_single(const cmove *m, checkers__move *o)
{
    memset(o, 0, sizeof *o);
    o->captured = from_bb(m->captured);
    o->from = m->from;
    o->to = m->to;
    o->flags = m->flags;
    o->ncap = m->ncap;
    o->nsteps = 1;
    o->path[0] = m->to;
    if (m->ncap) /* one jump: over the one piece, to the end square */
        o->caps[0] = (uint8_t)BB_CTZ(m->captured);
}

/* The route the listing met for the listed move m, or NULL. */
static const met_route *met_find(const routes_met *met, const cmove *m)
{
    for (int i = 0; i < met->n; i++) {
        const met_route *r = &met->r[i];
        if (r->from == m->from && r->to == m->to && r->captured == m->captured &&
            r->flags == m->flags)
            return r;
    }
    return NULL;
}

/*
 * A listed move with the part of its route that needs no search: all of it
 * for a plain move or a single jump, or the route its listing met (met);
 * else nsteps 0, the route still to find (find_routes).
 */
static FORCE_INLINE void route_start(const cmove *m, const routes_met *met, checkers__move *o)
{
    route_single(m, o);
    if (m->ncap < 2)
        return;
    const met_route *r = met_find(met, m);
    o->nsteps = r ? r->nsteps : 0;
    o->path[0] = 0;
    if (r) {
        memcpy(o->path, r->path, r->nsteps);
        memcpy(o->caps, r->caps, r->nsteps);
    }
}

/* One route search of r (its targets set), remembering in memo (or not, NULL). */
static int route_search(const geo *g, const cpos *c, rctx *r, memo_entry *memo, routes_met *met)
{
    const cmove *t = r->targets;
    cctx_init(&r->c, g, c, NULL, 0, memo, met);
    r->c.from = t->from;
    r->c.from_king = (t->flags & CHECKERS_MOVE_KING) != 0;
    r->c.occ = (c->us | c->them) & ~BIT(t->from);
    dfs_route(&r->c, t->from, r->c.from_king, 0, 0, 0, 0);
    return cctx_end(&r->c);
}

/* route_search with a memo, out of line (as captures_remembering). */
static int routes_remembering(const geo *g, const cpos *c, rctx *r, routes_met *met)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    ;

static int routes_remembering(const geo *g, const cpos *c, rctx *r, routes_met *met)
{
    memo_entry memo[1 << GEN_MEMO_BITS];
    memset(memo, 0, sizeof memo);
    return route_search(g, c, r, memo, met);
}

/*
 * The routes still to find of targets[0..n-1], listed moves of one piece in
 * list order, by one search: into routes[i] (begun by route_start, nsteps 0
 * where a route is to be found), or, with routes NULL, into the public
 * records recs[i] (squares numbered by sq; steps 0 where a route is to be
 * found). The jumps count against met's budget. Returns 0, or
 * CHECKERS_E_TOO_MANY_MOVES when the searches of the call outgrow it.
 */
static int find_routes(const geo *g, const cpos *c, const cmove *targets, int n,
                       checkers__move *routes, checkers_move *recs, const uint8_t *sq,
                       routes_met *met)
{
    rctx r;
    memset(&r, 0, sizeof r); /* the search's state is set by route_search */
    r.targets = targets;
    r.ntargets = n;
    r.routes = routes;
    r.recs = routes ? NULL : recs;
    r.sq = sq;
    r.left = 0;
    r.want = 0;
    for (int i = 0; i < n; i++)
        if (routes ? !routes[i].nsteps : recs && !recs[i].steps) {
            r.left++;
            r.want |= targets[i].captured;
        }
    if (!r.left)
        return 0;
    int rc = route_search(g, c, &r, NULL, met);
    /* The routes found stand: a search given up emits no leaf past its limit. */
    return GEN_BOUNDED && rc == GEN_AGAIN ? routes_remembering(g, c, &r, met) : rc;
}

/* How many listed moves, from list[i] on (below end) and at most max, start where list[i] does. */
static int same_start(const cmove *list, int i, int end, int max)
{
    int j = i + 1;
    while (j < end && j - i < max && list[j].from == list[i].from)
        j++;
    return j - i;
}
