/* SPDX-License-Identifier: MIT */
/*
 * search.c - the built-in opponent of `checkers play`.
 *
 * A negamax alpha-beta search over the library's own move generator:
 * checkers_game_moves lists the moves, checkers_game_apply / checkers_game_undo
 * walk the tree on a private clone of the game. It deepens one ply at a time
 * (iterative deepening), each pass trying first the move the last one found
 * best, and remembers what it learnt of each position in a transposition
 * table keyed by the library's Zobrist hash. Captures are compulsory, so when
 * the depth runs out in the middle of an exchange the search goes on along the
 * (forced) captures before it evaluates. A position that comes back along the
 * searched line counts as a draw, so the side ahead looks for progress.
 *
 * The evaluation counts material, kings worth more than men, plus a small
 * bonus for advanced men. When one side is ahead and the other has only kings
 * left, it adds what wins such endings: the stronger side's kings close in,
 * and the lone kings are driven out of the double corners, where they would
 * otherwise shuttle to a draw. In antidraughts, where the side that cannot
 * move wins, material counts the other way and the endgame terms are off.
 *
 * cli_search (a fixed depth) is deterministic: the moves are tried in a fixed
 * order, only a strictly better score replaces the best move, and the table
 * starts empty each time. cli_search_timed stops at a deadline instead, so its
 * choice may depend on the machine's speed.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#define MAN_VALUE 100
#define KING_VALUE 150
#define ADVANCE_VALUE 2   /* per row a man has advanced */
#define CORNER_VALUE 6    /* per step a lone king stands from a double corner */
#define CHASE_VALUE 3     /* per step between a strong king and the nearest lone king */
#define SCORE_WIN 1000000 /* a win at the root; minus the plies it takes */
#define SCORE_INFINITY 2000000
#define SCORE_WON (SCORE_WIN - 1000) /* beyond this a score is a forced win */
#define MAX_PLY 64                   /* how deep the search may go, capture sequences included */
#define MAX_DEPTH 48                 /* the deepest pass a time budget may reach */
#define LOCAL_MOVES 64               /* moves kept on the stack before falling back to malloc */
#define TABLE_BITS 18                /* 2^18 entries of 16 bytes: 4 MB */
#define CLOCK_EVERY 1023             /* nodes between two looks at the clock, minus one */

/* What a table entry's score is: exact, or a bound found by a cut-off. */
#define BOUND_EXACT 0
#define BOUND_LOWER 1
#define BOUND_UPPER 2

typedef struct entry {
    uint64_t key;
    int32_t score;
    int16_t depth;
    uint8_t bound;
    uint8_t best; /* index of the best move in the position's list, + 1; 0 = none */
} entry;

typedef struct search {
    checkers_game *game;                      /* the clone the search walks */
    int32_t squares;                          /* the board's playing squares */
    int32_t rows, columns;                    /* the board's size */
    int32_t row_of[CHECKERS_MAX_SQUARES + 1]; /* row of each square, 0 = Black's back row */
    int32_t column_of[CHECKERS_MAX_SQUARES + 1];
    int32_t corners[4][2]; /* the double corners: row, column */
    int32_t corner_count;
    int32_t sign;               /* -1 when pieces are a burden (antidraughts) */
    int32_t error;              /* the first library error met, or 0 */
    entry *table;               /* NULL: searching without one */
    uint64_t path[MAX_PLY + 1]; /* the hash at each ply of the searched line */
    unsigned long nodes;
    int timed;   /* whether `deadline` applies */
    int stopped; /* the deadline passed: unwind */
    struct timespec deadline;
} search;

/* ------------------------------------------------------------ evaluation */

static int32_t max32(int32_t a, int32_t b)
{
    return a > b ? a : b;
}

static int32_t abs32(int32_t a)
{
    return a < 0 ? -a : a;
}

/* King steps between two squares, ignoring the pieces in between. */
static int32_t distance(const search *s, int32_t a, int32_t b)
{
    return max32(abs32(s->row_of[a] - s->row_of[b]), abs32(s->column_of[a] - s->column_of[b]));
}

static int32_t corner_distance(const search *s, int32_t square)
{
    int32_t best = s->rows + s->columns;
    for (int32_t i = 0; i < s->corner_count; i++) {
        int32_t d = max32(abs32(s->row_of[square] - s->corners[i][0]),
                          abs32(s->column_of[square] - s->corners[i][1]));
        if (d < best)
            best = d;
    }
    return best;
}

/*
 * How well the side ahead (`strong`) presses lone kings: its kings near
 * them, they far from the double corners. Called when `weak` has no men.
 */
static int32_t press(const search *s, const int32_t *kings, int32_t count, int32_t strong)
{
    int32_t score = 0;
    for (int32_t i = 0; i < count; i++) {
        int32_t piece = checkers_game_piece(s->game, kings[i]);
        if (piece & strong) {
            int32_t nearest = s->rows + s->columns;
            for (int32_t j = 0; j < count; j++)
                if (!(checkers_game_piece(s->game, kings[j]) & strong) &&
                    distance(s, kings[i], kings[j]) < nearest)
                    nearest = distance(s, kings[i], kings[j]);
            score -= CHASE_VALUE * nearest;
        } else {
            score += CORNER_VALUE * corner_distance(s, kings[i]);
        }
    }
    return score;
}

/* The position's value for the side to move. */
static int32_t evaluate(const search *s)
{
    int32_t turn = checkers_game_turn(s->game);
    int32_t score = 0, men[2] = {0, 0}, material[2] = {0, 0};
    int32_t kings[CHECKERS_MAX_SQUARES], king_count = 0;

    for (int32_t square = 1; square <= s->squares; square++) {
        int32_t piece = checkers_game_piece(s->game, square);
        int32_t value, mine;
        if (piece <= 0)
            continue;
        mine = (piece & turn) != 0;
        if (piece & CHECKERS_KING) {
            value = KING_VALUE;
            kings[king_count++] = square;
        } else {
            value = MAN_VALUE + ADVANCE_VALUE * ((piece & CHECKERS_BLACK)
                                                     ? s->row_of[square]
                                                     : s->rows - 1 - s->row_of[square]);
            men[mine]++;
        }
        material[mine] += value;
        score += mine ? value : -value;
    }
    if (s->sign < 0)
        return -score;
    /* Endgame knowledge: the side ahead against kings alone. */
    if (material[1] > material[0] && men[0] == 0)
        score += press(s, kings, king_count, turn);
    else if (material[0] > material[1] && men[1] == 0)
        score -= press(s, kings, king_count, turn ^ (CHECKERS_BLACK | CHECKERS_WHITE));
    return score;
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

/* ---------------------------------------------------------------- search */

static int past_deadline(search *s)
{
    struct timespec now;
    if (!s->timed || (s->nodes & CLOCK_EVERY) != 0)
        return s->stopped;
    if (timespec_get(&now, TIME_UTC) != TIME_UTC)
        return s->stopped;
    if (now.tv_sec > s->deadline.tv_sec ||
        (now.tv_sec == s->deadline.tv_sec && now.tv_nsec >= s->deadline.tv_nsec))
        s->stopped = 1;
    return s->stopped;
}

/* A win's score counts plies from the root; the table keeps them from the position. */
static int32_t to_table(int32_t score, int32_t ply)
{
    return score > SCORE_WON ? score + ply : score < -SCORE_WON ? score - ply : score;
}

static int32_t from_table(int32_t score, int32_t ply)
{
    return score > SCORE_WON ? score - ply : score < -SCORE_WON ? score + ply : score;
}

/* Whether the position at `ply` already stood on the searched line (same side to move). */
static int repeats(const search *s, int32_t ply)
{
    for (int32_t back = ply - 2; back >= 0; back -= 2)
        if (s->path[back] == s->path[ply])
            return 1;
    return 0;
}

static int32_t negamax(search *s, int32_t depth, int32_t ply, int32_t alpha, int32_t beta)
{
    checkers_move local[LOCAL_MOVES];
    checkers_move *moves = local;
    entry *slot = NULL;
    int32_t count, best = -SCORE_INFINITY, best_index = 0, first = 0, original_alpha = alpha;

    if (s->error != 0 || s->stopped)
        return 0;
    s->nodes++;
    if (past_deadline(s))
        return 0;
    /* A drawn game still lists its moves, but none can be played. */
    if (checkers_game_status(s->game, NULL) != CHECKERS_ONGOING)
        return terminal_score(s, ply);
    s->path[ply] = checkers_game_hash(s->game);
    if (repeats(s, ply))
        return 0;
    if (s->table != NULL) {
        slot = &s->table[s->path[ply] & ((1u << TABLE_BITS) - 1)];
        if (slot->key == s->path[ply]) {
            int32_t score = from_table(slot->score, ply);
            if (slot->depth >= depth &&
                (slot->bound == BOUND_EXACT || (slot->bound == BOUND_LOWER && score >= beta) ||
                 (slot->bound == BOUND_UPPER && score <= alpha)))
                return score;
            first = slot->best;
        }
    }

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
    if (ply >= MAX_PLY) {
        best = evaluate(s);
        goto done;
    }

    /* The table's best move first (first - 1), then the others in list order. */
    for (int32_t k = first > 0 && first <= count ? -1 : 0; k < count; k++) {
        int32_t i = k < 0 ? first - 1 : k;
        int32_t status, score;
        if (k >= 0 && i == first - 1)
            continue;
        status = checkers_game_apply(s->game, &moves[i], NULL);
        if (status != 0) {
            s->error = status;
            best = 0;
            goto done;
        }
        score = -negamax(s, depth - 1, ply + 1, -beta, -alpha);
        status = checkers_game_undo(s->game);
        if (status != 0 && s->error == 0)
            s->error = status;
        if (s->error != 0 || s->stopped) {
            best = 0;
            goto done;
        }
        if (score > best) {
            best = score;
            best_index = i;
        }
        if (best > alpha)
            alpha = best;
        if (alpha >= beta)
            break;
    }
    if (slot != NULL && best_index < 255) {
        slot->key = s->path[ply];
        slot->score = to_table(best, ply);
        slot->depth = (int16_t)(depth > 0 ? depth : 0);
        slot->bound = best <= original_alpha ? BOUND_UPPER
                      : best >= beta         ? BOUND_LOWER
                                             : BOUND_EXACT;
        slot->best = (uint8_t)(best_index + 1);
    }
done:
    if (moves != local)
        free(moves);
    return best;
}

/* Fills in the board's geometry. Returns 0 or a library error. */
static int32_t prepare(search *s, const checkers_game *game)
{
    int32_t playing[4] = {0, 0, 0, 0};

    s->sign = strcmp(checkers_game_variant(game), "antidraughts") == 0 ? -1 : 1;
    s->squares = checkers_game_square_count(game);
    if (s->squares < 0 || s->squares > CHECKERS_MAX_SQUARES)
        return s->squares < 0 ? s->squares : CHECKERS_E_INVALID_ARGUMENT;
    for (int32_t square = 1; square <= s->squares; square++) {
        int32_t status = checkers_game_square_position(game, square, &s->row_of[square],
                                                       &s->column_of[square], &s->rows,
                                                       &s->columns);
        if (status != 0)
            return status;
    }
    /* A double corner is a board corner whose own square is not played on. */
    for (int32_t square = 1; square <= s->squares; square++)
        for (int32_t i = 0; i < 4; i++)
            if (s->row_of[square] == (i < 2 ? 0 : s->rows - 1) &&
                s->column_of[square] == (i % 2 ? s->columns - 1 : 0))
                playing[i] = 1;
    for (int32_t i = 0; i < 4; i++)
        if (!playing[i]) {
            s->corners[s->corner_count][0] = i < 2 ? 0 : s->rows - 1;
            s->corners[s->corner_count][1] = i % 2 ? s->columns - 1 : 0;
            s->corner_count++;
        }
    return 0;
}

/*
 * Deepens from 1 to `depth` plies, or until the deadline when `milliseconds`
 * is positive. Stores the best move of the deepest pass in *best.
 */
static int32_t think(const checkers_game *game, int32_t depth, int32_t milliseconds,
                     checkers_move *best)
{
    search *s;
    checkers_move *moves = NULL;
    int32_t count, status, best_index = 0;

    count = cli_legal_moves(game, &moves);
    if (count <= 0)
        return count < 0 ? count : 1;
    if (count == 1) { /* a forced move: nothing to think about */
        *best = moves[0];
        free(moves);
        return 0;
    }
    s = calloc(1, sizeof *s);
    if (s == NULL) {
        free(moves);
        return CHECKERS_E_NO_MEMORY;
    }
    s->table = calloc((size_t)1 << TABLE_BITS, sizeof *s->table); /* NULL: none, slower */
    if (milliseconds > 0 && timespec_get(&s->deadline, TIME_UTC) == TIME_UTC) {
        s->timed = 1;
        s->deadline.tv_sec += milliseconds / 1000;
        s->deadline.tv_nsec += (long)(milliseconds % 1000) * 1000000L;
        if (s->deadline.tv_nsec >= 1000000000L) {
            s->deadline.tv_sec++;
            s->deadline.tv_nsec -= 1000000000L;
        }
    }
    status = checkers_game_clone(&s->game, game);
    if (status == 0)
        status = prepare(s, game);
    if (status != 0)
        goto done;
    s->path[0] = checkers_game_hash(game);

    for (int32_t pass = 1; pass <= depth; pass++) {
        int32_t pass_score = -SCORE_INFINITY, pass_index = best_index;
        for (int32_t k = -1; k < count; k++) {
            int32_t i = k < 0 ? best_index : k, score;
            if (k >= 0 && i == best_index)
                continue;
            status = checkers_game_apply(s->game, &moves[i], NULL);
            if (status != 0)
                goto done;
            score = -negamax(s, pass - 1, 1, -SCORE_INFINITY, -pass_score);
            status = checkers_game_undo(s->game);
            if (status == 0)
                status = s->error;
            if (status != 0)
                goto done;
            if (s->stopped)
                break;
            if (score > pass_score) {
                pass_score = score;
                pass_index = i;
            }
        }
        /* An unfinished pass still searched the last best move first in full. */
        best_index = pass_index;
        if (s->stopped || pass_score > SCORE_WON || pass_score < -SCORE_WON)
            break; /* out of time, or the game's end is in sight */
    }
    *best = moves[best_index];
    status = 0;
done:
    checkers_game_free(s->game);
    free(s->table);
    free(s);
    free(moves);
    return status;
}

int32_t cli_search(const checkers_game *game, int32_t depth, checkers_move *best)
{
    return think(game, depth, 0, best);
}

int32_t cli_search_timed(const checkers_game *game, int32_t milliseconds, checkers_move *best)
{
    return think(game, MAX_DEPTH, milliseconds, best);
}
