/* SPDX-License-Identifier: MIT */
/*
 * The header's integer constants and struct layouts as data, so that a binding
 * reads them from the library instead of copying them by hand. Entries are
 * only appended within an ABI version (see the ABI promise); the status codes
 * come from CHECKERS_ERROR_MAP; tests/test_ffi.c checks that the
 * constants table lists every numeric macro of checkers.h with its value.
 */
#include <stddef.h>

#include "checkers.h"

typedef struct {
    const char *name;
    int32_t value;
} constant;

#define C(name) \
    { \
#name, (int32_t)(name) \
    }
#define CODE(name, message) C(CHECKERS_##name),
static const constant constants[] = {
    C(CHECKERS_VERSION_MAJOR),
    C(CHECKERS_VERSION_MINOR),
    C(CHECKERS_VERSION_PATCH),
    C(CHECKERS_VERSION),
    C(CHECKERS_ABI_VERSION),
    /* The status codes, from their one list in the header. */
    /* clang-format off */
    CHECKERS_ERROR_MAP(CODE)
    /* clang-format on */
    C(CHECKERS_BLACK),
    C(CHECKERS_WHITE),
    C(CHECKERS_EMPTY),
    C(CHECKERS_KING),
    C(CHECKERS_BLACK_MAN),
    C(CHECKERS_WHITE_MAN),
    C(CHECKERS_BLACK_KING),
    C(CHECKERS_WHITE_KING),
    C(CHECKERS_MAX_SQUARES),
    C(CHECKERS_MAX_CAPTURES),
    C(CHECKERS_MAX_MOVES),
    C(CHECKERS_FEN_MAX),
    C(CHECKERS_MOVE_TEXT_MAX),
    C(CHECKERS_REFUSAL_TEXT_MAX),
    C(CHECKERS_MOVE_CAPTURE),
    C(CHECKERS_MOVE_PROMOTES),
    C(CHECKERS_MOVE_KING),
    C(CHECKERS_TEXT_FULL_ROUTE),
    C(CHECKERS_ONGOING),
    C(CHECKERS_BLACK_WINS),
    C(CHECKERS_WHITE_WINS),
    C(CHECKERS_DRAW),
    C(CHECKERS_REASON_NONE),
    C(CHECKERS_REASON_NO_PIECES),
    C(CHECKERS_REASON_NO_MOVES),
    C(CHECKERS_REASON_REPETITION),
    C(CHECKERS_REASON_MOVE_LIMIT),
    C(CHECKERS_REASON_CROWNED),
    C(CHECKERS_REASON_ENDGAME),
    C(CHECKERS_REASON_RESIGNATION),
    C(CHECKERS_REASON_AGREEMENT),
    C(CHECKERS_REASON_TIME),
    C(CHECKERS_REASON_ADJUDICATION),
    C(CHECKERS_DRAWS_DEFAULT),
    C(CHECKERS_DRAWS_ONLINE),
    C(CHECKERS_DRAWS_WCDF),
    C(CHECKERS_DRAWS_BGA),
    C(CHECKERS_DRAWS_NONE),
    C(CHECKERS_NOTATION_NUMERIC),
    C(CHECKERS_NOTATION_ALGEBRAIC),
    C(CHECKERS_PDN_STRICT),
    C(CHECKERS_PDN_COPY),
    C(CHECKERS_PDN_NO_RESULT),
    C(CHECKERS_BALLOTS_THREE_MOVE),
    C(CHECKERS_BALLOTS_TWO_MOVE),
    C(CHECKERS_BALLOT_CROSSBOARD),
    C(CHECKERS_BALLOT_MAILPLAY),
    C(CHECKERS_BALLOT_BARRED),
    C(CHECKERS_BALLOT_STANDARD),
    C(CHECKERS_BALLOT_LOST),
    C(CHECKERS_DIAGRAM_FLIP),
    C(CHECKERS_DIAGRAM_NUMBERS),
    C(CHECKERS_DIAGRAM_COORDINATES),
    C(CHECKERS_PDN_DEFAULT_MAX_PLIES),
    C(CHECKERS_PDN_DEFAULT_MAX_GAME_BYTES),
    C(CHECKERS_CROWNING_ENDS_MOVE),
    C(CHECKERS_CROWNING_AT_END),
    C(CHECKERS_CROWNING_AS_KING),
    C(CHECKERS_SEARCH_MAX_DEPTH),
    C(CHECKERS_SEARCH_PV_MAX),
    C(CHECKERS_SEARCH_WIN),
    C(CHECKERS_SEARCH_WON),
    C(CHECKERS_SEARCH_TABLE_BITS),
    C(CHECKERS_SEARCH_TABLE_BITS_MIN),
    C(CHECKERS_SEARCH_TABLE_BITS_MAX),
    C(CHECKERS_HUB_POSITION_MAX),
    C(CHECKERS_DXP_TEXT_MAX),
    C(CHECKERS_DXP_NAME_MAX),
    C(CHECKERS_DXP_VERSION),
    C(CHECKERS_DXP_PORT),
    C(CHECKERS_DXP_MAX_CAPTURES),
    C(CHECKERS_DXP_GAMEREQ),
    C(CHECKERS_DXP_GAMEACC),
    C(CHECKERS_DXP_MOVE),
    C(CHECKERS_DXP_GAMEEND),
    C(CHECKERS_DXP_CHAT),
    C(CHECKERS_DXP_BACKREQ),
    C(CHECKERS_DXP_BACKACC),
    C(CHECKERS_DXP_ACCEPTED),
    C(CHECKERS_DXP_WRONG_VERSION),
    C(CHECKERS_DXP_REFUSED),
    C(CHECKERS_DXP_REFUSED_ALL),
    C(CHECKERS_DXP_END_UNKNOWN),
    C(CHECKERS_DXP_END_I_LOSE),
    C(CHECKERS_DXP_END_DRAW),
    C(CHECKERS_DXP_END_I_WIN),
    C(CHECKERS_DXP_BACK_YES),
    C(CHECKERS_DXP_BACK_NO),
    C(CHECKERS_DXP_BACK_GO_ON),
    C(CHECKERS_HUB_LINE_ARGS),
    C(CHECKERS_REPETITIONS_MIN),
    C(CHECKERS_REPETITIONS_MAX),
    C(CHECKERS_MOVE_LIMIT_MAX),
    C(CHECKERS_PERFT_DEPTH_MAX),
    C(CHECKERS_DIAGRAM_SQUARE_DEFAULT),
    C(CHECKERS_DIAGRAM_SQUARE_MIN),
    C(CHECKERS_DIAGRAM_SQUARE_MAX),
    C(CHECKERS_HUB_LEVEL_MAX),
    C(CHECKERS_HUB_VARIANT_MAX),
    C(CHECKERS_HUB_INFO_DEPTH),
    C(CHECKERS_HUB_INFO_MEAN_DEPTH),
    C(CHECKERS_HUB_INFO_SCORE),
    C(CHECKERS_HUB_INFO_NODES),
    C(CHECKERS_HUB_INFO_TIME),
    C(CHECKERS_HUB_INFO_NPS),
    C(CHECKERS_HUB_INFO_PV),
};
#undef CODE
#undef C

typedef struct {
    const char *name;
    int32_t offset, size;
} layout;

#define S(type) \
    { \
#type, 0, (int32_t)sizeof(type) \
    }
#define F(type, field) \
    { \
#type "." #field, (int32_t)offsetof(type, field), (int32_t)sizeof(((type *)0)->field) \
    }
static const layout layouts[] = {
    S(checkers_move),
    F(checkers_move, from),
    F(checkers_move, to),
    F(checkers_move, steps),
    F(checkers_move, captures),
    F(checkers_move, flags),
    F(checkers_move, reserved),
    F(checkers_move, path),
    F(checkers_move, captured),
    S(checkers_refusal),
    F(checkers_refusal, code),
    F(checkers_refusal, square),
    F(checkers_refusal, count),
    F(checkers_refusal, reserved),
    F(checkers_refusal, move),
    S(checkers_allocator),
    F(checkers_allocator, alloc),
    F(checkers_allocator, reallocate),
    F(checkers_allocator, release),
    F(checkers_allocator, ctx),
    S(checkers_draw_rules),
    F(checkers_draw_rules, repetitions),
    F(checkers_draw_rules, move_limit),
    F(checkers_draw_rules, claim),
    F(checkers_draw_rules, endgame),
    F(checkers_draw_rules, reserved),
    S(checkers_pdn_error),
    F(checkers_pdn_error, code),
    F(checkers_pdn_error, line),
    F(checkers_pdn_error, column),
    F(checkers_pdn_error, move_number),
    F(checkers_pdn_error, ply),
    F(checkers_pdn_error, reserved),
    F(checkers_pdn_error, text),
    S(checkers_diagram_options),
    F(checkers_diagram_options, flags),
    F(checkers_diagram_options, square_size),
    F(checkers_diagram_options, reserved),
    F(checkers_diagram_options, last_move),
    F(checkers_diagram_options, highlight),
    S(checkers_search_limits),
    F(checkers_search_limits, depth),
    F(checkers_search_limits, flags),
    F(checkers_search_limits, nodes),
    F(checkers_search_limits, milliseconds),
    F(checkers_search_limits, reserved),
    S(checkers_search_info),
    F(checkers_search_info, depth),
    F(checkers_search_info, score),
    F(checkers_search_info, nodes),
    F(checkers_search_info, milliseconds),
    F(checkers_search_info, pv_length),
    F(checkers_search_info, reserved),
    F(checkers_search_info, pv),
    S(checkers_dxp_message),
    F(checkers_dxp_message, type),
    F(checkers_dxp_message, code),
    F(checkers_dxp_message, stop),
    F(checkers_dxp_message, version),
    F(checkers_dxp_message, colour),
    F(checkers_dxp_message, minutes),
    F(checkers_dxp_message, moves),
    F(checkers_dxp_message, seconds),
    F(checkers_dxp_message, from),
    F(checkers_dxp_message, to),
    F(checkers_dxp_message, captures),
    F(checkers_dxp_message, turn),
    F(checkers_dxp_message, reserved),
    F(checkers_dxp_message, captured),
    F(checkers_dxp_message, text),
    F(checkers_dxp_message, name),
    S(checkers_hub_line),
    F(checkers_hub_line, command),
    F(checkers_hub_line, command_length),
    F(checkers_hub_line, count),
    F(checkers_hub_line, total),
    F(checkers_hub_line, name),
    F(checkers_hub_line, name_length),
    F(checkers_hub_line, value),
    F(checkers_hub_line, value_length),
    S(checkers_hub_level),
    F(checkers_hub_level, depth),
    F(checkers_hub_level, moves),
    F(checkers_hub_level, nodes),
    F(checkers_hub_level, move_time_ms),
    F(checkers_hub_level, time_ms),
    F(checkers_hub_level, inc_ms),
    S(checkers_hub_info),
    F(checkers_hub_info, nodes),
    F(checkers_hub_info, mean_depth_micro),
    F(checkers_hub_info, score_micro),
    F(checkers_hub_info, time_us),
    F(checkers_hub_info, nps),
    F(checkers_hub_info, given),
    F(checkers_hub_info, extra),
    F(checkers_hub_info, depth),
    F(checkers_hub_info, pv),
    F(checkers_hub_info, pv_length),
    F(checkers_hub_info, reserved),
};
#undef S
#undef F

#define COUNT(table) ((int32_t)(sizeof(table) / sizeof((table)[0])))

int32_t checkers_constant_count(void)
{
    return COUNT(constants);
}

const char *checkers_constant_name(int32_t index)
{
    return index >= 0 && index < COUNT(constants) ? constants[index].name : NULL;
}

int32_t checkers_constant_value(int32_t index)
{
    return index >= 0 && index < COUNT(constants) ? constants[index].value : 0;
}

int32_t checkers_layout_count(void)
{
    return COUNT(layouts);
}

const char *checkers_layout_name(int32_t index)
{
    return index >= 0 && index < COUNT(layouts) ? layouts[index].name : NULL;
}

int32_t checkers_layout_offset(int32_t index)
{
    return index >= 0 && index < COUNT(layouts) ? layouts[index].offset : -1;
}

int32_t checkers_layout_size(int32_t index)
{
    return index >= 0 && index < COUNT(layouts) ? layouts[index].size : -1;
}
