/* SPDX-License-Identifier: MIT */
/*
 * match_pdn.c - a match game's PDN record: the seven standard tags, then
 * Termination (why it ended, with the engine and the move at fault) and
 * TimeControl; each engine move is followed by a comment with its score (in
 * men, for the side that moved) and depth when the engine reported them, and
 * the time it took: {+0.25/8 0.412s}.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "match.h"

char *match_pdn_text(const match_record *record, const char *event, int64_t round,
                     const char *white, const char *black, const char *time_control)
{
    const char *names[] = {"Event", "Site",  "Date",        "Round",
                           "White", "Black", "Termination", "TimeControl"};
    const char *values[8];
    char date[16] = "????.??.??", round_text[24];
    char *buf = NULL;
    size_t capacity = 0;
    time_t now = time(NULL);
    struct tm day;
    int32_t length;

    if (gmtime_r(&now, &day) != NULL)
        strftime(date, sizeof date, "%Y.%m.%d", &day);
    snprintf(round_text, sizeof round_text, "%lld", (long long)round);
    values[0] = event;
    values[1] = "?";
    values[2] = date;
    values[3] = round_text;
    values[4] = white;
    values[5] = black;
    values[6] = record->termination;
    values[7] = time_control;
    length = cli_pdn_text(record->game, names, values, 8, (const char *const *)record->comments,
                          record->result, &buf, &capacity);
    if (length < 0) {
        free(buf);
        return NULL;
    }
    return buf;
}
