// SPDX-License-Identifier: MIT
// Bounded everywhere: message size, connections, games per connection, idle
// time. Each bound is met with an error or a close code, never a crash.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, testServer, seated, play, until } from './helpers.js';

const server = await testServer({
  limits: { maxMessage: 512, maxConnections: 4, maxGamesPerConnection: 2, maxWatchers: 1 },
});
// The idle bound on a server of its own: on the other, a player silent while
// the opponent's join is journaled (a synced commit on PostgreSQL) could
// pass a bound this short on a busy machine.
const IDLE = 1000;
const idle = await testServer({ limits: { idleMs: IDLE } });
after(() => Promise.all([server.close(), idle.close()]));

test('a message over the size limit closes its connection with 1009', async () => {
  const client = await Client.connect(server.url);
  client.send({ type: 'ping', padding: 'x'.repeat(600) });
  const { code } = await client.closed;
  assert.equal(code, 1009);
});

test('a connection beyond the limit is closed at once with 1013', async () => {
  const clients = await Promise.all([1, 2, 3, 4].map(() => Client.connect(server.url)));
  const extra = await Client.connect(server.url);
  assert.deepEqual(await extra.closed, { code: 1013, reason: 'server full' });
  await Promise.all(clients.map((c) => c.close()));
});

test('a connection holds at most its number of games', async () => {
  const client = await Client.connect(server.url);
  assert.equal((await client.request({ type: 'create' })).type, 'created');
  assert.equal((await client.request({ type: 'create' })).type, 'created');
  const third = await client.request({ type: 'create' });
  assert.deepEqual([third.type, third.error], ['error', 'limit']);
  await client.close();
});

test('a table has at most its number of spectators', async () => {
  const [black, white, created] = await seated(server.url);
  await black.request({ type: 'watch', game: created.game });
  const second = await white.request({ type: 'watch', game: created.game });
  assert.equal(second.error, 'limit');
  await Promise.all([black.close(), white.close()]);
});

test('a silent connection is closed after the idle time with 4000', async () => {
  const started = Date.now(); // the server's idle time counts from before the open
  const client = await Client.connect(idle.url);
  const { code, reason } = await client.closed;
  assert.deepEqual([code, reason], [4000, 'idle']);
  assert.ok(Date.now() - started >= IDLE);
});

test('a ping keeps a connection alive', async () => {
  const client = await Client.connect(idle.url);
  const started = Date.now();
  while (Date.now() - started < 2 * IDLE) {
    await new Promise((r) => setTimeout(r, IDLE / 4));
    assert.equal((await client.request({ type: 'ping' })).type, 'pong');
  }
  await client.close();
});

test('a connection that does not read what it is sent is cut off once its backlog passes the limit', async () => {
  const small = await testServer({ limits: { maxBuffered: 64 * 1024 } });
  const [black, white, created] = await seated(small.url);
  const reader = await Client.connect(small.url);
  reader.socket.pause(); // reads nothing from now on
  // Each watch is answered with the whole state: megabytes unread, more
  // than the loopback socket buffers hold.
  for (let i = 0; i < 40_000; i++) reader.send({ type: 'watch', game: created.game });
  await until(() => small.stats().connections === 2, 20_000);
  await play(black, created.game, '11-15'); // the others play on
  reader.socket.terminate();
  await Promise.all([black.close(), white.close()]);
  await small.close();
});
