/* SPDX-License-Identifier: MIT */
/* Raising the library's codes as the package's exception classes. */
#include "core.h"

/* checkers._errors.from_code, set at import: the Python side picks the class. */
static PyObject *error_factory = NULL;

int core_set_error_factory(PyObject *factory)
{
    if (!PyCallable_Check(factory)) {
        PyErr_SetString(PyExc_TypeError, "the error factory must be callable");
        return -1;
    }
    Py_INCREF(factory);
    Py_XSETREF(error_factory, factory);
    return 0;
}

/*
 * Sets the exception for `code` and returns NULL. `why` (may be NULL) gives the
 * square, the count, the kings and the example move; `game` is where the example move is
 * legal; `text` (may be NULL) is the move text refused; `applied` (-1: none)
 * the number of moves played before it.
 */
PyObject *core_raise(int32_t code, const checkers_refusal *why, GameObject *game,
                     PyObject *text, Py_ssize_t applied)
{
    PyObject *example = Py_None, *exc;

    if (error_factory == NULL) {
        PyErr_Format(PyExc_ValueError, "%s (%s)", checkers_strerror(code),
                     checkers_error_name(code));
        return NULL;
    }
    Py_INCREF(example);
    if (why != NULL && why->move.steps > 0 && game != NULL && game->game != NULL) {
        MoveListObject *list = movelist_sequence(
            game, checkers_game_ply_count(game->game), &why->move, 1, 1);
        if (list == NULL)
            return NULL;
        Py_SETREF(example, move_new(list, 0));
        Py_DECREF(list);
        if (example == NULL)
            return NULL;
    }
    exc = PyObject_CallFunction(error_factory, "iiiiOOn", (int)code,
                                why != NULL ? (int)why->square : 0,
                                why != NULL ? (int)why->count : 0,
                                why != NULL ? (int)why->kings : 0, example,
                                text != NULL ? text : Py_None, applied);
    Py_DECREF(example);
    if (exc == NULL)
        return NULL;
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return NULL;
}
