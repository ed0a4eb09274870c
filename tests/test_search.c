/* SPDX-License-Identifier: MIT */
/*
 * The computer's search (checkers_search_*): it finds forced wins, keeps to
 * its depth and node limits, stops when asked (from another thread too: run
 * under ThreadSanitizer in CI), allocates only when created, plays every
 * variant, and refuses bad arguments with a status code, changing nothing.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <pthread.h>
#include <time.h>

#include "checkers.h"

static checkers_game *from_fen(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, variant, fen, NULL), 0);
    return game;
}

static checkers_search *new_search(void)
{
    checkers_search *search = NULL;
    assert_int_equal(checkers_search_new(&search, 0, NULL), 0);
    assert_non_null(search);
    return search;
}

static checkers_search_limits depth_limit(int32_t depth)
{
    checkers_search_limits limits;
    memset(&limits, 0, sizeof limits);
    limits.depth = depth;
    return limits;
}

/* The move's text in the game's position, for comparing with what a person would write. */
static const char *text_of(const checkers_game *game, const checkers_move *move, char *buf,
                           size_t capacity)
{
    assert_true(checkers_game_move_text(game, move, 0, buf, capacity) > 0);
    return buf;
}

/* ------------------------------------------------------------ forced wins */

static void test_search_finds_the_one_move_that_wins_at_once(void **state)
{
    (void)state;
    /* 26-30 leaves Black's man on 21 without a move; the four other moves do not. */
    checkers_game *game = from_fen("english", "W:W25,K26:B21");
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(6);
    checkers_search_info info;
    checkers_move best;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
    assert_string_equal(text_of(game, &best, text, sizeof text), "26-30");
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.score, CHECKERS_SEARCH_WIN - 1);
    assert_int_equal(info.depth, 1); /* the win is seen at once: no deeper pass */
    assert_int_equal(info.pv_length, 1);
    assert_memory_equal(&info.pv[0], &best, sizeof best);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_finds_the_sacrifice_that_forces_a_winning_capture(void **state)
{
    (void)state;
    /* 14-10 wins in three plies whatever the king does; no move wins at once. */
    checkers_game *game = from_fen("english", "W:W14,12,29:BK3");
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(8);
    checkers_search_info info;
    checkers_move best;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
    assert_string_equal(text_of(game, &best, text, sizeof text), "14-10");
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.score, CHECKERS_SEARCH_WIN - 3);
    /* The variation is the win: the move, Black's best reply, White's last move. */
    assert_int_equal(info.pv_length, 3);
    for (int32_t i = 0; i < info.pv_length; i++)
        assert_int_equal(checkers_game_apply(game, &info.pv[i], NULL), 0);
    assert_int_equal(checkers_game_status(game, NULL), CHECKERS_WHITE_WINS);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_plays_a_forced_move_without_searching(void **state)
{
    (void)state;
    checkers_game *game = from_fen("english", "W:W22:B18");
    checkers_search *search = new_search();
    checkers_search_info info;
    checkers_move best;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_search_run(search, game, NULL, &best), 0);
    assert_string_equal(text_of(game, &best, text, sizeof text), "22x15");
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.depth, 0);
    assert_int_equal(info.nodes, 0);
    assert_int_equal(info.pv_length, 1);
    checkers_search_free(search);
    checkers_game_free(game);
}

/* ------------------------------------------------------------------ limits */

typedef struct {
    int32_t depths[CHECKERS_SEARCH_MAX_DEPTH + 1];
    int32_t passes;
    int64_t nodes;
    int32_t stop_at; /* the pass after which the callback asks to stop; 0: never */
    checkers_search *search;
} passes_seen;

static void record_pass(void *context, const checkers_search_info *info)
{
    passes_seen *seen = context;
    if (seen->passes <= CHECKERS_SEARCH_MAX_DEPTH)
        seen->depths[seen->passes] = info->depth;
    seen->passes++;
    assert_true(info->nodes >= seen->nodes);
    seen->nodes = info->nodes;
    assert_true(info->pv_length >= 1 && info->pv_length <= CHECKERS_SEARCH_PV_MAX);
    if (seen->stop_at != 0 && info->depth == seen->stop_at)
        assert_int_equal(checkers_search_stop(seen->search), 0);
}

static void test_search_deepens_pass_by_pass_to_its_depth(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(7);
    checkers_search_info info;
    passes_seen seen;
    checkers_move best;

    memset(&seen, 0, sizeof seen);
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_search_set_callback(search, record_pass, &seen), 0);
    assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
    assert_int_equal(seen.passes, 7);
    for (int32_t i = 0; i < 7; i++)
        assert_int_equal(seen.depths[i], i + 1);
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.depth, 7);
    assert_true(info.nodes >= seen.nodes);
    assert_memory_equal(&info.pv[0], &best, sizeof best);
    assert_int_equal(checkers_game_check_move(game, &best, NULL), 0);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_to_a_depth_is_deterministic(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(6);
    checkers_search_info first, second;
    checkers_move a, b;

    assert_int_equal(checkers_game_new(&game, "russian", NULL), 0);
    assert_int_equal(checkers_game_apply_moves_text(game, "c3-d4 f6-g5", NULL, NULL), 0);
    assert_int_equal(checkers_search_run(search, game, &limits, &a), 0);
    assert_int_equal(checkers_search_result(search, &first), 0);
    assert_int_equal(checkers_search_run(search, game, &limits, &b), 0);
    assert_int_equal(checkers_search_result(search, &second), 0);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(first.nodes, second.nodes);
    assert_int_equal(first.score, second.score);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_keeps_to_its_node_limit(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(0);
    checkers_search_info info;
    checkers_move best;

    limits.nodes = 5000;
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
    assert_int_equal(checkers_search_result(search, &info), 0);
    /* The node that passes the limit is counted, and nothing after it. */
    assert_true(info.nodes >= 5000 && info.nodes <= 5001);
    assert_true(info.depth >= 1 && info.depth < CHECKERS_SEARCH_MAX_DEPTH);
    assert_int_equal(checkers_game_check_move(game, &best, NULL), 0);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_stops_when_its_callback_asks(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_info info;
    passes_seen seen;
    checkers_move best;

    memset(&seen, 0, sizeof seen);
    seen.stop_at = 3;
    seen.search = search;
    assert_int_equal(checkers_game_new(&game, "english", NULL), 0);
    assert_int_equal(checkers_search_set_callback(search, record_pass, &seen), 0);
    assert_int_equal(checkers_search_run(search, game, NULL, &best), 0);
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.depth, 3); /* no pass began after the request */
    assert_int_equal(info.nodes, seen.nodes);
    assert_int_equal(checkers_game_check_move(game, &best, NULL), 0);
    /* The request ended with that search: the next one runs to its depth. */
    checkers_search_set_callback(search, NULL, NULL);
    checkers_search_limits limits = depth_limit(5);
    assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.depth, 5);
    checkers_search_free(search);
    checkers_game_free(game);
}

static void test_search_stop_asked_before_the_search_stops_it_at_once(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_info info;
    checkers_move best;

    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_search_stop(search), 0);
    assert_int_equal(checkers_search_run(search, game, NULL, &best), 0);
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_true(info.nodes <= 1024);
    assert_int_equal(checkers_game_check_move(game, &best, NULL), 0);
    checkers_search_free(search);
    checkers_game_free(game);
}

typedef struct {
    checkers_search *search;
    const checkers_game *game;
    checkers_move best;
    int32_t status;
} background;

static void *search_in_background(void *arg)
{
    background *b = arg;
    b->status = checkers_search_run(b->search, b->game, NULL, &b->best);
    return NULL;
}

static void test_search_stops_when_another_thread_asks(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    background b;
    pthread_t thread;
    struct timespec pause = {0, 20 * 1000000L};
    checkers_search_info info;

    memset(&b, 0, sizeof b);
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    b.search = new_search();
    b.game = game;
    b.status = 1;
    assert_int_equal(pthread_create(&thread, NULL, search_in_background, &b), 0);
    nanosleep(&pause, NULL);
    /* No limits: only the stop ends this search before depth 48. */
    assert_int_equal(checkers_search_stop(b.search), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    assert_int_equal(b.status, 0);
    assert_int_equal(checkers_game_check_move(game, &b.best, NULL), 0);
    assert_int_equal(checkers_search_result(b.search, &info), 0);
    assert_true(info.depth < CHECKERS_SEARCH_MAX_DEPTH);
    checkers_search_free(b.search);
    checkers_game_free(game);
}

/* ------------------------------------------------------------------ memory */

typedef struct {
    int calls;
} counter;

static void *count_alloc(void *ctx, size_t size)
{
    ((counter *)ctx)->calls++;
    return malloc(size);
}

static void *count_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    (void)old_size;
    ((counter *)ctx)->calls++;
    return realloc(p, size);
}

static void count_release(void *ctx, void *p)
{
    (void)ctx;
    free(p);
}

static void test_search_allocates_only_when_created(void **state)
{
    (void)state;
    counter calls = {0};
    checkers_allocator allocator = {count_alloc, count_realloc, count_release, &calls};
    checkers_search *search = NULL;
    checkers_game *game = NULL;
    checkers_search_limits limits = depth_limit(5);
    checkers_move best;
    int after_new;

    assert_int_equal(checkers_search_new(&search, 12, &allocator), 0);
    after_new = calls.calls;
    assert_true(after_new > 0);
    assert_int_equal(checkers_game_new(&game, "frisian", NULL), 0);
    for (int32_t ply = 0; ply < 20 && checkers_game_status(game, NULL) == CHECKERS_ONGOING; ply++) {
        assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
        assert_int_equal(checkers_game_apply(game, &best, NULL), 0);
    }
    assert_int_equal(calls.calls, after_new);
    checkers_search_free(search);
    checkers_game_free(game);
}

/* ---------------------------------------------------------------- variants */

static void test_search_plays_every_variant(void **state)
{
    (void)state;
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(4);

    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = NULL;
        checkers_move best;
        checkers_search_info info;
        assert_int_equal(checkers_game_new(&game, checkers_variant_name(v), NULL), 0);
        /* A few moves of the search against itself, each legal. */
        for (int32_t ply = 0; ply < 6 && checkers_game_status(game, NULL) == CHECKERS_ONGOING;
             ply++) {
            assert_int_equal(checkers_search_run(search, game, &limits, &best), 0);
            assert_int_equal(checkers_search_result(search, &info), 0);
            assert_true(info.depth == 4 || info.depth == 0 || info.score > CHECKERS_SEARCH_WON ||
                        info.score < -CHECKERS_SEARCH_WON);
            assert_int_equal(checkers_game_apply(game, &best, NULL), 0);
        }
        checkers_game_free(game);
    }
    checkers_search_free(search);
}

/* ---------------------------------------------------------- bad arguments */

static void test_search_new_refuses_bad_arguments(void **state)
{
    (void)state;
    checkers_search *search = (checkers_search *)&search;
    checkers_allocator half = {count_alloc, NULL, count_release, NULL};

    assert_int_equal(checkers_search_new(NULL, 0, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_new(&search, CHECKERS_SEARCH_TABLE_BITS_MIN - 1, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_null(search);
    assert_int_equal(checkers_search_new(&search, CHECKERS_SEARCH_TABLE_BITS_MAX + 1, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_new(&search, -1, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_new(&search, 0, &half), CHECKERS_E_INVALID_ARGUMENT);
    assert_null(search);
    assert_int_equal(checkers_search_stop(NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_set_callback(NULL, NULL, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_result(NULL, NULL), CHECKERS_E_INVALID_ARGUMENT);
    checkers_search_free(NULL);
}

static void test_search_run_refuses_bad_arguments_and_leaves_best_alone(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_search *search = new_search();
    checkers_search_limits limits = depth_limit(3);
    checkers_search_info info;
    checkers_move best, untouched;

    memset(&best, 0xA5, sizeof best);
    untouched = best;
    assert_int_equal(checkers_game_new(&game, NULL, NULL), 0);
    assert_int_equal(checkers_search_result(search, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_run(NULL, game, &limits, &best), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_run(search, NULL, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_search_run(search, game, &limits, NULL), CHECKERS_E_INVALID_ARGUMENT);
    limits.depth = -1;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    limits.depth = CHECKERS_SEARCH_MAX_DEPTH + 1;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    limits = depth_limit(3);
    limits.nodes = -1;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    limits = depth_limit(3);
    limits.milliseconds = -5;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    limits = depth_limit(3);
    limits.flags = 1;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    limits = depth_limit(3);
    limits.reserved[3] = 1;
    assert_int_equal(checkers_search_run(search, game, &limits, &best),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_memory_equal(&best, &untouched, sizeof best);
    checkers_game_free(game);

    /* A finished game: nothing to choose. */
    game = from_fen("english", "B:W22:B");
    limits = depth_limit(3);
    assert_int_equal(checkers_search_run(search, game, &limits, &best), CHECKERS_E_GAME_OVER);
    assert_memory_equal(&best, &untouched, sizeof best);
    assert_int_equal(checkers_search_result(search, &info), 0);
    assert_int_equal(info.pv_length, 0);
    checkers_game_free(game);
    checkers_search_free(search);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search_finds_the_one_move_that_wins_at_once),
        cmocka_unit_test(test_search_finds_the_sacrifice_that_forces_a_winning_capture),
        cmocka_unit_test(test_search_plays_a_forced_move_without_searching),
        cmocka_unit_test(test_search_deepens_pass_by_pass_to_its_depth),
        cmocka_unit_test(test_search_to_a_depth_is_deterministic),
        cmocka_unit_test(test_search_keeps_to_its_node_limit),
        cmocka_unit_test(test_search_stops_when_its_callback_asks),
        cmocka_unit_test(test_search_stop_asked_before_the_search_stops_it_at_once),
        cmocka_unit_test(test_search_stops_when_another_thread_asks),
        cmocka_unit_test(test_search_allocates_only_when_created),
        cmocka_unit_test(test_search_plays_every_variant),
        cmocka_unit_test(test_search_new_refuses_bad_arguments),
        cmocka_unit_test(test_search_run_refuses_bad_arguments_and_leaves_best_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
