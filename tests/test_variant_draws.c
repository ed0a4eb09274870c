/* SPDX-License-Identifier: MIT */
/*
 * The variants' draw rules: the endgame rules of the FMJD (International) and
 * FMJD-64 (Russian), and the defaults each variant starts with.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules_helpers.h"

/* Only the endgame rules, so that repetitions and the move limit do not interfere. */
static void endgame_rules_only(checkers_game *game)
{
    checkers_draw_rules rules;
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &rules), 0);
    rules.endgame = 1;
    assert_int_equal(checkers_game_set_draw_rules(game, &rules), 0);
}

/* A legal move that captures nothing and leaves the opponent nothing to capture. */
static void play_quiet_move(checkers_game *game)
{
    checkers_move moves[CHECKERS_MAX_MOVES], reply[CHECKERS_MAX_MOVES];
    int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    assert_true(n > 0);
    for (int32_t i = 0; i < n; i++) {
        checkers_game *next = NULL;
        if (moves[i].captures)
            continue;
        assert_int_equal(checkers_game_clone(&next, game), 0);
        assert_int_equal(checkers_game_apply(next, &moves[i], NULL), 0);
        int32_t r = checkers_game_moves(next, reply, CHECKERS_MAX_MOVES);
        checkers_game_free(next);
        if (r > 0 && reply[0].captures == 0) {
            assert_int_equal(checkers_game_apply(game, &moves[i], NULL), 0);
            return;
        }
    }
    fail_msg("no quiet move in this position");
}

/* Plays quiet moves: the game must be ongoing for `plies` plies and drawn by an endgame rule then. */
static void assert_endgame_draw_after(checkers_game *game, int plies)
{
    int32_t reason = -1;
    for (int i = 0; i < plies; i++) {
        assert_int_equal(checkers_game_status(game, &reason), CHECKERS_ONGOING);
        play_quiet_move(game);
    }
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_ENDGAME);
}

/* The position `fen`, under the endgame rules only, is drawn after `plies` quiet plies. */
static void check_endgame_draw(const char *variant, const char *fen, int plies)
{
    checkers_game *game = rules_game(variant, fen);
    endgame_rules_only(game);
    assert_endgame_draw_after(game, plies);
    checkers_game_free(game);
}

/* FMJD 6.3: a lone king against three pieces including a king: drawn after 16 moves each. */
static void test_international_lone_king_against_three_drawn_after_16_moves(void **state)
{
    (void)state;
    check_endgame_draw("international", "W:WK46,K47,48:BK1", 32);
}

/* FMJD 6.4: a lone king against two pieces including a king: drawn after 5 moves each. */
static void test_international_lone_king_against_two_drawn_after_5_moves(void **state)
{
    (void)state;
    check_endgame_draw("international", "W:WK46,47:BK1", 10);
}

/* FMJD 6.4 with one king each. */
static void test_international_king_against_king_drawn_after_5_moves(void **state)
{
    (void)state;
    check_endgame_draw("international", "W:WK46:BK1", 10);
}

/* The counts start with the capture that makes the configuration. */
static void test_international_endgame_count_starts_at_the_capture(void **state)
{
    (void)state;
    /* White's king takes 38 and leaves a lone black king against three white pieces. */
    checkers_game *game = rules_game("international", "W:WK47,K48,49:BK1,38");
    endgame_rules_only(game);
    rules_play(game, "47x33");
    assert_endgame_draw_after(game, 32);
    checkers_game_free(game);
}

/* The endgame rules are a setting: switched off, the game goes on. */
static void test_endgame_rules_can_be_switched_off(void **state)
{
    (void)state;
    checkers_game *game = rules_game("international", "W:WK46,47:BK1");
    checkers_draw_rules rules;
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &rules), 0);
    assert_int_equal(checkers_game_set_draw_rules(game, &rules), 0);
    for (int i = 0; i < 12; i++)
        play_quiet_move(game);
    assert_int_equal(checkers_game_status(game, NULL), CHECKERS_ONGOING);
    checkers_game_free(game);
}

/* FMJD-64 7.2.8: two kings against a lone king: drawn after 5 moves each. */
static void test_russian_two_kings_against_lone_king_drawn_after_5_moves(void **state)
{
    (void)state;
    check_endgame_draw("russian", "W:WK29,K30:BK1", 10);
}

/* FMJD-64 7.2.6: kings on both sides, four or five pieces, no capture or crowning: 30 moves. */
static void test_russian_balance_of_four_pieces_drawn_after_30_moves(void **state)
{
    (void)state;
    check_endgame_draw("russian", "W:WK29,K30:BK1,K4", 60);
}

/* FMJD-64 7.2.6: with six or seven pieces the balance rule allows 60 moves. */
static void test_russian_balance_of_six_pieces_drawn_after_60_moves(void **state)
{
    (void)state;
    check_endgame_draw("russian", "W:WK29,K30,K31:BK1,K2,K4", 120);
}

/* Each variant starts with its federation's draw settings. */
static void test_variants_start_with_their_own_draw_rules(void **state)
{
    (void)state;
    static const struct {
        const char *variant;
        int32_t repetitions, move_limit, endgame;
    } expected[] = {
        {"english", 5, 40, 0},   {"international", 3, 25, 1}, {"russian", 3, 15, 1},
        {"brazilian", 3, 15, 1}, {"canadian", 3, 25, 1},      {"pool", 3, 15, 1},
        {"italian", 4, 40, 0},   {"czech", 3, 15, 0},         {"breakthrough", 0, 0, 0},
    };
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++) {
        checkers_game *game = NULL;
        checkers_draw_rules rules;
        assert_int_equal(checkers_game_new(&game, expected[i].variant, NULL), 0);
        assert_int_equal(checkers_game_get_draw_rules(game, &rules), 0);
        assert_int_equal(rules.repetitions, expected[i].repetitions);
        assert_int_equal(rules.move_limit, expected[i].move_limit);
        assert_int_equal(rules.endgame, expected[i].endgame);
        assert_int_equal(rules.claim, 0);
        checkers_game_free(game);
    }
}

/* International 6.1: the third occurrence of a position is a draw. */
static void test_international_threefold_repetition(void **state)
{
    (void)state;
    checkers_game *game = rules_game("international", "W:WK47:BK4");
    static const char *const cycle[] = {"47-41", "4-9", "41-47", "9-4"};
    int32_t reason = 0;
    for (int i = 0; i < 8; i++) {
        assert_int_equal(checkers_game_status(game, &reason), CHECKERS_ONGOING);
        rules_play(game, cycle[i % 4]);
    }
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_international_lone_king_against_three_drawn_after_16_moves),
        cmocka_unit_test(test_international_lone_king_against_two_drawn_after_5_moves),
        cmocka_unit_test(test_international_king_against_king_drawn_after_5_moves),
        cmocka_unit_test(test_international_endgame_count_starts_at_the_capture),
        cmocka_unit_test(test_endgame_rules_can_be_switched_off),
        cmocka_unit_test(test_russian_two_kings_against_lone_king_drawn_after_5_moves),
        cmocka_unit_test(test_russian_balance_of_four_pieces_drawn_after_30_moves),
        cmocka_unit_test(test_russian_balance_of_six_pieces_drawn_after_60_moves),
        cmocka_unit_test(test_variants_start_with_their_own_draw_rules),
        cmocka_unit_test(test_international_threefold_repetition),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
