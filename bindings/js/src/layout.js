// SPDX-License-Identifier: MIT
// The C structs this binding reads and writes, as byte offsets taken from the
// library's own table (checkers_layout_*) when the module loads, so that no
// offset of the header is copied here. They are module bindings rather than
// an object's properties so that the hot paths read them without a look-up.

export let MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH, MOVE_CAPTURED;
export let MOVE_SQUARES_MAX; // path[] and captured[] capacity
export let REFUSAL_SIZE, REFUSAL_CODE, REFUSAL_SQUARE, REFUSAL_COUNT, REFUSAL_MOVE;
export let REFUSAL_KINGS; // `kings`, in the place (and the table's name) of `reserved`
export let DRAW_RULES_SIZE, DRAW_RULES_REPETITIONS, DRAW_RULES_MOVE_LIMIT, DRAW_RULES_CLAIM, DRAW_RULES_ENDGAME;
export let PDN_ERROR_CODE, PDN_ERROR_LINE, PDN_ERROR_COLUMN, PDN_ERROR_MOVE_NUMBER, PDN_ERROR_PLY, PDN_ERROR_TEXT;
export let DIAGRAM_SIZE, DIAGRAM_FLAGS, DIAGRAM_SQUARE_SIZE, DIAGRAM_LAST_MOVE, DIAGRAM_HIGHLIGHT, DIAGRAM_HIGHLIGHT_SIZE;

// [name, offset, size] of every struct and field above, in the library's
// words (checkers_layout_name).
export const layouts = [];

// Fills the bindings from `table`, the library's [[name, offset, size], ...].
export function loadLayouts(table) {
  const rows = new Map(table.map((row) => [row[0], row]));
  // The row of `name`, as [offset, size], which `layouts` lists.
  const row = (name) => {
    const found = rows.get(name);
    if (found === undefined) throw new Error(`checkers: the library has no layout of ${name}`);
    layouts.push(Object.freeze([...found]));
    return found.slice(1);
  };
  // The struct's size, then each field's offset.
  const struct = (name, fields) => [row(name)[1], ...fields.map((field) => row(`${name}.${field}`)[0])];
  [MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH, MOVE_CAPTURED] =
    struct('checkers_move', ['from', 'to', 'steps', 'captures', 'flags', 'path', 'captured']);
  MOVE_SQUARES_MAX = layouts.at(-1)[2];
  [REFUSAL_SIZE, REFUSAL_CODE, REFUSAL_SQUARE, REFUSAL_COUNT, REFUSAL_KINGS, REFUSAL_MOVE] =
    struct('checkers_refusal', ['code', 'square', 'count', 'reserved', 'move']);
  [DRAW_RULES_SIZE, DRAW_RULES_REPETITIONS, DRAW_RULES_MOVE_LIMIT, DRAW_RULES_CLAIM, DRAW_RULES_ENDGAME] =
    struct('checkers_draw_rules', ['repetitions', 'move_limit', 'claim', 'endgame']);
  [, PDN_ERROR_CODE, PDN_ERROR_LINE, PDN_ERROR_COLUMN, PDN_ERROR_MOVE_NUMBER, PDN_ERROR_PLY, PDN_ERROR_TEXT] =
    struct('checkers_pdn_error', ['code', 'line', 'column', 'move_number', 'ply', 'text']);
  [DIAGRAM_SIZE, DIAGRAM_FLAGS, DIAGRAM_SQUARE_SIZE, DIAGRAM_LAST_MOVE, DIAGRAM_HIGHLIGHT] =
    struct('checkers_diagram_options', ['flags', 'square_size', 'last_move', 'highlight']);
  DIAGRAM_HIGHLIGHT_SIZE = layouts.at(-1)[2];
  Object.freeze(layouts);
}
