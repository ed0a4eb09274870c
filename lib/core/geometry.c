/* SPDX-License-Identifier: MIT */
/* Board geometry: PDN square numbers, the padded bit layout, rows and columns. */
#include "bits.h"
#include "core/core.h"

/*
 * Turkish (all_squares): a row is every square and a ghost bit, and square
 * numbers run row by row from White's side, a1 = 1 (core/core.h).
 */
int checkers__squares(const checkers__variant *v)
{
    return v->all_squares ? v->rows * v->cols : v->rows * v->cols / 2;
}

/* The playing squares of a row. */
static int row_length(const checkers__variant *v)
{
    return v->all_squares ? v->cols : v->cols / 2;
}

/* The bits of the board: where a row past the last would begin. */
static int layout_bits(const checkers__variant *v)
{
    return checkers__row_base(v->all_squares, row_length(v), v->rows);
}

static int bit_of(const checkers__variant *v, int r, int k)
{
    return checkers__row_base(v->all_squares, row_length(v), r) + k;
}

/*
 * The numbering: square numbers run along the rows of the board as PDN counts
 * them, from the top row and the left unless the row flips (NUM_ROW_FLIP: from
 * the bottom) or the file flips (NUM_FILE_FLIP: from the right). Written once
 * for the functions below and the tables (constant expressions, hence macros):
 * x of n counted from the other end when `flip`.
 */
#define GEO_FLIP(flip, n, x) ((flip) ? (n)-1 - (x) : (x))
#define GEO_ROW_FLIP(nf) ((nf)&CHECKERS__NUM_ROW_FLIP)
#define GEO_FILE_FLIP(nf) ((nf)&CHECKERS__NUM_FILE_FLIP)

/* Turkish's numbering: every row flips, no file does (a1 = 1 at the bottom left). */
static int numbering(const checkers__variant *v)
{
    return v->all_squares ? CHECKERS__NUM_ROW_FLIP : v->numbering;
}

static int square_to_bit_slow(const checkers__variant *v, int square)
{
    int h = row_length(v), nf = numbering(v);
    int r = (square - 1) / h, k = (square - 1) % h;
    return bit_of(v, GEO_FLIP(GEO_ROW_FLIP(nf), v->rows, r), GEO_FLIP(GEO_FILE_FLIP(nf), h, k));
}

/* Internal row (0 = top) and index within the row, or -1 for a ghost bit. */
static inline int row_index(const checkers__variant *v, int bit, int *k)
{
    int all = v->all_squares, h = row_length(v);
    if (bit < 0 || bit >= layout_bits(v) || CHECKERS__GHOST(all, h, bit))
        return -1;
    *k = CHECKERS__K_OF(all, h, bit);
    return CHECKERS__ROW_OF(all, h, bit);
}

static int bit_to_square_slow(const checkers__variant *v, int bit)
{
    int h = row_length(v), nf = numbering(v), k;
    int r = row_index(v, bit, &k);
    if (r < 0)
        return 0;
    return GEO_FLIP(GEO_ROW_FLIP(nf), v->rows, r) * h + GEO_FLIP(GEO_FILE_FLIP(nf), h, k) + 1;
}

/*
 * Square numbers and bits by table: conversion runs for every square of every
 * move a game lists or plays. One table per board width and numbering, built
 * by the compiler from the same arithmetic as the functions above (which
 * serve boards without a table).
 */
/* A square board of 2h rows of h squares: its bits, its squares. */
#define GEO_BITS(h) CHECKERS__ROW_BASE(0, h, 2 * (h))
#define GEO_FROW(h, nf, r) GEO_FLIP(GEO_ROW_FLIP(nf), 2 * (h), r)
#define GEO_FK(h, nf, k) GEO_FLIP(GEO_FILE_FLIP(nf), h, k)
#define GEO_SQ(h, nf, b) \
    (CHECKERS__GHOST(0, h, b) || (b) >= GEO_BITS(h) \
         ? 0 \
         : GEO_FROW(h, nf, CHECKERS__ROW_OF(0, h, b)) * (h) + \
               GEO_FK(h, nf, CHECKERS__K_OF(0, h, b)) + 1)
/* s is the square number less one */
#define GEO_BIT(h, nf, s) \
    ((s) >= 2 * (h) * (h) \
         ? 255 \
         : CHECKERS__ROW_BASE(0, h, GEO_FROW(h, nf, (s) / (h))) + GEO_FK(h, nf, (s) % (h)))
#define GEO_4(M, h, nf, i) M(h, nf, (i)), M(h, nf, (i) + 1), M(h, nf, (i) + 2), M(h, nf, (i) + 3)
#define GEO_16(M, h, nf, i) \
    GEO_4(M, h, nf, (i)), GEO_4(M, h, nf, (i) + 4), GEO_4(M, h, nf, (i) + 8), \
        GEO_4(M, h, nf, (i) + 12)
#define GEO_128(M, h, nf) \
    GEO_16(M, h, nf, 0), GEO_16(M, h, nf, 16), GEO_16(M, h, nf, 32), GEO_16(M, h, nf, 48), \
        GEO_16(M, h, nf, 64), GEO_16(M, h, nf, 80), GEO_16(M, h, nf, 96), GEO_16(M, h, nf, 112)
#define GEO_TABLES(M, h) \
    { \
        {GEO_128(M, h, 0)}, {GEO_128(M, h, 1)}, {GEO_128(M, h, 2)}, \
        { \
            GEO_128(M, h, 3) \
        } \
    }

const uint8_t checkers__square_of_bit[3][4][128] = {GEO_TABLES(GEO_SQ, 4), GEO_TABLES(GEO_SQ, 5),
                                                    GEO_TABLES(GEO_SQ, 6)};
const uint8_t checkers__bit_of_square[3][4][128] = {GEO_TABLES(GEO_BIT, 4), GEO_TABLES(GEO_BIT, 5),
                                                    GEO_TABLES(GEO_BIT, 6)};

int checkers__square_to_bit(const checkers__variant *v, int square)
{
    if (square < 1 || square > checkers__squares(v))
        return -1;
    const uint8_t *t = checkers__bit_table(v);
    return t ? t[square - 1] : square_to_bit_slow(v, square);
}

int checkers__bit_to_square(const checkers__variant *v, int bit)
{
    const uint8_t *t = checkers__square_table(v);
    if (!t)
        return bit_to_square_slow(v, bit);
    return bit >= 0 && bit < layout_bits(v) ? t[bit] : 0;
}

/* Inverted boards (no playing square at the near left) are mirrored inside. */
static int inverted(const checkers__variant *v)
{
    return !(v->numbering & CHECKERS__NUM_ROW_FLIP) != !(v->numbering & CHECKERS__NUM_FILE_FLIP);
}

void checkers__bit_rowcol(const checkers__variant *v, int bit, int *row, int *col)
{
    int k = 0;
    int r = row_index(v, bit, &k);
    int file = v->all_squares ? k : r % 2 == 0 ? 2 * k + 1 : 2 * k;
    *row = r;
    *col = inverted(v) ? v->cols - 1 - file : file;
}

checkers__set checkers__row_mask(const checkers__variant *v, int row)
{
    checkers__set s = {{0, 0}};
    for (int k = 0; k < row_length(v); k++)
        checkers__set_add(&s, bit_of(v, row, k));
    return s;
}

int checkers__step(const checkers__variant *v, int bit, int dir)
{
    int h = v->cols / 2, k, k2;
    if (v->all_squares) { /* 0 up, 1 left, 2 right, 3 down, as the generator's directions */
        static const int8_t unit[4] = {-1, 0, 0, 1};
        if (dir < 0 || dir > 3 || row_index(v, bit, &k) < 0)
            return -1;
        int t = bit + unit[dir] * (v->cols + 1) + (dir == 1 ? -1 : dir == 2 ? 1 : 0);
        return row_index(v, t, &k2) < 0 ? -1 : t;
    }
    if (dir >= 4) { /* along a row (4 left, 5 right) or a column (6 up, 7 down) */
        static const int8_t sign[4] = {-1, 1, -1, 1};
        int t = bit + sign[dir - 4] * (dir < 6 ? 1 : 2 * h + 1);
        int r = row_index(v, bit, &k), r2 = row_index(v, t, &k2);
        return r < 0 || r2 < 0 || (dir < 6 && r2 != r) ? -1 : t;
    }
    static const int8_t sign[4] = {-1, -1, 1, 1};
    int dist = (dir == 0 || dir == 3) ? h + 1 : h;
    int t = bit + sign[dir] * dist;
    return row_index(v, t, &k) < 0 ? -1 : t;
}

int checkers__set_count(const checkers__set *s)
{
    return checkers__pop64(s->w[0]) + checkers__pop64(s->w[1]);
}

int checkers__ctz_set(const checkers__set *s)
{
    return s->w[0] ? checkers__ctz64(s->w[0]) : 64 + checkers__ctz64(s->w[1]);
}
