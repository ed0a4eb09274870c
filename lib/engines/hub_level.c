/* SPDX-License-Identifier: MIT */
/*
 * hub_level.c - Hub's `level` command written from a checkers_hub_level and
 * read into one (checkers_hub_write_level, checkers_hub_parse_level): the
 * one writing of its seconds and the one reading of its limits, for the
 * CLI's engine, its referees and every binding.
 *
 * The line is read by checkers_hub_parse_line (hub_line.c), so that a level
 * line has no syntax of its own. Numbers are read digit by digit with a bound
 * checked before each step, so that no value overflows however long it is.
 */
#include <stdint.h>
#include <string.h>

#include "core/core.h"

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

static int digit(char c)
{
    return c >= '0' && c <= '9';
}

/* A run of digits up to `max`, or -1: not digits, or beyond max (checked before each step). */
static int64_t whole(const char *s, size_t n, int64_t max)
{
    int64_t value = 0;
    if (n == 0)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (!digit(s[i]) || value > (max - (s[i] - '0')) / 10)
            return -1;
        value = value * 10 + (s[i] - '0');
    }
    return value;
}

/*
 * Seconds in whole milliseconds, rounded half up (the fourth decimal decides:
 * what follows it cannot carry past it), or -1: not digits with at most one
 * point, or more milliseconds than an int64_t holds.
 */
static int64_t milliseconds(const char *s, size_t n)
{
    const char *point = memchr(s, '.', n);
    size_t whole_digits = point != NULL ? (size_t)(point - s) : n;
    int64_t seconds = whole_digits > 0 ? whole(s, whole_digits, INT64_MAX / 1000) : 0;
    int64_t fraction = 0;
    if (seconds < 0 || (point == NULL ? n == 0 : n == 1))
        return -1;
    for (size_t i = whole_digits + 1; i < n; i++) {
        size_t place = i - whole_digits; /* 1: tenths */
        if (!digit(s[i]))
            return -1;
        if (place <= 3)
            fraction = fraction * 10 + (s[i] - '0');
        else if (place == 4 && s[i] >= '5')
            fraction++; /* rounded up after the three decimals are in */
    }
    /* Fewer than three decimals: scaled to milliseconds (a rounding digit needs all three). */
    for (size_t place = n > whole_digits + 1 ? n - whole_digits - 1 : 0; place < 3; place++)
        fraction *= 10;
    if (seconds > (INT64_MAX - fraction) / 1000)
        return -1;
    return seconds * 1000 + fraction;
}

/* Whether the span (offset, length) of text is `word`. */
static int is(const char *text, int32_t offset, int32_t length, const char *word)
{
    return (size_t)length == strlen(word) && memcmp(text + offset, word, (size_t)length) == 0;
}

int32_t checkers_hub_parse_level(const char *text, size_t length, checkers_hub_level *out)
{
    checkers_hub_line line;
    int64_t v[LIMITS] = {-1, -1, -1, -1, -1, -1};
    int infinite = 0, given = 0;
    int32_t status;
    if (text == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    pack(v, out);
    status = checkers_hub_parse_line(text, length, &line);
    if (status != 0)
        return status;
    if (!is(text, line.command, line.command_length, "level"))
        return CHECKERS_E_INVALID_ARGUMENT;
    for (int32_t i = 0; i < line.count; i++) {
        int k = 0;
        if (is(text, line.name[i], line.name_length[i], "infinite")) {
            if (line.value[i] >= 0)
                return CHECKERS_E_INVALID_ARGUMENT;
            infinite = 1;
            continue;
        }
        while (k < LIMITS && !is(text, line.name[i], line.name_length[i], names[k]))
            k++;
        if (k == LIMITS || v[k] >= 0)
            continue; /* not a limit (Hub: ignored), or one read already (the first counts) */
        if (line.value[i] < 0)
            return CHECKERS_E_INVALID_ARGUMENT;
        v[k] = is_seconds(k)
                   ? milliseconds(text + line.value[i], (size_t)line.value_length[i])
                   : whole(text + line.value[i], (size_t)line.value_length[i], largest(k));
        if (v[k] < 0)
            return CHECKERS_E_INVALID_ARGUMENT;
        given = 1;
    }
    if (infinite == given || clockless(v))
        return CHECKERS_E_INVALID_ARGUMENT;
    pack(v, out);
    return 0;
}
