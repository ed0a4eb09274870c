/* SPDX-License-Identifier: MIT */
/*
 * pdn_write_back.h - the PDN reader-to-writer adapter the corpus test and the
 * PDN fuzz target share: a reader's current game written as PDN with what the
 * reader kept of it (its tags in order, its comments, its result), so that
 * reading the text back can be compared with the game read. Depends on
 * nothing but the library and libc (the fuzz target has no cmocka).
 */
#ifndef CHECKERS_TESTS_PDN_WRITE_BACK_H
#define CHECKERS_TESTS_PDN_WRITE_BACK_H

#include <stdlib.h>

#include "checkers.h"

/*
 * Writes the reader's current game into *buf, grown with realloc as needed
 * (*buf and *cap may start as NULL and 0; the caller frees *buf). Returns the
 * length written, or checkers_pdn_write's error, or CHECKERS_E_NO_MEMORY.
 */
static inline int32_t pdn_write_back(const checkers_pdn_reader *r, char **buf, size_t *cap)
{
    const checkers_game *game = checkers_pdn_game(r);
    int32_t ntags = checkers_pdn_tag_count(r), plies, n = CHECKERS_E_NO_MEMORY;
    if (!game || ntags < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    plies = checkers_game_ply_count(game);
    const char **names = malloc(sizeof *names * (size_t)(ntags + 1));
    const char **values = malloc(sizeof *values * (size_t)(ntags + 1));
    /* comments[0] comes before the first move, comments[i] after ply i - 1 */
    const char **comments = malloc(sizeof *comments * (size_t)(plies + 1));
    if (names && values && comments) {
        for (int32_t i = 0; i < ntags; i++) {
            names[i] = checkers_pdn_tag_name(r, i);
            values[i] = checkers_pdn_tag_value(r, i);
        }
        for (int32_t i = 0; i <= plies; i++)
            comments[i] = checkers_pdn_comment(r, i - 1);
        while ((n = checkers_pdn_write(game, names, values, ntags, comments, checkers_pdn_result(r),
                                       *buf, *cap)) >= 0 &&
               (size_t)n >= *cap) {
            char *bigger = realloc(*buf, (size_t)n + 1);
            if (!bigger) {
                n = CHECKERS_E_NO_MEMORY;
                break;
            }
            *buf = bigger;
            *cap = (size_t)n + 1;
        }
    }
    free(names);
    free(values);
    free(comments);
    return n;
}

#endif
