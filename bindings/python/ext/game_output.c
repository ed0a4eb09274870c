/* SPDX-License-Identifier: MIT */
/* Game methods: SVG diagrams and PDN text. */
#include <string.h>

#include "game.h"

PyObject *game_svg(GameObject *self, PyObject *args)
{
    checkers_game *g = game_get(self);
    checkers_diagram_options options;
    PyObject *flags, *size, *last, *result;
    Py_buffer highlight;

    memset(&options, 0, sizeof options);
    if (g == NULL || !PyArg_ParseTuple(args, "OOOy*:_svg", &flags, &size, &last, &highlight))
        return NULL;
    if (core_uint32_arg(flags, "flags", &options.flags) < 0 ||
        core_int32_arg(size, "size", &options.square_size) < 0) {
        PyBuffer_Release(&highlight);
        return NULL;
    }
    if (last != Py_None) {
        if (!PyObject_TypeCheck(last, &Move_Type)) {
            PyBuffer_Release(&highlight);
            PyErr_SetString(PyExc_TypeError, "last_move must be a Move or None");
            return NULL;
        }
        options.last_move = ((MoveObject *)last)->list->moves[((MoveObject *)last)->index];
    }
    memcpy(options.highlight, highlight.buf,
           (size_t)highlight.len < sizeof options.highlight ? (size_t)highlight.len
                                                            : sizeof options.highlight);
    PyBuffer_Release(&highlight);
    CORE_WRITE(result, checkers_game_svg(g, &options, buf, capacity));
    return result;
}

/* UTF-8 pointers into the str items of a sequence (or NULL for None items). */
static const char **texts_of(PyObject *fast, int allow_none)
{
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    const char **texts = PyMem_Calloc((size_t)(count > 0 ? count : 1), sizeof *texts);
    if (texts == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        if (allow_none && item == Py_None)
            continue;
        if (!PyUnicode_Check(item)) {
            PyErr_Format(PyExc_TypeError, "expected str, not %.200s", Py_TYPE(item)->tp_name);
            PyMem_Free(texts);
            return NULL;
        }
        if ((texts[i] = PyUnicode_AsUTF8(item)) == NULL) {
            PyMem_Free(texts);
            return NULL;
        }
    }
    return texts;
}

PyObject *game_pdn(GameObject *self, PyObject *args)
{
    checkers_game *g = game_get(self);
    PyObject *names, *values, *comments, *result_arg, *result = NULL;
    PyObject *names_fast = NULL, *values_fast = NULL, *comments_fast = NULL;
    const char **name_texts = NULL, **value_texts = NULL, **comment_texts = NULL;
    int32_t pdn_result;

    if (g == NULL ||
        !PyArg_ParseTuple(args, "OOOO:_pdn", &names, &values, &comments, &result_arg) ||
        core_int32_arg(result_arg, "result", &pdn_result) < 0)
        return NULL;
    names_fast = PySequence_Fast(names, "tag names must be a sequence");
    values_fast = PySequence_Fast(values, "tag values must be a sequence");
    if (names_fast == NULL || values_fast == NULL)
        goto done;
    if (PySequence_Fast_GET_SIZE(names_fast) != PySequence_Fast_GET_SIZE(values_fast)) {
        PyErr_SetString(PyExc_ValueError, "as many tag values as names are needed");
        goto done;
    }
    if (comments != Py_None) {
        comments_fast = PySequence_Fast(comments, "comments must be a sequence");
        if (comments_fast == NULL)
            goto done;
        if (PySequence_Fast_GET_SIZE(comments_fast) != checkers_game_ply_count(g) + 1) {
            PyErr_SetString(PyExc_ValueError, "comments need one entry per ply, plus one");
            goto done;
        }
        if ((comment_texts = texts_of(comments_fast, 1)) == NULL)
            goto done;
    }
    if ((name_texts = texts_of(names_fast, 0)) == NULL ||
        (value_texts = texts_of(values_fast, 0)) == NULL)
        goto done;
    CORE_WRITE(result, checkers_pdn_write(g, name_texts, value_texts,
                                          (int32_t)PySequence_Fast_GET_SIZE(names_fast),
                                          comment_texts, pdn_result, buf, capacity));
done:
    PyMem_Free(name_texts);
    PyMem_Free(value_texts);
    PyMem_Free(comment_texts);
    Py_XDECREF(names_fast);
    Py_XDECREF(values_fast);
    Py_XDECREF(comments_fast);
    return result;
}
