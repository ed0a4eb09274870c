// SPDX-License-Identifier: MIT
// What the web page needs of the protocol: the lobby live (open tables and
// games being played), the start position and draw preset in every view,
// the finished game's PDN as stored, and a rematch with colours reversed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, play, seated, testServer, storedPdn, journalText } from './helpers.js';

test('the lobby live: tables opening, starting and ending', async () => {
  const server = await testServer();
  try {
    const watcher = await Client.connect(server.url);
    const first = await watcher.request({ type: 'list', subscribe: true });
    assert.deepEqual(first.games, []);
    assert.deepEqual(first.playing, []);
    const ann = await Client.connect(server.url);
    const created = await ann.request({ type: 'create', name: 'Ann', variant: 'russian', clock: 'fischer:60+1', draws: 'wcdf' });
    const opened = await watcher.next((m) => m.type === 'games' && m.games.length === 1);
    assert.deepEqual(opened.games[0], {
      game: created.game, variant: 'russian', clock: 'fischer:60+1', draws: 'wcdf', match: null, player: 'Ann', color: 'white',
    });
    const bob = await Client.connect(server.url);
    await bob.request({ type: 'join', game: created.game, name: 'Bob' });
    const started = await watcher.next((m) => m.type === 'games' && m.playing.length === 1);
    assert.deepEqual(started.games, []);
    assert.deepEqual(started.playing[0].players, { black: 'Ann', white: 'Bob' });
    assert.equal(started.playing[0].ply, 0);
    await ann.request({ type: 'resign', game: created.game });
    const ended = await watcher.next((m) => m.type === 'games' && m.playing.length === 0);
    assert.deepEqual(ended.games, []);
    // Unsubscribed: no more lobby messages.
    await watcher.request({ type: 'list', subscribe: false });
    await ann.request({ type: 'create', name: 'Ann' });
    await ann.request({ type: 'ping' });
    await assert.rejects(watcher.next('games', 200));
    for (const c of [watcher, ann, bob]) c.close();
  } finally {
    await server.close();
  }
});

test('views carry the start position and draws; the final one the stored PDN', async () => {
  const server = await testServer();
  try {
    const fen = 'W:W21,22,23:B10,11,12';
    const [black, white, created] = await seated(server.url, { variant: 'english', fen, draws: 'wcdf', color: 'white' });
    white.clear();
    black.clear();
    black.send({ type: 'watch', game: created.game });
    const state = await black.next('state');
    assert.equal(state.start, fen);
    assert.equal(state.draws, 'wcdf');
    await play(black, created.game, '21-17'); // the creator (White here) moves first from this position
    const update = await white.next('update');
    assert.equal(update.start, fen);
    await white.request({ type: 'resign', game: created.game });
    const final = await white.next((m) => m.type === 'update' && m.result !== '*');
    assert.equal(typeof final.pdn, 'string');
    await server.store.chain;
    assert.equal(await storedPdn(server, `${created.game}-1`), final.pdn);
    assert.match(final.pdn, /\[Termination "resignation"\]/);
    black.close();
    white.close();
  } finally {
    await server.close();
  }
});

test('a rematch once both ask, colours reversed, journaled', async () => {
  const server = await testServer();
  try {
    const [black, white, created, joined] = await seated(server.url, { clock: 'fischer:60+1' });
    await black.request({ type: 'resign', game: created.game });
    await white.next((m) => m.type === 'update' && m.result !== '*');
    // A bad token, and a game that is not there.
    assert.equal((await white.request({ type: 'rematch', game: created.game, token: 'nope' })).error, 'bad-token');
    assert.equal((await white.request({ type: 'rematch', game: 'nogame', token: joined.token })).error, 'unknown-game');
    const asked = await white.request({ type: 'rematch', game: created.game, token: joined.token });
    assert.deepEqual([asked.type, asked.by], ['rematch', 'white']);
    assert.equal((await black.next('rematch')).by, 'white');
    const started = await black.request({ type: 'rematch', game: created.game, token: created.token });
    assert.equal(started.type, 'rematched');
    assert.equal(started.color, 'white'); // Ann had Black
    const other = await white.next('rematched');
    assert.equal(other.color, 'black');
    assert.equal(other.next, started.next);
    const state = await white.next((m) => m.type === 'state' && m.game === started.next);
    assert.deepEqual(state.players, { black: 'Bob', white: 'Ann' });
    assert.equal(state.clock.control, 'fischer:60+1');
    // Bob, Black now, moves first; the new tokens resume the seats.
    await play(white, started.next, '11-15');
    const again = await Client.connect(server.url);
    assert.equal((await again.request({ type: 'resume', game: started.next, token: started.token })).color, 'white');
    assert.equal((await black.request({ type: 'rematch', game: created.game, token: created.token })).error, 'game-over');
    const records = (await journalText(server.dataDir)).trim().split('\n').map((line) => JSON.parse(line));
    assert.ok(records.some((r) => r.t === 'create' && r.id === started.next));
    assert.ok(records.some((r) => r.t === 'join' && r.id === started.next));
    for (const c of [black, white, again]) c.close();
  } finally {
    await server.close();
  }
});

test('a takeback asked, declined, granted, journaled and replayed after a restart', async () => {
  const data = (await import('./helpers.js')).tempDir();
  let server = await testServer({ data });
  let gameId;
  try {
    const [black, white, created] = await seated(server.url, { clock: 'fischer:60+1' });
    gameId = created.game;
    // Nothing to take back before one's first move.
    assert.equal((await white.request({ type: 'takeback', game: gameId })).error, 'no-takeback');
    await play(black, gameId, '11-15');
    await play(white, gameId, '23-19');
    // Black to move asks: its move and White's reply go.
    assert.equal((await black.request({ type: 'takeback', game: gameId })).type, 'ok');
    const asked = await white.next((m) => m.type === 'update' && m.takeback === 'black');
    assert.equal(asked.ply, 2);
    assert.equal((await black.request({ type: 'accept-takeback', game: gameId })).error, 'no-takeback');
    assert.equal((await white.request({ type: 'decline-takeback', game: gameId })).type, 'ok');
    await black.next((m) => m.type === 'update' && m.takeback === null);
    await black.request({ type: 'takeback', game: gameId });
    white.clear();
    assert.equal((await white.request({ type: 'accept-takeback', game: gameId })).type, 'ok');
    const back = await white.next((m) => m.type === 'update' && m.ply === 0);
    assert.equal(back.turn, 'black');
    assert.equal(back.clock.running, 'black');
    assert.equal(back.takeback, null);
    // The game goes on from there; White (not to move) takes back its one move.
    await play(black, gameId, '9-13');
    assert.equal((await white.request({ type: 'takeback', game: gameId })).error, 'no-takeback');
    await play(white, gameId, '22-18');
    await white.request({ type: 'takeback', game: gameId });
    assert.equal((await black.request({ type: 'accept-takeback', game: gameId })).type, 'ok');
    await play(white, gameId, '24-20');
    const records = (await journalText(data)).trim().split('\n').map((line) => JSON.parse(line));
    const takebacks = records.filter((r) => r.t === 'takeback').map((r) => [r.id, r.n, r.plies]);
    assert.deepEqual(takebacks, [[gameId, 0, 2], [gameId, 0, 1]]);
    black.close();
    white.close();
  } finally {
    await server.close();
  }
  // The journal replays the takebacks.
  server = await testServer({ data });
  try {
    const table = server.tables.get(gameId);
    assert.deepEqual(table.history, ['9-13', '24-20']);
    assert.equal(table.game.plyCount, 2);
  } finally {
    await server.close();
  }
});

test('the creator leaves a table nobody joined: it closes and leaves the lobby', async () => {
  const server = await testServer();
  try {
    const ann = await Client.connect(server.url);
    const bob = await Client.connect(server.url);
    await bob.request({ type: 'list', subscribe: true });
    const created = await ann.request({ type: 'create', name: 'Ann' });
    await bob.next((m) => m.type === 'games' && m.games.length === 1);
    assert.equal((await bob.request({ type: 'leave', game: created.game })).error, 'not-a-player');
    assert.equal((await ann.request({ type: 'leave', game: created.game })).type, 'ok');
    await bob.next((m) => m.type === 'games' && m.games.length === 0 && m.id === undefined);
    assert.equal((await bob.request({ type: 'join', game: created.game })).error, 'unknown-game');
    assert.equal(server.tables.size, 0);
    // Begun, a table is not left.
    const [black, , again] = await seated(server.url);
    assert.equal((await black.request({ type: 'leave', game: again.game })).error, 'not-waiting');
    for (const c of [ann, bob, black]) c.close();
  } finally {
    await server.close();
  }
});
