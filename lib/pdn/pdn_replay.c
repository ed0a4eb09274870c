/* SPDX-License-Identifier: MIT */
/* The PDN reader: games one at a time, every move checked as it is read. */
#include <string.h>

#include "pdn/pdn_replay.h"

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
    append(out, sizeof((checkers_pdn_error *)0)->text, &len, text, n, n);
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
static int report(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code, int32_t line,
                  int32_t col, const char *text, size_t n, const char *before, const char *after)
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

static void report_tag(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                       const checkers__pdn_tag *t, const char *before, const char *after)
{
    const char *value = r->arena.buf + t->value;
    if (report(r, s, code, t->line, t->col, value, strlen(value), before, after))
        r->err.move_number = 0; /* not about a move */
}

static int report_token(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                        const checkers__pdn_token *t, const char *before, const char *after)
{
    return report(r, s, code, t->line, t->col, r->text + t->all.start, t->all.end - t->all.start,
                  before, after);
}

/* A limit passed: the message names it. */
static void report_limit(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code, int32_t line,
                         int32_t col, const char *text, size_t n)
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

/* ------------------------------------------------------- game set-up */

static char side_letter(const checkers__variant *v)
{
    return v->first == CHECKERS_WHITE ? 'W' : 'B';
}

/* The game from a FEN; an unknown side to move ("?:W...", a PDN extension) moves first. */
static int32_t game_from_fen(checkers_pdn_reader *r, const checkers__variant *v, const char *fen)
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

/*
 * Reads the tags of the table (pdn_tags.c) read at that stage into st; reports the first it
 * refuses, and returns 0 then.
 */
static int read_tags(checkers_pdn_reader *r, checkers__pdn_scan *s, checkers__pdn_setup *st,
                     int stage)
{
    for (int32_t k = 0; k < checkers__pdn_tag_count; k++) {
        const checkers__pdn_tag_rule *rule = &checkers__pdn_tags[k];
        const checkers__pdn_tag *tag = rule->reading == stage
                                           ? checkers__pdn_find_tag(r, rule->name)
                                           : NULL;
        int32_t rc = tag ? rule->read(st, r->arena.buf + tag->value) : 0;
        if (rc < 0) {
            report_tag(r, s, rc, tag, st->why[0], st->why[1]);
            return 0;
        }
    }
    return 1;
}

/* While a record is replayed, its moves stand even past a draw: the rules come back at the end. */
static int32_t prepare_game(checkers_pdn_reader *r, checkers__pdn_scan *s, checkers__pdn_setup *st)
{
    checkers_draw_rules none;
    st->game = r->game;
    read_tags(r, s, st, CHECKERS__TAG_ON_GAME); /* a refusal is the game's error */
    int32_t rc = checkers_game_draw_rules(r->game, &r->draws);
    if (rc == 0)
        rc = checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
    if (rc == 0)
        rc = checkers_game_set_draw_rules(r->game, &none);
    if (rc == 0 && r->squares_variant != st->v) {
        checkers__pdn_squares_init(&r->squares, r->game, st->v->first);
        r->squares_variant = st->v;
    }
    return rc;
}

/* Sets up the game its tags describe; a refusal is the game's error, not the reader's. */
static int32_t setup_game(checkers_pdn_reader *r, checkers__pdn_scan *s)
{
    checkers__pdn_setup st = {r->variant, 0, NULL, NULL, {NULL, NULL}};
    if (!read_tags(r, s, &st, CHECKERS__TAG_BEFORE_GAME))
        return 0;
    const checkers__variant *v = st.v;
    int32_t rc = st.fen ? game_from_fen(r, v, st.fen)
                        : checkers_game_new(&r->game, v->name, &r->alloc);
    if (rc == CHECKERS_E_NO_MEMORY || (rc < 0 && !st.fen))
        return rc; /* a variant's own start cannot be refused: only memory fails it */
    if (rc < 0) {
        const checkers__pdn_tag *fen = checkers__pdn_find_tag(r, "FEN");
        if (report(r, s, rc, fen->line, fen->col, st.fen, strlen(st.fen), "the FEN ", ": ")) {
            const char *why = checkers_strerror(rc);
            size_t len = strlen(r->message);
            r->err.move_number = 0;
            if (strncmp(why, "FEN: ", 5) == 0)
                why += 5;
            append(r->message, sizeof r->message, &len, why, strlen(why), (size_t)-1);
        }
        return 0;
    }
    return prepare_game(r, s, &st);
}

size_t checkers__pdn_setup_fen(const checkers_pdn_reader *r, const checkers__pdn_token *t,
                               char *fen, size_t cap)
{
    checkers__pdn_span in = checkers__pdn_trimmed(r->text, t->a);
    if (in.end - in.start > 3 && memcmp(r->text + in.start, "FEN", 3) == 0)
        in.start += 3;
    size_t n = in.end - in.start;
    if (n >= cap)
        return cap;
    memcpy(fen, r->text + in.start, n);
    fen[n] = '\0';
    return n;
}

/*
 * A /FEN "..."/ setup before the first move starts the game there; after it,
 * in a game with the huffing rule, it may record a huff (pdn_huff.c).
 */
static int32_t setup_command(checkers_pdn_reader *r, checkers__pdn_scan *s,
                             const checkers__pdn_token *t)
{
    char fen[1024];
    size_t n = checkers__pdn_setup_fen(r, t, fen, sizeof fen);
    if (r->game && checkers_game_huffing(r->game) == 1 && checkers_game_ply_count(r->game) > 0 &&
        n < sizeof fen) {
        int32_t rc = checkers__pdn_huff_setup(r, r->game, fen, t->all.start);
        if (rc < 0 && rc != CHECKERS_E_NO_MEMORY)
            report_token(r, s, rc, t, "the setup ",
                         " is not a huff of the game (after the first move a setup records "
                         "only a huff: one huffable piece removed, nothing else changed)");
        return rc == CHECKERS_E_NO_MEMORY ? rc : 0;
    }
    if (!r->game || checkers_game_ply_count(r->game) > 0 || n >= sizeof fen) {
        report_token(r, s, r->game ? CHECKERS_E_UNSUPPORTED : CHECKERS_E_PDN_SYNTAX, t,
                     "the setup ",
                     r->game && checkers_game_ply_count(r->game) > 0
                         ? " comes after the first move: a setup starts a game"
                         : " cannot be read as a position");
        return 0;
    }
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
    checkers__pdn_setup st = {v, 0, NULL, NULL, {NULL, NULL}};
    return prepare_game(r, s, &st);
}

/* ------------------------------------------------------------- moves */

/* Strict: why the move m is refused, in words, for report() to take (r->pending). */
static int32_t refuse_strict(checkers_pdn_reader *r, checkers_refusal *why, int32_t code,
                             const checkers__pdn_move *m, const char *before, const char *after)
{
    compose(r->pending, sizeof r->pending, before, r->text + m->span.start,
            m->span.end - m->span.start, after); /* as written, spaces and all */
    return checkers__pdn_refuse(why, code);
}

/* Whether two legal moves are one: the same ends and the same pieces taken. */
static int same_move(const checkers_move *a, const checkers_move *b)
{
    if (a->from != b->from || a->to != b->to || a->captures != b->captures)
        return 0;
    for (int i = 0; i < a->captures; i++)
        if (!memchr(b->captured, a->captured[i], b->captures))
            return 0;
    return 1;
}

/* Strict: the move must be legal and written as PDN 3.0 writes it. */
static int32_t play_strict(checkers_pdn_reader *r, checkers_game *g, const checkers__pdn_move *m,
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
    char want = mv.captures ? checkers__capture_sep(v) : '-';
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
        char text[CHECKERS__PDN_ROUTE_TEXT_MAX], after[CHECKERS__PDN_ROUTE_TEXT_MAX + 64];
        checkers__pdn_route ends = route;
        ends.n = 2;
        ends.sq[1] = route.sq[route.n - 1];
        checkers__pdn_route_text(&ends, text, sizeof text);
        if (route.n != mv.steps + 1)
            return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the capture ",
                                 " names only some of its landing squares (PDN 3.0: both ends, "
                                 "or every landing square where that is ambiguous)");
        checkers_move short_mv;
        /* The short form may read as another move (Thai's one jump 30-16 beside 30-...-16). */
        if (checkers_game_parse_move(g, text, &short_mv, NULL) == 0 && same_move(&short_mv, &mv)) {
            strcpy(after, " is written in full where the short form ");
            strcat(strcat(after, text), " is not ambiguous");
            return refuse_strict(r, why, CHECKERS_E_PDN_SYNTAX, m, "the capture ", after);
        }
    }
    return checkers_game_apply(g, &mv, why);
}

/* Whether the word is the Result tag's value: a match score such as "4-6" ends the game. */
static int is_result_tag(const checkers_pdn_reader *r, const checkers__pdn_move *m)
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
 * How many of the following moves replay on g: CHECKERS__LOOKAHEAD_PLIES + 1 for all,
 * to the game's end; or CHECKERS_E_NO_MEMORY (a failed allocation is no
 * verdict on a route).
 */
static int32_t lookahead(checkers_pdn_reader *r, checkers_game *g, checkers__pdn_scan s)
{
    checkers__pdn_move m;
    checkers__pdn_problem pb;
    for (int32_t n = 0; n < CHECKERS__LOOKAHEAD_PLIES; n++) {
        int k = checkers__pdn_step(r, &s, 0, checkers_game_ply_count(g), &m, &pb);
        if (k == CHECKERS__STEP_END)
            return CHECKERS__LOOKAHEAD_PLIES + 1;
        if (k == CHECKERS__STEP_SETUP) { /* a huff replays; any other setup ends the look */
            char fen[1024];
            size_t len = checkers__pdn_setup_fen(r, &s.setup, fen, sizeof fen);
            int32_t rc = len < sizeof fen ? checkers__pdn_huff_setup(r, g, fen, s.setup.all.start)
                                          : CHECKERS_E_NO_HUFF;
            if (rc == CHECKERS_E_NO_MEMORY)
                return rc;
            if (rc == 0)
                continue;
        }
        if (k != CHECKERS__STEP_MOVE)
            return n;
        int32_t rc = checkers__pdn_play(r, g, &s, &m, NULL, 1);
        if (rc == CHECKERS__PLAYED_TERMINATOR)
            return CHECKERS__LOOKAHEAD_PLIES + 1;
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        if (rc != 0)
            return n;
    }
    return CHECKERS__LOOKAHEAD_PLIES;
}

/*
 * A short capture that several legal moves match: keeps the one after which
 * the following moves replay furthest. When they do not tell (the game ends
 * there), every match agrees with the record: the first in the library's
 * order is kept.
 */
static int32_t resolve(checkers_pdn_reader *r, checkers_game *g, const checkers__pdn_scan *s,
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
            return checkers__pdn_refuse(why, rc);
        rc = checkers_game_apply(trial, &r->moves[i], NULL);
        int32_t score = rc == 0 ? lookahead(r, trial, *s) : rc == CHECKERS_E_NO_MEMORY ? rc : -1;
        checkers_game_free(trial);
        if (score == CHECKERS_E_NO_MEMORY)
            return checkers__pdn_refuse(why, score);
        if (score > best_score) {
            best = i;
            best_score = score;
        }
    }
    if (best < 0)
        return CHECKERS_E_AMBIGUOUS;
    return checkers_game_apply(g, &r->moves[best], why);
}

/*
 * Plays the move m on g. Lenient, also: algebraic squares on a numeric board,
 * a capture written hop by hop, a short capture that several moves match
 * (decided by the moves after it, or, when looking ahead, the first match),
 * and a match score as the game's last word (CHECKERS__PLAYED_TERMINATOR).
 */
int32_t checkers__pdn_play(checkers_pdn_reader *r, checkers_game *g, checkers__pdn_scan *s,
                           const checkers__pdn_move *m, checkers_refusal *why, int ahead)
{
    checkers_refusal scratch;
    checkers__pdn_route route;
    if (!why)
        why = &scratch;
    if (m->too_long)
        return checkers__pdn_refuse(why, CHECKERS_E_MOVE_SYNTAX);
    if (checkers__pdn_strict(r))
        return play_strict(r, g, m, why);
    int32_t rc = checkers_game_apply_text(g, m->text, why);
    if (rc == 0 || rc == CHECKERS_E_NO_MEMORY)
        return rc;
    if (checkers__pdn_route_read(m->text, m->len, &r->squares, &route) == 0) {
        if (rc == CHECKERS_E_MOVE_SYNTAX && route.algebraic)
            rc = checkers__pdn_apply_route(g, &route, why);
        if (rc == CHECKERS_E_CAPTURE_INCOMPLETE) {
            checkers_refusal first = *why;
            rc = checkers__pdn_join_hops(r, g, s, &route, ahead, why);
            if (rc < 0 && rc != CHECKERS_E_NO_MEMORY)
                *why = first;
        }
        if (rc == CHECKERS_E_AMBIGUOUS)
            rc = ahead ? checkers_game_apply(g, &why->move, why) : resolve(r, g, s, &route, why);
    }
    if (rc < 0 && rc != CHECKERS_E_NO_MEMORY && is_result_tag(r, m))
        return CHECKERS__PLAYED_TERMINATOR;
    return rc;
}

/* ------------------------------------------------------------- games */

/* Tags, and comments among them, up to the movetext. */
static int32_t read_header(checkers_pdn_reader *r, checkers__pdn_scan *s)
{
    for (;;) {
        checkers__pdn_cursor before = s->cur;
        checkers__pdn_token t;
        int32_t rc = 0;
        checkers__pdn_lex(r->text, r->len, &s->cur, &t);
        if ((t.kind == CHECKERS__PDN_TAG || t.kind == CHECKERS__PDN_COMMENT ||
             t.kind == CHECKERS__PDN_BAD) &&
            checkers__pdn_passes_byte_limit(r, s, &t)) {
            report_limit(r, s, CHECKERS_E_PDN_TOO_LONG, t.line, t.col, r->text + t.all.start,
                         t.all.end - t.all.start);
            r->err.move_number = 0;
        }
        if (s->over_length && (t.kind == CHECKERS__PDN_TAG || t.kind == CHECKERS__PDN_COMMENT)) {
            continue;
        } else if (t.kind == CHECKERS__PDN_TAG) {
            if (checkers__pdn_strict(r) && t.lenient_only &&
                report_token(r, s, CHECKERS_E_PDN_SYNTAX, &t, "the tag ",
                             " is off the PDN 3.0 grammar ([Name \"value\"], the name a letter "
                             "then letters, digits or _)"))
                r->err.move_number = 0;
            rc = checkers__pdn_add_tag(r, &t);
        } else if (t.kind == CHECKERS__PDN_BAD && r->text[t.all.start] == '[') {
            /* A broken tag: the game's error, but its other tags still belong to it. */
            const char *before, *after;
            checkers__pdn_unreadable(r->text, &t, &before, &after);
            if (report_token(r, s, CHECKERS_E_PDN_SYNTAX, &t, before, after))
                r->err.move_number = 0;
        } else if (t.kind == CHECKERS__PDN_COMMENT &&
                   !(checkers__pdn_strict(r) && t.lenient_only)) {
            rc = checkers__pdn_add_comment(r, 0, t.a);
        } else {
            s->cur = before;
            return 0;
        }
        if (rc < 0)
            return rc;
    }
}

static int32_t read_moves(checkers_pdn_reader *r, checkers__pdn_scan *s)
{
    checkers__pdn_move m;
    checkers__pdn_problem pb;
    checkers_refusal why;
    for (;;) {
        int32_t ply = r->game ? checkers_game_ply_count(r->game) : 0, rc;
        int k = checkers__pdn_step(r, s, 1, ply, &m, &pb);
        if (k == CHECKERS__STEP_END)
            return 0;
        if (k == CHECKERS__STEP_ERROR) {
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
        if (k == CHECKERS__STEP_SETUP) {
            if ((rc = setup_command(r, s, &s->setup)) < 0)
                return rc;
            continue;
        }
        if (r->max_plies > 0 && ply >= r->max_plies) {
            report_limit(r, s, CHECKERS_E_PDN_TOO_MANY_PLIES, m.line, m.col, r->text + m.span.start,
                         m.span.end - m.span.start);
            continue;
        }
        r->pending[0] = '\0';
        rc = checkers__pdn_play(r, r->game, s, &m, &why, 0);
        if (rc == CHECKERS__PLAYED_TERMINATOR) {
            s->terminator = CHECKERS_ONGOING;
            return 0;
        }
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        if (rc < 0 &&
            report(r, s, rc, m.line, m.col, r->text + m.span.start, m.span.end - m.span.start, NULL,
                   NULL) &&
            r->pending[0])
            memcpy(r->message, r->pending, sizeof r->message);
    }
}

/* A result of the PDN grammar (of either result type; "½-½" is not one). */
static int result_allowed(const char *text, size_t n)
{
    return checkers__pdn_result_of(text, n) >= 0 && (unsigned char)text[0] < 0x80;
}

/* Said of a game whose header has several Result tags, the first of which is read. */
#define MORE_RESULTS \
    ", the first of its Result tags (headers without moves, and no * after them, are one " \
    "game's header)"

/* The game's result; strict: a result of the grammar, the same in the tag and the movetext. */
static void finish(checkers_pdn_reader *r, checkers__pdn_scan *s)
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
    r->result = s->terminator > 0 ? s->terminator : tagged >= 0 ? tagged : CHECKERS_ONGOING;
    if (!checkers__pdn_strict(r))
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
        /* Headers run together: a game without moves and no * after it (the grammar's reading). */
        int32_t results = 0;
        for (int32_t i = 0; i < r->ntags; i++)
            results += checkers__pdn_same_name(r->arena.buf + r->tags[i].name, "Result", 0);
        if (results > 1)
            append(r->message, sizeof r->message, &len, MORE_RESULTS, strlen(MORE_RESULTS),
                   (size_t)-1);
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
        checkers__pdn_scan s;
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
        if (r->ntags == 0 && !s.errored && t.kind == CHECKERS__PDN_EOF) {
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
