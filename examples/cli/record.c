/* SPDX-License-Identifier: MIT */
/*
 * record.c - game records: a game's PDN text, shared by `checkers play` (its
 * `pdn` command and --save) and `checkers pdn write`.
 */
#include <stdlib.h>

#include "cli.h"

int32_t cli_pdn_result(int32_t status)
{
    /* The PDN results are not numbered as the statuses (see checkers.h). */
    switch (status) {
    case CHECKERS_BLACK_WINS: return CHECKERS_PDN_BLACK_WIN;
    case CHECKERS_WHITE_WINS: return CHECKERS_PDN_WHITE_WIN;
    case CHECKERS_DRAW: return CHECKERS_PDN_DRAW;
    default: return CHECKERS_PDN_UNKNOWN;
    }
}

int32_t cli_pdn_text(const checkers_game *game, const char *const *names,
                     const char *const *values, int32_t tag_count, const char *const *comments,
                     int32_t result, char **buf, size_t *capacity)
{
    for (;;) {
        int32_t length = checkers_pdn_write(game, names, values, tag_count, comments, result,
                                            *buf, *capacity);
        char *bigger;
        if (length < 0 || (size_t)length < *capacity)
            return length;
        bigger = realloc(*buf, (size_t)length + 1);
        if (bigger == NULL)
            return CHECKERS_E_NO_MEMORY;
        *buf = bigger;
        *capacity = (size_t)length + 1;
    }
}
