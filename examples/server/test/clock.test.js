// SPDX-License-Identifier: MIT
// Clocks, on a fake clock moved by hand: the ACF's five minutes a move and
// one minute when only one jump is possible (exactly then), Fischer and
// fixed time, loss on time, and the clock in every update.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { testServer, seated, play } from './helpers.js';
import { FakeTimers } from '../src/timers.js';
import { parseControl } from '../src/clock.js';

const timers = new FakeTimers();
const server = await testServer({ timers });
after(() => server.close());

const MINUTE = 60_000;

// The ACF limit of Black's first move in `fen`, as the state message says.
async function firstLimit(fen) {
  const [black, white, created] = await seated(server.url, { clock: 'acf', fen });
  const state = await black.request({ type: 'watch', game: created.game });
  await Promise.all([black.close(), white.close()]);
  assert.equal(state.clock.running, 'black');
  return state.clock.black;
}

test('the ACF gives one minute when the only legal move is a single jump', async () => {
  assert.equal(await firstLimit('B:W18,30:B14'), MINUTE);
});

test('the ACF gives one minute when the only legal move is a jump of several pieces', async () => {
  assert.equal(await firstLimit('B:W18,27:B14,1'), MINUTE);
});

test('the ACF gives five minutes when more than one jump is possible', async () => {
  assert.equal(await firstLimit('B:W18,19:B14,15'), 5 * MINUTE);
});

test('the ACF gives five minutes when the only legal move is not a jump', async () => {
  assert.equal(await firstLimit('B:W30:B4'), 5 * MINUTE);
});

test('the ACF gives five minutes for an ordinary move', async () => {
  assert.equal(await firstLimit(undefined), 5 * MINUTE);
});

test('a forced jump made within the minute stands; the opponent then has five minutes', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'acf', fen: 'B:W18,30:B14' });
  timers.advance(MINUTE - 1);
  await play(black, created.game, '14x23');
  const update = await white.next('update');
  assert.deepEqual(update.clock, { control: 'acf', black: 5 * MINUTE, white: 5 * MINUTE, running: 'white' });
  await Promise.all([black.close(), white.close()]);
});

test('a forced jump not made within the minute loses on time', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'acf', fen: 'B:W18,30:B14' });
  timers.advance(MINUTE);
  const update = await white.next((m) => m.type === 'update' && m.result !== '*');
  assert.deepEqual([update.result, update.reason], ['1-0', 'time']);
  const late = await black.request({ type: 'move', game: created.game, move: '14x23' });
  assert.equal(late.type, 'error');
  await Promise.all([black.close(), white.close()]);
});

test('an ordinary move may take up to five minutes under the ACF rule', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'acf' });
  timers.advance(5 * MINUTE - 1);
  await play(black, created.game, '11-15');
  timers.advance(5 * MINUTE - 1);
  await play(white, created.game, '23-19');
  const update = await black.next((m) => m.type === 'update' && m.ply === 2);
  assert.equal(update.clock.running, 'black');
  assert.equal(update.result, '*');
  await Promise.all([black.close(), white.close()]);
});

test('Fischer time: the time used is charged and the increment added after each move', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'fischer:10+2' });
  timers.advance(3000);
  await play(black, created.game, '11-15');
  const update = await white.next('update');
  assert.deepEqual(update.clock, { control: 'fischer:10+2', black: 9000, white: 10_000, running: 'white' });
  await Promise.all([black.close(), white.close()]);
});

test('fixed time: the time used is charged, nothing added; running out loses', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'fixed:10' });
  timers.advance(3000);
  await play(black, created.game, '11-15');
  const update = await black.next('update');
  assert.deepEqual(update.clock, { control: 'fixed:10', black: 7000, white: 10_000, running: 'white' });
  timers.advance(10_000);
  const end = await black.next((m) => m.type === 'update' && m.result !== '*');
  assert.deepEqual([end.result, end.reason, end.clock.white], ['0-1', 'time', 0]);
  await Promise.all([black.close(), white.close()]);
});

test('clock texts: the forms accepted and their values in milliseconds', () => {
  assert.deepEqual(parseControl('acf'), { kind: 'acf', move: 300_000, jump: 60_000, text: 'acf' });
  assert.deepEqual(parseControl('acf:120/30'), { kind: 'acf', move: 120_000, jump: 30_000, text: 'acf:120/30' });
  assert.deepEqual(parseControl('fischer:300+5'), { kind: 'fischer', base: 300_000, increment: 5000, text: 'fischer:300+5' });
  assert.deepEqual(parseControl('fixed:600'), { kind: 'fixed', base: 600_000, increment: 0, text: 'fixed:600' });
  assert.equal(parseControl('none'), null);
  for (const bad of ['acf:0/60', 'fischer:300', 'fixed:90000', 'blitz', 42]) assert.throws(() => parseControl(bad), RangeError);
});
