/* SPDX-License-Identifier: MIT */
/* Game methods: the position, the result, the draw rules, the notation and
 * the crowning rule (a Turkish game's choice). */
#include "game.h"

PyObject *game_fen(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    char fen[CHECKERS_FEN_MAX];
    int32_t rc;
    (void)closure;
    if (g == NULL)
        return NULL;
    rc = checkers_game_fen(g, fen, sizeof fen);
    if (rc < 0)
        return core_error(rc);
    return PyUnicode_FromStringAndSize(fen, rc);
}

PyObject *game_variant(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyUnicode_FromString(checkers_game_variant(g));
}

PyObject *game_hash(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromUnsignedLongLong(checkers_game_hash(g));
}

GAME_QUERY(game_ply, checkers_game_ply_count(g))
GAME_QUERY(game_turn, checkers_game_turn(g))
GAME_QUERY(game_square_count, checkers_game_square_count(g))
GAME_QUERY(game_claimable, checkers_game_claimable(g))
GAME_QUERY(game_get_notation, checkers_game_notation(g))
GAME_QUERY(game_get_crowning, checkers_game_crowning(g))
GAME_WITH_INT(game_set_notation, "notation", game_for_change,
              core_none(checkers_game_set_notation(g, arg)))
GAME_WITH_INT(game_set_crowning, "crowning", game_for_change,
              core_none(checkers_game_set_crowning(g, arg)))
GAME_WITH_INT(game_history_crowning, "ply", game_get,
              core_int(checkers_game_history_crowning(g, arg)))

/* A square of g's board, or -1 with IndexError. */
static int square_arg(checkers_game *g, PyObject *arg, int32_t *square)
{
    long long value;
    if (core_int_arg(arg, "square", 1, checkers_game_square_count(g), PyExc_IndexError, &value) < 0)
        return -1;
    *square = (int32_t)value;
    return 0;
}

PyObject *game_piece(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    int32_t square;
    if (g == NULL || square_arg(g, arg, &square) < 0)
        return NULL;
    return core_int(checkers_game_piece(g, square));
}

PyObject *game_square_position(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    int32_t square, row, column, rows, columns, rc;
    if (g == NULL || square_arg(g, arg, &square) < 0)
        return NULL;
    rc = checkers_game_square_position(g, square, &row, &column, &rows, &columns);
    if (rc != 0)
        return core_error(rc);
    return Py_BuildValue("(iiii)", (int)row, (int)column, (int)rows, (int)columns);
}

/* ----------------------------------------------------- results and draws */

static PyObject *result_texts[4];

PyObject *game_result(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    int32_t status;
    (void)closure;
    if (g == NULL)
        return NULL;
    status = checkers_game_status(g, NULL);
    if (status < 0)
        return core_error(status);
    if (status > 3) {
        PyErr_Format(PyExc_RuntimeError, "unknown game status %d", (int)status);
        return NULL;
    }
    Py_INCREF(result_texts[status]);
    return result_texts[status];
}

PyObject *game_status(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t status, reason = 0;
    (void)unused;
    if (g == NULL)
        return NULL;
    status = checkers_game_status(g, &reason);
    if (status < 0)
        return core_error(status);
    return Py_BuildValue("(ii)", (int)status, (int)reason);
}

PyObject *game_is_game_over(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t status;
    (void)unused;
    if (g == NULL)
        return NULL;
    status = checkers_game_status(g, NULL);
    if (status < 0)
        return core_error(status);
    if (status != CHECKERS_ONGOING)
        Py_RETURN_TRUE;
    Py_RETURN_FALSE;
}

PyObject *game_draw_rules(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    checkers_draw_rules rules;
    int32_t rc;
    (void)unused;
    if (g == NULL)
        return NULL;
    rc = checkers_game_draw_rules(g, &rules);
    if (rc != 0)
        return core_error(rc);
    return Py_BuildValue("(iiii)", (int)rules.repetitions, (int)rules.move_limit, (int)rules.claim,
                         (int)rules.endgame);
}

PyObject *game_set_draw_rules(GameObject *self, PyObject *args)
{
    checkers_game *g = game_for_change(self);
    checkers_draw_rules rules;
    PyObject *repetitions, *move_limit, *claim, *endgame;
    memset(&rules, 0, sizeof rules);
    if (g == NULL ||
        !PyArg_ParseTuple(args, "OOOO:_set_draw_rules", &repetitions, &move_limit, &claim,
                          &endgame) ||
        core_int32_arg(repetitions, "repetitions", &rules.repetitions) < 0 ||
        core_int32_arg(move_limit, "move_limit", &rules.move_limit) < 0 ||
        core_int32_arg(claim, "claim", &rules.claim) < 0 ||
        core_int32_arg(endgame, "endgame", &rules.endgame) < 0)
        return NULL;
    return core_none(checkers_game_set_draw_rules(g, &rules));
}

PyObject *game_claim_draw(GameObject *self, void *unused)
{
    checkers_game *g = game_for_change(self);
    (void)unused;
    return g == NULL ? NULL : core_none(checkers_game_claim_draw(g));
}

PyObject *game_declare(GameObject *self, PyObject *args)
{
    checkers_game *g = game_for_change(self);
    PyObject *result_arg, *reason_arg;
    int32_t result, reason;
    if (g == NULL || !PyArg_ParseTuple(args, "OO:_declare", &result_arg, &reason_arg) ||
        core_int32_arg(result_arg, "result", &result) < 0 ||
        core_int32_arg(reason_arg, "reason", &reason) < 0)
        return NULL;
    return core_none(checkers_game_declare(g, result, reason));
}

/* (result, reason) of a declared result, or None. */
PyObject *game_declared(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t result, reason;
    (void)unused;
    if (g == NULL)
        return NULL;
    result = checkers_game_declared(g, &reason);
    if (result < 0)
        return core_error(result);
    if (result == CHECKERS_ONGOING)
        Py_RETURN_NONE;
    return Py_BuildValue("(ii)", (int)result, (int)reason);
}

int core_game_ready(void)
{
    /* Indexed by the status, CHECKERS_ONGOING (0) to CHECKERS_DRAW (3). */
    for (int32_t i = 0; i < 4; i++)
        if ((result_texts[i] = PyUnicode_InternFromString(checkers_result_text(i))) == NULL)
            return -1;
    return 0;
}
