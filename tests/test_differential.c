/* SPDX-License-Identifier: MIT */
/*
 * Differential test (issue 25): random games of every variant (and of the
 * game settings that change the rules: English with huffing, each Turkish
 * crowning rule), seeded and so the same on every run, in which the library's
 * different paths to one answer must agree:
 *
 *   at each ply   the listing and the listing's text; each move's text both
 *                 ways (move_text then parse_move gives the move, the full
 *                 route too); check_move accepts each listed move; playing by
 *                 index, by record, by short text and by full route give the
 *                 same FEN, hash and history; the FEN read back gives the same
 *                 FEN and moves; a clone is the same game; the history text of
 *                 the move is the text move_text gave before it was played;
 *   at the end    undone back to the start, the game goes through the
 *                 positions of a replay from scratch (FEN, hash, status,
 *                 history texts); written as PDN and read back, the same moves,
 *                 huffs, position and result.
 *
 * CHECKERS_DIFFERENTIAL_GAMES (default 2) sets the number of games of each
 * setting, CHECKERS_DIFFERENTIAL_SEED (default 1) the first seed: the default
 * is small enough for valgrind and the sanitizers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

#define MAX_PLIES 200
#define TEXT_MAX (CHECKERS_MAX_MOVES * CHECKERS_MOVE_TEXT_MAX)
#define PDN_MAX 65536

/* A variant and the settings a game of it is played with. */
typedef struct {
    char variant[32];
    int32_t huffing;  /* English's huffing rule */
    int32_t crowning; /* Turkish's crowning rule, or -1: the variant's own */
} setting;

/* One ply of a game as played: the huff before it (a square, 0: none), then the move. */
typedef struct {
    int32_t huff;
    checkers_move move;
    char text[CHECKERS_MOVE_TEXT_MAX]; /* as move_text wrote it before the move was played */
} ply;

typedef struct {
    setting set;
    uint64_t seed;
    int32_t plies;
    ply played[MAX_PLIES];
} game_log;

/* xorshift64*: the same sequence everywhere. */
static uint64_t next_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ull;
}

static long env_number(const char *name, long fallback)
{
    const char *value = getenv(name);
    long n = value ? strtol(value, NULL, 10) : 0;
    return n > 0 ? n : fallback;
}

/* Every variant with its own rules, then English with huffing and each Turkish crowning rule. */
static int32_t settings(setting *out, int32_t capacity)
{
    int32_t n = 0, count = checkers_variant_count();
    assert_true(count > 0 && count + 3 <= capacity);
    for (int32_t i = 0; i < count; i++) {
        memset(&out[n], 0, sizeof out[n]);
        snprintf(out[n].variant, sizeof out[n].variant, "%s", checkers_variant_name(i));
        out[n++].crowning = -1;
    }
    static const setting extra[] = {{"english", 1, -1},
                                    {"turkish", 0, CHECKERS_CROWNING_ENDS_MOVE},
                                    {"turkish", 0, CHECKERS_CROWNING_AS_KING}};
    for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++)
        out[n++] = extra[i];
    return n;
}

static checkers_game *new_game(const setting *s, const char *fen)
{
    checkers_game *g = NULL;
    if (fen)
        assert_int_equal(checkers_game_new_from_fen(&g, s->variant, fen, NULL), CHECKERS_OK);
    else
        assert_int_equal(checkers_game_new(&g, s->variant, NULL), CHECKERS_OK);
    if (s->huffing)
        assert_int_equal(checkers_game_set_huffing(g, 1), CHECKERS_OK);
    if (s->crowning >= 0)
        assert_int_equal(checkers_game_set_crowning(g, s->crowning), CHECKERS_OK);
    return g;
}

static const char *where(const game_log *log, int32_t at)
{
    static char text[96];
    snprintf(text, sizeof text, "%s%s%s, seed %llu, ply %d", log->set.variant,
             log->set.huffing ? " (huffing)" : "", log->set.crowning >= 0 ? " (crowning)" : "",
             (unsigned long long)log->seed, (int)at);
    return text;
}

static void fen_of(const checkers_game *g, char *fen)
{
    int32_t n = checkers_game_fen(g, fen, CHECKERS_FEN_MAX);
    assert_true(n > 0 && n < CHECKERS_FEN_MAX);
}

static int32_t listed(const checkers_game *g, checkers_move *moves)
{
    int32_t n = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
    assert_true(n >= 0 && n <= CHECKERS_MAX_MOVES);
    return n;
}

static void same_moves(const checkers_game *a, const checkers_game *b, const char *what,
                       const game_log *log, int32_t at)
{
    static checkers_move x[CHECKERS_MAX_MOVES], y[CHECKERS_MAX_MOVES];
    int32_t n = listed(a, x), m = listed(b, y);
    if (n != m || memcmp(x, y, (size_t)n * sizeof x[0]) != 0)
        fail_msg("%s: %s lists other moves (%d, %d)", where(log, at), what, (int)n, (int)m);
}

/* The same position, hash and last ply (record and text) in two games. */
static void same_game(const checkers_game *a, const checkers_game *b, const char *what,
                      const game_log *log, int32_t at)
{
    char fa[CHECKERS_FEN_MAX], fb[CHECKERS_FEN_MAX];
    fen_of(a, fa);
    fen_of(b, fb);
    if (strcmp(fa, fb) != 0 || checkers_game_hash(a) != checkers_game_hash(b))
        fail_msg("%s: %s gives %s, not %s", where(log, at), what, fb, fa);
    int32_t n = checkers_game_ply_count(a);
    assert_int_equal(checkers_game_ply_count(b), n);
    if (n > 0) {
        checkers_move ma, mb;
        char ta[CHECKERS_MOVE_TEXT_MAX], tb[CHECKERS_MOVE_TEXT_MAX];
        assert_int_equal(checkers_game_history(a, n - 1, &ma), CHECKERS_OK);
        assert_int_equal(checkers_game_history(b, n - 1, &mb), CHECKERS_OK);
        assert_memory_equal(&ma, &mb, sizeof ma);
        assert_true(checkers_game_history_text(a, n - 1, 0, ta, sizeof ta) > 0);
        assert_true(checkers_game_history_text(b, n - 1, 0, tb, sizeof tb) > 0);
        assert_string_equal(ta, tb);
    }
}

/* The words of a listing's text, in place. */
static int32_t words(char *text, char **word)
{
    int32_t n = 0;
    for (char *t = text; *t; n++) {
        assert_true(n < CHECKERS_MAX_MOVES);
        word[n] = t;
        while (*t && *t != ' ')
            t++;
        if (*t)
            *t++ = '\0';
    }
    return n;
}

/* The listing against its text, and each move's texts and check. */
static void check_listing(const checkers_game *g, const checkers_move *moves, int32_t n,
                          const game_log *log, int32_t at)
{
    static char text[TEXT_MAX], full[TEXT_MAX];
    static char *word[CHECKERS_MAX_MOVES], *full_word[CHECKERS_MAX_MOVES];
    int32_t len = checkers_game_moves_text(g, 0, text, sizeof text);
    assert_true(len >= 0 && len < (int32_t)sizeof text);
    len = checkers_game_moves_text(g, CHECKERS_TEXT_FULL_ROUTE, full, sizeof full);
    assert_true(len >= 0 && len < (int32_t)sizeof full);
    assert_int_equal(words(text, word), n);
    assert_int_equal(words(full, full_word), n);
    for (int32_t i = 0; i < n; i++) {
        char one[CHECKERS_MOVE_TEXT_MAX];
        checkers_move back;
        checkers_refusal why;
        assert_true(checkers_game_move_text(g, &moves[i], 0, one, sizeof one) > 0);
        if (strcmp(one, word[i]) != 0)
            fail_msg("%s: move %d is %s in the listing's text, %s alone", where(log, at), (int)i,
                     word[i], one);
        if (checkers_game_parse_move(g, one, &back, &why) != CHECKERS_OK ||
            memcmp(&back, &moves[i], sizeof back) != 0)
            fail_msg("%s: %s does not read back as the move listed (%s)", where(log, at), one,
                     checkers_error_name(why.code));
        assert_true(
            checkers_game_move_text(g, &moves[i], CHECKERS_TEXT_FULL_ROUTE, one, sizeof one) > 0);
        assert_string_equal(one, full_word[i]);
        if (checkers_game_parse_move(g, one, &back, &why) != CHECKERS_OK ||
            memcmp(&back, &moves[i], sizeof back) != 0)
            fail_msg("%s: full route %s does not read back as the move listed (%s)", where(log, at),
                     one, checkers_error_name(why.code));
        int32_t rc = checkers_game_check_move(g, &moves[i], &why);
        if (rc != CHECKERS_OK || memcmp(&why.move, &moves[i], sizeof why.move) != 0)
            fail_msg("%s: check_move refuses %s (%s)", where(log, at), one,
                     checkers_error_name(rc));
    }
}

/* The FEN read back into a new game of the same setting: the same FEN and moves. */
static void check_fen(const checkers_game *g, const game_log *log, int32_t at)
{
    char fen[CHECKERS_FEN_MAX], again[CHECKERS_FEN_MAX];
    fen_of(g, fen);
    checkers_game *read = new_game(&log->set, fen);
    fen_of(read, again);
    if (strcmp(fen, again) != 0)
        fail_msg("%s: FEN %s reads back as %s", where(log, at), fen, again);
    same_moves(g, read, "the FEN read back", log, at);
    checkers_game_free(read);
}

/* A clone: the same position, moves, status, history and PDN. */
static void check_clone(const checkers_game *g, const game_log *log, int32_t at)
{
    static char a[PDN_MAX], b[PDN_MAX];
    checkers_game *copy = NULL;
    assert_int_equal(checkers_game_clone(&copy, g), CHECKERS_OK);
    same_game(g, copy, "a clone", log, at);
    same_moves(g, copy, "a clone", log, at);
    int32_t ra = -1, rb = -2;
    assert_int_equal(checkers_game_status(copy, &rb), checkers_game_status(g, &ra));
    assert_int_equal(rb, ra);
    int32_t n = checkers_pdn_write(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, a, sizeof a);
    assert_true(n > 0 && n < PDN_MAX);
    assert_int_equal(checkers_pdn_write(copy, NULL, NULL, 0, NULL, CHECKERS_ONGOING, b, sizeof b),
                     n);
    assert_string_equal(a, b);
    checkers_game_free(copy);
}

/*
 * Plays move `pick` of the list four ways (index, record, text, full route) on clones of g,
 * which must agree; then plays it on g.
 */
static void check_apply_paths(checkers_game *g, const checkers_move *moves, int32_t pick,
                              const game_log *log, int32_t at)
{
    char text[CHECKERS_MOVE_TEXT_MAX], full[CHECKERS_MOVE_TEXT_MAX];
    checkers_game *way[4];
    checkers_refusal why;
    assert_true(checkers_game_move_text(g, &moves[pick], 0, text, sizeof text) > 0);
    assert_true(
        checkers_game_move_text(g, &moves[pick], CHECKERS_TEXT_FULL_ROUTE, full, sizeof full) > 0);
    for (int k = 0; k < 4; k++)
        assert_int_equal(checkers_game_clone(&way[k], g), CHECKERS_OK);
    assert_int_equal(checkers_game_apply_index(way[0], pick, &why), CHECKERS_OK);
    assert_memory_equal(&why.move, &moves[pick], sizeof why.move);
    assert_int_equal(checkers_game_apply(way[1], &moves[pick], &why), CHECKERS_OK);
    assert_memory_equal(&why.move, &moves[pick], sizeof why.move);
    assert_int_equal(checkers_game_apply_text(way[2], text, &why), CHECKERS_OK);
    assert_memory_equal(&why.move, &moves[pick], sizeof why.move);
    assert_int_equal(checkers_game_apply_text(way[3], full, &why), CHECKERS_OK);
    assert_memory_equal(&why.move, &moves[pick], sizeof why.move);
    static const char *const names[4] = {"by index", "by record", "by text", "by full route"};
    for (int k = 1; k < 4; k++)
        same_game(way[0], way[k], names[k], log, at);
    assert_int_equal(checkers_game_apply(g, &moves[pick], NULL), CHECKERS_OK);
    same_game(way[0], g, "playing", log, at);
    for (int k = 0; k < 4; k++)
        checkers_game_free(way[k]);
}

/*
 * A random game of the setting, every path checked at every ply when `check`; the plies
 * played go to log. Returns the game (over, or at MAX_PLIES).
 */
static checkers_game *random_game(game_log *log, int check)
{
    static checkers_move moves[CHECKERS_MAX_MOVES];
    uint64_t state = log->seed * 0x9E3779B97F4A7C15ull + 1;
    checkers_game *g = new_game(&log->set, NULL);
    log->plies = 0;
    while (log->plies < MAX_PLIES && checkers_game_status(g, NULL) == CHECKERS_ONGOING) {
        int32_t at = log->plies;
        ply *p = &log->played[at];
        memset(p, 0, sizeof *p);
        uint8_t huffable[64];
        int32_t h = checkers_game_huffable(g, huffable, sizeof huffable);
        assert_true(h >= 0);
        if (h > 0 && next_random(&state) % 2) {
            p->huff = huffable[next_random(&state) % (uint64_t)h];
            assert_int_equal(checkers_game_huff(g, p->huff, NULL), CHECKERS_OK);
        }
        int32_t n = listed(g, moves);
        assert_true(n > 0);
        if (check) {
            check_listing(g, moves, n, log, at);
            check_fen(g, log, at);
            check_clone(g, log, at);
        }
        int32_t pick = (int32_t)(next_random(&state) % (uint64_t)n);
        p->move = moves[pick];
        assert_true(checkers_game_move_text(g, &moves[pick], 0, p->text, sizeof p->text) > 0);
        if (check)
            check_apply_paths(g, moves, pick, log, at);
        else
            assert_int_equal(checkers_game_apply(g, &moves[pick], NULL), CHECKERS_OK);
        log->plies++;
        char text[CHECKERS_MOVE_TEXT_MAX];
        assert_true(checkers_game_history_text(g, at, 0, text, sizeof text) > 0);
        if (strcmp(text, p->text) != 0)
            fail_msg("%s: the history says %s for the move written %s", where(log, at), text,
                     p->text);
    }
    /* Every ply's text again, the early ones now far back in the history. */
    for (int32_t i = 0; i < log->plies; i++) {
        char text[CHECKERS_MOVE_TEXT_MAX];
        assert_true(checkers_game_history_text(g, i, 0, text, sizeof text) > 0);
        if (strcmp(text, log->played[i].text) != 0)
            fail_msg("%s: the history says %s for the move written %s", where(log, i), text,
                     log->played[i].text);
    }
    return g;
}

/* Runs fn on a random game of each setting, as many as CHECKERS_DIFFERENTIAL_GAMES says. */
static void each_game(void (*fn)(game_log *log))
{
    static setting set[64];
    static game_log log;
    int32_t n = settings(set, 64);
    long games = env_number("CHECKERS_DIFFERENTIAL_GAMES", 2);
    long seed = env_number("CHECKERS_DIFFERENTIAL_SEED", 1);
    for (long k = 0; k < games; k++)
        for (int32_t i = 0; i < n; i++) {
            memset(&log, 0, sizeof log);
            log.set = set[i];
            log.seed = (uint64_t)(seed + k) * 1000 + (uint64_t)i;
            fn(&log);
        }
}

static void every_path(game_log *log)
{
    checkers_game_free(random_game(log, 1));
}

static void test_every_path_agrees_at_every_ply(void **state)
{
    (void)state;
    each_game(every_path);
}

/* What a game is after each ply of a replay from scratch. */
typedef struct {
    char fen[CHECKERS_FEN_MAX];
    uint64_t hash;
    int32_t status, reason;
} after;

static void state_of(const checkers_game *g, after *out)
{
    fen_of(g, out->fen);
    out->hash = checkers_game_hash(g);
    out->status = checkers_game_status(g, &out->reason);
}

static void undo_to_start(game_log *log)
{
    static after replayed[MAX_PLIES + 1];
    checkers_game *g = random_game(log, 0);
    checkers_game *fresh = new_game(&log->set, NULL);
    state_of(fresh, &replayed[0]);
    for (int32_t i = 0; i < log->plies; i++) {
        if (log->played[i].huff)
            assert_int_equal(checkers_game_huff(fresh, log->played[i].huff, NULL), CHECKERS_OK);
        assert_int_equal(checkers_game_apply(fresh, &log->played[i].move, NULL), CHECKERS_OK);
        state_of(fresh, &replayed[i + 1]);
    }
    for (int32_t k = log->plies; k >= 0; k--) {
        after now;
        state_of(g, &now);
        if (strcmp(now.fen, replayed[k].fen) != 0 || now.hash != replayed[k].hash ||
            now.status != replayed[k].status || now.reason != replayed[k].reason)
            fail_msg("%s: undone to here, %s status %d (%d); replayed, %s status %d (%d)",
                     where(log, k), now.fen, (int)now.status, (int)now.reason, replayed[k].fen,
                     (int)replayed[k].status, (int)replayed[k].reason);
        assert_int_equal(checkers_game_ply_count(g), k);
        for (int32_t i = 0; i < k; i++) {
            char text[CHECKERS_MOVE_TEXT_MAX];
            assert_true(checkers_game_history_text(g, i, 0, text, sizeof text) > 0);
            assert_string_equal(text, log->played[i].text);
            assert_int_equal(checkers_game_history_huff(g, i), log->played[i].huff);
        }
        if (k > 0) /* the move, and the huff before it with it */
            assert_int_equal(checkers_game_undo(g), CHECKERS_OK);
    }
    assert_int_equal(checkers_game_undo(g), CHECKERS_E_NOTHING_TO_UNDO);
    checkers_game_free(fresh);
    checkers_game_free(g);
}

static void test_undoing_to_the_start_goes_through_a_replay(void **state)
{
    (void)state;
    each_game(undo_to_start);
}

static void pdn_round_trip(game_log *log)
{
    static char text[PDN_MAX];
    /* PDN has no tag for Turkish's crowning rule (the header says so): read back, the default. */
    if (log->set.crowning >= 0)
        return;
    checkers_game *g = random_game(log, 0);
    int32_t result = checkers_game_status(g, NULL); /* a status is its PDN result */
    int32_t n = checkers_pdn_write(g, NULL, NULL, 0, NULL, result, text, sizeof text);
    assert_true(n > 0 && n < PDN_MAX);
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_STRICT; flags++) {
        checkers_pdn_reader *reader = NULL;
        assert_int_equal(checkers_pdn_reader_new(&reader, text, (size_t)n, log->set.variant, flags,
                                                 NULL),
                         CHECKERS_OK);
        assert_int_equal(checkers_pdn_next(reader), 1);
        checkers_pdn_error e;
        assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
        if (e.code != 0)
            fail_msg("%s: the PDN written reads back with %s at ply %d (%s): %s\n%s",
                     where(log, log->plies), checkers_error_name(e.code), (int)e.ply, e.text,
                     checkers_pdn_error_message(reader), text);
        const checkers_game *read = checkers_pdn_game(reader);
        assert_non_null(read);
        assert_string_equal(checkers_game_variant(read), checkers_game_variant(g));
        assert_int_equal(checkers_game_huffing(read), checkers_game_huffing(g));
        assert_int_equal(checkers_game_ply_count(read), log->plies);
        for (int32_t i = 0; i < log->plies; i++) {
            checkers_move m;
            assert_int_equal(checkers_game_history(read, i, &m), CHECKERS_OK);
            if (memcmp(&m, &log->played[i].move, sizeof m) != 0)
                fail_msg("%s: the PDN written reads back another move\n%s", where(log, i), text);
            assert_int_equal(checkers_game_history_huff(read, i), log->played[i].huff);
        }
        same_game(g, read, "the PDN read back", log, log->plies);
        assert_int_equal(checkers_pdn_result(reader), result);
        int32_t ra = -1, rb = -2;
        assert_int_equal(checkers_game_status(read, &rb), checkers_game_status(g, &ra));
        assert_int_equal(rb, ra);
        checkers_pdn_reader_free(reader);
    }
    checkers_game_free(g);
}

static void test_pdn_written_reads_back_as_the_game(void **state)
{
    (void)state;
    each_game(pdn_round_trip);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_path_agrees_at_every_ply),
        cmocka_unit_test(test_undoing_to_the_start_goes_through_a_replay),
        cmocka_unit_test(test_pdn_written_reads_back_as_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
