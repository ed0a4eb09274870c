/* SPDX-License-Identifier: MIT */
/*
 * The threading promise: distinct games may be used from different threads at
 * once, and const queries may run concurrently on one game. Several threads
 * play, list moves and count perft at the same time; each must get exactly
 * what it gets alone. (Run it under ThreadSanitizer to check for races.)
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <pthread.h>

#include "checkers.h"

#define THREADS 4

typedef struct {
    const checkers_game *shared; /* const queries on one game, from every thread */
    const char *variant;
    int depth;
    uint64_t leaves, shared_leaves;
    int32_t moves;
    int ok;
} job;

static void *work(void *arg)
{
    job *j = arg;
    checkers_game *own = NULL;
    checkers_move first;
    j->ok = checkers_game_new(&own, j->variant, NULL) == 0;
    for (int round = 0; j->ok && round < 3; round++) {
        j->ok = checkers_game_perft(own, j->depth, &j->leaves) == 0 &&
                checkers_game_perft(j->shared, 4, &j->shared_leaves) == 0 &&
                checkers_game_moves(own, &first, 1) > 0 &&
                checkers_game_apply(own, &first, NULL) == 0 && checkers_game_undo(own) == 0;
        j->moves = checkers_game_moves(j->shared, NULL, 0);
    }
    checkers_game_free(own);
    return NULL;
}

static void test_games_in_different_threads_do_not_interfere(void **state)
{
    (void)state;
    static const char *const variants[THREADS] = {"english", "international", "russian", "italian"};
    static const uint64_t expected[THREADS] = {36768, 167140, 37986, 36473}; /* perft(6) */
    checkers_game *shared = NULL;
    assert_int_equal(checkers_game_new(&shared, "english", NULL), 0);
    pthread_t threads[THREADS];
    job jobs[THREADS];
    for (int i = 0; i < THREADS; i++) {
        jobs[i] = (job){shared, variants[i], 6, 0, 0, 0, 0};
        assert_int_equal(pthread_create(&threads[i], NULL, work, &jobs[i]), 0);
    }
    for (int i = 0; i < THREADS; i++) {
        assert_int_equal(pthread_join(threads[i], NULL), 0);
        assert_true(jobs[i].ok);
        assert_true(jobs[i].leaves == expected[i]);
        assert_true(jobs[i].shared_leaves == 1469);
        assert_int_equal(jobs[i].moves, 7);
    }
    checkers_game_free(shared);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_in_different_threads_do_not_interfere),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
