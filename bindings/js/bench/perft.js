#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Perft through the package, as tests/bench.c (checkers_bench) times the C
// library: compare `node bench/perft.js english 11` with
// `build/tests/checkers_bench english 11`, run alternately.
//
//   node bench/perft.js [VARIANT [DEPTH [FEN]]]     default: english 11

import { Game } from '../src/index.js';

const [variant = 'english', depth = '11', fen] = process.argv.slice(2);
const game = new Game(variant, fen);
const start = performance.now();
const leaves = game.perft(Number(depth));
const seconds = (performance.now() - start) / 1000;
game.free();
console.log(`${variant} perft(${depth}) = ${leaves}  ${seconds.toFixed(3)} s  ${(Number(leaves) / seconds / 1e6).toFixed(1)} Mleaves/s`);
