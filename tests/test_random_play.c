/* SPDX-License-Identifier: MIT */
/*
 * Random play in every variant, checking the invariants that tie the API
 * together at every ply:
 *   - the FEN read back gives the same position (FEN, hash, moves);
 *   - every listed move, written as text and read back, is the same move,
 *     and is accepted by checkers_game_check_move as a record;
 *   - apply then undo restores the position and its hash;
 *   - undoing the whole game returns to the start.
 * English is played a second time with the huffing rule on, huffing at random
 * when a piece may be huffed (the huff goes back with the undo of the move).
 * Seeds are fixed, so a failure replays exactly.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

#define GAMES 20
#define PLIES 120

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

static void assert_same_move(const checkers_move *a, const checkers_move *b)
{
    assert_int_equal(a->from, b->from);
    assert_int_equal(a->to, b->to);
    assert_int_equal(a->captures, b->captures);
    assert_int_equal(a->flags, b->flags);
    /* The captured set is what names a move; routes may differ. */
    for (int i = 0; i < a->captures; i++) {
        int found = 0;
        for (int j = 0; j < b->captures; j++)
            found |= a->captured[i] == b->captured[j];
        assert_true(found);
    }
}

static void check_fen_round_trip(const checkers_game *game, const char *variant, int32_t count)
{
    char fen[CHECKERS_FEN_MAX], again[CHECKERS_FEN_MAX];
    checkers_game *copy = NULL;
    assert_true(checkers_game_fen(game, fen, sizeof fen) > 0);
    assert_int_equal(checkers_game_new_from_fen(&copy, variant, fen, NULL), 0);
    if (checkers_game_huffing(game) == 1)
        assert_int_equal(checkers_game_set_huffing(copy, 1), 0);
    assert_true(checkers_game_fen(copy, again, sizeof again) > 0);
    assert_string_equal(fen, again);
    assert_true(checkers_game_hash(copy) == checkers_game_hash(game));
    assert_int_equal(checkers_game_moves(copy, NULL, 0), count);
    checkers_game_free(copy);
}

static void check_moves(checkers_game *game, const checkers_move *moves, int32_t count)
{
    char fen[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    uint64_t hash = checkers_game_hash(game);
    assert_true(checkers_game_fen(game, fen, sizeof fen) > 0);
    for (int32_t i = 0; i < count; i++) {
        char text[CHECKERS_MOVE_TEXT_MAX];
        checkers_move parsed;
        checkers_refusal why;
        for (uint32_t flags = 0; flags <= CHECKERS_TEXT_FULL_ROUTE; flags++) {
            assert_true(checkers_game_move_text(game, &moves[i], flags, text, sizeof text) > 0);
            assert_int_equal(checkers_game_parse_move(game, text, &parsed, &why), 0);
            assert_same_move(&moves[i], &parsed);
        }
        assert_int_equal(checkers_game_check_move(game, &moves[i], &why), 0);
        assert_same_move(&moves[i], &why.move);
        assert_int_equal(checkers_game_apply(game, &moves[i], NULL), 0);
        assert_int_equal(checkers_game_undo(game), 0);
        assert_true(checkers_game_hash(game) == hash);
        assert_true(checkers_game_fen(game, after, sizeof after) > 0);
        assert_string_equal(fen, after);
    }
}

static void play_variant(const char *variant, uint32_t seed, int huffing)
{
    static checkers_move moves[CHECKERS_MAX_MOVES];
    char start[CHECKERS_FEN_MAX], end[CHECKERS_FEN_MAX];
    checkers_draw_rules none;
    int huffs = 0;
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none), 0);
    for (int g = 0; g < GAMES; g++) {
        checkers_game *game = NULL;
        assert_int_equal(checkers_game_new(&game, variant, NULL), 0);
        assert_int_equal(checkers_game_set_draw_rules(game, &none), 0);
        if (huffing)
            assert_int_equal(checkers_game_set_huffing(game, 1), 0);
        assert_true(checkers_game_fen(game, start, sizeof start) > 0);
        int plies = 0;
        for (; plies < PLIES; plies++) {
            int32_t count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
            assert_true(count >= 0 && count <= CHECKERS_MAX_MOVES);
            check_fen_round_trip(game, variant, count);
            if (count == 0) {
                assert_int_not_equal(checkers_game_status(game, NULL), CHECKERS_ONGOING);
                break;
            }
            if (checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break; /* breakthrough: a crowning ends the game */
            check_moves(game, moves, count);
            uint8_t huffable[32];
            int32_t n = huffing ? checkers_game_huffable(game, huffable, sizeof huffable) : 0;
            assert_true(n >= 0);
            if (n > 0 && next_random(&seed) % 2) {
                assert_int_equal(checkers_game_huff(game, huffable[next_random(&seed) % n], NULL),
                                 0);
                huffs++;
                count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
                check_fen_round_trip(game, variant, count);
                if (count == 0)
                    break;
            }
            uint32_t pick = next_random(&seed) % (uint32_t)count;
            assert_int_equal(checkers_game_apply(game, &moves[pick], NULL), 0);
        }
        assert_int_equal(checkers_game_ply_count(game), plies);
        while (checkers_game_undo(game) == 0)
            ;
        assert_true(checkers_game_fen(game, end, sizeof end) > 0);
        assert_string_equal(start, end);
        checkers_game_free(game);
    }
    assert_true(!huffing || huffs > 0);
}

static void test_random_play_keeps_every_invariant_in_every_variant(void **state)
{
    (void)state;
    for (int32_t v = 0; v < checkers_variant_count(); v++)
        play_variant(checkers_variant_name(v), 12345u + (uint32_t)v, 0);
    play_variant("english", 54321u, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_play_keeps_every_invariant_in_every_variant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
