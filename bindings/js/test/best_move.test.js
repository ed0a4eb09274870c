// SPDX-License-Identifier: MIT
// Game.bestMove: the library's search (lib/search/, the terminal client's
// computer opponent too) at a fixed depth.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, variants } from '../src/index.js';
import { thrown } from './helpers.js';

test('the computer does not leave a man to be taken for nothing', () => {
  // 22-17 and 22-18 both hand the man to 14; 31 moves safely.
  const game = new Game('english', 'W:W22,31:B14');
  assert.deepEqual(game.legalMoves().map(String), ['22-17', '22-18', '31-26', '31-27']);
  for (const depth of [2, 3, 4]) {
    const move = String(game.bestMove(depth));
    assert.ok(move === '31-26' || move === '31-27', `depth ${depth}: ${move}`);
  }
});

test('the computer plays a forced capture, with its route', () => {
  const move = new Game('english', 'W:W22:B17,K26').bestMove(6);
  assert.equal(move.text, '22x13');
  assert.deepEqual(move.captured, [17]);
});

test('the computer chooses a legal move in every variant, the same each time, and leaves the game as it was', () => {
  for (const { name: variant } of variants) {
    const game = new Game(variant);
    const fen = game.fen;
    const move = game.bestMove(3);
    assert.ok(game.legalMoves().map(String).includes(move.text), `${variant}: ${move.text}`);
    assert.equal(game.bestMove(3).text, move.text, variant);
    assert.equal(game.fen, fen, variant);
    assert.equal(game.plyCount, 0, variant);
  }
});

test('a game that is over has no best move', () => {
  assert.equal(new Game('english', 'W:W:B14').bestMove(), null);
});

test('the depth is 1 to 12 plies', () => {
  const game = new Game();
  for (const depth of [0, 13, -1]) {
    const error = thrown(() => game.bestMove(depth));
    assert.equal(error.name, 'RangeError');
    assert.equal(error.message, `search depth must be an integer from 1 to 12, not ${depth}`);
  }
  assert.equal(thrown(() => game.bestMove(2.5)).name, 'TypeError');
});
