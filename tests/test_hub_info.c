/* SPDX-License-Identifier: MIT */
/*
 * An engine's `info` line read into its fields (checkers_hub_parse_info): one
 * test per rule, named after it, then refusals.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

static checkers_hub_info read_info(const char *text)
{
    checkers_hub_info info;
    memset(&info, 0x5a, sizeof info);
    assert_int_equal(checkers_hub_parse_info(text, SIZE_MAX, &info), 0);
    return info;
}

static void test_scan_info_line_gives_every_field(void **state)
{
    const char *text = "info depth=8 mean-depth=7.25 score=0.16 nodes=65093 time=0.405 nps=0.16 "
                       "pv=\"34-30 17-21 30-24\"";
    checkers_hub_info info = read_info(text);
    (void)state;
    assert_int_equal(info.given, CHECKERS_HUB_INFO_DEPTH | CHECKERS_HUB_INFO_MEAN_DEPTH |
                                     CHECKERS_HUB_INFO_SCORE | CHECKERS_HUB_INFO_NODES |
                                     CHECKERS_HUB_INFO_TIME | CHECKERS_HUB_INFO_NPS |
                                     CHECKERS_HUB_INFO_PV);
    assert_int_equal(info.extra, 0);
    assert_int_equal(info.depth, 8);
    assert_int_equal(info.mean_depth_micro, 7250000);
    assert_int_equal(info.score_micro, 160000);
    assert_int_equal(info.nodes, 65093);
    assert_int_equal(info.time_us, 405000);
    assert_int_equal(info.nps, 160000); /* 0.16 million a second */
    assert_int_equal(info.pv_length, (int32_t)strlen("34-30 17-21 30-24"));
    assert_memory_equal(text + info.pv, "34-30 17-21 30-24", (size_t)info.pv_length);
    assert_int_equal(info.reserved, 0);
}

static void test_fields_not_given_are_zero_and_pv_is_minus_one(void **state)
{
    checkers_hub_info info = read_info("info depth=3");
    (void)state;
    assert_int_equal(info.given, CHECKERS_HUB_INFO_DEPTH);
    assert_int_equal(info.depth, 3);
    assert_int_equal(info.nodes, 0);
    assert_int_equal(info.score_micro, 0);
    assert_int_equal(info.pv, -1);
    assert_int_equal(info.pv_length, 0);
    info = read_info("info");
    assert_int_equal(info.given, 0);
    assert_int_equal(info.depth, 0);
}

static void test_score_alone_has_a_sign(void **state)
{
    checkers_hub_info info = read_info("info score=-0.04 time=-1 depth=+2");
    (void)state;
    assert_int_equal(info.given, CHECKERS_HUB_INFO_SCORE);
    assert_int_equal(info.score_micro, -40000);
    assert_int_equal(info.extra, 0x6); /* time and depth: written badly */
    assert_int_equal(read_info("info score=+1.5").score_micro, 1500000);
    assert_int_equal(read_info("info score=-").given, 0);
}

static void test_decimals_are_kept_to_the_sixth_rounded_half_up(void **state)
{
    (void)state;
    assert_int_equal(read_info("info time=0.0000005").time_us, 1);
    assert_int_equal(read_info("info time=0.0000004999").time_us, 0);
    assert_int_equal(read_info("info score=-0.1234565").score_micro, -123457);
    assert_int_equal(read_info("info time=.5").time_us, 500000);
    assert_int_equal(read_info("info time=2.").time_us, 2000000);
    assert_int_equal(read_info("info mean-depth=12").mean_depth_micro, 12000000);
}

static void test_whole_fields_take_digits_only(void **state)
{
    checkers_hub_info info = read_info("info depth=3.0 nodes=1_000 extra=1");
    (void)state;
    assert_int_equal(info.given, 0);
    assert_int_equal(info.extra, 0x7);
    info = read_info("info depth=2147483647 nodes=9223372036854775807");
    assert_int_equal(info.depth, INT32_MAX);
    assert_int_equal(info.nodes, INT64_MAX);
}

static void test_numbers_beyond_their_field_are_extra(void **state)
{
    checkers_hub_info info = read_info(
        "info depth=2147483648 nodes=9223372036854775808 time=9223372036855 "
        "score=1e3 nps=inf");
    (void)state;
    assert_int_equal(info.given, 0);
    assert_int_equal(info.extra, 0x1f);
}

static void test_unknown_fields_are_extra_and_flags_are_neither(void **state)
{
    checkers_hub_info info = read_info("info hashfull=7 depth=1 ponder flag pv=\"\"");
    (void)state;
    assert_int_equal(info.given, CHECKERS_HUB_INFO_DEPTH | CHECKERS_HUB_INFO_PV);
    assert_int_equal(info.extra, 0x1);
    assert_int_equal(info.pv_length, 0);
    assert_int_equal(read_info("info depth").given, 0);
    assert_int_equal(read_info("info depth").extra, 0);
}

static void test_a_name_given_twice_counts_the_first_time(void **state)
{
    checkers_hub_info info = read_info("info depth=4 depth=5 x=1 x=2 score=bad score=1");
    (void)state;
    assert_int_equal(info.depth, 4);
    assert_int_equal(info.given, CHECKERS_HUB_INFO_DEPTH);
    assert_int_equal(info.extra, 0x4 | 0x10); /* the first x, the first (bad) score */
}

static void test_arguments_past_the_kept_ones_are_not_read(void **state)
{
    char text[400] = "info";
    checkers_hub_info info;
    (void)state;
    for (int i = 0; i < CHECKERS_HUB_LINE_ARGS; i++)
        strcat(text, " a=1");
    strcat(text, " depth=9");
    info = read_info(text);
    assert_int_equal(info.given, 0);
    assert_int_equal(info.extra, 0x1); /* the first a; the others repeat it */
}

static void test_the_line_ends_at_its_length(void **state)
{
    checkers_hub_info info;
    (void)state;
    assert_int_equal(checkers_hub_parse_info("info depth=12 nodes=5", 12, &info), 0);
    assert_int_equal(info.depth, 1);
    assert_int_equal(info.given, CHECKERS_HUB_INFO_DEPTH);
}

static void test_refusals(void **state)
{
    checkers_hub_info info;
    (void)state;
    memset(&info, 0x5a, sizeof info);
    assert_int_equal(checkers_hub_parse_info("done move=11-15", SIZE_MAX, &info),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(info.given, 0);
    assert_int_equal(info.extra, 0);
    memset(&info, 0x5a, sizeof info);
    assert_int_equal(checkers_hub_parse_info("info pv=\"11-15", SIZE_MAX, &info),
                     CHECKERS_E_HUB_SYNTAX);
    assert_int_equal(info.given, 0);
    assert_int_equal(info.pv, -1);
    memset(&info, 0x5a, sizeof info);
    assert_int_equal(checkers_hub_parse_info(NULL, 0, &info), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(info.given, 0x5a5a5a5a);
    assert_int_equal(checkers_hub_parse_info("info", 4, NULL), CHECKERS_E_INVALID_ARGUMENT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scan_info_line_gives_every_field),
        cmocka_unit_test(test_fields_not_given_are_zero_and_pv_is_minus_one),
        cmocka_unit_test(test_score_alone_has_a_sign),
        cmocka_unit_test(test_decimals_are_kept_to_the_sixth_rounded_half_up),
        cmocka_unit_test(test_whole_fields_take_digits_only),
        cmocka_unit_test(test_numbers_beyond_their_field_are_extra),
        cmocka_unit_test(test_unknown_fields_are_extra_and_flags_are_neither),
        cmocka_unit_test(test_a_name_given_twice_counts_the_first_time),
        cmocka_unit_test(test_arguments_past_the_kept_ones_are_not_read),
        cmocka_unit_test(test_the_line_ends_at_its_length),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
