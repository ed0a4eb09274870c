/* SPDX-License-Identifier: MIT */
/*
 * The generator's board: its settings (the instantiation's constants and the rule
 * accessors), bitboards, the geometry of one board width, and the types every
 * search shares.
 * Part of the generator: included only by gen_impl.h, in its order.
 */
#include <stdint.h>
#include <string.h>

#include "bits.h"
#include "core/core.h"

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
 * Rule parameters, read from the variant row by the r_* functions below. An
 * instantiation may give them as constants (GEN_RULE_*: gen8e_rules.h does,
 * for the English rules) so that the compiler folds the rule tests away; the
 * row stays the one source of truth.
 */
#ifdef GEN_RULE_KING_RANGE
#define GEN_RULES_FIXED 1 /* the fits entry (gen_entry.h) records the constants */
#else
#define GEN_RULES_FIXED 0
#endif


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
#define GEN_BOUNDED (GEN_RULE_KING_RANGE != CHECKERS__KING_SHORT)
#endif
#define GEN_PLAIN_STEPS (1u << 12)
#define GEN_MEMO_BITS 11 /* 2048 states: 32 KB of stack, 48 KB on 128-bit boards */
#define GEN_SEARCH_BUDGET (3u << 18)
#if GEN_ORTHO
#define NDIRS(g) (r_ortho(g) ? 8 : 4)
#define OPP(d) ((d) < 4 ? 3 - (d) : (d) ^ 1)
/* Orthogonally men capture backwards when they do diagonally; forward and sideways always. */
#define ORTHO_MEN_DIRS(g, side) (r_men_back(g) ? 0xF0 : (side) ? 0x70 : 0xB0)
#define MEN_CAPTURE_DIRS(g, side) \
    ((r_men_back(g) ? 0xF : FWD(side)) | (r_ortho(g) ? ORTHO_MEN_DIRS(g, side) : 0))
#else
#define NDIRS(g) 4
#define OPP(d) (3 - (d))
#define MEN_CAPTURE_DIRS(g, side) (r_men_back(g) ? 0xF : FWD(side))
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
 * The rules, as functions of the row or, where the instantiation compiled
 * them in (GEN_RULES_FIXED), of its constants: either way a call the
 * compiler inlines, and a constant folds the tests that read it.
 */
#if GEN_RULES_FIXED
#define GEN_RULE(constant, field) ((void)g, (constant))
#else
#define GEN_RULE(constant, field) (g->v->field)
#endif
static FORCE_INLINE int r_men_back(const geo *g)
{
    return GEN_RULE(GEN_RULE_MEN_BACK, men_capture_back);
}
static FORCE_INLINE int r_king_range(const geo *g)
{
    return GEN_RULE(GEN_RULE_KING_RANGE, king_range);
}
static FORCE_INLINE int r_promotion(const geo *g)
{
    return GEN_RULE(GEN_RULE_PROMOTION, promotion);
}
static FORCE_INLINE int r_removal_immediate(const geo *g)
{
    return GEN_RULE(GEN_RULE_REMOVAL_IMMEDIATE, removal_immediate);
}
static FORCE_INLINE int r_precedence(const geo *g)
{
    return GEN_RULE(GEN_RULE_PRECEDENCE, precedence);
}
static FORCE_INLINE int r_men_take_kings(const geo *g)
{
    return GEN_RULE(GEN_RULE_MEN_TAKE_KINGS, men_spare_kings == 0);
}
static FORCE_INLINE int r_halt(const geo *g)
{
    return GEN_RULE(GEN_RULE_HALT, halt_behind_king);
}
#undef GEN_RULE
static FORCE_INLINE int r_short_kings(const geo *g)
{
    return r_king_range(g) == CHECKERS__KING_SHORT;
}
/* Orthogonal captures: compiled only with GEN_ORTHO, read from the row there. */
static FORCE_INLINE int r_ortho(const geo *g)
{
    (void)g;
#if GEN_ORTHO
    return g->v->orthogonal;
#else
    return 0;
#endif
}

/*
 * Whether the fast paths (captures_free: the captures that take one piece,
 * listed without a search; jump_sets: captures counted as sets of jumps) may
 * serve the row: they know free choice and "take the most pieces" only, so
 * any other precedence (kings, value, quality, king order) takes the full
 * search, which compares every capture's key. A rule field that a fast path
 * does not honour must be tested here, the one gate both paths go through.
 */
static inline int fast_paths_serve(const geo *g)
{
    int pr = r_precedence(g);
    (void)g;
    return pr == 0 || pr == CHECKERS__PREC_COUNT;
}

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

/* A plain move's flags: a king's move, or a man's that ends on its crowning row. */
static FORCE_INLINE uint8_t quiet_flags(int king, BB crown, int to)
{
    return (uint8_t)(king ? CHECKERS_MOVE_KING : ((crown >> to) & 1) ? CHECKERS_MOVE_PROMOTES : 0);
}
