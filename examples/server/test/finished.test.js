// SPDX-License-Identifier: MIT
// A player who resumes a game that has ended (the acknowledgement of the move
// that ended it lost with a dropped connection or a crashed server) is told
// how it ended: its final state, from the server's memory or, after a
// restart, from the journal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, testServer, tempDir, seated, play, until, BACKEND, journalText, query } from './helpers.js';
import { spawnServer } from './load.js';

// Black to move captures White's last man: the move ends the game.
const LAST_MOVE_FEN = 'B:W18:B14';

// Resumes `game` with `token` on a new connection: [resumed, state].
async function resume(url, game, token) {
  const client = await Client.connect(url);
  const resumed = await client.request({ type: 'resume', game, token });
  const state = resumed.type === 'resumed' ? await client.next('state') : null;
  client.close();
  return [resumed, state];
}

function assertFinal(resumed, state, color) {
  assert.deepEqual([resumed.type, resumed.color, resumed.finished], ['resumed', color, true]);
  assert.deepEqual(
    [state.result, state.reason, state.winner, state.history, state.fen, state.moves, state.ply],
    ['0-1', 'no-pieces', 'black', ['14x23'], 'W:W:B23', [], 1],
  );
  assert.deepEqual(state.players, { black: 'Ann', white: 'Bob' });
}

test('a game finished by a move is resumed, by either player, as its final state (the same server)', async () => {
  const server = await testServer();
  const [black, white, created, joined] = await seated(server.url, { fen: LAST_MOVE_FEN });
  black.send({ type: 'move', game: created.game, move: '14x23' }); // its ack is not awaited
  await until(() => !server.tables.has(created.game));
  for (const c of [black, white]) c.close(); // and lost with the connection
  assertFinal(...(await resume(server.url, created.game, created.token)), 'black');
  assertFinal(...(await resume(server.url, created.game, joined.token)), 'white');
  const [refused] = await resume(server.url, created.game, 'not-the-token');
  assert.deepEqual([refused.type, refused.error], ['error', 'bad-token']);
  await server.close();
});

test('a finished game is resumed as its final state after a restart, and after another (the journal keeps it)', async () => {
  const data = tempDir();
  let server = await testServer({ data });
  const [black, white, created, joined] = await seated(server.url, { fen: LAST_MOVE_FEN });
  await play(black, created.game, '14x23');
  await server.store.chain;
  for (const c of [black, white]) c.close();
  await server.close();
  for (let restart = 0; restart < 2; restart++) {
    server = await testServer({ data });
    assertFinal(...(await resume(server.url, created.game, created.token)), 'black');
    assertFinal(...(await resume(server.url, created.game, joined.token)), 'white');
    await server.close();
  }
  if (BACKEND === 'file') {
    // Kept as its final state alone: one record.
    const records = readFileSync(join(data, 'journal.jsonl'), 'utf8').trim().split('\n');
    assert.equal(records.length, 1);
    assert.equal(JSON.parse(records[0]).t, 'ended');
  } else {
    // Archived with its final state; its moves stay.
    const [row] = await query(data, 'SELECT status, final FROM games WHERE id = $1', [created.game]);
    assert.deepEqual([row.status, row.final.t, row.final.state.game], ['archived', 'ended', created.game]);
    assert.notEqual(row.final.state.result, '*');
  }
});

test('a finished game is forgotten once --keep-finished has passed: resuming it is an unknown game', async () => {
  const data = tempDir();
  let server = await testServer({ data });
  const [black, white, created] = await seated(server.url, { fen: LAST_MOVE_FEN });
  await play(black, created.game, '14x23');
  await server.store.chain;
  for (const c of [black, white]) c.close();
  await server.close();
  server = await testServer({ data }); // the game's records become one "ended" record
  await server.close();
  await new Promise((r) => setTimeout(r, 20));
  server = await testServer({ data, limits: { keepFinishedMs: 10 } });
  const [reply] = await resume(server.url, created.game, created.token);
  assert.deepEqual([reply.type, reply.error], ['error', 'unknown-game']);
  if (BACKEND === 'file') assert.equal(readFileSync(join(data, 'journal.jsonl'), 'utf8'), '');
  await server.close();
});

test('a server killed (SIGKILL) once the game-ending move is journaled: the player resumes and learns the result', async () => {
  const data = tempDir('checkers-finished-');
  let server = await spawnServer(data);
  try {
    const [black, white, created, joined] = await seated(server.url, { fen: LAST_MOVE_FEN });
    black.send({ type: 'move', game: created.game, move: '14x23' }); // its ack is not awaited
    for (let i = 0; !(await journalText(data)).includes('"14x23"'); i++) {
      if (i > 500) throw new Error('the move never reached the journal');
      await new Promise((r) => setTimeout(r, 10));
    }
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    for (const c of [black, white]) c.close();
    server = await spawnServer(data);
    assertFinal(...(await resume(server.url, created.game, created.token)), 'black');
    assertFinal(...(await resume(server.url, created.game, joined.token)), 'white');
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
});
