/* SPDX-License-Identifier: MIT */
/*
 * pdn_helpers.h - helpers shared by the PDN tests (test_pdn.c, test_pdn_write.c):
 * reading a text with a reader that sees exactly its bytes, the moves of a
 * game as full routes, and checks of one game read leniently and strictly.
 *
 * Every function is `static inline` so that a test file may use only some of
 * them without unused-function warnings. Include after <cmocka.h>.
 */
#ifndef CHECKERS_TESTS_PDN_HELPERS_H
#define CHECKERS_TESTS_PDN_HELPERS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkers.h"

/* 10x26 is ambiguous: 10x17x26 or 10x19x26 (see test_pdn.c). */
#define AMBIGUOUS_FEN "B:W14,15,22,23:B10"

typedef struct {
    checkers_pdn_reader *r;
    char *text; /* a copy without a NUL after it: the reader must not read past length */
} reading;

static inline reading open_text(const char *text, const char *variant, uint32_t flags)
{
    reading rd;
    size_t n = strlen(text);
    rd.text = malloc(n ? n : 1);
    assert_non_null(rd.text);
    memcpy(rd.text, text, n);
    rd.r = NULL;
    assert_int_equal(checkers_pdn_reader_new(&rd.r, rd.text, n, variant, flags, NULL), 0);
    assert_non_null(rd.r);
    return rd;
}

static inline void close_text(reading *rd)
{
    checkers_pdn_reader_free(rd->r);
    free(rd->text);
}

static inline checkers_pdn_error error_of(const reading *rd)
{
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(rd->r, &e), 0);
    return e;
}

/* The moves of a game with every landing square, separated by spaces. */
static inline void moves_of(const checkers_game *game, char *out, size_t cap)
{
    checkers_game *g = NULL;
    int32_t n = checkers_game_ply_count(game);
    size_t len = 0;
    assert_int_equal(checkers_game_clone(&g, game), 0);
    while (checkers_game_undo(g) == 0)
        ;
    checkers_draw_rules none;
    checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
    checkers_game_set_draw_rules(g, &none);
    out[0] = '\0';
    for (int32_t i = 0; i < n; i++) {
        checkers_move m;
        char text[CHECKERS_MOVE_TEXT_MAX];
        assert_int_equal(checkers_game_history(game, i, &m), 0);
        assert_true(checkers_game_move_text(g, &m, CHECKERS_TEXT_FULL_ROUTE, text, sizeof text) >
                    0);
        assert_int_equal(checkers_game_apply(g, &m, NULL), 0);
        len += (size_t)snprintf(out + len, cap - len, "%s%s", i ? " " : "", text);
        assert_true(len < cap);
    }
    checkers_game_free(g);
}

/* Reads the next game and checks it replayed without error to exactly these moves. */
static inline void next_ok(reading *rd, const char *moves)
{
    char got[4096];
    assert_int_equal(checkers_pdn_next(rd->r), 1);
    checkers_pdn_error e = error_of(rd);
    if (e.code != 0)
        fail_msg("unexpected %s at %d:%d (%s)", checkers_error_name(e.code), e.line, e.column,
                 e.text);
    assert_non_null(checkers_pdn_game(rd->r));
    moves_of(checkers_pdn_game(rd->r), got, sizeof got);
    assert_string_equal(got, moves);
}

/* Reads the next game and checks its error, and the moves replayed before it. */
static inline void next_error(reading *rd, int32_t code, int32_t line, int32_t column,
                              int32_t move_number, const char *text, const char *moves)
{
    char got[4096];
    assert_int_equal(checkers_pdn_next(rd->r), 1);
    checkers_pdn_error e = error_of(rd);
    if (e.code != code)
        fail_msg("expected %s, got %s at %d:%d (%s)", checkers_error_name(code),
                 checkers_error_name(e.code), e.line, e.column, e.text);
    assert_int_equal(e.line, line);
    assert_int_equal(e.column, column);
    assert_int_equal(e.move_number, move_number);
    assert_string_equal(e.text, text);
    if (moves) {
        assert_non_null(checkers_pdn_game(rd->r));
        moves_of(checkers_pdn_game(rd->r), got, sizeof got);
        assert_string_equal(got, moves);
        assert_int_equal(e.ply, checkers_game_ply_count(checkers_pdn_game(rd->r)));
    }
}

static inline void no_more(reading *rd)
{
    assert_int_equal(checkers_pdn_next(rd->r), 0);
    assert_int_equal(checkers_pdn_next(rd->r), 0);
}

/* One game read leniently and strictly: it replays to `moves` in both. */
static inline void both_ok(const char *text, const char *variant, const char *moves)
{
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
        reading rd = open_text(text, variant, flags);
        next_ok(&rd, moves);
        close_text(&rd);
    }
}

/* Lenient reading replays `moves`; strict reading refuses with `code` at line 1, `column`. */
static inline void lenient_only(const char *text, const char *variant, const char *moves,
                                int32_t code, int32_t column, const char *token)
{
    reading rd = open_text(text, variant, 0);
    next_ok(&rd, moves);
    close_text(&rd);
    rd = open_text(text, variant, CHECKERS_PDN_STRICT);
    assert_int_equal(checkers_pdn_next(rd.r), 1);
    checkers_pdn_error e = error_of(&rd);
    if (e.code != code)
        fail_msg("strict: expected %s, got %s (%s)", checkers_error_name(code),
                 checkers_error_name(e.code), e.text);
    assert_int_equal(e.line, 1);
    assert_int_equal(e.column, column);
    assert_string_equal(e.text, token);
    close_text(&rd);
}

static inline int32_t written(const checkers_game *game, const char *const *names,
                              const char *const *values, int32_t ntags, const char *const *comments,
                              int32_t result, char *buf, size_t cap)
{
    int32_t n = checkers_pdn_write(game, names, values, ntags, comments, result, buf, cap);
    assert_true(n >= 0);
    assert_true((size_t)n < cap);
    assert_int_equal(strlen(buf), (size_t)n);
    return n;
}

static inline checkers_game *played(const char *variant, const char *fen, const char *moves)
{
    checkers_game *g = NULL;
    char move[64];
    if (fen)
        assert_int_equal(checkers_game_new_from_fen(&g, variant, fen, NULL), 0);
    else
        assert_int_equal(checkers_game_new(&g, variant, NULL), 0);
    for (const char *p = moves; *p;) {
        size_t n = strcspn(p, " ");
        if (n > 0) {
            assert_true(n < sizeof move);
            memcpy(move, p, n);
            move[n] = '\0';
            if (checkers_game_apply_text(g, move, NULL) != 0)
                fail_msg("cannot play %s", move);
        }
        p += n + (p[n] == ' ');
    }
    return g;
}

#endif
