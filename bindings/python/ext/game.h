/* SPDX-License-Identifier: MIT */
/* The functions of checkers._core.Game, by file, for its method table (game.c). */
#ifndef CHECKERS_PY_GAME_H
#define CHECKERS_PY_GAME_H

#include "core.h"

/* Raises: perft runs on the game in another thread. NULL. */
checkers_game *game_busy(void);
/* The game, for a call that changes it: NULL (and an exception) while perft
 * runs on it in another thread. */
static inline checkers_game *game_for_change(GameObject *self)
{
    return self->busy > 0 ? game_busy() : game_get(self);
}

/*
 * A method (or getter) that asks the game one thing: `call`, made with the
 * game as `g`, answers an int or a negative code (core_int). GAME_WITH_INT
 * takes one int32_t argument, `arg` in `call`, for a game found by `get`
 * (game_get, or game_for_change for a change); `call` makes the answer.
 */
#define GAME_QUERY(name, call) \
    PyObject *name(GameObject *self, void *unused) \
    { \
        checkers_game *g = game_get(self); \
        (void)unused; \
        return g == NULL ? NULL : core_int(call); \
    }
#define GAME_WITH_INT(name, what, get, call) \
    PyObject *name(GameObject *self, PyObject *value) \
    { \
        checkers_game *g = get(self); \
        int32_t arg; \
        if (g == NULL || core_int32_arg(value, what, &arg) < 0) \
            return NULL; \
        return call; \
    }

/* game_moves.c */
PyObject *game_legal_moves(GameObject *self, void *closure);
PyObject *game_push(GameObject *self, PyObject *arg);
PyObject *game_push_text_sequence(GameObject *self, PyObject *arg);
PyObject *game_pop(GameObject *self, PyObject *unused);
PyObject *game_peek(GameObject *self, PyObject *unused);
PyObject *game_move_stack(GameObject *self, void *closure);
PyObject *game_parse_move(GameObject *self, PyObject *arg);
PyObject *game_find_move(GameObject *self, PyObject *args);
PyObject *game_is_legal(GameObject *self, PyObject *arg);
PyObject *game_check(GameObject *self, PyObject *arg);
PyObject *game_moves_text(GameObject *self, PyObject *args, PyObject *kwargs);

/* game_state.c */
PyObject *game_fen(GameObject *self, void *closure);
PyObject *game_variant(GameObject *self, void *closure);
PyObject *game_ply(GameObject *self, void *unused);
PyObject *game_hash(GameObject *self, void *closure);
PyObject *game_turn(GameObject *self, void *unused);
PyObject *game_square_count(GameObject *self, void *unused);
PyObject *game_piece(GameObject *self, PyObject *arg);
PyObject *game_square_position(GameObject *self, PyObject *arg);
PyObject *game_result(GameObject *self, void *closure);
PyObject *game_status(GameObject *self, PyObject *unused);
PyObject *game_is_game_over(GameObject *self, PyObject *unused);
PyObject *game_draw_rules(GameObject *self, PyObject *unused);
PyObject *game_set_draw_rules(GameObject *self, PyObject *args);
PyObject *game_claimable(GameObject *self, void *unused);
PyObject *game_claim_draw(GameObject *self, void *unused);
PyObject *game_declare(GameObject *self, PyObject *args);
PyObject *game_declared(GameObject *self, PyObject *unused);
PyObject *game_get_notation(GameObject *self, void *unused);
PyObject *game_set_notation(GameObject *self, PyObject *value);
PyObject *game_get_crowning(GameObject *self, void *unused);
PyObject *game_set_crowning(GameObject *self, PyObject *value);
PyObject *game_history_crowning(GameObject *self, PyObject *value);

/* game_huff.c */
PyObject *game_get_huffing(GameObject *self, void *closure);
int game_set_huffing(GameObject *self, PyObject *value, void *closure);
PyObject *game_huffable(GameObject *self, void *closure);
PyObject *game_huff(GameObject *self, PyObject *arg);
PyObject *game_history_huff(GameObject *self, PyObject *value);

/* game_output.c */
PyObject *game_svg(GameObject *self, PyObject *args);
PyObject *game_pdn(GameObject *self, PyObject *args);

#endif
