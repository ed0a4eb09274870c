/* SPDX-License-Identifier: MIT */
/*
 * PDN benchmark: reads, replays and checks every game of the Open Checkers
 * Archive (22,621 English games) and prints games, plies, seconds and plies
 * per second (the best of several runs; the file is read into memory first).
 *
 *   checkers_bench_pdn [FILE [RUNS [VARIANT]]]
 *       default: corpus/english/OCA_2.0.pdn in $CHECKERS_SHARED_DIR, ../shared
 *       or ../../shared; 3 runs; english
 *
 * Exit status 1 when a game fails, 2 when the file cannot be read.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "checkers.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: the machine may be busy */
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static char *read_all(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long size;
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (text = malloc((size_t)size + 1)) != NULL) {
        *length = fread(text, 1, (size_t)size, f);
        if (*length != (size_t)size) {
            free(text);
            text = NULL;
        }
    }
    fclose(f);
    return text;
}

int main(int argc, char **argv)
{
    char path[4096];
    const char *variant = argc > 3 ? argv[3] : "english";
    int runs = argc > 2 ? atoi(argv[2]) : 3;
    size_t length = 0;
    char *text = NULL;
    if (argc > 1 && argv[1][0]) {
        snprintf(path, sizeof path, "%s", argv[1]);
        text = read_all(path, &length);
    } else {
        /* From the project's root or its tests/ folder, as the tests run. */
        const char *shared[] = {getenv("CHECKERS_SHARED_DIR"), "../shared", "../../shared"};
        for (size_t i = 0; i < sizeof shared / sizeof shared[0] && !text; i++)
            if (shared[i] && shared[i][0]) {
                snprintf(path, sizeof path, "%s/corpus/english/OCA_2.0.pdn", shared[i]);
                text = read_all(path, &length);
            }
    }
    if (!text) {
        fprintf(stderr, "checkers_bench_pdn: cannot read %s\n", path);
        return 2;
    }
    double best = -1;
    long games = 0, plies = 0, failures = 0;
    for (int run = 0; run < (runs > 0 ? runs : 1); run++) {
        checkers_pdn_reader *reader = NULL;
        int32_t rc;
        games = plies = failures = 0;
        double start = now();
        rc = checkers_pdn_reader_new(&reader, text, length, variant, 0, NULL);
        while (rc == 0 && (rc = checkers_pdn_next(reader)) == 1) {
            checkers_pdn_error e;
            const checkers_game *game = checkers_pdn_game(reader);
            rc = checkers_pdn_error_info(reader, &e);
            games++;
            plies += game ? checkers_game_ply_count(game) : 0;
            if (e.code != 0 && failures++ < 10)
                fprintf(stderr, "game %ld: %d:%d: move %d (%s): %s\n", games, (int)e.line,
                        (int)e.column, (int)e.move_number, e.text, checkers_strerror(e.code));
        }
        double seconds = now() - start;
        checkers_pdn_reader_free(reader);
        if (rc < 0) {
            fprintf(stderr, "checkers_bench_pdn: %s\n", checkers_strerror(rc));
            free(text);
            return 1;
        }
        if (best < 0 || seconds < best)
            best = seconds;
    }
    free(text);
    printf("%s: games %ld, plies %ld, failures %ld, %.3f s, %.0f plies/s\n", path, games, plies,
           failures, best, best > 0 ? (double)plies / best : 0.0);
    return failures ? 1 : 0;
}
