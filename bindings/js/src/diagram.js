// SPDX-License-Identifier: MIT
// SVG diagrams: the options object becomes a checkers_diagram_options record.

import { wasm, movesPtr, readText } from './runtime.js';
import {
  DIAGRAM_SIZE, DIAGRAM_FLAGS, DIAGRAM_SQUARE_SIZE, DIAGRAM_LAST_MOVE, DIAGRAM_HIGHLIGHT,
  DIAGRAM_HIGHLIGHT_SIZE, MOVE_STEPS,
} from './layout.js';
import { constants } from './constants.js';
import { CheckersError, describe } from './errors.js';
import { writeMove } from './move.js';
import { integerArgument } from './arguments.js';

const KNOWN_OPTIONS = new Set(['flip', 'numbers', 'coordinates', 'squareSize', 'lastMove', 'highlight']);

export function svgText(p, game, options) {
  for (const key of Object.keys(options)) {
    if (!KNOWN_OPTIONS.has(key)) throw new TypeError(`unknown SVG option ${JSON.stringify(key)}`);
  }
  // The scratch move records hold the options record too.
  const ptr = movesPtr;
  const heap = wasm.HEAPU8;
  heap.fill(0, ptr, ptr + DIAGRAM_SIZE);
  let flags = 0;
  if (options.flip) flags |= constants.DIAGRAM_FLIP;
  if (options.numbers) flags |= constants.DIAGRAM_NUMBERS;
  if (options.coordinates) flags |= constants.DIAGRAM_COORDINATES;
  wasm.HEAP32[(ptr + DIAGRAM_FLAGS) >> 2] = flags;
  // 1 to DIAGRAM_SQUARE_MIN - 1 are the library's to refuse.
  wasm.HEAP32[(ptr + DIAGRAM_SQUARE_SIZE) >> 2] = integerArgument(options.squareSize === undefined ? 0 : options.squareSize, 'squareSize', 0, constants.DIAGRAM_SQUARE_MAX);
  const last = options.lastMove;
  if (last === true) {
    const ply = wasm._checkers_game_ply_count(p);
    if (ply > 0 && wasm._checkers_game_history(p, ply - 1, ptr + DIAGRAM_LAST_MOVE) < 0) {
      heap[ptr + DIAGRAM_LAST_MOVE + MOVE_STEPS] = 0;
    }
  } else if (last !== undefined && last !== null && last !== false) {
    // A diagram draws the route: {from, to} alone means the one step.
    const route = last.path === undefined && last.to !== undefined ? { ...last, path: [last.to] } : last;
    writeMove(ptr + DIAGRAM_LAST_MOVE, route);
  }
  for (const square of options.highlight ?? []) {
    heap[ptr + DIAGRAM_HIGHLIGHT + integerArgument(square, 'a square to highlight', 1, DIAGRAM_HIGHLIGHT_SIZE) - 1] = 1;
  }
  const svg = readText((buf, cap) => wasm._checkers_game_svg(p, ptr, buf, cap));
  if (typeof svg === 'number') {
    const { DIAGRAM_SQUARE_DEFAULT, DIAGRAM_SQUARE_MIN, DIAGRAM_SQUARE_MAX } = constants;
    throw new CheckersError(svg, `bad SVG options: ${describe(svg)} (squareSize 0, meaning ${DIAGRAM_SQUARE_DEFAULT}, or ${DIAGRAM_SQUARE_MIN} to ${DIAGRAM_SQUARE_MAX})`);
  }
  return svg;
}
