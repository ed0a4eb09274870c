// SPDX-License-Identifier: MIT
// Faults: a server killed with SIGKILL in the middle of a load and started
// again on its data loses no acknowledged move and play resumes; clients that
// vanish mid-game and come back within the grace period carry on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnServer, startPairs, verifyStore, waitStored } from './load.js';
import { tempDir, until } from './helpers.js';

const GAMES = Math.min(30, Number(process.env.CHECKERS_LOAD_GAMES ?? 30));


test(`a server killed (SIGKILL) during ${GAMES} games keeps every acknowledged move; play resumes to the end`, async (t) => {
  const data = tempDir('checkers-fault-');
  let server = await spawnServer(data);
  // One game in five is resigned at ply 6: finished before the kill.
  const { pairs, stats } = await startPairs(server.url, GAMES, { seed: 7, maxPlies: (i) => (i % 5 === 0 ? 6 : 200) });
  // Kill while games are under way: after a few hundred acknowledged moves.
  await until(() => stats.latencies.length >= GAMES * 10, 20_000);
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  const ackedAtKill = pairs.reduce((n, p) => n + p.acked.filter(Boolean).length, 0);
  const finishedAtKill = pairs.filter((p) => p.result !== null).length;
  server = await spawnServer(data);
  try {
    const ongoing = pairs.filter((p) => p.result === null);
    await Promise.all(ongoing.map((p) => p.resume(server.url)));
    await until(() => ongoing.every((p) => p.prefixChecked >= 2), 20_000);
    assert.deepEqual(stats.lost, []);
    const results = await Promise.all(pairs.map((p) => p.finished));
    for (const p of pairs) p.close();
    const texts = await waitStored(data, results);
    const problems = verifyStore(texts, results, new Map(pairs.map((p) => [p.game, p.history])));
    t.diagnostic(`${ackedAtKill} moves acknowledged and ${finishedAtKill} games finished at the kill; ${ongoing.length} games resumed`);
    assert.ok(finishedAtKill > 0);
    assert.deepEqual(problems, []);
    assert.deepEqual(stats.errors, []);
  } finally {
    server.child.kill('SIGTERM');
  }
});

test('players who vanish mid-game and come back within the grace period play on', async () => {
  const data = tempDir('checkers-fault-');
  const server = await spawnServer(data, ['--grace', '30']);
  try {
    const { pairs, stats } = await startPairs(server.url, 10, { seed: 11, maxPlies: 200 });
    await until(() => stats.latencies.length >= 100, 20_000);
    const vanished = pairs.filter((p) => p.result === null).slice(0, 5);
    for (const p of vanished) p.drop();
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all(vanished.map((p) => p.resume(server.url)));
    const results = await Promise.all(pairs.map((p) => p.finished));
    for (const p of pairs) p.close();
    assert.deepEqual(stats.lost, []);
    assert.ok(results.every((r) => r.reason !== 'time'), JSON.stringify(results));
    assert.ok(vanished.every((p) => p.prefixChecked >= 2));
  } finally {
    server.child.kill('SIGTERM');
  }
});
