/* SPDX-License-Identifier: MIT */
/*
 * record.c - game records: a game's PDN text, shared by `checkers play` (its
 * `pdn` command and --save) and `checkers pdn write`, and reading a PDN file,
 * shared by `checkers pdn` and `checkers svg --pdn`.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int32_t cli_pdn_text(const checkers_game *game, const char *const *names, const char *const *values,
                     int32_t tag_count, const char *const *comments, int32_t result, char **buf,
                     size_t *capacity)
{
    for (;;) {
        int32_t length = checkers_pdn_write(game, names, values, tag_count, comments, result, *buf,
                                            *capacity);
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

static void close_input(FILE *f)
{
    if (f != stdin)
        fclose(f);
}

int cli_read_file(const char *command, const char *path, char **text, size_t *length)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    char *buf = NULL;
    size_t len = 0, cap = 0;
    if (!f) {
        fprintf(stderr, CLI_NAME " %s: cannot read %s: %s\n", command, path, strerror(errno));
        return -1;
    }
    for (;;) {
        if (cap - len < 65536) {
            size_t grown = cap ? cap * 2 : 1 << 20;
            char *bigger = realloc(buf, grown);
            if (!bigger) {
                fprintf(stderr, CLI_NAME " %s: %s: %s\n", command, path,
                        checkers_strerror(CHECKERS_E_NO_MEMORY));
                free(buf);
                close_input(f);
                return -1;
            }
            buf = bigger;
            cap = grown;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        fprintf(stderr, CLI_NAME " %s: cannot read %s: %s\n", command, path, strerror(errno));
        free(buf);
        close_input(f);
        return -1;
    }
    close_input(f);
    *text = buf;
    *length = len;
    return 0;
}
