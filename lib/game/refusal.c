/* SPDX-License-Identifier: MIT */
/*
 * Saying why a move was refused, for a person: squares named as the game
 * writes them, and the moves an ambiguous proposal could mean. Every binding
 * and program shows refusals; written here once, they read the same in all.
 */
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"
#include "notation/notation.h"
#include "game/game_internal.h"

int32_t checkers_game_square_text(const checkers_game *game, int32_t square, char *buf,
                                  size_t capacity)
{
    if (!game || (!buf && capacity > 0) || square < 1 || square > checkers__squares(game->v))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__out o = {buf, capacity, 0};
    checkers__out_square(&o, game->v, square, game->notation == CHECKERS_NOTATION_ALGEBRAIC);
    return checkers__out_finish(&o);
}

/* Whether the refusal's example move shows its rule (checkers_refusal.move). */
static int has_example(int32_t code)
{
    return code == CHECKERS_E_MUST_CAPTURE || code == CHECKERS_E_NOT_MAX_CAPTURE ||
           code == CHECKERS_E_NOT_MAX_VALUE || code == CHECKERS_E_CAPTURE_PRECEDENCE ||
           code == CHECKERS_E_CAPTURE_INCOMPLETE || code == CHECKERS_E_AMBIGUOUS;
}

/* Opens one detail inside the parentheses after the message. */
static void detail(checkers__out *o, int *details)
{
    checkers__out_str(o, *details ? "; " : " (");
    (*details)++;
}

int32_t checkers_game_refusal_text(const checkers_game *game, const checkers_refusal *why,
                                   char *buf, size_t capacity)
{
    if (!game || !why || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__out o = {buf, capacity, 0};
    int details = 0;
    checkers__out_str(&o, checkers_strerror(why->code));
    if (why->code == 0) /* no refusal: nothing to explain */
        return checkers__out_finish(&o);
    if (why->square >= 1 && why->square <= checkers__squares(game->v)) {
        detail(&o, &details);
        checkers__out_str(&o, "square ");
        checkers__out_square(&o, game->v, why->square,
                             game->notation == CHECKERS_NOTATION_ALGEBRAIC);
    }
    if ((why->code == CHECKERS_E_NOT_MAX_CAPTURE || why->code == CHECKERS_E_NOT_MAX_VALUE) &&
        why->count > 0) {
        detail(&o, &details);
        checkers__out_str(&o, "the compulsory capture takes ");
        checkers__out_int(&o, why->count);
        checkers__out_str(&o, why->count == 1 ? " piece" : " pieces");
        if (why->code == CHECKERS_E_NOT_MAX_VALUE && why->kings > 0) {
            checkers__out_str(&o, ", ");
            checkers__out_int(&o, why->kings);
            checkers__out_str(&o, why->kings == 1 ? " of them a king" : " of them kings");
        }
    }
    if (why->code == CHECKERS_E_AMBIGUOUS && why->count > 0) {
        detail(&o, &details);
        checkers__out_int(&o, why->count);
        checkers__out_str(&o, " moves match");
    }
    char example[CHECKERS_MOVE_TEXT_MAX];
    /* The example is a legal move of this position; one that is not is left out, not an error. */
    if (has_example(why->code) && why->move.steps > 0 &&
        checkers_game_move_text(game, &why->move, CHECKERS_TEXT_FULL_ROUTE, example,
                                sizeof example) > 0) {
        detail(&o, &details);
        checkers__out_str(&o, "e.g. ");
        checkers__out_str(&o, example);
    }
    if (details)
        checkers__out_char(&o, ')');
    return checkers__out_finish(&o);
}

typedef struct {
    const checkers__variant *v;
    const checkers__pos *p;
    const checkers__proposal *prop;
    checkers_move *moves;
    int32_t capacity, count;
} choices_ctx;

static void choose(void *ctx, int index, const checkers__move *m)
{
    choices_ctx *c = ctx;
    (void)index;
    if (!checkers__proposal_fits(c->v, c->prop, m))
        return;
    if (c->count < c->capacity)
        checkers__export_move(c->v, c->p, m, &c->moves[c->count]);
    c->count++;
}

static int32_t choices(const checkers_game *game, const checkers__proposal *prop,
                       checkers_move *moves, int32_t capacity)
{
    if (checkers__game_over(game))
        return 0;
    choices_ctx c = {game->v, &game->pos, prop, moves, capacity, 0};
    int total = checkers__each_move(game->v, &game->pos, CHECKERS_MAX_MOVES, choose, &c);
    return total < 0 ? total : c.count;
}

int32_t checkers_game_move_choices(const checkers_game *game, const checkers_move *proposed,
                                   checkers_move *moves, int32_t capacity)
{
    if (!game || !proposed || capacity < 0 || (!moves && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__proposal prop;
    checkers__proposal_from_record(proposed, &prop);
    return choices(game, &prop, moves, capacity);
}

int32_t checkers_game_move_choices_text(const checkers_game *game, const char *text,
                                        checkers_move *moves, int32_t capacity)
{
    if (!game || !text || capacity < 0 || (!moves && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__proposal prop;
    int32_t rc = checkers__parse_text(game->v, text, &prop);
    return rc < 0 ? rc : choices(game, &prop, moves, capacity);
}
