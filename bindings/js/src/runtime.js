// SPDX-License-Identifier: MIT
// The WebAssembly instance and the scratch memory every call shares.
//
// JavaScript is single-threaded and the library never calls back, so one set
// of scratch buffers in the wasm heap serves every call: no allocation per
// call. The heap views are re-read from the module after calls that may grow
// the memory, because growing detaches the old ArrayBuffer.

import { MOVE_SIZE, REFUSAL_SIZE, loadLayouts } from './layout.js';

export let wasm = null;

// Scratch blocks, allocated once by allocateScratch().
export let movesPtr = 0; // CHECKERS_MAX_MOVES move records
export let listPtr = 0; // the same, written by Game.legalMoves only
export let refusalPtr = 0; // one checkers_refusal
export let outPtr = 0; // 64 bytes of out-parameters (8-aligned)
let textPtr = 0; // output text, grown on demand
let textCap = 0;
let inPtr = 0; // input text, grown on demand
let inCap = 0;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

// CHECKERS_MAX_MOVES, the records the scratch move buffers hold.
export let MAX_MOVES = 0;

// The library's functions called on every move of a playout, held directly:
// through the module object, each call would first look its name up there (a
// dictionary of some hundreds of names), and emscripten's stubs forward
// through `apply` until their first call.
export let gameStatus = null;
export let gameMoves = null;
export let gameApplyIndex = null;
export let gameApply = null;

// The wasm export behind the module's function `name` (the function itself
// if it is not one of emscripten's forwarding stubs).
function direct(name) {
  const f = wasm[name];
  const stub = /Module\["asm"\]\["([^"]+)"\]/.exec(Function.prototype.toString.call(f));
  const raw = stub === null ? undefined : wasm.asm?.[stub[1]];
  return typeof raw === 'function' ? raw : f;
}

let u8 = null;

// The heap as bytes, without a look-up in the module object: a view is only
// replaced when the memory grows, which detaches the old one (length 0).
export function heapU8() {
  return u8.length !== 0 ? u8 : (u8 = wasm.HEAPU8);
}

export function attach(module) {
  wasm = module;
  u8 = wasm.HEAPU8;
  gameStatus = direct('_checkers_game_status');
  gameMoves = direct('_checkers_game_moves');
  gameApplyIndex = direct('_checkers_game_apply_index');
  gameApply = direct('_checkers_game_apply');
  loadLayouts(layoutTable());
}

// Allocates the scratch blocks, for lists of maxMoves records
// (CHECKERS_MAX_MOVES: loadTables reads the constants once and calls this).
export function allocateScratch(maxMoves) {
  MAX_MOVES = maxMoves;
  movesPtr = wasm._malloc(MAX_MOVES * MOVE_SIZE);
  listPtr = wasm._malloc(MAX_MOVES * MOVE_SIZE);
  refusalPtr = wasm._malloc(REFUSAL_SIZE);
  outPtr = wasm._malloc(64);
  textCap = 8192;
  textPtr = wasm._malloc(textCap);
  inCap = 1024;
  inPtr = wasm._malloc(inCap);
  if (!movesPtr || !listPtr || !refusalPtr || !outPtr || !textPtr || !inPtr) {
    throw new Error('checkers: cannot allocate the scratch memory');
  }
}

export function int32At(ptr) {
  return wasm.HEAP32[ptr >> 2];
}

export function uint64At(ptr) {
  return wasm.HEAPU64[ptr >> 3];
}

// Decodes len bytes at ptr. A short ASCII text (a move, a tag name) is
// decoded by hand: below 16 bytes that takes half TextDecoder's time, above
// it more and more.
export function textAt(ptr, len) {
  const u8 = wasm.HEAPU8;
  if (len < 16) {
    let s = '';
    for (let i = 0; i < len; i++) {
      const c = u8[ptr + i];
      if (c >= 0x80) return decoder.decode(u8.subarray(ptr, ptr + len));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return decoder.decode(u8.subarray(ptr, ptr + len));
}

// A NUL-terminated C string (static, or owned by a reader), or null for NULL.
export function cString(ptr) {
  if (ptr === 0) return null;
  const u8 = wasm.HEAPU8;
  let end = ptr;
  while (u8[end] !== 0) end++;
  return textAt(ptr, end - ptr);
}

// Copies `text` into the input scratch as a NUL-terminated UTF-8 string and
// returns its address, valid until the next call of inputText().
export function inputText(text) {
  if (typeof text !== 'string') {
    throw new TypeError(`expected a string, got ${typeof text}`);
  }
  if (text.includes('\0')) throw new TypeError('checkers: the text contains a NUL character');
  // UTF-8 never takes more than 3 bytes per UTF-16 unit.
  const need = text.length * 3 + 1;
  if (need > inCap) {
    const bigger = wasm._malloc(need);
    if (!bigger) throw new RangeError('checkers: out of memory for the input text');
    wasm._free(inPtr);
    inPtr = bigger;
    inCap = need;
  }
  const u8 = wasm.HEAPU8;
  let n = 0;
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) ascii = false;
    else u8[inPtr + n++] = c;
  }
  if (!ascii) n = encoder.encodeInto(text, u8.subarray(inPtr, inPtr + inCap - 1)).written;
  u8[inPtr + n] = 0;
  return inPtr;
}

// Copies bytes or a string into a fresh malloc'd block (the caller frees it).
export function mallocBytes(data) {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  const ptr = wasm._malloc(bytes.length + 1);
  if (!ptr) throw new RangeError('checkers: out of memory');
  wasm.HEAPU8.set(bytes, ptr);
  wasm.HEAPU8[ptr + bytes.length] = 0;
  return { ptr, length: bytes.length };
}

// Calls write(buf, capacity), which returns the full length snprintf-style or
// a negative code, growing the output scratch until the text fits. Returns
// the text, or the negative code as a number.
export function readText(write) {
  let len = write(textPtr, textCap);
  if (len < 0) return len;
  if (len >= textCap) {
    const bigger = wasm._malloc(len + 1);
    if (!bigger) throw new RangeError('checkers: out of memory for the output text');
    wasm._free(textPtr);
    textPtr = bigger;
    textCap = len + 1;
    len = write(textPtr, textCap);
    if (len < 0) return len;
  }
  return textAt(textPtr, len);
}

// The library's layout table (checkers_layout_*): [[name, offset, size], ...].
export function layoutTable() {
  return Array.from({ length: wasm._checkers_layout_count() }, (_, i) =>
    [cString(wasm._checkers_layout_name(i)), wasm._checkers_layout_offset(i), wasm._checkers_layout_size(i)]);
}

// The library's constant table (checkers_constant_*): [[full name, value], ...].
export function constantTable() {
  return Array.from({ length: wasm._checkers_constant_count() }, (_, i) =>
    [cString(wasm._checkers_constant_name(i)), wasm._checkers_constant_value(i)]);
}
