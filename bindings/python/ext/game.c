/* SPDX-License-Identifier: MIT */
/* checkers._core.Game: one checkers_game, freed with the object. This file:
 * making and freeing games, and the type; the methods are in game_*.c. */
#include <string.h>

#include "game.h"

GameObject *game_wrap(PyTypeObject *type, checkers_game *game)
{
    GameObject *self = (GameObject *)type->tp_alloc(type, 0);
    if (self == NULL) {
        checkers_game_free(game);
        return NULL;
    }
    self->game = game;
    return self;
}

checkers_game *game_unset(void)
{
    PyErr_SetString(PyExc_RuntimeError, "the game was not initialised (Game.__init__)");
    return NULL;
}

checkers_game *game_busy(void)
{
    PyErr_SetString(PyExc_RuntimeError, "the game is in use by another thread (perft)");
    return NULL;
}

static void game_dealloc(GameObject *self)
{
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    checkers_game_free(self->game);
    self->game = NULL;
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/*
 * The variant's name as the package's Game takes it, in any case ("English"):
 * lowered unless it is already (most names are, and a playout makes a game
 * every few dozen plies). _core.Game itself takes the library's names as they
 * are, as the command-line program does.
 */
static PyObject *variant_lowered(GameObject *self, PyObject *variant)
{
    if (Py_TYPE(self) != &Game_Type && PyUnicode_Check(variant)) {
        int lower = PyUnicode_IS_ASCII(variant);
        const Py_UCS1 *c = PyUnicode_1BYTE_DATA(variant);
        for (Py_ssize_t i = 0; lower && i < PyUnicode_GET_LENGTH(variant); i++)
            lower = c[i] < 'A' || c[i] > 'Z';
        if (!lower)
            return PyObject_CallMethod(variant, "lower", NULL);
    }
    Py_INCREF(variant);
    return variant;
}

/* The settings given to Game(...), through the package's properties, in this order. */
static const char *const init_settings[] = {"draw_rules", "notation", "crowning"};

/*
 * Game(variant="english", fen=None, *, draw_rules=None, notation=None,
 * crowning=None). In C rather than in the package, whose __init__ was a
 * Python frame and a super() call for every game made.
 */
static int game_init(GameObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"variant", "fen", "draw_rules", "notation", "crowning", NULL};
    PyObject *variant_arg = Py_None, *fen_arg = Py_None, *variant_holder = NULL, *fen_holder = NULL;
    PyObject *settings[3] = {Py_None, Py_None, Py_None};
    const char *variant = NULL, *fen = NULL;
    checkers_game *game = NULL;
    int32_t rc;

    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO$OOO:Game", keywords, &variant_arg, &fen_arg,
                                     &settings[0], &settings[1], &settings[2]))
        return -1;
    if ((variant_arg = variant_lowered(self, variant_arg)) == NULL)
        return -1;
    if (self->game != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Game.__init__ may only be called once");
        Py_DECREF(variant_arg);
        return -1;
    }
    if (variant_arg != Py_None &&
        (variant = core_text(variant_arg, &variant_holder, "variant")) == NULL) {
        Py_DECREF(variant_arg);
        return -1;
    }
    if (fen_arg != Py_None && (fen = core_text(fen_arg, &fen_holder, "fen")) == NULL) {
        Py_XDECREF(variant_holder);
        Py_DECREF(variant_arg);
        return -1;
    }
    rc = fen != NULL ? checkers_game_new_from_fen(&game, variant, fen, NULL)
                     : checkers_game_new(&game, variant, NULL);
    Py_XDECREF(variant_holder);
    if (rc != 0) {
        core_raise(rc, NULL, NULL,
                   rc == CHECKERS_E_UNKNOWN_VARIANT || fen_arg == Py_None ? variant_arg : fen_arg,
                   -1);
        Py_XDECREF(fen_holder);
        Py_DECREF(variant_arg);
        return -1;
    }
    Py_XDECREF(fen_holder);
    Py_DECREF(variant_arg);
    self->game = game;
    for (int i = 0; i < 3; i++)
        if (settings[i] != Py_None &&
            PyObject_SetAttrString((PyObject *)self, init_settings[i], settings[i]) < 0)
            return -1;
    return 0;
}

static PyObject *game_from_ballot(PyObject *cls, PyObject *args)
{
    PyObject *deck_arg, *number_arg;
    checkers_game *game = NULL;
    int32_t deck, number, rc;

    if (!PyArg_ParseTuple(args, "OO:_from_ballot", &deck_arg, &number_arg) ||
        core_int32_arg(deck_arg, "deck", &deck) < 0 ||
        core_int32_arg(number_arg, "number", &number) < 0)
        return NULL;
    rc = checkers_game_new_from_ballot(&game, deck, number, NULL);
    if (rc != 0)
        return core_error(rc);
    return (PyObject *)game_wrap((PyTypeObject *)cls, game);
}

/* ------------------------------------------------------ whole game */

/*
 * Perft without the GIL, in the parts checkers_game_perft_divide counts, so that a long
 * count can be interrupted (Ctrl-C): between two parts the signal handlers run.
 */
static int32_t perft_part(void *context, int32_t index, uint64_t leaves)
{
    PyThreadState **released = context;
    int rc;
    (void)index;
    (void)leaves;
    PyEval_RestoreThread(*released);
    rc = PyErr_CheckSignals();
    *released = PyEval_SaveThread();
    return rc < 0 ? 1 : 0;
}

static PyObject *game_perft(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    PyThreadState *released;
    uint64_t leaves = 0;
    long long depth;
    int32_t rc;

    if (g == NULL ||
        core_int_arg(arg, "perft depth", 0, CHECKERS_PERFT_DEPTH_MAX, PyExc_ValueError, &depth) < 0)
        return NULL;
    /* Other threads run during the count; changes to this game wait (busy). */
    self->busy++;
    released = PyEval_SaveThread();
    rc = checkers_game_perft_divide(g, (int32_t)depth, perft_part, &released, &leaves);
    PyEval_RestoreThread(released);
    self->busy--;
    if (rc > 0) /* a signal handler raised */
        return NULL;
    if (rc != 0)
        return core_error(rc);
    return PyLong_FromUnsignedLongLong(leaves);
}

static PyObject *game_copy(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self), *copy = NULL;
    int32_t rc;
    (void)unused;
    if (g == NULL)
        return NULL;
    rc = checkers_game_clone(&copy, g);
    if (rc != 0)
        return core_error(rc);
    return (PyObject *)game_wrap(Py_TYPE(self), copy);
}

/* ------------------------------------------------------------------ type */

static PyObject *game_adopt_methods(PyObject *cls, PyObject *unused);

static PyGetSetDef game_getset[] = {
    {"legal_moves", (getter)game_legal_moves, NULL,
     "The legal moves of the position (a MoveList), in the library's order.", NULL},
    {"move_stack", (getter)game_move_stack, NULL, "The moves played so far (a MoveList).", NULL},
    {"fen", (getter)game_fen, NULL, "The position as a canonical PDN FEN.", NULL},
    {"variant", (getter)game_variant, NULL, "The variant's name.", NULL},
    {"ply", (getter)game_ply, NULL, "The number of moves (plies) played.", NULL},
    {"hash", (getter)game_hash, NULL,
     "A 64-bit Zobrist hash of the position, the same on every platform.", NULL},
    {"result", (getter)game_result, NULL,
     "\"1-0\" (White won), \"0-1\" (Black won), \"1/2-1/2\" or \"*\" (going on).", NULL},
    {"_turn", (getter)game_turn, NULL, NULL, NULL},
    {"square_count", (getter)game_square_count, NULL, "The number of playing squares.", NULL},
    {"huffing", (getter)game_get_huffing, (setter)game_set_huffing,
     "English only: the huffing rule (capturing optional; a piece that failed to capture may "
     "be huffed). Off by default.",
     NULL},
    {"huffable", (getter)game_huffable, NULL,
     "The squares of the pieces that may be huffed now (a tuple, ascending).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef game_methods[] = {
    {"_from_ballot", (PyCFunction)game_from_ballot, METH_VARARGS | METH_CLASS, NULL},
    {"_adopt_methods", (PyCFunction)game_adopt_methods, METH_NOARGS | METH_CLASS, NULL},
    {"push", (PyCFunction)game_push, METH_O,
     "push(move): plays a Move or a move text (\"11-15\"); IllegalMoveError if refused."},
    {"_push_text_sequence", (PyCFunction)game_push_text_sequence, METH_O, NULL},
    {"pop", (PyCFunction)game_pop, METH_NOARGS,
     "pop() -> Move | None: takes back the last move, or alone (None) a declared "
     "result or a huff made this turn."},
    {"peek", (PyCFunction)game_peek, METH_NOARGS, "peek() -> Move: the last move played."},
    {"parse_move", (PyCFunction)game_parse_move, METH_O,
     "parse_move(text) -> Move: the legal move the text names; IllegalMoveError if none."},
    {"find_move", (PyCFunction)game_find_move, METH_VARARGS,
     "find_move(start, end) -> Move: the legal move from start to end (two squares clicked); "
     "AmbiguousMoveError with its choices when several share them, IllegalMoveError if none."},
    {"is_legal", (PyCFunction)game_is_legal, METH_O,
     "is_legal(move) -> bool: whether push(move) would be accepted."},
    {"check_move", (PyCFunction)game_check, METH_O,
     "check_move(move): raises the IllegalMoveError push(move) would raise, or returns None."},
    {"moves_text", (PyCFunction)(void (*)(void))game_moves_text, METH_VARARGS | METH_KEYWORDS,
     "moves_text(full_route=False) -> str: every legal move's text, space separated."},
    {"_piece", (PyCFunction)game_piece, METH_O, NULL},
    {"_square_position", (PyCFunction)game_square_position, METH_O, NULL},
    {"_status", (PyCFunction)game_status, METH_NOARGS, NULL},
    {"is_game_over", (PyCFunction)game_is_game_over, METH_NOARGS,
     "is_game_over() -> bool: whether the game has ended (result != \"*\")."},
    {"_draw_rules", (PyCFunction)game_draw_rules, METH_NOARGS, NULL},
    {"_set_draw_rules", (PyCFunction)game_set_draw_rules, METH_VARARGS, NULL},
    {"_claimable", (PyCFunction)game_claimable, METH_NOARGS, NULL},
    {"claim_draw", (PyCFunction)game_claim_draw, METH_NOARGS,
     "claim_draw(): ends the game drawn if a draw can be claimed; NoClaimError if not."},
    {"_declare", (PyCFunction)game_declare, METH_VARARGS, NULL},
    {"_declared", (PyCFunction)game_declared, METH_NOARGS, NULL},
    {"huff", (PyCFunction)game_huff, METH_O,
     "huff(square): removes the piece on `square` that failed to capture (huffing rule); "
     "the same side still moves. IllegalMoveError (E_NO_HUFF, E_HUFF_SQUARE) if refused."},
    {"_history_huff", (PyCFunction)game_history_huff, METH_O, NULL},
    {"_history_crowning", (PyCFunction)game_history_crowning, METH_O, NULL},
    {"_notation", (PyCFunction)game_get_notation, METH_NOARGS, NULL},
    {"_set_notation", (PyCFunction)game_set_notation, METH_O, NULL},
    {"_crowning", (PyCFunction)game_get_crowning, METH_NOARGS, NULL},
    {"_set_crowning", (PyCFunction)game_set_crowning, METH_O, NULL},
    {"perft", (PyCFunction)game_perft, METH_O,
     "perft(depth) -> int: the number of positions `depth` plies ahead."},
    {"copy", (PyCFunction)game_copy, METH_NOARGS,
     "copy() -> Game: an independent copy (position, history, draw rules)."},
    {"_svg", (PyCFunction)game_svg, METH_VARARGS, NULL},
    {"_pdn", (PyCFunction)game_pdn, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

/* Sets `descr` as type.name unless the type defines that name itself. */
static int adopt(PyTypeObject *type, const char *name, PyObject *descr)
{
    PyObject *key;
    int rc = -1;

    if (descr == NULL)
        return -1;
    key = PyUnicode_InternFromString(name);
    if (key != NULL && (rc = PyDict_Contains(type->tp_dict, key)) == 0)
        rc = PyObject_SetAttr((PyObject *)type, key, descr);
    Py_XDECREF(key);
    Py_DECREF(descr);
    return rc < 0 ? -1 : 0;
}

/*
 * Gives a direct subclass (the package's checkers.Game) descriptors of its
 * own for the methods and attributes above, where it does not define the name
 * itself. CPython's fast path for calling a C method needs the instance's type
 * to be exactly the descriptor's; through the inherited descriptors each call
 * (push, is_game_over, ...) takes the generic path and a subclass check, about
 * 15 ns more: with both, some 8% of a random playout's ply in Python.
 */
static PyObject *game_adopt_methods(PyObject *cls, PyObject *unused)
{
    PyTypeObject *type = (PyTypeObject *)cls;
    (void)unused;

    if (type->tp_base != &Game_Type || !(type->tp_flags & Py_TPFLAGS_HEAPTYPE))
        Py_RETURN_NONE;
    for (PyMethodDef *m = game_methods; m->ml_name != NULL; m++)
        if (!(m->ml_flags & METH_CLASS) && adopt(type, m->ml_name, PyDescr_NewMethod(type, m)) < 0)
            return NULL;
    for (PyGetSetDef *g = game_getset; g->name != NULL; g++)
        if (adopt(type, g->name, PyDescr_NewGetSet(type, g)) < 0)
            return NULL;
    Py_RETURN_NONE;
}

PyTypeObject Game_Type = {
    /* The macro ends with its own comma. */
    /* clang-format off */
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "checkers._core.Game",
    /* clang-format on */
    .tp_basicsize = sizeof(GameObject),
    .tp_dealloc = (destructor)game_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "Game(variant='english', fen=None, *, draw_rules=None, notation=None, "
              "crowning=None)\n--\n\n"
              "A game: the position, the moves played and the draw rules.",
    .tp_weaklistoffset = offsetof(GameObject, weakrefs),
    .tp_methods = game_methods,
    .tp_getset = game_getset,
    .tp_init = (initproc)game_init,
    .tp_new = PyType_GenericNew,
};
