/* SPDX-License-Identifier: MIT */
/*
 * The public structs are part of the ABI: the size and offset of every field
 * of every one of them, and each struct's size, are fixed here at compile
 * time, so that a change that would break bindings (Python ctypes, Rust, C#)
 * fails the build instead: resizing a field, moving one, or slipping a new
 * one in. tests/test_ffi.c checks the layout table (lib/ffi_tables.c)
 * against the same figures, so that the table cannot leave a field out.
 */
#include <stddef.h>

#include "checkers.h"

/* The field's offset and size; its type's size for a scalar (a change of type). */
#define FIELD(type, field, offset, size) \
    _Static_assert(offsetof(type, field) == (offset), #type "." #field " moved"); \
    _Static_assert(sizeof(((type *)0)->field) == (size), #type "." #field " resized")
#define SIZE(type, size) _Static_assert(sizeof(type) == (size), #type " resized")

#define PTR sizeof(void *)

SIZE(checkers_move, 72);
FIELD(checkers_move, from, 0, 1);
FIELD(checkers_move, to, 1, 1);
FIELD(checkers_move, steps, 2, 1);
FIELD(checkers_move, captures, 3, 1);
FIELD(checkers_move, flags, 4, 1);
FIELD(checkers_move, reserved, 5, 3);
FIELD(checkers_move, path, 8, 32);
FIELD(checkers_move, captured, 40, 32);

SIZE(checkers_refusal, 88);
FIELD(checkers_refusal, code, 0, 4);
FIELD(checkers_refusal, square, 4, 4);
FIELD(checkers_refusal, count, 8, 4);
FIELD(checkers_refusal, reserved, 12, 4);
FIELD(checkers_refusal, move, 16, 72);

SIZE(checkers_allocator, 4 * PTR);
FIELD(checkers_allocator, alloc, 0, PTR);
FIELD(checkers_allocator, reallocate, PTR, PTR);
FIELD(checkers_allocator, release, 2 * PTR, PTR);
FIELD(checkers_allocator, ctx, 3 * PTR, PTR);

SIZE(checkers_draw_rules, 32);
FIELD(checkers_draw_rules, repetitions, 0, 4);
FIELD(checkers_draw_rules, move_limit, 4, 4);
FIELD(checkers_draw_rules, claim, 8, 4);
FIELD(checkers_draw_rules, endgame, 12, 4);
FIELD(checkers_draw_rules, reserved, 16, 16);

SIZE(checkers_pdn_error, 96);
FIELD(checkers_pdn_error, code, 0, 4);
FIELD(checkers_pdn_error, line, 4, 4);
FIELD(checkers_pdn_error, column, 8, 4);
FIELD(checkers_pdn_error, move_number, 12, 4);
FIELD(checkers_pdn_error, ply, 16, 4);
FIELD(checkers_pdn_error, reserved, 20, 12);
FIELD(checkers_pdn_error, text, 32, 64);

SIZE(checkers_diagram_options, 16 + 72 + CHECKERS_MAX_SQUARES);
FIELD(checkers_diagram_options, flags, 0, 4);
FIELD(checkers_diagram_options, square_size, 4, 4);
FIELD(checkers_diagram_options, reserved, 8, 8);
FIELD(checkers_diagram_options, last_move, 16, 72);
FIELD(checkers_diagram_options, highlight, 88, CHECKERS_MAX_SQUARES);

SIZE(checkers_search_limits, 40);
FIELD(checkers_search_limits, depth, 0, 4);
FIELD(checkers_search_limits, flags, 4, 4);
FIELD(checkers_search_limits, nodes, 8, 8);
FIELD(checkers_search_limits, milliseconds, 16, 8);
FIELD(checkers_search_limits, reserved, 24, 16);

SIZE(checkers_search_info, 32 + 72 * CHECKERS_SEARCH_PV_MAX);
FIELD(checkers_search_info, depth, 0, 4);
FIELD(checkers_search_info, score, 4, 4);
FIELD(checkers_search_info, nodes, 8, 8);
FIELD(checkers_search_info, milliseconds, 16, 8);
FIELD(checkers_search_info, pv_length, 24, 4);
FIELD(checkers_search_info, reserved, 28, 4);
FIELD(checkers_search_info, pv, 32, 72 * CHECKERS_SEARCH_PV_MAX);

SIZE(checkers_dxp_message, 260);
FIELD(checkers_dxp_message, type, 0, 4);
FIELD(checkers_dxp_message, code, 4, 4);
FIELD(checkers_dxp_message, stop, 8, 4);
FIELD(checkers_dxp_message, version, 12, 4);
FIELD(checkers_dxp_message, colour, 16, 4);
FIELD(checkers_dxp_message, minutes, 20, 4);
FIELD(checkers_dxp_message, moves, 24, 4);
FIELD(checkers_dxp_message, seconds, 28, 4);
FIELD(checkers_dxp_message, from, 32, 4);
FIELD(checkers_dxp_message, to, 36, 4);
FIELD(checkers_dxp_message, captures, 40, 4);
FIELD(checkers_dxp_message, turn, 44, 4);
FIELD(checkers_dxp_message, reserved, 48, 16);
FIELD(checkers_dxp_message, captured, 64, 32);
FIELD(checkers_dxp_message, text, 96, 128);
FIELD(checkers_dxp_message, name, 224, 36);

SIZE(checkers_hub_line, 16 + 16 * CHECKERS_HUB_LINE_ARGS);
FIELD(checkers_hub_line, command, 0, 4);
FIELD(checkers_hub_line, command_length, 4, 4);
FIELD(checkers_hub_line, count, 8, 4);
FIELD(checkers_hub_line, total, 12, 4);
FIELD(checkers_hub_line, name, 16, 4 * CHECKERS_HUB_LINE_ARGS);
FIELD(checkers_hub_line, name_length, 16 + 4 * CHECKERS_HUB_LINE_ARGS, 4 * CHECKERS_HUB_LINE_ARGS);
FIELD(checkers_hub_line, value, 16 + 8 * CHECKERS_HUB_LINE_ARGS, 4 * CHECKERS_HUB_LINE_ARGS);
FIELD(checkers_hub_line, value_length, 16 + 12 * CHECKERS_HUB_LINE_ARGS,
      4 * CHECKERS_HUB_LINE_ARGS);

SIZE(checkers_hub_level, 40);
FIELD(checkers_hub_level, depth, 0, 4);
FIELD(checkers_hub_level, moves, 4, 4);
FIELD(checkers_hub_level, nodes, 8, 8);
FIELD(checkers_hub_level, move_time_ms, 16, 8);
FIELD(checkers_hub_level, time_ms, 24, 8);
FIELD(checkers_hub_level, inc_ms, 32, 8);

SIZE(checkers_hub_info, 64);
FIELD(checkers_hub_info, nodes, 0, 8);
FIELD(checkers_hub_info, mean_depth_micro, 8, 8);
FIELD(checkers_hub_info, score_micro, 16, 8);
FIELD(checkers_hub_info, time_us, 24, 8);
FIELD(checkers_hub_info, nps, 32, 8);
FIELD(checkers_hub_info, given, 40, 4);
FIELD(checkers_hub_info, extra, 44, 4);
FIELD(checkers_hub_info, depth, 48, 4);
FIELD(checkers_hub_info, pv, 52, 4);
FIELD(checkers_hub_info, pv_length, 56, 4);
FIELD(checkers_hub_info, reserved, 60, 4);

/* ISO C wants a translation unit to declare something. */
typedef int checkers__layout_checked;
