/* SPDX-License-Identifier: MIT */
/*
 * test_declared_results.c - results the rules do not decide, as a game server
 * records them (checkers_game_declare): resignation, a draw by agreement,
 * loss on time and adjudication. One test per rule of the header's table.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

static checkers_game *english_after_opening(void)
{
    checkers_game *game = rules_game("english", NULL);
    rules_play(game, "11-15");
    rules_play(game, "23-19");
    return game;
}

static void test_either_player_may_resign_on_move_or_not(void **state)
{
    (void)state;
    for (int32_t winner = CHECKERS_BLACK_WINS; winner <= CHECKERS_WHITE_WINS; winner++) {
        checkers_game *game = english_after_opening();
        assert_int_equal(checkers_game_declare(game, winner, CHECKERS_REASON_RESIGNATION), 0);
        rules_assert_status(game, winner, CHECKERS_REASON_RESIGNATION);
        checkers_game_free(game);
    }
}

static void test_no_move_is_played_after_a_declared_result(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT), 0);
    rules_refused(game, "8-11", CHECKERS_E_GAME_OVER);
    /* The list still shows the position's moves (as after any result); none is played. */
    checkers_move moves[CHECKERS_MAX_MOVES];
    assert_int_equal(checkers_game_moves(game, moves, CHECKERS_MAX_MOVES), 7);
    assert_int_equal(checkers_game_apply(game, &moves[0], NULL), CHECKERS_E_GAME_OVER);
    assert_int_equal(checkers_game_apply_index(game, 0, NULL), CHECKERS_E_GAME_OVER);
    assert_int_equal(checkers_game_ply_count(game), 2);
    checkers_game_free(game);
}

static void test_an_agreed_result_is_a_draw(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_AGREEMENT),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT), 0);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT);
    checkers_game_free(game);
}

static void test_time_and_resignation_give_a_win_never_a_draw(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_TIME),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_RESIGNATION),
                     CHECKERS_E_INVALID_ARGUMENT);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_declare(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_TIME), 0);
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_TIME);
    checkers_game_free(game);
}

static void test_an_adjudication_may_give_any_result(void **state)
{
    (void)state;
    const int32_t results[] = {CHECKERS_BLACK_WINS, CHECKERS_WHITE_WINS, CHECKERS_DRAW};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++) {
        checkers_game *game = english_after_opening();
        assert_int_equal(checkers_game_declare(game, results[i], CHECKERS_REASON_ADJUDICATION), 0);
        rules_assert_status(game, results[i], CHECKERS_REASON_ADJUDICATION);
        checkers_game_free(game);
    }
}

static void test_only_the_four_declared_reasons_and_three_results_are_accepted(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    const int32_t rule_reasons[] = {CHECKERS_REASON_NONE,
                                    CHECKERS_REASON_NO_PIECES,
                                    CHECKERS_REASON_NO_MOVES,
                                    CHECKERS_REASON_REPETITION,
                                    CHECKERS_REASON_MOVE_LIMIT,
                                    CHECKERS_REASON_CROWNED,
                                    CHECKERS_REASON_ENDGAME,
                                    11,
                                    -1};
    for (size_t i = 0; i < sizeof rule_reasons / sizeof rule_reasons[0]; i++)
        assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, rule_reasons[i]),
                         CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_declare(game, CHECKERS_ONGOING, CHECKERS_REASON_ADJUDICATION),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_declare(game, 4, CHECKERS_REASON_ADJUDICATION),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_declare(NULL, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT),
                     CHECKERS_E_INVALID_ARGUMENT);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

static void test_a_game_already_over_cannot_be_declared_again(void **state)
{
    (void)state;
    /* White to move with no piece: Black has won by the rules. */
    checkers_game *game = rules_game("english", "W:W:B1");
    assert_int_equal(checkers_game_declare(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_TIME),
                     CHECKERS_E_GAME_OVER);
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);

    game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_TIME), 0);
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT),
                     CHECKERS_E_GAME_OVER);
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_TIME);
    checkers_game_free(game);
}

static void test_undo_withdraws_the_declaration_and_keeps_the_moves(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_RESIGNATION),
                     0);
    assert_int_equal(checkers_game_undo(game), 0);
    assert_int_equal(checkers_game_ply_count(game), 2);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "8-11");
    assert_int_equal(checkers_game_undo(game), 0);
    assert_int_equal(checkers_game_ply_count(game), 2);
    checkers_game_free(game);

    /* Resigning before any move: the undo withdraws it, and there is nothing more. */
    game = rules_game("english", NULL);
    assert_int_equal(checkers_game_declare(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_RESIGNATION),
                     0);
    assert_int_equal(checkers_game_undo(game), 0);
    assert_int_equal(checkers_game_undo(game), CHECKERS_E_NOTHING_TO_UNDO);
    checkers_game_free(game);
}

static void test_a_clone_keeps_the_declared_result(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening(), *copy = NULL;
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_ADJUDICATION), 0);
    assert_int_equal(checkers_game_clone(&copy, game), 0);
    rules_assert_status(copy, CHECKERS_DRAW, CHECKERS_REASON_ADJUDICATION);
    checkers_game_free(copy);
    checkers_game_free(game);
}

static void test_a_draw_claim_is_refused_after_a_declared_result(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_RESIGNATION),
                     0);
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

/* checkers_game_declared gives the declared result and its reason, for each one allowed. */
static void test_declared_names_the_declared_result_and_its_reason(void **state)
{
    (void)state;
    static const int32_t allowed[][2] = {
        {CHECKERS_WHITE_WINS, CHECKERS_REASON_RESIGNATION},
        {CHECKERS_BLACK_WINS, CHECKERS_REASON_TIME},
        {CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT},
        {CHECKERS_DRAW, CHECKERS_REASON_ADJUDICATION},
    };
    for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++) {
        checkers_game *game = english_after_opening();
        int32_t reason = -1;
        assert_int_equal(checkers_game_declared(game, &reason), CHECKERS_ONGOING);
        assert_int_equal(reason, CHECKERS_REASON_NONE);
        assert_int_equal(checkers_game_declare(game, allowed[i][0], allowed[i][1]), 0);
        assert_int_equal(checkers_game_declared(game, &reason), allowed[i][0]);
        assert_int_equal(reason, allowed[i][1]);
        assert_int_equal(checkers_game_declared(game, NULL), allowed[i][0]);
        checkers_game_free(game);
    }
    assert_int_equal(checkers_game_declared(NULL, NULL), CHECKERS_E_INVALID_ARGUMENT);
}

/* The undo that withdraws a declaration leaves none declared, and a copy keeps it. */
static void test_declared_is_none_after_the_undo_that_withdraws_it(void **state)
{
    (void)state;
    checkers_game *game = english_after_opening();
    assert_int_equal(checkers_game_declare(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_RESIGNATION),
                     0);
    checkers_game *copy = NULL;
    assert_int_equal(checkers_game_clone(&copy, game), 0);
    assert_int_equal(checkers_game_undo(game), 0);
    int32_t reason = -1;
    assert_int_equal(checkers_game_declared(game, &reason), CHECKERS_ONGOING);
    assert_int_equal(reason, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_ply_count(game), 2);
    assert_int_equal(checkers_game_declared(copy, &reason), CHECKERS_BLACK_WINS);
    assert_int_equal(reason, CHECKERS_REASON_RESIGNATION);
    checkers_game_free(copy);
    checkers_game_free(game);
}

/* A result the rules decide (here: the side to move has no pieces) is not a declared one. */
static void test_declared_is_none_for_a_result_the_rules_decide(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "W:W18:B14");
    rules_play(game, "18x9");
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_PIECES);
    int32_t reason = -1;
    assert_int_equal(checkers_game_declared(game, &reason), CHECKERS_ONGOING);
    assert_int_equal(reason, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

static void test_one_jump_possible_is_read_from_the_move_list(void **state)
{
    (void)state;
    /* The ACF one-minute rule: a single legal move that captures. */
    checkers_game *game = rules_game("english", "B:W18:B14,1");
    checkers_move moves[CHECKERS_MAX_MOVES];
    assert_int_equal(checkers_game_moves(game, moves, CHECKERS_MAX_MOVES), 1);
    assert_int_equal(moves[0].captures, 1);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_either_player_may_resign_on_move_or_not),
        cmocka_unit_test(test_no_move_is_played_after_a_declared_result),
        cmocka_unit_test(test_an_agreed_result_is_a_draw),
        cmocka_unit_test(test_time_and_resignation_give_a_win_never_a_draw),
        cmocka_unit_test(test_an_adjudication_may_give_any_result),
        cmocka_unit_test(test_only_the_four_declared_reasons_and_three_results_are_accepted),
        cmocka_unit_test(test_a_game_already_over_cannot_be_declared_again),
        cmocka_unit_test(test_undo_withdraws_the_declaration_and_keeps_the_moves),
        cmocka_unit_test(test_a_clone_keeps_the_declared_result),
        cmocka_unit_test(test_a_draw_claim_is_refused_after_a_declared_result),
        cmocka_unit_test(test_declared_names_the_declared_result_and_its_reason),
        cmocka_unit_test(test_declared_is_none_after_the_undo_that_withdraws_it),
        cmocka_unit_test(test_declared_is_none_for_a_result_the_rules_decide),
        cmocka_unit_test(test_one_jump_possible_is_read_from_the_move_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
