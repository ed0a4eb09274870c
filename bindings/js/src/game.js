// SPDX-License-Identifier: MIT
// A game: a checkers_game in the wasm heap, freed by free() or, failing that,
// when the Game object is garbage collected.

import {
  wasm, movesPtr, refusalPtr, outPtr, MAX_MOVES, int32At, uint64At, inputText, readText, cString,
  listPtr, gameStatus, gameMoves, gameApplyIndex, gameApply,
} from './runtime.js';
import { MOVE_SIZE } from './layout.js';
import {
  constants, reasonNames, crowningNames, results, variants, variantPointer, colorName, valueNamed, ONGOING,
} from './constants.js';
import { CheckersError, check, describe, writtenText } from './errors.js';
import { refusalError, indexError, resolveMove } from './refusal.js';
import { readDrawRules, writeDrawRules, presetRules, drawRulesRanges } from './draws.js';
import { integerArgument, INT32_MAX } from './arguments.js';
import { ballotCount, deckArgument } from './ballots.js';
import { Move, Listing, moveAt, legalMoveAt, listedMoves, writeMove, listedIndex, isRecorded, unrecord } from './move.js';
import { svgText } from './diagram.js';
import { pdnText } from './pdn_write.js';

const games = new FinalizationRegistry((ptr) => wasm._checkers_game_free(ptr));

// Passed as the first constructor argument to wrap a game the library made.
const ADOPT = Symbol('adopt');

let gamePointer;

export class Game {
  #ptr = 0;
  // () => the pointer, 0 once freed: how the game's listings write texts
  // (see move.js). It holds the game, which the collector must not free
  // while moves of it may still be read.
  #owner = null;
  // The Listing of the current position, whose Moves push() plays by index;
  // null once the position changed.
  #listing = null;
  #notation = 0;
  #crowning = 0;

  static {
    gamePointer = (game) => game.#live();
  }

  constructor(variant = 'english', fen = undefined) {
    if (variant === ADOPT) {
      this.#adopt(fen);
      return;
    }
    const v = variantArgument(variant);
    const status = fen === undefined
      ? wasm._checkers_game_new(outPtr, v, 0)
      : wasm._checkers_game_new_from_fen(outPtr, v, inputText(fen), 0);
    if (status < 0) {
      throw fen === undefined ? new CheckersError(status)
        : new CheckersError(status, `bad FEN ${JSON.stringify(fen)}: ${describe(status)}`);
    }
    this.#adopt(int32At(outPtr));
  }

  static fromFen(fen, variant = 'english') {
    return new Game(variant, fen);
  }

  static fromBallot(number, deck = 3) {
    const count = ballotCount(deckArgument(deck));
    check(wasm._checkers_game_new_from_ballot(outPtr, deck, integerArgument(number, 'ballot number', 1, count), 0));
    return new Game(ADOPT, int32At(outPtr));
  }

  #adopt(ptr) {
    this.#ptr = ptr;
    this.#owner = () => this.#ptr;
    this.#notation = wasm._checkers_game_notation(ptr);
    this.#crowning = wasm._checkers_game_crowning(ptr);
    games.register(this, ptr, this);
  }

  #live() {
    const p = this.#ptr;
    if (p === 0) throw new Error('this Game has been freed');
    return p;
  }

  free() {
    if (this.#ptr !== 0) {
      // The moves of the last list keep their texts (older ones, the route).
      this.#listing?.keepTexts();
      this.#listing = null;
      games.unregister(this);
      wasm._checkers_game_free(this.#ptr);
      this.#ptr = 0;
    }
  }

  get freed() {
    return this.#ptr === 0;
  }

  clone() {
    check(wasm._checkers_game_clone(outPtr, this.#live()));
    return new Game(ADOPT, int32At(outPtr));
  }

  // ------------------------------------------------------------ the board

  get variant() {
    return cString(wasm._checkers_game_variant(this.#live()));
  }

  get turn() {
    return colorName(check(wasm._checkers_game_turn(this.#live())));
  }

  get squareCount() {
    return wasm._checkers_game_square_count(this.#live());
  }

  piece(square) {
    const p = this.#live();
    return pieceOf(check(wasm._checkers_game_piece(p, squareArgument(p, square))));
  }

  pieces() {
    const p = this.#live();
    const out = [];
    const n = wasm._checkers_game_square_count(p);
    for (let square = 1; square <= n; square++) {
      const piece = pieceOf(wasm._checkers_game_piece(p, square));
      if (piece !== null) out.push({ square, ...piece });
    }
    return out;
  }

  squarePosition(square) {
    const p = this.#live();
    check(wasm._checkers_game_square_position(p, squareArgument(p, square), outPtr, outPtr + 4, outPtr + 8, outPtr + 12));
    return { row: int32At(outPtr), column: int32At(outPtr + 4), rows: int32At(outPtr + 8), columns: int32At(outPtr + 12) };
  }

  squareName(square) {
    const p = this.#live();
    const number = squareArgument(p, square);
    return readText((buf, cap) => check(wasm._checkers_game_square_text(p, number, buf, cap)));
  }

  get fen() {
    const p = this.#live();
    return readText((buf, cap) => wasm._checkers_game_fen(p, buf, cap));
  }

  toString() {
    return this.fen;
  }

  get hash() {
    // The wasm i64 arrives signed.
    return BigInt.asUintN(64, wasm._checkers_game_hash(this.#live()));
  }

  get notation() {
    return check(wasm._checkers_game_notation(this.#live())) === constants.NOTATION_ALGEBRAIC
      ? 'algebraic' : 'numeric';
  }

  set notation(name) {
    let value;
    if (name === 'numeric') value = constants.NOTATION_NUMERIC;
    else if (name === 'algebraic') value = constants.NOTATION_ALGEBRAIC;
    else throw new RangeError(`unknown notation ${JSON.stringify(name)}: numeric or algebraic`);
    const status = wasm._checkers_game_set_notation(this.#live(), value);
    if (status === constants.E_UNSUPPORTED) {
      throw new CheckersError(status, `${this.variant} has no algebraic notation`);
    }
    check(status);
    this.#notation = value;
  }

  get crowning() {
    return crowningNames.get(check(wasm._checkers_game_crowning(this.#live())));
  }

  set crowning(name) {
    const value = valueNamed(crowningNames, name);
    if (value === undefined) {
      throw new RangeError(`unknown crowning ${JSON.stringify(name)}: ${[...crowningNames.values()].join(', ')}`);
    }
    const p = this.#live();
    if (value === this.#crowning) return;
    const status = wasm._checkers_game_set_crowning(p, value);
    if (status === constants.E_UNSUPPORTED) {
      throw new CheckersError(status, `${this.variant} crowns one way only: ${this.crowning}`);
    }
    check(status);
    this.#listing = null; // the position's moves differ
    this.#crowning = value;
  }

  // ---------------------------------------------------------------- moves

  legalMoves() {
    const p = this.#live();
    const n = gameMoves(p, listPtr, MAX_MOVES);
    if (n <= 0) {
      unrecord();
      return n === 0 ? [] : check(n);
    }
    // Listed before, the routes already handed out are kept: the same moves.
    const again = this.#listing !== null && this.#listing.notation === this.#notation;
    if (!again) this.#listing = new Listing(this.#owner, this.#notation, n);
    return listedMoves(this.#listing, !again);
  }

  legalMoveTexts({ fullRoute = false } = {}) {
    const p = this.#live();
    const flags = fullRoute ? constants.TEXT_FULL_ROUTE : 0;
    const text = writtenText((buf, cap) => wasm._checkers_game_moves_text(p, flags, buf, cap));
    return text === '' ? [] : text.split(' ');
  }

  parseMove(text) {
    const p = this.#live();
    const status = wasm._checkers_game_parse_move(p, inputText(text), movesPtr, refusalPtr);
    if (status !== 0) throw refusalError(p, status, text);
    return legalMoveAt(p, movesPtr);
  }

  isLegal(move) {
    const p = this.#live();
    if (typeof move === 'string') {
      return wasm._checkers_game_parse_move(p, inputText(move), 0, 0) === 0;
    }
    writeMove(movesPtr, move);
    return wasm._checkers_game_check_move(p, movesPtr, 0) === 0;
  }

  push(move) {
    const p = this.#live();
    const listing = this.#listing;
    const index = listing !== null && move instanceof Move ? listedIndex(move, listing) : -1;
    if (index >= 0) {
      const status = isRecorded(listing) ? gameApply(p, listPtr + index * MOVE_SIZE, 0) : gameApplyIndex(p, index, 0);
      if (status !== 0) throw indexError(status, move.text);
      this.#listing = null;
      return move;
    }
    resolveMove(p, move);
    const played = legalMoveAt(p, movesPtr);
    const status = wasm._checkers_game_apply(p, movesPtr, refusalPtr);
    if (status !== 0) throw refusalError(p, status, played.text);
    this.#listing = null;
    return played;
  }

  pushMoves(text) {
    const p = this.#live();
    const status = wasm._checkers_game_apply_moves_text(p, inputText(text), outPtr, refusalPtr);
    const applied = int32At(outPtr);
    if (applied > 0) this.#listing = null;
    if (status === 0) return applied;
    if (status > constants.E_MOVE_SYNTAX) throw new CheckersError(status);
    const error = refusalError(p, status, null, applied);
    error.message = `move ${applied + 1} of the sequence: ${error.message}`;
    throw error;
  }

  pop() {
    const p = this.#live();
    if (withdrawDeclared(p)) return null;
    const ply = wasm._checkers_game_ply_count(p);
    if (ply <= 0) throw new CheckersError(constants.E_NOTHING_TO_UNDO);
    check(wasm._checkers_game_history(p, ply - 1, movesPtr));
    // As written where it was played: a huff before it goes back with it.
    const text = historyText(p, ply - 1);
    check(wasm._checkers_game_undo(p));
    this.#listing = null;
    if (wasm._checkers_game_ply_count(p) === ply) return null; // a huff of this turn, taken back alone
    return moveAt(movesPtr, text);
  }

  get plyCount() {
    return wasm._checkers_game_ply_count(this.#live());
  }

  history() {
    const p = this.#live();
    const n = wasm._checkers_game_ply_count(p);
    const moves = new Array(n);
    for (let i = 0; i < n; i++) {
      const text = historyText(p, i);
      check(wasm._checkers_game_history(p, i, movesPtr));
      moves[i] = moveAt(movesPtr, text);
    }
    return moves;
  }

  // ------------------------------------------------- English: huffing

  get huffing() {
    return check(wasm._checkers_game_huffing(this.#live())) === 1;
  }

  set huffing(on) {
    if (typeof on !== 'boolean') throw new TypeError(`huffing is true or false, not ${on}`);
    const status = wasm._checkers_game_set_huffing(this.#live(), on ? 1 : 0);
    if (status === constants.E_UNSUPPORTED) {
      throw new CheckersError(status, `${this.variant} has no huffing rule (English only)`);
    }
    check(status);
  }

  huffable() {
    const p = this.#live();
    const n = check(wasm._checkers_game_huffable(p, movesPtr, constants.MAX_SQUARES));
    return Array.from(wasm.HEAPU8.subarray(movesPtr, movesPtr + Math.min(n, constants.MAX_SQUARES)));
  }

  huff(square) {
    const p = this.#live();
    // A square off the board, as a move's, is the library's to refuse.
    integerArgument(square, 'square', 0, 255);
    const status = wasm._checkers_game_huff(p, square, refusalPtr);
    if (status !== 0) {
      const error = refusalError(p, status, null);
      error.message = `cannot huff ${square}: ${error.message.replace(/^illegal move: /, '')}`;
      throw error;
    }
    this.#listing = null;
  }

  huffedBefore(ply) {
    const square = wasm._checkers_game_history_huff(this.#live(), integerArgument(ply, 'ply', 0, INT32_MAX));
    if (square < 0) throw new CheckersError(square, `no ply ${ply} (${this.plyCount} played)`);
    return square === 0 ? null : square;
  }

  // --------------------------------------------------- results and draws

  get status() {
    const result = check(wasm._checkers_game_status(this.#live(), outPtr));
    const winner = result === constants.BLACK_WINS ? 'black' : result === constants.WHITE_WINS ? 'white' : null;
    return { result: results.get(result), winner, reason: reasonNames.get(int32At(outPtr)) ?? null };
  }

  get result() {
    return results.get(check(wasm._checkers_game_status(this.#live(), 0)));
  }

  get isOver() {
    const status = gameStatus(this.#live(), 0);
    return status === ONGOING ? false : check(status) !== ONGOING;
  }

  get drawRules() {
    check(wasm._checkers_game_draw_rules(this.#live(), outPtr));
    return readDrawRules(outPtr);
  }

  set drawRules(rules) {
    const p = this.#live();
    const next = typeof rules === 'string' ? Game.drawRulesPreset(rules, this.variant)
      : { ...this.drawRules, ...rules };
    writeDrawRules(outPtr, next);
    const status = wasm._checkers_game_set_draw_rules(p, outPtr);
    if (status < 0) {
      throw new CheckersError(status, `bad draw rules ${JSON.stringify(next)}: ${describe(status)} (${drawRulesRanges()})`);
    }
  }

  static drawRulesPreset(name, variant = 'english') {
    return presetRules(name, name === 'default' ? variantArgument(variant) : 0);
  }

  get claimable() {
    return reasonNames.get(check(wasm._checkers_game_claimable(this.#live()))) ?? null;
  }

  claimDraw() {
    check(wasm._checkers_game_claim_draw(this.#live()));
  }

  declare(result, reason) {
    const value = resultValue(result);
    const code = reasonValue(reason);
    const status = wasm._checkers_game_declare(this.#live(), value, code);
    if (status < 0) {
      throw new CheckersError(status, `cannot declare ${result} by ${reason}: ${describe(status)}`);
    }
  }

  // ---------------------------------------------------- counting, output

  perft(depth) {
    // The library's range (checkers_game_perft), said here: its error would
    // only say "invalid argument".
    check(wasm._checkers_game_perft(this.#live(), integerArgument(depth, 'perft depth', 0, constants.PERFT_DEPTH_MAX), outPtr));
    return uint64At(outPtr);
  }

  bestMove(depth = 6) {
    const p = this.#live();
    integerArgument(depth, 'search depth', 1, 12); // opponent.c's range
    if (this.isOver) return null;
    const status = wasm._js_search(p, depth, movesPtr);
    if (status === 1) return null;
    if (status < 0) throw new CheckersError(status, `bestMove(${depth}): ${describe(status)}`);
    return legalMoveAt(p, movesPtr);
  }

  svg(options = {}) {
    return svgText(this.#live(), this, options);
  }

  toPdn(options = {}) {
    return pdnText(this.#live(), this, options);
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.#ptr === 0 ? 'Game <freed>' : `Game <${this.variant} ${this.fen}>`;
  }
}

if (typeof Symbol.dispose === 'symbol') {
  Game.prototype[Symbol.dispose] = Game.prototype.free;
}

export { gamePointer, ADOPT };

// The text of the move of ply `ply`, as written where it was played.
function historyText(p, ply) {
  return writtenText((buf, cap) => wasm._checkers_game_history_text(p, ply, 0, buf, cap));
}

function resultValue(text) {
  const value = text === '*' || text === '0-0' ? undefined : valueNamed(results, text);
  if (value !== undefined) return value;
  const known = [constants.WHITE_WINS, constants.BLACK_WINS, constants.DRAW].map((v) => results.get(v));
  throw new RangeError(`not a result to declare: ${JSON.stringify(text)} (${known.join(', ')})`);
}

// Withdraws a result set by declare (the C undo then takes back no move):
// whether there was one (checkers_game_declared says).
function withdrawDeclared(p) {
  const declared = wasm._checkers_game_declared(p, 0);
  if (declared < 0) throw new CheckersError(declared);
  if (declared === constants.ONGOING) return false;
  check(wasm._checkers_game_undo(p));
  return true;
}

function reasonValue(name) {
  const value = valueNamed(reasonNames, name);
  if (value === undefined) throw new RangeError(`unknown reason ${JSON.stringify(name)}`);
  return value;
}

function pieceOf(value) {
  return value === constants.EMPTY ? null
    : { color: colorName(value & (constants.BLACK | constants.WHITE)), king: (value & constants.KING) !== 0 };
}

// The library's name of `variant`, a name in any case.
export function variantArgument(variant) {
  if (typeof variant !== 'string') {
    throw new TypeError(`a variant is named by a string, not ${variant === null ? 'null' : typeof variant}`);
  }
  const ptr = variantPointer(variant);
  if (ptr === 0) {
    throw new CheckersError(constants.E_UNKNOWN_VARIANT,
      `unknown variant ${JSON.stringify(variant)}: one of ${variants.map((v) => v.name).join(', ')}`);
  }
  return ptr;
}

// A square of game p's board: 1 to its square count.
function squareArgument(p, square) {
  return integerArgument(square, 'square', 1, wasm._checkers_game_square_count(p));
}

