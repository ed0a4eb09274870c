/* SPDX-License-Identifier: MIT */
/*
 * test_rules_thai.c - the rules of Thai draughts (mak-hos), rules.md 1.11,
 * one test per rule that sets it apart.
 *
 * Numbering (derived in rules.md from PDN "31,B,8,8,N2,0", not independently
 * confirmed): square 1 at g1, right to left and row by row upward, so Thai n
 * is the square of English 33-n: 1 = g1, 4 = a1, 5 = h2, 32 = b8.
 *
 *   8   . 32  . 31  . 30  . 29
 *   7  28  . 27  . 26  . 25  .
 *   6   . 24  . 23  . 22  . 21
 *   5  20  . 19  . 18  . 17  .
 *   4   . 16  . 15  . 14  . 13
 *   3  12  . 11  . 10  .  9  .
 *   2   .  8  .  7  .  6  .  5
 *   1   4  .  3  .  2  .  1  .
 *       a  b  c  d  e  f  g  h
 *
 * White's men start on 1-8 and move up, Black's on 25-32 and move down. The
 * long diagonal is 4-8-11-15-18-22-25-29 (a1-h8). The PDN capture separator
 * is '-' (rules.md 1.11), so captures are written "4-18".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/*
 * 8 men each on the two rows nearest the player (DCTL initial_position_gap=4);
 * the first player is disputed and the library follows PDN's "B".
 */
static void test_thai_start_eight_men_each_on_two_rows(void **state)
{
    (void)state;
    checkers_game *game = rules_game("thai", NULL);
    assert_int_equal(checkers_game_square_count(game), 32);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    rules_assert_fen(game, "B:W1,2,3,4,5,6,7,8:B25,26,27,28,29,30,31,32");
    int32_t black = 0, white = 0;
    for (int32_t s = 1; s <= 32; s++) {
        int32_t piece = checkers_game_piece(game, s), row = -1;
        checkers_game_square_position(game, s, &row, NULL, NULL, NULL);
        if (piece == CHECKERS_BLACK_MAN) {
            black++;
            assert_true(row <= 1); /* ranks 8 and 7 */
        } else if (piece == CHECKERS_WHITE_MAN) {
            white++;
            assert_true(row >= 6); /* ranks 2 and 1 */
        } else {
            assert_int_equal(piece, CHECKERS_EMPTY);
            assert_true(row >= 2 && row <= 5);
        }
    }
    assert_int_equal(black, 8);
    assert_int_equal(white, 8);
    /* Black's front men a7, c7, e7, g7 (28-25) step to b6, d6, f6, h6 (24-21) */
    EXPECT_MOVES(game, "25-21", "25-22", "26-22", "26-23", "27-23", "27-24", "28-24");
    checkers_game_free(game);
}

/* 1 = g1, 4 = a1, 5 = h2, 32 = b8: English 33-n, a1 dark. */
static void test_thai_squares_numbered_from_g1(void **state)
{
    (void)state;
    checkers_game *game = rules_game("thai", NULL);
    for (int32_t s = 1; s <= 32; s++) {
        int32_t e = 33 - s, r = (e - 1) / 4, k = (e - 1) % 4;
        rules_assert_square_at(game, s, r, r % 2 == 0 ? 2 * k + 1 : 2 * k);
    }
    rules_assert_square_at(game, 1, 7, 6);  /* g1 */
    rules_assert_square_at(game, 4, 7, 0);  /* a1 */
    rules_assert_square_at(game, 5, 6, 7);  /* h2 */
    rules_assert_square_at(game, 32, 0, 1); /* b8 */
    checkers_game_free(game);
}

/* Men capture forward only: White's 15 (d4) does not take 11 (c3) behind it. */
static void test_thai_men_capture_forward_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game("thai", "W:W15:B11");
    EXPECT_MOVES(game, "15-18", "15-19");
    rules_refused(game, "15x8", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

/*
 * Kings fly when they move (a1 reaches every square of the long diagonal),
 * but a capturing king must land on the square right behind the captured
 * piece (DCTL is_land_behind_piece): a1 over d4 lands on e5 only, not on f6,
 * g7 or h8.
 */
static void test_thai_king_lands_right_behind_captured_piece(void **state)
{
    (void)state;
    checkers_game *game = rules_game("thai", "W:WK4:B32");
    EXPECT_MOVES(game, "4-8", "4-11", "4-15", "4-18", "4-22", "4-25", "4-29");
    checkers_game_free(game);

    game = rules_game("thai", "W:WK4:B15");
    EXPECT_MOVES(game, "4-18");
    checkers_move move = rules_listed(game, "4-18");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_KING);
    EXPECT_CAPTURED(&move, 15);
    rules_refused_any(game, "4x22");
    rules_refused_any(game, "4x29");
    checkers_game_free(game);
}

/*
 * Captured pieces are removed at once, and a king may turn back 180 degrees
 * over the square it just emptied (rules.md 1.11, 5.2). The king on 15 (d4)
 * takes 18 (e5) landing on 22 (f6), then comes back down the same diagonal,
 * over the emptied e5 and its own start square d4, and takes 11 (c3) landing
 * on 8 (b2). Or the other way round, ending on 22. Under the Turkish strike
 * the captured piece would block the way back and each capture would take
 * only one piece.
 */
static void test_thai_captured_pieces_removed_at_once(void **state)
{
    (void)state;
    checkers_game *game = rules_game("thai", "W:WK15:B11,18");
    EXPECT_MOVES(game, "15-22-8", "15-8-22");
    checkers_move move = rules_listed(game, "15-22-8");
    EXPECT_CAPTURED(&move, 11, 18);
    move = rules_listed(game, "15-8-22");
    EXPECT_CAPTURED(&move, 11, 18);
    rules_play(game, "15-22-8");
    rules_assert_fen(game, "B:WK8:B");
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_thai_start_eight_men_each_on_two_rows),
        cmocka_unit_test(test_thai_squares_numbered_from_g1),
        cmocka_unit_test(test_thai_men_capture_forward_only),
        cmocka_unit_test(test_thai_king_lands_right_behind_captured_piece),
        cmocka_unit_test(test_thai_captured_pieces_removed_at_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
