/* SPDX-License-Identifier: MIT */
/*
 * search.c - the computer's search (checkers_search_*): the opponent of the
 * terminal game, of Game.bestMove and of `checkers hub`.
 *
 * A negamax alpha-beta search over the library's own move generator:
 * checkers_game_moves lists the moves, checkers_game_apply / checkers_game_undo
 * walk the tree on the search's own copy of the game. It deepens one ply at a
 * time (iterative deepening), each pass trying first the move the last one
 * found best, and remembers what it learnt of each position in a transposition
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
 * A search to a depth alone is deterministic: the moves are tried in a fixed
 * order, only a strictly better score replaces the best move, and nothing an
 * earlier search stored in the table is used (each search salts its keys).
 * Time, node and stop limits cut it short instead, so its choice may then
 * depend on the machine's speed.
 *
 * Memory: everything is allocated by checkers_search_new (the table, a stack
 * for move lists longer than a frame keeps, the copy of the game with room for
 * a long game and the searched line); a search allocates only to copy a game
 * longer than any it copied before.
 */
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "search/search_internal.h"

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
static int32_t distance(const checkers_search *s, int32_t a, int32_t b)
{
    return max32(abs32(s->row_of[a] - s->row_of[b]), abs32(s->column_of[a] - s->column_of[b]));
}

static int32_t corner_distance(const checkers_search *s, int32_t square)
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
static int32_t press(const checkers_search *s, const int32_t *kings, int32_t count, int32_t strong)
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
static int32_t evaluate(const checkers_search *s)
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
static int32_t terminal_score(const checkers_search *s, int32_t ply)
{
    int32_t turn = checkers_game_turn(s->game);
    int32_t result = checkers_game_status(s->game, NULL);

    if (result == CHECKERS_BLACK_WINS)
        return turn == CHECKERS_BLACK ? SCORE_WIN - ply : -(SCORE_WIN - ply);
    if (result == CHECKERS_WHITE_WINS)
        return turn == CHECKERS_WHITE ? SCORE_WIN - ply : -(SCORE_WIN - ply);
    return 0; /* a draw */
}

/* ---------------------------------------------------------------- limits */

static int64_t elapsed_ms(const checkers_search *s)
{
    struct timespec now;
    if (timespec_get(&now, TIME_UTC) != TIME_UTC)
        return 0;
    return (int64_t)(now.tv_sec - s->start.tv_sec) * 1000 +
           (int64_t)(now.tv_nsec - s->start.tv_nsec) / 1000000;
}

/* Whether to unwind: every node for the node limit, every CLOCK_EVERY + 1 for the rest. */
static int past_limits(checkers_search *s)
{
    struct timespec now;
    if (s->node_limit > 0 && s->nodes > s->node_limit)
        s->stopped = 1;
    if (s->stopped || (s->nodes & CLOCK_EVERY) != 0)
        return s->stopped;
    if (atomic_load_explicit(&s->stop, memory_order_relaxed))
        s->stopped = 1;
    else if (s->timed && timespec_get(&now, TIME_UTC) == TIME_UTC &&
             (now.tv_sec > s->deadline.tv_sec ||
              (now.tv_sec == s->deadline.tv_sec && now.tv_nsec >= s->deadline.tv_nsec)))
        s->stopped = 1;
    return s->stopped;
}

/* ---------------------------------------------------------------- search */

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
static int repeats(const checkers_search *s, int32_t ply)
{
    for (int32_t back = ply - 2; back >= 0; back -= 2)
        if (s->path[back] == s->path[ply])
            return 1;
    return 0;
}

static int32_t negamax(checkers_search *s, int32_t depth, int32_t ply, int32_t alpha, int32_t beta)
{
    checkers_move local[LOCAL_MOVES];
    checkers_move *moves = local;
    entry *slot = NULL;
    int32_t count, best = -SCORE_INFINITY, best_index = 0, first = 0, original_alpha = alpha;
    int32_t pushed = 0; /* moves taken from the move stack */

    if (s->error != 0 || s->stopped)
        return 0;
    s->nodes++;
    if (past_limits(s))
        return 0;
    /* A drawn game still lists its moves, but none can be played. */
    if (checkers_game_status(s->game, NULL) != CHECKERS_ONGOING)
        return terminal_score(s, ply);
    s->path[ply] = checkers_game_hash(s->game);
    if (repeats(s, ply))
        return 0;
    slot = &s->table[s->path[ply] & s->table_mask];
    if (slot->key == (s->path[ply] ^ s->salt)) {
        int32_t score = from_table(slot->score, ply);
        if (slot->depth >= depth &&
            (slot->bound == BOUND_EXACT || (slot->bound == BOUND_LOWER && score >= beta) ||
             (slot->bound == BOUND_UPPER && score <= alpha)))
            return score;
        first = slot->best;
    }

    count = checkers_game_moves(s->game, local, LOCAL_MOVES);
    if (count > LOCAL_MOVES) {
        if (count > STACK_MOVES - s->stack_top) {
            s->error = CHECKERS_E_TOO_MANY_MOVES;
            return 0;
        }
        moves = s->stack + s->stack_top;
        pushed = count;
        s->stack_top += pushed;
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
    if (best_index < 255) {
        slot->key = s->path[ply] ^ s->salt;
        slot->score = to_table(best, ply);
        slot->depth = (int16_t)(depth > 0 ? depth : 0);
        slot->bound = best <= original_alpha ? BOUND_UPPER
                      : best >= beta         ? BOUND_LOWER
                                             : BOUND_EXACT;
        slot->best = (uint8_t)(best_index + 1);
    }
done:
    s->stack_top -= pushed;
    return best;
}

/* ------------------------------------------------------------ public API */

int32_t checkers_search_new(checkers_search **out, int32_t table_bits,
                            const checkers_allocator *allocator)
{
    checkers_allocator a;
    checkers_search *s;
    int32_t status;

    if (out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = NULL;
    if (table_bits == 0)
        table_bits = CHECKERS_SEARCH_TABLE_BITS;
    if (table_bits < CHECKERS_SEARCH_TABLE_BITS_MIN ||
        table_bits > CHECKERS_SEARCH_TABLE_BITS_MAX || (sizeof(size_t) < 8 && table_bits > 26) ||
        checkers__allocator_pick(allocator, &a) != 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    s = a.alloc(a.ctx, sizeof *s);
    if (s == NULL)
        return CHECKERS_E_NO_MEMORY;
    memset(s, 0, sizeof *s);
    s->alloc = a;
    atomic_init(&s->stop, 0);
    s->table_mask = ((uint64_t)1 << table_bits) - 1;
    s->table = a.alloc(a.ctx, ((size_t)1 << table_bits) * sizeof *s->table);
    s->stack = a.alloc(a.ctx, (size_t)STACK_MOVES * sizeof *s->stack);
    status = s->table == NULL || s->stack == NULL ? CHECKERS_E_NO_MEMORY
                                                  : checkers_game_new(&s->game, NULL, &a);
    if (status == 0) /* once: no entry is ever read before it was written */
        memset(s->table, 0, ((size_t)1 << table_bits) * sizeof *s->table);
    if (status == 0) {
        checkers_game *start = NULL;
        status = checkers_game_new(&start, NULL, &a);
        if (status == 0)
            status = checkers__search_copy_game(s, start, RESERVE_PLIES);
        checkers_game_free(start);
    }
    if (status != 0) {
        checkers_search_free(s);
        return status;
    }
    *out = s;
    return 0;
}

void checkers_search_free(checkers_search *search)
{
    checkers_allocator a;
    if (search == NULL)
        return;
    a = search->alloc;
    checkers_game_free(search->game);
    a.release(a.ctx, search->table);
    a.release(a.ctx, search->stack);
    a.release(a.ctx, search);
}

int32_t checkers_search_set_callback(checkers_search *search, checkers_search_callback callback,
                                     void *context)
{
    if (search == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    search->callback = callback;
    search->context = context;
    return 0;
}

int32_t checkers_search_stop(checkers_search *search)
{
    if (search == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    atomic_store_explicit(&search->stop, 1, memory_order_relaxed);
    return 0;
}

int32_t checkers_search_result(const checkers_search *search, checkers_search_info *out)
{
    if (search == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = search->info;
    return 0;
}

static int limits_valid(const checkers_search_limits *limits)
{
    if (limits == NULL)
        return 1;
    for (size_t i = 0; i < sizeof limits->reserved / sizeof limits->reserved[0]; i++)
        if (limits->reserved[i] != 0)
            return 0;
    return limits->depth >= 0 && limits->depth <= CHECKERS_SEARCH_MAX_DEPTH && limits->nodes >= 0 &&
           limits->milliseconds >= 0 && limits->flags == 0;
}

/* Iterative deepening from the root list at the bottom of the move stack. */
static int32_t deepen(checkers_search *s, int32_t depth, const checkers_move *moves, int32_t count,
                      checkers_move *best)
{
    int32_t best_index = 0, status;

    for (int32_t pass = 1; pass <= depth; pass++) {
        int32_t pass_score = -SCORE_INFINITY, pass_index = best_index;
        /* Asked between passes (by the callback, say): no pass begun in vain. */
        if (pass > 1 && atomic_load_explicit(&s->stop, memory_order_relaxed))
            break;
        for (int32_t k = -1; k < count; k++) {
            int32_t i = k < 0 ? best_index : k, score;
            if (k >= 0 && i == best_index)
                continue;
            status = checkers_game_apply(s->game, &moves[i], NULL);
            if (status != 0)
                return status;
            score = -negamax(s, pass - 1, 1, -SCORE_INFINITY, -pass_score);
            status = checkers_game_undo(s->game);
            if (status == 0)
                status = s->error;
            if (status != 0)
                return status;
            if (s->stopped)
                break;
            if (score > pass_score) {
                pass_score = score;
                pass_index = i;
            }
        }
        /* An unfinished pass still searched the last best move first in full. */
        best_index = pass_index;
        if (s->stopped)
            break; /* out of time, nodes, or asked to stop */
        s->info.depth = pass;
        s->info.score = pass_score;
        s->info.nodes = s->nodes;
        s->info.milliseconds = elapsed_ms(s);
        checkers__search_pv(s, &moves[best_index]);
        if (s->callback != NULL)
            s->callback(s->context, &s->info);
        if (pass_score > SCORE_WON || pass_score < -SCORE_WON)
            break; /* the game's end is in sight */
    }
    *best = moves[best_index];
    return 0;
}

int32_t checkers_search_run(checkers_search *search, const checkers_game *game,
                            const checkers_search_limits *limits, checkers_move *best)
{
    checkers_search *s = search;
    int32_t status, count, depth;

    if (s == NULL || game == NULL || best == NULL || !limits_valid(limits))
        return CHECKERS_E_INVALID_ARGUMENT;
    memset(&s->info, 0, sizeof s->info);
    if (checkers_game_status(game, NULL) != CHECKERS_ONGOING) {
        atomic_store_explicit(&s->stop, 0, memory_order_relaxed);
        return CHECKERS_E_GAME_OVER;
    }
    s->nodes = 0;
    s->error = 0;
    s->stopped = 0;
    s->stack_top = 0;
    s->timed = 0;
    s->node_limit = limits != NULL ? limits->nodes : 0;
    depth = limits != NULL && limits->depth > 0 ? limits->depth : CHECKERS_SEARCH_MAX_DEPTH;
    if (timespec_get(&s->start, TIME_UTC) != TIME_UTC)
        memset(&s->start, 0, sizeof s->start);
    if (limits != NULL && limits->milliseconds > 0 && s->start.tv_sec != 0) {
        s->timed = 1;
        s->deadline = s->start;
        s->deadline.tv_sec += (time_t)(limits->milliseconds / 1000);
        s->deadline.tv_nsec += (long)(limits->milliseconds % 1000) * 1000000L;
        if (s->deadline.tv_nsec >= 1000000000L) {
            s->deadline.tv_sec++;
            s->deadline.tv_nsec -= 1000000000L;
        }
    }
    status = checkers__search_copy_game(s, game, MAX_PLY + CHECKERS_SEARCH_PV_MAX + 2);
    if (status == 0)
        status = checkers__search_prepare(s);
    if (status != 0)
        goto done;
    count = checkers_game_moves(s->game, s->stack, CHECKERS_MAX_MOVES);
    if (count < 0 || count > CHECKERS_MAX_MOVES) {
        status = count < 0 ? count : CHECKERS_E_TOO_MANY_MOVES;
        goto done;
    }
    if (count == 0) { /* not reached: a game without moves is over */
        status = CHECKERS_E_GAME_OVER;
        goto done;
    }
    if (count == 1) { /* a forced move: nothing to think about */
        *best = s->stack[0];
        s->info.pv[0] = s->stack[0];
        s->info.pv_length = 1;
        goto done;
    }
    s->stack_top = count;
    s->salt = checkers__search_salt(++s->searches);
    s->path[0] = checkers_game_hash(game);
    status = deepen(s, depth, s->stack, count, best);
done:
    s->info.nodes = s->nodes;
    s->info.milliseconds = elapsed_ms(s);
    atomic_store_explicit(&s->stop, 0, memory_order_relaxed);
    return status;
}
