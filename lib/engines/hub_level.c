/* SPDX-License-Identifier: MIT */
/*
 * hub_level.c - Hub's `level` command written from a checkers_hub_level and
 * read into one (checkers_hub_write_level, checkers_hub_parse_level): the
 * one writing of its seconds and the one reading of its limits, for the
 * CLI's engine, its referees and every binding.
 *
 * The line is read by checkers_hub_parse_line (hub_line.c), so that a level
 * line has no syntax of its own, and its numbers by hub_number.c's readers, which
 * the `info` lines' reader shares.
 */
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "engines/engines.h"

/* The limits in the order the line gives them, the writer's and the reader's. */
enum { DEPTH, NODES, MOVE_TIME, MOVES, TIME, INC, LIMITS };

static const char *const names[LIMITS] = {"depth", "nodes", "move-time", "moves", "time", "inc"};

/* Whether limit k is seconds (milliseconds in the struct) rather than a count. */
static int is_seconds(int k)
{
    return k == MOVE_TIME || k == TIME || k == INC;
}

/* The struct's fields as one array and back: one loop writes and reads them all. */
static void unpack(const checkers_hub_level *level, int64_t v[LIMITS])
{
    v[DEPTH] = level->depth;
    v[NODES] = level->nodes;
    v[MOVE_TIME] = level->move_time_ms;
    v[MOVES] = level->moves;
    v[TIME] = level->time_ms;
    v[INC] = level->inc_ms;
}

static void pack(const int64_t v[LIMITS], checkers_hub_level *level)
{
    level->depth = (int32_t)v[DEPTH];
    level->nodes = v[NODES];
    level->move_time_ms = v[MOVE_TIME];
    level->moves = (int32_t)v[MOVES];
    level->time_ms = v[TIME];
    level->inc_ms = v[INC];
}

/* The largest value limit k's field holds. */
static int64_t largest(int k)
{
    return k == DEPTH || k == MOVES ? INT32_MAX : INT64_MAX;
}

/* A refusal shared by both sides: moves and inc are parts of a clock, not limits alone. */
static int clockless(const int64_t v[LIMITS])
{
    return v[TIME] < 0 && (v[MOVES] >= 0 || v[INC] >= 0);
}

/* ------------------------------------------------------------------- writing */

/* Milliseconds as seconds: at most three decimals, no trailing zero or point. */
static void out_seconds(checkers__out *o, int64_t ms)
{
    int64_t fraction = ms % 1000;
    checkers__out_u64(o, (uint64_t)(ms / 1000));
    if (fraction == 0)
        return;
    const char digits[3] = {(char)('0' + fraction / 100), (char)('0' + fraction / 10 % 10),
                            (char)('0' + fraction % 10)};
    int shown = fraction % 10 != 0 ? 3 : fraction % 100 != 0 ? 2 : 1;
    checkers__out_char(o, '.');
    for (int i = 0; i < shown; i++)
        checkers__out_char(o, digits[i]);
}

int32_t checkers_hub_write_level(const checkers_hub_level *level, char *buf, size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    int64_t v[LIMITS];
    int given = 0;
    if (level == NULL || (buf == NULL && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    unpack(level, v);
    for (int k = 0; k < LIMITS; k++) {
        if (v[k] < -1)
            return CHECKERS_E_INVALID_ARGUMENT;
        given |= v[k] >= 0;
    }
    if (clockless(v))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__out_str(&o, given ? "level" : "level infinite");
    for (int k = 0; k < LIMITS; k++) {
        if (v[k] < 0)
            continue;
        checkers__out_char(&o, ' ');
        checkers__out_str(&o, names[k]);
        checkers__out_char(&o, '=');
        if (is_seconds(k))
            out_seconds(&o, v[k]);
        else
            checkers__out_u64(&o, (uint64_t)v[k]);
    }
    return checkers__out_finish(&o);
}

/* ------------------------------------------------------------------- reading */

int32_t checkers_hub_parse_level(const char *text, size_t length, checkers_hub_level *out)
{
    checkers_hub_line line;
    int64_t v[LIMITS] = {-1, -1, -1, -1, -1, -1};
    int infinite = 0, given = 0;
    int32_t status;
    if (text == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    pack(v, out);
    status = checkers__hub_parse_command(text, length, "level", &line);
    if (status != 0)
        return status;
    for (int32_t i = 0; i < line.count; i++) {
        int k = 0;
        if (checkers__hub_span_is(text, line.name[i], line.name_length[i], "infinite")) {
            if (line.value[i] >= 0)
                return CHECKERS_E_INVALID_ARGUMENT;
            infinite = 1;
            continue;
        }
        while (k < LIMITS &&
               !checkers__hub_span_is(text, line.name[i], line.name_length[i], names[k]))
            k++;
        if (k == LIMITS || v[k] >= 0)
            continue; /* not a limit (Hub: ignored), or one read already (the first counts) */
        if (line.value[i] < 0)
            return CHECKERS_E_INVALID_ARGUMENT;
        v[k] = is_seconds(k)
                   ? checkers__hub_fixed(text + line.value[i], (size_t)line.value_length[i], 3)
                   : checkers__hub_whole(text + line.value[i], (size_t)line.value_length[i],
                                         largest(k));
        if (v[k] < 0)
            return CHECKERS_E_INVALID_ARGUMENT;
        given = 1;
    }
    if (infinite == given || clockless(v))
        return CHECKERS_E_INVALID_ARGUMENT;
    pack(v, out);
    return 0;
}
