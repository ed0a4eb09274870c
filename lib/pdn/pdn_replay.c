/* SPDX-License-Identifier: MIT */
/* The PDN reader: games one at a time, every move checked as it is read. */
#include <string.h>

#include "pdn/pdn_replay.h"

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
            checkers__pdn_report_limit(r, s, CHECKERS_E_PDN_TOO_LONG, t.line, t.col,
                                       r->text + t.all.start, t.all.end - t.all.start);
            r->err.move_number = 0;
        }
        if (s->over_length && (t.kind == CHECKERS__PDN_TAG || t.kind == CHECKERS__PDN_COMMENT)) {
            continue;
        } else if (t.kind == CHECKERS__PDN_TAG) {
            if (checkers__pdn_strict(r) && t.lenient_only &&
                checkers__pdn_report_token(
                    r, s, CHECKERS_E_PDN_SYNTAX, &t, "the tag ",
                    " is off the PDN 3.0 grammar ([Name \"value\"], the name a letter "
                    "then letters, digits or _)"))
                r->err.move_number = 0;
            rc = checkers__pdn_add_tag(r, &t);
        } else if (t.kind == CHECKERS__PDN_BAD && r->text[t.all.start] == '[') {
            /* A broken tag: the game's error, but its other tags still belong to it. */
            const char *before, *after;
            checkers__pdn_unreadable(r->text, &t, &before, &after);
            if (checkers__pdn_report_token(r, s, CHECKERS_E_PDN_SYNTAX, &t, before, after))
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
                checkers__pdn_report_limit(r, s, pb.code, pb.line, pb.col, r->text + pb.span.start,
                                           pb.span.end - pb.span.start);
            else
                checkers__pdn_report(r, s, pb.code, pb.line, pb.col, r->text + pb.span.start,
                                     pb.span.end - pb.span.start, pb.before, pb.after);
            continue;
        }
        if (k == CHECKERS__STEP_SETUP) {
            if ((rc = checkers__pdn_setup_command(r, s, &s->setup)) < 0)
                return rc;
            continue;
        }
        if (r->max_plies > 0 && ply >= r->max_plies) {
            checkers__pdn_report_limit(r, s, CHECKERS_E_PDN_TOO_MANY_PLIES, m.line, m.col,
                                       r->text + m.span.start, m.span.end - m.span.start);
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
            checkers__pdn_report(r, s, rc, m.line, m.col, r->text + m.span.start,
                                 m.span.end - m.span.start, NULL, NULL) &&
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
        checkers__pdn_report_token(
            r, s, CHECKERS_E_PDN_SYNTAX, t, "the result ",
            " is not one of PDN 3.0's (1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0, *)");
    if (s->terminator > 0 && tagged > 0 && tagged != s->terminator &&
        checkers__pdn_report_token(r, s, CHECKERS_E_PDN_SYNTAX, t, "the game ends ",
                                   " where its Result tag says ")) {
        size_t len = strlen(r->message);
        checkers__pdn_append(r->message, sizeof r->message, &len, v + value.start,
                             value.end - value.start, CHECKERS__PDN_MESSAGE_QUOTE);
        /* Headers run together: a game without moves and no * after it (the grammar's reading). */
        int32_t results = 0;
        for (int32_t i = 0; i < r->ntags; i++)
            results += checkers__pdn_same_name(r->arena.buf + r->tags[i].name, "Result", 0);
        if (results > 1)
            checkers__pdn_append(r->message, sizeof r->message, &len, MORE_RESULTS,
                                 strlen(MORE_RESULTS), (size_t)-1);
    }
    if (tag && !result_allowed(v + value.start, value.end - value.start))
        checkers__pdn_report_tag(r, s, CHECKERS_E_PDN_SYNTAX, tag, "the Result tag's value ",
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
        if ((rc = checkers__pdn_setup_game(r, &s)) < 0 || (rc = read_moves(r, &s)) < 0)
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
