/* SPDX-License-Identifier: MIT */
/*
 * The history keeps a move in 32 bytes and a long route apart (the route
 * pool): a capture too long for its record must come back whole from the
 * history, PDN, a clone and undo, in any order of moves and undos.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* White's king takes nine men in one move. */
#define LONG_FEN "W:WK11,46:B6,7,8,9,10,17,19,27,32,34,37,43,44"

static void assert_same_record(const checkers_move *a, const checkers_move *b)
{
    assert_memory_equal(a, b, sizeof *a);
}

static void long_capture(void **state)
{
    (void)state;
    checkers_game *g = NULL, *copy = NULL;
    checkers_move moves[CHECKERS_MAX_MOVES], played, again;
    char fen[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    assert_int_equal(sizeof(checkers__ply_record), 32);
    assert_int_equal(checkers_game_new_from_fen(&g, "international", LONG_FEN, NULL), 0);
    uint64_t start_hash = checkers_game_hash(g);
    assert_true(checkers_game_fen(g, fen, sizeof fen) > 0);
    assert_int_equal(checkers_game_moves(g, moves, CHECKERS_MAX_MOVES), 1);
    assert_int_equal(moves[0].captures, 9);
    played = moves[0];
    /* Twice over, with an undo between: the pool shrinks and grows again. */
    for (int round = 0; round < 2; round++) {
        assert_int_equal(checkers_game_apply(g, &played, NULL), 0);
        assert_int_equal(checkers_game_history(g, 0, &again), 0);
        assert_same_record(&played, &again);
        int32_t n = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
        assert_true(n > 0);
        assert_int_equal(checkers_game_apply(g, &moves[0], NULL), 0);
        assert_int_equal(checkers_game_clone(&copy, g), 0);
        assert_int_equal(checkers_game_history(copy, 0, &again), 0);
        assert_same_record(&played, &again);
        char pdn[4096], pdn_copy[4096];
        assert_true(checkers_pdn_write(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, pdn, sizeof pdn) >
                    0);
        assert_true(checkers_pdn_write(copy, NULL, NULL, 0, NULL, CHECKERS_ONGOING, pdn_copy,
                                       sizeof pdn_copy) > 0);
        assert_string_equal(pdn, pdn_copy);
        assert_non_null(strstr(pdn, "11x"));
        checkers_game_free(copy);
        assert_int_equal(checkers_game_undo(g), 0);
        assert_int_equal(checkers_game_undo(g), 0);
        assert_true(checkers_game_fen(g, after, sizeof after) > 0);
        assert_string_equal(fen, after);
        assert_true(checkers_game_hash(g) == start_hash);
    }
    checkers_game_free(g);
}

/* Undo restores every piece, king or man, that a capture took. */
static void undo_restores_kings(void **state)
{
    (void)state;
    checkers_game *g = NULL;
    char fen[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    const char *start = "W:WK11,46:B6,7,K8,9,K10,17,K19,27,32,K34,37,43,44";
    assert_int_equal(checkers_game_new_from_fen(&g, "international", start, NULL), 0);
    assert_true(checkers_game_fen(g, fen, sizeof fen) > 0);
    checkers_move m;
    assert_true(checkers_game_moves(g, &m, 1) > 0);
    assert_true(m.captures >= 7);
    assert_int_equal(checkers_game_apply(g, &m, NULL), 0);
    assert_int_equal(checkers_game_undo(g), 0);
    assert_true(checkers_game_fen(g, after, sizeof after) > 0);
    assert_string_equal(fen, after);
    checkers_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(long_capture),
        cmocka_unit_test(undo_restores_kings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
