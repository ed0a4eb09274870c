/* SPDX-License-Identifier: MIT */
/*
 * checkers_pdn_error_message: a game's error said in words, what is wrong
 * and with which text, for each rule the reader enforces (strict mode's PDN
 * 3.0 writing rules above all, which share one code, CHECKERS_E_PDN_SYNTAX).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* Reads the first game of text and checks its error's code, place and message. */
static void expect(const char *text, uint32_t flags, int32_t code, int32_t line, int32_t column,
                   const char *message)
{
    checkers_pdn_reader *r = NULL;
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_reader_new(&r, text, strlen(text), NULL, flags, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_int_equal(checkers_pdn_error_info(r, &e), 0);
    assert_string_equal(checkers_error_name(e.code), checkers_error_name(code));
    assert_int_equal(e.line, line);
    assert_int_equal(e.column, column);
    assert_string_equal(checkers_pdn_error_message(r), message);
    checkers_pdn_reader_free(r);
}

#define STRICT CHECKERS_PDN_STRICT

static void test_a_game_without_error_has_an_empty_message(void **state)
{
    (void)state;
    expect("1. 11-15 24-20 *", STRICT, 0, 0, 0, "");
    assert_null(checkers_pdn_error_message(NULL));
}

static void test_an_unknown_gametype_is_named(void **state)
{
    (void)state;
    expect("[GameType \"41\"]\n1. 11-15 *", 0, CHECKERS_E_UNKNOWN_VARIANT, 1, 1,
           "GameType 41 is not a variant this library plays");
}

static void test_a_short_form_that_is_ambiguous_asks_for_every_landing_square(void **state)
{
    (void)state;
    expect("[FEN \"B:W14,15,22,23:B10\"]\n1. 10x26 *", STRICT, CHECKERS_E_AMBIGUOUS, 2, 4,
           "the move written 10x26 where the short form is ambiguous: give every landing "
           "square");
}

static void test_a_full_route_where_the_short_form_is_not_ambiguous_is_named(void **state)
{
    (void)state;
    expect("[FEN \"B:W14,22:B10\"]\n1. 10x17x26 *", STRICT, CHECKERS_E_PDN_SYNTAX, 2, 4,
           "the capture 10x17x26 is written in full where the short form 10x26 is not "
           "ambiguous");
}

static void test_a_partial_route_is_named(void **state)
{
    (void)state;
    expect("[FEN \"B:W6,15,23:B1\"] 1x19x26 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 23,
           "the capture 1x19x26 names only some of its landing squares (PDN 3.0: both ends, "
           "or every landing square where that is ambiguous)");
}

static void test_a_wrong_separator_names_the_right_one(void **state)
{
    (void)state;
    expect("1. 11x15 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 4,
           "the move 11x15 is written with a separator other than PDN 3.0's '-'");
    expect("[FEN \"B:W14,22:B10\"] 10-26 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 22,
           "the capture 10-26 is written with a separator other than PDN 3.0's 'x'");
}

static void test_a_leading_zero_is_named(void **state)
{
    (void)state;
    expect("01. 09-13 22-18 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 5,
           "the move 09-13 is written with a leading zero");
}

static void test_spaces_inside_a_move_are_named_as_written(void **state)
{
    (void)state;
    expect("1. 11- 15 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 4,
           "the move 11- 15 is written with spaces inside");
}

static void test_a_strength_apart_from_its_move_is_named(void **state)
{
    (void)state;
    expect("1. 11-15 ! 24-20 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 10,
           "the move strength ! stands apart from its move (PDN 3.0 writes it right after: "
           "11-15!)");
}

static void test_a_result_that_contradicts_the_tag_names_both(void **state)
{
    (void)state;
    expect("[Result \"0-1\"] 1. 11-15 1-0", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 25,
           "the game ends 1-0 where its Result tag says 0-1");
}

/* A header without moves and no * after it runs into the next game's: the first Result is read. */
static void test_a_result_that_contradicts_the_first_of_several_result_tags_says_so(void **state)
{
    (void)state;
    expect("[Result \"0-1\"]\n\n[Result \"1-0\"] 1. 11-15 1-0", STRICT, CHECKERS_E_PDN_SYNTAX, 3,
           25,
           "the game ends 1-0 where its Result tag says 0-1, the first of its Result tags "
           "(headers without moves, and no * after them, are one game's header)");
}

static void test_a_result_off_the_grammar_lists_the_results(void **state)
{
    (void)state;
    expect("1. 11-15 \xc2\xbd-\xc2\xbd", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 10,
           "the result \xc2\xbd-\xc2\xbd is not one of PDN 3.0's (1-0, 0-1, 1/2-1/2, 2-0, 0-2, "
           "1-1, 0-0, *)");
}

static void test_a_nested_comment_is_named(void **state)
{
    (void)state;
    expect("1. 11-15 {a {b}} *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 10,
           "the comment {a {b}} has a comment inside it (PDN 3.0 comments do not nest)");
}

static void test_unbalanced_variations_are_named(void **state)
{
    (void)state;
    expect("1. 11-15 ) *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 10, "a ) that closes no variation");
    expect("1. 11-15 (2. 24-20 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 10,
           "the variation opened by ( is never closed");
}

static void test_a_move_number_with_the_wrong_dots_is_named(void **state)
{
    (void)state;
    expect("1.. 11-15 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 1,
           "the move number in 1.. has neither one dot nor three (PDN 3.0: 12. or 12...)");
}

static void test_tags_off_the_grammar_are_named(void **state)
{
    (void)state;
    expect("[event \"x\"] 1. 11-15 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 1,
           "the tag [event \"x\"] is off the PDN 3.0 grammar ([Name \"value\"], the name a "
           "letter then letters, digits or _)");
    expect("[Event \"x\n1. 11-15 *", 0, CHECKERS_E_PDN_SYNTAX, 1, 1,
           "the tag [Event \"x cannot be read (PDN 3.0: [Name \"value\"] on one line)");
}

static void test_a_comment_never_closed_is_named(void **state)
{
    (void)state;
    expect("1. 11-15 {never", 0, CHECKERS_E_PDN_SYNTAX, 1, 10,
           "the comment {never is never closed");
}

static void test_a_game_without_a_terminator_before_the_next_is_named(void **state)
{
    (void)state;
    expect("1. 11-15 24-20 [Event \"b\"] 1. 11-15 *", STRICT, CHECKERS_E_PDN_SYNTAX, 1, 16,
           "the game before the tag [Event \"b\"] ends without a result or * (PDN 3.0 ends every "
           "game with one)");
}

static void test_a_nul_byte_is_named_not_quoted(void **state)
{
    (void)state;
    static const char text[] = "1. 11-15\0zz *";
    checkers_pdn_reader *r = NULL;
    assert_int_equal(checkers_pdn_reader_new(&r, text, sizeof text - 1, NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_string_equal(checkers_pdn_error_message(r), "a NUL byte, which is not text");
    checkers_pdn_reader_free(r);
}

static void test_an_illegal_move_says_why(void **state)
{
    (void)state;
    expect("1. 32-28 *", 0, CHECKERS_E_NOT_YOUR_PIECE, 1, 4,
           "the move 32-28: that piece belongs to the other side");
}

static void test_a_bad_fen_tag_says_why(void **state)
{
    (void)state;
    expect("[FEN \"X:W1\"] 1. 32-28 *", 0, CHECKERS_E_FEN_TURN, 1, 1,
           "the FEN X:W1: the side to move must be W or B");
}

static void test_a_setup_after_the_first_move_is_named(void **state)
{
    (void)state;
    expect("1. 11-15 /FEN \"W:W32:B1\"/ *", 0, CHECKERS_E_UNSUPPORTED, 1, 10,
           "the setup /FEN \"W:W32:B1\"/ comes after the first move: a setup starts a game");
}

static void test_limits_name_themselves(void **state)
{
    (void)state;
    checkers_pdn_reader *r = NULL;
    static const char text[] = "1. 11-15 24-20 2. 8-11 *\n[Event \"x\"] {long comment} 1. 9-13 *";
    assert_int_equal(checkers_pdn_reader_new(&r, text, sizeof text - 1, NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_reader_set_limits(r, 2, 24), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_string_equal(checkers_pdn_error_message(r),
                        "the game has more plies than the reader's limit of 2 "
                        "(checkers_pdn_reader_set_limits)");
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_string_equal(checkers_pdn_error_message(r),
                        "the game is longer than the reader's limit of 24 bytes "
                        "(checkers_pdn_reader_set_limits)");
    checkers_pdn_reader_free(r);
}

static void test_a_long_text_is_quoted_cut_at_a_whole_character(void **state)
{
    (void)state;
    char text[512] = "[GameType \"";
    for (int i = 0; i < 60; i++)
        strcat(text, "\xc3\xa9"); /* 120 bytes of é */
    strcat(text, "\"] *");
    checkers_pdn_reader *r = NULL;
    assert_int_equal(checkers_pdn_reader_new(&r, text, strlen(text), NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    const char *m = checkers_pdn_error_message(r);
    /* "GameType " + 48 whole characters (96 bytes) + the rest of the sentence */
    assert_int_equal(strlen(m), 9 + 96 + strlen(" is not a variant this library plays"));
    checkers_pdn_reader_free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_game_without_error_has_an_empty_message),
        cmocka_unit_test(test_an_unknown_gametype_is_named),
        cmocka_unit_test(test_a_short_form_that_is_ambiguous_asks_for_every_landing_square),
        cmocka_unit_test(test_a_full_route_where_the_short_form_is_not_ambiguous_is_named),
        cmocka_unit_test(test_a_partial_route_is_named),
        cmocka_unit_test(test_a_wrong_separator_names_the_right_one),
        cmocka_unit_test(test_a_leading_zero_is_named),
        cmocka_unit_test(test_spaces_inside_a_move_are_named_as_written),
        cmocka_unit_test(test_a_strength_apart_from_its_move_is_named),
        cmocka_unit_test(test_a_result_that_contradicts_the_tag_names_both),
        cmocka_unit_test(test_a_result_that_contradicts_the_first_of_several_result_tags_says_so),
        cmocka_unit_test(test_a_result_off_the_grammar_lists_the_results),
        cmocka_unit_test(test_a_nested_comment_is_named),
        cmocka_unit_test(test_unbalanced_variations_are_named),
        cmocka_unit_test(test_a_move_number_with_the_wrong_dots_is_named),
        cmocka_unit_test(test_tags_off_the_grammar_are_named),
        cmocka_unit_test(test_a_comment_never_closed_is_named),
        cmocka_unit_test(test_a_game_without_a_terminator_before_the_next_is_named),
        cmocka_unit_test(test_a_nul_byte_is_named_not_quoted),
        cmocka_unit_test(test_an_illegal_move_says_why),
        cmocka_unit_test(test_a_bad_fen_tag_says_why),
        cmocka_unit_test(test_a_setup_after_the_first_move_is_named),
        cmocka_unit_test(test_limits_name_themselves),
        cmocka_unit_test(test_a_long_text_is_quoted_cut_at_a_whole_character),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
