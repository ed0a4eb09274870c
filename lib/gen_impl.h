/* SPDX-License-Identifier: MIT */
/*
 * Move generator and perft, written once for every board width and rule set.
 * Each gen*.c is one instantiation, its own translation unit: it defines H
 * (playing squares per row, a constant so that every shift is an immediate),
 * SUFFIX, and optionally BB_WIDE (a 128-bit board), GEN_POPCNT (compiled for
 * processors with a popcount instruction), GEN_FULL, GEN_ORTHO, GEN_OPTIONAL
 * and rule constants (R_*), then includes this file. Everything here is
 * static; only the table of entry points, checkers__ops<SUFFIX>, is exported.
 * Every rule difference comes from the variant row; there is no per-variant
 * code here.
 */
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "internal.h"

/* The board as an unsigned integer wide enough for its padded bits. */
#ifndef BB_WIDE
#define BB_WIDE 0
#endif
#ifndef GEN_POPCNT
#define GEN_POPCNT 0
#endif
#if BB_WIDE
#define BB checkers__u128
#define BB_POP(x) checkers__pop128(x)
#define BB_CTZ(x) checkers__ctz128(x)
#else
#define BB uint64_t
#define BB_CTZ(x) checkers__ctz64(x)
#if GEN_POPCNT /* a twin (bits.h: CHECKERS__POPCNT_TWIN): the whole file may use the instruction */
#pragma GCC target("popcnt")
#define BB_POP(x) __builtin_popcountll(x)
#else
#define BB_POP(x) checkers__pop64(x)
#endif
#endif

/*
 * Rule parameters, read from the variant row. An instantiation may define
 * them as constants (gen8e.c does, for the English rules) so that the
 * compiler folds the rule tests away; the row stays the one source of truth.
 */
#ifndef R_MEN_BACK
#define R_MEN_BACK(g) ((g)->v->men_capture_back)
#define R_KING_RANGE(g) ((g)->v->king_range)
#define R_PROMOTION(g) ((g)->v->promotion)
#define R_REMOVAL_IMMEDIATE(g) ((g)->v->removal_immediate)
#define R_PRECEDENCE(g) ((g)->v->precedence)
#define R_MEN_TAKE_KINGS(g) (!(g)->v->men_spare_kings)
#define R_HALT(g) ((g)->v->halt_behind_king)
#define GEN_RULES_FIXED 0
#else
#define GEN_RULES_FIXED 1 /* the fits entry below records the constants */
#endif
#define R_SHORT_KINGS(g) (R_KING_RANGE(g) == CHECKERS__KING_SHORT)

/*
 * The board layout. On the dark squares (the default) a row holds H playing
 * squares, two rows and a ghost bit make a pair, and the diagonal neighbours
 * are SHA = H + 1 and SHB = H bits away. GEN_FULL (gen8t.c, Turkish) uses
 * every square instead: a row is H squares and a ghost bit, and directions
 * 0-3 become up, left, right and down (SHA = H + 1 along a column, SHB = 1
 * along a row), so that opposite directions still add up to 3 and the rest
 * of the generator reads the same. Compiled only there.
 */
#ifndef GEN_FULL
#define GEN_FULL 0
#endif
#define SHA (H + 1)
#if GEN_FULL
#define SHB 1
/* men move forward or sideways: White up, left, right; Black left, right, down */
#define FWD(side) ((side) ? 0x7 : 0xE)
#else
#define SHB H
#define FWD(side) ((side) ? 0x3 : 0xC) /* men move towards the other side: White up, Black down */
#endif

/*
 * Orthogonal captures, value precedence and the king-run limit (Frisian)
 * are compiled only into instantiations that define GEN_ORTHO (gen10x.c):
 * everywhere else NDIRS is 4 and these tests fold away. Directions 4-7 are
 * along a row (4 left, 5 right) and a column (6 up, 7 down): on the dark
 * squares the orthogonal neighbour is one playing square over in the row, or
 * two rows over in the column.
 */
#ifndef GEN_ORTHO
#define GEN_ORTHO 0
#endif
/*
 * Captures that are not compulsory (the English huffing rule, a game
 * setting): the plain moves are legal beside the captures. Compiled only into
 * the huffing instantiation of gen8e.c.
 */
#ifndef GEN_OPTIONAL
#define GEN_OPTIONAL 0
#endif

/*
 * The capture search's bounds (issue 25). A flying king among many pieces, or
 * a Frisian man jumping in eight directions, can reach the same square with
 * the same pieces taken by more routes than any search can walk: a 25-piece
 * Turkish capture has some 2 million routes over 300,000 such states. Every
 * search counts its jumps; past GEN_PLAIN_STEPS (no real game comes near) it
 * starts again remembering the states it has searched (memo_entry), so that
 * each is searched once while the table holds it, and gives up with
 * CHECKERS_E_TOO_MANY_MOVES past GEN_SEARCH_BUDGET jumps, some 30 ms of
 * work. Searches that only men and short kings make (GEN_BOUNDED 0: the
 * English rules) cannot grow that far and count nothing.
 */
#if GEN_ORTHO || GEN_FULL || !GEN_RULES_FIXED
#define GEN_BOUNDED 1
#else
#define GEN_BOUNDED (R_KING_RANGE(0) != CHECKERS__KING_SHORT)
#endif
#define GEN_PLAIN_STEPS (1u << 12)
#define GEN_MEMO_BITS 11 /* 2048 states: 32 KB of stack, 48 KB on 128-bit boards */
#define GEN_SEARCH_BUDGET (3u << 18)
#if GEN_ORTHO
#define R_ORTHO(g) ((g)->v->orthogonal)
#define NDIRS(g) (R_ORTHO(g) ? 8 : 4)
#define OPP(d) ((d) < 4 ? 3 - (d) : (d) ^ 1)
/* Orthogonally men capture backwards when they do diagonally; forward and sideways always. */
#define ORTHO_MEN_DIRS(g, side) (R_MEN_BACK(g) ? 0xF0 : (side) ? 0x70 : 0xB0)
#define MEN_CAPTURE_DIRS(g, side) \
    ((R_MEN_BACK(g) ? 0xF : FWD(side)) | (R_ORTHO(g) ? ORTHO_MEN_DIRS(g, side) : 0))
#else
#define R_ORTHO(g) 0
#define NDIRS(g) 4
#define OPP(d) (3 - (d))
#define MEN_CAPTURE_DIRS(g, side) (R_MEN_BACK(g) ? 0xF : FWD(side))
#endif

#if defined(__GNUC__) || defined(__clang__)
#define FORCE_INLINE inline __attribute__((always_inline))
#else
#define FORCE_INLINE inline
#endif

/*
 * Direction loops unrolled make every shift a constant (step is a switch
 * otherwise). Measured: International perft 9% faster; English, whose rules
 * are constants already, 2% slower, so an instantiation may opt out.
 */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8 && !defined(GEN_NO_UNROLL)
#define UNROLL4 _Pragma("GCC unroll 4")
#else
#define UNROLL4
#endif

/* The counting code is written for constant shifts: unrolled in every instantiation. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define UNROLL4_ALWAYS _Pragma("GCC unroll 4")
#elif defined(__clang__)
#define UNROLL4_ALWAYS _Pragma("clang loop unroll(full)")
#else
#define UNROLL4_ALWAYS
#endif

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define BIT(i) ((BB)1 << (i))
#define MAXM CHECKERS_MAX_MOVES

/* Directions: 0 up-left, 1 up-right, 2 down-left, 3 down-right ("up" = towards row 0). */

/* A move without its route: enough for perft and for telling moves apart. */
typedef struct {
    BB captured;
    BB path_ends; /* from ^ to: applying it moves the piece (and leaves it when from == to) */
    uint8_t from, to, flags, ncap;
    uint32_t key; /* capture precedence: larger wins */
} cmove;

/* include/checkers.h states the stack a move list takes (24 KB, 48 KB on 128-bit boards). */
_Static_assert(sizeof(cmove) * MAXM <= (BB_WIDE ? 48 : 24) * 1024,
               "a move list outgrew the stack use stated in checkers.h");

/* Seen from the side to move: copy-make swaps `us` and `them`, with no indexing by side. */
typedef struct {
    BB us, them; /* all pieces of the side to move, and of the other side */
    BB kings;
    int side; /* the side to move: 0 Black, 1 White */
#if GEN_ORTHO
    uint8_t run[2], run_at[2]; /* the king runs, as in checkers__pos */
#endif
} cpos;

typedef struct {
    const checkers__variant *v;
    BB board;
    BB crown[2]; /* where each side's men are crowned */
    int sh[8];   /* bit distance of each direction (signed) */
    int nbits;
#if GEN_ORTHO
    BB first, last; /* the first and the last playing square of every row */
#endif
} geo;

/*
 * A state of a capture search that has been searched: where the piece stands,
 * what it has taken, and the rest of what decides its continuations (tag:
 * bits 0-7 the square, 8-15 the start square, 16 a king, 17 crowned on the
 * way, 18-20 the last jump's direction in Turkish, 21 whether it could jump
 * on, 22 set in every entry). A lossy table of buckets of two, each keeping
 * the state that took more jumps to search (work): an entry overwritten is
 * searched again, never wrongly skipped.
 */
typedef struct {
    uint64_t lo; /* the pieces taken */
#if BB_WIDE
    uint64_t hi;
#endif
    uint32_t tag;
    uint16_t kord, work; /* kord: the king order, where the precedence reads it */
} memo_entry;
#define MEMO_USED (1u << 22)
#define MEMO_GOES_ON (1u << 21)

/* Capture search state: one piece's tree of jump sequences. */
typedef struct {
    const geo *g;
    BB opp, oppk,
        occ; /* occ: every piece but the mover (jumped pieces stay unless removed at once) */
    int side, from, from_king;
    cmove *out;
    int n, cap, overflow;
    uint32_t best;
    uint8_t path[CHECKERS_MAX_CAPTURES + 1], caps[CHECKERS_MAX_CAPTURES + 1];
    uint32_t steps, limit;  /* jumps searched, and how many without a memo (GEN_BOUNDED) */
    uint32_t budget;        /* ... and with one */
    memo_entry *memo;       /* the states searched, once the search has grown large; or NULL */
    struct routes_met *met; /* where a listing keeps the routes it meets, or NULL */
#if GEN_FULL
    uint8_t dir[CHECKERS_MAX_CAPTURES + 1]; /* the direction of each jump: none may turn back */
#endif
} cctx;

/*
 * The route of a capture as a listing search first met it: the route a
 * route search would find (find_routes), without the search.
 */
typedef struct {
    BB captured;
    uint8_t from, to, flags, nsteps;
    uint8_t path[CHECKERS_MAX_CAPTURES], caps[CHECKERS_MAX_CAPTURES];
} met_route;

/* How many routes a listing keeps (5-6 KB of stack): more are searched for again. */
#define ROUTES_MET 64

/*
 * What the searches of one public call share: the routes of the first
 * ROUTES_MET captures of two pieces or more its listing met, and the jumps
 * its searches have made, which together may be GEN_SEARCH_BUDGET.
 */
typedef struct routes_met {
    uint32_t spent;
    int n;
    met_route r[ROUTES_MET];
} routes_met;

/* cctx.overflow: why a search stopped short. */
#define OVER_LIST 1  /* more moves than the list holds */
#define OVER_STEPS 2 /* more jumps than the search's limit */
/* A search past GEN_PLAIN_STEPS without a memo: run it again with one (never returned publicly). */
#define GEN_AGAIN (-10000)

/*
 * Route recovery: the same search over the piece of one or more listed
 * captures (the targets: one start square, in list order, so sorted by end
 * square and pieces taken), its leaves matched against them instead of
 * listed. The first route that makes a target is its route. The search jumps
 * only over pieces some target takes (want): a route through any other
 * piece takes it too. It stops when every target has its route. A sink of
 * its own, chosen at compile time (the `route` argument below), so that the
 * listing leaf tests nothing for it.
 */
typedef struct {
    cctx c; /* first: the search gets &r->c and emit_route gets r back */
    const cmove *targets;
    int ntargets, left; /* left: the targets without a route yet */
    BB want;
    checkers__move *routes; /* routes[i], target i's route: nsteps 0 until found; */
    checkers_move *recs;    /* ... or recs[i] (steps 0 until found), squares numbered by sq */
    const uint8_t *sq;
} rctx;

static inline int on(const geo *g, int sq)
{
    return sq >= 0 && sq < g->nbits && ((g->board >> sq) & 1);
}

/* The playing squares of row r (bits.h: the layout). */
static inline BB row_bits(int h, int r)
{
    return (BB)((BIT(h) - 1) << checkers__row_base(GEN_FULL, h, r));
}

/* The playing squares of the first `rows` rows. */
static inline BB rows_board(int rows)
{
    BB b = 0;
    for (int r = 0; r < rows; r++)
        b |= row_bits(H, r);
    return b;
}

static FORCE_INLINE void geo_init(geo *g, const checkers__variant *v)
{
    int h = H;
    g->v = v;
    /* The square board is the usual one: its constants fold at compile time. */
    if (GEN_FULL) {
        g->board = rows_board(v->rows);
        g->nbits = checkers__row_base(1, h, v->rows);
        g->crown[0] = row_bits(h, v->rows - 1);
    } else if (v->rows == 2 * H) {
        g->board = rows_board(2 * H);
        g->nbits = checkers__row_base(0, H, 2 * H);
        g->crown[0] = row_bits(H, 2 * H - 1);
    } else {
        g->board = rows_board(v->rows);
        g->nbits = checkers__row_base(0, h, v->rows);
        g->crown[0] = row_bits(h, v->rows - 1);
    }
    g->crown[1] = row_bits(h, 0);
    g->sh[0] = -SHA;
    g->sh[1] = -SHB;
    g->sh[2] = SHB;
    g->sh[3] = SHA;
#if GEN_ORTHO
    g->sh[4] = -1;
    g->sh[5] = 1;
    g->sh[6] = -(2 * h + 1);
    g->sh[7] = 2 * h + 1;
    g->first = g->last = 0;
    for (int r = 0; r < v->rows; r++) {
        BB row = row_bits(h, r);
        g->first |= row & (0 - row);
        g->last |= row & ~(row >> 1);
    }
#endif
}

/* Whether x, reached by a step in direction d, is on the board (a step along a row may not wrap). */
#if GEN_ORTHO
#define ON_DIR(g, x, d) \
    (on(g, x) && !((d) == 4 && (((g)->last >> (x)) & 1)) && \
     !((d) == 5 && (((g)->first >> (x)) & 1)))
#else
#define ON_DIR(g, x, d) on(g, x)
#endif

/* Moves every square of x one step in direction d (squares leaving the board may linger as ghosts). */
static inline BB step(const geo *g, BB x, int d)
{
    (void)g;
    switch (d) {
    case 0:
        return x >> SHA;
    case 1:
        return x >> SHB;
    case 2:
        return x << SHB;
#if GEN_ORTHO
    case 4:
        return (x & ~g->first) >> 1;
    case 5:
        return (x & ~g->last) << 1;
    case 6:
        return x >> (2 * H + 1);
    case 7:
        return x << (2 * H + 1);
#endif
    default:
        return x << SHA;
    }
}

/* The empty squares a flying king on b reaches, every direction (constant shifts, no switch). */
static inline BB rays(BB b, BB empty)
{
    BB r = 0, y;
    for (y = (b >> SHA) & empty; y; y = (y >> SHA) & empty)
        r |= y;
    for (y = (b >> SHB) & empty; y; y = (y >> SHB) & empty)
        r |= y;
    for (y = (b << SHB) & empty; y; y = (y << SHB) & empty)
        r |= y;
    for (y = (b << SHA) & empty; y; y = (y << SHA) & empty)
        r |= y;
    return r;
}

/* The plain moves of flying kings on `kings`: every king's reach, every direction, counted. */
static inline int rays_count(BB kings, BB empty)
{
    int n = 0;
    BB y;
    for (y = (kings >> SHA) & empty; y; y = (y >> SHA) & empty)
        n += BB_POP(y);
    for (y = (kings >> SHB) & empty; y; y = (y >> SHB) & empty)
        n += BB_POP(y);
    for (y = (kings << SHB) & empty; y; y = (y << SHB) & empty)
        n += BB_POP(y);
    for (y = (kings << SHA) & empty; y; y = (y << SHA) & empty)
        n += BB_POP(y);
    return n;
}

static BB to_bb(const checkers__set *s)
{
    BB x = (BB)s->w[0];
#if BB_WIDE
    x |= (BB)s->w[1] << 64;
#endif
    return x;
}

static checkers__set from_bb(BB x)
{
    checkers__set s;
    s.w[0] = (uint64_t)x;
#if BB_WIDE
    s.w[1] = (uint64_t)(x >> 64);
#else
    s.w[1] = 0;
#endif
    return s;
}

static void to_cpos(const checkers__pos *p, cpos *c)
{
    c->us = to_bb(&p->men[p->side]);
    c->them = to_bb(&p->men[!p->side]);
    c->kings = to_bb(&p->kings);
    c->side = p->side;
#if GEN_ORTHO
    for (int s = 0; s < 2; s++) {
        c->run[s] = p->king_run[s];
        c->run_at[s] = p->king_run_at[s];
    }
#endif
}

/* The king of the side to move that has made its run of plain moves (Frisian), as a bitboard. */
#if GEN_ORTHO
#define FROZEN(g, p) \
    ((g)->v->king_run_limit && (p)->run[(p)->side] >= (g)->v->king_run_limit && \
             ((p)->us & ~(p)->kings) \
         ? BIT((p)->run_at[(p)->side]) \
         : (BB)0)
#else
#define FROZEN(g, p) ((BB)0)
#endif

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
    const int rules = R_PRECEDENCE(c->g);
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
    int dup_possible = ncap >= (R_ORTHO(c->g) ? 3 : 4) || (ncap >= 2 && !R_SHORT_KINGS(c->g));
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
        !(R_PRECEDENCE(c->g) & CHECKERS__PREC_KING_ORDER)) {
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
        if (R_PROMOTION(g) == CHECKERS__PROMO_ENDS_MOVE) {
            stop = 1;
            promoted = 1;
        } else if (R_PROMOTION(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
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
    if (!king || R_SHORT_KINGS(g)) {
        int dirs = king ? (R_ORTHO(g) ? 0xFF : 0xF) : MEN_CAPTURE_DIRS(g, c->side);
        BB prey = c->opp & ~cap, sb = BIT(s);
        if (!king && !R_MEN_TAKE_KINGS(g))
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
            if (R_REMOVAL_IMMEDIATE(g))
                c->occ &= ~mb;
            land(c, t, king, promoted, cap | mb, ncap + 1, nk, route);
            if (R_REMOVAL_IMMEDIATE(g))
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
        int single = R_KING_RANGE(g) == CHECKERS__KING_FLYING_LAND_BEHIND;
        /* Killer: a capture that ends on a king ends right behind it. */
        int halt = R_HALT(g) && (c->oppk & mb);
        uint32_t nk = kord | ((c->oppk & mb) && ncap < 16 ? 0x8000u >> ncap : 0);
        uint8_t ends[16];
        int nends = 0, goes_on = 0;
        c->caps[ncap] = (uint8_t)x;
        if (R_REMOVAL_IMMEDIATE(g))
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
        if (R_REMOVAL_IMMEDIATE(g))
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
    key->kord = (uint16_t)((R_PRECEDENCE(c->g) & CHECKERS__PREC_KING_ORDER) ? kord : 0);
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

/* The pieces that can start a capture (every king, for flying kings that can). */
static BB jumpers(const geo *g, const cpos *p)
{
    BB own = p->us, opp = p->them;
    BB empty = g->board & ~(own | opp);
    BB men = own & ~p->kings, kings = own & p->kings;
    BB prey = R_MEN_TAKE_KINGS(g) ? opp : opp & ~p->kings;
    BB found = 0;
    int mdirs = MEN_CAPTURE_DIRS(g, p->side);
    UNROLL4
    for (int d = 0; d < NDIRS(g); d++) {
        BB next_to_landing = step(g, empty, OPP(d)) & opp; /* OPP(d): the opposite direction */
        if ((mdirs >> d) & 1)
            found |= men & step(g, next_to_landing & prey, OPP(d));
        if (R_SHORT_KINGS(g))
            found |= kings & step(g, next_to_landing, OPP(d));
    }
    if (!kings || R_SHORT_KINGS(g))
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
    BB preym = R_MEN_TAKE_KINGS(g) ? opp : opp & ~p->kings;
    BB crown = g->crown[side];
    int mdirs = MEN_CAPTURE_DIRS(g, side), n = 0;
    BB men = p->us & ~p->kings, short_kings = R_SHORT_KINGS(g) ? kings : 0;
    BB land[2][4], any = 0, more[2][4], any_more = 0;
    UNROLL4
    for (int d = 0; d < 4; d++) {
        land[0][d] = (mdirs >> d) & 1 ? step(g, step(g, men, d) & preym, d) & empty : 0;
        land[1][d] = step(g, step(g, short_kings, d) & opp, d) & empty;
        any |= land[0][d] | land[1][d];
    }
    int flying = !R_SHORT_KINGS(g) && kings;
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
            if (!king && R_PROMOTION(g) == CHECKERS__PROMO_ENDS_MOVE) {
                done |= l & crown;
                go &= ~crown;
            } else if (!king && R_PROMOTION(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
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
                if (R_REMOVAL_IMMEDIATE(g))
                    c.occ &= ~BIT(m);
                land(&c, t, king, 0, BIT(m), 1, 0, 0);
            }
    if (!R_SHORT_KINGS(g))
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
    int pr = R_PRECEDENCE(g), n = NOT_SINGLE;
    if (!pr || pr == CHECKERS__PREC_COUNT)
        n = captures_free(g, p, out, cap, count_only, pr, side, memo, met);
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
        if (R_MEN_TAKE_KINGS(g)) \
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
    if (R_SHORT_KINGS(g) || !with_kings)
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
    if (R_ORTHO(g))
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
    if (!R_SHORT_KINGS(g))
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
    int pr = R_PRECEDENCE(g);
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

static void kseen(kctx *c, BB to, BB captured, int ncap, int crowned);

static FORCE_INLINE void kleaf(kctx *c, BB to, BB captured, int ncap, int crowned)
{
    int key = (R_PRECEDENCE(c->g) & CHECKERS__PREC_COUNT) ? ncap : 0;
    if (key == c->best && ncap < 4 && !c->listing)
        c->n++; /* the common case, inline */
    else
        kseen(c, to, captured, ncap, crowned);
}

/* A leaf that is listed, raises the best key, or could be repeated by another route. */
static void kseen(kctx *c, BB to, BB captured, int ncap, int crowned)
{
    int key = (R_PRECEDENCE(c->g) & CHECKERS__PREC_COUNT) ? ncap : 0;
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

/* The piece has jumped and landed on t: go on, or end the move there. */
static FORCE_INLINE void kland(kctx *c, BB t, int king, int promoted, BB empty, BB captured,
                               int ncap)
{
    const geo *g = c->g;
    int stop = 0;
    if (!king && (g->crown[c->side] & t)) {
        if (R_PROMOTION(g) == CHECKERS__PROMO_ENDS_MOVE) {
            stop = 1;
            promoted = 1;
        } else if (R_PROMOTION(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
            king = 1; /* a short-range king: the callers leave flying kings to the listing search */
            promoted = 1;
        }
    }
    if (stop || !kdfs(c, t, king, promoted, empty, captured, ncap))
        kleaf(c, t, captured, ncap, promoted || (!king && (g->crown[c->side] & t)));
}

static int kdfs(kctx *c, BB s, int king, int promoted, BB empty, BB captured, int ncap)
{
    const geo *g = c->g;
    if (ncap >= CHECKERS_MAX_CAPTURES)
        return 0;
    int dirs = king ? 0xF : MEN_CAPTURE_DIRS(g, c->side), any = 0;
    BB prey = c->opp & ~captured;
    if (!king && !R_MEN_TAKE_KINGS(g))
        prey &= ~c->oppk;
        /* Unrolled by hand: constant shifts in every instantiation. */
#define KDFS_DIR(d) \
    do { \
        BB m = ((dirs >> (d)) & 1) ? step(g, s, d) & prey : 0; \
        BB t = step(g, m, d) & empty; \
        if (t) { \
            any = 1; \
            kland(c, t, king, promoted, R_REMOVAL_IMMEDIATE(g) ? empty | m : empty, captured | m, \
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

/* The search of a first jump in direction d that lands on to. */
static FORCE_INLINE void kfirst(kctx *c, BB to, const int king, BB empty, const int d)
{
    const geo *g = c->g;
    BB m = step(g, to, 3 - d);
    c->from = step(g, m, 3 - d);
    c->from_king = king;
    kland(c, to, king, 0, empty | c->from | (R_REMOVAL_IMMEDIATE(g) ? m : 0), m, 1);
}

/*
 * The jumps that go on, searched: go[king][d] holds their landing squares by
 * direction. Counting, returns the number of captures (with the single jumps,
 * unless the majority rule drops them); listing, lists the captures that go
 * on into buf and returns their number.
 */
static int search_goes(const geo *g, const cpos *p, cmove *buf, int cap, int side, BB go[2][4],
                       int singles, int listing)
{
    BB opp = p->them, empty = g->board & ~(p->us | opp);
    kctx c;
    c.g = g;
    c.opp = opp;
    c.oppk = opp & p->kings;
    c.seen = buf;
    c.nseen = c.n = c.overflow = c.best = 0;
    c.cap = cap;
    c.side = side;
    c.listing = listing;
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++) {
        for (BB t = go[0][d]; t; t &= t - 1)
            kfirst(&c, t & (0 - t), 0, empty, d);
        for (BB t = go[1][d]; t; t &= t - 1)
            kfirst(&c, t & (0 - t), 1, empty, d);
    }
    if (c.overflow)
        return CHECKERS_E_TOO_MANY_MOVES;
    /* Under the majority rule a capture of two pieces or more beats every single jump. */
    return c.best > 1 || listing ? c.n : c.n + singles;
}

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
    BB preym = R_MEN_TAKE_KINGS(g) ? opp : opp & ~p->kings;
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
        if (R_PROMOTION(g) == CHECKERS__PROMO_ENDS_MOVE) {
            done[0][d] |= lm & crown;
            go[0][d] &= ~crown;
        } else if (R_PROMOTION(g) == CHECKERS__PROMO_CONTINUES_AS_KING) {
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
    UNROLL4_ALWAYS
    for (int d = 0; d < 4; d++)
        singles += BB_POP(done[0][d] | done[1][d]);
    if (!any_go)
        return singles;
    return search_goes(g, p, buf, cap, side, go, singles, 0);
}

/* Whether jump_sets and count_jumps know the rules: free choice or majority, no flying king. */
static FORCE_INLINE int jumps_apply(const geo *g, const cpos *p)
{
    int pr = R_PRECEDENCE(g);
    (void)g;
    return (pr == 0 || pr == CHECKERS__PREC_COUNT) &&
           (R_SHORT_KINGS(g) ||
            (!(p->us & p->kings) && R_PROMOTION(g) != CHECKERS__PROMO_CONTINUES_AS_KING));
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
    m->flags = (uint8_t)(king                  ? CHECKERS_MOVE_KING
                         : ((crown >> to) & 1) ? CHECKERS_MOVE_PROMOTES
                                               : 0);
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
        if (R_SHORT_KINGS(g)) {
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
    int pr = R_PRECEDENCE(g), n;
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
    if (R_SHORT_KINGS(g))
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
        n = search_goes(g, p, stack, MAXM, side, go, 0, 1);
        /* Under the majority rule a capture of two pieces or more beats every single jump. */
        if (n > 0 && stack[0].ncap > 1 && (R_PRECEDENCE(g) & CHECKERS__PREC_COUNT))
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
        int *b = &bad;
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

static uint64_t perft_rec(const geo *g, const cpos *p, int depth, cmove *stack, int *err)
{
#if GEN_ORTHO || GEN_OPTIONAL
    /*
     * Every move from the list: the king runs decide which kings may move
     * (Frisian); captures and plain moves are listed together (huffing).
     */
    if (GEN_OPTIONAL || R_ORTHO(g) || g->v->king_run_limit) {
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
        return p->side ? perft_side(g, p, 2, stack, err, 1, 1)
                       : perft_side(g, p, 2, stack, err, 0, 1);
    return p->side ? perft_side(g, p, depth, stack, err, 1, 0)
                   : perft_side(g, p, depth, stack, err, 0, 0);
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
    if (king && !R_SHORT_KINGS(g))
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
            m->flags = (uint8_t)(king                 ? CHECKERS_MOVE_KING
                                 : ((crown >> t) & 1) ? CHECKERS_MOVE_PROMOTES
                                                      : 0);
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
            r->flags = (uint8_t)(king                 ? CHECKERS_MOVE_KING
                                 : ((crown >> t) & 1) ? CHECKERS_MOVE_PROMOTES
                                                      : 0);
        }
    }
    return n > MAXM ? CHECKERS_E_TOO_MANY_MOVES : n;
}

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
    r.targets = targets;
    r.ntargets = n;
    r.routes = routes;
    r.recs = routes ? NULL : recs;
    r.sq = sq;
    r.left = 0;
    r.want = 0;
    for (int i = 0; i < n; i++)
        if (!(routes ? routes[i].nsteps : recs[i].steps)) {
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
    met.spent = 0;
    met.n = 0;
    geo_init(&g, v);
    to_cpos(p, &c);
    int n = c.side ? captures(&g, &c, list, MAXM, 0, 1, &met)
                   : captures(&g, &c, list, MAXM, 0, 0, &met);
    if (n == 0)
        return export_quiet(&g, &c, sq, out, cap);
#if GEN_OPTIONAL
    if (n > 0 && (n = sorted(&g, &c, list, &met)) < 0) /* the plain moves too */
        return n;
#else
    if (n > 1)
        sort(list, n);
#endif
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
    int reaches = king && !R_SHORT_KINGS(&g) ? (int)((rays(BIT(from), empty) >> to) & 1)
                                             : dir >= 0 && (king || ((FWD(c.side) >> dir) & 1));
    if (!reaches || (!GEN_OPTIONAL && jumpers(&g, &c)))
        return 0;
    memset(out, 0, sizeof *out);
    out->from = (uint8_t)from;
    out->to = (uint8_t)to;
    out->flags = (uint8_t)(king                            ? CHECKERS_MOVE_KING
                           : ((g.crown[c.side] >> to) & 1) ? CHECKERS_MOVE_PROMOTES
                                                           : 0);
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
 * above folds (the board, GEN_*, the R_* rules compiled in), so that the
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
                    .men_capture_back = !!R_MEN_BACK(0),
                    .king_range = R_KING_RANGE(0),
                    .promotion = R_PROMOTION(0),
                    .removal_immediate = !!R_REMOVAL_IMMEDIATE(0),
                    .precedence = R_PRECEDENCE(0),
                    .men_spare_kings = !R_MEN_TAKE_KINGS(0),
                    .halt_behind_king = !!R_HALT(0),
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
};
