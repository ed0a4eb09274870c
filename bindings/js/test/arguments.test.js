// SPDX-License-Identifier: MIT
// Every integer argument of the API is checked before the library sees it: a
// wasm call would read 2**32 + 1 as 1, 1.5 as 1, NaN as 0 and '3' as 3, and a
// move record's byte would keep 2**32 + 1's low 8 bits. Not an integer:
// TypeError; an integer out of the argument's range: RangeError.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, PdnReader, readPdn, ballot, ballotCount } from '../src/index.js';
import { thrown } from './helpers.js';

// [what, call(value), a value it accepts]: each integer argument of the API.
const english = () => new Game();
const huffing = () => {
  // White's 22 could have taken 18 and did not: Black may huff it.
  const game = new Game('english', 'W:W22,30:B18');
  game.huffing = true;
  game.push('30-26');
  return game;
};
const CALLS = [
  ['Game.fromBallot(number)', (v) => Game.fromBallot(v), 1],
  ['Game.fromBallot(1, deck)', (v) => Game.fromBallot(1, v), 2],
  ['ballot(number)', (v) => ballot(v), 174],
  ['ballot(1, deck)', (v) => ballot(1, v), 3],
  ['ballotCount(deck)', (v) => ballotCount(v), 2],
  ['game.piece(square)', (v) => english().piece(v), 32],
  ['game.squarePosition(square)', (v) => english().squarePosition(v), 1],
  ['game.squareName(square)', (v) => english().squareName(v), 19],
  ['game.perft(depth)', (v) => english().perft(v), 0],
  ['game.bestMove(depth)', (v) => english().bestMove(v), 1],
  ['game.huff(square)', (v) => huffing().huff(v), 22],
  ['game.huffedBefore(ply)', (v) => english().huffedBefore(v), 0],
  ['game.push({from})', (v) => english().push({ from: v, to: 15 }), 11],
  ['game.push({to})', (v) => english().push({ from: 11, to: v }), 15],
  ['game.push({path})', (v) => english().push({ from: 11, path: [v] }), 15],
  ['game.push({captured})', (v) => new Game('english', 'W:W22:B18').push({ from: 22, path: [15], captured: [v] }), 18],
  ['game.isLegal({from})', (v) => english().isLegal({ from: v, to: 15 }), 11],
  ['game.drawRules = {repetitions}', (v) => { english().drawRules = { repetitions: v }; }, 3],
  ['game.drawRules = {moveLimit}', (v) => { english().drawRules = { moveLimit: v }; }, 40],
  ['game.svg({squareSize})', (v) => english().svg({ squareSize: v }), 48],
  ['game.svg({highlight})', (v) => english().svg({ highlight: [v] }), 15],
  ['game.svg({lastMove})', (v) => english().svg({ lastMove: { from: v, to: 15 } }), 11],
];

// [value, the error it gets everywhere]
const BAD = [
  [2 ** 32 + 1, RangeError], // read as 1 by a wasm call
  [2 ** 31, RangeError],
  [-1, RangeError],
  [1.5, TypeError],
  [NaN, TypeError],
  [Infinity, TypeError],
  [-Infinity, TypeError],
  ['3', TypeError],
  [null, TypeError],
  [3n, TypeError],
];

for (const [what, call, good] of CALLS) {
  test(`${what}: ${good} is taken; 2**32 + 1, -1, 1.5, NaN, Infinity, '3' and null are not`, () => {
    call(good);
    for (const [value, kind] of BAD) {
      const error = thrown(() => call(value));
      assert.equal(error.constructor, kind, `${what} with ${String(value)}: ${error}`);
      assert.match(error.message, / must be an integer from -?\d+ to \d+, not /, what);
    }
  });
}

test('the ranges are said: a square of the board, a depth, a ballot of the deck', () => {
  const game = new Game();
  assert.equal(thrown(() => game.piece(33)).message, 'square must be an integer from 1 to 32, not 33');
  assert.equal(thrown(() => new Game('international').squarePosition(51)).message, 'square must be an integer from 1 to 50, not 51');
  assert.equal(thrown(() => game.perft(100)).message, 'perft depth must be an integer from 0 to 64, not 100');
  assert.equal(thrown(() => ballotCount(4)).message, 'deck must be an integer from 2 to 3, not 4');
  assert.equal(thrown(() => ballot(50, 2)).message, 'ballot number must be an integer from 1 to 49, not 50');
  assert.equal(thrown(() => Game.fromBallot(175)).message, 'ballot number must be an integer from 1 to 174, not 175');
  // 2**32 + 3 is not ballot 3, nor a deck of 3.
  assert.throws(() => ballotCount(2 ** 32 + 3), RangeError);
  assert.throws(() => Game.fromBallot(1, 2 ** 32 + 3), RangeError);
  assert.throws(() => game.piece(2 ** 32 + 1), RangeError);
});

test('what the library refuses itself stays its refusal', () => {
  // A square off the board in a move record or a huff: E_MOVE_SQUARE, as in a text.
  assert.equal(thrown(() => new Game().push({ from: 99, to: 15 })).codeName, 'E_MOVE_SQUARE');
  assert.equal(thrown(() => huffing().huff(99)).codeName, 'E_MOVE_SQUARE');
  // Repetitions 1, a square size of 7, a ply past the game: the library's errors, with the range said.
  const rules = thrown(() => { new Game().drawRules = { repetitions: 1 }; });
  assert.equal(rules.codeName, 'E_INVALID_ARGUMENT');
  assert.match(rules.message, /repetitions 0 \(off\) or 2 to 1000, moveLimit 0 \(off\) to 10000/);
  assert.match(thrown(() => new Game().svg({ squareSize: 7 })).message, /squareSize 0, meaning 48, or 8 to 1024/);
  assert.equal(thrown(() => new Game().huffedBefore(1)).codeName, 'E_NO_SUCH_PLY');
});

test('a PDN text is a string or bytes', () => {
  for (const value of [42, null, undefined, {}, ['1. 11-15 *']]) {
    assert.throws(() => new PdnReader(value), TypeError, String(value));
    assert.throws(() => [...readPdn(value)], TypeError, String(value));
  }
  assert.equal([...readPdn(new TextEncoder().encode('1. 11-15 *'))][0].moves.length, 1);
});
