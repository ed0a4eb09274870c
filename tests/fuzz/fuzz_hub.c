/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: Hub's texts. The first byte picks the variant; the rest is
 * lines: the first is read as a position string (checkers_game_new_from_hub;
 * the start position when refused), the others as Hub move text, each played
 * when it names a legal move. A position read must write back the same; a
 * move read must be legal and write back as text that reads as the same move;
 * a refusal must come with its code and change nothing; the `pos` command
 * must fit in the length it reports.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[CHECKERS_HUB_POSITION_MAX], again[CHECKERS_MOVE_TEXT_MAX];
    checkers_game *game = NULL;
    if (size < 1)
        return 0;
    const char *variant = fuzz_variant(data[0]);
    char *input = fuzz_text(data + 1, size - 1);
    char *line = input, *end = line + strcspn(line, "\n");
    if (*end)
        *end++ = '\0';
    if (checkers_game_new_from_hub(&game, variant, line, NULL) == 0) {
        CHECK(checkers_game_hub_position(game, text, sizeof text) == (int32_t)strlen(line));
        CHECK(strcmp(text, line) == 0);
    } else {
        CHECK(game == NULL);
        CHECK(checkers_game_new(&game, variant, NULL) == 0);
    }
    for (line = end; *line; line = end) {
        end = line + strcspn(line, "\n");
        if (*end)
            *end++ = '\0';
        checkers_move move, back;
        checkers_refusal why;
        uint64_t hash = checkers_game_hash(game);
        int32_t rc = checkers_game_parse_hub_move(game, line, &move, &why);
        CHECK(checkers_game_hash(game) == hash);
        if (rc != 0) {
            CHECK(rc < 0 && why.code == rc);
            continue;
        }
        CHECK(checkers_game_check_move(game, &move, NULL) == 0);
        int32_t length = checkers_game_hub_move_text(game, &move, again, sizeof again);
        CHECK(length > 0 && length < (int32_t)sizeof again);
        CHECK(checkers_game_parse_hub_move(game, again, &back, NULL) == 0);
        CHECK(memcmp(&back, &move, sizeof move) == 0);
        CHECK(checkers_game_apply(game, &move, NULL) == 0);
    }
    int32_t need = checkers_game_hub_pos(game, NULL, 0);
    CHECK(need > 0);
    char *pos = malloc((size_t)need + 1);
    CHECK(pos != NULL);
    CHECK(checkers_game_hub_pos(game, pos, (size_t)need + 1) == need);
    CHECK(strlen(pos) == (size_t)need);
    free(pos);
    checkers_game_free(game);
    free(input);
    return 0;
}
