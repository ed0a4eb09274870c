/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: FEN reading. The first byte picks the variant, the rest is the
 * FEN text. A FEN that reads must write back to a FEN that reads to the same
 * position, and the position must support move listing and a short perft.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char fen[CHECKERS_FEN_MAX], again[CHECKERS_FEN_MAX];
    static checkers_move moves[CHECKERS_MAX_MOVES];
    checkers_game *game = NULL, *copy = NULL;
    if (size < 1)
        return 0;
    const char *variant = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    int32_t rc = checkers_game_new_from_fen(&game, variant, text, NULL);
    free(text);
    if (rc != 0) {
        CHECK(rc < 0 && game == NULL);
        return 0;
    }
    int32_t len = checkers_game_fen(game, fen, sizeof fen);
    CHECK(len > 0 && (size_t)len < sizeof fen);
    CHECK(checkers_game_new_from_fen(&copy, variant, fen, NULL) == 0);
    CHECK(checkers_game_fen(copy, again, sizeof again) == len);
    CHECK(strcmp(fen, again) == 0);
    CHECK(checkers_game_hash(copy) == checkers_game_hash(game));
    int32_t count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    CHECK(count >= 0 || count == CHECKERS_E_TOO_MANY_MOVES);
    uint64_t leaves = 0;
    if (count >= 0 && count < 64)
        CHECK(checkers_game_perft(game, 2, &leaves) == 0);
    checkers_game_free(copy);
    checkers_game_free(game);
    return 0;
}
