#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Perft through the package, as tests/bench.c (checkers_bench) times the C
// library: compare `node bench/perft.js english 11` with
// `build/tests/checkers_bench english 11`, run alternately, by CPU time.
//
// A perft two plies shallower is counted first, untimed (WARMUP 0 skips it):
// until V8 has compiled the wasm with its optimising tier (on threads whose
// CPU time the process counts), the code runs in its baseline tier, which
// the C program has nothing like. The time printed is the process's CPU time
// for the timed count alone.
//
//   node bench/perft.js [VARIANT [DEPTH [FEN [WARMUP]]]]     default: english 11

import { Game } from '../src/index.js';

const [variant = 'english', depth = '11', fen = '', warmup = '1'] = process.argv.slice(2);
const game = new Game(variant, fen === '' ? undefined : fen);
if (Number(warmup) > 0) game.perft(Math.max(0, Number(depth) - 2));
const start = process.cpuUsage();
const leaves = game.perft(Number(depth));
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
game.free();
console.log(`${variant} perft(${depth}) = ${leaves}  ${seconds.toFixed(3)} s CPU  ${(Number(leaves) / seconds / 1e6).toFixed(1)} Mleaves/s` +
  `${Number(warmup) > 0 ? ', after a warm-up' : ', cold'}`);
