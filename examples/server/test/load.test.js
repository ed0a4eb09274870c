// SPDX-License-Identifier: MIT
// The load test, scaled by CHECKERS_LOAD_GAMES (CI: a few dozen games; the
// figures in docs/server.md come from `node test/load.js --games 1000`): concurrent
// games of random legal and illegal moves, each illegal move refused, none
// lost or corrupted (every finished game's PDN replays to its result).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runLoad } from './load.js';

const GAMES = Number(process.env.CHECKERS_LOAD_GAMES ?? 40);

test(`${GAMES} concurrent games over ${GAMES * 2} connections: every illegal move refused, every game stored and replayed`, async (t) => {
  const figures = await runLoad({ games: GAMES, maxPlies: 200, timeoutMs: 80_000 });
  t.diagnostic(JSON.stringify({ ...figures, results: undefined, problems: figures.problems.length }));
  assert.deepEqual(figures.problems, []);
  assert.deepEqual(figures.acceptedIllegal, []);
  assert.equal(figures.refused, figures.illegalSent);
  assert.equal(figures.errors, 0);
  assert.equal(figures.stored, GAMES);
  assert.equal(Object.values(figures.results).reduce((a, b) => a + b, 0), GAMES);
  // The steady figures count the moves after the warm-up (two a game) alone.
  assert.equal(figures.steady.afterMoves, 2 * GAMES);
  assert.ok(figures.moves > 2 * GAMES);
  assert.ok(figures.steady.latencyMs.p50 > 0 && figures.steady.latencyMs.p99 >= figures.steady.latencyMs.p50);
  assert.ok(Number.isFinite(figures.steady.serverCpuMsPerMessage) && figures.steady.clientCpuMsPerMessage > 0);
});
