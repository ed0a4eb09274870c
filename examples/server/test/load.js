#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The load test: a server in its own process (so its memory is its own) on
// 127.0.0.1, N concurrent games over 2N connections of random legal and
// illegal moves, then every finished game's PDN from the store replayed with
// the library. Prints the figures as JSON:
//   node test/load.js [--games 1000] [--illegal 0.2] [--max-plies 300] [--seed 1] [--nodes 1]
//                     [--warmup MOVES]
// "steady" gives the CPU and latency figures again from the MOVES-th
// acknowledged move on (default: two a game), leaving out the start, where all
// games send their first moves at once to a server whose code V8 has yet to
// compile (its compiler threads' CPU counts as the server's).
// On PostgreSQL: CHECKERS_TEST_BACKEND=postgres CHECKERS_TEST_PG=postgres://...
// (and CHECKERS_PG_STATE=FILE of pg_cluster.sh for the database's CPU time);
// --nodes N starts N servers on it, each game's players on two of them.
// CHECKERS_SERVER_NODE_ARGS: Node's options for the server (--cpu-prof).
// load.test.js runs it scaled down (CHECKERS_LOAD_GAMES).

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkers, ws } from '../src/deps.js';
import { random32 } from '../src/match.js';
import { Pair, newStats, percentile } from './players.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, backendOptions, storedGames, query, BACKEND } from './helpers.js';

const { readPdn } = checkers;
const SERVER = fileURLToPath(new URL('../server.js', import.meta.url));
// Node's options for the server (CHECKERS_SERVER_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=DIR" profiles it; NODE_OPTIONS refuses --cpu-prof).
const NODE_ARGS = (process.env.CHECKERS_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

// Starts server.js on `data` (its files, or on PostgreSQL the schema it
// stands for: see helpers.js); resolves to {child, url} once it listens.
export async function spawnServer(data, extra = []) {
  const backend = await backendOptions(data);
  const where = backend.db ? ['--db', backend.db, '--node', backend.node, '--lease', '2'] : ['--data', data];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, SERVER, '--port', '0', ...where, '--stats', ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d) => { child.log = (child.log ?? '') + d; });
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${child.log ?? ''}`)));
  });
}

export async function serverStats(url) {
  const socket = new ws.WebSocket(url);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  const reply = await new Promise((resolve) => {
    socket.once('message', (data) => resolve(JSON.parse(String(data))));
    socket.send(JSON.stringify({ type: 'stats' }));
  });
  socket.close();
  return reply;
}

const VARIANT_MIX = ['english', 'english', 'english', 'russian', 'italian', 'brazilian'];

// The pairs of `games` games on `url`, started 100 at a time (held, not
// moving, until their release() when `hold`); maxPlies (a
// number, or a function of the game's index) is where the player to move resigns.
// url may be a list of nodes: game i's players sit on nodes i and i + 1.
export async function startPairs(url, games, { seed = 1, illegal = 0.2, maxPlies = 300, stats = newStats(), hold = false } = {}) {
  const urls = Array.isArray(url) ? url : [url];
  const next = random32(seed);
  const pairs = [];
  for (let i = 0; i < games; i++) {
    const variant = VARIANT_MIX[i % VARIANT_MIX.length];
    const clock = i % 2 === 0 ? 'none' : 'fischer:3600+5';
    const plies = typeof maxPlies === 'function' ? maxPlies(i) : maxPlies;
    pairs.push(new Pair({ urls: [urls[i % urls.length], urls[(i + 1) % urls.length]], next, create: { variant, clock }, illegal, maxPlies: plies, stats }));
  }
  for (let i = 0; i < pairs.length; i += 100) await Promise.all(pairs.slice(i, i + 100).map((p) => p.start()));
  if (!hold) for (const p of pairs) p.release();
  return { pairs, stats };
}

// Waits (at most 10 s) until the store of `data` holds a PDN for each
// result; resolves to the store's texts by name.
export async function waitStored(data, results) {
  let texts;
  for (let i = 0; i < 200; i++) {
    texts = await storedGames(data);
    if (results.every((r) => texts.has(`${r.game}-1`))) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return texts;
}

// Reads every finished game's PDN from the store and replays it with the
// library: the same moves as the players saw, and the same result (the
// rules' result when they decided; a declared one by its Termination tag).
export function verifyStore(texts, results, histories) {
  const problems = [];
  for (const r of results) {
    const text = texts.get(`${r.game}-1`);
    if (text === undefined) {
      problems.push(`${r.game}: no PDN`);
      continue;
    }
    const [g] = readPdn(text);
    const moves = g.moves.map(String);
    const expected = histories.get(r.game);
    if (g.error !== null) problems.push(`${r.game}: ${g.error.message}`);
    else if (moves.length !== r.ply || (expected && moves.join(' ') !== expected.slice(0, r.ply).join(' '))) {
      problems.push(`${r.game}: ${moves.length} moves in the PDN, ${r.ply} played`);
    } else if (g.tags.Result !== r.result) problems.push(`${r.game}: Result ${g.tags.Result}, played ${r.result}`);
    else if (['resignation', 'agreement', 'time', 'adjudication'].includes(r.reason)) {
      const termination = r.reason === 'time' ? 'time forfeit' : r.reason;
      if (g.game.result !== '*' || g.tags.Termination !== termination) problems.push(`${r.game}: declared ${r.reason}, replayed ${g.game.result} ${g.tags.Termination}`);
    } else if (g.game.result !== r.result || g.game.status.reason !== r.reason) {
      problems.push(`${r.game}: replays to ${g.game.result} ${g.game.status.reason}, played ${r.result} ${r.reason}`);
    }
    g.game.free();
  }
  return problems;
}

// The CPU seconds (user + system) process `pid` has used; with
// `children`, those of its children too (the database's backends).
// With `system`, the kernel's share alone (system calls: sockets, files).
function cpuSeconds(pid, { children = false, system = false } = {}) {
  const read = (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      return { ppid: Number(fields[1]), ticks: (system ? 0 : Number(fields[11])) + Number(fields[12]) };
    } catch {
      return { ppid: -1, ticks: 0 };
    }
  };
  let ticks = read(pid).ticks;
  if (children) for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) if (read(p).ppid === pid) ticks += read(p).ticks;
  return ticks / 100; // USER_HZ
}

// The postmaster's pid of the private cluster (pg_cluster.sh), if any.
function postgresPid() {
  const state = process.env.CHECKERS_PG_STATE;
  if (BACKEND !== 'postgres' || !state || !existsSync(state)) return null;
  return Number(readFileSync(join(readFileSync(state, 'utf8').split('\n')[0], 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

// nodes > 1 (PostgreSQL): that many servers on the database, each game's
// players on two of them (so half the requests are passed between nodes).
export async function runLoad({ games = 1000, illegal = 0.2, maxPlies = 300, seed = 1, nodes = 1, warmup = 2 * games, timeoutMs = 600_000 } = {}) {
  const data = tempDir('checkers-load-');
  const servers = [];
  // A lease long enough for nodes that share a loaded machine with their
  // clients (a lease lost under load moves the game, and the load's players
  // do not follow it).
  for (let i = 0; i < nodes; i++) servers.push(await spawnServer(data, nodes > 1 ? ['--node', `load${i}`, '--lease', '10'] : []));
  const { child, url } = servers[0];
  try {
    const before = (await serverStats(url)).memory;
    const t0 = performance.now();
    const { pairs, stats } = await startPairs(servers.map((s) => s.url), games, { seed, illegal, maxPlies, hold: true });
    // Every game seated and none begun: the server's memory for N live games.
    const during = (await serverStats(url)).memory;
    const seated = performance.now();
    const pg = postgresPid();
    const start = cpuNow(servers);
    const pgCpu0 = pg ? cpuSeconds(pg, { children: true }) : 0;
    // The CPU at the warm-up's end (read in the acknowledgement's handler:
    // /proc is read synchronously).
    let warm = null;
    stats.onAck = () => {
      if (warm === null && stats.latencies.length >= warmup) warm = { ...cpuNow(servers), refused: stats.refused };
    };
    for (const p of pairs) p.release();
    const results = await Promise.race([
      Promise.all(pairs.map((p) => p.finished)),
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`games not over after ${timeoutMs} ms: `
          + `${pairs.filter((p) => p.result === null).length} going on, errors ${JSON.stringify(stats.errors.slice(0, 5))}; `
          + `server logs: ${servers.map((s) => (s.child.log ?? '').slice(-2000)).join('\n---\n')}`)), timeoutMs).unref();
      }),
    ]);
    const seconds = (performance.now() - seated) / 1000;
    const whole = figuresSince(servers, start, stats.latencies.length + stats.refused, stats.latencies);
    const steady = warm && {
      afterMoves: warmup,
      ...figuresSince(servers, warm, stats.latencies.length - warmup + stats.refused - warm.refused, stats.latencies.slice(warmup)),
    };
    const pgCpu = pg ? cpuSeconds(pg, { children: true }) - pgCpu0 : null;
    const after = await serverStats(url);
    const flushes = (await Promise.all(servers.map((s) => serverStats(s.url)))).reduce((n, st) => n + st.journal.flushes, 0);
    // On PostgreSQL: what a move and a finished game take in the database.
    const database = BACKEND === 'postgres'
      ? (await query(data, `SELECT pg_total_relation_size('events')::float8 / greatest(count(*), 1) AS event,
                                 (SELECT pg_total_relation_size('finished')::float8 / greatest(count(*), 1) FROM finished) AS pdn
                            FROM events`))[0]
      : null;
    for (const p of pairs) p.close();
    // The last PDNs are written just after the last result is sent.
    const texts = await waitStored(data, results);
    // A file is seen before its folder is synced and the game counted.
    let stored = texts.size;
    if (nodes === 1) {
      for (let i = 0; i < 100; i++) {
        stored = (await serverStats(url)).store.written;
        if (stored >= results.length) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const problems = verifyStore(texts, results, new Map(pairs.map((p) => [p.game, p.history])));
    const moves = stats.latencies.length;
    return {
      games,
      connections: games * 2,
      seatSeconds: +((seated - t0) / 1000).toFixed(2),
      moves,
      illegalSent: stats.illegalSent,
      refused: stats.refused,
      acceptedIllegal: stats.acceptedIllegal.slice(0, 5),
      errors: stats.errors.length,
      seconds: +seconds.toFixed(2),
      movesPerSecond: Math.round((moves + stats.refused) / seconds),
      legalMovesPerSecond: Math.round(moves / seconds),
      backend: BACKEND,
      nodes,
      ...whole,
      databaseCpuMsPerMove: pgCpu === null ? null : +((pgCpu * 1000) / moves).toFixed(3),
      steady,
      memoryPerGameKB: {
        rss: Math.round((during.rss - before.rss) / games / 1024),
        heap: Math.round((during.heapUsed - before.heapUsed) / games / 1024),
      },
      serverRssMB: Math.round(after.memory.rss / 2 ** 20),
      journalFlushes: flushes,
      movesPerCommit: +(moves / flushes).toFixed(1),
      databaseBytes: database && { perEvent: Math.round(database.event), perFinishedGame: Math.round(database.pdn) },
      results: tally(results),
      stored,
      problems,
      errorSamples: stats.errors.slice(0, 3),
    };
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
  }
}

// The CPU seconds used so far by the servers (all, and in the kernel) and by
// this process (the players).
function cpuNow(servers) {
  return {
    cpu: servers.map((s) => cpuSeconds(s.child.pid)),
    sys: servers.map((s) => cpuSeconds(s.child.pid, { system: true })),
    client: process.cpuUsage(),
  };
}

// The servers' CPU per refereed message since `from` (cpuNow), of which in the
// kernel (system calls), the players' (this process), and the latencies' p50
// and p99.
function figuresSince(servers, from, messages, latencies) {
  const now = cpuNow(servers);
  const used = (key) => now[key].reduce((sum, t, i) => sum + t - from[key][i], 0);
  const client = process.cpuUsage(from.client);
  return {
    serverCpuMsPerMessage: +((used('cpu') * 1000) / messages).toFixed(3),
    serverSystemMsPerMessage: +((used('sys') * 1000) / messages).toFixed(3),
    clientCpuMsPerMessage: +((client.user + client.system) / 1000 / messages).toFixed(3),
    latencyMs: { p50: +percentile(latencies, 50).toFixed(2), p99: +percentile(latencies, 99).toFixed(2) },
  };
}

function tally(results) {
  const count = {};
  for (const r of results) count[`${r.result} ${r.reason}`] = (count[`${r.result} ${r.reason}`] ?? 0) + 1;
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
  const figures = await runLoad({
    games: Number(args.games ?? 1000),
    illegal: Number(args.illegal ?? 0.2),
    maxPlies: Number(args['max-plies'] ?? 300),
    seed: Number(args.seed ?? 1),
    nodes: Number(args.nodes ?? 1),
    ...(args.warmup === undefined ? {} : { warmup: Number(args.warmup) }),
  });
  console.log(JSON.stringify(figures, null, 2));
  process.exit(figures.problems.length === 0 ? 0 : 1);
}
