#!/usr/bin/env node
// Random playouts through the package's API, the loop of the C benchmark
// tests/bench_playout.c (checkers_bench_playout): list the legal moves, play
// one chosen uniformly at random, until the game is over under the variant's
// default draw rules. Same random generator and seed, so the same games and
// plies as the C program; prints plies per second of CPU time.
//
//   node bench/playout.js [VARIANT [GAMES [SEED]]]     default: english 2000 1

import { Game } from '../src/index.js';

// xorshift64* on two 32-bit halves (BigInt arithmetic would cost more than
// the move it picks). Returns the 64-bit output modulo n (n < 2^21).
function generator(seed) {
  let hi = Number(BigInt.asUintN(64, BigInt(seed)) >> 32n) >>> 0;
  let lo = Number(BigInt.asUintN(32, BigInt(seed))) >>> 0;
  if (hi === 0 && lo === 0) lo = 1;
  const KH = 0x2545f491; // 2685821657736338717 = 0x2545F4914F6CDD1D
  const KL = 0x4f6cdd1d;
  return (n) => {
    // state ^= state >> 12
    lo = (lo ^ ((lo >>> 12) | (hi << 20))) >>> 0;
    hi = (hi ^ (hi >>> 12)) >>> 0;
    // state ^= state << 25
    hi = (hi ^ ((hi << 25) | (lo >>> 7))) >>> 0;
    lo = (lo ^ (lo << 25)) >>> 0;
    // state ^= state >> 27
    lo = (lo ^ ((lo >>> 27) | (hi << 5))) >>> 0;
    hi = (hi ^ (hi >>> 27)) >>> 0;
    // (state * K) mod 2^64, from 16-bit limbs of lo * KL for the carry.
    const a0 = lo & 0xffff, a1 = lo >>> 16, b0 = KL & 0xffff, b1 = KL >>> 16;
    const mid = a1 * b0 + ((a0 * b0) >>> 16);
    const carry = a1 * b1 + Math.floor((mid + a0 * b1) / 0x10000);
    const rlo = Math.imul(lo, KL) >>> 0;
    const rhi = (carry + Math.imul(hi, KL) + Math.imul(lo, KH)) >>> 0;
    // (rhi * 2^32 + rlo) mod n, exactly.
    return ((rhi % n) * (0x100000000 % n) + (rlo % n)) % n;
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

const [variant = 'english', games = '2000', seed = '1'] = process.argv.slice(2);
const start = process.cpuUsage();
const plies = playouts(variant, Number(games), seed);
const used = process.cpuUsage(start);
const seconds = (used.user + used.system) / 1e6;
console.log(`${variant} playouts: ${games} games, ${plies} plies, ${seconds.toFixed(3)} s CPU, ${(plies / seconds).toFixed(0)} plies/s`);
