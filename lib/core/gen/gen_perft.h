/* SPDX-License-Identifier: MIT */
/*
 * Perft: the count of the positions a given number of plies ahead, its last plies
 * counted without making moves.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
static uint64_t perft_rec(const geo *g, const cpos *p, int depth, cmove *stack, int *err);

/*
 * The leaves under the position q a move leads to, depth plies below the
 * mover's: counted inline one ply before the last (counting), else by
 * recursion. A count below zero (an error: too many captures) sets the sign
 * bit of *bad, so the loops test it once.
 */
static FORCE_INLINE uint64_t visit(const geo *g, const cpos *q, int depth, cmove *stack, int *err,
                                   int *bad, const int side, const int counting)
{
    if (!counting)
        return perft_rec(g, q, depth - 1, stack, err);
    int c = count_side(g, q, stack, MAXM, !side);
    *bad |= c;
    return (uint64_t)c;
}

/*
 * One direction of the plain moves: each move is made straight from the
 * bitboard of its end square, so no move list is written.
 */
static FORCE_INLINE uint64_t perft_dir(const geo *g, const cpos *p, int depth, BB men, BB kings,
                                       BB empty, cmove *stack, int *err, int *bad, const int side,
                                       const int counting, const int d)
{
    uint64_t leaves = 0;
    BB crown = g->crown[side];
    cpos q;
#if GEN_ORTHO
    q = *p; /* the king runs: rows without them (the others are made by perft_rec) */
#endif
    q.us = p->them;
    q.side = !side;
    if ((FWD(side) >> d) & 1)
        for (BB t = step(g, men, d) & empty; t; t &= t - 1) {
            BB to = t & (0 - t), ends = to | step(g, to, 3 - d);
            q.them = p->us ^ ends;
            q.kings = p->kings | (to & crown);
            leaves += visit(g, &q, depth, stack, err, bad, side, counting);
        }
    if (r_short_kings(g))
        for (BB t = step(g, kings, d) & empty; t; t &= t - 1) {
            BB to = t & (0 - t), ends = to | step(g, to, 3 - d);
            q.them = p->us ^ ends;
            q.kings = p->kings ^ ends;
            leaves += visit(g, &q, depth, stack, err, bad, side, counting);
        }
    else
        for (BB k = kings; k; k &= k - 1) {
            BB from = k & (0 - k);
            for (BB to = step(g, from, d) & empty; to; to = step(g, to, d) & empty) {
                BB ends = from | to;
                q.them = p->us ^ ends;
                q.kings = p->kings ^ ends;
                leaves += visit(g, &q, depth, stack, err, bad, side, counting);
            }
        }
    return leaves;
}

/*
 * One ply before the last, when the side to move (A) cannot capture: the
 * replies to its plain moves counted from the bitboards of the position,
 * without making the moves. After a plain move from f to t that leaves the
 * other side (B) no capture, B's plain moves are B's plain moves now, less
 * those into t, plus those into f; summed over a direction's moves, by
 * population counts. B has a capture after the move only if it has one now
 * (then this is not used), or it jumps the piece on t (landing behind it,
 * on f too), or it jumps another piece landing on f: those moves, found from
 * bitboards too, are made and counted one by one. Only for short-range
 * captures by B (men, short kings); A's flying kings' moves are made one by
 * one. Returns 0 with *served 0 when B can capture now.
 */
#define PERFT_BULK (!GEN_ORTHO && !GEN_FULL && !GEN_OPTIONAL)

static FORCE_INLINE uint64_t perft_bulk(const geo *g, const cpos *p, BB men, BB kings, BB empty,
                                        cmove *stack, int *err, int *bad, const int side,
                                        const int bk, const int take_kings, int *served)
{
    BB bmen = p->them & ~p->kings, bkings = bk ? p->them & p->kings : 0;
    int bfwd = FWD(!side), bcap = MEN_CAPTURE_DIRS(g, !side), afwd = FWD(side);
    /* hit: next to a B piece that may jump in direction e; hitk: to a B king (may take kings) */
    BB reach[4], hit[4], hitk[4], land[4], open = 0, openk = 0, now = 0;
    BB preym = take_kings ? p->us : p->us & ~p->kings;
    uint64_t base = 0, leaves = 0;
    UNROLL4_ALWAYS
    for (int e = 0; e < 4; e++) {
        reach[e] = step(g, (((bfwd >> e) & 1) ? bmen : 0) | bkings, e); /* B's steps */
        base += (uint64_t)BB_POP(reach[e] & empty);
        hit[e] = step(g, (((bcap >> e) & 1) ? bmen : 0) | bkings, e);
        hitk[e] = take_kings ? hit[e] : step(g, bkings, e);
        open |= hit[e] & step(g, empty, 3 - e); /* an A piece here is taken */
        openk |= hitk[e] & step(g, empty, 3 - e);
        /* B lands here (if empty) taking an A piece */
        land[e] = step(g, (hit[e] & preym) | (hitk[e] & p->us), e);
        now |= land[e] & empty;
    }
    *served = !now;
    if (now)
        return 0;
    BB crown = g->crown[side];
    cpos q;
    q.us = p->them;
    q.side = !side;
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++) {
        BB movers = (((afwd >> d) & 1) ? men : 0) | (r_short_kings(g) ? kings : 0);
        if (!movers)
            continue;
        BB t = step(g, movers, d) & empty, onto_f = 0;
        for (int e = 0; e < 4; e++)
            if (e != 3 - d)
                onto_f |= land[e];
        /* the moved piece: a king on kingt (where men spare kings, the others are men) */
        BB kingt = take_kings ? 0 : t & (step(g, kings & movers, d) | crown);
        BB caps = (t & ~kingt & (open | hit[3 - d])) | (kingt & (openk | hitk[3 - d])) |
                  (t & step(g, onto_f & movers, d));
        BB quiet = t & ~caps, from = step(g, quiet, 3 - d);
        leaves += (uint64_t)BB_POP(quiet) * base;
        for (int e = 0; e < 4; e++)
            if (((bfwd >> e) & 1) || bk)
                leaves += (uint64_t)BB_POP(from & reach[e]) - (uint64_t)BB_POP(quiet & reach[e]);
        for (; caps; caps &= caps - 1) {
            BB to = caps & (0 - caps), ends = to | step(g, to, 3 - d);
            q.them = p->us ^ ends;
            q.kings = (p->kings & ends) ? p->kings ^ ends : p->kings | (to & crown);
            leaves += visit(g, &q, 2, stack, err, bad, side, 1);
        }
    }
    if (!r_short_kings(g))
        for (BB k = kings; k; k &= k - 1) {
            BB f = k & (0 - k);
            UNROLL4_ALWAYS
            for (int d = 0; d < 4; d++)
                for (BB to = step(g, f, d) & empty; to; to = step(g, to, d) & empty) {
                    BB ends = f | to;
                    q.them = p->us ^ ends;
                    q.kings = p->kings ^ ends;
                    leaves += visit(g, &q, 2, stack, err, bad, side, 1);
                }
        }
    return leaves;
}

/*
 * When the side to move must capture: the single jumps that are whole moves
 * are made straight from their bitboards, and only the captures that go on
 * are listed.
 */
static FORCE_INLINE uint64_t perft_captures(const geo *g, const cpos *p, int depth, cmove *stack,
                                            int *err, int *bad, const int side, const int counting)
{
    BB done[2][4], go[2][4];
    int n = 0, singles = 1;
    uint64_t total = 0;
    if (!jumps_apply(g, p)) {
        n = captures(g, p, stack, MAXM, 0, side, NULL);
        singles = 0;
    } else if ((p->us & p->kings) ? jump_sets(g, p, side, 1, done, go)
                                  : jump_sets(g, p, side, 0, done, go)) {
        n = search_goes(g, p, stack, MAXM, side, go, 0, 1, (p->us & p->kings) != 0);
        /* Under the majority rule a capture of two pieces or more beats every single jump. */
        if (n > 0 && stack[0].ncap > 1 && (r_precedence(g) & CHECKERS__PREC_COUNT))
            singles = 0;
    }
    if (n < 0) {
        *err = n;
        return 0;
    }
    for (int i = 0; i < n && !*err; i++) {
        cpos q = *p;
        make(&q, &stack[i]);
        total += visit(g, &q, depth, stack + n, err, bad, side, counting);
    }
    BB crown = g->crown[side];
    cpos q;
#if GEN_ORTHO
    q = *p;
#endif
    q.side = !side;
    for (int king = 0; singles && king < 2; king++)
        UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++)
        for (BB t = done[king][d]; t; t &= t - 1) {
            BB to = t & (0 - t), victim = step(g, to, 3 - d);
            BB ends = to | step(g, victim, 3 - d), kings = p->kings & ~victim;
            q.us = p->them & ~victim;
            q.them = p->us ^ ends;
            q.kings = king ? kings ^ ends : kings | (to & crown);
            total += visit(g, &q, depth, stack, err, bad, side, counting);
        }
    return total;
}

/* perft_bulk for one case of the rows (their kings, whether men take kings), folded. */
#define PERFT_BULK_CALL(bk, take) \
    perft_bulk(g, p, men, kings, empty, stack, err, b, side, bk, take, &served)

/*
 * The leaves depth plies below p (depth >= 2), every move made from
 * bitboards rather than from a list where it can be; one ply before the last
 * (counting) the leaves are counted inline, without a call per position.
 */
static FORCE_INLINE uint64_t perft_side(const geo *g, const cpos *p, int depth, cmove *stack,
                                        int *err, const int side, const int counting)
{
    int bad = 0;
    uint64_t leaves;
    if (!can_capture(g, p, side)) {
        BB empty = g->board & ~(p->us | p->them);
        BB men = p->us & ~p->kings, kings = p->us & p->kings;
        int *b = &bad, served = 0;
        leaves = 0;
        if (PERFT_BULK && counting && (r_short_kings(g) || !(p->them & p->kings)))
            /* each case folded: the men's prey tested only where they spare kings */
            leaves = (p->them & p->kings)
                         ? r_men_take_kings(g) ? PERFT_BULK_CALL(1, 1) : PERFT_BULK_CALL(1, 0)
                     : r_men_take_kings(g) ? PERFT_BULK_CALL(0, 1)
                                           : PERFT_BULK_CALL(0, 0);
        if (!served)
            leaves = perft_dir(g, p, depth, men, kings, empty, stack, err, b, side, counting, 0) +
                     perft_dir(g, p, depth, men, kings, empty, stack, err, b, side, counting, 1) +
                     perft_dir(g, p, depth, men, kings, empty, stack, err, b, side, counting, 2) +
                     perft_dir(g, p, depth, men, kings, empty, stack, err, b, side, counting, 3);
    } else
        leaves = perft_captures(g, p, depth, stack, err, &bad, side, counting);
    if (bad < 0 && !*err)
        *err = CHECKERS_E_TOO_MANY_MOVES;
    return *err ? 0 : leaves;
}

#if defined(__wasm__)
/*
 * In WebAssembly each case of perft_side is a function of its own: V8
 * allocates the registers of four smaller functions better than of one
 * perft_rec holding them all (English perft 2-3% faster). Native code
 * inlines them as before.
 */
#define PERFT_SIDE_FN(s, k) \
    static __attribute__((noinline)) \
    uint64_t perft_side_##s##k(const geo *g, const cpos *p, int depth, cmove *stack, int *err) \
    { \
        return perft_side(g, p, depth, stack, err, s, k); \
    }
PERFT_SIDE_FN(0, 0)
PERFT_SIDE_FN(0, 1)
PERFT_SIDE_FN(1, 0)
PERFT_SIDE_FN(1, 1)
#define PERFT_SIDE(depth, s, k) perft_side_##s##k(g, p, depth, stack, err)
#else
#define PERFT_SIDE(depth, s, k) perft_side(g, p, depth, stack, err, s, k)
#endif

static uint64_t perft_rec(const geo *g, const cpos *p, int depth, cmove *stack, int *err)
{
#if GEN_ORTHO || GEN_OPTIONAL
    /*
     * Every move from the list: the king runs decide which kings may move
     * (Frisian); captures and plain moves are listed together (huffing).
     */
    if (GEN_OPTIONAL || r_ortho(g) || g->v->king_run_limit) {
        int n = gen(g, p, stack, MAXM, NULL);
        uint64_t leaves = 0;
        if (n < 0) {
            *err = n;
            return 0;
        }
        if (depth == 1)
            return (uint64_t)n;
        for (int i = 0; i < n && !*err; i++) {
            cpos q = *p;
            make(&q, &stack[i]);
            leaves += perft_rec(g, &q, depth - 1, stack + n, err);
        }
        return leaves;
    }
#endif
    if (depth == 1) {
        int n = count(g, p, stack, MAXM);
        if (n < 0)
            *err = n;
        return n < 0 ? 0 : (uint64_t)n;
    }
    if (depth == 2)
        return p->side ? PERFT_SIDE(2, 1, 1) : PERFT_SIDE(2, 0, 1);
    return p->side ? PERFT_SIDE(depth, 1, 0) : PERFT_SIDE(depth, 0, 0);
}

static size_t entry_move_size(void)
{
    return sizeof(cmove);
}

static int entry_perft(const checkers__variant *v, const checkers__pos *p, int depth,
                       uint64_t *leaves, void *scratch)
{
    geo g;
    cpos c;
    int err = 0;
    geo_init(&g, v);
    to_cpos(p, &c);
    *leaves = depth == 0 ? 1 : perft_rec(&g, &c, depth, (cmove *)scratch, &err);
    return err;
}
