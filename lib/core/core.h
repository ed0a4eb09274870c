/* SPDX-License-Identifier: MIT */
/*
 * core/: what every layer of lib/ and the generator share: square sets, positions, the
 * variant row's type, the board geometry, internal moves, the generators' interface,
 * making and hashing a move, the allocator, bounded text output. Nothing here is exported.
 */
#ifndef CHECKERS_CORE_CORE_H
#define CHECKERS_CORE_CORE_H

#include "checkers.h"

/*
 * Marks an internal object hidden: never exported from a shared library,
 * and reached without the GOT, even where a build (a binding's own) does not
 * pass -fvisibility=hidden as CMakeLists.txt does. ELF and Mach-O only.
 */
#if defined(__GNUC__) && __GNUC__ >= 4 && !defined(_WIN32) && !defined(__CYGWIN__)
#define CHECKERS__HIDDEN __attribute__((visibility("hidden")))
#else
#define CHECKERS__HIDDEN
#endif

/*
 * Squares inside the library are bit indices of a padded layout: every pair of
 * rows holds 2h playing squares (h = columns/2) followed by one unused "ghost"
 * bit, so that the four diagonal neighbours of any square are a constant
 * distance away (h and h+1). 8x8 uses 35 bits, 10x10 54, 12x12 77.
 * Row 0 is the top row seen from White; Black's men start at the top.
 *
 * Turkish (all_squares) plays on all 64 squares: a row is its 8 squares
 * and one ghost bit (72 bits), bit = 9 * row + file, and directions 0-3 are
 * up, left, right and down. Its square numbers run a1 = 1, b1 = 2, ...,
 * h1 = 8, a2 = 9, ..., h8 = 64: row by row from White's side, as the
 * algebraic names read.
 */
#define CHECKERS__MAX_BITS 128

/* A set of internal squares, wide enough for every board. */
typedef struct {
    uint64_t w[2];
} checkers__set;

/*
 * The position: pieces and the side to move (0 = Black, 1 = White), and for
 * variants that limit a king's moves in a row (Frisian) each side's run: how
 * many plain moves in a row its king on king_run_at[side] has made (0 when
 * none). Zero in every other variant.
 */
typedef struct {
    checkers__set men[2]; /* men and kings of each side: all pieces of the side */
    checkers__set kings;  /* which of those pieces are kings */
    int side;
    uint8_t king_run[2], king_run_at[2];
} checkers__pos;

/* Rule parameters: one row per variant in variants.c. */
enum { CHECKERS__KING_SHORT, CHECKERS__KING_FLYING, CHECKERS__KING_FLYING_LAND_BEHIND };
enum { CHECKERS__PROMO_ENDS_MOVE, CHECKERS__PROMO_AT_END, CHECKERS__PROMO_CONTINUES_AS_KING };
enum {
    CHECKERS__PREC_COUNT = 1,
    CHECKERS__PREC_WITH_KING = 2,
    CHECKERS__PREC_KINGS = 4,
    CHECKERS__PREC_KING_ORDER = 8,
    CHECKERS__PREC_VALUE = 16
};
/*
 * CHECKERS__PREC_VALUE (Frisian): a man is worth 64, a king 127, more than one man and
 * less than two ("n kings weigh between 2n-1 and 2n men"; DCTL's
 * (pieces + kings) * N - kings). Used by the generator and the refusals.
 */
static inline int checkers__capture_value(int pieces, int kings)
{
    return (pieces + kings) * 64 - kings;
}
enum { CHECKERS__NUM_ROW_FLIP = 1, CHECKERS__NUM_FILE_FLIP = 2 };
enum { CHECKERS__WIN_NORMAL, CHECKERS__WIN_STALEMATED_WINS, CHECKERS__WIN_FIRST_KING };
/*
 * The rules a game may change (a game keeps its own copy of its row, checkers_game): the
 * huffing rule sets capture_optional (huff.c), the crowning rule sets promotion (crowning.c).
 */
enum { CHECKERS__SETTING_HUFFING = 1, CHECKERS__SETTING_CROWNING = 2 };
enum {
    CHECKERS__ENDGAME_NONE,
    CHECKERS__ENDGAME_FMJD,
    CHECKERS__ENDGAME_RUSSIAN,
    CHECKERS__ENDGAME_POOL,
    CHECKERS__ENDGAME_FRISIAN,
    CHECKERS__ENDGAME_TURKISH
};

typedef struct checkers__variant {
    const char *name;
    const char *description;
    uint8_t rows, cols;        /* board size */
    uint8_t men_rows;          /* rows of men each side starts with */
    uint8_t first;             /* CHECKERS_BLACK or CHECKERS_WHITE */
    uint8_t numbering;         /* NUM_* flags: how PDN numbers map to the board */
    uint8_t men_capture_back;  /* men capture backwards too */
    uint8_t king_range;        /* KING_* */
    uint8_t promotion;         /* PROMO_*: a man reaching the far row during a capture */
    uint8_t removal_immediate; /* jumped pieces leave at once (else after the move) */
    uint8_t precedence;        /* PREC_* flags, compared in that order */
    uint8_t men_spare_kings;   /* men may not capture kings (Italian) */
    uint8_t halt_behind_king;  /* a king capturing a king stops right behind it */
    uint8_t orthogonal;        /* men and kings also capture along rows and columns (Frisian) */
    uint8_t king_run_limit;    /* plain moves in a row one king may make while men remain, 0: any */
    uint8_t capture_optional;  /* captures are not compulsory (English with huffing, huff.c) */
    uint8_t all_squares;       /* every square played, pieces go along rows and columns (Turkish) */
    uint8_t no_reversal;       /* a capture may not turn 180 degrees between two jumps */
    uint8_t win_rule;          /* WIN_* */
    uint8_t endgame;           /* ENDGAME_*: which endgame draw rules apply (draws.c) */
    uint8_t settings;          /* SETTING_*: which of its rules a game may change */
    char capture_sep;          /* PDN capture separator; 0: 'x' (checkers__capture_sep) */
    uint8_t algebraic;         /* PDN writes squares as a1..h8 */
    uint8_t gen;               /* CHECKERS__GEN_*: the generator that plays the row */
    int16_t gametype;          /* PDN GameType, or lidraughts' number where PDN has none, or 0 */
    checkers_draw_rules draws; /* default draw settings */
    const char *start;         /* the start position as a FEN, when not men_rows of men */
} checkers__variant;

/*
 * The generators (gen*.c), each with its popcount twin where it has one
 * (position.c). A row names its own so that choosing costs a load per call;
 * tests/test_generators.c checks that it is the first, in order of
 * preference, whose fits entry admits the row (rules compiled in before rules
 * read from the row), so the name cannot drift from the rules. 0, the default:
 * the 8-column generator reading its rules from the row.
 */
#define CHECKERS__GEN_NONE 0 /* a row that names none: refused (variants.c), never defaulted */
#define CHECKERS__GEN_8 1
#define CHECKERS__GEN_8E 2  /* the English rules compiled in */
#define CHECKERS__GEN_8H 3  /* English with huffing */
#define CHECKERS__GEN_8T 4  /* all 64 squares (Turkish) */
#define CHECKERS__GEN_10 5  /* 10 columns, rules from the row */
#define CHECKERS__GEN_10F 6 /* the FMJD rules compiled in */
#define CHECKERS__GEN_10X 7 /* 10 columns, orthogonal captures (Frisian) */
#define CHECKERS__GEN_12 8  /* 12 columns */

/* The separator between the squares of a capture in the variant's move text. */
static inline char checkers__capture_sep(const checkers__variant *v)
{
    return v->capture_sep ? v->capture_sep : 'x';
}

/* Geometry (geometry.c). */
int checkers__squares(const checkers__variant *v);                   /* playing squares */
int checkers__square_to_bit(const checkers__variant *v, int square); /* -1 if none */
int checkers__bit_to_square(const checkers__variant *v, int bit);    /* 0 if ghost */
/*
 * Square numbers and bits by table: conversion runs for every square of every
 * move a game lists or plays. One table per square board width (8, 10, 12)
 * and numbering (geometry.c builds them from the same arithmetic as the
 * functions above): [bit] -> square number, 0 for a ghost bit or one past
 * the board; [square - 1] -> bit, 255 past the last square.
 */
extern const uint8_t checkers__square_of_bit[3][4][128] CHECKERS__HIDDEN;
extern const uint8_t checkers__bit_of_square[3][4][128] CHECKERS__HIDDEN;
static inline int checkers__table_index(const checkers__variant *v)
{
    if (v->rows != v->cols || (v->numbering & ~3) || v->all_squares)
        return -1;
    return v->cols == 8 ? 0 : v->cols == 10 ? 1 : v->cols == 12 ? 2 : -1;
}
/* The tables of a board, NULL for a board without them. */
static inline const uint8_t *checkers__square_table(const checkers__variant *v)
{
    int t = checkers__table_index(v);
    return t < 0 ? NULL : checkers__square_of_bit[t][v->numbering];
}
static inline const uint8_t *checkers__bit_table(const checkers__variant *v)
{
    int t = checkers__table_index(v);
    return t < 0 ? NULL : checkers__bit_of_square[t][v->numbering];
}
void checkers__bit_rowcol(const checkers__variant *v, int bit, int *row, int *col);
checkers__set checkers__row_mask(const checkers__variant *v, int row);
int checkers__step(const checkers__variant *v, int bit, int dir); /* neighbour or -1 */

static inline int checkers__set_has(const checkers__set *s, int bit)
{
    return (int)((s->w[bit >> 6] >> (bit & 63)) & 1u);
}
static inline void checkers__set_add(checkers__set *s, int bit)
{
    s->w[bit >> 6] |= (uint64_t)1 << (bit & 63);
}
static inline void checkers__set_del(checkers__set *s, int bit)
{
    s->w[bit >> 6] &= ~((uint64_t)1 << (bit & 63));
}
static inline int checkers__set_empty(const checkers__set *s)
{
    return (s->w[0] | s->w[1]) == 0;
}
static inline int checkers__set_equal(const checkers__set *a, const checkers__set *b)
{
    return a->w[0] == b->w[0] && a->w[1] == b->w[1];
}
int checkers__set_count(const checkers__set *s);
int checkers__ctz_set(const checkers__set *s); /* lowest member; s not empty */

/*
 * A legal move in internal squares. Routes are kept so that notation can
 * name every landing square.
 */
typedef struct {
    checkers__set captured;
    uint8_t from, to, flags, ncap, nsteps;
    uint8_t path[CHECKERS_MAX_CAPTURES];
    uint8_t caps[CHECKERS_MAX_CAPTURES];
} checkers__move;

/*
 * Move generation (gen8.c, gen8e.c, gen8t.c, gen10.c, gen10f.c, gen10x.c, gen12.c: one source,
 * gen_impl.h, per board width and for the commonest rule sets). Nothing here
 * allocates; the generator's move list lives on the stack.
 */
int checkers__perft(const checkers__variant *v, const checkers__pos *p, int depth, uint64_t *leaves,
                    void *scratch);
/*
 * Calls visit(ctx, index, move) for the first `limit` legal moves of p, in
 * list order (routes included), from one generation. Returns the number of
 * legal moves (all of them, not only those visited) or an error.
 */
typedef void (*checkers__visit)(void *ctx, int index, const checkers__move *m);
int checkers__each_move(const checkers__variant *v, const checkers__pos *p, int limit,
                        checkers__visit visit, void *ctx);
/* The same, after calling ends(ctx, index, from, to) for every legal move (one generation). */
typedef void (*checkers__ends)(void *ctx, int index, int from, int to);
int checkers__each_move_ends(const checkers__variant *v, const checkers__pos *p, int limit,
                             checkers__ends ends, checkers__visit visit, void *ctx);
/* The legal move at `index` of the list into *out, if any; returns the count or an error. */
int checkers__pick_move(const checkers__variant *v, const checkers__pos *p, int index,
                        checkers__move *out);
size_t checkers__perft_scratch_size(const checkers__variant *v, int depth);
/*
 * The first `cap` legal moves of p as public records (out may be NULL when
 * cap is 0); returns the number of legal moves or an error.
 */
int checkers__export_list(const checkers__variant *v, const checkers__pos *p, checkers_move *out,
                          int cap);
/* Whether from-to (bits) is a legal move that captures nothing: 1 with it in *out, else 0. */
int checkers__plain_move(const checkers__variant *v, const checkers__pos *p, int from, int to,
                         checkers__move *out);
/* The number of legal moves of p, or an error: cheaper than listing them. */
int checkers__count_moves(const checkers__variant *v, const checkers__pos *p);
/*
 * The legal move whose whole route is at[0..nsq-1] (internal bits: the start,
 * then every landing square), when matching the route against the list could
 * only find that move: 1 with it in *out; 0 when the full matching
 * (checkers__resolve) must decide; or an error.
 */
int checkers__find_route(const checkers__variant *v, const checkers__pos *p, const uint8_t *at,
                         int nsq, checkers__move *out);
/*
 * A legal move of one hop, as a game keeps its position's list between its calls: bits,
 * the move's CHECKERS_MOVE_* flags, and the captured bit (CHECKERS__BRIEF_NO_CAP: none).
 */
typedef struct {
    uint8_t from, to, flags, cap;
} checkers__brief;
#define CHECKERS__BRIEF_NO_CAP 0xff
/* checkers__brief_moves' answer for a list it does not write: too long, or a longer capture. */
#define CHECKERS__BRIEF_NONE (-1)
/*
 * The legal moves of p in list order, when there are at most cap and none takes more than
 * one piece: their number (0 included). Else CHECKERS__BRIEF_NONE, or an error.
 */
int checkers__brief_moves(const checkers__variant *v, const checkers__pos *p, checkers__brief *out,
                          int cap);
/*
 * Which rows a generator plays, as gen_impl.h derives it from the
 * instantiation's constants: a row fits when its fields from `rows` to
 * `all_squares` (16 bytes), masked by mask's, equal want's, and the processor
 * has what popcnt asks. want and mask name the board, capture_optional, the
 * rules the instantiation compiles in (booleans as 0 or 1), and zero for the
 * Frisian fields where it leaves them out; their other fields are unused.
 * tests/test_generators.c holds each row's CHECKERS__GEN_* against it.
 */
typedef struct {
    checkers__variant want, mask;
    uint8_t popcnt;
} checkers__gen_fit;

/*
 * One instantiation of the generator (gen_impl.h): a board width, and
 * possibly a rule set compiled in as constants. position.c calls through the
 * one a row names (CHECKERS__GEN_*); fits says which rows it could play.
 */
typedef struct {
    checkers__gen_fit fits;
    int (*perft)(const checkers__variant *v, const checkers__pos *p, int depth, uint64_t *leaves,
                 void *scratch);
    size_t (*move_size)(void);
    int (*each)(const checkers__variant *v, const checkers__pos *p, int limit, checkers__ends ends,
                checkers__visit visit, void *ctx);
    int (*pick)(const checkers__variant *v, const checkers__pos *p, int index, checkers__move *out);
    int (*count)(const checkers__variant *v, const checkers__pos *p);
    int (*plain)(const checkers__variant *v, const checkers__pos *p, int from, int to,
                 checkers__move *out);
    int (*export_list)(const checkers__variant *v, const checkers__pos *p, const uint8_t *sq,
                       checkers_move *out, int cap);
    int (*find)(const checkers__variant *v, const checkers__pos *p, const uint8_t *at, int nsq,
                checkers__move *out);
    /* NULL where the generator has none (gen_none.h): the list is not kept */
    int (*brief)(const checkers__variant *v, const checkers__pos *p, checkers__brief *out, int cap);
} checkers__gen_ops;
extern const checkers__gen_ops checkers__ops8 CHECKERS__HIDDEN;   /* 8 columns */
extern const checkers__gen_ops checkers__ops8e CHECKERS__HIDDEN;  /* 8, the English rules */
extern const checkers__gen_ops checkers__ops10 CHECKERS__HIDDEN;  /* 10 columns */
extern const checkers__gen_ops checkers__ops10f CHECKERS__HIDDEN; /* 10, the FMJD rules */
extern const checkers__gen_ops checkers__ops12 CHECKERS__HIDDEN;  /* 12 columns */
extern const checkers__gen_ops checkers__ops10x CHECKERS__HIDDEN; /* 10, orthogonal captures */
extern const checkers__gen_ops checkers__ops8h CHECKERS__HIDDEN;  /* 8, English, huffing */
extern const checkers__gen_ops checkers__ops8t CHECKERS__HIDDEN;  /* 8x8, all squares (Turkish) */
/* The same, for processors with a popcount instruction (bits.h: CHECKERS__POPCNT_TWIN). */
extern const checkers__gen_ops checkers__ops8p CHECKERS__HIDDEN;
extern const checkers__gen_ops checkers__ops8ep CHECKERS__HIDDEN;
extern const checkers__gen_ops checkers__ops10p CHECKERS__HIDDEN;
extern const checkers__gen_ops checkers__ops10fp CHECKERS__HIDDEN;

/* The caller's allocator after checking it, or the standard one when NULL (alloc.c). */
int32_t checkers__allocator_pick(const checkers_allocator *given, checkers_allocator *out);

/* Puts back the piece a huff took (position.c): on the pending huff's undo and a ply's unmake. */
void checkers__unhuff(checkers__pos *p, int side, int bit, int king);

/*
 * The king runs after a move, from those before it (Frisian): a plain king
 * move of the king that made the last run goes on with it, any other plain
 * king move starts one, anything else ends the mover's run; a side without
 * men keeps no run, and a run ends with its king. Shared by the generator's
 * copy-make and the game's make, so that both count alike.
 */
static inline void checkers__king_run_next(uint8_t run[2], uint8_t at[2], int mover, int from,
                                           int to, int plain_king, int king_taken, int mover_men,
                                           int other_men)
{
    if (plain_king && mover_men) {
        run[mover] = (uint8_t)(run[mover] && at[mover] == from ? run[mover] + 1 : 1);
        at[mover] = (uint8_t)to;
    } else {
        run[mover] = at[mover] = 0;
    }
    if (king_taken || !other_men)
        run[!mover] = at[!mover] = 0;
}
/* The runs of p after m (p before it), as the game keeps them. */
void checkers__king_run_after(const checkers__variant *v, const checkers__pos *before,
                              const checkers__move *m, checkers__pos *after);
/* The king of the side to move that may not make a plain move now, or -1. */
int checkers__frozen_king(const checkers__variant *v, const checkers__pos *p);

/*
 * Each generator by CHECKERS__GEN_*: [0] the generator, [1] its popcount twin
 * (itself when it has none or the twins are not compiled). position.c plays
 * a row with [gen][has popcount]; tests/test_generators.c checks each row's
 * against the generators' fits entries.
 */
extern const checkers__gen_ops *const checkers__generators[][2] CHECKERS__HIDDEN;
/* Whether the generator g could play the row v (its fits entry, from its own constants). */
int checkers__gen_fits(const checkers__gen_ops *g, const checkers__variant *v);
/*
 * The CHECKERS__GEN_* a row's rules call for: the first generator, in order of preference
 * (rules compiled in before rules read from the row), whose fits admits it. The table's rows
 * name it themselves; a game's row changed by a setting is given it again (game.c).
 */
int checkers__gen_choose(const checkers__variant *v);

/* Positions (position.c). */
/* Makes m on p; inline, as every move a game plays makes one. */
static inline void checkers__make(checkers__pos *p, const checkers__move *m)
{
    int s = p->side, f = m->from, t = m->to;
    checkers__set *mine = &p->men[s], *theirs = &p->men[!s];
    uint64_t king = ((p->kings.w[f >> 6] >> (f & 63)) & 1) |
                    ((m->flags & CHECKERS_MOVE_PROMOTES) ? 1u : 0u);
    for (int i = 0; i < 2; i++) {
        theirs->w[i] &= ~m->captured.w[i];
        p->kings.w[i] &= ~m->captured.w[i];
    }
    mine->w[f >> 6] &= ~((uint64_t)1 << (f & 63));
    p->kings.w[f >> 6] &= ~((uint64_t)1 << (f & 63));
    mine->w[t >> 6] |= (uint64_t)1 << (t & 63);
    p->kings.w[t >> 6] |= king << (t & 63);
    p->side = !s;
}
int checkers__crowning_row(const checkers__variant *v, int side); /* row index */
uint64_t checkers__hash(const checkers__variant *v, const checkers__pos *p);
/* The hash after m, from the hash before it: only the squares m changes. */
uint64_t checkers__hash_after(const checkers__variant *v, const checkers__pos *before,
                              const checkers__move *m, uint64_t hash);
/*
 * The Zobrist keys (position.c): [(side * 2 + king) * CHECKERS__MAX_BITS + square number] a
 * piece's, [CHECKERS__SIDE_KEY] White's turn's.
 */
#define CHECKERS__SIDE_KEY (4 * CHECKERS__MAX_BITS)
extern const uint64_t checkers__keys[4 * CHECKERS__MAX_BITS + 1] CHECKERS__HIDDEN;
/*
 * checkers__hash_after on a board with square tables (sq: checkers__square_table) and no
 * king runs; inline, as every move a game plays hashes one.
 */
static inline uint64_t checkers__hash_after_t(const uint8_t *sq, const checkers__pos *before,
                                              const checkers__move *m, uint64_t hash)
{
    const uint64_t *mine = checkers__keys + before->side * 2 * CHECKERS__MAX_BITS;
    const uint64_t *theirs = checkers__keys + !before->side * 2 * CHECKERS__MAX_BITS;
    int king = checkers__set_has(&before->kings, m->from);
    int crowned = king | ((m->flags & CHECKERS_MOVE_PROMOTES) != 0);
    hash ^= checkers__keys[CHECKERS__SIDE_KEY] ^ mine[king * CHECKERS__MAX_BITS + sq[m->from]] ^
            mine[crowned * CHECKERS__MAX_BITS + sq[m->to]];
    for (int i = 0; i < m->ncap; i++)
        hash ^= theirs[checkers__set_has(&before->kings, m->caps[i]) * CHECKERS__MAX_BITS +
                       sq[m->caps[i]]];
    return hash;
}

/* Conversion between internal moves and public records. */
void checkers__export_move(const checkers__variant *v, const checkers__pos *p,
                           const checkers__move *m, checkers_move *out);

/* Bounded text output (text.c): counts everything, stores what fits before the NUL. */
typedef struct {
    char *buf;
    size_t cap, len;
} checkers__out;
static inline void checkers__out_char(checkers__out *o, char c)
{
    if (o->len + 1 < o->cap)
        o->buf[o->len] = c;
    o->len++;
}
void checkers__out_uint(checkers__out *o, unsigned n);
void checkers__out_u64(checkers__out *o, uint64_t n);
void checkers__out_str(checkers__out *o, const char *s);
void checkers__out_int(checkers__out *o, int n);
int32_t checkers__out_finish(checkers__out *o); /* NUL-terminates; returns the full length */

#endif
