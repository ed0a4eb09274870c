/* SPDX-License-Identifier: MIT */
/* The module checkers._core: its types and the library's tables. */
#include <stddef.h>

#include "core.h"


/* A list of `count` items, item i made by `item(i)`: the library's tables. */
static PyObject *list_of(Py_ssize_t count, PyObject *(*item)(Py_ssize_t))
{
    PyObject *list = PyList_New(count);
    for (Py_ssize_t i = 0; list != NULL && i < count; i++) {
        PyObject *one = item(i);
        if (one == NULL)
            Py_CLEAR(list);
        else
            PyList_SET_ITEM(list, i, one);
    }
    return list;
}

static PyObject *variant_item(Py_ssize_t i)
{
    return Py_BuildValue("(ss)", checkers_variant_name((int32_t)i),
                         checkers_variant_description((int32_t)i));
}

static PyObject *constant_item(Py_ssize_t i)
{
    return Py_BuildValue("(si)", checkers_constant_name((int32_t)i),
                         (int)checkers_constant_value((int32_t)i));
}

static PyObject *layout_item(Py_ssize_t i)
{
    return Py_BuildValue("(sii)", checkers_layout_name((int32_t)i),
                         (int)checkers_layout_offset((int32_t)i),
                         (int)checkers_layout_size((int32_t)i));
}

static PyObject *core_variants(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return list_of(checkers_variant_count(), variant_item);
}

static PyObject *core_constants(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return list_of(checkers_constant_count(), constant_item);
}

static PyObject *core_layouts(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return list_of(checkers_layout_count(), layout_item);
}

static PyObject *core_strerror(PyObject *module, PyObject *arg)
{
    int32_t code;
    (void)module;
    if (core_int32_arg(arg, "code", &code) < 0)
        return NULL;
    return PyUnicode_FromString(checkers_strerror(code));
}

static PyObject *core_error_name(PyObject *module, PyObject *arg)
{
    int32_t code;
    (void)module;
    if (core_int32_arg(arg, "code", &code) < 0)
        return NULL;
    return PyUnicode_FromString(checkers_error_name(code));
}

static PyObject *core_version(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return PyUnicode_FromString(checkers_version_string());
}

/*
 * What this extension was compiled with, so that the tests can hold it to the
 * library it runs against (which, with CHECKERS_USE_SYSTEM_LIB, is not the
 * header it was built from).
 */
/* clang-format lays out braces in a macro badly. */
/* clang-format off */
#define STRUCT(s) {#s, 0, (int)sizeof(s)}
#define FIELD(s, f) {#s "." #f, (int)offsetof(s, f), (int)sizeof(((s *)0)->f)}
/* clang-format on */
static const struct {
    const char *name;
    int offset, size;
} compiled_layouts[] = {
    STRUCT(checkers_move),
    FIELD(checkers_move, from),
    FIELD(checkers_move, to),
    FIELD(checkers_move, steps),
    FIELD(checkers_move, captures),
    FIELD(checkers_move, flags),
    FIELD(checkers_move, reserved),
    FIELD(checkers_move, path),
    FIELD(checkers_move, captured),
    STRUCT(checkers_refusal),
    FIELD(checkers_refusal, code),
    FIELD(checkers_refusal, square),
    FIELD(checkers_refusal, count),
    FIELD(checkers_refusal, reserved),
    FIELD(checkers_refusal, move),
    STRUCT(checkers_draw_rules),
    FIELD(checkers_draw_rules, repetitions),
    FIELD(checkers_draw_rules, move_limit),
    FIELD(checkers_draw_rules, claim),
    FIELD(checkers_draw_rules, endgame),
    FIELD(checkers_draw_rules, reserved),
    STRUCT(checkers_pdn_error),
    FIELD(checkers_pdn_error, code),
    FIELD(checkers_pdn_error, line),
    FIELD(checkers_pdn_error, column),
    FIELD(checkers_pdn_error, move_number),
    FIELD(checkers_pdn_error, ply),
    FIELD(checkers_pdn_error, reserved),
    FIELD(checkers_pdn_error, text),
    STRUCT(checkers_diagram_options),
    FIELD(checkers_diagram_options, flags),
    FIELD(checkers_diagram_options, square_size),
    FIELD(checkers_diagram_options, reserved),
    FIELD(checkers_diagram_options, last_move),
    FIELD(checkers_diagram_options, highlight),
};

/* clang-format off */
#define CONSTANT(name) {#name, (int)(name)}
/* clang-format on */
static const struct {
    const char *name;
    int value;
} compiled_constants[] = {
    CONSTANT(CHECKERS_OK),
    CONSTANT(CHECKERS_E_NOTHING_TO_UNDO),
    CONSTANT(CHECKERS_E_INVALID_ARGUMENT),
    CONSTANT(CHECKERS_MOVE_CAPTURE),
    CONSTANT(CHECKERS_MOVE_PROMOTES),
    CONSTANT(CHECKERS_MOVE_KING),
    CONSTANT(CHECKERS_MAX_CAPTURES),
    CONSTANT(CHECKERS_MAX_SQUARES),
    CONSTANT(CHECKERS_FEN_MAX),
    CONSTANT(CHECKERS_MOVE_TEXT_MAX),
    CONSTANT(CHECKERS_TEXT_FULL_ROUTE),
    CONSTANT(CHECKERS_ONGOING),
    CONSTANT(CHECKERS_BLACK_WINS),
    CONSTANT(CHECKERS_WHITE_WINS),
    CONSTANT(CHECKERS_DRAW),
    CONSTANT(CHECKERS_DRAWS_NONE),
};

#define COUNT(table) ((Py_ssize_t)(sizeof table / sizeof table[0]))

static PyObject *compiled_layout_item(Py_ssize_t i)
{
    return Py_BuildValue("(sii)", compiled_layouts[i].name, compiled_layouts[i].offset,
                         compiled_layouts[i].size);
}

static PyObject *compiled_constant_item(Py_ssize_t i)
{
    return Py_BuildValue("(si)", compiled_constants[i].name, compiled_constants[i].value);
}

static PyObject *core_compiled_layouts(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return list_of(COUNT(compiled_layouts), compiled_layout_item);
}

static PyObject *core_compiled_constants(PyObject *module, PyObject *unused)
{
    (void)module;
    (void)unused;
    return list_of(COUNT(compiled_constants), compiled_constant_item);
}

/* The rules of a preset (an int) or, by its name, a variant's own (the
 * "default" preset), as (repetitions, move_limit, claim, endgame). */
static PyObject *core_draw_rules_preset(PyObject *module, PyObject *arg)
{
    checkers_draw_rules rules;
    PyObject *holder = NULL;
    const char *variant = NULL;
    int32_t preset = 0, rc;
    (void)module;
    if (PyLong_Check(arg) ? core_int32_arg(arg, "preset", &preset) < 0
                          : (variant = core_text(arg, &holder, "variant")) == NULL)
        return NULL;
    rc = variant != NULL ? checkers_variant_draw_rules(variant, &rules)
                         : checkers_draw_rules_preset(preset, &rules);
    Py_XDECREF(holder);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, variant != NULL ? arg : NULL, -1);
    return Py_BuildValue("(iiii)", (int)rules.repetitions, (int)rules.move_limit, (int)rules.claim,
                         (int)rules.endgame);
}

static PyObject *core_result_text(PyObject *module, PyObject *arg)
{
    int32_t result;
    const char *text;
    (void)module;
    if (core_int32_arg(arg, "result", &result) < 0)
        return NULL;
    text = checkers_result_text(result);
    return text != NULL ? PyUnicode_FromString(text) : core_error(CHECKERS_E_INVALID_ARGUMENT);
}

static PyObject *core_ballot_count(PyObject *module, PyObject *arg)
{
    int32_t deck;
    (void)module;
    if (core_int32_arg(arg, "deck", &deck) < 0)
        return NULL;
    return core_int(checkers_ballot_count(deck));
}

static PyObject *core_ballot(PyObject *module, PyObject *args)
{
    char text[256];
    PyObject *deck_arg, *number_arg;
    int32_t deck, number, cls = 0, rc;
    (void)module;
    if (!PyArg_ParseTuple(args, "OO:ballot", &deck_arg, &number_arg) ||
        core_int32_arg(deck_arg, "deck", &deck) < 0 ||
        core_int32_arg(number_arg, "number", &number) < 0)
        return NULL;
    rc = checkers_ballot(deck, number, text, sizeof text, &cls);
    if (rc < 0)
        return core_error(rc);
    if ((size_t)rc >= sizeof text) {
        PyErr_SetString(PyExc_RuntimeError, "ballot text too long");
        return NULL;
    }
    return Py_BuildValue("(si)", text, (int)cls);
}

static PyObject *core_setup(PyObject *module, PyObject *args)
{
    PyObject *factory, *move_flag;
    (void)module;
    if (!PyArg_ParseTuple(args, "OO:_setup", &factory, &move_flag))
        return NULL;
    if (core_set_error_factory(factory) < 0 || core_set_move_flag_class(move_flag) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef core_functions[] = {
    {"variants", core_variants, METH_NOARGS, "variants() -> list[tuple[str, str]]"},
    {"strerror", core_strerror, METH_O, "strerror(code) -> str"},
    {"error_name", core_error_name, METH_O, "error_name(code) -> str"},
    {"version", core_version, METH_NOARGS, "version() -> str: the library's version"},
    {"constants", core_constants, METH_NOARGS,
     "constants() -> list[tuple[str, int]]: the library's table of constants"},
    {"layouts", core_layouts, METH_NOARGS,
     "layouts() -> list[tuple[str, int, int]]: the library's table of struct layouts"},
    {"compiled_constants", core_compiled_constants, METH_NOARGS,
     "The header constants this extension was compiled with."},
    {"compiled_layouts", core_compiled_layouts, METH_NOARGS,
     "The struct layouts this extension was compiled with."},
    {"draw_rules_preset", core_draw_rules_preset, METH_O,
     "draw_rules_preset(preset or variant) -> (repetitions, move_limit, claim, endgame)"},
    {"result_text", core_result_text, METH_O, "result_text(result) -> str: as PDN writes it"},
    {"ballot_count", core_ballot_count, METH_O, NULL},
    {"ballot", core_ballot, METH_VARARGS, NULL},
    {"hub_position", core_hub_position, METH_O, "hub_position(game) -> str"},
    {"hub_pos", core_hub_pos, METH_O, "hub_pos(game) -> str: the referee's `pos` command"},
    {"hub_move_text", core_hub_move_text, METH_VARARGS, "hub_move_text(game, move) -> str"},
    {"parse_hub_move", core_parse_hub_move, METH_VARARGS, "parse_hub_move(game, text) -> Move"},
    {"game_from_hub", core_game_from_hub, METH_VARARGS,
     "game_from_hub(cls, variant, position) -> Game"},
    {"hub_split", core_hub_split, METH_O, "hub_split(line) -> (command, args) or None"},
    {"hub_info", core_hub_info, METH_O, "hub_info(line) -> (given, depth, ..., pv, extra)"},
    {"hub_quote", core_hub_quote, METH_O, "hub_quote(value) -> str or None"},
    {"hub_level", core_hub_level, METH_VARARGS,
     "hub_level(depth, nodes, movetime_ms, moves, time_ms, inc_ms) -> str"},
    {"hub_variant_name", core_hub_variant_name, METH_VARARGS,
     "hub_variant_name(variant, values) -> str or None: the engine's name for it"},
    {"_setup", core_setup, METH_VARARGS, NULL},
    {"_move", move_restore, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "checkers._core",
    .m_doc = "The checkers library, compiled in (see the checkers package).",
    .m_size = -1,
    .m_methods = core_functions,
};

/* Before 3.9, PyMODINIT_FUNC does not mark the function exported, and the
 * extension is compiled with -fvisibility=hidden. */
#if PY_VERSION_HEX < 0x03090000 && defined(__GNUC__)
__attribute__((visibility("default")))
#endif
PyMODINIT_FUNC
PyInit__core(void)
{
    PyTypeObject *types[] = {&Game_Type, &MoveList_Type, &Move_Type, &PdnReader_Type};
    const char *names[] = {"Game", "MoveList", "Move", "PdnReader"};
    PyObject *module;

    if (core_game_ready() < 0)
        return NULL;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (PyType_Ready(types[i]) < 0)
            return NULL;
    module = PyModule_Create(&core_module);
    if (module == NULL)
        return NULL;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        Py_INCREF(types[i]);
        if (PyModule_AddObject(module, names[i], (PyObject *)types[i]) < 0) {
            Py_DECREF(types[i]);
            Py_DECREF(module);
            return NULL;
        }
    }
    if (PyModule_AddStringConstant(module, "HEADER_VERSION", CHECKERS_VERSION_STRING) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
