/* SPDX-License-Identifier: MIT */
/* PDN lexing: tokens, the words of the movetext, and move texts as routes of squares. */
#include <string.h>

#include "rules/rules.h"
#include "notation/notation.h"
#include "pdn/pdn.h"

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

static int is_digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

/* Characters that end a word; '!', '?' and '*' do not (they are suffixes). */
static int is_delimiter(unsigned char c)
{
    return is_space(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == '(' || c == ')' ||
           c == '$' || c == '"' || c == '\0';
}

/* Steps the cursor over one byte, counting lines, and columns in UTF-8 characters (saturating). */
static void advance(const char *text, checkers__pdn_cursor *c)
{
    unsigned char ch = (unsigned char)text[c->pos++];
    if (ch == '\n') {
        c->line += c->line < INT32_MAX;
        c->col = 1;
    } else if ((ch & 0xC0) != 0x80) {
        c->col += c->col < INT32_MAX;
    }
}

static void advance_to(const char *text, checkers__pdn_cursor *c, size_t pos)
{
    while (c->pos < pos)
        advance(text, c);
}

/* The end of the line that pos is on (the offset of its '\n', or len). */
static size_t line_end(const char *text, size_t len, size_t pos)
{
    const char *nl = pos < len ? memchr(text + pos, '\n', len - pos) : NULL;
    return nl ? (size_t)(nl - text) : len;
}

static int is_identifier(const char *s, size_t n)
{
    if (n == 0 || s[0] < 'A' || s[0] > 'Z')
        return 0;
    for (size_t i = 1; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!(c == '_' || is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            return 0;
    }
    return 1;
}

static int on_line(const char *text, size_t len, size_t p)
{
    return p < len && text[p] != '\n';
}

/* A tag that cannot be read: it takes the rest of its line. */
static void bad_tag(const char *text, size_t len, size_t p, checkers__pdn_token *t)
{
    t->kind = CHECKERS__PDN_BAD;
    t->all.end = line_end(text, len, p);
}

/*
 * A tag on one line: [Name "value"]. Off the grammar but readable: a lower
 * case name, an unquoted value, quotes inside the value left unescaped.
 * A well-formed tag never looks past its ']': on a line of many tags, finding
 * the line's end for each would take time quadratic in the line.
 */
static void lex_tag(const char *text, size_t len, checkers__pdn_token *t)
{
    size_t p = t->all.start + 1;
    while (on_line(text, len, p) && (text[p] == ' ' || text[p] == '\t'))
        p++;
    t->a.start = p;
    while (on_line(text, len, p) && !is_space((unsigned char)text[p]) && text[p] != '"' &&
           text[p] != ']')
        p++;
    t->a.end = p;
    while (on_line(text, len, p) && (text[p] == ' ' || text[p] == '\t'))
        p++;
    if (t->a.end == t->a.start) {
        bad_tag(text, len, p, t);
        return;
    }
    t->lenient_only = !is_identifier(text + t->a.start, t->a.end - t->a.start);
    if (on_line(text, len, p) && text[p] == '"') {
        size_t q = p + 1;
        while (on_line(text, len, q) && text[q] != '"')
            q += text[q] == '\\' && on_line(text, len, q + 1) ? 2 : 1;
        if (on_line(text, len, q)) {
            size_t r = q + 1;
            while (on_line(text, len, r) && (text[r] == ' ' || text[r] == '\t'))
                r++;
            if (on_line(text, len, r) && text[r] == ']') {
                t->b.start = p + 1;
                t->b.end = q;
                t->all.end = r + 1;
                t->kind = CHECKERS__PDN_TAG;
                return;
            }
        }
        /* Unescaped quotes inside: the value runs to the last quote before the last ']'. */
        size_t eol = line_end(text, len, p), close = eol;
        while (close > p && text[close - 1] != ']')
            close--;
        size_t last = close > p ? close - 1 : p;
        while (last > p && text[last] != '"')
            last--;
        if (last <= p) {
            bad_tag(text, len, p, t);
            return;
        }
        t->b.start = p + 1;
        t->b.end = last;
        t->all.end = close;
        t->kind = CHECKERS__PDN_TAG;
        t->lenient_only = 1;
        return;
    }
    /* An unquoted value up to the ']'. */
    size_t close = p;
    while (on_line(text, len, close) && text[close] != ']')
        close++;
    if (!on_line(text, len, close)) {
        bad_tag(text, len, p, t);
        return;
    }
    size_t end = close;
    while (end > p && (text[end - 1] == ' ' || text[end - 1] == '\t'))
        end--;
    t->b.start = p;
    t->b.end = end;
    t->all.end = close + 1;
    t->kind = CHECKERS__PDN_TAG;
    t->lenient_only = 1;
}

/* A comment; braces inside nest (PDN 3.0 has no nesting: that is lenient only). */
static void lex_comment(const char *text, size_t len, checkers__pdn_token *t)
{
    size_t p = t->all.start + 1;
    int depth = 1;
    t->a.start = p;
    for (; p < len; p++) {
        if (text[p] == '{') {
            depth++;
            t->lenient_only = 1;
        } else if (text[p] == '}' && --depth == 0) {
            t->a.end = p;
            t->all.end = p + 1;
            t->kind = CHECKERS__PDN_COMMENT;
            return;
        }
    }
    t->kind = CHECKERS__PDN_BAD;
    t->all.end = len;
}

void checkers__pdn_lex(const char *text, size_t len, checkers__pdn_cursor *c,
                       checkers__pdn_token *t)
{
    memset(t, 0, sizeof *t);
    t->spaced = c->pos == 0;
    /* A UTF-8 byte order mark at the start is not text. */
    if (c->pos == 0 && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        c->pos = 3;
    for (;;) {
        while (c->pos < len && is_space((unsigned char)text[c->pos])) {
            advance(text, c);
            t->spaced = 1;
        }
        if (c->pos < len && text[c->pos] == '%') {
            advance_to(text, c, line_end(text, len, c->pos));
            t->spaced = 1;
            continue;
        }
        break;
    }
    size_t p = c->pos;
    t->all.start = t->all.end = p;
    t->line = c->line;
    t->col = c->col;
    if (p >= len) {
        t->kind = CHECKERS__PDN_EOF;
        return;
    }
    unsigned char ch = (unsigned char)text[p];
    t->all.end = p + 1;
    switch (ch) {
    case '[':
        lex_tag(text, len, t);
        break;
    case '{':
        lex_comment(text, len, t);
        break;
    case '(': {
        size_t q = p + 1;
        while (q < len && (text[q] == '!' || text[q] == '?'))
            q++;
        if (q > p + 1 && q < len && text[q] == ')') {
            t->kind = CHECKERS__PDN_STRENGTH;
            t->all.end = q + 1;
        } else {
            t->kind = CHECKERS__PDN_LPAREN;
        }
        break;
    }
    case ')':
        t->kind = CHECKERS__PDN_RPAREN;
        break;
    case '*':
        t->kind = CHECKERS__PDN_STAR;
        break;
    case '$': {
        size_t q = p + 1;
        while (q < len && is_digit((unsigned char)text[q]))
            q++;
        t->kind = q > p + 1 ? CHECKERS__PDN_NAG : CHECKERS__PDN_BAD;
        t->all.end = q;
        break;
    }
    case '/': {
        const char *close = p + 1 < len ? memchr(text + p + 1, '/', len - p - 1) : NULL;
        if (close) {
            t->kind = CHECKERS__PDN_SETUP;
            t->a.start = p + 1;
            t->a.end = (size_t)(close - text);
            t->all.end = t->a.end + 1;
        } else {
            t->kind = CHECKERS__PDN_BAD;
        }
        break;
    }
    case '!':
    case '?': {
        size_t q = p;
        while (q < len && (text[q] == '!' || text[q] == '?'))
            q++;
        t->kind = CHECKERS__PDN_STRENGTH;
        t->all.end = q;
        break;
    }
    case ']':
    case '}':
    case '"':
    case '\0': /* not text: a move must not be read up to it and the rest ignored */
        t->kind = CHECKERS__PDN_BAD;
        break;
    default: {
        size_t q = p;
        while (q < len && !is_delimiter((unsigned char)text[q]))
            q++;
        t->kind = CHECKERS__PDN_WORD;
        t->all.end = q;
        break;
    }
    }
    advance_to(text, c, t->all.end);
}

/* ------------------------------------------------------------- words */

static int is_file(char c)
{
    return c >= 'a' && c <= 'l';
}

int checkers__pdn_ends_with_separator(const char *s, size_t n)
{
    return n > 0 && checkers__is_move_separator(s[n - 1]);
}

int checkers__pdn_starts_with_separator(const char *s, size_t n)
{
    return n > 0 && checkers__is_move_separator(s[0]);
}

int checkers__pdn_is_square(const char *s, size_t n)
{
    size_t i = n > 0 && is_file(s[0]) ? 1 : 0;
    if (i == n)
        return 0;
    for (; i < n; i++)
        if (!is_digit((unsigned char)s[i]))
            return 0;
    return 1;
}

void checkers__pdn_word_read(const char *text, size_t start, size_t end, checkers__pdn_word *w)
{
    const char *s = text + start;
    size_t n = end - start, i = 0;
    memset(w, 0, sizeof *w);
    w->number = -1;
    if ((w->result = checkers__pdn_result_of(s, n)) >= 0) {
        w->kind = CHECKERS__PDN_W_RESULT;
        return;
    }
    /* "…" is one character for "...". */
    if (n == 3 && memcmp(s, "\xE2\x80\xA6", 3) == 0) {
        w->kind = CHECKERS__PDN_W_ELLIPSIS;
        return;
    }
    while (i < n && is_digit((unsigned char)s[i]))
        i++;
    if (i > 0 && i < n && s[i] == '.') {
        int32_t number = 0;
        for (size_t k = 0; k < i; k++)
            number = number < 100000 ? number * 10 + (s[k] - '0') : number;
        w->number = number;
        while (i < n && s[i] == '.') {
            i++;
            w->number_dots += w->number_dots < 1000;
        }
        if (i == n) {
            w->kind = CHECKERS__PDN_W_NUMBER;
            return;
        }
        s += i;
        n -= i;
        start += i;
    } else if (i == 0 && n > 0 && s[0] == '.') {
        while (i < n && s[i] == '.')
            i++;
        if (i == n) {
            w->kind = CHECKERS__PDN_W_ELLIPSIS;
            w->number_dots = n < 1000 ? (int)n : 1000;
            return;
        }
    }
    /* The move, then its strength: "32-28!?", "11-15*" (a forced-move mark). */
    size_t body = n;
    while (body > 0 && (s[body - 1] == '!' || s[body - 1] == '?' || s[body - 1] == '*')) {
        if (s[body - 1] == '*')
            w->star_suffix = 1;
        else
            w->strength = 1;
        body--;
    }
    w->kind = CHECKERS__PDN_W_MOVE;
    w->move_start = start;
    w->move_end = start + body;
}

/* ------------------------------------------------------------ routes */

void checkers__pdn_squares_init(checkers__pdn_squares *sq, const checkers_game *game, int32_t first)
{
    int32_t count = checkers_game_square_count(game);
    memset(sq, 0, sizeof *sq);
    for (int32_t n = 1; n <= count; n++) {
        int32_t row, col, rows, cols, file, rank;
        if (checkers_game_square_position(game, n, &row, &col, &rows, &cols) != 0)
            return;
        if (rows > CHECKERS__PDN_FILES || cols > CHECKERS__PDN_FILES)
            return;
        /* a1 is the near left corner of the side that moves first. */
        file = first == CHECKERS_WHITE ? col : cols - 1 - col;
        rank = first == CHECKERS_WHITE ? rows - 1 - row : row;
        sq->number[file][rank] = (uint8_t)n;
    }
    sq->ok = 1;
}

static int32_t read_square(const char *s, size_t n, size_t *i, const checkers__pdn_squares *sq,
                           checkers__pdn_route *out, int32_t *square)
{
    char file;
    int32_t value;
    size_t start = *i;
    int digits = checkers__scan_square(s, n, i, 1, &file, &value);
    *square = 0;
    if (file && (!is_file(file) || !sq || !sq->ok))
        return CHECKERS_E_MOVE_SYNTAX;
    if (digits == 0)
        return CHECKERS_E_MOVE_SYNTAX;
    if (file) {
        out->algebraic = 1;
        if (value < 1 || value > CHECKERS__PDN_FILES || sq->number[file - 'a'][value - 1] == 0)
            return CHECKERS_E_MOVE_SQUARE;
        value = sq->number[file - 'a'][value - 1];
    } else if (s[start] == '0') {
        out->leading_zero = 1;
    }
    *square = digits > 5 ? 100000 : value;
    return 0;
}

int32_t checkers__pdn_route_read(const char *s, size_t n, const checkers__pdn_squares *sq,
                                 checkers__pdn_route *out)
{
    size_t i = 0;
    int32_t rc, bad = 0;
    memset(out, 0, sizeof *out);
    for (;;) {
        int32_t square = 0;
        if (out->n == CHECKERS_MAX_CAPTURES + 2)
            return CHECKERS_E_MOVE_SYNTAX;
        rc = read_square(s, n, &i, sq, out, &square);
        if (rc == CHECKERS_E_MOVE_SYNTAX)
            return rc;
        bad |= rc;
        out->sq[out->n++] = square;
        size_t before = i;
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i == n)
            break;
        out->spaces |= i > before;
        if (checkers__is_move_separator(s[i])) {
            out->sep[out->n - 1] = s[i++];
        } else if (!(out->algebraic && i == before && is_file(s[i]))) {
            /* Only algebraic squares may follow each other without a separator ("a3b4"). */
            return CHECKERS_E_MOVE_SYNTAX;
        }
        before = i;
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        out->spaces |= i > before;
    }
    if (out->n < 2)
        return CHECKERS_E_MOVE_SYNTAX;
    return bad ? CHECKERS_E_MOVE_SQUARE : 0;
}

void checkers__pdn_route_text(const checkers__pdn_route *r, char *buf, size_t cap)
{
    checkers__out o = {buf, cap, 0};
    for (int i = 0; i < r->n; i++) {
        if (i > 0)
            checkers__out_char(&o, r->sep[i - 1] ? r->sep[i - 1] : '-');
        checkers__out_uint(&o, (unsigned)(r->sq[i] > 99999 ? 99999 : r->sq[i]));
    }
    /* A route that does not fit is not written at all, rather than cut. */
    if (checkers__out_finish(&o) >= (int32_t)cap && cap > 0)
        buf[0] = '\0';
}

int checkers__pdn_route_fits(const checkers__pdn_route *r, const checkers_move *m)
{
    uint8_t sq[CHECKERS_MAX_CAPTURES + 2];
    if (r->n > (int)sizeof sq)
        return 0;
    for (int i = 0; i < r->n; i++) {
        if (r->sq[i] < 0 || r->sq[i] > 255)
            return 0; /* no square of a move */
        sq[i] = (uint8_t)r->sq[i];
    }
    return checkers__route_fits(sq, r->n, m->from, m->to, m->path, m->steps);
}
