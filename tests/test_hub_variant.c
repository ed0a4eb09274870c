/* SPDX-License-Identifier: MIT */
/*
 * The name an engine knows a variant by (checkers_hub_variant_name): one test
 * per rule, named after it, then refusals.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* The name chosen for `variant` among `values` (a NUL-terminated list). */
static void assert_name(const char *variant, const char *values, const char *expected)
{
    char buf[CHECKERS_HUB_VARIANT_MAX];
    memset(buf, 'x', sizeof buf);
    assert_int_equal(checkers_hub_variant_name(variant, values, SIZE_MAX, buf, sizeof buf),
                     (int32_t)strlen(expected));
    assert_string_equal(buf, expected);
}

static void assert_not_played(const char *variant, const char *values)
{
    char buf[CHECKERS_HUB_VARIANT_MAX] = "untouched";
    assert_int_equal(checkers_hub_variant_name(variant, values, SIZE_MAX, buf, sizeof buf),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_string_equal(buf, "untouched");
}

static void test_the_library_name_is_chosen_when_listed(void **state)
{
    (void)state;
    assert_name("russian", "english russian frisian", "russian");
    assert_name("frisian", "normal killer bt frisian losing", "frisian");
    assert_name("killer", "normal killer bt frisian losing", "killer");
}

static void test_scan_names_are_chosen_when_the_library_name_is_not_listed(void **state)
{
    (void)state;
    assert_name("international", "normal killer bt frisian losing", "normal");
    assert_name("antidraughts", "normal killer bt frisian losing", "losing");
    assert_name("breakthrough", "normal killer bt frisian losing", "bt");
}

static void test_the_library_name_comes_before_scan_name(void **state)
{
    (void)state;
    assert_name("international", "normal international", "international");
    assert_name("antidraughts", "losing antidraughts", "antidraughts");
}

static void test_a_parameter_without_values_gets_the_library_name(void **state)
{
    char buf[CHECKERS_HUB_VARIANT_MAX];
    (void)state;
    assert_int_equal(checkers_hub_variant_name("brazilian", NULL, 0, buf, sizeof buf), 9);
    assert_string_equal(buf, "brazilian");
    assert_name("pool", "", "pool");
    assert_name("international", " \t ", "international");
    assert_int_equal(checkers_hub_variant_name("czech", "\0czech", 6, buf, sizeof buf), 5);
    assert_string_equal(buf, "czech");
}

static void test_the_variant_is_named_in_any_case_and_written_as_the_library_writes_it(void **state)
{
    (void)state;
    assert_name("International", "normal", "normal");
    assert_name("RUSSIAN", "russian", "russian");
}

static void test_null_variant_is_english(void **state)
{
    (void)state;
    assert_name(NULL, "english", "english");
    assert_not_played(NULL, "normal");
}

static void test_values_are_whole_words_compared_byte_for_byte(void **state)
{
    (void)state;
    assert_not_played("international", "normalx internationals");
    assert_not_played("international", "Normal International");
    assert_not_played("breakthrough", "b t");
    assert_name("breakthrough", "\t bt\t", "bt");
}

static void test_values_are_read_to_their_length_or_a_nul(void **state)
{
    const char list[] = "english russian";
    char buf[CHECKERS_HUB_VARIANT_MAX];
    (void)state;
    assert_int_equal(checkers_hub_variant_name("russian", list, 7, buf, sizeof buf),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_hub_variant_name("english", list, 7, buf, sizeof buf), 7);
    assert_int_equal(checkers_hub_variant_name("russian", "english\0russian", 15, buf, sizeof buf),
                     CHECKERS_E_UNKNOWN_VARIANT);
}

static void test_a_variant_listed_by_neither_name_is_refused(void **state)
{
    (void)state;
    assert_not_played("frisian", "normal killer bt losing");
    assert_not_played("english", "normal killer bt frisian losing");
}

static void test_a_name_the_library_does_not_know_is_refused(void **state)
{
    (void)state;
    assert_not_played("normal", "normal");
    assert_not_played("chess", NULL);
}

static void test_the_name_is_written_snprintf_style(void **state)
{
    char small[4] = "abc";
    (void)state;
    assert_int_equal(checkers_hub_variant_name("portuguese", NULL, 0, NULL, 0), 10);
    assert_int_equal(checkers_hub_variant_name("portuguese", NULL, 0, small, sizeof small), 10);
    assert_string_equal(small, "por");
    assert_int_equal(checkers_hub_variant_name("portuguese", NULL, 0, NULL, 1),
                     CHECKERS_E_INVALID_ARGUMENT);
}

static void test_every_variant_name_fits_the_max(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers_variant_count(); i++) {
        const char *name = checkers_variant_name(i);
        assert_non_null(name);
        int32_t length = checkers_hub_variant_name(name, NULL, 0, NULL, 0);
        assert_true(length > 0 && length == (int32_t)strlen(name));
        assert_true(length < CHECKERS_HUB_VARIANT_MAX);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_library_name_is_chosen_when_listed),
        cmocka_unit_test(test_scan_names_are_chosen_when_the_library_name_is_not_listed),
        cmocka_unit_test(test_the_library_name_comes_before_scan_name),
        cmocka_unit_test(test_a_parameter_without_values_gets_the_library_name),
        cmocka_unit_test(
            test_the_variant_is_named_in_any_case_and_written_as_the_library_writes_it),
        cmocka_unit_test(test_null_variant_is_english),
        cmocka_unit_test(test_values_are_whole_words_compared_byte_for_byte),
        cmocka_unit_test(test_values_are_read_to_their_length_or_a_nul),
        cmocka_unit_test(test_a_variant_listed_by_neither_name_is_refused),
        cmocka_unit_test(test_a_name_the_library_does_not_know_is_refused),
        cmocka_unit_test(test_the_name_is_written_snprintf_style),
        cmocka_unit_test(test_every_variant_name_fits_the_max),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
