/* SPDX-License-Identifier: MIT */
/*
 * search.c - the built-in opponent of `checkers play`.
 *
 * A plain negamax alpha-beta search over the library's own move generator:
 * checkers_game_moves lists the moves, checkers_game_apply / checkers_game_undo
 * walk the tree on a private clone of the game. Captures are compulsory, so
 * when the depth runs out in the middle of an exchange the search goes on
 * along the (forced) captures before it evaluates. The evaluation counts
 * material, kings worth more than men, plus a small bonus for advanced men.
 * In antidraughts, where the side that cannot move wins, material counts
 * the other way. The moves are tried in the library's stable order and only a
 * strictly better score replaces the best move, so the choice is
 * deterministic.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAN_VALUE 100
#define KING_VALUE 150
#define ADVANCE_VALUE 2      /* per row a man has advanced */
#define SCORE_WIN 1000000    /* a win at the root; minus the plies it takes */
#define SCORE_INFINITY 2000000
#define MAX_PLY 64           /* how deep capture sequences may extend the search */
#define LOCAL_MOVES 64       /* moves kept on the stack before falling back to malloc */

typedef struct search {
    checkers_game *game;                      /* the clone the search walks */
    int32_t squares;                          /* the board's playing squares */
    int32_t rows;                             /* the board's rows */
    int32_t row_of[CHECKERS_MAX_SQUARES + 1]; /* row of each square, 0 = Black's back row */
    int32_t sign;                             /* -1 when pieces are a burden (antidraughts) */
    int32_t error;                            /* the first library error met, or 0 */
} search;

/* The position's value for the side to move. */
static int32_t evaluate(const search *s)
{
    int32_t turn = checkers_game_turn(s->game);
    int32_t score = 0;

    for (int32_t square = 1; square <= s->squares; square++) {
        int32_t piece = checkers_game_piece(s->game, square);
        int32_t value;
        if (piece <= 0)
            continue;
        if (piece & CHECKERS_KING)
            value = KING_VALUE;
        else if ((piece & CHECKERS_BLACK) != 0)
            value = MAN_VALUE + ADVANCE_VALUE * s->row_of[square];
        else
            value = MAN_VALUE + ADVANCE_VALUE * (s->rows - 1 - s->row_of[square]);
        score += (piece & turn) ? value : -value;
    }
    return s->sign * score;
}

/* The score of a finished game for the side to move, `ply` plies from the root. */
static int32_t terminal_score(const search *s, int32_t ply)
{
    int32_t turn = checkers_game_turn(s->game);
    int32_t result = checkers_game_status(s->game, NULL);

    if (result == CHECKERS_BLACK_WINS)
        return turn == CHECKERS_BLACK ? SCORE_WIN - ply : -(SCORE_WIN - ply);
    if (result == CHECKERS_WHITE_WINS)
        return turn == CHECKERS_WHITE ? SCORE_WIN - ply : -(SCORE_WIN - ply);
    return 0; /* a draw */
}

static int32_t negamax(search *s, int32_t depth, int32_t ply, int32_t alpha, int32_t beta)
{
    checkers_move local[LOCAL_MOVES];
    checkers_move *moves = local;
    int32_t count, best = -SCORE_INFINITY;

    if (s->error != 0)
        return 0;
    /* A drawn game still lists its moves, but none can be played. */
    if (checkers_game_status(s->game, NULL) != CHECKERS_ONGOING)
        return terminal_score(s, ply);
    count = checkers_game_moves(s->game, local, LOCAL_MOVES);
    if (count > LOCAL_MOVES) {
        moves = malloc((size_t)count * sizeof *moves);
        if (moves == NULL) {
            s->error = CHECKERS_E_NO_MEMORY;
            return 0;
        }
        count = checkers_game_moves(s->game, moves, (size_t)count);
    }
    if (count < 0) {
        s->error = count;
        best = 0;
        goto done;
    }
    if (count == 0) {
        best = terminal_score(s, ply);
        goto done;
    }
    if (depth <= 0 && ((moves[0].flags & CHECKERS_MOVE_CAPTURE) == 0 || ply >= MAX_PLY)) {
        best = evaluate(s);
        goto done;
    }

    for (int32_t i = 0; i < count; i++) {
        int32_t status = checkers_game_apply(s->game, &moves[i], NULL);
        int32_t score;
        if (status != 0) {
            s->error = status;
            best = 0;
            goto done;
        }
        score = -negamax(s, depth - 1, ply + 1, -beta, -alpha);
        status = checkers_game_undo(s->game);
        if (status != 0 && s->error == 0)
            s->error = status;
        if (s->error != 0) {
            best = 0;
            goto done;
        }
        if (score > best)
            best = score;
        if (best > alpha)
            alpha = best;
        if (alpha >= beta)
            break;
    }
done:
    if (moves != local)
        free(moves);
    return best;
}

int32_t cli_search(const checkers_game *game, int32_t depth, checkers_move *best)
{
    search s;
    checkers_move *moves = NULL;
    int32_t count, status, best_score = -SCORE_INFINITY, best_index = 0;

    memset(&s, 0, sizeof s);
    count = cli_legal_moves(game, &moves);
    if (count <= 0)
        return count < 0 ? count : 1;
    if (count == 1) { /* a forced move: nothing to think about */
        *best = moves[0];
        free(moves);
        return 0;
    }

    status = checkers_game_clone(&s.game, game);
    if (status != 0) {
        free(moves);
        return status;
    }
    s.sign = strcmp(checkers_game_variant(game), "antidraughts") == 0 ? -1 : 1;
    s.squares = checkers_game_square_count(game);
    if (s.squares < 0 || s.squares > CHECKERS_MAX_SQUARES) {
        status = s.squares < 0 ? s.squares : CHECKERS_E_INVALID_ARGUMENT;
        goto done;
    }
    for (int32_t square = 1; square <= s.squares; square++) {
        status = checkers_game_square_position(game, square, &s.row_of[square], NULL, &s.rows,
                                               NULL);
        if (status != 0)
            goto done;
    }

    for (int32_t i = 0; i < count; i++) {
        int32_t score;
        status = checkers_game_apply(s.game, &moves[i], NULL);
        if (status != 0)
            goto done;
        score = -negamax(&s, depth - 1, 1, -SCORE_INFINITY, -best_score);
        status = checkers_game_undo(s.game);
        if (status == 0)
            status = s.error;
        if (status != 0)
            goto done;
        if (score > best_score) {
            best_score = score;
            best_index = i;
        }
    }
    *best = moves[best_index];
    status = 0;
done:
    checkers_game_free(s.game);
    free(moves);
    return status;
}
