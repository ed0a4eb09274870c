// SPDX-License-Identifier: MIT
// Memory in the wasm heap: free() releases a game at once; a Game or a
// PdnReader that is dropped without free() is released when the JavaScript
// object is garbage collected; nothing is released twice.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Game, PdnReader } from '../src/index.js';
import { wasm } from '../src/runtime.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

// Counts the library's free calls made while fn runs (fn may be async).
async function countingFrees(name, fn) {
  // The glue replaces each export by the wasm function on its first call:
  // make that call (freeing NULL does nothing) before wrapping it.
  wasm[name](0);
  const original = wasm[name];
  const counter = { calls: 0 };
  wasm[name] = (ptr) => {
    counter.calls++;
    return original(ptr);
  };
  try {
    await fn(counter);
  } finally {
    wasm[name] = original;
  }
  return counter.calls;
}

// Collects garbage until `done()` or a second has passed: finalizers run in
// tasks after the collection, not during it.
async function collectUntil(done) {
  for (let i = 0; i < 100 && !done(); i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('free() releases the game once; a freed game refuses to be used', async () => {
  const calls = await countingFrees('_checkers_game_free', async () => {
    let game = new Game();
    game.free();
    game.free();
    assert.ok(game.freed);
    assert.throws(() => game.fen, /freed/);
    assert.throws(() => game.push('11-15'), /freed/);
    game = null;
    await collectUntil(() => false);
  });
  assert.equal(calls, 1);
});

test('games dropped without free() are released by the garbage collector', async () => {
  const calls = await countingFrees('_checkers_game_free', async (counter) => {
    (() => {
      for (let i = 0; i < 200; i++) new Game().push('11-15');
    })();
    await collectUntil(() => counter.calls >= 200);
  });
  assert.ok(calls >= 200, `${calls} of 200 games released`);
});

test('PDN readers dropped without free() release their copies of the text', async () => {
  // 100 readers of 400 KB each would take 40 MB if their copies stayed.
  const text = `[Event "x"]\n1. 11-15 23-19 *\n${'{padding} '.repeat(40000)}`;
  const before = wasm.HEAPU8.length;
  const calls = await countingFrees('_checkers_pdn_reader_free', async (counter) => {
    for (let round = 0; round < 10; round++) {
      (() => {
        for (let i = 0; i < 10; i++) new PdnReader(text);
      })();
      await collectUntil(() => counter.calls >= (round + 1) * 10);
    }
  });
  assert.equal(calls, 100);
  assert.ok(wasm.HEAPU8.length - before < 16 << 20, `the heap grew by ${(wasm.HEAPU8.length - before) >> 20} MB`);
});

test('a game from a PDN file is the caller\u2019s: it outlives the reader', () => {
  const reader = new PdnReader('1. 11-15 23-19 *');
  const { game } = reader.next();
  reader.free();
  assert.equal(game.plyCount, 2);
  game.free();
});
