/* SPDX-License-Identifier: MIT */
/*
 * test_binding_facts.c - what the library gives its bindings so that none of
 * them writes it again: the ranges of the settings they check (draw rules,
 * perft's depth, a diagram's square size) as constants the library's own
 * checks use, the results as PDN writes them, read and written, and a
 * variant's own draw rules without a game. One test per rule.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "checkers.h"

static checkers_game *new_game(const char *variant)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, variant, NULL), CHECKERS_OK);
    assert_non_null(game);
    return game;
}

static int32_t set_draws(checkers_game *game, int32_t repetitions, int32_t move_limit)
{
    checkers_draw_rules rules = {repetitions, move_limit, 0, 0, {0, 0, 0, 0}};
    return checkers_game_set_draw_rules(game, &rules);
}

static int32_t svg_with_square(const checkers_game *game, int32_t square_size)
{
    checkers_diagram_options options;
    memset(&options, 0, sizeof options);
    options.square_size = square_size;
    return checkers_game_svg(game, &options, NULL, 0);
}

/* The table of constants a binding reads holds each range with the header's value. */
static int32_t table_value(const char *name)
{
    for (int32_t i = 0; i < checkers_constant_count(); i++)
        if (strcmp(checkers_constant_name(i), name) == 0)
            return checkers_constant_value(i);
    fail_msg("%s is not in the table of constants", name);
    return 0;
}

static void test_repetitions_are_off_or_within_their_range(void **state)
{
    (void)state;
    checkers_game *game = new_game("english");
    assert_int_equal(set_draws(game, 0, 40), CHECKERS_OK);
    assert_int_equal(set_draws(game, CHECKERS_REPETITIONS_MIN, 40), CHECKERS_OK);
    assert_int_equal(set_draws(game, CHECKERS_REPETITIONS_MAX, 40), CHECKERS_OK);
    assert_int_equal(set_draws(game, CHECKERS_REPETITIONS_MIN - 1, 40),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(set_draws(game, CHECKERS_REPETITIONS_MAX + 1, 40),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(set_draws(game, -1, 40), CHECKERS_E_INVALID_ARGUMENT);
    checkers_draw_rules now;
    assert_int_equal(checkers_game_draw_rules(game, &now), CHECKERS_OK);
    assert_int_equal(now.repetitions, CHECKERS_REPETITIONS_MAX); /* the refusals changed nothing */
    checkers_game_free(game);
}

static void test_the_move_limit_is_off_or_up_to_its_maximum(void **state)
{
    (void)state;
    checkers_game *game = new_game("english");
    assert_int_equal(set_draws(game, 3, 0), CHECKERS_OK);
    assert_int_equal(set_draws(game, 3, CHECKERS_MOVE_LIMIT_MAX), CHECKERS_OK);
    assert_int_equal(set_draws(game, 3, CHECKERS_MOVE_LIMIT_MAX + 1), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(set_draws(game, 3, -1), CHECKERS_E_INVALID_ARGUMENT);
    checkers_draw_rules now;
    assert_int_equal(checkers_game_draw_rules(game, &now), CHECKERS_OK);
    assert_int_equal(now.move_limit, CHECKERS_MOVE_LIMIT_MAX);
    checkers_game_free(game);
}

static void test_perft_refuses_a_depth_past_its_maximum(void **state)
{
    (void)state;
    checkers_game *game = new_game("english");
    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, CHECKERS_PERFT_DEPTH_MAX + 1, &leaves),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_int_equal(leaves, 7);
    checkers_game_free(game);
}

static void test_a_diagram_square_is_the_default_or_within_its_range(void **state)
{
    (void)state;
    checkers_game *game = new_game("english");
    int32_t by_default = svg_with_square(game, 0);
    assert_true(by_default > 0);
    assert_int_equal(svg_with_square(game, CHECKERS_DIAGRAM_SQUARE_DEFAULT), by_default);
    assert_true(svg_with_square(game, CHECKERS_DIAGRAM_SQUARE_MIN) > 0);
    assert_true(svg_with_square(game, CHECKERS_DIAGRAM_SQUARE_MAX) > 0);
    assert_int_equal(svg_with_square(game, CHECKERS_DIAGRAM_SQUARE_MIN - 1),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(svg_with_square(game, CHECKERS_DIAGRAM_SQUARE_MAX + 1),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_the_ranges_are_in_the_table_of_constants(void **state)
{
    (void)state;
    assert_int_equal(table_value("CHECKERS_REPETITIONS_MIN"), 2);
    assert_int_equal(table_value("CHECKERS_REPETITIONS_MAX"), 1000);
    assert_int_equal(table_value("CHECKERS_MOVE_LIMIT_MAX"), 10000);
    assert_int_equal(table_value("CHECKERS_PERFT_DEPTH_MAX"), 64);
    assert_int_equal(table_value("CHECKERS_DIAGRAM_SQUARE_DEFAULT"), 48);
    assert_int_equal(table_value("CHECKERS_DIAGRAM_SQUARE_MIN"), 8);
    assert_int_equal(table_value("CHECKERS_DIAGRAM_SQUARE_MAX"), 1024);
}

static void test_result_text_writes_pdn_default_result_type(void **state)
{
    (void)state;
    assert_string_equal(checkers_result_text(CHECKERS_ONGOING), "*");
    assert_string_equal(checkers_result_text(CHECKERS_BLACK_WINS), "0-1");
    assert_string_equal(checkers_result_text(CHECKERS_WHITE_WINS), "1-0");
    assert_string_equal(checkers_result_text(CHECKERS_DRAW), "1/2-1/2");
    assert_string_equal(checkers_result_text(CHECKERS_PDN_NO_RESULT), "0-0");
}

static void test_result_text_is_null_for_a_value_that_is_no_result(void **state)
{
    (void)state;
    assert_null(checkers_result_text(-1));
    assert_null(checkers_result_text(CHECKERS_PDN_NO_RESULT + 1));
    assert_null(checkers_result_text(INT32_MIN));
}

static void test_result_parse_reads_back_every_text_result_text_writes(void **state)
{
    (void)state;
    for (int32_t result = CHECKERS_ONGOING; result <= CHECKERS_PDN_NO_RESULT; result++)
        assert_int_equal(checkers_result_parse(checkers_result_text(result)), result);
}

static void test_result_parse_refuses_any_other_text(void **state)
{
    (void)state;
    static const char *const others[] = {"", "2-0", "0-2", "1-1", " 1-0", "1-0 ", "1/2", "draw"};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        assert_int_equal(checkers_result_parse(others[i]), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_result_parse(NULL), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_variant_draw_rules_are_those_a_new_game_starts_with(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers_variant_count(); i++) {
        const char *name = checkers_variant_name(i);
        checkers_draw_rules own, of_game;
        memset(&own, 0xff, sizeof own);
        int32_t rc = checkers_variant_draw_rules(name, &own);
        checkers_game *game = NULL;
        assert_int_equal(checkers_game_new(&game, name, NULL), rc);
        if (rc != CHECKERS_OK)
            continue; /* a row this build cannot play: unknown to both */
        assert_int_equal(checkers_game_draw_rules(game, &of_game), CHECKERS_OK);
        assert_memory_equal(&own, &of_game, sizeof own);
        checkers_game_free(game);
    }
}

static void test_variant_draw_rules_read_names_as_games_do(void **state)
{
    (void)state;
    checkers_draw_rules english, by_null, international, any_case;
    assert_int_equal(checkers_variant_draw_rules("english", &english), CHECKERS_OK);
    assert_int_equal(checkers_variant_draw_rules(NULL, &by_null), CHECKERS_OK);
    assert_memory_equal(&english, &by_null, sizeof english);
    assert_int_equal(english.repetitions, 5); /* the online preset */
    assert_int_equal(english.move_limit, 40);
    assert_int_equal(checkers_variant_draw_rules("international", &international), CHECKERS_OK);
    assert_int_equal(checkers_variant_draw_rules("INTERNATIONAL", &any_case), CHECKERS_OK);
    assert_memory_equal(&international, &any_case, sizeof international);
    assert_int_equal(international.endgame, 1);
}

static void test_variant_draw_rules_errors(void **state)
{
    (void)state;
    checkers_draw_rules rules = {7, 7, 1, 1, {0, 0, 0, 0}};
    assert_int_equal(checkers_variant_draw_rules("no such game", &rules),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(rules.repetitions, 7); /* left as it was */
    assert_int_equal(checkers_variant_draw_rules("english", NULL), CHECKERS_E_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_repetitions_are_off_or_within_their_range),
        cmocka_unit_test(test_the_move_limit_is_off_or_up_to_its_maximum),
        cmocka_unit_test(test_perft_refuses_a_depth_past_its_maximum),
        cmocka_unit_test(test_a_diagram_square_is_the_default_or_within_its_range),
        cmocka_unit_test(test_the_ranges_are_in_the_table_of_constants),
        cmocka_unit_test(test_result_text_writes_pdn_default_result_type),
        cmocka_unit_test(test_result_text_is_null_for_a_value_that_is_no_result),
        cmocka_unit_test(test_result_parse_reads_back_every_text_result_text_writes),
        cmocka_unit_test(test_result_parse_refuses_any_other_text),
        cmocka_unit_test(test_variant_draw_rules_are_those_a_new_game_starts_with),
        cmocka_unit_test(test_variant_draw_rules_read_names_as_games_do),
        cmocka_unit_test(test_variant_draw_rules_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
