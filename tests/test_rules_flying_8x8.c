/* SPDX-License-Identifier: MIT */
/*
 * test_rules_flying_8x8.c - the 8x8 variants with flying kings on the normal
 * board: Brazilian (rules.md 1.3), Russian (1.4), Pool (1.9) and Czech (1.10),
 * one test per rule that sets them apart.
 *
 * Brazilian, Russian and Czech are written in algebraic notation (PDN A0:
 * a1 at White's bottom left), which the game uses by default for them; Pool
 * uses the English numbers. The two names of each square:
 *
 *   8   .  b8 .  d8 .  f8 .  h8        .  1  .  2  .  3  .  4
 *   7   a7 .  c7 .  e7 .  g7 .         5  .  6  .  7  .  8  .
 *   6   .  b6 .  d6 .  f6 .  h6        .  9  . 10  . 11  . 12
 *   5   a5 .  c5 .  e5 .  g5 .        13  . 14  . 15  . 16  .
 *   4   .  b4 .  d4 .  f4 .  h4        . 17  . 18  . 19  . 20
 *   3   a3 .  c3 .  e3 .  g3 .        21  . 22  . 23  . 24  .
 *   2   .  b2 .  d2 .  f2 .  h2        . 25  . 26  . 27  . 28
 *   1   a1 .  c1 .  e1 .  g1 .        29  . 30  . 31  . 32  .
 *       a  b  c  d  e  f  g  h
 *
 * White's men start on a1-h3 (21-32) and move up; Black's on a6-h8 (1-12).
 * White moves first, except in Pool (Black first). The capture separator is
 * ':' in Russian, 'x' in the others (rules.md 1.4, 1.10).
 *
 * Several positions are played in more than one variant to show the rule
 * that differs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define START_ALGEBRAIC \
    "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1" \
    ":Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"

/* The common 12-v-12 start, White first, written in algebraic notation. */
static void check_algebraic_start(const char *variant)
{
    checkers_game *game = rules_game(variant, NULL);
    assert_int_equal(checkers_game_square_count(game), 32);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_ALGEBRAIC);
    rules_assert_fen(game, START_ALGEBRAIC);
    for (int32_t s = 1; s <= 32; s++) {
        rules_assert_piece(game, s,
                           s <= 12   ? CHECKERS_BLACK_MAN
                           : s >= 21 ? CHECKERS_WHITE_MAN
                                     : CHECKERS_EMPTY);
    }
    EXPECT_MOVES(game, "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4");
    /* the same position from a numeric FEN */
    checkers_game *numeric = rules_game(variant, "W:W21-32:B1-12");
    assert_true(checkers_game_hash(game) == checkers_game_hash(numeric));
    checkers_game_free(numeric);
    checkers_game_free(game);
}

/* ------------------------------------------------------------ brazilian */

/* Brazilian: 12 men each, White first, algebraic notation (rules.md 1.3). */
static void test_brazilian_start_position_white_moves_first(void **state)
{
    (void)state;
    check_algebraic_start("brazilian");
}

/* Men capture backward, as in International: d4 takes c3 to b2. */
static void test_brazilian_men_capture_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game("brazilian", "W:Wd4:Bc3");
    EXPECT_MOVES(game, "d4xb2");
    checkers_game_free(game);
}

/*
 * The majority rule of International (rules.md 1.3): c3 may take b4 (to a5,
 * one piece) or d4 then f6 (to e5, then g7: two pieces). Only the second.
 */
static void test_brazilian_majority_capture_is_compulsory(void **state)
{
    (void)state;
    checkers_game *game = rules_game("brazilian", "W:Wc3:Bd4,f6,b4");
    EXPECT_MOVES(game, "c3xe5xg7");
    checkers_refusal why = rules_refused(game, "c3xa5", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);

    /* a king's capture of two beats a man's capture of one: no king priority either */
    game = rules_game("brazilian", "W:WKa1,g3:Bf4,b2,d2");
    EXPECT_MOVES(game, "a1xc3xe1");
    checkers_game_free(game);
}

/*
 * A man that passes the last row during a capture stays a man (rules.md 1.3,
 * 5.1): d6 takes e7 to f8, then g7 back to h6, and stays a man on h6 (a king
 * there could go on to take e3).
 */
static void test_brazilian_man_passing_crowning_row_stays_a_man(void **state)
{
    (void)state;
    checkers_game *game = rules_game("brazilian", "W:Wd6:Be7,g7,e3");
    EXPECT_MOVES(game, "d6xf8xh6");
    rules_play(game, "d6xh6");
    rules_assert_piece(game, 12, CHECKERS_WHITE_MAN); /* h6 */
    rules_assert_fen(game, "B:Wh6:Be3");
    checkers_game_free(game);

    /* ending on the last row, it is crowned: b6 takes c7 to d8, g5 stays */
    game = rules_game("brazilian", "W:Wb6:Bc7,g5");
    EXPECT_MOVES(game, "b6xd8");
    rules_play(game, "b6xd8");
    rules_assert_piece(game, 2, CHECKERS_WHITE_KING); /* d8 */
    checkers_game_free(game);
}

/* -------------------------------------------------------------- russian */

/* Russian: 12 men each, White first, algebraic notation (rules.md 1.4). */
static void test_russian_start_position_white_moves_first(void **state)
{
    (void)state;
    check_algebraic_start("russian");
}

/* Men capture backward (kodeks 1.5.3): d4 takes c3 to b2, written with ':'. */
static void test_russian_men_capture_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game("russian", "W:Wd4:Bc3");
    EXPECT_MOVES(game, "d4:b2");
    rules_play(game, "d4:b2");
    rules_assert_fen(game, "B:Wb2:B");
    checkers_game_free(game);
}

/*
 * Free choice of capture (rules.md 1.4): no majority rule. c3 may take b4
 * (c3:a5) or d4 and f6 (c3:e5:g7). The chosen capture must still be finished:
 * c3:e5 stops where the capture goes on.
 */
static void test_russian_free_choice_of_capture(void **state)
{
    (void)state;
    checkers_game *game = rules_game("russian", "W:Wc3:Bd4,f6,b4");
    EXPECT_MOVES(game, "c3:a5", "c3:e5:g7");
    checkers_refusal why = rules_refused(game, "c3:e5", CHECKERS_E_CAPTURE_INCOMPLETE);
    assert_int_equal(why.square, 15); /* e5 */
    rules_play(game, "c3:a5");
    rules_assert_fen(game, "B:Wa5:Bf6,d4"); /* ascending square numbers: f6 = 11, d4 = 18 */
    checkers_game_free(game);
}

/*
 * A man that reaches the last row during a capture is crowned at once and
 * goes on capturing as a flying king (kodeks 1.5.15): b6 takes c7 to d8, and
 * as a king takes g5 from a distance (d8-e7-f6-g5) to h4. In Brazilian the
 * man stops on d8 (no man's capture from there).
 */
static void test_russian_man_crowned_mid_capture_continues_as_king(void **state)
{
    (void)state;
    checkers_game *game = rules_game("russian", "W:Wb6:Bc7,g5");
    EXPECT_MOVES(game, "b6:d8:h4");
    checkers_move move = rules_listed(game, "b6:d8:h4");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_PROMOTES);
    rules_refused(game, "b6:d8", CHECKERS_E_CAPTURE_INCOMPLETE);
    rules_play(game, "b6:d8:h4");
    rules_assert_piece(game, 20, CHECKERS_WHITE_KING); /* h4 */
    rules_assert_fen(game, "B:WKh4:B");
    checkers_game_free(game);

    /*
     * d6 takes e7 to f8 (crowned), g7 to h6, then, flying, e3 down the
     * diagonal h6-g5-f4-e3 to d2 or c1. In Brazilian the same man stops on h6.
     */
    game = rules_game("russian", "W:Wd6:Be7,g7,e3");
    EXPECT_MOVES(game, "d6:f8:h6:d2", "d6:f8:h6:c1");
    rules_play(game, "d6:c1");
    rules_assert_piece(game, 30, CHECKERS_WHITE_KING); /* c1 */
    checkers_game_free(game);
}

/*
 * In free choice a flying king must still land where its capture goes on
 * (rules.md 1.4, 5.4): a1 takes c3; of d4, e5, f6, g7, h8 only e5 sees
 * another piece (g3, down e5-f4-g3-h2). So a1:e5:h2 is the only move, though
 * one piece would be a legal choice of capture in Russian.
 */
static void test_russian_flying_king_must_land_where_capture_continues(void **state)
{
    (void)state;
    checkers_game *game = rules_game("russian", "W:WKa1:Bc3,g3");
    EXPECT_MOVES(game, "a1:e5:h2");
    rules_refused_any(game, "a1:d4");
    rules_refused_any(game, "a1:f6");
    rules_refused_any(game, "a1:h8");
    checkers_game_free(game);
}

/* ----------------------------------------------------------------- pool */

/* Pool: 12 men each, Black first, English numbering (APCA 5, 7; rules.md 1.9). */
static void test_pool_start_position_black_moves_first(void **state)
{
    (void)state;
    checkers_game *game = rules_game("pool", NULL);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_NUMERIC);
    rules_assert_fen(game, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    EXPECT_MOVES(game, "9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
    assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_ALGEBRAIC),
                     CHECKERS_E_UNSUPPORTED);
    checkers_game_free(game);
}

/* Men capture backward (APCA 14): Black's 18 (d4) takes 14 (c5) upward to 9 (b6). */
static void test_pool_men_capture_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game("pool", "B:W14:B18");
    EXPECT_MOVES(game, "18x9");
    checkers_game_free(game);
}

/*
 * Free choice with flying kings (APCA 20): the king on 29 (a1) takes 25 and
 * must land on 22 (c3), from where 26 follows (29x22x31: two pieces); the
 * man on 24 may instead take 19 (24x15: one piece). Both are legal. In
 * Brazilian only the king's capture is.
 */
static void test_pool_free_choice_with_flying_kings(void **state)
{
    (void)state;
    checkers_game *game = rules_game("pool", "W:WK29,24:B19,25,26");
    EXPECT_MOVES(game, "29x22x31", "24x15");
    rules_play(game, "24x15");
    rules_assert_fen(game, "B:W15,K29:B25,26");
    checkers_game_free(game);

    game = rules_game("brazilian", "W:WK29,24:B19,25,26");
    checkers_game_set_notation(game, CHECKERS_NOTATION_NUMERIC);
    EXPECT_MOVES(game, "29x22x31");
    checkers_game_free(game);
}

/* The flying king must land where the capture continues (the Russian position, numbered). */
static void test_pool_flying_king_must_land_where_capture_continues(void **state)
{
    (void)state;
    checkers_game *game = rules_game("pool", "W:WK29:B22,24");
    EXPECT_MOVES(game, "29x15x28");
    rules_refused_any(game, "29x18");
    checkers_game_free(game);
}

/*
 * A man passing the king row during a capture stays a man (APCA 16, 22, 23):
 * 10 (d6) takes 7 to 3 (f8), then 8 back to 12 (h6), a man. Ending on the
 * king row it is crowned: 9 (b6) takes 6 to 2 (d8) and stops (no Russian
 * flight to 20).
 */
static void test_pool_man_passing_crowning_row_stays_a_man(void **state)
{
    (void)state;
    checkers_game *game = rules_game("pool", "W:W10:B7,8,23");
    EXPECT_MOVES(game, "10x3x12");
    checkers_move move = rules_listed(game, "10x3x12");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE);
    rules_play(game, "10x3x12");
    rules_assert_piece(game, 12, CHECKERS_WHITE_MAN);
    checkers_game_free(game);

    game = rules_game("pool", "W:W9:B6,16");
    EXPECT_MOVES(game, "9x2");
    rules_play(game, "9x2");
    rules_assert_piece(game, 2, CHECKERS_WHITE_KING);
    rules_assert_piece(game, 16, CHECKERS_BLACK_MAN);
    checkers_game_free(game);
}

/* ---------------------------------------------------------------- czech */

/* Czech: 12 men each, White first, algebraic notation (rules.md 1.10). */
static void test_czech_start_position_white_moves_first(void **state)
{
    (void)state;
    check_algebraic_start("czech");
}

/* Men capture forward only (Czech rules 4.1): d4 does not take c3 behind it. */
static void test_czech_men_capture_forward_only(void **state)
{
    (void)state;
    checkers_game *game = rules_game("czech", "W:Wd4:Bc3");
    EXPECT_MOVES(game, "d4-c5", "d4-e5");
    rules_refused(game, "d4xb2", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);

    game = rules_game("czech", "W:Wd4:Be5"); /* forward it does */
    EXPECT_MOVES(game, "d4xf6");
    checkers_game_free(game);
}

/*
 * A king's capture has priority over a man's (Czech rules 4.14): the king on
 * a1 takes b2 and lands anywhere on c3-h8 (nothing follows); the man on g3
 * could take f4, but must not. In Russian both are free choices.
 */
static void test_czech_king_capture_has_priority(void **state)
{
    (void)state;
    checkers_game *game = rules_game("czech", "W:WKa1,g3:Bb2,f4");
    EXPECT_MOVES(game, "a1xc3", "a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8");
    checkers_refusal why = rules_refused(game, "g3xe5", CHECKERS_E_CAPTURE_PRECEDENCE);
    assert_true((why.move.flags & CHECKERS_MOVE_KING) != 0);
    checkers_game_free(game);

    game = rules_game("russian", "W:WKa1,g3:Bb2,f4");
    EXPECT_MOVES(game, "a1:c3", "a1:d4", "a1:e5", "a1:f6", "a1:g7", "a1:h8", "g3:e5");
    checkers_game_free(game);
}

/*
 * The king's priority does not look at numbers (no majority rule in Czech):
 * the king on c1 takes only b2 (to a3), the man on e3 could take d4 and b6
 * (e3xc5xa7); the king's single capture is compulsory.
 */
static void test_czech_king_capture_has_priority_over_longer_man_capture(void **state)
{
    (void)state;
    checkers_game *game = rules_game("czech", "W:WKc1,e3:Bb2,d4,b6");
    EXPECT_MOVES(game, "c1xa3");
    rules_refused(game, "e3xc5xa7", CHECKERS_E_CAPTURE_PRECEDENCE);
    checkers_game_free(game);

    game = rules_game("russian", "W:WKc1,e3:Bb2,d4,b6");
    EXPECT_MOVES(game, "c1:a3", "e3:c5:a7");
    checkers_game_free(game);
}

/* Otherwise free choice: one piece or two, both legal (no majority rule). */
static void test_czech_free_choice_between_captures_of_the_same_kind(void **state)
{
    (void)state;
    checkers_game *game = rules_game("czech", "W:Wc3:Bd4,f6,b4");
    EXPECT_MOVES(game, "c3xa5", "c3xe5xg7");
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_brazilian_start_position_white_moves_first),
        cmocka_unit_test(test_brazilian_men_capture_backwards),
        cmocka_unit_test(test_brazilian_majority_capture_is_compulsory),
        cmocka_unit_test(test_brazilian_man_passing_crowning_row_stays_a_man),
        cmocka_unit_test(test_russian_start_position_white_moves_first),
        cmocka_unit_test(test_russian_men_capture_backwards),
        cmocka_unit_test(test_russian_free_choice_of_capture),
        cmocka_unit_test(test_russian_man_crowned_mid_capture_continues_as_king),
        cmocka_unit_test(test_russian_flying_king_must_land_where_capture_continues),
        cmocka_unit_test(test_pool_start_position_black_moves_first),
        cmocka_unit_test(test_pool_men_capture_backwards),
        cmocka_unit_test(test_pool_free_choice_with_flying_kings),
        cmocka_unit_test(test_pool_flying_king_must_land_where_capture_continues),
        cmocka_unit_test(test_pool_man_passing_crowning_row_stays_a_man),
        cmocka_unit_test(test_czech_start_position_white_moves_first),
        cmocka_unit_test(test_czech_men_capture_forward_only),
        cmocka_unit_test(test_czech_king_capture_has_priority),
        cmocka_unit_test(test_czech_king_capture_has_priority_over_longer_man_capture),
        cmocka_unit_test(test_czech_free_choice_between_captures_of_the_same_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
