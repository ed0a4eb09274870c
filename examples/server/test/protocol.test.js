// SPDX-License-Identifier: MIT
// The protocol: games created and joined in any variant, moves in PDN text
// refereed by the library (refusals carry its reason), every move seen by
// both players and the spectators.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, testServer, seated, play } from './helpers.js';

const server = await testServer();
after(() => server.close());

test('a created game starts when a second player joins; the creator has Black by default', async () => {
  const [black, white, created, joined] = await seated(server.url);
  assert.equal(created.color, 'black');
  assert.equal(joined.color, 'white');
  assert.match(created.token, /^[\w-]{16}$/);
  black.close();
  white.close();
});

test('every move is acknowledged to its player and sent to both players and spectators', async () => {
  const [black, white, created] = await seated(server.url);
  const watcher = await Client.connect(server.url);
  const state = await watcher.request({ type: 'watch', game: created.game });
  assert.equal(state.type, 'state');
  assert.equal(state.turn, 'black');
  assert.equal(state.moves.length, 7);
  const ack = await play(black, created.game, '11-15');
  assert.equal(ack.ply, 1);
  // An update carries the move; the legal moves go to the player to move
  // only, and the position follows from the moves (a state has it whole).
  for (const client of [black, white, watcher]) {
    const update = await client.next('update');
    assert.equal(update.last, '11-15');
    assert.equal(update.turn, 'white');
    assert.deepEqual([update.ply, update.result, update.clock, update.players], [1, '*', null, { black: 'Ann', white: 'Bob' }]);
    assert.equal(update.fen, undefined);
    assert.deepEqual(update.moves, client === white ? ['21-17', '22-17', '22-18', '23-18', '23-19', '24-19', '24-20'] : undefined);
  }
  const again = await watcher.request({ type: 'watch', game: created.game });
  assert.equal(again.fen, 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15');
  assert.deepEqual(again.history, ['11-15']);
  for (const c of [black, white, watcher]) c.close();
});

test('a spectator leaving a game that has ended is answered unwatched, not unknown-game', async () => {
  // A page leaving a finished game for another one must not hear, late, that
  // the first is unknown: it would take the error as about the second.
  const [black, white, created] = await seated(server.url);
  const watcher = await Client.connect(server.url);
  assert.equal((await watcher.request({ type: 'watch', game: created.game })).type, 'state');
  assert.equal((await black.request({ type: 'resign', game: created.game })).type, 'ok');
  await watcher.next((m) => m.type === 'update' && m.result === '1-0');
  const left = await watcher.request({ type: 'unwatch', game: created.game });
  assert.deepEqual([left.type, left.game], ['unwatched', created.game]);
  const unknown = await watcher.request({ type: 'unwatch', game: 'nosuchgame' });
  assert.deepEqual([unknown.type, unknown.game], ['unwatched', 'nosuchgame']);
  for (const c of [black, white, watcher]) c.close();
});

test('a refused move carries the library code, its name, the square and the message, and changes nothing', async () => {
  const [black, white, created] = await seated(server.url);
  await play(black, created.game, '11-15');
  const refused = await white.request({ type: 'move', game: created.game, move: '26-22' });
  assert.equal(refused.type, 'refused');
  assert.equal(refused.codeName, 'E_OCCUPIED');
  assert.equal(refused.code, -106);
  assert.equal(refused.square, 22);
  assert.match(refused.message, /occupied/);
  await play(white, created.game, '24-19');
  const mustCapture = await black.request({ type: 'move', game: created.game, move: '9-13' });
  assert.equal(mustCapture.codeName, 'E_MUST_CAPTURE');
  black.close();
  white.close();
});

test('a player may move only on turn, and only at their own table', async () => {
  const [black, white, created] = await seated(server.url);
  const early = await white.request({ type: 'move', game: created.game, move: '23-19' });
  assert.deepEqual([early.type, early.error], ['error', 'not-your-turn']);
  const stranger = await Client.connect(server.url);
  const intruder = await stranger.request({ type: 'move', game: created.game, move: '11-15' });
  assert.deepEqual([intruder.type, intruder.error], ['error', 'not-a-player']);
  const unknown = await stranger.request({ type: 'move', game: 'nosuchgame', move: '11-15' });
  assert.equal(unknown.error, 'unknown-game');
  for (const c of [black, white, stranger]) c.close();
});

test('any variant and draw preset may be asked for; unknown ones are refused', async () => {
  const [black, white, created] = await seated(server.url, { variant: 'russian', draws: 'none' });
  await play(white, created.game, 'c3-d4'); // White moves first in Russian draughts
  const update = await black.next('update');
  assert.equal(update.variant, 'russian');
  assert.equal(update.turn, 'black');
  const client = await Client.connect(server.url);
  assert.equal((await client.request({ type: 'create', variant: 'chess' })).error, 'bad-message');
  assert.equal((await client.request({ type: 'create', draws: 'lenient' })).error, 'bad-message');
  assert.equal((await client.request({ type: 'create', clock: 'fischer:0+5' })).error, 'bad-message');
  for (const c of [black, white, client]) c.close();
});

test('a game played to its end by the rules is over for everyone, with its result and reason', async () => {
  // Black to move takes White's last piece.
  const [black, white, created] = await seated(server.url, { fen: 'B:W18:B14' });
  await play(black, created.game, '14x23');
  const update = await white.next('update');
  assert.deepEqual([update.result, update.reason], ['0-1', 'no-pieces']);
  const late = await white.request({ type: 'move', game: created.game, move: '23-19' });
  assert.equal(late.error, 'unknown-game'); // the table is closed once its game is stored
  black.close();
  white.close();
});

test('open games are listed for players looking for an opponent', async () => {
  const host = await Client.connect(server.url);
  const created = await host.request({ type: 'create', name: 'Cy', variant: 'italian', clock: 'fischer:300+5' });
  const seeker = await Client.connect(server.url);
  const list = await seeker.request({ type: 'list' });
  const entry = list.games.find((g) => g.game === created.game);
  assert.deepEqual(entry, { game: created.game, variant: 'italian', clock: 'fischer:300+5', draws: null, player: 'Cy', color: 'white', match: null });
  host.close();
  seeker.close();
});

test('a player who resumes may send a move right behind the resume', async () => {
  const [black, white, created] = await seated(server.url);
  await black.close();
  const back = await Client.connect(server.url);
  back.send({ type: 'resume', game: created.game, token: created.token });
  back.send({ type: 'move', game: created.game, move: '11-15', id: 'm' });
  assert.equal((await back.next('resumed')).color, 'black');
  assert.equal((await back.next((m) => m.id === 'm')).type, 'ack');
  assert.equal((await white.next('update')).last, '11-15');
  await Promise.all([back.close(), white.close()]);
});
