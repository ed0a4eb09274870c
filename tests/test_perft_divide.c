/* SPDX-License-Identifier: MIT */
/*
 * test_perft_divide.c - checkers_game_perft_divide: the count move by move, in
 * parts a caller can stop. One test per promise of the header.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "checkers.h"
#include "perft_data.h"

typedef struct {
    uint64_t per_move[CHECKERS_MAX_MOVES];
    uint64_t largest; /* the largest part */
    int32_t calls, last_index, out_of_order;
    int32_t stop_after; /* stop at this call (0: never) with the value `stop_with` */
    int32_t stop_with;
} tally;

static int32_t add(void *context, int32_t index, uint64_t leaves)
{
    tally *t = context;
    if (index < t->last_index || index < 0 || index >= CHECKERS_MAX_MOVES)
        t->out_of_order++;
    else
        t->per_move[index] += leaves;
    t->last_index = index;
    t->calls++;
    if (leaves > t->largest)
        t->largest = leaves;
    return t->stop_after == t->calls ? t->stop_with : 0;
}

static checkers_game *game_of(const char *variant, const char *fen)
{
    checkers_game *g = NULL;
    int32_t rc = fen ? checkers_game_new_from_fen(&g, variant, fen, NULL)
                     : checkers_game_new(&g, variant, NULL);
    assert_int_equal(rc, 0);
    return g;
}

/* Each move's parts sum to the perft of the position after it, and all of them to the perft. */
static void check_divide(const char *variant, const char *fen, int32_t depth)
{
    checkers_game *g = game_of(variant, fen);
    tally t = {0};
    uint64_t total = 0, whole = 0, sum = 0;
    int32_t count = checkers_game_moves(g, NULL, 0);

    assert_int_equal(checkers_game_perft(g, depth, &whole), 0);
    assert_int_equal(checkers_game_perft_divide(g, depth, add, &t, &total), 0);
    assert_true(total == whole);
    assert_int_equal(t.out_of_order, 0);
    for (int32_t i = 0; i < count; i++) {
        checkers_game *after = NULL;
        uint64_t leaves = 0;
        assert_int_equal(checkers_game_clone(&after, g), 0);
        assert_int_equal(checkers_game_apply_index(after, i, NULL), 0);
        assert_int_equal(checkers_game_perft(after, depth - 1, &leaves), 0);
        assert_true(t.per_move[i] == leaves);
        sum += t.per_move[i];
        checkers_game_free(after);
    }
    assert_true(sum == whole);
    checkers_game_free(g);
}

static void test_divide_gives_each_moves_perft_in_every_variant(void **state)
{
    (void)state;
    for (int32_t v = 0; v < checkers_variant_count(); v++)
        check_divide(checkers_variant_name(v), NULL, 3);
    for (int p = 0; p < P_COUNT; p++)
        check_divide(perft_positions[p].variant, perft_positions[p].fen, 3);
}

static void test_divide_follows_frisian_king_runs(void **state)
{
    (void)state;
    /* Kings beside men: the limit on a king's plain moves in a row changes the counts. */
    check_divide("frisian", "W:WK46,K47,31,32:BK4,K5,19,20", 5);
    /* White's king on 46 has made two plain moves and Black's on 1 one, with no capture
     * in sight: a walk that did not carry the runs down its plies would count more. */
    check_divide("frisian", "W:WK46,K50,36:BK1,5,15:+21+246", 5);
}

static void test_divide_of_a_long_count_comes_in_parts(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", NULL);
    tally t = {0};
    uint64_t total = 0;

    assert_int_equal(checkers_game_perft_divide(g, 9, add, &t, &total), 0);
    assert_true(total == 3963680);                          /* English perft(9), perft.md */
    assert_true(t.calls > checkers_game_moves(g, NULL, 0)); /* seven moves, more parts */
    assert_int_equal(t.out_of_order, 0);
    checkers_game_free(g);
}

static void test_divide_parts_stay_a_few_million_leaves(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", NULL);
    tally t = {0};
    uint64_t total = 0;

    /* Small counts near the end of a move's walk must not make the next move's counts whole. */
    assert_int_equal(checkers_game_perft_divide(g, 11, add, &t, &total), 0);
    assert_true(total == 85242128); /* English perft(11), perft.md */
    assert_true(t.largest > 0 && t.largest <= (UINT64_C(1) << 22));
    checkers_game_free(g);
}

static void test_divide_stops_with_the_callbacks_value(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", NULL);
    tally t = {.stop_after = 3, .stop_with = 77};
    uint64_t total = 0, whole = 0, sum = 0;

    assert_int_equal(checkers_game_perft(g, 6, &whole), 0);
    assert_int_equal(checkers_game_perft_divide(g, 6, add, &t, &total), 77);
    assert_int_equal(t.calls, 3);
    for (int i = 0; i < CHECKERS_MAX_MOVES; i++)
        sum += t.per_move[i];
    assert_true(total == sum); /* the leaves before the stop */
    assert_true(total > 0 && total < whole);
    t.calls = 0;
    t.last_index = 0;
    t.stop_with = CHECKERS_E_INVALID_ARGUMENT; /* a negative value is passed on as well */
    assert_int_equal(checkers_game_perft_divide(g, 6, add, &t, &total),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(g);
}

static void test_divide_at_depth_zero_counts_one_and_calls_nothing(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", NULL);
    tally t = {0};
    uint64_t total = 0;

    assert_int_equal(checkers_game_perft_divide(g, 0, add, &t, &total), 0);
    assert_true(total == 1);
    assert_int_equal(t.calls, 0);
    checkers_game_free(g);
}

static void test_divide_without_a_callback_counts_the_perft(void **state)
{
    (void)state;
    checkers_game *g = game_of("international", NULL);
    uint64_t total = 0;

    assert_int_equal(checkers_game_perft_divide(g, 4, NULL, NULL, &total), 0);
    assert_true(total == 4265); /* International perft(4), perft.md */
    checkers_game_free(g);
}

static void test_divide_of_a_position_without_moves_counts_nothing(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", "B:W32:B");
    tally t = {0};
    uint64_t total = 99;

    assert_int_equal(checkers_game_perft_divide(g, 3, add, &t, &total), 0);
    assert_true(total == 0);
    assert_int_equal(t.calls, 0);
    checkers_game_free(g);
}

static void test_divide_refuses_bad_arguments(void **state)
{
    (void)state;
    checkers_game *g = game_of("english", NULL);
    uint64_t total = 5;

    assert_int_equal(checkers_game_perft_divide(NULL, 3, NULL, NULL, &total),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft_divide(g, 3, NULL, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft_divide(g, -1, NULL, NULL, &total),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft_divide(g, CHECKERS_PERFT_DEPTH_MAX + 1, NULL, NULL,
                                                &total),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_true(total == 5);
    checkers_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_divide_gives_each_moves_perft_in_every_variant),
        cmocka_unit_test(test_divide_follows_frisian_king_runs),
        cmocka_unit_test(test_divide_of_a_long_count_comes_in_parts),
        cmocka_unit_test(test_divide_parts_stay_a_few_million_leaves),
        cmocka_unit_test(test_divide_stops_with_the_callbacks_value),
        cmocka_unit_test(test_divide_at_depth_zero_counts_one_and_calls_nothing),
        cmocka_unit_test(test_divide_without_a_callback_counts_the_perft),
        cmocka_unit_test(test_divide_of_a_position_without_moves_counts_nothing),
        cmocka_unit_test(test_divide_refuses_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
