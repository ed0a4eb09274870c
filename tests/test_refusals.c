/* SPDX-License-Identifier: MIT */
/*
 * test_refusals.c - refusals for a person: the text of a refusal with its
 * squares named as the variant writes them, a square's name, and a proposal
 * that several legal moves share (refused as ambiguous, with its choices
 * listed), where a whole route still names its one move.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "checkers.h"

static checkers_game *from_fen(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, variant, fen, NULL), CHECKERS_OK);
    return game;
}

static checkers_game *started(const char *variant)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, variant, NULL), CHECKERS_OK);
    return game;
}

/* The text of the refusal that playing `text` gets; the game must not change. */
static void refusal_of(checkers_game *game, const char *text, int32_t code, char *buf,
                       size_t capacity)
{
    checkers_refusal why;
    uint64_t before = checkers_game_hash(game);
    assert_int_equal(checkers_game_apply_text(game, text, &why), code);
    assert_int_equal(checkers_game_hash(game), before);
    int32_t n = checkers_game_refusal_text(game, &why, buf, capacity);
    assert_true(n > 0 && (size_t)n < capacity);
}

/* ------------------------------------------------------- squares in words */

static void test_a_square_is_named_as_the_variant_writes_it(void **state)
{
    (void)state;
    char buf[8];
    checkers_game *russian = started("russian");
    assert_int_equal(checkers_game_square_text(russian, 9, buf, sizeof buf), 2);
    assert_string_equal(buf, "b6");
    assert_int_equal(checkers_game_square_text(russian, 1, buf, sizeof buf), 2);
    assert_string_equal(buf, "b8");
    assert_int_equal(checkers_game_set_notation(russian, CHECKERS_NOTATION_NUMERIC), 0);
    assert_int_equal(checkers_game_square_text(russian, 9, buf, sizeof buf), 1);
    assert_string_equal(buf, "9");
    checkers_game *english = started("english");
    assert_int_equal(checkers_game_square_text(english, 32, buf, sizeof buf), 2);
    assert_string_equal(buf, "32");
    /* snprintf style: the length with no buffer, a truncated text with a short one. */
    assert_int_equal(checkers_game_square_text(english, 32, NULL, 0), 2);
    assert_int_equal(checkers_game_square_text(english, 32, buf, 2), 2);
    assert_string_equal(buf, "3");
    checkers_game_free(russian);
    checkers_game_free(english);
}

static void test_a_square_off_the_board_has_no_name(void **state)
{
    (void)state;
    char buf[8] = "x";
    checkers_game *english = started("english");
    assert_int_equal(checkers_game_square_text(english, 0, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_square_text(english, 33, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_square_text(NULL, 1, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_square_text(english, 1, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
    assert_string_equal(buf, "x");
    checkers_game_free(english);
}

/* ------------------------------------------------------ refusals in words */

static void test_a_refusal_names_squares_algebraically_in_russian(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX];
    checkers_game *game = started("russian");
    refusal_of(game, "b6-b4", CHECKERS_E_NOT_YOUR_PIECE, buf, sizeof buf);
    assert_string_equal(buf, "that piece belongs to the other side (square b6)");
    checkers_game_free(game);
}

static void test_a_refusal_names_squares_algebraically_in_turkish(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX];
    checkers_game *game = started("turkish");
    refusal_of(game, "c5-c3", CHECKERS_E_NO_PIECE, buf, sizeof buf);
    assert_string_equal(buf, "there is no piece on the start square (square c5)");
    checkers_game_free(game);
}

static void test_a_refusal_names_squares_by_number_in_english(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX];
    checkers_game *game = started("english");
    assert_int_equal(checkers_game_apply_text(game, "11-15", NULL), 0);
    assert_int_equal(checkers_game_apply_text(game, "23-19", NULL), 0);
    refusal_of(game, "15-19", CHECKERS_E_OCCUPIED, buf, sizeof buf);
    assert_string_equal(buf, "the destination square is occupied (square 19)");
    checkers_game_free(game);
}

static void test_a_refusal_shows_the_capture_that_must_be_made(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX];
    checkers_game *game = started("russian");
    /* 1. c3-d4 f6-e5: White must take on e5. */
    assert_int_equal(checkers_game_apply_text(game, "c3-d4", NULL), 0);
    assert_int_equal(checkers_game_apply_text(game, "f6-e5", NULL), 0);
    refusal_of(game, "a3-b4", CHECKERS_E_MUST_CAPTURE, buf, sizeof buf);
    assert_string_equal(buf, "a capture is available and must be made (e.g. d4:f6)");
    checkers_game_free(game);
}

static void test_a_refusal_says_how_many_pieces_the_compulsory_capture_takes(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX];
    /* White's man on 45 takes one (45x34); the one on 33 takes two (33x22x13). */
    checkers_game *game = from_fen("international", "W:W33,45:B18,28,40");
    refusal_of(game, "45x34", CHECKERS_E_NOT_MAX_CAPTURE, buf, sizeof buf);
    assert_string_equal(buf, "a capture that takes more pieces is compulsory (the compulsory "
                             "capture takes 2 pieces; e.g. 33x22x13)");
    checkers_game_free(game);
}

static void test_a_refusal_text_is_sized_like_snprintf(void **state)
{
    (void)state;
    char buf[CHECKERS_REFUSAL_TEXT_MAX], small[8];
    checkers_refusal why;
    checkers_game *game = started("english");
    assert_int_equal(checkers_game_apply_text(game, "11-18", &why), CHECKERS_E_NOT_DIAGONAL);
    int32_t n = checkers_game_refusal_text(game, &why, buf, sizeof buf);
    assert_int_equal(checkers_game_refusal_text(game, &why, NULL, 0), n);
    assert_int_equal(checkers_game_refusal_text(game, &why, small, sizeof small), n);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, buf, sizeof small - 1);
    assert_int_equal(checkers_game_refusal_text(game, NULL, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_refusal_text(NULL, &why, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* --------------------------------------------- a proposal two moves share */

/* Thai: two captures go from 19 to 12, taking 1 and 4 pieces. */
#define THAI_TWO_ROUTES "B:WK1,K6,K14,K15,K16,K18,K22,K27,K30:BK2,K5,K9,K19,K20,K24,K28,K29,K32"

static void test_a_record_of_only_start_and_end_that_two_moves_share_is_ambiguous(void **state)
{
    (void)state;
    checkers_game *game = from_fen("thai", THAI_TWO_ROUTES);
    checkers_move proposed = {.from = 19, .to = 12};
    checkers_refusal why;
    uint64_t before = checkers_game_hash(game);
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.code, CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.count, 2);
    assert_int_equal(why.move.from, 19);
    assert_int_equal(why.move.to, 12);
    assert_int_equal(checkers_game_apply(game, &proposed, &why), CHECKERS_E_AMBIGUOUS);
    assert_int_equal(checkers_game_hash(game), before);
    checkers_game_free(game);
}

static void test_the_choices_of_an_ambiguous_proposal_are_listed(void **state)
{
    (void)state;
    checkers_game *game = from_fen("thai", THAI_TWO_ROUTES);
    checkers_move proposed = {.from = 19, .to = 12}, choices[4];
    assert_int_equal(checkers_game_move_choices(game, &proposed, NULL, 0), 2);
    assert_int_equal(checkers_game_move_choices(game, &proposed, choices, 4), 2);
    int taken[2] = {choices[0].captures, choices[1].captures};
    assert_true((taken[0] == 1 && taken[1] == 4) || (taken[0] == 4 && taken[1] == 1));
    for (int i = 0; i < 2; i++) {
        assert_int_equal(choices[i].from, 19);
        assert_int_equal(choices[i].to, 12);
        /* Each choice, given whole, is legal: what a program plays once its user picks one. */
        assert_int_equal(checkers_game_check_move(game, &choices[i], NULL), 0);
    }
    assert_int_equal(checkers_game_move_choices_text(game, "19x12", choices, 4), 2);
    assert_int_equal(checkers_game_move_choices_text(game, "19-", choices, 4),
                     CHECKERS_E_MOVE_SYNTAX);
    assert_int_equal(checkers_game_move_choices(game, &proposed, NULL, 1),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_a_whole_route_names_its_move_where_others_share_its_ends(void **state)
{
    (void)state;
    checkers_game *game = from_fen("thai", THAI_TWO_ROUTES);
    checkers_refusal why;
    /* The king's one long jump 19x12 is its whole route: as text and as a record. */
    checkers_move route = {.from = 19, .to = 12, .steps = 1, .path = {12}};
    assert_int_equal(checkers_game_check_move(game, &route, &why), 0);
    assert_int_equal(why.move.captures, 1);
    checkers_move parsed;
    assert_int_equal(checkers_game_parse_move(game, "19x12", &parsed, &why), 0);
    assert_int_equal(parsed.captures, 1);
    /* The writer writes the one-piece capture so (Thai's separator is "-"), the other whole. */
    char text[CHECKERS_MOVE_TEXT_MAX];
    assert_true(checkers_game_move_text(game, &parsed, 0, text, sizeof text) > 0);
    assert_string_equal(text, "19-12");
    checkers_move choices[2];
    assert_int_equal(checkers_game_move_choices(game, &route, choices, 2), 2);
    const checkers_move *other = choices[0].captures == 4 ? &choices[0] : &choices[1];
    assert_int_equal(other->captures, 4);
    assert_true(checkers_game_move_text(game, other, 0, text, sizeof text) > 0);
    assert_int_not_equal(strcmp(text, "19-12"), 0);
    assert_int_equal(checkers_game_parse_move(game, text, &parsed, NULL), 0);
    assert_int_equal(parsed.captures, 4);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_square_is_named_as_the_variant_writes_it),
        cmocka_unit_test(test_a_square_off_the_board_has_no_name),
        cmocka_unit_test(test_a_refusal_names_squares_algebraically_in_russian),
        cmocka_unit_test(test_a_refusal_names_squares_algebraically_in_turkish),
        cmocka_unit_test(test_a_refusal_names_squares_by_number_in_english),
        cmocka_unit_test(test_a_refusal_shows_the_capture_that_must_be_made),
        cmocka_unit_test(test_a_refusal_says_how_many_pieces_the_compulsory_capture_takes),
        cmocka_unit_test(test_a_refusal_text_is_sized_like_snprintf),
        cmocka_unit_test(test_a_record_of_only_start_and_end_that_two_moves_share_is_ambiguous),
        cmocka_unit_test(test_the_choices_of_an_ambiguous_proposal_are_listed),
        cmocka_unit_test(test_a_whole_route_names_its_move_where_others_share_its_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
