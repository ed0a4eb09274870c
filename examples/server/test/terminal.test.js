// SPDX-License-Identifier: MIT
// What the terminal client prints (src/terminal.js): boards with their square
// names, moves numbered as PDN numbers them, results in words, clocks, and
// which typed words are moves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardText, numberingOffset, numberedMoves, resultText, clocksText, isMoveText } from '../src/terminal.js';

test('an English board shows each square\'s number beside it, turned for Black', () => {
  const white = boardText('english', undefined, 'white').split('\n');
  assert.equal(white.length, 8);
  assert.equal(white[0], '    b   b   b   b          1     2     3     4');
  assert.equal(white[7], '  w   w   w   w        29    30    31    32');
  const black = boardText('english', undefined, 'black').split('\n');
  assert.equal(black[0], '    w   w   w   w         32    31    30    29');
  assert.equal(black[7], '  b   b   b   b         4     3     2     1');
});

test('a 12x12 board with its numbers fits a terminal\'s 80 columns', () => {
  const lines = boardText('canadian', undefined, 'white').split('\n');
  assert.equal(lines.length, 12);
  assert.ok(Math.max(...lines.map((l) => l.length)) <= 80);
  assert.match(lines[11], /67 +68 +69 +70 +71 +72$/);
});

test('an algebraic variant\'s board has files and ranks along its edges, from the player\'s side', () => {
  const white = boardText('russian', undefined, 'white').split('\n');
  assert.equal(white[0], ' 8    b   b   b   b');
  assert.equal(white[7], ' 1  w   w   w   w');
  assert.equal(white[8], '    a b c d e f g h');
  const black = boardText('russian', undefined, 'black').split('\n');
  assert.equal(black[0], ' 1    w   w   w   w');
  assert.equal(black[8], '    h g f e d c b a');
  // Turkish: all 64 squares played.
  assert.equal(boardText('turkish', undefined, 'white').split('\n')[1], ' 7  b b b b b b b b');
});

test('moves are numbered as PDN numbers them', () => {
  const plies = ['11-15', '23-19', '8-11', '22-17'];
  assert.equal(numberedMoves(plies, 0), '1. 11-15 23-19 2. 8-11 22-17');
  assert.equal(numberedMoves(plies, 0, 1), '1... 23-19 2. 8-11 22-17');
  assert.equal(numberedMoves(plies, 0, 2), '2. 8-11 22-17');
  assert.equal(numberedMoves(plies, 0, 3), '2... 22-17');
  // A game begun with the second player to move.
  assert.equal(numberedMoves(['23-19', '11-15'], 1), '1... 23-19 2. 11-15');
  assert.equal(numberingOffset('english', 0, 'black'), 0);
  assert.equal(numberingOffset('english', 3, 'white'), 0);
  assert.equal(numberingOffset('english', 0, 'white'), 1);
  assert.equal(numberingOffset('english', 1, 'black'), 1);
  assert.equal(numberingOffset('international', 0, 'white'), 0);
});

test('a result says who won and why, in words', () => {
  const said = (result, reason, winner, turn = 'black') => resultText({ result, reason, winner, turn });
  assert.equal(said('1-0', 'resignation', 'white'), 'White wins: Black resigned');
  assert.equal(said('0-1', 'time', 'black'), 'Black wins: White ran out of time');
  assert.equal(said('0-1', 'no-pieces', 'black', 'white'), 'Black wins: White has no pieces left');
  assert.equal(said('1-0', 'no-moves', 'white', 'black'), 'White wins: Black cannot move');
  assert.equal(said('1-0', 'no-pieces', 'white', 'white'), 'White wins: White has no pieces left'); // antidraughts
  assert.equal(said('1/2-1/2', 'agreement', null), 'Draw by agreement');
  assert.equal(said('1/2-1/2', 'repetition', null), 'Draw by repetition');
  assert.equal(said('1/2-1/2', 'move-limit', null), 'Draw by the move limit');
  assert.equal(said('*', null, null), null);
});

test('the clocks: the running one counts down and is starred', () => {
  const clock = { black: 300_000, white: 61_000, running: 'white' };
  assert.equal(clocksText(clock), 'Black 5:00  White 1:01*');
  assert.equal(clocksText(clock, 1500), 'Black 5:00  White 1:00*');
  assert.equal(clocksText(clock, 90_000), 'Black 5:00  White 0:00*');
});

test('a typed word is a move when it is squares joined by - or x', () => {
  for (const word of ['11-15', '15x24', '1x10x19', 'c3-d4', 'c3xe5', 'C3:E5', '46-41']) assert.ok(isMoveText(word), word);
  for (const word of ['acept', 'resign', 'draw-now', '11', '11-', '-15', 'c3', 'move', 'x-y']) assert.ok(!isMoveText(word), word);
});
