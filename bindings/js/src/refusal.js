// SPDX-License-Identifier: MIT
// A refused move, as the library describes it in a checkers_refusal record
// and says it in words (checkers_game_refusal_text).

import { wasm, movesPtr, refusalPtr, readText, inputText } from './runtime.js';
import {
  MOVE_SIZE, MOVE_STEPS, REFUSAL_CODE, REFUSAL_SQUARE, REFUSAL_COUNT, REFUSAL_KINGS, REFUSAL_MOVE,
} from './layout.js';
import { constants } from './constants.js';
import { CheckersError, IllegalMoveError } from './errors.js';
import { legalMoveAt, writeMove } from './move.js';

// The error for `status`, a call's result on game p: an IllegalMoveError from
// the scratch refusal record for a move refusal, a CheckersError otherwise.
// `text` is the move proposed as text (or null), `index` its place in a
// sequence; `record` the address of the proposal when it was a record (0
// otherwise), from which an ambiguous proposal's choices are listed.
export function refusalError(p, status, text, index = -1, record = 0) {
  if (status > constants.E_MOVE_SYNTAX) return new CheckersError(status);
  const heap32 = wasm.HEAP32;
  const at = refusalPtr >> 2;
  if (heap32[at + REFUSAL_CODE / 4] === 0) heap32[at + REFUSAL_CODE / 4] = status;
  const code = heap32[at + REFUSAL_CODE / 4];
  let example = null;
  if (wasm.HEAPU8[refusalPtr + REFUSAL_MOVE + MOVE_STEPS] > 0) {
    // A legal move of the current position, so the library can write it.
    example = legalMoveAt(p, refusalPtr + REFUSAL_MOVE);
  }
  const reason = readText((buf, cap) => wasm._checkers_game_refusal_text(p, refusalPtr, buf, cap));
  return new IllegalMoveError(code, {
    square: heap32[at + REFUSAL_SQUARE / 4],
    count: heap32[at + REFUSAL_COUNT / 4],
    kings: heap32[at + REFUSAL_KINGS / 4],
    example,
    choices: code === constants.E_AMBIGUOUS ? choicesOf(p, text, record, example) : [],
    move: text,
    index,
    reason: typeof reason === 'string' ? reason : null,
  });
}

// checkers_game_apply_index's error: only E_GAME_OVER is about the move.
export function indexError(status, text) {
  return status === constants.E_GAME_OVER ? new IllegalMoveError(status, { move: text }) : new CheckersError(status);
}

// Writes at movesPtr the legal move of game p that `move` (a PDN text, a Move
// or {from, to, path}) names; throws IllegalMoveError when there is none.
export function resolveMove(p, move) {
  if (typeof move === 'string') {
    const status = wasm._checkers_game_parse_move(p, inputText(move), movesPtr, refusalPtr);
    if (status !== 0) throw refusalError(p, status, move);
    return;
  }
  writeMove(movesPtr, move);
  const status = wasm._checkers_game_check_move(p, movesPtr, refusalPtr);
  if (status !== 0) throw refusalError(p, status, move.text ?? null, -1, movesPtr);
  // The full legal move that matched.
  wasm.HEAPU8.copyWithin(movesPtr, refusalPtr + REFUSAL_MOVE, refusalPtr + REFUSAL_MOVE + MOVE_SIZE);
}

// The legal moves an ambiguous proposal could mean (checkers_game_move_choices):
// those of its record, or of its text; for a move of a sequence (pushMoves,
// whose refused word is not known here), the moves between the example's
// start and end.
function choicesOf(p, text, record, example) {
  let proposal = record;
  if (record === 0 && text === null) {
    if (example === null) return [];
    proposal = movesPtr;
    writeMove(proposal, { from: example.from, to: example.to });
  }
  const list = (out, capacity) => (proposal !== 0
    ? wasm._checkers_game_move_choices(p, proposal, out, capacity)
    : wasm._checkers_game_move_choices_text(p, inputText(text), out, capacity));
  const n = list(0, 0);
  if (n <= 0) return [];
  const out = wasm._malloc(n * MOVE_SIZE);
  if (!out) throw new RangeError('checkers: out of memory');
  try {
    const listed = Math.min(list(out, n), n);
    return Array.from({ length: listed }, (_, i) => legalMoveAt(p, out + i * MOVE_SIZE));
  } finally {
    wasm._free(out);
  }
}
