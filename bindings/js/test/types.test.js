// SPDX-License-Identifier: MIT
// index.d.ts declares what the package exports, no more and no less: every
// export, and every public member of the classes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from '../src/node.js';

const DTS = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');

test('every export is declared, and every declared value is exported', () => {
  const declared = new Set([...DTS.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]));
  assert.deepEqual([...declared].sort(), Object.keys(api).sort());
});

// The members declared in the body of `class NAME`.
function declaredMembers(name) {
  const start = DTS.indexOf(`export class ${name} `);
  const body = DTS.slice(DTS.indexOf('{', start) + 1, DTS.indexOf('\n}', start));
  return new Set([...body.matchAll(/^ {2}(?:static |readonly |get |set )*(\w+)[(:?<]/gm)].map((m) => m[1]));
}

function runtimeMembers(cls) {
  const names = new Set();
  for (const owner of [cls, cls.prototype]) {
    for (const key of Object.getOwnPropertyNames(owner)) {
      if (!['length', 'name', 'prototype', 'constructor'].includes(key) && !key.startsWith('_')) names.add(key);
    }
  }
  return names;
}

for (const [name, instance] of [
  ['Game', () => new api.Game()],
  ['Move', () => new api.Game().legalMoves()[0]],
  ['PdnReader', () => new api.PdnReader('')],
  ['PdnGame', () => [...api.readPdn('1. 11-15 *')][0]],
]) {
  test(`class ${name}: its members are declared`, () => {
    const declared = declaredMembers(name);
    const actual = runtimeMembers(api[name]);
    for (const key of Object.keys(instance())) actual.add(key);
    actual.delete('constructor');
    for (const key of actual) assert.ok(declared.has(key), `${name}.${key} is not in index.d.ts`);
    for (const key of declared) if (key !== 'constructor') assert.ok(actual.has(key), `${name}.${key} is declared but missing`);
  });
}

test('errors carry the declared fields', () => {
  let error;
  try {
    new api.Game().push('11-');
  } catch (e) {
    error = e;
  }
  const declared = new Set([...declaredMembers('IllegalMoveError'), ...declaredMembers('CheckersError')]);
  for (const key of Object.keys(error)) assert.ok(declared.has(key), `IllegalMoveError.${key}`);
});
