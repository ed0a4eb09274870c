// SPDX-License-Identifier: MIT
// Results off the board: resignation, draw offers (accepted, declined,
// lapsed), draw claims under the game's draw rules, and the reconnection
// grace period (a player away longer loses on time), on a fake clock.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, testServer, seated, play, seatLeft, until, refuseNext, holdQueue } from './helpers.js';
import { FakeTimers } from '../src/timers.js';

const GRACE = 30_000;
const timers = new FakeTimers();
const server = await testServer({ timers, limits: { graceMs: GRACE } });
after(() => server.close());

const ended = (m) => m.type === 'update' && m.result !== '*';

test('a player who resigns loses; both players hear it', async () => {
  const [black, white, created] = await seated(server.url);
  assert.equal((await white.request({ type: 'resign', game: created.game })).type, 'ok');
  for (const client of [black, white]) {
    const update = await client.next(ended);
    assert.deepEqual([update.result, update.reason], ['0-1', 'resignation']);
  }
  await Promise.all([black.close(), white.close()]);
});

test('a draw offered and accepted is a draw by agreement', async () => {
  const [black, white, created] = await seated(server.url);
  await black.request({ type: 'offer-draw', game: created.game });
  const offered = await white.next((m) => m.type === 'update' && m.drawOffer === 'black');
  assert.equal(offered.result, '*');
  assert.equal((await white.request({ type: 'accept-draw', game: created.game })).type, 'ok');
  const update = await black.next(ended);
  assert.deepEqual([update.result, update.reason], ['1/2-1/2', 'agreement']);
  await Promise.all([black.close(), white.close()]);
});

test('a draw offer declined, or answered with a move, lapses; there is then nothing to accept', async () => {
  const [black, white, created] = await seated(server.url);
  await black.request({ type: 'offer-draw', game: created.game });
  assert.equal((await white.request({ type: 'decline-draw', game: created.game })).type, 'ok');
  assert.equal((await black.next((m) => m.type === 'update' && m.drawOffer === null)).result, '*');
  await play(black, created.game, '11-15');
  await black.request({ type: 'offer-draw', game: created.game });
  await play(white, created.game, '23-19');
  const update = await black.next((m) => m.type === 'update' && m.ply === 2);
  assert.equal(update.drawOffer, null);
  const late = await white.request({ type: 'accept-draw', game: created.game });
  assert.deepEqual([late.type, late.error], ['error', 'no-offer']);
  await Promise.all([black.close(), white.close()]);
});

test('a draw is claimed when the draw rules allow it, and refused with the library code otherwise', async () => {
  // WCDF rules: the third occurrence of a position may be claimed.
  const [black, white, created] = await seated(server.url, { fen: 'B:WK32:BK1', draws: 'wcdf' });
  const early = await black.request({ type: 'claim-draw', game: created.game });
  assert.deepEqual([early.error, early.codeName], ['no-claim', 'E_NO_CLAIM']);
  const shuffle = [[black, '1-5'], [white, '32-28'], [black, '5-1'], [white, '28-32']];
  for (let i = 0; i < 2; i++) for (const [client, move] of shuffle) await play(client, created.game, move);
  const update = await black.next((m) => m.type === 'update' && m.ply === 8);
  assert.equal(update.claimable, 'repetition');
  assert.equal((await white.request({ type: 'claim-draw', game: created.game })).type, 'ok');
  const end = await black.next(ended);
  assert.deepEqual([end.result, end.reason], ['1/2-1/2', 'repetition']);
  await Promise.all([black.close(), white.close()]);
});

test('a player back within the grace period plays on', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'acf' });
  await black.close();
  await seatLeft(server, created.game, 0);
  timers.advance(GRACE - 1);
  const back = await Client.connect(server.url);
  assert.equal((await back.request({ type: 'resume', game: created.game, token: created.token })).type, 'resumed');
  timers.advance(GRACE);
  await play(back, created.game, '11-15');
  assert.equal((await white.next('update')).result, '*');
  await Promise.all([back.close(), white.close()]);
});

test('a player away longer than the grace period loses on time', async () => {
  const [black, white, created] = await seated(server.url);
  await play(black, created.game, '11-15');
  await white.close();
  await seatLeft(server, created.game, 1);
  timers.advance(GRACE);
  const update = await black.next(ended);
  assert.deepEqual([update.result, update.reason], ['0-1', 'time']);
  await black.close();
});

test('a game nobody joined is given up when its creator is away longer than the grace period', async () => {
  const host = await Client.connect(server.url);
  const created = await host.request({ type: 'create' });
  await host.close();
  await seatLeft(server, created.game, 0);
  timers.advance(GRACE);
  await until(() => !server.tables.has(created.game)); // journaled, then closed
  const other = await Client.connect(server.url);
  assert.equal((await other.request({ type: 'join', game: created.game })).error, 'unknown-game');
  await other.close();
});

test('a join that waits its turn while the game is given up is refused, never begun', async () => {
  const host = await Client.connect(server.url);
  const created = await host.request({ type: 'create' });
  await host.close();
  await seatLeft(server, created.game, 0);
  // The table's queue held, so the join sits down before the grace period's
  // end is handled, and its own turn comes after the table closed.
  const table = server.tables.get(created.game);
  const release = await holdQueue(table);
  timers.advance(GRACE);
  const other = await Client.connect(server.url);
  const answer = other.request({ type: 'join', game: created.game, name: 'Bob' });
  await until(() => table.seats[1] !== null);
  release();
  assert.equal((await answer).error, 'unknown-game');
  assert.equal(server.tables.has(created.game), false);
  await other.close();
});

test('a flag that fell is a loss in its own game only, however many requests found it fallen', async () => {
  const [black, white, created] = await seated(server.url, { match: { ballots: 1, seed: 1 }, clock: 'fixed:10' });
  const table = server.tables.get(created.game);
  const mover = table.game.turn === 'black' ? black : white;
  // The flag's timer late (a busy event loop): two requests find the flag
  // fallen, and each queues the loss, before the first loss is declared.
  timers.clear(table.flagTimer);
  timers.advance(11_000);
  const release = await holdQueue(table);
  const answers = [mover.request({ type: 'offer-draw', game: created.game }), mover.request({ type: 'resign', game: created.game })];
  await new Promise((r) => setTimeout(r, 50)); // both queued behind the hold
  release();
  await Promise.all(answers);
  await until(() => table.number === 1);
  await new Promise((r) => setTimeout(r, 50)); // whatever was queued has run
  assert.equal(table.match.results.length, 1);
  assert.equal(table.game.isOver, false, JSON.stringify(table.game.status));
  await Promise.all([black.close(), white.close()]);
});

test('a game given up that the journal refused is given up again a second later', async () => {
  const host = await Client.connect(server.url);
  const created = await host.request({ type: 'create' });
  await host.close();
  await seatLeft(server, created.game, 0);
  refuseNext(server, 'abandon');
  timers.advance(GRACE);
  await until(() => server.logs.some((l) => l.includes('not given up, tried again')));
  assert.equal(server.tables.has(created.game), true);
  timers.advance(1000);
  await until(() => !server.tables.has(created.game));
});

test('a loss on time after the grace period that the journal refused is declared again a second later', async () => {
  const [black, white, created] = await seated(server.url);
  await white.close();
  await seatLeft(server, created.game, 1);
  refuseNext(server, 'declare');
  timers.advance(GRACE);
  await until(() => server.logs.some((l) => l.includes(`table ${created.game}: declare not recorded`)));
  assert.equal(server.tables.get(created.game).game.isOver, false);
  timers.advance(1000);
  const update = await black.next(ended);
  assert.deepEqual([update.result, update.reason], ['0-1', 'time']); // White lost
  await black.close();
});

test('a fallen flag whose loss the journal refused is declared again a second later', async () => {
  const [black, white, created] = await seated(server.url, { clock: 'fixed:10' });
  refuseNext(server, 'declare');
  timers.advance(10_000);
  await until(() => server.logs.some((l) => l.includes(`table ${created.game}: declare not recorded`)));
  assert.equal(server.tables.get(created.game).game.isOver, false);
  timers.advance(1000);
  const update = await white.next(ended);
  assert.deepEqual([update.result, update.reason], ['1-0', 'time']); // Black, to move, lost
  await Promise.all([black.close(), white.close()]);
});

test('a join queued behind a create the journal refused finds no game', async () => {
  let refuse;
  refuseNext(server, 'create', () => new Promise((resolve, reject) => { refuse = reject; }));
  const host = await Client.connect(server.url);
  const created = host.request({ type: 'create', name: 'Ann' });
  await until(() => refuse !== undefined);
  // Listed while its record is written: a join from the lobby queues behind it.
  const [table] = [...server.tables.values()].filter((t) => t.seats[0]?.name === 'Ann' && t.seats[1] === null);
  const other = await Client.connect(server.url);
  const joined = other.request({ type: 'join', game: table.id, name: 'Bob' });
  await until(() => table.seats[1] !== null);
  refuse(new Error('no space left on device'));
  assert.equal((await created).error, 'journal');
  assert.equal((await joined).error, 'unknown-game');
  assert.equal(server.tables.has(table.id), false);
  await Promise.all([host.close(), other.close()]);
});

test('a creator who resumes and leaves at once, without waiting, leaves', async () => {
  const host = await Client.connect(server.url);
  const created = await host.request({ type: 'create' });
  await host.close();
  await seatLeft(server, created.game, 0);
  const back = await Client.connect(server.url);
  back.send({ type: 'resume', game: created.game, token: created.token });
  assert.equal((await back.request({ type: 'leave', game: created.game })).type, 'ok');
  assert.equal(server.tables.has(created.game), false);
  await back.close();
});
