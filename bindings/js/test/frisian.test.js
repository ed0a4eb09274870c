// SPDX-License-Identifier: MIT
// Frisian and Frysk! through the package: the variants and their PDN
// GameTypes (40, 97), the refusals only they have, with the value a
// compulsory capture requires, and the king-move counter of their FEN.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, readPdn, variants } from '../src/index.js';
import { thrown } from './helpers.js';

test('Frisian and Frysk! are variants, PDN GameTypes 40 and 97', () => {
  const names = variants.map((v) => v.name);
  assert.ok(names.includes('frisian') && names.includes('frysk'));
  const [frisian, frysk] = readPdn('[GameType "40"]\n1. 32-28 19-23 *\n\n[GameType "97"]\n1. 47-42 4-10 *\n');
  assert.deepEqual([frisian.variant, frysk.variant], ['frisian', 'frysk']);
  assert.equal(frysk.game.fen, 'W:W42,46,48,49,50:B1,2,3,5,10');
  assert.match(new Game('frisian').toPdn(), /^\[GameType "40"\]$/m);
  assert.match(new Game('frysk').toPdn(), /^\[GameType "97"\]$/m);
});

test('a capture of lower value is refused with the value required', () => {
  // 28x30 takes the king on 29, worth more than 28x26's man on 27.
  const error = thrown(() => new Game('frisian', 'W:W28:B27,K29').push('28x26'));
  assert.equal(error.codeName, 'E_NOT_MAX_VALUE');
  assert.deepEqual([error.count, error.kings, error.example.text], [1, 1, '28x30']);
  const other = thrown(() => new Game('international', 'W:W31,35:B19,27,30').push('31x22'));
  assert.deepEqual([other.codeName, other.count, other.kings], ['E_NOT_MAX_CAPTURE', 2, 0]);
});

test('a fourth plain king move is refused, and the counter is in the FEN', () => {
  // lidraughts' king-move field: Black's count first, then White's king on
  // 41 with three plain moves in a row.
  const fen = 'W:WK41,45:B18:+0+341';
  const game = new Game('frisian', fen);
  assert.equal(game.fen, fen);
  assert.throws(() => game.push('41-46'), { codeName: 'E_KING_RUN', square: 41 });
  assert.equal(game.fen, fen);
  const fresh = new Game('frisian', 'W:WK41,45:B18');
  fresh.push('41-37');
  assert.equal(fresh.fen, 'B:WK37,45:B18:+0+137');
  assert.equal(fresh.pop().text, '41-37');
  assert.equal(fresh.fen, 'W:WK41,45:B18');
});
