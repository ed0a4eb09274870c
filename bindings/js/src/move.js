// SPDX-License-Identifier: MIT
// A move: an immutable value read from a checkers_move record. legalMoves()
// makes one per legal move of every position a playout or a search visits,
// and most are never looked at, so a Move is small: its listing, its index
// there, and the record's from, to and flags in one integer. The squares of
// the captures are read from the records when listed into one array of the
// listing (`squares`, with `at` the start of each capture's), and made into
// path and captured arrays only when asked for (kept in `routes`); so is the
// path of a plain move. The text of a listed move is asked of the library
// only when first read, for the whole listing at once (see Listing in
// game.js).

import {
  MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH,
  MOVE_CAPTURED, MOVE_SQUARES_MAX,
} from './layout.js';
import { constants } from './constants.js';
import { integerArgument } from './arguments.js';

const NO_SQUARES = Object.freeze([]);

// The listing of a move no game listed (played, taken back, given as an
// example): it knows the move's text, and no Game has it.
class Alone {
  constructor(text, route) {
    this.texts = [text];
    this.routes = route === null ? null : [route];
    this.squares = null;
    this.at = null;
  }

  text() {
    return this.texts[0];
  }
}

let listedIndex;

export class Move {
  #listing;
  #index;
  #code; // from | to << 8 | flags << 16

  static {
    // The move's index in `listing`, or -1 when it is not from that listing.
    listedIndex = (move, listing) => (move.#listing === listing ? move.#index : -1);
  }

  // Not for users: moves come from Game.legalMoves(), push(), pop()...
  constructor(listing, index, code) {
    this.#listing = listing;
    this.#index = index;
    this.#code = code;
  }

  get from() {
    return this.#code & 0xff;
  }

  get to() {
    return (this.#code >> 8) & 0xff;
  }

  get flags() {
    return this.#code >> 16;
  }

  // The move in PDN as the library writes it in the position it was listed
  // for: "11-15", "15x24", or the full route "1x10x19" when the short form is
  // ambiguous. (Only if the game was freed before any text of its listing was
  // read, and the move was not listed in the game's last position: the full
  // route in square numbers, also valid PDN.)
  get text() {
    return this.#listing.text(this.#index) ?? this.#fullRoute();
  }

  #fullRoute() {
    return [this.from, ...this.path].join(this.isCapture ? 'x' : '-');
  }

  // {path, captured}, kept in listing.routes (sparse: the moves asked for),
  // each array frozen when first handed out.
  #squares() {
    const listing = this.#listing;
    const routes = listing.routes ??= [];
    return routes[this.#index] ??= listing.at?.[this.#index] === undefined
      ? { path: [this.to], captured: NO_SQUARES }
      : routeIn(listing.squares, listing.at[this.#index]);
  }

  // Every landing square in order; path[path.length - 1] === to.
  get path() {
    const route = this.#squares();
    return Object.isFrozen(route.path) ? route.path : Object.freeze(route.path);
  }

  // The captured squares in the order jumped.
  get captured() {
    const route = this.#squares();
    return Object.isFrozen(route.captured) ? route.captured : Object.freeze(route.captured);
  }

  get isCapture() {
    return (this.flags & constants.MOVE_CAPTURE) !== 0;
  }

  get isPromotion() {
    return (this.flags & constants.MOVE_PROMOTES) !== 0;
  }

  // The moving piece is a king (before the move).
  get byKing() {
    return (this.flags & constants.MOVE_KING) !== 0;
  }

  toString() {
    return this.text;
  }

  toJSON() {
    return { text: this.text, from: this.from, to: this.to, path: this.path, captured: this.captured, flags: this.flags };
  }
}

// The n moves of the records at ptr, for `listing`, whose squares and at
// they set. `capture` is constants.MOVE_CAPTURE, passed in by the caller.
export function listedMoves(heap, ptr, n, listing, capture) {
  const moves = new Array(n);
  let squares = null;
  let at = null;
  for (let i = 0; i < n; i++, ptr += MOVE_SIZE) {
    const flags = heap[ptr + MOVE_FLAGS];
    if ((flags & capture) !== 0) {
      if (squares === null) {
        squares = [];
        at = [];
      }
      // steps, the path, captures, the captured squares
      at[i] = squares.length;
      const steps = heap[ptr + MOVE_STEPS];
      squares.push(steps);
      for (let k = 0; k < steps; k++) squares.push(heap[ptr + MOVE_PATH + k]);
      const captures = heap[ptr + MOVE_CAPTURES];
      squares.push(captures);
      for (let k = 0; k < captures; k++) squares.push(heap[ptr + MOVE_CAPTURED + k]);
    }
    moves[i] = new Move(listing, i, heap[ptr + MOVE_FROM] | (heap[ptr + MOVE_TO] << 8) | (flags << 16));
  }
  listing.squares = squares;
  listing.at = at;
  return moves;
}

function routeIn(squares, start) {
  const steps = squares[start];
  const captures = squares[start + 1 + steps];
  return {
    path: squares.slice(start + 1, start + 1 + steps),
    captured: squares.slice(start + 2 + steps, start + 2 + steps + captures),
  };
}

function routeAt(heap, ptr) {
  return {
    path: squares(heap, ptr + MOVE_PATH, heap[ptr + MOVE_STEPS]),
    captured: squares(heap, ptr + MOVE_CAPTURED, heap[ptr + MOVE_CAPTURES]),
  };
}

// Frozen when first handed out: freezing costs more than reading them.
function squares(heap, start, count) {
  const list = new Array(count);
  for (let i = 0; i < count; i++) list[i] = heap[start + i];
  return list;
}

export { listedIndex };

// Writes a Move, or a plain {from, to, path?, captured?} object, as a
// checkers_move record at ptr.
export function writeMove(heap, ptr, move) {
  if (move === null || typeof move !== 'object') {
    throw new TypeError('a move is a Move, a {from, to, path} object or a PDN text');
  }
  const path = move.path ?? [];
  const captured = move.captured ?? [];
  if (path.length > MOVE_SQUARES_MAX || captured.length > MOVE_SQUARES_MAX) {
    throw new RangeError('a move has at most 32 landing squares and 32 captures');
  }
  heap.fill(0, ptr, ptr + MOVE_SIZE);
  heap[ptr + MOVE_FROM] = square(move.from);
  heap[ptr + MOVE_TO] = square(move.to !== undefined ? move.to : path.length ? path[path.length - 1] : 0);
  heap[ptr + MOVE_STEPS] = path.length;
  for (let i = 0; i < path.length; i++) heap[ptr + MOVE_PATH + i] = square(path[i]);
  // check_move reads from, steps and path (to when steps is 0); a diagram's
  // last move also shows the captures.
  heap[ptr + MOVE_CAPTURES] = captured.length;
  for (let i = 0; i < captured.length; i++) heap[ptr + MOVE_CAPTURED + i] = square(captured[i]);
  heap[ptr + MOVE_FLAGS] = move instanceof Move ? move.flags : captured.length > 0 ? constants.MOVE_CAPTURE : 0;
}

// A square of a move record: a byte (one off the board is the library's to
// refuse, E_MOVE_SQUARE, as in a text).
function square(value) {
  return integerArgument(value, 'a move\'s square', 0, 255);
}

// A Move from the record at ptr, not tied to a listing; `text` is its text,
// or null when it cannot be written (then the full route is given).
export function moveAt(heap, ptr, text) {
  const flags = heap[ptr + MOVE_FLAGS];
  const code = heap[ptr + MOVE_FROM] | (heap[ptr + MOVE_TO] << 8) | (flags << 16);
  return new Move(new Alone(text, (flags & constants.MOVE_CAPTURE) === 0 ? null : routeAt(heap, ptr)), 0, code);
}
