/* SPDX-License-Identifier: MIT */
/*
 * test_ballots.c - the ballot decks of English tournament play: the ACF
 * three-move list (174 ballots) and the two-move list (49).
 *
 * The three-move list is checked line by line against the reference table
 * in $CHECKERS_SHARED_DIR/reference/ballots.md (moves, class and the FEN
 * after the ballot) when that file is present; the two-move list is checked
 * against the openings the move generator itself produces.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkers.h"

#define THREE CHECKERS_BALLOTS_THREE_MOVE
#define TWO CHECKERS_BALLOTS_TWO_MOVE
#define TEXT_MAX 64

/* ------------------------------------------------------------ helpers */

static void ballot_text(int32_t deck, int32_t number, char *text, int32_t *ballot_class)
{
    int32_t len = checkers_ballot(deck, number, text, TEXT_MAX, ballot_class);
    if (len <= 0 || len >= TEXT_MAX)
        fail_msg("ballot %d of deck %d: length %d", (int)number, (int)deck, (int)len);
    assert_int_equal((size_t)len, strlen(text));
}

static checkers_game *ballot_game(int32_t deck, int32_t number)
{
    checkers_game *game = NULL;
    int32_t rc = checkers_game_new_from_ballot(&game, deck, number, NULL);
    if (rc != CHECKERS_OK)
        fail_msg("ballot %d of deck %d refused: %s", (int)number, (int)deck,
                 checkers_error_name(rc));
    assert_non_null(game);
    return game;
}

static void assert_fen(const checkers_game *game, const char *expected)
{
    char fen[CHECKERS_FEN_MAX];
    int32_t len = checkers_game_fen(game, fen, sizeof fen);
    assert_true(len > 0 && len < CHECKERS_FEN_MAX);
    assert_string_equal(fen, expected);
}

/* Ballot `number` of `deck` has this text and class, and gives this FEN. */
static void assert_ballot(int32_t deck, int32_t number, const char *text, int32_t ballot_class,
                          const char *fen)
{
    char got[TEXT_MAX];
    int32_t got_class = 0;
    ballot_text(deck, number, got, &got_class);
    assert_string_equal(got, text);
    assert_int_equal(got_class, ballot_class);
    checkers_game *game = ballot_game(deck, number);
    assert_fen(game, fen);
    checkers_game_free(game);
}

/* ------------------------------------------------------------- counts */

static void test_deck_sizes(void **state)
{
    (void)state;
    assert_int_equal(checkers_ballot_count(THREE), 174);
    assert_int_equal(checkers_ballot_count(TWO), 49);
    assert_int_equal(checkers_ballot_count(0), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_ballot_count(1), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_ballot_count(4), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_ballot_count(-3), CHECKERS_E_INVALID_ARGUMENT);
}

/* 144 crossboard + 12 mailplay = the 156-opening deck; 18 barred. */
static void test_three_move_classes_add_up(void **state)
{
    (void)state;
    int counts[6] = {0};
    char text[TEXT_MAX];
    for (int32_t n = 1; n <= 174; n++) {
        int32_t c = 0;
        ballot_text(THREE, n, text, &c);
        assert_true(c == CHECKERS_BALLOT_CROSSBOARD || c == CHECKERS_BALLOT_MAILPLAY ||
                    c == CHECKERS_BALLOT_BARRED);
        counts[c]++;
    }
    assert_int_equal(counts[CHECKERS_BALLOT_CROSSBOARD], 144);
    assert_int_equal(counts[CHECKERS_BALLOT_MAILPLAY], 12);
    assert_int_equal(counts[CHECKERS_BALLOT_BARRED], 18);
}

static void test_two_move_classes_add_up(void **state)
{
    (void)state;
    static const char *const lost[6] = {"9-14 21-17",  "9-14 23-18",  "10-14 21-17",
                                        "10-14 23-18", "11-16 23-19", "12-16 23-19"};
    int standard = 0, found = 0;
    char text[TEXT_MAX];
    for (int32_t n = 1; n <= 49; n++) {
        int32_t c = 0;
        ballot_text(TWO, n, text, &c);
        int listed = 0;
        for (int i = 0; i < 6; i++)
            listed |= strcmp(text, lost[i]) == 0;
        if (c == CHECKERS_BALLOT_STANDARD) {
            assert_false(listed);
            standard++;
        } else {
            assert_int_equal(c, CHECKERS_BALLOT_LOST);
            assert_true(listed);
            found++;
        }
    }
    assert_int_equal(standard, 43);
    assert_int_equal(found, 6);
}

/* ------------------------------------------------------------- replay */

/*
 * Every ballot is legal: its text replays move by move from the start, the
 * game made from it holds the same moves in its history, and nobody has won.
 */
static void replay_deck(int32_t deck, int32_t plies)
{
    for (int32_t n = 1; n <= checkers_ballot_count(deck); n++) {
        char text[TEXT_MAX], fen[CHECKERS_FEN_MAX], expected[CHECKERS_FEN_MAX];
        checkers_game *replayed = NULL;
        ballot_text(deck, n, text, NULL);
        assert_int_equal(checkers_game_new(&replayed, "english", NULL), CHECKERS_OK);
        int32_t moves = 0;
        for (char *move = strtok(text, " "); move != NULL; move = strtok(NULL, " ")) {
            checkers_refusal why;
            int32_t rc = checkers_game_apply_text(replayed, move, &why);
            if (rc != CHECKERS_OK)
                fail_msg("ballot %d of deck %d: %s refused: %s", (int)n, (int)deck, move,
                         checkers_error_name(rc));
            moves++;
        }
        assert_int_equal(moves, plies);

        checkers_game *game = ballot_game(deck, n);
        assert_int_equal(checkers_game_ply_count(game), plies);
        for (int32_t ply = 0; ply < plies; ply++) {
            checkers_move a, b;
            assert_int_equal(checkers_game_history(game, ply, &a), CHECKERS_OK);
            assert_int_equal(checkers_game_history(replayed, ply, &b), CHECKERS_OK);
            assert_memory_equal(&a, &b, sizeof a);
        }
        checkers_game_fen(replayed, expected, sizeof expected);
        checkers_game_fen(game, fen, sizeof fen);
        assert_string_equal(fen, expected);
        assert_int_equal(checkers_game_status(game, NULL), CHECKERS_ONGOING);
        assert_int_equal(checkers_game_turn(game), plies == 3 ? CHECKERS_WHITE : CHECKERS_BLACK);
        checkers_game_free(game);
        checkers_game_free(replayed);
    }
}

static void test_every_three_move_ballot_replays(void **state)
{
    (void)state;
    replay_deck(THREE, 3);
}

static void test_every_two_move_ballot_replays(void **state)
{
    (void)state;
    replay_deck(TWO, 2);
}

/* No ballot is listed twice, and each three-move ballot extends a two-move one. */
static void test_ballots_are_distinct_and_nested(void **state)
{
    (void)state;
    static char three[174][TEXT_MAX], two[49][TEXT_MAX];
    for (int32_t n = 1; n <= 49; n++)
        ballot_text(TWO, n, two[n - 1], NULL);
    for (int32_t n = 1; n <= 174; n++) {
        ballot_text(THREE, n, three[n - 1], NULL);
        int prefixes = 0;
        for (int i = 0; i < 49; i++) {
            size_t len = strlen(two[i]);
            prefixes += strncmp(three[n - 1], two[i], len) == 0 && three[n - 1][len] == ' ';
        }
        if (prefixes != 1)
            fail_msg("ballot %d (%s) extends %d two-move ballots", (int)n, three[n - 1], prefixes);
    }
    for (int i = 0; i < 174; i++)
        for (int j = i + 1; j < 174; j++)
            assert_string_not_equal(three[i], three[j]);
    for (int i = 0; i < 49; i++)
        for (int j = i + 1; j < 49; j++)
            assert_string_not_equal(two[i], two[j]);
}

static int by_squares(const void *a, const void *b)
{
    const checkers_move *x = a, *y = b;
    return (x->from - y->from) * 64 + (x->to - y->to);
}

/* The legal moves of `game` as "from-to" texts, in ascending (from, to) order. */
static int sorted_moves(const checkers_game *game, char texts[][8])
{
    checkers_move moves[16];
    int32_t count = checkers_game_moves(game, moves, 16);
    assert_true(count > 0 && count <= 16);
    qsort(moves, (size_t)count, sizeof moves[0], by_squares);
    for (int32_t i = 0; i < count; i++) {
        int32_t len = checkers_game_move_text(game, &moves[i], 0, texts[i], 8);
        assert_true(len > 0 && len < 8);
    }
    return (int)count;
}

/*
 * The two-move list is every legal opening pair: Black's 7 first moves, each
 * with White's 7 replies, in ascending order of the squares.
 */
static void test_two_move_list_is_every_opening_pair(void **state)
{
    (void)state;
    char firsts[16][8], replies[16][8], got[TEXT_MAX];
    char expected[sizeof firsts + sizeof replies]; /* as large as the compiler can prove */
    checkers_game *start = NULL;
    int32_t number = 0;
    assert_int_equal(checkers_game_new(&start, "english", NULL), CHECKERS_OK);
    int black = sorted_moves(start, firsts);
    assert_int_equal(black, 7);
    for (int i = 0; i < black; i++) {
        checkers_game *game = NULL;
        assert_int_equal(checkers_game_clone(&game, start), CHECKERS_OK);
        assert_int_equal(checkers_game_apply_text(game, firsts[i], NULL), CHECKERS_OK);
        int white = sorted_moves(game, replies);
        assert_int_equal(white, 7);
        for (int j = 0; j < white; j++) {
            snprintf(expected, sizeof expected, "%s %s", firsts[i], replies[j]);
            ballot_text(TWO, ++number, got, NULL);
            assert_string_equal(got, expected);
        }
        checkers_game_free(game);
    }
    assert_int_equal(number, 49);
    checkers_game_free(start);
}

/* ------------------------------------------------------- known ballots */

static void test_known_ballots(void **state)
{
    (void)state;
    assert_ballot(THREE, 1, "9-13 21-17 5-9", CHECKERS_BALLOT_CROSSBOARD,
                  "W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13");
    /* The Double Cross: the third move is a capture. */
    assert_ballot(THREE, 46, "9-14 23-18 14x23", CHECKERS_BALLOT_CROSSBOARD,
                  "W:W21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,23");
    /* The Black Hole, the last opening added to the deck. */
    assert_ballot(THREE, 60, "10-14 22-17 9-13", CHECKERS_BALLOT_MAILPLAY,
                  "W:W17,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,14");
    /* Barred by CheckerBoard (pydraughts forgets it). */
    assert_ballot(THREE, 26, "9-13 24-19 10-15", CHECKERS_BALLOT_BARRED,
                  "W:W19,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,12,13,15");
    assert_ballot(THREE, 171, "12-16 23-19 16x23", CHECKERS_BALLOT_BARRED,
                  "W:W21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,23");
    assert_ballot(THREE, 174, "12-16 24-20 10-15", CHECKERS_BALLOT_MAILPLAY,
                  "W:W20,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,15,16");

    assert_ballot(TWO, 1, "9-13 21-17", CHECKERS_BALLOT_STANDARD,
                  "B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,13");
    assert_ballot(TWO, 8, "9-14 21-17", CHECKERS_BALLOT_LOST,
                  "B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14");
    assert_ballot(TWO, 40, "11-16 23-19", CHECKERS_BALLOT_LOST,
                  "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,16");
    assert_ballot(TWO, 49, "12-16 24-20", CHECKERS_BALLOT_STANDARD,
                  "B:W20,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,16");
}

/* ---------------------------------------------- the reference table */

/* The text between the n-th and (n+1)-th '|' of a table row, trimmed. */
static int cell(const char *row, int n, char *out, size_t cap)
{
    const char *p = row;
    for (int i = 0; i < n; i++) {
        p = strchr(p, '|');
        if (p == NULL)
            return -1;
        p++;
    }
    const char *end = strchr(p, '|');
    if (end == NULL)
        return -1;
    while (p < end && (*p == ' ' || *p == '`'))
        p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '`'))
        end--;
    if ((size_t)(end - p) >= cap)
        return -1;
    memcpy(out, p, (size_t)(end - p));
    out[end - p] = '\0';
    return 0;
}

/*
 * The reference table's columns: | ACF # | moves | class | CTD | name | FEN |.
 * Every row must agree with the library: moves, class and the FEN reached.
 */
static void test_three_move_ballots_match_the_reference(void **state)
{
    (void)state;
    const char *dir = getenv("CHECKERS_SHARED_DIR");
    char path[1024], line[1024];
    snprintf(path, sizeof path, "%s/reference/ballots.md", dir && *dir ? dir : "../../shared");
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        print_message("%s not found: reference check skipped\n", path);
        skip();
        return;
    }
    int rows = 0;
    while (fgets(line, sizeof line, file) != NULL) {
        char number[16], moves[TEXT_MAX], klass[64], fen[CHECKERS_FEN_MAX];
        char text[TEXT_MAX];
        int32_t got_class = 0;
        int n = 0;
        if (line[0] != '|' || cell(line, 1, number, sizeof number) != 0 ||
            sscanf(number, "%d", &n) != 1 || cell(line, 2, moves, sizeof moves) != 0 ||
            cell(line, 3, klass, sizeof klass) != 0 || cell(line, 6, fen, sizeof fen) != 0)
            continue; /* not a ballot row */
        rows++;
        assert_int_equal(n, rows);
        ballot_text(THREE, n, text, &got_class);
        assert_string_equal(text, moves);
        int32_t expected_class = strncmp(klass, "crossboard", 10) == 0 ? CHECKERS_BALLOT_CROSSBOARD
                                 : strncmp(klass, "mailplay", 8) == 0  ? CHECKERS_BALLOT_MAILPLAY
                                 : strncmp(klass, "barred", 6) == 0    ? CHECKERS_BALLOT_BARRED
                                                                       : -1;
        if (got_class != expected_class)
            fail_msg("ballot %d: class %d, the reference says '%s'", n, (int)got_class, klass);
        checkers_game *game = ballot_game(THREE, n);
        assert_fen(game, fen);
        checkers_game_free(game);
    }
    fclose(file);
    assert_int_equal(rows, 174);
}

/* ---------------------------------------------------- the contract */

static void test_bad_deck_or_number_is_refused(void **state)
{
    (void)state;
    static const int32_t bad[][2] = {{THREE, 0}, {THREE, 175},    {THREE, -1}, {TWO, 0},
                                     {TWO, 50},  {0, 1},          {1, 1},      {4, 1},
                                     {-2, 1},    {TWO, INT32_MAX}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[TEXT_MAX] = "unchanged";
        int32_t c = 99;
        checkers_game *game = (checkers_game *)&c; /* a sentinel: must be cleared, as by _new */
        assert_int_equal(checkers_ballot(bad[i][0], bad[i][1], text, sizeof text, &c),
                         CHECKERS_E_INVALID_ARGUMENT);
        assert_int_equal(c, 99);
        assert_int_equal(checkers_game_new_from_ballot(&game, bad[i][0], bad[i][1], NULL),
                         CHECKERS_E_INVALID_ARGUMENT);
        assert_null(game);
    }
    assert_int_equal(checkers_game_new_from_ballot(NULL, THREE, 1, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    char text[4];
    assert_int_equal(checkers_ballot(THREE, 1, NULL, sizeof text, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
}

/* The buffer contract: the full length is returned, a NUL-terminated prefix written. */
static void test_ballot_text_truncates_like_snprintf(void **state)
{
    (void)state;
    char text[8];
    int32_t c = 0;
    assert_int_equal(checkers_ballot(THREE, 1, NULL, 0, &c), 14); /* "9-13 21-17 5-9" */
    assert_int_equal(c, CHECKERS_BALLOT_CROSSBOARD);
    memset(text, 'z', sizeof text);
    assert_int_equal(checkers_ballot(THREE, 1, text, 5, NULL), 14);
    assert_string_equal(text, "9-13");
    assert_int_equal(text[5], 'z');
    assert_int_equal(checkers_ballot(THREE, 1, text, 1, NULL), 14);
    assert_string_equal(text, "");
    char full[15];
    assert_int_equal(checkers_ballot(THREE, 1, full, sizeof full, NULL), 14);
    assert_string_equal(full, "9-13 21-17 5-9");
    assert_int_equal(checkers_ballot(THREE, 1, full, 14, NULL), 14);
    assert_string_equal(full, "9-13 21-17 5-");
}

/* The game uses the caller's allocator, as checkers_game_new does. */
static void *count_alloc(void *ctx, size_t size)
{
    ++*(size_t *)ctx;
    return malloc(size);
}

static void *count_realloc(void *ctx, void *ptr, size_t old_size, size_t new_size)
{
    (void)old_size;
    ++*(size_t *)ctx;
    return realloc(ptr, new_size);
}

static void count_release(void *ctx, void *ptr)
{
    (void)ctx;
    free(ptr);
}

static void test_ballot_game_uses_the_allocator(void **state)
{
    (void)state;
    size_t allocations = 0;
    checkers_allocator allocator = {count_alloc, count_realloc, count_release, &allocations};
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_ballot(&game, THREE, 46, &allocator), CHECKERS_OK);
    assert_true(allocations > 0);
    assert_int_equal(checkers_game_ply_count(game), 3);
    checkers_game_free(game);

    checkers_allocator broken = {NULL, count_realloc, count_release, &allocations};
    game = NULL;
    assert_int_equal(checkers_game_new_from_ballot(&game, THREE, 46, &broken),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_null(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deck_sizes),
        cmocka_unit_test(test_three_move_classes_add_up),
        cmocka_unit_test(test_two_move_classes_add_up),
        cmocka_unit_test(test_every_three_move_ballot_replays),
        cmocka_unit_test(test_every_two_move_ballot_replays),
        cmocka_unit_test(test_ballots_are_distinct_and_nested),
        cmocka_unit_test(test_two_move_list_is_every_opening_pair),
        cmocka_unit_test(test_known_ballots),
        cmocka_unit_test(test_three_move_ballots_match_the_reference),
        cmocka_unit_test(test_bad_deck_or_number_is_refused),
        cmocka_unit_test(test_ballot_text_truncates_like_snprintf),
        cmocka_unit_test(test_ballot_game_uses_the_allocator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
