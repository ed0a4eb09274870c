/* SPDX-License-Identifier: MIT */
/*
 * engines/: what the engine protocols' files share. Nothing here is exported.
 */
#ifndef CHECKERS_ENGINES_ENGINES_H
#define CHECKERS_ENGINES_ENGINES_H

#include <string.h>

#include "game/game_internal.h"

/* A blank of a Hub line: what separates its words (hub_line.c) and a list's names (hub_variant.c). */
static inline int checkers__hub_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Whether the span (offset, length) of a Hub line's text is `word`. */
static inline int checkers__hub_span_is(const char *text, int32_t offset, int32_t length,
                                        const char *word)
{
    return (size_t)length == strlen(word) && memcmp(text + offset, word, (size_t)length) == 0;
}

/*
 * Reads a Hub line that must be `command` (hub_line.c), for the readers of `level` and
 * `info`: checkers_hub_parse_line's status, or CHECKERS_E_INVALID_ARGUMENT for another command.
 */
int32_t checkers__hub_parse_command(const char *text, size_t length, const char *command,
                                    checkers_hub_line *line);

/*
 * The numbers of Hub lines (hub_number.c), for `level` and `info` alike: no sign, no exponent,
 * read digit by digit with a bound checked before each step, so that none overflows however
 * long. A whole number: decimal digits, at most `max`. A fixed-point one: digits with at most
 * one point among them (`0.25`, `30`, `.5`), in units of 10^-places, rounded half up; at most
 * INT64_MAX units. Each returns -1 for a text that is not such a number.
 */
int64_t checkers__hub_whole(const char *s, size_t n, int64_t max);
int64_t checkers__hub_fixed(const char *s, size_t n, int places);

/*
 * The engine protocols' moves (engines/hub.c, shared by engines/dxp.c): the legal move from
 * `from` to `to` (square numbers, in range) that takes exactly the pieces on
 * captured[0..count-1] (any order, repeats ignored). With `exact` 0 (Hub) and no captured
 * squares, the one legal move between the squares, capture or not (CHECKERS_E_AMBIGUOUS when
 * several); with `exact` (DXP, whose MOVE always gives the number taken), a move taking none.
 * why is cleared by the caller; the refusal is stored there and returned.
 */
int32_t checkers__engine_move(const checkers_game *game, int32_t from, int32_t to,
                              const int32_t *captured, int count, int exact, checkers_move *out,
                              checkers_refusal *why);

#endif
