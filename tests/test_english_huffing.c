/* SPDX-License-Identifier: MIT */
/*
 * test_english_huffing.c - the huffing rule of English draughts, an old
 * option (issue 12; rules.md 1.1 history): off by default; when on, capturing
 * is not compulsory, and a piece that could have captured and did not may be
 * huffed (removed) by the opponent at the start of their turn, after which
 * they move as usual. One test per rule.
 *
 * English squares: 1-32 from Black's side, Black's men move down (towards
 * 32). In the position used, Black's man on 14 can take White's 18 (14x23).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define CAN_CAPTURE "B:W18,30:B1,14"

static checkers_game *huffing_game(const char *fen)
{
    checkers_game *game = rules_game("english", fen);
    assert_int_equal(checkers_game_set_huffing(game, 1), 0);
    assert_int_equal(checkers_game_huffing(game), 1);
    return game;
}

static void assert_huffable(const checkers_game *game, int32_t n, const uint8_t *expected)
{
    uint8_t squares[32];
    assert_int_equal(checkers_game_huffable(game, squares, sizeof squares), n);
    for (int32_t i = 0; i < n; i++)
        assert_int_equal(squares[i], expected[i]);
}

static void huff_refused(checkers_game *game, int32_t square, int32_t code)
{
    char before[CHECKERS_FEN_MAX];
    checkers_refusal why;
    rules_fen(game, before);
    assert_int_equal(checkers_game_huff(game, square, &why), code);
    assert_int_equal(why.code, code);
    rules_assert_fen(game, before);
}

/* Off by default: capturing is compulsory, as WCDF and ACF rule it. */
static void test_huffing_is_off_by_default(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", CAN_CAPTURE);
    assert_int_equal(checkers_game_huffing(game), 0);
    EXPECT_MOVES(game, "14x23");
    rules_refused(game, "1-5", CHECKERS_E_MUST_CAPTURE);
    assert_int_equal(checkers_game_set_huffing(game, 2), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_game_set_huffing(game, 1), CHECKERS_E_UNSUPPORTED);
    checkers_game_free(game);
}

/* With huffing on, capturing is not compulsory: the plain moves are legal beside the capture. */
static void test_huffing_makes_capturing_optional(void **state)
{
    (void)state;
    checkers_game *game = huffing_game(CAN_CAPTURE);
    EXPECT_MOVES(game, "1-5", "1-6", "14-17", "14x23");
    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, 1, &leaves), 0);
    assert_int_equal(leaves, 4);
    rules_play(game, "1-5");
    checkers_game_free(game);
}

/* A piece that could have captured and did not may be huffed; then the huffer moves as usual. */
static void test_a_piece_that_did_not_capture_may_be_huffed(void **state)
{
    (void)state;
    static const uint8_t fourteen[] = {14};
    checkers_game *game = huffing_game(CAN_CAPTURE);
    rules_play(game, "1-5");
    assert_huffable(game, 1, fourteen);
    checkers_refusal why;
    assert_int_equal(checkers_game_huff(game, 14, &why), 0);
    assert_int_equal(why.code, 0);
    assert_int_equal(why.square, 14);
    rules_assert_fen(game, "W:W18,30:B5");
    assert_int_equal(checkers_game_ply_count(game), 1);
    EXPECT_MOVES(game, "18-14", "18-15", "30-25", "30-26");
    rules_play(game, "30-26");
    rules_assert_fen(game, "B:W18,26:B5");
    checkers_game_free(game);
}

/* The piece that should have captured is huffed where it stands after moving away. */
static void test_the_piece_that_moved_away_is_huffed_where_it_stands(void **state)
{
    (void)state;
    static const uint8_t seventeen[] = {17};
    checkers_game *game = huffing_game(CAN_CAPTURE);
    rules_play(game, "14-17");
    assert_huffable(game, 1, seventeen);
    huff_refused(game, 14, CHECKERS_E_HUFF_SQUARE);
    huff_refused(game, 1, CHECKERS_E_HUFF_SQUARE);
    huff_refused(game, 99, CHECKERS_E_MOVE_SQUARE);
    assert_int_equal(checkers_game_huff(game, 17, NULL), 0);
    rules_assert_fen(game, "W:W18,30:B1");
    checkers_game_free(game);
}

/* Every piece that could have captured may be chosen. */
static void test_any_piece_that_could_have_captured_may_be_huffed(void **state)
{
    (void)state;
    static const uint8_t both[] = {14, 15};
    checkers_game *game = huffing_game("B:W18,19,30:B1,14,15");
    rules_play(game, "1-5");
    assert_huffable(game, 2, both);
    assert_int_equal(checkers_game_huff(game, 15, NULL), 0);
    rules_assert_fen(game, "W:W18,19,30:B5,14");
    checkers_game_free(game);
}

/* The huffer's own move is judged in the position after the huff: the huffed piece is gone. */
static void test_the_huffers_move_is_judged_after_the_huff(void **state)
{
    (void)state;
    static const uint8_t both[] = {18, 19};
    checkers_game *game = huffing_game(CAN_CAPTURE);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    rules_play(game, "18-14"); /* 18 could have taken 14 only before the huff */
    assert_huffable(game, 0, NULL);
    huff_refused(game, 14, CHECKERS_E_NO_HUFF);
    checkers_game_free(game);
    /* A capture the huffer still had, declined, may be huffed in turn. */
    game = huffing_game("B:W18,19,30:B1,14,15");
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    rules_play(game, "30-26"); /* 18 and 19 could still take 15 */
    assert_huffable(game, 2, both);
    checkers_game_free(game);
}

/* Nothing to huff: refused with its reason, and nothing changes. */
static void test_nothing_to_huff_is_refused(void **state)
{
    (void)state;
    checkers_game *game = huffing_game(CAN_CAPTURE);
    huff_refused(game, 14, CHECKERS_E_NO_HUFF); /* no move yet */
    rules_play(game, "14x23");
    huff_refused(game, 23, CHECKERS_E_NO_HUFF); /* the move captured */
    checkers_game_free(game);
    game = huffing_game("B:W30:B1,14");
    rules_play(game, "14-18");
    huff_refused(game, 18, CHECKERS_E_NO_HUFF); /* no capture was possible */
    checkers_game_free(game);
    game = huffing_game(CAN_CAPTURE);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    huff_refused(game, 14, CHECKERS_E_NO_HUFF); /* one huff a turn */
    checkers_game_free(game);
    game = huffing_game(CAN_CAPTURE);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_set_huffing(game, 0), 0);
    huff_refused(game, 14, CHECKERS_E_NO_HUFF); /* the rule is off */
    checkers_game_free(game);
}

/* Undo takes back a huff: alone before the huffer's move, with the move after it. */
static void test_a_huff_is_undone(void **state)
{
    (void)state;
    static const uint8_t fourteen[] = {14};
    checkers_game *game = huffing_game(CAN_CAPTURE);
    rules_play(game, "1-5");
    uint64_t hash = checkers_game_hash(game);
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    assert_true(checkers_game_hash(game) != hash);
    assert_int_equal(checkers_game_undo(game), 0);
    rules_assert_fen(game, "W:W18,30:B5,14");
    assert_true(checkers_game_hash(game) == hash);
    assert_huffable(game, 1, fourteen);
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    rules_play(game, "30-26");
    assert_int_equal(checkers_game_ply_count(game), 2);
    /* The record keeps the position after the huff and the move. */
    checkers_game *fresh = rules_game("english", "B:W18,26:B5");
    assert_true(checkers_game_hash(fresh) == checkers_game_hash(game));
    checkers_game_free(fresh);
    char text[CHECKERS_MOVE_TEXT_MAX];
    assert_true(checkers_game_history_text(game, 1, 0, text, sizeof text) > 0);
    assert_string_equal(text, "30-26");
    assert_int_equal(checkers_game_undo(game), 0);
    rules_assert_fen(game, "W:W18,30:B5,14");
    assert_huffable(game, 1, fourteen);
    assert_int_equal(checkers_game_undo(game), 0);
    rules_assert_fen(game, CAN_CAPTURE);
    checkers_game_free(game);
}

/* A huff removes a piece: the move count of the 40-move rule starts again. */
static void test_a_huff_resets_the_move_limit(void **state)
{
    (void)state;
    static const checkers_draw_rules one_move = {0, 1, 0, 0, {0, 0, 0, 0}};
    checkers_game *game = huffing_game("B:WK18,K30:BK1,K14");
    assert_int_equal(checkers_game_set_draw_rules(game, &one_move), 0);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    rules_play(game, "30-26");
    rules_play(game, "5-1"); /* three king moves, but the huff came between */
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_play(game, "26-30");
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);
}

/* The game keeps each huff with the move after it; the record says which piece went. */
static void test_the_record_names_each_huff(void **state)
{
    (void)state;
    checkers_game *game = huffing_game("B:W18,19,30:B1,14,15");
    assert_int_equal(checkers_game_history_huff(game, 0), 0); /* no huff yet, none pending */
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 15, NULL), 0);
    assert_int_equal(checkers_game_history_huff(game, 1), 15); /* made, the move to come */
    rules_play(game, "30-26");
    assert_int_equal(checkers_game_history_huff(game, 0), 0);
    assert_int_equal(checkers_game_history_huff(game, 1), 15);
    assert_int_equal(checkers_game_history_huff(game, 2), 0);
    assert_int_equal(checkers_game_history_huff(game, 3), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history_huff(game, -1), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history_huff(NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_undo(game), 0);
    assert_int_equal(checkers_game_history_huff(game, 1), 0); /* undone with its move */
    checkers_game_free(game);
}

/*
 * The huffer's move is written as move_text wrote it when it was played, after the huff: 19x3
 * takes 16 and 8 (19x12x3); with 15 on the board 19x10x3 would end there too, not once 15 is
 * huffed. The history and the PDN record both give the short form.
 */
static void test_the_huffers_move_is_written_for_the_position_after_the_huff(void **state)
{
    (void)state;
    char played[CHECKERS_MOVE_TEXT_MAX], text[CHECKERS_MOVE_TEXT_MAX], pdn[2048];
    checkers_game *game = huffing_game("B:W18,19,29:B6,7,8,9,11,15,K30,K31");
    rules_play(game, "11-16"); /* 15 could have taken 18 or 19 */
    assert_int_equal(checkers_game_huff(game, 15, NULL), 0);
    checkers_move move = rules_parsed(game, "19x3");
    assert_int_equal(checkers_game_move_text(game, &move, 0, played, sizeof played), 4);
    assert_string_equal(played, "19x3");
    assert_int_equal(checkers_game_apply(game, &move, NULL), 0);
    assert_int_equal(checkers_game_history_text(game, 1, 0, text, sizeof text), 4);
    assert_string_equal(text, played);
    assert_int_equal(checkers_game_history_text(game, 1, CHECKERS_TEXT_FULL_ROUTE, text,
                                                sizeof text),
                     7);
    assert_string_equal(text, "19x12x3");
    assert_true(checkers_pdn_write(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, pdn, sizeof pdn) >
                0);
    assert_non_null(strstr(pdn, "{huff 15} /FEN \"W:W18,19,29:B6,7,8,9,16,K30,K31\"/ 1... 19x3 *"));
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_huffing_is_off_by_default),
        cmocka_unit_test(test_huffing_makes_capturing_optional),
        cmocka_unit_test(test_a_piece_that_did_not_capture_may_be_huffed),
        cmocka_unit_test(test_the_piece_that_moved_away_is_huffed_where_it_stands),
        cmocka_unit_test(test_any_piece_that_could_have_captured_may_be_huffed),
        cmocka_unit_test(test_the_huffers_move_is_judged_after_the_huff),
        cmocka_unit_test(test_nothing_to_huff_is_refused),
        cmocka_unit_test(test_a_huff_is_undone),
        cmocka_unit_test(test_a_huff_resets_the_move_limit),
        cmocka_unit_test(test_the_record_names_each_huff),
        cmocka_unit_test(test_the_huffers_move_is_written_for_the_position_after_the_huff),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
