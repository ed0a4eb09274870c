/* SPDX-License-Identifier: MIT */
/*
 * Where the generator has a twin compiled for processors with a popcount
 * instruction (bits.h), the library uses the twin on such processors, so the
 * other tests run only one of the two. Here both run on the same positions
 * (random games in every variant) and must agree on every entry point.
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

#if CHECKERS__POPCNT_TWIN

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

static void same_answers(const checkers__gen_ops *a, const checkers__gen_ops *b,
                         const checkers__variant *v, const checkers__pos *p)
{
    static checkers_move la[CHECKERS_MAX_MOVES], lb[CHECKERS_MAX_MOVES];
    static uint8_t scratch[8 * CHECKERS_MAX_MOVES * 64];
    const uint8_t *sq = checkers__square_table(v);
    int n = a->export_list(v, p, sq, la, CHECKERS_MAX_MOVES);
    assert_int_equal(n, b->export_list(v, p, sq, lb, CHECKERS_MAX_MOVES));
    assert_int_equal(a->count(v, p), b->count(v, p));
    if (n > 0)
        assert_memory_equal(la, lb, (size_t)n * sizeof la[0]);
    assert_int_equal(a->move_size(), b->move_size());
    assert_true(4 * CHECKERS_MAX_MOVES * a->move_size() <= sizeof scratch);
    uint64_t ka = 0, kb = 0;
    assert_int_equal(a->perft(v, p, 3, &ka, scratch), 0);
    assert_int_equal(b->perft(v, p, 3, &kb, scratch), 0);
    assert_true(ka == kb);
}

static void twins_agree(void **state)
{
    (void)state;
    if (!__builtin_cpu_supports("popcnt"))
        skip();
    static checkers_move moves[CHECKERS_MAX_MOVES];
    uint32_t seed = 11;
    for (int32_t i = 0; i < checkers__variant_total; i++) {
        const checkers__variant *v = &checkers__variants[i];
        const checkers__gen_ops *plain = checkers__generators[v->gen][0],
                                *twin = checkers__generators[v->gen][1];
        if (plain == twin)
            continue; /* a generator without a twin (Turkish, Frisian, 12x12) */
        for (int game = 0; game < 4; game++) {
            checkers_game *g = NULL;
            assert_int_equal(checkers_game_new(&g, v->name, NULL), 0);
            for (int ply = 0; ply < 120; ply++) {
                same_answers(plain, twin, v, &g->pos);
                int32_t n = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
                if (n <= 0 || checkers_game_status(g, NULL) != CHECKERS_ONGOING)
                    break;
                assert_int_equal(checkers_game_apply(g, &moves[next_random(&seed) % (uint32_t)n],
                                                     NULL),
                                 0);
            }
            checkers_game_free(g);
        }
    }
}

#else

static void twins_agree(void **state)
{
    (void)state;
    skip(); /* no twins in this build */
}

#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(twins_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
