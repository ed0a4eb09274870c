/* SPDX-License-Identifier: MIT */
/*
 * Random playout benchmark through the public game API: list the moves, play
 * one chosen uniformly at random, until the game is over under the variant's
 * default draw rules. The bindings run the same loop in their languages, so
 * plies per second here is the "C" figure their ratios are stated against.
 *
 *   checkers_bench_playout [VARIANT [GAMES [SEED [CALLS [UNDO]]]]]
 *                                        default: english 2000 1 record 0
 *
 * CALLS picks how a ply is listed and played, as bindings do: "record"
 * (checkers_game_moves, checkers_game_apply), "index" (checkers_game_moves,
 * checkers_game_apply_index) or "text" (checkers_game_moves_text,
 * checkers_game_apply_text of one of its words). The random choices are the
 * same, so the three play the same games. UNDO N > 0 takes every N-th ply played
 * back (checkers_game_undo) and plays on from the position before it, as a player's
 * take-back or a search does: the plies counted are those played, undone or not.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/*
 * A random index below n (n <= 2^32) by a multiply, as the bindings' loops scale a random
 * fraction: a 64-bit division (`% n`) takes some 40 to 90 cycles on x86-64, a measurable
 * share of a ply, which would time the processor's divider rather than the library.
 */
static uint64_t pick_below(uint64_t *state, uint64_t n)
{
    return (next_random(state) >> 32) * n >> 32;
}

int main(int argc, char **argv)
{
    const char *variant = argc > 1 ? argv[1] : "english";
    long games = argc > 2 ? atol(argv[2]) : 2000;
    uint64_t state = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
    const char *calls = argc > 4 ? argv[4] : "record";
    long undo = argc > 5 ? atol(argv[5]) : 0;
    int mode = strcmp(calls, "index") == 0 ? 1 : strcmp(calls, "text") == 0 ? 2 : 0;
    if (mode == 0 && strcmp(calls, "record") != 0) {
        fprintf(stderr, "checkers_bench_playout: CALLS is record, index or text\n");
        return 2;
    }
    if (state == 0)
        state = 1;
    static checkers_move moves[CHECKERS_MAX_MOVES];
    static char text[CHECKERS_MAX_MOVES * CHECKERS_MOVE_TEXT_MAX];
    long long plies = 0;
    long until_undo = undo; /* a countdown, not `plies % undo`: no division in the loop */
    double start = cpu_seconds();
    for (long g = 0; g < games; g++) {
        checkers_game *game = NULL;
        int32_t rc = checkers_game_new(&game, variant, NULL);
        if (rc < 0) {
            fprintf(stderr, "checkers_bench_playout: %s\n", checkers_strerror(rc));
            return 2;
        }
        while (checkers_game_status(game, NULL) == CHECKERS_ONGOING) {
            int32_t n;
            if (mode == 2) {
                if (checkers_game_moves_text(game, 0, text, sizeof text) < 0)
                    return 1;
                /* The moves are the words of the text, one space apart. */
                char *word[CHECKERS_MAX_MOVES];
                n = 0;
                for (char *t = text; *t; n++) {
                    word[n] = t;
                    while (*t && *t != ' ')
                        t++;
                    if (*t)
                        *t++ = '\0';
                }
                if (n <= 0)
                    break;
                rc = checkers_game_apply_text(game, word[pick_below(&state, (uint64_t)n)], NULL);
            } else {
                n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
                if (n <= 0)
                    break;
                uint64_t pick = pick_below(&state, (uint64_t)n);
                rc = mode == 1 ? checkers_game_apply_index(game, (int32_t)pick, NULL)
                               : checkers_game_apply(game, &moves[pick], NULL);
            }
            if (rc < 0) {
                fprintf(stderr, "checkers_bench_playout: %s\n", checkers_strerror(rc));
                return 1;
            }
            plies++;
            if (undo > 0 && --until_undo == 0) {
                until_undo = undo;
                if (checkers_game_undo(game) != 0) {
                    fprintf(stderr, "checkers_bench_playout: undo failed\n");
                    return 1;
                }
            }
        }
        checkers_game_free(game);
    }
    double seconds = cpu_seconds() - start;
    printf("%s playouts: %ld games, %lld plies, %.3f s CPU, %.0f plies/s, %s calls", variant, games,
           plies, seconds, seconds > 0 ? (double)plies / seconds : 0.0, calls);
    if (undo > 0)
        printf(", one undone in %ld", undo);
    printf("\n");
    return 0;
}
