// SPDX-License-Identifier: MIT
// Several nodes on one PostgreSQL database (run by with_backend.js, or
// skipped): players of one game on different nodes; their rematch asked
// and accepted from other nodes than the game's; a node killed (SIGKILL)
// in mid-load, its games taken over; the database restarted in mid-load
// (refusals, never losses); a node that is only slow while its lease runs
// out (never two owners, never a move applied twice).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, BACKEND, testServer, tempDir, seated, seatLeft, play, until, query, storedGames, useDatabase, holdQueue } from '../helpers.js';
import { spawnServer, startPairs, verifyStore, waitStored } from '../load.js';
import { Pair, newStats } from '../players.js';
import { random32 } from '../../src/match.js';

const SKIP = { skip: BACKEND !== 'postgres' && 'PostgreSQL only (CHECKERS_TEST_BACKEND=postgres)' };
const CLUSTER_SH = fileURLToPath(new URL('../pg_cluster.sh', import.meta.url));

// Three nodes on the database of `data`, in this process.
async function nodes(data, n = 3, options = {}) {
  const servers = [];
  for (let i = 0; i < n; i++) servers.push(await testServer({ data, node: `n${i}`, stats: true, ...options }));
  return servers;
}

test('two players on two nodes play one game; a spectator on a third sees it; the lobby and stats are the same everywhere', SKIP, async () => {
  const data = tempDir('checkers-cluster-');
  const [a, b, c] = await nodes(data);
  try {
    const black = await Client.connect(a.url);
    const white = await Client.connect(b.url);
    const watcher = await Client.connect(c.url);
    const created = await black.request({ type: 'create', name: 'Ann', clock: 'fischer:300+5' });
    // The open table is listed by every node (after a heartbeat).
    for (const server of [a, b, c]) {
      const lister = await Client.connect(server.url);
      let listed = [];
      for (let i = 0; i < 100 && !listed.some((g) => g.game === created.game); i++) {
        listed = (await lister.request({ type: 'list' })).games;
        await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(listed.some((g) => g.game === created.game && g.player === 'Ann'), `node ${server.url} lists it`);
      lister.close();
    }
    const joined = await white.request({ type: 'join', game: created.game, name: 'Bob' });
    assert.equal(joined.type, 'joined');
    await black.next('state');
    await white.next('state');
    const state = await watcher.request({ type: 'watch', game: created.game });
    assert.equal(state.type, 'state');
    const moves = ['11-15', '23-19', '8-11', '22-17'];
    for (let i = 0; i < moves.length; i++) {
      const [mover, other] = i % 2 === 0 ? [black, white] : [white, black];
      const ack = await play(mover, created.game, moves[i]);
      assert.equal(ack.ply, i + 1);
      for (const client of [other, watcher]) assert.equal((await client.next((m) => m.type === 'update' && m.ply === i + 1)).last, moves[i]);
    }
    // Every node counts the same cluster (once the heartbeats came: polled).
    const counted = () => Promise.all([a, b, c].map((s) => Client.connect(s.url).then(async (cl) => {
      const st = await cl.request({ type: 'stats' });
      cl.close();
      return [st.cluster.nodes, st.cluster.tables];
    })));
    let figures = await counted();
    for (let i = 0; i < 100 && !figures.every((f) => f[0] === 3 && f[1] === 1); i++) {
      await new Promise((r) => setTimeout(r, 200));
      figures = await counted();
    }
    for (const f of figures) assert.deepEqual(f, [3, 1]);
    assert.equal((await white.request({ type: 'resign', game: created.game })).type, 'ok');
    await until(() => a.store.written === 1, 20_000);
    const stored = await storedGames(data);
    assert.match(stored.get(`${created.game}-1`), /1\. 11-15 23-19 2\. 8-11 22-17/);
    // The spectator leaves the ended game from a node that never held it.
    const left = await watcher.request({ type: 'unwatch', game: created.game });
    assert.deepEqual([left.type, left.game], ['unwatched', created.game]);
    for (const cl of [black, white, watcher]) cl.close();
  } finally {
    for (const s of [a, b, c]) await s.close();
  }
});

test('a game whose players sit on two nodes ends and is played again: the rematch is agreed from any node, colours reversed', SKIP, async () => {
  const data = tempDir('checkers-rematch-');
  const [a, b, c] = await nodes(data);
  try {
    const black = await Client.connect(a.url);
    const white = await Client.connect(b.url);
    const created = await black.request({ type: 'create', name: 'Ann', clock: 'fischer:60+1' });
    const joined = await white.request({ type: 'join', game: created.game, name: 'Bob' });
    assert.equal(joined.type, 'joined');
    await play(black, created.game, '11-15');
    assert.equal((await white.request({ type: 'resign', game: created.game })).type, 'ok');
    await black.next((m) => m.type === 'update' && m.result !== '*');
    // Bob asks on his node (b), which passes it to the game's (a).
    const asked = await white.request({ type: 'rematch', game: created.game, token: joined.token });
    assert.deepEqual([asked.type, asked.by], ['rematch', 'white']);
    assert.equal((await black.next('rematch')).by, 'white');
    // Ann accepts from a new connection on a third node, after resuming there.
    const ann = await Client.connect(c.url);
    const resumed = await ann.request({ type: 'resume', game: created.game, token: created.token });
    assert.deepEqual([resumed.type, resumed.finished], ['resumed', true]);
    const started = await ann.request({ type: 'rematch', game: created.game, token: created.token });
    assert.equal(started.type, 'rematched', JSON.stringify(started));
    assert.equal(started.color, 'white'); // Ann had Black
    for (const client of [black, white]) {
      const told = await client.next('rematched');
      assert.equal(told.next, started.next);
      assert.equal(told.color, client === black ? 'white' : 'black');
    }
    for (const client of [black, white, ann]) {
      const state = await client.next((m) => m.type === 'state' && m.game === started.next);
      assert.deepEqual(state.players, { black: 'Bob', white: 'Ann' });
      assert.equal(state.clock.control, 'fischer:60+1');
    }
    // Bob, Black now, moves first from node b; Ann sees it on a and c.
    assert.equal((await play(white, started.next, '11-15')).ply, 1);
    for (const client of [black, ann]) assert.equal((await client.next((m) => m.type === 'update' && m.game === started.next && m.ply === 1)).last, '11-15');
    assert.equal((await ann.request({ type: 'rematch', game: created.game, token: created.token })).error, 'game-over');
    for (const cl of [black, white, ann]) cl.close();
  } finally {
    for (const s of [a, b, c]) await s.close();
  }
});

test('a rematch asked once the node that held the finished game is gone: refused at once with a clear error', SKIP, async () => {
  const data = tempDir('checkers-rematch-gone-');
  const LEASE = 3000; // short, to be waited out; long enough to keep under load
  const [a, b] = await nodes(data, 2, { leaseMs: LEASE });
  let aOpen = true;
  try {
    const black = await Client.connect(a.url);
    const white = await Client.connect(b.url);
    const created = await black.request({ type: 'create', name: 'Ann' });
    const joined = await white.request({ type: 'join', game: created.game, name: 'Bob' });
    assert.equal(joined.type, 'joined');
    assert.equal((await black.request({ type: 'resign', game: created.game })).type, 'ok');
    await white.next((m) => m.type === 'update' && m.result !== '*');
    // Its PDN stored, the game is archived: nobody takes it over.
    const status = async () => (await query(data, 'SELECT status FROM games WHERE id = $1', [created.game]))[0].status;
    for (let i = 0; i < 100 && (await status()) !== 'archived'; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await status(), 'archived');
    await a.close();
    aOpen = false;
    await new Promise((r) => setTimeout(r, LEASE + 500)); // a's lease runs out
    const bob = await Client.connect(b.url);
    const started = performance.now();
    const refused = await bob.request({ type: 'rematch', game: created.game, token: joined.token });
    assert.equal(refused.error, 'unknown-game', JSON.stringify(refused));
    assert.match(refused.message, /ended on a node that is gone: create a new game/);
    // At once: not after the router's deadline (the lease and 2 s more).
    assert.ok(performance.now() - started < LEASE, `${performance.now() - started} ms`);
    for (const cl of [black, white, bob]) cl.close();
  } finally {
    if (aOpen) await a.close();
    await b.close();
  }
});

test('a node killed (SIGKILL) in mid-load: its games are taken over, every acknowledged move is kept, all games end', SKIP, async (t) => {
  const data = tempDir('checkers-kill-');
  const servers = [];
  // A lease a renewal late on a loaded machine does not lose (a lost lease
  // moves a healthy node's game, and its players are not told to resume).
  for (let i = 0; i < 3; i++) servers.push(await spawnServer(data, ['--node', `k${i}`, '--lease', '5']));
  const urls = servers.map((s) => s.url);
  const stats = newStats();
  const next = random32(5);
  const pairs = [];
  const GAMES = 24;
  for (let i = 0; i < GAMES; i++) {
    // The creator's node holds the game; its opponent sits on the next node.
    pairs.push(new Pair({ urls: [urls[i % 3], urls[(i + 1) % 3]], next, create: { variant: 'english', clock: i % 2 ? 'fischer:3600+5' : 'none' }, maxPlies: 160, stats }));
  }
  try {
    await Promise.all(pairs.map((p) => p.start()));
    for (const p of pairs) p.release();
    await until(() => stats.latencies.length >= GAMES * 8, 30_000);
    const killedAt = performance.now();
    servers[0].child.kill('SIGKILL');
    await new Promise((r) => servers[0].child.once('exit', r));
    const ackedAtKill = pairs.reduce((n, p) => n + p.acked.filter(Boolean).length, 0);
    // Every game still going on resumes, both players on the surviving nodes.
    const ongoing = pairs.filter((p) => p.result === null);
    for (const p of ongoing) p.drop();
    await Promise.all(ongoing.map((p, i) => p.resume([urls[1 + (i % 2)], urls[2 - (i % 2)]])));
    const failover = performance.now() - killedAt;
    await until(() => ongoing.every((p) => p.prefixChecked >= 2), 20_000);
    const results = await Promise.all(pairs.map((p) => p.finished));
    for (const p of pairs) p.close();
    assert.deepEqual(stats.lost, []);
    assert.deepEqual(stats.errors, []);
    const texts = await waitStored(data, results);
    assert.deepEqual(verifyStore(texts, results, new Map(pairs.map((p) => [p.game, p.history]))), []);
    t.diagnostic(`${ackedAtKill} moves acknowledged at the kill; ${ongoing.length} games resumed on the other nodes; `
      + `all resumed ${Math.round(failover)} ms after the kill (lease 5 s)`);
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
  }
});

// A cluster of its own (pg_cluster.sh), so that the other tests' database
// stays up.
const clusterEnv = { ...process.env };
delete clusterEnv.CHECKERS_TEST_PG; // pg_cluster.sh leaves an outside database alone
function ownCluster(state) {
  const run = spawnSync('sh', [CLUSTER_SH, 'start', state], { encoding: 'utf8', timeout: 60_000, env: clusterEnv });
  if (run.status !== 0) throw new Error(`pg_cluster.sh start: ${run.stdout}${run.stderr}`);
  return run.stdout.trim().split('\n').at(-1);
}
const HAVE_PG_CTL = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/pg_ctl || command -v pg_ctl'], { stdio: 'ignore' }).status === 0;

test('PostgreSQL restarted in mid-load: changes refused while it is away, none acknowledged lost, play resumes', {
  skip: (BACKEND !== 'postgres' || !HAVE_PG_CTL) && 'needs PostgreSQL (pg_ctl) to start a cluster of its own',
}, async (t) => {
  const data = tempDir('checkers-pgrestart-');
  const state = `${data}/pg.state`;
  const url = ownCluster(state);
  assert.match(url, /^postgres:/);
  useDatabase(data, url);
  const server = await spawnServer(data, ['--node', 'r0', '--lease', '3']);
  try {
    const { pairs, stats } = await startPairs(server.url, 20, { seed: 9, maxPlies: 200, hold: true });
    for (const p of pairs) p.retry = 100;
    for (const p of pairs) p.release();
    await until(() => stats.latencies.length >= 200, 20_000);
    const before = stats.latencies.length;
    const restart = spawnSync('sh', [CLUSTER_SH, 'restart', state], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(restart.status, 0, restart.stderr);
    const results = await Promise.all(pairs.map((p) => p.finished));
    // Every game still has every move acknowledged to it, in place.
    await Promise.all(pairs.map((p) => p.resume(server.url).catch(() => {})));
    for (const p of pairs) p.close();
    assert.deepEqual(stats.lost, []);
    assert.deepEqual(stats.errors, []);
    const texts = await waitStored(data, results);
    assert.deepEqual(verifyStore(texts, results, new Map(pairs.map((p) => [p.game, p.history]))), []);
    t.diagnostic(`${before} moves before the restart, ${stats.latencies.length} in all; ${stats.journalRefusals ?? 0} refused with "journal" meanwhile`);
    assert.ok(stats.latencies.length > before);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    spawnSync('sh', [CLUSTER_SH, 'stop', state], { timeout: 60_000, env: clusterEnv });
  }
});

test('a node that is only slow while its lease runs out: another takes the game over; the slow one applies nothing more', SKIP, async () => {
  const data = tempDir('checkers-slow-');
  const slow = await spawnServer(data, ['--node', 'slow', '--lease', '3']);
  const other = await spawnServer(data, ['--node', 'other', '--lease', '3']);
  try {
    const [black, white, created] = await seated(slow.url);
    await play(black, created.game, '11-15');
    await play(white, created.game, '23-19');
    slow.child.kill('SIGSTOP'); // slow, not dead: its sockets stay open
    // Sent to the stopped node: it reads it once it runs again.
    black.send({ type: 'move', game: created.game, move: '8-11', id: 'late' });
    await new Promise((r) => setTimeout(r, 3600)); // the lease runs out
    const again = await Client.connect(other.url);
    assert.equal((await again.request({ type: 'resume', game: created.game, token: created.token }, 10_000)).type, 'resumed');
    const state = await again.next('state');
    assert.deepEqual(state.history, ['11-15', '23-19']);
    await play(again, created.game, '9-13');
    slow.child.kill('SIGCONT');
    // The slow node's move is never acknowledged: refused, or its
    // connection closed as the game has moved.
    const late = await Promise.race([black.next((m) => m.id === 'late', 8000), black.closed.then((c) => ({ closed: c.code }))]);
    assert.notEqual(late.type, 'ack', JSON.stringify(late));
    const rows = await query(data, `SELECT n, ply, record->>'move' AS move FROM events WHERE game = $1 AND kind = 'move' AND NOT void ORDER BY seq`, [created.game]);
    assert.deepEqual(rows.map((r) => [r.ply, r.move]), [[1, '11-15'], [2, '23-19'], [3, '9-13']]);
    const [{ owners }] = await query(data, 'SELECT count(DISTINCT owner)::int AS owners FROM games WHERE id = $1', [created.game]);
    assert.equal(owners, 1);
    const watcher = await Client.connect(other.url);
    assert.deepEqual((await watcher.request({ type: 'watch', game: created.game })).history, ['11-15', '23-19', '9-13']);
    for (const c of [black, white, again, watcher]) c.close();
  } finally {
    slow.child.kill('SIGCONT');
    slow.child.kill('SIGTERM');
    other.child.kill('SIGTERM');
  }
});

test('a resume routed while the game\'s node is gone is dropped if its client leaves before the takeover', SKIP, async () => {
  const data = tempDir('checkers-gone-');
  const a = await testServer({ data, node: 'a' });
  const b = await testServer({ data, node: 'b', limits: { graceMs: 1000 } });
  try {
    const [black, white, created, joined] = await seated(a.url);
    await play(black, created.game, '11-15');
    for (const c of [black, white]) c.close();
    await a.close(); // as if killed: b takes its games over once its lease runs out
    // White resumes at b, which waits for a's lease; White leaves meanwhile.
    const gone = await Client.connect(b.url);
    gone.send({ type: 'resume', game: created.game, token: joined.token, id: 'gone' });
    await new Promise((r) => setTimeout(r, 300));
    await gone.close();
    await until(() => b.tables.has(created.game));
    const table = b.tables.get(created.game);
    // Black comes back; White never does, and loses on time after the grace period.
    const back = await Client.connect(b.url);
    assert.equal((await back.request({ type: 'resume', game: created.game, token: created.token })).type, 'resumed');
    const end = await back.next((m) => m.type === 'update' && m.result !== '*');
    assert.deepEqual([end.result, end.reason], ['0-1', 'time']);
    assert.equal([...table.seats[1].conns].length, 0);
    back.close();
  } finally {
    await b.close();
  }
});

test('a resume queued at a table its node loses meanwhile is sent to reconnect, not seated there', SKIP, async () => {
  const data = tempDir('checkers-lost-');
  const a = await testServer({ data, node: 'a' });
  try {
    const [black, white, created, joined] = await seated(a.url);
    await white.close();
    await seatLeft(a, created.game, 1);
    const release = await holdQueue(a.tables.get(created.game));
    const back = await Client.connect(a.url);
    const answer = back.request({ type: 'resume', game: created.game, token: joined.token });
    await new Promise((r) => setTimeout(r, 50)); // the resume queued behind the hold
    // Another node took the game (as claim() does: a new owner and epoch).
    await query(data, "UPDATE games SET owner = 'b', epoch = epoch + 1 WHERE id = $1", [created.game]);
    await until(() => !a.tables.has(created.game));
    assert.equal((await black.closed).code, 1012);
    release();
    assert.equal((await back.closed).code, 1012);
    assert.equal(await Promise.race([answer.then(() => 'answered', () => 'none'), new Promise((r) => setTimeout(() => r('none'), 200))]), 'none');
  } finally {
    await a.close();
  }
});
