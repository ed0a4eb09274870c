/* SPDX-License-Identifier: MIT */
/*
 * The PDN reader's lenient repair: a capture written hop by hop is joined.
 * (A short capture that several legal moves match is decided by how far the
 * moves after it replay: pdn_replay.c, which plays them.)
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
