// SPDX-License-Identifier: MIT
// Simulated players for the load and fault tests: a Pair is the two players
// of one game, each on its own connection, playing random legal moves with
// random illegal ones in between, and resigning at a ply limit. A Pair keeps
// every move acknowledged to it, reconnects after a dropped connection (or a
// restarted server) and checks that the server still has those moves.

import { ws } from '../src/deps.js';

// The squares in a move text ("11", "c3"): its first is the start, its last
// the end square.
function ends(text) {
  const squares = text.match(/[a-h]?\d+/g) ?? [];
  return squares.length >= 2 ? `${squares[0]}>${squares.at(-1)}` : text;
}

export class Pair {
  // urls: each player's server (the cluster tests' nodes), else url for both;
  // retry: a move refused with a `journal` error (the database away) is sent
  // again after `retry` ms, else it counts as an error.
  constructor({ url, urls = null, next, create = {}, illegal = 0.2, maxPlies = 300, stats, retry = 0 }) {
    this.urls = urls ?? [url, url];
    this.retry = retry;
    this.next = next; // random numbers in [0, 1)
    this.create = create;
    this.illegal = illegal;
    this.maxPlies = maxPlies;
    this.stats = stats; // shared counters: {latencies: [], refused, illegalSent, lost}
    this.sockets = [null, null];
    this.tokens = [null, null];
    this.colors = [null, null];
    this.acked = []; // acked[ply - 1]: the move acknowledged at that ply
    this.history = [];
    this.actedPly = -1;
    this.sentAt = [0, 0];
    this.prefixChecked = 0;
    this.result = null;
    this.held = true;
    this.heldBack = [];
    this.illegalText = [null, null]; // by player: an illegal move awaiting its refusal
    this.finished = new Promise((resolve) => { this.finish = resolve; });
  }

  // Connects both players, creates the game and joins it.
  async start() {
    await Promise.all([0, 1].map((s) => this.#connect(s)));
    const created = await this.#request(0, { type: 'create', name: `p${Math.floor(this.next() * 1e6)}`, ...this.create }, 'created');
    this.game = created.game;
    this.tokens[0] = created.token;
    this.colors[0] = created.color;
    const joined = await this.#request(1, { type: 'join', game: this.game, name: 'opponent' }, 'joined');
    this.tokens[1] = joined.token;
    this.colors[1] = joined.color;
  }

  // After a server restart (or dropped connections): both players resume.
  async resume(url) {
    this.urls = Array.isArray(url) ? url : [url, url];
    this.held = false;
    this.actedPly = -1;
    this.resumed = 0;
    await Promise.all([0, 1].map((s) => this.#connect(s)));
    for (const s of [0, 1]) {
      const reply = await this.#request(s, { type: 'resume', game: this.game, token: this.tokens[s] }, 'resumed');
      this.colors[s] = reply.color;
    }
  }

  // Drops both connections at once, as a vanishing client does.
  drop() {
    for (const socket of this.sockets) socket?.terminate();
  }

  #connect(s) {
    return new Promise((resolve, reject) => {
      const socket = new ws.WebSocket(this.urls[s]);
      this.sockets[s] = socket;
      socket.once('open', resolve);
      socket.once('error', reject);
      socket.on('error', () => {});
      socket.on('message', (data) => this.#receive(s, JSON.parse(String(data))));
    });
  }

  #request(s, message, type) {
    return new Promise((resolve, reject) => {
      this.waiting = { s, type, resolve, reject };
      this.sockets[s].send(JSON.stringify(message));
    });
  }

  #receive(s, msg) {
    // Set at once: the game's first state may come in the same read.
    if (msg.type === 'created' || msg.type === 'joined' || msg.type === 'resumed') this.colors[s] = msg.color;
    if (this.waiting && this.waiting.s === s && (msg.type === this.waiting.type || msg.type === 'error')) {
      const { resolve, reject } = this.waiting;
      this.waiting = null;
      if (msg.type === 'error') reject(new Error(JSON.stringify(msg)));
      else resolve(msg);
      return;
    }
    switch (msg.type) {
      case 'state':
        this.history = [...msg.history];
        this.#checkPrefix();
        this.#position(s, msg);
        break;
      case 'update':
        if (msg.last !== null && msg.ply > 0) this.history[msg.ply - 1] = msg.last;
        this.#position(s, msg);
        break;
      case 'ack':
        if (this.illegalText[s] !== null) this.stats.acceptedIllegal.push({ game: this.game, move: this.illegalText[s], played: msg.move });
        this.illegalText[s] = null;
        this.stats.latencies.push(performance.now() - this.sentAt[s]);
        this.stats.onAck?.();
        this.acked[msg.ply - 1] = msg.move;
        break;
      case 'refused':
        this.illegalText[s] = null;
        this.stats.refused++;
        this.#move(s, msg.turn);
        break;
      case 'error':
        if (this.retry > 0 && msg.error === 'journal') {
          this.stats.journalRefusals = (this.stats.journalRefusals ?? 0) + 1;
          setTimeout(() => { if (this.result === null && this.sockets[s].readyState === 1) this.#move(s); }, this.retry);
          break;
        }
        this.stats.errors.push({ ...msg, s, colors: [...this.colors], actedPly: this.actedPly, plies: this.history.length, acked: this.acked.length });
        break;
      default:
        break;
    }
  }

  // Every acknowledged move is in the server's history, in its place.
  #checkPrefix() {
    for (let i = 0; i < this.acked.length; i++) {
      if (this.acked[i] !== undefined && this.history[i] !== this.acked[i]) {
        this.stats.lost.push({ game: this.game, ply: i + 1, acked: this.acked[i], server: this.history[i] ?? null });
      }
    }
    this.prefixChecked++;
  }

  // Lets the players move (after start(), they wait for it).
  release() {
    this.held = false;
    for (const [s, msg] of this.heldBack.splice(0)) this.#position(s, msg);
  }

  #position(s, msg) {
    if (this.held) {
      this.heldBack.push([s, msg]);
      return;
    }
    if (msg.result !== '*') {
      if (this.result === null) {
        this.result = { game: this.game, result: msg.result, reason: msg.reason, ply: msg.ply };
        this.finish(this.result);
      }
      return;
    }
    if (msg.turn !== this.colors[s] || msg.ply === this.actedPly) return;
    this.actedPly = msg.ply;
    this.moves = msg.moves;
    if (msg.ply >= this.maxPlies) {
      this.sockets[s].send(JSON.stringify({ type: 'resign', game: this.game }));
      return;
    }
    if (this.next() < this.illegal) {
      this.stats.illegalSent++;
      this.illegalText[s] = this.#illegal(msg.moves);
      this.sockets[s].send(JSON.stringify({ type: 'move', game: this.game, move: this.illegalText[s] }));
      return; // the refusal brings the legal move
    }
    this.#move(s);
  }

  #move(s) {
    const moves = this.moves;
    const text = moves[Math.floor(this.next() * moves.length)];
    this.sentAt[s] = performance.now();
    this.sockets[s].send(JSON.stringify({ type: 'move', game: this.game, move: text }));
  }

  // A move from a square to a square that no legal move joins.
  #illegal(moves) {
    const legal = new Set(moves.map(ends));
    // Algebraic variants (c3-d4) also read square numbers: ask in their notation.
    const square = /^[a-h]/.test(moves[0])
      ? () => `${'abcdefgh'[Math.floor(this.next() * 8)]}${1 + Math.floor(this.next() * 8)}`
      : () => 1 + Math.floor(this.next() * 32);
    for (;;) {
      const from = square();
      const to = square();
      const text = `${from}${this.next() < 0.5 ? '-' : 'x'}${to}`;
      if (!legal.has(ends(text))) return text;
    }
  }

  close() {
    for (const socket of this.sockets) socket?.close();
  }
}

export function newStats() {
  return { latencies: [], refused: 0, illegalSent: 0, acceptedIllegal: [], lost: [], errors: [], onAck: null };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
