// SPDX-License-Identifier: MIT
// A refused move throws IllegalMoveError with the library's code, its name,
// the square concerned and the library's message, and changes nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError, CheckersError, constants } from '../src/index.js';
import { thrown } from './helpers.js';

const cases = [
  // [fen, move, code name, square]
  ['B:W32:B14,17', '14-17', 'E_OCCUPIED', 17],
  ['B:W32:B14', '13-17', 'E_NO_PIECE', 13],
  ['B:W32:B14', '32-27', 'E_NOT_YOUR_PIECE', 32],
  ['B:W32:B14', '14-15', 'E_NOT_DIAGONAL', 15],
  ['B:W32:B14', '14-', 'E_MOVE_SYNTAX', 0],
  ['B:W32:B14', '14-40', 'E_MOVE_SQUARE', 0],
];

for (const [fen, move, name, square] of cases) {
  test(`${move} in ${fen} is refused as ${name}`, () => {
    const game = new Game('english', fen);
    const error = thrown(() => game.push(move));
    assert.ok(error instanceof IllegalMoveError);
    assert.ok(error instanceof CheckersError);
    assert.equal(error.name, 'IllegalMoveError');
    assert.equal(error.codeName, name);
    assert.equal(error.code, constants[name]);
    assert.equal(error.square, square);
    assert.equal(error.move, move);
    assert.match(error.message, new RegExp(`^illegal move "${move}": `));
    assert.equal(game.fen, new Game('english', fen).fen, 'the game is unchanged');
    assert.equal(game.plyCount, 0);
    assert.equal(game.isLegal(move), false);
  });
}

test('the README tour: 15-19 after 11-15 23-19 is refused, square 19', () => {
  const game = new Game();
  game.push('11-15');
  game.push('23-19');
  const error = thrown(() => game.push('15-19'));
  assert.equal(error.code, constants.E_OCCUPIED);
  assert.equal(error.message, 'illegal move "15-19": the destination square is occupied (square 19)');
});

test('moves are also played as Move objects and as {from, to, path} records', () => {
  const game = new Game();
  const [first] = game.legalMoves();
  assert.equal(game.push(first), first);
  assert.equal(game.push({ from: 22, to: 18 }).text, '22-18');
  assert.equal(game.push({ from: 13, to: 17 }).text, '13-17');
  const jump = game.push({ from: 21, path: [14] });
  assert.equal(jump.text, '21x14');
  assert.deepEqual(jump.captured, [17]);
  // A Move listed before the position changed is matched again, not replayed by index.
  const stale = game.legalMoves()[0];
  game.pop();
  assert.throws(() => game.push(stale), { name: 'IllegalMoveError' });
});

test('pushMoves plays a sequence and stops at the first refused move', () => {
  const game = new Game();
  assert.equal(game.pushMoves('1. 11-15 22-18 2. 15x22'), 3);
  const error = thrown(() => game.pushMoves('25x18 9-13 18-9'));
  assert.equal(error.codeName, 'E_NOT_DIAGONAL');
  assert.equal(error.index, 2, 'the third move of the text');
  assert.equal(game.plyCount, 5, 'the two good moves stay played');
});

test('a finished game refuses every move as E_GAME_OVER', () => {
  const game = new Game('english', 'W:W29:B22,25');
  assert.throws(() => game.push('29-25'), { codeName: 'E_GAME_OVER' });
  const drawn = new Game('english', 'B:WK32:BK1');
  drawn.drawRules = { repetitions: 2 };
  drawn.pushMoves('1-5 32-28 5-1 28-32');
  assert.equal(drawn.result, '1/2-1/2');
  const [listed] = drawn.legalMoves();
  assert.throws(() => drawn.push(listed), { codeName: 'E_GAME_OVER' });
});

test('bad arguments are errors, not refusals', () => {
  const game = new Game();
  assert.throws(() => game.push(42), TypeError);
  assert.throws(() => game.push({ from: 11, path: [300] }), RangeError);
  assert.throws(() => game.push('11-15\u0000'), TypeError);
});
