/* SPDX-License-Identifier: MIT */
/*
 * test_pdn_write.c - the PDN writer: its exact text (tags, numbers, comments,
 * short and full capture routes, variants, positions, wrapping, buffer
 * sizes), and read -> write -> read round trips.
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

/* ------------------------------------------------------------ the writer */

/* The Seven Tag Roster the writer gives a game without tags: "?" for each but the result. */
#define UNKNOWN_ROSTER(result) \
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n" \
    "[White \"?\"]\n[Black \"?\"]\n[Result \"" result "\"]\n"

static void test_writer_canonical_text(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *g = played("english", NULL, "11-15 24-20 8-11 28-24 4-8");
    const char *names[] = {"Black", "Event", "Annotator", "Result", "GameType"};
    const char *values[] = {"Moorhead, \"W.\"", "Manchester 1841", "me", "1-0", "21"};
    const char *comments[] = {"start", "a {key}\r\nmove", NULL, NULL, NULL, "end"};
    written(g, names, values, 5, comments, CHECKERS_BLACK_WINS, buf, sizeof buf);
    assert_string_equal(buf, "[Event \"Manchester 1841\"]\n"
                             "[Site \"?\"]\n"
                             "[Date \"?\"]\n"
                             "[Round \"?\"]\n"
                             "[White \"?\"]\n"
                             "[Black \"Moorhead, \\\"W.\\\"\"]\n"
                             "[Result \"0-1\"]\n"
                             "[GameType \"21\"]\n"
                             "[Annotator \"me\"]\n"
                             "\n"
                             "{start} 1. 11-15 {a (key) move} 1... 24-20 2. 8-11 28-24 "
                             "3. 4-8 {end} 0-1\n");
    checkers_game_free(g);

    g = played("english", NULL, "");
    written(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf, UNKNOWN_ROSTER("*") "[GameType \"21\"]\n\n*\n");
    checkers_game_free(g);
}

/*
 * PDN 3.0's GameType table gives each type its result type: International for 20 and 27
 * ("2-0"), Default for the others, Frisian's 40 among them ("1-0"). The 10x10 variants PDN
 * does not number are written as lidraughts, which numbers them, writes them ("2-0").
 */
static void test_writer_uses_the_result_type_of_the_gametype(void **state)
{
    (void)state;
    static const struct {
        const char *variant, *win, *draw;
    } types[] = {
        {"international", "2-0", "1-1"}, {"canadian", "2-0", "1-1"},
        {"frisian", "1-0", "1/2-1/2"},   {"frysk", "2-0", "1-1"},
        {"english", "1-0", "1/2-1/2"},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        char buf[2048], want[64];
        checkers_game *g = played(types[i].variant, NULL, "");
        written(g, NULL, NULL, 0, NULL, CHECKERS_WHITE_WINS, buf, sizeof buf);
        snprintf(want, sizeof want, "[Result \"%s\"]\n", types[i].win);
        assert_non_null(strstr(buf, want));
        snprintf(want, sizeof want, "\n\n%s\n", types[i].win);
        assert_non_null(strstr(buf, want));
        written(g, NULL, NULL, 0, NULL, CHECKERS_DRAW, buf, sizeof buf);
        snprintf(want, sizeof want, "\n\n%s\n", types[i].draw);
        assert_non_null(strstr(buf, want));
        checkers_game_free(g);
    }
}

/*
 * A variant no GameType numbers (Killer) is written with its name in a Variant
 * tag, and read back as that variant whatever the reader's default.
 */
static void test_writer_names_a_variant_no_gametype_numbers(void **state)
{
    (void)state;
    char buf[2048];
    checkers_game *g = played("killer", NULL, "32-28 19-23 28x19 14x23");
    written(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_string_equal(buf, UNKNOWN_ROSTER("*") "[Variant \"killer\"]\n\n"
                                                 "1. 32-28 19-23 2. 28x19 14x23 *\n");
    reading rd = open_text(buf, "english", CHECKERS_PDN_STRICT);
    next_ok(&rd, "32-28 19-23 28x19 14x23");
    assert_string_equal(checkers_game_variant(checkers_pdn_game(rd.r)), "killer");
    close_text(&rd);
    /* The caller's own Variant tag is written instead. */
    const char *names[] = {"Variant"}, *values[] = {"Killer draughts"};
    written(g, names, values, 1, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_non_null(strstr(buf, "[Variant \"Killer draughts\"]\n\n"));
    assert_null(strstr(buf, "[Variant \"killer\"]"));
    checkers_game_free(g);
}

/* Without a GameType, a Variant tag naming one of ours sets the variant; any other leaves the default. */
static void test_reader_takes_the_variant_a_variant_tag_names(void **state)
{
    (void)state;
    reading rd = open_text("[Variant \"Killer\"] 1. 32-28 *\n"
                           "[Variant \"American/English\"] 1. 11-15 *\n"
                           "[GameType \"21\"] [Variant \"Killer\"] 1. 11-15 *\n",
                           "english", 0);
    next_ok(&rd, "32-28");
    assert_string_equal(checkers_game_variant(checkers_pdn_game(rd.r)), "killer");
    next_ok(&rd, "11-15");
    assert_string_equal(checkers_game_variant(checkers_pdn_game(rd.r)), "english");
    next_ok(&rd, "11-15"); /* the GameType wins */
    assert_string_equal(checkers_game_variant(checkers_pdn_game(rd.r)), "english");
    no_more(&rd);
    close_text(&rd);
}

static void test_writer_variant_position_and_captures(void **state)
{
    (void)state;
    char buf[2048];
    /* GameType, the International result type, SetUp and FEN for a problem. */
    checkers_game *g = played("international", "W:W28,33:B19,22,23", "28x17");
    written(g, NULL, NULL, 0, NULL, CHECKERS_DRAW, buf, sizeof buf);
    assert_string_equal(buf,
                        UNKNOWN_ROSTER("1-1") "[GameType \"20\"]\n[SetUp \"1\"]\n"
                                              "[FEN \"W:W28,33:B19,22,23\"]\n\n1. 28x17 1-1\n");
    checkers_game_free(g);
    /* The short form, unless ambiguous: then every landing square. */
    g = played("english", AMBIGUOUS_FEN, "10x19x26 22-18");
    written(g, NULL, NULL, 0, NULL, CHECKERS_PDN_NO_RESULT, buf, sizeof buf);
    assert_non_null(strstr(buf, "\n1. 10x19x26 22-18 0-0\n"));
    checkers_game_free(g);
    g = played("english", "B:W6,15,23:B1", "1x10x19x26");
    written(g, NULL, NULL, 0, NULL, CHECKERS_BLACK_WINS, buf, sizeof buf);
    assert_non_null(strstr(buf, "\n1. 1x26 0-1\n"));
    checkers_game_free(g);
    /* Russian: algebraic squares, ':' for captures, GameType 25. */
    g = played("russian", NULL, "c3-d4 f6-g5 d4-c5 b6:d4 e3:c5");
    written(g, NULL, NULL, 0, NULL, CHECKERS_WHITE_WINS, buf, sizeof buf);
    assert_non_null(
        strstr(buf, "[GameType \"25\"]\n\n1. c3-d4 f6-g5 2. d4-c5 b6:d4 3. e3:c5 1-0\n"));
    checkers_game_free(g);
}

static void test_writer_wraps_lines_and_sizes_like_snprintf(void **state)
{
    (void)state;
    char buf[4096], small[16];
    checkers_game *g = played("english", NULL,
                              "11-15 24-20 8-11 28-24 9-13 22-18 15x22 25x18 4-8 26-22 10-14 "
                              "18x9 5x14 22-18 1-5 18x9 5x14 29-25");
    int32_t n = written(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_non_null(strstr(buf, "\n\n1. 11-15 24-20 2. 8-11 28-24 3. 9-13 22-18 4. 15x22 25x18 "
                                "5. 4-8 26-22 6. 10-14\n18x9 7. 5x14 22-18 8. 1-5 18x9 9. "
                                "5x14 29-25 *\n"));
    for (const char *line = buf; *line; line = strchr(line, '\n') + 1)
        assert_true(strchr(line, '\n') - line <= 79);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, 0, NULL, 0, small, sizeof small), n);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, buf, sizeof small - 1);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, 0, NULL, 0, NULL, 0), n);

    const char *bad_names[] = {"Two words"};
    const char *values[] = {"v"};
    assert_int_equal(checkers_pdn_write(NULL, NULL, NULL, 0, NULL, 0, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(g, bad_names, values, 1, NULL, 0, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, 1, NULL, 0, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, -1, NULL, 0, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, 0, NULL, 5, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(g, NULL, NULL, 0, NULL, 0, NULL, 1),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(g);
}

/* Reads every game of text, writes it, reads that again: the same moves, tags, comments, result. */
static void round_trip(const char *text, const char *variant)
{
    reading rd = open_text(text, variant, 0);
    int games = 0;
    while (checkers_pdn_next(rd.r) == 1) {
        const checkers_game *game = checkers_pdn_game(rd.r);
        int32_t ntags = checkers_pdn_tag_count(rd.r), plies = checkers_game_ply_count(game);
        const char *names[32], *values[32], *comments[256];
        char *out = malloc(65536), before[4096], after[4096];
        assert_int_equal(error_of(&rd).code, 0);
        assert_true(ntags <= 32 && plies < 256);
        for (int32_t i = 0; i < ntags; i++) {
            names[i] = checkers_pdn_tag_name(rd.r, i);
            values[i] = checkers_pdn_tag_value(rd.r, i);
        }
        for (int32_t i = 0; i <= plies; i++)
            comments[i] = checkers_pdn_comment(rd.r, i - 1);
        written(game, names, values, ntags, comments, checkers_pdn_result(rd.r), out, 65536);
        moves_of(game, before, sizeof before);

        for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
            reading again = open_text(out, variant, flags);
            next_ok(&again, before);
            moves_of(checkers_pdn_game(again.r), after, sizeof after);
            assert_string_equal(after, before);
            assert_int_equal(checkers_pdn_result(again.r), checkers_pdn_result(rd.r));
            assert_string_equal(checkers_game_variant(checkers_pdn_game(again.r)),
                                checkers_game_variant(game));
            for (int32_t i = 0; i <= plies; i++)
                if (comments[i])
                    assert_non_null(checkers_pdn_comment(again.r, i - 1));
            no_more(&again);
            close_text(&again);
        }
        free(out);
        games++;
    }
    assert_true(games > 0);
    close_text(&rd);
}

static void test_round_trip(void **state)
{
    (void)state;
    round_trip("[Event \"a\"] {hello} 1. 11-15 24-20 {x} 2. 8-11 (2. 9-13) 28-24 1/2-1/2\n"
               "[FEN \"" AMBIGUOUS_FEN "\"] 1. 10x26 22-18 0-1\n"
               "[FEN \"B:W14,22:B10\"] 10x17 17x26 *\n",
               NULL);
    round_trip("[Variant \"Killer\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n", "english");
    round_trip("[GameType \"25\"]\n1. c3-d4 f6-g5 2. d4-c5 b6xd4 3. e3xc5 d6xb4 1-0\n"
               "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n"
               "[GameType \"22\"]\n1. 21-17 12-15 2. 23-19 11-14 *\n"
               "[GameType \"24\"]\n*\n",
               "english");
}

/*
 * The result is written as given, even where the board says otherwise: real
 * records hold such results (OCA games 247 and 11675) and are rewritten as
 * they are.
 */
static void test_writer_writes_the_result_as_given(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    char buf[512];
    /* Black to move with no piece left: White has won on the board. */
    assert_int_equal(checkers_game_new_from_fen(&game, NULL, "B:W18:B", NULL), CHECKERS_OK);
    assert_int_equal(checkers_game_status(game, NULL), CHECKERS_WHITE_WINS);
    int32_t n = checkers_pdn_write(game, NULL, NULL, 0, NULL, CHECKERS_WHITE_WINS, buf, sizeof buf);
    assert_true(n > 0 && (size_t)n < sizeof buf);
    assert_non_null(strstr(buf, "[Result \"1-0\"]"));
    n = checkers_pdn_write(game, NULL, NULL, 0, NULL, CHECKERS_BLACK_WINS, buf, sizeof buf);
    assert_true(n > 0 && (size_t)n < sizeof buf);
    assert_non_null(strstr(buf, "[Result \"0-1\"]"));
    assert_int_equal(checkers_pdn_write(game, NULL, NULL, 0, NULL, 5, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_pdn_write(game, NULL, NULL, 0, NULL, -1, buf, sizeof buf),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

/*
 * One numbering for results: what checkers_game_status says, passed to the
 * writer as it is, is written as that result in every variant, in the
 * variant's result type, and read back as the same number.
 */
static void test_writer_writes_a_status_as_that_result_in_every_variant(void **state)
{
    (void)state;
    static const struct {
        int32_t status;
        const char *plain, *international; /* the Default and International result types */
    } results[] = {
        {CHECKERS_ONGOING, "*", "*"},           {CHECKERS_BLACK_WINS, "0-1", "0-2"},
        {CHECKERS_WHITE_WINS, "1-0", "2-0"},    {CHECKERS_DRAW, "1/2-1/2", "1-1"},
        {CHECKERS_PDN_NO_RESULT, "0-0", "0-0"},
    };
    char buf[4096];
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = NULL;
        assert_int_equal(checkers_game_new(&game, checkers_variant_name(v), NULL), CHECKERS_OK);
        for (size_t i = 0; i < sizeof results / sizeof results[0]; i++) {
            int32_t result = results[i].status;
            int declared = result != CHECKERS_ONGOING && result != CHECKERS_PDN_NO_RESULT;
            if (declared)
                assert_int_equal(checkers_game_declare(game, result,
                                                       result == CHECKERS_DRAW
                                                           ? CHECKERS_REASON_AGREEMENT
                                                           : CHECKERS_REASON_RESIGNATION),
                                 0);
            if (result != CHECKERS_PDN_NO_RESULT)
                assert_int_equal(checkers_game_status(game, NULL), result);
            int32_t n = checkers_pdn_write(game, NULL, NULL, 0, NULL,
                                           result == CHECKERS_PDN_NO_RESULT
                                               ? result
                                               : checkers_game_status(game, NULL),
                                           buf, sizeof buf);
            assert_true(n > 0 && (size_t)n < sizeof buf);
            const char *name = checkers_variant_name(v);
            /* PDN's International result type on 10x10 and larger boards, but Frisian's. */
            int32_t rows = 0;
            assert_int_equal(checkers_game_square_position(game, 1, NULL, NULL, &rows, NULL), 0);
            int international = rows >= 10 && strcmp(name, "frisian") != 0;
            char tag[64];
            snprintf(tag, sizeof tag, "[Result \"%s\"]",
                     international ? results[i].international : results[i].plain);
            if (strstr(buf, tag) == NULL)
                fail_msg("%s: result %d written as %s", name, (int)result, buf);
            checkers_pdn_reader *reader = NULL;
            assert_int_equal(checkers_pdn_reader_new(&reader, buf, (size_t)n, NULL, 0, NULL),
                             CHECKERS_OK);
            assert_int_equal(checkers_pdn_next(reader), 1);
            assert_int_equal(checkers_pdn_result(reader), result);
            checkers_pdn_reader_free(reader);
            if (declared)
                assert_int_equal(checkers_game_undo(game), 0);
        }
        checkers_game_free(game);
    }
}

/* A result the rules did not decide says how it came about, in the Termination tag. */
static void test_writer_names_the_termination_of_a_declared_result(void **state)
{
    (void)state;
    char buf[1024];
    checkers_game *g = played("english", NULL, "11-15 24-20");
    written(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    assert_null(strstr(buf, "Termination")); /* the game goes on */
    assert_int_equal(checkers_game_declare(g, CHECKERS_WHITE_WINS, CHECKERS_REASON_TIME), 0);
    written(g, NULL, NULL, 0, NULL, CHECKERS_WHITE_WINS, buf, sizeof buf);
    assert_string_equal(buf, UNKNOWN_ROSTER("1-0") "[GameType \"21\"]\n"
                                                   "[Termination \"time forfeit\"]\n"
                                                   "\n1. 11-15 24-20 1-0\n");
    /* The caller's own Termination tag wins; there is one tag, not two. */
    const char *names[] = {"termination"};
    const char *values[] = {"abandoned"};
    written(g, names, values, 1, NULL, CHECKERS_WHITE_WINS, buf, sizeof buf);
    assert_null(strstr(buf, "time forfeit"));
    assert_non_null(strstr(buf, "[termination \"abandoned\"]"));
    assert_int_equal(checkers_game_undo(g), 0);
    const struct {
        int32_t result, reason, pdn;
        const char *tag;
    } cases[] = {
        {CHECKERS_BLACK_WINS, CHECKERS_REASON_RESIGNATION, CHECKERS_BLACK_WINS, "normal"},
        {CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT, CHECKERS_DRAW, "normal"},
        {CHECKERS_DRAW, CHECKERS_REASON_ADJUDICATION, CHECKERS_DRAW, "adjudication"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char expected[64];
        snprintf(expected, sizeof expected, "[Termination \"%s\"]\n", cases[i].tag);
        assert_int_equal(checkers_game_declare(g, cases[i].result, cases[i].reason), 0);
        written(g, NULL, NULL, 0, NULL, cases[i].pdn, buf, sizeof buf);
        assert_non_null(strstr(buf, expected));
        assert_int_equal(checkers_game_undo(g), 0);
    }
    checkers_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_writer_canonical_text),
        cmocka_unit_test(test_writer_writes_the_result_as_given),
        cmocka_unit_test(test_writer_writes_a_status_as_that_result_in_every_variant),
        cmocka_unit_test(test_writer_names_the_termination_of_a_declared_result),
        cmocka_unit_test(test_writer_uses_the_result_type_of_the_gametype),
        cmocka_unit_test(test_writer_names_a_variant_no_gametype_numbers),
        cmocka_unit_test(test_reader_takes_the_variant_a_variant_tag_names),
        cmocka_unit_test(test_writer_variant_position_and_captures),
        cmocka_unit_test(test_writer_wraps_lines_and_sizes_like_snprintf),
        cmocka_unit_test(test_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
