// SPDX-License-Identifier: MIT
// A listed move's text is the one the library writes for the position it was
// listed in, whenever it is read: the texts are fetched lazily, so these
// check the cases where the game has moved on first.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../src/index.js';

const START = ['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16'];

test('texts read after the game moved on are those of the listed position', () => {
  const game = new Game();
  const moves = game.legalMoves();
  game.push(moves[4]);
  game.push('23-19');
  assert.deepEqual(moves.map(String), START);
});

test('texts of a position taken back by pop, then left for another line', () => {
  const game = new Game();
  game.push('11-15');
  const replies = game.legalMoves();
  game.pop();
  game.push('9-13');
  assert.equal(replies.length, 7);
  assert.deepEqual(replies.map(String), ['21-17', '22-17', '22-18', '23-18', '23-19', '24-19', '24-20']);
});

test('a short capture text keeps its form after the game moved on', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  const [capture] = game.legalMoves();
  game.push(capture);
  assert.equal(capture.text, '14x32');
  assert.equal(game.history()[0].text, '14x32');
});

test('texts keep the notation of their listing', () => {
  const game = new Game('russian');
  const algebraic = game.legalMoves();
  game.notation = 'numeric';
  const numeric = game.legalMoves();
  assert.equal(algebraic[0].text, 'a3-b4');
  assert.equal(numeric[0].text, '21-17');
});

test('the last listing of a game keeps its texts after free()', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  const moves = game.legalMoves();
  game.free();
  assert.equal(moves[0].text, '14x32');
});

test('an older listing whose texts were never read, after free(): the full route', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  const [capture] = game.legalMoves();
  game.push(capture);
  game.free();
  assert.equal(capture.text, '14x23x32');
});

test('a listed move played after the position changed is matched again, not replayed by index', () => {
  const game = new Game();
  const moves = game.legalMoves();
  game.push(moves[0]); // 9-13
  game.pop();
  // The position is the listed one again: index or not, 11-15 is played.
  assert.equal(game.push(moves[4]).text, '11-15');
  assert.equal(game.history()[0].text, '11-15');
  // Now it is not: 9-13 would be Black's move, White is to move.
  assert.throws(() => game.push(moves[0]), { codeName: 'E_NOT_YOUR_PIECE' });
});

test('an ambiguous capture keeps its full route, read after another game listed', () => {
  const game = new Game('english', 'B:W14,15,22,23:B10');
  const moves = game.legalMoves();
  const texts = game.legalMoveTexts();
  assert.ok(texts.includes('10x17x26') && texts.includes('10x19x26'));
  const other = new Game('russian');
  other.legalMoves();
  game.push(moves[0]);
  game.legalMoves();
  assert.deepEqual(moves.map(String), texts);
  assert.equal(other.legalMoves()[0].text, 'a3-b4');
});

test('reading an older list between listing and playing plays the listed move', () => {
  const game = new Game();
  const first = game.legalMoves();
  game.push('11-15');
  const replies = game.legalMoves();
  assert.equal(first[0].text, '9-13'); // the list written back, where the replies were
  assert.equal(game.push(replies[6]), replies[6]);
  assert.equal(game.history()[1].text, '24-20');
  assert.equal(replies[6].text, '24-20');
  assert.deepEqual(game.legalMoves().map(String).slice(0, 2), ['7-11', '8-11']);
});
