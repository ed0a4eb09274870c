/* SPDX-License-Identifier: MIT */
/*
 * hub_variant.c - the name an engine knows a variant by (checkers_hub_variant_name).
 *
 * Hub has no list of variants: an engine offers a `variant` parameter with the names it
 * chose. Scan's names are the ones engines copy, so the library's names are tried first and
 * Scan's second. One table here, so that the CLI's match runner and every binding choose the
 * same name for the same engine.
 */
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "engines/engines.h"
#include "rules/rules.h"

/* The library's variants that Scan names otherwise (Scan: normal killer bt frisian losing). */
static const char *const scan_names[][2] = {
    {"international", "normal"},
    {"antidraughts", "losing"},
    {"breakthrough", "bt"},
};

/* Whether the list values[0..length) has a word: one with none lists nothing. */
static int has_word(const char *values, size_t length)
{
    for (size_t i = 0; i < length; i++)
        if (!checkers__hub_blank(values[i]))
            return 1;
    return 0;
}

/* Whether the blank-separated list values[0..length) holds the word `name`. */
static int lists(const char *values, size_t length, const char *name)
{
    size_t n = strlen(name), i = 0;
    while (i < length) {
        size_t start;
        while (i < length && checkers__hub_blank(values[i]))
            i++;
        start = i;
        while (i < length && !checkers__hub_blank(values[i]))
            i++;
        if (i - start == n && memcmp(values + start, name, n) == 0)
            return 1;
    }
    return 0;
}

/* Scan's name for the library's variant `name` when the list holds it, else NULL. */
static const char *scan_name(const char *name, const char *values, size_t length)
{
    for (size_t i = 0; i < sizeof scan_names / sizeof scan_names[0]; i++)
        if (strcmp(name, scan_names[i][0]) == 0)
            return lists(values, length, scan_names[i][1]) ? scan_names[i][1] : NULL;
    return NULL;
}

int32_t checkers_hub_variant_name(const char *variant, const char *values, size_t length, char *buf,
                                  size_t capacity)
{
    const checkers__variant *v = checkers__variant_lookup(variant);
    const char *name;
    checkers__out out = {buf, capacity, 0};

    if (buf == NULL && capacity > 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (v == NULL)
        return CHECKERS_E_UNKNOWN_VARIANT;
    if (values != NULL) { /* the list stops at a NUL byte, as a Hub line does */
        size_t n = 0;
        while (n < length && values[n] != '\0')
            n++;
        length = n;
    }
    if (values == NULL || !has_word(values, length) || lists(values, length, v->name))
        name = v->name;
    else if ((name = scan_name(v->name, values, length)) == NULL)
        return CHECKERS_E_UNKNOWN_VARIANT;
    checkers__out_str(&out, name);
    return checkers__out_finish(&out);
}
