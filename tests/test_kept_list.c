/* SPDX-License-Identifier: MIT */
/*
 * A game keeps its position's list of moves between the calls that play a move
 * (checkers_game_apply) and those that read it (status, moves, the next apply). Random
 * games in every variant, each position checked against a game made from its FEN, which
 * keeps nothing: the same list, the same number of moves, the same refusal of a move that
 * is not in the list; and after an undo, a move played as text and a clone, the same again.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <pthread.h>

#include "checkers.h"

static checkers_move mine[CHECKERS_MAX_MOVES], fresh[CHECKERS_MAX_MOVES];

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ull;
}

/* The game's list, its count and a refusal, as a game read from its FEN gives them. */
static void same_as_fresh(const checkers_game *g)
{
    char fen[CHECKERS_FEN_MAX];
    checkers_game *f = NULL;
    assert_true(checkers_game_fen(g, fen, sizeof fen) < (int32_t)sizeof fen);
    assert_int_equal(checkers_game_new_from_fen(&f, checkers_game_variant(g), fen, NULL), 0);
    int32_t n = checkers_game_moves(g, mine, CHECKERS_MAX_MOVES);
    assert_int_equal(n, checkers_game_moves(f, fresh, CHECKERS_MAX_MOVES));
    assert_true(n >= 0);
    assert_memory_equal(mine, fresh, (size_t)n * sizeof mine[0]);
    /* A shorter window gives the same first moves and the same total. */
    if (n > 1) {
        assert_int_equal(checkers_game_moves(g, mine, 1), n);
        assert_memory_equal(mine, fresh, sizeof mine[0]);
    }
    int32_t why_g = 0, why_f = 0;
    int32_t st_g = checkers_game_status(g, &why_g), st_f = checkers_game_status(f, &why_f);
    /* Draw rules read the history, which the FEN game lacks: only a win is the board's. */
    if (st_f != CHECKERS_ONGOING && st_f != CHECKERS_DRAW) {
        assert_int_equal(st_g, st_f);
        assert_int_equal(why_g, why_f);
    }
    if (n == 0)
        assert_true(st_g != CHECKERS_ONGOING);
    /* A move from a square to itself is no move: refused alike (the kept list has no say). */
    if (n > 0 && st_g == CHECKERS_ONGOING) {
        checkers_move bad = fresh[0];
        bad.path[0] = bad.from;
        bad.to = bad.from;
        checkers_refusal rg, rf;
        assert_int_equal(checkers_game_check_move(g, &bad, &rg),
                         checkers_game_check_move(f, &bad, &rf));
        assert_int_equal(rg.code, rf.code);
    }
    checkers_game_free(f);
}

static void play_variant(const char *variant, uint64_t seed, int games)
{
    uint64_t state = seed;
    for (int game = 0; game < games; game++) {
        checkers_game *g = NULL;
        assert_int_equal(checkers_game_new(&g, variant, NULL), 0);
        for (int ply = 0; ply < 400 && checkers_game_status(g, NULL) == CHECKERS_ONGOING; ply++) {
            same_as_fresh(g);
            int32_t n = checkers_game_moves(g, mine, CHECKERS_MAX_MOVES);
            assert_true(n > 0);
            checkers_move pick = mine[next_random(&state) % (uint64_t)n];
            uint64_t r = next_random(&state) % 16;
            if (r == 0) { /* a move played and taken back: the list is the one before it */
                assert_int_equal(checkers_game_apply(g, &pick, NULL), 0);
                assert_int_equal(checkers_game_undo(g), 0);
                same_as_fresh(g);
            }
            if (r == 1) { /* played as text: the next list comes from the generator again */
                char text[CHECKERS_MOVE_TEXT_MAX];
                assert_true(checkers_game_move_text(g, &pick, 0, text, sizeof text) > 0);
                assert_int_equal(checkers_game_apply_text(g, text, NULL), 0);
                continue;
            }
            checkers_refusal why;
            assert_int_equal(checkers_game_apply(g, &pick, &why), 0);
            assert_int_equal(why.code, 0);
            assert_int_equal(why.move.from, pick.from);
            assert_int_equal(why.move.to, pick.to);
            if (r == 2) { /* a clone keeps what its game keeps */
                checkers_game *c = NULL;
                assert_int_equal(checkers_game_clone(&c, g), 0);
                same_as_fresh(c);
                checkers_game_free(c);
            }
        }
        checkers_game_free(g);
    }
}

static void test_every_variant_lists_as_from_its_fen(void **state)
{
    (void)state;
    for (int32_t i = 0; i < checkers_variant_count(); i++)
        play_variant(checkers_variant_name(i), 0x1234567u + (uint64_t)i, 20);
}

/* Const calls read the kept list from several threads at once (run under ThreadSanitizer). */
static void *read_kept(void *arg)
{
    const checkers_game *g = arg;
    static _Thread_local checkers_move list[CHECKERS_MAX_MOVES];
    intptr_t ok = 1;
    for (int i = 0; i < 200; i++)
        ok &= checkers_game_status(g, NULL) == CHECKERS_ONGOING &&
              checkers_game_moves(g, list, CHECKERS_MAX_MOVES) == 7;
    return (void *)ok;
}

static void test_threads_read_the_kept_list(void **state)
{
    (void)state;
    checkers_game *g = NULL;
    checkers_move first;
    assert_int_equal(checkers_game_new(&g, "english", NULL), 0);
    assert_true(checkers_game_moves(g, &first, 1) > 0);
    assert_int_equal(checkers_game_apply(g, &first, NULL), 0); /* 9-13: White has 7 moves */
    pthread_t t[4];
    for (int i = 0; i < 4; i++)
        assert_int_equal(pthread_create(&t[i], NULL, read_kept, g), 0);
    for (int i = 0; i < 4; i++) {
        void *ok = NULL;
        assert_int_equal(pthread_join(t[i], &ok), 0);
        assert_true(ok == (void *)1);
    }
    checkers_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_variant_lists_as_from_its_fen),
        cmocka_unit_test(test_threads_read_the_kept_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
