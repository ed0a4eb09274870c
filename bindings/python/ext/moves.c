/* SPDX-License-Identifier: MIT */
/*
 * Move lists and moves. A list holds the library's records; a Move is a list
 * and an index, so listing the moves of a position costs one allocation and a
 * Move object is only made when one is asked for (random.choice asks for one).
 */
#include <string.h>

#include "core.h"

/* checkers.MoveFlag, set at import; plain ints until then. */
static PyObject *move_flag_class = NULL;

int core_set_move_flag_class(PyObject *cls)
{
    Py_INCREF(cls);
    Py_XSETREF(move_flag_class, cls);
    return 0;
}

/* ---------------------------------------------------------- making lists */

/*
 * Spare lists and moves. A playout makes a list and a Move at every ply and
 * drops both at the next; taking their memory back here skips the allocator
 * and the cycle collector's bookkeeping, a good part of what a ply costs
 * outside the library. Lists come in two sizes: room for a position's legal
 * moves, and room for one move (pop, peek, parse_move).
 */
#define LIST_ROOM 40 /* legal moves; larger positions get a list of their own size */
#define SPARE_LISTS 8
#define SPARE_MOVES 16

static MoveListObject *spare_lists[2][SPARE_LISTS];
static int spare_list_count[2];
static MoveObject *spare_moves[SPARE_MOVES];
static int spare_move_count;

static int spare_class(Py_ssize_t room)
{
    return room == LIST_ROOM ? 0 : room == 1 ? 1 : -1;
}

/*
 * Whether a game's lists and moves join the cycle collection. A game whose
 * type adds neither a __dict__ nor slots (Game, checkers.Game) refers to
 * nothing but its type, so no cycle can run through it, nor through its lists
 * and moves, which refer only to it (short of a move stored on the game's own
 * class). Tracking them would be about 3% of a random playout's time.
 */
static int in_cycles(const GameObject *game)
{
    const PyTypeObject *type = Py_TYPE(game);
    return type->tp_dictoffset != 0 || type->tp_basicsize != Game_Type.tp_basicsize;
}

/* An untracked list with room for `room` records and length `count`, fields unset. */
static MoveListObject *list_alloc(Py_ssize_t room, Py_ssize_t count)
{
    int spare = spare_class(room);
    MoveListObject *list;

    if (spare >= 0 && spare_list_count[spare] > 0) {
        list = spare_lists[spare][--spare_list_count[spare]];
        (void)PyObject_InitVar((PyVarObject *)list, &MoveList_Type, count);
    } else {
        list = PyObject_GC_NewVar(MoveListObject, &MoveList_Type, room);
        if (list == NULL)
            return NULL;
        Py_SET_SIZE(list, count);
    }
    list->room = room;
    return list;
}

/* Gives a list's memory back (its fields released), to the spares or the allocator. */
static void list_free(MoveListObject *list)
{
    int spare = spare_class(list->room);
    if (spare >= 0 && spare_list_count[spare] < SPARE_LISTS)
        spare_lists[spare][spare_list_count[spare]++] = list;
    else
        PyObject_GC_Del(list);
}

static void list_start(MoveListObject *list, GameObject *game)
{
    Py_INCREF(game);
    list->owner = game;
    list->notation = checkers_game_notation(game->game);
    list->texts = NULL;
    if (in_cycles(game))
        PyObject_GC_Track(list);
}

MoveListObject *movelist_legal(GameObject *game)
{
    checkers_game *g = game_get(game);
    MoveListObject *list;
    int32_t count;

    if (g == NULL)
        return NULL;
    /* The records are written straight into a list with room for most
     * positions; the rare larger one is listed again into a list of its size. */
    list = list_alloc(LIST_ROOM, 0);
    if (list == NULL)
        return NULL;
    count = checkers_game_moves(g, list->moves, LIST_ROOM);
    if (count > LIST_ROOM) {
        list_free(list);
        list = list_alloc(count, count);
        if (list == NULL)
            return NULL;
        if (checkers_game_moves(g, list->moves, (size_t)count) != count) {
            list_free(list);
            PyErr_SetString(PyExc_RuntimeError, "the move list changed while being read");
            return NULL;
        }
    }
    if (count < 0) {
        list_free(list);
        return (MoveListObject *)core_error(count);
    }
    Py_SET_SIZE(list, count);
    list_start(list, game);
    return list;
}

/*
 * A list of moves whose texts are not those of a position's whole list, so
 * are written now, into a tuple: `*current`, a move of the current position,
 * or (current NULL) `count` moves of the history from ply `first`, each with
 * its text where it was played.
 */
static MoveListObject *list_written(GameObject *game, const checkers_move *current, int32_t first,
                                    Py_ssize_t count)
{
    MoveListObject *list = list_alloc(count == 1 ? 1 : count, count);
    if (list == NULL)
        return NULL;
    list_start(list, game);
    if ((list->texts = PyTuple_New(count)) == NULL) {
        Py_DECREF(list);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        char text[CHECKERS_MOVE_TEXT_MAX];
        int32_t ply = first + (int32_t)i, n;
        PyObject *str;
        if (current != NULL) {
            list->moves[i] = *current;
            n = checkers_game_move_text(game->game, current, 0, text, sizeof text);
        } else if ((n = checkers_game_history(game->game, ply, &list->moves[i])) >= 0) {
            n = checkers_game_history_text(game->game, ply, 0, text, sizeof text);
        }
        if (n < 0 || (str = PyUnicode_FromStringAndSize(text, n)) == NULL) {
            Py_DECREF(list);
            return n < 0 ? (MoveListObject *)core_error(n) : NULL;
        }
        PyTuple_SET_ITEM(list->texts, i, str);
    }
    return list;
}

MoveListObject *movelist_history(GameObject *game, int32_t first, Py_ssize_t count)
{
    return list_written(game, NULL, first, count);
}

/* The one move of a list of one (released), or NULL. */
static PyObject *move_of(MoveListObject *list)
{
    PyObject *move = list != NULL ? move_new(list, 0) : NULL;
    Py_XDECREF(list);
    return move;
}

PyObject *move_current(GameObject *game, const checkers_move *move)
{
    return move_of(list_written(game, move, 0, 1));
}

PyObject *move_played(GameObject *game, int32_t ply)
{
    return move_of(list_written(game, NULL, ply, 1));
}

/* ---------------------------------------------------------------- Move */

PyObject *move_new(MoveListObject *list, Py_ssize_t index)
{
    MoveObject *move;
    if (spare_move_count > 0) {
        move = spare_moves[--spare_move_count];
        (void)PyObject_Init((PyObject *)move, &Move_Type);
    } else if ((move = PyObject_GC_New(MoveObject, &Move_Type)) == NULL) {
        return NULL;
    }
    Py_INCREF(list);
    move->list = list;
    move->index = index;
    if (in_cycles(list->owner))
        PyObject_GC_Track(move);
    return (PyObject *)move;
}

static const checkers_move *record(const MoveObject *self)
{
    return &self->list->moves[self->index];
}

static void move_dealloc(MoveObject *self)
{
    /* Tracked as its game's type says (in_cycles, which a change of
     * __class__ keeps: it needs the same layout); untracking costs a call. */
    if (in_cycles(self->list->owner))
        PyObject_GC_UnTrack(self);
    Py_DECREF(self->list);
    if (spare_move_count < SPARE_MOVES)
        spare_moves[spare_move_count++] = self;
    else
        PyObject_GC_Del(self);
}

/* Moves and lists take part in the cycle collection: a Game subclass with a
 * __dict__ may hold its own moves, which hold the game. */
static int move_traverse(MoveObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->list);
    return 0;
}

/* A move's text: the list's own, or written from the whole list of its
 * position (the game may have moved on since), in the list's notation. */
static PyObject *list_text(MoveListObject *list, Py_ssize_t index)
{
    char text[CHECKERS_MOVE_TEXT_MAX];
    int32_t n;

    if (list->texts != NULL) {
        PyObject *str = PyTuple_GET_ITEM(list->texts, index);
        Py_INCREF(str);
        return str;
    }
    n = checkers_game_listed_move_text(list->owner->game, list->moves, (int32_t)Py_SIZE(list),
                                       (int32_t)index, list->notation, 0, text, sizeof text);
    if (n < 0)
        return core_error(n);
    return PyUnicode_FromStringAndSize(text, n);
}

static PyObject *move_text(MoveObject *self, void *closure)
{
    (void)closure;
    return list_text(self->list, self->index);
}

static PyObject *move_start(MoveObject *self, void *closure)
{
    (void)closure;
    return PyLong_FromLong(record(self)->from);
}

static PyObject *move_end(MoveObject *self, void *closure)
{
    (void)closure;
    return PyLong_FromLong(record(self)->to);
}

PyObject *squares_tuple(const uint8_t *squares, int count)
{
    PyObject *tuple = PyTuple_New(count);
    if (tuple == NULL)
        return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *n = PyLong_FromLong(squares[i]);
        if (n == NULL) {
            Py_DECREF(tuple);
            return NULL;
        }
        PyTuple_SET_ITEM(tuple, i, n);
    }
    return tuple;
}

static PyObject *move_path(MoveObject *self, void *closure)
{
    (void)closure;
    return squares_tuple(record(self)->path, record(self)->steps);
}

static PyObject *move_captured(MoveObject *self, void *closure)
{
    (void)closure;
    return squares_tuple(record(self)->captured, record(self)->captures);
}

static PyObject *move_flags(MoveObject *self, void *closure)
{
    (void)closure;
    if (move_flag_class != NULL)
        return PyObject_CallFunction(move_flag_class, "i", (int)record(self)->flags);
    return PyLong_FromLong(record(self)->flags);
}

/* is_capture, is_promotion, is_king: whether the flag `bit` points to is set. */
static const uint8_t capture_bit = CHECKERS_MOVE_CAPTURE, promotes_bit = CHECKERS_MOVE_PROMOTES,
                     king_bit = CHECKERS_MOVE_KING;

static PyObject *move_has_flag(MoveObject *self, void *bit)
{
    return PyBool_FromLong(record(self)->flags & *(const uint8_t *)bit);
}

/*
 * Pickling: a Move is its game (pickled as a game is, with its history), its
 * route and its text, written now; checkers.game._restore_move makes it again
 * (with checkers._core._move).
 */
static PyObject *move_reduce(MoveObject *self, PyObject *unused)
{
    const checkers_move *m = record(self);
    PyObject *module, *restore, *text, *result;
    (void)unused;

    if ((text = move_text(self, NULL)) == NULL)
        return NULL;
    module = PyImport_ImportModule("checkers.game");
    restore = module != NULL ? PyObject_GetAttrString(module, "_restore_move") : NULL;
    Py_XDECREF(module);
    if (restore == NULL) {
        Py_DECREF(text);
        return NULL;
    }
    result = Py_BuildValue("N(OiiiNNN)", restore, (PyObject *)self->list->owner, (int)m->from,
                           (int)m->to, (int)m->flags, squares_tuple(m->path, m->steps),
                           squares_tuple(m->captured, m->captures), text);
    return result;
}

/* Squares from a tuple of ints (0..CHECKERS_MAX_SQUARES), at most `room`. */
static int squares_from(PyObject *tuple, const char *name, uint8_t *squares, int room,
                        uint8_t *count)
{
    Py_ssize_t n = PyTuple_GET_SIZE(tuple);
    if (n > room) {
        PyErr_Format(PyExc_ValueError, "a move has at most %d %s, not %zd", room, name, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long long square;
        if (core_int_arg(PyTuple_GET_ITEM(tuple, i), name, 0, CHECKERS_MAX_SQUARES,
                         PyExc_ValueError, &square) < 0)
            return -1;
        squares[i] = (uint8_t)square;
    }
    *count = (uint8_t)n;
    return 0;
}

PyObject *move_restore(PyObject *module, PyObject *args)
{
    PyObject *game, *from, *to, *flags, *path, *captured, *text;
    checkers_move m;
    MoveListObject *list;
    long long value;
    Py_ssize_t length;
    const char *chars;
    (void)module;

    memset(&m, 0, sizeof m);
    if (!PyArg_ParseTuple(args, "O!OOOO!O!U:_move", &Game_Type, &game, &from, &to, &flags,
                          &PyTuple_Type, &path, &PyTuple_Type, &captured, &text))
        return NULL;
    if (game_get((GameObject *)game) == NULL)
        return NULL;
    if (core_int_arg(from, "from", 0, CHECKERS_MAX_SQUARES, PyExc_ValueError, &value) < 0)
        return NULL;
    m.from = (uint8_t)value;
    if (core_int_arg(to, "to", 0, CHECKERS_MAX_SQUARES, PyExc_ValueError, &value) < 0)
        return NULL;
    m.to = (uint8_t)value;
    if (core_int_arg(flags, "flags", 0, UINT8_MAX, PyExc_ValueError, &value) < 0)
        return NULL;
    m.flags = (uint8_t)value;
    if (squares_from(path, "landing squares", m.path, CHECKERS_MAX_CAPTURES, &m.steps) < 0 ||
        squares_from(captured, "captured squares", m.captured, CHECKERS_MAX_CAPTURES, &m.captures) <
            0)
        return NULL;
    if ((chars = PyUnicode_AsUTF8AndSize(text, &length)) == NULL)
        return NULL;
    if (length >= CHECKERS_MOVE_TEXT_MAX || (size_t)length != strlen(chars)) {
        PyErr_SetString(PyExc_ValueError, "not a move text");
        return NULL;
    }
    list = list_alloc(1, 1);
    if (list == NULL)
        return NULL;
    list_start(list, (GameObject *)game);
    list->moves[0] = m;
    if ((list->texts = Py_BuildValue("(s#)", chars, length)) == NULL) {
        Py_DECREF(list);
        return NULL;
    }
    return move_of(list);
}

static PyMethodDef move_methods[] = {
    {"__reduce__", (PyCFunction)move_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef move_getset[] = {
    {"text", (getter)move_text, NULL,
     "The move in PDN, as the library writes it: 11-15, 15x24, "
     "or the full route 1x10x19 when the short form is ambiguous.",
     NULL},
    {"start", (getter)move_start, NULL, "The start square.", NULL},
    {"end", (getter)move_end, NULL, "The end square.", NULL},
    {"path", (getter)move_path, NULL, "The landing squares in order; the last is `end`.", NULL},
    {"captured", (getter)move_captured, NULL, "The captured squares in the order jumped.", NULL},
    {"flags", (getter)move_flags, NULL, "MoveFlag bits: CAPTURE, PROMOTES, KING.", NULL},
    {"is_capture", (getter)move_has_flag, NULL, "Whether the move captures.", (void *)&capture_bit},
    {"is_promotion", (getter)move_has_flag, NULL, "Whether a man is crowned.",
     (void *)&promotes_bit},
    {"is_king", (getter)move_has_flag, NULL, "Whether the moving piece is a king.",
     (void *)&king_bit},
    {NULL, NULL, NULL, NULL, NULL},
};

/* Moves are equal when their routes are: start, landings and captures. */
static int same_route(const checkers_move *a, const checkers_move *b)
{
    return a->from == b->from && a->to == b->to && a->steps == b->steps &&
           a->captures == b->captures && memcmp(a->path, b->path, a->steps) == 0 &&
           memcmp(a->captured, b->captured, a->captures) == 0;
}

static PyObject *move_richcompare(PyObject *a, PyObject *b, int op)
{
    int equal;
    if (!PyObject_TypeCheck(b, &Move_Type) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    equal = same_route(record((MoveObject *)a), record((MoveObject *)b));
    return PyBool_FromLong(op == Py_EQ ? equal : !equal);
}

static Py_hash_t move_hash(MoveObject *self)
{
    const checkers_move *m = record(self);
    uint64_t h = 1469598103934665603ull; /* FNV-1a over the route */
    uint8_t head[4] = {m->from, m->to, m->steps, m->captures};
    for (int i = 0; i < 4; i++)
        h = (h ^ head[i]) * 1099511628211ull;
    for (int i = 0; i < m->steps; i++)
        h = (h ^ m->path[i]) * 1099511628211ull;
    for (int i = 0; i < m->captures; i++)
        h = (h ^ m->captured[i]) * 1099511628211ull;
    Py_hash_t result = (Py_hash_t)(h >> 1);
    return result == -1 ? -2 : result;
}

static PyObject *move_str(MoveObject *self)
{
    return move_text(self, NULL);
}

static PyObject *move_repr(MoveObject *self)
{
    PyObject *text = move_text(self, NULL), *repr;
    if (text == NULL)
        return NULL;
    repr = PyUnicode_FromFormat("<Move %U>", text);
    Py_DECREF(text);
    return repr;
}

PyTypeObject Move_Type = {
    /* The macro ends with its own comma. */
    /* clang-format off */
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "checkers.Move",
    /* clang-format on */
    .tp_basicsize = sizeof(MoveObject),
    .tp_dealloc = (destructor)move_dealloc,
    .tp_repr = (reprfunc)move_repr,
    .tp_str = (reprfunc)move_str,
    .tp_hash = (hashfunc)move_hash,
    .tp_richcompare = move_richcompare,
    .tp_getset = move_getset,
    .tp_methods = move_methods,
    .tp_traverse = (traverseproc)move_traverse,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "A legal move of some position: its squares as plain data, and its PDN text.\n\n"
              "Moves come from Game.legal_moves, Game.move_stack, Game.parse_move and\n"
              "Game.pop; they cannot be made directly.",
};

/* ------------------------------------------------------------ MoveList */

static void list_dealloc(MoveListObject *self)
{
    GameObject *owner = self->owner;
    if (in_cycles(owner)) /* as move_dealloc */
        PyObject_GC_UnTrack(self);
    Py_XDECREF(self->texts);
    list_free(self);
    Py_DECREF(owner);
}

static int list_traverse(MoveListObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->owner);
    return 0;
}

static Py_ssize_t list_length(MoveListObject *self)
{
    return Py_SIZE(self);
}

static PyObject *list_item(MoveListObject *self, Py_ssize_t index)
{
    if (index < 0 || index >= Py_SIZE(self)) {
        PyErr_SetString(PyExc_IndexError, "move index out of range");
        return NULL;
    }
    return move_new(self, index);
}

static PyObject *list_subscript(MoveListObject *self, PyObject *key)
{
    Py_ssize_t start, stop, step, count;
    PyObject *result;

    if (PyLong_CheckExact(key)) {
        Py_ssize_t index = PyLong_AsSsize_t(key);
        if (index == -1 && PyErr_Occurred()) {
            /* Too large either way: out of range, as for any other index. */
            PyErr_Clear();
            return list_item(self, -1);
        }
        return list_item(self, index < 0 ? index + Py_SIZE(self) : index);
    }
    if (PyIndex_Check(key)) {
        Py_ssize_t index = PyNumber_AsSsize_t(key, PyExc_IndexError);
        if (index == -1 && PyErr_Occurred())
            return NULL;
        return list_item(self, index < 0 ? index + Py_SIZE(self) : index);
    }
    if (!PySlice_Check(key)) {
        PyErr_Format(PyExc_TypeError, "move indices must be integers or slices, not %.200s",
                     Py_TYPE(key)->tp_name);
        return NULL;
    }
    if (PySlice_Unpack(key, &start, &stop, &step) < 0)
        return NULL;
    count = PySlice_AdjustIndices(Py_SIZE(self), &start, &stop, step);
    result = PyList_New(count);
    for (Py_ssize_t i = 0; result != NULL && i < count; i++) {
        PyObject *move = move_new(self, start + i * step);
        if (move == NULL)
            Py_CLEAR(result);
        else
            PyList_SET_ITEM(result, i, move);
    }
    return result;
}


static PyObject *list_texts(MoveListObject *self, PyObject *unused)
{
    PyObject *result;
    (void)unused;
    result = PyList_New(Py_SIZE(self));
    for (Py_ssize_t i = 0; result != NULL && i < Py_SIZE(self); i++) {
        PyObject *text = list_text(self, i);
        if (text == NULL)
            Py_CLEAR(result);
        else
            PyList_SET_ITEM(result, i, text);
    }
    return result;
}

/* The first index of `item` at or after `start`, or -1. */
static Py_ssize_t list_find(MoveListObject *self, PyObject *item, Py_ssize_t start)
{
    if (!PyObject_TypeCheck(item, &Move_Type))
        return -1;
    for (Py_ssize_t i = start; i < Py_SIZE(self); i++)
        if (same_route(&self->moves[i], record((MoveObject *)item)))
            return i;
    return -1;
}

static PyObject *list_index(MoveListObject *self, PyObject *item)
{
    Py_ssize_t index = list_find(self, item, 0);
    if (index < 0) {
        PyErr_SetString(PyExc_ValueError, "the move is not in the list");
        return NULL;
    }
    return PyLong_FromSsize_t(index);
}

static PyObject *list_count(MoveListObject *self, PyObject *item)
{
    Py_ssize_t count = 0;
    for (Py_ssize_t i = list_find(self, item, 0); i >= 0; i = list_find(self, item, i + 1))
        count++;
    return PyLong_FromSsize_t(count);
}

static PyObject *list_repr(MoveListObject *self)
{
    PyObject *texts = list_texts(self, NULL), *joined, *repr;
    PyObject *space = PyUnicode_FromString(", ");
    if (texts == NULL || space == NULL) {
        Py_XDECREF(texts);
        Py_XDECREF(space);
        return NULL;
    }
    joined = PyUnicode_Join(space, texts);
    Py_DECREF(space);
    Py_DECREF(texts);
    if (joined == NULL)
        return NULL;
    repr = PyUnicode_FromFormat("<MoveList [%U]>", joined);
    Py_DECREF(joined);
    return repr;
}

static int list_contains(MoveListObject *self, PyObject *item)
{
    return list_find(self, item, 0) >= 0;
}

static PySequenceMethods list_as_sequence = {
    .sq_length = (lenfunc)list_length,
    .sq_item = (ssizeargfunc)list_item,
    .sq_contains = (objobjproc)list_contains,
};

static PyMappingMethods list_as_mapping = {
    .mp_length = (lenfunc)list_length,
    .mp_subscript = (binaryfunc)list_subscript,
};

static PyMethodDef list_methods[] = {
    {"texts", (PyCFunction)list_texts, METH_NOARGS,
     "texts() -> list[str]: every move's text, in order."},
    {"index", (PyCFunction)list_index, METH_O, "index(move) -> int: where the move is."},
    {"count", (PyCFunction)list_count, METH_O, "count(move) -> int: how often it is listed."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject MoveList_Type = {
    /* The macro ends with its own comma. */
    /* clang-format off */
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "checkers.MoveList",
    /* clang-format on */
    .tp_basicsize = offsetof(MoveListObject, moves),
    .tp_itemsize = sizeof(checkers_move),
    .tp_dealloc = (destructor)list_dealloc,
    .tp_repr = (reprfunc)list_repr,
    .tp_as_sequence = &list_as_sequence,
    .tp_as_mapping = &list_as_mapping,
    .tp_methods = list_methods,
    .tp_traverse = (traverseproc)list_traverse,
#ifdef Py_TPFLAGS_SEQUENCE /* 3.10: match statements see a sequence */
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_SEQUENCE,
#else
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
#endif
    .tp_doc = "An immutable sequence of moves (a collections.abc.Sequence): the legal moves\n"
              "of a position, or moves played one after another. It keeps its game alive.",
};
