/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: move text. The first byte picks the variant; the rest is a
 * list of moves separated by spaces, played from the start. A refused move
 * must leave the game unchanged; an accepted one must be undoable.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char before[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    checkers_game *game = NULL;
    if (size < 1)
        return 0;
    const char *variant = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    CHECK(checkers_game_new(&game, variant, NULL) == 0);
    for (char *token = text, *end; *token; token = end) {
        end = token + strcspn(token, " \n");
        if (*end)
            *end++ = '\0';
        checkers_refusal why;
        checkers_game_fen(game, before, sizeof before);
        uint64_t hash = checkers_game_hash(game);
        int32_t plies = checkers_game_ply_count(game);
        int32_t rc = checkers_game_apply_text(game, token, &why);
        checkers_game_fen(game, after, sizeof after);
        if (rc != 0) {
            CHECK(rc < 0 && why.code == rc);
            CHECK(strcmp(before, after) == 0 && checkers_game_hash(game) == hash);
            CHECK(checkers_game_ply_count(game) == plies);
            continue;
        }
        CHECK(checkers_game_ply_count(game) == plies + 1);
        CHECK(checkers_game_undo(game) == 0);
        checkers_game_fen(game, after, sizeof after);
        CHECK(strcmp(before, after) == 0);
        CHECK(checkers_game_apply_text(game, token, NULL) == 0);
    }
    checkers_game_free(game);
    free(text);
    return 0;
}
