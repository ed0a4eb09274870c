/* SPDX-License-Identifier: MIT */
/*
 * Prints COUNT positions of VARIANT, one FEN per line, reached by random play
 * from the start (a few plies to a whole game, draw rules off), for tests
 * that compare move lists between the C library and the bindings.
 *
 *   checkers_random_fens VARIANT COUNT [SEED]
 */
#include <stdio.h>
#include <stdlib.h>

#include "checkers.h"

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1103515245u + 12345u;
    return *state >> 8;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: checkers_random_fens VARIANT COUNT [SEED]\n");
        return 2;
    }
    const char *variant = argv[1];
    long count = atol(argv[2]);
    uint32_t state = argc > 3 ? (uint32_t)strtoul(argv[3], NULL, 10) : 1u;
    static checkers_move moves[CHECKERS_MAX_MOVES];
    checkers_draw_rules none;
    checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
    for (long i = 0; i < count; i++) {
        checkers_game *game = NULL;
        int32_t rc = checkers_game_new(&game, variant, NULL);
        if (rc < 0) {
            fprintf(stderr, "checkers_random_fens: %s\n", checkers_strerror(rc));
            return 2;
        }
        checkers_game_set_draw_rules(game, &none);
        int plies = (int)(next_random(&state) % 120);
        for (int p = 0; p < plies; p++) {
            int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
            if (n <= 0 || checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            checkers_game_apply(game, &moves[next_random(&state) % (uint32_t)n], NULL);
        }
        char fen[CHECKERS_FEN_MAX];
        checkers_game_fen(game, fen, sizeof fen);
        puts(fen);
        checkers_game_free(game);
    }
    return 0;
}
