// SPDX-License-Identifier: MIT
// The terminal client: two people play a timed English match through the
// server, here two client processes fed line by line, a third watching; and
// on a terminal (a pseudo-terminal made by script(1)) the clocks count down.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, testServer } from './helpers.js';

const CLIENT = fileURLToPath(new URL('../client.js', import.meta.url));
const server = await testServer();
after(() => server.close());

// A process whose output can be awaited line by line.
function watched(name, child) {
  child.output = '';
  child.waiters = [];
  child.stdout.on('data', (d) => {
    child.output += d;
    child.waiters = child.waiters.filter((w) => !w());
  });
  child.type = (line) => child.stdin.write(`${line}\n`);
  // Resolves to the first match of `pattern` in the output after `from`
  // (a number, or the end of the output so far: 'now').
  child.see = (pattern, from = 0) => new Promise((resolve, reject) => {
    const start = from === 'now' ? child.output.length : from;
    const timer = setTimeout(() => reject(new Error(`${name} never printed ${pattern}:\n${child.output.slice(start)}`)), 20_000);
    const check = () => {
      const m = pattern.exec(child.output.slice(start));
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
      return m !== null;
    };
    if (!check()) child.waiters.push(check);
  });
  child.quit = async () => {
    child.type('quit');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  return child;
}

function client(name) {
  return watched(name, spawn(process.execPath, [CLIENT, server.url, '--name', name], { stdio: ['pipe', 'pipe', 'inherit'] }));
}

test('two terminal clients play a timed English match, watched: numbered squares and moves, draws, results in words', async () => {
  const ann = client('Ann');
  await ann.see(/connected/);
  ann.type('create english --clock acf --match 1 --seed 3');
  const [, id] = await ann.see(/game (\S+) created; you play black \(match of 2 games, seed 3\)/);
  const bob = client('Bob');
  await bob.see(/connected/);
  bob.type(`join ${id}`);
  await bob.see(/Ann \(black\) - Bob \(white\), game 1 of 2, ballot \d+/);
  // The ballot's three moves, numbered as PDN numbers them.
  const [, ballot] = await bob.see(/moves so far: (1\. \S+ \S+ 2\. \S+)\n/);
  // Each board beside its square numbers, the player's own side at the bottom.
  await bob.see(/ 29 +30 +31 +32\n/);
  await ann.see(/ {2}4 +3 +2 +1\n/);
  await bob.see(/clock: Black 5:00 {2}White \d:\d\d\*\n/); // the running clock starred
  const [, move] = await bob.see(/your move \(white\): (\S+)/);
  // A typo is not sent as a move.
  let from = bob.output.length;
  bob.type('acept');
  await bob.see(/unknown command "acept"; the commands: create, list, join, watch, resume, a move \(11-15, 15x24, c3-d4\), draw, accept, decline, claim, resign, board/, from);
  bob.type('99-1');
  await bob.see(/refused: illegal move "99-1": .* \[E_MOVE_SQUARE\]/, from);
  assert.doesNotMatch(bob.output.slice(from), /error:/);
  bob.type(move);
  await ann.see(new RegExp(`\\n2\\.\\.\\. ${move}\\n`));
  // The legal moves, sent to the player to move; the other player's copy
  // of the game has them too.
  const [, annMoves] = await ann.see(/your move \(black\): ([^\n]+)\n/);
  from = bob.output.length;
  bob.type('moves');
  await bob.see(new RegExp(`(^|\\n)${annMoves}\\n`), from);
  ann.type('history');
  await ann.see(new RegExp(`\\n${ballot.replace(/\./g, '\\.')} ${move}\\n`));

  ann.type('draw');
  await ann.see(/you offer a draw; White may accept or decline/);
  await bob.see(/Black offers a draw: "accept" or "decline"/);
  const sue = client('Sue');
  await sue.see(/connected/);
  sue.type(`watch ${id}`);
  await sue.see(/-- english: Ann \(black\) - Bob \(white\), game 1 of 2/);
  await sue.see(/Black offers a draw\n/);
  sue.type('accept');
  await sue.see(new RegExp(`you are watching game ${id}, not playing it`));
  bob.type('accept');
  for (const viewer of [ann, bob, sue]) {
    await viewer.see(/Draw by agreement \(1\/2-1\/2\)\nscore: Ann 0.5, Bob 0.5/);
    await viewer.see(/Bob \(black\) - Ann \(white\), game 2 of 2/);
  }
  await ann.see(/ 29 +30 +31 +32\n[^]*your move \(white\)/); // colours reversed: Ann at White's side
  ann.type('resign');
  for (const viewer of [ann, bob, sue]) await viewer.see(/Black wins: White resigned \(0-1\)\nscore: Ann 0.5, Bob 1.5/);
  for (const viewer of [ann, bob, sue]) await viewer.quit();
  // Not a terminal: no status line.
  assert.doesNotMatch(ann.output, /\x1b\[|> /);
});

test('a player who resumes a game that has ended is told who won and why, with the final position', async () => {
  const black = await Client.connect(server.url);
  const created = await black.request({ type: 'create', name: 'Ann', fen: 'B:W18:B14' });
  const white = await Client.connect(server.url);
  await white.request({ type: 'join', game: created.game, name: 'Bob' });
  await black.next('state');
  await black.request({ type: 'move', game: created.game, move: '14x23' });
  black.close();
  white.close();
  const ann = client('Ann');
  await ann.see(/connected/);
  ann.type(`resume ${created.game} ${created.token}`);
  await ann.see(new RegExp(`game ${created.game} is over; you played black`));
  await ann.see(/moves so far: 1\. 14x23\n/);
  await ann.see(/\. +b +\. +\. +24 +23 +22 +21\n/); // the final position, Black's side at the bottom
  await ann.see(/Black wins: White has no pieces left \(0-1\)/);
  await ann.quit();
});

test('the client\'s commands: a move needs squares, actions need a game', async () => {
  const ann = client('Ann');
  await ann.see(/connected/);
  ann.type('11-15');
  await ann.see(/no game: "create", "join" or "resume" one first/);
  ann.type('move');
  await ann.see(/a move is squares joined by - or x: move 11-15, 15x24, c3-d4/);
  ann.type('join');
  await ann.see(/join needs a game's name/);
  ann.type('variants');
  await ann.see(/english international .*turkish/);
  await ann.quit();
});

const script = spawnSync('script', ['--version']).status === 0;

test('on a terminal, the status line counts the clock of the side to move down each second', { skip: !script && 'script(1) is not installed' }, async () => {
  // script(1) runs the client on a pseudo-terminal fed from its stdin.
  const ann = watched('Ann', spawn('script', ['-qfec', `"${process.execPath}" "${CLIENT}" ${server.url} --name Ann`, '/dev/null'],
    { stdio: ['pipe', 'pipe', 'inherit'] }));
  await ann.see(/connected/);
  ann.type('create english --clock fischer:300+5');
  const [, id] = await ann.see(/game (\S+) created/);
  const bob = await Client.connect(server.url);
  await bob.request({ type: 'join', game: id, name: 'Bob' });
  await ann.see(/Black 5:00\* {2}White 5:00 {2}your move> /);
  // Redrawn in place ("\x1b[1G\x1b[0J": back to the line's start, cleared).
  await ann.see(/\x1b\[1G\x1b\[0JBlack 4:59\* {2}White 5:00 {2}your move> /);
  await ann.see(/\x1b\[1G\x1b\[0JBlack 4:58\* {2}White 5:00 {2}your move> /);
  bob.close();
  await ann.quit();
});
