/* SPDX-License-Identifier: MIT */
/* The PDN reader: games one at a time, every move checked as it is read. */
#include <string.h>

#include "internal.h"
#include "pdn.h"

/* How far the reader replays ahead to decide an ambiguous short capture. */
#define LOOKAHEAD_PLIES 64

/* Where the movetext reader stands within a game. */
typedef struct {
    checkers__pdn_cursor cur;
    size_t start;                      /* where the game's text begins */
    int over_length;                   /* past the reader's byte limit: nothing more is kept */
    int32_t depth;                     /* variations open */
    int32_t var_line, var_col;         /* where the outermost one opened */
    checkers__pdn_span var_span;
    int32_t number, number_ply, dots;  /* the last move number seen, -1 if none */
    int content;                       /* anything but comments and a terminator */
    int after_move;                    /* the previous token was a move */
    int errored;                       /* the game's error is known: moves are skipped */
    int32_t terminator;                /* CHECKERS_PDN_* written at the end, -1 if none */
    checkers__pdn_token term;          /* that terminator */
    checkers__pdn_token setup;         /* STEP_SETUP: the /.../ token */
    int separator_missing;             /* strict: reported already */
} scan;

/* A move as written: one word, or (lenient) several joined ("1- 7"). */
typedef struct {
    checkers__pdn_span span;
    int32_t line, col;
    char text[PDN_MOVE_TEXT_MAX];
    size_t len;
    int joined;   /* written with spaces inside */
    int too_long; /* longer than any move: text is cut */
} move_token;

/* Something wrong in the movetext, not a move: where, and the code. */
typedef struct {
    int32_t code, line, col;
    checkers__pdn_span span;
    const char *before, *after; /* the error in words, around the token's text */
} problem;

enum { STEP_MOVE, STEP_END, STEP_SETUP, STEP_ERROR };

/* play(): the word was the Result tag's value, not a move (lenient). */
#define PLAYED_TERMINATOR 1

static int strict(const checkers_pdn_reader *r)
{
    return (r->flags & CHECKERS_PDN_STRICT) != 0;
}

/* ------------------------------------------------------------ errors */

/*
 * Appends s[0..n-1], at most `most` bytes of it, to the text of *len bytes in
 * buf (capacity cap, kept NUL-terminated): whole UTF-8 characters, control
 * characters as spaces.
 */
static void append(char *buf, size_t cap, size_t *len, const char *s, size_t n, size_t most)
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
    append(out, sizeof ((checkers_pdn_error *)0)->text, &len, text, n, n);
}

/* The longest piece of the offending text a message quotes. */
#define MESSAGE_QUOTE 96

/* A message: before, the offending text (cut), after; into out (capacity cap). */
static void compose(char *out, size_t cap, const char *before, const char *text, size_t n,
                    const char *after)
{
    size_t len = 0;
    out[0] = '\0';
    append(out, cap, &len, before, strlen(before), (size_t)-1);
    if (!(n == 1 && text[0] == '\0')) /* a NUL byte is named, not quoted */
        append(out, cap, &len, text, n, MESSAGE_QUOTE);
    append(out, cap, &len, after, strlen(after), (size_t)-1);
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

static int32_t move_number(const scan *s, int32_t ply)
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
static int report(checkers_pdn_reader *r, scan *s, int32_t code, int32_t line, int32_t col,
                  const char *text, size_t n, const char *before, const char *after)
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
        compose(r->message, sizeof r->message, before, text, n, after ? after : "");
    } else {
        size_t len;
        compose(r->message, sizeof r->message, code <= CHECKERS_E_MOVE_SYNTAX ? "the move " : "",
                text, n, ": ");
        len = strlen(r->message);
        append(r->message, sizeof r->message, &len, checkers_strerror(code),
               strlen(checkers_strerror(code)), (size_t)-1);
    }
    return 1;
}

static void report_tag(checkers_pdn_reader *r, scan *s, int32_t code, const checkers__pdn_tag *t,
                       const char *before, const char *after)
{
    const char *value = r->arena.buf + t->value;
    if (report(r, s, code, t->line, t->col, value, strlen(value), before, after))
        r->err.move_number = 0; /* not about a move */
}

static int report_token(checkers_pdn_reader *r, scan *s, int32_t code,
                        const checkers__pdn_token *t, const char *before, const char *after)
{
    return report(r, s, code, t->line, t->col, r->text + t->all.start,
                  t->all.end - t->all.start, before, after);
}

/* A limit passed: the message names it. */
static void report_limit(checkers_pdn_reader *r, scan *s, int32_t code, int32_t line, int32_t col,
                         const char *text, size_t n)
{
    char digits[21];
    int plies = code == CHECKERS_E_PDN_TOO_MANY_PLIES;
    const char *limit = decimal(plies ? (uint64_t)r->max_plies : r->max_game_bytes, digits);
    if (report(r, s, code, line, col, text, n, "", "")) {
        compose(r->message, sizeof r->message,
                plies ? "the game has more plies than the reader's limit of "
                      : "the game is longer than the reader's limit of ",
                limit, strlen(limit),
                plies ? " (checkers_pdn_reader_set_limits)"
                      : " bytes (checkers_pdn_reader_set_limits)");
    }
}

/*
 * Whether token t takes the game past the reader's byte limit, the first time
 * it does: then nothing more of the game is kept (it is skipped, in linear
 * time and no memory, to its end).
 */
static int passes_byte_limit(const checkers_pdn_reader *r, scan *s, const checkers__pdn_token *t)
{
    if (s->over_length || r->max_game_bytes == 0 ||
        (uint64_t)(t->all.end - s->start) <= r->max_game_bytes)
        return 0;
    s->over_length = 1;
    return 1;
}

/* ------------------------------------------------------- game set-up */

/* The variant a GameType value names ("20", or "20,W,10,10,N2,0"), or NULL. */
static const checkers__variant *gametype_variant(const char *value)
{
    const char *p = value;
    long number = 0, size[2] = {-1, -1};
    int digits = 0;
    while (*p == ' ' || *p == '\t')
        p++;
    for (; *p >= '0' && *p <= '9'; p++)
        if (digits++ < 6)
            number = number * 10 + (*p - '0');
    if (digits == 0 || digits > 6 || number == 0) /* 0 is chess; no variant has it */
        return NULL;
    const checkers__variant *v = NULL;
    for (int32_t i = 0; i < checkers__variant_total && !v; i++)
        if (checkers__pdn_gametype(&checkers__variants[i]) == number)
            v = &checkers__variants[i];
    if (!v)
        return NULL;
    /* A full descriptor gives the board's width and height: they must be the variant's. */
    if (*p == ',') {
        p++;
        while (*p && *p != ',')
            p++;
        for (int i = 0; i < 2 && *p == ','; i++) {
            long n = 0;
            int d = 0;
            for (p++; *p >= '0' && *p <= '9'; p++)
                if (d++ < 4)
                    n = n * 10 + (*p - '0');
            size[i] = d ? n : -1;
        }
        if ((size[0] >= 0 && size[0] != v->cols) || (size[1] >= 0 && size[1] != v->rows))
            return NULL;
    }
    return v;
}

static char side_letter(const checkers__variant *v)
{
    return v->first == CHECKERS_WHITE ? 'W' : 'B';
}

/* The game from a FEN; an unknown side to move ("?:W...", a PDN extension) moves first. */
static int32_t game_from_fen(checkers_pdn_reader *r, const checkers__variant *v,
                             const char *fen)
{
    char copy[1024];
    size_t n = strlen(fen), skip = 0;
    while (skip < n && (fen[skip] == ' ' || fen[skip] == '"'))
        skip++;
    if (skip < n && fen[skip] == '?' && n < sizeof copy) {
        memcpy(copy, fen, n + 1);
        copy[skip] = side_letter(v);
        fen = copy;
    }
    /* Lenient reading takes what problem sets write: men on the crowning row, "W::.". */
    int lenient = !(r->flags & CHECKERS_PDN_STRICT);
    return checkers__game_new_fen(&r->game, v->name, fen, lenient, &r->alloc);
}

/* While a record is replayed, its moves stand even past a draw: the rules come back at the end. */
static int32_t prepare_game(checkers_pdn_reader *r, const checkers__variant *v)
{
    checkers_draw_rules none;
    int32_t rc = checkers_game_get_draw_rules(r->game, &r->draws);
    if (rc == 0)
        rc = checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
    if (rc == 0)
        rc = checkers_game_set_draw_rules(r->game, &none);
    if (rc == 0 && r->squares_variant != v) {
        checkers__pdn_squares_init(&r->squares, r->game, v->first);
        r->squares_variant = v;
    }
    return rc;
}

/* Sets up the game its tags describe; a refusal is the game's error, not the reader's. */
static int32_t setup_game(checkers_pdn_reader *r, scan *s)
{
    const checkers__variant *v = r->variant;
    const checkers__pdn_tag *gametype = checkers__pdn_find_tag(r, "GameType");
    const checkers__pdn_tag *fen = checkers__pdn_find_tag(r, "FEN");
    if (gametype) {
        v = gametype_variant(r->arena.buf + gametype->value);
        if (!v) {
            report_tag(r, s, CHECKERS_E_UNKNOWN_VARIANT, gametype, "GameType ",
                       " is not a variant this library plays");
            return 0;
        }
    }
    int32_t rc = fen ? game_from_fen(r, v, r->arena.buf + fen->value)
                     : checkers_game_new(&r->game, v->name, &r->alloc);
    if (rc == CHECKERS_E_NO_MEMORY || (rc < 0 && !fen))
        return rc; /* a variant's own start cannot be refused: only memory fails it */
    if (rc < 0) {
        if (report(r, s, rc, fen->line, fen->col, r->arena.buf + fen->value,
                   strlen(r->arena.buf + fen->value), "the FEN ", ": ")) {
            const char *why = checkers_strerror(rc);
            size_t len = strlen(r->message);
            r->err.move_number = 0;
            if (strncmp(why, "FEN: ", 5) == 0)
                why += 5;
            append(r->message, sizeof r->message, &len, why, strlen(why), (size_t)-1);
        }
        return 0;
    }
    return prepare_game(r, v);
}

/* A /FEN "..."/ setup before the first move starts the game there. */
static int32_t setup_command(checkers_pdn_reader *r, scan *s, const checkers__pdn_token *t)
{
    checkers__pdn_span in = checkers__pdn_trimmed(r->text, t->a);
    char fen[1024];
    if (in.end - in.start > 3 && memcmp(r->text + in.start, "FEN", 3) == 0)
        in.start += 3;
    size_t n = in.end - in.start;
    if (!r->game || checkers_game_ply_count(r->game) > 0 || n >= sizeof fen) {
        report_token(r, s, r->game ? CHECKERS_E_UNSUPPORTED : CHECKERS_E_PDN_SYNTAX, t,
                     "the setup ",
                     r->game && checkers_game_ply_count(r->game) > 0
                         ? " comes after the first move: a setup starts a game"
                         : " cannot be read as a position");
        return 0;
    }
    memcpy(fen, r->text + in.start, n);
    fen[n] = '\0';
    const checkers__variant *v = checkers__variant_lookup(checkers_game_variant(r->game));
    checkers_game *old = r->game;
    r->game = NULL;
    int32_t rc = game_from_fen(r, v, fen);
    if (rc < 0) {
        r->game = old;
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        report_token(r, s, rc, t, NULL, NULL);
        return 0;
    }
    checkers_game_free(old);
    return prepare_game(r, v);
}

/* ---------------------------------------------------------- movetext */

static int fail(problem *pb, int32_t code, const checkers__pdn_token *t, const char *before,
                const char *after)
{
    pb->code = code;
    pb->line = t->line;
    pb->col = t->col;
    pb->span = t->all;
    pb->before = before;
    pb->after = after;
    return STEP_ERROR;
}

/* What is wrong with a token the lexer could not read, in words. */
static void unreadable(const char *text, const checkers__pdn_token *t, const char **before,
                       const char **after)
{
    *before = "";
    switch (text[t->all.start]) {
    case '[':
        *before = "the tag ";
        *after = " cannot be read (PDN 3.0: [Name \"value\"] on one line)";
        break;
    case '{':
        *before = "the comment ";
        *after = " is never closed";
        break;
    case '/':
        *before = "the setup ";
        *after = " is never closed";
        break;
    case '$':
        *before = "the NAG ";
        *after = " has no number";
        break;
    case '\0':
        *before = "a NUL byte";
        *after = ", which is not text";
        break;
    default:
        *before = "a stray ";
        *after = "";
        break;
    }
}

/* Appends the move part of a word to m. */
static void take_move(const char *text, const checkers__pdn_word *w, move_token *m)
{
    size_t n = w->move_end - w->move_start;
    if (n == 0 || m->len + n >= sizeof m->text) {
        m->too_long |= n > 0;
        return;
    }
    memcpy(m->text + m->len, text + w->move_start, n);
    m->len += n;
    m->text[m->len] = '\0';
}

/* A move written with spaces inside ("1- 7", "47x 9", "1 - 7"): takes the following words. */
static void join_words(const checkers_pdn_reader *r, scan *s, checkers__pdn_word *w,
                       move_token *m)
{
    while (!w->strength && !w->star_suffix && !m->too_long &&
           (checkers__pdn_ends_with_separator(m->text, m->len) ||
            checkers__pdn_is_square(m->text, m->len))) {
        checkers__pdn_cursor ahead = s->cur;
        checkers__pdn_token t;
        checkers__pdn_word next;
        checkers__pdn_lex(r->text, r->len, &ahead, &t);
        if (t.kind != PDN_WORD)
            return;
        checkers__pdn_word_read(r->text, t.all.start, t.all.end, &next);
        const char *body = r->text + next.move_start;
        size_t n = next.move_end - next.move_start;
        if (next.kind != PDN_W_MOVE || next.number >= 0 || n == 0)
            return;
        if (checkers__pdn_ends_with_separator(m->text, m->len) ==
            checkers__pdn_starts_with_separator(body, n))
            return;
        take_move(r->text, &next, m);
        s->cur = ahead;
        m->span.end = next.move_end;
        m->joined = 1;
        *w = next;
    }
}

/*
 * Reads the movetext up to the next move of the main line (STEP_MOVE, in *m),
 * the end of the game (STEP_END: a terminator, the next game's tags, the end
 * of the text), a /setup/ (STEP_SETUP) or something not PDN (STEP_ERROR, in
 * *pb). With `record`, comments are kept for the reader's game; without, the
 * reader only looks ahead. Once the game has its error, moves are skipped.
 */
static int step(checkers_pdn_reader *r, scan *s, int record, int32_t ply, move_token *m,
                problem *pb)
{
    for (;;) {
        checkers__pdn_cursor before = s->cur;
        checkers__pdn_token t;
        checkers__pdn_word w;
        int after_move = s->after_move;
        checkers__pdn_lex(r->text, r->len, &s->cur, &t);
        s->after_move = 0;
        /* The next game's tags and the terminators are not this game's to keep. */
        int ends = t.kind == PDN_EOF || t.kind == PDN_TAG || t.kind == PDN_STAR;
        if (t.kind == PDN_WORD) {
            checkers__pdn_word_read(r->text, t.all.start, t.all.end, &w);
            ends = w.kind == PDN_W_RESULT;
        }
        if (!ends && passes_byte_limit(r, s, &t) && !s->errored)
            return fail(pb, CHECKERS_E_PDN_TOO_LONG, &t, NULL, NULL);
        switch (t.kind) {
        case PDN_EOF:
        case PDN_TAG:
            s->cur = before; /* the tag is the next game's */
            if (s->depth > 0) {
                s->depth = 0;
                pb->code = CHECKERS_E_PDN_SYNTAX;
                pb->line = s->var_line;
                pb->col = s->var_col;
                pb->span = s->var_span;
                pb->before = "the variation opened by ";
                pb->after = " is never closed";
                return STEP_ERROR;
            }
            /* PDN 3.0: a result or '*' separates games. */
            if (t.kind == PDN_TAG && strict(r) && s->content && !s->errored &&
                !s->separator_missing) {
                s->separator_missing = 1;
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the game before the tag ",
                            " ends without a result or * (PDN 3.0 ends every game with one)");
            }
            return STEP_END;
        case PDN_COMMENT:
            if (strict(r) && t.lenient_only && !s->errored)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the comment ",
                            " has a comment inside it (PDN 3.0 comments do not nest)");
            if (record && s->depth == 0 && !s->errored &&
                checkers__pdn_add_comment(r, ply, t.a) < 0)
                return fail(pb, CHECKERS_E_NO_MEMORY, &t, NULL, NULL);
            continue;
        case PDN_NAG:
            s->content = 1;
            continue;
        case PDN_SETUP:
            s->content = 1;
            if (s->depth > 0 || s->errored)
                continue;
            s->setup = t;
            return STEP_SETUP;
        case PDN_LPAREN:
            s->content = 1;
            if (s->depth == 0) {
                s->var_line = t.line;
                s->var_col = t.col;
                s->var_span = t.all;
            }
            s->depth += s->depth < INT32_MAX;
            continue;
        case PDN_RPAREN:
            if (s->depth > 0)
                s->depth--;
            else if (strict(r) && !s->errored)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "a ", " that closes no variation");
            continue;
        case PDN_STRENGTH:
            /* PDN 3.0 glues the strength to its move. */
            if (strict(r) && s->depth == 0 && !s->errored && (t.spaced || !after_move))
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the move strength ",
                            " stands apart from its move (PDN 3.0 writes it right after: 11-15!)");
            continue;
        case PDN_STAR:
            if (s->depth > 0)
                continue;
            s->terminator = CHECKERS_PDN_UNKNOWN;
            s->term = t;
            return STEP_END;
        case PDN_BAD: {
            char c = r->text[t.all.start];
            const char *before, *after;
            if (s->errored ||
                (!strict(r) && t.all.end == t.all.start + 1 && (c == '}' || c == ']' || c == '"')))
                continue;
            unreadable(r->text, &t, &before, &after);
            return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, before, after);
        }
        default:
            break;
        }
        if (w.kind == PDN_W_RESULT) {
            if (s->depth > 0)
                continue;
            s->terminator = w.result;
            s->term = t;
            return STEP_END;
        }
        s->content = 1;
        if (s->depth > 0 || s->errored)
            continue;
        if (w.number >= 0) {
            s->number = w.number;
            s->number_ply = ply;
            s->dots = w.number_dots;
            if (strict(r) && w.number_dots != 1 && w.number_dots != 3)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the move number in ",
                            " has neither one dot nor three (PDN 3.0: 12. or 12...)");
        }
        if (w.kind == PDN_W_NUMBER)
            continue;
        if (w.kind == PDN_W_ELLIPSIS) {
            if (strict(r) && w.number_dots != 3)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the ellipsis ",
                            " is not three dots");
            continue;
        }
        if (strict(r) && w.star_suffix)
            return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the move ",
                        " has a * after its strength (not PDN 3.0)");
        /* The move is the word without its number and strength: "1.32-28!?". */
        memset(m, 0, sizeof *m);
        m->span.start = w.move_start;
        m->span.end = w.move_end;
        m->line = t.line;
        m->col = t.col + (int32_t)(w.move_start - t.all.start);
        take_move(r->text, &w, m);
        if (m->len == 0 && !m->too_long) {
            /* Not a move at all: let the move reader say why. */
            size_t n = t.all.end - t.all.start;
            m->span = t.all;
            m->col = t.col;
            m->too_long = n >= sizeof m->text;
            m->len = m->too_long ? 0 : n;
            memcpy(m->text, r->text + t.all.start, m->len);
            m->text[m->len] = '\0';
        } else {
            join_words(r, s, &w, m);
        }
        s->after_move = 1;
        return STEP_MOVE;
    }
}

/* ------------------------------------------------------------- moves */

static int32_t refuse(checkers_refusal *why, int32_t code)
{
    memset(why, 0, sizeof *why);
    why->code = code;
    return code;
}

static int32_t play(checkers_pdn_reader *r, checkers_game *g, scan *s, const move_token *m,
                    checkers_refusal *why, int ahead);

/* Plays a route by its square numbers (algebraic squares on a numeric board, joined hops). */
static int32_t apply_route(checkers_game *g, const checkers__pdn_route *route,
                           checkers_refusal *why)
{
    char text[PDN_ROUTE_TEXT_MAX];
    checkers__pdn_route_text(route, text, sizeof text);
    return checkers_game_apply_text(g, text, why);
}

/*
 * A capture written hop by hop ("e5xc3 c3xa1"): joins the next moves while
 * they continue it. When only looking ahead, comments are not kept.
 */
static int32_t join_hops(checkers_pdn_reader *r, checkers_game *g, scan *s,
                         const checkers__pdn_route *first, int looking_ahead,
                         checkers_refusal *why)
{
    checkers__pdn_route joined = *first, next;
    scan ahead = *s;
    move_token m;
    problem pb;
    checkers_refusal w;
    int hops = 0;
    while (step(r, &ahead, 0, checkers_game_ply_count(g), &m, &pb) == STEP_MOVE) {
        hops++;
        if (m.too_long || checkers__pdn_route_read(m.text, m.len, &r->squares, &next) != 0 ||
            next.sq[0] != joined.sq[joined.n - 1] ||
            joined.n + next.n - 1 > CHECKERS_MAX_CAPTURES + 2)
            break;
        for (int i = 1; i < next.n; i++) {
            joined.sep[joined.n - 1] = next.sep[i - 1];
            joined.sq[joined.n++] = next.sq[i];
        }
        int32_t rc = apply_route(g, &joined, &w);
        if (rc == 0) {
            /* Read the hops again, recording: comments between them belong to the move. */
            for (int i = 0; i < hops; i++)
                if (step(r, s, !looking_ahead, checkers_game_ply_count(g), &m, &pb) == STEP_ERROR &&
                    pb.code == CHECKERS_E_NO_MEMORY)
                    return CHECKERS_E_NO_MEMORY;
            *why = w;
            return 0;
        }
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        if (rc != CHECKERS_E_CAPTURE_INCOMPLETE)
            break;
    }
    return CHECKERS_E_CAPTURE_INCOMPLETE;
}

/*
 * How many of the following moves replay on g: LOOKAHEAD_PLIES + 1 for all,
 * to the game's end; or CHECKERS_E_NO_MEMORY (a failed allocation is no
 * verdict on a route).
 */
static int32_t lookahead(checkers_pdn_reader *r, checkers_game *g, scan s)
{
    move_token m;
    problem pb;
    for (int32_t n = 0; n < LOOKAHEAD_PLIES; n++) {
        int k = step(r, &s, 0, checkers_game_ply_count(g), &m, &pb);
        if (k == STEP_END)
            return LOOKAHEAD_PLIES + 1;
        if (k != STEP_MOVE)
            return n;
        int32_t rc = play(r, g, &s, &m, NULL, 1);
        if (rc == PLAYED_TERMINATOR)
            return LOOKAHEAD_PLIES + 1;
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        if (rc != 0)
            return n;
    }
    return LOOKAHEAD_PLIES;
}

/*
 * A short capture that several legal moves match: keeps the one after which
 * the following moves replay furthest. When they do not tell (the game ends
 * there), every match agrees with the record: the first in the library's
 * order is kept.
 */
static int32_t resolve(checkers_pdn_reader *r, checkers_game *g, const scan *s,
                       const checkers__pdn_route *route, checkers_refusal *why)
{
    if (!r->moves) {
        r->moves = r->alloc.alloc(r->alloc.ctx, CHECKERS_MAX_MOVES * sizeof *r->moves);
        if (!r->moves)
            return CHECKERS_E_NO_MEMORY;
    }
    int32_t count = checkers_game_moves(g, r->moves, CHECKERS_MAX_MOVES);
    int32_t best = -1, best_score = -1;
    for (int32_t i = 0; i < count && i < CHECKERS_MAX_MOVES; i++) {
        checkers_game *trial = NULL;
        if (!checkers__pdn_route_fits(route, &r->moves[i]))
            continue;
        int32_t rc = checkers_game_clone(&trial, g);
        if (rc < 0)
            return refuse(why, rc);
        rc = checkers_game_apply(trial, &r->moves[i], NULL);
        int32_t score = rc == 0 ? lookahead(r, trial, *s) : rc == CHECKERS_E_NO_MEMORY ? rc : -1;
        checkers_game_free(trial);
        if (score == CHECKERS_E_NO_MEMORY)
            return refuse(why, score);
        if (score > best_score) {
            best = i;
            best_score = score;
        }
    }
    if (best < 0)
        return CHECKERS_E_AMBIGUOUS;
    return checkers_game_apply(g, &r->moves[best], why);
}

/* Strict: why the move m is refused, in words, for report() to take (r->pending). */
static int32_t refuse_strict(checkers_pdn_reader *r, checkers_refusal *why, int32_t code,
                             const move_token *m, const char *before, const char *after)
{
    compose(r->pending, sizeof r->pending, before, r->text + m->span.start,
            m->span.end - m->span.start, after); /* as written, spaces and all */
    return refuse(why, code);
}

/* Strict: the move must be legal and written as PDN 3.0 writes it. */
static int32_t play_strict(checkers_pdn_reader *r, checkers_game *g, const move_token *m,
                           checkers_refusal *why)
{
    checkers__pdn_route route;
    checkers_move mv;
    int32_t rc = checkers_game_parse_move(g, m->text, &mv, why);
    if (rc == CHECKERS_E_AMBIGUOUS)
        return refuse_strict(r, why, rc, m, "the move written ",
                             " where the short form is ambiguous: give every landing square");
    if (rc < 0)
        return rc;
    /* No spaces inside, no leading zeros. */
    if (m->joined || checkers__pdn_route_read(m->text, m->len, &r->squares, &route) != 0 ||
        route.spaces)
        return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the move ",
                             " is written with spaces inside");
    if (route.leading_zero)
        return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the move ",
                             " is written with a leading zero");
    /* The variant's capture separator for a capture, '-' for a plain move. */
    const checkers__variant *v = checkers__variant_lookup(checkers_game_variant(g));
    char want = mv.captures ? v->capture_sep : '-';
    for (int i = 0; i + 1 < route.n; i++) {
        if (route.sep[i] != want) {
            char after[64] = " is written with a separator other than PDN 3.0's '?'";
            *strchr(after, '?') = want;
            return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m,
                                 mv.captures ? "the capture " : "the move ", after);
        }
    }
    /* The start and end squares, unless ambiguous: then every landing square. */
    if (route.n > 2) {
        char text[PDN_ROUTE_TEXT_MAX], after[PDN_ROUTE_TEXT_MAX + 64];
        checkers__pdn_route ends = route;
        ends.n = 2;
        ends.sq[1] = route.sq[route.n - 1];
        checkers__pdn_route_text(&ends, text, sizeof text);
        if (route.n != mv.steps + 1)
            return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the capture ",
                                 " names only some of its landing squares (PDN 3.0: both ends, "
                                 "or every landing square where that is ambiguous)");
        if (checkers_game_parse_move(g, text, NULL, NULL) == 0) {
            strcpy(after, " is written in full where the short form ");
            strcat(strcat(after, text), " is not ambiguous");
            return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the capture ", after);
        }
    }
    return checkers_game_apply(g, &mv, why);
}

/* Whether the word is the Result tag's value: a match score such as "4-6" ends the game. */
static int is_result_tag(const checkers_pdn_reader *r, const move_token *m)
{
    const checkers__pdn_tag *tag = checkers__pdn_find_tag(r, "Result");
    if (!tag)
        return 0;
    const char *v = r->arena.buf + tag->value;
    checkers__pdn_span span = {0, strlen(v)};
    span = checkers__pdn_trimmed(v, span);
    return span.end - span.start == m->len && memcmp(v + span.start, m->text, m->len) == 0;
}

/*
 * Plays the move m on g. Lenient, also: algebraic squares on a numeric board,
 * a capture written hop by hop, a short capture that several moves match
 * (decided by the moves after it, or, when looking ahead, the first match),
 * and a match score as the game's last word (PLAYED_TERMINATOR).
 */
static int32_t play(checkers_pdn_reader *r, checkers_game *g, scan *s, const move_token *m,
                    checkers_refusal *why, int ahead)
{
    checkers_refusal scratch;
    checkers__pdn_route route;
    if (!why)
        why = &scratch;
    if (m->too_long)
        return refuse(why, CHECKERS_E_MOVE_SYNTAX);
    if (strict(r))
        return play_strict(r, g, m, why);
    int32_t rc = checkers_game_apply_text(g, m->text, why);
    if (rc == 0 || rc == CHECKERS_E_NO_MEMORY)
        return rc;
    if (checkers__pdn_route_read(m->text, m->len, &r->squares, &route) == 0) {
        if (rc == CHECKERS_E_MOVE_SYNTAX && route.algebraic)
            rc = apply_route(g, &route, why);
        if (rc == CHECKERS_E_CAPTURE_INCOMPLETE) {
            checkers_refusal first = *why;
            rc = join_hops(r, g, s, &route, ahead, why);
            if (rc < 0 && rc != CHECKERS_E_NO_MEMORY)
                *why = first;
        }
        if (rc == CHECKERS_E_AMBIGUOUS)
            rc = ahead ? checkers_game_apply(g, &why->move, why) : resolve(r, g, s, &route, why);
    }
    if (rc < 0 && rc != CHECKERS_E_NO_MEMORY && is_result_tag(r, m))
        return PLAYED_TERMINATOR;
    return rc;
}

/* ------------------------------------------------------------- games */

/* Tags, and comments among them, up to the movetext. */
static int32_t read_header(checkers_pdn_reader *r, scan *s)
{
    for (;;) {
        checkers__pdn_cursor before = s->cur;
        checkers__pdn_token t;
        int32_t rc = 0;
        checkers__pdn_lex(r->text, r->len, &s->cur, &t);
        if ((t.kind == PDN_TAG || t.kind == PDN_COMMENT || t.kind == PDN_BAD) &&
            passes_byte_limit(r, s, &t)) {
            report_limit(r, s, CHECKERS_E_PDN_TOO_LONG, t.line, t.col, r->text + t.all.start,
                         t.all.end - t.all.start);
            r->err.move_number = 0;
        }
        if (s->over_length && (t.kind == PDN_TAG || t.kind == PDN_COMMENT)) {
            continue;
        } else if (t.kind == PDN_TAG) {
            if (strict(r) && t.lenient_only &&
                report_token(r, s, CHECKERS_E_PDN_SYNTAX, &t, "the tag ",
                             " is off the PDN 3.0 grammar ([Name \"value\"], the name a letter "
                             "then letters, digits or _)"))
                r->err.move_number = 0;
            rc = checkers__pdn_add_tag(r, &t);
        } else if (t.kind == PDN_BAD && r->text[t.all.start] == '[') {
            /* A broken tag: the game's error, but its other tags still belong to it. */
            const char *before, *after;
            unreadable(r->text, &t, &before, &after);
            if (report_token(r, s, CHECKERS_E_PDN_SYNTAX, &t, before, after))
                r->err.move_number = 0;
        } else if (t.kind == PDN_COMMENT && !(strict(r) && t.lenient_only)) {
            rc = checkers__pdn_add_comment(r, 0, t.a);
        } else {
            s->cur = before;
            return 0;
        }
        if (rc < 0)
            return rc;
    }
}

static int32_t read_moves(checkers_pdn_reader *r, scan *s)
{
    move_token m;
    problem pb;
    checkers_refusal why;
    for (;;) {
        int32_t ply = r->game ? checkers_game_ply_count(r->game) : 0, rc;
        int k = step(r, s, 1, ply, &m, &pb);
        if (k == STEP_END)
            return 0;
        if (k == STEP_ERROR) {
            if (pb.code == CHECKERS_E_NO_MEMORY)
                return pb.code;
            if (pb.code == CHECKERS_E_PDN_TOO_LONG)
                report_limit(r, s, pb.code, pb.line, pb.col, r->text + pb.span.start,
                             pb.span.end - pb.span.start);
            else
                report(r, s, pb.code, pb.line, pb.col, r->text + pb.span.start,
                       pb.span.end - pb.span.start, pb.before, pb.after);
            continue;
        }
        if (k == STEP_SETUP) {
            if ((rc = setup_command(r, s, &s->setup)) < 0)
                return rc;
            continue;
        }
        if (r->max_plies > 0 && ply >= r->max_plies) {
            report_limit(r, s, CHECKERS_E_PDN_TOO_MANY_PLIES, m.line, m.col,
                         r->text + m.span.start, m.span.end - m.span.start);
            continue;
        }
        r->pending[0] = '\0';
        rc = play(r, r->game, s, &m, &why, 0);
        if (rc == PLAYED_TERMINATOR) {
            s->terminator = CHECKERS_PDN_UNKNOWN;
            return 0;
        }
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        if (rc < 0 && report(r, s, rc, m.line, m.col, r->text + m.span.start,
                             m.span.end - m.span.start, NULL, NULL) && r->pending[0])
            memcpy(r->message, r->pending, sizeof r->message);
    }
}

/* A result of the PDN grammar (of either result type; "½-½" is not one). */
static int result_allowed(const char *text, size_t n)
{
    return checkers__pdn_result_of(text, n) >= 0 && (unsigned char)text[0] < 0x80;
}

/* The game's result; strict: a result of the grammar, the same in the tag and the movetext. */
static void finish(checkers_pdn_reader *r, scan *s)
{
    const checkers__pdn_tag *tag = checkers__pdn_find_tag(r, "Result");
    int32_t tagged = -1;
    checkers__pdn_span value = {0, 0};
    const char *v = tag ? r->arena.buf + tag->value : "";
    if (tag) {
        value.end = strlen(v);
        value = checkers__pdn_trimmed(v, value);
        tagged = checkers__pdn_result_of(v + value.start, value.end - value.start);
    }
    if (r->game)
        checkers_game_set_draw_rules(r->game, &r->draws);
    r->result = s->terminator > 0 ? s->terminator : tagged >= 0 ? tagged : CHECKERS_PDN_UNKNOWN;
    if (!strict(r))
        return;
    const checkers__pdn_token *t = &s->term;
    const char *term = r->text + t->all.start;
    size_t term_len = t->all.end - t->all.start;
    if (s->terminator >= 0 && !result_allowed(term, term_len))
        report_token(r, s, CHECKERS_E_PDN_SYNTAX, t, "the result ",
                     " is not one of PDN 3.0's (1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0, *)");
    if (s->terminator > 0 && tagged > 0 && tagged != s->terminator &&
        report_token(r, s, CHECKERS_E_PDN_SYNTAX, t, "the game ends ",
                     " where its Result tag says ")) {
        size_t len = strlen(r->message);
        append(r->message, sizeof r->message, &len, v + value.start, value.end - value.start,
               MESSAGE_QUOTE);
    }
    if (tag && !result_allowed(v + value.start, value.end - value.start))
        report_tag(r, s, CHECKERS_E_PDN_SYNTAX, tag, "the Result tag's value ",
                   " is not one of PDN 3.0's results");
}

/* ---------------------------------------------------------------- API */

int32_t checkers_pdn_next(checkers_pdn_reader *reader)
{
    checkers_pdn_reader *r = reader;
    if (!r)
        return CHECKERS_E_INVALID_ARGUMENT;
    for (;;) {
        scan s;
        checkers__pdn_token t;
        checkers__pdn_cursor ahead;
        int32_t rc;
        checkers__pdn_clear_game(r);
        memset(&s, 0, sizeof s);
        s.cur = r->cur;
        s.start = r->cur.pos;
        s.number = -1;
        s.terminator = -1;
        if ((rc = read_header(r, &s)) < 0)
            return rc;
        ahead = s.cur;
        checkers__pdn_lex(r->text, r->len, &ahead, &t);
        if (r->ntags == 0 && !s.errored && t.kind == PDN_EOF) {
            r->cur = ahead;
            checkers__pdn_clear_game(r);
            return 0;
        }
        if ((rc = setup_game(r, &s)) < 0 || (rc = read_moves(r, &s)) < 0)
            return rc;
        r->cur = s.cur;
        /* A terminator alone ("1-0 *") is no game. */
        if (r->ntags == 0 && !s.content && r->comment_top == 0 && !s.errored)
            continue;
        finish(r, &s);
        r->games += r->games < INT32_MAX;
        return 1;
    }
}

