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
#include "internal.h"

/*
 * Whether the generator o could play the row v: two masked compares over the
 * 16 bytes of the row its fits entry reads (checkers__gen_fit, internal.h),
 * and the processor has what it asks.
 */
_Static_assert(offsetof(checkers__variant, all_squares) - offsetof(checkers__variant, rows) == 15,
               "a fit reads the 16 bytes from rows to all_squares");
static int gen_fits(const checkers__gen_ops *o, const checkers__variant *v)
{
    uint64_t row[2], want[2], mask[2];
    memcpy(row, &v->rows, 16);
    memcpy(want, &o->fits.want.rows, 16);
    memcpy(mask, &o->fits.mask.rows, 16);
#if CHECKERS__POPCNT_TWIN
    int popcnt = __builtin_cpu_supports("popcnt") != 0;
#else
    int popcnt = 0;
#endif
    return (row[0] & mask[0]) == want[0] && (row[1] & mask[1]) == want[1] &&
           o->fits.popcnt <= popcnt;
}

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

static int fitting(const checkers__variant *v)
{
    int n = 0;
    for (size_t i = 0; i < NPLAIN; i++)
        n += gen_fits(plain[i], v) != 0;
    return n;
}

static void every_row_has_a_generator(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers__variant_total; i++)
        assert_true(fitting(&checkers__variants[i]) >= 1);
    assert_true(fitting(&checkers__english_huffing) >= 1);
}

/* Each row, English with huffing and Turkish's crowning rows included. */
static void each_row(void (*check)(const checkers__variant *v))
{
    for (int32_t i = 0; i < checkers__variant_total; i++)
        check(&checkers__variants[i]);
    check(&checkers__english_huffing);
    check(&checkers__turkish_crowning[0]);
    check(&checkers__turkish_crowning[1]);
}

static const checkers__gen_ops *first_fitting(const checkers__gen_ops *const *list, size_t n,
                                              const checkers__variant *v)
{
    for (size_t i = 0; i < n; i++)
        if (gen_fits(list[i], v))
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

static void english_rules_compiled_in_play_english_only(void **state)
{
    (void)state;
    assert_true(gen_fits(&checkers__ops8e, row("english")));
    assert_false(gen_fits(&checkers__ops8e, &checkers__english_huffing));
    assert_true(gen_fits(&checkers__ops8h, &checkers__english_huffing));
    assert_false(gen_fits(&checkers__ops8h, row("english")));
    assert_false(gen_fits(&checkers__ops8,
                          &checkers__english_huffing)); /* huffing is compiled in only there */
    for (int32_t i = 0; i < checkers__variant_total; i++) {
        const checkers__variant *v = &checkers__variants[i];
        if (strcmp(v->name, "english") != 0)
            assert_false(gen_fits(&checkers__ops8e, v) || gen_fits(&checkers__ops8h, v));
    }
}

static void fmjd_rules_compiled_in_play_their_family(void **state)
{
    (void)state;
    assert_true(gen_fits(&checkers__ops10f, row("international")));
    assert_true(gen_fits(&checkers__ops10f, row("antidraughts")));
    assert_true(gen_fits(&checkers__ops10f, row("breakthrough")));
    assert_false(gen_fits(&checkers__ops10f, row("frisian")));
    assert_false(gen_fits(&checkers__ops10f, row("brazilian"))); /* the same rules on 8x8 */
}

static void orthogonal_rules_only_in_their_generator(void **state)
{
    (void)state;
    const char *names[] = {"frisian", "frysk"};
    for (size_t i = 0; i < 2; i++) {
        const checkers__variant *v = row(names[i]);
        assert_true(gen_fits(&checkers__ops10x, v));
        assert_int_equal(fitting(v), 1);
    }
}

static void turkish_board_only_in_its_generator(void **state)
{
    (void)state;
    assert_true(gen_fits(&checkers__ops8t, row("turkish")));
    assert_int_equal(fitting(row("turkish")), 1);
    assert_true(gen_fits(&checkers__ops12, row("canadian")));
    assert_int_equal(fitting(row("canadian")), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_row_has_a_generator),
        cmocka_unit_test(every_row_names_the_first_generator_that_fits),
        cmocka_unit_test(english_rules_compiled_in_play_english_only),
        cmocka_unit_test(fmjd_rules_compiled_in_play_their_family),
        cmocka_unit_test(orthogonal_rules_only_in_their_generator),
        cmocka_unit_test(turkish_board_only_in_its_generator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
