/* SPDX-License-Identifier: MIT */
/*
 * The public structs are part of the ABI: their sizes and field offsets are
 * fixed here at compile time, so that a change that would break bindings
 * (Python ctypes, Rust, C#) fails the build instead.
 */
#include <stddef.h>

#include "checkers.h"

_Static_assert(sizeof(checkers_move) == 72, "checkers_move layout");
_Static_assert(offsetof(checkers_move, flags) == 4, "checkers_move layout");
_Static_assert(offsetof(checkers_move, path) == 8, "checkers_move layout");
_Static_assert(offsetof(checkers_move, captured) == 40, "checkers_move layout");

_Static_assert(sizeof(checkers_refusal) == 88, "checkers_refusal layout");
_Static_assert(offsetof(checkers_refusal, move) == 16, "checkers_refusal layout");

_Static_assert(sizeof(checkers_draw_rules) == 32, "checkers_draw_rules layout");
_Static_assert(offsetof(checkers_draw_rules, endgame) == 12, "checkers_draw_rules layout");

_Static_assert(sizeof(checkers_pdn_error) == 96, "checkers_pdn_error layout");
_Static_assert(offsetof(checkers_pdn_error, text) == 32, "checkers_pdn_error layout");

_Static_assert(offsetof(checkers_diagram_options, last_move) == 16, "diagram options layout");
_Static_assert(sizeof(checkers_diagram_options) == 16 + 72 + CHECKERS_MAX_SQUARES,
               "diagram options layout");

/* ISO C wants a translation unit to declare something. */
typedef int checkers__layout_checked;
