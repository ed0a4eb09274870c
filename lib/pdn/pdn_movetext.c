/* SPDX-License-Identifier: MIT */
/* The PDN reader's movetext scanning: tokens to moves, comments, variations and terminators. */
#include "pdn/pdn_replay.h"

/*
 * Whether token t takes the game past the reader's byte limit, the first time
 * it does: then nothing more of the game is kept (it is skipped, in linear
 * time and no memory, to its end).
 */
int checkers__pdn_passes_byte_limit(const checkers_pdn_reader *r, checkers__pdn_scan *s,
                                    const checkers__pdn_token *t)
{
    if (s->over_length || r->max_game_bytes == 0 ||
        (uint64_t)(t->all.end - s->start) <= r->max_game_bytes)
        return 0;
    s->over_length = 1;
    return 1;
}

static int fail(checkers__pdn_problem *pb, int32_t code, const checkers__pdn_token *t,
                const char *before, const char *after)
{
    pb->code = code;
    pb->line = t->line;
    pb->col = t->col;
    pb->span = t->all;
    pb->before = before;
    pb->after = after;
    return CHECKERS__STEP_ERROR;
}

/* What is wrong with a token the lexer could not read, in words. */
void checkers__pdn_unreadable(const char *text, const checkers__pdn_token *t, const char **before,
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
static void take_move(const char *text, const checkers__pdn_word *w, checkers__pdn_move *m)
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
static void join_words(const checkers_pdn_reader *r, checkers__pdn_scan *s, checkers__pdn_word *w,
                       checkers__pdn_move *m)
{
    while (!w->strength && !w->star_suffix && !m->too_long &&
           (checkers__pdn_ends_with_separator(m->text, m->len) ||
            checkers__pdn_is_square(m->text, m->len))) {
        checkers__pdn_cursor ahead = s->cur;
        checkers__pdn_token t;
        checkers__pdn_word next;
        checkers__pdn_lex(r->text, r->len, &ahead, &t);
        if (t.kind != CHECKERS__PDN_WORD)
            return;
        checkers__pdn_word_read(r->text, t.all.start, t.all.end, &next);
        const char *body = r->text + next.move_start;
        size_t n = next.move_end - next.move_start;
        if (next.kind != CHECKERS__PDN_W_MOVE || next.number >= 0 || n == 0)
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

/* See pdn_replay.h. */
int checkers__pdn_step(checkers_pdn_reader *r, checkers__pdn_scan *s, int record, int32_t ply,
                       checkers__pdn_move *m, checkers__pdn_problem *pb)
{
    const int strict = checkers__pdn_strict(r);
    for (;;) {
        checkers__pdn_cursor before = s->cur;
        checkers__pdn_token t;
        checkers__pdn_word w = {0}; /* read only for a CHECKERS__PDN_WORD; zero for the analyzer */
        int after_move = s->after_move;
        checkers__pdn_lex(r->text, r->len, &s->cur, &t);
        s->after_move = 0;
        /* The next game's tags and the terminators are not this game's to keep. */
        int ends = t.kind == CHECKERS__PDN_EOF || t.kind == CHECKERS__PDN_TAG ||
                   t.kind == CHECKERS__PDN_STAR;
        if (t.kind == CHECKERS__PDN_WORD) {
            checkers__pdn_word_read(r->text, t.all.start, t.all.end, &w);
            ends = w.kind == CHECKERS__PDN_W_RESULT;
        }
        if (!ends && checkers__pdn_passes_byte_limit(r, s, &t) && !s->errored)
            return fail(pb, CHECKERS_E_PDN_TOO_LONG, &t, NULL, NULL);
        switch (t.kind) {
        case CHECKERS__PDN_EOF:
        case CHECKERS__PDN_TAG:
            s->cur = before; /* the tag is the next game's */
            if (s->depth > 0) {
                s->depth = 0;
                pb->code = CHECKERS_E_PDN_SYNTAX;
                pb->line = s->var_line;
                pb->col = s->var_col;
                pb->span = s->var_span;
                pb->before = "the variation opened by ";
                pb->after = " is never closed";
                return CHECKERS__STEP_ERROR;
            }
            /* PDN 3.0: a result or '*' separates games. */
            if (t.kind == CHECKERS__PDN_TAG && strict && s->content && !s->errored &&
                !s->separator_missing) {
                s->separator_missing = 1;
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the game before the tag ",
                            " ends without a result or * (PDN 3.0 ends every game with one)");
            }
            return CHECKERS__STEP_END;
        case CHECKERS__PDN_COMMENT:
            if (strict && t.lenient_only && !s->errored)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the comment ",
                            " has a comment inside it (PDN 3.0 comments do not nest)");
            if (record && s->depth == 0 && !s->errored &&
                checkers__pdn_add_comment(r, ply, t.a) < 0)
                return fail(pb, CHECKERS_E_NO_MEMORY, &t, NULL, NULL);
            continue;
        case CHECKERS__PDN_NAG:
            s->content = 1;
            continue;
        case CHECKERS__PDN_SETUP:
            s->content = 1;
            if (s->depth > 0 || s->errored)
                continue;
            s->setup = t;
            return CHECKERS__STEP_SETUP;
        case CHECKERS__PDN_LPAREN:
            s->content = 1;
            if (s->depth == 0) {
                s->var_line = t.line;
                s->var_col = t.col;
                s->var_span = t.all;
            }
            s->depth += s->depth < INT32_MAX;
            continue;
        case CHECKERS__PDN_RPAREN:
            if (s->depth > 0)
                s->depth--;
            else if (strict && !s->errored)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "a ", " that closes no variation");
            continue;
        case CHECKERS__PDN_STRENGTH:
            /* PDN 3.0 glues the strength to its move. */
            if (strict && s->depth == 0 && !s->errored && (t.spaced || !after_move))
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the move strength ",
                            " stands apart from its move (PDN 3.0 writes it right after: 11-15!)");
            continue;
        case CHECKERS__PDN_STAR:
            if (s->depth > 0)
                continue;
            s->terminator = CHECKERS_ONGOING;
            s->term = t;
            return CHECKERS__STEP_END;
        case CHECKERS__PDN_BAD: {
            char c = r->text[t.all.start];
            const char *before, *after;
            if (s->errored ||
                (!strict && t.all.end == t.all.start + 1 && (c == '}' || c == ']' || c == '"')))
                continue;
            checkers__pdn_unreadable(r->text, &t, &before, &after);
            return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, before, after);
        }
        default:
            break;
        }
        if (w.kind == CHECKERS__PDN_W_RESULT) {
            if (s->depth > 0)
                continue;
            s->terminator = w.result;
            s->term = t;
            return CHECKERS__STEP_END;
        }
        s->content = 1;
        if (s->depth > 0 || s->errored)
            continue;
        if (w.number >= 0) {
            s->number = w.number;
            s->number_ply = ply;
            s->dots = w.number_dots;
            if (strict && w.number_dots != 1 && w.number_dots != 3)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the move number in ",
                            " has neither one dot nor three (PDN 3.0: 12. or 12...)");
        }
        if (w.kind == CHECKERS__PDN_W_NUMBER)
            continue;
        if (w.kind == CHECKERS__PDN_W_ELLIPSIS) {
            if (strict && w.number_dots != 3)
                return fail(pb, CHECKERS_E_PDN_SYNTAX, &t, "the ellipsis ", " is not three dots");
            continue;
        }
        if (strict && w.star_suffix)
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
        return CHECKERS__STEP_MOVE;
    }
}
