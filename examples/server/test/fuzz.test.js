// SPDX-License-Identifier: MIT
// Malformed and hostile messages, generated from a seed: each gets an error
// (or, oversized, a close), and the server goes on refereeing a game.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, testServer, seated, play } from './helpers.js';
import { random32 } from '../src/match.js';

const COUNT = Number(process.env.CHECKERS_FUZZ_COUNT ?? 3000);
const server = await testServer({ limits: { maxMessage: 8192 } });
after(() => server.close());

const TYPES = ['create', 'join', 'watch', 'unwatch', 'resume', 'move', 'resign', 'offer-draw', 'accept-draw',
  'decline-draw', 'claim-draw', 'list', 'ping', 'stats', 'constructor', '__proto__', 'toString', 'hasOwnProperty', ''];
const FIELDS = ['game', 'move', 'name', 'variant', 'draws', 'clock', 'color', 'fen', 'token', 'match', 'event', 'id'];

function value(next, game) {
  const pick = Math.floor(next() * 14);
  switch (pick) {
    case 0: return null;
    case 1: return Math.floor(next() * 2 ** 53) * (next() < 0.5 ? -1 : 1);
    case 2: return next() < 0.5;
    case 3: return [];
    case 4: return { ballots: Math.floor(next() * 400) - 100, seed: next() < 0.5 ? 'x' : 7 };
    case 5: return 'x'.repeat(Math.floor(next() * 300));
    case 6: return game;
    case 7: return `${Math.floor(next() * 40)}-${Math.floor(next() * 40)}`;
    case 8: return `${Math.floor(next() * 40)}x${Math.floor(next() * 40)}x${Math.floor(next() * 40)}`;
    case 9: return ['english', 'international', 'frisian', 'chess'][Math.floor(next() * 4)];
    case 10: return ['acf', 'acf:1/1', 'fischer:1e9+1', 'fixed:-1', 'none', 'fixed:0.001'][Math.floor(next() * 6)];
    case 11: return 'W:W21-32:B1-12'.slice(0, Math.floor(next() * 15));
    case 12: return '\u0000\u202e"\\';
    default: return NaN;
  }
}

function message(next, game) {
  const kind = Math.floor(next() * 8);
  if (kind === 0) return Buffer.from(Array.from({ length: Math.floor(next() * 64) }, () => Math.floor(next() * 256)));
  if (kind === 1) return '{"type":"move","game":'.repeat(1 + Math.floor(next() * 20));
  if (kind === 2) return JSON.stringify([{ type: 'ping' }]);
  if (kind === 3) return '['.repeat(500) + ']'.repeat(500);
  const msg = { type: TYPES[Math.floor(next() * TYPES.length)] };
  for (const field of FIELDS) if (next() < 0.4) msg[field] = value(next, game);
  return JSON.stringify(msg);
}

test(`${COUNT} malformed or hostile messages each get an error, and play goes on`, async () => {
  const [black, white, created] = await seated(server.url);
  const next = random32(20261130);
  const fuzzer = await Client.connect(server.url);
  let errors = 0;
  fuzzer.socket.on('message', (data) => {
    if (JSON.parse(String(data)).type === 'error') errors++;
  });
  for (let i = 0; i < COUNT; i++) {
    const m = message(next, created.game);
    fuzzer.socket.send(m, { binary: Buffer.isBuffer(m) });
    if (i % 200 === 199) assert.equal((await fuzzer.request({ type: 'ping' })).type, 'pong');
  }
  assert.equal((await fuzzer.request({ type: 'ping' })).type, 'pong');
  assert.ok(errors > COUNT / 2, `${errors} errors for ${COUNT} messages`);
  assert.deepEqual(server.logs.filter((line) => line.startsWith('internal')), []);
  // The fuzzer's own games never touched the seated players' table.
  await play(black, created.game, '11-15');
  await play(white, created.game, '23-19');
  const update = await black.next((m) => m.type === 'update' && m.ply === 2);
  assert.equal(update.turn, 'black');
  await Promise.all([black.close(), white.close(), fuzzer.close()]);
});

test('a message over the limit closes only its own connection', async () => {
  const [black, white, created] = await seated(server.url);
  const fuzzer = await Client.connect(server.url);
  fuzzer.send('x'.repeat(10000));
  assert.equal((await fuzzer.closed).code, 1009);
  await play(black, created.game, '9-13');
  await Promise.all([black.close(), white.close()]);
});
