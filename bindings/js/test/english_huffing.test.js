// SPDX-License-Identifier: MIT
// The huffing rule of English draughts, an old option (issue 12; the C tests
// in tests/test_english_huffing.c, one per rule): off by default; when on,
// capturing is not compulsory, and a piece that could have captured and did
// not may be huffed (removed) by the opponent at the start of their turn,
// after which they move as usual.
//
// English squares: 1-32 from Black's side, Black's men move down. In the
// position used, Black's man on 14 can take White's 18 (14x23).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError, CheckersError, constants } from '../src/index.js';
import { thrown } from './helpers.js';

const CAN_CAPTURE = 'B:W18,30:B1,14';

// Every legal move with all its landing squares, sorted.
const routes = (game) => game.legalMoveTexts({ fullRoute: true }).sort();

function huffingGame(fen = CAN_CAPTURE) {
  const game = new Game('english', fen);
  game.huffing = true;
  assert.equal(game.huffing, true);
  return game;
}

function huffRefused(game, square, codeName) {
  const { fen, plyCount } = game;
  const error = thrown(() => game.huff(square));
  assert.ok(error instanceof IllegalMoveError);
  assert.equal(error.codeName, codeName);
  assert.equal(error.code, constants[codeName]);
  assert.equal(error.square, codeName === 'E_NO_HUFF' ? 0 : square);
  assert.equal(error.move, null);
  assert.match(error.message, new RegExp(`^cannot huff ${square}: `));
  assert.deepEqual([game.fen, game.plyCount], [fen, plyCount], 'nothing changes');
}

test('huffing is off by default', () => {
  const game = new Game('english', CAN_CAPTURE);
  assert.equal(game.huffing, false);
  assert.deepEqual(routes(game), ['14x23']);
  assert.throws(() => game.push('1-5'), { codeName: 'E_MUST_CAPTURE' });
  assert.throws(() => { game.huffing = 1; }, TypeError);
  const international = new Game('international');
  const error = thrown(() => { international.huffing = true; });
  assert.ok(error instanceof CheckersError);
  assert.equal(error.codeName, 'E_UNSUPPORTED');
  assert.equal(international.huffing, false);
});

test('huffing makes capturing optional', () => {
  const game = huffingGame();
  assert.deepEqual(routes(game), ['1-5', '1-6', '14-17', '14x23']);
  assert.equal(game.perft(1), 4n);
  game.push('1-5');
  assert.equal(game.plyCount, 1);
});

test('a piece that did not capture may be huffed', () => {
  const game = huffingGame();
  game.push('1-5');
  assert.deepEqual(game.huffable(), [14]);
  assert.equal(game.huff(14), undefined);
  assert.equal(game.fen, 'W:W18,30:B5');
  assert.equal(game.plyCount, 1);
  assert.deepEqual(routes(game), ['18-14', '18-15', '30-25', '30-26']);
  game.push('30-26');
  assert.equal(game.fen, 'B:W18,26:B5');
});

test('the piece that moved away is huffed where it stands', () => {
  const game = huffingGame();
  game.push('14-17');
  assert.deepEqual(game.huffable(), [17]);
  huffRefused(game, 14, 'E_HUFF_SQUARE');
  huffRefused(game, 1, 'E_HUFF_SQUARE');
  huffRefused(game, 99, 'E_MOVE_SQUARE');
  game.huff(17);
  assert.equal(game.fen, 'W:W18,30:B1');
});

test('any piece that could have captured may be huffed', () => {
  const game = huffingGame('B:W18,19,30:B1,14,15');
  game.push('1-5');
  assert.deepEqual(game.huffable(), [14, 15]);
  game.huff(15);
  assert.equal(game.fen, 'W:W18,19,30:B5,14');
});

test('nothing to huff is refused', () => {
  let game = huffingGame();
  huffRefused(game, 14, 'E_NO_HUFF'); // no move yet
  game.push('14x23');
  huffRefused(game, 23, 'E_NO_HUFF'); // the move captured
  game = huffingGame('B:W30:B1,14');
  game.push('14-18');
  huffRefused(game, 18, 'E_NO_HUFF'); // no capture was possible
  game = huffingGame();
  game.push('1-5');
  game.huff(14);
  huffRefused(game, 14, 'E_NO_HUFF'); // one huff a turn
  game = huffingGame();
  game.push('1-5');
  game.huffing = false;
  assert.deepEqual(game.huffable(), []);
  huffRefused(game, 14, 'E_NO_HUFF'); // the rule is off
});

test('a huff is undone', () => {
  const game = huffingGame();
  game.push('1-5');
  const hash = game.hash;
  game.huff(14);
  assert.notEqual(game.hash, hash);
  assert.equal(game.pop(), null, 'the huff alone: no move');
  assert.deepEqual([game.fen, game.plyCount, game.hash], ['W:W18,30:B5,14', 1, hash]);
  assert.deepEqual(game.huffable(), [14]);
  game.huff(14);
  game.push('30-26');
  assert.equal(game.plyCount, 2);
  // The record keeps the position after the huff and the move.
  assert.equal(game.hash, new Game('english', 'B:W18,26:B5').hash);
  assert.deepEqual(game.history().map(String), ['1-5', '30-26']);
  assert.equal(game.pop().text, '30-26', 'the move, with the huff before it');
  assert.equal(game.fen, 'W:W18,30:B5,14');
  assert.deepEqual(game.huffable(), [14]);
  assert.equal(game.pop().text, '1-5');
  assert.equal(game.fen, CAN_CAPTURE);
});

test('a huff resets the move limit', () => {
  const game = huffingGame('B:WK18,K30:BK1,K14');
  game.drawRules = { repetitions: 0, moveLimit: 1, claim: false, endgame: false };
  game.push('1-5');
  game.huff(14);
  game.push('30-26');
  game.push('5-1'); // three king moves, but the huff came between
  assert.equal(game.result, '*');
  game.push('26-30');
  assert.deepEqual(game.status, { result: '1/2-1/2', winner: null, reason: 'move-limit' });
});

// ------------------------------------------------ the package around the rule

test('moves listed before a huff keep their texts, and the list is made again', () => {
  const game = huffingGame('B:W18,19,30:B1,14,15');
  game.push('1-5');
  const before = game.legalMoves(); // texts fetched later, on demand
  game.huff(15);
  assert.deepEqual(before.map(String).sort(), ['18x11', '18x9', '19-16', '19x10', '30-25', '30-26']);
  const after = game.legalMoves();
  assert.deepEqual(after.map(String).sort(), ['18-15', '18x9', '19-15', '19-16', '30-25', '30-26']);
  const step = after.find((m) => m.text === '19-15');
  assert.equal(game.push(step), step);
  assert.equal(game.pop().text, '19-15', 'the move and the huff before it');
  assert.equal(game.fen, 'W:W18,19,30:B5,14,15');
  assert.deepEqual(game.legalMoves().map(String).sort(), before.map(String).sort());
  assert.throws(() => game.push(step), { codeName: 'E_OCCUPIED' });
});

test('a move onto the huffed square keeps its text in the history and when taken back', () => {
  const game = huffingGame();
  game.push('1-5');
  game.huff(14);
  assert.deepEqual(game.history().map(String), ['1-5'], 'a huff of this turn is no move');
  game.push('18-14'); // only legal once 14 was huffed
  const copy = game.clone();
  assert.deepEqual(copy.history().map(String), ['1-5', '18-14']);
  const popped = copy.pop();
  assert.deepEqual([popped.text, popped.from, popped.to], ['18-14', 18, 14]);
  assert.equal(copy.fen, 'W:W18,30:B5,14');
  assert.equal(copy.huffing, true);
  copy.free();
  assert.equal(game.fen, 'B:W14,30:B5');
});

test('the record names each huff', () => {
  const game = huffingGame('B:W18,19,30:B1,14,15');
  assert.equal(game.huffedBefore(0), null);
  game.push('1-5');
  game.huff(15);
  assert.equal(game.huffedBefore(1), 15, 'made, the move to come');
  game.push('30-26');
  assert.deepEqual([0, 1, 2].map((ply) => game.huffedBefore(ply)), [null, 15, null]);
  assert.throws(() => game.huffedBefore(3), { codeName: 'E_NO_SUCH_PLY' });
  game.free();
});
