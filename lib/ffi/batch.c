/* SPDX-License-Identifier: MIT */
/*
 * Calls that do in one crossing of the API what would otherwise take one call
 * per move: a binding pays for every call it makes, so these matter most
 * outside C.
 */
#include <string.h>

#include "core/core.h"
#include "notation/notation.h"
#include "game/game_internal.h"

/* ----------------------------------------------------- all moves as text */

typedef struct {
    const checkers_game *game;
    uint32_t flags;
    checkers__out *out;
    /* Start and end of every move, to tell which short forms are ambiguous. */
    uint8_t from[CHECKERS_MAX_MOVES], to[CHECKERS_MAX_MOVES];
    int n;
} texts_ctx;

static void note_ends(void *ctx, int index, int from, int to)
{
    texts_ctx *t = ctx;
    t->from[index] = (uint8_t)from;
    t->to[index] = (uint8_t)to;
    t->n = index + 1;
}

static void write_one(void *ctx, int index, const checkers__move *m)
{
    texts_ctx *t = ctx;
    int full = m->ncap && m->nsteps > 1;
    if (full && !(t->flags & CHECKERS_TEXT_FULL_ROUTE)) {
        int same = 0;
        for (int i = 0; i < t->n; i++)
            same += t->from[i] == m->from && t->to[i] == m->to;
        full = same > 1;
    }
    if (index > 0)
        checkers__out_char(t->out, ' ');
    checkers__out_route(t->out, t->game->v, m, full,
                        t->game->notation == CHECKERS_NOTATION_ALGEBRAIC);
}

int32_t checkers_game_moves_text(const checkers_game *game, uint32_t flags, char *buf,
                                 size_t capacity)
{
    if (!game || (flags & ~(uint32_t)CHECKERS_TEXT_FULL_ROUTE) || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__out out = {buf, capacity, 0};
    texts_ctx t;
    t.game = game;
    t.flags = flags;
    t.out = &out;
    t.n = 0;
    int32_t rc = checkers__each_move_ends(game->v, &game->pos, CHECKERS_MAX_MOVES, note_ends,
                                          write_one, &t);
    if (rc < 0)
        return rc;
    return checkers__out_finish(&out);
}

/* ------------------------------------------------ one listed move as text */

/* Whether a record names squares of this board only, with a route of 1..CHECKERS_MAX_CAPTURES. */
static int record_on_board(const checkers__variant *v, const checkers_move *m)
{
    int last = checkers__squares(v);
    if (m->steps < 1 || m->steps > CHECKERS_MAX_CAPTURES || m->from < 1 || m->from > last ||
        m->path[m->steps - 1] != m->to)
        return 0;
    for (int i = 0; i < m->steps; i++)
        if (m->path[i] < 1 || m->path[i] > last)
            return 0;
    return 1;
}

/*
 * The list holds every legal move of its position, which is all the text
 * needs: the short form of a capture is ambiguous exactly when another listed
 * move shares its start and end (as checkers__write_move counts them).
 */
int32_t checkers_game_listed_move_text(const checkers_game *game, const checkers_move *moves,
                                       int32_t count, int32_t index, int32_t notation,
                                       uint32_t flags, char *buf, size_t capacity)
{
    if (!game || !moves || count < 1 || count > CHECKERS_MAX_MOVES || index < 0 || index >= count ||
        (flags & ~(uint32_t)CHECKERS_TEXT_FULL_ROUTE) ||
        (notation != CHECKERS_NOTATION_NUMERIC && notation != CHECKERS_NOTATION_ALGEBRAIC) ||
        (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    const checkers__variant *v = game->v;
    const checkers_move *m = &moves[index];
    if (notation == CHECKERS_NOTATION_ALGEBRAIC && !v->algebraic)
        return CHECKERS_E_UNSUPPORTED;
    if (!record_on_board(v, m))
        return CHECKERS_E_INVALID_ARGUMENT;
    int full = m->captures && m->steps > 1;
    if (full && !(flags & CHECKERS_TEXT_FULL_ROUTE)) {
        int same = 0;
        for (int32_t i = 0; i < count; i++)
            same += moves[i].from == m->from && moves[i].to == m->to;
        full = same > 1;
    }
    /* The record's squares as the board's bits, for the one writer of routes. */
    checkers__move route;
    memset(&route, 0, sizeof route);
    route.from = (uint8_t)checkers__square_to_bit(v, m->from);
    route.to = (uint8_t)checkers__square_to_bit(v, m->to);
    route.ncap = m->captures;
    route.nsteps = m->steps;
    for (int i = 0; i < m->steps; i++)
        route.path[i] = (uint8_t)checkers__square_to_bit(v, m->path[i]);
    checkers__out o = {buf, capacity, 0};
    checkers__out_route(&o, v, &route, full, notation == CHECKERS_NOTATION_ALGEBRAIC);
    return checkers__out_finish(&o);
}

/* ------------------------------------------------------- apply by index */

int32_t checkers_game_apply_index(checkers_game *game, int32_t index, checkers_refusal *why)
{
    if (why)
        memset(why, 0, sizeof *why);
    if (!game || index < 0 || index >= CHECKERS_MAX_MOVES)
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__move m;
    int total = checkers__pick_move(game->v, &game->pos, index, &m);
    /* With moves to play, the game is over only by a claim, a crowning or a draw. */
    if (total == 0 || (total > 0 && checkers__status_with_moves(game) != CHECKERS_ONGOING) ||
        (total < 0 && checkers__game_over(game))) {
        if (why)
            why->code = CHECKERS_E_GAME_OVER;
        return CHECKERS_E_GAME_OVER;
    }
    if (total < 0)
        return total;
    if (index >= total)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (why)
        checkers__export_move(game->v, &game->pos, &m, &why->move);
    return checkers__play(game, &m, why);
}

/* ------------------------------------------------- a sequence of moves */

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* "1." or "12...": a move number, not a move. */
static int is_move_number(const char *word)
{
    const char *s = word;
    while (*s >= '0' && *s <= '9')
        s++;
    if (s == word || *s != '.')
        return 0;
    while (*s == '.')
        s++;
    return *s == '\0';
}

/*
 * Copies the next word of *s into word[0..cap-1] and moves *s past it.
 * White space next to a separator is inside the word ("24- 20", "24 -20").
 * Returns the word's length, 0 at the end, or -1 when it does not fit.
 */
static int next_word(const char **s, char *word, size_t cap)
{
    const char *p = *s;
    size_t n = 0;
    char last = 0;
    while (is_blank(*p))
        p++;
    while (*p) {
        if (is_blank(*p)) {
            const char *q = p;
            while (is_blank(*q))
                q++;
            if (!checkers__is_move_separator(last) && !checkers__is_move_separator(*q))
                break;
            p = q;
            continue;
        }
        if (n + 1 < cap)
            word[n] = *p;
        last = *p++;
        n++;
    }
    *s = p;
    word[n < cap ? n : cap - 1] = '\0';
    return n < cap ? (int)n : -1;
}

int32_t checkers_game_apply_moves_text(checkers_game *game, const char *moves, int32_t *applied,
                                       checkers_refusal *why)
{
    if (applied)
        *applied = 0;
    if (!game || !moves)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t played = 0, rc = 0;
    const char *s = moves;
    char word[CHECKERS_MOVE_TEXT_MAX];
    for (;;) {
        int n = next_word(&s, word, sizeof word);
        if (n == 0)
            break;
        if (n > 0 && is_move_number(word))
            continue;
        if (n < 0) {
            rc = CHECKERS_E_MOVE_SYNTAX;
            if (why) {
                memset(why, 0, sizeof *why);
                why->code = rc;
            }
        } else {
            rc = checkers_game_apply_text(game, word, why);
        }
        if (rc < 0)
            break;
        played++;
    }
    if (applied)
        *applied = played;
    return rc;
}
