/* SPDX-License-Identifier: MIT */
/*
 * test_rules_frisian.c - the rules of Frisian draughts and Frysk!, rules.md
 * 1.13 and 1.17, one test per rule that sets them apart from International.
 *
 * Squares are the International ones, 1-50 from Black's side: square n is on
 * row (n-1)/5 from the top. Along a row the orthogonal neighbour is the next
 * number (27 | 28 | 29); along a column it is ten away (18 above 28, 38
 * below).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/* International board, start and numbering, White first (rules.md 1.13). */
static void test_frisian_start_is_the_international_start(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", NULL);
    assert_int_equal(checkers_game_square_count(game), 50);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:"
                           "B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    EXPECT_MOVES(game, "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30",
                 "35-30");
    checkers_game_free(game);
}

/* Men move one square diagonally forward; never along a row or column. */
static void test_frisian_men_move_diagonally_forward(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W28:B1");
    EXPECT_MOVES(game, "28-22", "28-23");
    rules_refused(game, "28-18", CHECKERS_E_NOT_DIAGONAL);
    rules_refused(game, "28-29", CHECKERS_E_NOT_DIAGONAL);
    checkers_game_free(game);
}

/* Men capture along rows and columns too, forward, backward and sideways. */
static void test_frisian_men_capture_in_eight_directions(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W28:B18");
    EXPECT_MOVES(game, "28x8"); /* up the column, over 18 */
    checkers_game_free(game);
    game = rules_game("frisian", "W:W28:B38");
    EXPECT_MOVES(game, "28x48"); /* backward down the column */
    checkers_game_free(game);
    game = rules_game("frisian", "W:W28:B27");
    EXPECT_MOVES(game, "28x26"); /* sideways along the row */
    rules_play(game, "28x26");
    rules_assert_fen(game, "B:W26:B");
    checkers_game_free(game);
    /* A capture along a row does not wrap round to the next row. */
    game = rules_game("frisian", "W:W30:B26");
    EXPECT_MOVES(game, "30-24", "30-25");
    checkers_game_free(game);
}

/* Kings move diagonally any distance, and capture in eight directions at any distance. */
static void test_frisian_kings_move_diagonally_and_capture_in_eight_directions(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:WK46:B1");
    EXPECT_MOVES(game, "46-41", "46-37", "46-32", "46-28", "46-23", "46-19", "46-14", "46-10",
                 "46-5");
    rules_refused(game, "46-36", CHECKERS_E_NOT_DIAGONAL);
    checkers_game_free(game);
    game = rules_game("frisian", "W:WK46:B26");
    EXPECT_MOVES(game, "46x16", "46x6"); /* up the column, landing anywhere beyond */
    checkers_game_free(game);
}

/* The capture of highest value is compulsory: a king is worth more than one man. */
static void test_frisian_a_king_is_worth_more_than_a_man(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W28:B27,K29");
    EXPECT_MOVES(game, "28x30");
    checkers_refusal why = rules_refused(game, "28x26", CHECKERS_E_NOT_MAX_VALUE);
    assert_int_equal(why.count, 1);
    assert_int_equal(why.kings, 1);
    assert_int_equal(why.move.from, 28);
    assert_int_equal(why.move.to, 30);
    checkers_game_free(game);
}

/* ... and less than two men: two men are worth more than one king. */
static void test_frisian_a_king_is_worth_less_than_two_men(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W28:B21,27,K29");
    EXPECT_MOVES(game, "28x26x17");
    checkers_refusal why = rules_refused(game, "28x30", CHECKERS_E_NOT_MAX_VALUE);
    assert_int_equal(why.count, 2);
    assert_int_equal(why.kings, 0);
    checkers_game_free(game);
}

/* At equal value a capture with a king has priority. */
static void test_frisian_at_equal_value_the_king_captures(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W28,K50:B27,40");
    EXPECT_MOVES(game, "50x30", "50x20", "50x10");
    rules_refused(game, "28x26", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);
}

/* ... but only at equal value: a man's capture of more value goes before a king's. */
static void test_frisian_a_kings_capture_of_less_value_gives_way(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W33,K50:B18,28,44");
    EXPECT_MOVES(game, "33x22x13");
    checkers_refusal why = rules_refused(game, "50x39", CHECKERS_E_NOT_MAX_VALUE);
    assert_int_equal(why.count, 2);
    assert_int_equal(why.kings, 0);
    checkers_game_free(game);
}

/* A man is crowned only if it ends its move on the far row; passing through, it stays a man. */
static void test_frisian_man_crowned_only_where_its_move_ends(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:W13:B8,12");
    EXPECT_MOVES(game, "13x2x22");
    rules_refused(game, "13x2", CHECKERS_E_CAPTURE_INCOMPLETE);
    rules_play(game, "13x2x22");
    rules_assert_piece(game, 22, CHECKERS_WHITE_MAN);
    checkers_game_free(game);
    game = rules_game("frisian", "W:W13:B8,40");
    rules_play(game, "13x2");
    rules_assert_piece(game, 2, CHECKERS_WHITE_KING);
    checkers_game_free(game);
}

/*
 * While a player has men, one king may make at most three plain moves in a
 * row: the fourth is refused with its own reason, and the run is game state
 * that undo restores and FEN carries as lidraughts writes it (pdn.md 3.2).
 */
static void test_frisian_fourth_plain_move_of_a_king_is_refused(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:WK46,45:B1");
    rules_play(game, "46-41");
    rules_play(game, "1-7");
    rules_play(game, "41-46");
    rules_play(game, "7-12");
    rules_play(game, "46-41");
    rules_assert_fen(game, "B:WK41,45:B12:+0+341");
    rules_play(game, "12-18");
    checkers_refusal why = rules_refused(game, "41-46", CHECKERS_E_KING_RUN);
    assert_int_equal(why.square, 41);
    rules_refused(game, "41-37", CHECKERS_E_KING_RUN);
    EXPECT_MOVES(game, "45-40");
    /* Undo takes the run back with the moves. */
    assert_int_equal(checkers_game_undo(game), 0);
    assert_int_equal(checkers_game_undo(game), 0);
    rules_assert_fen(game, "W:W45,K46:B12:+0+246");
    rules_play(game, "46-41");
    rules_play(game, "12-18");
    rules_refused(game, "41-46", CHECKERS_E_KING_RUN);
    /* Another piece's move ends the run. */
    rules_play(game, "45-40");
    rules_assert_fen(game, "B:W40,K41:B18");
    checkers_game_free(game);
}

/* The run is read from FEN, and does not bind a side that has only kings. */
static void test_frisian_king_run_is_read_from_fen(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frisian", "W:WK41,45:B18:H0:F1:+0+341");
    EXPECT_MOVES(game, "45-40");
    checkers_game_free(game);
    game = rules_game("frisian", "W:WK41:B18:+0+341");
    EXPECT_MOVES(game, "41-46", "41-47", "41-36", "41-37", "41-32", "41-28", "41-23", "41-19",
                 "41-14", "41-10", "41-5");
    checkers_game_free(game);
    assert_int_equal(checkers_game_new_from_fen(&game, "frisian", "W:WK41,45:B18:+0+345", NULL),
                     CHECKERS_E_FEN_SYNTAX); /* no king on 45 */
    assert_null(game);
    assert_int_equal(checkers_game_new_from_fen(&game, "frisian", "W:WK41,45:B18:+0+441", NULL),
                     CHECKERS_E_FEN_SYNTAX); /* more than three */
    assert_int_equal(checkers_game_new_from_fen(&game, "international", "W:WK41:B18:+0+341", NULL),
                     CHECKERS_E_FEN_SYNTAX); /* only where the rule exists */
}

/* Two kings against one: drawn after seven moves each (lidraughts, alemanni). */
static void test_frisian_two_kings_against_one_drawn_after_seven_moves(void **state)
{
    (void)state;
    static const checkers_draw_rules endgame_only = {0, 0, 0, 1, {0, 0, 0, 0}};
    static const char *const shuffle[] = {"49-44", "1-6", "44-49", "6-1"};
    checkers_game *game = rules_game("frisian", "W:WK49,K50:BK1");
    assert_int_equal(checkers_game_set_draw_rules(game, &endgame_only), 0);
    for (int ply = 0; ply < 13; ply++) {
        rules_play(game, shuffle[ply % 4]);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    rules_play(game, shuffle[13 % 4]);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_ENDGAME);
    checkers_game_free(game);
}

/* One king against one: drawn after two moves each (lidraughts' reading of "at once"). */
static void test_frisian_king_against_king_drawn_after_two_moves(void **state)
{
    (void)state;
    static const checkers_draw_rules endgame_only = {0, 0, 0, 1, {0, 0, 0, 0}};
    checkers_game *game = rules_game("frisian", "W:WK50:BK1");
    assert_int_equal(checkers_game_set_draw_rules(game, &endgame_only), 0);
    rules_play(game, "50-44");
    rules_play(game, "1-6");
    rules_play(game, "44-50");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "6-1");
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_ENDGAME);
    checkers_game_free(game);
}

/*
 * lidraughts' capture stress positions (rules.md 2.6, no published counts): a
 * king that takes every black piece, which is then the only legal move; and
 * a man among 28 pieces whose routes are too many to walk, refused with
 * CHECKERS_E_TOO_MANY_MOVES at once rather than searched for minutes.
 */
static void test_frisian_extreme_captures_are_found_or_refused_at_once(void **state)
{
    (void)state;
    checkers_move moves[4];
    checkers_game *game =
        rules_game("frisian", "W:WK50:B3,7,10,12,13,14,17,20,21,23,25,30,32,36,38,39,41,43,K47");
    assert_int_equal(checkers_game_moves(game, moves, 4), 1);
    assert_int_equal(moves[0].captures, 19);
    checkers_game_free(game);
    game = rules_game("frisian", "W:W50:B7,9,11,12,13,14,16,18,20,21,22,23,24,27,29,31,32,33,"
                                 "34,36,38,40,41,42,43,44,K47,K49");
    assert_int_equal(checkers_game_moves(game, moves, 4), CHECKERS_E_TOO_MANY_MOVES);
    checkers_game_free(game);
}

/* Frysk!: the Frisian rules from five men each on the back rows (lidraughts GameType 97). */
static void test_frysk_starts_with_five_men_each_on_the_back_rows(void **state)
{
    (void)state;
    checkers_game *game = rules_game("frysk", NULL);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:W46,47,48,49,50:B1,2,3,4,5");
    EXPECT_MOVES(game, "46-41", "47-41", "47-42", "48-42", "48-43", "49-43", "49-44", "50-44",
                 "50-45");
    checkers_game_free(game);
    game = rules_game("frysk", "W:W28:B27"); /* and captures along rows */
    EXPECT_MOVES(game, "28x26");
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_frisian_start_is_the_international_start),
        cmocka_unit_test(test_frisian_men_move_diagonally_forward),
        cmocka_unit_test(test_frisian_men_capture_in_eight_directions),
        cmocka_unit_test(test_frisian_kings_move_diagonally_and_capture_in_eight_directions),
        cmocka_unit_test(test_frisian_a_king_is_worth_more_than_a_man),
        cmocka_unit_test(test_frisian_a_king_is_worth_less_than_two_men),
        cmocka_unit_test(test_frisian_at_equal_value_the_king_captures),
        cmocka_unit_test(test_frisian_a_kings_capture_of_less_value_gives_way),
        cmocka_unit_test(test_frisian_man_crowned_only_where_its_move_ends),
        cmocka_unit_test(test_frisian_fourth_plain_move_of_a_king_is_refused),
        cmocka_unit_test(test_frisian_king_run_is_read_from_fen),
        cmocka_unit_test(test_frisian_two_kings_against_one_drawn_after_seven_moves),
        cmocka_unit_test(test_frisian_king_against_king_drawn_after_two_moves),
        cmocka_unit_test(test_frisian_extreme_captures_are_found_or_refused_at_once),
        cmocka_unit_test(test_frysk_starts_with_five_men_each_on_the_back_rows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
