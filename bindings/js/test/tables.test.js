// SPDX-License-Identifier: MIT
// The binding's constants and struct layouts against the library's own tables
// (checkers_constant_*, checkers_layout_*), so that the binding cannot drift
// from the C header.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { constants, layouts, constantTable, layoutTable, version, variants } from '../src/index.js';
import { MAX_MOVES } from '../src/runtime.js';

test('every constant the binding exposes is the library\u2019s, under its name', () => {
  const table = new Map(constantTable());
  assert.ok(table.size >= 80, `the library lists ${table.size} constants`);
  assert.deepEqual(Object.keys(constants).sort(), [...table.keys()].map((n) => n.replace(/^CHECKERS_/, '')).sort());
  for (const [name, value] of Object.entries(constants)) {
    assert.equal(value, table.get(`CHECKERS_${name}`), name);
  }
  assert.equal(constants.E_NO_PIECE, -102);
  assert.equal(MAX_MOVES, constants.MAX_MOVES, 'the scratch move buffer holds the most moves a position can list');
  assert.ok(Object.isFrozen(constants));
});

test('every struct layout the binding uses is the library\u2019s', () => {
  const table = new Map(layoutTable().map(([name, offset, size]) => [name, { offset, size }]));
  assert.ok(table.has('checkers_move.path'));
  for (const [name, offset, size] of layouts) {
    assert.deepEqual({ offset, size }, table.get(name), name);
  }
  // Each declared struct is there whole, not only the fields read.
  for (const [name] of layouts.filter(([n]) => !n.includes('.'))) {
    assert.ok(table.has(name), name);
  }
});

test('the version and the variants come from the library', () => {
  // The numbers, then "-dev" in a development version (checkers.h, checkers_version_string).
  assert.match(version, /^\d+\.\d+\.\d+(-dev)?$/);
  assert.equal(version.replace(/-dev$/, ''),
    `${constants.VERSION_MAJOR}.${constants.VERSION_MINOR}.${constants.VERSION_PATCH}`);
  assert.equal(variants[0].name, 'english');
  assert.ok(Object.isFrozen(variants));
});
