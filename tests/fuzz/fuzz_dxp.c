/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: DXP's messages. The first byte picks the variant; the rest is
 * messages separated by NUL bytes, as they come off the socket. Each is read
 * (checkers_dxp_parse): a message read must write back as the same text; a
 * refusal must leave the message zeroed. A GAMEREQ read starts a new game
 * when its position fits the variant (its start must then write back as a
 * GAMEREQ that reads as the same position); a MOVE is resolved against the
 * game and played when legal (the legal move must write back as a MOVE that
 * resolves to it), and a refusal must come with its code and change nothing.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const checkers_dxp_message zero;
    checkers_game *game = NULL;
    if (size < 1)
        return 0;
    const char *variant = fuzz_variant(data[0]);
    char *input = fuzz_text(data + 1, size - 1);
    const char *end = input + (size - 1);
    CHECK(checkers_game_new(&game, variant, NULL) == 0);
    for (const char *text = input; text <= end; text += strlen(text) + 1) {
        checkers_dxp_message m;
        char again[CHECKERS_DXP_TEXT_MAX + 1];
        if (checkers_dxp_parse(text, &m) != 0) {
            CHECK(memcmp(&m, &zero, sizeof m) == 0);
            continue;
        }
        int32_t length = checkers_dxp_write(&m, again, sizeof again);
        CHECK(length == (int32_t)strlen(text) && strcmp(again, text) == 0);
        if (m.type == CHECKERS_DXP_GAMEREQ) {
            checkers_game *fresh = NULL;
            if (checkers_game_new_from_dxp(&fresh, variant, &m, NULL) != 0) {
                CHECK(fresh == NULL);
                continue;
            }
            checkers_dxp_message start = m, back;
            char fen[CHECKERS_FEN_MAX], fen2[CHECKERS_FEN_MAX];
            checkers_game *copy = NULL;
            CHECK(checkers_game_dxp_start(fresh, &start) == 0);
            CHECK(checkers_dxp_write(&start, again, sizeof again) > 0);
            CHECK(checkers_dxp_parse(again, &back) == 0);
            CHECK(checkers_game_new_from_dxp(&copy, variant, &back, NULL) == 0);
            checkers_game_fen(fresh, fen, sizeof fen);
            checkers_game_fen(copy, fen2, sizeof fen2);
            CHECK(strcmp(fen, fen2) == 0);
            checkers_game_free(copy);
            checkers_game_free(game);
            game = fresh;
        } else if (m.type == CHECKERS_DXP_MOVE) {
            checkers_move move, back;
            checkers_refusal why;
            checkers_dxp_message written;
            uint64_t hash = checkers_game_hash(game);
            int32_t rc = checkers_game_resolve_dxp_move(game, &m, &move, &why);
            CHECK(checkers_game_hash(game) == hash);
            if (rc != 0) {
                CHECK(rc < 0 && why.code == rc);
                continue;
            }
            CHECK(checkers_game_dxp_move(game, &move, m.seconds, &written) == 0);
            CHECK(checkers_game_resolve_dxp_move(game, &written, &back, NULL) == 0);
            CHECK(memcmp(&back, &move, sizeof move) == 0);
            CHECK(checkers_game_apply(game, &move, NULL) == 0);
        }
    }
    checkers_game_free(game);
    free(input);
    return 0;
}
