/* SPDX-License-Identifier: MIT */
/*
 * test_rules_international.c - the rules of International draughts (FMJD,
 * rules.md 1.2), one test per rule, written from ../shared/reference/rules.md.
 * The variants built on them (Killer, Antidraughts, Breakthrough, Canadian)
 * are in test_rules_international_family.c.
 *
 * The 10x10 board seen from White, with its PDN numbers (rules.md 1.2:
 * row r = (n-1) div 5 from the top, file 2k+1 on even rows, 2k on odd rows):
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
 * So on the rows of 1-5, 11-15, ... the neighbours of n are n-5, n-4 (up)
 * and n+5, n+6 (down); on the rows of 6-10, 16-20, ... they are n-6, n-5 (up)
 * and n+4, n+5 (down). Black's men start on 1-20 and move down, White's on
 * 31-50 and move up; White moves first. The long diagonal runs
 * 46-41-37-32-28-23-19-14-10-5.
 *
 * Each test gives its position as a PDN FEN and writes out every legal move
 * as its full route (entries with '|' list the routes of one move).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define INTL "international"

/* ------------------------------------------------ the board and the start */

/* 20 men each on the four nearest rows, White moves first (FMJD 2.4, 2.6; rules.md 1.2). */
static void test_international_start_position_white_moves_first(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, NULL);
    assert_int_equal(checkers_game_square_count(game), 50);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                           ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    for (int32_t s = 1; s <= 50; s++) {
        rules_assert_piece(game, s,
                           s <= 20   ? CHECKERS_BLACK_MAN
                           : s >= 31 ? CHECKERS_WHITE_MAN
                                     : CHECKERS_EMPTY);
    }
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    /* the front men 31-35 step onto 26-30 */
    EXPECT_MOVES(game, "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30",
                 "35-30");
    checkers_game *from_text = rules_game(INTL, "W:W31-50:B1-20");
    assert_true(checkers_game_hash(game) == checkers_game_hash(from_text));
    checkers_game_free(from_text);
    checkers_game_free(game);
}

/* Squares 1-50 row by row from the top left, seen from White: 1 = b10, 5 = j10, 46 = a1. */
static void test_international_squares_numbered_1_to_50_from_b10(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, NULL);
    for (int32_t s = 1; s <= 50; s++) {
        int32_t r = (s - 1) / 5, k = (s - 1) % 5, rows = 0, columns = 0;
        assert_int_equal(checkers_game_square_position(game, s, NULL, NULL, &rows, &columns), 0);
        assert_int_equal(rows, 10);
        assert_int_equal(columns, 10);
        rules_assert_square_at(game, s, r, r % 2 == 0 ? 2 * k + 1 : 2 * k);
    }
    rules_assert_square_at(game, 1, 0, 1);  /* b10 */
    rules_assert_square_at(game, 5, 0, 9);  /* j10 */
    rules_assert_square_at(game, 6, 1, 0);  /* a9 */
    rules_assert_square_at(game, 46, 9, 0); /* a1: dark, at White's near left */
    rules_assert_square_at(game, 50, 9, 8); /* i1 */
    assert_int_equal(checkers_game_square_position(game, 51, NULL, NULL, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* ---------------------------------------------------------------- men */

/* A man steps one square diagonally forward; never backward. */
static void test_international_men_move_forward_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W33:B3"); /* White's 33 = f4 goes up */
    EXPECT_MOVES(game, "33-28", "33-29");
    rules_refused(game, "33-38", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "33-39", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);

    game = rules_game(INTL, "B:W33:B18"); /* Black's 18 = e7 goes down */
    EXPECT_MOVES(game, "18-22", "18-23");
    rules_refused(game, "18-12", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

/*
 * Men capture forward and backward (FMJD 4.1, 4.2). White's 28 (e5) has a
 * black man in front on 22 (d6, 17 empty behind) and one behind on 32 (d4,
 * 37 empty behind): it may take either.
 */
static void test_international_men_capture_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W28:B22,32");
    EXPECT_MOVES(game, "28x17", "28x37");
    rules_play(game, "28x37");
    rules_assert_piece(game, 32, CHECKERS_EMPTY);
    rules_assert_piece(game, 37, CHECKERS_WHITE_MAN);
    checkers_game_free(game);

    game = rules_game(INTL, "W:W28:B32"); /* only behind: still compulsory */
    EXPECT_MOVES(game, "28x37");
    checkers_game_free(game);

    game = rules_game(INTL, "B:W22:B28"); /* Black's man takes upward, i.e. backward */
    EXPECT_MOVES(game, "28x17");
    checkers_game_free(game);
}

/* ---------------------------------------------------------------- kings */

/*
 * A king moves any distance along a free diagonal (FMJD 3.9). The king on 28
 * (e5) reaches 22 17 11 6, 23 19 14 10 5, 32 37 41 46 and 33 39 44 50.
 */
static void test_international_flying_king_moves_any_distance(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK28:B1");
    EXPECT_MOVES(game, "28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14", "28-10",
                 "28-5", "28-32", "28-37", "28-41", "28-46", "28-33", "28-39", "28-44", "28-50");
    checkers_move move = rules_listed(game, "28-5");
    assert_int_equal(move.flags, CHECKERS_MOVE_KING);
    assert_int_equal(move.steps, 1);
    checkers_game_free(game);
}

/* The king's line ends before a piece: with White's own man on 39, 28 stops at 33. */
static void test_international_king_line_stops_at_a_piece(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK28,39:B1");
    EXPECT_MOVES(game, "28-22", "28-17", "28-11", "28-6", "28-23", "28-19", "28-14", "28-10",
                 "28-5", "28-32", "28-37", "28-41", "28-46", "28-33", "39-33", "39-34");
    rules_refused_any(game, "28-44");
    rules_refused_any(game, "28-50");
    checkers_game_free(game);
}

/*
 * A king takes a piece at any distance along a free line and lands on any
 * free square behind it (FMJD 4.3): from 46 (a1) over 28 (e5) to 23, 19, 14,
 * 10 or 5.
 */
static void test_international_flying_king_captures_at_a_distance(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK46:B28");
    EXPECT_MOVES(game, "46x23", "46x19", "46x14", "46x10", "46x5");
    checkers_move move = rules_listed(game, "46x10");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_KING);
    EXPECT_CAPTURED(&move, 28);
    checkers_game_free(game);
}

/* Two pieces one behind the other cannot be jumped: 28 and 23 block the king on 46. */
static void test_international_king_cannot_jump_two_adjacent_pieces(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK46:B28,23");
    EXPECT_MOVES(game, "46-41", "46-37", "46-32");
    checkers_game_free(game);
}

/*
 * After a capture the king may take a second piece further along the same
 * line: from 46 over 28, then over 14 (from 23 or from 19), to 10 or 5. The
 * two landing squares before 14 give the same move (same start, end and
 * captured pieces), listed once.
 */
static void test_international_same_capture_from_two_landing_squares_is_one_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK46:B28,14");
    EXPECT_MOVES(game, "46x23x10|46x19x10", "46x23x5|46x19x5");
    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_true(leaves == 2);
    checkers_game_free(game);
}

/* ------------------------------------------------------- majority rule */

/*
 * The capture that takes the most pieces is compulsory (FMJD 4.13). White's
 * 31 can take 27 (31x22, one piece); White's 35 can take 30 and then 19
 * (35x24x13, two pieces). Only the second is legal; the first is refused with
 * CHECKERS_E_NOT_MAX_CAPTURE and the number of pieces the compulsory capture
 * takes.
 */
static void test_international_majority_capture_is_compulsory(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W31,35:B19,27,30");
    EXPECT_MOVES(game, "35x24x13");

    checkers_refusal why = rules_refused(game, "31x22", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    assert_int_equal(why.move.from, 35);
    assert_int_equal(why.move.to, 13);
    assert_int_equal(why.move.captures, 2);

    /* the same through checkers_game_check_move, short form and full route */
    checkers_move proposed;
    memset(&proposed, 0, sizeof proposed);
    proposed.from = 31;
    proposed.to = 22;
    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.code, CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    proposed.steps = 1;
    proposed.path[0] = 22;
    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);

    /* stopping the long capture half-way is not allowed either */
    why = rules_refused(game, "35x24", CHECKERS_E_CAPTURE_INCOMPLETE);
    assert_int_equal(why.square, 24);

    rules_play(game, "35x13");
    rules_assert_fen(game, "B:W13,31:B27");
    checkers_game_free(game);
}

/*
 * Kings and men count the same for the majority (FMJD 4.13): taking the king
 * on 27 (one piece) loses to taking the men on 30 and 19 (two pieces); taking
 * one king or one man is a free choice (4.14).
 */
static void test_international_kings_count_as_men_for_majority(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W31,35:B19,K27,30");
    EXPECT_MOVES(game, "35x24x13");
    checkers_refusal why = rules_refused(game, "31x22", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);

    game = rules_game(INTL, "W:W31,35:BK27,30");
    EXPECT_MOVES(game, "31x22", "35x24");
    checkers_game_free(game);
}

/*
 * A king's capture has no priority of its own (FMJD 4.13, 4.14): the king on
 * 6 can take 44 (6x50, one piece, nothing follows from the corner); the man
 * on 35 takes two.
 */
static void test_international_king_capture_has_no_priority(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK6,35:B19,30,44");
    EXPECT_MOVES(game, "35x24x13");
    checkers_refusal why = rules_refused(game, "6x50", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);
}

/* ------------------------------------------------------------- crowning */

/*
 * A man that reaches the far row during a capture and can go on capturing
 * (backward, as a man) does so and stays a man (FMJD 3.5, 4.15): 12 (d8) takes
 * 8 to 3 (f10, the crowning row), then 9 back to 14 (h8). A king on 14 could
 * also take 28 (e5) down the diagonal 14-19-23-28; the man cannot.
 */
static void test_international_man_passing_crowning_row_stays_a_man(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W12:B8,9,28");
    EXPECT_MOVES(game, "12x3x14");
    checkers_move move = rules_listed(game, "12x3x14");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE); /* not PROMOTES */
    rules_refused(game, "12x3", CHECKERS_E_CAPTURE_INCOMPLETE);
    rules_play(game, "12x3x14");
    rules_assert_piece(game, 14, CHECKERS_WHITE_MAN);
    rules_assert_piece(game, 3, CHECKERS_EMPTY);
    rules_assert_piece(game, 28, CHECKERS_BLACK_MAN);
    rules_assert_fen(game, "B:W14:B28");
    checkers_game_free(game);
}

/* A man whose capture ends on the far row is crowned there (FMJD 3.5). */
static void test_international_man_ending_capture_on_crowning_row_is_crowned(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W12:B8");
    EXPECT_MOVES(game, "12x3");
    checkers_move move = rules_listed(game, "12x3");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_PROMOTES);
    rules_play(game, "12x3");
    rules_assert_piece(game, 3, CHECKERS_WHITE_KING);
    checkers_game_free(game);
}

/* ---------------------------------------------------------- the capture */

/*
 * Captured pieces are removed only after the whole move (FMJD 4.4, 4.5: the
 * "Turkish strike"); until then they stay on the board and block lines. The
 * king on 50 takes 33 (landing on 22), 9 (landing on 4) and 10 (landing on
 * 15). From 15 the diagonal 15-20-24-29-33-38-42 would lead to 38 if 33 were
 * gone, but 33 is still standing: the move ends on 15 with three pieces and
 * 38 survives. (From 28 the king could only take 10: two pieces.)
 */
static void test_international_captured_pieces_removed_after_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK50:B9,10,33,38");
    EXPECT_MOVES(game, "50x22x4x15");
    checkers_move move = rules_listed(game, "50x22x4x15");
    EXPECT_CAPTURED(&move, 9, 10, 33);
    rules_refused_any(game, "50x22x4x15x42");
    rules_play(game, "50x22x4x15");
    rules_assert_fen(game, "B:WK15:B38");
    checkers_game_free(game);
}

/*
 * The same piece may not be jumped twice (FMJD 4.8). The man on 32 takes 28
 * to 23 and would take it again back to 32; the king on 46 takes 37 and
 * could come back over it.
 */
static void test_international_piece_not_jumped_twice(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:W32:B28");
    EXPECT_MOVES(game, "32x23");
    checkers_refusal why = rules_refused(game, "32x23x32", CHECKERS_E_JUMP_TWICE);
    assert_int_equal(why.square, 28);
    checkers_game_free(game);

    game = rules_game(INTL, "W:WK46:B37");
    EXPECT_MOVES(game, "46x32", "46x28", "46x23", "46x19", "46x14", "46x10", "46x5");
    why = rules_refused(game, "46x28x41", CHECKERS_E_JUMP_TWICE);
    assert_int_equal(why.square, 37);
    checkers_game_free(game);
}

/*
 * The windmill (rules.md 1.2, py-draughts PR #36): the king on 2 (d10) goes
 * round the four men 7, 17, 18, 8 (c9, c7, e7, e9) one way, 2x11x22x13x2, or
 * the other, 2x13x22x11x2. Same start, same end, same captured set: ONE move.
 */
static void test_international_windmill_routes_are_one_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK2:B7,8,17,18");
    EXPECT_MOVES(game, "2x11x22x13x2|2x13x22x11x2");
    checkers_move moves[4];
    assert_int_equal(checkers_game_moves(game, moves, 4), 1);
    assert_int_equal(moves[0].from, 2);
    assert_int_equal(moves[0].to, 2);
    EXPECT_CAPTURED(&moves[0], 7, 8, 17, 18);
    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_true(leaves == 1);

    /* either route names that one move */
    static const char *const routes[2] = {"2x11x22x13x2", "2x13x22x11x2"};
    for (int i = 0; i < 2; i++) {
        checkers_move parsed = rules_parsed(game, routes[i]);
        assert_int_equal(parsed.from, 2);
        assert_int_equal(parsed.to, 2);
        EXPECT_CAPTURED(&parsed, 7, 8, 17, 18);
    }
    rules_play(game, "2x13x22x11x2");
    rules_assert_fen(game, "B:WK2:B");
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
}

/*
 * Different captured pieces make different moves even with the same start
 * and end (rules.md 5.3; py-draughts test_standard_board.py). The king on 4
 * (h10) takes 13 and lands on 27 or 31: from 27 it takes 32 to 38, from 31 it
 * takes 37 to 42; from 38 or from 42 the diagonal up to 20 is free, and it
 * takes 20 to 15. So 4x27x38x15 takes 13, 32, 20 and 4x31x42x15 takes 13,
 * 37, 20. "4x15" names both and is ambiguous; a landing square names one.
 */
static void test_international_different_captured_pieces_are_different_moves(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK4:B13,32,37,20");
    EXPECT_MOVES(game, "4x27x38x15", "4x31x42x15");
    checkers_move move = rules_listed(game, "4x27x38x15");
    EXPECT_CAPTURED(&move, 13, 20, 32);
    move = rules_listed(game, "4x31x42x15");
    EXPECT_CAPTURED(&move, 13, 20, 37);

    checkers_refusal why = rules_refused(game, "4x15", CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.count, 2);
    assert_int_equal(why.move.from, 4);
    assert_int_equal(why.move.to, 15);

    /* the short text the library writes for each is not "4x15" */
    char text[CHECKERS_MOVE_TEXT_MAX];
    assert_true(checkers_game_move_text(game, &move, 0, text, sizeof text) > 0);
    assert_string_not_equal(text, "4x15");

    checkers_move parsed = rules_parsed(game, "4x42x15");
    EXPECT_CAPTURED(&parsed, 13, 20, 37);

    rules_play(game, "4x31x42x15");
    rules_assert_fen(game, "B:WK15:B32");
    checkers_game_free(game);
}

/*
 * py-draughts' second position, Black to move (the published FEN
 * "W:B:W6,24,28,38,41:B13,K49" has a stray "W:"; the side to move is B).
 * The black king on 49 (g1) takes 38 (e3) and must land on 32 (d4): from 32
 * it takes 28 (e5) and must land on 19 (g7), where 24 (h6) follows, to 30 or
 * 35. Three pieces, two moves, {24, 28, 38} each. (From 32 it could also take
 * 41 to 46, two pieces only.) Written short, they are 49x30 and 49x35.
 */
static void test_international_flying_king_capture_black_to_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "B:W6,24,28,38,41:B13,K49");
    EXPECT_MOVES(game, "49x32x19x30", "49x32x19x35");
    static const char *const routes[2] = {"49x32x19x30", "49x32x19x35"};
    static const char *const shorts[2] = {"49x30", "49x35"};
    for (int i = 0; i < 2; i++) {
        checkers_move move = rules_listed(game, routes[i]);
        EXPECT_CAPTURED(&move, 24, 28, 38);
        char text[CHECKERS_MOVE_TEXT_MAX];
        assert_true(checkers_game_move_text(game, &move, 0, text, sizeof text) > 0);
        assert_string_equal(text, shorts[i]);
    }
    rules_play(game, "49x35");
    rules_assert_fen(game, "W:W6,41:B13,K35");
    checkers_game_free(game);
}

/*
 * lidraughts MoveGenPerfTest: the king on 23 has exactly one legal move,
 * taking 10 of the 11 black men (all but 40). By hand: 23 over 28 to 37;
 * over 31 to 26; over 17 to 12; over 29 (passing its own start square 23) to
 * 34; over 39 to 43; over 38 to 27 (the only landing from which the capture
 * goes on); over 9 to 4; over 10 to 15; over 20 to 24; over 8 to 2.
 */
static void test_international_king_takes_ten_pieces(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK23:B28,17,10,20,29,39,40,38,31,8,9");
    EXPECT_MOVES(game, "23x37x26x12x34x43x27x4x15x24x2");
    checkers_move moves[4];
    assert_int_equal(checkers_game_moves(game, moves, 4), 1);
    EXPECT_CAPTURED(&moves[0], 8, 9, 10, 17, 20, 28, 29, 31, 38, 39);
    rules_play(game, "23x2");
    rules_assert_fen(game, "B:WK2:B40");
    checkers_game_free(game);
}

/*
 * A flying king must land where its capture can continue (rules.md 5.4;
 * here it follows from the majority rule). The king on 46 takes 37; of the
 * squares behind it (32, 28, 23, 19, 14, 10, 5) only 28 (e5) sees another
 * piece: 39 down the diagonal 28-33-39-44. So 46x28x44 or 46x28x50.
 */
static void test_international_flying_king_must_land_where_capture_continues(void **state)
{
    (void)state;
    checkers_game *game = rules_game(INTL, "W:WK46:B37,39");
    EXPECT_MOVES(game, "46x28x44", "46x28x50");
    /* landing elsewhere is refused (as incomplete, or as taking fewer than 2) */
    rules_refused_any(game, "46x32");
    rules_refused_any(game, "46x23");
    rules_refused_any(game, "46x5");
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_international_start_position_white_moves_first),
        cmocka_unit_test(test_international_squares_numbered_1_to_50_from_b10),
        cmocka_unit_test(test_international_men_move_forward_only),
        cmocka_unit_test(test_international_men_capture_backwards),
        cmocka_unit_test(test_international_flying_king_moves_any_distance),
        cmocka_unit_test(test_international_king_line_stops_at_a_piece),
        cmocka_unit_test(test_international_flying_king_captures_at_a_distance),
        cmocka_unit_test(test_international_king_cannot_jump_two_adjacent_pieces),
        cmocka_unit_test(test_international_same_capture_from_two_landing_squares_is_one_move),
        cmocka_unit_test(test_international_majority_capture_is_compulsory),
        cmocka_unit_test(test_international_kings_count_as_men_for_majority),
        cmocka_unit_test(test_international_king_capture_has_no_priority),
        cmocka_unit_test(test_international_man_passing_crowning_row_stays_a_man),
        cmocka_unit_test(test_international_man_ending_capture_on_crowning_row_is_crowned),
        cmocka_unit_test(test_international_captured_pieces_removed_after_move),
        cmocka_unit_test(test_international_piece_not_jumped_twice),
        cmocka_unit_test(test_international_windmill_routes_are_one_move),
        cmocka_unit_test(test_international_different_captured_pieces_are_different_moves),
        cmocka_unit_test(test_international_flying_king_capture_black_to_move),
        cmocka_unit_test(test_international_king_takes_ten_pieces),
        cmocka_unit_test(test_international_flying_king_must_land_where_capture_continues),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
