/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: Hub's texts. The first byte picks the variant; the rest is
 * lines: the first is read as a position string (checkers_game_new_from_hub;
 * the start position when refused), the others as Hub move text, each played
 * when it names a legal move. A position read must write back the same; a
 * move read must be legal and write back as text that reads as the same move;
 * a refusal must come with its code and change nothing; the `pos` command
 * must fit in the length it reports. Every line is also read as a Hub
 * command line: its spans must lie inside it, and each value it holds, written
 * back as the protocol quotes it, must read back the same; a line read as a
 * `level` command must write back as one that reads as the same limits.
 * Every line is also an engine's list of variant names: the name chosen for
 * the game's variant must be a word of it (the library's name for a list of
 * blanks only), and fit CHECKERS_HUB_VARIANT_MAX.
 * A line read as an `info` report gives fields within their bounds, a `pv`
 * inside the line, and extra bits only for arguments the line keeps.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"

/* The spans of a line read by checkers_hub_parse_line, and its values written and read back. */
static void check_command_line(const char *line)
{
    checkers_hub_line read, again;
    int32_t n = (int32_t)strlen(line);
    int32_t rc = checkers_hub_parse_line(line, strlen(line), &read);
    CHECK(rc == 0 || rc == CHECKERS_E_HUB_SYNTAX);
    CHECK(read.command >= 0 && read.command_length >= 0 && read.command + read.command_length <= n);
    CHECK(read.count >= 0 && read.count <= CHECKERS_HUB_LINE_ARGS && read.count <= read.total);
    CHECK(rc == 0 || read.count == 0);
    for (int32_t k = 0; k < read.count; k++) {
        CHECK(read.name[k] >= 0 && read.name[k] + read.name_length[k] <= n);
        if (read.value[k] < 0)
            continue;
        CHECK(read.value[k] + read.value_length[k] <= n);
        char written[CHECKERS_MOVE_TEXT_MAX + 8];
        const char *value = line + read.value[k];
        size_t length = (size_t)read.value_length[k];
        int32_t w = checkers_hub_write_value(value, length, NULL, 0);
        if (w < 0 || w + 5 > (int32_t)sizeof written)
            continue; /* a quote inside cannot be written; a long value is not retried */
        memcpy(written, "c v=", 4);
        CHECK(checkers_hub_write_value(value, length, written + 4, sizeof written - 4) == w);
        CHECK(checkers_hub_parse_line(written, SIZE_MAX, &again) == 0 && again.count == 1);
        CHECK(again.value[0] >= 0 && (size_t)again.value_length[0] == length);
        CHECK(memcmp(written + again.value[0], value, length) == 0);
    }
}

/* A level line read, written and read again: the same limits. */
static void check_level_line(const char *line)
{
    checkers_hub_level read, again;
    char written[CHECKERS_HUB_LEVEL_MAX];
    int32_t rc = checkers_hub_parse_level(line, strlen(line), &read);
    CHECK(rc == 0 || rc == CHECKERS_E_INVALID_ARGUMENT || rc == CHECKERS_E_HUB_SYNTAX);
    if (rc != 0)
        return;
    int32_t n = checkers_hub_write_level(&read, written, sizeof written);
    CHECK(n > 0 && n < (int32_t)sizeof written);
    CHECK(checkers_hub_parse_level(written, SIZE_MAX, &again) == 0);
    CHECK(memcmp(&read, &again, sizeof read) == 0);
}

/* An info line's fields: each within its bounds, the pv inside the line, no stray bits. */
static void check_info_line(const char *line)
{
    checkers_hub_info info;
    checkers_hub_line words;
    int32_t n = (int32_t)strlen(line);
    int32_t rc = checkers_hub_parse_info(line, strlen(line), &info);
    CHECK(rc == 0 || rc == CHECKERS_E_INVALID_ARGUMENT || rc == CHECKERS_E_HUB_SYNTAX);
    CHECK(info.reserved == 0);
    if (rc != 0) {
        CHECK(info.given == 0 && info.extra == 0 && info.pv == -1);
        return;
    }
    CHECK(checkers_hub_parse_line(line, strlen(line), &words) == 0);
    CHECK((info.given & ~(uint32_t)0x7f) == 0);
    CHECK(words.count == 32 || (info.extra >> words.count) == 0);
    CHECK(info.depth >= 0 && info.nodes >= 0 && info.mean_depth_micro >= 0);
    CHECK(info.time_us >= 0 && info.nps >= 0);
    CHECK((info.given & CHECKERS_HUB_INFO_PV) ? info.pv >= 0 && info.pv + info.pv_length <= n
                                              : info.pv == -1);
}

/* The name chosen for `variant` among the words of `line`: one of them, or none. */
static void check_variant_list(const char *variant, const char *line)
{
    char name[CHECKERS_HUB_VARIANT_MAX + 2];
    int32_t n = checkers_hub_variant_name(variant, line, strlen(line), name, sizeof name);
    int word = 0;
    CHECK(n == CHECKERS_E_UNKNOWN_VARIANT || (n > 0 && n < CHECKERS_HUB_VARIANT_MAX));
    if (n < 0)
        return;
    CHECK((int32_t)strlen(name) == n);
    if (line[strspn(line, " \t")] == '\0') {
        CHECK(strcmp(name, variant) == 0); /* a list with no name lists nothing */
        return;
    }
    for (const char *s = line; !word && (s = strstr(s, name)) != NULL; s++)
        word = (s == line || s[-1] == ' ' || s[-1] == '\t') &&
               (s[n] == '\0' || s[n] == ' ' || s[n] == '\t');
    CHECK(word);
}

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
        check_command_line(line);
        check_level_line(line);
        check_info_line(line);
        check_variant_list(variant, line);
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
