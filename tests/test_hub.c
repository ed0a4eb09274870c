/* SPDX-License-Identifier: MIT */
/*
 * Hub's texts (checkers_game_hub_*): the position string on every board, its
 * reading back, moves written and read by their captured sets, refusals with
 * the library's reasons, and the `pos` command a referee sends.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

static checkers_game *from_fen(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, variant, fen, NULL), 0);
    return game;
}

/* ---------------------------------------------------------------- position */

static void test_hub_position_of_the_international_start_has_51_letters(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char text[CHECKERS_HUB_POSITION_MAX];

    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_game_hub_position(game, text, sizeof text), 51);
    assert_string_equal(text, "W"
                              "bbbbbbbbbbbbbbbbbbbb"
                              "eeeeeeeeee"
                              "wwwwwwwwwwwwwwwwwwww");
    checkers_game_free(game);
}

static void test_hub_position_writes_kings_and_the_side_to_move(void **state)
{
    (void)state;
    checkers_game *game = from_fen("english", "B:W18,K30:BK1,5");
    char text[CHECKERS_HUB_POSITION_MAX];

    assert_int_equal(checkers_game_hub_position(game, text, sizeof text), 33);
    assert_string_equal(text, "BBeeebeeeeeeeeeeeeweeeeeeeeeeeWee");
    /* snprintf style: the length of the whole, what fits written. */
    assert_int_equal(checkers_game_hub_position(game, text, 4), 33);
    assert_string_equal(text, "BBe");
    assert_int_equal(checkers_game_hub_position(game, NULL, 0), 33);
    assert_int_equal(checkers_game_hub_position(game, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_hub_position(NULL, text, sizeof text),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_hub_position_round_trips_on_every_variant(void **state)
{
    (void)state;
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        const char *name = checkers_variant_name(v);
        checkers_game *game = NULL, *back = NULL;
        char text[CHECKERS_HUB_POSITION_MAX], again[CHECKERS_HUB_POSITION_MAX];
        char fen[CHECKERS_FEN_MAX], fen_back[CHECKERS_FEN_MAX];
        checkers_move moves[8];
        assert_int_equal(checkers_game_new(&game, name, NULL), 0);
        /* A few moves in, so that both sides and a turn other than the first are seen. */
        for (int32_t ply = 0; ply < 5; ply++) {
            int32_t count = checkers_game_moves(game, moves, 8);
            if (count <= 0 || checkers_game_apply(game, &moves[ply % count], NULL) != 0)
                break;
        }
        int32_t length = checkers_game_hub_position(game, text, sizeof text);
        assert_int_equal(length, 1 + checkers_game_square_count(game));
        assert_true(length < CHECKERS_HUB_POSITION_MAX);
        assert_int_equal(checkers_game_new_from_hub(&back, name, text, NULL), 0);
        assert_int_equal(checkers_game_hub_position(back, again, sizeof again), length);
        assert_string_equal(again, text);
        checkers_game_fen(game, fen, sizeof fen);
        checkers_game_fen(back, fen_back, sizeof fen_back);
        assert_string_equal(fen_back, fen);
        checkers_game_free(back);
        checkers_game_free(game);
    }
}

static void test_hub_position_sizes_of_turkish_and_12x12_boards(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char text[CHECKERS_HUB_POSITION_MAX];

    assert_int_equal(checkers_game_new(&game, "turkish", NULL), 0);
    assert_int_equal(checkers_game_hub_position(game, text, sizeof text), 65);
    checkers_game_free(game);
    assert_int_equal(checkers_game_new(&game, "canadian", NULL), 0);
    assert_int_equal(checkers_game_hub_position(game, text, sizeof text), 73);
    checkers_game_free(game);
}

static void test_hub_position_reading_refuses_malformed_strings(void **state)
{
    (void)state;
    checkers_game *game = (checkers_game *)&game;
    char text[40];

    memset(text, 'e', sizeof text);
    text[0] = 'W';
    text[33] = '\0';
    assert_int_equal(checkers_game_new_from_hub(&game, "english", text, NULL), 0);
    checkers_game_free(game);
    text[32] = '\0'; /* a letter short */
    assert_int_equal(checkers_game_new_from_hub(&game, "english", text, NULL),
                     CHECKERS_E_FEN_SYNTAX);
    assert_null(game);
    text[32] = 'e';
    text[5] = 'x'; /* not a piece */
    assert_int_equal(checkers_game_new_from_hub(&game, "english", text, NULL),
                     CHECKERS_E_FEN_SYNTAX);
    text[5] = 'e';
    text[0] = 'w'; /* the side to move in capitals only */
    assert_int_equal(checkers_game_new_from_hub(&game, "english", text, NULL), CHECKERS_E_FEN_TURN);
    text[0] = 'W';
    text[1] = 'w'; /* a white man on Black's back row, where it would be a king */
    assert_int_equal(checkers_game_new_from_hub(&game, "english", text, NULL),
                     CHECKERS_E_FEN_CROWNING_ROW);
    text[1] = 'e';
    assert_int_equal(checkers_game_new_from_hub(&game, "no such game", text, NULL),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_game_new_from_hub(&game, "english", NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_new_from_hub(NULL, "english", text, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_new_from_hub(&game, "english", "", NULL), CHECKERS_E_FEN_SYNTAX);
}

/* ------------------------------------------------------------------- moves */

static void test_hub_move_text_of_a_quiet_move_is_from_dash_to(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_move move;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_game_parse_move(game, "32-28", &move, NULL), 0);
    assert_int_equal(checkers_game_hub_move_text(game, &move, text, sizeof text), 5);
    assert_string_equal(text, "32-28");
    checkers_game_free(game);
}

static void test_hub_move_text_of_a_capture_lists_captured_squares_ascending(void **state)
{
    (void)state;
    /* A white man on 33 takes 28 and 17 (in that order) by way of 22, ending on 11. */
    checkers_game *game = from_fen("international", "W:W33:B28,17");
    checkers_move move;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_game_parse_move(game, "33x22x11", &move, NULL), 0);
    assert_int_equal(move.captured[0], 28);
    assert_int_equal(checkers_game_hub_move_text(game, &move, text, sizeof text), 11);
    assert_string_equal(text, "33x11x17x28");
    checkers_game_free(game);
}

static void test_hub_move_text_refuses_an_illegal_move(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_move move;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    memset(&move, 0, sizeof move);
    move.from = 32;
    move.to = 23;
    assert_int_equal(checkers_game_hub_move_text(game, &move, text, sizeof text),
                     CHECKERS_E_NOT_DIAGONAL);
    assert_int_equal(checkers_game_hub_move_text(game, NULL, text, sizeof text),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_hub_move_reading_takes_captured_squares_in_any_order(void **state)
{
    (void)state;
    checkers_game *game = from_fen("international", "W:W33:B28,17");
    checkers_move move;
    checkers_refusal why;

    assert_int_equal(checkers_game_parse_hub_move(game, "33x11x28x17", &move, &why), 0);
    assert_int_equal(move.from, 33);
    assert_int_equal(move.to, 11);
    assert_int_equal(move.captures, 2);
    assert_int_equal(checkers_game_parse_hub_move(game, " 33x11x17x28 ", &move, NULL), 0);
    /* '-' and 'x' alike. */
    assert_int_equal(checkers_game_parse_hub_move(game, "33-11-17-28", &move, NULL), 0);
    /* No captured squares: the only capture between the two squares. */
    assert_int_equal(checkers_game_parse_hub_move(game, "33x11", &move, NULL), 0);
    assert_int_equal(move.captures, 2);
    checkers_game_free(game);
}

static void test_hub_move_reading_tells_routes_apart_by_their_captured_sets(void **state)
{
    (void)state;
    /* A king on 46 can take 37 or 41 ... the two captures from 46 that end on 46's diagonal. */
    checkers_game *game = from_fen("international", "W:WK23:B18,19,28,29");
    checkers_move moves[64];
    int32_t count = checkers_game_moves(game, moves, 64);
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_true(count >= 2);
    /* Every legal move's text reads back as that move, and only it. */
    for (int32_t i = 0; i < count; i++) {
        checkers_move back;
        assert_true(checkers_game_hub_move_text(game, &moves[i], text, sizeof text) > 0);
        assert_int_equal(checkers_game_parse_hub_move(game, text, &back, NULL), 0);
        assert_memory_equal(&back, &moves[i], sizeof back);
    }
    checkers_game_free(game);
}

static void test_hub_move_reading_gives_the_library_reason_for_an_illegal_move(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_refusal why;

    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_game_parse_hub_move(game, "28-23", NULL, &why), CHECKERS_E_NO_PIECE);
    assert_int_equal(why.code, CHECKERS_E_NO_PIECE);
    assert_int_equal(why.square, 28);
    assert_int_equal(checkers_game_parse_hub_move(game, "18-23", NULL, &why),
                     CHECKERS_E_NOT_YOUR_PIECE);
    assert_int_equal(checkers_game_parse_hub_move(game, "32-23", NULL, &why),
                     CHECKERS_E_NOT_DIAGONAL);
    checkers_game_free(game);

    /* A capture is compulsory; and one that takes the wrong pieces names none. */
    game = from_fen("international", "W:W33,45:B28,17");
    assert_int_equal(checkers_game_parse_hub_move(game, "45-40", NULL, &why),
                     CHECKERS_E_MUST_CAPTURE);
    assert_int_equal(why.move.from, 33);
    assert_int_equal(checkers_game_parse_hub_move(game, "33x11x28", NULL, &why),
                     CHECKERS_E_ILLEGAL);
    assert_int_equal(why.move.to, 11);
    assert_int_equal(checkers_game_parse_hub_move(game, "33x11x28x17x5", NULL, &why),
                     CHECKERS_E_ILLEGAL);
    checkers_game_free(game);
}

static void test_hub_move_reading_refuses_malformed_text(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_refusal why;
    const char *syntax[] = {"",
                            "32",
                            "32-",
                            "-28",
                            "32--28",
                            "32-28-",
                            "a-b",
                            "32 -28",
                            "32-28 x",
                            "32/28",
                            ("1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17x18x19x"
                             "20x21x22x23x24x25x26x27x28x29x30x31x32x33x34x35")};
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    for (size_t i = 0; i < sizeof syntax / sizeof syntax[0]; i++) {
        assert_int_equal(checkers_game_parse_hub_move(game, syntax[i], NULL, &why),
                         CHECKERS_E_MOVE_SYNTAX);
        assert_int_equal(why.code, CHECKERS_E_MOVE_SYNTAX);
    }
    assert_int_equal(checkers_game_parse_hub_move(game, "51-46", NULL, &why),
                     CHECKERS_E_MOVE_SQUARE);
    assert_int_equal(checkers_game_parse_hub_move(game, "0-5", NULL, &why), CHECKERS_E_MOVE_SQUARE);
    assert_int_equal(checkers_game_parse_hub_move(game, "99999999999-5", NULL, &why),
                     CHECKERS_E_MOVE_SQUARE);
    assert_int_equal(checkers_game_parse_hub_move(game, NULL, NULL, &why),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_parse_hub_move(NULL, "32-28", NULL, &why),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_hub_moves_use_square_numbers_where_the_game_writes_algebraic(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_move move;
    char text[CHECKERS_MOVE_TEXT_MAX];

    assert_int_equal(checkers_game_new(&game, "russian", NULL), 0);
    assert_int_equal(checkers_game_parse_move(game, "c3-d4", &move, NULL), 0);
    assert_true(checkers_game_hub_move_text(game, &move, text, sizeof text) > 0);
    assert_string_equal(text, "22-18");
    assert_int_equal(checkers_game_parse_hub_move(game, "22-18", &move, NULL), 0);
    assert_int_equal(checkers_game_apply(game, &move, NULL), 0);
    checkers_game_free(game);
}

/* ---------------------------------------------------------- the pos command */

static void test_hub_pos_at_the_start_has_no_moves(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char text[512];

    assert_int_equal(checkers_game_new(&game, "english", NULL), 0);
    assert_int_equal(checkers_game_hub_pos(game, text, sizeof text), 8 + 33);
    assert_string_equal(text, "pos pos=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
    checkers_game_free(game);
}

static void test_hub_pos_sends_the_king_moves_since_the_last_man_move(void **state)
{
    (void)state;
    checkers_game *game = from_fen("english", "W:WK18,26:BK3");
    char text[512], position[CHECKERS_HUB_POSITION_MAX], expected[600];

    /* A man move, then king moves that could repeat. */
    assert_int_equal(checkers_game_apply_moves_text(game, "26-22 3-7 18-14 7-3", NULL, NULL), 0);
    checkers_game *after_man = from_fen("english", "B:WK18,22:BK3");
    assert_true(checkers_game_hub_position(after_man, position, sizeof position) > 0);
    snprintf(expected, sizeof expected, "pos pos=%s moves=\"3-7 18-14 7-3\"", position);
    assert_int_equal(checkers_game_hub_pos(game, text, sizeof text), (int32_t)strlen(expected));
    assert_string_equal(text, expected);
    checkers_game_free(after_man);
    checkers_game_free(game);
}

static void test_hub_pos_starts_again_after_a_capture(void **state)
{
    (void)state;
    checkers_game *game = from_fen("international", "W:W33,45:B28,17,4");
    char text[512], position[CHECKERS_HUB_POSITION_MAX], expected[600];

    /* A capture cannot be taken back: the position after it is sent alone. */
    assert_int_equal(checkers_game_apply_text(game, "33x22x11", NULL), 0);
    assert_int_equal(checkers_game_hub_position(game, position, sizeof position), 51);
    snprintf(expected, sizeof expected, "pos pos=%s", position);
    assert_int_equal(checkers_game_hub_pos(game, text, sizeof text), (int32_t)strlen(expected));
    assert_string_equal(text, expected);
    checkers_game_free(game);
}

static void test_hub_pos_refuses_bad_arguments(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, NULL, NULL), 0);
    assert_int_equal(checkers_game_hub_pos(NULL, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_hub_pos(game, NULL, 5), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_hub_pos(game, NULL, 0), 41);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hub_position_of_the_international_start_has_51_letters),
        cmocka_unit_test(test_hub_position_writes_kings_and_the_side_to_move),
        cmocka_unit_test(test_hub_position_round_trips_on_every_variant),
        cmocka_unit_test(test_hub_position_sizes_of_turkish_and_12x12_boards),
        cmocka_unit_test(test_hub_position_reading_refuses_malformed_strings),
        cmocka_unit_test(test_hub_move_text_of_a_quiet_move_is_from_dash_to),
        cmocka_unit_test(test_hub_move_text_of_a_capture_lists_captured_squares_ascending),
        cmocka_unit_test(test_hub_move_text_refuses_an_illegal_move),
        cmocka_unit_test(test_hub_move_reading_takes_captured_squares_in_any_order),
        cmocka_unit_test(test_hub_move_reading_tells_routes_apart_by_their_captured_sets),
        cmocka_unit_test(test_hub_move_reading_gives_the_library_reason_for_an_illegal_move),
        cmocka_unit_test(test_hub_move_reading_refuses_malformed_text),
        cmocka_unit_test(test_hub_moves_use_square_numbers_where_the_game_writes_algebraic),
        cmocka_unit_test(test_hub_pos_at_the_start_has_no_moves),
        cmocka_unit_test(test_hub_pos_sends_the_king_moves_since_the_last_man_move),
        cmocka_unit_test(test_hub_pos_starts_again_after_a_capture),
        cmocka_unit_test(test_hub_pos_refuses_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
