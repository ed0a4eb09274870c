/* SPDX-License-Identifier: MIT */
/*
 * Failure injection: an allocator that fails its Nth allocation, for every N
 * until a call runs to its end without reaching it, over every call that may
 * allocate: creating a game (each way), playing (one move at a time, a
 * sequence, by index), cloning, undoing, reading and writing PDN, perft and
 * SVG. Every failure must be clean: CHECKERS_E_NO_MEMORY (nothing else), the
 * game exactly as it was before the call, and no memory left behind once
 * everything is freed (counted here; AddressSanitizer checks it again).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"

/* ------------------------------------------------------- the allocator */

typedef struct {
    long calls;   /* allocations and reallocations so far */
    long fail_at; /* the call that fails (1-based), or 0: none */
    long failed;  /* how many calls failed */
    long live;    /* blocks not yet released */
} chaos;

static int chaos_fails(chaos *c)
{
    if (++c->calls == c->fail_at) {
        c->failed++;
        return 1;
    }
    return 0;
}

static void *chaos_alloc(void *ctx, size_t size)
{
    chaos *c = ctx;
    if (chaos_fails(c))
        return NULL;
    void *p = malloc(size ? size : 1);
    if (p)
        c->live++;
    return p;
}

static void *chaos_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    chaos *c = ctx;
    (void)old_size;
    if (chaos_fails(c))
        return NULL;
    void *q = realloc(p, size ? size : 1);
    if (q && !p)
        c->live++;
    return q;
}

static void chaos_release(void *ctx, void *p)
{
    chaos *c = ctx;
    if (p)
        c->live--;
    free(p);
}

static checkers_allocator allocator_of(chaos *c)
{
    checkers_allocator a = {chaos_alloc, chaos_realloc, chaos_release, c};
    return a;
}

/* Fails the nth call from now on (n >= 1); 0 disarms. */
static void arm(chaos *c, long n)
{
    c->fail_at = n ? c->calls + n : 0;
    c->failed = 0;
}

/* A call's answer under injection: success, or a clean CHECKERS_E_NO_MEMORY when a call failed. */
static void expect_clean(int32_t rc, const chaos *c, const char *what, long n)
{
    if (c->failed && rc != CHECKERS_E_NO_MEMORY)
        fail_msg("%s, allocation %ld failing: %d (%s) instead of E_NO_MEMORY", what, n, rc,
                 checkers_error_name(rc));
    if (!c->failed && rc < 0)
        fail_msg("%s, allocation %ld failing (not reached): %s", what, n, checkers_error_name(rc));
}

/*
 * After the run that made allocation n fail: nothing leaked. Done when no
 * allocation was reached to fail (so every one has been), and some were.
 */
static int all_tried(const chaos *c, long n, long reached)
{
    assert_int_equal(c->live, 0);
    if (reached)
        return 0;
    assert_true(n > 1);
    return 1;
}

/* ---------------------------------------------------- game snapshots */

#define SNAPSHOT_TEXT 16384

/* What must not change: position, hash, history (as PDN), status, draw rules. */
typedef struct {
    char fen[256];
    uint64_t hash;
    int32_t plies, status, reason;
    checkers_draw_rules draws;
    char pdn[SNAPSHOT_TEXT];
} snapshot;

static void take(const checkers_game *g, chaos *c, snapshot *s)
{
    long fail_at = c->fail_at;
    c->fail_at = 0; /* the snapshot's own allocations must not fail */
    memset(s, 0, sizeof *s);
    assert_true(checkers_game_fen(g, s->fen, sizeof s->fen) < (int32_t)sizeof s->fen);
    s->hash = checkers_game_hash(g);
    s->plies = checkers_game_ply_count(g);
    s->status = checkers_game_status(g, &s->reason);
    assert_int_equal(checkers_game_get_draw_rules(g, &s->draws), CHECKERS_OK);
    int32_t n = checkers_pdn_write(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, s->pdn, sizeof s->pdn);
    assert_true(n >= 0 && n < SNAPSHOT_TEXT);
    c->fail_at = fail_at;
}

static void expect_unchanged(const checkers_game *g, chaos *c, const snapshot *before,
                             const char *what, long n)
{
    snapshot after;
    take(g, c, &after);
    if (memcmp(before, &after, sizeof after) != 0)
        fail_msg("%s, allocation %ld failing: the game changed (%s -> %s, %d -> %d plies)", what, n,
                 before->fen, after.fen, before->plies, after.plies);
}

/* --------------------------------------------------------- fixtures */

/* A game's moves chosen without chance: the (ply * 7 + 3)th legal move, modulo their number. */
static int32_t pick(const checkers_game *g)
{
    checkers_move moves[CHECKERS_MAX_MOVES];
    int32_t n = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
    return n > 0 ? (checkers_game_ply_count(g) * 7 + 3) % n : -1;
}

/* Plays up to `plies` plies with nothing failing. */
static void play_quietly(checkers_game *g, int32_t plies)
{
    for (int32_t i = 0; i < plies; i++) {
        int32_t k = pick(g);
        if (k < 0)
            return;
        assert_int_equal(checkers_game_apply_index(g, k, NULL), CHECKERS_OK);
    }
}

/* The variants the scenarios are run in: 8x8 without and with flying kings, 10x10, 12x12. */
static const char *const variants[] = {"english", "russian", "international", "canadian"};
#define NVARIANTS (sizeof variants / sizeof variants[0])

/* --------------------------------------------------------- scenarios */

/* Creates a game the `how`th way (0: new, 1: from a FEN, 2: from a ballot, 3: clone). */
static int32_t create(int how, const char *variant, const checkers_game *original,
                      const checkers_allocator *a, checkers_game **out)
{
    switch (how) {
    case 0:
        return checkers_game_new(out, variant, a);
    case 1:
        return checkers_game_new_from_fen(out, variant, "W:WK30,K31:BK1", a);
    case 2:
        return checkers_game_new_from_ballot(out, CHECKERS_BALLOTS_THREE_MOVE, 17, a);
    default:
        return checkers_game_clone(out, original);
    }
}

static void test_creating_a_game_fails_cleanly(void **state)
{
    (void)state;
    for (size_t v = 0; v < NVARIANTS; v++) {
        for (int how = 0; how < 4; how++) {
            for (long n = 1;; n++) {
                chaos c = {0, 0, 0, 0};
                checkers_allocator a = allocator_of(&c);
                checkers_game *original = NULL;
                checkers_game *g = (checkers_game *)&c; /* must become NULL on failure */
                assert_int_equal(checkers_game_new(&original, variants[v], &a), CHECKERS_OK);
                play_quietly(original, 30);
                arm(&c, n);
                int32_t rc = create(how, variants[v], original, &a, &g);
                expect_clean(rc, &c, "creating a game", n);
                if (rc < 0)
                    assert_null(g);
                else if (how == 3)
                    assert_int_equal(checkers_game_hash(g), checkers_game_hash(original));
                long reached = c.failed;
                checkers_game_free(g);
                checkers_game_free(original);
                if (all_tried(&c, n, reached))
                    break;
            }
        }
    }
}

/* Each ply of a long game, one at a time, by record, by text and by index. */
static void test_playing_fails_cleanly_and_leaves_the_game_as_it_was(void **state)
{
    (void)state;
    static snapshot before;
    for (size_t v = 0; v < NVARIANTS; v++) {
        for (int how = 0; how < 3; how++) {
            for (long n = 1;; n++) {
                chaos c = {0, 0, 0, 0};
                checkers_allocator a = allocator_of(&c);
                checkers_game *g = NULL;
                assert_int_equal(checkers_game_new(&g, variants[v], &a), CHECKERS_OK);
                arm(&c, n);
                for (int32_t ply = 0; ply < 300 && !c.failed; ply++) {
                    checkers_move moves[CHECKERS_MAX_MOVES];
                    char text[512];
                    checkers_refusal why;
                    int32_t k = pick(g);
                    if (k < 0)
                        break;
                    take(g, &c, &before);
                    int32_t rc;
                    if (how == 0) {
                        checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
                        rc = checkers_game_apply(g, &moves[k], &why);
                    } else if (how == 1) {
                        checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
                        assert_true(checkers_game_move_text(g, &moves[k], 0, text, sizeof text) <
                                    (int32_t)sizeof text);
                        rc = checkers_game_apply_text(g, text, &why);
                    } else {
                        rc = checkers_game_apply_index(g, k, &why);
                    }
                    expect_clean(rc, &c, "playing a move", n);
                    if (rc < 0) {
                        assert_int_equal(why.code, rc);
                        expect_unchanged(g, &c, &before, "playing a move", n);
                    }
                }
                checkers_game_free(g);
                if (all_tried(&c, n, c.failed))
                    break;
            }
        }
    }
}

/* A sequence stops at the move whose allocation failed: the moves before it stand. */
static void test_a_sequence_stops_cleanly_where_an_allocation_fails(void **state)
{
    (void)state;
    static char moves[8192];
    for (size_t v = 0; v < NVARIANTS; v++) {
        /* 120 plies of a game as text. */
        checkers_game *scratch = NULL;
        assert_int_equal(checkers_game_new(&scratch, variants[v], NULL), CHECKERS_OK);
        play_quietly(scratch, 120);
        int32_t total = checkers_game_ply_count(scratch);
        size_t len = 0;
        for (int32_t i = 0; i < total; i++) {
            int32_t k = checkers_game_history_text(scratch, i, 0, moves + len, sizeof moves - len);
            assert_true(k > 0 && (size_t)k + 1 < sizeof moves - len);
            len += (size_t)k;
            moves[len++] = ' ';
        }
        moves[len] = '\0';
        checkers_game_free(scratch);
        for (long n = 1;; n++) {
            chaos c = {0, 0, 0, 0};
            checkers_allocator a = allocator_of(&c);
            checkers_game *g = NULL;
            checkers_refusal why;
            int32_t applied = -1;
            assert_int_equal(checkers_game_new(&g, variants[v], &a), CHECKERS_OK);
            arm(&c, n);
            int32_t rc = checkers_game_apply_moves_text(g, moves, &applied, &why);
            expect_clean(rc, &c, "checkers_game_apply_moves_text", n);
            if (c.failed) {
                assert_int_equal(why.code, CHECKERS_E_NO_MEMORY);
                /* The game stands after the last move played, the failed one not among them. */
                assert_true(applied >= 0 && applied < total);
            } else {
                assert_int_equal(applied, total);
            }
            assert_int_equal(checkers_game_ply_count(g), applied);
            long reached = c.failed;
            checkers_game_free(g);
            if (all_tried(&c, n, reached))
                break;
        }
    }
}

/* Runs one call under injection: it must succeed or fail cleanly, and leave the game as it was. */
#define UNDER_INJECTION(call, name) \
    do { \
        arm(&c, n); \
        int32_t rc_ = (call); \
        expect_clean(rc_, &c, name, n); \
        reached += c.failed; \
        arm(&c, 0); \
        expect_unchanged(g, &c, &before, name, n); \
    } while (0)

/* Perft, SVG, text and PDN writing on a game in mid-play: failures change nothing. */
static void test_queries_fail_cleanly_and_change_nothing(void **state)
{
    (void)state;
    static snapshot before;
    static char text[1 << 16];
    for (size_t v = 0; v < NVARIANTS; v++) {
        for (long n = 1;; n++) {
            chaos c = {0, 0, 0, 0};
            checkers_allocator a = allocator_of(&c);
            checkers_game *g = NULL;
            long reached = 0;
            uint64_t leaves = 0;
            checkers_diagram_options o;
            memset(&o, 0, sizeof o);
            o.flags = CHECKERS_DIAGRAM_NUMBERS | CHECKERS_DIAGRAM_COORDINATES;
            assert_int_equal(checkers_game_new(&g, variants[v], &a), CHECKERS_OK);
            play_quietly(g, 40);
            assert_int_equal(checkers_game_history(g, checkers_game_ply_count(g) - 1, &o.last_move),
                             CHECKERS_OK);
            take(g, &c, &before);
            UNDER_INJECTION(checkers_game_perft(g, 3, &leaves), "checkers_game_perft");
            UNDER_INJECTION(checkers_game_svg(g, &o, text, sizeof text), "checkers_game_svg");
            UNDER_INJECTION(checkers_game_moves_text(g, 0, text, sizeof text),
                            "checkers_game_moves_text");
            UNDER_INJECTION(checkers_game_history_text(g, 20, 0, text, sizeof text),
                            "checkers_game_history_text");
            UNDER_INJECTION(checkers_pdn_write(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, text,
                                               sizeof text),
                            "checkers_pdn_write");
            checkers_game_free(g);
            if (all_tried(&c, n, reached))
                break;
        }
    }
}

/* Undoing to the start under injection, then playing again: each failure changes nothing. */
static void test_undoing_fails_cleanly_and_changes_nothing(void **state)
{
    (void)state;
    static snapshot before;
    for (size_t v = 0; v < NVARIANTS; v++) {
        for (long n = 1;; n++) {
            chaos c = {0, 0, 0, 0};
            checkers_allocator a = allocator_of(&c);
            checkers_game *g = NULL;
            long reached = 0;
            assert_int_equal(checkers_game_new(&g, variants[v], &a), CHECKERS_OK);
            play_quietly(g, 60);
            while (checkers_game_ply_count(g) > 0) {
                take(g, &c, &before);
                arm(&c, n);
                int32_t rc = checkers_game_undo(g);
                expect_clean(rc, &c, "checkers_game_undo", n);
                reached += c.failed;
                arm(&c, 0);
                if (rc < 0)
                    expect_unchanged(g, &c, &before, "checkers_game_undo", n);
            }
            checkers_game_free(g);
            assert_int_equal(c.live, 0);
            if (!reached)
                break;
        }
    }
}

/* A PDN text that takes every path of the reader that keeps or allocates something. */
static const char pdn_text[] =
    "[Event \"chaos\"]\n[White \"a\"]\n[Black \"b\"]\n{a comment among the tags}\n"
    "[Result \"1-0\"]\n"
    "1. 11-15 {after the first} 23-19 {and} {again} 2. 8-11 22-17 (2... 9-13) 3. 9-13 17x10 "
    "4. 7x14 25-22 $1 5. 13-17 22x13 6. 15x24 28x19 *\n\n"
    "[FEN \"B:W17,25,26,18:B15,8,14\"]\n1. 14x30 18x11 {between hops} 11x4 *\n\n"
    "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n"
    "[FEN \"W:WK29:BK4\"]\n29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4 1/2-1/2\n\n"
    "[GameType \"40\"]\n1. 11-15 *\n\n"
    "1. 11-15 24-19 2. 15x24 28x19 3. 8-11 27-24 9-14 0-1\n";

/* Reads every game of pdn_text; returns the first error, or the number of games. */
static int32_t read_all(const checkers_allocator *a, uint32_t flags, int32_t *plies)
{
    checkers_pdn_reader *r = NULL;
    int32_t rc = checkers_pdn_reader_new(&r, pdn_text, sizeof pdn_text - 1, NULL, flags, a);
    if (rc < 0) {
        assert_null(r);
        return rc;
    }
    *plies = 0;
    while ((rc = checkers_pdn_next(r)) == 1) {
        const checkers_game *g = checkers_pdn_game(r);
        *plies += g ? checkers_game_ply_count(g) : 0;
        checkers_pdn_comment(r, 0);
        checkers_pdn_tag(r, "Event");
    }
    if (rc == 0)
        rc = checkers_pdn_games_read(r);
    checkers_pdn_reader_free(r);
    return rc;
}

static void test_reading_pdn_fails_cleanly(void **state)
{
    (void)state;
    for (uint32_t flags = 0; flags <= CHECKERS_PDN_COPY; flags += CHECKERS_PDN_COPY) {
        int32_t plies = 0, expected_plies = 0;
        int32_t games = read_all(NULL, flags, &expected_plies);
        assert_int_equal(games, 6);
        for (long n = 1;; n++) {
            chaos c = {0, 0, 0, 0};
            checkers_allocator a = allocator_of(&c);
            arm(&c, n);
            int32_t rc = read_all(&a, flags, &plies);
            expect_clean(rc, &c, "reading PDN", n);
            if (rc >= 0) {
                /* No failure reached: every game read as without injection. */
                assert_int_equal(rc, games);
                assert_int_equal(plies, expected_plies);
            }
            if (all_tried(&c, n, c.failed))
                break;
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_creating_a_game_fails_cleanly),
        cmocka_unit_test(test_playing_fails_cleanly_and_leaves_the_game_as_it_was),
        cmocka_unit_test(test_a_sequence_stops_cleanly_where_an_allocation_fails),
        cmocka_unit_test(test_queries_fail_cleanly_and_change_nothing),
        cmocka_unit_test(test_undoing_fails_cleanly_and_changes_nothing),
        cmocka_unit_test(test_reading_pdn_fails_cleanly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
