// SPDX-License-Identifier: MIT
// A refused move, as the library describes it in a checkers_refusal record.

import { wasm, refusalPtr, readText } from './runtime.js';
import {
  MOVE_STEPS, REFUSAL_CODE, REFUSAL_SQUARE, REFUSAL_COUNT, REFUSAL_KINGS, REFUSAL_MOVE,
} from './layout.js';
import { constants } from './constants.js';
import { CheckersError, IllegalMoveError } from './errors.js';
import { moveAt } from './move.js';

// The error for `status`, a call's result on game p: an IllegalMoveError from
// the scratch refusal record for a move refusal, a CheckersError otherwise.
// `text` is the move proposed (or null), `index` its place in a sequence.
export function refusalError(p, status, text, index = -1) {
  if (status > constants.E_MOVE_SYNTAX) return new CheckersError(status);
  const heap32 = wasm.HEAP32;
  const at = refusalPtr >> 2;
  const code = heap32[at + REFUSAL_CODE / 4] || status;
  let example = null;
  if (wasm.HEAPU8[refusalPtr + REFUSAL_MOVE + MOVE_STEPS] > 0) {
    // A legal move of the current position, so the library can write it.
    const ptr = refusalPtr + REFUSAL_MOVE;
    const exampleText = readText((buf, cap) => wasm._checkers_game_move_text(p, ptr, 0, buf, cap));
    example = moveAt(wasm.HEAPU8, ptr, typeof exampleText === 'string' ? exampleText : null);
  }
  return new IllegalMoveError(code, {
    square: heap32[at + REFUSAL_SQUARE / 4],
    count: heap32[at + REFUSAL_COUNT / 4],
    kings: heap32[at + REFUSAL_KINGS / 4],
    example,
    move: text,
    index,
  });
}

// checkers_game_apply_index's error: only E_GAME_OVER is about the move.
export function indexError(status, text) {
  return status === constants.E_GAME_OVER ? new IllegalMoveError(status, { move: text }) : new CheckersError(status);
}
