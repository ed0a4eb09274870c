// SPDX-License-Identifier: MIT
// cli.js, as the C client: `moves --batch` answers one line per FEN with the
// full routes, and stops at a bad FEN with exit status 2.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Game } from '../src/index.js';

const CLI = fileURLToPath(new URL('../cli.js', import.meta.url));
const run = (args, input = '') => spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });

test('moves --batch: one line of full routes per FEN', () => {
  const fens = ['B:W21-32:B1-12', 'B:W18,27:B1,14', 'W:W29:B22,25'];
  const { status, stdout } = run(['moves', '--variant', 'english', '--batch'], `${fens.join('\n')}\n`);
  assert.equal(status, 0);
  assert.equal(stdout, '9-13 9-14 10-14 10-15 11-15 11-16 12-16\n14x23x32\n\n');
  const game = new Game('english', fens[1]);
  assert.equal(stdout.split('\n')[1], game.legalMoveTexts({ fullRoute: true }).join(' '));
});

test('moves --batch reads CRLF lines and a last line without a newline', () => {
  const { status, stdout } = run(['moves', '--batch'], 'B:W18,27:B1,14\r\nB:W18,27:B1,14');
  assert.equal(status, 0);
  assert.equal(stdout, '14x23x32\n14x23x32\n');
});

test('moves --batch answers every line, and ends with exit status 2 after a bad FEN', () => {
  const start = '9-13 9-14 10-14 10-15 11-15 11-16 12-16';
  const { status, stdout, stderr } = run(['moves', '--batch'], 'B:W21-32:B1-12\nX:W1\n\n# a comment\nB:W21-32:B1-12\n');
  assert.equal(status, 2);
  assert.equal(stdout, `${start}\n\n\n\n${start}\n`);
  assert.match(stderr, /line 2: bad FEN "X:W1": FEN: the side to move must be W or B/);
});

test('moves --batch: blank and comment lines are answered by an empty line, no error', () => {
  const { status, stdout, stderr } = run(['moves', '--batch'], '\n  # a comment\nB:W21-32:B1-12\n');
  assert.equal(status, 0);
  assert.equal(stdout, '\n\n9-13 9-14 10-14 10-15 11-15 11-16 12-16\n');
  assert.equal(stderr, '');
});

test('an unknown variant or option is a usage error', () => {
  assert.equal(run(['moves', '--variant', 'chess', '--batch']).status, 2);
  assert.equal(run(['moves', '--colour']).status, 2);
  assert.equal(run([]).status, 2);
});

test('moves and perft for one position', () => {
  assert.equal(run(['moves', '--variant', 'russian', '--fen', 'W:Wa1:Bh8']).stdout, 'a1-b2\n');
  assert.equal(run(['perft', '--variant', 'english', '5']).stdout, 'perft(5) = 7361\n');
});
