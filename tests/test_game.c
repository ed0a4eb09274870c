/* SPDX-License-Identifier: MIT */
/*
 * test_game.c - the game object: apply and undo, history, clones, the
 * allocator, the Zobrist hash, results, the draw rules, and perft
 * (English draughts).
 *
 * Two king manoeuvres are used for the draw rules:
 *
 *   Shuffle ("B:WK32:BK1"): 1-5 32-28 5-1 28-32, and again. The start
 *   position comes back every 4 plies: its 2nd occurrence is at ply 4, the
 *   3rd at ply 8, the 5th at ply 16.
 *
 *   Cycles ("B:WK19:BK1"): Black's king goes round 1-6-10-14-9-5-1 (6 moves),
 *   White's round 19-24-28-32-27-31-26-23-19 (8 moves), far apart. A position
 *   comes back only every lcm(6,8) = 24 moves each, so in 40 moves each no
 *   position occurs more than twice: only the move limit can end the game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define START_FEN "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
#define MAX_LISTED 128

/* ------------------------------------------------------------ helpers */

static void set_rules(checkers_game *game, int32_t repetitions, int32_t move_limit, int32_t claim)
{
    checkers_draw_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.repetitions = repetitions;
    rules.move_limit = move_limit;
    rules.claim = claim;
    assert_int_equal(checkers_game_set_draw_rules(game, &rules), CHECKERS_OK);
}

static void set_preset(checkers_game *game, int32_t preset)
{
    checkers_draw_rules rules;
    assert_int_equal(checkers_draw_rules_preset(preset, &rules), CHECKERS_OK);
    assert_int_equal(checkers_game_set_draw_rules(game, &rules), CHECKERS_OK);
}

/* The shuffle: ply n (1-based) of 1-5 32-28 5-1 28-32 ... */
static const char *const shuffle[4] = {"1-5", "32-28", "5-1", "28-32"};

static void play_shuffle_ply(checkers_game *game)
{
    rules_play(game, shuffle[checkers_game_ply_count(game) % 4]);
}

/* The two cycles; each king's position in its cycle is counted by the caller. */
static const int black_cycle[6] = {1, 6, 10, 14, 9, 5};
static const int white_cycle[8] = {19, 24, 28, 32, 27, 31, 26, 23};

struct cycles {
    int black;
    int white;
};

static void play_cycle_ply(checkers_game *game, struct cycles *at)
{
    char text[16];
    if (checkers_game_turn(game) == CHECKERS_BLACK) {
        snprintf(text, sizeof text, "%d-%d", black_cycle[at->black % 6],
                 black_cycle[(at->black + 1) % 6]);
        at->black++;
    } else {
        snprintf(text, sizeof text, "%d-%d", white_cycle[at->white % 8],
                 white_cycle[(at->white + 1) % 8]);
        at->white++;
    }
    rules_play(game, text);
}

/* ----------------------------------------------------- apply and undo */

/* Undoing every move returns to the start: same FEN and hash at every ply. */
static void test_undo_everything_returns_to_the_start(void **state)
{
    (void)state;
    enum { PLIES = 120 };
    static char fens[PLIES + 1][CHECKERS_FEN_MAX];
    uint64_t hashes[PLIES + 1];
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", NULL), CHECKERS_OK);
    set_preset(game, CHECKERS_DRAWS_NONE);
    int played = 0;
    int captures = 0, crownings = 0;
    for (; played < PLIES; played++) {
        checkers_move moves[MAX_LISTED];
        rules_fen(game, fens[played]);
        hashes[played] = checkers_game_hash(game);
        int32_t count = checkers_game_moves(game, moves, MAX_LISTED);
        assert_true(count >= 0 && count <= MAX_LISTED);
        if (count == 0) {
            break;
        }
        checkers_move chosen = moves[(played * 7 + 3) % count];
        checkers_refusal why;
        memset(&why, 0, sizeof why);
        assert_int_equal(checkers_game_apply(game, &chosen, &why), CHECKERS_OK);
        assert_memory_equal(&why.move, &chosen, sizeof chosen);
        captures += chosen.captures > 0;
        crownings += (chosen.flags & CHECKERS_MOVE_PROMOTES) != 0;
        assert_int_equal(checkers_game_ply_count(game), played + 1);
    }
    if (played == PLIES) {
        rules_fen(game, fens[played]);
        hashes[played] = checkers_game_hash(game);
    }
    assert_true(played > 20);
    assert_true(captures > 0); /* the game took back captures too */
    for (int ply = played; ply > 0; ply--) {
        assert_int_equal(checkers_game_undo(game), CHECKERS_OK);
        assert_int_equal(checkers_game_ply_count(game), ply - 1);
        rules_assert_fen(game, fens[ply - 1]);
        assert_true(checkers_game_hash(game) == hashes[ply - 1]);
    }
    rules_assert_fen(game, START_FEN);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_undo(game), CHECKERS_E_NOTHING_TO_UNDO);
    rules_assert_fen(game, START_FEN);
    print_message("(undo test: %d plies, %d captures, %d crownings)\n", played, captures,
                  crownings);
    checkers_game_free(game);
}

/* Undo restores a capture and a crowning exactly, and the result. */
static void test_undo_restores_captured_pieces_and_crowning(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W26,27:B22");
    uint64_t hash = checkers_game_hash(game);
    rules_play(game, "22x31");
    rules_assert_fen(game, "W:W27:BK31");
    assert_int_equal(checkers_game_undo(game), CHECKERS_OK);
    rules_assert_fen(game, "B:W26,27:B22");
    assert_true(checkers_game_hash(game) == hash);
    checkers_game_free(game);

    game = rules_game("english", "B:W14:B10");
    rules_play(game, "10x17");
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    assert_int_equal(checkers_game_undo(game), CHECKERS_OK);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    rules_assert_fen(game, "B:W14:B10");
    assert_int_equal(checkers_game_undo(game), CHECKERS_E_NOTHING_TO_UNDO);
    checkers_game_free(game);
}

/* The moves played, in order; nothing beyond them. */
static void test_history_lists_the_moves_played(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    checkers_move move;
    assert_int_equal(checkers_game_history(game, 0, &move), CHECKERS_E_NO_SUCH_PLY);
    rules_play(game, "11-15");
    rules_play(game, "22-18");
    rules_play(game, "15x22"); /* forced */
    rules_play(game, "25x18");
    assert_int_equal(checkers_game_ply_count(game), 4);

    assert_int_equal(checkers_game_history(game, 0, &move), CHECKERS_OK);
    assert_int_equal(move.from, 11);
    assert_int_equal(move.to, 15);
    assert_int_equal(move.captures, 0);
    assert_int_equal(checkers_game_history(game, 1, &move), CHECKERS_OK);
    assert_int_equal(move.from, 22);
    assert_int_equal(move.to, 18);
    assert_int_equal(checkers_game_history(game, 2, &move), CHECKERS_OK);
    assert_int_equal(move.from, 15);
    assert_int_equal(move.to, 22);
    assert_int_equal(move.captures, 1);
    assert_int_equal(move.captured[0], 18);
    assert_int_equal(checkers_game_history(game, 3, &move), CHECKERS_OK);
    assert_int_equal(move.from, 25);
    assert_int_equal(move.to, 18);
    assert_int_equal(move.captured[0], 22);
    assert_int_equal(checkers_game_history(game, 4, &move), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history(game, 0, NULL), CHECKERS_E_INVALID_ARGUMENT);

    assert_int_equal(checkers_game_undo(game), CHECKERS_OK);
    assert_int_equal(checkers_game_history(game, 3, &move), CHECKERS_E_NO_SUCH_PLY);
    assert_int_equal(checkers_game_history(game, 2, &move), CHECKERS_OK);
    assert_int_equal(move.from, 15);
    checkers_game_free(game);
}

/* The text of an earlier move is the text it had when played, short form decided then. */
static void test_history_text_is_the_text_the_move_had_when_played(void **state)
{
    (void)state;
    enum { PLIES = 150 };
    static char texts[2][PLIES][CHECKERS_MOVE_TEXT_MAX];
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = rules_game(checkers_variant_name(v), NULL);
        set_preset(game, CHECKERS_DRAWS_NONE);
        int played = 0;
        for (; played < PLIES; played++) {
            checkers_move moves[MAX_LISTED];
            int32_t n = checkers_game_moves(game, moves, MAX_LISTED);
            if (n <= 0 || checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            if (n > MAX_LISTED)
                n = MAX_LISTED;
            checkers_move *m = &moves[(played * 7 + 3) % n];
            for (uint32_t flags = 0; flags <= CHECKERS_TEXT_FULL_ROUTE; flags++)
                assert_true(checkers_game_move_text(game, m, flags, texts[flags][played],
                                                    CHECKERS_MOVE_TEXT_MAX) > 0);
            assert_int_equal(checkers_game_apply(game, m, NULL), CHECKERS_OK);
        }
        assert_true(played > 10);
        for (int ply = 0; ply < played; ply++)
            for (uint32_t flags = 0; flags <= CHECKERS_TEXT_FULL_ROUTE; flags++) {
                char text[CHECKERS_MOVE_TEXT_MAX];
                int32_t len = checkers_game_history_text(game, ply, flags, text, sizeof text);
                assert_int_equal(len, (int32_t)strlen(texts[flags][ply]));
                assert_string_equal(text, texts[flags][ply]);
            }
        char text[CHECKERS_MOVE_TEXT_MAX];
        assert_int_equal(checkers_game_history_text(game, played, 0, text, sizeof text),
                         CHECKERS_E_NO_SUCH_PLY);
        assert_int_equal(checkers_game_history_text(game, -1, 0, text, sizeof text),
                         CHECKERS_E_NO_SUCH_PLY);
        assert_int_equal(checkers_game_history_text(game, 0, 2, text, sizeof text),
                         CHECKERS_E_INVALID_ARGUMENT);
        assert_int_equal(checkers_game_history_text(game, 0, 0, NULL, 0),
                         (int32_t)strlen(texts[0][0]));
        checkers_game_free(game);
    }
}

/* A clone has the same position, history and draw rules, and lives its own life. */
static void test_clone_is_independent(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    set_preset(game, CHECKERS_DRAWS_WCDF);
    rules_play(game, "11-15");
    checkers_game *copy = NULL;
    assert_int_equal(checkers_game_clone(&copy, game), CHECKERS_OK);
    assert_non_null(copy);
    assert_true(copy != game);

    char fen[CHECKERS_FEN_MAX];
    rules_fen(game, fen);
    rules_assert_fen(copy, fen);
    assert_true(checkers_game_hash(game) == checkers_game_hash(copy));
    assert_int_equal(checkers_game_ply_count(copy), 1);
    checkers_draw_rules rules;
    assert_int_equal(checkers_game_get_draw_rules(copy, &rules), CHECKERS_OK);
    assert_int_equal(rules.repetitions, 3);
    assert_int_equal(rules.move_limit, 40);
    assert_int_equal(rules.claim, 1);

    rules_play(copy, "22-18");
    rules_assert_fen(game, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    assert_int_equal(checkers_game_ply_count(game), 1);
    rules_play(game, "23-19");
    rules_assert_fen(copy, "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");

    checkers_move move;
    assert_int_equal(checkers_game_history(copy, 0, &move), CHECKERS_OK);
    assert_int_equal(move.from, 11);
    assert_int_equal(move.to, 15);
    assert_int_equal(checkers_game_history(copy, 1, &move), CHECKERS_OK);
    assert_int_equal(move.from, 22);

    checkers_game_free(game); /* the copy outlives the original */
    assert_int_equal(checkers_game_undo(copy), CHECKERS_OK);
    assert_int_equal(checkers_game_undo(copy), CHECKERS_OK);
    assert_int_equal(checkers_game_undo(copy), CHECKERS_E_NOTHING_TO_UNDO);
    rules_assert_fen(copy, START_FEN);
    checkers_game_free(copy);
}

static void test_free_null_does_nothing(void **state)
{
    (void)state;
    checkers_game_free(NULL);
    assert_null(checkers_game_variant(NULL));
    assert_true(checkers_game_hash(NULL) == 0);
    assert_int_equal(checkers_game_turn(NULL), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_unknown_variant_is_refused(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "no-such-variant", NULL), CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_game_new_from_fen(&game, "no-such-variant", "B:W21-32:B1-12", NULL),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_variant_find("no-such-variant"), CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_game_new(NULL, "english", NULL), CHECKERS_E_INVALID_ARGUMENT);

    int32_t index = checkers_variant_find("english");
    assert_true(index >= 0 && index < checkers_variant_count());
    assert_string_equal(checkers_variant_name(index), "english");
    assert_null(checkers_variant_name(checkers_variant_count()));

    assert_int_equal(checkers_game_new(&game, NULL, NULL), CHECKERS_OK); /* NULL = english */
    assert_string_equal(checkers_game_variant(game), "english");
    checkers_game_free(game);
}

/* ---------------------------------------------------------- allocator */

struct counting {
    long allocs; /* blocks handed out (alloc, or realloc of NULL) */
    long frees;  /* blocks given back */
    long reallocs;
    long live;
    int fail; /* refuse every request */
};

static void *counting_alloc(void *ctx, size_t size)
{
    struct counting *c = ctx;
    if (c->fail) {
        return NULL;
    }
    void *p = malloc(size ? size : 1);
    if (p != NULL) {
        c->allocs++;
        c->live++;
    }
    return p;
}

static void *counting_realloc(void *ctx, void *ptr, size_t old_size, size_t new_size)
{
    struct counting *c = ctx;
    (void)old_size;
    if (ptr == NULL) {
        return counting_alloc(ctx, new_size);
    }
    if (c->fail) {
        return NULL;
    }
    void *p = realloc(ptr, new_size ? new_size : 1);
    if (p != NULL) {
        c->reallocs++;
    }
    return p;
}

static void counting_release(void *ctx, void *ptr)
{
    struct counting *c = ctx;
    if (ptr == NULL) {
        return;
    }
    c->frees++;
    c->live--;
    free(ptr);
}

/* All the game's memory comes from the allocator and goes back to it. */
static void test_custom_allocator_is_used_and_all_freed(void **state)
{
    (void)state;
    struct counting counts = {0, 0, 0, 0, 0};
    checkers_allocator allocator = {counting_alloc, counting_realloc, counting_release, &counts};
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &allocator), CHECKERS_OK);
    assert_true(counts.allocs >= 1);
    assert_true(counts.live >= 1);
    rules_assert_fen(game, START_FEN);

    /* a long game (history grows), then a clone, which uses the same allocator */
    for (int ply = 0; ply < 200; ply++) {
        checkers_move moves[MAX_LISTED];
        int32_t count = checkers_game_moves(game, moves, MAX_LISTED);
        assert_true(count >= 0);
        if (count == 0) {
            break;
        }
        assert_int_equal(checkers_game_apply(game, &moves[(ply * 5 + 1) % count], NULL),
                         CHECKERS_OK);
    }
    long before_clone = counts.allocs;
    checkers_game *copy = NULL;
    assert_int_equal(checkers_game_clone(&copy, game), CHECKERS_OK);
    assert_true(counts.allocs > before_clone);
    checkers_game_free(copy);
    checkers_game_free(game);
    assert_int_equal(counts.live, 0);
    assert_int_equal(counts.allocs, counts.frees);

    /* from a FEN too */
    assert_int_equal(checkers_game_new_from_fen(&game, "english", "W:WK10:B12", &allocator),
                     CHECKERS_OK);
    assert_true(counts.live >= 1);
    checkers_game_free(game);
    assert_int_equal(counts.live, 0);
}

/* An allocator that returns NULL gives CHECKERS_E_NO_MEMORY, and nothing leaks. */
static void test_allocator_failure_is_no_memory(void **state)
{
    (void)state;
    struct counting counts = {0, 0, 0, 0, 1};
    checkers_allocator allocator = {counting_alloc, counting_realloc, counting_release, &counts};
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &allocator), CHECKERS_E_NO_MEMORY);
    assert_int_equal(checkers_game_new_from_fen(&game, "english", "B:W21-32:B1-12", &allocator),
                     CHECKERS_E_NO_MEMORY);
    assert_int_equal(counts.live, 0);
}

static void test_allocator_with_null_function_is_refused(void **state)
{
    (void)state;
    struct counting counts = {0, 0, 0, 0, 0};
    checkers_allocator allocator = {counting_alloc, counting_realloc, NULL, &counts};
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &allocator), CHECKERS_E_INVALID_ARGUMENT);
    allocator.release = counting_release;
    allocator.alloc = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &allocator), CHECKERS_E_INVALID_ARGUMENT);
    allocator.alloc = counting_alloc;
    allocator.reallocate = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &allocator), CHECKERS_E_INVALID_ARGUMENT);
    assert_null(game);
    assert_int_equal(counts.live, 0);
}

/* -------------------------------------------------------------- hash */

/* The same position reached by different move orders hashes the same. */
static void test_same_position_by_different_move_orders_has_same_hash(void **state)
{
    (void)state;
    checkers_game *one = rules_game("english", "B:W21-32:B1-12");
    checkers_game *two = rules_game("english", "B:W21-32:B1-12");
    rules_play(one, "9-13");
    rules_play(one, "24-20");
    rules_play(one, "10-14");
    rules_play(one, "23-19");
    rules_play(two, "10-14");
    rules_play(two, "23-19");
    rules_play(two, "9-13");
    rules_play(two, "24-20");
    rules_assert_fen(one, "B:W19,20,21,22,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,14");
    rules_assert_fen(two, "B:W19,20,21,22,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,14");
    assert_true(checkers_game_hash(one) == checkers_game_hash(two));

    checkers_game *three = rules_game("english", "B:W19-22,25-32:B1-8,11-14");
    assert_true(checkers_game_hash(one) == checkers_game_hash(three));
    checkers_game *start = rules_game("english", "B:W21-32:B1-12");
    assert_true(checkers_game_hash(one) != checkers_game_hash(start));
    checkers_game_free(start);
    checkers_game_free(three);
    checkers_game_free(two);
    checkers_game_free(one);
}

/* The side to move is part of the position. */
static void test_side_to_move_changes_the_hash(void **state)
{
    (void)state;
    checkers_game *black = rules_game("english", "B:W21-32:B1-12");
    checkers_game *white = rules_game("english", "W:W21-32:B1-12");
    assert_true(checkers_game_hash(black) != checkers_game_hash(white));
    checkers_game *king = rules_game("english", "B:W21-32:B1-11,K12");
    assert_true(checkers_game_hash(black) != checkers_game_hash(king));
    checkers_game_free(king);
    checkers_game_free(white);
    checkers_game_free(black);
}

/* --------------------------------------------------------- draw rules */

static void assert_rules(const checkers_draw_rules *rules, int32_t repetitions, int32_t move_limit,
                         int32_t claim)
{
    assert_int_equal(rules->repetitions, repetitions);
    assert_int_equal(rules->move_limit, move_limit);
    assert_int_equal(rules->claim, claim);
    assert_int_equal(rules->endgame, 0);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(rules->reserved[i], 0);
    }
}

/* Online: 5 repetitions / 40 moves, automatic; WCDF: 3 / 40 claimed; BGA: 3 / 25 automatic. */
static void test_draw_rule_presets(void **state)
{
    (void)state;
    checkers_draw_rules rules;
    memset(&rules, 0x55, sizeof rules);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_ONLINE, &rules), CHECKERS_OK);
    assert_rules(&rules, 5, 40, 0);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_WCDF, &rules), CHECKERS_OK);
    assert_rules(&rules, 3, 40, 1);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_BGA, &rules), CHECKERS_OK);
    assert_rules(&rules, 3, 25, 0);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &rules), CHECKERS_OK);
    assert_int_equal(rules.repetitions, 0);
    assert_int_equal(rules.move_limit, 0);
    assert_int_equal(checkers_draw_rules_preset(4, &rules), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_draw_rules_preset(-1, &rules), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_ONLINE, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);

    /* a new English game plays by the online preset */
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    assert_int_equal(checkers_game_get_draw_rules(game, &rules), CHECKERS_OK);
    assert_rules(&rules, 5, 40, 0);
    checkers_game_free(game);
}

/* Default rules: the game is drawn when a position occurs the 5th time, not before. */
static void test_repetition_draws_on_fifth_occurrence_by_default(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    for (int ply = 1; ply <= 15; ply++) {
        play_shuffle_ply(game);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_shuffle_ply(game); /* ply 16: the start position for the 5th time */
    rules_assert_fen(game, "B:WK32:BK1");
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    /* The position still has its moves (kings on 1 and 32: two each), but none may be played. */
    assert_int_equal(checkers_game_moves(game, NULL, 0), 2);
    checkers_refusal why;
    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_apply_text(game, "1-5", &why), CHECKERS_E_GAME_OVER);
    assert_int_equal(why.code, CHECKERS_E_GAME_OVER);
    assert_int_equal(checkers_game_ply_count(game), 16);
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

/* WCDF: the 3rd occurrence may be claimed; the game does not end by itself. */
static void test_repetition_claimable_on_third_occurrence_under_wcdf(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    set_preset(game, CHECKERS_DRAWS_WCDF);
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
    for (int ply = 1; ply <= 7; ply++) {
        play_shuffle_ply(game);
        assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_E_NO_CLAIM);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);

    play_shuffle_ply(game); /* ply 8: 3rd occurrence */
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_REPETITION);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);

    /* unclaimed, the game goes on, even past a 5th occurrence */
    checkers_game *unclaimed = NULL;
    assert_int_equal(checkers_game_clone(&unclaimed, game), CHECKERS_OK);
    for (int ply = 9; ply <= 16; ply++) {
        play_shuffle_ply(unclaimed);
        rules_assert_status(unclaimed, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    checkers_game_free(unclaimed);

    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_OK);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    assert_int_equal(checkers_game_moves(game, NULL, 0), 2);
    assert_int_equal(checkers_game_apply_text(game, "1-5", NULL), CHECKERS_E_GAME_OVER);
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

/* Undo takes back a claimed draw together with the move before it. */
static void test_undo_reverts_a_claimed_draw(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    set_preset(game, CHECKERS_DRAWS_WCDF);
    for (int ply = 1; ply <= 8; ply++) {
        play_shuffle_ply(game);
    }
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_OK);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    assert_int_equal(checkers_game_undo(game), CHECKERS_OK);
    assert_int_equal(checkers_game_ply_count(game), 7);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
    rules_play(game, "28-32");
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_REPETITION);
    checkers_game_free(game);
}

/* BGA: the 3rd occurrence draws automatically. */
static void test_repetition_draws_on_third_occurrence_under_bga(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    set_preset(game, CHECKERS_DRAWS_BGA);
    for (int ply = 1; ply <= 7; ply++) {
        play_shuffle_ply(game);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_shuffle_ply(game);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    checkers_game_free(game);
}

/* New draw rules apply to the moves already played: the status is recomputed. */
static void test_draw_rules_apply_to_moves_already_played(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    for (int ply = 1; ply <= 8; ply++) {
        play_shuffle_ply(game);
    }
    /* the 3rd occurrence: ongoing under the default 5 */
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    set_preset(game, CHECKERS_DRAWS_BGA);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_REPETITION);
    set_preset(game, CHECKERS_DRAWS_ONLINE);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    checkers_game_free(game);
}

/*
 * CHECKERS_DRAWS_DEFAULT, the first name of the online preset, still gives
 * it, and not a variant's own rules: an International game starts with
 * threefold repetition, the preset has five.
 */
static void test_old_default_preset_name_is_the_online_preset(void **state)
{
    (void)state;
    checkers_draw_rules online, old, international;
    checkers_game *game = rules_game("international", "W:W31-50:B1-20");
    assert_int_equal(CHECKERS_DRAWS_DEFAULT, CHECKERS_DRAWS_ONLINE);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_ONLINE, &online), CHECKERS_OK);
    assert_int_equal(checkers_draw_rules_preset(CHECKERS_DRAWS_DEFAULT, &old), CHECKERS_OK);
    assert_memory_equal(&online, &old, sizeof online);
    assert_int_equal(checkers_game_get_draw_rules(game, &international), CHECKERS_OK);
    assert_int_equal(international.repetitions, 3);
    assert_int_equal(old.repetitions, 5);
    checkers_game_free(game);
}

/* Default rules: 40 moves each (80 plies) without a man move or capture draw; 79 do not. */
static void test_move_limit_draws_after_forty_moves_each(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK19:BK1");
    struct cycles at = {0, 0};
    for (int ply = 1; ply <= 79; ply++) {
        play_cycle_ply(game, &at);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_cycle_ply(game, &at);
    assert_int_equal(checkers_game_ply_count(game), 80);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    assert_true(checkers_game_moves(game, NULL, 0) > 0); /* listed, but not playable */
    assert_int_equal(checkers_game_apply_text(game, "9-5", NULL), CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

/* WCDF: the 40-move draw is claimed, at ply 80 and not at 79. */
static void test_move_limit_claimable_under_wcdf(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK19:BK1");
    set_preset(game, CHECKERS_DRAWS_WCDF);
    struct cycles at = {0, 0};
    for (int ply = 1; ply <= 79; ply++) {
        play_cycle_ply(game, &at);
        assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
    }
    play_cycle_ply(game, &at);
    rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_MOVE_LIMIT);
    assert_int_equal(checkers_game_claim_draw(game), CHECKERS_OK);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);
}

/* BGA: 25 moves each (50 plies). */
static void test_move_limit_is_twenty_five_moves_under_bga(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK19:BK1");
    set_preset(game, CHECKERS_DRAWS_BGA);
    struct cycles at = {0, 0};
    for (int ply = 1; ply <= 49; ply++) {
        play_cycle_ply(game, &at);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_cycle_ply(game, &at);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);
}

/* A man move starts the 40 moves again. */
static void test_man_move_resets_the_move_limit(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:WK19:BK1,4");
    struct cycles at = {0, 0};
    for (int ply = 1; ply <= 40; ply++) {
        play_cycle_ply(game, &at);
    }
    rules_play(game, "4-8"); /* ply 41 */
    for (int ply = 42; ply <= 120; ply++) {
        play_cycle_ply(game, &at);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_cycle_ply(game, &at); /* ply 121: the 80th king ply since 4-8 */
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);
}

/*
 * A capture starts the 40 moves again, a king's capture too. "B:W6,K14:BK3":
 * Black's king goes round 3-8-12-16-11-7 (17 moves), steps 7-2 and must then
 * take White's man: 2x9 at ply 37. It walks back 9-6-2-7-3 and round again,
 * while White's king goes round 14-18-23-27-31-26-22-17 all along. No
 * position occurs more than twice.
 */
static void black_move_round_the_sacrifice(int k, char *text, size_t capacity)
{
    static const int round[6] = {3, 8, 12, 16, 11, 7};
    static const char *const detour[6] = {"7-2", "2x9", "9-6", "6-2", "2-7", "7-3"};
    if (k < 17) {
        snprintf(text, capacity, "%d-%d", round[k % 6], round[(k + 1) % 6]);
    } else if (k < 23) {
        snprintf(text, capacity, "%s", detour[k - 17]);
    } else {
        snprintf(text, capacity, "%d-%d", round[(k - 23) % 6], round[(k - 22) % 6]);
    }
}

static void test_capture_resets_the_move_limit(void **state)
{
    (void)state;
    static const int white_round[8] = {14, 18, 23, 27, 31, 26, 22, 17};
    checkers_game *game = rules_game("english", "B:W6,K14:BK3");
    char text[16];
    for (int ply = 1; ply <= 117; ply++) {
        int k = (ply - 1) / 2;
        if (ply % 2 == 1) {
            black_move_round_the_sacrifice(k, text, sizeof text);
        } else {
            snprintf(text, sizeof text, "%d-%d", white_round[k % 8], white_round[(k + 1) % 8]);
        }
        rules_play(game, text);
        if (ply == 37) {
            checkers_move last;
            assert_int_equal(checkers_game_history(game, 36, &last), CHECKERS_OK);
            assert_int_equal(last.captures, 1);
            assert_int_equal(last.captured[0], 6);
        }
        if (ply < 117) {
            rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
        }
    }
    /* the 80th ply after the capture */
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);
}

/* Repetitions or the move limit switched off (0). */
static void test_draw_rules_switched_off(void **state)
{
    (void)state;
    /* no repetition rule: the shuffle goes on; the move limit still ends it at ply 80 */
    checkers_game *game = rules_game("english", "B:WK32:BK1");
    set_rules(game, 0, 40, 0);
    for (int ply = 1; ply <= 79; ply++) {
        play_shuffle_ply(game);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    play_shuffle_ply(game);
    rules_assert_status(game, CHECKERS_DRAW, CHECKERS_REASON_MOVE_LIMIT);
    checkers_game_free(game);

    /* no move limit: 100 plies of cycles (no position 5 times) go on */
    game = rules_game("english", "B:WK19:BK1");
    set_rules(game, 5, 0, 0);
    struct cycles at = {0, 0};
    for (int ply = 1; ply <= 100; ply++) {
        play_cycle_ply(game, &at);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
    }
    checkers_game_free(game);

    /* neither */
    game = rules_game("english", "B:WK32:BK1");
    set_preset(game, CHECKERS_DRAWS_NONE);
    for (int ply = 1; ply <= 200; ply++) {
        play_shuffle_ply(game);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);
        assert_int_equal(checkers_game_claimable(game), CHECKERS_REASON_NONE);
    }
    checkers_game_free(game);
}

/* Out-of-range draw rules are refused, and the game keeps its rules. */
static void test_invalid_draw_rules_are_refused(void **state)
{
    (void)state;
    static const checkers_draw_rules bad[] = {
        {1, 40, 0, 0, {0, 0, 0, 0}},    {-1, 40, 0, 0, {0, 0, 0, 0}},
        {1001, 40, 0, 0, {0, 0, 0, 0}}, {5, -1, 0, 0, {0, 0, 0, 0}},
        {5, 10001, 0, 0, {0, 0, 0, 0}}, {5, 40, 2, 0, {0, 0, 0, 0}},
        {5, 40, -1, 0, {0, 0, 0, 0}},   {5, 40, 0, 2, {0, 0, 0, 0}},
        {5, 40, 0, -1, {0, 0, 0, 0}},   {5, 40, 0, 0, {1, 0, 0, 0}},
        {5, 40, 0, 0, {0, 0, 0, 7}},
    };
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    checkers_draw_rules rules;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(checkers_game_set_draw_rules(game, &bad[i]), CHECKERS_E_INVALID_ARGUMENT);
        assert_int_equal(checkers_game_get_draw_rules(game, &rules), CHECKERS_OK);
        assert_rules(&rules, 5, 40, 0);
    }
    assert_int_equal(checkers_game_set_draw_rules(game, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_set_draw_rules(NULL, &bad[0]), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_get_draw_rules(game, NULL), CHECKERS_E_INVALID_ARGUMENT);

    /* the edges of the allowed ranges */
    set_rules(game, 2, 0, 0);
    set_rules(game, 1000, 10000, 1);
    assert_int_equal(checkers_game_get_draw_rules(game, &rules), CHECKERS_OK);
    assert_rules(&rules, 1000, 10000, 1);
    checkers_game_free(game);
}

/* checkers_game_draw_rules, the getter's consistent name, and the deprecated
 * first name checkers_game_get_draw_rules give the same rules and errors. */
static void test_draw_rules_getter_and_its_deprecated_name_agree(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    set_rules(game, 7, 33, 1);
    checkers_draw_rules now, before;
    memset(&now, 0xAA, sizeof now);
    memset(&before, 0x55, sizeof before);
    assert_int_equal(checkers_game_draw_rules(game, &now), CHECKERS_OK);
    assert_int_equal(checkers_game_get_draw_rules(game, &before), CHECKERS_OK);
    assert_rules(&now, 7, 33, 1);
    assert_memory_equal(&now, &before, sizeof now);
    assert_int_equal(checkers_game_draw_rules(game, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_draw_rules(NULL, &now), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_get_draw_rules(NULL, &now), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* --------------------------------------------------------------- perft */

/* Leaf counts from the start position (Aart Bik, OEIS A133046). */
static void test_perft_from_the_start(void **state)
{
    (void)state;
    static const uint64_t expected[] = {1, 7, 49, 302, 1469, 7361, 36768};
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    for (int32_t depth = 0; depth < (int32_t)(sizeof expected / sizeof expected[0]); depth++) {
        uint64_t leaves = 0;
        assert_int_equal(checkers_game_perft(game, depth, &leaves), CHECKERS_OK);
        if (leaves != expected[depth]) {
            fail_msg("perft(%d) = %llu, expected %llu", (int)depth, (unsigned long long)leaves,
                     (unsigned long long)expected[depth]);
        }
    }
    rules_assert_fen(game, START_FEN); /* perft leaves the game as it was */
    uint64_t leaves = 0;
    assert_int_equal(checkers_game_perft(game, -1, &leaves), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft(game, 65, &leaves), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_perft(game, 1, NULL), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* Perft counts distinct moves: routes with the same start, end and captures count once. */
static void test_perft_counts_distinct_moves(void **state)
{
    (void)state;
    uint64_t leaves = 0;
    checkers_game *game = rules_game("english", "B:W6,7,14,15:BK2");
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_true(leaves == 1);
    checkers_game_free(game);
    game = rules_game("english", "B:W6,7,8,14,15,16,22,23,24:BK2");
    assert_int_equal(checkers_game_perft(game, 1, &leaves), CHECKERS_OK);
    assert_true(leaves == 10);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_everything_returns_to_the_start),
        cmocka_unit_test(test_undo_restores_captured_pieces_and_crowning),
        cmocka_unit_test(test_history_lists_the_moves_played),
        cmocka_unit_test(test_history_text_is_the_text_the_move_had_when_played),
        cmocka_unit_test(test_clone_is_independent),
        cmocka_unit_test(test_free_null_does_nothing),
        cmocka_unit_test(test_unknown_variant_is_refused),
        cmocka_unit_test(test_custom_allocator_is_used_and_all_freed),
        cmocka_unit_test(test_allocator_failure_is_no_memory),
        cmocka_unit_test(test_allocator_with_null_function_is_refused),
        cmocka_unit_test(test_same_position_by_different_move_orders_has_same_hash),
        cmocka_unit_test(test_side_to_move_changes_the_hash),
        cmocka_unit_test(test_draw_rule_presets),
        cmocka_unit_test(test_old_default_preset_name_is_the_online_preset),
        cmocka_unit_test(test_repetition_draws_on_fifth_occurrence_by_default),
        cmocka_unit_test(test_repetition_claimable_on_third_occurrence_under_wcdf),
        cmocka_unit_test(test_undo_reverts_a_claimed_draw),
        cmocka_unit_test(test_repetition_draws_on_third_occurrence_under_bga),
        cmocka_unit_test(test_draw_rules_apply_to_moves_already_played),
        cmocka_unit_test(test_move_limit_draws_after_forty_moves_each),
        cmocka_unit_test(test_move_limit_claimable_under_wcdf),
        cmocka_unit_test(test_move_limit_is_twenty_five_moves_under_bga),
        cmocka_unit_test(test_man_move_resets_the_move_limit),
        cmocka_unit_test(test_capture_resets_the_move_limit),
        cmocka_unit_test(test_draw_rules_switched_off),
        cmocka_unit_test(test_invalid_draw_rules_are_refused),
        cmocka_unit_test(test_draw_rules_getter_and_its_deprecated_name_agree),
        cmocka_unit_test(test_perft_from_the_start),
        cmocka_unit_test(test_perft_counts_distinct_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
