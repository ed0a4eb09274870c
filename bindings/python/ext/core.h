/* SPDX-License-Identifier: MIT */
/*
 * checkers._core: the CPython extension over the checkers library. The hot
 * paths (listing, choosing and playing moves) stay in C; the Python package
 * around it adds the enums, errors and conveniences.
 */
#ifndef CHECKERS_PY_CORE_H
#define CHECKERS_PY_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "checkers.h"

#if PY_VERSION_HEX < 0x030900A4
#define Py_SET_SIZE(o, size) (Py_SIZE(o) = (size))
#endif

typedef struct {
    PyObject_HEAD
    checkers_game *game;
    int busy; /* > 0 while a call runs without the GIL (perft) */
    PyObject *weakrefs;
} GameObject;

/*
 * Moves as the library's records, of one game. A position's legal moves
 * write a text only when one is asked for, from the whole list (the game may
 * have moved on since); other lists (history, a parsed move) hold theirs.
 */
typedef struct {
    PyObject_VAR_HEAD
    GameObject *owner;
    int32_t notation; /* the game's when listed: texts keep it */
    PyObject *texts;  /* a tuple of the texts, or NULL: a position's whole list */
    Py_ssize_t room;  /* records allocated (>= the length), for reuse */
    checkers_move moves[1];
} MoveListObject;

typedef struct {
    PyObject_HEAD
    MoveListObject *list;
    Py_ssize_t index;
} MoveObject;

extern PyTypeObject Game_Type;
extern PyTypeObject MoveList_Type;
extern PyTypeObject Move_Type;
extern PyTypeObject PdnReader_Type;

/* errors.c */
int core_set_error_factory(PyObject *factory);
PyObject *core_raise(int32_t code, const checkers_refusal *why, GameObject *game, PyObject *text,
                     Py_ssize_t applied);
/* core_raise with no details: NULL. */
PyObject *core_error(int32_t code);
/* A library call's answer: its value, or for core_none None; a negative
 * (core_none: non-zero) code raises. */
PyObject *core_int(int32_t rc);
PyObject *core_none(int32_t rc);
/* core_raise for a refused move: `proposed` (may be NULL) is the record refused. */
PyObject *core_refuse(int32_t code, const checkers_refusal *why, GameObject *game, PyObject *text,
                      const checkers_move *proposed, Py_ssize_t applied);
/*
 * An integer argument (anything with __index__) in [min, max], into *out:
 * returns 0, or -1 with TypeError (not an integer) or `range_error` (NULL:
 * OverflowError) naming `name` and the range. Nothing is truncated.
 */
int core_int_arg(PyObject *value, const char *name, long long min, long long max,
                 PyObject *range_error, long long *out);
/* core_int_arg over the range of the library's int32_t, and uint32_t, arguments. */
int core_int32_arg(PyObject *value, const char *name, int32_t *out);
int core_uint32_arg(PyObject *value, const char *name, uint32_t *out);

/* moves.c */
MoveListObject *movelist_legal(GameObject *game);
/* Moves `first` .. `first + count - 1` of the history, with their texts where played. */
MoveListObject *movelist_history(GameObject *game, int32_t first, Py_ssize_t count);
/* A Move of the game's current position, with its text there. */
PyObject *move_current(GameObject *game, const checkers_move *move);
/* The Move played at `ply`, with its text where it was played. */
PyObject *move_played(GameObject *game, int32_t ply);
int core_set_move_flag_class(PyObject *cls);
/* A tuple of the first `count` squares. */
PyObject *squares_tuple(const uint8_t *squares, int count);
PyObject *move_new(MoveListObject *list, Py_ssize_t index);
/* checkers._core._move(game, from, to, flags, path, captured, text): a Move
 * unpickled (Move.__reduce__). */
PyObject *move_restore(PyObject *module, PyObject *args);

/* game.c */
GameObject *game_wrap(PyTypeObject *type, checkers_game *game);
/* Raises: the game was not initialised. NULL. */
checkers_game *game_unset(void);
/* The game, or NULL (and an exception) if Game.__init__ was not called.
 * Inline: it begins every method, a few calls a ply in a playout. */
static inline checkers_game *game_get(GameObject *self)
{
    return self->game != NULL ? self->game : game_unset();
}
/* Makes the result texts; once, at import (game_state.c). */
int core_game_ready(void);

/* hub.c: the module's Hub functions (checkers.engine). */
PyObject *core_hub_position(PyObject *module, PyObject *arg);
PyObject *core_hub_pos(PyObject *module, PyObject *arg);
PyObject *core_hub_move_text(PyObject *module, PyObject *args);
PyObject *core_parse_hub_move(PyObject *module, PyObject *args);
PyObject *core_game_from_hub(PyObject *module, PyObject *args);
PyObject *core_hub_split(PyObject *module, PyObject *arg);
PyObject *core_hub_info(PyObject *module, PyObject *arg);
PyObject *core_hub_quote(PyObject *module, PyObject *arg);
PyObject *core_hub_level(PyObject *module, PyObject *args);
PyObject *core_hub_variant_name(PyObject *module, PyObject *args);

/* text.c: the text of a str or bytes argument (borrowed from `holder`, which
 * the caller releases). */
const char *core_text(PyObject *arg, PyObject **holder, const char *what);
/* The str of `length` bytes at buf, or the exception for a negative code. */
PyObject *core_written(int32_t length, const char *buf);
/*
 * Sets `result` to what `call` writes snprintf style into `buf`, of
 * `capacity` bytes (names this macro gives them), as a str: `call` is made
 * again with a buffer of the text's size when a small one is too short
 * (MemoryError when that buffer cannot be had).
 */
#define CORE_WRITE(result, call) \
    do { \
        char small_[4096], *buf = small_; \
        size_t capacity = sizeof small_; \
        int32_t length_ = (call); \
        if (length_ >= 0 && (size_t)length_ >= capacity) { \
            capacity = (size_t)length_ + 1; \
            if ((buf = PyMem_Malloc(capacity)) != NULL) \
                length_ = (call); \
        } \
        (result) = buf != NULL ? core_written(length_, buf) : PyErr_NoMemory(); \
        if (buf != small_) \
            PyMem_Free(buf); \
    } while (0)

#endif
