/* SPDX-License-Identifier: MIT */
/*
 * Hostile PDN: inputs built to make a reader's memory or time grow faster
 * than the input. Each reads one pattern, must stay within 64 MB of memory
 * per megabyte (counted by the allocator) and must answer correctly. The patterns that
 * once took time quadratic in their size are 8 MB long, and ctest's TIMEOUT
 * for this test (tests/CMakeLists.txt) is the guard: read quadratically they
 * take minutes, read linearly a fraction of a second. And bytes that are not
 * text.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

#define MEMORY_PATTERN_BYTES ((size_t)1 << 20)
#define TIME_PATTERN_BYTES ((size_t)8 << 20)
/* 64 MB of memory for a megabyte of PDN: a bound in proportion to the input. */
#define MEMORY_PER_BYTE 64

/* An allocator that knows how many bytes are live, and the most there ever were. */
typedef struct {
    size_t live, peak;
} usage;

typedef struct {
    size_t size;
    max_align_t align;
} header;

static void *usage_alloc(void *ctx, size_t size)
{
    usage *u = ctx;
    header *h = malloc(sizeof *h + size);
    if (!h)
        return NULL;
    h->size = size;
    u->live += size;
    if (u->live > u->peak)
        u->peak = u->live;
    return h + 1;
}

static void usage_release(void *ctx, void *p)
{
    if (!p)
        return;
    header *h = (header *)p - 1;
    ((usage *)ctx)->live -= h->size;
    free(h);
}

static void *usage_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    void *q = usage_alloc(ctx, size);
    if (q && p)
        memcpy(q, p, old_size < size ? old_size : size);
    if (q)
        usage_release(ctx, p);
    return q;
}

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

/* Reads the one game of text and checks the memory used. */
static checkers_pdn_reader *read_one(const char *text, size_t length, usage *u)
{
    checkers_allocator a = {usage_alloc, usage_realloc, usage_release, u};
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, length, "english", 0, &a),
                     CHECKERS_OK);
    assert_int_equal(checkers_pdn_next(reader), 1);
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
    char *text = repeat(MEMORY_PATTERN_BYTES, "", "{a}[T \"v\"]", "\n1. 11-15 *\n", &units, &length);
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
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(TIME_PATTERN_BYTES, "1. 11-15 ", "{a}", " *\n", &units, &length);
    checkers_pdn_reader *reader = read_one(text, length, &u);
    const char *comment = checkers_pdn_comment(reader, 0);
    assert_non_null(comment);
    assert_int_equal(strlen(comment), 2 * units - 1);
    checkers_pdn_reader_free(reader);
    free(text);
}

/* [T "v"] repeated on one line: each tag is read without scanning the rest of the line. */
static void test_many_tags_on_one_line_are_read_in_linear_time(void **state)
{
    (void)state;
    usage u = {0, 0};
    size_t units, length;
    char *text = repeat(TIME_PATTERN_BYTES, "", "[T \"v\"]", "\n1. 11-15 *\n", &units, &length);
    checkers_pdn_reader *reader = read_one(text, length, &u);
    assert_int_equal(checkers_pdn_tag_count(reader), (int32_t)units);
    assert_string_equal(checkers_pdn_tag_value(reader, (int32_t)units - 1), "v");
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
    assert_int_equal(e.code, 0);
    checkers_pdn_reader_free(reader);
    free(text);
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
        cmocka_unit_test(test_a_nul_byte_inside_a_move_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
