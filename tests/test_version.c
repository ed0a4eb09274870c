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

static void version_string_matches_the_header(void **state)
{
    char expected[32];
    (void)state;
    snprintf(expected, sizeof expected, "%d.%d.%d", CHECKERS_VERSION_MAJOR,
             CHECKERS_VERSION_MINOR, CHECKERS_VERSION_PATCH);
    assert_non_null(checkers_version_string());
    assert_string_equal(checkers_version_string(), expected);
    assert_string_equal(CHECKERS_VERSION_STRING, expected);
}

#define CODE(name) { CHECKERS_##name, #name }
static const struct {
    int32_t code;
    const char *name;
} codes[] = {
    CODE(OK),
    CODE(E_INVALID_ARGUMENT),
    CODE(E_NO_MEMORY),
    CODE(E_UNKNOWN_VARIANT),
    CODE(E_TOO_MANY_MOVES),
    CODE(E_UNSUPPORTED),
    CODE(E_FEN_SYNTAX),
    CODE(E_FEN_TURN),
    CODE(E_FEN_SQUARE),
    CODE(E_FEN_DUPLICATE),
    CODE(E_FEN_CROWNING_ROW),
    CODE(E_NOTHING_TO_UNDO),
    CODE(E_NO_CLAIM),
    CODE(E_NO_SUCH_PLY),
    CODE(E_PDN_SYNTAX),
    CODE(E_PDN_TOO_MANY_PLIES),
    CODE(E_PDN_TOO_LONG),
    CODE(E_MOVE_SYNTAX),
    CODE(E_MOVE_SQUARE),
    CODE(E_NO_PIECE),
    CODE(E_NOT_YOUR_PIECE),
    CODE(E_MAN_BACKWARDS),
    CODE(E_NOT_DIAGONAL),
    CODE(E_OCCUPIED),
    CODE(E_MUST_CAPTURE),
    CODE(E_CAPTURE_INCOMPLETE),
    CODE(E_JUMP_OWN_PIECE),
    CODE(E_JUMP_TWICE),
    CODE(E_AMBIGUOUS),
    CODE(E_GAME_OVER),
    CODE(E_NOT_MAX_CAPTURE),
    CODE(E_MAN_TAKES_KING),
    CODE(E_CAPTURE_PRECEDENCE),
    CODE(E_CROWNING_ENDS_MOVE),
    CODE(E_ILLEGAL),
    CODE(E_KING_RUN),
    CODE(E_NOT_MAX_VALUE),
    CODE(E_NO_HUFF),
    CODE(E_HUFF_SQUARE),
    CODE(E_CAPTURE_REVERSAL),
};
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
                fail_msg("%s and %s have the same message \"%s\"", codes[j].name,
                         codes[i].name, text);
        }
    }
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
    static const int32_t extremes[] = { INT32_MIN, INT32_MIN + 1, -1000000, -1000, -256, -129 };
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
        cmocka_unit_test(every_code_is_named_after_its_macro),
        cmocka_unit_test(unknown_codes_are_unknown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
