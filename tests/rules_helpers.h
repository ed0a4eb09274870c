/* SPDX-License-Identifier: MIT */
/*
 * rules_helpers.h - helpers shared by the rule tests (test_english_rules.c,
 * test_variant_rules.c and test_rules_*.c) and by the game and notation
 * tests: a position as a FEN, the expected legal moves as full routes,
 * compared as sorted sets.
 *
 * Every function is `static inline` so that a test file may use only some of
 * them without unused-function warnings. Include after <cmocka.h>.
 *
 * Expected moves are written as the game writes them with
 * CHECKERS_TEXT_FULL_ROUTE, in the game's current notation (algebraic by
 * default for russian, brazilian and czech) and with the variant's capture
 * separator (PDN: ':' for russian, '-' for thai, 'x' otherwise). Where the
 * rules allow one move to be played by several routes (same start, end and
 * captured pieces), the entry lists them separated by '|': the library lists
 * the move once, by the route it found first.
 */
#ifndef CHECKERS_TESTS_RULES_HELPERS_H
#define CHECKERS_TESTS_RULES_HELPERS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkers.h"

#define RULES_MAX_LISTED 256

/* A game of `variant` from `fen`, or at the variant's start when fen is NULL. */
static inline checkers_game *rules_game(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    int32_t rc = fen ? checkers_game_new_from_fen(&game, variant, fen, NULL)
                     : checkers_game_new(&game, variant, NULL);
    if (rc != CHECKERS_OK) {
        fail_msg("%s: FEN \"%s\" refused: %s", variant, fen ? fen : "(start)",
                 checkers_error_name(rc));
    }
    assert_non_null(game);
    assert_string_equal(checkers_game_variant(game), variant);
    return game;
}

static inline void rules_fen(const checkers_game *game, char *buf)
{
    int32_t len = checkers_game_fen(game, buf, CHECKERS_FEN_MAX);
    assert_true(len > 0 && len < CHECKERS_FEN_MAX);
    assert_int_equal((size_t)len, strlen(buf));
}

static inline void rules_assert_fen(const checkers_game *game, const char *expected)
{
    char fen[CHECKERS_FEN_MAX];
    rules_fen(game, fen);
    assert_string_equal(fen, expected);
}

/* The PDN capture separator of the variant (rules.md: russian ':', thai '-'). */
static inline char rules_capture_separator(const checkers_game *game)
{
    const char *v = checkers_game_variant(game);
    if (strcmp(v, "russian") == 0) {
        return ':';
    }
    if (strcmp(v, "thai") == 0) {
        return '-';
    }
    return 'x';
}

/* Square `square` in the game's notation: its number, or file and rank. */
static inline size_t rules_square_text(const checkers_game *game, int square, char *buf,
                                       size_t capacity)
{
    if (checkers_game_notation(game) == CHECKERS_NOTATION_ALGEBRAIC) {
        int32_t row = -1, column = -1, rows = -1, columns = -1;
        assert_int_equal(checkers_game_square_position(game, square, &row, &column, &rows,
                                                       &columns),
                         0);
        return (size_t)snprintf(buf, capacity, "%c%d", (char)('a' + column), (int)(rows - row));
    }
    return (size_t)snprintf(buf, capacity, "%d", square);
}

/* The move written from its own fields: from, then every landing square. */
static inline void rules_route_of(const checkers_game *game, const checkers_move *move, char *buf,
                                  size_t capacity)
{
    size_t n = rules_square_text(game, move->from, buf, capacity);
    char sep = move->captures ? rules_capture_separator(game) : '-';
    for (int i = 0; i < move->steps && n + 1 < capacity; i++) {
        buf[n++] = sep;
        n += rules_square_text(game, move->path[i], buf + n, capacity - n);
    }
}

/* Whether `text` is one of the '|'-separated routes of `entry`. */
static inline int rules_entry_has_route(const char *entry, const char *text)
{
    size_t len = strlen(text);
    const char *p = entry;
    for (;;) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        if (n == len && strncmp(p, text, n) == 0) {
            return 1;
        }
        if (bar == NULL) {
            return 0;
        }
        p = bar + 1;
    }
}

static inline int rules_compare_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The legal moves (at most RULES_MAX_LISTED) and their count. */
static inline int32_t rules_moves(const checkers_game *game, checkers_move *moves)
{
    int32_t count = checkers_game_moves(game, moves, RULES_MAX_LISTED);
    if (count < 0) {
        fail_msg("checkers_game_moves failed: %s", checkers_error_name(count));
    }
    assert_true(count <= RULES_MAX_LISTED);
    return count;
}

/*
 * Asserts that the legal moves of the position, written by the library as
 * full routes and sorted, are exactly `expected` (each entry one move,
 * alternative routes of the same move separated by '|'), and that each
 * listed record is consistent with its text.
 */
static inline void rules_assert_moves(const checkers_game *game, const char *const *expected,
                                      size_t n_expected)
{
    static checkers_move moves[RULES_MAX_LISTED];
    static char texts[RULES_MAX_LISTED][CHECKERS_MOVE_TEXT_MAX];
    const char *sorted[RULES_MAX_LISTED];
    int used[RULES_MAX_LISTED];
    char message[8192];
    int32_t count = rules_moves(game, moves);

    for (int32_t i = 0; i < count; i++) {
        char route[CHECKERS_MOVE_TEXT_MAX];
        const checkers_move *m = &moves[i];
        /* the record is consistent */
        assert_true(m->steps >= 1);
        assert_int_equal(m->to, m->path[m->steps - 1]);
        assert_int_equal((m->flags & CHECKERS_MOVE_CAPTURE) != 0, m->captures > 0);
        if (m->captures > 0) {
            assert_int_equal(m->steps, m->captures);
        } else {
            assert_int_equal(m->steps, 1);
        }
        /* the library writes it as the route of its fields */
        int32_t len = checkers_game_move_text(game, m, CHECKERS_TEXT_FULL_ROUTE, texts[i],
                                              sizeof texts[i]);
        if (len < 0) {
            fail_msg("move_text(FULL_ROUTE) refused a listed legal move: %s",
                     checkers_error_name(len));
        }
        assert_int_equal((size_t)len, strlen(texts[i]));
        rules_route_of(game, m, route, sizeof route);
        assert_string_equal(texts[i], route);
        sorted[i] = texts[i];
        used[i] = 0;
    }
    qsort(sorted, (size_t)count, sizeof sorted[0], rules_compare_text);

    size_t off = 0;
    off += (size_t)snprintf(message + off, sizeof message - off, "legal moves: {");
    for (int32_t i = 0; i < count && off < sizeof message; i++) {
        off += (size_t)snprintf(message + off, sizeof message - off, " %s", sorted[i]);
    }
    if (off < sizeof message) {
        off += (size_t)snprintf(message + off, sizeof message - off, " } expected: {");
    }
    for (size_t i = 0; i < n_expected && off < sizeof message; i++) {
        off += (size_t)snprintf(message + off, sizeof message - off, " %s", expected[i]);
    }
    if (off < sizeof message) {
        snprintf(message + off, sizeof message - off, " }");
    }

    if ((size_t)count != n_expected) {
        fail_msg("%s", message);
    }
    for (size_t e = 0; e < n_expected; e++) {
        int found = 0;
        for (int32_t i = 0; i < count && !found; i++) {
            if (!used[i] && rules_entry_has_route(expected[e], sorted[i])) {
                used[i] = 1;
                found = 1;
            }
        }
        if (!found) {
            fail_msg("move %s missing; %s", expected[e], message);
        }
    }
}

#define EXPECT_MOVES(game, ...) \
    do { \
        static const char *const expected_[] = {__VA_ARGS__}; \
        rules_assert_moves((game), expected_, sizeof expected_ / sizeof expected_[0]); \
    } while (0)

/* Asserts that the side to move has no legal move at all. */
static inline void rules_assert_no_moves(const checkers_game *game)
{
    checkers_move moves[4];
    int32_t count = checkers_game_moves(game, moves, 4);
    if (count != 0) {
        char text[CHECKERS_MOVE_TEXT_MAX] = "";
        checkers_game_move_text(game, &moves[0], CHECKERS_TEXT_FULL_ROUTE, text, sizeof text);
        fail_msg("expected no legal move, got %d (first: %s)", (int)count, text);
    }
}

/* The listed legal move the library writes `text` (full route); fails if none. */
static inline checkers_move rules_listed(const checkers_game *game, const char *text)
{
    static checkers_move moves[RULES_MAX_LISTED];
    int32_t count = rules_moves(game, moves);
    for (int32_t i = 0; i < count; i++) {
        char buf[CHECKERS_MOVE_TEXT_MAX];
        checkers_game_move_text(game, &moves[i], CHECKERS_TEXT_FULL_ROUTE, buf, sizeof buf);
        if (strcmp(buf, text) == 0) {
            return moves[i];
        }
    }
    fail_msg("%s is not listed", text);
    return moves[0]; /* not reached */
}

/* The move `text` names (parse_move, any route or short form); fails if refused. */
static inline checkers_move rules_parsed(const checkers_game *game, const char *text)
{
    checkers_move move;
    checkers_refusal why;
    memset(&move, 0, sizeof move);
    memset(&why, 0, sizeof why);
    int32_t rc = checkers_game_parse_move(game, text, &move, &why);
    if (rc != CHECKERS_OK) {
        fail_msg("\"%s\" refused: %s (square %d)", text, checkers_error_name(rc), (int)why.square);
    }
    assert_int_equal(why.code, 0);
    return move;
}

static inline int rules_compare_u8(const void *a, const void *b)
{
    return (int)*(const uint8_t *)a - (int)*(const uint8_t *)b;
}

/* Asserts the set of captured squares of `move` (numbers, ascending, ends with 0). */
static inline void rules_assert_captured(const checkers_move *move, const int *expected)
{
    uint8_t taken[CHECKERS_MAX_CAPTURES];
    int n = 0;
    while (expected[n] != 0) {
        n++;
    }
    assert_int_equal(move->captures, n);
    memcpy(taken, move->captured, (size_t)n);
    qsort(taken, (size_t)n, 1, rules_compare_u8);
    for (int i = 0; i < n; i++) {
        if (taken[i] != expected[i]) {
            fail_msg("captured square %d is %d, expected %d", i, (int)taken[i], expected[i]);
        }
    }
}

#define EXPECT_CAPTURED(move, ...) \
    do { \
        static const int captured_[] = {__VA_ARGS__, 0}; \
        rules_assert_captured((move), captured_); \
    } while (0)

static inline void rules_play(checkers_game *game, const char *text)
{
    checkers_refusal why;
    memset(&why, 0, sizeof why);
    int32_t rc = checkers_game_apply_text(game, text, &why);
    if (rc != CHECKERS_OK) {
        fail_msg("%s refused at ply %d: %s (square %d)", text, (int)checkers_game_ply_count(game),
                 checkers_error_name(rc), (int)why.square);
    }
    assert_int_equal(why.code, 0);
}

/*
 * Proposes `text` (parse_move, then apply_text); asserts both refuse it with
 * `code` and that the game is unchanged. Returns the details.
 */
static inline checkers_refusal rules_refused(checkers_game *game, const char *text, int32_t code)
{
    char before[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    checkers_refusal why;
    checkers_move parsed;
    memset(&why, 0, sizeof why);
    rules_fen(game, before);
    int32_t rc = checkers_game_parse_move(game, text, &parsed, &why);
    if (rc != code) {
        fail_msg("parse_move(%s): expected %s, got %s", text, checkers_error_name(code),
                 checkers_error_name(rc));
    }
    assert_int_equal(why.code, code);
    memset(&why, 0, sizeof why);
    rc = checkers_game_apply_text(game, text, &why);
    if (rc != code) {
        fail_msg("apply_text(%s): expected %s, got %s", text, checkers_error_name(code),
                 checkers_error_name(rc));
    }
    assert_int_equal(why.code, code);
    rules_fen(game, after);
    assert_string_equal(before, after);
    return why;
}

/* Proposes `text`; asserts it is refused (whatever the reason) and changes nothing. */
static inline void rules_refused_any(checkers_game *game, const char *text)
{
    char before[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    checkers_refusal why;
    memset(&why, 0, sizeof why);
    rules_fen(game, before);
    int32_t rc = checkers_game_apply_text(game, text, &why);
    if (rc >= 0) {
        fail_msg("%s was accepted", text);
    }
    rules_fen(game, after);
    assert_string_equal(before, after);
}

static inline void rules_assert_status(const checkers_game *game, int32_t result, int32_t reason)
{
    int32_t got_reason = -1;
    int32_t got = checkers_game_status(game, &got_reason);
    if (got != result || got_reason != reason) {
        fail_msg("ply %d: status %d reason %d, expected %d reason %d",
                 (int)checkers_game_ply_count(game), (int)got, (int)got_reason, (int)result,
                 (int)reason);
    }
}

/* The piece on `square`, asserting it is `expected`. */
static inline void rules_assert_piece(const checkers_game *game, int32_t square, int32_t expected)
{
    int32_t got = checkers_game_piece(game, square);
    if (got != expected) {
        fail_msg("square %d holds %d, expected %d", (int)square, (int)got, (int)expected);
    }
}

/* Asserts where square `square` is drawn (row from the top, column from the left). */
static inline void rules_assert_square_at(const checkers_game *game, int32_t square, int32_t row,
                                          int32_t column)
{
    int32_t r = -1, c = -1;
    assert_int_equal(checkers_game_square_position(game, square, &r, &c, NULL, NULL), 0);
    if (r != row || c != column) {
        fail_msg("square %d is at row %d column %d, expected row %d column %d", (int)square, (int)r,
                 (int)c, (int)row, (int)column);
    }
}

#endif
