/* SPDX-License-Identifier: MIT */
/*
 * match_referee_test.c - the referee (match_play_game) with real engine
 * processes and a made-up clock: every move "takes" the time the test says,
 * whatever the machine's speed, so that the flag falls on a known move; and
 * adjudication by the engines' reported scores.
 *
 * Usage: match_referee_test PATH-TO-CHECKERS PATH-TO-BAD-ENGINE
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli/match.h"

typedef struct fixture {
    char hub_cmd[4096];
    char bad_cmd[4096];
} fixture;

/* Set by main from its arguments, read by the tests' setup. */
static const char *program_paths[2];

/* The times the moves take, in the order they are played; the last one over and over. */
typedef struct fake_times {
    const int64_t *ms;
    int count;
    int next;
} fake_times;

static int64_t fake_move_time(void *context, int64_t measured_ms)
{
    fake_times *t = context;
    (void)measured_ms;
    return t->ms[t->next < t->count ? t->next++ : t->count - 1];
}

static void settings_for(match_settings *s, const char *variant)
{
    memset(s, 0, sizeof *s);
    s->variant = variant;
    s->draws_preset = -1;
    s->margin_ms = 50;
    s->start_timeout_ms = 20000;
    s->stall_ms = 60000;
}

static int setup(void **state)
{
    static fixture f;
    snprintf(f.hub_cmd, sizeof f.hub_cmd, "'%s' hub", program_paths[0]);
    snprintf(f.bad_cmd, sizeof f.bad_cmd, "'%s' good", program_paths[1]);
    *state = &f;
    return 0;
}

static void play(const match_settings *settings, const char *first_cmd, const char *second_cmd,
                 int first_white, match_record *record)
{
    match_engine_spec specs[2];
    const match_engine_spec *spec_ptrs[2] = {&specs[0], &specs[1]};
    match_engine engines[2];
    match_engine *pair[2] = {&engines[0], &engines[1]};
    checkers_game *start = NULL;

    memset(specs, 0, sizeof specs);
    memset(engines, 0, sizeof engines);
    snprintf(specs[0].name, sizeof specs[0].name, "First");
    snprintf(specs[1].name, sizeof specs[1].name, "Second");
    specs[0].cmd = first_cmd;
    specs[1].cmd = second_cmd;
    assert_int_equal(checkers_game_new(&start, settings->variant, NULL), 0);
    assert_int_equal(match_play_game(settings, start, pair, spec_ptrs, first_white, record), 0);
    match_engine_stop(&engines[0], 2000);
    match_engine_stop(&engines[1], 2000);
    checkers_game_free(start);
}

static void flag_falls_on_the_fourth_move_of_3_s(void **state)
{
    const fixture *f = *state;
    match_settings s;
    match_record r;
    const int64_t ms[] = {3000};
    fake_times fake = {ms, 1, 0};
    settings_for(&s, "english");
    assert_int_equal(match_tc_parse("10+0", &s.tc), 0);
    s.move_time = fake_move_time;
    s.move_time_context = &fake;
    /* The second engine plays Black, who moves first in English: 10, 7, 4, 1 s left, and
     * its fourth move, 3 s against 1 s and the 50 ms margin, loses on time. (The engine
     * really has that second and answers in a few milliseconds.) */
    play(&s, f->hub_cmd, f->hub_cmd, 1, &r);
    assert_int_equal(r.end, MATCH_END_TIME);
    assert_int_equal(r.result, CHECKERS_WHITE_WINS);
    assert_int_equal(checkers_game_ply_count(r.game), 6);
    assert_string_equal(r.termination,
                        "time forfeit: Second took 3000 ms of 1050 (margin included)");
    match_record_free(&r);
}

static void moves_within_the_margin_stand(void **state)
{
    const fixture *f = *state;
    match_settings s;
    match_record r;
    /* Three moves of 3 s each, then each side's fourth takes its last second and the whole
     * 50 ms margin: they stand, and the move limit ends the game after them. */
    const int64_t ms[] = {3000, 3000, 3000, 3000, 3000, 3000, 1050, 1050};
    fake_times fake = {ms, 8, 0};
    settings_for(&s, "international");
    assert_int_equal(match_tc_parse("10+0", &s.tc), 0);
    s.adjudication.maxmoves = 4;
    s.move_time = fake_move_time;
    s.move_time_context = &fake;
    play(&s, f->hub_cmd, f->hub_cmd, 0, &r);
    assert_int_equal(r.end, MATCH_END_ADJUDICATION);
    assert_int_equal(r.result, CHECKERS_DRAW);
    assert_int_equal(checkers_game_ply_count(r.game), 8);
    assert_string_equal(r.termination, "adjudication: draw (4 moves played)");
    /* Each move's comment says the time the referee counted. */
    assert_non_null(strstr(r.comments[1], "3.000s"));
    assert_non_null(strstr(r.comments[7], "1.050s"));
    assert_non_null(strstr(r.comments[8], "1.050s"));
    match_record_free(&r);
}

static void resignation_by_score(void **state)
{
    const fixture *f = *state;
    match_settings s;
    match_record r;
    settings_for(&s, "english");
    s.tc.depth = 2;
    /* The bad engine reports -0.50 at every move: at or below -0.40 three times, it resigns. */
    s.adjudication.resign_movecount = 3;
    s.adjudication.resign_score = 40;
    play(&s, f->bad_cmd, f->hub_cmd, 1, &r);
    assert_int_equal(r.end, MATCH_END_ADJUDICATION);
    assert_int_equal(r.result, CHECKERS_BLACK_WINS);
    /* Black (the search) moves first: plies 1 B, 2 W, 3 B, 4 W, 5 B, 6 W, then White resigns. */
    assert_int_equal(checkers_game_ply_count(r.game), 6);
    assert_string_equal(r.termination,
                        "adjudication: First resigns (its score at or below -0.40 for 3 moves)");
    assert_int_equal(strncmp(r.comments[2], "-0.50/1 ", 8), 0);
    match_record_free(&r);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(flag_falls_on_the_fourth_move_of_3_s),
        cmocka_unit_test(moves_within_the_margin_stand),
        cmocka_unit_test(resignation_by_score),
    };
    if (argc != 3) {
        fprintf(stderr, "usage: %s PATH-TO-CHECKERS PATH-TO-BAD-ENGINE\n", argv[0]);
        return 2;
    }
    program_paths[0] = argv[1];
    program_paths[1] = argv[2];
    return cmocka_run_group_tests(tests, setup, NULL);
}
