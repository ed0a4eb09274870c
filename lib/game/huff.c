/* SPDX-License-Identifier: MIT */
/*
 * The English huffing rule, a historical option of an English game (off by
 * default): capturing is not compulsory, and a piece that could have
 * captured and did not may be removed ("huffed") by the opponent at the start
 * of their next turn, after which they move as usual. The setting makes
 * captures optional in the game's copy of its row (a row offers it with
 * CHECKERS__SETTING_HUFFING), with the generator that calls for; a huff is
 * kept with the game until the huffer's move, then in that move's record, so
 * that undo puts the piece back.
 */
#include <string.h>

#include "core/core.h"
#include "game/game_internal.h"

/* The game's rules with captures optional (on) or compulsory (off). */
static checkers__variant with_huffing(const checkers_game *g, int on)
{
    checkers__variant row = g->rules;
    row.capture_optional = (uint8_t)on;
    return row;
}

int32_t checkers_game_set_huffing(checkers_game *game, int32_t on)
{
    if (!game || (on != 0 && on != 1))
        return CHECKERS_E_INVALID_ARGUMENT;
    if (!(game->v->settings & CHECKERS__SETTING_HUFFING))
        return CHECKERS_E_UNSUPPORTED;
    checkers__variant row = with_huffing(game, on);
    checkers__game_set_rules(game, &row);
    return 0;
}

int32_t checkers_game_huffing(const checkers_game *game)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    return game->v->capture_optional ? 1 : 0;
}

static void add_capturer(void *ctx, int index, const checkers__move *m)
{
    (void)index;
    if (m->ncap)
        checkers__set_add((checkers__set *)ctx, m->from);
}

/*
 * The pieces that may be huffed now, where they stand: those of the side that
 * just moved which could have captured before that move, when the move
 * captured nothing (the piece that moved, on its new square). None when the
 * setting is off, before the first move, or once a huff has been made.
 */
static int32_t huffable(const checkers_game *g, checkers__set *out)
{
    memset(out, 0, sizeof *out);
    if (!g->v->capture_optional || g->huffed || g->nply == 0)
        return 0;
    const checkers__ply_record *r = &g->plies[g->nply - 1];
    if (r->ncap)
        return 0;
    checkers__pos before; /* after the mover's own huff, if any: its move is judged there */
    checkers__position_before(g, g->nply - 1, &before);
    /* Under the compulsory rule the listed moves are the captures, if there are any. */
    checkers__variant strict = with_huffing(g, 0);
    strict.gen = (uint8_t)checkers__gen_choose(&strict);
    int32_t rc = checkers__each_move(&strict, &before, CHECKERS_MAX_MOVES, add_capturer, out);
    if (rc < 0)
        return rc;
    if (checkers__set_has(out, r->from)) {
        checkers__set_del(out, r->from);
        checkers__set_add(out, r->to);
    }
    return checkers__set_count(out);
}

int32_t checkers_game_huffable(const checkers_game *game, uint8_t *squares, size_t capacity)
{
    checkers__set set;
    if (!game || (!squares && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t n = huffable(game, &set);
    if (n <= 0)
        return n;
    size_t k = 0;
    for (int sq = 1; sq <= checkers__squares(game->v); sq++)
        if (checkers__set_has(&set, checkers__square_to_bit(game->v, sq)) && k < capacity)
            squares[k++] = (uint8_t)sq;
    return n;
}

static int32_t refuse(checkers_refusal *why, int32_t code, int32_t square)
{
    if (why) {
        memset(why, 0, sizeof *why);
        why->code = code;
        why->square = square;
    }
    return code;
}

int32_t checkers_game_huff(checkers_game *game, int32_t square, checkers_refusal *why)
{
    checkers__set set;
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (checkers__game_over(game))
        return refuse(why, CHECKERS_E_GAME_OVER, 0);
    int32_t n = huffable(game, &set);
    if (n < 0)
        return refuse(why, n, 0);
    if (n == 0)
        return refuse(why, CHECKERS_E_NO_HUFF, 0);
    int bit = checkers__square_to_bit(game->v, square);
    if (bit < 0)
        return refuse(why, CHECKERS_E_MOVE_SQUARE, square);
    if (!checkers__set_has(&set, bit))
        return refuse(why, CHECKERS_E_HUFF_SQUARE, square);
    checkers__pos *p = &game->pos;
    checkers__brief_drop(game);
    game->huffed = bit + 1;
    game->huffed_king = checkers__set_has(&p->kings, bit);
    checkers__set_del(&p->men[!p->side], bit);
    checkers__set_del(&p->kings, bit);
    game->claimed = 0;
    return refuse(why, 0, square);
}

int32_t checkers_game_history_huff(const checkers_game *game, int32_t ply)
{
    if (!game)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (ply < 0 || ply > game->nply)
        return CHECKERS_E_NO_SUCH_PLY;
    int huffed = ply == game->nply ? game->huffed : checkers__ply_huffed(game, &game->plies[ply]);
    return huffed ? checkers__bit_to_square(game->v, huffed - 1) : 0;
}
