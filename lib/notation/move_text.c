/* SPDX-License-Identifier: MIT */
/* Move text: reading "11-15", "15x24", "1x10x19" and writing the PDN form. */
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"
#include "notation/notation.h"

int checkers__algebraic_square(const checkers__variant *v, char file, int rank)
{
    int col = file - 'a', row = v->rows - rank;
    if (col < 0 || col >= v->cols || row < 0 || row >= v->rows)
        return 0;
    for (int sq = 1; sq <= checkers__squares(v); sq++) {
        int r, c;
        checkers__bit_rowcol(v, checkers__square_to_bit(v, sq), &r, &c);
        if (r == row && c == col)
            return sq;
    }
    return 0; /* a light square */
}

void checkers__out_square(checkers__out *o, const checkers__variant *v, int square, int algebraic)
{
    if (!algebraic) {
        checkers__out_uint(o, (unsigned)square);
        return;
    }
    int r, c;
    checkers__bit_rowcol(v, checkers__square_to_bit(v, square), &r, &c);
    checkers__out_char(o, (char)('a' + c));
    checkers__out_uint(o, (unsigned)(v->rows - r));
}

int checkers__scan_square(const char *s, size_t n, size_t *i, int letters, char *file,
                          int32_t *value)
{
    int digits = 0;
    *file = 0;
    *value = 0;
    if (letters && *i < n && s[*i] >= 'a' && s[*i] <= 'z')
        *file = s[(*i)++];
    for (; *i < n && s[*i] >= '0' && s[*i] <= '9'; (*i)++)
        if (digits++ < 5)
            *value = *value * 10 + (s[*i] - '0');
    return digits;
}

/* Reads one square, numeric ("11", "07") or, where the variant uses it, algebraic ("c3"). */
static int read_square(const checkers__variant *v, const char **s, int *bad)
{
    size_t i = 0;
    char file;
    int32_t n;
    int digits = checkers__scan_square(*s, SIZE_MAX, &i, v->algebraic, &file, &n);
    *s += i;
    if (digits == 0)
        return -1;
    if (file) {
        n = digits > 2 ? 0 : checkers__algebraic_square(v, file, n);
        if (n == 0)
            *bad = 1;
        return n;
    }
    if (digits > 4 || n < 1 || n > checkers__squares(v))
        *bad = 1;
    return n > 255 ? 255 : n;
}

int32_t checkers__parse_text(const checkers__variant *v, const char *text, checkers__proposal *out)
{
    const char *s = text;
    int bad_square = 0;
    memset(out, 0, sizeof *out);
    while (*s == ' ' || *s == '\t')
        s++;
    for (;;) {
        int n = read_square(v, &s, &bad_square);
        if (n < 0 || out->nsq == CHECKERS_MAX_CAPTURES + 1)
            return CHECKERS_E_MOVE_SYNTAX;
        out->sq[out->nsq++] = (uint8_t)n;
        while (*s == ' ' || *s == '\t')
            s++;
        if (!checkers__is_move_separator(*s))
            break;
        if (*s != '-')
            out->capture = 1;
        s++;
        while (*s == ' ' || *s == '\t')
            s++;
    }
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
        s++;
    if (*s != '\0' || out->nsq < 2)
        return CHECKERS_E_MOVE_SYNTAX;
    return bad_square ? CHECKERS_E_MOVE_SQUARE : 0;
}

typedef struct {
    const checkers__move *m;
    int n;
} ends_ctx;

static void count_same_ends(void *ctx, int index, int from, int to)
{
    ends_ctx *e = ctx;
    (void)index;
    e->n += from == e->m->from && to == e->m->to;
}

/* How many legal moves share this move's start and end squares (their routes are not needed). */
static int same_ends(const checkers__variant *v, const checkers__pos *p, const checkers__move *m)
{
    ends_ctx e = {m, 0};
    int total = checkers__each_move_ends(v, p, 0, count_same_ends, NULL, &e);
    return total < 0 ? total : e.n;
}

void checkers__out_route(checkers__out *o, const checkers__variant *v, const checkers__move *m,
                         int full, int algebraic)
{
    char sep = m->ncap ? checkers__capture_sep(v) : '-';
    const uint8_t *t = checkers__square_table(v);
    if (t && !algebraic) { /* the common case, without a call per square */
        checkers__out_uint(o, t[m->from]);
        for (int i = 0; full && i + 1 < m->nsteps; i++) {
            checkers__out_char(o, sep);
            checkers__out_uint(o, t[m->path[i]]);
        }
        checkers__out_char(o, sep);
        checkers__out_uint(o, t[m->to]);
        return;
    }
    checkers__out_square(o, v, checkers__bit_to_square(v, m->from), algebraic);
    if (full)
        for (int i = 0; i + 1 < m->nsteps; i++) {
            checkers__out_char(o, sep);
            checkers__out_square(o, v, checkers__bit_to_square(v, m->path[i]), algebraic);
        }
    checkers__out_char(o, sep);
    checkers__out_square(o, v, checkers__bit_to_square(v, m->to), algebraic);
}

int32_t checkers__write_move(const checkers__variant *v, const checkers__pos *p,
                             const checkers__move *m, uint32_t flags, int algebraic, char *buf,
                             size_t cap)
{
    checkers__out o = {buf, cap, 0};
    int full = m->ncap && m->nsteps > 1;
    if (full && !(flags & CHECKERS_TEXT_FULL_ROUTE)) {
        int n = same_ends(v, p, m);
        if (n < 0)
            return n;
        full = n > 1;
    }
    checkers__out_route(&o, v, m, full, algebraic);
    return checkers__out_finish(&o);
}
