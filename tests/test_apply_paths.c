/* SPDX-License-Identifier: MIT */
/*
 * checkers_game_apply plays a record taken from the list without matching it
 * against the list again (checkers__find_route). That shortcut must give what
 * the full matching (checkers__resolve) gives: here both run on every listed
 * move, and on its route cut short, at every ply of random games in every
 * variant, and the moves and refusals are compared field by field.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/core.h"
#include "rules/rules.h"
#include "game/game_internal.h"

#define GAMES 24
#define PLIES 150

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

static void assert_same_internal(const checkers__move *a, const checkers__move *b)
{
    assert_int_equal(a->from, b->from);
    assert_int_equal(a->to, b->to);
    assert_int_equal(a->flags, b->flags);
    assert_int_equal(a->ncap, b->ncap);
    assert_int_equal(a->nsteps, b->nsteps);
    assert_true(checkers__set_equal(&a->captured, &b->captured));
    assert_memory_equal(a->path, b->path, a->nsteps);
    assert_memory_equal(a->caps, b->caps, a->ncap);
}

/* The shortcut, where it answers, agrees with the full matching of the same squares. */
static void compare(const checkers_game *g, const checkers_move *rec, int steps)
{
    const checkers__variant *v = g->v;
    checkers__proposal prop;
    uint8_t at[CHECKERS_MAX_CAPTURES + 1];
    memset(&prop, 0, sizeof prop);
    prop.sq[prop.nsq++] = rec->from;
    at[0] = (uint8_t)checkers__square_to_bit(v, rec->from);
    for (int i = 0; i < steps; i++) {
        prop.sq[prop.nsq++] = rec->path[i];
        at[i + 1] = (uint8_t)checkers__square_to_bit(v, rec->path[i]);
    }
    checkers__move fast, full;
    checkers_refusal why;
    int found = checkers__find_route(v, &g->pos, at, prop.nsq, &fast);
    assert_true(found >= 0);
    int32_t rc = checkers__resolve(v, &g->pos, &prop, 0, &full, &why);
    if (found == 1) {
        assert_int_equal(rc, 0);
        assert_same_internal(&fast, &full);
    }
    if (steps == rec->steps)
        assert_int_equal(found, 1); /* a listed route is always found */
}

/* The plain-move shortcut answers for exactly the listed moves that capture nothing. */
static void compare_plain(const checkers_game *g, const checkers_move *moves, int32_t n)
{
    const checkers__variant *v = g->v;
    int squares = checkers__squares(v);
    for (int from = 1; from <= squares; from++)
        for (int to = 1; to <= squares; to++) {
            checkers__move fast;
            int listed = -1;
            for (int32_t i = 0; i < n; i++)
                if (moves[i].from == from && moves[i].to == to && moves[i].captures == 0)
                    listed = i;
            int found = checkers__plain_move(v, &g->pos, checkers__square_to_bit(v, from),
                                             checkers__square_to_bit(v, to), &fast);
            assert_int_equal(found, listed >= 0);
            if (!found)
                continue;
            checkers__proposal prop;
            checkers__move full;
            checkers_refusal why;
            memset(&prop, 0, sizeof prop);
            prop.nsq = 2;
            prop.sq[0] = (uint8_t)from;
            prop.sq[1] = (uint8_t)to;
            assert_int_equal(checkers__resolve(v, &g->pos, &prop, 0, &full, &why), 0);
            assert_same_internal(&fast, &full);
        }
}

static void play(const char *variant, uint32_t seed)
{
    static checkers_move moves[CHECKERS_MAX_MOVES];
    for (int game = 0; game < GAMES; game++) {
        checkers_game *g = NULL;
        assert_int_equal(checkers_game_new(&g, variant, NULL), 0);
        for (int ply = 0; ply < PLIES; ply++) {
            int32_t n = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
            assert_true(n >= 0);
            if (n == 0 || checkers_game_status(g, NULL) != CHECKERS_ONGOING)
                break;
            for (int32_t i = 0; i < n; i++)
                for (int steps = 1; steps <= moves[i].steps; steps++)
                    compare(g, &moves[i], steps);
            compare_plain(g, moves, n);
            /* Through the API: the refusal record says which move was played. */
            const checkers_move *pick = &moves[next_random(&seed) % (uint32_t)n];
            checkers_refusal before, after;
            assert_int_equal(checkers_game_check_move(g, pick, &before), 0);
            assert_int_equal(checkers_game_apply(g, pick, &after), 0);
            assert_memory_equal(&before, &after, sizeof before);
        }
        checkers_game_free(g);
    }
}

static void every_variant(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers__variant_total; i++)
        play(checkers__variants[i].name, 7u + (uint32_t)i);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
