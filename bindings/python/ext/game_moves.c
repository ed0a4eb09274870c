/* SPDX-License-Identifier: MIT */
/* Game methods: listing, playing and taking back moves. */
#include <string.h>

#include "game.h"

PyObject *game_legal_moves(GameObject *self, void *closure)
{
    (void)closure;
    return (PyObject *)movelist_legal(self);
}

PyObject *game_push(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    const checkers_move *record = NULL;
    checkers_refusal why;
    int32_t rc;

    if (g == NULL)
        return NULL;
    if (PyObject_TypeCheck(arg, &Move_Type)) {
        MoveObject *move = (MoveObject *)arg;
        record = &move->list->moves[move->index];
        /* By its route, for a move of this position's list too: the library
         * finds a full route faster than it picks a move by its index. A
         * refused move changed nothing, so it is tried again for the details
         * only then, which saves writing them for every move played. */
        rc = checkers_game_apply(g, record, NULL);
        if (rc != 0) {
            memset(&why, 0, sizeof why);
            rc = checkers_game_apply(g, record, &why);
        }
    } else {
        PyObject *holder;
        const char *text = core_text(arg, &holder, "move");
        if (text == NULL) {
            if (PyErr_ExceptionMatches(PyExc_TypeError)) {
                PyErr_Clear();
                PyErr_Format(PyExc_TypeError, "push() takes a Move or a str, not %.200s",
                             Py_TYPE(arg)->tp_name);
            }
            return NULL;
        }
        rc = checkers_game_apply_text(g, text, NULL);
        if (rc != 0) {
            memset(&why, 0, sizeof why);
            rc = checkers_game_apply_text(g, text, &why);
        }
        Py_DECREF(holder);
    }
    if (rc != 0)
        return core_refuse(rc, &why, self, record != NULL ? NULL : arg, record, -1);
    Py_RETURN_NONE;
}

PyObject *game_push_text_sequence(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    checkers_refusal why;
    PyObject *holder;
    const char *text;
    int32_t applied = 0, rc;

    if (g == NULL || (text = core_text(arg, &holder, "moves")) == NULL)
        return NULL;
    memset(&why, 0, sizeof why);
    rc = checkers_game_apply_moves_text(g, text, &applied, &why);
    Py_DECREF(holder);
    if (rc != 0)
        return core_raise(rc, &why, self, NULL, applied);
    return PyLong_FromLong(applied);
}

PyObject *game_pop(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_for_change(self);
    PyObject *move;
    int32_t ply, rc;
    (void)unused;

    if (g == NULL)
        return NULL;
    if (checkers_game_declared(g, NULL) > 0) /* withdrawn alone: the moves stay */
        return core_none(checkers_game_undo(g));
    ply = checkers_game_ply_count(g);
    if (ply == 0)
        return core_error(CHECKERS_E_NOTHING_TO_UNDO);
    /* Its text where it was played, after a huff that goes back with it. */
    if ((move = move_played(self, ply - 1)) == NULL)
        return NULL;
    rc = checkers_game_undo(g);
    if (rc != 0 || checkers_game_ply_count(g) == ply) {
        /* Refused, or the undo took back a huff made this turn, alone: no move. */
        Py_DECREF(move);
        return core_none(rc);
    }
    return move;
}

PyObject *game_peek(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t ply;
    (void)unused;

    if (g == NULL)
        return NULL;
    ply = checkers_game_ply_count(g);
    if (ply == 0) {
        PyErr_SetString(PyExc_IndexError, "peek(): no move has been played");
        return NULL;
    }
    return move_played(self, ply - 1);
}

PyObject *game_move_stack(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    if (g == NULL)
        return NULL;
    return (PyObject *)movelist_history(self, 0, checkers_game_ply_count(g));
}

PyObject *game_parse_move(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    checkers_refusal why;
    checkers_move move;
    PyObject *holder;
    const char *text;
    int32_t rc;

    if (g == NULL || (text = core_text(arg, &holder, "move")) == NULL)
        return NULL;
    memset(&why, 0, sizeof why);
    rc = checkers_game_parse_move(g, text, &move, &why);
    Py_DECREF(holder);
    if (rc != 0)
        return core_refuse(rc, &why, self, arg, NULL, -1);
    return move_current(self, &move);
}

/*
 * find_move(start, end): the legal move from `start` to `end` (a record with
 * no landing squares), as a player who clicks two squares proposes it; when
 * several share them (a Thai king's one-piece jump beside a longer capture
 * between the same squares), E_AMBIGUOUS with the choices.
 */
PyObject *game_find_move(GameObject *self, PyObject *args)
{
    checkers_game *g = game_get(self);
    PyObject *start_arg, *end_arg;
    checkers_refusal why;
    checkers_move proposed;
    long long start, end;
    int32_t rc;

    if (g == NULL || !PyArg_ParseTuple(args, "OO:find_move", &start_arg, &end_arg) ||
        core_int_arg(start_arg, "start", 0, UINT8_MAX, NULL, &start) < 0 ||
        core_int_arg(end_arg, "end", 0, UINT8_MAX, NULL, &end) < 0)
        return NULL;
    memset(&proposed, 0, sizeof proposed);
    memset(&why, 0, sizeof why);
    proposed.from = (uint8_t)start;
    proposed.to = (uint8_t)end;
    rc = checkers_game_check_move(g, &proposed, &why);
    if (rc != 0)
        return core_refuse(rc, &why, self, NULL, &proposed, -1);
    return move_current(self, &why.move);
}

/* The refusal of a Move or a move text here (0 if legal), without raising. */
static int32_t check(GameObject *self, PyObject *arg, checkers_refusal *why)
{
    checkers_game *g = game_get(self);
    PyObject *holder;
    const char *text;
    int32_t rc;

    if (g == NULL)
        return INT32_MIN;
    memset(why, 0, sizeof *why);
    if (PyObject_TypeCheck(arg, &Move_Type)) {
        MoveObject *move = (MoveObject *)arg;
        return checkers_game_check_move(g, &move->list->moves[move->index], why);
    }
    if ((text = core_text(arg, &holder, "move")) == NULL)
        return INT32_MIN;
    rc = checkers_game_parse_move(g, text, NULL, why);
    Py_DECREF(holder);
    return rc;
}

PyObject *game_is_legal(GameObject *self, PyObject *arg)
{
    checkers_refusal why;
    int32_t rc = check(self, arg, &why);
    int32_t status;
    if (rc == INT32_MIN)
        return NULL;
    if (rc != 0)
        Py_RETURN_FALSE;
    status = checkers_game_status(self->game, NULL);
    return PyBool_FromLong(status == CHECKERS_ONGOING);
}

PyObject *game_check(GameObject *self, PyObject *arg)
{
    checkers_refusal why;
    int32_t rc = check(self, arg, &why);
    if (rc == INT32_MIN)
        return NULL;
    if (rc != 0) {
        if (PyObject_TypeCheck(arg, &Move_Type)) {
            MoveObject *move = (MoveObject *)arg;
            return core_refuse(rc, &why, self, NULL, &move->list->moves[move->index], -1);
        }
        return core_refuse(rc, &why, self, arg, NULL, -1);
    }
    Py_RETURN_NONE;
}

PyObject *game_moves_text(GameObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"full_route", NULL};
    checkers_game *g = game_get(self);
    PyObject *result;
    int full = 0;

    if (g == NULL || !PyArg_ParseTupleAndKeywords(args, kwargs, "|p:moves_text", keywords, &full))
        return NULL;
    CORE_WRITE(result,
               checkers_game_moves_text(g, full ? CHECKERS_TEXT_FULL_ROUTE : 0, buf, capacity));
    return result;
}
