/* SPDX-License-Identifier: MIT */
/*
 * A PDN move played on the game: strictly as PDN 3.0 writes it, or leniently
 * (algebraic squares, hops joined, a short capture that several moves match
 * decided by replaying the moves after it).
 */
#include <string.h>

#include "rules/rules.h"
#include "pdn/pdn_replay.h"

/* Strict: why the move m is refused, in words, for checkers__pdn_report() to take (r->pending). */
static int32_t refuse_strict(checkers_pdn_reader *r, checkers_refusal *why, int32_t code,
                             const checkers__pdn_move *m, const char *before, const char *after)
{
    checkers__pdn_compose(r->pending, sizeof r->pending, before, r->text + m->span.start,
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
