// SPDX-License-Identifier: MIT
// Draw rules: checkers_draw_rules records and the presets.

import { wasm, outPtr } from './runtime.js';
import {
  DRAW_RULES_SIZE, DRAW_RULES_REPETITIONS, DRAW_RULES_MOVE_LIMIT, DRAW_RULES_CLAIM,
  DRAW_RULES_ENDGAME,
} from './layout.js';
import { constants, drawPresets } from './constants.js';
import { check } from './errors.js';
import { integerArgument } from './arguments.js';

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

// What checkers_draw_rules allows, for the messages.
export function drawRulesRanges() {
  const { REPETITIONS_MIN, REPETITIONS_MAX, MOVE_LIMIT_MAX } = constants;
  return `repetitions 0 (off) or ${REPETITIONS_MIN} to ${REPETITIONS_MAX}, moveLimit 0 (off) to ${MOVE_LIMIT_MAX}`;
}

// The record at ptr from {repetitions, moveLimit, claim, endgame}. The
// library refuses repetitions 1 (E_INVALID_ARGUMENT).
export function writeDrawRules(ptr, rules) {
  const repetitions = integerArgument(rules.repetitions, 'repetitions', 0, constants.REPETITIONS_MAX);
  const moveLimit = integerArgument(rules.moveLimit, 'moveLimit', 0, constants.MOVE_LIMIT_MAX);
  const heap32 = wasm.HEAP32;
  const at = ptr >> 2;
  wasm.HEAPU8.fill(0, ptr, ptr + DRAW_RULES_SIZE); // reserved fields must be zero
  heap32[at + DRAW_RULES_REPETITIONS / 4] = repetitions;
  heap32[at + DRAW_RULES_MOVE_LIMIT / 4] = moveLimit;
  heap32[at + DRAW_RULES_CLAIM / 4] = rules.claim ? 1 : 0;
  heap32[at + DRAW_RULES_ENDGAME / 4] = rules.endgame ? 1 : 0;
}

// The rules of preset `name` ("online", "wcdf", "bga", "none"), or
// "default", the own rules of the variant at `variant` (a static C string).
export function presetRules(name, variant) {
  if (name === 'default') {
    check(wasm._checkers_variant_draw_rules(variant, outPtr));
    return readDrawRules(outPtr);
  }
  const preset = drawPresets.get(name);
  if (preset === undefined) {
    throw new RangeError(`unknown draw rules preset ${JSON.stringify(name)}: ${['default', ...drawPresets.keys()].join(', ')}`);
  }
  check(wasm._checkers_draw_rules_preset(preset, outPtr));
  return readDrawRules(outPtr);
}
