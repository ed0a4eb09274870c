/* SPDX-License-Identifier: MIT */
/*
 * test_corpus.c - replays the real game records of ../shared/corpus (see its
 * SOURCES.md) with the PDN reader: games, plies and every failing game of
 * each file, read leniently (problem sets' FENs with a man on its crowning
 * row, or "W::.", are read; strict reading refuses them); the number of games strict reading refuses
 * (every file of the PDN test set's "fail" folder has some); and a round trip
 * of every game through the writer. Skips when the corpus is absent.
 *
 * The failures, all bad records:
 *   tinsley.pdn      game 541 (32-28 for 28-32) and two comments glued to a
 *                    move (games 623, 693), as SOURCES.md says.
 *   abatsiev.pdn     game 36, moves written "- -" (SOURCES.md).
 *   Cat.C1.pdn       a stray "36x27 1-0" after the last game: a 46th game,
 *                    without tags, whose first move is illegal.
 *
 * Strict reading's refusals are counted; for frisian_lidraughts.pdn each is
 * listed, with its cause (frisian_strict below).
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
#include "pdn_write_back.h"

typedef struct {
    int32_t game, code, line, column, move_number;
    const char *text;
} failure;

typedef struct {
    const char *path, *variant; /* variant: for games without a GameType tag */
    int32_t games;
    long plies;
    int32_t strict_failures;
    const failure *failures; /* ending with game 0; ALL_UNKNOWN: every game, unknown GameType */
    const failure *strict;   /* when given, every game strict reading refuses, likewise */
} corpus_file;

static const failure tinsley_errors[] = {
    {541, CHECKERS_E_NO_PIECE, 5588, 5, 62, "32-28"},
    {623, CHECKERS_E_MOVE_SYNTAX, 6434, 70, 16, "8-11Redoversteppedthetimecontrolonthismove."},
    {693, CHECKERS_E_MOVE_SYNTAX, 7170, 17, 17, "26-22Whiteoversteppedthetimecontrolonthismove."},
    {0, 0, 0, 0, 0, NULL},
};
static const failure abatsiev_errors[] = {
    {36, CHECKERS_E_MOVE_SYNTAX, 595, 4, 1, "-"},
    {0, 0, 0, 0, 0, NULL},
};
static const failure cat_c1_errors[] = {
    {46, CHECKERS_E_JUMP_OWN_PIECE, 611, 1, 1, "36x27"},
    {0, 0, 0, 0, 0, NULL},
};
/*
 * The Frisian file's five strict refusals. The file is not PDN 3.0 as its
 * source meant it: frisian_random_pdns.json holds 16 lidraughts headers
 * without moves and 14 movetexts without headers (the fetch script split each
 * game at its blank line, and the entries do not pair up: 16 against 14), and
 * the conversion (SOURCES.md) kept the headers and put [GameType "40"] before
 * each movetext. PDN 3.0's grammar ends a game only at a result or '*', so
 * the headers that stand without moves run into the next game's header: games
 * 4, 6, 7, 8, 9 and 10 of the 14 carry one to five lidraughts headers that
 * were never paired with their moves, and the reader takes the first Result
 * tag. Where that result disagrees with the terminator of the moves, strict
 * reading refuses the game at the terminator (game 4's first Result agrees).
 * The library reads as the grammar says. Apart from these, the results 2-0 and 0-2 are
 * PDN 3.0's International result type, which the GameType table gives to 20
 * and 27 only (Frisian's 40 has the Default type, 1-0 and 0-1): strict
 * reading accepts results of either type, so they refuse no game.
 */
static const failure frisian_strict[] = {
    {6, CHECKERS_E_PDN_SYNTAX, 153, 534, 35, "2-0"},
    {7, CHECKERS_E_PDN_SYNTAX, 207, 307, 21, "0-2"},
    {8, CHECKERS_E_PDN_SYNTAX, 261, 596, 39, "2-0"},
    {9, CHECKERS_E_PDN_SYNTAX, 281, 257, 18, "2-0"},
    {10, CHECKERS_E_PDN_SYNTAX, 301, 571, 38, "0-2"},
    {0, 0, 0, 0, 0, NULL},
};
static const failure all_unknown[] = {{0, 0, 0, 0, 0, NULL}};
#define ALL_UNKNOWN all_unknown

/* path, default variant, games, plies, games refused by strict reading, failures */
static const corpus_file files[] = {
    {"english/OCA_2.0.pdn", "english", 22621, 1158096, 16959, NULL, NULL},
    {"checkerboard/11_man_english.pdn", "english", 2400, 0, 0, NULL, NULL},
    {"checkerboard/11_man_italian.pdn", "italian", 2400, 0, 0, NULL, NULL},
    {"checkerboard/tinsley.pdn", "english", 724, 36106, 720, tinsley_errors, NULL},
    {"international/mobydam/book/games/babasy1.pdn", "international", 43, 4577, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy2.pdn", "international", 42, 4613, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy3.pdn", "international", 49, 5308, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy4.pdn", "international", 49, 5177, 1, NULL, NULL},
    {"international/mobydam/book/games/babasy5.pdn", "international", 41, 3952, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy6.pdn", "international", 47, 4744, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy7.pdn", "international", 30, 3135, 0, NULL, NULL},
    {"international/mobydam/book/games/babasy8.pdn", "international", 30, 3080, 0, NULL, NULL},
    {"international/mobydam/book/games/diversen.pdn", "international", 13, 1187, 0, NULL, NULL},
    {"international/mobydam/book/games/flankgam.pdn", "international", 5, 540, 0, NULL, NULL},
    {"international/mobydam/book/games/flankopn.pdn", "international", 8, 151, 0, NULL, NULL},
    {"international/mobydam/book/games/loi20.pdn", "international", 22, 336, 0, NULL, NULL},
    {"international/mobydam/book/games/loi21.pdn", "international", 24, 326, 0, NULL, NULL},
    {"international/mobydam/book/games/loi22.pdn", "international", 18, 337, 0, NULL, NULL},
    {"international/mobydam/book/games/loi23.pdn", "international", 12, 259, 0, NULL, NULL},
    {"international/mobydam/book/games/loi24.pdn", "international", 18, 201, 0, NULL, NULL},
    {"international/mobydam/book/games/opening1.pdn", "international", 44, 570, 0, NULL, NULL},
    {"international/mobydam/book/games/opening2.pdn", "international", 46, 528, 0, NULL, NULL},
    {"international/mobydam/book/games/sijbgant.pdn", "international", 6, 560, 0, NULL, NULL},
    {"international/mobydam/book/games/sur01.pdn", "international", 77, 5496, 0, NULL, NULL},
    {"international/mobydam/book/games/sur06.pdn", "international", 73, 1388, 0, NULL, NULL},
    {"international/mobydam/book/games/sur11.pdn", "international", 61, 1175, 0, NULL, NULL},
    {"international/mobydam/book/games/sur16.pdn", "international", 66, 1283, 0, NULL, NULL},
    {"international/mobydam/book/games/toprest1.pdn", "international", 27, 2781, 0, NULL, NULL},
    {"international/mobydam/book/games/toprest2.pdn", "international", 26, 2627, 0, NULL, NULL},
    {"international/mobydam/book/games/wierswal.pdn", "international", 20, 1926, 0, NULL, NULL},
    {"international/wiegerw-draughts/wiersma.pdn", "international", 34, 2500, 0, NULL, NULL},
    {"variants/py-draughts/american_playstrategy.pdn", "english", 30, 2672, 30, NULL, NULL},
    {"variants/py-draughts/antidraughts_lidraughts.pdn", "english", 25, 1384, 0, NULL, NULL},
    {"variants/py-draughts/brazilian_lidraughts.pdn", "english", 25, 1179, 0, NULL, NULL},
    {"variants/py-draughts/breakthrough_lidraughts.pdn", "english", 25, 2245, 0, NULL, NULL},
    {"variants/py-draughts/frisian_lidraughts.pdn", "english", 14, 957, 5, NULL, frisian_strict},
    {"variants/py-draughts/frysk_lidraughts.pdn", "english", 25, 1289, 0, NULL, NULL},
    {"variants/py-draughts/russian_lidraughts.pdn", "english", 9, 585, 9, NULL, NULL},
    {"variants/py-draughts/standard_lidraughts.pdn", "english", 13, 1245, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/090417ronde12.pdn", "international", 7, 703, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/Campionato Assoluto 2005.pdn", "italian", 53, 3227, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/Cat.B1.pdn", "international", 37, 397, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/Cat.D1.pdn", "international", 19, 184, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/DUTCH96H.pdn", "international", 13, 1381, 13, NULL, NULL},
    {"wiegerw-pdn/games/succeed/OCA_2.0.pdn", "english", 43, 2280, 32, NULL, NULL},
    {"wiegerw-pdn/games/succeed/PROF2.pdn", "international", 16, 1616, 2, NULL, NULL},
    {"wiegerw-pdn/games/succeed/PWCP 2a.pdn", "international", 59, 688, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/PWCP_2.pdn", "international", 51, 602, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/Principles of Strategy.pdn", "english", 16, 594, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/Tricks traps and shots.pdn", "english", 91, 3017, 2, NULL, NULL},
    {"wiegerw-pdn/games/succeed/alphanumeric.pdn", "english", 1, 1, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/beginner.pdn", "english", 58, 0, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/borderclassics.pdn", "english", 183, 62, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/bridges.pdn", "english", 267, 0, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/candidate95.pdn", "international", 8, 816, 8, NULL, NULL},
    {"wiegerw-pdn/games/succeed/fen.pdn", "international", 3, 0, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/gameterminator.pdn", "international", 1, 1, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/gem.pdn", "english", 162, 0, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/goulds.pdn", "english", 262, 0, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/inferno.pdn", "english", 68, 3306, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/kurnik.pdn", "international", 4, 535, 4, NULL, NULL},
    {"wiegerw-pdn/games/succeed/linecomment.pdn", "international", 1, 2, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/lpc.pdn", "english", 100, 0, 4, NULL, NULL},
    {"wiegerw-pdn/games/succeed/movestrength.pdn", "international", 1, 3, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/mrcd2000kval.pdn", "czech", 40, 1954, 36, NULL, NULL},
    {"wiegerw-pdn/games/succeed/mrcd2006.pdn", "czech", 44, 1994, 36, NULL, NULL},
    {"wiegerw-pdn/games/succeed/mrcd2007.pdn", "czech", 102, 4542, 79, NULL, NULL},
    {"wiegerw-pdn/games/succeed/nk ronde 01.pdn", "international", 7, 725, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/nk ronde 02.pdn", "international", 7, 848, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/nk2003-amsterdam.pdn", "international", 33, 3268, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/rk ronde 12.pdn", "international", 7, 757, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/schildpad.pdn", "international", 34, 3014, 33, NULL, NULL},
    {"wiegerw-pdn/games/succeed/string.pdn", "international", 1, 1, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/unicode.pdn", "international", 1, 2, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/ussr1947.pdn", "russian", 153, 8730, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/variation.pdn", "international", 1, 4, 0, NULL, NULL},
    {"wiegerw-pdn/games/succeed/windragon.pdn", "international", 1, 152, 1, NULL, NULL},
    {"wiegerw-pdn/games/succeed/wk2003.pdn", "international", 23, 2381, 0, NULL, NULL},
    {"wiegerw-pdn/games/fail/40Camp.DamaInternazionaleAssoluto.pdn", "international", 45, 4804, 2,
     NULL, NULL},
    {"wiegerw-pdn/games/fail/Cat.A1.pdn", "international", 35, 357, 1, NULL, NULL},
    {"wiegerw-pdn/games/fail/Cat.C1.pdn", "international", 46, 415, 4, cat_c1_errors, NULL},
    {"wiegerw-pdn/games/fail/abatsiev.pdn", "russian", 56, 2648, 56, abatsiev_errors, NULL},
    {"wiegerw-pdn/games/fail/delfts.pdn", "international", 2, 252, 2, NULL, NULL},
    {"wiegerw-pdn/games/fail/mrdrcd07.pdn", "czech", 72, 3472, 58, NULL, NULL},
    {"wiegerw-pdn/games/fail/mrdrcd08.pdn", "czech", 40, 1788, 31, NULL, NULL},
    {"wiegerw-pdn/games/fail/nested_comment.pdn", "international", 1, 3, 1, NULL, NULL},
};

/* ------------------------------------------------------------ helpers */

static char corpus_dir[4096];

static int find_corpus(void)
{
    const char *shared = getenv("CHECKERS_SHARED_DIR");
    const char *tries[] = {shared, "../../shared", "../shared"};
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        char probe[4200];
        FILE *f;
        if (!tries[i] || !*tries[i])
            continue;
        snprintf(corpus_dir, sizeof corpus_dir, "%s/corpus", tries[i]);
        snprintf(probe, sizeof probe, "%s/SOURCES.md", corpus_dir);
        if ((f = fopen(probe, "rb")) != NULL) {
            fclose(f);
            return 1;
        }
    }
    return 0;
}

static char *read_file(const char *path, size_t *length)
{
    char full[8192];
    snprintf(full, sizeof full, "%s/%s", corpus_dir, path);
    FILE *f = fopen(full, "rb");
    if (!f)
        fail_msg("cannot open %s", full);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc(size > 0 ? (size_t)size : 1);
    assert_non_null(text);
    *length = fread(text, 1, (size_t)size, f);
    fclose(f);
    assert_int_equal(*length, (size_t)size);
    return text;
}

static int same_move(const checkers_move *a, const checkers_move *b)
{
    /* Two routes with the same ends and captured pieces are the same move. */
    if (a->from != b->from || a->to != b->to || a->captures != b->captures)
        return 0;
    for (int i = 0; i < a->captures; i++)
        if (!memchr(b->captured, a->captured[i], b->captures))
            return 0;
    return 1;
}

/* Writes the reader's current game and reads it back: the same moves and result. */
static void round_trip(const checkers_pdn_reader *r, const corpus_file *file, char **buf,
                       size_t *cap)
{
    const checkers_game *game = checkers_pdn_game(r);
    int32_t plies = checkers_game_ply_count(game), n = pdn_write_back(r, buf, cap);
    assert_true(n > 0);

    checkers_pdn_reader *again = NULL;
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_reader_new(&again, *buf, (size_t)n, file->variant, 0, NULL), 0);
    assert_int_equal(checkers_pdn_next(again), 1);
    assert_int_equal(checkers_pdn_error_info(again, &e), 0);
    if (e.code != 0)
        fail_msg("%s game %d written again: %s at %d:%d (%s)", file->path,
                 checkers_pdn_games_read(r), checkers_error_name(e.code), e.line, e.column, e.text);
    const checkers_game *copy = checkers_pdn_game(again);
    assert_int_equal(checkers_game_ply_count(copy), plies);
    for (int32_t i = 0; i < plies; i++) {
        checkers_move a, b;
        assert_int_equal(checkers_game_history(game, i, &a), 0);
        assert_int_equal(checkers_game_history(copy, i, &b), 0);
        if (!same_move(&a, &b))
            fail_msg("%s game %d ply %d differs once written", file->path,
                     checkers_pdn_games_read(r), i);
    }
    assert_true(checkers_game_hash(copy) == checkers_game_hash(game));
    assert_int_equal(checkers_pdn_result(again), checkers_pdn_result(r));
    assert_int_equal(checkers_pdn_next(again), 0);
    checkers_pdn_reader_free(again);
}

/* Replays one file leniently (checking every figure) and strictly (counting refusals). */
static void replay(const corpus_file *file)
{
    size_t length = 0, cap = 0;
    char *text = read_file(file->path, &length), *buf = NULL;
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
        checkers_pdn_reader *r = NULL;
        const failure *expected = flags == CHECKERS_PDN_STRICT ? file->strict : file->failures;
        int32_t games = 0, failures = 0, rc;
        long plies = 0;
        assert_int_equal(checkers_pdn_reader_new(&r, text, length, file->variant, flags, NULL), 0);
        while ((rc = checkers_pdn_next(r)) == 1) {
            const checkers_game *game = checkers_pdn_game(r);
            checkers_pdn_error e;
            assert_int_equal(checkers_pdn_error_info(r, &e), 0);
            games++;
            plies += game ? checkers_game_ply_count(game) : 0;
            failures += e.code != 0;
            if (flags == CHECKERS_PDN_STRICT && !expected)
                continue;
            if (expected == ALL_UNKNOWN) {
                assert_int_equal(e.code, CHECKERS_E_UNKNOWN_VARIANT);
                continue;
            }
            if (e.code != 0) {
                if (!expected || expected->game != games)
                    fail_msg("%s game %d: unexpected %s at %d:%d move %d (%s)", file->path, games,
                             checkers_error_name(e.code), e.line, e.column, e.move_number, e.text);
                if (e.code != expected->code || e.line != expected->line ||
                    e.column != expected->column || e.move_number != expected->move_number ||
                    strcmp(e.text, expected->text) != 0)
                    fail_msg("%s game %d: %s at %d:%d move %d (%s)", file->path, games,
                             checkers_error_name(e.code), e.line, e.column, e.move_number, e.text);
                expected++;
            } else if (expected && expected->game == games) {
                fail_msg("%s game %d: no error", file->path, games);
            }
            if (game && flags == 0)
                round_trip(r, file, &buf, &cap);
        }
        assert_int_equal(rc, 0);
        checkers_pdn_reader_free(r);
        if (games != file->games || (flags == 0 && plies != file->plies))
            fail_msg("%s: games %d plies %ld", file->path, games, plies);
        if (flags == CHECKERS_PDN_STRICT && failures != file->strict_failures)
            fail_msg("%s: strict refuses %d games", file->path, failures);
        if (expected && expected != ALL_UNKNOWN && expected->game != 0) {
            fail_msg("%s: game %d did not fail", file->path, expected->game);
        }
    }
    free(buf);
    free(text);
}

static void replay_under(const char *prefix)
{
    if (!find_corpus())
        skip();
    int count = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (strncmp(files[i].path, prefix, strlen(prefix)) == 0) {
            replay(&files[i]);
            count++;
        }
    assert_true(count > 0);
}

/* ------------------------------------------------------------- tests */

static void test_open_checkers_archive(void **state)
{
    (void)state;
    replay_under("english/");
}

static void test_checkerboard_files(void **state)
{
    (void)state;
    replay_under("checkerboard/");
}

static void test_international_collections(void **state)
{
    (void)state;
    replay_under("international/");
}

static void test_lidraughts_and_playstrategy(void **state)
{
    (void)state;
    replay_under("variants/");
}

static void test_pdn_test_set_succeed(void **state)
{
    (void)state;
    replay_under("wiegerw-pdn/games/succeed/");
}

/* Every file that "every parser must reject" is refused by strict reading. */
static void test_pdn_test_set_fail(void **state)
{
    (void)state;
    replay_under("wiegerw-pdn/games/fail/");
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (strstr(files[i].path, "/fail/"))
            assert_true(files[i].strict_failures > 0);
}

/* ctest reports this exit status as "skipped" (SKIP_RETURN_CODE in tests/CMakeLists.txt). */
#define SKIPPED 77

int main(void)
{
    if (!find_corpus()) {
        printf("test_corpus: no corpus/ in $CHECKERS_SHARED_DIR, ../../shared or ../shared: "
               "skipped\n");
        return SKIPPED;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_checkers_archive),
        cmocka_unit_test(test_checkerboard_files),
        cmocka_unit_test(test_international_collections),
        cmocka_unit_test(test_lidraughts_and_playstrategy),
        cmocka_unit_test(test_pdn_test_set_succeed),
        cmocka_unit_test(test_pdn_test_set_fail),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
