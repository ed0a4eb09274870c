/* SPDX-License-Identifier: MIT */
/*
 * The PDN reader's lenient repair: a capture written hop by hop is joined,
 * and a short capture that several legal moves match is decided by how far
 * the moves after it replay.
 */
#include "pdn/pdn_replay.h"

/* Plays a route by its square numbers (algebraic squares on a numeric board, joined hops). */
int32_t checkers__pdn_apply_route(checkers_game *g, const checkers__pdn_route *route,
                                  checkers_refusal *why)
{
    char text[CHECKERS__PDN_ROUTE_TEXT_MAX];
    checkers__pdn_route_text(route, text, sizeof text);
    return checkers_game_apply_text(g, text, why);
}

/*
 * A capture written hop by hop ("e5xc3 c3xa1"): joins the next moves while
 * they continue it. When only looking ahead, comments are not kept.
 */
int32_t checkers__pdn_join_hops(checkers_pdn_reader *r, checkers_game *g, checkers__pdn_scan *s,
                                const checkers__pdn_route *first, int looking_ahead,
                                checkers_refusal *why)
{
    checkers__pdn_route joined = *first, next;
    checkers__pdn_scan ahead = *s;
    checkers__pdn_move m;
    checkers__pdn_problem pb;
    checkers_refusal w;
    int hops = 0;
    while (checkers__pdn_step(r, &ahead, 0, checkers_game_ply_count(g), &m, &pb) ==
           CHECKERS__STEP_MOVE) {
        hops++;
        if (m.too_long || checkers__pdn_route_read(m.text, m.len, &r->squares, &next) != 0 ||
            next.sq[0] != joined.sq[joined.n - 1] ||
            joined.n + next.n - 1 > CHECKERS_MAX_CAPTURES + 2)
            break;
        for (int i = 1; i < next.n; i++) {
            joined.sep[joined.n - 1] = next.sep[i - 1];
            joined.sq[joined.n++] = next.sq[i];
        }
        int32_t rc = checkers__pdn_apply_route(g, &joined, &w);
        if (rc == 0) {
            /* Read the hops again, recording: comments between them belong to the move. */
            for (int i = 0; i < hops; i++)
                if (checkers__pdn_step(r, s, !looking_ahead, checkers_game_ply_count(g), &m, &pb) ==
                        CHECKERS__STEP_ERROR &&
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
int32_t checkers__pdn_resolve(checkers_pdn_reader *r, checkers_game *g, const checkers__pdn_scan *s,
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
