// SPDX-License-Identifier: MIT
// Reading PDN files (tags, moves, comments, results, the first illegal move)
// and writing a game as PDN.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, PdnReader, PdnError, readPdn } from '../src/index.js';
import { wasm } from '../src/runtime.js';

const FILE = `[Event "Club night"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
1. 11-15 {the Old Faithful} 23-19 2. 8-11 22-17 1-0

[Event "Blunder"]
[Result "*"]
1. 11-15 23-19 2. 15-19 *

[GameType "20"]
[Result "2-0"]
1. 32-28 19-23 2-0
`;

test('a file of three games: tags, moves, comments and results', () => {
  const games = [...readPdn(FILE)];
  assert.equal(games.length, 3);

  const [first] = games;
  assert.deepEqual(first.tags, { Event: 'Club night', White: 'Ann', Black: 'Bob', Result: '1-0' });
  assert.deepEqual(first.tagList[1], ['White', 'Ann']);
  assert.equal(first.variant, 'english');
  assert.deepEqual(first.moves.map(String), ['11-15', '23-19', '8-11', '22-17']);
  assert.deepEqual(first.comments, [null, 'the Old Faithful', null, null, null]);
  assert.equal(first.result, '1-0');
  assert.equal(first.error, null);
  assert.ok(first.ok);
  assert.equal(first.game.plyCount, 4);

  const third = games[2];
  assert.equal(third.variant, 'international');
  assert.equal(third.result, '1-0');
  assert.deepEqual(third.moves.map(String), ['32-28', '19-23']);
});

test('an illegal move stops its game, with where and why', () => {
  const blunder = [...readPdn(FILE)][1];
  assert.ok(blunder.error instanceof PdnError);
  assert.equal(blunder.error.codeName, 'E_OCCUPIED');
  assert.equal(blunder.error.line, 9);
  assert.equal(blunder.error.column, 19);
  assert.equal(blunder.error.moveNumber, 2);
  assert.equal(blunder.error.ply, 2);
  assert.equal(blunder.error.text, '15-19');
  assert.match(blunder.error.message, /^line 9, column 19: "15-19": the destination square is occupied/);
  assert.deepEqual(blunder.moves.map(String), ['11-15', '23-19'], 'replayed up to the last legal move');
  assert.equal(blunder.game.fen, 'B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15');
});

test('any tag name is kept, even __proto__', () => {
  const [game] = readPdn('[__proto__ "x"]\n[Event "e"]\n1. 11-15 *\n');
  assert.equal(Object.getOwnPropertyDescriptor(game.tags, '__proto__').value, 'x');
  assert.equal(game.tags.Event, 'e');
});

test('a game that cannot be set up has no game and an error', () => {
  const [game] = readPdn('[FEN "B:W33:B1"]\n1. 1-5 *\n');
  assert.equal(game.game, null);
  assert.equal(game.variant, null);
  assert.equal(game.error.codeName, 'E_FEN_SQUARE');
});

test('the reader reads bytes too, and counts the games', () => {
  const reader = new PdnReader(new TextEncoder().encode(FILE), { variant: 'english' });
  assert.equal(reader.next().tags.Event, 'Club night');
  assert.equal(reader.gamesRead, 1);
  reader.free();
  assert.throws(() => reader.next(), /freed/);
  assert.throws(() => new PdnReader(FILE, { variant: 'chess' }), { codeName: 'E_UNKNOWN_VARIANT' });
});

test('the reader keeps its own copy of the text (CHECKERS_PDN_COPY)', () => {
  const reader = new PdnReader(FILE);
  // The binding freed its copy at once: reuse that memory and scribble on it.
  const size = new TextEncoder().encode(FILE).length + 1;
  const blocks = Array.from({ length: 4 }, () => wasm._malloc(size));
  for (const ptr of blocks) wasm.HEAPU8.fill(0x78, ptr, ptr + size);
  assert.deepEqual([...reader].map((g) => g.moves.length), [4, 2, 2]);
  for (const ptr of blocks) wasm._free(ptr);
  reader.free();
});

test('a game written as PDN and read back', () => {
  const game = new Game();
  game.pushMoves('11-15 23-19 8-11');
  const text = game.toPdn({ tags: { Event: 'Test', White: 'W' }, comments: ['start', null, 'reply'], result: '1/2-1/2' });
  assert.match(text, /^\[Event "Test"\]\n/);
  assert.match(text, /\[White "W"\]/);
  assert.match(text, /1\/2-1\/2\s*$/);
  const [back] = readPdn(text);
  assert.deepEqual(back.moves.map(String), ['11-15', '23-19', '8-11']);
  assert.deepEqual(back.comments, ['start', null, 'reply', null]);
  assert.equal(back.result, '1/2-1/2');
  assert.equal(back.tags.Event, 'Test');
  assert.throws(() => game.toPdn({ result: 'won' }), RangeError);
});
