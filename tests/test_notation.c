/* SPDX-License-Identifier: MIT */
/*
 * test_notation.c - PDN move text and FEN, in and out, and the reasons a
 * proposed move is refused (English draughts).
 *
 * Geometry used below (square: neighbours down / up):
 *   1: 5 6 / -      8: 11 12 / 3 4     10: 14 15 / 6 7    11: 15 16 / 7 8
 *  14: 17 18 / 9 10 15: 18 19 / 10 11  21: 25 / 17        23: 26 27 / 18 19
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

#define START_FEN "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
#define CHECKERBOARD_FEN "B:W6,7,8,14,15,16,22,23,24:BK2"
#define MAX_LISTED 128

/* ------------------------------------------------------------ helpers */

/* Reading `fen` gives a game whose canonical FEN is `canonical`. */
static void assert_fen_reads_as(const char *fen, const char *canonical)
{
    checkers_game *game = rules_game("english", fen);
    rules_assert_fen(game, canonical);
    checkers_game_free(game);
}

static void assert_fen_refused(const char *fen, int32_t code)
{
    checkers_game *game = NULL;
    int32_t rc = checkers_game_new_from_fen(&game, "english", fen, NULL);
    if (rc != code) {
        fail_msg("FEN \"%s\": expected %s, got %s", fen, checkers_error_name(code),
                 checkers_error_name(rc));
    }
    if (rc == CHECKERS_OK) {
        checkers_game_free(game);
    }
}

static void text_of(const checkers_game *game, const checkers_move *move, uint32_t flags, char *buf)
{
    int32_t len = checkers_game_move_text(game, move, flags, buf, CHECKERS_MOVE_TEXT_MAX);
    if (len < 0) {
        fail_msg("move_text refused: %s", checkers_error_name(len));
    }
    assert_true(len < CHECKERS_MOVE_TEXT_MAX);
    assert_int_equal((size_t)len, strlen(buf));
}

/*
 * Proposes `text` (rules_refused: parse_move and apply_text both refuse it
 * with `code`, the FEN unchanged); asserts too that the hash and the ply
 * count are unchanged and that parsing with no move out refuses it for the
 * same square.
 */
static checkers_refusal refused(checkers_game *game, const char *text, int32_t code)
{
    uint64_t hash = checkers_game_hash(game);
    int32_t plies = checkers_game_ply_count(game);
    checkers_refusal why = rules_refused(game, text, code), parse_why;
    assert_true(checkers_game_hash(game) == hash);
    assert_int_equal(checkers_game_ply_count(game), plies);
    memset(&parse_why, 0, sizeof parse_why);
    assert_int_equal(checkers_game_parse_move(game, text, NULL, &parse_why), code);
    assert_int_equal(parse_why.code, code);
    assert_int_equal(parse_why.square, why.square);
    return why;
}

static int same_move(const checkers_move *a, const checkers_move *b)
{
    uint8_t ca[CHECKERS_MAX_CAPTURES], cb[CHECKERS_MAX_CAPTURES];
    if (a->from != b->from || a->to != b->to || a->captures != b->captures) {
        return 0;
    }
    memcpy(ca, a->captured, a->captures);
    memcpy(cb, b->captured, b->captures);
    qsort(ca, a->captures, 1, rules_compare_u8);
    qsort(cb, b->captures, 1, rules_compare_u8);
    return memcmp(ca, cb, a->captures) == 0;
}

/* ------------------------------------------------------- move text out/in */

/* A plain move is written "from-to". */
static void test_plain_move_is_written_with_a_dash(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    char text[CHECKERS_MOVE_TEXT_MAX];
    checkers_move move = rules_parsed(game, "11-15");
    assert_int_equal(move.from, 11);
    assert_int_equal(move.to, 15);
    assert_int_equal(move.steps, 1);
    assert_int_equal(move.path[0], 15);
    assert_int_equal(move.captures, 0);
    assert_int_equal(move.flags, 0);
    assert_int_equal(checkers_game_move_text(game, &move, 0, text, sizeof text), 5);
    assert_string_equal(text, "11-15");
    text_of(game, &move, CHECKERS_TEXT_FULL_ROUTE, text);
    assert_string_equal(text, "11-15");
    checkers_game_free(game);
}

/* A single capture is written "fromxto". */
static void test_capture_is_written_with_an_x(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W19:B15");
    char text[CHECKERS_MOVE_TEXT_MAX];
    checkers_move move = rules_parsed(game, "15x24");
    assert_int_equal(move.from, 15);
    assert_int_equal(move.to, 24);
    assert_int_equal(move.captures, 1);
    assert_int_equal(move.captured[0], 19);
    text_of(game, &move, 0, text);
    assert_string_equal(text, "15x24");
    text_of(game, &move, CHECKERS_TEXT_FULL_ROUTE, text);
    assert_string_equal(text, "15x24");
    /* ":" is accepted as a capture separator, and spaces around the text */
    checkers_move colon = rules_parsed(game, "15:24");
    assert_true(same_move(&colon, &move));
    checkers_move spaced = rules_parsed(game, "  15x24 ");
    assert_true(same_move(&spaced, &move));
    checkers_game_free(game);
}

/*
 * A multiple capture: the full route "1x10x19" is always accepted; the short
 * form "1x19" is accepted, and written, when it names one move only.
 */
static void test_multiple_capture_full_route_and_short_form(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,15:B1");
    char text[CHECKERS_MOVE_TEXT_MAX];
    checkers_move full = rules_parsed(game, "1x10x19");
    assert_int_equal(full.from, 1);
    assert_int_equal(full.to, 19);
    assert_int_equal(full.steps, 2);
    assert_int_equal(full.path[0], 10);
    assert_int_equal(full.path[1], 19);
    assert_int_equal(full.captures, 2);
    checkers_move short_form = rules_parsed(game, "1x19");
    assert_memory_equal(&short_form, &full, sizeof full);
    checkers_move colons = rules_parsed(game, "1:10:19");
    assert_memory_equal(&colons, &full, sizeof full);

    text_of(game, &full, 0, text);
    assert_string_equal(text, "1x19");
    text_of(game, &full, CHECKERS_TEXT_FULL_ROUTE, text);
    assert_string_equal(text, "1x10x19");

    rules_play(game, "1x19");
    rules_assert_fen(game, "W:W:B19");
    checkers_game_free(game);
}

/*
 * In the CheckerBoard position four different captures go from 2 to 4
 * (2x11x4, 2x9x18x11x4, 2x9x18x27x20x11x4, 2x11x18x27x20x11x4): "2x4" is
 * ambiguous. Giving enough landing squares picks one.
 */
static void test_short_form_refused_when_ambiguous(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", CHECKERBOARD_FEN);
    checkers_refusal why = refused(game, "2x4", CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.count, 4);
    assert_int_equal(why.move.from, 2);
    assert_int_equal(why.move.to, 4);
    assert_true(why.move.captures >= 2);

    why = refused(game, "2x9x4", CHECKERS_E_AMBIGUOUS); /* 2x9x18x11x4, 2x9x18x27x20x11x4 */
    assert_int_equal(why.count, 2);

    checkers_move move = rules_parsed(game, "2x9x27x4"); /* a subsequence of one route only */
    static const uint8_t path[6] = {9, 18, 27, 20, 11, 4};
    assert_int_equal(move.steps, 6);
    assert_memory_equal(move.path, path, 6);

    /* the record form: steps == 0 means from and to alone */
    checkers_move proposed;
    memset(&proposed, 0, sizeof proposed);
    proposed.from = 2;
    proposed.to = 4;
    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.code, CHECKERS_E_AMBIGUOUS);
    assert_int_equal(why.count, 4);
    checkers_game_free(game);
}

/*
 * A complete route names one move, even when its squares also appear, in
 * order, inside a longer route: 2x11x4 takes 7 and 8 only, although 11 and 4
 * are also landing squares of 2x11x18x27x20x11x4.
 */
static void test_full_route_names_one_move_even_inside_a_longer_route(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", CHECKERBOARD_FEN);
    checkers_move move = rules_parsed(game, "2x11x4");
    assert_int_equal(move.to, 4);
    assert_int_equal(move.captures, 2);
    assert_int_equal(move.captured[0], 7);
    assert_int_equal(move.captured[1], 8);

    move = rules_parsed(game, "2x9x18x11x4");
    static const uint8_t taken[4] = {6, 14, 15, 8};
    assert_int_equal(move.captures, 4);
    assert_memory_equal(move.captured, taken, 4);

    move = rules_parsed(game, "2x9x18x25");
    assert_int_equal(move.captures, 3);

    /* every listed move, written in full, reads back as itself */
    checkers_move moves[MAX_LISTED];
    int32_t count = checkers_game_moves(game, moves, MAX_LISTED);
    assert_int_equal(count, 10);
    for (int32_t i = 0; i < count; i++) {
        char route[CHECKERS_MOVE_TEXT_MAX];
        rules_route_of(game, &moves[i], route, sizeof route);
        checkers_move back = rules_parsed(game, route);
        assert_memory_equal(&back, &moves[i], sizeof back);
    }
    checkers_game_free(game);
}

/* The short form is written only when it is unambiguous; otherwise the full route. */
static void test_move_text_writes_full_route_only_when_needed(void **state)
{
    (void)state;
    checkers_move moves[MAX_LISTED];
    char text[CHECKERS_MOVE_TEXT_MAX], full[CHECKERS_MOVE_TEXT_MAX];

    /* every move of the CheckerBoard position shares its ends with another */
    checkers_game *game = rules_game("english", CHECKERBOARD_FEN);
    int32_t count = checkers_game_moves(game, moves, MAX_LISTED);
    assert_int_equal(count, 10);
    for (int32_t i = 0; i < count; i++) {
        text_of(game, &moves[i], 0, text);
        text_of(game, &moves[i], CHECKERS_TEXT_FULL_ROUTE, full);
        assert_string_equal(text, full);
        /* and reading the text back gives the same move */
        checkers_move back = rules_parsed(game, text);
        assert_true(same_move(&back, &moves[i]));
    }
    checkers_game_free(game);

    /* the loop round 6, 7, 14, 15 is the only move: "2x2" names it */
    game = rules_game("english", "B:W6,7,14,15:BK2");
    assert_int_equal(checkers_game_moves(game, moves, MAX_LISTED), 1);
    text_of(game, &moves[0], 0, text);
    assert_string_equal(text, "2x2");
    checkers_move back = rules_parsed(game, "2x2");
    assert_true(same_move(&back, &moves[0]));
    checkers_game_free(game);
}

/* Text that is not a move at all. */
static void test_malformed_move_text_is_a_syntax_error(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    static const char *const bad[] = {"", "11", "11-", "a-b", "11--15", "-15", "11-15-", "11x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        refused(game, bad[i], CHECKERS_E_MOVE_SYNTAX);
    }
    checkers_game_free(game);
}

/* Square numbers outside 1-32. */
static void test_square_outside_the_board_in_move_text(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    refused(game, "0-4", CHECKERS_E_MOVE_SQUARE);
    refused(game, "33-29", CHECKERS_E_MOVE_SQUARE);
    refused(game, "11-33", CHECKERS_E_MOVE_SQUARE);
    checkers_game_free(game);
}

/* ------------------------------------------------------------ refusals */

/* A legal move: code 0 and the full move. */
static void test_legal_move_is_reported_with_code_zero(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,15:B1");
    checkers_move proposed;
    checkers_refusal why;
    memset(&proposed, 0, sizeof proposed);
    memset(&why, 0xff, sizeof why);
    proposed.from = 1;
    proposed.steps = 1;
    proposed.path[0] = 19; /* a subsequence of the route that ends on its end */
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_OK);
    assert_int_equal(why.code, 0);
    assert_int_equal(why.move.from, 1);
    assert_int_equal(why.move.to, 19);
    assert_int_equal(why.move.steps, 2);
    assert_int_equal(why.move.path[0], 10);
    assert_int_equal(why.move.captures, 2);
    assert_int_equal(checkers_game_check_move(game, &proposed, NULL), CHECKERS_OK);
    rules_assert_fen(game, "B:W6,15:B1"); /* checking changes nothing */

    memset(&why, 0, sizeof why);
    assert_int_equal(checkers_game_apply(game, &proposed, &why), CHECKERS_OK);
    assert_int_equal(why.move.to, 19);
    assert_int_equal(why.move.steps, 2);
    rules_assert_fen(game, "W:W:B19");
    checkers_game_free(game);
}

static void test_refusal_no_piece_on_start_square(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    checkers_refusal why = refused(game, "13-17", CHECKERS_E_NO_PIECE);
    assert_int_equal(why.square, 13);
    checkers_game_free(game);
}

static void test_refusal_not_your_piece(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    checkers_refusal why = refused(game, "21-17", CHECKERS_E_NOT_YOUR_PIECE);
    assert_int_equal(why.square, 21);
    rules_play(game, "11-15");
    why = refused(game, "15-19", CHECKERS_E_NOT_YOUR_PIECE); /* now White is to move */
    assert_int_equal(why.square, 15);
    checkers_game_free(game);
}

static void test_refusal_man_backwards(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W30:B14");
    refused(game, "14-9", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
    game = rules_game("english", "B:W6:B10"); /* a backward capture too */
    refused(game, "10x1", CHECKERS_E_MAN_BACKWARDS);
    checkers_game_free(game);
}

static void test_refusal_not_diagonal(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    refused(game, "11-14", CHECKERS_E_NOT_DIAGONAL); /* f6 to c5 */
    refused(game, "11-19", CHECKERS_E_NOT_DIAGONAL); /* f6 to f4 */
    checkers_game_free(game);
}

static void test_refusal_destination_occupied(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    checkers_refusal why = refused(game, "8-12", CHECKERS_E_OCCUPIED);
    assert_int_equal(why.square, 12);
    checkers_game_free(game);

    game = rules_game("english", "B:W14:B10,17"); /* the landing square of a jump */
    why = refused(game, "10x17", CHECKERS_E_OCCUPIED);
    assert_int_equal(why.square, 17);
    checkers_game_free(game);
}

static void test_refusal_must_capture(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W15:B1,11");
    checkers_refusal why = refused(game, "1-5", CHECKERS_E_MUST_CAPTURE);
    assert_int_equal(why.move.from, 11);
    assert_int_equal(why.move.to, 18);
    assert_int_equal(why.move.flags & CHECKERS_MOVE_CAPTURE, CHECKERS_MOVE_CAPTURE);
    checkers_game_free(game);
}

static void test_refusal_capture_incomplete(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W6,15:B1");
    checkers_refusal why = refused(game, "1x10", CHECKERS_E_CAPTURE_INCOMPLETE);
    assert_int_equal(why.square, 10);
    assert_int_equal(why.move.from, 1);
    assert_int_equal(why.move.to, 19);
    checkers_game_free(game);
}

static void test_refusal_jumping_own_piece(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W32:B1,6");
    checkers_refusal why = refused(game, "1x10", CHECKERS_E_JUMP_OWN_PIECE);
    assert_int_equal(why.square, 6);
    checkers_game_free(game);
}

static void test_refusal_jumping_a_piece_twice(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W14:BK9");
    checkers_refusal why = refused(game, "9x18x9", CHECKERS_E_JUMP_TWICE);
    assert_int_equal(why.square, 14);
    checkers_game_free(game);
}

static void test_refusal_game_over(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W29:B21,22");
    rules_play(game, "21-25"); /* White's only man is blocked: Black has won */
    refused(game, "29-25", CHECKERS_E_GAME_OVER);
    checkers_move proposed;
    checkers_refusal why;
    memset(&proposed, 0, sizeof proposed);
    memset(&why, 0, sizeof why);
    proposed.from = 29;
    proposed.to = 25;
    assert_int_equal(checkers_game_check_move(game, &proposed, &why), CHECKERS_E_GAME_OVER);
    assert_int_equal(why.code, CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

/* An illegal or unreadable move leaves the game exactly as it was. */
static void test_bad_input_leaves_game_unchanged(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    rules_play(game, "11-15");
    rules_play(game, "22-18");
    char before[CHECKERS_FEN_MAX], after[CHECKERS_FEN_MAX];
    uint64_t hash = checkers_game_hash(game);
    rules_fen(game, before);
    assert_string_equal(before,
                        "B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");

    static const char *const bad[] = {"junk",  "",      "9-13",     "15-19",
                                      "15x24", "18-14", "15x22x29", "0-4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        checkers_refusal why;
        memset(&why, 0, sizeof why);
        int32_t rc = checkers_game_apply_text(game, bad[i], &why);
        assert_true(rc < 0);
        assert_int_equal(why.code, rc);
        rules_fen(game, after);
        assert_string_equal(before, after);
        assert_true(checkers_game_hash(game) == hash);
        assert_int_equal(checkers_game_ply_count(game), 2);
        assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK);
    }
    /* a bad record too */
    checkers_move proposed;
    memset(&proposed, 0, sizeof proposed);
    proposed.from = 9;
    proposed.steps = 1;
    proposed.path[0] = 13;
    assert_int_equal(checkers_game_apply(game, &proposed, NULL), CHECKERS_E_MUST_CAPTURE);
    rules_fen(game, after);
    assert_string_equal(before, after);
    rules_play(game, "15x22"); /* and the game goes on */
    assert_int_equal(checkers_game_ply_count(game), 3);
    checkers_game_free(game);
}

/* ----------------------------------------------------------------- FEN */

/* The canonical FEN: side to move, White's list, Black's list, ascending, no ranges. */
static void test_fen_output_is_canonical(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "english", NULL), CHECKERS_OK);
    rules_assert_fen(game, START_FEN);
    rules_play(game, "11-15");
    rules_assert_fen(game, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    checkers_game_free(game);

    assert_fen_reads_as("W:W24,18,K10:BK22,12", "W:WK10,18,24:B12,K22");
}

static void test_fen_reads_ranges_and_kings(void **state)
{
    (void)state;
    assert_fen_reads_as("B:W21-32:B1-12", START_FEN);
    assert_fen_reads_as("W:W18,24,K10:B12,K22", "W:WK10,18,24:B12,K22");
    assert_fen_reads_as("B:WK21-23,24:B1-3", "B:WK21,K22,K23,24:B1,2,3");
    checkers_game *game = rules_game("english", "W:W18,24,K10:B12,K22");
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    assert_int_equal(checkers_game_piece(game, 10), CHECKERS_WHITE_KING);
    assert_int_equal(checkers_game_piece(game, 18), CHECKERS_WHITE_MAN);
    assert_int_equal(checkers_game_piece(game, 12), CHECKERS_BLACK_MAN);
    assert_int_equal(checkers_game_piece(game, 22), CHECKERS_BLACK_KING);
    assert_int_equal(checkers_game_piece(game, 11), CHECKERS_EMPTY);
    checkers_game_free(game);
}

/* Either colour's list may come first, be empty, or be missing. */
static void test_fen_reads_empty_and_missing_lists(void **state)
{
    (void)state;
    assert_fen_reads_as("B:B1-12:W21-32", START_FEN);
    assert_fen_reads_as("W:W:B1", "W:W:B1");
    assert_fen_reads_as("B:W21-32:B", "B:W21,22,23,24,25,26,27,28,29,30,31,32:B");
    assert_fen_reads_as("B:B1,2", "B:W:B1,2");

    checkers_game *game = rules_game("english", "W:W:B1"); /* White to move with no pieces */
    rules_assert_status(game, CHECKERS_BLACK_WINS, CHECKERS_REASON_NO_PIECES);
    checkers_game_free(game);
}

/* A trailing ".", white space around, and the quotes of a tag value are accepted. */
static void test_fen_reads_dot_spaces_and_quotes(void **state)
{
    (void)state;
    assert_fen_reads_as("B:W21-32:B1-12.", START_FEN);
    assert_fen_reads_as("  B:W21-32:B1-12 \n", START_FEN);
    assert_fen_reads_as("\"B:W21-32:B1-12\"", START_FEN);
    assert_fen_reads_as(" \"B:W21-32:B1-12.\" ", START_FEN);
}

/* What the library writes, it reads back as the same position. */
static void test_fen_round_trip(void **state)
{
    (void)state;
    static const char *const fens[] = {START_FEN, "W:WK10,18,24:B12,K22", CHECKERBOARD_FEN,
                                       "W:W:B1", "B:WK1,K2:BK31,K32"};
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        checkers_game *game = rules_game("english", fens[i]);
        char fen[CHECKERS_FEN_MAX];
        rules_fen(game, fen);
        checkers_game *again = rules_game("english", fen);
        rules_assert_fen(again, fen);
        assert_true(checkers_game_hash(game) == checkers_game_hash(again));
        checkers_game_free(again);
        checkers_game_free(game);
    }
}

static void test_fen_syntax_errors(void **state)
{
    (void)state;
    static const char *const bad[] = {"",          "B:W21;B1", "B:W21,,22:B1", "B:Wx:B1",
                                      "B:W21-:B1", "B:X21:B1", "B:W21:B1:"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_fen_refused(bad[i], CHECKERS_E_FEN_SYNTAX);
    }
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, "english", NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_new_from_fen(NULL, "english", START_FEN, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
}

static void test_fen_side_to_move_must_be_w_or_b(void **state)
{
    (void)state;
    assert_fen_refused("X:W21-32:B1-12", CHECKERS_E_FEN_TURN);
    assert_fen_refused("1:W21-32:B1-12", CHECKERS_E_FEN_TURN);
}

static void test_fen_square_outside_the_board(void **state)
{
    (void)state;
    assert_fen_refused("B:W33:B1", CHECKERS_E_FEN_SQUARE);
    assert_fen_refused("B:W0:B1", CHECKERS_E_FEN_SQUARE);
    assert_fen_refused("B:W21-33:B1", CHECKERS_E_FEN_SQUARE);
    assert_fen_refused("B:W21:BK40", CHECKERS_E_FEN_SQUARE);
}

static void test_fen_square_listed_twice(void **state)
{
    (void)state;
    assert_fen_refused("B:W21,21:B1", CHECKERS_E_FEN_DUPLICATE);
    assert_fen_refused("B:W21:B21", CHECKERS_E_FEN_DUPLICATE);
    assert_fen_refused("B:W21-24,K22:B1", CHECKERS_E_FEN_DUPLICATE);
    assert_fen_refused("B:W21:B1-12,5", CHECKERS_E_FEN_DUPLICATE);
}

/* A man cannot stand on the row where it would have been crowned. */
static void test_fen_man_on_crowning_row(void **state)
{
    (void)state;
    assert_fen_refused("B:W1:B12", CHECKERS_E_FEN_CROWNING_ROW);
    assert_fen_refused("B:W4:B12", CHECKERS_E_FEN_CROWNING_ROW);
    assert_fen_refused("B:W21:B29", CHECKERS_E_FEN_CROWNING_ROW);
    assert_fen_refused("B:W21:B32", CHECKERS_E_FEN_CROWNING_ROW);
    /* men on their own back row, and kings anywhere, are fine */
    assert_fen_reads_as("B:W29,32:B1,4", "B:W29,32:B1,4");
    assert_fen_reads_as("B:WK1:BK32", "B:WK1:BK32");
}

/* Output buffers behave like snprintf: the full length is returned. */
static void test_output_buffers_truncate_like_snprintf(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "B:W21-32:B1-12");
    char buf[8];
    memset(buf, 'z', sizeof buf);
    assert_int_equal(checkers_game_fen(game, buf, 5), (int32_t)strlen(START_FEN));
    assert_string_equal(buf, "B:W2");
    assert_int_equal(buf[5], 'z');

    checkers_move move = rules_parsed(game, "11-15");
    memset(buf, 'z', sizeof buf);
    assert_int_equal(checkers_game_move_text(game, &move, 0, buf, 3), 5);
    assert_string_equal(buf, "11");
    assert_int_equal(checkers_game_move_text(game, &move, 0, buf, 1), 5);
    assert_string_equal(buf, "");
    assert_int_equal(checkers_game_move_text(game, &move, 0x80, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_move_is_written_with_a_dash),
        cmocka_unit_test(test_capture_is_written_with_an_x),
        cmocka_unit_test(test_multiple_capture_full_route_and_short_form),
        cmocka_unit_test(test_short_form_refused_when_ambiguous),
        cmocka_unit_test(test_full_route_names_one_move_even_inside_a_longer_route),
        cmocka_unit_test(test_move_text_writes_full_route_only_when_needed),
        cmocka_unit_test(test_malformed_move_text_is_a_syntax_error),
        cmocka_unit_test(test_square_outside_the_board_in_move_text),
        cmocka_unit_test(test_legal_move_is_reported_with_code_zero),
        cmocka_unit_test(test_refusal_no_piece_on_start_square),
        cmocka_unit_test(test_refusal_not_your_piece),
        cmocka_unit_test(test_refusal_man_backwards),
        cmocka_unit_test(test_refusal_not_diagonal),
        cmocka_unit_test(test_refusal_destination_occupied),
        cmocka_unit_test(test_refusal_must_capture),
        cmocka_unit_test(test_refusal_capture_incomplete),
        cmocka_unit_test(test_refusal_jumping_own_piece),
        cmocka_unit_test(test_refusal_jumping_a_piece_twice),
        cmocka_unit_test(test_refusal_game_over),
        cmocka_unit_test(test_bad_input_leaves_game_unchanged),
        cmocka_unit_test(test_fen_output_is_canonical),
        cmocka_unit_test(test_fen_reads_ranges_and_kings),
        cmocka_unit_test(test_fen_reads_empty_and_missing_lists),
        cmocka_unit_test(test_fen_reads_dot_spaces_and_quotes),
        cmocka_unit_test(test_fen_round_trip),
        cmocka_unit_test(test_fen_syntax_errors),
        cmocka_unit_test(test_fen_side_to_move_must_be_w_or_b),
        cmocka_unit_test(test_fen_square_outside_the_board),
        cmocka_unit_test(test_fen_square_listed_twice),
        cmocka_unit_test(test_fen_man_on_crowning_row),
        cmocka_unit_test(test_output_buffers_truncate_like_snprintf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
