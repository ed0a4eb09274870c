/* SPDX-License-Identifier: MIT */
/*
 * Perft counts the last ply, and makes most moves straight from bitboards,
 * without the move list the rest of the library uses; the capture search that
 * counts is not the one that lists. Here perft must equal a perft built from
 * the listed moves alone (list, make, recurse, and at the last ply the length
 * of the list), and the move count must equal the list's length, on the
 * positions of random games in every variant.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/core.h"
#include "rules/rules.h"
#include "game/game_internal.h"

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

typedef struct {
    checkers__move *moves;
} collect_ctx;

static void collect(void *ctx, int index, const checkers__move *m)
{
    ((collect_ctx *)ctx)->moves[index] = *m;
}

/* The moves of p as the list has them. */
static int listed(const checkers__variant *v, const checkers__pos *p, checkers__move *out)
{
    collect_ctx c = {out};
    int n = checkers__each_move(v, p, CHECKERS_MAX_MOVES, collect, &c);
    assert_true(n >= 0 && n <= CHECKERS_MAX_MOVES);
    return n;
}

static uint64_t listed_perft(const checkers__variant *v, const checkers__pos *p, int depth)
{
    checkers__move *moves = malloc(CHECKERS_MAX_MOVES * sizeof *moves);
    assert_non_null(moves);
    int n = listed(v, p, moves);
    uint64_t total = 0;
    if (depth == 1)
        total = (uint64_t)n;
    else
        for (int i = 0; i < n; i++) {
            checkers__pos q = *p;
            checkers__make(&q, &moves[i]);
            total += listed_perft(v, &q, depth - 1);
        }
    free(moves);
    return total;
}

static void perft_equals_listing(void **state)
{
    (void)state;
    static checkers_move moves[CHECKERS_MAX_MOVES];
    static checkers__move scratch_list[CHECKERS_MAX_MOVES];
    uint32_t seed = 7;
    int tested = 0;
    const int depth = 3;
    for (int32_t i = 0; i < checkers__variant_total; i++) {
        const checkers__variant *v = &checkers__variants[i];
        void *scratch = malloc(checkers__perft_scratch_size(v, depth));
        assert_non_null(scratch);
        for (int game = 0; game < 3; game++) {
            checkers_game *g = NULL;
            assert_int_equal(checkers_game_new(&g, v->name, NULL), 0);
            for (int ply = 0; ply < 100; ply++) {
                int n = listed(v, &g->pos, scratch_list);
                assert_int_equal(checkers__count_moves(v, &g->pos), n);
                /* Every position at depth 1 and 2; every fourth at depth 3 (the time). */
                for (int d = 1; d <= (ply % 4 == 0 ? depth : 2); d++) {
                    uint64_t leaves = 0;
                    assert_int_equal(checkers__perft(v, &g->pos, d, &leaves, scratch), 0);
                    assert_true(leaves == listed_perft(v, &g->pos, d));
                }
                tested++;
                int32_t m = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
                if (m <= 0 || checkers_game_status(g, NULL) != CHECKERS_ONGOING)
                    break;
                assert_int_equal(checkers_game_apply(g, &moves[next_random(&seed) % (uint32_t)m],
                                                     NULL),
                                 0);
            }
            checkers_game_free(g);
        }
        free(scratch);
    }
    assert_true(tested > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perft_equals_listing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
