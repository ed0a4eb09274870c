/* SPDX-License-Identifier: MIT */
/*
 * test_rules_turkish.c - the rules of Turkish draughts (dama), rules.md 1.12,
 * one test per rule.
 *
 * Every one of the 64 squares is played. Squares are written algebraically
 * (a1 at White's bottom left); the C API numbers them row by row from
 * White's side: a1 = 1, h1 = 8, a2 = 9, ..., h8 = 64.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/* 16 men each on the second and third rows, the back rows empty; White first. */
static void test_turkish_start_is_sixteen_men_each_on_the_second_and_third_rows(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", NULL);
    assert_int_equal(checkers_game_square_count(game), 64);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    rules_assert_fen(game, "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:"
                           "Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
    EXPECT_MOVES(game, "a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4");
    checkers_game_free(game);
}

/* Square numbers: a1 = 1 ... h8 = 64, row by row from White's side, in FEN and moves alike. */
static void test_turkish_squares_are_numbered_a1_to_h8_row_by_row(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:W9-24:B41-56"); /* the start, numbered */
    rules_assert_square_at(game, 1, 7, 0);                         /* a1: bottom left */
    rules_assert_square_at(game, 8, 7, 7);                         /* h1 */
    rules_assert_square_at(game, 9, 6, 0);                         /* a2 */
    rules_assert_square_at(game, 64, 0, 7);                        /* h8: top right */
    rules_assert_piece(game, 17, CHECKERS_WHITE_MAN);              /* a3 */
    rules_assert_piece(game, 56, CHECKERS_BLACK_MAN);              /* h7 */
    rules_assert_piece(game, 1, CHECKERS_EMPTY);                   /* the back rows are empty */
    checkers_move m = rules_parsed(game, "a3-a4");
    assert_int_equal(m.from, 17);
    assert_int_equal(m.to, 25);
    assert_int_equal(rules_parsed(game, "17-25").to, 25); /* numbers read too */
    checkers_game_free(game);
}

/* Men move one square straight forward or sideways, never backwards or diagonally. */
static void test_turkish_men_move_one_square_forward_or_sideways(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd4:Bh8");
    EXPECT_MOVES(game, "d4-d5", "d4-c4", "d4-e4");
    rules_refused(game, "d4-d3", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "d4-e5", CHECKERS_E_NOT_DIAGONAL); /* not a line a man moves along */
    rules_refused(game, "d4-d6", CHECKERS_E_NOT_DIAGONAL); /* one square only */
    checkers_game_free(game);
    game = rules_game("turkish", "B:Wa1:Bd5");
    EXPECT_MOVES(game, "d5-d4", "d5-c5", "d5-e5"); /* Black's forward is down */
    checkers_game_free(game);
}

/* Men capture the same ways, by a short jump: forward and sideways, never backwards. */
static void test_turkish_men_capture_forward_and_sideways(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd4:Bd5");
    EXPECT_MOVES(game, "d4xd6");
    checkers_game_free(game);
    game = rules_game("turkish", "W:Wd4:Bc4");
    EXPECT_MOVES(game, "d4xb4");
    checkers_game_free(game);
    game = rules_game("turkish", "W:Wd4:Bd3,h8");
    EXPECT_MOVES(game, "d4-d5", "d4-c4", "d4-e4"); /* the piece behind is safe */
    rules_refused(game, "d4xd2", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

/* Kings move any distance along rows and columns. */
static void test_turkish_kings_move_any_distance_orthogonally(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:WKd4:Bh8");
    EXPECT_MOVES(game, "d4-d5", "d4-d6", "d4-d7", "d4-d8", "d4-d3", "d4-d2", "d4-d1", "d4-a4",
                 "d4-b4", "d4-c4", "d4-e4", "d4-f4", "d4-g4", "d4-h4");
    rules_refused(game, "d4-f6", CHECKERS_E_NOT_DIAGONAL);
    checkers_game_free(game);
}

/* A king captures a piece at any distance and lands on any empty square beyond it. */
static void test_turkish_kings_capture_at_a_distance_and_land_anywhere_beyond(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:WKa4:Bd4");
    EXPECT_MOVES(game, "a4xe4", "a4xf4", "a4xg4", "a4xh4");
    checkers_game_free(game);
}

/*
 * Captured pieces are removed at once, as they are jumped: the king's fourth
 * jump runs down the c-file through c4, where the first piece it took stood.
 */
static void test_turkish_captured_pieces_are_removed_at_once(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:WKa4:Bc4,e6,d7,c2");
    EXPECT_MOVES(game, "a4xe4xe7xc7xc1");
    rules_play(game, "a4xe4xe7xc7xc1");
    rules_assert_fen(game, "B:WKc1:B");
    checkers_game_free(game);
}

/* A capture may not turn back 180 degrees between two jumps, even over a line it opened. */
static void test_turkish_no_180_degree_turn_between_two_jumps(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:WKd4:Bc4,f4");
    /* Back over f4's empty square and d4 to take c4 would make two: not allowed. */
    EXPECT_MOVES(game, "d4xa4", "d4xb4", "d4xg4", "d4xh4");
    checkers_refusal why = rules_refused(game, "d4xg4xb4", CHECKERS_E_CAPTURE_REVERSAL);
    assert_int_equal(why.square, 26); /* b4, where the turned jump would land */
    checkers_game_free(game);
}

/* Capturing is compulsory. */
static void test_turkish_capturing_is_compulsory(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd4,a2:Bd5");
    EXPECT_MOVES(game, "d4xd6");
    rules_refused(game, "a2-a3", CHECKERS_E_MUST_CAPTURE);
    checkers_game_free(game);
}

/* The capture of the most pieces is compulsory. */
static void test_turkish_the_capture_of_the_most_pieces_is_compulsory(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd4,h2:Bd5,d7,h3");
    EXPECT_MOVES(game, "d4xd6xd8");
    checkers_refusal why = rules_refused(game, "h2xh4", CHECKERS_E_NOT_MAX_CAPTURE);
    assert_int_equal(why.count, 2);
    checkers_game_free(game);
}

/* Kings and men count the same: two men outweigh one king. */
static void test_turkish_kings_and_men_count_the_same(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd4,a2:Bd5,d7,Ka3");
    EXPECT_MOVES(game, "d4xd6xd8");
    rules_refused(game, "a2xa4", CHECKERS_E_NOT_MAX_CAPTURE);
    checkers_game_free(game);
    game = rules_game("turkish", "W:Wd4,a2:Bd5,Ka3"); /* one piece each way: free choice */
    EXPECT_MOVES(game, "a2xa4", "d4xd6");
    checkers_game_free(game);
}

/*
 * A man that reaches the last row during a capture goes on capturing as a
 * man (along the last row) and is crowned when the move ends (the default
 * reading of rules.md 1.12).
 */
static void test_turkish_a_man_crossing_the_last_row_is_crowned_at_the_end(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd6:Bd7,e8");
    EXPECT_MOVES(game, "d6xd8xf8");
    assert_true(rules_listed(game, "d6xd8xf8").flags & CHECKERS_MOVE_PROMOTES);
    rules_play(game, "d6xd8xf8");
    rules_assert_piece(game, 62, CHECKERS_WHITE_KING); /* f8 */
    checkers_game_free(game);
    /* As a man, not yet a king: f8 is out of its reach from d8. */
    game = rules_game("turkish", "W:Wd6:Bd7,f8");
    EXPECT_MOVES(game, "d6xd8");
    checkers_game_free(game);
}

/*
 * The other readings of rules.md 1.12 are settings of a Turkish game:
 * crowned at once and going on as a king, or crowned with the move ending.
 */
static void test_turkish_crowning_during_a_capture_is_a_setting(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd6:Bd7,f8");
    assert_int_equal(checkers_game_crowning(game), CHECKERS_CROWNING_AT_END);
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_AS_KING), 0);
    assert_int_equal(checkers_game_crowning(game), CHECKERS_CROWNING_AS_KING);
    EXPECT_MOVES(game, "d6xd8xg8", "d6xd8xh8"); /* a flying king from d8 on */
    checkers_game_free(game);
    game = rules_game("turkish", "W:Wd6:Bd7,e8");
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_ENDS_MOVE), 0);
    EXPECT_MOVES(game, "d6xd8"); /* crowned on d8, e8 is spared */
    rules_refused(game, "d6xd8xf8", CHECKERS_E_CROWNING_ENDS_MOVE);
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_AT_END), 0);
    EXPECT_MOVES(game, "d6xd8xf8");
    assert_int_equal(checkers_game_set_crowning(game, 3), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
    /* Other variants have one rule each. */
    game = rules_game("english", NULL);
    assert_int_equal(checkers_game_crowning(game), CHECKERS_CROWNING_ENDS_MOVE);
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_ENDS_MOVE), 0);
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_AS_KING),
                     CHECKERS_E_UNSUPPORTED);
    checkers_game_free(game);
}

/* Each move keeps the crowning rule it was played under; the last ply asks for the next move's. */
static void test_turkish_each_move_keeps_the_crowning_rule_it_was_played_under(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", NULL);
    rules_play(game, "a3-a4");
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_AS_KING), 0);
    rules_play(game, "h6-h5");
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_ENDS_MOVE), 0);
    rules_play(game, "b3-b4");
    assert_int_equal(checkers_game_history_crowning(game, 0), CHECKERS_CROWNING_AT_END);
    assert_int_equal(checkers_game_history_crowning(game, 1), CHECKERS_CROWNING_AS_KING);
    assert_int_equal(checkers_game_history_crowning(game, 2), CHECKERS_CROWNING_ENDS_MOVE);
    assert_int_equal(checkers_game_set_crowning(game, CHECKERS_CROWNING_AT_END), 0);
    assert_int_equal(checkers_game_history_crowning(game, 3), CHECKERS_CROWNING_AT_END);
    assert_int_equal(checkers_game_history_crowning(game, 4), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history_crowning(game, -1), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history_crowning(NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    /* The rule is kept beside the move, not in it: the history gives the move as it was. */
    checkers_move played;
    assert_int_equal(checkers_game_history(game, 1, &played), 0);
    assert_int_equal(played.flags, 0);
    /* A copy keeps each move's rule; an undo forgets the move's. */
    checkers_game *copy = NULL;
    assert_int_equal(checkers_game_clone(&copy, game), 0);
    assert_int_equal(checkers_game_history_crowning(copy, 1), CHECKERS_CROWNING_AS_KING);
    assert_int_equal(checkers_game_undo(copy), 0);
    assert_int_equal(checkers_game_history_crowning(copy, 2), CHECKERS_CROWNING_AT_END);
    checkers_game_free(copy);
    checkers_game_free(game);
}

/* The moves of a variant with one rule are all played under it. */
static void test_history_crowning_of_a_variant_with_one_rule_is_its_rule(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    rules_play(game, "11-15");
    assert_int_equal(checkers_game_history_crowning(game, 0), CHECKERS_CROWNING_ENDS_MOVE);
    assert_int_equal(checkers_game_history_crowning(game, 1), CHECKERS_CROWNING_ENDS_MOVE);
    checkers_game_free(game);
    game = rules_game("russian", NULL);
    rules_play(game, "c3-d4");
    assert_int_equal(checkers_game_history_crowning(game, 0), CHECKERS_CROWNING_AS_KING);
    checkers_game_free(game);
}

/* A man that ends its move on the last row is crowned. */
static void test_turkish_a_man_reaching_the_last_row_is_crowned(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:Wd7:Bh2");
    assert_true(rules_listed(game, "d7-d8").flags & CHECKERS_MOVE_PROMOTES);
    rules_play(game, "d7-d8");
    rules_assert_piece(game, 60, CHECKERS_WHITE_KING); /* d8 */
    checkers_game_free(game);
}

/* A lone king against a lone piece: drawn after two moves each (pydraughts' 1 v 1). */
static void test_turkish_a_lone_king_against_a_lone_man_is_a_draw(void **state)
{
    (void)state;
    checkers_game *game = rules_game("turkish", "W:WKd4:Bh6");
    rules_play(game, "d4-d3");
    rules_play(game, "h6-h5");
    rules_play(game, "d3-d4");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "h5-g5");
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_ENDGAME);
    checkers_game_free(game);
    /* Two pieces against one is played out. */
    game = rules_game("turkish", "W:WKd4,a2:Bh6");
    rules_play(game, "d4-d3");
    rules_play(game, "h6-h5");
    rules_play(game, "d3-d4");
    rules_play(game, "h5-g5");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

/* Otherwise the third occurrence of a position is a draw. */
static void test_turkish_threefold_repetition_is_a_draw(void **state)
{
    (void)state;
    static const char *const shuffle[] = {"a1-b1", "h8-g8", "b1-a1", "g8-h8"};
    checkers_game *game = rules_game("turkish", "W:WKa1,Ka2:BKh8,Kh7");
    for (int ply = 0; ply < 7; ply++) {
        rules_play(game, shuffle[ply % 4]);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    rules_play(game, shuffle[7 % 4]);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    checkers_game_free(game);
}

/* PDN: GameType 30 and algebraic squares, written and read back. */
static void test_turkish_pdn_is_gametype_30_with_algebraic_squares(void **state)
{
    (void)state;
    char pdn[4096];
    checkers_game *game = rules_game("turkish", NULL);
    rules_play(game, "d3-d4");
    rules_play(game, "d6-d5");
    rules_play(game, "d4xd6xd8"); /* two men, d5 then d7, and crowned */
    rules_play(game, "c7-d7");
    int32_t len = checkers_pdn_write(game, NULL, NULL, 0, NULL, 0, pdn, sizeof pdn);
    assert_true(len > 0 && (size_t)len < sizeof pdn);
    assert_non_null(strstr(pdn, "[GameType \"30\"]"));
    assert_non_null(strstr(pdn, "1. d3-d4 d6-d5 2. d4xd8 c7-d7"));
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, pdn, strlen(pdn), NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(reader), 1);
    const checkers_game *read = checkers_pdn_game(reader);
    assert_non_null(read);
    assert_string_equal(checkers_game_variant(read), "turkish");
    char a[CHECKERS_FEN_MAX], b[CHECKERS_FEN_MAX];
    rules_fen(game, a);
    rules_fen(read, b);
    assert_string_equal(a, b);
    checkers_pdn_reader_free(reader);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turkish_start_is_sixteen_men_each_on_the_second_and_third_rows),
        cmocka_unit_test(test_turkish_squares_are_numbered_a1_to_h8_row_by_row),
        cmocka_unit_test(test_turkish_men_move_one_square_forward_or_sideways),
        cmocka_unit_test(test_turkish_men_capture_forward_and_sideways),
        cmocka_unit_test(test_turkish_kings_move_any_distance_orthogonally),
        cmocka_unit_test(test_turkish_kings_capture_at_a_distance_and_land_anywhere_beyond),
        cmocka_unit_test(test_turkish_captured_pieces_are_removed_at_once),
        cmocka_unit_test(test_turkish_no_180_degree_turn_between_two_jumps),
        cmocka_unit_test(test_turkish_capturing_is_compulsory),
        cmocka_unit_test(test_turkish_the_capture_of_the_most_pieces_is_compulsory),
        cmocka_unit_test(test_turkish_kings_and_men_count_the_same),
        cmocka_unit_test(test_turkish_a_man_crossing_the_last_row_is_crowned_at_the_end),
        cmocka_unit_test(test_turkish_crowning_during_a_capture_is_a_setting),
        cmocka_unit_test(test_turkish_each_move_keeps_the_crowning_rule_it_was_played_under),
        cmocka_unit_test(test_history_crowning_of_a_variant_with_one_rule_is_its_rule),
        cmocka_unit_test(test_turkish_a_man_reaching_the_last_row_is_crowned),
        cmocka_unit_test(test_turkish_a_lone_king_against_a_lone_man_is_a_draw),
        cmocka_unit_test(test_turkish_threefold_repetition_is_a_draw),
        cmocka_unit_test(test_turkish_pdn_is_gametype_30_with_algebraic_squares),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
