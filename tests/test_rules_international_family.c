/* SPDX-License-Identifier: MIT */
/*
 * test_rules_international_family.c - the variants built on the International
 * (FMJD) rules, one test per rule that sets them apart, written from
 * ../shared/reference/rules.md: Killer (1.14), Antidraughts (1.15),
 * Breakthrough (1.16) and Canadian (1.5). The International rules themselves
 * are in test_rules_international.c, whose header draws the 10x10 board:
 *
 *   10   .  1  .  2  .  3  .  4  .  5
 *    9   6  .  7  .  8  .  9  . 10  .
 *    8   . 11  . 12  . 13  . 14  . 15
 *    7  16  . 17  . 18  . 19  . 20  .
 *    6   . 21  . 22  . 23  . 24  . 25
 *    5  26  . 27  . 28  . 29  . 30  .
 *    4   . 31  . 32  . 33  . 34  . 35
 *    3  36  . 37  . 38  . 39  . 40  .
 *    2   . 41  . 42  . 43  . 44  . 45
 *    1  46  . 47  . 48  . 49  . 50  .
 *        a  b  c  d  e  f  g  h  i  j
 *
 * The long diagonal is 46-41-37-32-28-23-19-14-10-5; Black's men start on
 * 1-20 and move down, White's on 31-50 and move up; White moves first.
 *
 * Canadian numbering (rules.md 1.5) is the same scheme on 12x12: six squares
 * a row from the top left, 1 = b12, 6 = l12, 7 = a11, 67 = a1, 72 = k1; on
 * the rows of 1-6, 13-18, ... the neighbours of n are n-6, n-5 (up) and n+6,
 * n+7 (down); on the rows of 7-12, ... n-7, n-6 and n+5, n+6.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define INTL "international"

/*
 * The International start (rules.md 1.2): the 10x10 board, 20 men each,
 * White first with its 9 first moves, the game going on.
 */
static void check_international_start(const char *variant)
{
    checkers_game *game = rules_game(variant, NULL);
    assert_int_equal(checkers_game_square_count(game), 50);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                           ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    EXPECT_MOVES(game, "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30",
                 "35-30");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

/* --------------------------------------------------------------- killer */

/* Killer: the International board, men and start (rules.md 1.14). */
static void test_killer_start_position_is_international(void **state)
{
    (void)state;
    check_international_start("killer");
}

/*
 * The halt rule: a king whose last captured piece is a king stops on the
 * first square behind it (rules.md 1.14). From 46 over the king on 28: only
 * 23. In International the same capture may land on 23, 19, 14, 10 or 5.
 */
static void test_killer_king_capturing_king_last_halts_right_behind_it(void **state)
{
    (void)state;
    checkers_game *game = rules_game("killer", "W:WK46:BK28");
    EXPECT_MOVES(game, "46x23");
    rules_refused_any(game, "46x19");
    rules_refused_any(game, "46x5");
    checkers_game_free(game);

    game = rules_game(INTL, "W:WK46:BK28");
    EXPECT_MOVES(game, "46x23", "46x19", "46x14", "46x10", "46x5");
    checkers_game_free(game);
}

/* Taking a man, the killer king lands on any square behind, as in International. */
static void test_killer_king_capturing_man_lands_anywhere_behind(void **state)
{
    (void)state;
    checkers_game *game = rules_game("killer", "W:WK46:B28");
    EXPECT_MOVES(game, "46x23", "46x19", "46x14", "46x10", "46x5");
    checkers_game_free(game);
}

/*
 * The halt rule is about the LAST captured piece only. Over the king on 28
 * the king goes on to 19 (from where it takes the man on 24) and, the man
 * being the last piece, lands on 30 or 35. Over the man on 28 to 23, then
 * over the king on 19 as the last piece: it must halt on 14 (International
 * allows 14, 10 and 5).
 */
static void test_killer_halt_rule_applies_to_the_last_capture_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game("killer", "W:WK46:BK28,24");
    EXPECT_MOVES(game, "46x19x30", "46x19x35");
    checkers_game_free(game);

    game = rules_game("killer", "W:WK46:B28,K19");
    EXPECT_MOVES(game, "46x23x14");
    checkers_game_free(game);

    game = rules_game(INTL, "W:WK46:B28,K19");
    EXPECT_MOVES(game, "46x23x14", "46x23x10", "46x23x5");
    checkers_game_free(game);
}

/* --------------------------------------------------------- antidraughts */

/* Antidraughts: the International start and moves (rules.md 1.15). */
static void test_antidraughts_start_position_is_international(void **state)
{
    (void)state;
    check_international_start("antidraughts");
}

/*
 * A player who cannot move WINS (rules.md 1.15): with no pieces left, or
 * with every piece blocked. (The reason names what stops the side to move:
 * no pieces, or no moves.) White's man on 6 (a9) is blocked by Black's 1
 * (b10) at the edge of the board.
 */
static void test_antidraughts_side_without_moves_wins(void **state)
{
    (void)state;
    checkers_game *game = rules_game("antidraughts", "W:W:B1");
    rules_assert_no_moves(game);
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);

    game = rules_game("antidraughts", "W:W6:B1");
    rules_assert_no_moves(game);
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_MOVES);
    checkers_game_free(game);

    game = rules_game("antidraughts", "B:W6:B1"); /* Black, to move, can play 1-7 */
    EXPECT_MOVES(game, "1-7");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);

    /* the same positions in International: the side that cannot move loses */
    game = rules_game(INTL, "W:W:B1");
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
    game = rules_game(INTL, "W:W6:B1");
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_MOVES);
    checkers_game_free(game);
}

/*
 * Captures are still compulsory, and losing the last piece wins: Black must
 * take 28 (23x32, not 3-8 or 3-9), after which White, to move with no pieces,
 * has won.
 */
static void test_antidraughts_losing_all_pieces_wins(void **state)
{
    (void)state;
    checkers_game *game = rules_game("antidraughts", "B:W28:B3,23");
    EXPECT_MOVES(game, "23x32");
    rules_refused(game, "3-8", CHECKERS_E_MUST_CAPTURE);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "23x32");
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
}

/* --------------------------------------------------------- breakthrough */

/* Breakthrough: the International start (rules.md 1.16). */
static void test_breakthrough_start_position_is_international(void **state)
{
    (void)state;
    check_international_start("breakthrough");
}

/*
 * The first player to crown a man wins (rules.md 1.16): the game ends with
 * CHECKERS_REASON_CROWNED, and no further move can be played. The same move
 * in International just makes a king.
 */
static void test_breakthrough_first_side_to_crown_wins(void **state)
{
    (void)state;
    checkers_game *game = rules_game("breakthrough", "W:W7:B41");
    EXPECT_MOVES(game, "7-1", "7-2");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "7-2");
    rules_assert_piece(game, 2, CHECKERS_WHITE_KING);
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_CROWNED);
    rules_refused(game, "41-46", CHECKERS_E_GAME_OVER);
    checkers_game_free(game);

    game = rules_game("breakthrough", "B:W7:B41"); /* Black crowns on 46-50 */
    EXPECT_MOVES(game, "41-46", "41-47");
    rules_play(game, "41-47");
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_CROWNED);
    checkers_game_free(game);

    game = rules_game(INTL, "W:W7:B41");
    rules_play(game, "7-2");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

/* A man that only passes the far row during a capture is not crowned, so has not won. */
static void test_breakthrough_man_passing_crowning_row_does_not_win(void **state)
{
    (void)state;
    checkers_game *game = rules_game("breakthrough", "W:W12:B8,9,28");
    EXPECT_MOVES(game, "12x3x14");
    rules_play(game, "12x3x14");
    rules_assert_piece(game, 14, CHECKERS_WHITE_MAN);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

/* ------------------------------------------------------------- canadian */

/*
 * Canadian: the International rules on 12x12, 30 men each on five rows,
 * White first (rules.md 1.5). Squares 1-72, six per row from the top left:
 * Black on 1-30, White on 43-72.
 */
static void test_canadian_board_is_12x12_with_30_men_each(void **state)
{
    (void)state;
    checkers_game *game = rules_game("canadian", NULL);
    int32_t rows = 0, columns = 0;
    assert_int_equal(checkers_game_square_count(game), 72);
    assert_int_equal(checkers_game_square_position(game, 1, NULL, NULL, &rows, &columns), 0);
    assert_int_equal(rows, 12);
    assert_int_equal(columns, 12);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    for (int32_t s = 1; s <= 72; s++) {
        rules_assert_piece(game, s,
                           s <= 30   ? CHECKERS_BLACK_MAN
                           : s >= 43 ? CHECKERS_WHITE_MAN
                                     : CHECKERS_EMPTY);
    }
    rules_assert_fen(game, "W:W43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,"
                           "64,65,66,67,68,69,70,71,72:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,"
                           "17,18,19,20,21,22,23,24,25,26,27,28,29,30");
    checkers_game *from_text = rules_game("canadian", "W:W43-72:B1-30");
    assert_true(checkers_game_hash(game) == checkers_game_hash(from_text));
    checkers_game_free(from_text);
    checkers_game_free(game);
}

/* Squares 1-72 row by row: 1 = b12, 6 = l12, 7 = a11, 67 = a1, 72 = k1. */
static void test_canadian_squares_numbered_1_to_72(void **state)
{
    (void)state;
    checkers_game *game = rules_game("canadian", NULL);
    for (int32_t s = 1; s <= 72; s++) {
        int32_t r = (s - 1) / 6, k = (s - 1) % 6;
        rules_assert_square_at(game, s, r, r % 2 == 0 ? 2 * k + 1 : 2 * k);
    }
    rules_assert_square_at(game, 1, 0, 1);
    rules_assert_square_at(game, 6, 0, 11);
    rules_assert_square_at(game, 7, 1, 0);
    rules_assert_square_at(game, 67, 11, 0);
    rules_assert_square_at(game, 72, 11, 10);
    assert_int_equal(checkers_game_square_position(game, 73, NULL, NULL, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/*
 * White's front row is 43-48 (a5, c5, ..., k5), each stepping to 37-42
 * (b6 ... l6): 43 has one move on the edge, the others two: 11 first moves.
 */
static void test_canadian_white_has_11_first_moves(void **state)
{
    (void)state;
    checkers_game *game = rules_game("canadian", NULL);
    EXPECT_MOVES(game, "43-37", "44-37", "44-38", "45-38", "45-39", "46-39", "46-40", "47-40",
                 "47-41", "48-41", "48-42");
    checkers_game_free(game);
}

/* Men capture backward on 12x12 too: 50 (d4) over 56 (c3) to 61 (b2). */
static void test_canadian_men_capture_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game("canadian", "W:W50:B56");
    EXPECT_MOVES(game, "50x61");
    checkers_game_free(game);
}

/* A king on 67 (a1) runs the whole long diagonal 61-56-50-45-39-34-28-23-17-12-6. */
static void test_canadian_flying_king_crosses_the_long_diagonal(void **state)
{
    (void)state;
    checkers_game *game = rules_game("canadian", "W:WK67:B1");
    EXPECT_MOVES(game, "67-61", "67-56", "67-50", "67-45", "67-39", "67-34", "67-28", "67-23",
                 "67-17", "67-12", "67-6");
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_killer_start_position_is_international),
        cmocka_unit_test(test_killer_king_capturing_king_last_halts_right_behind_it),
        cmocka_unit_test(test_killer_king_capturing_man_lands_anywhere_behind),
        cmocka_unit_test(test_killer_halt_rule_applies_to_the_last_capture_only),
        cmocka_unit_test(test_antidraughts_start_position_is_international),
        cmocka_unit_test(test_antidraughts_side_without_moves_wins),
        cmocka_unit_test(test_antidraughts_losing_all_pieces_wins),
        cmocka_unit_test(test_breakthrough_start_position_is_international),
        cmocka_unit_test(test_breakthrough_first_side_to_crown_wins),
        cmocka_unit_test(test_breakthrough_man_passing_crowning_row_does_not_win),
        cmocka_unit_test(test_canadian_board_is_12x12_with_30_men_each),
        cmocka_unit_test(test_canadian_squares_numbered_1_to_72),
        cmocka_unit_test(test_canadian_white_has_11_first_moves),
        cmocka_unit_test(test_canadian_men_capture_backwards),
        cmocka_unit_test(test_canadian_flying_king_crosses_the_long_diagonal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
