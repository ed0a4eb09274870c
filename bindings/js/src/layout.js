// SPDX-License-Identifier: MIT
// The C structs this binding reads and writes, as byte offsets. They are
// written out as constants (so the hot paths index the heap with literals) and
// listed in `layouts`, which the tests compare with the library's own
// checkers_layout_* table: a change of the C layout fails the tests.

export const MOVE_SIZE = 72;
export const MOVE_FROM = 0;
export const MOVE_TO = 1;
export const MOVE_STEPS = 2;
export const MOVE_CAPTURES = 3;
export const MOVE_FLAGS = 4;
export const MOVE_PATH = 8;
export const MOVE_CAPTURED = 40;
export const MOVE_SQUARES_MAX = 32; // path[] and captured[] capacity

export const REFUSAL_SIZE = 88;
export const REFUSAL_CODE = 0;
export const REFUSAL_SQUARE = 4;
export const REFUSAL_COUNT = 8;
export const REFUSAL_KINGS = 12; // `kings`, in the place (and the table's name) of `reserved`
export const REFUSAL_MOVE = 16;

export const DRAW_RULES_SIZE = 32;
export const DRAW_RULES_REPETITIONS = 0;
export const DRAW_RULES_MOVE_LIMIT = 4;
export const DRAW_RULES_CLAIM = 8;
export const DRAW_RULES_ENDGAME = 12;

export const PDN_ERROR_SIZE = 96;
export const PDN_ERROR_CODE = 0;
export const PDN_ERROR_LINE = 4;
export const PDN_ERROR_COLUMN = 8;
export const PDN_ERROR_MOVE_NUMBER = 12;
export const PDN_ERROR_PLY = 16;
export const PDN_ERROR_TEXT = 32;
export const PDN_ERROR_TEXT_SIZE = 64;

export const DIAGRAM_SIZE = 160;
export const DIAGRAM_FLAGS = 0;
export const DIAGRAM_SQUARE_SIZE = 4;
export const DIAGRAM_LAST_MOVE = 16;
export const DIAGRAM_HIGHLIGHT = 88;
export const DIAGRAM_HIGHLIGHT_SIZE = 72;

// [name as in checkers_layout_name, offset, size] for every struct and field
// above.
export const layouts = Object.freeze([
  ['checkers_move', 0, MOVE_SIZE],
  ['checkers_move.from', MOVE_FROM, 1],
  ['checkers_move.to', MOVE_TO, 1],
  ['checkers_move.steps', MOVE_STEPS, 1],
  ['checkers_move.captures', MOVE_CAPTURES, 1],
  ['checkers_move.flags', MOVE_FLAGS, 1],
  ['checkers_move.path', MOVE_PATH, MOVE_SQUARES_MAX],
  ['checkers_move.captured', MOVE_CAPTURED, MOVE_SQUARES_MAX],
  ['checkers_refusal', 0, REFUSAL_SIZE],
  ['checkers_refusal.code', REFUSAL_CODE, 4],
  ['checkers_refusal.square', REFUSAL_SQUARE, 4],
  ['checkers_refusal.count', REFUSAL_COUNT, 4],
  ['checkers_refusal.reserved', REFUSAL_KINGS, 4],
  ['checkers_refusal.move', REFUSAL_MOVE, MOVE_SIZE],
  ['checkers_draw_rules', 0, DRAW_RULES_SIZE],
  ['checkers_draw_rules.repetitions', DRAW_RULES_REPETITIONS, 4],
  ['checkers_draw_rules.move_limit', DRAW_RULES_MOVE_LIMIT, 4],
  ['checkers_draw_rules.claim', DRAW_RULES_CLAIM, 4],
  ['checkers_draw_rules.endgame', DRAW_RULES_ENDGAME, 4],
  ['checkers_pdn_error', 0, PDN_ERROR_SIZE],
  ['checkers_pdn_error.code', PDN_ERROR_CODE, 4],
  ['checkers_pdn_error.line', PDN_ERROR_LINE, 4],
  ['checkers_pdn_error.column', PDN_ERROR_COLUMN, 4],
  ['checkers_pdn_error.move_number', PDN_ERROR_MOVE_NUMBER, 4],
  ['checkers_pdn_error.ply', PDN_ERROR_PLY, 4],
  ['checkers_pdn_error.text', PDN_ERROR_TEXT, PDN_ERROR_TEXT_SIZE],
  ['checkers_diagram_options', 0, DIAGRAM_SIZE],
  ['checkers_diagram_options.flags', DIAGRAM_FLAGS, 4],
  ['checkers_diagram_options.square_size', DIAGRAM_SQUARE_SIZE, 4],
  ['checkers_diagram_options.last_move', DIAGRAM_LAST_MOVE, MOVE_SIZE],
  ['checkers_diagram_options.highlight', DIAGRAM_HIGHLIGHT, DIAGRAM_HIGHLIGHT_SIZE],
]);
