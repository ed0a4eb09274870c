/* SPDX-License-Identifier: MIT */
/*
 * checkers._core.PdnReader: the library's PDN reader over a bytes object the
 * reader keeps alive (bytes cannot change, so no copy is needed).
 */
#include "core.h"

typedef struct {
    PyObject_HEAD
    checkers_pdn_reader *reader;
    PyObject *data;
} ReaderObject;

static void reader_dealloc(ReaderObject *self)
{
    checkers_pdn_reader_free(self->reader);
    Py_XDECREF(self->data);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int reader_init(ReaderObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"data", "variant", "flags", NULL};
    PyObject *data, *variant_arg = Py_None, *flags_arg = NULL, *holder = NULL;
    const char *variant = NULL;
    uint32_t flags = 0;
    checkers_pdn_reader *reader = NULL;
    int32_t rc;

    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "S|OO:PdnReader", keywords, &data, &variant_arg,
                                     &flags_arg) ||
        (flags_arg != NULL && core_uint32_arg(flags_arg, "flags", &flags) < 0))
        return -1;
    if (self->reader != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "PdnReader.__init__ may only be called once");
        return -1;
    }
    if (variant_arg != Py_None && (variant = core_text(variant_arg, &holder, "variant")) == NULL)
        return -1;
    rc = checkers_pdn_reader_new(&reader, PyBytes_AS_STRING(data), (size_t)PyBytes_GET_SIZE(data),
                                 variant, flags, NULL);
    Py_XDECREF(holder);
    if (rc != 0) {
        core_raise(rc, NULL, NULL, variant_arg, -1);
        return -1;
    }
    Py_INCREF(data);
    self->data = data;
    self->reader = reader;
    return 0;
}

static checkers_pdn_reader *reader_get(ReaderObject *self)
{
    if (self->reader == NULL)
        PyErr_SetString(PyExc_RuntimeError, "the reader was not initialised");
    return self->reader;
}

static PyObject *reader_next(ReaderObject *self, PyObject *unused)
{
    checkers_pdn_reader *r = reader_get(self);
    int32_t rc;
    (void)unused;
    if (r == NULL)
        return NULL;
    rc = checkers_pdn_next(r);
    if (rc < 0)
        return core_error(rc);
    return PyBool_FromLong(rc);
}

/* game(cls): a copy of the current game as an instance of cls, or None. */
static PyObject *reader_game(ReaderObject *self, PyObject *cls)
{
    checkers_pdn_reader *r = reader_get(self);
    const checkers_game *game;
    checkers_game *copy = NULL;
    int32_t rc;

    if (r == NULL)
        return NULL;
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, &Game_Type)) {
        PyErr_SetString(PyExc_TypeError, "game() needs a Game class");
        return NULL;
    }
    game = checkers_pdn_game(r);
    if (game == NULL)
        Py_RETURN_NONE;
    rc = checkers_game_clone(&copy, game);
    if (rc != 0)
        return core_error(rc);
    return (PyObject *)game_wrap((PyTypeObject *)cls, copy);
}

static PyObject *reader_tags(ReaderObject *self, PyObject *unused)
{
    checkers_pdn_reader *r = reader_get(self);
    PyObject *tags;
    int32_t count;
    (void)unused;
    if (r == NULL)
        return NULL;
    count = checkers_pdn_tag_count(r);
    tags = PyList_New(count > 0 ? count : 0);
    for (int32_t i = 0; tags != NULL && i < count; i++) {
        PyObject *pair = Py_BuildValue("(yy)", checkers_pdn_tag_name(r, i),
                                       checkers_pdn_tag_value(r, i));
        if (pair == NULL)
            Py_CLEAR(tags);
        else
            PyList_SET_ITEM(tags, i, pair);
    }
    return tags;
}

static PyObject *reader_comment(ReaderObject *self, PyObject *arg)
{
    checkers_pdn_reader *r = reader_get(self);
    const char *comment;
    int32_t ply;
    if (r == NULL || core_int32_arg(arg, "ply", &ply) < 0)
        return NULL;
    comment = checkers_pdn_comment(r, ply);
    if (comment == NULL)
        Py_RETURN_NONE;
    return PyBytes_FromString(comment);
}

static PyObject *reader_result(ReaderObject *self, PyObject *unused)
{
    checkers_pdn_reader *r = reader_get(self);
    (void)unused;
    return r == NULL ? NULL : core_int(checkers_pdn_result(r));
}

static PyObject *reader_error(ReaderObject *self, PyObject *unused)
{
    checkers_pdn_reader *r = reader_get(self);
    checkers_pdn_error e;
    int32_t rc;
    (void)unused;
    if (r == NULL)
        return NULL;
    rc = checkers_pdn_error_info(r, &e);
    if (rc != 0)
        return core_error(rc);
    e.text[sizeof e.text - 1] = '\0';
    return Py_BuildValue("(iiiiiy)", (int)e.code, (int)e.line, (int)e.column, (int)e.move_number,
                         (int)e.ply, e.text);
}

static PyObject *reader_games_read(ReaderObject *self, PyObject *unused)
{
    checkers_pdn_reader *r = reader_get(self);
    (void)unused;
    return r == NULL ? NULL : PyLong_FromLong(checkers_pdn_games_read(r));
}

static PyMethodDef reader_methods[] = {
    {"next", (PyCFunction)reader_next, METH_NOARGS, "next() -> bool: reads the next game."},
    {"game", (PyCFunction)reader_game, METH_O, "game(cls) -> Game | None: a copy of it."},
    {"tags", (PyCFunction)reader_tags, METH_NOARGS, "tags() -> list[tuple[bytes, bytes]]."},
    {"comment", (PyCFunction)reader_comment, METH_O, "comment(ply) -> bytes | None."},
    {"result", (PyCFunction)reader_result, METH_NOARGS, "result() -> int (CHECKERS_PDN_*)."},
    {"error", (PyCFunction)reader_error, METH_NOARGS,
     "error() -> (code, line, column, move_number, ply, text)."},
    {"games_read", (PyCFunction)reader_games_read, METH_NOARGS, "games_read() -> int."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject PdnReader_Type = {
    /* The macro ends with its own comma. */
    /* clang-format off */
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "checkers._core.PdnReader",
    /* clang-format on */
    .tp_basicsize = sizeof(ReaderObject),
    .tp_dealloc = (destructor)reader_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The library's PDN reader (see checkers.read_pdn for the Python interface).",
    .tp_methods = reader_methods,
    .tp_init = (initproc)reader_init,
    .tp_new = PyType_GenericNew,
};
