// SPDX-License-Identifier: MIT
// The library's integer constants, read from its own table
// (checkers_constant_*) when the module loads, so that no number of the C
// header is copied here; and the names this binding gives some of them.

import { wasm, cString, constantTable, allocateScratch } from './runtime.js';

// Every numeric CHECKERS_* macro, by its name without the prefix:
// constants.E_NO_PIECE, constants.MAX_MOVES, ... Filled by loadTables().
export const constants = {};

// The few read on every move, also as bindings of their own: `constants` has
// a few hundred names, each read of one a search in a dictionary.
export let ONGOING = 0;
export let MOVE_CAPTURE = 0;

// value -> JavaScript name, for the values the API returns as strings.
export const reasonNames = new Map(); // REASON_NO_MOVES -> 'no-moves'
export const drawPresets = new Map(); // 'wcdf' -> DRAWS_WCDF, 'online' -> DRAWS_ONLINE
export const ballotClasses = new Map(); // BALLOT_MAILPLAY -> 'mailplay'
// The results, of a game's status as of a PDN record (the library numbers
// both alike), as the library writes them in every variant (PDN's Default
// result type, checkers_result_text): ONGOING -> '*', WHITE_WINS -> '1-0',
// ..., PDN_NO_RESULT -> '0-0'.
export const results = new Map();
export const crowningNames = new Map(); // CROWNING_AS_KING -> 'as-king'
export const variants = [];
const variantPointers = new Map(); // name -> static C string, to pass without copying

function kebab(name) {
  return name.toLowerCase().replace(/_/g, '-');
}

export function loadTables() {
  for (const [full, value] of constantTable()) {
    const name = full.replace(/^CHECKERS_/, '');
    constants[name] = value;
    if (name.startsWith('REASON_') && name !== 'REASON_NONE') {
      reasonNames.set(value, kebab(name.slice('REASON_'.length)));
    } else if (name.startsWith('DRAWS_') && name !== 'DRAWS_DEFAULT') {
      // DRAWS_DEFAULT is C's old name of the online preset; here 'default'
      // means the variant's own rules (Game.drawRulesPreset).
      drawPresets.set(kebab(name.slice('DRAWS_'.length)), value);
    } else if (name.startsWith('BALLOT_') && !name.startsWith('BALLOTS_')) {
      ballotClasses.set(value, kebab(name.slice('BALLOT_'.length)));
    } else if (name.startsWith('CROWNING_')) {
      crowningNames.set(value, kebab(name.slice('CROWNING_'.length)));
    }
  }
  Object.freeze(constants);
  allocateScratch(constants.MAX_MOVES);
  for (let value = constants.ONGOING; value <= constants.PDN_NO_RESULT; value++) {
    results.set(value, cString(wasm._checkers_result_text(value)));
  }
  ONGOING = constants.ONGOING;
  MOVE_CAPTURE = constants.MOVE_CAPTURE;

  const n = wasm._checkers_variant_count();
  for (let i = 0; i < n; i++) {
    const ptr = wasm._checkers_variant_name(i);
    const name = cString(ptr);
    variants.push(Object.freeze({ name, description: cString(wasm._checkers_variant_description(i)) }));
    variantPointers.set(name, ptr);
  }
  Object.freeze(variants);
}

// The static C string naming `variant`, in any case ("English"), or 0 when
// the library has no such variant (the caller reports
// CHECKERS_E_UNKNOWN_VARIANT). The library's names are lower case.
export function variantPointer(variant) {
  return variantPointers.get(variant.toLowerCase()) ?? 0;
}

export function colorName(value) {
  return value === constants.BLACK ? 'black' : 'white';
}

// The value `names` (one of the maps above) gives `name`, or undefined.
export function valueNamed(names, name) {
  for (const [value, named] of names) if (named === name) return value;
  return undefined;
}
