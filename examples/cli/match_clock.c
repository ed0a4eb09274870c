/* SPDX-License-Identifier: MIT */
/*
 * match_clock.c - the referee's clocks and its adjudication rules. Nothing
 * here reads a clock: the referee measures each move and says how long it
 * took, so that a test decides flags and adjudications with made-up times.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"

/* Seconds (a real number, not negative) into milliseconds; -1 if not one. */
static int64_t seconds_ms(const char *text, const char *end)
{
    char number[64], *stop;
    double seconds;
    size_t n = (size_t)(end - text);
    if (n == 0 || n >= sizeof number)
        return -1;
    memcpy(number, text, n);
    number[n] = '\0';
    seconds = strtod(number, &stop);
    if (*stop != '\0' || !(seconds >= 0.0) || seconds > 1e7)
        return -1;
    return (int64_t)(seconds * 1000.0 + 0.5);
}

int match_tc_parse(const char *text, match_tc *out)
{
    const char *slash = strchr(text, '/'), *plus = strchr(text, '+');
    const char *base = text, *end = text + strlen(text);
    match_tc tc;

    memset(&tc, 0, sizeof tc);
    tc.kind = MATCH_TC_CLOCK;
    if (slash != NULL) {
        char *stop;
        long moves = strtol(text, &stop, 10);
        if (stop != slash || moves < 1 || moves > 10000)
            return -1;
        tc.moves = (int32_t)moves;
        base = slash + 1;
    }
    if (plus != NULL) {
        if (plus < base || (tc.inc_ms = seconds_ms(plus + 1, end)) < 0)
            return -1;
        end = plus;
    }
    tc.base_ms = seconds_ms(base, end);
    if (tc.base_ms < 0 || (tc.base_ms == 0 && tc.inc_ms == 0))
        return -1;
    tc.depth = out->depth;
    tc.nodes = out->nodes;
    *out = tc;
    return 0;
}

void match_clock_init(match_clock *clock, const match_tc *tc, int64_t margin_ms)
{
    memset(clock, 0, sizeof *clock);
    clock->tc = *tc;
    clock->margin_ms = margin_ms;
    clock->left_ms[0] = clock->left_ms[1] = tc->base_ms;
}

int64_t match_clock_begin(match_clock *clock, int side)
{
    switch (clock->tc.kind) {
    case MATCH_TC_CLOCK:
        clock->left_ms[side] += clock->tc.inc_ms;
        return clock->left_ms[side] + clock->margin_ms;
    case MATCH_TC_MOVETIME:
        return clock->tc.movetime_ms + clock->margin_ms;
    default:
        return -1;
    }
}

int match_clock_end(match_clock *clock, int side, int64_t elapsed_ms)
{
    int64_t allowed = clock->tc.kind == MATCH_TC_CLOCK      ? clock->left_ms[side]
                      : clock->tc.kind == MATCH_TC_MOVETIME ? clock->tc.movetime_ms
                                                            : -1;
    if (allowed >= 0 && elapsed_ms > allowed + clock->margin_ms)
        return 1;
    clock->moved[side]++;
    if (clock->tc.kind == MATCH_TC_CLOCK) {
        clock->left_ms[side] -= elapsed_ms;
        if (clock->left_ms[side] < 0)
            clock->left_ms[side] = 0;
        if (clock->tc.moves > 0 && clock->moved[side] % clock->tc.moves == 0)
            clock->left_ms[side] += clock->tc.base_ms;
    }
    return 0;
}

void match_clock_level(const match_clock *clock, int side, char *buf, size_t capacity)
{
    const match_tc *tc = &clock->tc;
    checkers_hub_level level = {-1, -1, -1, -1, -1, -1};
    if (tc->kind == MATCH_TC_CLOCK) {
        /* The increment was added by match_clock_begin: Hub's time= is before it. */
        int64_t time = clock->left_ms[side] - tc->inc_ms;
        level.time_ms = time > 0 ? time : 0;
        level.inc_ms = tc->inc_ms;
        if (tc->moves > 0)
            level.moves = tc->moves - clock->moved[side] % tc->moves;
    } else if (tc->kind == MATCH_TC_MOVETIME) {
        level.move_time_ms = tc->movetime_ms;
    } else if (tc->depth > 0) {
        level.depth = tc->depth;
    } else if (tc->nodes > 0) {
        level.nodes = tc->nodes;
    }
    (void)checkers_hub_write_level(&level, buf, capacity);
}

int match_adjudicate(const match_adjudication *rules, match_adjudicator *state, int side,
                     int has_score, int32_t score, int32_t plies)
{
    /* A move without a score (a forced one, played without a search) leaves the runs as
     * they are: in English every other move may be a forced capture. */
    if (rules->resign_movecount > 0 && has_score) {
        if (score <= -rules->resign_score)
            state->resign_run[side]++;
        else
            state->resign_run[side] = 0;
        if (state->resign_run[side] >= rules->resign_movecount)
            return MATCH_ADJUDICATE_RESIGN;
    }
    if (rules->draw_movecount > 0 && has_score) {
        if (abs(score) <= rules->draw_score)
            state->draw_run++;
        else
            state->draw_run = 0;
        /* The move number of this ply: plies 0 and 1 are move 1. */
        if (state->draw_run >= 2 * rules->draw_movecount &&
            (plies + 1) / 2 >= rules->draw_movenumber)
            return MATCH_ADJUDICATE_DRAW;
    }
    if (rules->maxmoves > 0 && plies >= 2 * rules->maxmoves)
        return MATCH_ADJUDICATE_MAXMOVES;
    return MATCH_ADJUDICATE_NONE;
}
