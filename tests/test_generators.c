/* SPDX-License-Identifier: MIT */
/*
 * Which generator plays which variant: each instantiation of gen_impl.h says
 * itself which rows it fits (its board, the rules it compiles in), and each
 * row names the generator that plays it (CHECKERS__GEN_*): the first that
 * fits, rules compiled in before rules read from the row. Every row must fit
 * one, and the rule sets compiled in must fit exactly the rows that have
 * those rules.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "bits.h"
#include "core/core.h"
#include "rules/rules.h"
#include "game/game_internal.h"

/* The generators that need nothing of the processor, in order of preference. */
static const checkers__gen_ops *const plain[] = {
    &checkers__ops8e, &checkers__ops10f, &checkers__ops8,  &checkers__ops10,
    &checkers__ops8h, &checkers__ops10x, &checkers__ops12, &checkers__ops8t,
};
#define NPLAIN (sizeof plain / sizeof plain[0])

static const checkers__variant *row(const char *name)
{
    for (int32_t i = 0; i < checkers__variant_total; i++)
        if (strcmp(checkers__variants[i].name, name) == 0)
            return &checkers__variants[i];
    fail_msg("no variant %s", name);
    return NULL;
}

/*
 * A game's own copy of its row after a setting (huff.c, crowning.c): English with huffing,
 * Turkish with each crowning rule. Kept in a static, the game freed.
 */
static const checkers__variant *set_row(const char *name, int huffing, int crowning)
{
    static checkers__variant rows[4];
    static int next;
    checkers_game *g = NULL;
    assert_int_equal(checkers_game_new(&g, name, NULL), 0);
    if (huffing >= 0)
        assert_int_equal(checkers_game_set_huffing(g, huffing), 0);
    if (crowning >= 0)
        assert_int_equal(checkers_game_set_crowning(g, crowning), 0);
    checkers__variant *row = &rows[next++ % 4];
    *row = *g->v;
    checkers_game_free(g);
    return row;
}
#define ENGLISH_HUFFING set_row("english", 1, -1)

static int fitting(const checkers__variant *v)
{
    int n = 0;
    for (size_t i = 0; i < NPLAIN; i++)
        n += checkers__gen_fits(plain[i], v) != 0;
    return n;
}

static void every_row_has_a_generator(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers__variant_total; i++)
        assert_true(fitting(&checkers__variants[i]) >= 1);
    assert_true(fitting(ENGLISH_HUFFING) >= 1);
}

/* Each row, and the rows of games with English huffing and each Turkish crowning rule. */
static void each_row(void (*check)(const checkers__variant *v))
{
    for (int32_t i = 0; i < checkers__variant_total; i++)
        check(&checkers__variants[i]);
    check(ENGLISH_HUFFING);
    check(set_row("english", 0, -1));
    for (int rule = CHECKERS_CROWNING_ENDS_MOVE; rule <= CHECKERS_CROWNING_AS_KING; rule++)
        check(set_row("turkish", -1, rule));
}

static const checkers__gen_ops *first_fitting(const checkers__gen_ops *const *list, size_t n,
                                              const checkers__variant *v)
{
    for (size_t i = 0; i < n; i++)
        if (checkers__gen_fits(list[i], v))
            return list[i];
    return NULL;
}

static void names_the_first_that_fits(const checkers__variant *v)
{
    const checkers__gen_ops *want = first_fitting(plain, NPLAIN, v);
    if (checkers__generators[v->gen][0] != want)
        fail_msg("%s (capture_optional %d, promotion %d) names another generator than the first "
                 "that fits",
                 v->name, v->capture_optional, v->promotion);
#if CHECKERS__POPCNT_TWIN
    if (__builtin_cpu_supports("popcnt")) {
        static const checkers__gen_ops *const twins[] = {&checkers__ops8ep, &checkers__ops10fp,
                                                         &checkers__ops8p, &checkers__ops10p};
        const checkers__gen_ops *twin = first_fitting(twins, 4, v);
        assert_ptr_equal(checkers__generators[v->gen][1], twin ? twin : want);
    }
#endif
}

static void every_row_names_the_first_generator_that_fits(void **state)
{
    (void)state;
    each_row(names_the_first_that_fits);
}

static void chooses_as_it_names(const checkers__variant *v)
{
    assert_int_equal(checkers__gen_choose(v), v->gen);
}

/* The choice a setting makes again is the one each row names (and that the test above checks). */
static void the_library_chooses_the_generator_each_row_names(void **state)
{
    (void)state;
    each_row(chooses_as_it_names);
}

/* The generators the settings gave when they pointed the game at rows of their own. */
static void settings_keep_their_generators(void **state)
{
    (void)state;
    assert_int_equal(ENGLISH_HUFFING->gen, CHECKERS__GEN_8H);
    assert_int_equal(set_row("english", 0, -1)->gen, CHECKERS__GEN_8E);
    for (int rule = CHECKERS_CROWNING_ENDS_MOVE; rule <= CHECKERS_CROWNING_AS_KING; rule++) {
        const checkers__variant *v = set_row("turkish", -1, rule);
        assert_int_equal(v->promotion, rule);
        assert_int_equal(v->gen, CHECKERS__GEN_8T);
    }
}

static void english_rules_compiled_in_play_english_only(void **state)
{
    (void)state;
    assert_true(checkers__gen_fits(&checkers__ops8e, row("english")));
    assert_false(checkers__gen_fits(&checkers__ops8e, ENGLISH_HUFFING));
    assert_true(checkers__gen_fits(&checkers__ops8h, ENGLISH_HUFFING));
    assert_false(checkers__gen_fits(&checkers__ops8h, row("english")));
    assert_false(checkers__gen_fits(&checkers__ops8,
                                    ENGLISH_HUFFING)); /* huffing is compiled in only there */
    for (int32_t i = 0; i < checkers__variant_total; i++) {
        const checkers__variant *v = &checkers__variants[i];
        if (strcmp(v->name, "english") != 0)
            assert_false(checkers__gen_fits(&checkers__ops8e, v) ||
                         checkers__gen_fits(&checkers__ops8h, v));
    }
}

static void fmjd_rules_compiled_in_play_their_family(void **state)
{
    (void)state;
    assert_true(checkers__gen_fits(&checkers__ops10f, row("international")));
    assert_true(checkers__gen_fits(&checkers__ops10f, row("antidraughts")));
    assert_true(checkers__gen_fits(&checkers__ops10f, row("breakthrough")));
    assert_false(checkers__gen_fits(&checkers__ops10f, row("frisian")));
    assert_false(
        checkers__gen_fits(&checkers__ops10f, row("brazilian"))); /* the same rules on 8x8 */
}

static void orthogonal_rules_only_in_their_generator(void **state)
{
    (void)state;
    const char *names[] = {"frisian", "frysk"};
    for (size_t i = 0; i < 2; i++) {
        const checkers__variant *v = row(names[i]);
        assert_true(checkers__gen_fits(&checkers__ops10x, v));
        assert_int_equal(fitting(v), 1);
    }
}

static void turkish_board_only_in_its_generator(void **state)
{
    (void)state;
    assert_true(checkers__gen_fits(&checkers__ops8t, row("turkish")));
    assert_int_equal(fitting(row("turkish")), 1);
    assert_true(checkers__gen_fits(&checkers__ops12, row("canadian")));
    assert_int_equal(fitting(row("canadian")), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_row_has_a_generator),
        cmocka_unit_test(every_row_names_the_first_generator_that_fits),
        cmocka_unit_test(the_library_chooses_the_generator_each_row_names),
        cmocka_unit_test(settings_keep_their_generators),
        cmocka_unit_test(english_rules_compiled_in_play_english_only),
        cmocka_unit_test(fmjd_rules_compiled_in_play_their_family),
        cmocka_unit_test(orthogonal_rules_only_in_their_generator),
        cmocka_unit_test(turkish_board_only_in_its_generator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
