/* SPDX-License-Identifier: MIT */
/*
 * hub_info.c - an engine's `info` line read into its fields (checkers_hub_parse_info): one
 * reading of a search's report for the CLI's match runner and every binding.
 *
 * The line is read by checkers_hub_parse_line (hub_line.c) and its numbers by hub_number.c,
 * as `level`'s are, so that the protocol has one syntax and one kind of number.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "engines/engines.h"

/* How a field's value is read: a whole number, millionths, millionths with a sign, a span. */
enum kind { WHOLE32, WHOLE64, MICRO, SIGNED_MICRO, SPAN };

/* Each field's name, bit, kind and place in checkers_hub_info: a new field is one row. */
static const struct field {
    const char *name;
    uint32_t bit;
    enum kind kind;
    size_t offset; /* where its value goes: an int32_t (WHOLE32), pv and pv_length (SPAN),
                    * else an int64_t */
} fields[] = {
    {"depth", CHECKERS_HUB_INFO_DEPTH, WHOLE32, offsetof(checkers_hub_info, depth)},
    {"mean-depth", CHECKERS_HUB_INFO_MEAN_DEPTH, MICRO,
     offsetof(checkers_hub_info, mean_depth_micro)},
    {"score", CHECKERS_HUB_INFO_SCORE, SIGNED_MICRO, offsetof(checkers_hub_info, score_micro)},
    {"nodes", CHECKERS_HUB_INFO_NODES, WHOLE64, offsetof(checkers_hub_info, nodes)},
    {"time", CHECKERS_HUB_INFO_TIME, MICRO, offsetof(checkers_hub_info, time_us)},
    {"nps", CHECKERS_HUB_INFO_NPS, MICRO, offsetof(checkers_hub_info, nps)},
    {"pv", CHECKERS_HUB_INFO_PV, SPAN, offsetof(checkers_hub_info, pv)},
};

#define FIELDS ((int)(sizeof fields / sizeof fields[0]))

/* Stores a value of field f where the table says: the number read, or the span at offset. */
static void store(checkers_hub_info *out, const struct field *f, int64_t number, int32_t offset,
                  int32_t length)
{
    char *to = (char *)out + f->offset;
    int32_t narrow = (int32_t)number;
    if (f->kind == SPAN) {
        out->pv = offset;
        out->pv_length = length;
    } else if (f->kind == WHOLE32) {
        memcpy(to, &narrow, sizeof narrow);
    } else {
        memcpy(to, &number, sizeof number);
    }
}

/* Reads s[0..n) as a field of `kind` into *value: 1, or 0 when it is not that kind of number. */
static int read_value(const char *s, size_t n, enum kind kind, int64_t *value)
{
    int negative = 0;
    switch (kind) {
    case WHOLE32:
    case WHOLE64:
        *value = checkers__hub_whole(s, n, kind == WHOLE32 ? INT32_MAX : INT64_MAX);
        return *value >= 0;
    case SIGNED_MICRO:
        if (n > 0 && (s[0] == '-' || s[0] == '+')) {
            negative = s[0] == '-';
            s++;
            n--;
        }
        /* fall through */
    case MICRO:
        *value = checkers__hub_fixed(s, n, 6);
        if (*value < 0)
            return 0;
        if (negative)
            *value = -*value;
        return 1;
    case SPAN:
        break;
    }
    return 1;
}

/* Whether argument i's name came earlier in the line: only a name's first counts. */
static int seen_before(const char *text, const checkers_hub_line *line, int32_t i)
{
    for (int32_t j = 0; j < i; j++)
        if (line->name_length[j] == line->name_length[i] &&
            memcmp(text + line->name[j], text + line->name[i], (size_t)line->name_length[i]) == 0)
            return 1;
    return 0;
}

int32_t checkers_hub_parse_info(const char *text, size_t length, checkers_hub_info *out)
{
    checkers_hub_line line;
    int32_t status;
    if (text == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    out->pv = -1;
    status = checkers__hub_parse_command(text, length, "info", &line);
    if (status != 0)
        return status;
    for (int32_t i = 0; i < line.count; i++) {
        const char *value = text + line.value[i];
        size_t n = (size_t)line.value_length[i];
        int64_t number = 0;
        int k = 0;
        if (line.value[i] < 0 || seen_before(text, &line, i))
            continue; /* a flag, or a name read already */
        while (k < FIELDS &&
               !checkers__hub_span_is(text, line.name[i], line.name_length[i], fields[k].name))
            k++;
        if (k == FIELDS || !read_value(value, n, fields[k].kind, &number)) {
            out->extra |= (uint32_t)1 << i;
            continue;
        }
        out->given |= fields[k].bit;
        store(out, &fields[k], number, line.value[i], line.value_length[i]);
    }
    return 0;
}
