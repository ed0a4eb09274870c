/* SPDX-License-Identifier: MIT */
/* Game methods: the position, the result, the draw rules and the notation. */
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
        return core_raise(rc, NULL, NULL, NULL, -1);
    return PyUnicode_FromStringAndSize(fen, rc);
}

PyObject *game_variant(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyUnicode_FromString(checkers_game_variant(g));
}

PyObject *game_ply(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_ply_count(g));
}

PyObject *game_hash(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromUnsignedLongLong(checkers_game_hash(g));
}

PyObject *game_turn(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_turn(g));
}

PyObject *game_square_count(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_square_count(g));
}

PyObject *game_piece(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    long square;
    int32_t piece;
    if (g == NULL)
        return NULL;
    square = PyLong_AsLong(arg);
    if (square == -1 && PyErr_Occurred())
        return NULL;
    piece = square < 1 || square > checkers_game_square_count(g)
                ? CHECKERS_E_INVALID_ARGUMENT
                : checkers_game_piece(g, (int32_t)square);
    if (piece < 0) {
        PyErr_Format(PyExc_IndexError, "no square %ld on this board (1-%d)", square,
                     (int)checkers_game_square_count(g));
        return NULL;
    }
    return PyLong_FromLong(piece);
}

PyObject *game_square_position(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    int32_t row, column, rows, columns;
    long square;
    if (g == NULL)
        return NULL;
    square = PyLong_AsLong(arg);
    if (square == -1 && PyErr_Occurred())
        return NULL;
    if (square < 1 || square > checkers_game_square_count(g) ||
        checkers_game_square_position(g, (int32_t)square, &row, &column, &rows, &columns) != 0) {
        PyErr_Format(PyExc_IndexError, "no square %ld on this board", square);
        return NULL;
    }
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
        return core_raise(status, NULL, NULL, NULL, -1);
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
        return core_raise(status, NULL, NULL, NULL, -1);
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
        return core_raise(status, NULL, NULL, NULL, -1);
    if (status != CHECKERS_ONGOING)
        Py_RETURN_TRUE;
    Py_RETURN_FALSE;
}

PyObject *game_get_draw_rules(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    checkers_draw_rules rules;
    int32_t rc;
    (void)unused;
    if (g == NULL)
        return NULL;
    rc = checkers_game_get_draw_rules(g, &rules);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    return Py_BuildValue("(iiii)", (int)rules.repetitions, (int)rules.move_limit,
                         (int)rules.claim, (int)rules.endgame);
}

PyObject *game_set_draw_rules(GameObject *self, PyObject *args)
{
    checkers_game *g = game_for_change(self);
    checkers_draw_rules rules;
    int32_t rc;
    memset(&rules, 0, sizeof rules);
    if (g == NULL || !PyArg_ParseTuple(args, "iiii:_set_draw_rules", &rules.repetitions,
                                       &rules.move_limit, &rules.claim, &rules.endgame))
        return NULL;
    rc = checkers_game_set_draw_rules(g, &rules);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    Py_RETURN_NONE;
}

PyObject *game_claimable(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t rc;
    (void)unused;
    if (g == NULL)
        return NULL;
    rc = checkers_game_claimable(g);
    if (rc < 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    return PyLong_FromLong(rc);
}

PyObject *game_claim_draw(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_for_change(self);
    int32_t rc;
    (void)unused;
    if (g == NULL)
        return NULL;
    rc = checkers_game_claim_draw(g);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    Py_RETURN_NONE;
}

PyObject *game_declare(GameObject *self, PyObject *args)
{
    checkers_game *g = game_for_change(self);
    int result, reason;
    int32_t rc;
    if (g == NULL || !PyArg_ParseTuple(args, "ii:declare", &result, &reason))
        return NULL;
    rc = checkers_game_declare(g, result, reason);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    Py_RETURN_NONE;
}

PyObject *game_get_notation(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    (void)unused;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_notation(g));
}

PyObject *game_set_notation(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    long notation;
    int32_t rc;
    if (g == NULL)
        return NULL;
    notation = PyLong_AsLong(arg);
    if (notation == -1 && PyErr_Occurred())
        return NULL;
    if (notation == checkers_game_notation(g))
        Py_RETURN_NONE;
    /* Texts already handed out keep the notation they were made in. */
    if (game_prepare_all(self) < 0)
        return NULL;
    rc = checkers_game_set_notation(g, (int32_t)notation);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    Py_RETURN_NONE;
}

int core_game_ready(void)
{
    static const char *texts[4] = {"*", "0-1", "1-0", "1/2-1/2"};
    /* Indexed by CHECKERS_ONGOING, _BLACK_WINS, _WHITE_WINS, _DRAW. */
    if (CHECKERS_ONGOING != 0 || CHECKERS_BLACK_WINS != 1 || CHECKERS_WHITE_WINS != 2 ||
        CHECKERS_DRAW != 3) {
        PyErr_SetString(PyExc_ImportError, "unexpected result codes in checkers.h");
        return -1;
    }
    for (int i = 0; i < 4; i++)
        if ((result_texts[i] = PyUnicode_InternFromString(texts[i])) == NULL)
            return -1;
    return 0;
}
