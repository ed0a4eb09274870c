/* SPDX-License-Identifier: MIT */
/*
 * test_rules_inverted.c - the variants played on the inverted 8x8 board (a
 * playing square at each player's near RIGHT): Italian (rules.md 1.6),
 * Spanish (1.7) and Portuguese (1.8), one test per rule that sets them apart.
 *
 * Italian numbering (FID 2.4): from the top left, row by row, seen from
 * White; Black's men on 1-12, White's on 21-32, White moves first.
 *
 *   8   1  .  2  .  3  .  4  .        a8 c8 e8 g8
 *   7   .  5  .  6  .  7  .  8        b7 d7 f7 h7
 *   6   9  . 10  . 11  . 12  .
 *   5   . 13  . 14  . 15  . 16
 *   4  17  . 18  . 19  . 20  .
 *   3   . 21  . 22  . 23  . 24
 *   2  25  . 26  . 27  . 28  .
 *   1   . 29  . 30  . 31  . 32        b1 d1 f1 h1
 *       a  b  c  d  e  f  g  h
 *
 * On the rows of 1-4, 9-12, ... the neighbours of n are n-5, n-4 (up) and
 * n+3, n+4 (down); on the rows of 5-8, 13-16, ... n-4, n-3 and n+4, n+5.
 *
 * Spanish and Portuguese numbering (rules.md 1.7): from White's bottom
 * right, right to left, row by row upward; WHITE's men on 1-12, Black's on
 * 21-32, White moves first.
 *
 *   8  32  . 31  . 30  . 29  .
 *   7   . 28  . 27  . 26  . 25
 *   6  24  . 23  . 22  . 21  .
 *   5   . 20  . 19  . 18  . 17
 *   4  16  . 15  . 14  . 13  .
 *   3   . 12  . 11  . 10  .  9
 *   2   8  .  7  .  6  .  5  .
 *   1   .  4  .  3  .  2  .  1
 *       a  b  c  d  e  f  g  h
 *
 * On the rows of 1-4, 9-12, ... the neighbours of n are n+4 (up-left), n+3
 * (up-right), n-4 and n-5 (down); on the rows of 5-8, 13-16, ... n+5, n+4 (up)
 * and n-3, n-4 (down). The long diagonal is 1-5-10-14-19-23-28-32 (h1-a8).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/* -------------------------------------------------------------- italian */

/* Black on 1-12, White on 21-32, White moves first (FID Capo I 2, 3.4). */
static void test_italian_start_position_white_moves_first(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", NULL);
    assert_int_equal(checkers_game_square_count(game), 32);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_NUMERIC);
    rules_assert_fen(game, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    EXPECT_MOVES(game, "21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20");
    checkers_game_free(game);
}

/*
 * The board is inverted (FID 2.3): h1, at White's near right, is a playing
 * square and a1 is not. Numbering (FID 2.4): 1 = a8, 4 = g8, 5 = b7, 8 = h7,
 * 29 = b1, 32 = h1; row r = (n-1) div 4 from the top, file 2k on even rows
 * and 2k+1 on odd rows.
 */
static void test_italian_squares_numbered_from_a8_on_inverted_board(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", NULL);
    for (int32_t s = 1; s <= 32; s++) {
        int32_t r = (s - 1) / 4, k = (s - 1) % 4;
        rules_assert_square_at(game, s, r, r % 2 == 0 ? 2 * k : 2 * k + 1);
        int32_t row = -1, column = -1;
        checkers_game_square_position(game, s, &row, &column, NULL, NULL);
        assert_false(row == 7 && column == 0); /* a1 is not a playing square */
    }
    rules_assert_square_at(game, 1, 0, 0);  /* a8 */
    rules_assert_square_at(game, 4, 0, 6);  /* g8 */
    rules_assert_square_at(game, 5, 1, 1);  /* b7 */
    rules_assert_square_at(game, 8, 1, 7);  /* h7 */
    rules_assert_square_at(game, 29, 7, 1); /* b1 */
    rules_assert_square_at(game, 32, 7, 7); /* h1, the near-right corner */
    assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_ALGEBRAIC),
                     CHECKERS_E_UNSUPPORTED);
    checkers_game_free(game);
}

/* Men move and capture forward only: 22 (d3) does not take 26 (c2) behind it. */
static void test_italian_men_move_and_capture_forward_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:W22:B26");
    EXPECT_MOVES(game, "22-18", "22-19");
    rules_refused(game, "22x29", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "22-27", CHECKERS_E_MAN_BACKWARDS); /* 27 (e2) is empty */
    checkers_game_free(game);
}

/* Kings move one square in any direction; they do not fly. */
static void test_italian_kings_move_one_square(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:WK22:B1");
    EXPECT_MOVES(game, "22-18", "22-19", "22-26", "22-27");
    rules_refused(game, "22-15", CHECKERS_E_NOT_DIAGONAL); /* two squares up-right */
    checkers_game_free(game);
}

/*
 * A man cannot capture a king (FID rule 3): the black king on 18 stands in
 * front of White's man on 22 with 13 empty behind it, and is immune. A man
 * there would be taken; a king takes a king.
 */
static void test_italian_man_cannot_capture_king(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:W22:BK18");
    EXPECT_MOVES(game, "22-19");
    checkers_refusal why = rules_refused(game, "22x13", CHECKERS_E_MAN_TAKES_KING);
    assert_int_equal(why.square, 18);
    checkers_game_free(game);

    game = rules_game("italian", "W:W22:B18");
    EXPECT_MOVES(game, "22x13");
    checkers_game_free(game);

    game = rules_game("italian", "W:WK22:BK18");
    EXPECT_MOVES(game, "22x13");
    checkers_game_free(game);

    /* nor may a black man take a white king: 14 (d5) has 19 (e4) in front, 23 empty */
    game = rules_game("italian", "B:WK19:B14");
    EXPECT_MOVES(game, "14-18");
    rules_refused(game, "14x23", CHECKERS_E_MAN_TAKES_KING);
    checkers_game_free(game);
}

/*
 * A man crowned by a capture ends its move there (rules.md 1.6): 10 takes 6
 * and is crowned on 3; as a king it could take 7 (3x12), but the move is over.
 */
static void test_italian_man_crowned_during_capture_ends_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:W10:B6,7");
    EXPECT_MOVES(game, "10x3");
    checkers_move move = rules_listed(game, "10x3");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_PROMOTES);
    rules_refused(game, "10x3x12", CHECKERS_E_CROWNING_ENDS_MOVE);
    rules_play(game, "10x3");
    rules_assert_fen(game, "B:WK3:B7");
    checkers_game_free(game);
}

/*
 * Precedence 1, the greatest number of pieces (FID 6.6), before anything
 * else: the man on 22 takes 18 and 10 (22x13x6); the king on 30 takes only 27
 * (30x23). The man's capture is compulsory although the other is a king's.
 */
static void test_italian_capture_most_pieces_first(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:WK30,22:B18,10,27");
    EXPECT_MOVES(game, "22x13x6");
    checkers_refusal why = rules_refused(game, "30x23", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);

    /* the man alone: two pieces (22x13x6) rather than one (22x15) */
    game = rules_game("italian", "W:W22:B18,10,19");
    EXPECT_MOVES(game, "22x13x6");
    why = rules_refused(game, "22x15", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);
}

/*
 * Precedence 2, with equal numbers: a capture with a king before one with a
 * man (FID 6.7). The king on 30 takes 27 (30x23), the man on 22 takes 18
 * (22x13): the king must.
 */
static void test_italian_capture_with_king_preferred(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:WK30,22:B18,27");
    EXPECT_MOVES(game, "30x23");
    checkers_refusal why = rules_refused(game, "22x13", CHECKERS_E_CAPTURE_PRECEDENCE);
    assert_int_equal(why.move.from, 30);
    checkers_game_free(game);
}

/*
 * Precedence 3, with equal numbers, both with a king: the most kings (FID
 * 6.8). The king on 19 takes 14 and 5 (19x10x1: two men) or the king on 15
 * and the man on 7 (19x12x3: a king and a man). The second is compulsory.
 */
static void test_italian_capture_most_kings(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:WK19:B5,7,14,K15");
    EXPECT_MOVES(game, "19x12x3");
    rules_refused(game, "19x10x1", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);
}

/*
 * Precedence 4, with equal numbers of pieces and of kings: the capture that
 * meets a king first (FID 6.9). The king on 19 takes the king on 14 then the
 * man on 5 (19x10x1), or the man on 15 then the king on 7 (19x12x3). The
 * first is compulsory.
 */
static void test_italian_capture_king_met_first(void **state)
{
    (void)state;
    checkers_game *game = rules_game("italian", "W:WK19:B5,K7,K14,15");
    EXPECT_MOVES(game, "19x10x1");
    rules_refused(game, "19x12x3", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);
}

/* -------------------------------------------------- spanish, portuguese */

/* White's men on 1-12 (its own side), Black's on 21-32, White moves first. */
static void check_iberian_start(const char *variant)
{
    checkers_game *game = rules_game(variant, NULL);
    assert_int_equal(checkers_game_square_count(game), 32);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32");
    for (int32_t s = 1; s <= 32; s++) {
        rules_assert_piece(game, s,
                           s <= 12   ? CHECKERS_WHITE_MAN
                           : s >= 21 ? CHECKERS_BLACK_MAN
                                     : CHECKERS_EMPTY);
        /* White is at the bottom: its squares are on rows 5-7 */
        int32_t row = -1;
        checkers_game_square_position(game, s, &row, NULL, NULL, NULL);
        assert_int_equal(row, 7 - (s - 1) / 4);
    }
    /* the men of 9-12 (h3, f3, d3, b3) step onto 13-16 */
    EXPECT_MOVES(game, "9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16");
    assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_ALGEBRAIC),
                     CHECKERS_E_UNSUPPORTED);
    checkers_game_free(game);
}

static void test_spanish_start_position_white_on_1_to_12(void **state)
{
    (void)state;
    check_iberian_start("spanish");
}

static void test_portuguese_start_position_white_on_1_to_12(void **state)
{
    (void)state;
    check_iberian_start("portuguese");
}

/*
 * Numbering from White's bottom right (rules.md 1.7): 1 = h1, 4 = b1, 5 = g2,
 * 8 = a2, 29 = g8, 32 = a8; the board is inverted (a1 is not a square).
 */
static void check_iberian_numbering(const char *variant)
{
    checkers_game *game = rules_game(variant, NULL);
    for (int32_t s = 1; s <= 32; s++) {
        int32_t r = (s - 1) / 4, k = (s - 1) % 4;
        rules_assert_square_at(game, s, 7 - r, r % 2 == 0 ? 7 - 2 * k : 6 - 2 * k);
    }
    rules_assert_square_at(game, 1, 7, 7);  /* h1 */
    rules_assert_square_at(game, 4, 7, 1);  /* b1 */
    rules_assert_square_at(game, 5, 6, 6);  /* g2 */
    rules_assert_square_at(game, 8, 6, 0);  /* a2 */
    rules_assert_square_at(game, 29, 0, 6); /* g8 */
    rules_assert_square_at(game, 32, 0, 0); /* a8 */
    checkers_game_free(game);
}

static void test_spanish_squares_numbered_from_h1(void **state)
{
    (void)state;
    check_iberian_numbering("spanish");
}

static void test_portuguese_squares_numbered_from_h1(void **state)
{
    (void)state;
    check_iberian_numbering("portuguese");
}

/* Men capture forward only: 14 (e4) does not take 10 (f3) behind it. */
static void test_spanish_men_capture_forward_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game("spanish", "W:W14:B10");
    EXPECT_MOVES(game, "14-18", "14-19");
    rules_refused(game, "14x5", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

/* Kings fly: from 1 (h1) along the long diagonal up to 28, 32 being taken. */
static void test_spanish_flying_king_moves_any_distance(void **state)
{
    (void)state;
    checkers_game *game = rules_game("spanish", "W:WK1:B32");
    EXPECT_MOVES(game, "1-5", "1-10", "1-14", "1-19", "1-23", "1-28");
    checkers_game_free(game);
}

/*
 * The greatest number of pieces, then the greatest number of kings, then free
 * choice (rules.md 1.7). 14 (e4) can take the man on 19 (to 23) or the king
 * on 18 (to 21): the king. With a man on 27 too, 14x23x30 takes two men and
 * beats the king alone.
 */
static void check_most_pieces_then_most_kings(const char *variant)
{
    checkers_game *game = rules_game(variant, "W:W14:B19,K18");
    EXPECT_MOVES(game, "14x21");
    rules_refused(game, "14x23", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);

    game = rules_game(variant, "W:W14:BK18,19,27");
    EXPECT_MOVES(game, "14x23x30");
    checkers_refusal why = rules_refused(game, "14x21", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);

    /*
     * No king-first rule: the king on 1 may take 5 (1x10, a man), the man on
     * 14 may take the king on 18 (14x21) or the man on 19 (14x23). The man's
     * capture of the king is compulsory.
     */
    game = rules_game(variant, "W:WK1,14:B5,K18,19");
    EXPECT_MOVES(game, "14x21");
    rules_refused(game, "1x10", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);
}

static void test_spanish_capture_most_pieces_then_most_kings(void **state)
{
    (void)state;
    check_most_pieces_then_most_kings("spanish");
}

static void test_portuguese_capture_most_pieces_then_most_kings(void **state)
{
    (void)state;
    check_most_pieces_then_most_kings("portuguese");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_italian_start_position_white_moves_first),
        cmocka_unit_test(test_italian_squares_numbered_from_a8_on_inverted_board),
        cmocka_unit_test(test_italian_men_move_and_capture_forward_only),
        cmocka_unit_test(test_italian_kings_move_one_square),
        cmocka_unit_test(test_italian_man_cannot_capture_king),
        cmocka_unit_test(test_italian_man_crowned_during_capture_ends_move),
        cmocka_unit_test(test_italian_capture_most_pieces_first),
        cmocka_unit_test(test_italian_capture_with_king_preferred),
        cmocka_unit_test(test_italian_capture_most_kings),
        cmocka_unit_test(test_italian_capture_king_met_first),
        cmocka_unit_test(test_spanish_start_position_white_on_1_to_12),
        cmocka_unit_test(test_portuguese_start_position_white_on_1_to_12),
        cmocka_unit_test(test_spanish_squares_numbered_from_h1),
        cmocka_unit_test(test_portuguese_squares_numbered_from_h1),
        cmocka_unit_test(test_spanish_men_capture_forward_only),
        cmocka_unit_test(test_spanish_flying_king_moves_any_distance),
        cmocka_unit_test(test_spanish_capture_most_pieces_then_most_kings),
        cmocka_unit_test(test_portuguese_capture_most_pieces_then_most_kings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
