/* SPDX-License-Identifier: MIT */
/*
 * turkish_reference.h - Turkish draughts checked against a second
 * move generator, written here from the rules (rules.md 1.12) and nothing
 * else: a plain 8x8 array, coordinates rather than bits, a recursive capture
 * search that lifts each jumped piece at once, the majority rule applied to
 * the finished list. No published Turkish perft exists, so the library's
 * numbers (docs/rules.md, perft_data.h) rest on this agreement:
 *
 * - perft from the start position to REFERENCE_DEPTH (6 in
 *   test_turkish_independent.c, 8 in the slow test_turkish_independent_deep.c);
 * - the legal moves (start, end, captured pieces, crowning) of every position
 *   of seeded random games, where kings, long captures and the no-turning-back
 *   rule come up far more often than near the start.
 *
 * Square numbers are the library's Turkish ones: a1 = 1 ... h1 = 8, a2 = 9,
 * ... h8 = 64, so square = 8 * rank + file + 1 with rank and file from 0.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "checkers.h"

#ifndef REFERENCE_DEPTH
#define REFERENCE_DEPTH 6
#endif

/* A square holds 0, or +1 / +2 for a White man / king, -1 / -2 for Black's. */
typedef struct {
    int8_t sq[8][8]; /* [rank][file] */
    int white_to_move;
} board;

typedef struct {
    int from, to, ncap, crowns;
    uint64_t taken; /* bit (square - 1) of every captured piece */
} ref_move;

#define REF_MAX 4096

typedef struct {
    ref_move list[REF_MAX];
    int n;
} ref_list;

static const int dx[4] = {0, -1, 1, 0}, dy[4] = {1, 0, 0, -1}; /* up, left, right, down */

static int inside(int x, int y)
{
    return x >= 0 && x < 8 && y >= 0 && y < 8;
}

static int number(int x, int y)
{
    return 8 * y + x + 1;
}

static void add(ref_list *l, int from, int to, int ncap, int crowns, uint64_t taken)
{
    for (int i = 0; i < l->n; i++) /* the same pieces taken by another route: one move */
        if (l->list[i].from == from && l->list[i].to == to && l->list[i].taken == taken)
            return;
    assert_true(l->n < REF_MAX);
    l->list[l->n++] = (ref_move){from, to, ncap, crowns, taken};
}

/* What a man that reaches the last row mid-capture does: a CHECKERS_CROWNING_* rule. */
static int crowning = CHECKERS_CROWNING_AT_END;

/*
 * Goes on capturing from (x, y), the piece lifted off the board, `last` the
 * direction of the jump that arrived (-1 at the start), `crowned` whether a
 * man has become a king on the way. Records the sequence when no jump goes
 * on.
 */
static void jumps(board *b, int from, int x, int y, int king, int crowned, int last, int ncap,
                  uint64_t taken, ref_list *out)
{
    int me = b->white_to_move ? 1 : -1, any = 0, back_row = me > 0 ? 7 : 0;
    for (int d = 0; d < 4; d++) {
        if (last >= 0 && d == 3 - last)
            continue; /* no 180-degree turn */
        if (!king && dy[d] == -me)
            continue; /* men never go backwards */
        int cx = x + dx[d], cy = y + dy[d];
        while (king && inside(cx, cy) && b->sq[cy][cx] == 0) {
            cx += dx[d];
            cy += dy[d];
        }
        if (!inside(cx, cy) || b->sq[cy][cx] * me >= 0)
            continue; /* the edge, or an own piece */
        int victim = b->sq[cy][cx];
        int lx = cx + dx[d], ly = cy + dy[d];
        b->sq[cy][cx] = 0; /* lifted at once */
        uint64_t now = taken | (uint64_t)1 << (number(cx, cy) - 1);
        for (; inside(lx, ly) && b->sq[ly][lx] == 0; lx += dx[d], ly += dy[d]) {
            any = 1;
            int arrives = !king && ly == back_row;
            if (arrives && crowning == CHECKERS_CROWNING_ENDS_MOVE)
                add(out, from, number(lx, ly), ncap + 1, 1, now);
            else if (arrives && crowning == CHECKERS_CROWNING_AS_KING)
                jumps(b, from, lx, ly, 1, 1, d, ncap + 1, now, out);
            else
                jumps(b, from, lx, ly, king, crowned, d, ncap + 1, now, out);
            if (!king)
                break; /* a man lands right behind */
        }
        b->sq[cy][cx] = (int8_t)victim;
    }
    if (!any && ncap > 0)
        add(out, from, number(x, y), ncap, crowned || (!king && y == back_row), taken);
}

/* Every legal move of b. */
static void generate(board *b, ref_list *out)
{
    int me = b->white_to_move ? 1 : -1, best = 0;
    out->n = 0;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            int piece = b->sq[y][x];
            if (piece * me <= 0)
                continue;
            b->sq[y][x] = 0;
            jumps(b, number(x, y), x, y, abs(piece) == 2, 0, -1, 0, 0, out);
            b->sq[y][x] = (int8_t)piece;
        }
    for (int i = 0; i < out->n; i++)
        best = out->list[i].ncap > best ? out->list[i].ncap : best;
    if (best > 0) { /* the majority rule */
        int k = 0;
        for (int i = 0; i < out->n; i++)
            if (out->list[i].ncap == best)
                out->list[k++] = out->list[i];
        out->n = k;
        return;
    }
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            int piece = b->sq[y][x], king = abs(piece) == 2;
            if (piece * me <= 0)
                continue;
            for (int d = 0; d < 4; d++) {
                if (!king && dy[d] == -me)
                    continue;
                for (int tx = x + dx[d], ty = y + dy[d]; inside(tx, ty) && b->sq[ty][tx] == 0;
                     tx += dx[d], ty += dy[d]) {
                    add(out, number(x, y), number(tx, ty), 0, !king && ty == (me > 0 ? 7 : 0), 0);
                    if (!king)
                        break;
                }
            }
        }
}

static void play(board *b, const ref_move *m)
{
    int fx = (m->from - 1) % 8, fy = (m->from - 1) / 8, tx = (m->to - 1) % 8, ty = (m->to - 1) / 8;
    int piece = b->sq[fy][fx];
    for (int s = 0; s < 64; s++)
        if ((m->taken >> s) & 1)
            b->sq[s / 8][s % 8] = 0;
    b->sq[fy][fx] = 0;
    b->sq[ty][tx] = (int8_t)(m->crowns ? 2 * piece : piece);
    b->white_to_move = !b->white_to_move;
}

static uint64_t perft(board *b, int depth)
{
    ref_list *moves = malloc(sizeof *moves);
    assert_non_null(moves);
    generate(b, moves);
    uint64_t leaves = 0;
    if (depth == 1)
        leaves = (uint64_t)moves->n;
    for (int i = 0; depth > 1 && i < moves->n; i++) {
        board next = *b;
        play(&next, &moves->list[i]);
        leaves += perft(&next, depth - 1);
    }
    free(moves);
    return leaves;
}

static void start(board *b)
{
    memset(b, 0, sizeof *b);
    for (int x = 0; x < 8; x++) {
        b->sq[1][x] = b->sq[2][x] = 1;
        b->sq[5][x] = b->sq[6][x] = -1;
    }
    b->white_to_move = 1;
}

/* The position of a game of the library, read square by square through the public API. */
static void read_game(const checkers_game *game, board *b)
{
    memset(b, 0, sizeof *b);
    assert_int_equal(checkers_game_square_count(game), 64);
    for (int s = 1; s <= 64; s++) {
        int32_t p = checkers_game_piece(game, s);
        int v = (p & CHECKERS_KING) ? 2 : p ? 1 : 0;
        b->sq[(s - 1) / 8][(s - 1) % 8] = (int8_t)((p & CHECKERS_WHITE) ? v : -v);
    }
    b->white_to_move = checkers_game_turn(game) == CHECKERS_WHITE;
}

/* The library's list and the reference's hold the same moves. */
static void assert_same_moves(const checkers_game *game, board *b)
{
    static checkers_move listed[CHECKERS_MAX_MOVES];
    static ref_list ref;
    generate(b, &ref);
    int32_t n = checkers_game_moves(game, listed, CHECKERS_MAX_MOVES);
    char fen[CHECKERS_FEN_MAX];
    assert_true(checkers_game_fen(game, fen, sizeof fen) > 0);
    if (n != ref.n)
        fail_msg("%s: the library lists %d moves, the reference %d", fen, (int)n, ref.n);
    for (int i = 0; i < n; i++) {
        const checkers_move *m = &listed[i];
        uint64_t taken = 0;
        for (int k = 0; k < m->captures; k++)
            taken |= (uint64_t)1 << (m->captured[k] - 1);
        int found = 0;
        for (int j = 0; j < ref.n && !found; j++)
            found = ref.list[j].from == m->from && ref.list[j].to == m->to &&
                    ref.list[j].taken == taken && ref.list[j].ncap == m->captures &&
                    ref.list[j].crowns == ((m->flags & CHECKERS_MOVE_PROMOTES) != 0);
        if (!found)
            fail_msg("%s: move %d (%d to %d, %d taken) is not the reference's", fen, i, m->from,
                     m->to, m->captures);
    }
}

/* perft(1..REFERENCE_DEPTH) from the start: the library and the reference agree. */
static void test_turkish_perft_agrees_with_the_reference_generator(void **state)
{
    (void)state;
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "turkish", NULL), CHECKERS_OK);
    board b;
    start(&b);
    for (int depth = 1; depth <= REFERENCE_DEPTH; depth++) {
        uint64_t mine = 0, ref = perft(&b, depth);
        assert_int_equal(checkers_game_perft(game, depth, &mine), CHECKERS_OK);
        if (mine != ref)
            fail_msg("perft(%d): library %llu, reference %llu", depth, (unsigned long long)mine,
                     (unsigned long long)ref);
    }
    checkers_game_free(game);
}

/*
 * Every position of 300 seeded random games under each crowning rule (the
 * default and the two settings): the same legal moves.
 */
static void test_turkish_random_games_list_the_reference_moves(void **state)
{
    (void)state;
    uint64_t seed = 0x7475726b697368u; /* "turkish" */
    int kings_seen = 0, long_captures = 0;
    for (int g = 0; g < 300; g++) {
        checkers_game *game = NULL;
        assert_int_equal(checkers_game_new(&game, "turkish", NULL), CHECKERS_OK);
        crowning = g % 3; /* CHECKERS_CROWNING_ENDS_MOVE, _AT_END, _AS_KING */
        assert_int_equal(checkers_game_set_crowning(game, crowning), CHECKERS_OK);
        for (int ply = 0; ply < 400; ply++) {
            board b;
            if (checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            read_game(game, &b);
            assert_same_moves(game, &b);
            checkers_move m[CHECKERS_MAX_MOVES];
            int32_t n = checkers_game_moves(game, m, CHECKERS_MAX_MOVES);
            assert_true(n > 0);
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            int32_t pick = (int32_t)((seed >> 33) % (uint64_t)n);
            kings_seen += (m[pick].flags & CHECKERS_MOVE_KING) != 0;
            long_captures += m[pick].captures >= 3;
            assert_int_equal(checkers_game_apply_index(game, pick, NULL), CHECKERS_OK);
        }
        checkers_game_free(game);
    }
    crowning = CHECKERS_CROWNING_AT_END;
    /* The games reached what the start does not: king moves and long captures. */
    assert_true(kings_seen > 1000);
    assert_true(long_captures > 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turkish_perft_agrees_with_the_reference_generator),
        cmocka_unit_test(test_turkish_random_games_list_the_reference_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
