/* SPDX-License-Identifier: MIT */
/*
 * Small promises of the API that a review checked one by one: each test is
 * named after the promise.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* "Where a function takes a variant name, NULL means english." */
static void test_variant_find_null_means_english(void **state)
{
    (void)state;
    assert_int_equal(checkers_variant_find(NULL), 0);
    assert_string_equal(checkers_variant_name(checkers_variant_find(NULL)), "english");
    assert_int_equal(checkers_variant_find("shogi"), CHECKERS_E_UNKNOWN_VARIANT);
}

/* Constructors set *out to NULL on error. */
static void test_constructors_clear_out_on_error(void **state)
{
    (void)state;
    int sentinel = 0;
    checkers_game *game = (checkers_game *)&sentinel;
    assert_int_equal(checkers_game_new(&game, "shogi", NULL), CHECKERS_E_UNKNOWN_VARIANT);
    assert_null(game);
    game = (checkers_game *)&sentinel;
    assert_int_equal(checkers_game_new_from_fen(&game, NULL, "X:W1", NULL), CHECKERS_E_FEN_TURN);
    assert_null(game);
    game = (checkers_game *)&sentinel;
    assert_int_equal(checkers_game_new_from_ballot(&game, CHECKERS_BALLOTS_THREE_MOVE, 0, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_null(game);
    checkers_pdn_reader *reader = (checkers_pdn_reader *)&sentinel;
    assert_int_equal(checkers_pdn_reader_new(&reader, "", 0, "shogi", 0, NULL),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_null(reader);
}

/* A diagram's last move must lie on the board, its end square included. */
static void test_diagram_refuses_a_last_move_off_the_board(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_diagram_options o;
    assert_int_equal(checkers_game_new(&game, NULL, NULL), 0);
    memset(&o, 0, sizeof o);
    o.last_move.from = 1;
    o.last_move.steps = 1;
    o.last_move.path[0] = 5;
    o.last_move.to = 5;
    assert_true(checkers_game_svg(game, &o, NULL, 0) > 0);
    o.last_move.to = 200;
    assert_int_equal(checkers_game_svg(game, &o, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/* FEN ranges are numeric only, even where squares are also read as a1..h8. */
static void test_fen_ranges_are_numeric_only(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, "russian", "W:Wa1-32:Bh8", NULL),
                     CHECKERS_E_FEN_SYNTAX);
    assert_int_equal(checkers_game_new_from_fen(&game, "russian", "W:W29-32:Bh8", NULL), 0);
    checkers_game_free(game);
}

/* An allocator that refuses every request once `allowed` reaches 0. */
static void *limited_alloc(void *ctx, size_t size)
{
    int *allowed = ctx;
    return (*allowed)-- > 0 ? malloc(size) : NULL;
}
static void *limited_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    int *allowed = ctx;
    (void)old_size;
    return (*allowed)-- > 0 ? realloc(p, size) : NULL;
}
static void limited_release(void *ctx, void *p)
{
    (void)ctx;
    free(p);
}

/* A reader after the first game of text, which must replay legal to its `plies` plies. */
static checkers_pdn_reader *read_legal_game(const char *text, size_t length, int32_t plies)
{
    checkers_pdn_reader *r = NULL;
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_reader_new(&r, text, length, NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_int_equal(checkers_pdn_error_info(r, &e), 0);
    assert_int_equal(e.code, 0);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(r)), plies);
    return r;
}

/* Comments written between the hops of a capture stay with the move. */
static void test_pdn_keeps_comments_inside_a_capture_written_hop_by_hop(void **state)
{
    (void)state;
    static const char text[] = "[FEN \"B:W6,7,8,14,15,16,22,23,24:BK2\"]\n"
                               "1. 2x11 {mid} 11x4 {after} *\n";
    checkers_pdn_reader *r = read_legal_game(text, sizeof text - 1, 1);
    assert_string_equal(checkers_pdn_comment(r, 0), "mid after");
    checkers_pdn_reader_free(r);
}

/* Looking ahead to decide an ambiguous capture does not keep the comments it passes. */
static void test_pdn_look_ahead_keeps_no_comment_twice(void **state)
{
    (void)state;
    static const char text[] = "[FEN \"B:W17,25,26,18:B15,8,14\"] 1. 14x30 18x11 {between hops} "
                               "11x4 *";
    checkers_pdn_reader *r = read_legal_game(text, sizeof text - 1, 2);
    assert_string_equal(checkers_pdn_comment(r, 1), "between hops");
    checkers_pdn_reader_free(r);
}

/* A failed allocation while joining hops is reported as such, never as an illegal move. */
static void test_pdn_reports_a_failed_allocation_not_an_illegal_move(void **state)
{
    (void)state;
    static const char text[] = "[FEN \"B:W6,7,8,14,15,16,22,23,24:BK2\"]\n"
                               "1. 2x11 {mid} 11x4 {after} *\n";
    int saw_failure = 0;
    for (int allowed = 0;; allowed++) {
        int left = allowed;
        checkers_allocator a = {limited_alloc, limited_realloc, limited_release, &left};
        checkers_pdn_reader *r = NULL;
        if (checkers_pdn_reader_new(&r, text, sizeof text - 1, NULL, 0, &a) < 0) {
            saw_failure = 1;
            continue;
        }
        int32_t rc = checkers_pdn_next(r);
        checkers_pdn_error e;
        memset(&e, 0, sizeof e);
        if (rc == 1)
            assert_int_equal(checkers_pdn_error_info(r, &e), 0);
        checkers_pdn_reader_free(r);
        if (rc == CHECKERS_E_NO_MEMORY || (rc == 1 && e.code == CHECKERS_E_NO_MEMORY)) {
            saw_failure = 1;
            continue;
        }
        /* Enough memory at last: the whole game, read right. */
        assert_int_equal(rc, 1);
        assert_int_equal(e.code, 0);
        break;
    }
    assert_true(saw_failure);
}

/* A game that starts with the second player's move is numbered from "1...". */
static void test_pdn_writer_numbers_a_game_started_by_the_second_player(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char buf[1024];
    assert_int_equal(checkers_game_new_from_fen(&game, NULL, "W:W21-32:B1-12", NULL), 0);
    assert_int_equal(checkers_game_apply_text(game, "22-18", NULL), 0);
    assert_int_equal(checkers_game_apply_text(game, "11-15", NULL), 0);
    assert_int_equal(checkers_game_apply_text(game, "18x11", NULL), 0);
    int32_t n = checkers_pdn_write(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_true(n > 0 && (size_t)n < sizeof buf);
    assert_non_null(strstr(buf, "\n1... 22-18 2. 11-15 18x11 *\n"));
    checkers_game_free(game);
}

/* "code: ... the same value the function returns", a failed allocation included. */
static void test_refusal_code_equals_the_return_of_a_failed_allocation(void **state)
{
    (void)state;
    int allowed = 1; /* the game itself, then nothing */
    checkers_allocator a = {limited_alloc, limited_realloc, limited_release, &allowed};
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", &a), CHECKERS_OK);
    checkers_refusal why;
    memset(&why, 0x55, sizeof why);
    assert_int_equal(checkers_game_apply_text(game, "11-15", &why), CHECKERS_E_NO_MEMORY);
    assert_int_equal(why.code, CHECKERS_E_NO_MEMORY);
    checkers_move moves[CHECKERS_MAX_MOVES];
    assert_int_equal(checkers_game_moves(game, moves, CHECKERS_MAX_MOVES), 7);
    memset(&why, 0x55, sizeof why);
    assert_int_equal(checkers_game_apply(game, &moves[0], &why), CHECKERS_E_NO_MEMORY);
    assert_int_equal(why.code, CHECKERS_E_NO_MEMORY);
    memset(&why, 0x55, sizeof why);
    assert_int_equal(checkers_game_apply_index(game, 0, &why), CHECKERS_E_NO_MEMORY);
    assert_int_equal(why.code, CHECKERS_E_NO_MEMORY);
    assert_int_equal(checkers_game_ply_count(game), 0); /* and nothing was played */
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_variant_find_null_means_english),
        cmocka_unit_test(test_constructors_clear_out_on_error),
        cmocka_unit_test(test_diagram_refuses_a_last_move_off_the_board),
        cmocka_unit_test(test_fen_ranges_are_numeric_only),
        cmocka_unit_test(test_pdn_keeps_comments_inside_a_capture_written_hop_by_hop),
        cmocka_unit_test(test_pdn_look_ahead_keeps_no_comment_twice),
        cmocka_unit_test(test_pdn_reports_a_failed_allocation_not_an_illegal_move),
        cmocka_unit_test(test_pdn_writer_numbers_a_game_started_by_the_second_player),
        cmocka_unit_test(test_refusal_code_equals_the_return_of_a_failed_allocation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
