/* SPDX-License-Identifier: MIT */
/*
 * match_units_test.c - the match runner's pure parts, on made-up times and
 * results so that nothing depends on the machine's speed: the referee's
 * clocks (flags, increments, periods, the margin, the `level` line), the
 * adjudication rules, the statistics against values worked out by hand (a
 * 55% score is +34.9 Elo; the SPRT bounds of alpha = beta = 0.05 are
 * +-2.944), and an engine's command split into words as a shell splits it.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli/cli.h"
#include "cli/match.h"

static void near(double got, double want, double tolerance)
{
    if (fabs(got - want) > tolerance)
        fail_msg("got %.9f, want %.9f (+-%g)", got, want, tolerance);
}

/* ---------------------------------------------------------------- clocks */

static void tc_parses_base_increment_and_periods(void **state)
{
    match_tc tc;
    (void)state;
    memset(&tc, 0, sizeof tc);
    assert_int_equal(match_tc_parse("10+0.1", &tc), 0);
    assert_int_equal(tc.kind, MATCH_TC_CLOCK);
    assert_int_equal(tc.base_ms, 10000);
    assert_int_equal(tc.inc_ms, 100);
    assert_int_equal(tc.moves, 0);
    assert_int_equal(match_tc_parse("40/60+0.5", &tc), 0);
    assert_int_equal(tc.moves, 40);
    assert_int_equal(tc.base_ms, 60000);
    assert_int_equal(tc.inc_ms, 500);
    assert_int_equal(match_tc_parse("2.5", &tc), 0);
    assert_int_equal(tc.base_ms, 2500);
    assert_int_equal(tc.inc_ms, 0);
}

static void tc_refuses_nonsense(void **state)
{
    match_tc tc;
    (void)state;
    memset(&tc, 0, sizeof tc);
    assert_int_equal(match_tc_parse("abc", &tc), -1);
    assert_int_equal(match_tc_parse("0+0", &tc), -1);
    assert_int_equal(match_tc_parse("-1+1", &tc), -1);
    assert_int_equal(match_tc_parse("0/10", &tc), -1);
    assert_int_equal(match_tc_parse("10+", &tc), -1);
    assert_int_equal(match_tc_parse("1+2+3", &tc), -1);
}

static void clock_adds_increment_before_each_move(void **state)
{
    match_tc tc;
    match_clock clock;
    char level[128];
    (void)state;
    memset(&tc, 0, sizeof tc);
    assert_int_equal(match_tc_parse("10+0.1", &tc), 0);
    match_clock_init(&clock, &tc, 50);
    /* 10 s + 0.1 s this move, + 50 ms margin. */
    assert_int_equal(match_clock_begin(&clock, 0), 10150);
    match_clock_level(&clock, 0, level, sizeof level);
    assert_string_equal(level, "level time=10 inc=0.1");
    assert_int_equal(match_clock_end(&clock, 0, 600), 0);
    assert_int_equal(clock.left_ms[0], 9500);
    assert_int_equal(clock.left_ms[1], 10000);
    assert_int_equal(clock.moved[0], 1);
}

static void flag_falls_past_the_margin_only(void **state)
{
    match_tc tc;
    match_clock clock;
    (void)state;
    memset(&tc, 0, sizeof tc);
    assert_int_equal(match_tc_parse("1+0", &tc), 0);
    match_clock_init(&clock, &tc, 50);
    match_clock_begin(&clock, 1);
    /* Within the margin: the move stands and the clock shows 0. */
    assert_int_equal(match_clock_end(&clock, 1, 1050), 0);
    assert_int_equal(clock.left_ms[1], 0);
    match_clock_begin(&clock, 1);
    assert_int_equal(match_clock_end(&clock, 1, 51), 1);
    assert_int_equal(clock.moved[1], 1); /* the flagged move is not counted */
}

static void period_gives_time_again(void **state)
{
    match_tc tc;
    match_clock clock;
    char level[128];
    (void)state;
    memset(&tc, 0, sizeof tc);
    assert_int_equal(match_tc_parse("2/1", &tc), 0);
    match_clock_init(&clock, &tc, 0);
    match_clock_begin(&clock, 0);
    match_clock_level(&clock, 0, level, sizeof level);
    assert_string_equal(level, "level moves=2 time=1 inc=0");
    assert_int_equal(match_clock_end(&clock, 0, 400), 0);
    match_clock_begin(&clock, 0);
    match_clock_level(&clock, 0, level, sizeof level);
    assert_string_equal(level, "level moves=1 time=0.6 inc=0");
    assert_int_equal(match_clock_end(&clock, 0, 500), 0);
    /* The second period: 0.1 s left over plus 1 s. */
    assert_int_equal(clock.left_ms[0], 1100);
}

static void move_time_flags_each_move(void **state)
{
    match_tc tc;
    match_clock clock;
    char level[128];
    (void)state;
    memset(&tc, 0, sizeof tc);
    tc.kind = MATCH_TC_MOVETIME;
    tc.movetime_ms = 1000;
    match_clock_init(&clock, &tc, 20);
    assert_int_equal(match_clock_begin(&clock, 0), 1020);
    match_clock_level(&clock, 0, level, sizeof level);
    assert_string_equal(level, "level move-time=1");
    assert_int_equal(match_clock_end(&clock, 0, 1020), 0);
    match_clock_begin(&clock, 0);
    assert_int_equal(match_clock_end(&clock, 0, 1021), 1);
}

static void depth_and_nodes_have_no_clock(void **state)
{
    match_tc tc;
    match_clock clock;
    char level[128];
    (void)state;
    memset(&tc, 0, sizeof tc);
    tc.depth = 6;
    match_clock_init(&clock, &tc, 0);
    assert_int_equal(match_clock_begin(&clock, 0), -1);
    match_clock_level(&clock, 0, level, sizeof level);
    assert_string_equal(level, "level depth=6");
    assert_int_equal(match_clock_end(&clock, 0, 1000000), 0);
    tc.depth = 0;
    tc.nodes = 5000;
    match_clock_init(&clock, &tc, 0);
    match_clock_level(&clock, 1, level, sizeof level);
    assert_string_equal(level, "level nodes=5000");
}

/* ---------------------------------------------------------- adjudication */

static void resign_after_movecount_own_moves(void **state)
{
    match_adjudication rules;
    match_adjudicator a;
    (void)state;
    memset(&rules, 0, sizeof rules);
    memset(&a, 0, sizeof a);
    rules.resign_movecount = 3;
    rules.resign_score = 500;
    /* Side 0 at -6.00 three times, side 1 (winning) between: the third resigns. */
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -600, 1), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 1, 600, 2), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -500, 3), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 1, 600, 4), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -700, 5), MATCH_ADJUDICATE_RESIGN);
}

static void resign_run_broken_by_better_score_not_by_none(void **state)
{
    match_adjudication rules;
    match_adjudicator a;
    (void)state;
    memset(&rules, 0, sizeof rules);
    memset(&a, 0, sizeof a);
    rules.resign_movecount = 2;
    rules.resign_score = 500;
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -600, 1), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -499, 3), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -600, 5), MATCH_ADJUDICATE_NONE);
    /* A forced move, played without a score: the run goes on past it. */
    assert_int_equal(match_adjudicate(&rules, &a, 0, 0, 0, 7), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, -600, 9), MATCH_ADJUDICATE_RESIGN);
}

static void draw_by_score_waits_for_movenumber(void **state)
{
    match_adjudication rules;
    match_adjudicator a;
    int32_t ply;
    (void)state;
    memset(&rules, 0, sizeof rules);
    memset(&a, 0, sizeof a);
    rules.draw_movenumber = 5;
    rules.draw_movecount = 2;
    rules.draw_score = 10;
    /* Scores within 0.10 from the start: four plies make the run, but not before move 5. */
    for (ply = 1; ply <= 8; ply++)
        assert_int_equal(match_adjudicate(&rules, &a, (ply + 1) % 2, 1, ply % 2 ? 10 : -5, ply),
                         MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, 0, 9), MATCH_ADJUDICATE_DRAW);
    /* A score outside breaks the run: four more plies are needed. */
    memset(&a, 0, sizeof a);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, 0, 21), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 1, 11, 22), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, 0, 23), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 1, 0, 24), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 0, 1, 0, 25), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 1, 0, 26), MATCH_ADJUDICATE_DRAW);
}

static void maxmoves_counts_moves_each(void **state)
{
    match_adjudication rules;
    match_adjudicator a;
    (void)state;
    memset(&rules, 0, sizeof rules);
    memset(&a, 0, sizeof a);
    rules.maxmoves = 5;
    assert_int_equal(match_adjudicate(&rules, &a, 0, 0, 0, 9), MATCH_ADJUDICATE_NONE);
    assert_int_equal(match_adjudicate(&rules, &a, 1, 0, 0, 10), MATCH_ADJUDICATE_MAXMOVES);
}

/* ------------------------------------------------------------ statistics */

static void elo_of_known_scores(void **state)
{
    (void)state;
    near(match_stats_elo_of(0.5), 0.0, 1e-12);
    near(match_stats_elo_of(0.75), 190.848501887865, 1e-9); /* 400 log10(3) */
    near(match_stats_elo_of(0.25), -190.848501887865, 1e-9);
    near(match_stats_elo_of(10.0 / 11.0), 400.0, 1e-9); /* odds 10:1 */
}

static void elo_margin_los_of_a_match(void **state)
{
    match_score score = {30, 50, 20, {0, 0, 0, 0, 0}};
    match_elo elo;
    (void)state;
    match_stats_elo(&score, &elo);
    assert_int_equal(elo.games, 100);
    near(elo.score, 0.55, 1e-12);
    near(elo.elo, 34.860070288, 1e-6);
    near(elo.margin, 48.470228060, 1e-6);
    near(elo.los, 0.921350396, 1e-6); /* 1/2 (1 + erf(10 / sqrt(100))) */
    near(elo.draw_ratio, 0.5, 1e-12);
}

static void elo_of_a_lopsided_match(void **state)
{
    match_score score = {60, 20, 20, {0, 0, 0, 0, 0}};
    match_elo elo;
    (void)state;
    match_stats_elo(&score, &elo);
    near(elo.elo, 147.190714118, 1e-6);
    /* variance 0.16 a game, standard error 0.04: 0.7 +- 0.0784 */
    near(elo.margin,
         (match_stats_elo_of(0.7 + 1.959963984540054 * 0.04) -
          match_stats_elo_of(0.7 - 1.959963984540054 * 0.04)) /
             2.0,
         1e-9);
    near(elo.margin, 66.013381220, 1e-6);
    near(elo.los, 0.999996128, 1e-8);
}

static void elo_from_the_pairs(void **state)
{
    match_score score = {31, 52, 17, {2, 7, 22, 13, 6}};
    match_elo elo;
    (void)state;
    match_stats_elo_pairs(&score, &elo);
    assert_int_equal(elo.games, 100);
    /* 50 pairs scoring 28.5 of 50 a game: mean 0.57, variance 0.0601 a pair. */
    near(elo.score, 0.57, 1e-12);
    near(elo.elo, 48.962560037, 1e-6);
    near(elo.margin, 48.492600843, 1e-6);
    /* Every pair drawn 1-1: no spread, no margin. */
    memset(&score, 0, sizeof score);
    score.draws = 8;
    score.penta[2] = 4;
    match_stats_elo_pairs(&score, &elo);
    near(elo.elo, 0.0, 1e-12);
    near(elo.margin, 0.0, 0);
}

static void no_games_no_numbers(void **state)
{
    match_score score;
    match_elo elo;
    (void)state;
    memset(&score, 0, sizeof score);
    match_stats_elo(&score, &elo);
    assert_int_equal(elo.games, 0);
    near(elo.los, 0.5, 0);
    near(match_stats_llr(&score, 0, 5), 0.0, 0);
    /* All wins: the Elo is unbounded, and so is its margin. */
    score.wins = 4;
    match_stats_elo(&score, &elo);
    assert_true(isinf(elo.elo) && elo.elo > 0);
    assert_true(isinf(elo.margin));
}

static void sprt_llr_pentanomial(void **state)
{
    match_score a = {0, 0, 0, {5, 20, 40, 25, 10}};
    match_score b = {0, 0, 0, {10, 20, 40, 20, 10}};
    match_score c = {0, 0, 0, {2, 10, 30, 40, 18}};
    double lower, upper;
    (void)state;
    near(match_stats_llr(&a, 0, 5), 0.370099683, 1e-6);
    near(match_stats_llr(&b, 0, 5), -0.034809611, 1e-6); /* mean 1/2: just below 0 */
    near(match_stats_llr(&c, 0, 10), 3.572649600, 1e-6);
    match_stats_sprt_bounds(0.05, 0.05, &lower, &upper);
    near(lower, -2.944438979, 1e-6);
    near(upper, 2.944438979, 1e-6);
    /* c crosses the upper bound: H1 accepted. */
    assert_true(match_stats_llr(&c, 0, 10) > upper);
}

static void sprt_llr_when_every_pair_scores_alike(void **state)
{
    match_score lost5 = {0, 0, 0, {5, 0, 0, 0, 0}};
    match_score lost20 = {0, 0, 0, {20, 0, 0, 0, 0}};
    match_score won20 = {0, 0, 0, {0, 0, 0, 0, 20}};
    double lower, upper;
    (void)state;
    match_stats_sprt_bounds(0.05, 0.05, &lower, &upper);
    /* Half a pair more of each outcome: 5 lost pairs are 7.5 pairs of mean 1/6 a game and
     * variance 7/72; s1 - s0 = 0.014387184 for elo1 = 10. No decision yet. */
    near(match_stats_llr(&lost5, 0, 10), -0.377940105, 1e-6);
    assert_true(match_stats_llr(&lost5, 0, 10) > lower);
    /* 20 lost pairs: 22.5 pairs of mean 1/18, variance 0.038580247: H0 accepted. */
    near(match_stats_llr(&lost20, 0, 10), -3.789516731, 1e-6);
    assert_true(match_stats_llr(&lost20, 0, 10) < lower);
    near(match_stats_llr(&won20, 0, 10), 3.668799540, 1e-6);
    assert_true(match_stats_llr(&won20, 0, 10) > upper);
}

/* --------------------------------------------------------- the command */

static void command_split_as_a_shell_does(void **state)
{
    char **argv = NULL;
    int argc = 0;
    (void)state;
    assert_int_equal(match_split_command("a", &argv, &argc), 0);
    assert_int_equal(argc, 1);
    assert_string_equal(argv[0], "a");
    assert_null(argv[1]);
    free(argv[argc + 1]);
    free(argv);
    assert_int_equal(match_split_command("  ./scan  'hub mode' x\\ y \"q \\\"t\\\"\"a ''", &argv,
                                         &argc),
                     0);
    assert_int_equal(argc, 5);
    assert_string_equal(argv[0], "./scan");
    assert_string_equal(argv[1], "hub mode");
    assert_string_equal(argv[2], "x y");
    assert_string_equal(argv[3], "q \"t\"a");
    assert_string_equal(argv[4], "");
    assert_null(argv[5]);
    free(argv[argc + 1]);
    free(argv);
}

static void command_refused_when_unclosed_or_empty(void **state)
{
    char **argv = NULL;
    int argc = 0;
    (void)state;
    assert_int_equal(match_split_command("scan 'hub", &argv, &argc), -1);
    assert_int_equal(match_split_command("scan \"hub", &argv, &argc), -1);
    assert_int_equal(match_split_command("   ", &argv, &argc), -1);
    assert_int_equal(match_split_command("", &argv, &argc), -1);
}

/* ------------------------------------------------------------ a Hub line */

static void hub_line_names_values_and_flags(void **state)
{
    char text[] = "  done move=\"32-28 x\" ponder=19-23\tthink empty= move=9-13 pv=\"\" ";
    cli_hub_line line;
    (void)state;
    assert_int_equal(cli_hub_split(text, &line), 0);
    assert_string_equal(line.command, "done");
    assert_int_equal(line.count, 6);
    assert_string_equal(cli_hub_arg(&line, "move"), "32-28 x"); /* the first of two */
    assert_string_equal(cli_hub_arg(&line, "ponder"), "19-23");
    assert_string_equal(cli_hub_arg(&line, "think"), ""); /* a flag */
    assert_string_equal(cli_hub_arg(&line, "empty"), "");
    assert_string_equal(cli_hub_arg(&line, "pv"), "");
    assert_null(cli_hub_arg(&line, "score"));
}

static void hub_line_refused_for_a_bad_quote(void **state)
{
    char unclosed[] = "done move=\"32-28", trailing[] = "done move=\"32-28\"x ponder=1";
    cli_hub_line line;
    (void)state;
    assert_int_equal(cli_hub_split(unclosed, &line), CHECKERS_E_HUB_SYNTAX);
    assert_string_equal(line.command, "done"); /* still known: a garbled answer, not no answer */
    assert_int_equal(line.count, 0);
    assert_null(cli_hub_arg(&line, "move"));
    assert_int_equal(cli_hub_split(trailing, &line), CHECKERS_E_HUB_SYNTAX);
    assert_string_equal(line.command, "done");
    assert_int_equal(line.count, 0);
}

static void hub_line_keeps_the_first_arguments(void **state)
{
    char text[CHECKERS_HUB_LINE_ARGS * 8 + 32] = "info";
    cli_hub_line line;
    (void)state;
    for (int i = 0; i <= CHECKERS_HUB_LINE_ARGS; i++)
        snprintf(text + strlen(text), sizeof text - strlen(text), " a%d=%d", i, i);
    assert_int_equal(cli_hub_split(text, &line), 0);
    assert_int_equal(line.count, CHECKERS_HUB_LINE_ARGS);
    assert_string_equal(cli_hub_arg(&line, "a0"), "0");
    assert_string_equal(cli_hub_arg(&line, "a31"), "31");
    assert_null(cli_hub_arg(&line, "a32"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tc_parses_base_increment_and_periods),
        cmocka_unit_test(tc_refuses_nonsense),
        cmocka_unit_test(clock_adds_increment_before_each_move),
        cmocka_unit_test(flag_falls_past_the_margin_only),
        cmocka_unit_test(period_gives_time_again),
        cmocka_unit_test(move_time_flags_each_move),
        cmocka_unit_test(depth_and_nodes_have_no_clock),
        cmocka_unit_test(resign_after_movecount_own_moves),
        cmocka_unit_test(resign_run_broken_by_better_score_not_by_none),
        cmocka_unit_test(draw_by_score_waits_for_movenumber),
        cmocka_unit_test(maxmoves_counts_moves_each),
        cmocka_unit_test(elo_of_known_scores),
        cmocka_unit_test(elo_margin_los_of_a_match),
        cmocka_unit_test(elo_of_a_lopsided_match),
        cmocka_unit_test(elo_from_the_pairs),
        cmocka_unit_test(no_games_no_numbers),
        cmocka_unit_test(sprt_llr_pentanomial),
        cmocka_unit_test(sprt_llr_when_every_pair_scores_alike),
        cmocka_unit_test(command_split_as_a_shell_does),
        cmocka_unit_test(command_refused_when_unclosed_or_empty),
        cmocka_unit_test(hub_line_names_values_and_flags),
        cmocka_unit_test(hub_line_refused_for_a_bad_quote),
        cmocka_unit_test(hub_line_keeps_the_first_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
