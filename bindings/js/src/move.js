// A move: an immutable value read from a checkers_move record. Nothing of
// the record is kept but its squares (a typed-array copy per listing costs
// more than the rest of the listing), and the text of a listed move is asked
// of the library only when first read, for the whole listing at once: most
// moves of most listings (a search, a playout) are never written.

import {
  MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH,
  MOVE_CAPTURED, MOVE_SQUARES_MAX,
} from './layout.js';
import { constants } from './constants.js';

const NO_SQUARES = Object.freeze([]);

let listedIndex;

export class Move {
  // The listing (see Game.legalMoves) the move belongs to and its index in it,
  // or null and -1; the text once known.
  #listing;
  #index;
  #text;
  // null for a plain move until asked for: [to].
  #path;
  #captured;

  static {
    // The move's index in `listing`, or -1 when it is not from that listing.
    listedIndex = (move, listing) => (move.#listing === listing ? move.#index : -1);
  }

  // Not for users: moves come from Game.legalMoves(), push(), pop()... `heap`
  // holds the record at `ptr`. `text` is a string, or null for a listed move.
  constructor(heap, ptr, text, listing = null, index = -1) {
    this.#listing = listing;
    this.#index = index;
    this.#text = text;
    this.from = heap[ptr + MOVE_FROM];
    this.to = heap[ptr + MOVE_TO];
    const flags = heap[ptr + MOVE_FLAGS];
    this.flags = flags;
    if ((flags & constants.MOVE_CAPTURE) === 0) {
      // A plain move: one step, nothing captured.
      this.#path = null;
      this.#captured = NO_SQUARES;
    } else {
      this.#path = squares(heap, ptr + MOVE_PATH, heap[ptr + MOVE_STEPS]);
      this.#captured = squares(heap, ptr + MOVE_CAPTURED, heap[ptr + MOVE_CAPTURES]);
    }
  }

  // The move in PDN as the library writes it in the position it was listed
  // for: "11-15", "15x24", or the full route "1x10x19" when the short form is
  // ambiguous. (Only if the game was freed before any text of its listing was
  // read, and the move was not listed in the game's last position: the full
  // route in square numbers, also valid PDN.)
  get text() {
    if (this.#text === null) this.#text = this.#listing.text(this.#index) ?? this.#route();
    return this.#text;
  }

  #route() {
    return [this.from, ...this.path].join(this.isCapture ? 'x' : '-');
  }

  // Every landing square in order; path[path.length - 1] === to.
  get path() {
    if (this.#path === null) this.#path = [this.to];
    return Object.isFrozen(this.#path) ? this.#path : Object.freeze(this.#path);
  }

  // The captured squares in the order jumped.
  get captured() {
    return Object.isFrozen(this.#captured) ? this.#captured : Object.freeze(this.#captured);
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
  heap[ptr + MOVE_TO] = square(move.to ?? (path.length ? path[path.length - 1] : 0));
  heap[ptr + MOVE_STEPS] = path.length;
  for (let i = 0; i < path.length; i++) heap[ptr + MOVE_PATH + i] = square(path[i]);
  // check_move reads from, steps and path (to when steps is 0); a diagram's
  // last move also shows the captures.
  heap[ptr + MOVE_CAPTURES] = captured.length;
  for (let i = 0; i < captured.length; i++) heap[ptr + MOVE_CAPTURED + i] = square(captured[i]);
  heap[ptr + MOVE_FLAGS] = move instanceof Move ? move.flags : captured.length > 0 ? constants.MOVE_CAPTURE : 0;
}

function square(value) {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new RangeError(`not a square number: ${value}`);
  }
  return value;
}

// A Move from the record at ptr, not tied to a listing.
export function moveAt(heap, ptr, text) {
  return new Move(heap, ptr, text);
}
