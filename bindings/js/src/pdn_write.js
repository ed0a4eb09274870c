// SPDX-License-Identifier: MIT
// Writing a game as PDN (checkers_pdn_write): the tags and comments become
// arrays of C strings for the duration of the call.

import { wasm, readText, mallocBytes } from './runtime.js';
import { results, valueNamed } from './constants.js';
import { CheckersError, describe } from './errors.js';

// options: {tags: {Event: "..."} or [[name, value], ...], comments: [before
// the first move, after ply 0, after ply 1, ...] (strings or null), result:
// "1-0" | "0-1" | "1/2-1/2" | "0-0" | "*" (default: the game's result)}. The
// result is written as the variant's result type writes it: "0-2" for "0-1"
// in International, Canadian and the other 10x10 variants but Frisian.
export function pdnText(p, game, { tags = {}, comments = [], result = undefined } = {}) {
  const entries = Array.isArray(tags) ? tags : tags instanceof Map ? [...tags] : Object.entries(tags);
  const plies = wasm._checkers_game_ply_count(p);
  if (comments.length > plies + 1) {
    throw new RangeError(`${comments.length} comments for ${plies} moves: at most one before the first move and one after each`);
  }
  const resultValue = pdnResultValue(result ?? game.result);
  const blocks = [];
  const strings = (list) => {
    const ptr = wasm._malloc(Math.max(list.length, 1) * 4);
    if (!ptr) throw new RangeError('checkers: out of memory');
    blocks.push(ptr);
    list.forEach((text, i) => {
      let at = 0;
      if (text !== null && text !== undefined) {
        at = mallocBytes(String(text)).ptr;
        blocks.push(at);
      }
      wasm.HEAPU32[(ptr >> 2) + i] = at;
    });
    return ptr;
  };
  try {
    const names = strings(entries.map(([name]) => name));
    const values = strings(entries.map(([, value]) => value));
    const notes = strings(Array.from({ length: plies + 1 }, (_, i) => comments[i] ?? null));
    const text = readText((buf, cap) =>
      wasm._checkers_pdn_write(p, names, values, entries.length, notes, resultValue, buf, cap));
    if (typeof text === 'number') throw new CheckersError(text, `cannot write the PDN: ${describe(text)}`);
    return text;
  } finally {
    for (const ptr of blocks) wasm._free(ptr);
  }
}

function pdnResultValue(text) {
  const value = valueNamed(results, text);
  if (value !== undefined) return value;
  throw new RangeError(`not a PDN result: ${JSON.stringify(text)} (${[...results.values()].join(', ')})`);
}
