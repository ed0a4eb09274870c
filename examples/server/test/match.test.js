// SPDX-License-Identifier: MIT
// English match play: N ballots drawn by lot (seedable) from the ACF's
// 156-opening deck, two games per ballot with colours reversed, the score.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, testServer, seated, play, tempDir, storedPdn } from './helpers.js';
import { acfDeck, drawBallots } from '../src/match.js';
import { checkers } from '../src/deps.js';

const { ballot, readPdn } = checkers;
const server = await testServer();
after(() => server.close());

test('the deck is the 156 openings of the 3-move list that are not barred', () => {
  const deck = acfDeck();
  assert.equal(deck.length, 156);
  assert.ok(deck.every((n) => ['crossboard', 'mailplay'].includes(ballot(n, 3).class)));
});

test('ballots are drawn by lot without repeats, and a seed draws the same ones again', () => {
  const drawn = drawBallots(20, 42);
  assert.equal(new Set(drawn).size, 20);
  assert.deepEqual(drawBallots(20, 42), drawn);
  assert.notDeepEqual(drawBallots(20, 43), drawn);
  assert.equal(drawBallots(156, 1).length, 156);
  assert.throws(() => drawBallots(157, 1), RangeError);
});

const ended = (m) => m.type === 'update' && m.result !== '*';

test('a match plays two games per ballot with colours reversed and keeps the score', async () => {
  const [ann, bob, created] = await seated(server.url, { match: { ballots: 2, seed: 5 }, clock: 'acf' });
  const ballots = drawBallots(2, 5);
  assert.deepEqual(created.match, { games: 4, seed: 5 });
  const first = await ann.request({ type: 'watch', game: created.game });
  assert.deepEqual(first.history, ballot(ballots[0], 3).moves.split(' '));
  assert.deepEqual([first.number, first.turn, first.players], [1, 'white', { black: 'Ann', white: 'Bob' }]);
  assert.equal(first.match.ballot, ballots[0]);

  // Game 1: Bob (White) resigns.
  await bob.request({ type: 'resign', game: created.game });
  const end1 = await ann.next(ended);
  assert.deepEqual([end1.number, end1.result, end1.match.score.map((s) => s.points)], [1, '0-1', [1, 0]]);
  const second = await ann.next((m) => m.type === 'state' && m.number === 2);
  assert.deepEqual(second.players, { black: 'Bob', white: 'Ann' });
  assert.deepEqual(second.history, first.history); // the same ballot
  // Game 2: Ann, now White, moves, then offers a draw that Bob accepts.
  await play(ann, created.game, second.moves[0]);
  await ann.request({ type: 'offer-draw', game: created.game });
  await bob.request({ type: 'accept-draw', game: created.game });
  const end2 = await bob.next((m) => ended(m) && m.number === 2);
  assert.deepEqual(end2.match.score.map((s) => s.points), [1.5, 0.5]);
  // Games 3 and 4: the second ballot, Ann Black first again.
  const third = await ann.next((m) => m.type === 'state' && m.number === 3);
  assert.deepEqual(third.players, { black: 'Ann', white: 'Bob' });
  assert.equal(third.match.ballot, ballots[1]);
  await ann.request({ type: 'resign', game: created.game });
  const fourth = await bob.next((m) => m.type === 'state' && m.number === 4);
  assert.deepEqual(fourth.players, { black: 'Bob', white: 'Ann' });
  await bob.request({ type: 'resign', game: created.game });
  const last = await ann.next((m) => ended(m) && m.number === 4);
  assert.deepEqual(last.match.score, [{ name: 'Ann', points: 2.5 }, { name: 'Bob', points: 1.5 }]);
  assert.deepEqual(last.match.results, ['0-1', '1/2-1/2', '1-0', '1-0']);

  // Each game is in the store with its ballot and round.
  await server.store.chain;
  const rounds = ['1.1', '1.2', '2.1', '2.2'];
  for (let n = 1; n <= 4; n++) {
    const [game] = readPdn(await storedPdn(server, `${created.game}-${n}`));
    const b = ballots[(n - 1) >> 1];
    assert.equal(game.tags.Ballot, `${b}: ${ballot(b, 3).moves}`);
    assert.equal(game.tags.Round, rounds[n - 1]);
    assert.equal(game.tags.Black, n % 2 === 1 ? 'Ann' : 'Bob');
    assert.equal(game.tags.Result, last.match.results[n - 1]);
  }
  await Promise.all([ann.close(), bob.close()]);
});

test('a request meant for a game of a match that ended before its turn is refused, not played in the next', async () => {
  const [ann, bob, created] = await seated(server.url, { match: { ballots: 2, seed: 5 } });
  const table = server.tables.get(created.game);
  // A double click: the second resign is queued behind the first, which
  // ends game 1 and begins game 2.
  const [first, second] = await Promise.all([1, 2].map(() => bob.request({ type: 'resign', game: created.game })));
  assert.equal(first.type, 'ok');
  assert.deepEqual([second.type, second.error], ['error', 'game-over']);
  assert.deepEqual(table.match.results, ['0-1']);
  assert.equal(table.number, 1);
  assert.equal(table.game.isOver, false);
  await Promise.all([ann.close(), bob.close()]);
});

test('matches are English games from the ballots: other variants and positions are refused', async () => {
  const [black, white] = await seated(server.url);
  for (const create of [{ variant: 'russian' }, { fen: 'B:W18:B14' }, {}]) {
    const reply = await black.request({ type: 'create', match: { ballots: create.variant || create.fen ? 1 : 157 }, ...create });
    assert.equal(reply.error, 'bad-message');
  }
  await Promise.all([black.close(), white.close()]);
});

test('a restarted server resumes a match at its game, with its score', async () => {
  const data = tempDir();
  let restartable = await testServer({ data });
  const [ann, bob, created, joined] = await seated(restartable.url, { match: { ballots: 1, seed: 9 } });
  await bob.request({ type: 'resign', game: created.game });
  const second = await ann.next((m) => m.type === 'state' && m.number === 2);
  await play(ann, created.game, second.moves[0]);
  await restartable.close();
  restartable = await testServer({ data });
  const back = await Client.connect(restartable.url);
  assert.equal((await back.request({ type: 'resume', game: created.game, token: joined.token })).color, 'black');
  const state = await back.next('state');
  assert.deepEqual([state.number, state.history.length, state.turn], [2, 4, 'black']);
  assert.deepEqual(state.match.score.map((x) => x.points), [1, 0]);
  await back.close();
  await restartable.close();
});
