// A move: an immutable value read from a checkers_move record.

import {
  MOVE_SIZE, MOVE_FROM, MOVE_TO, MOVE_STEPS, MOVE_CAPTURES, MOVE_FLAGS, MOVE_PATH,
  MOVE_CAPTURED, MOVE_SQUARES_MAX,
} from './layout.js';
import { constants } from './constants.js';

let listedIndex;
let recordOf;

export class Move {
  // The record's bytes (shared by the moves of one listing) and where it starts.
  #bytes;
  #offset;
  // Which position the move was listed for, and its index in that list, so that
  // Game.push can play it by index instead of matching it again.
  #origin;
  #index;
  #path = null;
  #captured = null;

  static {
    // The move's index in the list of the position `token` names, or -1.
    listedIndex = (move, token) => (move.#origin === token ? move.#index : -1);
    recordOf = (move) => ({ bytes: move.#bytes, offset: move.#offset });
  }

  // Not for users: moves come from Game.legalMoves(), push(), pop()...
  constructor(bytes, offset, text, origin = null, index = -1) {
    this.#bytes = bytes;
    this.#offset = offset;
    this.#origin = origin;
    this.#index = index;
    this.text = text;
    this.from = bytes[offset + MOVE_FROM];
    this.to = bytes[offset + MOVE_TO];
    this.flags = bytes[offset + MOVE_FLAGS];
  }

  // Every landing square in order; path[path.length - 1] === to.
  get path() {
    if (this.#path === null) {
      const start = this.#offset + MOVE_PATH;
      this.#path = Object.freeze(Array.from(this.#bytes.subarray(start, start + this.#bytes[this.#offset + MOVE_STEPS])));
    }
    return this.#path;
  }

  // The captured squares in the order jumped.
  get captured() {
    if (this.#captured === null) {
      const start = this.#offset + MOVE_CAPTURED;
      this.#captured = Object.freeze(Array.from(this.#bytes.subarray(start, start + this.#bytes[this.#offset + MOVE_CAPTURES])));
    }
    return this.#captured;
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

// A copy of the record at ptr in `heap`, as a Move without an origin.
export function moveAt(heap, ptr, text) {
  return new Move(heap.slice(ptr, ptr + MOVE_SIZE), 0, text);
}

export { listedIndex };

// Writes a Move, or a plain {from, to, path?, captured?} object, as a
// checkers_move record at ptr.
export function writeMove(heap, ptr, move) {
  if (move instanceof Move) {
    const { bytes, offset } = recordOf(move);
    heap.set(bytes.subarray(offset, offset + MOVE_SIZE), ptr);
    return;
  }
  if (move === null || typeof move !== 'object') {
    throw new TypeError('a move is a Move, a {from, to, path} object or a PDN text');
  }
  const path = move.path ?? [];
  if (path.length > MOVE_SQUARES_MAX) throw new RangeError('a move has at most 32 landing squares');
  heap.fill(0, ptr, ptr + MOVE_SIZE);
  heap[ptr + MOVE_FROM] = square(move.from);
  heap[ptr + MOVE_TO] = square(move.to ?? (path.length ? path[path.length - 1] : 0));
  heap[ptr + MOVE_STEPS] = path.length;
  for (let i = 0; i < path.length; i++) heap[ptr + MOVE_PATH + i] = square(path[i]);
  // Only a diagram's last move reads these; check_move ignores them.
  const captured = move.captured ?? [];
  if (captured.length > MOVE_SQUARES_MAX) throw new RangeError('a move captures at most 32 pieces');
  heap[ptr + MOVE_CAPTURES] = captured.length;
  for (let i = 0; i < captured.length; i++) heap[ptr + MOVE_CAPTURED + i] = square(captured[i]);
  if (captured.length > 0) heap[ptr + MOVE_FLAGS] = constants.MOVE_CAPTURE;
}

function square(value) {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new RangeError(`not a square number: ${value}`);
  }
  return value;
}
