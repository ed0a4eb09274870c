// SPDX-License-Identifier: MIT
// The ACF ballots (English openings).

import { wasm, outPtr, int32At, readText } from './runtime.js';
import { ballotClasses, constants } from './constants.js';
import { check } from './errors.js';
import { integerArgument } from './arguments.js';

export function ballotCount(deck = 3) {
  return check(wasm._checkers_ballot_count(deckArgument(deck)));
}

export function ballot(number, deck = 3) {
  integerArgument(number, 'ballot number', 1, ballotCount(deck));
  const moves = readText((buf, cap) => wasm._checkers_ballot(deck, number, buf, cap, outPtr));
  check(typeof moves === 'number' ? moves : 0);
  return { number, moves, class: ballotClasses.get(int32At(outPtr)) ?? null };
}

// A deck: 2 (the 2-move ballots) or 3 (the 3-move ones).
export function deckArgument(deck) {
  return integerArgument(deck, 'deck', constants.BALLOTS_TWO_MOVE, constants.BALLOTS_THREE_MOVE);
}
