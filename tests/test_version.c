/* SPDX-License-Identifier: MIT */
/* The version macros agree with the library, and every status code has a
 * message and its own name. */
#include <checkers.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

static void version_number_matches_the_header(void **state)
{
    (void)state;
    assert_int_equal(checkers_version(), CHECKERS_VERSION);
    assert_int_equal(CHECKERS_VERSION, ((uint32_t)CHECKERS_VERSION_MAJOR << 16) |
                                           ((uint32_t)CHECKERS_VERSION_MINOR << 8) |
                                           (uint32_t)CHECKERS_VERSION_PATCH);
}

/* The numbers, then "-dev" in a development version and nothing in a release. */
static void version_string_matches_the_header(void **state)
{
    char expected[32];
    (void)state;
    int n = snprintf(expected, sizeof expected, "%d.%d.%d", CHECKERS_VERSION_MAJOR,
                     CHECKERS_VERSION_MINOR, CHECKERS_VERSION_PATCH);
    assert_true(n > 0 && (size_t)n < sizeof expected);
    assert_memory_equal(CHECKERS_VERSION_STRING, expected, (size_t)n);
    const char *whole = CHECKERS_VERSION_STRING;
    const char *suffix = whole + n;
    if (*suffix != '\0')
        assert_string_equal(suffix, "-dev");
    assert_non_null(checkers_version_string());
    assert_string_equal(checkers_version_string(), CHECKERS_VERSION_STRING);
}

/* The header's one list of codes. */
#define CODE(name, text) {CHECKERS_##name, #name, text},
static const struct {
    int32_t code;
    const char *name;
    const char *text;
} codes[] = {CHECKERS_ERROR_MAP(CODE)};
#undef CODE
#define NCODES (sizeof codes / sizeof codes[0])

static void every_code_has_a_message(void **state)
{
    size_t i, j;
    (void)state;
    for (i = 0; i < NCODES; i++) {
        const char *text = checkers_strerror(codes[i].code);
        assert_non_null(text);
        assert_true(strlen(text) > 0);
        if (strcmp(text, "unknown error") == 0)
            fail_msg("checkers_strerror(%s) is \"unknown error\"", codes[i].name);
        for (j = 0; j < i; j++) {
            if (strcmp(text, checkers_strerror(codes[j].code)) == 0)
                fail_msg("%s and %s have the same message \"%s\"", codes[j].name, codes[i].name,
                         text);
        }
    }
}

/* "A static, one-line English description of a code". */
static void every_code_has_the_message_of_the_list(void **state)
{
    size_t i;
    (void)state;
    for (i = 0; i < NCODES; i++)
        assert_string_equal(checkers_strerror(codes[i].code), codes[i].text);
}

/* "The code's macro name without prefix, e.g. "E_NO_PIECE"". */
static void every_code_is_named_after_its_macro(void **state)
{
    size_t i;
    (void)state;
    for (i = 0; i < NCODES; i++) {
        const char *name = checkers_error_name(codes[i].code);
        assert_non_null(name);
        assert_string_equal(name, codes[i].name);
    }
}

/* Every numeric macro of checkers.h, generated from the header by tests/CMakeLists.txt. */
static const struct {
    const char *name;
    int32_t value;
} header_constants[] = {
#include "header_constants.h"
};

/* "A new code is a #define above and a line here": no #define without its line. */
static void every_code_the_header_defines_is_in_the_list(void **state)
{
    size_t i, j, defined = 0;
    (void)state;
    for (i = 0; i < sizeof header_constants / sizeof header_constants[0]; i++) {
        const char *name = header_constants[i].name + strlen("CHECKERS_");
        if (strncmp(name, "E_", 2) != 0 && strcmp(name, "OK") != 0)
            continue;
        defined++;
        for (j = 0; j < NCODES && strcmp(codes[j].name, name) != 0; j++)
            ;
        if (j == NCODES)
            fail_msg("CHECKERS_%s is not in CHECKERS_ERROR_MAP", name);
        assert_int_equal(codes[j].code, header_constants[i].value);
    }
    assert_int_equal(defined, NCODES);
}

/* "Codes are frozen once released": the values of the first release. */
static void codes_keep_their_values(void **state)
{
    (void)state;
    assert_int_equal(CHECKERS_OK, 0);
    assert_int_equal(CHECKERS_E_INVALID_ARGUMENT, -1);
    assert_int_equal(CHECKERS_E_UNSUPPORTED, -5);
    assert_int_equal(CHECKERS_E_FEN_SYNTAX, -10);
    assert_int_equal(CHECKERS_E_FEN_CROWNING_ROW, -14);
    assert_int_equal(CHECKERS_E_NOTHING_TO_UNDO, -20);
    assert_int_equal(CHECKERS_E_NO_SUCH_PLY, -22);
    assert_int_equal(CHECKERS_E_PDN_SYNTAX, -30);
    assert_int_equal(CHECKERS_E_PDN_TOO_LONG, -32);
    assert_int_equal(CHECKERS_E_MOVE_SYNTAX, -100);
    assert_int_equal(CHECKERS_E_ILLEGAL, -117);
    assert_int_equal(CHECKERS_E_HUFF_SQUARE, -121);
}

static int is_known(int32_t code)
{
    size_t i;
    for (i = 0; i < NCODES; i++)
        if (codes[i].code == code)
            return 1;
    return 0;
}

static void unknown_codes_are_unknown(void **state)
{
    static const int32_t extremes[] = {INT32_MIN, INT32_MIN + 1, -1000000, -1000, -256, -129};
    int32_t code;
    size_t i;
    (void)state;
    /* Every gap between and around the defined codes. */
    for (code = -128; code < 0; code++) {
        if (is_known(code))
            continue;
        assert_string_equal(checkers_strerror(code), "unknown error");
        assert_string_equal(checkers_error_name(code), "UNKNOWN");
    }
    for (i = 0; i < sizeof extremes / sizeof extremes[0]; i++) {
        assert_string_equal(checkers_strerror(extremes[i]), "unknown error");
        assert_string_equal(checkers_error_name(extremes[i]), "UNKNOWN");
    }
    /* Positive values are counts, not codes: any static text will do. */
    assert_non_null(checkers_strerror(1));
    assert_non_null(checkers_strerror(INT32_MAX));
    assert_non_null(checkers_error_name(1));
    assert_non_null(checkers_error_name(INT32_MAX));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(version_number_matches_the_header),
        cmocka_unit_test(version_string_matches_the_header),
        cmocka_unit_test(every_code_has_a_message),
        cmocka_unit_test(every_code_has_the_message_of_the_list),
        cmocka_unit_test(every_code_is_named_after_its_macro),
        cmocka_unit_test(every_code_the_header_defines_is_in_the_list),
        cmocka_unit_test(codes_keep_their_values),
        cmocka_unit_test(unknown_codes_are_unknown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
