// SPDX-License-Identifier: MIT
// The journal and the store: a restarted server resumes the ongoing games
// where they stood; a finished game is a PDN file with its tags; an
// unwritable store is reported and the server goes on; a move that cannot be
// journaled is not played.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { open } from 'node:fs/promises';
import { Client, testServer, tempDir, seated, play, BACKEND, storedPdn, storedGames, query, refuseNext } from './helpers.js';
import { checkers } from '../src/deps.js';
import { Journal } from '../src/journal.js';

const { readPdn } = checkers;

test('a restarted server resumes an ongoing game where it stood, and play goes on', async () => {
  const data = tempDir();
  let server = await testServer({ data });
  const [black, white, created, joined] = await seated(server.url, { clock: 'fischer:300+5', variant: 'english' });
  for (const [client, move] of [[black, '11-15'], [white, '23-19'], [black, '8-11']]) await play(client, created.game, move);
  await server.close();
  // A crash may cut the last line: it is skipped.
  if (BACKEND === 'file') appendFileSync(join(data, 'journal.jsonl'), '{"t":"move","id":"cut');
  server = await testServer({ data });
  if (BACKEND === 'file') assert.match(server.logs.join('\n'), /1 unreadable line/);
  const b = await Client.connect(server.url);
  const w = await Client.connect(server.url);
  assert.equal((await b.request({ type: 'resume', game: created.game, token: created.token })).color, 'black');
  const state = await b.next('state');
  assert.deepEqual(state.history, ['11-15', '23-19', '8-11']);
  assert.equal(state.turn, 'white');
  assert.ok(state.clock.black > 300_000 && state.clock.black <= 310_000, `${state.clock.black}`); // two increments, a little time used
  await w.request({ type: 'resume', game: created.game, token: joined.token });
  await play(w, created.game, '22-17');
  const update = await b.next('update');
  assert.equal(update.ply, 4);
  await server.close();
});

test('a finished game is written as PDN with its players, event, clock, result and termination', async () => {
  const server = await testServer();
  const [black, white, created] = await seated(server.url, { clock: 'acf', event: 'Club night' });
  await play(black, created.game, '11-15');
  await play(white, created.game, '23-19');
  assert.equal((await black.request({ type: 'resign', game: created.game })).type, 'ok');
  await server.store.chain;
  const text = await storedPdn(server, `${created.game}-1`);
  for (const tag of ['[Event "Club night"]', '[Black "Ann"]', '[White "Bob"]', '[Result "1-0"]', '[Clock "acf"]',
    '[TimeControl "1/300"]', '[Termination "resignation"]']) {
    assert.ok(text.includes(tag), `${tag} in\n${text}`);
  }
  const [game] = readPdn(text);
  assert.equal(game.error, null);
  assert.deepEqual(game.moves.map(String), ['11-15', '23-19']);
  await server.close();
});

// The store of `data` made unwritable (files: a file where its folder goes,
// unwritable even for root; PostgreSQL: its table renamed away), and back.
// What the failure says: the path and the system's code, or the database's.
const UNWRITABLE = BACKEND === 'file'
  ? { where: '.*games', error: /ENOTDIR|EEXIST/ }
  : { where: 'the database', error: /relation "finished" does not exist/ };
async function breakStore(data) {
  if (BACKEND === 'file') writeFileSync(join(data, 'games'), 'not a directory');
  else await query(data, 'ALTER TABLE finished RENAME TO finished_away');
}
async function mendStore(data) {
  if (BACKEND === 'file') rmSync(join(data, 'games'));
  else await query(data, 'ALTER TABLE finished_away RENAME TO finished');
}

test('an unwritable store is reported clearly; the server goes on, and writes the game once it can', async () => {
  const data = tempDir();
  const server = await testServer({ data, stats: true });
  await breakStore(data);
  const [black, white, created] = await seated(server.url);
  await black.request({ type: 'resign', game: created.game });
  await server.store.chain;
  assert.match(server.logs.join('\n'), new RegExp(`cannot write the finished game ${created.game}-1 to ${UNWRITABLE.where}`));
  const stats = await white.request({ type: 'stats' });
  assert.equal(stats.store.pending, 1);
  assert.match(stats.store.lastError, UNWRITABLE.error);
  // The server keeps refereeing; once the store is writable both games land.
  await mendStore(data);
  const [b2, w2, second] = await seated(server.url);
  await w2.request({ type: 'resign', game: second.game });
  await server.store.chain;
  assert.deepEqual([...(await storedGames(data)).keys()].sort(), [`${created.game}-1`, `${second.game}-1`].sort());
  assert.equal((await white.request({ type: 'stats' })).store.pending, 0);
  for (const c of [black, white, b2, w2]) c.close();
  await server.close();
});

test('a finished game the store had not written when the server stopped is written on restart', async () => {
  const data = tempDir();
  let server = await testServer({ data });
  await breakStore(data);
  const [black, white, created] = await seated(server.url);
  await white.request({ type: 'offer-draw', game: created.game });
  await black.request({ type: 'accept-draw', game: created.game });
  await server.close();
  await mendStore(data);
  assert.equal((await storedGames(data)).size, 0);
  server = await testServer({ data });
  await server.store.chain;
  const text = (await storedGames(data)).get(`${created.game}-1`);
  assert.ok(text.includes('[Termination "agreement"]'));
  assert.ok(text.includes('[Result "1/2-1/2"]'));
  await server.close();
  // Stored, the game leaves the journal at the next start: its records give
  // way to one of its final state (for a player who resumes it); in the
  // database its row is archived with that state.
  server = await testServer({ data });
  if (BACKEND === 'file') {
    const records = readFileSync(join(data, 'journal.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(records.map((r) => [r.t, r.id, r.state.result, r.state.reason]), [['ended', created.game, '1/2-1/2', 'agreement']]);
  } else {
    const rows = await query(data, 'SELECT id, status, final FROM games');
    assert.deepEqual(rows.map((r) => [r.id, r.status, r.final.state.result, r.final.state.reason]), [[created.game, 'archived', '1/2-1/2', 'agreement']]);
  }
  await server.close();
});

test('a move that cannot be journaled is refused and not played', async () => {
  const server = await testServer();
  const [black, white, created] = await seated(server.url);
  await server.journal.close(); // every later write fails
  const reply = await black.request({ type: 'move', game: created.game, move: '11-15' });
  assert.deepEqual([reply.type, reply.error], ['error', 'journal']);
  const state = await white.request({ type: 'watch', game: created.game });
  assert.deepEqual([state.ply, state.turn, state.history], [0, 'black', []]);
  for (const c of [black, white]) c.close();
  await server.close().catch(() => {});
  if (BACKEND === 'file') assert.ok(existsSync(join(server.store.dir, '..', 'journal.jsonl')));
});

// The journal's file, failing as told: `fail.write` writes the first half of
// what it is given, then throws as a full disk does; `fail.cut` refuses the
// truncation too.
async function failingFile(path, fail) {
  const real = await open(path, 'a');
  const full = () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
  return {
    async appendFile(data) {
      if (!fail.write) return real.appendFile(data);
      await real.appendFile(data.slice(0, data.length >> 1));
      throw full();
    },
    truncate: (size) => (fail.cut ? Promise.reject(full()) : real.truncate(size)),
    datasync: () => real.datasync(),
    close: () => real.close(),
  };
}

test('records the disk refused are cut off the journal: a restart replays none of them', async () => {
  const path = join(tempDir(), 'journal.jsonl');
  writeFileSync(path, '{"t":"create","id":"g"}\n');
  const fail = { write: false };
  const journal = new Journal(await failingFile(path, fail), path, true, readFileSync(path).length);
  await journal.append({ t: 'move', id: 'g', ply: 1 });
  fail.write = true;
  // One batch: both refused, the first whole line and half the second written.
  const refused = [journal.append({ t: 'move', id: 'g', ply: 2 }), journal.append({ t: 'move', id: 'g', ply: 3 })];
  for (const r of refused) await assert.rejects(r, /no space/);
  fail.write = false;
  await journal.append({ t: 'move', id: 'g', ply: 2, again: true });
  await journal.close();
  const { records, skipped } = await Journal.open(path);
  assert.deepEqual(records, [{ t: 'create', id: 'g' }, { t: 'move', id: 'g', ply: 1 }, { t: 'move', id: 'g', ply: 2, again: true }]);
  assert.equal(skipped, 0);
});

test('a journal that cannot cut refused records off refuses every record after them', async () => {
  const path = join(tempDir(), 'journal.jsonl');
  const fail = { write: true, cut: true };
  const journal = new Journal(await failingFile(path, fail), path, false, 0);
  await assert.rejects(journal.append({ t: 'create', id: 'g' }), /no space/);
  fail.write = fail.cut = false;
  await assert.rejects(journal.append({ t: 'create', id: 'h' }), /keeps records that were refused .*until the server restarts/);
  await journal.close();
});

test('a rematch whose second record the journal refused is given up: a restart does not open it', async () => {
  const data = tempDir();
  let server = await testServer({ data });
  const [black, white, created, joined] = await seated(server.url);
  await white.request({ type: 'resign', game: created.game });
  await black.next((m) => m.type === 'update' && m.result !== '*');
  refuseNext(server, 'join');
  await black.request({ type: 'rematch', game: created.game, token: created.token });
  assert.equal((await white.request({ type: 'rematch', game: created.game, token: joined.token })).error, 'journal');
  await Promise.all([black.close(), white.close()]);
  await server.close();
  server = await testServer({ data });
  const lister = await Client.connect(server.url);
  assert.deepEqual((await lister.request({ type: 'list' })).games, []);
  await lister.close();
  await server.close();
});
