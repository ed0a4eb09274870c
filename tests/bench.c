/* SPDX-License-Identifier: MIT */
/*
 * Perft benchmark: times the public checkers_game_perft from a variant's start
 * (or a FEN) and prints leaves, CPU seconds and leaves per second. Compare it side
 * by side with the yardsticks in ../shared/bench (see docs/speed.md).
 *
 *   checkers_bench [VARIANT [DEPTH [FEN]]]     default: english 11
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "checkers.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: the machine may be busy */
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    const char *variant = argc > 1 ? argv[1] : "english";
    int depth = argc > 2 ? atoi(argv[2]) : 11;
    const char *fen = argc > 3 ? argv[3] : NULL;
    checkers_game *game = NULL;
    int32_t rc = fen ? checkers_game_new_from_fen(&game, variant, fen, NULL)
                     : checkers_game_new(&game, variant, NULL);
    if (rc < 0) {
        fprintf(stderr, "checkers_bench: %s\n", checkers_strerror(rc));
        return 2;
    }
    uint64_t leaves = 0;
    double start = now();
    rc = checkers_game_perft(game, depth, &leaves);
    double seconds = now() - start;
    checkers_game_free(game);
    if (rc < 0) {
        fprintf(stderr, "checkers_bench: %s\n", checkers_strerror(rc));
        return 1;
    }
    printf("%s perft(%d) = %llu  %.3f s  %.1f Mleaves/s\n", variant, depth,
           (unsigned long long)leaves, seconds, seconds > 0 ? (double)leaves / seconds / 1e6 : 0.0);
    return 0;
}
