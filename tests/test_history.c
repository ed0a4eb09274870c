/* SPDX-License-Identifier: MIT */
/*
 * The history keeps a move in 32 bytes and a long route apart (the route
 * pool): a capture too long for its record must come back whole from the
 * history, PDN, a clone and undo, in any order of moves and undos. Each ply
 * also keeps the draw counts after it, which undo puts back: they must be
 * those a count from the history gives, whatever the order of moves, undos,
 * huffs and changes of the draw rules.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/core.h"
#include "notation/notation.h"
#include "game/game_internal.h"

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

/* xorshift64*: the same sequence everywhere. */
static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ull;
}

static int resets_quiet(const checkers_game *g, const checkers__ply_record *r)
{
    return r->ncap || checkers__ply_huffed(g, r) || !(r->flags & CHECKERS_MOVE_KING);
}

static int resets_settled(const checkers_game *g, const checkers__ply_record *r)
{
    return r->ncap || checkers__ply_huffed(g, r) || (r->flags & CHECKERS_MOVE_PROMOTES);
}

static int config_after(const checkers_game *g, int32_t ply)
{
    return ply == 0 ? g->start_config : g->plies[ply - 1].config;
}

static uint64_t hash_after(const checkers_game *g, int32_t ply)
{
    return ply == 0 ? g->start_hash : g->plies[ply - 1].hash;
}

/* The game's draw counts against a count over the whole history. */
static void assert_counts_from_the_history(const checkers_game *g)
{
    int32_t n = g->nply, k;
    for (k = n; k > 0 && !resets_quiet(g, &g->plies[k - 1]); k--)
        ;
    int32_t quiet = n - k;
    for (k = n; k > 0 && !resets_settled(g, &g->plies[k - 1]); k--)
        ;
    int32_t settled = n - k;
    for (k = n; k > 0 && config_after(g, k - 1) == config_after(g, n); k--)
        ;
    int32_t run = n - k + 1, reps = 0;
    if (g->draws.repetitions)
        for (int32_t d = 0; d <= quiet; d += 2)
            reps += hash_after(g, n - d) == hash_after(g, n);
    assert_int_equal(g->quiet, quiet);
    assert_int_equal(g->settled, settled < CHECKERS__SETTLED_MAX ? settled : CHECKERS__SETTLED_MAX);
    assert_int_equal(g->run, run < CHECKERS__SETTLED_MAX ? run : CHECKERS__SETTLED_MAX);
    assert_int_equal(g->reps, reps);
}

/*
 * Random moves, undos, huffs and draw rules turned on and off (claimed, so that play goes on
 * past a draw): after each, the counts are those of the history.
 */
static void draw_counts_are_those_of_the_history(void **state)
{
    (void)state;
    static const struct {
        const char *variant, *fen;
    } games[] = {
        {"english", NULL},
        {"english", "W:WK29,K30,22:BK1,K4,9"},
        {"russian", "W:WK27,K29,22:BK1,K4,9"},
        {"frisian", NULL},
        {"international", "W:WK46,K47,33:BK1,K5,18"},
    };
    static const checkers_draw_rules claimed = {3, 40, 1, 1, {0, 0, 0, 0}};
    static const checkers_draw_rules none = {0, 0, 0, 0, {0, 0, 0, 0}};
    uint64_t seed = 25;
    checkers_move moves[CHECKERS_MAX_MOVES];
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        checkers_game *g = NULL;
        if (games[i].fen)
            assert_int_equal(checkers_game_new_from_fen(&g, games[i].variant, games[i].fen, NULL),
                             0);
        else
            assert_int_equal(checkers_game_new(&g, games[i].variant, NULL), 0);
        if (i == 0)
            assert_int_equal(checkers_game_set_huffing(g, 1), 0);
        assert_int_equal(checkers_game_set_draw_rules(g, &claimed), 0);
        for (int op = 0; op < 3000; op++) {
            uint64_t r = next_random(&seed) % 100;
            uint8_t huffable[32];
            if (r < 3) {
                assert_int_equal(checkers_game_set_draw_rules(g, r < 2 ? &none : &claimed), 0);
            } else if (r < 25) {
                int32_t rc = checkers_game_undo(g);
                assert_true(rc == 0 || rc == CHECKERS_E_NOTHING_TO_UNDO);
            } else if (r < 30 && checkers_game_huffable(g, huffable, sizeof huffable) > 0) {
                assert_int_equal(checkers_game_huff(g, huffable[0], NULL), 0);
            } else {
                int32_t count = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
                assert_true(count >= 0);
                if (count == 0 || checkers_game_status(g, NULL) != CHECKERS_ONGOING) {
                    assert_int_equal(checkers_game_undo(g), 0);
                } else {
                    /* Mostly king moves: the long runs the counts are about. */
                    int32_t pick = (int32_t)(next_random(&seed) % (uint64_t)count);
                    for (int32_t k = 0; k < count && next_random(&seed) % 4; k++)
                        if (moves[(pick + k) % count].flags & CHECKERS_MOVE_KING) {
                            pick = (pick + k) % count;
                            break;
                        }
                    assert_int_equal(checkers_game_apply(g, &moves[pick], NULL), 0);
                }
            }
            assert_counts_from_the_history(g);
        }
        checkers_game_free(g);
    }
}

/*
 * The text of an old move is written for the position it was played in, which the game
 * unmakes from a position it keeps every 64 plies: 19x3 is ambiguous there (19x10x3, 19x12x3)
 * and is written in full, 150 plies and a clone, an undo and a replay later.
 */
static void old_texts_are_written_for_their_position(void **state)
{
    (void)state;
    static const char *const opening[] = {"19x12x3", "7-10",  "3-8",   "15-19", "8-12",  "32-27",
                                          "29-25",   "27-31", "12-16", "19-23", "16-12", "31-26",
                                          "25-30",   "23-27", "30x32", "10-14", "32-28", "14-17",
                                          "12-16",   "17-21", "16-12", "21-25", "12-16", "25-29"};
    static const char *const shuffle[] = {"28-32", "29-25", "16-12", "25-29",
                                          "32-28", "29-25", "12-16", "25-29"};
    enum { OPENING = sizeof opening / sizeof opening[0], PLIES = OPENING + 16 * 8 };
    static const checkers_draw_rules none = {0, 0, 0, 0, {0, 0, 0, 0}};
    static char played[PLIES][CHECKERS_MOVE_TEXT_MAX], fens[PLIES][CHECKERS_FEN_MAX];
    char text[CHECKERS_MOVE_TEXT_MAX], fen[CHECKERS_FEN_MAX];
    checkers_game *g = NULL, *copy = NULL;
    assert_int_equal(checkers_game_new_from_fen(&g, "english", "W:W19,K29:B7,8,15,16,K32", NULL),
                     0);
    assert_int_equal(checkers_game_set_draw_rules(g, &none), 0);
    for (int round = 0; round < 2; round++) {
        for (int32_t i = checkers_game_ply_count(g); i < PLIES; i++) {
            const char *move = i < OPENING ? opening[i] : shuffle[(i - OPENING) % 8];
            checkers_move m;
            assert_int_equal(checkers_game_parse_move(g, move, &m, NULL), 0);
            assert_true(checkers_game_move_text(g, &m, 0, played[i], sizeof played[i]) > 0);
            assert_true(checkers_game_fen(g, fens[i], sizeof fens[i]) > 0);
            assert_int_equal(checkers_game_apply(g, &m, NULL), 0);
        }
        assert_string_equal(played[0], "19x12x3");
        assert_int_equal(checkers_game_clone(&copy, g), 0);
        for (int32_t i = 0; i < PLIES; i++) {
            assert_true(checkers_game_history_text(g, i, 0, text, sizeof text) > 0);
            assert_string_equal(text, played[i]);
            assert_true(checkers_game_history_text(copy, i, 0, text, sizeof text) > 0);
            assert_string_equal(text, played[i]);
            checkers__pos before;
            checkers__position_before(copy, i, &before);
            assert_true(checkers__fen_write(copy->v, &before, 0, fen, sizeof fen) > 0);
            assert_string_equal(fen, fens[i]);
        }
        checkers_game_free(copy);
        for (int k = 0; k < 100; k++) /* back past two kept positions, then played again */
            assert_int_equal(checkers_game_undo(g), 0);
    }
    checkers_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(long_capture),
        cmocka_unit_test(undo_restores_kings),
        cmocka_unit_test(draw_counts_are_those_of_the_history),
        cmocka_unit_test(old_texts_are_written_for_their_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
