/* SPDX-License-Identifier: MIT */
/*
 * A Hub line read (checkers_hub_parse_line) and a value written
 * (checkers_hub_write_value): one test per rule of the syntax, named after
 * it, then hostile input (any bytes, very long lines, unclosed quotes).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* The text of a span, or "(flag)" for a value of -1. */
static const char *span(const char *text, int32_t offset, int32_t length)
{
    static char buf[256];
    if (offset < 0) {
        assert_int_equal(length, 0);
        return "(flag)";
    }
    assert_true(length >= 0 && (size_t)length < sizeof buf);
    memcpy(buf, text + offset, (size_t)length);
    buf[length] = '\0';
    return buf;
}

static checkers_hub_line read_line(const char *text)
{
    checkers_hub_line line;
    assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), 0);
    return line;
}

static void assert_command(const char *text, const checkers_hub_line *line, const char *command)
{
    assert_string_equal(span(text, line->command, line->command_length), command);
}

static void assert_arg(const char *text, const checkers_hub_line *line, int32_t i, const char *name,
                       const char *value)
{
    assert_true(i < line->count);
    assert_string_equal(span(text, line->name[i], line->name_length[i]), name);
    assert_string_equal(span(text, line->value[i], line->value_length[i]), value);
}

/* ------------------------------------------------------------------- reading */

static void test_the_command_is_the_first_word(void **state)
{
    (void)state;
    const char *text = "go think";
    checkers_hub_line line = read_line(text);
    assert_command(text, &line, "go");
    assert_int_equal(line.count, 1);
    assert_int_equal(line.total, 1);
    assert_arg(text, &line, 0, "think", "(flag)");
}

static void test_a_line_of_one_command_has_no_arguments(void **state)
{
    (void)state;
    const char *text = "ready";
    checkers_hub_line line = read_line(text);
    assert_command(text, &line, "ready");
    assert_int_equal(line.count, 0);
    assert_int_equal(line.total, 0);
}

static void test_blanks_around_the_words_are_ignored(void **state)
{
    (void)state;
    const char *text = " \t ready \t ";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.command, 3);
    assert_command(text, &line, "ready");
    assert_int_equal(line.count, 0);
}

static void test_words_are_separated_by_spaces_and_tabs(void **state)
{
    (void)state;
    const char *text = "info\tdepth=3  nodes=10\t\tflag";
    checkers_hub_line line = read_line(text);
    assert_command(text, &line, "info");
    assert_int_equal(line.count, 3);
    assert_arg(text, &line, 0, "depth", "3");
    assert_arg(text, &line, 1, "nodes", "10");
    assert_arg(text, &line, 2, "flag", "(flag)");
}

static void test_a_blank_line_has_an_empty_command(void **state)
{
    (void)state;
    const char *text = "  \t ";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.command_length, 0);
    assert_int_equal(line.count, 0);
    line = read_line("");
    assert_int_equal(line.command, 0);
    assert_int_equal(line.command_length, 0);
}

static void test_the_command_runs_to_the_next_blank(void **state)
{
    (void)state;
    const char *text = "a=\"b c";
    checkers_hub_line line = read_line(text);
    /* The command is a word of its own: `=` and `"` in it are its bytes. */
    assert_command(text, &line, "a=\"b");
    assert_int_equal(line.count, 1);
    assert_arg(text, &line, 0, "c", "(flag)");
}

static void test_a_name_alone_is_a_flag(void **state)
{
    (void)state;
    const char *text = "level infinite";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.value[0], -1);
    assert_int_equal(line.value_length[0], 0);
    assert_arg(text, &line, 0, "infinite", "(flag)");
}

static void test_a_value_runs_to_the_next_blank(void **state)
{
    (void)state;
    const char *text = "done move=28x19x23 ponder=17-21";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_arg(text, &line, 0, "move", "28x19x23");
    assert_arg(text, &line, 1, "ponder", "17-21");
}

static void test_an_equals_sign_with_nothing_after_it_is_an_empty_value(void **state)
{
    (void)state;
    const char *text = "param e= f";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_int_equal(line.value[0], 8);
    assert_arg(text, &line, 0, "e", "");
    assert_arg(text, &line, 1, "f", "(flag)");
}

static void test_a_name_ends_at_the_first_equals_sign(void **state)
{
    (void)state;
    const char *text = "x a=b=c =d";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_arg(text, &line, 0, "a", "b=c");
    assert_arg(text, &line, 1, "", "d");
}

static void test_a_quoted_value_holds_blanks_and_equals_signs(void **state)
{
    (void)state;
    const char *text = "info pv=\"11-15 23-19\tx\" q=\"a=b\" e=\"\"";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 3);
    assert_arg(text, &line, 0, "pv", "11-15 23-19\tx");
    assert_int_equal(line.value[0], 9); /* after the opening quote */
    assert_arg(text, &line, 1, "q", "a=b");
    assert_arg(text, &line, 2, "e", "");
}

static void test_a_quote_inside_an_unquoted_value_is_its_byte(void **state)
{
    (void)state;
    const char *text = "x a=b\"c d\"";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_arg(text, &line, 0, "a", "b\"c");
    assert_arg(text, &line, 1, "d\"", "(flag)");
}

static void test_a_closing_quote_must_end_its_word(void **state)
{
    (void)state;
    const char *text = "done move=\"11-15\"x ponder=1-5";
    checkers_hub_line line;
    memset(&line, 0x55, sizeof line);
    assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), CHECKERS_E_HUB_SYNTAX);
    /* The command still read, no arguments. */
    assert_command(text, &line, "done");
    assert_int_equal(line.count, 0);
    assert_int_equal(line.total, 0);
    assert_int_equal(line.name[0], 0);
    /* Followed by a blank or the line's end, it is read. */
    line = read_line("done move=\"11-15\"\t");
    assert_int_equal(line.count, 1);
    line = read_line("done move=\"11-15\"");
    assert_int_equal(line.count, 1);
}

static void test_a_quote_that_is_not_closed_fails_the_line(void **state)
{
    (void)state;
    const char *text = "  error message=\"unclosed";
    checkers_hub_line line;
    assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), CHECKERS_E_HUB_SYNTAX);
    assert_command(text, &line, "error");
    assert_int_equal(line.count, 0);
    /* The line's end comes before the closing quote. */
    text = "error message=\"two\nlines\"";
    assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), CHECKERS_E_HUB_SYNTAX);
}

static void test_the_line_ends_at_a_line_end_or_a_nul(void **state)
{
    (void)state;
    const char text[] = "info depth=3\r\nnodes=5";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 1);
    assert_arg(text, &line, 0, "depth", "3");
    line = read_line("ping\nquit");
    assert_command("ping", &line, "ping");
    assert_int_equal(line.count, 0);
    /* NUL, with a length beyond it; SIZE_MAX reads a C string. */
    const char nul[] = "go think\0ponder";
    assert_int_equal(checkers_hub_parse_line(nul, sizeof nul, &line), 0);
    assert_int_equal(line.count, 1);
    assert_int_equal(checkers_hub_parse_line("go think ponder", SIZE_MAX, &line), 0);
    assert_int_equal(line.count, 2);
}

static void test_the_length_bounds_the_line(void **state)
{
    (void)state;
    const char *text = "done move=11-15 ponder=23-19";
    checkers_hub_line line;
    assert_int_equal(checkers_hub_parse_line(text, 15, &line), 0);
    assert_int_equal(line.count, 1);
    assert_arg(text, &line, 0, "move", "11-15");
    /* Cut inside a quoted value: the quote is not closed within the line. */
    assert_int_equal(checkers_hub_parse_line("x a=\"b c\"", 6, &line), CHECKERS_E_HUB_SYNTAX);
    assert_int_equal(checkers_hub_parse_line(text, 0, &line), 0);
    assert_int_equal(line.command_length, 0);
}

static void test_a_name_given_twice_is_kept_twice_in_order(void **state)
{
    (void)state;
    const char *text = "x a=1 a=2";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_arg(text, &line, 0, "a", "1");
    assert_arg(text, &line, 1, "a", "2");
}

static void test_arguments_beyond_the_cap_are_checked_but_dropped(void **state)
{
    (void)state;
    char text[1024];
    int n = snprintf(text, sizeof text, "info");
    for (int i = 0; i < CHECKERS_HUB_LINE_ARGS + 8; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, " a%d=%d", i, i);
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, CHECKERS_HUB_LINE_ARGS);
    assert_int_equal(line.total, CHECKERS_HUB_LINE_ARGS + 8);
    assert_arg(text, &line, CHECKERS_HUB_LINE_ARGS - 1, "a31", "31");
    /* A quote not closed after the cap still fails the line. */
    snprintf(text + n, sizeof text - (size_t)n, " z=\"open");
    assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), CHECKERS_E_HUB_SYNTAX);
    assert_int_equal(line.count, 0);
}

static void test_bytes_beyond_ascii_are_the_words_own(void **state)
{
    (void)state;
    const char *text = "id name=\"Dam \xc3\xa9\xff\" author=\xe2\x82\xac";
    checkers_hub_line line = read_line(text);
    assert_int_equal(line.count, 2);
    assert_arg(text, &line, 0, "name", "Dam \xc3\xa9\xff");
    assert_arg(text, &line, 1, "author", "\xe2\x82\xac");
}

static void test_parse_line_refuses_null_arguments(void **state)
{
    (void)state;
    checkers_hub_line line;
    memset(&line, 0x55, sizeof line);
    assert_int_equal(checkers_hub_parse_line(NULL, 4, &line), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(line.count, 0x55555555); /* untouched */
    assert_int_equal(checkers_hub_parse_line("ping", 4, NULL), CHECKERS_E_INVALID_ARGUMENT);
}

/* ------------------------------------------------------------------- writing */

static void assert_written(const char *value, const char *expected)
{
    char buf[64];
    int32_t n = checkers_hub_write_value(value, strlen(value), buf, sizeof buf);
    assert_int_equal(n, (int32_t)strlen(expected));
    assert_string_equal(buf, expected);
}

static void test_a_plain_value_is_written_as_it_is(void **state)
{
    (void)state;
    assert_written("28x19x23", "28x19x23");
    assert_written("Dam\xc3\xa9", "Dam\xc3\xa9");
}

static void test_a_value_with_a_blank_or_equals_sign_is_quoted(void **state)
{
    (void)state;
    assert_written("11-15 23-19", "\"11-15 23-19\"");
    assert_written("a\tb", "\"a\tb\"");
    assert_written("a=b", "\"a=b\"");
}

static void test_an_empty_value_is_quoted(void **state)
{
    (void)state;
    assert_written("", "\"\"");
    assert_int_equal(checkers_hub_write_value(NULL, 0, NULL, 0), 2);
}

static void test_a_quote_or_line_end_cannot_be_written(void **state)
{
    (void)state;
    char buf[16] = "kept";
    assert_int_equal(checkers_hub_write_value("a\"b", 3, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_hub_write_value("a\nb", 3, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_hub_write_value("a\rb", 3, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_hub_write_value("a\0b", 3, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_string_equal(buf, "kept");
}

static void test_write_value_is_snprintf_style(void **state)
{
    (void)state;
    char buf[5];
    assert_int_equal(checkers_hub_write_value("a b c", 5, buf, sizeof buf), 7);
    assert_string_equal(buf, "\"a b");
    assert_int_equal(checkers_hub_write_value("a b c", 5, NULL, 0), 7);
    assert_int_equal(checkers_hub_write_value("a", 1, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_hub_write_value(NULL, 1, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
}

static void test_a_written_value_reads_back(void **state)
{
    (void)state;
    const char *values[] = {"", "x", "a b", "a=b", " lead", "trail\t", "\xc3\xa9 \xff"};
    for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
        char text[64] = "set-param value=";
        size_t used = strlen(text);
        checkers_hub_line line;
        int32_t n = checkers_hub_write_value(values[k], strlen(values[k]), text + used,
                                             sizeof text - used);
        assert_true(n > 0 && (size_t)n < sizeof text - used);
        assert_int_equal(checkers_hub_parse_line(text, strlen(text), &line), 0);
        assert_int_equal(line.count, 1);
        assert_arg(text, &line, 0, "value", values[k]);
    }
}

/* ------------------------------------------------------------ hostile input */

/* Every span within the line, in order, and the counts consistent. */
static void assert_sane(const checkers_hub_line *line, size_t length)
{
    int32_t end = line->command + line->command_length;
    assert_true(line->command >= 0 && (size_t)end <= length);
    assert_true(line->count >= 0 && line->count <= CHECKERS_HUB_LINE_ARGS);
    assert_true(line->total >= line->count);
    for (int32_t i = 0; i < line->count; i++) {
        assert_true(line->name[i] >= end);
        end = line->name[i] + line->name_length[i];
        assert_true((size_t)end <= length);
        if (line->value[i] >= 0) {
            assert_true(line->value[i] >= end && line->value_length[i] >= 0);
            end = line->value[i] + line->value_length[i];
            assert_true((size_t)end <= length);
        } else {
            assert_int_equal(line->value[i], -1);
        }
    }
}

static void test_any_bytes_are_read_without_harm(void **state)
{
    (void)state;
    static const char alphabet[] = {' ', '\t', '=', '"', 'a', '\0', '\n', '\r', '\x80', '\xff'};
    unsigned seed = 12345;
    char text[64];
    for (int round = 0; round < 20000; round++) {
        size_t length = (size_t)(round % 64);
        checkers_hub_line line;
        int32_t rc;
        for (size_t i = 0; i < length; i++) {
            seed = seed * 1103515245u + 12345u;
            text[i] = alphabet[(seed >> 16) % sizeof alphabet];
        }
        rc = checkers_hub_parse_line(text, length, &line);
        assert_true(rc == 0 || rc == CHECKERS_E_HUB_SYNTAX);
        assert_sane(&line, length);
        if (rc != 0)
            assert_int_equal(line.total, 0);
    }
}

static void test_a_very_long_line_is_read_whole(void **state)
{
    (void)state;
    size_t length = (size_t)1 << 22;
    char *text = malloc(length);
    checkers_hub_line line;
    assert_non_null(text);
    /* Four million bytes of `a=b ` words: far beyond the cap, read in one pass. */
    for (size_t i = 0; i < length; i++)
        text[i] = "a=b "[i % 4];
    assert_int_equal(checkers_hub_parse_line(text, length, &line), 0);
    assert_int_equal(line.count, CHECKERS_HUB_LINE_ARGS);
    assert_int_equal(line.total, (int32_t)(length / 4 - 1));
    assert_sane(&line, length);
    /* One quoted value the length of the line, then one never closed. */
    memset(text, 'v', length);
    memcpy(text, "x q=\"", 5);
    text[length - 1] = '"';
    assert_int_equal(checkers_hub_parse_line(text, length, &line), 0);
    assert_int_equal(line.value_length[0], (int32_t)(length - 6));
    assert_int_equal(checkers_hub_parse_line(text, length - 1, &line), CHECKERS_E_HUB_SYNTAX);
    free(text);
}

static void test_an_unclosed_quote_in_a_long_line_fails_the_line(void **state)
{
    (void)state;
    size_t length = (size_t)1 << 20;
    char *text = malloc(length);
    checkers_hub_line line;
    assert_non_null(text);
    memset(text, 'v', length);
    memcpy(text, "done move=\"", 11);
    assert_int_equal(checkers_hub_parse_line(text, length, &line), CHECKERS_E_HUB_SYNTAX);
    assert_command(text, &line, "done");
    assert_int_equal(line.total, 0);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_command_is_the_first_word),
        cmocka_unit_test(test_a_line_of_one_command_has_no_arguments),
        cmocka_unit_test(test_blanks_around_the_words_are_ignored),
        cmocka_unit_test(test_words_are_separated_by_spaces_and_tabs),
        cmocka_unit_test(test_a_blank_line_has_an_empty_command),
        cmocka_unit_test(test_the_command_runs_to_the_next_blank),
        cmocka_unit_test(test_a_name_alone_is_a_flag),
        cmocka_unit_test(test_a_value_runs_to_the_next_blank),
        cmocka_unit_test(test_an_equals_sign_with_nothing_after_it_is_an_empty_value),
        cmocka_unit_test(test_a_name_ends_at_the_first_equals_sign),
        cmocka_unit_test(test_a_quoted_value_holds_blanks_and_equals_signs),
        cmocka_unit_test(test_a_quote_inside_an_unquoted_value_is_its_byte),
        cmocka_unit_test(test_a_closing_quote_must_end_its_word),
        cmocka_unit_test(test_a_quote_that_is_not_closed_fails_the_line),
        cmocka_unit_test(test_the_line_ends_at_a_line_end_or_a_nul),
        cmocka_unit_test(test_the_length_bounds_the_line),
        cmocka_unit_test(test_a_name_given_twice_is_kept_twice_in_order),
        cmocka_unit_test(test_arguments_beyond_the_cap_are_checked_but_dropped),
        cmocka_unit_test(test_bytes_beyond_ascii_are_the_words_own),
        cmocka_unit_test(test_parse_line_refuses_null_arguments),
        cmocka_unit_test(test_a_plain_value_is_written_as_it_is),
        cmocka_unit_test(test_a_value_with_a_blank_or_equals_sign_is_quoted),
        cmocka_unit_test(test_an_empty_value_is_quoted),
        cmocka_unit_test(test_a_quote_or_line_end_cannot_be_written),
        cmocka_unit_test(test_write_value_is_snprintf_style),
        cmocka_unit_test(test_a_written_value_reads_back),
        cmocka_unit_test(test_any_bytes_are_read_without_harm),
        cmocka_unit_test(test_a_very_long_line_is_read_whole),
        cmocka_unit_test(test_an_unclosed_quote_in_a_long_line_fails_the_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
