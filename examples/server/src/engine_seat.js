// SPDX-License-Identifier: MIT
// Engines as opponents: the operator offers Hub engines (`--engine
// NAME=COMMAND`), and a table created with one as the opponent seats it. The
// seat is a connection of its own, in the server's process: it hears the
// table's updates as a person's client does, and when the engine is to move
// it runs the engine (the package's HubEngine: one process per table) with
// the table's clock and proposes the engine's move through the same path as
// a person's, refereed and journaled alike. A crashed, garbling or cheating
// engine forfeits with the reason said; one that stalls loses on time when
// the table has a clock (the table's own flag), or forfeits once it has had
// its move time and a margin on an untimed table.

import { checkers } from './deps.js';

const { HubEngine, EngineError } = checkers;
const OTHER = { black: 'white', white: 'black' };

// Seconds a move on a table whose clock gives none per game (untimed, ACF's
// per-move limit is capped by it too), unless --engine-move-time says.
export const DEFAULT_MOVE_TIME = 2;
// Engine processes at once (one a table), unless --max-engine-games says.
export const DEFAULT_MAX_ENGINE_GAMES = 8;
// Kept from the engine's clock for the pipes and the table's queue.
const CLOCK_MARGIN_MS = 100;
const TIMEOUTS = { start: 10, margin: 2, search: 60, quit: 2 };

// The engines a server offers: each started once at start-up to learn what
// it is and which variants it plays (its `variant` parameter's values, or the
// operator's list), then one process per table.
export class EngineRoster {
  constructor({
    engines = [], moveTime = DEFAULT_MOVE_TIME, maxGames = DEFAULT_MAX_ENGINE_GAMES, log = () => {}, known = [], timeouts = {},
  } = {}) {
    this.specs = engines;
    this.timeouts = { ...TIMEOUTS, ...timeouts };
    this.moveTime = moveTime;
    this.maxGames = maxGames;
    this.log = log;
    this.known = new Set(known);
    this.offered = new Map(); // name -> {name, command, variants, id}
    this.seats = new Set();
  }

  async probe() {
    if (this.specs.length > 0 && typeof HubEngine !== 'function') {
      throw new Error('engines need the checkers-wasm package\'s HubEngine (src/node.js): build the package again');
    }
    for (const spec of this.specs) {
      let engine;
      try {
        engine = await HubEngine.start(spec.command, { timeouts: this.timeouts });
      } catch (error) {
        throw new Error(`engine ${spec.name} (${spec.command}): ${error.message}`);
      }
      const declared = engine.variants;
      await engine.quit();
      const variants = (spec.variants ?? declared ?? ['english']).filter((v) => this.known.has(v));
      if (variants.length === 0) throw new Error(`engine ${spec.name}: none of its variants is one of the library's`);
      this.offered.set(spec.name, { name: spec.name, command: spec.command, variants, id: engine.id.name ?? null });
    }
    return this;
  }

  // What the lobby lists.
  list() {
    return [...this.offered.values()].map(({ name, variants, id }) => ({ name, variants, id }));
  }

  // The reason engine `name` cannot play `variant` now, or null.
  refusal(name, variant) {
    const offered = this.offered.get(name);
    if (!offered) return `no engine ${JSON.stringify(name)} here${this.offered.size ? ` (${[...this.offered.keys()].join(', ')})` : ''}`;
    if (!offered.variants.includes(variant)) return `engine ${name} does not play ${variant} (it plays ${offered.variants.join(', ')})`;
    if (this.seats.size >= this.maxGames) return `the server's engines play ${this.maxGames} games at once: try later`;
    return null;
  }

  // A seat with engine `name` started, not yet at a table.
  async seat(name) {
    const offered = this.offered.get(name);
    const seat = new EngineSeat(offered, this);
    this.seats.add(seat);
    try {
      seat.engine = await HubEngine.start(offered.command, { timeouts: this.timeouts });
    } catch (error) {
      this.seats.delete(seat);
      throw error;
    }
    // Closed while it started (the server closing): its close found no
    // engine to quit yet.
    if (seat.closed) {
      await seat.engine.quit().catch(() => {});
      throw new Error('the server is closing');
    }
    return seat;
  }

  async close() {
    await Promise.all([...this.seats].map((seat) => seat.close()));
  }
}

// One engine at one table, as a connection the table sends its messages to.
export class EngineSeat {
  constructor(offered, roster) {
    this.offered = offered;
    this.roster = roster;
    this.name = offered.name;
    this.engine = null;
    this.table = null;
    this.seat = -1;
    this.thinking = null; // {ply, fen}: the position being searched
    this.generation = 0; // searches begun: a stale answer is dropped
    this.searching = null; // the engine's last search (a promise)
    this.closed = false;
    const seat = this;
    // What the server's send() needs of a connection; the messages are read here.
    this.conn = {
      ws: {
        get readyState() { return seat.closed ? 3 : 1; },
        bufferedAmount: 0,
        send(data) { seat.#heard(JSON.parse(data)); },
        close() {},
        terminate() {},
      },
      seats: new Map(),
      watching: new Set(),
      finals: new Set(),
      lastSeen: Date.now(),
      engine: this,
    };
  }

  // Seated at `table`, seat `seat` (the table calls it through sit()).
  attach(table, seat) {
    this.table = table;
    this.seat = seat;
    this.conn.seats.set(table.id, table);
  }

  #heard(message) {
    const table = this.table;
    if (table === null || this.closed) return;
    // The table closes right after its last game's final update.
    queueMicrotask(() => {
      if (table.closed) this.close();
    });
    if ((message.type !== 'update' && message.type !== 'state') || message.game !== table.id) return;
    const color = table.colorOf(this.seat);
    if (message.takeback === OTHER[color]) {
      // A person playing a program may take a move back: granted, and a
      // search of the position it leaves is dropped.
      this.generation++;
      this.thinking = null;
      this.engine.stop().catch(() => {});
      table.enqueue(() => table.acceptTakeback(this.conn, color, undefined));
      return;
    }
    if (message.result !== '*' || message.turn !== color) return;
    // Read from the table: the message was made from it just now (an update
    // leaves the FEN out).
    const fen = table.game.fen;
    if (this.thinking?.ply === message.ply && this.thinking?.fen === fen) return;
    this.#think(color, message, fen);
  }

  async #think(color, message, fen) {
    const table = this.table;
    const generation = ++this.generation;
    this.thinking = { ply: message.ply, fen };
    const game = table.game.clone();
    let answer;
    try {
      // A search dropped (a takeback) may still be ending.
      await this.searching?.catch(() => {});
      if (generation !== this.generation || this.closed) return;
      this.searching = this.engine.play(game, this.#limit(table, color));
      answer = await this.searching;
    } catch (error) {
      if (generation !== this.generation || this.closed) return;
      table.enqueue(() => (table.game.isOver || table.closed ? undefined : table.forfeit(color, this.#why(error))));
      return;
    } finally {
      game.free();
      if (generation === this.generation) this.thinking = null;
    }
    if (generation !== this.generation || this.closed) return;
    const { move } = answer;
    table.enqueue(() => {
      // The position may have changed while it thought (a takeback, a flag).
      if (table.closed || table.game.isOver || table.game.plyCount !== message.ply || table.game.fen !== fen) return undefined;
      return table.move(this.conn, color, undefined, move.text);
    });
  }

  // The engine's limits from the table's clock: a clock for the game as
  // `level time= inc=`; a move's time (ACF's, capped) or none as `move-time`.
  #limit(table, color) {
    const clock = table.clock;
    const cap = this.roster.moveTime;
    if (clock === null) return { movetime: cap };
    const left = Math.max(clock.remaining(color) - CLOCK_MARGIN_MS, 10) / 1000;
    if (clock.control.kind === 'acf') return { movetime: Math.min(left, cap) };
    return { time: left, inc: clock.control.increment / 1000 };
  }

  #why(error) {
    if (!(error instanceof EngineError)) return `the engine ${this.name} failed: ${error.message}`;
    const words = {
      crash: 'crashed', timeout: 'did not move in time', garbage: 'answered what is not a move',
      illegal: `played an illegal move (${error.move ?? '?'})`, engine: 'reported an error', closed: 'stopped',
    }[error.reason] ?? 'failed';
    return `the engine ${this.name} ${words}: ${error.message}`.slice(0, 300);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    this.generation++;
    this.roster.seats.delete(this);
    if (this.table) this.conn.seats.delete(this.table.id);
    await this.engine?.quit().catch(() => {});
  }
}
