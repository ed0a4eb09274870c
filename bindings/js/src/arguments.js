// SPDX-License-Identifier: MIT
// The one check of every integer argument of the API. A wasm call converts a
// JavaScript number as ToInt32 does (2**32 + 1 becomes 1, 1.5 becomes 1, NaN
// and '3' pass as 0 and 3) and a byte of a record keeps the low 8 bits, so a
// number the library would not read as given is refused here, before any call.

// `value` if it is an integer from `min` to `max`; otherwise a TypeError when
// it is not an integer at all (a string, null, a fraction, NaN, Infinity), a
// RangeError naming the range when it is an integer outside it. `what` names
// the argument ("perft depth", "square").
export function integerArgument(value, what, min, max) {
  if (!Number.isInteger(value)) {
    throw new TypeError(`${what} must be an integer from ${min} to ${max}, not ${shown(value)}`);
  }
  if (value < min || value > max) {
    throw new RangeError(`${what} must be an integer from ${min} to ${max}, not ${value}`);
  }
  return value;
}

// The largest C int32_t, for arguments whose upper bound the library checks.
export const INT32_MAX = 0x7fffffff;

function shown(value) {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || value === undefined) return String(value);
  return `a ${typeof value}`;
}
