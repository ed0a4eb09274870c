/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: the game API as a program. Byte 0 picks the variant, byte 1
 * the allocator (0: the library's; n: one that fails its nth allocation and
 * every 256th after), and each following byte an operation with its operands
 * from the bytes after it: play a listed move, undo, clone, draw rules,
 * claims, SVG, perft, move and history text, a sequence of moves, notation,
 * PDN written and read back. Every call must succeed or fail with a code;
 * a refused or failed call must leave the game exactly as it was; a clone
 * and a game read back from its PDN must equal the game.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"

typedef struct {
    long calls, fail_at;
} failing;

static int fails(failing *f)
{
    f->calls++;
    return f->fail_at > 0 && f->calls >= f->fail_at && (f->calls - f->fail_at) % 256 == 0;
}

static void *f_alloc(void *ctx, size_t size)
{
    return fails(ctx) ? NULL : malloc(size ? size : 1);
}

static void *f_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    (void)old_size;
    return fails(ctx) ? NULL : realloc(p, size ? size : 1);
}

static void f_release(void *ctx, void *p)
{
    (void)ctx;
    free(p);
}

/* What a refused call must not change. */
typedef struct {
    char fen[CHECKERS_FEN_MAX];
    uint64_t hash;
    int32_t plies, status, reason, claimable, notation;
    checkers_draw_rules draws;
    checkers_move last;
} state;

static void take(const checkers_game *g, state *s)
{
    memset(s, 0, sizeof *s);
    CHECK(checkers_game_fen(g, s->fen, sizeof s->fen) > 0);
    s->hash = checkers_game_hash(g);
    s->plies = checkers_game_ply_count(g);
    s->status = checkers_game_status(g, &s->reason);
    s->claimable = checkers_game_claimable(g);
    s->notation = checkers_game_notation(g);
    CHECK(checkers_game_get_draw_rules(g, &s->draws) == 0);
    if (s->plies > 0)
        CHECK(checkers_game_history(g, s->plies - 1, &s->last) == 0);
}

static void check_unchanged(const checkers_game *g, const state *before)
{
    state now;
    take(g, &now);
    CHECK(memcmp(&now, before, sizeof now) == 0);
}

/* Reads the input's bytes one by one; zeros once they run out. */
typedef struct {
    const uint8_t *data;
    size_t size, at;
} input;

static uint8_t next(input *in)
{
    return in->at < in->size ? in->data[in->at++] : 0;
}

/* A call's status: success, or a negative code; on a negative code the game is as it was. */
#define CALL_UNCHANGED(g, expr) \
    do { \
        state before_; \
        take((g), &before_); \
        int32_t rc_ = (expr); \
        if (rc_ < 0) \
            check_unchanged((g), &before_); \
    } while (0)

static void write_and_read_back(const checkers_game *g)
{
    static char buf[1 << 18];
    int32_t n = checkers_pdn_write(g, NULL, NULL, 0, NULL, CHECKERS_ONGOING, buf, sizeof buf);
    CHECK(n > 0);
    if ((size_t)n >= sizeof buf)
        return;
    checkers_pdn_reader *r = NULL;
    checkers_pdn_error e;
    CHECK(checkers_pdn_reader_new(&r, buf, (size_t)n, checkers_game_variant(g), 0, NULL) == 0);
    CHECK(checkers_pdn_reader_set_limits(r, 0, 0) == 0);
    CHECK(checkers_pdn_next(r) == 1);
    CHECK(checkers_pdn_error_info(r, &e) == 0 && e.code == 0);
    CHECK(checkers_game_hash(checkers_pdn_game(r)) == checkers_game_hash(g));
    CHECK(checkers_game_ply_count(checkers_pdn_game(r)) == checkers_game_ply_count(g));
    checkers_pdn_reader_free(r);
}

static void svg(const checkers_game *g, input *in)
{
    static char buf[1 << 17];
    checkers_diagram_options o;
    memset(&o, 0, sizeof o);
    o.flags = next(in) & 15u; /* 8: an unknown flag, refused */
    o.square_size = next(in) * 5;
    int32_t plies = checkers_game_ply_count(g);
    if (plies > 0 && (next(in) & 1))
        CHECK(checkers_game_history(g, plies - 1, &o.last_move) == 0);
    for (int i = next(in) & 7; i > 0; i--)
        o.highlight[next(in) % CHECKERS_MAX_SQUARES] = 1;
    size_t cap = (next(in) & 1) ? sizeof buf : next(in);
    int32_t n = checkers_game_svg(g, &o, buf, cap);
    CHECK(n >= 0 || n == CHECKERS_E_INVALID_ARGUMENT);
    if (n >= 0 && cap > 0)
        CHECK(strlen(buf) == ((size_t)n < cap ? (size_t)n : cap - 1));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static checkers_move moves[CHECKERS_MAX_MOVES];
    static char text[1 << 16];
    if (size < 2)
        return 0;
    input in = {data, size, 2};
    failing f = {0, data[1]};
    checkers_allocator a = {f_alloc, f_realloc, f_release, &f};
    checkers_game *g = NULL;
    int32_t rc = checkers_game_new(&g, fuzz_variant(data[0]), data[1] ? &a : NULL);
    if (rc != 0) {
        CHECK(rc == CHECKERS_E_NO_MEMORY && g == NULL);
        return 0;
    }
    while (in.at < in.size) {
        uint8_t op = next(&in);
        switch (op % 13) {
        case 0: { /* play a listed move */
            int32_t count = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
            CHECK(count >= 0 || count == CHECKERS_E_TOO_MANY_MOVES);
            if (count > 0) {
                checkers_refusal why;
                int32_t k = next(&in) % count;
                CALL_UNCHANGED(g, rc = checkers_game_apply(g, &moves[k], &why));
                CHECK(rc == 0 || (rc < 0 && why.code == rc));
            }
            break;
        }
        case 1: /* a move by index, maybe out of range */
            CALL_UNCHANGED(g, checkers_game_apply_index(g, next(&in) - 8, NULL));
            break;
        case 2:
            CALL_UNCHANGED(g, checkers_game_undo(g));
            break;
        case 3: { /* clone: the same game */
            checkers_game *copy = NULL;
            rc = checkers_game_clone(&copy, g);
            CHECK(rc == 0 || (rc == CHECKERS_E_NO_MEMORY && copy == NULL));
            if (copy) {
                state x, y;
                take(g, &x);
                take(copy, &y);
                CHECK(memcmp(&x, &y, sizeof x) == 0);
                checkers_game_free(copy);
            }
            break;
        }
        case 4: { /* draw rules, maybe out of range */
            checkers_draw_rules rules;
            memset(&rules, 0, sizeof rules);
            rules.repetitions = next(&in) % 8;
            rules.move_limit = next(&in) % 64;
            rules.claim = next(&in) % 3;
            rules.endgame = next(&in) % 3;
            CALL_UNCHANGED(g, checkers_game_set_draw_rules(g, &rules));
            break;
        }
        case 5: { /* a claim succeeds exactly when one is open */
            int32_t open = checkers_game_claimable(g);
            CHECK(open >= 0);
            CALL_UNCHANGED(g, rc = checkers_game_claim_draw(g));
            CHECK((rc == 0) == (open > 0));
            if (rc == 0)
                CHECK(checkers_game_status(g, NULL) == CHECKERS_DRAW);
            break;
        }
        case 6:
            CALL_UNCHANGED(g, (svg(g, &in), 0));
            break;
        case 7: { /* perft 1 equals the number of moves */
            uint64_t leaves = 0;
            int32_t count = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
            CALL_UNCHANGED(g, rc = checkers_game_perft(g, 1, &leaves));
            if (rc == 0 && count >= 0 && checkers_game_status(g, NULL) == CHECKERS_ONGOING)
                CHECK(leaves == (uint64_t)count);
            break;
        }
        case 8: { /* the text of every move, then of an earlier one */
            size_t cap = (next(&in) & 1) ? sizeof text : next(&in);
            CALL_UNCHANGED(g, rc = checkers_game_moves_text(g, next(&in) & 1, text, cap));
            int32_t plies = checkers_game_ply_count(g);
            CALL_UNCHANGED(g, checkers_game_history_text(g, plies ? next(&in) % plies : 0,
                                                         next(&in) & 1, text, cap));
            break;
        }
        case 9: { /* a sequence: the listed moves' text, then a few bytes of noise */
            int32_t applied = -1;
            size_t n = 0;
            rc = checkers_game_moves_text(g, 0, text, sizeof text);
            if (rc > 0 && (size_t)rc < sizeof text) {
                char *space = strchr(text, '\n');
                n = space ? (size_t)(space - text) : (size_t)rc;
            }
            for (int i = next(&in) & 3; i > 0 && n + 1 < sizeof text; i--)
                text[n++] = (char)next(&in);
            text[n] = '\0';
            int32_t plies = checkers_game_ply_count(g);
            rc = checkers_game_apply_moves_text(g, text, &applied, NULL);
            CHECK(applied >= 0 && checkers_game_ply_count(g) == plies + applied);
            break;
        }
        case 10:
            CALL_UNCHANGED(g, checkers_game_set_notation(g, next(&in) % 3));
            break;
        case 11:
            if (!data[1])
                write_and_read_back(g);
            break;
        default: { /* parse a listed move's text back to the same move */
            int32_t count = checkers_game_moves(g, moves, CHECKERS_MAX_MOVES);
            if (count > 0) {
                checkers_move m;
                int32_t k = next(&in) % count;
                CHECK(checkers_game_move_text(g, &moves[k], next(&in) & 1, text, sizeof text) > 0);
                CALL_UNCHANGED(g, rc = checkers_game_parse_move(g, text, &m, NULL));
                CHECK(rc != 0 || (m.from == moves[k].from && m.to == moves[k].to));
            }
            break;
        }
        }
    }
    checkers_game_free(g);
    return 0;
}
