/* SPDX-License-Identifier: MIT */
/* Raising the library's codes as the package's exception classes, and
 * checking integer arguments before they reach the library. */
#include <string.h>

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

int core_int_arg(PyObject *value, const char *name, long long min, long long max,
                 PyObject *range_error, long long *out)
{
    PyObject *index = PyNumber_Index(value);
    long long v;
    int overflow = 0;

    if (index == NULL) {
        if (PyErr_ExceptionMatches(PyExc_TypeError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError, "%s must be an int, not %.200s", name,
                         Py_TYPE(value)->tp_name);
        }
        return -1;
    }
    /* Never truncated: a value beyond long long is out of range like any other. */
    v = PyLong_AsLongLongAndOverflow(index, &overflow);
    if (v == -1 && PyErr_Occurred()) {
        Py_DECREF(index);
        return -1;
    }
    if (overflow != 0 || v < min || v > max) {
        PyErr_Format(range_error != NULL ? range_error : PyExc_OverflowError,
                     "%s must be %lld..%lld, not %R", name, min, max, index);
        Py_DECREF(index);
        return -1;
    }
    Py_DECREF(index);
    *out = v;
    return 0;
}

int core_int32_arg(PyObject *value, const char *name, int32_t *out)
{
    long long v;
    if (core_int_arg(value, name, INT32_MIN, INT32_MAX, NULL, &v) < 0)
        return -1;
    *out = (int32_t)v;
    return 0;
}

int core_uint32_arg(PyObject *value, const char *name, uint32_t *out)
{
    long long v;
    if (core_int_arg(value, name, 0, UINT32_MAX, NULL, &v) < 0)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

/*
 * The moves a refused proposal could mean (CHECKERS_E_AMBIGUOUS), as a list
 * of Moves of the game's position: those of the text, or of the record. For
 * neither (a refusal inside checkers_game_apply_moves_text), those sharing
 * the example's start and end, if they are exactly the matches counted.
 */
static int32_t list_choices(GameObject *game, const checkers_refusal *why, const char *text,
                            const checkers_move *proposed, checkers_move *found, int32_t room)
{
    checkers_move ends;
    int32_t count;

    if (text != NULL)
        return checkers_game_move_choices_text(game->game, text, found, room);
    if (proposed != NULL)
        return checkers_game_move_choices(game->game, proposed, found, room);
    memset(&ends, 0, sizeof ends);
    ends.from = why->move.from;
    ends.to = why->move.to;
    count = checkers_game_move_choices(game->game, &ends, found, room);
    return count == why->count ? count : 0;
}

static PyObject *choices_of(GameObject *game, const checkers_refusal *why, const char *text,
                            const checkers_move *proposed)
{
    int32_t count = list_choices(game, why, text, proposed, NULL, 0);
    checkers_move *found;
    PyObject *list;

    if (count <= 0)
        return PyList_New(0);
    found = PyMem_Malloc(sizeof *found * (size_t)count);
    if (found == NULL)
        return PyErr_NoMemory();
    if (list_choices(game, why, text, proposed, found, count) != count)
        count = 0;
    list = PyList_New(count);
    for (int32_t i = 0; list != NULL && i < count; i++) {
        PyObject *move = move_current(game, &found[i]);
        if (move == NULL)
            Py_CLEAR(list);
        else
            PyList_SET_ITEM(list, i, move);
    }
    PyMem_Free(found);
    return list;
}

PyObject *core_raise(int32_t code, const checkers_refusal *why, GameObject *game, PyObject *text,
                     Py_ssize_t applied)
{
    return core_refuse(code, why, game, text, NULL, applied);
}

PyObject *core_error(int32_t code)
{
    return core_refuse(code, NULL, NULL, NULL, NULL, -1);
}

PyObject *core_int(int32_t rc)
{
    return rc < 0 ? core_error(rc) : PyLong_FromLong(rc);
}

PyObject *core_none(int32_t rc)
{
    if (rc != 0)
        return core_error(rc);
    Py_RETURN_NONE;
}

/*
 * Sets the exception for `code` and returns NULL. `why` (may be NULL) gives the
 * square, the count, the kings and the example move, and with `game` (where
 * the refusal was just made) the refusal in words; `text` (may be NULL) is the
 * move text refused, `proposed` (may be NULL) the record refused; `applied`
 * (-1: none) the number of moves played before it.
 */
PyObject *core_refuse(int32_t code, const checkers_refusal *why, GameObject *game, PyObject *text,
                      const checkers_move *proposed, Py_ssize_t applied)
{
    static const checkers_refusal no_details;
    PyObject *example = NULL, *description = NULL, *choices = NULL, *exc;
    char said[CHECKERS_REFUSAL_TEXT_MAX];

    if (error_factory == NULL) {
        PyErr_Format(PyExc_ValueError, "%s (%s)", checkers_strerror(code),
                     checkers_error_name(code));
        return NULL;
    }
    /* Details the library did not fill for this code are not read. */
    if (why != NULL && why->code != code)
        why = NULL;
    if (game != NULL && game->game == NULL)
        game = NULL;
    if (why != NULL && game != NULL) {
        int32_t length = checkers_game_refusal_text(game->game, why, said, sizeof said);
        if (length >= 0 && (size_t)length < sizeof said &&
            (description = PyUnicode_DecodeUTF8(said, length, "replace")) == NULL)
            goto done;
        if (code == CHECKERS_E_AMBIGUOUS) {
            PyObject *holder = NULL;
            const char *chars = NULL;
            if (text != NULL && (chars = core_text(text, &holder, "move")) == NULL)
                goto done;
            choices = choices_of(game, why, chars, proposed);
            Py_XDECREF(holder);
            if (choices == NULL)
                goto done;
        }
        if (why->move.steps > 0 && (example = move_current(game, &why->move)) == NULL)
            goto done;
    }
    if (why == NULL)
        why = &no_details;
    exc = PyObject_CallFunction(error_factory, "iiiiOOnOO", (int)code, (int)why->square,
                                (int)why->count, (int)why->kings, example ? example : Py_None,
                                text != NULL ? text : Py_None, applied,
                                description ? description : Py_None, choices ? choices : Py_None);
    if (exc != NULL) {
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
        Py_DECREF(exc);
    }
done:
    Py_XDECREF(example);
    Py_XDECREF(description);
    Py_XDECREF(choices);
    return NULL;
}
