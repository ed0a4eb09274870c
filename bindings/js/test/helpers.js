// SPDX-License-Identifier: MIT
// Shared by the tests.

import assert from 'node:assert/strict';

// The error fn throws; fails the test when it returns.
export function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.fail('expected an error');
}
