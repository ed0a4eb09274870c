/* SPDX-License-Identifier: MIT */
/*
 * A long game's history in linear time (issue 25): a king shuffle of
 * 100,000 plies, the PDN reader's default limit (two kings a side going back
 * and forth), whose every move's text is asked for (as each binding's
 * history() does) and whose every move is taken back, with draw rules and
 * without, and after a PDN reader replayed it without them.
 *
 * Each phase has a bound of 2 s of CPU time (clock()), and the history one
 * of memory, counted by an allocator given to the game. Done in linear time
 * each phase takes a few hundredths of a second (a few tenths under the
 * sanitizers); the quadratic history these tests guard against took 5 to
 * 15 s for each: the bounds are generous enough that only such a blow-up
 * breaks them, not a slow or loaded machine. ctest's TIMEOUT for this test
 * (tests/CMakeLists.txt) bounds the whole.
 */
/* ctest-labels: bounds */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "checkers.h"
#include "usage_allocator.h"

#define PLIES 100000
#define BOUND_SECONDS 2.0
/* The header's "about 4 MB of history" for the reader's 100,000 plies. */
#define BOUND_BYTES ((size_t)9 << 19) /* 4.5 MiB */

/* White's kings on 29 and 30, Black's on 3 and 4: eight plies bring them back. */
#define SHUFFLE_FEN "W:WK29,K30:BK3,K4"
static const char *const shuffle[8] = {"29-25", "4-8", "30-26", "3-7",
                                       "25-29", "8-4", "26-30", "7-3"};

static double now(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static void within_bound(double start, const char *what)
{
    double seconds = now() - start;
    if (seconds > BOUND_SECONDS)
        fail_msg("%s took %.2f s of CPU time (bound: %.0f s)", what, seconds, BOUND_SECONDS);
}

/* The shuffle played PLIES times under the draw rules of `preset`, in the bound. */
static checkers_game *shuffled(int32_t preset, usage *u)
{
    checkers_allocator a = {usage_alloc, usage_realloc, usage_release, u};
    checkers_game *g = NULL;
    checkers_draw_rules rules;
    assert_int_equal(checkers_game_new_from_fen(&g, "english", SHUFFLE_FEN, &a), CHECKERS_OK);
    assert_int_equal(checkers_draw_rules_preset(preset, &rules), CHECKERS_OK);
    assert_int_equal(checkers_game_set_draw_rules(g, &rules), CHECKERS_OK);
    double start = now();
    for (int32_t i = 0; i < PLIES; i++)
        assert_int_equal(checkers_game_apply_text(g, shuffle[i % 8], NULL), CHECKERS_OK);
    within_bound(start, "playing the shuffle");
    return g;
}

/*
 * Every ply undone, in the bound; at each, the status the draw rules give: the position
 * after p plies has occurred p / 8 + 1 times, a draw from the `repetitions`-th on.
 */
static void undo_all(checkers_game *g, int32_t repetitions)
{
    char fen[CHECKERS_FEN_MAX];
    double start = now();
    for (int32_t p = PLIES - 1; p >= 0; p--) {
        assert_int_equal(checkers_game_undo(g), CHECKERS_OK);
        int32_t reason = -1;
        int32_t drawn = repetitions > 0 && p / 8 + 1 >= repetitions;
        assert_int_equal(checkers_game_status(g, &reason),
                         drawn ? CHECKERS_DRAW : CHECKERS_ONGOING);
        assert_int_equal(reason, drawn ? CHECKERS_REASON_REPETITION : CHECKERS_REASON_NONE);
    }
    within_bound(start, "undoing every ply");
    assert_int_equal(checkers_game_undo(g), CHECKERS_E_NOTHING_TO_UNDO);
    assert_true(checkers_game_fen(g, fen, sizeof fen) > 0);
    assert_string_equal(fen, SHUFFLE_FEN);
}

/* history_text for every ply, both forms, as a binding's history() asks; memory in the bound. */
static void test_the_text_of_every_ply_takes_linear_time(void **state)
{
    (void)state;
    usage u = {0, 0};
    checkers_game *g = shuffled(CHECKERS_DRAWS_NONE, &u);
    char text[CHECKERS_MOVE_TEXT_MAX];
    double start = now();
    for (int32_t i = 0; i < PLIES; i++) {
        int32_t n = (int32_t)strlen(shuffle[i % 8]);
        assert_int_equal(checkers_game_history_text(g, i, 0, text, sizeof text), n);
        assert_string_equal(text, shuffle[i % 8]);
        assert_int_equal(checkers_game_history_text(g, i, CHECKERS_TEXT_FULL_ROUTE, text,
                                                    sizeof text),
                         n);
    }
    within_bound(start, "the text of every ply");
    /* Kept: the history, not its growth's copies on the way (this allocator never grows in place). */
    if (u.live > BOUND_BYTES)
        fail_msg("%d plies keep %zu bytes of memory (bound: %zu)", PLIES, u.live, BOUND_BYTES);
    checkers_game_free(g);
    assert_int_equal(u.live, 0);
}

static void test_undoing_every_ply_takes_linear_time_without_draw_rules(void **state)
{
    (void)state;
    usage u = {0, 0};
    checkers_game *g = shuffled(CHECKERS_DRAWS_NONE, &u);
    undo_all(g, 0);
    checkers_game_free(g);
}

/* Claimed draws (WCDF: three repetitions), so that the shuffle goes on past them. */
static void test_undoing_every_ply_takes_linear_time_with_draw_rules(void **state)
{
    (void)state;
    usage u = {0, 0};
    checkers_game *g = shuffled(CHECKERS_DRAWS_WCDF, &u);
    assert_int_equal(checkers_game_claimable(g), CHECKERS_REASON_REPETITION);
    char fen[CHECKERS_FEN_MAX];
    double start = now();
    for (int32_t p = PLIES - 1; p >= 0; p--) {
        assert_int_equal(checkers_game_undo(g), CHECKERS_OK);
        /* Three repetitions from ply 16 on (the 40-move rule would come at 80). */
        assert_int_equal(checkers_game_claimable(g),
                         p >= 16 ? CHECKERS_REASON_REPETITION : CHECKERS_REASON_NONE);
    }
    within_bound(start, "undoing every ply");
    assert_true(checkers_game_fen(g, fen, sizeof fen) > 0);
    assert_string_equal(fen, SHUFFLE_FEN);
    checkers_game_free(g);
}

/*
 * A PDN reader replays a record without draw rules and gives the game its own back at the
 * end (the default: five repetitions): undone from there, the repetitions are counted once.
 */
static void test_undoing_a_replayed_record_takes_linear_time(void **state)
{
    (void)state;
    static const char fen_tag[] = "[FEN \"" SHUFFLE_FEN "\"]\n";
    size_t unit = 0;
    for (int k = 0; k < 8; k++)
        unit += strlen(shuffle[k]) + 1;
    size_t length = strlen(fen_tag) + (size_t)(PLIES / 8) * unit + 2;
    char *text = malloc(length + 1), *at = text;
    assert_non_null(text);
    at += sprintf(at, "%s", fen_tag);
    for (int32_t i = 0; i < PLIES; i++)
        at += sprintf(at, "%s ", shuffle[i % 8]);
    at += sprintf(at, "*\n");
    assert_int_equal((size_t)(at - text), length);
    usage u = {0, 0};
    checkers_allocator a = {usage_alloc, usage_realloc, usage_release, &u};
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, length, "english", 0, &a), CHECKERS_OK);
    assert_int_equal(checkers_pdn_next(reader), 1);
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
    assert_int_equal(e.code, 0);
    checkers_game *g = NULL;
    assert_int_equal(checkers_game_clone(&g, checkers_pdn_game(reader)), CHECKERS_OK);
    checkers_pdn_reader_free(reader);
    checkers_draw_rules rules;
    assert_int_equal(checkers_game_get_draw_rules(g, &rules), CHECKERS_OK);
    assert_int_equal(rules.repetitions, 5);
    assert_int_equal(checkers_game_ply_count(g), PLIES);
    undo_all(g, rules.repetitions);
    checkers_game_free(g);
    assert_int_equal(u.live, 0);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_text_of_every_ply_takes_linear_time),
        cmocka_unit_test(test_undoing_every_ply_takes_linear_time_without_draw_rules),
        cmocka_unit_test(test_undoing_every_ply_takes_linear_time_with_draw_rules),
        cmocka_unit_test(test_undoing_a_replayed_record_takes_linear_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
