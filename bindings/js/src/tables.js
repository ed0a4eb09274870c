// SPDX-License-Identifier: MIT
// The library's own tables as it was compiled, for checking a binding (this
// one's tests compare `layouts` with layoutTable()).

import { wasm, cString } from './runtime.js';

// [[name, offset, size], ...] from checkers_layout_*.
export function layoutTable() {
  const rows = [];
  const n = wasm._checkers_layout_count();
  for (let i = 0; i < n; i++) {
    rows.push([cString(wasm._checkers_layout_name(i)), wasm._checkers_layout_offset(i), wasm._checkers_layout_size(i)]);
  }
  return rows;
}

// [[full name, value], ...] from checkers_constant_*.
export function constantTable() {
  const rows = [];
  const n = wasm._checkers_constant_count();
  for (let i = 0; i < n; i++) {
    rows.push([cString(wasm._checkers_constant_name(i)), wasm._checkers_constant_value(i)]);
  }
  return rows;
}
