// SPDX-License-Identifier: MIT
// Draw rules: presets, automatic draws, claims, and undoing a claim.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../src/index.js';
import { thrown } from './helpers.js';

// Two kings going back and forth: the start position comes back every 4 plies.
const KINGS = 'B:WK32:BK1';
const SHUFFLE = '1-5 32-28 5-1 28-32';

test('English games start with the online preset: 5 repetitions or 40 moves each, automatic', () => {
  assert.deepEqual(new Game().drawRules, { repetitions: 5, moveLimit: 40, claim: false, endgame: false });
  assert.deepEqual(Game.drawRulesPreset('online'), new Game().drawRules);
  assert.deepEqual(Game.drawRulesPreset('wcdf'), { repetitions: 3, moveLimit: 40, claim: true, endgame: false });
  assert.deepEqual(Game.drawRulesPreset('bga'), { repetitions: 3, moveLimit: 25, claim: false, endgame: false });
  assert.throws(() => Game.drawRulesPreset('fide'), /default, online, wcdf, bga, none/);
});

test('"default" is the variant\'s own rules, not the online preset', () => {
  const international = { repetitions: 3, moveLimit: 25, claim: false, endgame: true };
  assert.deepEqual(Game.drawRulesPreset('default', 'international'), international);
  assert.deepEqual(Game.drawRulesPreset('default'), new Game().drawRules);
  const game = new Game('international', 'W:WK46:BK3');
  game.drawRules = 'online';
  game.pushMoves('46-41 3-9 41-46 9-3 46-41 3-9 41-46 9-3');
  assert.equal(game.result, '*', 'online: five repetitions');
  game.drawRules = 'default';
  assert.deepEqual(game.drawRules, international);
  assert.equal(game.result, '1/2-1/2', 'International: threefold repetition');
  game.free();
});

test('the fifth occurrence of a position draws automatically', () => {
  const game = new Game('english', KINGS);
  for (let i = 0; i < 3; i++) game.pushMoves(SHUFFLE);
  assert.equal(game.result, '*');
  game.pushMoves(SHUFFLE);
  assert.deepEqual(game.status, { result: '1/2-1/2', winner: null, reason: 'repetition' });
});

test('under WCDF rules the third occurrence may be claimed, and undo takes the claim back', () => {
  const game = new Game('english', KINGS);
  game.drawRules = 'wcdf';
  game.pushMoves(SHUFFLE);
  assert.equal(game.claimable, null);
  assert.equal(thrown(() => game.claimDraw()).codeName, 'E_NO_CLAIM');
  game.pushMoves(SHUFFLE);
  assert.equal(game.claimable, 'repetition');
  assert.equal(game.result, '*', 'a claim, not an automatic draw');
  game.claimDraw();
  assert.deepEqual(game.status, { result: '1/2-1/2', winner: null, reason: 'repetition' });
  assert.equal(thrown(() => game.claimDraw()).codeName, 'E_GAME_OVER');
  game.pop();
  assert.equal(game.result, '*');
  assert.equal(game.claimable, null);
});

test('the move limit counts moves without a man move or a capture', () => {
  const game = new Game('english', KINGS);
  game.drawRules = { repetitions: 0, moveLimit: 2 };
  assert.deepEqual(game.drawRules, { repetitions: 0, moveLimit: 2, claim: false, endgame: false });
  game.pushMoves('1-5 32-28 5-1');
  assert.equal(game.result, '*');
  game.push('28-32');
  assert.deepEqual(game.status, { result: '1/2-1/2', winner: null, reason: 'move-limit' });
});

test('changed rules apply to the moves already played', () => {
  const game = new Game('english', KINGS);
  game.pushMoves(SHUFFLE);
  game.drawRules = { repetitions: 2 };
  assert.equal(game.status.reason, 'repetition');
  game.drawRules = 'none';
  assert.equal(game.result, '*');
});

test('out-of-range draw rules are refused and change nothing', () => {
  const game = new Game();
  const error = thrown(() => { game.drawRules = { repetitions: 1 }; });
  assert.equal(error.codeName, 'E_INVALID_ARGUMENT');
  assert.deepEqual(game.drawRules, { repetitions: 5, moveLimit: 40, claim: false, endgame: false });
  assert.throws(() => { game.drawRules = { moveLimit: 1.5 }; }, TypeError);
});

test('variants have their federations\u2019 rules', () => {
  assert.deepEqual(new Game('international').drawRules, { repetitions: 3, moveLimit: 25, claim: false, endgame: true });
});
