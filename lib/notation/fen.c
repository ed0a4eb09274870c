/* SPDX-License-Identifier: MIT */
/* PDN FEN: reading (ranges, kings, empty lists) and canonical writing; the start position. */
#include <string.h>

#include "core/core.h"
#include "notation/notation.h"

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Reads a square number; more than four digits is out of range anyway. */
static int read_number(const char **s)
{
    int n = 0, digits = 0;
    while (is_digit(**s)) {
        if (digits++ < 5)
            n = n * 10 + (**s - '0');
        (*s)++;
    }
    return digits == 0 ? -1 : digits > 4 ? 100000 : n;
}

static int32_t place(const checkers__variant *v, checkers__pos *p, checkers__set *seen, int side,
                     int king, int square)
{
    int bit = checkers__square_to_bit(v, square);
    if (bit < 0)
        return CHECKERS_E_FEN_SQUARE;
    if (checkers__set_has(seen, bit))
        return CHECKERS_E_FEN_DUPLICATE;
    checkers__set_add(seen, bit);
    checkers__set_add(&p->men[side], bit);
    if (king)
        checkers__set_add(&p->kings, bit);
    return 0;
}

/*
 * lidraughts' Frisian field "+<run><square>+<run><square>", Black's run
 * first: how many plain moves in a row the side's king on that square has
 * made ("+0" when none). The square is checked once the pieces are read.
 */
static int32_t read_runs(const checkers__variant *v, const char **s, checkers__pos *p)
{
    for (int side = 0; side < 2; side++) {
        if (**s != '+' || !is_digit((*s)[1]))
            return CHECKERS_E_FEN_SYNTAX;
        (*s)++;
        int run = *(*s)++ - '0', square = is_digit(**s) ? read_number(s) : 0;
        if (run > v->king_run_limit || (run > 0) != (square > 0))
            return CHECKERS_E_FEN_SYNTAX;
        int bit = run ? checkers__square_to_bit(v, square) : 0;
        if (bit < 0)
            return CHECKERS_E_FEN_SQUARE;
        p->king_run[side] = (uint8_t)run;
        p->king_run_at[side] = (uint8_t)bit;
    }
    return 0;
}

/* A run belongs to a king of its side. */
static int runs_fit(const checkers__pos *p)
{
    for (int side = 0; side < 2; side++)
        if (p->king_run[side] && (!checkers__set_has(&p->men[side], p->king_run_at[side]) ||
                                  !checkers__set_has(&p->kings, p->king_run_at[side])))
            return 0;
    return 1;
}

int32_t checkers__fen_read(const checkers__variant *v, const char *fen, int lenient,
                           checkers__pos *out)
{
    checkers__pos p;
    checkers__set seen = {{0, 0}};
    const char *s = fen;
    memset(&p, 0, sizeof p);
    while (is_space(*s) || *s == '"')
        s++;
    if (*s == 'W' || *s == 'w')
        p.side = 1;
    else if (*s == 'B' || *s == 'b')
        p.side = 0;
    else
        return *s == '\0' || *s == ':' ? CHECKERS_E_FEN_SYNTAX : CHECKERS_E_FEN_TURN;
    s++;
    while (*s == ':') {
        s++;
        int side;
        if (*s == 'W' || *s == 'w')
            side = 1;
        else if (*s == 'B' || *s == 'b')
            side = 0;
        else if (lenient && (*s == ':' || *s == '.' || *s == '\0'))
            continue; /* a block without colour or squares, as in problem sets' "W::." */
        else if ((*s == 'H' || *s == 'F') && is_digit(s[1])) {
            /* move counters some servers append (":H0:F1"): not part of the position */
            s++;
            read_number(&s);
            continue;
        } else if (*s == '+' && v->king_run_limit) {
            int32_t rc = read_runs(v, &s, &p);
            if (rc < 0)
                return rc;
            continue;
        } else
            return CHECKERS_E_FEN_SYNTAX;
        s++;
        if (*s == ':' || *s == '.' || *s == '\0' || *s == '"' || is_space(*s))
            continue; /* an empty list */
        for (;;) {
            int king = 0;
            if (*s == 'K' || *s == 'k') {
                king = 1;
                s++;
            }
            int a, b, algebraic = v->algebraic && *s >= 'a' && *s <= 'z';
            if (algebraic) {
                char file = *s++;
                int rank = read_number(&s);
                if (rank < 0)
                    return CHECKERS_E_FEN_SYNTAX;
                a = rank > 99 ? 0 : checkers__algebraic_square(v, file, rank);
                if (a == 0)
                    return CHECKERS_E_FEN_SQUARE;
            } else if ((a = read_number(&s)) < 0) {
                return CHECKERS_E_FEN_SYNTAX;
            }
            b = a;
            if (*s == '-' && !algebraic) { /* ranges are numeric only */
                s++;
                if ((b = read_number(&s)) < 0 || b < a)
                    return CHECKERS_E_FEN_SYNTAX;
            }
            if (b > checkers__squares(v) || a < 1)
                return CHECKERS_E_FEN_SQUARE;
            for (int sq = a; sq <= b; sq++) {
                int32_t rc = place(v, &p, &seen, side, king, sq);
                if (rc < 0)
                    return rc;
            }
            if (*s != ',')
                break;
            s++;
        }
    }
    if (*s == '.')
        s++;
    while (is_space(*s) || *s == '"')
        s++;
    if (*s != '\0' || !runs_fit(&p))
        return CHECKERS_E_FEN_SYNTAX;
    /* A man on its crowning row would have been crowned: no game reaches it (problem sets have some). */
    for (int side = 0; side < 2 && !lenient; side++) {
        checkers__set row = checkers__row_mask(v, checkers__crowning_row(v, side));
        for (int i = 0; i < 2; i++)
            if (row.w[i] & p.men[side].w[i] & ~p.kings.w[i])
                return CHECKERS_E_FEN_CROWNING_ROW;
    }
    *out = p;
    return 0;
}

int32_t checkers__fen_write(const checkers__variant *v, const checkers__pos *p, int algebraic,
                            char *buf, size_t cap)
{
    checkers__out o = {buf, cap, 0};
    int n = checkers__squares(v);
    checkers__out_char(&o, p->side ? 'W' : 'B');
    for (int side = 1; side >= 0; side--) {
        int comma = 0;
        checkers__out_str(&o, side ? ":W" : ":B");
        for (int sq = 1; sq <= n; sq++) {
            int bit = checkers__square_to_bit(v, sq);
            if (!checkers__set_has(&p->men[side], bit))
                continue;
            if (comma)
                checkers__out_char(&o, ',');
            if (checkers__set_has(&p->kings, bit))
                checkers__out_char(&o, 'K');
            checkers__out_square(&o, v, sq, algebraic);
            comma = 1;
        }
    }
    if (p->king_run[0] || p->king_run[1]) { /* lidraughts' field, only when a king has a run */
        checkers__out_char(&o, ':');
        for (int side = 0; side < 2; side++) {
            checkers__out_char(&o, '+');
            checkers__out_uint(&o, p->king_run[side]);
            if (p->king_run[side])
                checkers__out_uint(&o, (unsigned)checkers__bit_to_square(v, p->king_run_at[side]));
        }
    }
    return checkers__out_finish(&o);
}

void checkers__start_position(const checkers__variant *v, checkers__pos *p)
{
    /* A start given as a FEN is the row's own constant: it reads. */
    if (v->start && checkers__fen_read(v, v->start, 0, p) == 0)
        return;
    memset(p, 0, sizeof *p);
    for (int r = 0; r < v->men_rows; r++) {
        checkers__set top = checkers__row_mask(v, r);
        checkers__set bottom = checkers__row_mask(v, v->rows - 1 - r);
        for (int i = 0; i < 2; i++) {
            p->men[0].w[i] |= top.w[i];
            p->men[1].w[i] |= bottom.w[i];
        }
    }
    p->side = v->first == CHECKERS_BLACK ? 0 : 1;
}
