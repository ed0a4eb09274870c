/* SPDX-License-Identifier: MIT */
/*
 * The Hub protocol's texts (checkers_game_hub_*), as functions of the module
 * for checkers.engine: positions, moves and the referee's `pos` command come
 * from the library, so that every binding speaks the same Hub.
 */
#include <string.h>

#include "core.h"

/* The game of a checkers.Game argument (borrowed), or NULL with TypeError. */
static GameObject *hub_game(PyObject *arg)
{
    if (!PyObject_TypeCheck(arg, &Game_Type)) {
        PyErr_Format(PyExc_TypeError, "game must be a checkers.Game, not %.200s",
                     Py_TYPE(arg)->tp_name);
        return NULL;
    }
    return game_get((GameObject *)arg) != NULL ? (GameObject *)arg : NULL;
}

/* hub_position(game) -> str: the position as Hub's position string. */
PyObject *core_hub_position(PyObject *module, PyObject *arg)
{
    char buf[CHECKERS_HUB_POSITION_MAX];
    GameObject *game = hub_game(arg);
    int32_t length;
    (void)module;
    if (game == NULL)
        return NULL;
    length = checkers_game_hub_position(game->game, buf, sizeof buf);
    if (length < 0)
        return core_error(length);
    return PyUnicode_FromStringAndSize(buf, length);
}

/*
 * hub_pos(game) -> str: the `pos` command a referee sends, with the moves
 * since the last man move or capture (its length grows with a king ending).
 */
PyObject *core_hub_pos(PyObject *module, PyObject *arg)
{
    GameObject *game = hub_game(arg);
    PyObject *result;
    (void)module;
    if (game == NULL)
        return NULL;
    CORE_WRITE(result, checkers_game_hub_pos(game->game, buf, capacity));
    return result;
}

/* hub_move_text(game, move) -> str: a legal Move of the game as Hub move text. */
PyObject *core_hub_move_text(PyObject *module, PyObject *args)
{
    char buf[CHECKERS_MOVE_TEXT_MAX];
    PyObject *game_arg, *move_arg;
    GameObject *game;
    const checkers_move *move;
    int32_t length;
    (void)module;
    if (!PyArg_ParseTuple(args, "OO:hub_move_text", &game_arg, &move_arg) ||
        (game = hub_game(game_arg)) == NULL)
        return NULL;
    if (!PyObject_TypeCheck(move_arg, &Move_Type)) {
        PyErr_Format(PyExc_TypeError, "move must be a checkers.Move, not %.200s",
                     Py_TYPE(move_arg)->tp_name);
        return NULL;
    }
    move = &((MoveObject *)move_arg)->list->moves[((MoveObject *)move_arg)->index];
    length = checkers_game_hub_move_text(game->game, move, buf, sizeof buf);
    if (length < 0) {
        checkers_refusal why;
        memset(&why, 0, sizeof why);
        (void)checkers_game_check_move(game->game, move, &why);
        return core_refuse(length, &why, game, NULL, move, -1);
    }
    if ((size_t)length >= sizeof buf) {
        PyErr_SetString(PyExc_RuntimeError, "Hub move text too long");
        return NULL;
    }
    return PyUnicode_FromStringAndSize(buf, length);
}

/*
 * parse_hub_move(game, text) -> Move: the legal move Hub move text names
 * (`-` and `x` alike, captured squares in any order); IllegalMoveError with the
 * library's reason when it names none.
 */
PyObject *core_parse_hub_move(PyObject *module, PyObject *args)
{
    PyObject *game_arg, *text_arg, *holder;
    GameObject *game;
    checkers_refusal why;
    checkers_move move;
    const char *text;
    int32_t rc;
    (void)module;
    if (!PyArg_ParseTuple(args, "OO:parse_hub_move", &game_arg, &text_arg) ||
        (game = hub_game(game_arg)) == NULL ||
        (text = core_text(text_arg, &holder, "move")) == NULL)
        return NULL;
    memset(&why, 0, sizeof why);
    rc = checkers_game_parse_hub_move(game->game, text, &move, &why);
    Py_DECREF(holder);
    if (rc != 0)
        return core_refuse(rc, &why, game, text_arg, NULL, -1);
    return move_current(game, &move);
}

/* game_from_hub(cls, variant, position) -> cls: a game of `variant` at a Hub position. */
PyObject *core_game_from_hub(PyObject *module, PyObject *args)
{
    PyObject *cls, *variant_arg, *position_arg, *variant_holder, *position_holder;
    const char *variant, *position;
    checkers_game *game = NULL;
    int32_t rc;
    (void)module;
    if (!PyArg_ParseTuple(args, "OOO:game_from_hub", &cls, &variant_arg, &position_arg))
        return NULL;
    if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject *)cls, &Game_Type)) {
        PyErr_SetString(PyExc_TypeError, "cls must be a subclass of checkers.Game");
        return NULL;
    }
    if ((variant = core_text(variant_arg, &variant_holder, "variant")) == NULL)
        return NULL;
    if ((position = core_text(position_arg, &position_holder, "position")) == NULL) {
        Py_DECREF(variant_holder);
        return NULL;
    }
    rc = checkers_game_new_from_hub(&game, variant, position, NULL);
    Py_DECREF(variant_holder);
    Py_DECREF(position_holder);
    if (rc != 0)
        return core_raise(rc, NULL, NULL,
                          rc == CHECKERS_E_UNKNOWN_VARIANT ? variant_arg : position_arg, -1);
    return (PyObject *)game_wrap((PyTypeObject *)cls, game);
}

/* A str argument's UTF-8 text and its length (NULs kept: a Hub line ends at its first), or
 * NULL with TypeError. */
static const char *str_arg(PyObject *arg, const char *what, Py_ssize_t *length)
{
    if (!PyUnicode_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "%s must be a str, not %.200s", what, Py_TYPE(arg)->tp_name);
        return NULL;
    }
    return PyUnicode_AsUTF8AndSize(arg, length);
}

/*
 * {name: value} of the line's arguments whose index is in `only` (bit i: argument i), a flag's
 * value None, the first of a name given twice; NULL with an exception.
 */
static PyObject *args_dict(const char *text, const checkers_hub_line *spans, uint32_t only)
{
    PyObject *args = PyDict_New();
    for (int32_t i = 0; args != NULL && i < spans->count; i++) {
        PyObject *name, *value = Py_None, *kept;
        if ((only >> i & 1) == 0)
            continue;
        name = PyUnicode_DecodeUTF8(text + spans->name[i], spans->name_length[i], NULL);
        if (spans->value[i] < 0)
            Py_INCREF(value);
        else
            value = PyUnicode_DecodeUTF8(text + spans->value[i], spans->value_length[i], NULL);
        kept = name != NULL && value != NULL ? PyDict_SetDefault(args, name, value) : NULL;
        Py_XDECREF(name);
        Py_XDECREF(value);
        if (kept == NULL)
            Py_CLEAR(args);
    }
    return args;
}

/*
 * hub_split(line) -> (command, {name: value}) or None: a Hub line as the
 * library reads it (checkers_hub_parse_line), a flag's value None, the first
 * of a name given twice; None when it cannot be read (a quote not closed).
 */
PyObject *core_hub_split(PyObject *module, PyObject *arg)
{
    checkers_hub_line spans;
    PyObject *args, *command, *result;
    Py_ssize_t length;
    const char *text;
    (void)module;
    if ((text = str_arg(arg, "line", &length)) == NULL)
        return NULL;
    if (checkers_hub_parse_line(text, (size_t)length, &spans) != 0)
        Py_RETURN_NONE;
    if ((args = args_dict(text, &spans, UINT32_MAX)) == NULL)
        return NULL;
    command = PyUnicode_DecodeUTF8(text + spans.command, spans.command_length, NULL);
    result = command != NULL ? PyTuple_Pack(2, command, args) : NULL;
    Py_XDECREF(command);
    Py_DECREF(args);
    return result;
}

/*
 * hub_info(line) -> (given, depth, mean_depth, score, nodes, time, nps, pv, extra): an
 * engine's `info` line as the library reads it (checkers_hub_parse_info): `given` its
 * CHECKERS_HUB_INFO_* bits (the fields read; the others are 0 or empty), decimals as floats
 * (nps in millions, as Hub writes it), pv as written, extra {name: value} of the other
 * arguments with a value. ValueError when the line is not an `info` line.
 */
PyObject *core_hub_info(PyObject *module, PyObject *arg)
{
    checkers_hub_info info;
    checkers_hub_line spans;
    PyObject *extra;
    Py_ssize_t length;
    const char *text;
    (void)module;
    if ((text = str_arg(arg, "line", &length)) == NULL)
        return NULL;
    if (checkers_hub_parse_info(text, (size_t)length, &info) != 0 ||
        checkers_hub_parse_line(text, (size_t)length, &spans) != 0) {
        PyErr_SetString(PyExc_ValueError, "not a Hub info line");
        return NULL;
    }
    /* The library marks as extra only arguments with a value, each name's first. */
    if ((extra = args_dict(text, &spans, info.extra)) == NULL)
        return NULL;
    /* Millionths divided once give the double of the decimal the engine wrote. */
    return Py_BuildValue("IiddLdds#N", info.given, info.depth, (double)info.mean_depth_micro / 1e6,
                         (double)info.score_micro / 1e6, (long long)info.nodes,
                         (double)info.time_us / 1e6, (double)info.nps / 1e6,
                         info.pv >= 0 ? text + info.pv : "", (Py_ssize_t)info.pv_length, extra);
}

/*
 * hub_quote(value) -> str or None: `value` as a Hub line carries it
 * (checkers_hub_write_value: quoted when empty or holding a blank or `=`);
 * None when no line can (a quote, a line end or a NUL in it).
 */
PyObject *core_hub_quote(PyObject *module, PyObject *arg)
{
    PyObject *result;
    Py_ssize_t length;
    const char *value;
    (void)module;
    if ((value = str_arg(arg, "value", &length)) == NULL)
        return NULL;
    if (checkers_hub_write_value(value, (size_t)length, NULL, 0) < 0)
        Py_RETURN_NONE;
    CORE_WRITE(result, checkers_hub_write_value(value, (size_t)length, buf, capacity));
    return result;
}

/*
 * hub_level(depth, nodes, movetime_ms, moves, time_ms, inc_ms) -> str: the
 * `level` line (checkers_hub_write_level), each limit an int or None (not
 * given); ValueError when one is out of its field's range or the library
 * refuses them (moves or inc without time).
 */
PyObject *core_hub_level(PyObject *module, PyObject *args)
{
    static const char *const names[6] = {"depth", "nodes",   "movetime_ms",
                                         "moves", "time_ms", "inc_ms"};
    PyObject *a[6];
    long long v[6];
    checkers_hub_level level;
    char buf[CHECKERS_HUB_LEVEL_MAX];
    int32_t length;
    (void)module;
    if (!PyArg_UnpackTuple(args, "hub_level", 6, 6, &a[0], &a[1], &a[2], &a[3], &a[4], &a[5]))
        return NULL;
    for (int i = 0; i < 6; i++) {
        v[i] = -1;
        if (a[i] != Py_None &&
            core_int_arg(a[i], names[i], 0, i == 0 || i == 3 ? INT32_MAX : INT64_MAX,
                         PyExc_ValueError, &v[i]) < 0)
            return NULL;
    }
    level.depth = (int32_t)v[0];
    level.nodes = v[1];
    level.move_time_ms = v[2];
    level.moves = (int32_t)v[3];
    level.time_ms = v[4];
    level.inc_ms = v[5];
    length = checkers_hub_write_level(&level, buf, sizeof buf);
    if (length < 0) {
        PyErr_SetString(PyExc_ValueError, "a Hub level gives moves and inc with time only");
        return NULL;
    }
    return PyUnicode_FromStringAndSize(buf, length);
}

/*
 * hub_variant_name(variant, values) -> str or None: the name to set an
 * engine's `variant` parameter to (checkers_hub_variant_name: the library's,
 * else Scan's), `values` its list of names or None when it has none; None
 * when the engine lists the variant by neither name.
 */
PyObject *core_hub_variant_name(PyObject *module, PyObject *args)
{
    char buf[CHECKERS_HUB_VARIANT_MAX];
    const char *variant, *values;
    int32_t length;
    (void)module;
    if (!PyArg_ParseTuple(args, "sz:hub_variant_name", &variant, &values))
        return NULL;
    length = checkers_hub_variant_name(variant, values, SIZE_MAX, buf, sizeof buf);
    if (length < 0)
        Py_RETURN_NONE;
    return PyUnicode_FromStringAndSize(buf, length);
}
