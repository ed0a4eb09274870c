/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: the PDN reader and writer. The first byte picks strict mode
 * (bit 0) and the default variant (the rest); the remainder is PDN text. Every
 * game read must have well-formed tags and error text, and every game written
 * back must read again to the same game: moves, position (FEN and hash) and
 * comments. Inputs may be as long as the fuzzer makes them (-max_len).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../pdn_write_back.h"
#include "fuzz.h"


/*
 * A comment as it reads back once written: the writer keeps it on one line
 * as one token (braces as parentheses, a line break or control character as
 * a space), and the reader trims it.
 */
static int same_comment(const char *given, const char *back)
{
    size_t n = given ? strlen(given) : 0, k = 0;
    char *want = malloc(n + 1);
    CHECK(want != NULL);
    for (size_t i = 0; i < n; i++) {
        char c = given[i];
        if (c == '\r' && given[i + 1] == '\n')
            continue;
        want[k++] = c == '{' ? '(' : c == '}' ? ')' : (unsigned char)c < ' ' ? ' ' : c;
    }
    while (k > 0 && want[k - 1] == ' ')
        k--;
    want[k] = '\0';
    size_t skip = strspn(want, " ");
    int same = want[skip] ? back && strcmp(want + skip, back) == 0 : !back || !*back;
    free(want);
    return same;
}

static void write_and_read_back(const checkers_pdn_reader *r, const checkers_game *game)
{
    char *buf = NULL;
    size_t cap = 0;
    int32_t plies = checkers_game_ply_count(game);
    int32_t len = pdn_write_back(r, &buf, &cap);
    CHECK(len >= 0 || len == CHECKERS_E_INVALID_ARGUMENT);
    if (len >= 0) {
        checkers_pdn_reader *again = NULL;
        checkers_pdn_error e;
        CHECK(checkers_pdn_reader_new(&again, buf, (size_t)len, checkers_game_variant(game), 0,
                                      NULL) == 0);
        CHECK(checkers_pdn_reader_set_limits(again, 0, 0) == 0);
        CHECK(checkers_pdn_next(again) == 1);
        CHECK(checkers_pdn_error_info(again, &e) == 0 && e.code == 0);
        const checkers_game *back = checkers_pdn_game(again);
        CHECK(checkers_game_ply_count(back) == plies);
        CHECK(checkers_game_hash(back) == checkers_game_hash(game));
        char fen[CHECKERS_FEN_MAX], fen_back[CHECKERS_FEN_MAX];
        CHECK(checkers_game_fen(game, fen, sizeof fen) > 0);
        CHECK(checkers_game_fen(back, fen_back, sizeof fen_back) > 0);
        CHECK(strcmp(fen, fen_back) == 0);
        for (int32_t i = 0; i < plies; i++) {
            checkers_move m, m_back;
            CHECK(checkers_game_history(game, i, &m) == 0);
            CHECK(checkers_game_history(back, i, &m_back) == 0);
            CHECK(memcmp(&m, &m_back, sizeof m) == 0);
        }
        for (int32_t i = 0; i <= plies; i++) {
            CHECK(same_comment(checkers_pdn_comment(r, i - 1), checkers_pdn_comment(again, i - 1)));
        }
        checkers_pdn_reader_free(again);
    }
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    checkers_pdn_reader *r = NULL;
    if (size < 1)
        return 0;
    const char *variant = fuzz_variant((uint8_t)(data[0] >> 1));
    CHECK(checkers_pdn_reader_new(&r, (const char *)data + 1, size - 1, variant, data[0] & 1u,
                                  NULL) == 0);
    int32_t rc;
    while ((rc = checkers_pdn_next(r)) == 1) {
        checkers_pdn_error e;
        CHECK(checkers_pdn_error_info(r, &e) == 0);
        CHECK(memchr(e.text, '\0', sizeof e.text) != NULL);
        const checkers_game *game = checkers_pdn_game(r);
        if (game)
            write_and_read_back(r, game);
    }
    CHECK(rc == 0);
    checkers_pdn_reader_free(r);
    return 0;
}
