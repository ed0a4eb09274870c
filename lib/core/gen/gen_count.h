/* SPDX-License-Identifier: MIT */
/*
 * Counting moves without listing them: whether a side can capture, plain moves
 * counted from bitboards, and the capture counts (kdfs, jump_sets) perft uses.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
/*
 * Whether the side to move can capture, from bitboards: a piece next to a
 * piece it may take with an empty square behind, in a direction it may
 * capture in (for a flying king this finds the adjacent captures; the
 * distant ones are looked for only when that finds nothing). Most positions
 * have no capture, so this is the test that decides the cheap count.
 */
static FORCE_INLINE int can_capture_k(const geo *g, const cpos *p, const int side,
                                      const int with_kings)
{
    BB opp = p->them, empty = g->board & ~(p->us | opp);
    BB kings = p->us & p->kings, men = p->us & ~p->kings;
    int mdirs = MEN_CAPTURE_DIRS(g, side);
    BB hit = 0;
    /* Unrolled by hand: the shifts must be constants in every instantiation. */
#define CAN_CAPTURE_DIR(d) \
    do { \
        if (!with_kings && !((mdirs >> (d)) & 1)) \
            break; \
        BB behind = step(g, empty, 3 - (d)) & opp; \
        if (r_men_take_kings(g)) \
            hit |= step(g, behind, 3 - (d)) & (((mdirs >> (d)) & 1) ? p->us : kings); \
        else \
            hit |= (with_kings ? step(g, behind, 3 - (d)) & kings : 0) | \
                   (((mdirs >> (d)) & 1) ? step(g, behind & ~p->kings, 3 - (d)) & men : 0); \
    } while (0)
    CAN_CAPTURE_DIR(0);
    CAN_CAPTURE_DIR(1);
    CAN_CAPTURE_DIR(2);
    CAN_CAPTURE_DIR(3);
#undef CAN_CAPTURE_DIR
    if (hit)
        return 1;
    if (r_short_kings(g) || !with_kings)
        return 0;
    UNROLL4
    for (int d = 0; d < 4; d++)
        for (BB f = step(g, kings, d) & empty; f; f = step(g, f, d) & empty)
            if (step(g, step(g, f, d) & opp, d) & empty)
                return 1;
    return 0;
}

/* Most positions have no king: their test leaves out the kings' directions. */
static FORCE_INLINE int can_capture(const geo *g, const cpos *p, const int side)
{
    if (r_ortho(g))
        return jumpers(g, p) != 0;
    return (p->us & p->kings) ? can_capture_k(g, p, side, 1) : can_capture_k(g, p, side, 0);
}

/* The number of plain moves of the side to move, by population counts. */
static FORCE_INLINE int count_plain(const geo *g, const cpos *p, const int side)
{
    BB empty = g->board & ~(p->us | p->them);
    BB men = p->us & ~p->kings, kings = p->us & p->kings & ~FROZEN(g, p);
    int fwd = FWD(side);
#if GEN_FULL /* forward, and both ways along the row */
    int n = BB_POP(step(g, men, (fwd & 1) ? 0 : 3) & empty) + BB_POP(step(g, men, 1) & empty) +
            BB_POP(step(g, men, 2) & empty);
#else
    int n = BB_POP(step(g, men, (fwd & 1) ? 0 : 2) & empty) +
            BB_POP(step(g, men, (fwd & 1) ? 1 : 3) & empty);
#endif
    if (!kings) /* most positions: spare the kings' four counts */
        return n;
    if (!r_short_kings(g))
        return n + rays_count(kings, empty);
    return n + BB_POP(step(g, kings, 0) & empty) + BB_POP(step(g, kings, 1) & empty) +
           BB_POP(step(g, kings, 2) & empty) + BB_POP(step(g, kings, 3) & empty);
}

/*
 * Out of line: captures by kings, and rules count_jumps does not know, are
 * rare, and the count stays small where it is inlined.
 */
static int count_captures(const geo *g, const cpos *p, cmove *buf, int cap)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noinline))
#endif
    ;

static FORCE_INLINE int count_jumps(const geo *g, const cpos *p, cmove *buf, int cap,
                                    const int side, const int with_kings);
static FORCE_INLINE int jumps_apply(const geo *g, const cpos *p);

/* The number of legal moves, without building them. */
static FORCE_INLINE int count_side(const geo *g, const cpos *p, cmove *buf, int cap, const int side)
{
    int pr = r_precedence(g);
    if (GEN_OPTIONAL) {
        int n = can_capture(g, p, side) ? captures(g, p, buf, cap, 1, side, NULL) : 0;
        return n < 0 ? n : n + count_plain(g, p, side);
    }
    if (pr != 0 &&
        pr != CHECKERS__PREC_COUNT) { /* the search that finds the captures tests for them too */
        int n = captures(g, p, buf, cap, 1, side, NULL);
        return n != 0 ? n : count_plain(g, p, side);
    }
    if (!can_capture(g, p, side))
        return count_plain(g, p, side);
    /* Captures by men alone, the common case, are counted inline too. */
    if (!(p->us & p->kings) && jumps_apply(g, p))
        return count_jumps(g, p, buf, cap, side, 0);
    return count_captures(g, p, buf, cap);
}

/*
 * The count-only capture search, for short-range movers (men, and kings that
 * move one square) under free choice or the majority rule: the same moves as
 * the listing search, but neither routes nor a list. Only a capture of four
 * pieces or more can be repeated by another route (a loop), so only those
 * are remembered, to count each move once.
 */
typedef struct {
    const geo *g;
    BB opp, oppk;
    BB from;     /* the start square of the piece searched */
    cmove *seen; /* listing: the moves; counting: those another route could repeat */
    int nseen, cap, n, overflow, side, best, from_king, listing;
} kctx;

/* A search's context before its first jump: the pieces it may take, nothing seen yet. */
static FORCE_INLINE void kctx_start(kctx *c, const geo *g, const cpos *p, cmove *buf, int cap,
                                    int side, int listing)
{
    c->g = g;
    c->opp = p->them;
    c->oppk = p->them & p->kings;
    c->seen = buf;
    c->nseen = c->n = c->overflow = c->best = 0;
    c->cap = cap;
    c->side = side;
    c->listing = listing;
}

static void kseen(kctx *c, BB to, BB captured, int ncap, int crowned);

static FORCE_INLINE void kleaf(kctx *c, BB to, BB captured, int ncap, int crowned)
{
    int key = (r_precedence(c->g) & CHECKERS__PREC_COUNT) ? ncap : 0;
    if (key == c->best && ncap < 4 && !c->listing)
        c->n++; /* the common case, inline */
    else
        kseen(c, to, captured, ncap, crowned);
}

/* A leaf that is listed, raises the best key, or could be repeated by another route. */
static void kseen(kctx *c, BB to, BB captured, int ncap, int crowned)
{
    int key = (r_precedence(c->g) & CHECKERS__PREC_COUNT) ? ncap : 0;
    if (key < c->best)
        return;
    if (key > c->best) {
        c->best = key;
        c->n = c->nseen = 0;
    }
    if (ncap < 4 && !c->listing) {
        c->n++;
        return;
    }
    uint8_t from = (uint8_t)BB_CTZ(c->from), end = (uint8_t)BB_CTZ(to);
    uint8_t flags = (uint8_t)(CHECKERS_MOVE_CAPTURE | (crowned ? CHECKERS_MOVE_PROMOTES : 0) |
                              (c->from_king ? CHECKERS_MOVE_KING : 0));
    for (int i = 0; ncap >= 4 && i < c->nseen; i++) {
        const cmove *m = &c->seen[i];
        if (m->captured == captured && m->from == from && m->to == end && m->flags == flags)
            return; /* the same move by another route */
    }
    if (c->nseen == c->cap) {
        c->overflow = 1;
        return;
    }
    cmove *m = &c->seen[c->nseen++];
    m->captured = captured;
    m->path_ends = c->from ^ to;
    m->from = from;
    m->to = end;
    m->flags = flags;
    m->ncap = (uint8_t)ncap;
    m->key = (uint32_t)key;
    c->n++;
}

static int kdfs(kctx *c, BB s, int king, int promoted, BB empty, BB captured, int ncap);

#if defined(__wasm__)
/*
 * Whether kdfs(c, s, ...) would find a jump (its `any`). In WebAssembly, V8
 * keeps no register across a call, so every call spills what is live; most
 * landings end the capture, and testing first spares kdfs those calls
 * (with perft_side's parts out of line, gen_perft.h: English perft 5%
 * faster there). Native code calls kdfs as before.
 */
static FORCE_INLINE int kgoes(kctx *c, BB s, int king, BB empty, BB captured, int ncap)
{
    const geo *g = c->g;
    if (ncap >= CHECKERS_MAX_CAPTURES)
        return 0;
    int dirs = king ? 0xF : MEN_CAPTURE_DIRS(g, c->side);
    BB prey = c->opp & ~captured, t = 0;
    if (!king && !r_men_take_kings(g))
        prey &= ~c->oppk;
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++)
        if ((dirs >> d) & 1)
            t |= step(g, step(g, s, d) & prey, d) & empty;
    return t != 0;
}
#endif

/* The piece has jumped and landed on t: go on, or end the move there. */
static FORCE_INLINE void kland(kctx *c, BB t, int king, int promoted, BB empty, BB captured,
                               int ncap)
{
    const geo *g = c->g;
    int stop = 0;
    if (!king && (g->crown[c->side] & t)) {
        if (r_promotion(g) == CHECKERS__PROMO_ENDS_MOVE) {
            stop = 1;
            promoted = 1;
        } else if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
            king = 1; /* a short-range king: the callers leave flying kings to the listing search */
            promoted = 1;
        }
    }
#if defined(__wasm__)
    if (!stop && kgoes(c, t, king, empty, captured, ncap))
        kdfs(c, t, king, promoted, empty, captured, ncap);
    else
#else
    if (stop || !kdfs(c, t, king, promoted, empty, captured, ncap))
#endif
        kleaf(c, t, captured, ncap, promoted || (!king && (g->crown[c->side] & t)));
}

static int kdfs(kctx *c, BB s, int king, int promoted, BB empty, BB captured, int ncap)
{
    const geo *g = c->g;
    if (ncap >= CHECKERS_MAX_CAPTURES)
        return 0;
    int dirs = king ? 0xF : MEN_CAPTURE_DIRS(g, c->side), any = 0;
    BB prey = c->opp & ~captured;
    if (!king && !r_men_take_kings(g))
        prey &= ~c->oppk;
        /* Unrolled by hand: constant shifts in every instantiation. */
#define KDFS_DIR(d) \
    do { \
        BB m = ((dirs >> (d)) & 1) ? step(g, s, d) & prey : 0; \
        BB t = step(g, m, d) & empty; \
        if (t) { \
            any = 1; \
            kland(c, t, king, promoted, r_removal_immediate(g) ? empty | m : empty, captured | m, \
                  ncap + 1); \
        } \
    } while (0)
    KDFS_DIR(0);
    KDFS_DIR(1);
    KDFS_DIR(2);
    KDFS_DIR(3);
#undef KDFS_DIR
    return any;
}

#if defined(__wasm__) && !GEN_ORTHO
/*
 * kland's search as a loop over a stack of its own, in WebAssembly: V8 keeps
 * no register across a call, so the recursive kdfs stored everything live,
 * and its seven parameters, at every jump. A frame holds a square the piece
 * landed on, the pieces taken to get there and the landing squares of the
 * jumps from it not yet searched; the piece jumped over lies halfway between
 * two landings (both steps the same shift). The empty squares are those at
 * the start, with the pieces taken where they are removed at once.
 */
static FORCE_INLINE void kwalk(kctx *c, BB s, int king, BB empty, BB captured)
{
    const geo *g = c->g;
    BB sq[CHECKERS_MAX_CAPTURES], caps[CHECKERS_MAX_CAPTURES], next[CHECKERS_MAX_CAPTURES];
    unsigned char kp[CHECKERS_MAX_CAPTURES];
    BB crown = g->crown[c->side];
    int ncap = 1, promoted = 0, top = 0;
    for (;;) {
        /* landed on s, ncap pieces taken */
        int stop = 0;
        if (!king && (crown & s)) {
            if (r_promotion(g) == CHECKERS__PROMO_ENDS_MOVE) {
                stop = 1;
                promoted = 1;
            } else if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
                king = 1;
                promoted = 1;
            }
        }
        BB land = 0;
        if (!stop && ncap < CHECKERS_MAX_CAPTURES) {
            int dirs = king ? 0xF : MEN_CAPTURE_DIRS(g, c->side);
            BB prey = c->opp & ~captured, e = r_removal_immediate(g) ? empty | captured : empty;
            if (!king && !r_men_take_kings(g))
                prey &= ~c->oppk;
            UNROLL4_ALWAYS
            for (int d = 0; d < 4; d++)
                if ((dirs >> d) & 1)
                    land |= step(g, step(g, s, d) & prey, d) & e;
        }
        if (land) {
            sq[top] = s;
            caps[top] = captured;
            next[top] = land;
            if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) /* else king is constant */
                kp[top] = (unsigned char)(king | promoted << 1);
            top++;
        } else {
            kleaf(c, s, captured, ncap, promoted || (!king && (crown & s)));
            while (top > 0 && !next[top - 1])
                top--;
            if (top == 0)
                return;
        }
        int i = top - 1;
        BB from = sq[i], t = next[i] & (0 - next[i]);
        next[i] ^= t;
        s = t;
        captured = caps[i] | BIT((BB_CTZ(from) + BB_CTZ(t)) >> 1);
        if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
            king = kp[i] & 1;
            promoted = kp[i] >> 1;
        } else
            promoted = 0; /* a crowning ends the move: no frame holds one */
        ncap = i + 2;
    }
}
#endif

/* The search of a first jump in direction d that lands on to. */
static FORCE_INLINE void kfirst(kctx *c, BB to, const int king, BB empty, const int d)
{
    const geo *g = c->g;
    BB m = step(g, to, 3 - d);
    c->from = step(g, m, 3 - d);
    c->from_king = king;
#if defined(__wasm__) && !GEN_ORTHO
    kwalk(c, to, king, empty | c->from, m);
#else
    kland(c, to, king, 0, empty | c->from | (r_removal_immediate(g) ? m : 0), m, 1);
#endif
}

#if defined(__wasm__) && !GEN_ORTHO
/*
 * search_goes in WebAssembly: one function per side and whether it has kings
 * (the men's directions and the crown constants), and one kwalk loop for
 * every first jump rather than one per direction and kind of piece.
 */
static FORCE_INLINE int search_goes_w(const geo *g, const cpos *p, cmove *buf, int cap,
                                      const int side, BB go[2][4], int singles, int listing,
                                      const int with_kings)
{
    BB empty = g->board & ~(p->us | p->them);
    kctx c;
    kctx_start(&c, g, p, buf, cap, side, listing);
    for (int king = 0; king <= with_kings; king++)
#pragma clang loop unroll(disable)
        for (int d = 0; d < 4; d++)
            for (BB t = go[king][d]; t; t &= t - 1) {
                BB to = t & (0 - t), m = step(g, to, 3 - d);
                c.from = step(g, m, 3 - d);
                c.from_king = king;
                kwalk(&c, to, king, empty | c.from, m);
            }
    if (c.overflow)
        return CHECKERS_E_TOO_MANY_MOVES;
    return c.best > 1 || listing ? c.n : c.n + singles;
}

#define SEARCH_GOES_FN(s, k) \
    static __attribute__((noinline)) int search_goes_##s##k(const geo *g, const cpos *p, \
                                                            cmove *buf, int cap, BB go[2][4], \
                                                            int singles, int listing) \
    { \
        return search_goes_w(g, p, buf, cap, s, go, singles, listing, k); \
    }
SEARCH_GOES_FN(0, 0)
SEARCH_GOES_FN(0, 1)
SEARCH_GOES_FN(1, 0)
SEARCH_GOES_FN(1, 1)

static FORCE_INLINE int search_goes(const geo *g, const cpos *p, cmove *buf, int cap, int side,
                                    BB go[2][4], int singles, int listing, int with_kings)
{
    if (side)
        return with_kings ? search_goes_11(g, p, buf, cap, go, singles, listing)
                          : search_goes_10(g, p, buf, cap, go, singles, listing);
    return with_kings ? search_goes_01(g, p, buf, cap, go, singles, listing)
                      : search_goes_00(g, p, buf, cap, go, singles, listing);
}
#else
/*
 * The jumps that go on, searched: go[king][d] holds their landing squares by
 * direction. Counting, returns the number of captures (with the single jumps,
 * unless the majority rule drops them); listing, lists the captures that go
 * on into buf and returns their number. with_kings 0: go[1] is empty, unread.
 */
static int search_goes(const geo *g, const cpos *p, cmove *buf, int cap, int side, BB go[2][4],
                       int singles, int listing, int with_kings)
{
    BB empty = g->board & ~(p->us | p->them);
    kctx c;
    kctx_start(&c, g, p, buf, cap, side, listing);
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++) {
        for (BB t = go[0][d]; t; t &= t - 1)
            kfirst(&c, t & (0 - t), 0, empty, d);
        for (BB t = with_kings ? go[1][d] : 0; t; t &= t - 1)
            kfirst(&c, t & (0 - t), 1, empty, d);
    }
    if (c.overflow)
        return CHECKERS_E_TOO_MANY_MOVES;
    /* Under the majority rule a capture of two pieces or more beats every single jump. */
    return c.best > 1 || listing ? c.n : c.n + singles;
}
#endif

/*
 * The first jumps of the side to move, by piece kind (0 men, 1 kings) and
 * direction, as landing squares: done[k][d] those that are whole moves, go[k][d]
 * those that go on. A single jump that cannot go on is a whole move, told
 * from bitboards (the jumped piece and the vacated start square lie behind
 * the piece, where it may not jump again), so only the jumps that go on need
 * the search. with_kings: whether the side has kings (most positions have
 * none, and their half of the work is left out). Returns whether any goes on.
 */
static FORCE_INLINE int jump_sets(const geo *g, const cpos *p, const int side, const int with_kings,
                                  BB done[2][4], BB go[2][4])
{
    BB opp = p->them, empty = g->board & ~(p->us | opp);
    BB kings = with_kings ? p->us & p->kings : 0, men = p->us & ~p->kings;
    BB preym = r_men_take_kings(g) ? opp : opp & ~p->kings;
    BB crown = g->crown[side];
    int mdirs = MEN_CAPTURE_DIRS(g, side);
    BB jm[4], jk[4], any_go = 0; /* jm, jk: where a man, a king could jump from */
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++) {
        BB behind = step(g, empty, 3 - d);
        jm[d] = ((mdirs >> d) & 1) ? step(g, preym & behind, 3 - d) : 0;
        jk[d] = with_kings ? step(g, opp & behind, 3 - d) : 0;
    }
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++) {
        /* After a jump in direction d, any direction but back (3 - d) may go on. */
        BB gm = 0, gk = 0;
        for (int d2 = 0; d2 < 4; d2++)
            if (d2 != 3 - d) {
                gm |= jm[d2];
                gk |= jk[d2];
            }
        BB lm = step(g, step(g, men & jm[d], d), d);
        BB lk = step(g, step(g, kings & jk[d], d), d);
        done[0][d] = lm & ~gm;
        go[0][d] = lm & gm;
        if (r_promotion(g) == CHECKERS__PROMO_ENDS_MOVE) {
            done[0][d] |= lm & crown;
            go[0][d] &= ~crown;
        } else if (r_promotion(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
            done[0][d] &= ~crown;
            go[0][d] |= lm & crown;
        }
        done[1][d] = lk & ~gk;
        go[1][d] = lk & gk;
        any_go |= go[0][d] | go[1][d];
    }
    return any_go != 0;
}

/* The captures of the side to move, counted: the single jumps by population counts. */
static FORCE_INLINE int count_jumps(const geo *g, const cpos *p, cmove *buf, int cap,
                                    const int side, const int with_kings)
{
    BB done[2][4], go[2][4];
    int any_go = jump_sets(g, p, side, with_kings, done, go), singles = 0;
    /*
     * A jump that goes on takes two pieces or more (go is exact, unless a man
     * crowned on the way goes on as a king), so under the majority rule the
     * single jumps are not counted at all; and when none goes on, done | go
     * (every first jump's landing square) folds to fewer instructions. Only
     * where the rules are constants: read from the row, the test costs more
     * than it saves (Brazilian perft 2% more instructions).
     */
    const int majority = GEN_RULES_FIXED && (r_precedence(g) & CHECKERS__PREC_COUNT) &&
                         r_promotion(g) != CHECKERS__PROMO_CONTINUES_AS_KING;
    if (any_go && majority)
        return search_goes(g, p, buf, cap, side, go, 0, 0, with_kings);
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++)
        singles += BB_POP(done[0][d] | done[1][d] | (majority ? go[0][d] | go[1][d] : 0));
    if (!any_go)
        return singles;
    return search_goes(g, p, buf, cap, side, go, singles, 0, with_kings);
}

/* Whether jump_sets and count_jumps know the rules: free choice or majority, no flying king. */
static FORCE_INLINE int jumps_apply(const geo *g, const cpos *p)
{
    (void)g;
    return fast_paths_serve(g) &&
           (r_short_kings(g) ||
            (!(p->us & p->kings) && r_promotion(g) != CHECKERS__PROMO_CONTINUES_AS_KING));
}

static FORCE_INLINE int count_captures_side(const geo *g, const cpos *p, cmove *buf, int cap,
                                            const int side)
{
    if (!jumps_apply(g, p))
        return captures(g, p, buf, cap, 1, side, NULL);
    return (p->us & p->kings) ? count_jumps(g, p, buf, cap, side, 1)
                              : count_jumps(g, p, buf, cap, side, 0);
}

static int count_captures(const geo *g, const cpos *p, cmove *buf, int cap)
{
    return p->side ? count_captures_side(g, p, buf, cap, 1)
                   : count_captures_side(g, p, buf, cap, 0);
}

static int count(const geo *g, const cpos *p, cmove *buf, int cap)
{
    return p->side ? count_side(g, p, buf, cap, 1) : count_side(g, p, buf, cap, 0);
}
