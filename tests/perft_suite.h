/* SPDX-License-Identifier: MIT */
/*
 * perft_suite.h - the perft tests, shared by test_perft.c (every row) and
 * test_perft_quick.c (the shallow rows): define PERFT_MAX_DEPTH, then include
 * this file, which defines main(). The data are in perft_data.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "checkers.h"
#include "perft_data.h"

/*
 * Checks every row of `position` up to `max_depth`: perft(depth) equals the
 * published count, perft(0) is 1, perft(1) is the number of legal moves, and
 * perft leaves the game as it was.
 */
static void check_position(int position, int max_depth)
{
    const perft_position *p = &perft_positions[position];
    checkers_game *game = NULL;
    char before[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    int32_t rc = p->fen ? checkers_game_new_from_fen(&game, p->variant, p->fen, NULL)
                        : checkers_game_new(&game, p->variant, NULL);
    if (rc != CHECKERS_OK) {
        fail_msg("%s %s: refused: %s", p->variant, p->fen ? p->fen : "start",
                 checkers_error_name(rc));
    }
    assert_true(checkers_game_fen(game, before, sizeof before) > 0);

    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, 0, &leaves), CHECKERS_OK);
    assert_true(leaves == 1);

    int checked = 0;
    for (size_t i = 0; i < PERFT_ROW_COUNT; i++) {
        const perft_row *row = &perft_rows[i];
        if (row->position != position || row->depth > max_depth) {
            continue;
        }
        leaves = 0;
        rc = checkers_game_perft(game, row->depth, &leaves);
        if (rc != CHECKERS_OK) {
            fail_msg("%s %s: perft(%d) failed: %s", p->variant, p->fen ? p->fen : "start",
                     row->depth, checkers_error_name(rc));
        }
        if (leaves != row->expected) {
            fail_msg("%s %s: perft(%d) = %llu, expected %llu", p->variant,
                     p->fen ? p->fen : "start", row->depth, (unsigned long long)leaves,
                     (unsigned long long)row->expected);
        }
        if (row->depth == 1) {
            assert_int_equal(checkers_game_moves(game, NULL, 0), (int32_t)row->expected);
        }
        checked++;
    }
    assert_true(checked > 0);

    assert_true(checkers_game_fen(game, after, sizeof after) > 0);
    assert_string_equal(before, after);
    checkers_game_free(game);
}

#define PERFT_TEST(name, position) \
    static void test_perft_##name(void **state) \
    { \
        (void)state; \
        check_position((position), PERFT_MAX_DEPTH); \
    }

PERFT_TEST(english_start, P_ENGLISH_START)
PERFT_TEST(international_start, P_INTERNATIONAL_START)
PERFT_TEST(killer_start_equals_international, P_KILLER_START)
PERFT_TEST(antidraughts_start_equals_international, P_ANTIDRAUGHTS_START)
PERFT_TEST(breakthrough_start_equals_international, P_BREAKTHROUGH_START)
PERFT_TEST(brazilian_start, P_BRAZILIAN_START)
PERFT_TEST(pool_start, P_POOL_START)
PERFT_TEST(russian_start, P_RUSSIAN_START)
PERFT_TEST(czech_start, P_CZECH_START)
PERFT_TEST(spanish_start, P_SPANISH_START)
PERFT_TEST(italian_start, P_ITALIAN_START)
PERFT_TEST(thai_rules_from_12v12_start, P_THAI_12V12)
PERFT_TEST(canadian_start, P_CANADIAN_START)
PERFT_TEST(international_random178, P_RANDOM178)
PERFT_TEST(international_woldouby, P_WOLDOUBY)
PERFT_TEST(international_allkings, P_ALLKINGS)
PERFT_TEST(international_almostpromotion, P_ALMOSTPROMOTION)
PERFT_TEST(international_frontrows, P_FRONTROWS)
PERFT_TEST(killer_random178, P_KILLER_RANDOM178)
PERFT_TEST(killer_woldouby, P_KILLER_WOLDOUBY)
PERFT_TEST(italian_gilbert_1, P_GILBERT1)
PERFT_TEST(italian_gilbert_2, P_GILBERT2)
PERFT_TEST(italian_gilbert_3, P_GILBERT3)
PERFT_TEST(frisian_start, P_FRISIAN_START)
PERFT_TEST(turkish_start, P_TURKISH_START)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_english_start),
        cmocka_unit_test(test_perft_international_start),
        cmocka_unit_test(test_perft_killer_start_equals_international),
        cmocka_unit_test(test_perft_antidraughts_start_equals_international),
        cmocka_unit_test(test_perft_breakthrough_start_equals_international),
        cmocka_unit_test(test_perft_brazilian_start),
        cmocka_unit_test(test_perft_pool_start),
        cmocka_unit_test(test_perft_russian_start),
        cmocka_unit_test(test_perft_czech_start),
        cmocka_unit_test(test_perft_spanish_start),
        cmocka_unit_test(test_perft_italian_start),
        cmocka_unit_test(test_perft_thai_rules_from_12v12_start),
        cmocka_unit_test(test_perft_canadian_start),
        cmocka_unit_test(test_perft_international_random178),
        cmocka_unit_test(test_perft_international_woldouby),
        cmocka_unit_test(test_perft_international_allkings),
        cmocka_unit_test(test_perft_international_almostpromotion),
        cmocka_unit_test(test_perft_international_frontrows),
        cmocka_unit_test(test_perft_killer_random178),
        cmocka_unit_test(test_perft_killer_woldouby),
        cmocka_unit_test(test_perft_italian_gilbert_1),
        cmocka_unit_test(test_perft_italian_gilbert_2),
        cmocka_unit_test(test_perft_italian_gilbert_3),
        cmocka_unit_test(test_perft_frisian_start),
        cmocka_unit_test(test_perft_turkish_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
