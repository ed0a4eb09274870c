// SPDX-License-Identifier: MIT
// What the package says of itself agrees with the library: the number of
// variants in the README and in package.json's description.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { variants } from '../src/index.js';
import { wasm } from '../src/runtime.js';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
  'nineteen', 'twenty'];

function number(text) {
  const word = WORDS.indexOf(text.toLowerCase());
  return word >= 0 ? word : Number(text);
}

test('the README and package.json count the variants as the library does', () => {
  const count = wasm._checkers_variant_count();
  assert.equal(variants.length, count);
  const others = /English draughts and (\w+) other variants/.exec(README);
  assert.ok(others, 'the README says how many variants besides English');
  assert.equal(number(others[1]) + 1, count, others[0]);
  const names = /`variants` lists the (\w+) names/.exec(README);
  assert.ok(names, 'the README says how many names `variants` lists');
  assert.equal(number(names[1]), count, names[0]);
  const described = /\((\d+) variants\)/.exec(PACKAGE.description);
  assert.ok(described, 'package.json\'s description counts the variants');
  assert.equal(Number(described[1]), count, PACKAGE.description);
});
