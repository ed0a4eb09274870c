/* Board geometry: PDN square numbers, the padded bit layout, rows and columns. */
#include "bits.h"
#include "internal.h"

int checkers__squares(const checkers__variant *v)
{
    return v->rows * v->cols / 2;
}

int checkers__bits(const checkers__variant *v)
{
    return (v->rows / 2) * (v->cols + 1);
}

static int bit_of(const checkers__variant *v, int r, int k)
{
    int h = v->cols / 2;
    return (r / 2) * (2 * h + 1) + (r % 2) * h + k;
}

int checkers__square_to_bit(const checkers__variant *v, int square)
{
    int h = v->cols / 2;
    if (square < 1 || square > checkers__squares(v))
        return -1;
    int r = (square - 1) / h, k = (square - 1) % h;
    if (v->numbering & NUM_ROW_FLIP)
        r = v->rows - 1 - r;
    if (v->numbering & NUM_FILE_FLIP)
        k = h - 1 - k;
    return bit_of(v, r, k);
}

/* Internal row (0 = top) and index within the row, or -1 for a ghost bit. */
static int row_index(const checkers__variant *v, int bit, int *k)
{
    int h = v->cols / 2;
    if (bit < 0 || bit >= checkers__bits(v))
        return -1;
    int pair = bit / (2 * h + 1), rem = bit % (2 * h + 1);
    if (rem == 2 * h)
        return -1;
    *k = rem % h;
    return 2 * pair + (rem >= h);
}

int checkers__bit_to_square(const checkers__variant *v, int bit)
{
    int h = v->cols / 2, k;
    int r = row_index(v, bit, &k);
    if (r < 0)
        return 0;
    if (v->numbering & NUM_ROW_FLIP)
        r = v->rows - 1 - r;
    if (v->numbering & NUM_FILE_FLIP)
        k = h - 1 - k;
    return r * h + k + 1;
}

/* Inverted boards (no playing square at the near left) are mirrored inside. */
static int inverted(const checkers__variant *v)
{
    return !(v->numbering & NUM_ROW_FLIP) != !(v->numbering & NUM_FILE_FLIP);
}

void checkers__bit_rowcol(const checkers__variant *v, int bit, int *row, int *col)
{
    int k = 0;
    int r = row_index(v, bit, &k);
    int file = r % 2 == 0 ? 2 * k + 1 : 2 * k;
    *row = r;
    *col = inverted(v) ? v->cols - 1 - file : file;
}

checkers__set checkers__row_mask(const checkers__variant *v, int row)
{
    checkers__set s = {{0, 0}};
    for (int k = 0; k < v->cols / 2; k++)
        checkers__set_add(&s, bit_of(v, row, k));
    return s;
}

checkers__set checkers__board_mask(const checkers__variant *v)
{
    checkers__set s = {{0, 0}};
    for (int r = 0; r < v->rows; r++) {
        checkers__set row = checkers__row_mask(v, r);
        s.w[0] |= row.w[0];
        s.w[1] |= row.w[1];
    }
    return s;
}

int checkers__step(const checkers__variant *v, int bit, int dir)
{
    int h = v->cols / 2, k;
    static const int8_t sign[4] = {-1, -1, 1, 1};
    int dist = (dir == 0 || dir == 3) ? h + 1 : h;
    int t = bit + sign[dir] * dist;
    return row_index(v, t, &k) < 0 ? -1 : t;
}

int checkers__set_count(const checkers__set *s)
{
    int n = 0;
    for (int i = 0; i < 2; i++)
        for (uint64_t w = s->w[i]; w; w &= w - 1)
            n++;
    return n;
}

int checkers__ctz_set(const checkers__set *s)
{
    return s->w[0] ? checkers__ctz64(s->w[0]) : 64 + checkers__ctz64(s->w[1]);
}
