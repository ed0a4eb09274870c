/* SPDX-License-Identifier: MIT */
/*
 * test_english_rules.c - the rules of English draughts (American checkers),
 * one test per rule, as in the WCDF / ACF rule book.
 *
 * Squares are numbered 1-32 as in the book: 1 = b8 seen from White, Black's
 * men start on 1-12 and move towards the higher numbers, White's men start on
 * 21-32 and move towards the lower numbers. Row of square n is (n-1)/4 from
 * the top; on rows 0,2,4,6 the squares are the b,d,f,h files, on rows
 * 1,3,5,7 the a,c,e,g files. So, for example:
 *
 *      1 touches 5, 6 (down)              14 touches 17, 18 (down), 9, 10 (up)
 *     10 touches 14, 15 (down), 6, 7 (up) 25 touches 29, 30 (down), 21, 22 (up)
 *
 * Each test gives its position as a PDN FEN and writes out every legal move
 * as its full route. Where the rules allow one move to be played by two
 * routes (a king going round a loop either way), the expected entry lists
 * both routes separated by '|': the library lists the move once, by the
 * route it found first.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/* ------------------------------------------------ the board and the start */

/* The start: 12 men each, Black on 1-12, White on 21-32, Black moves first. */
static void test_black_moves_first_from_the_start_position(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char fen[CHECKERS_FEN_MAX];
    assert_int_equal(checkers_game_new(&game, NULL, NULL), CHECKERS_OK);
    assert_non_null(game);
    assert_string_equal(checkers_game_variant(game), "english");
    assert_int_equal(checkers_game_square_count(game), 32);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    rules_fen(game, fen);
    assert_string_equal(fen, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    for (int32_t s = 1; s <= 32; s++) {
        int32_t expected = s <= 12   ? CHECKERS_BLACK_MAN
                           : s >= 21 ? CHECKERS_WHITE_MAN
                                     : CHECKERS_EMPTY;
        rules_assert_piece(game, s, expected);
    }
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    EXPECT_MOVES(game, "9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");

    /* the same position from its FEN */
    checkers_game *from_text = rules_game("english", "B:W21-32:B1-12");
    rules_assert_fen(from_text, fen);
    assert_true(checkers_game_hash(game) == checkers_game_hash(from_text));
    checkers_game_free(from_text);
    checkers_game_free(game);
}

/* Squares 1-32 row by row from Black's side: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1. */
static void test_squares_are_numbered_row_by_row_from_b8(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    for (int32_t s = 1; s <= 32; s++) {
        int32_t row = -1, column = -1, rows = -1, columns = -1;
        int32_t r = (s - 1) / 4, k = (s - 1) % 4;
        assert_int_equal(checkers_game_square_position(game, s, &row, &column, &rows, &columns),
                         CHECKERS_OK);
        assert_int_equal(row, r);
        assert_int_equal(column, r % 2 == 0 ? 2 * k + 1 : 2 * k);
        assert_int_equal(rows, 8);
        assert_int_equal(columns, 8);
    }
    int32_t row = -1, column = -1;
    assert_int_equal(checkers_game_square_position(game, 1, &row, &column, NULL, NULL), 0);
    assert_int_equal(row, 0); /* b8 */
    assert_int_equal(column, 1);
    assert_int_equal(checkers_game_square_position(game, 29, &row, &column, NULL, NULL), 0);
    assert_int_equal(row, 7); /* a1: the single corner at White's near left */
    assert_int_equal(column, 0);
    assert_int_equal(checkers_game_square_position(game, 0, &row, &column, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_square_position(game, 33, &row, &column, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_piece(game, 0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_piece(game, 33), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* ---------------------------------------------------------------- moves */

/* A man moves one square diagonally forward to an empty square. */
static void test_man_moves_one_square_diagonally_forward(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W30:B14"); /* black man on c5 */
    EXPECT_MOVES(game, "14-17", "14-18");
    checkers_game_free(game);

    game = rules_game("english", "W:W23:B1"); /* white man on e3 moves up the board */
    EXPECT_MOVES(game, "23-18", "23-19");
    checkers_game_free(game);

    game = rules_game("english", "B:W30:B12"); /* on the side of the board: one square only */
    EXPECT_MOVES(game, "12-16");
    checkers_game_free(game);
}

/* A man never moves backward nor sideways. */
static void test_man_does_not_move_backward_or_sideways(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W30:B14");
    rules_refused(game, "14-9", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "14-10", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "14-13", CHECKERS_E_NOT_DIAGONAL); /* sideways, same row */
    rules_refused(game, "14-15", CHECKERS_E_NOT_DIAGONAL);
    checkers_game_free(game);

    game = rules_game("english", "W:W23:B1");
    rules_refused(game, "23-26", CHECKERS_E_MAN_BACKWARDS);
    rules_refused(game, "23-27", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

/* A king moves one square diagonally in any of the four directions. */
static void test_king_moves_one_square_in_all_four_directions(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W32:BK14");
    EXPECT_MOVES(game, "14-9", "14-10", "14-17", "14-18");
    checkers_move move = rules_listed(game, "14-9");
    assert_int_equal(move.flags, CHECKERS_MOVE_KING);
    checkers_game_free(game);

    game = rules_game("english", "W:WK14:B1");
    EXPECT_MOVES(game, "14-9", "14-10", "14-17", "14-18");
    checkers_game_free(game);
}

/* English kings are not flying kings: one square, never further. */
static void test_king_does_not_fly(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W32:BK14");
    rules_refused(game, "14-5", CHECKERS_E_NOT_DIAGONAL);  /* two squares up-left, 9 empty */
    rules_refused(game, "14-23", CHECKERS_E_NOT_DIAGONAL); /* two squares down-right, 18 empty */
    checkers_game_free(game);
}

/* ------------------------------------------------------------- captures */

/* A man captures forward by jumping an adjacent enemy piece to the empty square behind. */
static void test_man_captures_forward_by_jumping_to_the_square_behind(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14:B10");
    EXPECT_MOVES(game, "10x17");
    checkers_move move = rules_listed(game, "10x17");
    assert_int_equal(move.captures, 1);
    assert_int_equal(move.captured[0], 14);
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE);
    rules_play(game, "10x17");
    rules_assert_piece(game, 10, CHECKERS_EMPTY);
    rules_assert_piece(game, 14, CHECKERS_EMPTY);
    rules_assert_piece(game, 17, CHECKERS_BLACK_MAN);
    checkers_game_free(game);

    game = rules_game("english", "W:W23:B18"); /* white captures up the board */
    EXPECT_MOVES(game, "23x14");
    rules_play(game, "23x14");
    rules_assert_piece(game, 18, CHECKERS_EMPTY);
    rules_assert_piece(game, 14, CHECKERS_WHITE_MAN);
    checkers_game_free(game);
}

/* Men may capture kings. */
static void test_man_captures_a_king(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK14:B10");
    EXPECT_MOVES(game, "10x17");
    rules_play(game, "10x17");
    rules_assert_piece(game, 14, CHECKERS_EMPTY);
    checkers_game_free(game);
}

/* A man does not capture backward: with only a piece behind it, it just moves. */
static void test_man_does_not_capture_backward(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6:B10"); /* 6 is behind 10, and 1 is empty */
    EXPECT_MOVES(game, "10-14", "10-15");
    rules_refused(game, "10x1", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);

    game = rules_game("english", "B:W6,14:B10");
    EXPECT_MOVES(game, "10x17");
    checkers_game_free(game);

    game = rules_game("english", "W:W18:B23"); /* 23 is behind White's 18 */
    EXPECT_MOVES(game, "18-14", "18-15");
    checkers_game_free(game);
}

/* A king captures in all four directions, backward too. */
static void test_king_captures_backward(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6:BK10");
    EXPECT_MOVES(game, "10x1");
    checkers_move move = rules_listed(game, "10x1");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_KING);
    checkers_game_free(game);
}

/* The square behind the captured piece must be empty. */
static void test_capture_needs_an_empty_square_behind(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14,17:B10"); /* 17 behind 14 is taken */
    EXPECT_MOVES(game, "10-15");
    checkers_game_free(game);

    game = rules_game("english", "B:W14:B10,17"); /* ... by Black's own man */
    EXPECT_MOVES(game, "10-15", "17-21", "17-22");
    checkers_game_free(game);
}

/* After a jump, the piece goes on jumping while it can (one move). */
static void test_multiple_capture_continues_in_one_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,15:B1");
    EXPECT_MOVES(game, "1x10x19");
    checkers_move move = rules_listed(game, "1x10x19");
    assert_int_equal(move.captures, 2);
    assert_int_equal(move.captured[0], 6);
    assert_int_equal(move.captured[1], 15);
    rules_play(game, "1x10x19");
    rules_assert_fen(game, "W:W:B19");
    checkers_game_free(game);

    game = rules_game("english", "B:W6,14:B1"); /* turning a corner */
    EXPECT_MOVES(game, "1x10x17");
    checkers_game_free(game);
}

/* A multiple capture must be completed: stopping part-way is refused. */
static void test_multiple_capture_must_be_completed(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,15:B1");
    checkers_refusal why = rules_refused(game, "1x10", CHECKERS_E_CAPTURE_INCOMPLETE);
    assert_int_equal(why.square, 10);
    assert_int_equal(why.move.from, 1);
    assert_int_equal(why.move.to, 19);
    assert_int_equal(why.move.captures, 2);
    checkers_game_free(game);
}

/* A piece may not jump over its own side's pieces. */
static void test_piece_may_not_jump_own_piece(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W32:B1,6");
    EXPECT_MOVES(game, "1-5", "6-9", "6-10");
    checkers_refusal why = rules_refused(game, "1x10", CHECKERS_E_JUMP_OWN_PIECE);
    assert_int_equal(why.square, 6);
    checkers_game_free(game);
}

/* The same piece may not be jumped twice: a king cannot jump back over it. */
static void test_same_piece_not_jumped_twice(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14:BK9");
    EXPECT_MOVES(game, "9x18");
    checkers_refusal why = rules_refused(game, "9x18x9", CHECKERS_E_JUMP_TWICE);
    assert_int_equal(why.square, 14);
    checkers_game_free(game);
}

/*
 * A capturing king may pass through, and end on, its own start square.
 * Black king on 2 with white men on 6, 7, 14, 15 round the square 10:
 * 2x9x18x11x2 (or the other way round, 2x11x18x9x2) takes all four.
 */
static void test_capturing_piece_may_return_to_start_square(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,7,14,15:BK2");
    EXPECT_MOVES(game, "2x9x18x11x2|2x11x18x9x2");
    checkers_move moves[8];
    assert_int_equal(checkers_game_moves(game, moves, 8), 1);
    assert_int_equal(moves[0].from, 2);
    assert_int_equal(moves[0].to, 2);
    assert_int_equal(moves[0].captures, 4);
    checkers_refusal why;
    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_apply(game, &moves[0], &why), CHECKERS_OK);
    rules_assert_piece(game, 2, CHECKERS_BLACK_KING);
    rules_assert_piece(game, 6, CHECKERS_EMPTY);
    rules_assert_piece(game, 7, CHECKERS_EMPTY);
    rules_assert_piece(game, 14, CHECKERS_EMPTY);
    rules_assert_piece(game, 15, CHECKERS_EMPTY);
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
}

/*
 * Moves are told apart by start, end and the set of pieces taken: the two
 * ways round the loop of the previous test are one move, listed once, and
 * either route names it.
 */
static void test_two_routes_same_captures_are_one_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,7,14,15:BK2");
    checkers_move moves[8];
    assert_int_equal(checkers_game_moves(game, moves, 8), 1);
    EXPECT_CAPTURED(&moves[0], 6, 7, 14, 15);

    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_true(leaves == 1);

    /* either route, written in full, is that one move */
    static const char *const routes[2] = {"2x9x18x11x2", "2x11x18x9x2"};
    for (int i = 0; i < 2; i++) {
        checkers_move parsed = rules_parsed(game, routes[i]);
        assert_int_equal(parsed.from, 2);
        assert_int_equal(parsed.to, 2);
        EXPECT_CAPTURED(&parsed, 6, 7, 14, 15);
    }
    checkers_game_free(game);
}

/*
 * Ed Gilbert's CheckerBoard position: a black king on 2 among nine white men.
 * The king can take pieces round two loops (6-14-15-7 and 15-23-24-16) and
 * leave by 8 (to 4) or 22 (to 25). Every maximal route, with the routes that
 * take the same pieces between the same squares counted once:
 * four different captures from 2 to 4, two round trips to 2, four to 25.
 */
static void test_king_may_choose_any_complete_capture_route(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,7,8,14,15,16,22,23,24:BK2");
    EXPECT_MOVES(game,
                 /* ending on 4 */
                 "2x11x4", "2x9x18x11x4", "2x9x18x27x20x11x4",
                 "2x11x18x27x20x11x4|2x11x20x27x18x11x4",
                 /* back to 2 */
                 "2x9x18x11x2|2x11x18x9x2", "2x9x18x27x20x11x2|2x11x20x27x18x9x2",
                 /* ending on 25 */
                 "2x9x18x25", "2x11x18x25", "2x11x20x27x18x25",
                 "2x9x18x11x20x27x18x25|2x9x18x27x20x11x18x25");
    checkers_game_free(game);
}

/* ------------------------------------------------------------- crowning */

/* A man that reaches the far row by a move is crowned there. */
static void test_man_reaching_last_row_is_crowned(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W5:B25");
    EXPECT_MOVES(game, "25-29", "25-30");
    checkers_move move = rules_listed(game, "25-29");
    assert_int_equal(move.flags, CHECKERS_MOVE_PROMOTES);
    move = rules_listed(game, "25-30");
    assert_int_equal(move.flags, CHECKERS_MOVE_PROMOTES);
    rules_play(game, "25-29");
    rules_assert_piece(game, 29, CHECKERS_BLACK_KING);
    rules_assert_fen(game, "W:W5:BK29");
    checkers_game_free(game);

    game = rules_game("english", "W:W5:B28"); /* White crowns on 1-4 */
    EXPECT_MOVES(game, "5-1");
    move = rules_listed(game, "5-1");
    assert_int_equal(move.flags, CHECKERS_MOVE_PROMOTES);
    rules_play(game, "5-1");
    rules_assert_piece(game, 1, CHECKERS_WHITE_KING);
    checkers_game_free(game);
}

/* A king on the far row is not crowned again. */
static void test_king_reaching_last_row_is_not_crowned_again(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W5:BK25");
    EXPECT_MOVES(game, "25-21", "25-22", "25-29", "25-30");
    checkers_move move = rules_listed(game, "25-29");
    assert_int_equal(move.flags, CHECKERS_MOVE_KING);
    checkers_game_free(game);
}

/*
 * A man that reaches the far row by capturing is crowned, and that ends the
 * move, although the new king could jump on (31x24 over 27).
 */
static void test_man_crowned_during_capture_ends_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W26,27:B22");
    EXPECT_MOVES(game, "22x31");
    checkers_move move = rules_listed(game, "22x31");
    assert_int_equal(move.flags, CHECKERS_MOVE_CAPTURE | CHECKERS_MOVE_PROMOTES);
    rules_refused(game, "22x31x24", CHECKERS_E_CROWNING_ENDS_MOVE);
    rules_play(game, "22x31");
    rules_assert_piece(game, 31, CHECKERS_BLACK_KING);
    rules_assert_piece(game, 26, CHECKERS_EMPTY);
    rules_assert_piece(game, 27, CHECKERS_WHITE_MAN);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    checkers_game_free(game);

    game = rules_game("english", "W:W11:B6,7"); /* White: 11x2 crowns; 2x9 over 6 must wait */
    EXPECT_MOVES(game, "11x2");
    rules_play(game, "11x2");
    rules_assert_piece(game, 2, CHECKERS_WHITE_KING);
    rules_assert_piece(game, 6, CHECKERS_BLACK_MAN);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    checkers_game_free(game);
}

/* -------------------------------------------------- capture obligation */

/* Capturing is compulsory: when a capture exists, no plain move is legal. */
static void test_capture_is_mandatory(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W15:B1,11");
    EXPECT_MOVES(game, "11x18");
    checkers_refusal why = rules_refused(game, "1-5", CHECKERS_E_MUST_CAPTURE);
    assert_true((why.move.flags & CHECKERS_MOVE_CAPTURE) != 0);
    assert_int_equal(why.move.from, 11);
    assert_int_equal(why.move.to, 18);
    assert_int_equal(why.move.captures, 1);
    assert_int_equal(why.move.captured[0], 15);
    checkers_game_free(game);
}

/* Free choice among captures: a shorter capture is legal when a longer one exists. */
static void test_free_choice_between_captures(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14,15,24:B10");
    EXPECT_MOVES(game, "10x17", "10x19x28");
    rules_play(game, "10x17"); /* one piece, though two were on offer */
    rules_assert_fen(game, "W:W15,24:B17");
    checkers_game_free(game);
}

/* ---------------------------------------------------- end of the game */

/* A player with no pieces left has lost. */
static void test_player_without_pieces_loses(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14:B10");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "10x17");
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    assert_int_equal(checkers_game_moves(game, NULL, 0), 0);
    checkers_game_free(game);

    game = rules_game("english", "W:W23:B18");
    rules_play(game, "23x14");
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
}

/* A player whose pieces are all blocked has lost. */
static void test_player_with_all_pieces_blocked_loses(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W29:B21,22");
    rules_play(game, "21-25"); /* White's 29 can neither step to 25 nor jump it (22 behind) */
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_MOVES);
    assert_int_equal(checkers_game_moves(game, NULL, 0), 0);
    checkers_game_free(game);

    game = rules_game("english", "B:W8,11:B4"); /* Black's 4 is stuck behind 8, with 11 behind it */
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_NO_MOVES);
    assert_int_equal(checkers_game_moves(game, NULL, 0), 0);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_black_moves_first_from_the_start_position),
        cmocka_unit_test(test_squares_are_numbered_row_by_row_from_b8),
        cmocka_unit_test(test_man_moves_one_square_diagonally_forward),
        cmocka_unit_test(test_man_does_not_move_backward_or_sideways),
        cmocka_unit_test(test_king_moves_one_square_in_all_four_directions),
        cmocka_unit_test(test_king_does_not_fly),
        cmocka_unit_test(test_man_captures_forward_by_jumping_to_the_square_behind),
        cmocka_unit_test(test_man_captures_a_king),
        cmocka_unit_test(test_man_does_not_capture_backward),
        cmocka_unit_test(test_king_captures_backward),
        cmocka_unit_test(test_capture_needs_an_empty_square_behind),
        cmocka_unit_test(test_multiple_capture_continues_in_one_move),
        cmocka_unit_test(test_multiple_capture_must_be_completed),
        cmocka_unit_test(test_piece_may_not_jump_own_piece),
        cmocka_unit_test(test_same_piece_not_jumped_twice),
        cmocka_unit_test(test_capturing_piece_may_return_to_start_square),
        cmocka_unit_test(test_two_routes_same_captures_are_one_move),
        cmocka_unit_test(test_king_may_choose_any_complete_capture_route),
        cmocka_unit_test(test_man_reaching_last_row_is_crowned),
        cmocka_unit_test(test_king_reaching_last_row_is_not_crowned_again),
        cmocka_unit_test(test_man_crowned_during_capture_ends_move),
        cmocka_unit_test(test_capture_is_mandatory),
        cmocka_unit_test(test_free_choice_between_captures),
        cmocka_unit_test(test_player_without_pieces_loses),
        cmocka_unit_test(test_player_with_all_pieces_blocked_loses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
