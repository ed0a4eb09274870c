// SPDX-License-Identifier: MIT
// SVG diagrams and their options.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../src/index.js';

test('a diagram of the start position', () => {
  const svg = new Game().svg();
  assert.match(svg, /^<svg[^>]* xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /<\/svg>\n?$/);
  assert.equal(svg.match(/<circle/g).length, 24, 'the 24 men are drawn');
});

test('options change the drawing', () => {
  const game = new Game();
  const plain = game.svg();
  assert.notEqual(game.svg({ flip: true }), plain);
  assert.notEqual(game.svg({ numbers: true }), plain);
  assert.notEqual(game.svg({ coordinates: true }), plain);
  assert.notEqual(game.svg({ highlight: [15, 19] }), plain);
  assert.match(game.svg({ squareSize: 20 }), /width="16\d"/);
});

test('the last move is highlighted from the history, a Move or a route', () => {
  const game = new Game();
  const before = game.svg();
  const move = game.push('11-15');
  const plain = game.svg();
  const last = game.svg({ lastMove: true });
  assert.notEqual(last, plain);
  assert.equal(game.svg({ lastMove: move }), last);
  assert.equal(game.svg({ lastMove: { from: 11, to: 15 } }), last);
  assert.notEqual(before, plain);
});

test('bad options are refused', () => {
  const game = new Game();
  assert.throws(() => game.svg({ squareSize: 3 }), { codeName: 'E_INVALID_ARGUMENT' });
  assert.throws(() => game.svg({ colour: 'red' }), TypeError);
  assert.throws(() => game.svg({ highlight: [0] }), RangeError);
  assert.throws(() => game.svg({ lastMove: { from: 11, to: 99 } }), { codeName: 'E_INVALID_ARGUMENT' });
});
