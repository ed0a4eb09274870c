// SPDX-License-Identifier: MIT
// Engines as opponents: a person plays the library's engine (`checkers hub`,
// which ctest names in CHECKERS_CLI) at a server started as the operator
// would, to a result; engines that crash, stall or cheat lose with the
// reason said, and the server goes on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkersDir } from '../src/deps.js';
import { Client, testServer, tempDir, until, refuseNext } from './helpers.js';

const CLI = process.env.CHECKERS_CLI;
const FAKE = join(checkersDir, 'test', 'fake_engine.js');
const SERVER = fileURLToPath(new URL('../server.js', import.meta.url));
const CLIENT = fileURLToPath(new URL('../client.js', import.meta.url));
const real = { skip: CLI ? false : 'CHECKERS_CLI names no checkers program (ctest sets it)' };
const fake = (name, mode, when = 1) => ({ name, command: `"${process.execPath}" "${FAKE}" ${mode} ${when}` });

// Plays the first legal move whenever it is `color`'s turn, from the state
// `first`, until the game's result: the final update.
async function playToEnd(client, game, color, first, ms = 20000) {
  let msg = first;
  for (;;) {
    if (msg.result !== '*') return msg;
    if (msg.turn === color) client.send({ type: 'move', game, move: msg.moves[0] });
    msg = await client.next((m) => (m.type === 'update' || m.type === 'state') && m.game === game
      && (m.result !== '*' || m.turn === color), ms);
  }
}

// The server as a process, with `args`; resolves with its URL and the process.
function serverProcess(args) {
  const child = spawn(process.execPath, [SERVER, '--port', '0', '--no-fsync', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line: ${err}`)), 15000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], child, stderr: () => err });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${err}`));
    });
  });
}

test('node server.js --engine lib="checkers hub": a person plays it to a result', real, async () => {
  const data = tempDir();
  const server = await serverProcess(['--data', data, '--engine', `lib=${CLI} hub`, '--engine-move-time', '0.05']);
  try {
    const ann = await Client.connect(server.url);
    const lobby = await ann.request({ type: 'list' });
    assert.equal(lobby.engines.length, 1);
    assert.equal(lobby.engines[0].name, 'lib');
    assert.equal(lobby.engines[0].id, 'checkers');
    assert.ok(lobby.engines[0].variants.includes('international') && lobby.engines[0].variants.includes('english'));
    // The engine moves first: Ann plays white.
    const created = await ann.request({ type: 'create', name: 'Ann', engine: 'lib', color: 'white' });
    assert.equal(created.type, 'created', JSON.stringify(created));
    assert.equal(created.engine, 'lib');
    assert.equal(created.color, 'white');
    const state = await ann.next('state');
    assert.deepEqual(state.players, { black: 'lib', white: 'Ann' });
    const watching = await ann.request({ type: 'list' });
    assert.equal(watching.playing.length, 1);
    const final = await playToEnd(ann, created.game, 'white', state);
    assert.notEqual(final.result, '*');
    assert.ok(['no-pieces', 'no-moves', 'repetition', 'move-limit'].includes(final.reason), final.reason);
    // The game as the store has it: the engine named as a player.
    const pdn = final.pdn;
    assert.match(pdn, /\[Black "lib"\]/);
    assert.match(pdn, /\[White "Ann"\]/);
    // Stored after the last update is sent.
    const games = join(data, 'games');
    const storedFiles = () => (existsSync(games) ? readdirSync(games, { recursive: true }).filter((f) => String(f).endsWith('.pdn')) : []);
    await until(() => storedFiles().length > 0);
    const stored = storedFiles();
    assert.equal(stored.length, 1);
    assert.equal(readFileSync(join(data, 'games', String(stored[0])), 'utf8').trim(), pdn.trim());
    // The journal has the engine's moves as it has a person's.
    const journal = readFileSync(join(data, 'journal.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.ok(journal.some((r) => r.t === 'join' && r.name === 'lib'));
    assert.equal(journal.filter((r) => r.t === 'move').length, final.ply);
    await ann.close();
  } finally {
    server.child.kill('SIGTERM');
  }
});

test('the engine plays by the table\'s clock; a takeback is granted', real, async () => {
  const server = await testServer({ engines: [{ name: 'lib', command: `"${CLI}" hub` }] });
  try {
    const ann = await Client.connect(server.url);
    const created = await ann.request({ type: 'create', name: 'Ann', engine: 'lib', variant: 'russian', clock: 'fixed:4' });
    assert.equal(created.type, 'created', JSON.stringify(created));
    // In Russian White moves first: the engine.
    const state = await ann.next('state');
    assert.equal(state.turn, 'white');
    let msg;
    for (let i = 0; i < 3; i++) {
      msg = await ann.next((m) => m.type === 'update' && m.turn === 'black' && m.ply === 2 * i + 1, 20_000);
      assert.ok(msg.clock.white < 4000 && msg.clock.white > 2000, JSON.stringify(msg.clock));
      ann.send({ type: 'move', game: created.game, move: msg.moves[0] });
    }
    msg = await ann.next((m) => m.type === 'update' && m.turn === 'black' && m.ply === 7, 20_000);
    const ply = msg.ply;
    assert.equal((await ann.request({ type: 'takeback', game: created.game })).type, 'ok');
    const back = await ann.next((m) => m.type === 'update' && m.ply === ply - 2 && m.turn === 'black', 20_000);
    assert.equal(back.takeback, null);
    assert.equal((await ann.request({ type: 'resign', game: created.game })).type, 'ok');
    await ann.close();
  } finally {
    await server.close();
  }
});

test('after a restart the game goes on with a new process of the engine', real, async () => {
  const data = tempDir();
  const engines = [{ name: 'lib', command: `"${CLI}" hub` }];
  let server = await testServer({ data, engines, engineMoveTime: 0.05 });
  let ann = await Client.connect(server.url);
  const created = await ann.request({ type: 'create', name: 'Ann', engine: 'lib' });
  let state = await ann.next('state');
  ann.send({ type: 'move', game: created.game, move: state.moves[0] });
  await ann.next((m) => m.type === 'update' && m.ply === 2, 20_000);
  await ann.close();
  await server.close();
  server = await testServer({ data, engines, engineMoveTime: 0.05 });
  try {
    ann = await Client.connect(server.url);
    assert.equal((await ann.request({ type: 'resume', game: created.game, token: created.token })).type, 'resumed');
    state = await ann.next('state');
    assert.equal(state.ply, 2);
    assert.equal(state.turn, 'black');
    ann.send({ type: 'move', game: created.game, move: state.moves[0] });
    const reply = await ann.next((m) => m.type === 'update' && m.ply === 4, 20_000);
    assert.equal(reply.turn, 'black');
    assert.equal((await ann.request({ type: 'resign', game: created.game })).type, 'ok');
    await ann.close();
  } finally {
    await server.close();
  }
});

test('the terminal client lists the engines and plays one; a forfeit is told with its reason', async () => {
  const server = await testServer({ engines: [fake('cheat', 'illegal', 2)] });
  const child = spawn(process.execPath, [CLIENT, server.url, '--name', 'Ann'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  const see = async (pattern) => {
    const end = Date.now() + 8000;
    while (!pattern.test(output)) {
      if (Date.now() > end) throw new Error(`never printed ${pattern}:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  try {
    await see(/connected/);
    child.stdin.write('list\n');
    await see(/engine cheat \(fake\): english international .* \(create VARIANT --engine cheat\)/);
    child.stdin.write('create english --engine cheat --color white\n');
    await see(/game \S+ created; you play white against the engine cheat/);
    await see(/your move \(white\): (\S+)/);
    child.stdin.write(`${/your move \(white\): (\S+)/.exec(output)[1]}\n`);
    await see(/White wins.*\(1-0\)\n.*the engine cheat played an illegal move \(\d+-\d+\)/);
    child.stdin.write('quit\n');
  } finally {
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    await server.close();
  }
});

test('an engine that crashes, cheats or stalls loses, with the reason said; the server goes on', async () => {
  const server = await testServer({
    // stall1 stalls at its first move: with a shared clock (fixed:1) Ann never
    // moves, so her own second cannot run out first on a busy machine.
    engines: [fake('crash', 'crash', 2), fake('illegal', 'illegal', 2), fake('stall', 'stall', 2), fake('garbage', 'garbage', 1),
      fake('stall1', 'stall', 1)],
    engineMoveTime: 0.1,
  });
  try {
    const ann = await Client.connect(server.url);
    const lobby = await ann.request({ type: 'list' });
    assert.deepEqual(lobby.engines.map((e) => e.name), ['crash', 'illegal', 'stall', 'garbage', 'stall1']);
    const cases = [
      ['crash', {}, 'adjudication', /the engine crash crashed/],
      ['illegal', {}, 'adjudication', /played an illegal move \(\d+-\d+\)/],
      ['garbage', {}, 'adjudication', /answered what is not a move/],
      ['stall1', { clock: 'fixed:1' }, 'time', null],
      ['stall', {}, 'adjudication', /did not move in time/],
    ];
    for (const [engine, options, reason, note] of cases) {
      const created = await ann.request({ type: 'create', name: 'Ann', engine, color: 'white', ...options });
      assert.equal(created.type, 'created', JSON.stringify(created));
      const started = Date.now();
      const final = await playToEnd(ann, created.game, 'white', await ann.next('state'), 20_000);
      assert.equal(final.result, '1-0', `${engine}: ${JSON.stringify(final)}`);
      assert.equal(final.reason, reason, engine);
      if (note) assert.match(final.note, note);
      else assert.equal(final.note, undefined);
      assert.match(final.pdn, reason === 'time' ? /\[Termination "time forfeit"\]/ : /\[Termination "adjudication: the engine /);
      // A forfeit comes at the move time's margin (2 s), long before the 60 s
      // that a search is given at most.
      assert.ok(Date.now() - started < 20_000, `${engine} took ${Date.now() - started} ms`);
    }
    assert.equal((await ann.request({ type: 'ping' })).type, 'pong');
    const missing = await ann.request({ type: 'create', engine: 'scan' });
    assert.equal(missing.error, 'engine');
    assert.match(missing.message, /no engine "scan"/);
  } finally {
    await server.close();
  }
});

test('an engine\'s forfeit the journal refused is tried again', async () => {
  const server = await testServer({ engines: [fake('crash', 'crash', 1)] });
  try {
    const ann = await Client.connect(server.url);
    refuseNext(server, 'declare');
    // Ann is White: the engine moves first, and crashes.
    const created = await ann.request({ type: 'create', name: 'Ann', engine: 'crash', color: 'white' });
    assert.equal(created.type, 'created', JSON.stringify(created));
    const final = await ann.next((m) => m.game === created.game && m.type === 'update' && m.result !== '*', 10_000);
    assert.equal(final.result, '1-0');
    assert.equal(final.reason, 'adjudication');
    assert.match(final.note, /the engine crash crashed/);
    assert.ok(server.logs.some((line) => /declare not recorded: no space left/.test(line)), server.logs.join('\n'));
  } finally {
    await server.close();
  }
});

test('an engine plays only its variants, and only so many games at once', async () => {
  const server = await testServer({ engines: [{ ...fake('one', 'good'), variants: ['russian', 'english'] }], maxEngineGames: 1 });
  try {
    const ann = await Client.connect(server.url);
    const lobby = await ann.request({ type: 'list' });
    assert.deepEqual(lobby.engines, [{ name: 'one', variants: ['russian', 'english'], id: 'fake' }]);
    const wrong = await ann.request({ type: 'create', variant: 'international', engine: 'one' });
    assert.equal(wrong.error, 'engine');
    assert.match(wrong.message, /does not play international \(it plays russian, english\)/);
    assert.equal((await ann.request({ type: 'create', variant: 'russian', engine: 'one' })).type, 'created');
    const full = await ann.request({ type: 'create', variant: 'english', engine: 'one' });
    assert.equal(full.error, 'engine');
    assert.match(full.message, /1 games at once/);
  } finally {
    await server.close();
  }
});

test('requests for engine games sent at once keep to the games a connection may play', async () => {
  const server = await testServer({ engines: [fake('one', 'good')], maxEngineGames: 4, limits: { maxGamesPerConnection: 2 } });
  try {
    const ann = await Client.connect(server.url);
    // All four in flight while the engines start: the limit is checked again once they have.
    const replies = await Promise.all([1, 2, 3, 4].map(() => ann.request({ type: 'create', name: 'Ann', engine: 'one' })));
    assert.deepEqual(replies.map((r) => r.type).sort(), ['created', 'created', 'error', 'error']);
    for (const r of replies.filter((x) => x.type === 'error')) assert.equal(r.error, 'limit');
    // The refused requests' engines were stopped: two games' worth are free for another player.
    const bob = await Client.connect(server.url);
    assert.equal((await bob.request({ type: 'create', name: 'Bob', engine: 'one' })).type, 'created');
    assert.equal((await bob.request({ type: 'create', name: 'Bob', engine: 'one' })).type, 'created');
  } finally {
    await server.close();
  }
});

test('an engine that cannot start stops the server\'s start, naming it', async () => {
  await assert.rejects(testServer({ engines: [{ name: 'gone', command: '/nonexistent/engine hub' }] }), /engine gone/);
  await assert.rejects(testServer({ engines: [fake('silent', 'silent')], engineTimeouts: { start: 0.5 } }), /engine silent/);
});

test('an engine still starting when the server closes is stopped once it has started', { skip: !existsSync('/proc/self/cmdline') && 'needs /proc' }, async () => {
  // An engine that takes a second to start (a big one loading its books),
  // its processes found by a word on their command line.
  const tag = `closing${process.pid}`;
  const command = `sh -c 'sleep 1; exec "${process.execPath}" "${FAKE}" good 1 ${tag}'`;
  const running = () => readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(tag);
    } catch {
      return false; // ended meanwhile
    }
  });
  const server = await testServer({ engines: [{ name: 'slow', command }] });
  const ann = await Client.connect(server.url);
  ann.send({ type: 'create', name: 'Ann', engine: 'slow', id: 'c' });
  const deadline = Date.now() + 20_000;
  while (running().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  assert.notDeepEqual(running(), [], 'the engine started');
  await server.close();
  while (running().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(running(), []);
  ann.close();
});
