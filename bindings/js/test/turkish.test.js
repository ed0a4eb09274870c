// SPDX-License-Identifier: MIT
// Turkish draughts through the package (the C tests in
// tests/test_rules_turkish.c, one per rule): all 64 squares, numbered row by
// row from White's side (a1 = 1, h1 = 8, a2 = 9, ..., h8 = 64) and written
// algebraically; men move forward and sideways; a capture may not turn 180
// degrees; crowning during a capture is a setting of the game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, CheckersError, IllegalMoveError, constants } from '../src/index.js';
import { thrown } from './helpers.js';

const START = 'W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:'
  + 'Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7';

// The legal moves, every landing square written, sorted.
function routes(game) {
  return game.legalMoveTexts({ fullRoute: true }).sort();
}

// Pushes `text`, expects the refusal `codeName`, and checks nothing changed.
function refused(game, text, codeName) {
  const [fen, ply] = [game.fen, game.plyCount];
  const error = thrown(() => game.push(text));
  assert.ok(error instanceof IllegalMoveError, String(error));
  assert.equal(error.codeName, codeName, `${text}: ${error.message}`);
  assert.deepEqual([game.fen, game.plyCount], [fen, ply]);
  return error;
}

test('the start is sixteen men each on the second and third rows', () => {
  const game = new Game('turkish');
  assert.equal(game.squareCount, 64);
  assert.equal(game.turn, 'white');
  assert.equal(game.fen, START);
  assert.deepEqual(routes(game), ['a3-a4', 'b3-b4', 'c3-c4', 'd3-d4', 'e3-e4', 'f3-f4', 'g3-g4', 'h3-h4']);
});

test('squares are numbered a1 to h8 row by row', () => {
  const game = new Game('turkish', 'W:W9-24:B41-56'); // the start, numbered
  assert.equal(game.fen, START);
  assert.deepEqual(game.squarePosition(1), { row: 7, column: 0, rows: 8, columns: 8 }); // a1
  assert.deepEqual(game.squarePosition(8), { row: 7, column: 7, rows: 8, columns: 8 }); // h1
  assert.deepEqual(game.squarePosition(9), { row: 6, column: 0, rows: 8, columns: 8 }); // a2
  assert.deepEqual(game.squarePosition(64), { row: 0, column: 7, rows: 8, columns: 8 }); // h8
  assert.deepEqual(game.piece(17), { color: 'white', king: false }); // a3
  assert.deepEqual(game.piece(56), { color: 'black', king: false }); // h7
  assert.equal(game.piece(1), null); // the back rows are empty
  assert.throws(() => game.piece(65), RangeError);
  const squares = game.pieces().map((p) => p.square);
  assert.deepEqual(squares, [...Array(16).keys()].map((i) => i + 9).concat([...Array(16).keys()].map((i) => i + 41)));
  const move = game.parseMove('a3-a4');
  assert.deepEqual([move.from, move.to], [17, 25]);
  assert.equal(game.parseMove('17-25').to, 25); // numbers read too
});

test('men move one square forward or sideways', () => {
  const game = new Game('turkish', 'W:Wd4:Bh8');
  assert.deepEqual(routes(game), ['d4-c4', 'd4-d5', 'd4-e4']);
  refused(game, 'd4-d3', 'E_MAN_BACKWARDS');
  refused(game, 'd4-e5', 'E_NOT_DIAGONAL'); // not a line a man moves along
  refused(game, 'd4-d6', 'E_NOT_DIAGONAL'); // one square only
  assert.deepEqual(routes(new Game('turkish', 'B:Wa1:Bd5')), ['d5-c5', 'd5-d4', 'd5-e5']); // Black: down
});

test('a capture may not turn back 180 degrees', () => {
  const game = new Game('turkish', 'W:WKd4:Bc4,f4');
  // Back over f4's empty square and d4 to take c4 would make two: not allowed.
  assert.deepEqual(routes(game), ['d4xa4', 'd4xb4', 'd4xg4', 'd4xh4']);
  const error = refused(game, 'd4xg4xb4', 'E_CAPTURE_REVERSAL');
  assert.equal(error.code, -122);
  assert.equal(error.code, constants.E_CAPTURE_REVERSAL);
  assert.equal(error.square, 26); // b4, where the turned jump would land
});

test('a man crossing the last row is crowned at the end of the move', () => {
  const game = new Game('turkish', 'W:Wd6:Bd7,e8');
  assert.equal(game.crowning, 'at-end');
  assert.deepEqual(routes(game), ['d6xd8xf8']);
  assert.ok(game.legalMoves()[0].isPromotion);
  game.push('d6xd8xf8');
  assert.deepEqual(game.piece(62), { color: 'white', king: true }); // f8
  assert.deepEqual(routes(new Game('turkish', 'W:Wd6:Bd7,f8')), ['d6xd8']); // as a man: f8 out of reach
});

test('crowning during a capture is a setting', () => {
  const game = new Game('turkish', 'W:Wd6:Bd7,f8');
  const [listed] = game.legalMoves();
  game.crowning = 'as-king'; // crowned at once, it goes on as a flying king
  assert.equal(game.crowning, 'as-king');
  assert.deepEqual(routes(game), ['d6xd8xg8', 'd6xd8xh8']);
  assert.equal(listed.text, 'd6xd8', 'a listed move keeps its text');
  assert.throws(() => game.push(listed), { codeName: 'E_CAPTURE_INCOMPLETE' });
  assert.equal(game.push(game.legalMoves().find((m) => m.to === 64)).text, 'd6xh8');
  assert.equal(game.clone().crowning, 'as-king', 'a clone keeps it');

  const ends = new Game('turkish', 'W:Wd6:Bd7,e8');
  ends.crowning = 'ends-move'; // crowned, and the move ends there
  assert.deepEqual(routes(ends), ['d6xd8']); // e8 is spared
  refused(ends, 'd6xd8xf8', 'E_CROWNING_ENDS_MOVE');
  ends.crowning = 'at-end';
  assert.deepEqual(routes(ends), ['d6xd8xf8']);
  assert.throws(() => { ends.crowning = 'sometimes'; }, RangeError);

  // Other variants have one rule each.
  const english = new Game('english');
  assert.equal(english.crowning, 'ends-move');
  english.crowning = 'ends-move';
  const error = thrown(() => { english.crowning = 'as-king'; });
  assert.ok(error instanceof CheckersError);
  assert.equal(error.codeName, 'E_UNSUPPORTED');
  assert.equal(english.crowning, 'ends-move');
  assert.equal(new Game('russian').crowning, 'as-king');
  assert.equal(new Game('international').crowning, 'at-end');
});

test('moves made under another crowning rule keep their texts', () => {
  const game = new Game('turkish', 'W:Wd6,a2:Bd7,e8,h7');
  const [first] = game.legalMoves();
  game.push('d6xd8xf8'); // as a man, crowned at the end
  game.crowning = 'ends-move'; // which would have stopped it on d8
  assert.equal(first.text, 'd6xf8');
  assert.deepEqual(game.history().map(String), ['d6xf8']);
  assert.equal(game.pop().text, 'd6xf8');
  assert.deepEqual(routes(game), ['d6xd8']);
});

test('a diagram draws the 64 squares', () => {
  const svg = new Game('turkish').svg({ numbers: true, highlight: [1, 64] });
  assert.match(svg, /width="384"/); // eight squares of 48 pixels
  assert.match(svg, />64</);
  assert.match(svg, />33</);
});

test('perft from the start', () => {
  const game = new Game('turkish');
  assert.deepEqual([1, 2, 3, 4].map((depth) => game.perft(depth)), [8n, 64n, 708n, 7538n]);
});
