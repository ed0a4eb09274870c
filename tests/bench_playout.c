/*
 * Random playout benchmark through the public game API: list the moves, play
 * one chosen uniformly at random, until the game is over under the variant's
 * default draw rules. The bindings run the same loop in their languages, so
 * plies per second here is the "C" figure their ratios are stated against.
 *
 *   checkers_bench_playout [VARIANT [GAMES [SEED]]]     default: english 2000 1
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "checkers.h"

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* xorshift64*: small, seedable, the same everywhere. */
static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ull;
}

int main(int argc, char **argv)
{
    const char *variant = argc > 1 ? argv[1] : "english";
    long games = argc > 2 ? atol(argv[2]) : 2000;
    uint64_t state = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    if (state == 0)
        state = 1;
    static checkers_move moves[CHECKERS_MAX_MOVES];
    long long plies = 0;
    double start = cpu_seconds();
    for (long g = 0; g < games; g++) {
        checkers_game *game = NULL;
        int32_t rc = checkers_game_new(&game, variant, NULL);
        if (rc < 0) {
            fprintf(stderr, "checkers_bench_playout: %s\n", checkers_strerror(rc));
            return 2;
        }
        while (checkers_game_status(game, NULL) == CHECKERS_ONGOING) {
            int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
            if (n <= 0)
                break;
            rc = checkers_game_apply(game, &moves[next_random(&state) % (uint64_t)n], NULL);
            if (rc < 0) {
                fprintf(stderr, "checkers_bench_playout: %s\n", checkers_strerror(rc));
                return 1;
            }
            plies++;
        }
        checkers_game_free(game);
    }
    double seconds = cpu_seconds() - start;
    printf("%s playouts: %ld games, %lld plies, %.3f s CPU, %.0f plies/s\n", variant, games, plies,
           seconds, seconds > 0 ? (double)plies / seconds : 0.0);
    return 0;
}
