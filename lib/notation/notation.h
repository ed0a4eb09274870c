/* SPDX-License-Identifier: MIT */
/*
 * notation/: squares, moves and positions as text: square names, move text read and
 * written, FEN. Nothing here is exported.
 */
#ifndef CHECKERS_NOTATION_NOTATION_H
#define CHECKERS_NOTATION_NOTATION_H

#include "rules/rules.h"

/* Algebraic square names (move_text.c): returns the square number, or 0. */
int checkers__algebraic_square(const checkers__variant *v, char file, int rank);
void checkers__out_square(checkers__out *o, const checkers__variant *v, int square, int algebraic);

/* FEN (fen.c). */
/* lenient: also men on their crowning row, and empty colour blocks (PDN problem sets). */
int32_t checkers__fen_read(const checkers__variant *v, const char *fen, int lenient,
                           checkers__pos *out);
/* The start position (fen.c): the row's FEN, or its men rows. */
void checkers__start_position(const checkers__variant *v, checkers__pos *p);
int32_t checkers__fen_write(const checkers__variant *v, const checkers__pos *p, int algebraic,
                            char *buf, size_t cap);

/* Move text (move_text.c). */
int32_t checkers__parse_text(const checkers__variant *v, const char *text, checkers__proposal *out);
/*
 * Reads one square as move text writes it, from s[*i] up to s[n - 1] or a NUL:
 * a lowercase file letter when `letters` (*file gets it, else 0), then
 * digits (*value, saturating past five digits). Returns the number of digits;
 * 0 means no square was there (*i may have moved past a letter). The callers
 * (move text, PDN routes) turn the letter and number into a square their way.
 */
int checkers__scan_square(const char *s, size_t n, size_t *i, int letters, char *file,
                          int32_t *value);
/* What PDN move text separates squares with: '-' (a move), 'x', 'X' or ':' (a capture). */
static inline int checkers__is_move_separator(char c)
{
    return c == '-' || c == 'x' || c == 'X' || c == ':';
}
/* A move's squares: every landing square when `full`, else only start and end. */
void checkers__out_route(checkers__out *o, const checkers__variant *v, const checkers__move *m,
                         int full, int algebraic);
int32_t checkers__write_move(const checkers__variant *v, const checkers__pos *p,
                             const checkers__move *m, uint32_t flags, int algebraic, char *buf,
                             size_t cap);

#endif
