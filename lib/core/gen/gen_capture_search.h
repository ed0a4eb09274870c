/* SPDX-License-Identifier: MIT */
/*
 * The capture search of one piece: its leaves (listing, or matching the moves whose
 * routes are wanted), the jumps from a square, and the memo that bounds it.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/*
 * The precedence key of a capture: where a variant's rules rank captures,
 * only those with the largest key are legal. Bits 24-31 hold the pieces
 * taken (CHECKERS__PREC_COUNT), bit 23 whether a king captures
 * (CHECKERS__PREC_WITH_KING), bits 16-22 the kings taken
 * (CHECKERS__PREC_KINGS), bits 0-15 where kings are met along the route, the
 * first capture in bit 15 (CHECKERS__PREC_KING_ORDER, `kord`). Frisian
 * (CHECKERS__PREC_VALUE) ranks by value alone, then a king's capture: the
 * value from bit 1, the king in bit 0, so that a king's capture wins only at
 * equal value.
 */
static inline uint32_t capture_key(const cctx *c, BB cap, int ncap, uint32_t kord)
{
    const int rules = r_precedence(c->g);
#if GEN_ORTHO
    if (rules & CHECKERS__PREC_VALUE) {
        uint32_t value = (uint32_t)checkers__capture_value(ncap, BB_POP(cap & c->oppk));
        return value << 1 | ((rules & CHECKERS__PREC_WITH_KING) ? (uint32_t)c->from_king : 0);
    }
#endif
    uint32_t key = 0;
    if (rules & CHECKERS__PREC_COUNT)
        key |= (uint32_t)ncap << 24;
    if (rules & CHECKERS__PREC_WITH_KING)
        key |= (uint32_t)c->from_king << 23;
    if (rules & CHECKERS__PREC_KINGS)
        key |= (uint32_t)BB_POP(cap & c->oppk) << 16;
    if (rules & CHECKERS__PREC_KING_ORDER)
        key |= kord;
    return key;
}

/* A route search's leaf: the first route that makes a target is its route. */
static inline void emit_route(cctx *c, int to, BB cap, int ncap, uint8_t flags)
{
    rctx *r = (rctx *)c;
    int lo = 0, hi = r->ntargets; /* the first target not before (to, cap) */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        const cmove *t = &r->targets[mid];
        if (t->to < to || (t->to == to && t->captured < cap))
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < r->ntargets && r->targets[lo].to == to && r->targets[lo].captured == cap; lo++) {
        if (r->targets[lo].flags != flags)
            continue;
        if (r->routes && !r->routes[lo].nsteps) {
            checkers__move *o = &r->routes[lo];
            o->nsteps = (uint8_t)ncap;
            memcpy(o->path, c->path, (size_t)ncap);
            memcpy(o->caps, c->caps, (size_t)ncap);
            r->left--;
        } else if (r->recs && !r->recs[lo].steps) {
            checkers_move *o = &r->recs[lo];
            o->steps = (uint8_t)ncap;
            for (int k = 0; k < ncap; k++) {
                o->path[k] = r->sq[c->path[k]];
                o->captured[k] = r->sq[c->caps[k]];
            }
            r->left--;
        }
        return; /* one listed move a leaf: the list holds each move once */
    }
}

/* A listing search's leaf: the move joins the list unless a better one is known. */
static inline void emit_list(cctx *c, int to, BB cap, int ncap, uint8_t flags, uint32_t kord)
{
    uint32_t key = capture_key(c, cap, ncap, kord);
    if (key < c->best)
        return;
    if (key > c->best) {
        c->best = key;
        c->n = 0;
        if (c->met)
            c->met->n = 0;
    }
    /*
     * Two routes over the same pieces need a loop: 4 short jumps (3 with
     * orthogonal ones: two diagonal jumps and a jump along the row close a
     * triangle), or 2 by a flying king.
     */
    int dup_possible = ncap >= (r_ortho(c->g) ? 3 : 4) || (ncap >= 2 && !r_short_kings(c->g));
    for (int i = 0; dup_possible && i < c->n; i++) {
        const cmove *m = &c->out[i];
        if (m->to == to && m->captured == cap && m->from == c->from && m->flags == flags)
            return; /* the same move by another route */
    }
    if (c->n == c->cap) {
        c->overflow |= OVER_LIST;
        return;
    }
    cmove *m = &c->out[c->n++];
    m->captured = cap;
    m->path_ends = BIT(c->from) ^ BIT(to);
    m->from = (uint8_t)c->from;
    m->to = (uint8_t)to;
    m->flags = flags;
    m->ncap = (uint8_t)ncap;
    m->key = key;
    /*
     * Under the king order (Italian) the routes of one move rank apart, and
     * the listing keeps the best one's: the route search finds the first.
     */
    if (c->met && ncap >= 2 && c->met->n < ROUTES_MET &&
        !(r_precedence(c->g) & CHECKERS__PREC_KING_ORDER)) {
        met_route *r = &c->met->r[c->met->n++];
        r->captured = cap;
        r->from = (uint8_t)c->from;
        r->to = (uint8_t)to;
        r->flags = flags;
        r->nsteps = (uint8_t)ncap;
        memcpy(r->path, c->path, (size_t)ncap);
        memcpy(r->caps, c->caps, (size_t)ncap);
    }
}

/* A capture sequence ends on `to`: route is a constant, so each search has one leaf. */
static FORCE_INLINE void emit(cctx *c, int to, BB cap, int ncap, int promote, uint32_t kord,
                              const int route)
{
    uint8_t flags = (uint8_t)(CHECKERS_MOVE_CAPTURE | (promote ? CHECKERS_MOVE_PROMOTES : 0) |
                              (c->from_king ? CHECKERS_MOVE_KING : 0));
    if (route)
        emit_route(c, to, cap, ncap, flags);
    else
        emit_list(c, to, cap, ncap, flags, kord);
}

/* The search, once per sink: dfs below, instantiated by dfs_list and dfs_route. */
static int dfs_list(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord);
static int dfs_route(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord);
#define DFS(route) ((route) ? dfs_route : dfs_list)

/* The piece has jumped and landed on t: go on, or end the move there. */
static inline void land(cctx *c, int t, int king, int promoted, BB cap, int ncap, uint32_t kord,
                        const int route)
{
    const geo *g = c->g;
    int stop = 0;
    c->path[ncap - 1] = (uint8_t)t;
    if (!king && (g->crown[c->side] & BIT(t))) {
        if (r_promotion(g) == CHECKERS__PROMO_ENDS_MOVE) {
            stop = 1;
            promoted = 1;
        } else if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
            king = 1;
            promoted = 1;
        }
    }
    if (stop || !DFS(route)(c, t, king, promoted, cap, ncap, kord)) {
        int crowned = promoted || (!king && (g->crown[c->side] & BIT(t)));
        emit(c, t, cap, ncap, crowned, kord, route);
    }
}

/*
 * The jumps from square s, each followed by the rest of the search: the
 * body of dfs below, which returns its result.
 */
static FORCE_INLINE int dfs_jumps(cctx *c, int s, int king, int promoted, BB cap, int ncap,
                                  uint32_t kord, const int route)
{
    const geo *g = c->g;
    int any = 0;
    if (ncap >= CHECKERS_MAX_CAPTURES)
        return 0;
    if (!king || r_short_kings(g)) {
        int dirs = king ? (r_ortho(g) ? 0xFF : 0xF) : MEN_CAPTURE_DIRS(g, c->side);
        BB prey = c->opp & ~cap, sb = BIT(s);
        if (!king && !r_men_take_kings(g))
            prey &= ~c->oppk;
        UNROLL4
        for (int d = 0; d < NDIRS(g); d++) {
            if (!((dirs >> d) & 1))
                continue;
            BB mb = step(g, sb, d) & prey;
            if (!mb || !(step(g, mb, d) & g->board & ~c->occ))
                continue;
            int m = s + g->sh[d], t = m + g->sh[d];
            any = 1;
            if (route && !(mb & ((const rctx *)c)->want))
                continue; /* no target takes it */
            uint32_t nk = kord | ((c->oppk & mb) && ncap < 16 ? 0x8000u >> ncap : 0);
            c->caps[ncap] = (uint8_t)m;
#if GEN_FULL
            c->dir[ncap] = (uint8_t)d;
#endif
            if (r_removal_immediate(g))
                c->occ &= ~mb;
            land(c, t, king, promoted, cap | mb, ncap + 1, nk, route);
            if (r_removal_immediate(g))
                c->occ |= mb;
        }
        return any;
    }
    for (int d = 0; d < NDIRS(g); d++) {
#if GEN_FULL
        /* Turkish: no jump straight back over the line just jumped (the piece is gone). */
        if (ncap && g->v->no_reversal && d == 3 - c->dir[ncap - 1])
            continue;
        c->dir[ncap] = (uint8_t)d;
#endif
        int x = s + g->sh[d];
        while (ON_DIR(g, x, d) && !(c->occ & BIT(x)))
            x += g->sh[d];
        if (!ON_DIR(g, x, d))
            continue;
        BB mb = BIT(x);
        if (!(c->opp & mb) || (cap & mb))
            continue;
        int l = x + g->sh[d];
        if (!ON_DIR(g, l, d) || (c->occ & BIT(l)))
            continue;
        any = 1;
        if (route && !(mb & ((const rctx *)c)->want))
            continue; /* no target takes it */
        int single = r_king_range(g) == CHECKERS__KING_FLYING_LAND_BEHIND;
        /* Killer: a capture that ends on a king ends right behind it. */
        int halt = r_halt(g) && (c->oppk & mb);
        uint32_t nk = kord | ((c->oppk & mb) && ncap < 16 ? 0x8000u >> ncap : 0);
        uint8_t ends[16];
        int nends = 0, goes_on = 0;
        c->caps[ncap] = (uint8_t)x;
        if (r_removal_immediate(g))
            c->occ &= ~mb;
        for (int t = l; ON_DIR(g, t, d) && !(c->occ & BIT(t)); t += g->sh[d]) {
            c->path[ncap] = (uint8_t)t;
            if (DFS(route)(c, t, 1, promoted, cap | mb, ncap + 1, nk))
                goes_on = 1;
            else
                ends[nends++] = (uint8_t)t;
            if (single)
                break;
        }
        /* A king must land where the capture goes on, if it can. */
        if (!goes_on)
            for (int i = 0; i < (halt && nends ? 1 : nends); i++) {
                c->path[ncap] = ends[i];
                emit(c, ends[i], cap | mb, ncap + 1, promoted, nk, route);
            }
        if (r_removal_immediate(g))
            c->occ |= mb;
    }
    return any;
}

/*
 * A search state's memo bucket (two entries, chosen by a hash of the state),
 * and its identity in *key (an entry's fields as they would be stored).
 */
static inline memo_entry *memo_bucket(const cctx *c, int s, int king, int promoted, BB cap,
                                      int ncap, uint32_t kord, memo_entry *key)
{
    uint32_t tag = (uint32_t)s | (uint32_t)c->from << 8 | (uint32_t)king << 16 |
                   (uint32_t)promoted << 17 | MEMO_USED;
#if GEN_FULL
    tag |= (uint32_t)c->dir[ncap - 1] << 18;
#else
    (void)ncap;
#endif
    key->lo = (uint64_t)cap;
    uint64_t h = key->lo * 0x9E3779B97F4A7C15u;
#if BB_WIDE
    key->hi = (uint64_t)(cap >> 64);
    h ^= key->hi * 0xC2B2AE3D27D4EB4Fu;
#endif
    key->tag = tag;
    key->kord = (uint16_t)((r_precedence(c->g) & CHECKERS__PREC_KING_ORDER) ? kord : 0);
    key->work = 0;
    h ^= ((uint64_t)key->kord << 32 | tag) * 0xD6E8FEB86659FD93u;
    return &c->memo[(h >> (64 - GEN_MEMO_BITS + 1)) * 2];
}

static inline int memo_holds(const memo_entry *e, const memo_entry *key)
{
    return e->lo == key->lo && (e->tag & ~MEMO_GOES_ON) == key->tag && e->kord == key->kord
#if BB_WIDE
           && e->hi == key->hi
#endif
        ;
}

/*
 * dfs below past its search's limit: with no memo, the search is given up
 * (to run again with one, or for good); with one, the state is looked up,
 * and searched and stored unless the memo holds it, until the budget is
 * spent. A search with a memo has limit 0, so that every state comes here
 * and the searches without one pay a single comparison.
 */
static FORCE_INLINE int dfs_over(cctx *c, int s, int king, int promoted, BB cap, int ncap,
                                 uint32_t kord, const int route)
{
    if (!c->memo || c->steps > c->budget) {
        c->overflow |= OVER_STEPS;
        return 1; /* no leaf: the search is given up */
    }
    /* Only a state two jumps deep can be reached by two routes. */
    memo_entry key, *e = NULL;
    uint32_t before = c->steps;
    if (ncap >= 2) {
        e = memo_bucket(c, s, king, promoted, cap, ncap, kord, &key);
        if (memo_holds(&e[0], &key))
            return (e[0].tag & MEMO_GOES_ON) != 0;
        if (memo_holds(&e[1], &key))
            return (e[1].tag & MEMO_GOES_ON) != 0;
    }
    int any = dfs_jumps(c, s, king, promoted, cap, ncap, kord, route);
    uint32_t work = c->steps - before;
    /* A state searched in one jump costs no more to search again than to look up. */
    if (e && work > 1) {
        memo_entry *v = e[0].work <= e[1].work ? &e[0] : &e[1];
        *v = key;
        v->tag |= any ? MEMO_GOES_ON : 0;
        v->work = (uint16_t)(work < 0xFFFF ? work : 0xFFFF);
    }
    return any;
}

static int dfs_over_list(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord)
{
    return dfs_over(c, s, king, promoted, cap, ncap, kord, 0);
}

static int dfs_over_route(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord)
{
    return dfs_over(c, s, king, promoted, cap, ncap, kord, 1);
}

/*
 * Extends a capture sequence from square s. Returns 1 if the piece can jump
 * again (the continuations were emitted), 0 if the sequence ends here (the
 * caller emits it, so that a flying king can prefer landing squares that go on).
 */
static FORCE_INLINE int dfs(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord,
                            const int route)
{
    if (route && ((rctx *)c)->left == 0)
        return 1; /* every target has its route: the search is over */
    if (GEN_BOUNDED && ++c->steps > c->limit)
        return (route ? dfs_over_route : dfs_over_list)(c, s, king, promoted, cap, ncap, kord);
    return dfs_jumps(c, s, king, promoted, cap, ncap, kord, route);
}

static int dfs_list(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord)
{
    return dfs(c, s, king, promoted, cap, ncap, kord, 0);
}

static int dfs_route(cctx *c, int s, int king, int promoted, BB cap, int ncap, uint32_t kord)
{
    return dfs(c, s, king, promoted, cap, ncap, kord, 1);
}
