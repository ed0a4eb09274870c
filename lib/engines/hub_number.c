/* SPDX-License-Identifier: MIT */
/*
 * hub_number.c - the numbers of Hub's lines, read once for `level` (hub_level.c) and `info`
 * (hub_info.c), so that a limit and a search's report accept the same digits.
 */
#include <stdint.h>
#include <string.h>

#include "engines/engines.h"

static int digit(char c)
{
    return c >= '0' && c <= '9';
}

int64_t checkers__hub_whole(const char *s, size_t n, int64_t max)
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

/* The first digit past `places` decides the rounding: what follows it cannot carry past it. */
int64_t checkers__hub_fixed(const char *s, size_t n, int places)
{
    const char *point = memchr(s, '.', n);
    size_t whole_digits = point != NULL ? (size_t)(point - s) : n;
    int64_t unit = 1, whole, fraction = 0;
    for (int i = 0; i < places; i++)
        unit *= 10;
    whole = whole_digits > 0 ? checkers__hub_whole(s, whole_digits, INT64_MAX / unit) : 0;
    if (whole < 0 || (point == NULL ? n == 0 : n == 1))
        return -1;
    for (size_t i = whole_digits + 1; i < n; i++) {
        size_t place = i - whole_digits; /* 1: tenths */
        if (!digit(s[i]))
            return -1;
        if (place <= (size_t)places)
            fraction = fraction * 10 + (s[i] - '0');
        else if (place == (size_t)places + 1 && s[i] >= '5')
            fraction++; /* rounded up after the kept decimals are in */
    }
    /* Fewer decimals than places: scaled up (a rounding digit needs them all). */
    for (size_t place = n > whole_digits + 1 ? n - whole_digits - 1 : 0; place < (size_t)places;
         place++)
        fraction *= 10;
    if (whole > (INT64_MAX - fraction) / unit)
        return -1;
    return whole * unit + fraction;
}
