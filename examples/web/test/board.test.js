// SPDX-License-Identifier: MIT
// board.js, the page's move entry and board geometry, against the package in
// node: which click plays which legal move, where a route is asked for.
// CHECKERS_JS_PACKAGE names the built package (default: bindings/js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE = resolve(process.env.CHECKERS_JS_PACKAGE || join(WEB, '../../bindings/js'));
const built = existsSync(join(PACKAGE, 'dist', 'checkers_wasm.mjs'));
const { Game } = built ? await import(pathToFileURL(join(PACKAGE, 'src', 'index.js')).href) : {};
const Board = createRequire(import.meta.url)('../board.js');
const skip = !built && `no built package at ${PACKAGE}`;

const texts = (moves) => moves.map(String);

test('a destination one legal move reaches is played at once', { skip }, () => {
  const moves = new Game('english').legalMoves();
  assert.equal(String(Board.entry(moves, 11, null, [], 15).play), '11-15');
  // A capture of several pieces by its one route, without the squares between.
  const captures = new Game('english', 'W:W27:B23,15').legalMoves();
  assert.equal(String(Board.entry(captures, 27, null, [], 11).play), '27x11');
});

test('a square no legal move of the piece reaches is left to the library to refuse', { skip }, () => {
  const captures = new Game('english', 'W:W27:B23,15').legalMoves();
  assert.deepEqual(Board.entry(captures, 27, null, [], 18), { refuse: true }); // on the way: the capture goes on
  const moves = new Game('english', 'W:W22,31:B18').legalMoves();
  assert.deepEqual(Board.entry(moves, 31, null, [], 27), { refuse: true }); // the capture must be made
});

test('several routes to one square: the landing squares where they part are asked for', { skip }, () => {
  const moves = new Game('international', 'W:WK43:B11,13,17,27').legalMoves();
  const asked = Board.entry(moves, 43, null, [], 19);
  assert.deepEqual({ ...asked, choose: [...asked.choose].sort(), routes: texts(asked.routes) },
    { goal: 19, hops: [], choose: [16, 21], routes: ['43x16x2x19', '43x21x8x19'] });
  assert.equal(String(Board.entry(moves, 43, 19, [], 21).play), '43x21x8x19');
  assert.equal(String(Board.entry(moves, 43, 19, [], 16).play), '43x16x2x19');
  // A square on no route to the goal.
  assert.deepEqual(Board.entry(moves, 43, 19, [], 38), { refuse: true });
});

test('landing squares every route shares are taken as chosen', { skip }, () => {
  const game = new Game('international', 'W:WK39:B9,13,17,23,33');
  const moves = game.legalMoves();
  assert.deepEqual(texts(moves.filter((m) => m.to === 21)), ['39x28x14x3x21', '39x28x19x8x21']);
  const asked = Board.entry(moves, 39, null, [], 21);
  assert.deepEqual({ ...asked, choose: [...asked.choose].sort(), routes: texts(asked.routes) },
    { goal: 21, hops: [28], choose: [14, 19], routes: ['39x28x14x3x21', '39x28x19x8x21'] });
  assert.equal(String(Board.entry(moves, 39, 21, [28], 19).play), '39x28x19x8x21');
});

test('the destinations marked are those of the selected piece, once each', { skip }, () => {
  assert.deepEqual(Board.destinations(new Game('english').legalMoves(), 11), [15, 16]);
  // Two routes to 19, one mark.
  const marked = Board.destinations(new Game('international', 'W:WK43:B11,13,17,27').legalMoves(), 43);
  assert.equal(marked.filter((s) => s === 19).length, 1);
  assert.equal(Board.destinations(new Game('english').legalMoves(), 21).length, 0);
});

test('squares are named by number, or algebraically from White\'s left and side', { skip }, () => {
  const english = Board.layout(new Game('english'), false);
  assert.deepEqual([english.rows, english.columns, english.squares.length], [8, 8, 32]);
  assert.deepEqual(english.squares[0], { square: 1, name: '1', row: 0, column: 1 });
  const russian = Board.layout(new Game('russian'), false);
  const names = new Map(russian.squares.map((s) => [s.square, s.name]));
  for (const move of new Game('russian').legalMoves()) {
    assert.equal(move.text, `${names.get(move.from)}-${names.get(move.to)}`);
  }
  assert.equal(russian.squares.find((s) => s.name === 'a1').row, 7);
});

test('turned for Black, the board is drawn upside down', { skip }, () => {
  const game = new Game('international');
  const upright = Board.layout(game, false).squares;
  const turned = Board.layout(game, true).squares;
  for (let i = 0; i < upright.length; i++) {
    assert.deepEqual([turned[i].row, turned[i].column], [9 - upright[i].row, 9 - upright[i].column]);
  }
});

test('Turkish: all 64 squares drawn, a1 = 1 at White\'s bottom left, h8 = 64, named as its moves are written', { skip }, () => {
  const game = new Game('turkish');
  const { rows, columns, squares } = Board.layout(game, false);
  assert.deepEqual([rows, columns, squares.length], [8, 8, 64]);
  // Every cell of the grid is a playing square, each once.
  assert.equal(new Set(squares.map((s) => s.row * columns + s.column)).size, 64);
  assert.deepEqual(squares[0], { square: 1, name: 'a1', row: 7, column: 0 });
  assert.deepEqual(squares[7], { square: 8, name: 'h1', row: 7, column: 7 });
  assert.deepEqual(squares[8], { square: 9, name: 'a2', row: 6, column: 0 });
  assert.deepEqual(squares[63], { square: 64, name: 'h8', row: 0, column: 7 });
  const names = new Map(squares.map((s) => [s.square, s.name]));
  const moves = game.legalMoves();
  assert.equal(moves.length, 8);
  for (const move of moves) assert.equal(move.text, `${names.get(move.from)}-${names.get(move.to)}`);
  // Turned for Black, h8 comes to the bottom left.
  const turned = Board.layout(game, true).squares;
  assert.deepEqual([turned[63].row, turned[63].column], [7, 0]);
});

test('Turkish: a man\'s capture of several pieces by its one route is played at once', { skip }, () => {
  // c2 over d2, e3 and d4: sideways, forward, sideways, to c4 (the short
  // route over c3 and d4 takes two only: the most pieces must be taken).
  const moves = new Game('turkish', 'W:Wc2:Bc3,d4,d2,e3,h7').legalMoves();
  assert.equal(String(Board.entry(moves, 11, null, [], 27).play), 'c2xc4');
  assert.deepEqual([...Board.entry(moves, 11, null, [], 27).play.path], [13, 29, 27]);
  assert.deepEqual(Board.entry(moves, 11, null, [], 13), { refuse: true }); // e2: the capture goes on
  assert.deepEqual(Board.entry(moves, 11, null, [], 19), { refuse: true }); // c3: occupied
});

test('Turkish: a king\'s two routes to one square are asked for hop by hop', { skip }, () => {
  // The king on e6 reaches a8 over d6, b6, a7 (by c6, a6) or over e5, b4, a7 (by e4, a4).
  const moves = new Game('turkish', 'W:WKe6:Be5,b6,b4,d6,a7').legalMoves();
  assert.deepEqual(texts(moves), ['e6xc6xa6xa8', 'e6xe4xa4xa8']);
  const asked = Board.entry(moves, 45, null, [], 57);
  assert.deepEqual({ ...asked, choose: [...asked.choose].sort(), routes: asked.routes.length }, { goal: 57, hops: [], choose: [29, 43], routes: 2 });
  assert.equal(String(Board.entry(moves, 45, 57, [], 29).play), 'e6xe4xa4xa8');
  assert.equal(String(Board.entry(moves, 45, 57, [], 43).play), 'e6xc6xa6xa8');
  assert.deepEqual(Board.entry(moves, 45, 57, [], 41), { refuse: true }); // a6: not where they part
});

test('the move list is numbered in pairs, the first left open when the second side began', () => {
  assert.deepEqual(Board.movePairs(['11-15', '23-19', '8-11'], false), [
    { number: 1, first: '11-15', second: '23-19' },
    { number: 2, first: '8-11', second: null },
  ]);
  assert.deepEqual(Board.movePairs(['31-26', '17-21'], true), [
    { number: 1, first: null, second: '31-26' },
    { number: 2, first: '17-21', second: null },
  ]);
});

// The library's example (tests/test_refusals.c): the king on 19 reaches 12
// by a one-piece jump and by a four-piece capture.
test('Thai: two captures from 19 to 12, the direct jump and a four-piece route, both offered', { skip }, () => {
  const game = new Game('thai', 'B:WK1,K6,K14,K15,K16,K18,K22,K27,K30:BK2,K5,K9,K19,K20,K24,K28,K29,K32');
  const moves = game.legalMoves();
  const asked = Board.entry(moves, 19, null, [], 12);
  assert.equal(asked.goal, 12);
  assert.deepEqual(asked.routes.map((m) => m.captured.length).sort(), [1, 4]);
  assert.ok(asked.choose.includes(12), 'the jump lands on 12 itself');
  // 12 again: the one-piece jump; the other route's next square: the capture of four.
  assert.equal(Board.entry(moves, 19, 12, [], 12).play.captured.length, 1);
  const other = asked.choose.find((s) => s !== 12);
  assert.equal(Board.entry(moves, 19, 12, [], other).play.captured.length, 4);
});

test('squares are named as the library writes them (Game.squareName)', { skip }, () => {
  for (const variant of ['english', 'russian', 'turkish', 'international']) {
    const game = new Game(variant);
    for (const s of Board.layout(game, false).squares) assert.equal(s.name, game.squareName(s.square), variant);
  }
});
