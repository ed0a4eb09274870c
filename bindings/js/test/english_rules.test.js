// SPDX-License-Identifier: MIT
// English draughts, rule by rule (docs/rules.md, "English draughts"), each with its
// position as FEN. Squares 1-32: Black's men start on 1-12 and move towards 32.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../src/index.js';
import { thrown } from './helpers.js';

const texts = (game) => game.legalMoves().map((m) => m.text);

test('Black moves first, with seven moves from the start', () => {
  const game = new Game('english');
  assert.equal(game.turn, 'black');
  assert.deepEqual(texts(game), ['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']);
});

test('men move one square diagonally forward, never backwards', () => {
  const game = new Game('english', 'B:W32:B14');
  assert.deepEqual(texts(game), ['14-17', '14-18']);
  assert.throws(() => game.push('14-10'), { name: 'IllegalMoveError', codeName: 'E_MAN_BACKWARDS', square: 10 });
});

test('capturing is compulsory, and the refusal names a capture to make', () => {
  const game = new Game('english', 'B:W18,32:B1,14');
  assert.deepEqual(texts(game), ['14x23']);
  const refusal = thrown(() => game.push('1-5'));
  assert.equal(refusal.codeName, 'E_MUST_CAPTURE');
  assert.equal(refusal.example.text, '14x23');
  assert.deepEqual(refusal.example.captured, [18]);
});

test('a capture once started must be completed', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  const [jump] = game.legalMoves();
  assert.equal(jump.text, '14x32');
  assert.deepEqual(jump.path, [23, 32]);
  assert.deepEqual(jump.captured, [18, 27]);
  assert.ok(jump.isCapture);
  assert.throws(() => game.push('14x23'), { codeName: 'E_CAPTURE_INCOMPLETE', square: 23 });
  game.push('14x23x32');
  assert.equal(game.fen, 'W:W:B1,K32');
});

test('the choice between captures is free: the shorter one may be taken', () => {
  const game = new Game('english', 'B:W16,18,27:B11,14');
  assert.deepEqual(texts(game), ['11x20', '14x32']);
  game.push('11x20');
  assert.deepEqual(game.piece(20), { color: 'black', king: false });
  assert.equal(game.piece(16), null, 'the jumped man is taken');
});

test('a man reaching the last row is crowned', () => {
  const game = new Game('english', 'B:W5:B27');
  const move = game.push('27-31');
  assert.ok(move.isPromotion);
  assert.deepEqual(game.piece(31), { color: 'black', king: true });
});

test('a man crowned by a capture ends its move there', () => {
  // As a king on 31 it could jump 27 too; as a man just crowned it stops.
  const game = new Game('english', 'B:W26,27:B22');
  assert.deepEqual(texts(game), ['22x31']);
  game.push('22x31');
  assert.deepEqual(game.piece(27), { color: 'white', king: false });
});

test('kings move in all four directions', () => {
  const game = new Game('english', 'B:W32:BK14');
  assert.deepEqual(texts(game), ['14-9', '14-10', '14-17', '14-18']);
  assert.ok(game.legalMoves().every((m) => m.byKing));
});

test('no piece jumps its own side', () => {
  const game = new Game('english', 'B:W32:B14,18');
  assert.throws(() => game.push('14x23'), { codeName: 'E_JUMP_OWN_PIECE', square: 18 });
});

test('a player without pieces loses', () => {
  assert.deepEqual(new Game('english', 'W:W:B1').status, { result: '0-1', winner: 'black', reason: 'no-pieces' });
});

test('a player whose pieces are all blocked loses', () => {
  const game = new Game('english', 'W:W29:B22,25');
  assert.deepEqual(game.legalMoves(), []);
  assert.equal(game.result, '0-1');
  assert.equal(game.status.reason, 'no-moves');
  assert.ok(game.isOver);
  assert.throws(() => game.push('29-25'), { name: 'IllegalMoveError' });
});
