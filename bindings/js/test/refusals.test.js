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

// The library's wording (checkers_game_refusal_text): squares named as the
// variant writes them, never by the binding's own "(square N)".
test('Russian names the square of a refusal algebraically: b6, not 9', () => {
  const game = new Game('russian');
  const error = thrown(() => game.push('b6-b4'));
  assert.equal(error.codeName, 'E_NOT_YOUR_PIECE');
  assert.equal(error.square, 9);
  assert.equal(game.squareName(9), 'b6');
  assert.equal(error.message, 'illegal move "b6-b4": that piece belongs to the other side (square b6)');
  assert.doesNotMatch(error.message, /square 9/);
  // A record too, and the capture that must be made, written as Russian writes it.
  assert.match(thrown(() => game.push({ from: 9, to: 13 })).message, /\(square b6\)$/);
  game.pushMoves('c3-d4 f6-e5');
  const missed = thrown(() => game.push('a3-b4'));
  assert.equal(missed.message, 'illegal move "a3-b4": a capture is available and must be made (e.g. d4:f6)');
  assert.equal(missed.example.text, 'd4:f6');
});

test('Turkish names the square of a refusal algebraically: c5, not 35', () => {
  const game = new Game('turkish');
  const error = thrown(() => game.push('c5-c3'));
  assert.equal(error.codeName, 'E_NO_PIECE');
  assert.equal(error.square, 35);
  assert.equal(error.message, 'illegal move "c5-c3": there is no piece on the start square (square c5)');
  assert.doesNotMatch(error.message, /square 35/);
});

test('squareName: a square as the game writes it', () => {
  assert.equal(new Game().squareName(19), '19');
  assert.equal(new Game('international').squareName(50), '50');
  const russian = new Game('russian');
  assert.deepEqual([1, 9, 32].map((s) => russian.squareName(s)), ['b8', 'b6', 'g1']);
  russian.notation = 'numeric';
  assert.equal(russian.squareName(9), '9');
  const turkish = new Game('turkish');
  assert.deepEqual([1, 8, 35, 64].map((s) => turkish.squareName(s)), ['a1', 'h1', 'c5', 'h8']);
  assert.throws(() => turkish.squareName(65), RangeError);
  assert.throws(() => turkish.squareName(0), RangeError);
});

// Thai: the king on 19 reaches 12 by a one-piece jump and by a four-piece
// capture (the library's example, tests/test_refusals.c).
const THAI = 'B:WK1,K6,K14,K15,K16,K18,K22,K27,K30:BK2,K5,K9,K19,K20,K24,K28,K29,K32';

test('a from/to move two legal moves share is refused as ambiguous, with the choices', () => {
  const game = new Game('thai', THAI);
  const error = thrown(() => game.push({ from: 19, to: 12 }));
  assert.ok(error instanceof IllegalMoveError);
  assert.equal(error.codeName, 'E_AMBIGUOUS');
  assert.equal(error.count, 2);
  assert.equal(game.plyCount, 0, 'nothing played');
  assert.equal(error.choices.length, 2);
  assert.deepEqual(error.choices.map((m) => m.captured.length).sort(), [1, 4]);
  for (const choice of error.choices) {
    assert.deepEqual([choice.from, choice.to], [19, 12]);
    assert.ok(game.legalMoves().some((m) => m.text === choice.text), choice.text);
  }
  assert.match(error.message, /^illegal move: several legal moves match: give every landing square \(2 moves match; e\.g\. /);
  // The player picks one: it is played.
  const four = error.choices.find((m) => m.captured.length === 4);
  const played = game.push(four);
  assert.deepEqual(played.captured, four.captured);
  assert.equal(game.plyCount, 1);
  // The text "19-12" is the one-piece jump's whole route: it names it.
  const other = new Game('thai', THAI);
  assert.equal(other.push('19-12').captured.length, 1);
  assert.equal(other.history()[0].text, '19-12');
});

test('an ambiguous text gives the moves it could mean; a sequence, those between its ends', () => {
  // Four captures go from 2 to 4 (tests/test_notation.c).
  const game = new Game('english', 'B:W6,7,8,14,15,16,22,23,24:BK2');
  const four = thrown(() => game.push('2x4'));
  assert.deepEqual([four.codeName, four.count, four.move], ['E_AMBIGUOUS', 4, '2x4']);
  assert.deepEqual(four.choices.map(String), ['2x11x4', '2x9x18x11x4', '2x9x18x27x20x11x4', '2x11x18x27x20x11x4']);
  const two = thrown(() => game.parseMove('2x9x4'));
  assert.deepEqual(two.choices.map(String), ['2x9x18x11x4', '2x9x18x27x20x11x4']);
  assert.deepEqual(thrown(() => game.push({ from: 2, path: [9, 4] })).choices.map(String), two.choices.map(String));
  const sequence = thrown(() => game.pushMoves('2x9x4'));
  assert.deepEqual([sequence.codeName, sequence.index], ['E_AMBIGUOUS', 0]);
  assert.deepEqual(sequence.choices.map(String), four.choices.map(String));
  assert.equal(game.isLegal('2x4'), false);
  // Another refusal has none.
  assert.deepEqual(thrown(() => game.push('2-7')).choices, []);
});
