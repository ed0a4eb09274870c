// SPDX-License-Identifier: MIT
// The terminal client: two people play a timed English match through the
// server, here two client processes fed line by line.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { testServer } from './helpers.js';

const CLIENT = fileURLToPath(new URL('../client.js', import.meta.url));
const server = await testServer();
after(() => server.close());

// A client process whose output can be awaited line by line.
function client(name) {
  const child = spawn(process.execPath, [CLIENT, server.url, '--name', name], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.output = '';
  child.waiters = [];
  child.stdout.on('data', (d) => {
    child.output += d;
    child.waiters = child.waiters.filter((w) => !w());
  });
  child.type = (line) => child.stdin.write(`${line}\n`);
  // Resolves to the first match of `pattern` in the output after `from`.
  child.see = (pattern, from = 0) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} never printed ${pattern}:\n${child.output}`)), 5000);
    const check = () => {
      const m = pattern.exec(child.output.slice(from));
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
      return m !== null;
    };
    if (!check()) child.waiters.push(check);
  });
  return child;
}

test('two terminal clients play a timed English match: refusals, a draw offer, the score, colours reversed', async () => {
  const ann = client('Ann');
  await ann.see(/connected/);
  ann.type('create english --clock acf --match 1 --seed 3');
  const [, id] = await ann.see(/game (\S+) created; you play black \(match of 2 games, seed 3\)/);
  const bob = client('Bob');
  await bob.see(/connected/);
  bob.type(`join ${id}`);
  await bob.see(/Ann \(black\) - Bob \(white\), game 1 of 2, ballot \d+/);
  await bob.see(/clock: black 5:00, white \d:\d\d/);
  await bob.see(/your move \(white\): /);
  bob.type('99-1');
  await bob.see(/refused: illegal move "99-1": .* \[E_MOVE_SQUARE\]/);
  ann.type('draw');
  await bob.see(/black offers a draw: "accept" or "decline"/);
  bob.type('accept');
  for (const player of [ann, bob]) {
    await player.see(/result 1\/2-1\/2 \(agreement\)\nscore: Ann 0.5, Bob 0.5/);
    await player.see(/Bob \(black\) - Ann \(white\), game 2 of 2/);
  }
  ann.type('resign');
  await bob.see(/result 0-1 \(resignation\)\nscore: Ann 0.5, Bob 1.5/);
  for (const player of [ann, bob]) {
    player.type('quit');
    await new Promise((r) => player.once('exit', r));
  }
  assert.match(ann.output, /score: Ann 0.5, Bob 1.5/);
});
