/* checkers._core.Game: one checkers_game, freed with the object. */
#include <string.h>

#include "core.h"

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

checkers_game *game_get(GameObject *self)
{
    if (self->game == NULL)
        PyErr_SetString(PyExc_RuntimeError, "the game was not initialised (Game.__init__)");
    return self->game;
}

/* The game, for a call that changes it: refused while perft runs on it. */
static checkers_game *game_for_change(GameObject *self)
{
    if (self->busy > 0) {
        PyErr_SetString(PyExc_RuntimeError, "the game is in use by another thread (perft)");
        return NULL;
    }
    return game_get(self);
}

const char *core_text(PyObject *arg, PyObject **holder, const char *what)
{
    const char *text;
    Py_ssize_t length;

    *holder = NULL;
    if (PyUnicode_Check(arg)) {
        text = PyUnicode_AsUTF8AndSize(arg, &length);
    } else if (PyBytes_Check(arg)) {
        text = PyBytes_AS_STRING(arg);
        length = PyBytes_GET_SIZE(arg);
    } else {
        PyErr_Format(PyExc_TypeError, "%s must be str, not %.200s", what, Py_TYPE(arg)->tp_name);
        return NULL;
    }
    if (text != NULL && (size_t)length != strlen(text)) {
        PyErr_Format(PyExc_ValueError, "%s contains a NUL character", what);
        return NULL;
    }
    if (text != NULL) {
        Py_INCREF(arg);
        *holder = arg;
    }
    return text;
}

static void game_dealloc(GameObject *self)
{
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    checkers_game_free(self->game);
    self->game = NULL;
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int game_init(GameObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"variant", "fen", NULL};
    PyObject *variant_arg = Py_None, *fen_arg = Py_None, *variant_holder = NULL,
             *fen_holder = NULL;
    const char *variant = NULL, *fen = NULL;
    checkers_game *game = NULL;
    int32_t rc;

    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO:Game", keywords, &variant_arg, &fen_arg))
        return -1;
    if (self->game != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Game.__init__ may only be called once");
        return -1;
    }
    if (variant_arg != Py_None && (variant = core_text(variant_arg, &variant_holder,
                                                       "variant")) == NULL)
        return -1;
    if (fen_arg != Py_None && (fen = core_text(fen_arg, &fen_holder, "fen")) == NULL) {
        Py_XDECREF(variant_holder);
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
        return -1;
    }
    Py_XDECREF(fen_holder);
    self->game = game;
    return 0;
}

static PyObject *game_from_ballot(PyObject *cls, PyObject *args)
{
    int deck, number;
    checkers_game *game = NULL;
    int32_t rc;

    if (!PyArg_ParseTuple(args, "ii:_from_ballot", &deck, &number))
        return NULL;
    rc = checkers_game_new_from_ballot(&game, deck, number, NULL);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    return (PyObject *)game_wrap((PyTypeObject *)cls, game);
}

/* ----------------------------------------------------------------- moves */

static PyObject *game_legal_moves(GameObject *self, void *closure)
{
    (void)closure;
    return (PyObject *)movelist_legal(self);
}

static PyObject *game_push(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    checkers_refusal why;
    int32_t rc;

    if (g == NULL)
        return NULL;
    if (PyObject_TypeCheck(arg, &Move_Type)) {
        MoveObject *move = (MoveObject *)arg;
        MoveListObject *list = move->list;
        /* A move of this very position's list is played by its index: no
         * matching needed. Any other is checked as a proposed route. */
        if (list->owner == self && list->kind == LIST_LEGAL && list->serial == self->serial)
            rc = checkers_game_apply_index(g, (int32_t)move->index, &why);
        else
            rc = checkers_game_apply(g, &list->moves[move->index], &why);
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
        rc = checkers_game_apply_text(g, text, &why);
        Py_DECREF(holder);
    }
    if (rc != 0)
        return core_raise(rc, &why, self, PyObject_TypeCheck(arg, &Move_Type) ? NULL : arg, -1);
    self->serial++;
    Py_RETURN_NONE;
}

static PyObject *game_push_text_sequence(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    checkers_refusal why;
    PyObject *holder;
    const char *text;
    int32_t applied = 0, rc;

    if (g == NULL || (text = core_text(arg, &holder, "moves")) == NULL)
        return NULL;
    rc = checkers_game_apply_moves_text(g, text, &applied, &why);
    Py_DECREF(holder);
    if (applied > 0)
        self->serial++;
    if (rc != 0)
        return core_raise(rc, &why, self, NULL, applied);
    return PyLong_FromLong(applied);
}

/* Moves `first` .. `first + count - 1` of the history, as a list. */
static PyObject *history_list(GameObject *self, int32_t first, int32_t count, int current)
{
    MoveListObject *list = movelist_sequence(self, first, NULL, count, current);
    if (list == NULL)
        return NULL;
    for (int32_t i = 0; i < count; i++) {
        int32_t rc = checkers_game_history(self->game, first + i, &list->moves[i]);
        if (rc != 0) {
            Py_DECREF(list);
            return core_raise(rc, NULL, NULL, NULL, -1);
        }
    }
    return (PyObject *)list;
}

static PyObject *game_pop(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_for_change(self);
    PyObject *list, *move;
    int32_t ply, rc;
    (void)unused;

    if (g == NULL)
        return NULL;
    ply = checkers_game_ply_count(g);
    if (ply == 0)
        return core_raise(CHECKERS_E_NOTHING_TO_UNDO, NULL, NULL, NULL, -1);
    if (game_prepare_undo(self, ply - 1) < 0)
        return NULL;
    list = history_list(self, ply - 1, 1, 0);
    if (list == NULL)
        return NULL;
    rc = checkers_game_undo(g);
    if (rc != 0) {
        Py_DECREF(list);
        return core_raise(rc, NULL, NULL, NULL, -1);
    }
    self->serial++;
    /* The popped move is a move of the position the game is now at. */
    ((MoveListObject *)list)->serial = self->serial;
    move = move_new((MoveListObject *)list, 0);
    Py_DECREF(list);
    return move;
}

static PyObject *game_peek(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    PyObject *list, *move;
    int32_t ply;
    (void)unused;

    if (g == NULL)
        return NULL;
    ply = checkers_game_ply_count(g);
    if (ply == 0) {
        PyErr_SetString(PyExc_IndexError, "peek(): no move has been played");
        return NULL;
    }
    list = history_list(self, ply - 1, 1, 0);
    if (list == NULL)
        return NULL;
    move = move_new((MoveListObject *)list, 0);
    Py_DECREF(list);
    return move;
}

static PyObject *game_move_stack(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    if (g == NULL)
        return NULL;
    return history_list(self, 0, checkers_game_ply_count(g), 0);
}

static PyObject *game_parse_move(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    checkers_refusal why;
    checkers_move move;
    MoveListObject *list;
    PyObject *holder, *result;
    const char *text;
    int32_t rc;

    if (g == NULL || (text = core_text(arg, &holder, "move")) == NULL)
        return NULL;
    rc = checkers_game_parse_move(g, text, &move, &why);
    Py_DECREF(holder);
    if (rc != 0)
        return core_raise(rc, &why, self, arg, -1);
    list = movelist_sequence(self, checkers_game_ply_count(g), &move, 1, 1);
    if (list == NULL)
        return NULL;
    result = move_new(list, 0);
    Py_DECREF(list);
    return result;
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

static PyObject *game_is_legal(GameObject *self, PyObject *arg)
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

static PyObject *game_check(GameObject *self, PyObject *arg)
{
    checkers_refusal why;
    int32_t rc = check(self, arg, &why);
    if (rc == INT32_MIN)
        return NULL;
    if (rc != 0)
        return core_raise(rc, &why, self, PyObject_TypeCheck(arg, &Move_Type) ? NULL : arg, -1);
    Py_RETURN_NONE;
}

static PyObject *game_moves_text(GameObject *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"full_route", NULL};
    checkers_game *g = game_get(self);
    char small[4096];
    int full = 0;
    int32_t length;
    PyObject *result;

    if (g == NULL ||
        !PyArg_ParseTupleAndKeywords(args, kwargs, "|p:moves_text", keywords, &full))
        return NULL;
    length = checkers_game_moves_text(g, full ? CHECKERS_TEXT_FULL_ROUTE : 0, small,
                                      sizeof small);
    if (length < 0)
        return core_raise(length, NULL, NULL, NULL, -1);
    if ((size_t)length < sizeof small)
        return PyUnicode_FromStringAndSize(small, length);
    {
        char *big = PyMem_Malloc((size_t)length + 1);
        if (big == NULL)
            return PyErr_NoMemory();
        checkers_game_moves_text(g, full ? CHECKERS_TEXT_FULL_ROUTE : 0, big,
                                 (size_t)length + 1);
        result = PyUnicode_FromStringAndSize(big, length);
        PyMem_Free(big);
    }
    return result;
}

/* ------------------------------------------------------- the position */

static PyObject *game_fen(GameObject *self, void *closure)
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

static PyObject *game_variant(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyUnicode_FromString(checkers_game_variant(g));
}

static PyObject *game_ply(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_ply_count(g));
}

static PyObject *game_hash(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromUnsignedLongLong(checkers_game_hash(g));
}

static PyObject *game_turn(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_turn(g));
}

static PyObject *game_square_count(GameObject *self, void *closure)
{
    checkers_game *g = game_get(self);
    (void)closure;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_square_count(g));
}

static PyObject *game_piece(GameObject *self, PyObject *arg)
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

static PyObject *game_square_position(GameObject *self, PyObject *arg)
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

static PyObject *game_result(GameObject *self, void *closure)
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

static PyObject *game_status(GameObject *self, PyObject *unused)
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

static PyObject *game_is_game_over(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    int32_t status;
    (void)unused;
    if (g == NULL)
        return NULL;
    status = checkers_game_status(g, NULL);
    if (status < 0)
        return core_raise(status, NULL, NULL, NULL, -1);
    return PyBool_FromLong(status != CHECKERS_ONGOING);
}

static PyObject *game_get_draw_rules(GameObject *self, PyObject *unused)
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

static PyObject *game_set_draw_rules(GameObject *self, PyObject *args)
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

static PyObject *game_claimable(GameObject *self, PyObject *unused)
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

static PyObject *game_claim_draw(GameObject *self, PyObject *unused)
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

static PyObject *game_get_notation(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    (void)unused;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_notation(g));
}

static PyObject *game_set_notation(GameObject *self, PyObject *arg)
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

/* --------------------------------------------------------- whole game */

static PyObject *game_perft(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_get(self);
    uint64_t leaves = 0;
    long depth;
    int32_t rc;

    if (g == NULL)
        return NULL;
    depth = PyLong_AsLong(arg);
    if (depth == -1 && PyErr_Occurred())
        return NULL;
    if (depth < 0 || depth > 64) {
        PyErr_Format(PyExc_ValueError, "perft depth must be 0-64, not %ld", depth);
        return NULL;
    }
    /* Long counts let other threads run; changes to this game wait (busy). */
    self->busy++;
    Py_BEGIN_ALLOW_THREADS
    rc = checkers_game_perft(g, (int32_t)depth, &leaves);
    Py_END_ALLOW_THREADS
    self->busy--;
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
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
        return core_raise(rc, NULL, NULL, NULL, -1);
    return (PyObject *)game_wrap(Py_TYPE(self), copy);
}

static PyObject *game_svg(GameObject *self, PyObject *args)
{
    checkers_game *g = game_get(self);
    checkers_diagram_options options;
    unsigned int flags;
    int size;
    PyObject *last, *result;
    Py_buffer highlight;
    int32_t length;
    char *text;

    if (g == NULL || !PyArg_ParseTuple(args, "IiOy*:_svg", &flags, &size, &last, &highlight))
        return NULL;
    memset(&options, 0, sizeof options);
    options.flags = flags;
    options.square_size = size;
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
    length = checkers_game_svg(g, &options, NULL, 0);
    if (length < 0)
        return core_raise(length, NULL, NULL, NULL, -1);
    text = PyMem_Malloc((size_t)length + 1);
    if (text == NULL)
        return PyErr_NoMemory();
    checkers_game_svg(g, &options, text, (size_t)length + 1);
    result = PyUnicode_FromStringAndSize(text, length);
    PyMem_Free(text);
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

static PyObject *game_pdn(GameObject *self, PyObject *args)
{
    checkers_game *g = game_get(self);
    PyObject *names, *values, *comments, *result = NULL;
    PyObject *names_fast = NULL, *values_fast = NULL, *comments_fast = NULL;
    const char **name_texts = NULL, **value_texts = NULL, **comment_texts = NULL;
    int pdn_result;
    int32_t length;
    char *text;

    if (g == NULL || !PyArg_ParseTuple(args, "OOOi:_pdn", &names, &values, &comments,
                                       &pdn_result))
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
    length = checkers_pdn_write(g, name_texts, value_texts,
                                (int32_t)PySequence_Fast_GET_SIZE(names_fast), comment_texts,
                                pdn_result, NULL, 0);
    if (length < 0) {
        core_raise(length, NULL, NULL, NULL, -1);
        goto done;
    }
    if ((text = PyMem_Malloc((size_t)length + 1)) == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    checkers_pdn_write(g, name_texts, value_texts, (int32_t)PySequence_Fast_GET_SIZE(names_fast),
                       comment_texts, pdn_result, text, (size_t)length + 1);
    result = PyUnicode_DecodeUTF8(text, length, "replace");
    PyMem_Free(text);
done:
    PyMem_Free(name_texts);
    PyMem_Free(value_texts);
    PyMem_Free(comment_texts);
    Py_XDECREF(names_fast);
    Py_XDECREF(values_fast);
    Py_XDECREF(comments_fast);
    return result;
}

/* ------------------------------------------------------------------ type */

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
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef game_methods[] = {
    {"_from_ballot", (PyCFunction)game_from_ballot, METH_VARARGS | METH_CLASS, NULL},
    {"push", (PyCFunction)game_push, METH_O,
     "push(move): plays a Move or a move text (\"11-15\"); IllegalMoveError if refused."},
    {"_push_text_sequence", (PyCFunction)game_push_text_sequence, METH_O, NULL},
    {"pop", (PyCFunction)game_pop, METH_NOARGS, "pop() -> Move: takes back the last move."},
    {"peek", (PyCFunction)game_peek, METH_NOARGS, "peek() -> Move: the last move played."},
    {"parse_move", (PyCFunction)game_parse_move, METH_O,
     "parse_move(text) -> Move: the legal move the text names; IllegalMoveError if none."},
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
    {"_draw_rules", (PyCFunction)game_get_draw_rules, METH_NOARGS, NULL},
    {"_set_draw_rules", (PyCFunction)game_set_draw_rules, METH_VARARGS, NULL},
    {"_claimable", (PyCFunction)game_claimable, METH_NOARGS, NULL},
    {"claim_draw", (PyCFunction)game_claim_draw, METH_NOARGS,
     "claim_draw(): ends the game drawn if a draw can be claimed; NoClaimError if not."},
    {"_notation", (PyCFunction)game_get_notation, METH_NOARGS, NULL},
    {"_set_notation", (PyCFunction)game_set_notation, METH_O, NULL},
    {"perft", (PyCFunction)game_perft, METH_O,
     "perft(depth) -> int: the number of positions `depth` plies ahead."},
    {"copy", (PyCFunction)game_copy, METH_NOARGS,
     "copy() -> Game: an independent copy (position, history, draw rules)."},
    {"_svg", (PyCFunction)game_svg, METH_VARARGS, NULL},
    {"_pdn", (PyCFunction)game_pdn, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Game_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "checkers._core.Game",
    .tp_basicsize = sizeof(GameObject),
    .tp_dealloc = (destructor)game_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "A game: the position, the moves played and the draw rules.",
    .tp_weaklistoffset = offsetof(GameObject, weakrefs),
    .tp_methods = game_methods,
    .tp_getset = game_getset,
    .tp_init = (initproc)game_init,
    .tp_new = PyType_GenericNew,
};

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
