/* SPDX-License-Identifier: MIT */
/*
 * test_pdn.c - the PDN reader: each feature of the grammar, each lenient
 * reading, the strict refusals, error positions, the API's edge cases. The
 * writer and the round trips are in test_pdn_write.c.
 *
 * Positions used below (English):
 *   B:W14,15,22,23:B10  10x26 is ambiguous: 10x17x26 (takes 14, 22) or
 *                       10x19x26 (takes 15, 23); only after the second can
 *                       White play 22-18, only after the first 23-19.
 *   B:W14,22:B10        10x17 must go on: 10x17x26 (written hop by hop: 10x17 17x26).
 *   B:W6,15,23:B1       one capture route 1x10x19x26, short form 1x26.
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
#include "pdn_helpers.h"

/* ------------------------------------------------------------- grammar */

static void test_tags_are_read_in_order(void **state)
{
    (void)state;
    reading rd = open_text("[Event \"Manchester 1841\"]\n[White \"Wyllie, J.\"]\n"
                           "[Black \"Say \\\"hi\\\" \\\\o/\"]\n[Result \"0-1\"]\n"
                           "1. 11-15 24-20 0-1\n",
                           NULL, 0);
    next_ok(&rd, "11-15 24-20");
    assert_int_equal(checkers_pdn_tag_count(rd.r), 4);
    assert_string_equal(checkers_pdn_tag_name(rd.r, 0), "Event");
    assert_string_equal(checkers_pdn_tag_value(rd.r, 0), "Manchester 1841");
    assert_string_equal(checkers_pdn_tag_name(rd.r, 2), "Black");
    assert_string_equal(checkers_pdn_tag_value(rd.r, 2), "Say \"hi\" \\o/");
    assert_string_equal(checkers_pdn_tag(rd.r, "White"), "Wyllie, J.");
    assert_null(checkers_pdn_tag(rd.r, "white")); /* case-sensitive */
    assert_null(checkers_pdn_tag(rd.r, "Site"));
    assert_null(checkers_pdn_tag_name(rd.r, 4));
    assert_null(checkers_pdn_tag_value(rd.r, -1));
    assert_int_equal(checkers_pdn_result(rd.r), CHECKERS_BLACK_WINS);
    no_more(&rd);
    close_text(&rd);
}

static void test_move_numbers_in_every_form(void **state)
{
    (void)state;
    both_ok("1. 11-15 24-20 2. 8-11 28-24 *", NULL, "11-15 24-20 8-11 28-24");
    both_ok("1.11-15 24-20 2.8-11 *", NULL, "11-15 24-20 8-11");
    both_ok("1. 11-15 1... 24-20 2. 8-11 *", NULL, "11-15 24-20 8-11");
    both_ok("11-15 24-20 8-11 *", NULL, "11-15 24-20 8-11");
    /* "1. ..." stands for the first mover's move not given (a position with White to move). */
    both_ok("[FEN \"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\"]\n"
            "1. ... 24-20 2. 11-15 *",
            NULL, "24-20 11-15");
}

static void test_comments_are_kept_by_ply(void **state)
{
    (void)state;
    reading rd = open_text("[Event \"e\"]\n{ before }\n1. 11-15 {after one} {and more} 24-20\n"
                           "{ two\nlines } 2. 8-11 (8-12 {in a variation}) * {after the end}",
                           NULL, 0);
    next_ok(&rd, "11-15 24-20 8-11");
    assert_string_equal(checkers_pdn_comment(rd.r, -1), "before");
    assert_string_equal(checkers_pdn_comment(rd.r, 0), "after one and more");
    assert_string_equal(checkers_pdn_comment(rd.r, 1), "two\nlines");
    assert_null(checkers_pdn_comment(rd.r, 2));
    assert_null(checkers_pdn_comment(rd.r, 3));
    assert_null(checkers_pdn_comment(rd.r, -2));
    no_more(&rd);
    close_text(&rd);
}

static void test_line_comments_are_skipped(void **state)
{
    (void)state;
    both_ok("% Board game: English\n[Event \"e\"]\n1. 11-15 % the rest of the line: 24-20\n"
            "24-19 *",
            NULL, "11-15 24-19");
}

static void test_variations_are_skipped(void **state)
{
    (void)state;
    both_ok("32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23 *",
            "international", "32-28 19-23 28x19 14x23");
    /* A result inside a variation does not end the game. */
    both_ok("1. 11-15 (1. 9-13 22-18 1-0) 24-20 *", NULL, "11-15 24-20");
}

static void test_nags_and_strength_are_skipped(void **state)
{
    (void)state;
    both_ok("1. 11-15! $1 24-20?? $4 2. 8-11!? 28-24(?!) *", NULL, "11-15 24-20 8-11 28-24");
    both_ok("1.32-28!? 19-23(!?!!!) 2.28x19 *", "international", "32-28 19-23 28x19");
}

static void test_setup_starts_the_game(void **state)
{
    (void)state;
    both_ok("/FEN \"W:W27,19:B12,5\"/ 1. 19-15 12-16 *", NULL, "19-15 12-16");
    /* In mid-game, the game cannot record it. */
    reading rd = open_text("1. 11-15 /FEN \"W:W27,19:B12,5\"/ 24-20 *", NULL, 0);
    next_error(&rd, CHECKERS_E_UNSUPPORTED, 1, 10, 1, "/FEN \"W:W27,19:B12,5\"/", "11-15");
    close_text(&rd);
}

static void test_results_separate_games(void **state)
{
    (void)state;
    static const struct {
        const char *token;
        int32_t result;
    } results[] = {
        {"1-0", CHECKERS_WHITE_WINS},    {"2-0", CHECKERS_WHITE_WINS}, {"0-1", CHECKERS_BLACK_WINS},
        {"0-2", CHECKERS_BLACK_WINS},    {"1/2-1/2", CHECKERS_DRAW},   {"1-1", CHECKERS_DRAW},
        {"0-0", CHECKERS_PDN_NO_RESULT}, {"*", CHECKERS_ONGOING},
    };
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "11-15 24-20 %s 9-13 %s", results[i].token, results[i].token);
        reading rd = open_text(text, NULL, 0);
        next_ok(&rd, "11-15 24-20");
        assert_int_equal(checkers_pdn_result(rd.r), results[i].result);
        next_ok(&rd, "9-13");
        no_more(&rd);
        assert_int_equal(checkers_pdn_games_read(rd.r), 2);
        close_text(&rd);
    }
}

static void test_result_tag_when_the_moves_end_without_one(void **state)
{
    (void)state;
    reading rd = open_text("[Result \"1-1\"]\n1. 32-28 *\n[Result \"2-0\"]\n32-28\n"
                           "[Result \"0-2\"]\n32-28 1-1\n",
                           "international", 0);
    next_ok(&rd, "32-28"); /* "*": not given */
    assert_int_equal(checkers_pdn_result(rd.r), CHECKERS_DRAW);
    next_ok(&rd, "32-28"); /* the next game's tags end it */
    assert_int_equal(checkers_pdn_result(rd.r), CHECKERS_WHITE_WINS);
    next_ok(&rd, "32-28"); /* the movetext wins */
    assert_int_equal(checkers_pdn_result(rd.r), CHECKERS_DRAW);
    no_more(&rd);
    close_text(&rd);
}

static void test_gametype_names_the_variant(void **state)
{
    (void)state;
    static const struct {
        const char *gametype, *variant;
    } types[] = {
        {"20", "international"},
        {"21", "english"},
        {"22", "italian"},
        {"23", "pool"},
        {"24", "spanish"},
        {"25", "russian"},
        {"26", "brazilian"},
        {"27", "canadian"},
        {"28", "portuguese"},
        {"29", "czech"},
        {"31", "thai"},
        {"96", "breakthrough"},
        {"98", "antidraughts"},
        {"20,W,10,10,N2,0", "international"},
        {" 25,W,8,8,A0,0", "russian"},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "[GameType \"%s\"]\n*", types[i].gametype);
        reading rd = open_text(text, "english", 0);
        next_ok(&rd, "");
        assert_string_equal(checkers_game_variant(checkers_pdn_game(rd.r)), types[i].variant);
        close_text(&rd);
    }
}

static void test_unsupported_gametype_is_the_games_error(void **state)
{
    (void)state;
    reading rd = open_text("[Event \"Spantsiretti\"]\n[GameType \"41\"]\n1. 32-28 *\n"
                           "[GameType \"99\"]\n*\n[GameType \"20,W,8,8,N2,0\"]\n*\n"
                           "[GameType \"0\"]\n*\n[GameType \"20\"]\n32-28 *",
                           "english", 0);
    next_error(&rd, CHECKERS_E_UNKNOWN_VARIANT, 2, 1, 0, "41", NULL);
    assert_null(checkers_pdn_game(rd.r));
    assert_string_equal(checkers_pdn_tag(rd.r, "Event"), "Spantsiretti");
    next_error(&rd, CHECKERS_E_UNKNOWN_VARIANT, 4, 1, 0, "99", NULL);
    next_error(&rd, CHECKERS_E_UNKNOWN_VARIANT, 6, 1, 0, "20,W,8,8,N2,0", NULL);
    next_error(&rd, CHECKERS_E_UNKNOWN_VARIANT, 8, 1, 0, "0", NULL); /* chess */
    next_ok(&rd, "32-28");                                           /* reading goes on */
    no_more(&rd);
    close_text(&rd);
}

static void test_fen_tag_is_the_start(void **state)
{
    (void)state;
    reading rd = open_text("[SetUp \"1\"]\n[FEN \"W:W27,19,K13:BK30,12,5.\"]\n1. 19-15 *\n"
                           "[FEN \"?:W29,13,11:B22,4,2\"]\n*\n"
                           "[FEN \"W:W31-50:B1-20\"]\n1. 31-26 *\n"
                           "[FEN \"W:W18,K15,1:BK30,K26,2.\"]\n1. 18-14 *\n"
                           "[FEN \"W:W27\"]\n27-23 *",
                           "english", 0);
    next_ok(&rd, "19-15");
    char fen[CHECKERS_FEN_MAX];
    next_ok(&rd, "");
    /* "?" is the side that moves first in the variant. */
    assert_int_equal(checkers_game_turn(checkers_pdn_game(rd.r)), CHECKERS_BLACK);
    next_error(&rd, CHECKERS_E_FEN_SQUARE, 6, 1, 0, "W:W31-50:B1-20", NULL);
    /* A man on its crowning row, as problem sets write: read as written, leniently. */
    next_ok(&rd, "18-14");
    assert_true(checkers_game_fen(checkers_pdn_game(rd.r), fen, sizeof fen) > 0);
    assert_string_equal(fen, "B:W1,14,K15:B2,K26,K30");
    next_ok(&rd, "27-23");
    assert_true(checkers_game_fen(checkers_pdn_game(rd.r), fen, sizeof fen) > 0);
    assert_string_equal(fen, "B:W23:B");
    no_more(&rd);
    close_text(&rd);
}

/* Strict reading refuses what no game reaches: a man on its crowning row, a colourless block. */
static void test_strict_fen_refuses_impossible_positions(void **state)
{
    (void)state;
    reading rd = open_text("[FEN \"W:W18,K15,1:BK30,K26,2.\"]\n1. 18-14 *\n"
                           "[FEN \"W::.\"]\n*\n",
                           "english", CHECKERS_PDN_STRICT);
    next_error(&rd, CHECKERS_E_FEN_CROWNING_ROW, 1, 1, 0, "W:W18,K15,1:BK30,K26,2.", NULL);
    next_error(&rd, CHECKERS_E_FEN_SYNTAX, 3, 1, 0, "W::.", NULL);
    no_more(&rd);
    close_text(&rd);

    rd = open_text("[FEN \"W::.\"]\n*\n", "english", 0);
    next_ok(&rd, "");
    assert_int_equal(checkers_game_status(checkers_pdn_game(rd.r), NULL), CHECKERS_BLACK_WINS);
    no_more(&rd);
    close_text(&rd);
}

static void test_algebraic_squares(void **state)
{
    (void)state;
    /* Variants written algebraically read it themselves. */
    both_ok("[GameType \"25\"]\n1. c3-d4 f6-g5 2. d4-c5 b6:d4 3. e3:c5 *", NULL,
            "c3-d4 f6-g5 d4-c5 b6:d4 e3:c5");
    both_ok("[FEN \"W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:"
            "Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6\"]\n"
            "1. c3-b4 b6-a5 *",
            "brazilian", "c3-b4 b6-a5");
    /* On a numeric board, a1 is the first mover's near left corner (playstrategy.org). */
    lenient_only("1. c3-d4 b6-c5 2. d4xb6 a7xc5 *", NULL, "11-15 24-19 15x24 28x19",
                 CHECKERS_E_MOVE_SYNTAX, 4, "c3-d4");
    lenient_only("1.a3b4 *", NULL, "12-16", CHECKERS_E_MOVE_SYNTAX, 3, "a3b4");
}

/* ------------------------------------------------------------- errors */

static void test_illegal_move_is_reported_where_it_stands(void **state)
{
    (void)state;
    reading rd = open_text("[Event \"one\"]\r\n1. 11-15 24-20 2. 8-11 28-24\r\n"
                           "3. 3-7 24-19 4. 15x24 *\r\n[Event \"two\"]\r\n1. 11-15 *",
                           NULL, 0);
    next_error(&rd, CHECKERS_E_OCCUPIED, 3, 4, 3, "3-7", "11-15 24-20 8-11 28-24");
    next_ok(&rd, "11-15");
    no_more(&rd);
    close_text(&rd);
}

static void test_error_positions_count_characters(void **state)
{
    (void)state;
    /* Columns count UTF-8 characters; a tab is one column; the move number comes from the text. */
    reading rd = open_text("[White \"Сергей Фадеев\"] 32-28\n"
                           "\t{é} 12. 19-23 12... 28x19 14x23 13. 33-28 "
                           "30-25 *",
                           "international", 0);
    next_error(&rd, CHECKERS_E_NO_PIECE, 2, 44, 13, "30-25", "32-28 19-23 28x19 14x23 33-28");
    close_text(&rd);
    rd = open_text("[Event \"Сергей\"] 1. 32-28 19-23 2. 28x19 14x23 3. 31-26 3x10 *",
                   "international", 0);
    next_error(&rd, CHECKERS_E_NOT_DIAGONAL, 1, 57, 3, "3x10", "32-28 19-23 28x19 14x23 31-26");
    close_text(&rd);
}

static void test_unreadable_moves(void **state)
{
    (void)state;
    reading rd = open_text("1. 11-15 24-20 2. - - 3. 9-13 *\n"
                           "1. 11-15 24-20 2. 8-11Redoversteppedthetimecontrolonthismove. 28-24 *\n"
                           "1. 11-15 24-20 2. 8-99 *\n"
                           "1. 11-15 {never closed",
                           NULL, 0);
    next_error(&rd, CHECKERS_E_MOVE_SYNTAX, 1, 19, 2, "-", "11-15 24-20");
    next_error(&rd, CHECKERS_E_MOVE_SYNTAX, 2, 19, 2, "8-11Redoversteppedthetimecontrolonthismove.",
               "11-15 24-20");
    next_error(&rd, CHECKERS_E_MOVE_SQUARE, 3, 19, 2, "8-99", "11-15 24-20");
    next_error(&rd, CHECKERS_E_PDN_SYNTAX, 4, 10, 1, "{never closed", "11-15");
    no_more(&rd);
    close_text(&rd);
    /* A broken tag is its game's error, even alone at the end. */
    rd = open_text("11-15 *\n[Event \"never closed\n", NULL, 0);
    next_ok(&rd, "11-15");
    next_error(&rd, CHECKERS_E_PDN_SYNTAX, 2, 1, 0, "[Event \"never closed", "");
    no_more(&rd);
    close_text(&rd);
}

static void test_game_over_is_an_error(void **state)
{
    (void)state;
    reading rd = open_text("[FEN \"B:W14,22:B10\"] 1. 10x26 22-18 *", NULL, 0);
    next_error(&rd, CHECKERS_E_GAME_OVER, 1, 31, 1, "22-18", "10x17x26");
    close_text(&rd);
}

static void test_draw_rules_do_not_stop_the_replay(void **state)
{
    (void)state;
    /* Kings shuffling: five times the same position (an automatic draw by default). */
    char text[1024] = "[FEN \"B:WK32:BK1\"]\n";
    for (int i = 0; i < 5; i++)
        strcat(text, "1-6 32-27 6-1 27-32 ");
    strcat(text, "1-6 *");
    reading rd = open_text(text, NULL, 0);
    assert_int_equal(checkers_pdn_next(rd.r), 1);
    assert_int_equal(error_of(&rd).code, 0);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(rd.r)), 21);
    /* Once replayed, the game has its variant's draw rules again. */
    int32_t reason = 0;
    assert_int_equal(checkers_game_status(checkers_pdn_game(rd.r), &reason), CHECKERS_DRAW);
    close_text(&rd);
}

/* ------------------------------------------------------- lenient reading */

static void test_lenient_capture_separators(void **state)
{
    (void)state;
    lenient_only("[FEN \"B:W14,22:B10\"] 10:26 *", NULL, "10x17x26", CHECKERS_E_PDN_SYNTAX, 22,
                 "10:26");
    lenient_only("[FEN \"B:W14,22:B10\"] 10-26 *", NULL, "10x17x26", CHECKERS_E_PDN_SYNTAX, 22,
                 "10-26");
    lenient_only("1. 11x15 *", NULL, "11-15", CHECKERS_E_PDN_SYNTAX, 4, "11x15");
    /* Russian writes ':'; 'x' is read too. */
    lenient_only("[GameType \"25\"] 1. c3-d4 f6-g5 2. d4-c5 b6xd4 *", NULL,
                 "c3-d4 f6-g5 d4-c5 b6:d4", CHECKERS_E_PDN_SYNTAX, 41, "b6xd4");
    both_ok("[GameType \"25\"] 1. c3-d4 f6-g5 2. d4-c5 b6:d4 *", NULL, "c3-d4 f6-g5 d4-c5 b6:d4");
}

static void test_lenient_leading_zeros(void **state)
{
    (void)state;
    lenient_only("01. 09-13 22-18 *", NULL, "9-13 22-18", CHECKERS_E_PDN_SYNTAX, 5, "09-13");
}

static void test_lenient_space_inside_a_move(void **state)
{
    (void)state;
    lenient_only("1. 11- 15 24 -20 2. 8 - 11 *", NULL, "11-15 24-20 8-11", CHECKERS_E_PDN_SYNTAX, 4,
                 "11- 15");
    lenient_only("1. 32-28 19-23 2. 28x 19 14x23 *", "international", "32-28 19-23 28x19 14x23",
                 CHECKERS_E_PDN_SYNTAX, 19, "28x 19");
    /* A strength mark after a space. */
    lenient_only("1. 11-15 ! 24-20 *", NULL, "11-15 24-20", CHECKERS_E_PDN_SYNTAX, 10, "!");
}

static void test_lenient_ambiguous_capture_decided_by_the_next_moves(void **state)
{
    (void)state;
    lenient_only("[FEN \"" AMBIGUOUS_FEN "\"] 1. 10x26 22-18 *", NULL, "10x19x26 22-18",
                 CHECKERS_E_AMBIGUOUS, 31, "10x26");
    lenient_only("[FEN \"" AMBIGUOUS_FEN "\"] 1. 10x26 23-19 *", NULL, "10x17x26 23-19",
                 CHECKERS_E_AMBIGUOUS, 31, "10x26");
    /* When nothing follows, every match agrees with the record: the first is kept. */
    lenient_only("[FEN \"" AMBIGUOUS_FEN "\"] 1. 10x26 *", NULL, "10x17x26", CHECKERS_E_AMBIGUOUS,
                 31, "10x26");
    /* The full route is what PDN 3.0 writes. */
    both_ok("[FEN \"" AMBIGUOUS_FEN "\"] 1. 10x19x26 22-18 *", NULL, "10x19x26 22-18");
}

static void test_lenient_capture_written_hop_by_hop(void **state)
{
    (void)state;
    lenient_only("[FEN \"B:W14,22:B10\"] 1. 10x17 17x26 *", NULL, "10x17x26",
                 CHECKERS_E_CAPTURE_INCOMPLETE, 25, "10x17");
    /* playstrategy.org writes its algebraic captures so. */
    reading rd = open_text("[FEN \"B:W14,22:B10\"] 1. e3xg5 g5xe7 *", NULL, 0);
    next_ok(&rd, "10x17x26");
    close_text(&rd);
}

static void test_lenient_full_and_partial_routes(void **state)
{
    (void)state;
    both_ok("[FEN \"B:W6,15,23:B1\"] 1x26 *", NULL, "1x10x19x26");
    lenient_only("[FEN \"B:W6,15,23:B1\"] 1x10x19x26 *", NULL, "1x10x19x26", CHECKERS_E_PDN_SYNTAX,
                 23, "1x10x19x26");
    lenient_only("[FEN \"B:W6,15,23:B1\"] 1x19x26 *", NULL, "1x10x19x26", CHECKERS_E_PDN_SYNTAX, 23,
                 "1x19x26");
}

static void test_lenient_result_against_the_result_tag(void **state)
{
    (void)state;
    lenient_only("[Result \"0-1\"] 1. 11-15 1-0", NULL, "11-15", CHECKERS_E_PDN_SYNTAX, 25, "1-0");
    /* A match score as the last word, when the Result tag says so (delfts.pdn). */
    reading rd = open_text("[Result \"4-6\"]\n01. 34-29 18-22 4-6\n[Result \"1-9\"] 32-28 1-9",
                           "international", 0);
    next_ok(&rd, "34-29 18-22");
    assert_int_equal(checkers_pdn_result(rd.r), CHECKERS_ONGOING);
    next_ok(&rd, "32-28");
    no_more(&rd);
    close_text(&rd);
}

static void test_lenient_text_off_the_grammar(void **state)
{
    (void)state;
    /* A nested comment, a stray brace, a stray dot, a lower-case or unquoted tag. */
    reading rd = open_text("[setup \"1\"]\n[fen W:W27,19:B12,5]\n{ nested { comment } } "
                           "19-15 } 12-16 . 15-11 *",
                           NULL, 0);
    next_ok(&rd, "19-15 12-16 15-11");
    assert_string_equal(checkers_pdn_comment(rd.r, -1), "nested { comment }");
    assert_string_equal(checkers_pdn_tag(rd.r, "fen"), "W:W27,19:B12,5");
    close_text(&rd);
    /* A result glued to the next tag (Tricks traps and shots.pdn). */
    rd = open_text("11-15 0-1[Event \"next\"] 9-13 *", NULL, 0);
    next_ok(&rd, "11-15");
    next_ok(&rd, "9-13");
    assert_string_equal(checkers_pdn_tag(rd.r, "Event"), "next");
    close_text(&rd);
}

/* ------------------------------------------------------ strict refusals */

/*
 * A capture is written in full where its short form would name another move:
 * Thai's king on 30 takes one piece with 30-16 and four with 30-21-14-23-16.
 * The strict reader takes the full route, which the writer writes.
 */
static void test_strict_takes_a_full_route_whose_short_form_is_another_move(void **state)
{
    (void)state;
    static const char text[] = "[GameType \"31\"]\n[SetUp \"1\"]\n"
                               "[FEN \"W:W3,6,7,9,10,12,13,K30:B17,18,19,22,25,32\"]\n"
                               "1. 30-21-14-23-16 *\n";
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, sizeof text - 1, NULL,
                                             CHECKERS_PDN_STRICT, NULL),
                     CHECKERS_OK);
    assert_int_equal(checkers_pdn_next(reader), 1);
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
    assert_int_equal(e.code, 0);
    checkers_move played;
    assert_int_equal(checkers_game_history(checkers_pdn_game(reader), 0, &played), 0);
    assert_int_equal(played.captures, 4);
    checkers_pdn_reader_free(reader);
}

static void test_strict_refuses_what_pdn_does_not_allow(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        int32_t line, column;
        const char *token;
    } cases[] = {
        {"1. 11-15 { nested { comment } } 24-20 *", 1, 10, "{ nested { comment } }"},
        {"[Event \"a\"] 11-15\n[Event \"b\"] 9-13 *", 2, 1, "[Event \"b\"]"}, /* no separator */
        {"[event \"a\"] 11-15 *", 1, 1, "[event \"a\"]"},
        {"[Event a] 11-15 *", 1, 1, "[Event a]"},
        {"11-15 24-20 . 8-11 *", 1, 13, "."},
        {"1.. 11-15 *", 1, 1, "1.."},
        {"1.11-15* 24-20 *", 1, 1, "1.11-15*"},
        {"11-15 ) 24-20 *", 1, 7, ")"},
        {"11-15 } 24-20 *", 1, 7, "}"},
        {"! 11-15 *", 1, 1, "!"},
        {"[Result \"4-6\"] 11-15 *", 1, 1, "4-6"},
        {"11-15 \xC2\xBD-\xC2\xBD", 1, 7, "\xC2\xBD-\xC2\xBD"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        reading rd = open_text(cases[i].text, NULL, CHECKERS_PDN_STRICT);
        assert_int_equal(checkers_pdn_next(rd.r), 1);
        checkers_pdn_error e = error_of(&rd);
        if (e.code != CHECKERS_E_PDN_SYNTAX || e.line != cases[i].line ||
            e.column != cases[i].column || strcmp(e.text, cases[i].token) != 0)
            fail_msg("case %d: %s at %d:%d (%s)", (int)i, checkers_error_name(e.code), e.line,
                     e.column, e.text);
        close_text(&rd);
        rd = open_text(cases[i].text, NULL, 0);
        assert_int_equal(checkers_pdn_next(rd.r), 1);
        if (i != 1 && error_of(&rd).code != 0)
            fail_msg("case %d: lenient %s", (int)i, checkers_error_name(error_of(&rd).code));
        close_text(&rd);
    }
}

/* ------------------------------------------------------------ the API */

typedef struct {
    long live, calls;
} counting;

static void *count_alloc(void *ctx, size_t size)
{
    counting *c = ctx;
    c->live++;
    c->calls++;
    return malloc(size);
}
static void *count_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    (void)old_size;
    ((counting *)ctx)->calls++;
    return realloc(p, size);
}
static void count_release(void *ctx, void *p)
{
    if (p)
        ((counting *)ctx)->live--;
    free(p);
}

static void test_reader_arguments_and_allocator(void **state)
{
    (void)state;
    checkers_pdn_reader *r = (checkers_pdn_reader *)&r;
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_reader_new(NULL, "", 0, NULL, 0, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_reader_new(&r, NULL, 1, NULL, 0, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_null(r);
    /* 2 is CHECKERS_PDN_COPY now; 4 is still unknown. */
    assert_int_equal(checkers_pdn_reader_new(&r, "", 0, NULL, 4, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_reader_new(&r, "", 0, "shogi", 0, NULL),
                     CHECKERS_E_UNKNOWN_VARIANT);
    checkers_allocator broken = {count_alloc, NULL, count_release, NULL};
    assert_int_equal(checkers_pdn_reader_new(&r, "", 0, NULL, 0, &broken),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_next(NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_error_info(NULL, &e), CHECKERS_E_INVALID_ARGUMENT);
    assert_null(checkers_pdn_game(NULL));
    assert_null(checkers_pdn_tag(NULL, "Event"));
    assert_null(checkers_pdn_comment(NULL, 0));
    checkers_pdn_reader_free(NULL);

    /* Empty text, and no NUL needed at the end. */
    assert_int_equal(checkers_pdn_reader_new(&r, NULL, 0, NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 0);
    assert_null(checkers_pdn_game(r));
    assert_int_equal(checkers_pdn_tag_count(r), 0);
    assert_int_equal(checkers_pdn_error_info(r, NULL), CHECKERS_E_INVALID_ARGUMENT);
    checkers_pdn_reader_free(r);
    assert_int_equal(checkers_pdn_reader_new(&r, "11-15 24-20 *garbage", 11, NULL, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(r), 1);
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(r)), 2);
    assert_int_equal(checkers_pdn_next(r), 0);
    checkers_pdn_reader_free(r);

    /* Everything through the allocator, all of it given back. */
    counting c = {0, 0};
    checkers_allocator a = {count_alloc, count_realloc, count_release, &c};
    const char *text = "[Event \"x\"] {c} 1. 11-15 {d} 24-20 *\n[FEN \"" AMBIGUOUS_FEN
                       "\"] 10x26 22-18 *";
    assert_int_equal(checkers_pdn_reader_new(&r, text, strlen(text), NULL, 0, &a), 0);
    while (checkers_pdn_next(r) == 1)
        assert_int_equal(checkers_pdn_error_info(r, &e), 0);
    assert_int_equal(checkers_pdn_games_read(r), 2);
    checkers_pdn_reader_free(r);
    assert_true(c.calls > 3);
    assert_int_equal(c.live, 0);
}

static void test_reader_never_reads_past_the_text(void **state)
{
    (void)state;
    /* Every prefix of a text full of features reads without harm. */
    const char *text = "% line\n[Event \"a \\\" b\"]\n[FEN \"B:W14,15,22,23:B10\"]\n{c {n}}"
                       " 1. 10x26 (10x17 $3 {v}) 22-18!? /FEN \"W:W5:B1\"/ 2. 26-31 1/2-1/2 "
                       "[GameType \"25\"] 1. c3-d4 f6-g5 2. d4xf6 g7:e5 ( * ) *";
    size_t n = strlen(text);
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++)
        for (size_t len = 0; len <= n; len++) {
            char *copy = malloc(len ? len : 1);
            checkers_pdn_reader *r = NULL;
            memcpy(copy, text, len);
            assert_int_equal(checkers_pdn_reader_new(&r, copy, len, NULL, flags, NULL), 0);
            int32_t rc;
            while ((rc = checkers_pdn_next(r)) == 1)
                ;
            assert_int_equal(rc, 0);
            checkers_pdn_reader_free(r);
            free(copy);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tags_are_read_in_order),
        cmocka_unit_test(test_move_numbers_in_every_form),
        cmocka_unit_test(test_comments_are_kept_by_ply),
        cmocka_unit_test(test_line_comments_are_skipped),
        cmocka_unit_test(test_variations_are_skipped),
        cmocka_unit_test(test_nags_and_strength_are_skipped),
        cmocka_unit_test(test_setup_starts_the_game),
        cmocka_unit_test(test_results_separate_games),
        cmocka_unit_test(test_result_tag_when_the_moves_end_without_one),
        cmocka_unit_test(test_gametype_names_the_variant),
        cmocka_unit_test(test_unsupported_gametype_is_the_games_error),
        cmocka_unit_test(test_fen_tag_is_the_start),
        cmocka_unit_test(test_strict_fen_refuses_impossible_positions),
        cmocka_unit_test(test_strict_takes_a_full_route_whose_short_form_is_another_move),
        cmocka_unit_test(test_algebraic_squares),
        cmocka_unit_test(test_illegal_move_is_reported_where_it_stands),
        cmocka_unit_test(test_error_positions_count_characters),
        cmocka_unit_test(test_unreadable_moves),
        cmocka_unit_test(test_game_over_is_an_error),
        cmocka_unit_test(test_draw_rules_do_not_stop_the_replay),
        cmocka_unit_test(test_lenient_capture_separators),
        cmocka_unit_test(test_lenient_leading_zeros),
        cmocka_unit_test(test_lenient_space_inside_a_move),
        cmocka_unit_test(test_lenient_ambiguous_capture_decided_by_the_next_moves),
        cmocka_unit_test(test_lenient_capture_written_hop_by_hop),
        cmocka_unit_test(test_lenient_full_and_partial_routes),
        cmocka_unit_test(test_lenient_result_against_the_result_tag),
        cmocka_unit_test(test_lenient_text_off_the_grammar),
        cmocka_unit_test(test_strict_refuses_what_pdn_does_not_allow),
        cmocka_unit_test(test_reader_arguments_and_allocator),
        cmocka_unit_test(test_reader_never_reads_past_the_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
