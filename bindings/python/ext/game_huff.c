/* SPDX-License-Identifier: MIT */
/* Game methods: the English huffing rule (checkers_game_set_huffing and its calls). */
#include <string.h>

#include "game.h"

PyObject *game_get_huffing(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    if (g == NULL)
        return NULL;
    return PyBool_FromLong(checkers_game_huffing(g) == 1);
}

int game_set_huffing(GameObject *self, PyObject *value, void *closure)
{
    checkers_game *g = game_for_change(self);
    int on;
    int32_t rc;
    (void)closure;
    if (g == NULL)
        return -1;
    if (value == NULL) {
        PyErr_SetString(PyExc_AttributeError, "huffing cannot be deleted");
        return -1;
    }
    if ((on = PyObject_IsTrue(value)) < 0)
        return -1;
    rc = checkers_game_set_huffing(g, on);
    if (rc != 0) {
        core_error(rc);
        return -1;
    }
    return 0;
}

PyObject *game_huffable(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    uint8_t squares[CHECKERS_MAX_SQUARES];
    int32_t n;
    (void)closure;
    if (g == NULL)
        return NULL;
    n = checkers_game_huffable(g, squares, sizeof squares);
    if (n < 0)
        return core_error(n);
    return squares_tuple(squares, n < CHECKERS_MAX_SQUARES ? n : CHECKERS_MAX_SQUARES);
}

PyObject *game_huff(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    checkers_refusal why;
    int32_t square, rc;
    if (g == NULL || core_int32_arg(arg, "square", &square) < 0)
        return NULL;
    memset(&why, 0, sizeof why);
    rc = checkers_game_huff(g, square, &why);
    if (rc != 0)
        return core_raise(rc, &why, self, NULL, -1);
    Py_RETURN_NONE;
}

/* The square huffed before the move at `ply` (at the game's ply: this turn's huff), 0 if none. */
GAME_WITH_INT(game_history_huff, "ply", game_get, core_int(checkers_game_history_huff(g, arg)))
