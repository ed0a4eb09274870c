#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Perft through the package, as tests/bench.c (checkers_bench) times the C
// library: compare `node bench/perft.js english 11` with
// `build/tests/checkers_bench english 11`, run alternately, by CPU time.
//
// A perft two plies shallower is counted first, untimed (WARMUP 0 skips it):
// until V8 has compiled the wasm with its optimising tier (on threads whose
// CPU time the process counts), the code runs in its baseline tier, which
// the C program has nothing like. Even after it, the first timed count still
// pays for some of that compiling; REPEAT > 1 counts again in the same
// process and prints the median of the counts after the first too, the
// steady state a long-running program sees. Each time printed is the
// process's CPU time for that count alone.
//
//   node bench/perft.js [VARIANT [DEPTH [FEN [WARMUP [REPEAT]]]]]
//                                              default: english 11 '' 1 1

import { Game } from '../src/index.js';

const [variant = 'english', depth = '11', fen = '', warmup = '1', repeat = '1'] = process.argv.slice(2);
const game = new Game(variant, fen === '' ? undefined : fen);
if (Number(warmup) > 0) game.perft(Math.max(0, Number(depth) - 2));
const times = [];
let leaves = 0n;
for (let i = 0; i < Math.max(1, Number(repeat)); i++) {
  const start = process.cpuUsage();
  leaves = game.perft(Number(depth));
  const used = process.cpuUsage(start);
  times.push((used.user + used.system) / 1e6);
}
game.free();
const rate = (seconds) => (Number(leaves) / seconds / 1e6).toFixed(1);
console.log(`${variant} perft(${depth}) = ${leaves}  ${times[0].toFixed(3)} s CPU  ${rate(times[0])} Mleaves/s` +
  `${Number(warmup) > 0 ? ', after a warm-up' : ', cold'}`);
if (times.length > 1) {
  const later = times.slice(1).sort((a, b) => a - b);
  const median = later.length % 2 ? later[later.length >> 1]
    : (later[later.length / 2 - 1] + later[later.length / 2]) / 2;
  console.log(`counts 2-${times.length}: ${times.slice(1).map((t) => t.toFixed(3)).join(' ')} s CPU, ` +
    `median ${median.toFixed(3)} s  ${rate(median)} Mleaves/s`);
}
