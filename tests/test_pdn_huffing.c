/* SPDX-License-Identifier: MIT */
/*
 * test_pdn_huffing.c - the English huffing rule in PDN records (issue 12;
 * docs/pdn.md, "Huffing"). PDN has no notation for a huff: the writer declares
 * the rule with [Huffing "1"] and writes each huff as a comment naming the
 * square and a PDN 3.0 SETUP with the position after it; the reader takes
 * them back as checkers_game_huff, so that a written game reads back the same.
 *
 * The game used: Black's man on 14 can take White's 18 (14x23) but plays
 * 1-5; White huffs 14 and plays 30-26.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "pdn_helpers.h"
#include "rules_helpers.h"

#define CAN_CAPTURE "B:W18,30:B1,14"
#define HEADER \
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n" \
    "[Result \"*\"]\n[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"" CAN_CAPTURE "\"]\n"

/* Black's 1-5 where 14x23 was possible, White's huff of 14, then 30-26. */
static checkers_game *huffed_game(void)
{
    checkers_game *game = rules_game("english", CAN_CAPTURE);
    assert_int_equal(checkers_game_set_huffing(game, 1), 0);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    rules_play(game, "30-26");
    return game;
}

/* The game read from text, which must replay without error. */
static reading read_ok(const char *text, uint32_t flags)
{
    reading rd = open_text(text, NULL, flags);
    assert_int_equal(checkers_pdn_next(rd.r), 1);
    checkers_pdn_error e = error_of(&rd);
    if (e.code != 0)
        fail_msg("%s at %d:%d (%s): %s", checkers_error_name(e.code), e.line, e.column, e.text,
                 checkers_pdn_error_message(rd.r));
    assert_non_null(checkers_pdn_game(rd.r));
    return rd;
}

/* Written, read leniently and strictly: the same game, FEN, hash and history. */
static void assert_round_trip(const checkers_game *game, const char *const *comments)
{
    char buf[2048], again[2048];
    written(game, NULL, NULL, 0, comments, CHECKERS_ONGOING, buf, sizeof buf);
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
        reading rd = read_ok(buf, flags);
        const checkers_game *read = checkers_pdn_game(rd.r);
        char a[CHECKERS_FEN_MAX], b[CHECKERS_FEN_MAX];
        rules_fen(game, a);
        rules_fen(read, b);
        assert_string_equal(b, a);
        assert_true(checkers_game_hash(read) == checkers_game_hash(game));
        assert_int_equal(checkers_game_huffing(read), 1);
        assert_int_equal(checkers_game_ply_count(read), checkers_game_ply_count(game));
        /* Undone ply by ply, huffs included, both go back through the same positions. */
        checkers_game *x = NULL, *y = NULL;
        assert_int_equal(checkers_game_clone(&x, game), 0);
        assert_int_equal(checkers_game_clone(&y, read), 0);
        do {
            rules_fen(x, a);
            rules_fen(y, b);
            assert_string_equal(b, a);
            assert_true(checkers_game_hash(x) == checkers_game_hash(y));
        } while (checkers_game_undo(x) == 0 && checkers_game_undo(y) == 0);
        assert_int_equal(checkers_game_undo(y), CHECKERS_E_NOTHING_TO_UNDO);
        checkers_game_free(x);
        checkers_game_free(y);
        /* Written again from what was read: the same text, each comment once. */
        const char *kept[8] = {NULL};
        for (int32_t i = -1; i + 1 < 8 && i < checkers_game_ply_count(read); i++)
            kept[i + 1] = checkers_pdn_comment(rd.r, i);
        written(read, NULL, NULL, 0, kept, CHECKERS_ONGOING, again, sizeof again);
        assert_string_equal(again, buf);
        close_text(&rd);
    }
}

/* The rule is declared by a tag; a huff is a comment naming the square and a SETUP after it. */
static void test_a_huff_is_written_as_a_comment_and_a_setup(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *game = huffed_game();
    written(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf, HEADER "[Huffing \"1\"]\n\n"
                                    "1. 1-5 {huff 14} /FEN \"W:W18,30:B5\"/ 1... 30-26 *\n");
    checkers_game_free(game);
}

/* Without the rule the record says nothing of it. */
static void test_a_game_without_huffing_has_no_huffing_tag(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *game = rules_game("english", CAN_CAPTURE);
    rules_play(game, "14x23");
    written(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf, HEADER "\n1. 14x23 *\n");
    checkers_game_free(game);
}

/* Write, read (lenient and strict), replay: the same game, FEN and hash. */
static void test_a_written_huff_reads_back_as_the_same_game(void **state)
{
    (void)state;
    checkers_game *game = huffed_game();
    assert_round_trip(game, NULL);
    rules_play(game, "5-9");
    assert_round_trip(game, NULL);
    checkers_game_free(game);
}

/* A huff made as the record ends (the huffer's move not yet made) is read as made. */
static void test_a_huff_before_the_end_reads_back_pending(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *game = rules_game("english", CAN_CAPTURE);
    assert_int_equal(checkers_game_set_huffing(game, 1), 0);
    rules_play(game, "1-5");
    assert_int_equal(checkers_game_huff(game, 14, NULL), 0);
    written(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf,
                        HEADER "[Huffing \"1\"]\n\n1. 1-5 {huff 14} /FEN \"W:W18,30:B5\"/ *\n");
    assert_round_trip(game, NULL);
    reading rd = read_ok(buf, CHECKERS_PDN_STRICT);
    assert_int_equal(checkers_game_huffable(checkers_pdn_game(rd.r), NULL, 0), 0);
    close_text(&rd);
    checkers_game_free(game);
}

/* The game's own comments stay where they were; the huff's comment is notation, not kept. */
static void test_comments_beside_a_huff_are_kept_once(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *game = huffed_game();
    const char *comments[] = {"start", "a slip", "huffed"};
    written(game, NULL, NULL, 0, comments, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf, HEADER "[Huffing \"1\"]\n\n{start} 1. 1-5 {a slip} {huff 14} "
                                    "/FEN \"W:W18,30:B5\"/ 1... 30-26 {huffed} *\n");
    reading rd = read_ok(buf, 0);
    assert_string_equal(checkers_pdn_comment(rd.r, -1), "start");
    assert_string_equal(checkers_pdn_comment(rd.r, 0), "a slip");
    assert_string_equal(checkers_pdn_comment(rd.r, 1), "huffed");
    close_text(&rd);
    assert_round_trip(game, comments);
    checkers_game_free(game);
}

/* A reader that knows nothing of huffing stays in step: the SETUP gives the position. */
static void test_a_reader_without_huffing_follows_the_setup(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *game = huffed_game();
    written(game, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    /* From the SETUP on, the record is a PDN 3.0 game of plain English. */
    reading rd = read_ok(strstr(buf, "/FEN"), CHECKERS_PDN_STRICT);
    rules_assert_fen(checkers_pdn_game(rd.r), "B:W18,26:B5");
    close_text(&rd);
    /* Without the tag, the record is PDN all the same: only the rules refuse the move 1-5. */
    char *tag = strstr(buf, "[Huffing \"1\"]\n");
    memmove(tag, tag + 14, strlen(tag + 14) + 1);
    rd = open_text(buf, NULL, CHECKERS_PDN_STRICT);
    next_error(&rd, CHECKERS_E_MUST_CAPTURE, 12, 4, 1, "1-5", "");
    close_text(&rd);
    checkers_game_free(game);
}

/* After the first move, a SETUP that is no huff of the game is refused with the huff's reason. */
static void test_a_setup_that_is_no_huff_is_refused(void **state)
{
    (void)state;
    reading rd = open_text("[Huffing \"1\"][FEN \"" CAN_CAPTURE "\"]\n"
                           "1. 1-5 /FEN \"W:W18,30:B14\"/ 30-26 *\n"
                           "[Huffing \"1\"][FEN \"" CAN_CAPTURE "\"]\n"
                           "1. 14x23 /FEN \"W:W30:B1\"/ 30-26 *\n"
                           "[Huffing \"1\"][FEN \"" CAN_CAPTURE "\"]\n"
                           "1. 1-5 /FEN \"W:W18,30:B5\"/ /FEN \"W:W18:B5\"/ *\n",
                           NULL, CHECKERS_PDN_STRICT);
    next_error(&rd, CHECKERS_E_HUFF_SQUARE, 2, 8, 1, "/FEN \"W:W18,30:B14\"/", "1-5");
    assert_string_equal(checkers_pdn_error_message(rd.r),
                        "the setup /FEN \"W:W18,30:B14\"/ is not a huff of the game (after the "
                        "first move a setup records only a huff: one huffable piece removed, "
                        "nothing else changed)");
    next_error(&rd, CHECKERS_E_NO_HUFF, 4, 10, 1, "/FEN \"W:W30:B1\"/", "14x23");
    next_error(&rd, CHECKERS_E_NO_HUFF, 6, 28, 1, "/FEN \"W:W18:B5\"/", "1-5");
    no_more(&rd);
    close_text(&rd);
}

/* A short capture that two routes match is decided by the moves after it, across a huff. */
static void test_an_ambiguous_capture_is_decided_across_a_huff(void **state)
{
    (void)state;
    /* 10x26 is 10x17x26 (leaving 15, 23) or 10x19x26 (leaving 14, 22, and 30x23 open). */
    reading rd = open_text("[FEN \"B:W14,15,22,23,30:B10\"][Huffing \"1\"]\n"
                           "1. 10x26 30-25 {huff 25} /FEN \"B:W14,22:B26\"/ 2. 26-31 22-17 *",
                           NULL, 0);
    next_ok(&rd, "10x19x26 30-25 26-31 22-17");
    rules_assert_fen(checkers_pdn_game(rd.r), "B:W14,17:BK31");
    close_text(&rd);
}

/* The Huffing tag is 1 or 0, and names a rule of English only. */
static void test_the_huffing_tag_is_one_or_zero_for_english(void **state)
{
    (void)state;
    reading rd = open_text("[Huffing \"0\"][FEN \"" CAN_CAPTURE "\"] 1. 14x23 *\n"
                           "[Huffing \"yes\"] 1. 11-15 *\n"
                           "[GameType \"20\"][Huffing \"1\"] 1. 32-28 *\n",
                           NULL, 0);
    next_ok(&rd, "14x23");
    assert_int_equal(checkers_game_huffing(checkers_pdn_game(rd.r)), 0);
    next_error(&rd, CHECKERS_E_PDN_SYNTAX, 2, 1, 0, "yes", NULL);
    assert_string_equal(checkers_pdn_error_message(rd.r),
                        "the Huffing tag's value yes is neither 1 nor 0");
    next_error(&rd, CHECKERS_E_UNSUPPORTED, 3, 16, 0, "1", NULL);
    no_more(&rd);
    close_text(&rd);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_huff_is_written_as_a_comment_and_a_setup),
        cmocka_unit_test(test_a_game_without_huffing_has_no_huffing_tag),
        cmocka_unit_test(test_a_written_huff_reads_back_as_the_same_game),
        cmocka_unit_test(test_a_huff_before_the_end_reads_back_pending),
        cmocka_unit_test(test_comments_beside_a_huff_are_kept_once),
        cmocka_unit_test(test_a_reader_without_huffing_follows_the_setup),
        cmocka_unit_test(test_a_setup_that_is_no_huff_is_refused),
        cmocka_unit_test(test_an_ambiguous_capture_is_decided_across_a_huff),
        cmocka_unit_test(test_the_huffing_tag_is_one_or_zero_for_english),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
