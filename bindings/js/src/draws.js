// SPDX-License-Identifier: MIT
// Draw rules: checkers_draw_rules records and the presets.

import { wasm, outPtr } from './runtime.js';
import {
  DRAW_RULES_SIZE, DRAW_RULES_REPETITIONS, DRAW_RULES_MOVE_LIMIT, DRAW_RULES_CLAIM,
  DRAW_RULES_ENDGAME,
} from './layout.js';
import { drawPresets } from './constants.js';
import { check } from './errors.js';

// {repetitions, moveLimit, claim, endgame} from the record at ptr.
export function readDrawRules(ptr) {
  const heap32 = wasm.HEAP32;
  const at = ptr >> 2;
  return {
    repetitions: heap32[at + DRAW_RULES_REPETITIONS / 4],
    moveLimit: heap32[at + DRAW_RULES_MOVE_LIMIT / 4],
    claim: heap32[at + DRAW_RULES_CLAIM / 4] !== 0,
    endgame: heap32[at + DRAW_RULES_ENDGAME / 4] !== 0,
  };
}

// The record at ptr from {repetitions, moveLimit, claim, endgame}; the
// library checks the ranges.
export function writeDrawRules(ptr, rules) {
  const heap32 = wasm.HEAP32;
  const at = ptr >> 2;
  wasm.HEAPU8.fill(0, ptr, ptr + DRAW_RULES_SIZE); // reserved fields must be zero
  heap32[at + DRAW_RULES_REPETITIONS / 4] = intArgument(rules.repetitions, 'repetitions');
  heap32[at + DRAW_RULES_MOVE_LIMIT / 4] = intArgument(rules.moveLimit, 'moveLimit');
  heap32[at + DRAW_RULES_CLAIM / 4] = rules.claim ? 1 : 0;
  heap32[at + DRAW_RULES_ENDGAME / 4] = rules.endgame ? 1 : 0;
}

// The rules of preset `name` ("online", "wcdf", "bga", "none"); "default",
// a variant's own rules, is Game's to answer.
export function presetRules(name) {
  const preset = drawPresets.get(name);
  if (preset === undefined) {
    throw new RangeError(`unknown draw rules preset ${JSON.stringify(name)}: ${['default', ...drawPresets.keys()].join(', ')}`);
  }
  check(wasm._checkers_draw_rules_preset(preset, outPtr));
  return readDrawRules(outPtr);
}

export function intArgument(value, what) {
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) {
    throw new TypeError(`${what} must be an integer, not ${value}`);
  }
  return value;
}
