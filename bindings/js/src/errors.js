// SPDX-License-Identifier: MIT
// Errors carry the library's code: `code` is the CHECKERS_E_* value (as in C
// and Python), `codeName` its macro name without the prefix ("E_NO_PIECE"),
// and the message is the library's own description. `name` stays the class
// name, as JavaScript code expects of an Error.

import { wasm, cString, readText } from './runtime.js';

export function describe(code) {
  return cString(wasm._checkers_strerror(code));
}

export function codeName(code) {
  return cString(wasm._checkers_error_name(code));
}

export class CheckersError extends Error {
  constructor(code, message) {
    super(message ?? describe(code));
    this.code = code;
    this.codeName = codeName(code);
  }
}
CheckersError.prototype.name = 'CheckersError';

// The fields are index.d.ts's; `reason`, the library's wording of the refusal
// (checkers_game_refusal_text), ends the message.
export class IllegalMoveError extends CheckersError {
  constructor(code, {
    square = 0, count = 0, kings = 0, example = null, choices = [], move = null, index = -1, reason = null,
  } = {}) {
    const what = move === null ? 'illegal move' : `illegal move ${JSON.stringify(move)}`;
    super(code, `${what}: ${reason ?? describe(code)}`);
    this.square = square;
    this.count = count;
    this.kings = kings;
    this.example = example;
    this.choices = choices;
    this.move = move;
    this.index = index;
  }
}
IllegalMoveError.prototype.name = 'IllegalMoveError';

// Throws CheckersError for a negative status; returns the status otherwise.
export function check(status) {
  if (status < 0) throw new CheckersError(status);
  return status;
}

// readText's text, or CheckersError for the negative code it got instead.
export function writtenText(write) {
  const text = readText(write);
  if (typeof text === 'number') throw new CheckersError(text);
  return text;
}
