/* SPDX-License-Identifier: MIT */
/*
 * Hostile PDN: inputs built to make a reader's memory or time grow faster
 * than the input, and the reader's limits on a game.
 *
 * Each hostile pattern of issue 10 (comments between tags, comments at one
 * ply, tags on one line, a king-shuffle game of 200,000 plies) is read at
 * 1 MB under two bounds: 1 s of CPU time (clock()) and 64 MB of memory,
 * counted by an allocator given to the reader. Read in linear time each
 * takes a few hundredths of a second (a few tenths under the sanitizers);
 * read in quadratic time, seconds to minutes: the bounds are generous enough
 * that only such a blow-up breaks them, not a slow or loaded machine. The
 * patterns that once took quadratic time are also read at 8 MB under ctest's
 * TIMEOUT for this test (tests/CMakeLists.txt). And bytes that are not text.
 */
/* ctest-labels: bounds */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "checkers.h"
#include "usage_allocator.h"

#define MEGABYTE ((size_t)1 << 20)
#define TIME_PATTERN_BYTES ((size_t)8 << 20)
static const size_t pattern_sizes[] = {MEGABYTE, TIME_PATTERN_BYTES};
/* 64 MB of memory for a megabyte of PDN: a bound in proportion to the input. */
#define MEMORY_PER_BYTE 64
/* The bounds on reading one megabyte. */
#define BOUND_SECONDS 1.0
#define BOUND_BYTES ((size_t)64 << 20)

/* prefix, then `unit` repeated to about `bytes` in all, then suffix. */
static char *repeat(size_t bytes, const char *prefix, const char *unit, const char *suffix,
                    size_t *units, size_t *length)
{
    size_t np = strlen(prefix), nu = strlen(unit), ns = strlen(suffix);
    size_t n = (bytes - np - ns) / nu;
    char *text = malloc(np + n * nu + ns + 1);
    assert_non_null(text);
    memcpy(text, prefix, np);
    for (size_t i = 0; i < n; i++)
        memcpy(text + np + i * nu, unit, nu);
    memcpy(text + np + n * nu, suffix, ns + 1);
    *units = n;
    *length = np + n * nu + ns;
    return text;
}

/*
 * Reads the one game of text, without the reader's limits, and checks the
 * memory used (and, for a megabyte, the CPU time).
 */
static checkers_pdn_reader *read_one(const char *text, size_t length, usage *u)
{
    checkers_allocator a = {usage_alloc, usage_realloc, usage_release, u};
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, length, "english", 0, &a), CHECKERS_OK);
    assert_int_equal(checkers_pdn_reader_set_limits(reader, 0, 0), CHECKERS_OK);
    clock_t start = clock();
    assert_int_equal(checkers_pdn_next(reader), 1);
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
    if (length <= MEGABYTE && (seconds > BOUND_SECONDS || u->peak > BOUND_BYTES))
        fail_msg("%zu bytes of PDN took %.2f s and %zu bytes of memory (bounds: %.0f s, %zu)",
                 length, seconds, u->peak, BOUND_SECONDS, BOUND_BYTES);
    if (u->peak > MEMORY_PER_BYTE * length)
        fail_msg("%zu bytes of PDN took %zu bytes of memory", length, u->peak);
    return reader;
}

/* {a}[T "v"] repeated: a header comment between every two tags. */
static void test_comments_between_tags_take_memory_in_proportion(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(MEGABYTE, "", "{a}[T \"v\"]", "\n1. 11-15 *\n", &units, &length);
    checkers_pdn_reader *reader = read_one(text, length, &u);
    assert_int_equal(checkers_pdn_tag_count(reader), (int32_t)units);
    const char *comment = checkers_pdn_comment(reader, -1);
    assert_non_null(comment);
    assert_int_equal(strlen(comment), 2 * units - 1); /* "a a a ... a" */
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 1);
    checkers_pdn_reader_free(reader);
    assert_int_equal(u.live, 0);
    free(text);
}

/* 1. 11-15 then {a} repeated: comments after one ply are joined, each in constant time. */
static void test_many_comments_at_one_ply_are_joined_in_linear_time(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof pattern_sizes / sizeof pattern_sizes[0]; i++) {
        usage u = {0, 0};
        size_t units, length;
        char *text = repeat(pattern_sizes[i], "1. 11-15 ", "{a}", " *\n", &units, &length);
        checkers_pdn_reader *reader = read_one(text, length, &u);
        const char *comment = checkers_pdn_comment(reader, 0);
        assert_non_null(comment);
        assert_int_equal(strlen(comment), 2 * units - 1);
        checkers_pdn_reader_free(reader);
        free(text);
    }
}

/* [T "v"] repeated on one line: each tag is read without scanning the rest of the line. */
static void test_many_tags_on_one_line_are_read_in_linear_time(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof pattern_sizes / sizeof pattern_sizes[0]; i++) {
        usage u = {0, 0};
        size_t units, length;
        char *text = repeat(pattern_sizes[i], "", "[T \"v\"]", "\n1. 11-15 *\n", &units, &length);
        checkers_pdn_reader *reader = read_one(text, length, &u);
        assert_int_equal(checkers_pdn_tag_count(reader), (int32_t)units);
        assert_string_equal(checkers_pdn_tag_value(reader, (int32_t)units - 1), "v");
        checkers_pdn_error e;
        assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
        assert_int_equal(e.code, 0);
        checkers_pdn_reader_free(reader);
        free(text);
    }
}

/* Two kings shuffling for ever: no limit, 200,000 plies replay in linear time. */
#define KING_SHUFFLE_FEN "[FEN \"W:WK29:BK4\"]\n"
#define KING_SHUFFLE "29-25 4-8 25-29 8-4 "
static void test_a_king_shuffle_of_a_megabyte_replays_in_linear_time(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(MEGABYTE, KING_SHUFFLE_FEN, KING_SHUFFLE, "*\n", &units, &length);
    checkers_pdn_reader *reader = read_one(text, length, &u);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), (int32_t)(4 * units));
    checkers_pdn_reader_free(reader);
    assert_int_equal(u.live, 0);
    free(text);
}

/* Reads text with the reader's default limits, or those given. */
static checkers_pdn_reader *read_limited(const char *text, size_t length, int32_t max_plies,
                                         int64_t max_bytes, usage *u)
{
    checkers_allocator a = {usage_alloc, usage_realloc, usage_release, u};
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, length, "english", 0, &a), CHECKERS_OK);
    if (max_plies >= 0)
        assert_int_equal(checkers_pdn_reader_set_limits(reader, max_plies, max_bytes), CHECKERS_OK);
    assert_int_equal(checkers_pdn_next(reader), 1);
    return reader;
}

static void expect_error(const checkers_pdn_reader *reader, int32_t code, int32_t line,
                         int32_t column, int32_t ply, const char *text)
{
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
    assert_int_equal(e.code, code);
    assert_int_equal(e.line, line);
    assert_int_equal(e.column, column);
    assert_int_equal(e.ply, ply);
    assert_string_equal(e.text, text);
}

/* By default a game stops at CHECKERS_PDN_DEFAULT_MAX_PLIES, and the next game is read. */
static void test_a_game_past_the_default_ply_limit_stops_there(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(MEGABYTE, KING_SHUFFLE_FEN, KING_SHUFFLE, "*\n1. 11-15 *\n", &units,
                        &length);
    checkers_pdn_reader *reader = read_limited(text, length, -1, 0, &u);
    const int32_t limit = CHECKERS_PDN_DEFAULT_MAX_PLIES;
    assert_true(4 * units > (size_t)limit);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), limit);
    /* Ply 100000 is the first of a unit: "29-25", at byte limit / 4 * 20 of the movetext. */
    expect_error(reader, CHECKERS_E_PDN_TOO_MANY_PLIES, 2, 1 + limit / 4 * 20, limit, "29-25");
    assert_int_equal(checkers_pdn_next(reader), 1);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 1);
    checkers_pdn_reader_free(reader);
    assert_int_equal(u.live, 0);
    free(text);
}

/* A game's text past the byte limit is skipped, not kept: memory stays small. */
static void test_a_game_past_the_byte_limit_is_skipped_unkept(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(MEGABYTE, "1. 11-15 ", "{a}", " *\n1. 9-13 *\n", &units, &length);
    checkers_pdn_reader *reader = read_limited(text, length, 0, 1000, &u);
    /* The comment that passes byte 1000: "1. 11-15 " is 9 bytes, then 3 a comment. */
    expect_error(reader, CHECKERS_E_PDN_TOO_LONG, 1, 10 + (1000 - 9) / 3 * 3, 1, "{a}");
    assert_int_equal(strlen(checkers_pdn_comment(reader, 0)), 2 * ((1000 - 9) / 3) - 1);
    assert_true(u.peak < 64 * 1024);
    assert_int_equal(checkers_pdn_next(reader), 1);
    expect_error(reader, 0, 0, 0, 0, "");
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 1);
    checkers_pdn_reader_free(reader);
    free(text);
}

/* Tags past the byte limit are not kept either. */
static void test_tags_past_the_byte_limit_are_not_kept(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(MEGABYTE, "", "[T \"v\"]\n", "1. 11-15 *\n", &units, &length);
    checkers_pdn_reader *reader = read_limited(text, length, 0, 800, &u);
    assert_int_equal(checkers_pdn_tag_count(reader), 100);
    expect_error(reader, CHECKERS_E_PDN_TOO_LONG, 101, 1, 0, "[T \"v\"]");
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 0);
    assert_true(u.peak < 64 * 1024);
    checkers_pdn_reader_free(reader);
    free(text);
}

static void test_limits_are_refused_when_negative(void **state)
{
    (void)state;
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, "", 0, NULL, 0, NULL), CHECKERS_OK);
    assert_int_equal(checkers_pdn_reader_set_limits(reader, -1, 0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_reader_set_limits(reader, 0, -1), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_reader_set_limits(NULL, 0, 0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_reader_set_limits(reader, 1, 1), CHECKERS_OK);
    checkers_pdn_reader_free(reader);
}

/* A NUL byte is not text: a move must not be read up to it, the rest ignored. */
static void test_a_nul_byte_inside_a_move_is_refused(void **state)
{
    (void)state;
    static const char text[] = "1. 11-15\0zz 23-19 *";
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
        checkers_pdn_reader *reader = NULL;
        assert_int_equal(checkers_pdn_reader_new(&reader, text, sizeof text - 1, NULL, flags, NULL),
                         CHECKERS_OK);
        assert_int_equal(checkers_pdn_next(reader), 1);
        checkers_pdn_error e;
        assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
        assert_int_equal(e.code, CHECKERS_E_PDN_SYNTAX);
        assert_int_equal(e.line, 1);
        assert_int_equal(e.column, 9);
        assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 1);
        checkers_pdn_reader_free(reader);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_comments_between_tags_take_memory_in_proportion),
        cmocka_unit_test(test_many_comments_at_one_ply_are_joined_in_linear_time),
        cmocka_unit_test(test_many_tags_on_one_line_are_read_in_linear_time),
        cmocka_unit_test(test_a_king_shuffle_of_a_megabyte_replays_in_linear_time),
        cmocka_unit_test(test_a_game_past_the_default_ply_limit_stops_there),
        cmocka_unit_test(test_a_game_past_the_byte_limit_is_skipped_unkept),
        cmocka_unit_test(test_tags_past_the_byte_limit_are_not_kept),
        cmocka_unit_test(test_limits_are_refused_when_negative),
        cmocka_unit_test(test_a_nul_byte_inside_a_move_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
