#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Random playouts through the package's API, the loop of the C benchmark
// tests/bench_playout.c (checkers_bench_playout): list the legal moves, play
// one chosen uniformly at random, until the game is over under the variant's
// default draw rules. Same random generator and seed, so the same games and
// plies as the C program; prints plies per second of CPU time.
//
// WARMUP games (by default as many as GAMES, with another seed) are played
// first, untimed: until V8 has compiled the wasm and the loop with its
// optimising tiers (on threads whose CPU time the process counts), a run is
// a third slower in English and half as fast in International, where the C
// program has nothing to wait for. WARMUP 0 times the first run, cold.
//
//   node bench/playout.js [VARIANT [GAMES [SEED [WARMUP]]]]     default: english 2000 1 GAMES

import { Game } from '../src/index.js';

// xorshift64* on two int32 halves: BigInt arithmetic would cost more than
// the move it picks, and signed halves stay unboxed in V8 (unsigned ones above
// 2^31 become heap numbers). Returns an index below n (n <= 2^21) from the
// output's high half by a multiply, as the C program picks it.
function generator(seed) {
  let hi = Number(BigInt.asUintN(64, BigInt(seed)) >> 32n) | 0;
  let lo = Number(BigInt.asUintN(32, BigInt(seed))) | 0;
  if (hi === 0 && lo === 0) lo = 1;
  const KH = 0x2545f491; // 2685821657736338717 = 0x2545F4914F6CDD1D
  const KL = 0x4f6cdd1d;
  const KL0 = KL & 0xffff;
  const KL1 = KL >>> 16;
  return (n) => {
    lo ^= (lo >>> 12) | (hi << 20); // state ^= state >> 12
    hi ^= hi >>> 12;
    hi ^= (hi << 25) | (lo >>> 7); // state ^= state << 25
    lo ^= lo << 25;
    lo ^= (lo >>> 27) | (hi << 5); // state ^= state >> 27
    hi ^= hi >>> 27;
    // The high half of (state * K) mod 2^64: lo * KL's high half from 16-bit limbs.
    const a0 = lo & 0xffff;
    const a1 = lo >>> 16;
    const cross = a1 * KL0 + a0 * KL1 + ((a0 * KL0) >>> 16);
    const rhi = (a1 * KL1 + Math.floor(cross / 0x10000) + Math.imul(hi, KL) + Math.imul(lo, KH)) >>> 0;
    // (rhi * n) >> 32, exact in a double while rhi * n < 2^53.
    return Math.floor((rhi * n) / 0x100000000);
  };
}

function playouts(variant, games, seed) {
  const random = generator(seed);
  let plies = 0;
  for (let g = 0; g < games; g++) {
    const game = new Game(variant);
    while (!game.isOver) {
      const moves = game.legalMoves();
      if (moves.length === 0) break;
      game.push(moves[random(moves.length)]);
      plies++;
    }
    game.free();
  }
  return plies;
}

const [variant = 'english', games = '2000', seed = '1', warmup = games] = process.argv.slice(2);
if (Number(warmup) > 0) playouts(variant, Number(warmup), BigInt(seed) + 1n);
const start = process.cpuUsage();
const plies = playouts(variant, Number(games), seed);
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
console.log(`${variant} playouts: ${games} games, ${plies} plies, ${seconds.toFixed(3)} s CPU, ${(plies / seconds).toFixed(0)} plies/s` +
  `${Number(warmup) > 0 ? `, after ${warmup} games' warm-up` : ', cold'}`);
