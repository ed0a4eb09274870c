/* SPDX-License-Identifier: MIT */
/*
 * DXP's messages (checkers_dxp_*, checkers_game_*dxp*): each message read and
 * written at its fixed widths, one test per rule of the format, refusals of
 * malformed text, a MOVE resolved against the game with the library's reasons,
 * and round trips of every legal move and of start positions in every variant.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

#define NAME32 "checkers                        " /* "checkers" padded to 32 */

static checkers_game *from_fen(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new_from_fen(&game, variant, fen, NULL), 0);
    return game;
}

/* Parses `text`, writes the message back and checks that it is the same text. */
static checkers_dxp_message round_trip(const char *text)
{
    checkers_dxp_message m;
    char again[CHECKERS_DXP_TEXT_MAX + 1];
    assert_int_equal(checkers_dxp_parse(text, &m), 0);
    assert_int_equal(checkers_dxp_write(&m, again, sizeof again), (int32_t)strlen(text));
    assert_string_equal(again, text);
    return m;
}

static void assert_malformed(const char *text)
{
    checkers_dxp_message m, zero;
    memset(&m, 0x5a, sizeof m);
    memset(&zero, 0, sizeof zero);
    if (checkers_dxp_parse(text, &m) != CHECKERS_E_DXP_SYNTAX)
        fail_msg("read as a message: \"%s\"", text);
    assert_memory_equal(&m, &zero, sizeof m);
}

/* ---------------------------------------------------------------- GAMEREQ */

static void test_gamereq_with_the_initial_position_reads_every_field(void **state)
{
    (void)state;
    checkers_dxp_message m = round_trip("R01" NAME32 "Z090050A");
    assert_int_equal(m.type, CHECKERS_DXP_GAMEREQ);
    assert_int_equal(m.version, 1);
    assert_string_equal(m.name, "checkers");
    assert_int_equal(m.colour, CHECKERS_BLACK);
    assert_int_equal(m.minutes, 90);
    assert_int_equal(m.moves, 50);
    assert_int_equal(m.turn, 0);
    assert_string_equal(m.text, "");
}

static void test_gamereq_with_a_position_reads_the_side_to_move_and_squares(void **state)
{
    (void)state;
    const char *squares = "zzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    snprintf(text, sizeof text, "R01%sW005000BZ%s", NAME32, squares);
    checkers_dxp_message m = round_trip(text);
    assert_int_equal(m.colour, CHECKERS_WHITE);
    assert_int_equal(m.turn, CHECKERS_BLACK);
    assert_string_equal(m.text, squares);
    assert_int_equal(strlen(text), 94); /* the 10x10 GAMEREQ as the protocol defines it */
}

static void test_gamereq_name_is_padded_with_spaces_and_read_without_them(void **state)
{
    (void)state;
    checkers_dxp_message m;
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEREQ;
    m.version = CHECKERS_DXP_VERSION;
    m.colour = CHECKERS_WHITE;
    m.minutes = 5;
    strcpy(m.name, "Scan 3.1");
    assert_int_equal(checkers_dxp_write(&m, text, sizeof text), 43);
    assert_string_equal(text, "R01Scan 3.1                        W005000A");
    assert_int_equal(checkers_dxp_parse(text, &m), 0);
    assert_string_equal(m.name, "Scan 3.1");
}

static void test_gamereq_name_of_32_characters_fills_its_field(void **state)
{
    (void)state;
    checkers_dxp_message m = round_trip("R01abcdefghijklmnopqrstuvwxyz012345W001001A");
    assert_string_equal(m.name, "abcdefghijklmnopqrstuvwxyz012345");
    m.name[32] = 'x'; /* 33 characters: too long */
    m.name[33] = '\0';
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_gamereq_refuses_a_field_of_the_wrong_width_or_kind(void **state)
{
    (void)state;
    assert_malformed("R1" NAME32 "Z090050A");        /* version of one digit */
    assert_malformed("R01" NAME32 "X090050A");       /* a colour other than W or Z */
    assert_malformed("R01" NAME32 "w090050A");       /* a colour in lower case */
    assert_malformed("R01" NAME32 "Z09a050A");       /* a letter among the digits */
    assert_malformed("R01" NAME32 "Z09005A");        /* moves of two digits */
    assert_malformed("R01" NAME32 "Z090050");        /* no start */
    assert_malformed("R01" NAME32 "Z090050C");       /* a start other than A or B */
    assert_malformed("R01" NAME32 "Z090050AW");      /* something after A */
    assert_malformed("R01" NAME32 "Z090050BW");      /* B without squares */
    assert_malformed("R01" NAME32 "Z090050BXeeee");  /* B with a bad colour */
    assert_malformed("R01" NAME32 "Z090050BWeeexb"); /* a square letter other than wzWZe */
    assert_malformed("R01checkers\tpadded with tabs    Z090050A"); /* a control character */
    assert_malformed("R01checkers");                               /* cut in the name */
}

/* ---------------------------------------------------------------- GAMEACC */

static void test_gameacc_reads_every_code(void **state)
{
    (void)state;
    const char *texts[] = {"A" NAME32 "0", "A" NAME32 "1", "A" NAME32 "2", "A" NAME32 "3"};
    for (int code = 0; code < 4; code++) {
        checkers_dxp_message m = round_trip(texts[code]);
        assert_int_equal(m.type, CHECKERS_DXP_GAMEACC);
        assert_int_equal(m.code, code);
        assert_string_equal(m.name, "checkers");
    }
    assert_malformed("A" NAME32 "4");
    assert_malformed("A" NAME32);
    assert_malformed("A" NAME32 "00");
}

/* ------------------------------------------------------------------- MOVE */

static void test_move_reads_time_squares_and_captured_squares(void **state)
{
    (void)state;
    checkers_dxp_message m = round_trip("M0012321800");
    assert_int_equal(m.type, CHECKERS_DXP_MOVE);
    assert_int_equal(m.seconds, 12);
    assert_int_equal(m.from, 32);
    assert_int_equal(m.to, 18);
    assert_int_equal(m.captures, 0);
    m = round_trip("M99992819022327");
    assert_int_equal(m.seconds, 9999);
    assert_int_equal(m.captures, 2);
    assert_int_equal(m.captured[0], 23);
    assert_int_equal(m.captured[1], 27);
}

static void test_move_refuses_a_count_that_disagrees_with_its_squares(void **state)
{
    (void)state;
    assert_malformed("M00012823");       /* no count */
    assert_malformed("M00012823012");    /* a captured square of one digit */
    assert_malformed("M00012823012324"); /* one more than the count */
    assert_malformed("M0001282301");     /* the count says one, none follows */
    assert_malformed("M0001282301 9");   /* a space for a digit */
    assert_malformed("M01282300");       /* time of two digits */
}

static void test_move_refuses_more_captures_than_any_board_has(void **state)
{
    (void)state;
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    int n = snprintf(text, sizeof text, "M0000010231");
    for (int i = 0; i < 31; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, "%02d", i + 10);
    assert_malformed(text);
    /* 30, the most on 12x12, is a message. */
    n = snprintf(text, sizeof text, "M0000010230");
    for (int i = 0; i < 30; i++)
        n += snprintf(text + n, sizeof text - (size_t)n, "%02d", i + 10);
    checkers_dxp_message m = round_trip(text);
    assert_int_equal(m.captures, 30);
    assert_int_equal(m.captured[29], 39);
}

/* ---------------------------------------------------------------- GAMEEND */

static void test_gameend_reads_every_reason_and_stop_code(void **state)
{
    (void)state;
    const char *texts[] = {"E00", "E01", "E10", "E11", "E20", "E21", "E30", "E31"};
    for (int i = 0; i < 8; i++) {
        checkers_dxp_message m = round_trip(texts[i]);
        assert_int_equal(m.type, CHECKERS_DXP_GAMEEND);
        assert_int_equal(m.code, i / 2);
        assert_int_equal(m.stop, i % 2);
    }
    assert_malformed("E40");
    assert_malformed("E02");
    assert_malformed("E0");
    assert_malformed("E000");
}

/* ------------------------------------------------------------------- CHAT */

static void test_chat_carries_1_to_126_printable_characters(void **state)
{
    (void)state;
    char text[CHECKERS_DXP_TEXT_MAX + 2];
    checkers_dxp_message m = round_trip("Cerror: illegal move 32-28");
    assert_int_equal(m.type, CHECKERS_DXP_CHAT);
    assert_string_equal(m.text, "error: illegal move 32-28");
    text[0] = 'C';
    memset(text + 1, 'x', 126);
    text[127] = '\0';
    m = round_trip(text);
    assert_int_equal(strlen(m.text), 126);
    text[127] = 'x'; /* 128 characters: longer than a message */
    text[128] = '\0';
    assert_malformed(text);
    assert_malformed("C");
    assert_malformed("Cbell\a");
}

static void test_chat_write_refuses_empty_or_unprintable_text(void **state)
{
    (void)state;
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_CHAT;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    strcpy(m.text, "line\nbreak");
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    memset(m.text, 'y', sizeof m.text); /* no NUL at all */
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
}

/* ------------------------------------------------------- BACKREQ, BACKACC */

static void test_backreq_reads_the_move_number_and_colour(void **state)
{
    (void)state;
    checkers_dxp_message m = round_trip("B012W");
    assert_int_equal(m.type, CHECKERS_DXP_BACKREQ);
    assert_int_equal(m.moves, 12);
    assert_int_equal(m.colour, CHECKERS_WHITE);
    m = round_trip("B999Z");
    assert_int_equal(m.moves, 999);
    assert_int_equal(m.colour, CHECKERS_BLACK);
    assert_malformed("B12W");
    assert_malformed("B012");
    assert_malformed("B012B");
}

static void test_backacc_reads_every_code(void **state)
{
    (void)state;
    assert_int_equal(round_trip("K0").code, CHECKERS_DXP_BACK_YES);
    assert_int_equal(round_trip("K1").code, CHECKERS_DXP_BACK_NO);
    assert_int_equal(round_trip("K2").code, CHECKERS_DXP_BACK_GO_ON);
    assert_int_equal(round_trip("K2").type, CHECKERS_DXP_BACKACC);
    assert_malformed("K3");
    assert_malformed("K");
    assert_malformed("K01");
}

/* ------------------------------------------------------- malformed text */

static void test_parse_refuses_unknown_letters_and_empty_text(void **state)
{
    (void)state;
    assert_malformed("");
    assert_malformed("X");
    assert_malformed("m0001282300");
    assert_malformed("\xff");
}

static void test_parse_reads_no_further_than_the_longest_message(void **state)
{
    (void)state;
    char text[400];
    text[0] = 'C';
    memset(text + 1, 'a', sizeof text - 2);
    text[sizeof text - 1] = '\0';
    assert_malformed(text);
}

static void test_parse_and_write_refuse_null_arguments(void **state)
{
    (void)state;
    checkers_dxp_message m;
    char buf[8];
    assert_int_equal(checkers_dxp_parse(NULL, &m), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_dxp_parse("E00", NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_dxp_write(NULL, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_dxp_parse("E00", &m), 0);
    assert_int_equal(checkers_dxp_write(&m, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_write_refuses_fields_out_of_range_and_reserved_fields(void **state)
{
    (void)state;
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_MOVE;
    m.from = 32;
    m.to = 28;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), 11);
    m.seconds = 10000;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.seconds = 0;
    m.to = 100;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.to = 28;
    m.captures = 31;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.captures = 0;
    m.reserved[3] = 1;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.reserved[3] = 0;
    m.type = 'Q';
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.type = CHECKERS_DXP_GAMEEND;
    m.code = 4;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
    m.type = CHECKERS_DXP_GAMEREQ;
    m.code = 0;
    m.colour = 3;
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), CHECKERS_E_INVALID_ARGUMENT);
}

static void test_write_returns_the_full_length_when_truncated(void **state)
{
    (void)state;
    checkers_dxp_message m;
    char small[5];
    assert_int_equal(checkers_dxp_parse("M0012321800", &m), 0);
    assert_int_equal(checkers_dxp_write(&m, small, sizeof small), 11);
    assert_string_equal(small, "M001");
}

/* --------------------------------------------------------- against a game */

static void test_move_resolves_to_the_legal_move_it_names(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_dxp_message m;
    checkers_move move;
    checkers_refusal why;
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_dxp_parse("M0003322800", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, &move, &why), 0);
    assert_int_equal(move.from, 32);
    assert_int_equal(move.to, 28);
    assert_int_equal(move.captures, 0);
    assert_int_equal(why.code, 0);
    assert_int_equal(why.move.to, 28);
    checkers_game_free(game);
}

static void test_move_captured_squares_may_come_in_any_order(void **state)
{
    (void)state;
    /* White's man on 37 takes 32 and 22 (37x28x17). */
    checkers_game *game = from_fen("international", "W:W37:B32,22,5");
    checkers_dxp_message m;
    checkers_move a, b;
    assert_int_equal(checkers_dxp_parse("M00003717023222", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, &a, NULL), 0);
    assert_int_equal(checkers_dxp_parse("M00003717022232", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, &b, NULL), 0);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(a.captures, 2);
    assert_int_equal(a.to, 17);
    checkers_game_free(game);
}

static void test_move_of_a_capture_must_name_the_pieces_it_takes(void **state)
{
    (void)state;
    checkers_game *game = from_fen("international", "W:W37:B32,22,5");
    checkers_dxp_message m;
    checkers_refusal why;
    uint64_t hash = checkers_game_hash(game);
    /* The count 00 names a move that takes nothing: the capture is not it. */
    assert_int_equal(checkers_dxp_parse("M0000371700", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_ILLEGAL);
    assert_int_equal(why.code, CHECKERS_E_ILLEGAL);
    assert_int_equal(why.move.captures, 2); /* the legal one as the example */
    /* A wrong captured set. */
    assert_int_equal(checkers_dxp_parse("M00003717023205", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_ILLEGAL);
    /* Only part of it. */
    assert_int_equal(checkers_dxp_parse("M000037170132", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_ILLEGAL);
    assert_int_equal(checkers_game_hash(game), hash);
    checkers_game_free(game);
}

static void test_move_refused_gives_the_librarys_reason(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_dxp_message m;
    checkers_refusal why;
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_dxp_parse("M0000262100", &m), 0); /* 26 is empty at the start */
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_NO_PIECE);
    assert_int_equal(why.code, CHECKERS_E_NO_PIECE);
    assert_int_equal(checkers_dxp_parse("M0000192400", &m), 0); /* Black's man, White to move */
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why),
                     CHECKERS_E_NOT_YOUR_PIECE);
    assert_int_equal(checkers_dxp_parse("M0000512700", &m), 0); /* no square 51 */
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_MOVE_SQUARE);
    assert_int_equal(checkers_dxp_parse("M000032280100", &m), 0); /* captured square 0 */
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_MOVE_SQUARE);
    checkers_game_free(game);
    /* A capture is compulsory: the plain move is refused with that reason. */
    game = from_fen("international", "W:W37,46:B32,5");
    assert_int_equal(checkers_dxp_parse("M0000464100", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, &why), CHECKERS_E_MUST_CAPTURE);
    assert_int_equal(why.move.from, 37);
    checkers_game_free(game);
}

static void test_resolve_refuses_what_is_not_a_move_message(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_dxp_message m;
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_dxp_parse("E00", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_dxp_parse("M0003322800", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(NULL, &m, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    m.captures = 99;
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_move_after_the_game_ended_is_refused(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_dxp_message m;
    assert_int_equal(checkers_game_new(&game, "international", NULL), 0);
    assert_int_equal(checkers_game_declare(game, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT), 0);
    assert_int_equal(checkers_dxp_parse("M0003322800", &m), 0);
    assert_int_equal(checkers_game_resolve_dxp_move(game, &m, NULL, NULL), CHECKERS_E_GAME_OVER);
    checkers_game_free(game);
}

static void test_dxp_move_writes_a_legal_move_and_refuses_an_illegal_one(void **state)
{
    (void)state;
    checkers_game *game = from_fen("international", "W:W37:B32,22,5");
    checkers_move moves[4], bad;
    checkers_dxp_message m;
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    assert_int_equal(checkers_game_moves(game, moves, 4), 1);
    assert_int_equal(checkers_game_dxp_move(game, &moves[0], 7, &m), 0);
    assert_int_equal(checkers_dxp_write(&m, text, sizeof text), 15);
    assert_string_equal(text, "M00073717023222"); /* the captured squares as jumped */
    assert_int_equal(checkers_game_dxp_move(game, &moves[0], 10000, &m),
                     CHECKERS_E_INVALID_ARGUMENT);
    memset(&bad, 0, sizeof bad);
    bad.from = 37;
    bad.to = 31;
    assert_int_equal(checkers_game_dxp_move(game, &bad, 0, &m), CHECKERS_E_MUST_CAPTURE);
    checkers_game_free(game);
}

/* Plays the legal moves of `plies` positions of a game of `variant` (a
 * deterministic walk), checking that each one written as a MOVE reads back as
 * itself. */
static void every_move_round_trips(const char *variant, int plies)
{
    checkers_game *game = NULL;
    checkers_move moves[256];
    assert_int_equal(checkers_game_new(&game, variant, NULL), 0);
    for (int ply = 0; ply < plies; ply++) {
        int32_t n = checkers_game_moves(game, moves, 256);
        int32_t status = checkers_game_status(game, NULL);
        if (n <= 0 || status != CHECKERS_ONGOING)
            break;
        if (n > 256)
            n = 256;
        for (int32_t i = 0; i < n; i++) {
            checkers_dxp_message m, back;
            checkers_move read;
            char text[CHECKERS_DXP_TEXT_MAX + 1];
            assert_int_equal(checkers_game_dxp_move(game, &moves[i], ply, &m), 0);
            int32_t length = checkers_dxp_write(&m, text, sizeof text);
            assert_int_equal(length, 11 + 2 * moves[i].captures);
            assert_int_equal(checkers_dxp_parse(text, &back), 0);
            assert_memory_equal(&back, &m, sizeof m);
            assert_int_equal(checkers_game_resolve_dxp_move(game, &back, &read, NULL), 0);
            assert_memory_equal(&read, &moves[i], sizeof read);
        }
        assert_int_equal(checkers_game_apply(game, &moves[(ply * 7) % n], NULL), 0);
    }
    checkers_game_free(game);
}

static void test_every_legal_move_round_trips_in_every_variant(void **state)
{
    (void)state;
    for (int32_t v = 0; v < checkers_variant_count(); v++)
        every_move_round_trips(checkers_variant_name(v), 120);
}

/* The start of a game written into a GAMEREQ and read back gives the same position. */
static void start_round_trips(checkers_game *game, int expect_initial)
{
    checkers_dxp_message m, back;
    checkers_game *again = NULL;
    char text[CHECKERS_DXP_TEXT_MAX + 1], fen[CHECKERS_FEN_MAX], fen2[CHECKERS_FEN_MAX];
    const char *variant = checkers_game_variant(game);
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEREQ;
    m.version = CHECKERS_DXP_VERSION;
    m.colour = CHECKERS_BLACK;
    strcpy(m.name, "round trip");
    assert_int_equal(checkers_game_dxp_start(game, &m), 0);
    assert_int_equal(m.turn == 0, expect_initial);
    if (!expect_initial) {
        assert_int_equal(m.turn, checkers_game_turn(game));
        assert_int_equal(strlen(m.text), checkers_game_square_count(game));
    }
    int32_t length = checkers_dxp_write(&m, text, sizeof text);
    assert_true(length > 0 && length <= CHECKERS_DXP_TEXT_MAX);
    assert_int_equal(length, expect_initial ? 43 : 44 + checkers_game_square_count(game));
    assert_int_equal(checkers_dxp_parse(text, &back), 0);
    assert_int_equal(checkers_game_new_from_dxp(&again, variant, &back, NULL), 0);
    checkers_game_fen(game, fen, sizeof fen);
    checkers_game_fen(again, fen2, sizeof fen2);
    /* A Frisian king's run of plain moves (the FEN's ":+" field) is not carried. */
    if (strstr(fen, ":+") != NULL)
        *strstr(fen, ":+") = '\0';
    assert_string_equal(fen2, fen);
    checkers_game_free(again);
}

static void test_gamereq_start_round_trips_in_every_variant(void **state)
{
    (void)state;
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = NULL;
        checkers_move moves[64];
        assert_int_equal(checkers_game_new(&game, checkers_variant_name(v), NULL), 0);
        start_round_trips(game, 1);
        for (int ply = 0; ply < 30; ply++) {
            int32_t n = checkers_game_moves(game, moves, 64);
            if (n <= 0 || checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            assert_int_equal(checkers_game_apply(game, &moves[(ply * 5) % (n < 64 ? n : 64)], NULL),
                             0);
            start_round_trips(game, 0);
        }
        checkers_game_free(game);
    }
}

static void test_gamereq_of_a_12x12_position_fits_a_message(void **state)
{
    (void)state;
    /* A position of 72 squares: 116 characters, within the 127 a message may have. */
    checkers_game *game = from_fen("canadian", "W:W61,K72:B1,K12");
    assert_int_equal(checkers_game_square_count(game), 72);
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEREQ;
    m.colour = CHECKERS_WHITE;
    assert_int_equal(checkers_game_dxp_start(game, &m), 0);
    assert_int_equal(checkers_dxp_write(&m, NULL, 0), 116);
    assert_int_equal(m.text[0], 'z');
    assert_int_equal(m.text[11], 'Z');
    assert_int_equal(m.text[60], 'w');
    assert_int_equal(m.text[71], 'W');
    checkers_game_free(game);
}

static void test_gamereq_position_writes_dxp_letters(void **state)
{
    (void)state;
    checkers_game *game = from_fen("international", "B:W37,K50:B5,K1");
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    assert_int_equal(checkers_game_dxp_start(game, &m), 0);
    assert_int_equal(m.turn, CHECKERS_BLACK);
    assert_string_equal(m.text, "Zeeez"
                                "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeew"
                                "eeeeeeeeeeeeW");
    checkers_game_free(game);
}

static void test_new_from_dxp_refuses_a_position_that_does_not_fit_the_board(void **state)
{
    (void)state;
    checkers_game *game = (checkers_game *)&game;
    checkers_dxp_message m;
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    snprintf(text, sizeof text, "R01%sW005000BW%s", NAME32,
             "zzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    assert_int_equal(checkers_dxp_parse(text, &m), 0);
    /* 50 squares are not an 8x8 board. */
    assert_int_equal(checkers_game_new_from_dxp(&game, "english", &m, NULL), CHECKERS_E_FEN_SYNTAX);
    assert_null(game);
    assert_int_equal(checkers_game_new_from_dxp(&game, "nonesuch", &m, NULL),
                     CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL), 0);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    checkers_game_free(game);
    /* A white man on Black's back row, where it would have been crowned. */
    m.text[0] = 'w';
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL),
                     CHECKERS_E_FEN_CROWNING_ROW);
    m.text[0] = 'q';
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL),
                     CHECKERS_E_FEN_SYNTAX);
    m.text[0] = 'z';
    m.turn = 7;
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL),
                     CHECKERS_E_FEN_TURN);
    m.type = CHECKERS_DXP_MOVE;
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_new_from_dxp(NULL, "international", &m, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
}

static void test_initial_gamereq_starts_the_variants_own_start(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    checkers_dxp_message m;
    assert_int_equal(checkers_dxp_parse("R01" NAME32 "Z090050A", &m), 0);
    assert_int_equal(checkers_game_new_from_dxp(&game, "english", &m, NULL), 0);
    assert_int_equal(checkers_game_turn(game), CHECKERS_BLACK); /* English: Black moves first */
    checkers_game_free(game);
    assert_int_equal(checkers_game_new_from_dxp(&game, "international", &m, NULL), 0);
    assert_int_equal(checkers_game_turn(game), CHECKERS_WHITE);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gamereq_with_the_initial_position_reads_every_field),
        cmocka_unit_test(test_gamereq_with_a_position_reads_the_side_to_move_and_squares),
        cmocka_unit_test(test_gamereq_name_is_padded_with_spaces_and_read_without_them),
        cmocka_unit_test(test_gamereq_name_of_32_characters_fills_its_field),
        cmocka_unit_test(test_gamereq_refuses_a_field_of_the_wrong_width_or_kind),
        cmocka_unit_test(test_gameacc_reads_every_code),
        cmocka_unit_test(test_move_reads_time_squares_and_captured_squares),
        cmocka_unit_test(test_move_refuses_a_count_that_disagrees_with_its_squares),
        cmocka_unit_test(test_move_refuses_more_captures_than_any_board_has),
        cmocka_unit_test(test_gameend_reads_every_reason_and_stop_code),
        cmocka_unit_test(test_chat_carries_1_to_126_printable_characters),
        cmocka_unit_test(test_chat_write_refuses_empty_or_unprintable_text),
        cmocka_unit_test(test_backreq_reads_the_move_number_and_colour),
        cmocka_unit_test(test_backacc_reads_every_code),
        cmocka_unit_test(test_parse_refuses_unknown_letters_and_empty_text),
        cmocka_unit_test(test_parse_reads_no_further_than_the_longest_message),
        cmocka_unit_test(test_parse_and_write_refuse_null_arguments),
        cmocka_unit_test(test_write_refuses_fields_out_of_range_and_reserved_fields),
        cmocka_unit_test(test_write_returns_the_full_length_when_truncated),
        cmocka_unit_test(test_move_resolves_to_the_legal_move_it_names),
        cmocka_unit_test(test_move_captured_squares_may_come_in_any_order),
        cmocka_unit_test(test_move_of_a_capture_must_name_the_pieces_it_takes),
        cmocka_unit_test(test_move_refused_gives_the_librarys_reason),
        cmocka_unit_test(test_resolve_refuses_what_is_not_a_move_message),
        cmocka_unit_test(test_move_after_the_game_ended_is_refused),
        cmocka_unit_test(test_dxp_move_writes_a_legal_move_and_refuses_an_illegal_one),
        cmocka_unit_test(test_every_legal_move_round_trips_in_every_variant),
        cmocka_unit_test(test_gamereq_start_round_trips_in_every_variant),
        cmocka_unit_test(test_gamereq_of_a_12x12_position_fits_a_message),
        cmocka_unit_test(test_gamereq_position_writes_dxp_letters),
        cmocka_unit_test(test_new_from_dxp_refuses_a_position_that_does_not_fit_the_board),
        cmocka_unit_test(test_initial_gamereq_starts_the_variants_own_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
