// SPDX-License-Identifier: MIT
// Reading PDN files. The reader copies the text (CHECKERS_PDN_COPY), so the
// copy made here in the wasm heap is freed as soon as the reader exists.

import { wasm, movesPtr, outPtr, int32At, cString, mallocBytes } from './runtime.js';
import {
  PDN_ERROR_CODE, PDN_ERROR_LINE, PDN_ERROR_COLUMN, PDN_ERROR_MOVE_NUMBER, PDN_ERROR_PLY, PDN_ERROR_TEXT,
} from './layout.js';
import { constants, results } from './constants.js';
import { CheckersError, check, describe } from './errors.js';
import { Game, ADOPT, variantArgument } from './game.js';

const readers = new FinalizationRegistry((ptr) => wasm._checkers_pdn_reader_free(ptr));

export class PdnError extends CheckersError {
  constructor(code, { line, column, moveNumber, ply, text }) {
    super(code, `line ${line}, column ${column}: ${JSON.stringify(text)}: ${describe(code)}`);
    this.line = line;
    this.column = column;
    this.moveNumber = moveNumber;
    this.ply = ply;
    this.text = text;
  }
}
PdnError.prototype.name = 'PdnError';

export class PdnGame {
  constructor(fields) {
    Object.assign(this, fields);
  }

  get ok() {
    return this.error === null;
  }
}

export class PdnReader {
  #ptr = 0;

  // text: a string or the bytes (UTF-8) of a PDN file. variant: for games
  // without a GameType tag. strict: refuse what PDN 3.0 does not allow.
  constructor(text, { variant = 'english', strict = false } = {}) {
    if (typeof text !== 'string' && !(text instanceof Uint8Array)) {
      throw new TypeError(`PDN is a string or a Uint8Array, not ${text === null ? 'null' : typeof text}`);
    }
    const v = variantArgument(variant);
    const flags = constants.PDN_COPY | (strict ? constants.PDN_STRICT : 0);
    const copy = mallocBytes(text);
    let status;
    try {
      status = wasm._checkers_pdn_reader_new(outPtr, copy.ptr, copy.length, v, flags, 0);
    } finally {
      wasm._free(copy.ptr);
    }
    check(status);
    this.#ptr = int32At(outPtr);
    readers.register(this, this.#ptr, this);
  }

  #live() {
    if (this.#ptr === 0) throw new Error('this PdnReader has been freed');
    return this.#ptr;
  }

  next() {
    const r = this.#live();
    if (check(wasm._checkers_pdn_next(r)) === 0) return null;

    const tagList = [];
    const tags = {};
    const count = wasm._checkers_pdn_tag_count(r);
    for (let i = 0; i < count; i++) {
      const name = cString(wasm._checkers_pdn_tag_name(r, i));
      const value = cString(wasm._checkers_pdn_tag_value(r, i));
      tagList.push([name, value]);
      // Defined, not assigned: a tag may be called __proto__.
      if (!Object.hasOwn(tags, name)) {
        Object.defineProperty(tags, name, { value, enumerable: true, writable: true, configurable: true });
      }
    }

    // The scratch move records hold the error record too.
    check(wasm._checkers_pdn_error_info(r, movesPtr));
    const code = int32At(movesPtr + PDN_ERROR_CODE);
    const error = code === 0 ? null : new PdnError(code, {
      line: int32At(movesPtr + PDN_ERROR_LINE),
      column: int32At(movesPtr + PDN_ERROR_COLUMN),
      moveNumber: int32At(movesPtr + PDN_ERROR_MOVE_NUMBER),
      ply: int32At(movesPtr + PDN_ERROR_PLY),
      text: cString(movesPtr + PDN_ERROR_TEXT),
    });

    const gamePtr = wasm._checkers_pdn_game(r);
    let game = null;
    let moves = [];
    let comments = [];
    if (gamePtr !== 0) {
      check(wasm._checkers_game_clone(outPtr, gamePtr));
      game = new Game(ADOPT, int32At(outPtr));
      moves = game.history();
      comments = Array.from({ length: moves.length + 1 }, (_, i) => cString(wasm._checkers_pdn_comment(r, i - 1)));
    }
    return new PdnGame({
      tags,
      tagList,
      variant: game === null ? null : game.variant,
      moves,
      comments,
      result: results.get(wasm._checkers_pdn_result(r)) ?? '*',
      error,
      game,
    });
  }

  *[Symbol.iterator]() {
    for (let game = this.next(); game !== null; game = this.next()) yield game;
  }

  get gamesRead() {
    return wasm._checkers_pdn_games_read(this.#live());
  }

  free() {
    if (this.#ptr !== 0) {
      readers.unregister(this);
      wasm._checkers_pdn_reader_free(this.#ptr);
      this.#ptr = 0;
    }
  }
}

if (typeof Symbol.dispose === 'symbol') {
  PdnReader.prototype[Symbol.dispose] = PdnReader.prototype.free;
}

export function* readPdn(text, options = {}) {
  const reader = new PdnReader(text, options);
  try {
    yield* reader;
  } finally {
    reader.free();
  }
}
