/* SPDX-License-Identifier: MIT */
/*
 * hub.c - the Hub protocol's texts (checkers_game_hub_*): a position as its
 * string of letters, a move as `from-to` or `fromxto` followed by `x` and each
 * captured square, and the `pos` command a referee sends. No I/O: the program
 * that talks to an engine reads and writes the lines (examples/cli/hub.c).
 *
 * Hub names a capture by its start, its end and the set of pieces it takes,
 * not by its landing squares; the library lists two routes with the same
 * start, end and captured set as one move, so the text always names at most
 * one legal move.
 */
#include <string.h>

#include "internal.h"

/* The letters of Hub's position string. */
#define HUB_WHITE_MAN 'w'
#define HUB_BLACK_MAN 'b'
#define HUB_WHITE_KING 'W'
#define HUB_BLACK_KING 'B'
#define HUB_EMPTY 'e'

static void out_position(checkers__out *o, const checkers__variant *v, const checkers__pos *p)
{
    int n = checkers__squares(v);
    checkers__out_char(o, p->side ? 'W' : 'B');
    for (int sq = 1; sq <= n; sq++) {
        int bit = checkers__square_to_bit(v, sq);
        int king = checkers__set_has(&p->kings, bit);
        if (checkers__set_has(&p->men[1], bit))
            checkers__out_char(o, king ? HUB_WHITE_KING : HUB_WHITE_MAN);
        else if (checkers__set_has(&p->men[0], bit))
            checkers__out_char(o, king ? HUB_BLACK_KING : HUB_BLACK_MAN);
        else
            checkers__out_char(o, HUB_EMPTY);
    }
}

int32_t checkers_game_hub_position(const checkers_game *game, char *buf, size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    if (game == NULL || (buf == NULL && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    out_position(&o, game->v, &game->pos);
    return checkers__out_finish(&o);
}

int32_t checkers_game_new_from_hub(checkers_game **out, const char *variant, const char *position,
                                   const checkers_allocator *allocator)
{
    /* As a FEN, which the FEN reader then checks (a man on its crowning row ...). */
    char fen[16 + 4 * CHECKERS_MAX_SQUARES + 16];
    checkers__out o = {fen, sizeof fen, 0};
    const checkers__variant *v;
    size_t length;
    int squares;

    if (out != NULL)
        *out = NULL;
    if (out == NULL || position == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    v = checkers__variant_lookup(variant != NULL ? variant : "english");
    if (v == NULL)
        return CHECKERS_E_UNKNOWN_VARIANT;
    squares = checkers__squares(v);
    length = strlen(position);
    if (length != (size_t)squares + 1)
        return CHECKERS_E_FEN_SYNTAX;
    if (position[0] != 'W' && position[0] != 'B')
        return CHECKERS_E_FEN_TURN;
    checkers__out_char(&o, position[0]);
    for (int side = 0; side < 2; side++) {
        const char man = side ? HUB_BLACK_MAN : HUB_WHITE_MAN;
        const char king = side ? HUB_BLACK_KING : HUB_WHITE_KING;
        int comma = 0;
        checkers__out_str(&o, side ? ":B" : ":W");
        for (int sq = 1; sq <= squares; sq++) {
            char c = position[sq];
            if (c != man && c != king)
                continue;
            if (comma)
                checkers__out_char(&o, ',');
            if (c == king)
                checkers__out_char(&o, 'K');
            checkers__out_uint(&o, (unsigned)sq);
            comma = 1;
        }
    }
    for (int sq = 1; sq <= squares; sq++)
        if (strchr("wbWBe", position[sq]) == NULL)
            return CHECKERS_E_FEN_SYNTAX;
    if (checkers__out_finish(&o) >= (int32_t)sizeof fen)
        return CHECKERS_E_FEN_SYNTAX; /* not reached: the buffer holds every board's */
    return checkers_game_new_from_fen(out, variant, fen, allocator);
}

/* Writes a move's Hub text from its start, end and captured squares (PDN numbers). */
static void out_move(checkers__out *o, int from, int to, const uint8_t *captured, int count)
{
    uint8_t sorted[CHECKERS_MAX_CAPTURES];
    memcpy(sorted, captured, (size_t)count);
    for (int i = 1; i < count; i++) /* insertion sort: at most 32 */
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            uint8_t t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    checkers__out_uint(o, (unsigned)from);
    checkers__out_char(o, count > 0 ? 'x' : '-');
    checkers__out_uint(o, (unsigned)to);
    for (int i = 0; i < count; i++) {
        checkers__out_char(o, 'x');
        checkers__out_uint(o, sorted[i]);
    }
}

int32_t checkers_game_hub_move_text(const checkers_game *game, const checkers_move *move, char *buf,
                                    size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    checkers_refusal why;
    int32_t status;

    if (game == NULL || move == NULL || (buf == NULL && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    status = checkers_game_check_move(game, move, &why);
    if (status != 0)
        return status;
    out_move(&o, why.move.from, why.move.to, why.move.captured, why.move.captures);
    return checkers__out_finish(&o);
}

/* The squares of Hub move text, at most CHECKERS_MAX_CAPTURES + 2. */
typedef struct {
    int count;
    int32_t sq[CHECKERS_MAX_CAPTURES + 2];
} hub_squares;

static int32_t read_squares(const checkers_game *game, const char *text, hub_squares *out)
{
    int32_t squares = checkers_game_square_count(game);
    const char *s = text;

    out->count = 0;
    while (*s == ' ' || *s == '\t')
        s++;
    for (;;) {
        int32_t value = 0;
        int digits = 0;
        while (*s >= '0' && *s <= '9') {
            if (value < 1000)
                value = value * 10 + (*s - '0');
            digits++;
            s++;
        }
        if (digits == 0 || out->count == CHECKERS_MAX_CAPTURES + 2)
            return CHECKERS_E_MOVE_SYNTAX;
        out->sq[out->count++] = value;
        if (*s != '-' && *s != 'x' && *s != 'X')
            break;
        s++;
    }
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s != '\0' || out->count < 2)
        return CHECKERS_E_MOVE_SYNTAX;
    for (int i = 0; i < out->count; i++)
        if (out->sq[i] < 1 || out->sq[i] > squares)
            return CHECKERS_E_MOVE_SQUARE;
    return 0;
}

/* Whether the legal move `m` takes exactly the pieces on squares[0..count-1] (a set). */
static int takes_exactly(const checkers_move *m, const int32_t *squares, int count)
{
    uint8_t seen[CHECKERS_MAX_SQUARES + 1];
    int distinct = 0;
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < count; i++)
        if (!seen[squares[i]]) {
            seen[squares[i]] = 1;
            distinct++;
        }
    if (distinct != m->captures)
        return 0;
    for (int i = 0; i < m->captures; i++)
        if (m->captured[i] > CHECKERS_MAX_SQUARES || !seen[m->captured[i]])
            return 0;
    return 1;
}

#define ENGINE_CHOICES 64 /* moves with one start and end that a reading looks through */

int32_t checkers__engine_move(const checkers_game *game, int32_t from, int32_t to,
                              const int32_t *captured, int count, int exact, checkers_move *out,
                              checkers_refusal *why)
{
    checkers_move choices[ENGINE_CHOICES], ends;
    int32_t found, match = -1;
    /* Hub may leave the captured squares out; DXP always gives their number. */
    int named = exact || count > 0;

    memset(&ends, 0, sizeof ends);
    ends.from = (uint8_t)from;
    ends.to = (uint8_t)to;
    found = checkers_game_move_choices(game, &ends, choices, ENGINE_CHOICES);
    if (found < 0) {
        why->code = found;
        return found;
    }
    if (found == 0) /* nothing between those squares: the library's reason why */
        return checkers_game_check_move(game, &ends, why);
    if (found > ENGINE_CHOICES)
        found = ENGINE_CHOICES; /* not reached in play: the captured sets tell them apart */
    for (int32_t i = 0; i < found; i++)
        if (named ? takes_exactly(&choices[i], captured, count) : found == 1) {
            match = i;
            break;
        }
    if (match < 0) {
        /* Several moves between the squares and no captured set to choose, or none that takes
         * these pieces: one of the legal ones as the example. */
        why->code = named ? CHECKERS_E_ILLEGAL : CHECKERS_E_AMBIGUOUS;
        why->count = named ? 0 : found;
        why->move = choices[0];
        return why->code;
    }
    why->move = choices[match];
    if (out != NULL)
        *out = choices[match];
    return 0;
}

int32_t checkers_game_parse_hub_move(const checkers_game *game, const char *text,
                                     checkers_move *out, checkers_refusal *why)
{
    checkers_refusal local;
    hub_squares squares;
    int32_t status;

    if (why == NULL)
        why = &local;
    memset(why, 0, sizeof *why);
    if (game == NULL || text == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    status = read_squares(game, text, &squares);
    if (status != 0) {
        why->code = status;
        return status;
    }
    return checkers__engine_move(game, squares.sq[0], squares.sq[1], squares.sq + 2,
                                 squares.count - 2, 0, out, why);
}

int32_t checkers_game_hub_pos(const checkers_game *game, char *buf, size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    checkers__pos start;
    int32_t first;

    if (game == NULL || (buf == NULL && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    /* Since the last man move or capture: the moves that can bring a position back. */
    first = game->nply - (game->quiet < game->nply ? game->quiet : game->nply);
    if (first < 0)
        first = 0;
    if (first < game->nply)
        checkers__position_before(game, first, &start);
    else
        start = game->pos;
    checkers__out_str(&o, "pos pos=");
    out_position(&o, game->v, &start);
    if (first < game->nply) {
        checkers__out_str(&o, " moves=\"");
        for (int32_t ply = first; ply < game->nply; ply++) {
            checkers__move m;
            uint8_t captured[CHECKERS_MAX_CAPTURES] = {0};
            checkers__ply_move(game, ply, &m);
            for (int i = 0; i < m.ncap; i++)
                captured[i] = (uint8_t)checkers__bit_to_square(game->v, m.caps[i]);
            if (ply > first)
                checkers__out_char(&o, ' ');
            out_move(&o, checkers__bit_to_square(game->v, m.from),
                     checkers__bit_to_square(game->v, m.to), captured, m.ncap);
        }
        checkers__out_char(&o, '"');
    }
    return checkers__out_finish(&o);
}
