/* SPDX-License-Identifier: MIT */
/*
 * Hub's `level` line written (checkers_hub_write_level) and read
 * (checkers_hub_parse_level): one test per rule, named after it, then
 * refusals and hostile numbers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* No limit given: `level infinite`. */
static checkers_hub_level none(void)
{
    checkers_hub_level level = {-1, -1, -1, -1, -1, -1};
    return level;
}

/* Each field of *level, in the struct's order. */
static void assert_level(const checkers_hub_level *level, int32_t depth, int32_t moves,
                         int64_t nodes, int64_t move_time_ms, int64_t time_ms, int64_t inc_ms)
{
    assert_int_equal(level->depth, depth);
    assert_int_equal(level->moves, moves);
    assert_int_equal(level->nodes, nodes);
    assert_int_equal(level->move_time_ms, move_time_ms);
    assert_int_equal(level->time_ms, time_ms);
    assert_int_equal(level->inc_ms, inc_ms);
}

static void assert_written(const checkers_hub_level *level, const char *expected)
{
    char buf[CHECKERS_HUB_LEVEL_MAX];
    assert_int_equal(checkers_hub_write_level(level, buf, sizeof buf), (int32_t)strlen(expected));
    assert_string_equal(buf, expected);
}

static checkers_hub_level read_level(const char *text)
{
    checkers_hub_level level;
    assert_int_equal(checkers_hub_parse_level(text, strlen(text), &level), 0);
    return level;
}

static void assert_refused(const char *text, int32_t code)
{
    checkers_hub_level level;
    memset(&level, 0x55, sizeof level);
    assert_int_equal(checkers_hub_parse_level(text, strlen(text), &level), code);
    /* No limit left behind, so that an unchecked result searches for nothing stale. */
    assert_level(&level, -1, -1, -1, -1, -1, -1);
}

/* Seconds as read: the line `level move-time=<text>` in milliseconds. */
static int64_t seconds_read(const char *text)
{
    char line[256];
    snprintf(line, sizeof line, "level move-time=%s", text);
    return read_level(line).move_time_ms;
}

/* ------------------------------------------------------------------- writing */

static void test_limits_are_written_in_one_order(void **state)
{
    (void)state;
    checkers_hub_level level = {6, 40, 1000, 2000, 60000, 500};
    assert_written(&level, "level depth=6 nodes=1000 move-time=2 moves=40 time=60 inc=0.5");
    level = none();
    level.inc_ms = 1000;
    level.time_ms = 30000;
    assert_written(&level, "level time=30 inc=1");
    level = none();
    level.nodes = 1000;
    level.move_time_ms = 2000;
    assert_written(&level, "level nodes=1000 move-time=2");
}

static void test_seconds_are_written_with_trailing_zeros_trimmed(void **state)
{
    (void)state;
    static const struct {
        int64_t ms;
        const char *text;
    } cases[] = {{250, "level move-time=0.25"}, {30000, "level move-time=30"},
                 {0, "level move-time=0"},      {1, "level move-time=0.001"},
                 {1500, "level move-time=1.5"}, {10010, "level move-time=10.01"},
                 {100, "level move-time=0.1"},  {123456, "level move-time=123.456"}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        checkers_hub_level level = none();
        level.move_time_ms = cases[k].ms;
        assert_written(&level, cases[k].text);
    }
}

static void test_no_limit_is_level_infinite(void **state)
{
    (void)state;
    checkers_hub_level level = none();
    assert_written(&level, "level infinite");
    level = read_level("level infinite");
    assert_level(&level, -1, -1, -1, -1, -1, -1);
}

static void test_zero_is_written_as_given(void **state)
{
    (void)state;
    checkers_hub_level level = {0, 0, 0, 0, 0, 0};
    assert_written(&level, "level depth=0 nodes=0 move-time=0 moves=0 time=0 inc=0");
}

static void test_write_refuses_a_value_below_minus_one(void **state)
{
    (void)state;
    char buf[CHECKERS_HUB_LEVEL_MAX] = "kept";
    for (int k = 0; k < 6; k++) {
        checkers_hub_level level = none();
        level.time_ms = 1000;
        if (k == 0)
            level.depth = -2;
        else if (k == 1)
            level.moves = INT32_MIN;
        else if (k == 2)
            level.nodes = INT64_MIN;
        else if (k == 3)
            level.move_time_ms = -2;
        else if (k == 4)
            level.time_ms = -1000;
        else
            level.inc_ms = INT64_MIN;
        assert_int_equal(checkers_hub_write_level(&level, buf, sizeof buf),
                         CHECKERS_E_INVALID_ARGUMENT);
    }
    assert_string_equal(buf, "kept");
}

static void test_write_refuses_moves_or_inc_without_time(void **state)
{
    (void)state;
    checkers_hub_level level = none();
    level.moves = 40;
    assert_int_equal(checkers_hub_write_level(&level, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    level = none();
    level.inc_ms = 500;
    level.move_time_ms = 1000;
    assert_int_equal(checkers_hub_write_level(&level, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    level.time_ms = 0;
    assert_written(&level, "level move-time=1 time=0 inc=0.5");
}

static void test_write_level_is_snprintf_style(void **state)
{
    (void)state;
    char buf[10];
    checkers_hub_level level = none();
    level.depth = 12;
    assert_int_equal(checkers_hub_write_level(&level, buf, sizeof buf), 14);
    assert_string_equal(buf, "level dep");
    assert_int_equal(checkers_hub_write_level(&level, NULL, 0), 14);
    assert_int_equal(checkers_hub_write_level(&level, buf, 1), 14);
    assert_string_equal(buf, "");
    assert_int_equal(checkers_hub_write_level(&level, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_hub_write_level(NULL, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_the_longest_line_fits_the_max(void **state)
{
    (void)state;
    checkers_hub_level level = {INT32_MAX, INT32_MAX, INT64_MAX, INT64_MAX, INT64_MAX, INT64_MAX};
    char buf[CHECKERS_HUB_LEVEL_MAX];
    assert_int_equal(checkers_hub_write_level(&level, buf, sizeof buf), CHECKERS_HUB_LEVEL_MAX - 1);
    assert_string_equal(buf, "level depth=2147483647 nodes=9223372036854775807 "
                             "move-time=9223372036854775.807 moves=2147483647 "
                             "time=9223372036854775.807 inc=9223372036854775.807");
}

/* ------------------------------------------------------------------- reading */

static void test_a_written_level_reads_back(void **state)
{
    (void)state;
    const checkers_hub_level levels[] = {
        {-1, -1, -1, -1, -1, -1},
        {6, -1, -1, -1, -1, -1},
        {-1, 40, -1, -1, 60000, 500},
        {-1, -1, 1000, 2000, -1, -1},
        {0, 0, 0, 0, 0, 0},
        {1, -1, 1, 1, 1, 1},
        {INT32_MAX, INT32_MAX, INT64_MAX, INT64_MAX, INT64_MAX, INT64_MAX},
    };
    for (size_t k = 0; k < sizeof levels / sizeof levels[0]; k++) {
        char buf[CHECKERS_HUB_LEVEL_MAX];
        checkers_hub_level again;
        assert_true(checkers_hub_write_level(&levels[k], buf, sizeof buf) > 0);
        again = read_level(buf);
        assert_memory_equal(&again, &levels[k], sizeof again);
    }
}

static void test_seconds_are_read_to_the_nearest_millisecond(void **state)
{
    (void)state;
    assert_int_equal(seconds_read("0.25"), 250);
    assert_int_equal(seconds_read("30"), 30000);
    assert_int_equal(seconds_read("1.5"), 1500);
    assert_int_equal(seconds_read(".5"), 500);
    assert_int_equal(seconds_read("2."), 2000);
    assert_int_equal(seconds_read("0.0004"), 0);
    assert_int_equal(seconds_read("0.0005"), 1); /* half up */
    assert_int_equal(seconds_read("0.00049999999"), 0);
    assert_int_equal(seconds_read("1.9995"), 2000);
    assert_int_equal(seconds_read("0.1234567890123456789"), 123);
    assert_int_equal(seconds_read("007.000"), 7000);
}

static void test_limits_are_read_in_any_order(void **state)
{
    (void)state;
    checkers_hub_level level = read_level("  level\tinc=0.5 time=60   moves=40 depth=3 \r\n");
    assert_level(&level, 3, 40, -1, -1, 60000, 500);
    level = read_level("level time=\"1.5\"");
    assert_int_equal(level.time_ms, 1500);
}

static void test_unknown_arguments_are_ignored(void **state)
{
    (void)state;
    checkers_hub_level level = read_level("level depth=4 ponder colour=white x=\"a b\"");
    assert_level(&level, 4, -1, -1, -1, -1, -1);
    /* Unknown ones only: nothing is asked for (below). */
    assert_refused("level colour=white", CHECKERS_E_INVALID_ARGUMENT);
}

static void test_a_limit_given_twice_is_read_the_first_time(void **state)
{
    (void)state;
    checkers_hub_level level = read_level("level depth=4 depth=9 depth=x");
    assert_int_equal(level.depth, 4);
}

static void test_arguments_beyond_the_kept_ones_are_not_read(void **state)
{
    (void)state;
    char text[512];
    int n = snprintf(text, sizeof text, "level depth=2");
    for (int i = 1; i < CHECKERS_HUB_LINE_ARGS; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, " x%d", i);
    snprintf(text + n, sizeof text - (size_t)n, " nodes=5");
    checkers_hub_level level = read_level(text);
    assert_int_equal(level.depth, 2);
    assert_int_equal(level.nodes, -1);
}

/* ------------------------------------------------------------------ refusals */

static void test_parse_refuses_another_command(void **state)
{
    (void)state;
    assert_refused("go think", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("levels depth=3", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("", CHECKERS_E_INVALID_ARGUMENT);
}

static void test_parse_refuses_a_level_without_a_limit(void **state)
{
    (void)state;
    assert_refused("level", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level   ", CHECKERS_E_INVALID_ARGUMENT);
}

static void test_parse_refuses_infinite_beside_a_limit_or_with_a_value(void **state)
{
    (void)state;
    assert_refused("level infinite depth=3", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level time=1 infinite", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level infinite=1", CHECKERS_E_INVALID_ARGUMENT);
}

static void test_parse_refuses_moves_or_inc_without_time(void **state)
{
    (void)state;
    assert_refused("level moves=40", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level depth=3 inc=1", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level moves=40 move-time=1", CHECKERS_E_INVALID_ARGUMENT);
}

static void test_parse_refuses_what_is_not_a_number(void **state)
{
    (void)state;
    static const char *const lines[] = {
        "level depth",      "level depth=",         "level depth=-3",     "level depth=+3",
        "level depth=3.0",  "level depth=3x",       "level depth=\" 3\"", "level nodes=1e6",
        "level time=-1",    "level time=+1",        "level time=1e3",     "level time=.",
        "level time=1.2.3", "level time=1,5",       "level time=inf",     "level time=nan",
        "level move-time=", "level move-time=0x10", "level inc=1 time=",  "level time=1 moves=x",
    };
    for (size_t k = 0; k < sizeof lines / sizeof lines[0]; k++)
        assert_refused(lines[k], CHECKERS_E_INVALID_ARGUMENT);
}

static void test_parse_refuses_an_unreadable_line(void **state)
{
    (void)state;
    assert_refused("level time=\"1", CHECKERS_E_HUB_SYNTAX);
}

static void test_parse_refuses_null_arguments(void **state)
{
    (void)state;
    checkers_hub_level level;
    memset(&level, 0x55, sizeof level);
    assert_int_equal(checkers_hub_parse_level(NULL, 5, &level), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(level.depth, 0x55555555); /* untouched */
    assert_int_equal(checkers_hub_parse_level("level depth=1", SIZE_MAX, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    /* SIZE_MAX reads a C string; the length bounds the line. */
    assert_int_equal(checkers_hub_parse_level("level depth=12", SIZE_MAX, &level), 0);
    assert_int_equal(level.depth, 12);
    assert_int_equal(checkers_hub_parse_level("level depth=12", 13, &level), 0);
    assert_int_equal(level.depth, 1);
}

/* ------------------------------------------------------------ hostile numbers */

static void test_numbers_beyond_their_field_are_refused_without_overflow(void **state)
{
    (void)state;
    char line[1200];
    /* Each field's largest value is read; one more is refused. */
    assert_int_equal(read_level("level depth=2147483647").depth, INT32_MAX);
    assert_refused("level depth=2147483648", CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(read_level("level moves=2147483647 time=1").moves, INT32_MAX);
    assert_refused("level moves=2147483648 time=1", CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(read_level("level nodes=9223372036854775807").nodes, INT64_MAX);
    assert_refused("level nodes=9223372036854775808", CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(seconds_read("9223372036854775.807"), INT64_MAX);
    assert_int_equal(seconds_read("9223372036854775.8074"), INT64_MAX);
    assert_refused("level time=9223372036854775.8075", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level time=9223372036854775.808", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level time=9223372036854776", CHECKERS_E_INVALID_ARGUMENT);
    assert_refused("level inc=99999999999999999999999999 time=1", CHECKERS_E_INVALID_ARGUMENT);
    /* A thousand digits, whole or after the point. */
    memcpy(line, "level depth=", 12);
    memset(line + 12, '9', 1000);
    line[1012] = '\0';
    assert_refused(line, CHECKERS_E_INVALID_ARGUMENT);
    memcpy(line, "level time=0.", 13);
    memset(line + 13, '9', 999);
    line[1012] = '\0';
    assert_int_equal(read_level(line).time_ms, 1000);
    memset(line + 11, '0', 1001);
    line[1012] = '\0';
    assert_int_equal(read_level(line).time_ms, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_limits_are_written_in_one_order),
        cmocka_unit_test(test_seconds_are_written_with_trailing_zeros_trimmed),
        cmocka_unit_test(test_no_limit_is_level_infinite),
        cmocka_unit_test(test_zero_is_written_as_given),
        cmocka_unit_test(test_write_refuses_a_value_below_minus_one),
        cmocka_unit_test(test_write_refuses_moves_or_inc_without_time),
        cmocka_unit_test(test_write_level_is_snprintf_style),
        cmocka_unit_test(test_the_longest_line_fits_the_max),
        cmocka_unit_test(test_a_written_level_reads_back),
        cmocka_unit_test(test_seconds_are_read_to_the_nearest_millisecond),
        cmocka_unit_test(test_limits_are_read_in_any_order),
        cmocka_unit_test(test_unknown_arguments_are_ignored),
        cmocka_unit_test(test_a_limit_given_twice_is_read_the_first_time),
        cmocka_unit_test(test_arguments_beyond_the_kept_ones_are_not_read),
        cmocka_unit_test(test_parse_refuses_another_command),
        cmocka_unit_test(test_parse_refuses_a_level_without_a_limit),
        cmocka_unit_test(test_parse_refuses_infinite_beside_a_limit_or_with_a_value),
        cmocka_unit_test(test_parse_refuses_moves_or_inc_without_time),
        cmocka_unit_test(test_parse_refuses_what_is_not_a_number),
        cmocka_unit_test(test_parse_refuses_an_unreadable_line),
        cmocka_unit_test(test_parse_refuses_null_arguments),
        cmocka_unit_test(test_numbers_beyond_their_field_are_refused_without_overflow),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
