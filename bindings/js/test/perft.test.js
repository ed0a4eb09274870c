// SPDX-License-Identifier: MIT
// Perft counts (BigInt) against the published tables (../shared/reference/perft.md).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../src/index.js';

test('English from the start, depths 0 to 8', () => {
  const game = new Game();
  const expected = [1n, 7n, 49n, 302n, 1469n, 7361n, 36768n, 179740n, 845931n];
  assert.deepEqual(expected.map((_, depth) => game.perft(depth)), expected);
});

test('International from the start, depths 1 to 5', () => {
  const game = new Game('international');
  assert.deepEqual([1, 2, 3, 4, 5].map((d) => game.perft(d)), [9n, 81n, 658n, 4265n, 27117n]);
});

test('the Woldouby position (International), depths 1 to 8', () => {
  const game = new Game('international', 'W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38');
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((d) => game.perft(d)), [6n, 12n, 30n, 73n, 215n, 590n, 1944n, 6269n]);
});

test('perft counts from the current position and leaves the game as it was', () => {
  const game = new Game();
  game.push('11-15');
  assert.equal(game.perft(1), 7n);
  assert.equal(game.plyCount, 1);
});

test('a depth out of range is refused', () => {
  const game = new Game();
  // The range is said (checkers_game_perft's error says "invalid argument" only).
  for (const depth of [-1, 65, 100]) {
    assert.throws(() => game.perft(depth), { name: 'RangeError', message: `perft depth must be an integer from 0 to 64, not ${depth}` });
  }
  assert.throws(() => game.perft('3'), TypeError);
});
