// SPDX-License-Identifier: MIT
// dist/checkers.browser.js, the classic-script build for pages (which cannot
// load ES modules from file://): it defines the global Checkers, whose
// `ready` promise gives the API of the ES module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import * as index from '../src/index.js';

const FILE = new URL('../dist/checkers.browser.js', import.meta.url);

test('as a script in a page-like global scope it defines Checkers', async () => {
  // A context without `module`, `require` or `process`, as a page has.
  const page = vm.createContext({ TextEncoder, TextDecoder, WebAssembly, console, setTimeout, atob });
  vm.runInContext(readFileSync(FILE, 'utf8'), page, { filename: 'checkers.browser.js' });
  const Checkers = await page.Checkers.ready;
  assert.equal(Checkers, page.Checkers);
  assert.deepEqual(Object.keys(Checkers).filter((k) => k !== 'ready' && k !== 'source').sort(), Object.keys(index).sort());

  const game = new Checkers.Game('english');
  assert.equal(game.perft(3), 302n);
  game.push('11-15');
  assert.equal(game.fen, 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15');
  assert.throws(() => game.push('15-19'),
    (e) => e instanceof Checkers.IllegalMoveError && e.codeName === 'E_NOT_YOUR_PIECE' && e.square === 15);
  assert.equal(Checkers.constants.E_OCCUPIED, -106);
  assert.equal([...Checkers.readPdn('1. 11-15 23-19 *')][0].moves.length, 2);
});

test('Checkers.source is the script itself, to start a worker with', async () => {
  const text = readFileSync(FILE, 'utf8');
  const page = vm.createContext({ TextEncoder, TextDecoder, WebAssembly, console, setTimeout, atob });
  vm.runInContext(text, page);
  const source = page.Checkers.source;
  assert.ok(text.includes(source.slice(0, source.length - ';\n'.length)), 'the text of the script');
  // A worker has no page around it either: the text alone defines Checkers again.
  const worker = vm.createContext({ TextEncoder, TextDecoder, WebAssembly, console, setTimeout, atob });
  vm.runInContext(source, worker);
  const Checkers = await worker.Checkers.ready;
  assert.equal(Checkers.source, source);
  assert.equal(new Checkers.Game('international').bestMove(4).text, new index.Game('international').bestMove(4).text);
});
