// SPDX-License-Identifier: MIT
// A move: an immutable value, one of a Listing. legalMoves() makes one per
// legal move of every position a playout or a search visits, and most are
// never looked at, so a Move is its listing and its index there, and the
// listing keeps the list's records in short: each move's from, to and flags
// in one integer (`codes`), and the squares of the captures in one array
// (`squares`, with `at` the start of each capture's). That is enough to write
// the records again, which is how a text is written when first read, by the
// library from the list alone (checkers_game_listed_move_text): whatever the
// game did since. Copying the 72-byte records out of the heap instead would
// cost some twenty times more per position (a typed array's own memory).

import {
  MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH,
  MOVE_CAPTURED, MOVE_SQUARES_MAX,
} from './layout.js';
import { wasm, listPtr, heapU8 } from './runtime.js';
import { constants, MOVE_CAPTURE } from './constants.js';
import { writtenText } from './errors.js';
import { integerArgument } from './arguments.js';

const NO_SQUARES = Object.freeze([]);

// The listing whose records are at listPtr, of any game: Game.push plays
// its moves from there, and its texts are written from there.
let recorded = null;

// The moves of one list: from a game (`owner()` is the game's pointer, 0
// once it is freed, and `notation` the game's when listed), or a move alone
// (played, taken back, given as an example) whose text is known.
export class Listing {
  constructor(owner, notation, n) {
    this.owner = owner;
    this.notation = notation;
    this.codes = new Array(n);
    this.squares = null;
    this.at = null;
    this.texts = null; // sparse: those read
    this.routes = null; // sparse: {path, captured} of those asked for
  }

  // The text of move `index`, or null if the game was freed before it was read.
  text(index) {
    const known = this.texts?.[index];
    const p = this.owner?.() ?? 0;
    if (known !== undefined || p === 0) return known ?? null;
    if (recorded !== this) writeRecords(this);
    const n = this.codes.length;
    const text = writtenText((buf, cap) => wasm._checkers_game_listed_move_text(p, listPtr, n, index, this.notation, 0, buf, cap));
    (this.texts ??= [])[index] = text;
    return text;
  }

  // Every text, read while the game can still write them.
  keepTexts() {
    for (let i = 0; i < this.codes.length; i++) this.text(i);
  }

  // Made and frozen when first asked for: most moves' routes never are.
  route(index) {
    const routes = this.routes ??= [];
    return routes[index] ??= this.at?.[index] === undefined
      ? { path: Object.freeze([(this.codes[index] >> 8) & 0xff]), captured: NO_SQUARES }
      : routeIn(this.squares, this.at[index]);
  }
}

let listedIndex;

export class Move {
  #listing;
  #index;

  static {
    // The move's index in `listing`, or -1 when it is not from that listing.
    listedIndex = (move, listing) => (move.#listing === listing ? move.#index : -1);
  }

  // Not for users: moves come from Game.legalMoves(), push(), pop()...
  constructor(listing, index) {
    this.#listing = listing;
    this.#index = index;
  }

  get from() {
    return this.#listing.codes[this.#index] & 0xff;
  }

  get to() {
    return (this.#listing.codes[this.#index] >> 8) & 0xff;
  }

  get flags() {
    return this.#listing.codes[this.#index] >> 16;
  }

  // The move in PDN as the library writes it in the position it was listed
  // for: "11-15", "15x24", or the full route "1x10x19" when the short form is
  // ambiguous. (Only if first read after the game was freed, and listed
  // before the game last changed: the full route in square numbers, also
  // valid PDN.)
  get text() {
    return this.#listing.text(this.#index) ?? [this.from, ...this.path].join(this.isCapture ? 'x' : '-');
  }

  // Every landing square in order; path[path.length - 1] === to.
  get path() {
    return this.#listing.route(this.#index).path;
  }

  // The captured squares in the order jumped.
  get captured() {
    return this.#listing.route(this.#index).captured;
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

// The Moves of `listing`, whose records were just listed at listPtr; `read`:
// the listing is new, its codes and squares still to be read from them.
export function listedMoves(listing, read) {
  recorded = listing;
  const { codes } = listing;
  const n = codes.length;
  const moves = new Array(n);
  if (!read) {
    for (let i = 0; i < n; i++) moves[i] = new Move(listing, i);
    return moves;
  }
  const heap = heapU8();
  let squares = null;
  let at = null;
  for (let i = 0, ptr = listPtr; i < n; i++, ptr += MOVE_SIZE) {
    const flags = heap[ptr + MOVE_FLAGS];
    codes[i] = heap[ptr + MOVE_FROM] | (heap[ptr + MOVE_TO] << 8) | (flags << 16);
    if ((flags & MOVE_CAPTURE) !== 0) {
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
    moves[i] = new Move(listing, i);
  }
  listing.squares = squares;
  listing.at = at;
  return moves;
}

// listPtr was written by another call: no listing's records are there.
export function unrecord() {
  recorded = null;
}

// Whether the records of `listing` are at listPtr, where its moves can be
// played from.
export function isRecorded(listing) {
  return listing === recorded;
}

// Writes a listing's records at listPtr again, as the library listed them
// (a plain move's route is its end square).
function writeRecords(listing) {
  const heap = heapU8();
  const { codes, squares, at } = listing;
  heap.fill(0, listPtr, listPtr + codes.length * MOVE_SIZE);
  for (let i = 0, ptr = listPtr; i < codes.length; i++, ptr += MOVE_SIZE) {
    const code = codes[i];
    heap[ptr + MOVE_FROM] = code & 0xff;
    heap[ptr + MOVE_TO] = (code >> 8) & 0xff;
    heap[ptr + MOVE_FLAGS] = code >> 16;
    const start = at?.[i];
    if (start === undefined) {
      heap[ptr + MOVE_STEPS] = 1;
      heap[ptr + MOVE_PATH] = (code >> 8) & 0xff;
    } else {
      const steps = squares[start];
      const captures = squares[start + 1 + steps];
      heap[ptr + MOVE_STEPS] = steps;
      heap[ptr + MOVE_CAPTURES] = captures;
      for (let k = 0; k < steps; k++) heap[ptr + MOVE_PATH + k] = squares[start + 1 + k];
      for (let k = 0; k < captures; k++) heap[ptr + MOVE_CAPTURED + k] = squares[start + 2 + steps + k];
    }
  }
  recorded = listing;
}

function routeIn(squares, start) {
  const steps = squares[start];
  const captures = squares[start + 1 + steps];
  return {
    path: Object.freeze(squares.slice(start + 1, start + 1 + steps)),
    captured: Object.freeze(squares.slice(start + 2 + steps, start + 2 + steps + captures)),
  };
}

export { listedIndex };

// Writes a Move, or a plain {from, to, path?, captured?} object, as a
// checkers_move record at ptr.
export function writeMove(ptr, move) {
  if (move === null || typeof move !== 'object') {
    throw new TypeError('a move is a Move, a {from, to, path} object or a PDN text');
  }
  const path = move.path ?? [];
  const captured = move.captured ?? [];
  if (path.length > MOVE_SQUARES_MAX || captured.length > MOVE_SQUARES_MAX) {
    throw new RangeError('a move has at most 32 landing squares and 32 captures');
  }
  const heap = heapU8();
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

// The Move of the legal move record at ptr, written for game p's position.
export function legalMoveAt(p, ptr) {
  return moveAt(ptr, writtenText((buf, cap) => wasm._checkers_game_move_text(p, ptr, 0, buf, cap)));
}

// A Move from the record at ptr, not tied to a listing; `text` is its text.
export function moveAt(ptr, text) {
  const heap = heapU8();
  const flags = heap[ptr + MOVE_FLAGS];
  const listing = new Listing(null, 0, 1);
  listing.codes[0] = heap[ptr + MOVE_FROM] | (heap[ptr + MOVE_TO] << 8) | (flags << 16);
  listing.texts = [text];
  if ((flags & MOVE_CAPTURE) !== 0) {
    // The squares as listedMoves keeps them: steps, the path, captures, the captured squares.
    const steps = heap[ptr + MOVE_STEPS];
    const captures = heap[ptr + MOVE_CAPTURES];
    listing.squares = [steps, ...heap.subarray(ptr + MOVE_PATH, ptr + MOVE_PATH + steps),
      captures, ...heap.subarray(ptr + MOVE_CAPTURED, ptr + MOVE_CAPTURED + captures)];
    listing.at = [0];
  }
  return new Move(listing, 0);
}
