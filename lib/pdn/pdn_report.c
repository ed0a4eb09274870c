/* SPDX-License-Identifier: MIT */
/*
 * The PDN reader's errors: a game's first error recorded (where, which code, the
 * offending text) and said in words (checkers_pdn_error_message).
 */
#include <string.h>

#include "pdn/pdn_replay.h"

/*
 * Appends s[0..n-1], at most `most` bytes of it, to the text of *len bytes in
 * buf (capacity cap, kept NUL-terminated): whole UTF-8 characters, control
 * characters as spaces.
 */
void checkers__pdn_append(char *buf, size_t cap, size_t *len, const char *s, size_t n, size_t most)
{
    size_t keep = n < most ? n : most;
    if (keep > cap - 1 - *len)
        keep = cap - 1 - *len;
    if (keep < n) /* cut: not inside a character */
        while (keep > 0 && ((unsigned char)s[keep] & 0xC0) == 0x80)
            keep--;
    for (size_t i = 0; i < keep; i++)
        buf[(*len)++] = (unsigned char)s[i] < 0x20 ? ' ' : s[i];
    buf[*len] = '\0';
}

/* The error's text: at most 63 bytes, whole UTF-8 characters, no control characters. */
static void error_text(const char *text, size_t n, char *out)
{
    size_t len = 0;
    out[0] = '\0';
    checkers__pdn_append(out, sizeof((checkers_pdn_error *)0)->text, &len, text, n, n);
}

/* A message: before, the offending text (cut), after; into out (capacity cap). */
void checkers__pdn_compose(char *out, size_t cap, const char *before, const char *text, size_t n,
                           const char *after)
{
    size_t len = 0;
    out[0] = '\0';
    checkers__pdn_append(out, cap, &len, before, strlen(before), (size_t)-1);
    if (!(n == 1 && text[0] == '\0')) /* a NUL byte is named, not quoted */
        checkers__pdn_append(out, cap, &len, text, n, CHECKERS__PDN_MESSAGE_QUOTE);
    checkers__pdn_append(out, cap, &len, after, strlen(after), (size_t)-1);
}

/* The decimal digits of v in out (21 bytes hold any). */
static const char *decimal(uint64_t v, char out[21])
{
    char *p = out + 20;
    *p = '\0';
    do
        *--p = (char)('0' + v % 10);
    while ((v /= 10) > 0);
    return p;
}

static int32_t move_number(const checkers__pdn_scan *s, int32_t ply)
{
    if (s->number < 0)
        return 1 + ply / 2;
    int32_t later = ply - s->number_ply + (s->dots >= 3 ? 1 : 0);
    return s->number + (later > 0 ? later / 2 : 0);
}

/*
 * Records the game's first error (returns 0 if it had one); the rest of its
 * moves are skipped. The message is before + text + after; without them, the
 * text and what checkers_strerror says of the code.
 */
int checkers__pdn_report(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code, int32_t line,
                         int32_t col, const char *text, size_t n, const char *before,
                         const char *after)
{
    int32_t ply = r->game ? checkers_game_ply_count(r->game) : 0;
    if (s->errored)
        return 0;
    s->errored = 1;
    memset(&r->err, 0, sizeof r->err);
    r->err.code = code;
    r->err.line = line;
    r->err.column = col;
    r->err.ply = ply;
    r->err.move_number = move_number(s, ply);
    error_text(text, n, r->err.text);
    if (before) {
        checkers__pdn_compose(r->message, sizeof r->message, before, text, n, after ? after : "");
    } else {
        size_t len;
        checkers__pdn_compose(r->message, sizeof r->message,
                              code <= CHECKERS_E_MOVE_SYNTAX ? "the move " : "", text, n, ": ");
        len = strlen(r->message);
        checkers__pdn_append(r->message, sizeof r->message, &len, checkers_strerror(code),
                             strlen(checkers_strerror(code)), (size_t)-1);
    }
    return 1;
}

void checkers__pdn_report_tag(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                              const checkers__pdn_tag *t, const char *before, const char *after)
{
    const char *value = r->arena.buf + t->value;
    if (checkers__pdn_report(r, s, code, t->line, t->col, value, strlen(value), before, after))
        r->err.move_number = 0; /* not about a move */
}

int checkers__pdn_report_token(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                               const checkers__pdn_token *t, const char *before, const char *after)
{
    return checkers__pdn_report(r, s, code, t->line, t->col, r->text + t->all.start,
                                t->all.end - t->all.start, before, after);
}

/* A limit passed: the message names it. */
void checkers__pdn_report_limit(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                                int32_t line, int32_t col, const char *text, size_t n)
{
    char digits[21];
    int plies = code == CHECKERS_E_PDN_TOO_MANY_PLIES;
    const char *limit = decimal(plies ? (uint64_t)r->max_plies : r->max_game_bytes, digits);
    if (checkers__pdn_report(r, s, code, line, col, text, n, "", "")) {
        checkers__pdn_compose(r->message, sizeof r->message,
                              plies ? "the game has more plies than the reader's limit of "
                                    : "the game is longer than the reader's limit of ",
                              limit, strlen(limit),
                              plies ? " (checkers_pdn_reader_set_limits)"
                                    : " bytes (checkers_pdn_reader_set_limits)");
    }
}
