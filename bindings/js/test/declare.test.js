// SPDX-License-Identifier: MIT
// Results the rules do not decide (Game.declare): resignation, a draw by
// agreement, loss on time and adjudication, as a game server records them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, CheckersError, IllegalMoveError, constants } from '../src/index.js';

test('a player who resigns loses, on move or not', () => {
  const game = new Game();
  game.declare('1-0', 'resignation'); // Black, on move, resigns
  assert.deepEqual(game.status, { result: '1-0', winner: 'white', reason: 'resignation' });
  const other = new Game();
  other.declare('0-1', 'resignation'); // White, not on move, resigns
  assert.deepEqual(other.status, { result: '0-1', winner: 'black', reason: 'resignation' });
});

test('a draw by agreement is a draw and nothing else', () => {
  const game = new Game();
  game.declare('1/2-1/2', 'agreement');
  assert.deepEqual(game.status, { result: '1/2-1/2', winner: null, reason: 'agreement' });
  const refused = new Game();
  assert.throws(() => refused.declare('1-0', 'agreement'),
    (err) => err instanceof CheckersError && err.code === constants.E_INVALID_ARGUMENT);
  assert.equal(refused.isOver, false);
});

test('loss on time is a win for the other side, never a draw', () => {
  const game = new Game();
  game.push('11-15');
  game.declare('0-1', 'time');
  assert.deepEqual(game.status, { result: '0-1', winner: 'black', reason: 'time' });
  assert.throws(() => new Game().declare('1/2-1/2', 'time'), (err) => err.code === constants.E_INVALID_ARGUMENT);
});

test('an adjudication may give any result', () => {
  for (const result of ['1-0', '0-1', '1/2-1/2']) {
    const game = new Game();
    game.declare(result, 'adjudication');
    assert.equal(game.result, result);
    assert.equal(game.status.reason, 'adjudication');
  }
});

test('after a declared result moves are refused as the game is over', () => {
  const game = new Game();
  game.declare('1-0', 'resignation');
  assert.equal(game.isOver, true);
  assert.throws(() => game.push('11-15'), (err) => err instanceof IllegalMoveError && err.codeName === 'E_GAME_OVER');
  assert.equal(game.plyCount, 0);
});

test('a game already over cannot be declared again', () => {
  const game = new Game();
  game.declare('1-0', 'resignation');
  assert.throws(() => game.declare('1/2-1/2', 'agreement'), (err) => err.codeName === 'E_GAME_OVER');
  assert.deepEqual(game.status, { result: '1-0', winner: 'white', reason: 'resignation' });
});

test('pop withdraws the declaration alone, then takes back moves', () => {
  const game = new Game();
  game.pushMoves('11-15 23-19');
  game.declare('1/2-1/2', 'agreement');
  assert.equal(game.pop(), null);
  assert.equal(game.plyCount, 2);
  assert.equal(game.result, '*');
  assert.equal(game.pop().text, '23-19');
  assert.equal(game.plyCount, 1);
});

test('a clone keeps the declared result', () => {
  const game = new Game();
  game.declare('0-1', 'time');
  assert.deepEqual(game.clone().status, { result: '0-1', winner: 'black', reason: 'time' });
});

test('unknown results and reasons are refused before the library is asked', () => {
  assert.throws(() => new Game().declare('*', 'adjudication'), RangeError);
  assert.throws(() => new Game().declare('1-0', 'no-moves'), (err) => err.code === constants.E_INVALID_ARGUMENT);
  assert.throws(() => new Game().declare('1-0', 'boredom'), RangeError);
});

test('the history and earlier listings read past a declared result', () => {
  const game = new Game();
  const listed = game.legalMoves();
  game.pushMoves('11-15 23-19');
  game.declare('0-1', 'resignation');
  assert.deepEqual(game.history().map((m) => m.text), ['11-15', '23-19']);
  assert.equal(listed[0].text, '9-13'); // read now, from the start position
  assert.equal(game.result, '0-1');
});
