// SPDX-License-Identifier: MIT
// English match play: N ballots drawn by lot from the ACF's 156-opening deck
// (the 3-move list without its barred openings), two games per ballot with
// colours reversed, and the score (a win 1, a draw 1/2).

import { checkers } from './deps.js';

const { ballot, ballotCount } = checkers;
export const MAX_BALLOTS = 156;

// The numbers (in the 3-move list) of the 156 openings of the ACF deck.
export function acfDeck() {
  const deck = [];
  for (let n = 1; n <= ballotCount(3); n++) {
    const { class: kind } = ballot(n, 3);
    if (kind === 'crossboard' || kind === 'mailplay') deck.push(n);
  }
  return deck;
}

// mulberry32: a small seedable generator, so that a seed gives its draw again.
export function random32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// `count` different ballots drawn by lot with `seed`: a shuffled deck's top.
export function drawBallots(count, seed) {
  const deck = acfDeck();
  if (!Number.isInteger(count) || count < 1 || count > deck.length) {
    throw new RangeError(`a match has 1 to ${deck.length} ballots, not ${count}`);
  }
  const next = random32(seed);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, count);
}

// The match of seats 0 and 1 (seat `first` has Black in the first game).
export class Match {
  constructor(ballots, first = 0) {
    this.ballots = ballots;
    this.first = first;
    this.number = 0; // the game being played, from 0
    this.points = [0, 0]; // in half points
    this.results = [];
  }

  get games() {
    return this.ballots.length * 2;
  }

  // The ballot of game `number`: both games of a ballot share it.
  ballot(number = this.number) {
    return this.ballots[number >> 1];
  }

  // The seat playing Black in game `number`: colours reverse each game.
  blackSeat(number = this.number) {
    return this.first ^ (number & 1);
  }

  // Records the result of the current game; true if another game follows.
  record(result) {
    const black = this.blackSeat();
    if (result === '0-1') this.points[black] += 2;
    else if (result === '1-0') this.points[black ^ 1] += 2;
    else this.points[0] += 1, this.points[1] += 1;
    this.results.push(result);
    this.number++;
    return this.number < this.games;
  }

  get over() {
    return this.number >= this.games;
  }
}
