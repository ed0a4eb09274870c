/* SPDX-License-Identifier: MIT */
/*
 * hub_info.c - an engine's `info` line read into its fields (checkers_hub_parse_info): one
 * reading of a search's report for the CLI's match runner and every binding.
 *
 * The line is read by checkers_hub_parse_line (hub_line.c) and its numbers by hub_number.c,
 * as `level`'s are, so that the protocol has one syntax and one kind of number.
 */
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "engines/engines.h"

/* How a field's value is read: a whole number, millionths, millionths with a sign, a span. */
enum kind { WHOLE32, WHOLE64, MICRO, SIGNED_MICRO, SPAN };

static const struct field {
    const char *name;
    uint32_t bit;
    enum kind kind;
} fields[] = {
    {"depth", CHECKERS_HUB_INFO_DEPTH, WHOLE32},
    {"mean-depth", CHECKERS_HUB_INFO_MEAN_DEPTH, MICRO},
    {"score", CHECKERS_HUB_INFO_SCORE, SIGNED_MICRO},
    {"nodes", CHECKERS_HUB_INFO_NODES, WHOLE64},
    {"time", CHECKERS_HUB_INFO_TIME, MICRO},
    {"nps", CHECKERS_HUB_INFO_NPS, MICRO},
    {"pv", CHECKERS_HUB_INFO_PV, SPAN},
};

#define FIELDS ((int)(sizeof fields / sizeof fields[0]))

/* Where field k's value goes. */
static int64_t *slot(checkers_hub_info *out, int k)
{
    int64_t *const slots[] = {NULL,        &out->mean_depth_micro, &out->score_micro,
                              &out->nodes, &out->time_us,          &out->nps,
                              NULL};
    return slots[k];
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
    status = checkers_hub_parse_line(text, length, &line);
    if (status != 0)
        return status;
    if (!checkers__hub_span_is(text, line.command, line.command_length, "info"))
        return CHECKERS_E_INVALID_ARGUMENT;
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
        if (fields[k].kind == SPAN) {
            out->pv = line.value[i];
            out->pv_length = line.value_length[i];
        } else if (fields[k].kind == WHOLE32) {
            out->depth = (int32_t)number;
        } else {
            *slot(out, k) = number;
        }
    }
    return 0;
}
