// SPDX-License-Identifier: MIT
// The referee server: WebSocket connections carrying JSON messages (see
// docs/server.md, "Protocol"), tables of live games, the journal that
// makes every acknowledged change survive a crash, and the store of finished
// games. startServer() returns once the journal is replayed and the port is open.

import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkers, checkersDir, ws } from './deps.js';
import { openStorage } from './storage.js';
import { Router } from './cluster.js';
import { Table, errorMessage } from './table.js';
import { parseControl } from './clock.js';
import { drawBallots, MAX_BALLOTS } from './match.js';
import { realTimers } from './timers.js';
import { staticFiles } from './static.js';
import { DEFAULT_LIMITS, RequestError, text, playerName, requestId } from './limits.js';
import { EngineRoster } from './engine_seat.js';

const { Game, variants } = checkers;
const VARIANTS = new Set(variants.map((v) => v.name));
const OPEN = 1;
const TEXT = { binary: false }; // a Buffer sent as a text frame
// The web game's folder, served over HTTP beside the WebSocket.
const WEB_DIR = fileURLToPath(new URL('../../web', import.meta.url));

export async function startServer({
  port = 0, host = '127.0.0.1', data, db = null, node, leaseMs, advertise, timers = realTimers, limits = {}, sync = true, stats = false,
  log = (line) => console.error(line),
  web = WEB_DIR, dist = join(checkersDir, 'dist'),
  engines = [], engineMoveTime, maxEngineGames, engineTimeouts,
} = {}) {
  const limit = { ...DEFAULT_LIMITS, ...limits };
  // The engines offered as opponents (engine_seat.js), started once here to
  // learn their variants.
  const roster = await new EngineRoster({
    engines, moveTime: engineMoveTime, maxGames: maxEngineGames, log, known: VARIANTS, timeouts: engineTimeouts,
  }).probe();
  // The journal and the store: files in `data`, or the database `db`.
  const storage = await openStorage({
    data, db, sync, log, node: node ?? (port ? `${hostname()}:${port}` : undefined), leaseMs, maxFinished: limit.maxFinished, keepFinishedMs: limit.keepFinishedMs,
  });
  const { store } = storage;
  const tables = new Map();
  const conns = new Set();
  // Connections that asked for the lobby live (list with subscribe: true):
  // each change of the tables open or playing sends them a new "games",
  // at most one per tick.
  const lobby = new Set();
  let lobbyDue = false;
  const lobbyChanged = () => {
    if (lobbyDue || lobby.size === 0) return;
    lobbyDue = true;
    setImmediate(() => {
      lobbyDue = false;
      const data = JSON.stringify({ type: 'games', ...lobbyView() });
      for (const conn of lobby) sendText(conn, data);
    });
  };
  // Games over, by id: {id, at, tokens, colors, text}, for a player who
  // resumes after the end (see Table.#keepFinal), oldest first.
  const finished = new Map();
  const keepFinished = (final) => {
    finished.delete(final.id);
    finished.set(final.id, final);
    for (const id of finished.keys()) {
      if (finished.size <= limit.maxFinished) break;
      finished.delete(id);
    }
  };
  const forgetFinished = (now) => {
    for (const [id, final] of finished) {
      if (now - final.at <= limit.keepFinishedMs) break;
      finished.delete(id);
    }
  };

  const hub = {
    timers,
    graceMs: limit.graceMs,
    stopped: false,
    log,
    journal: (record) => storage.append(record),
    send(conn, message) {
      sendText(conn, JSON.stringify(message));
    },
    // Written once for all (a Buffer: encoded once); `moves`, the legal
    // moves, go to the player to move only.
    broadcast(table, message, moves = null) {
      const text = JSON.stringify(message);
      const data = Buffer.from(text);
      const mover = moves === null ? -1 : table.seatOf(message.turn);
      for (let s = 0; s < 2; s++) {
        const conns = table.seats[s]?.conns;
        if (!conns || conns.size === 0) continue;
        const own = s === mover ? Buffer.from(`${text.slice(0, -1)},"moves":${JSON.stringify(moves)}}`) : data;
        for (const conn of conns) sendText(conn, own);
      }
      for (const conn of table.watchers) sendText(conn, data);
    },
    saveGame(table, name, pdn) {
      return store.save(name, pdn, async () => {
        table.unstored.delete(name);
        await storage.append({ t: 'stored', id: table.id, name });
        if (table.closed && table.unstored.size === 0) await storage.archive?.(table.id);
      });
    },
    closed(table) {
      tables.delete(table.id);
      storage.closed(table.id, table.final, endedRecord);
      lobbyChanged();
      if (table.final) {
        // What a rematch needs, in memory only: the players' connections
        // and names, and the table's settings.
        Object.assign(table.final, {
          conns: table.seats.map((seat) => seat?.conns ?? new Set()),
          names: table.seats.map((seat) => seat?.name ?? 'anonymous'),
          spec: table.spec,
          rematch: [false, false],
        });
        for (const set of table.final.conns) for (const conn of set) conn.finals.add(table.final);
        keepFinished(table.final);
      }
      for (const seat of table.seats) for (const conn of seat?.conns ?? []) conn.seats.delete(table.id);
      for (const conn of table.watchers) conn.watching.delete(table.id);
    },
  };

  // The games of the records `records`, replayed: those going on are
  // played again, the finished ones kept for `resume`.
  const adopt = (records) => {
    for (const record of records) if (record.t === 'ended') keepFinished(endedGame(record));
    const restored = restore(records, hub, log).filter((table) => {
      if (!tables.has(table.id)) return true;
      table.dispose(); // held already: the table in play stays
      return false;
    });
    for (const table of restored) {
      if (!table.closed) {
        tables.set(table.id, table);
        table.restart();
        if (table.spec.engine && table.started) reseatEngine(table);
      } else if (table.final) {
        keepFinished(table.final);
      }
    }
    return restored;
  };
  const opened = await storage.load();
  const restored = adopt(opened.records);
  forgetFinished(Date.now());
  // The games finished and stored are compacted (the file journal drops
  // their records); a finished game still to be resumed is one "ended"
  // record, its final state.
  const dropped = new Set(restored.filter((t) => t.closed && !t.broken && t.unstored.size === 0).map((t) => t.id));
  const kept = opened.records.filter((r) => r.t !== 'ended' && !dropped.has(r.id));
  const whole = new Set(kept.map((r) => r.id));
  const ended = [...finished.values()].filter((f) => !whole.has(f.id)).map(endedRecord);
  await storage.compact({ ended, kept, dropped });
  for (const table of restored) {
    for (const [name, pdn] of table.unstored) hub.saveGame(table, name, pdn);
  }
  if (opened.skipped > 0) log(`journal: ${opened.skipped} unreadable line(s) skipped (a write cut by a crash)`);
  log(`journal: ${tables.size} game(s) resumed`);
  // The other nodes on the database: their lobby and figures (heartbeat).
  let peers = [];
  let router = null;
  let advertised = null;
  if (storage.kind === 'postgres') {
    // Shared storage: leases renewed, and the games of nodes gone quiet
    // taken over (see docs/server.md, "Several nodes").
    router = new Router({
      storage, ws, log, adopt,
      held: (id) => tables.has(id) || finished.has(id),
      // A finished game's rematch is decided where its players' connections
      // are: the node that held it when it ended (see "rematch" below).
      rematchable: (id) => tables.has(id) || finished.get(id)?.spec !== undefined,
      finished: (conn, final, token, id) => resumeFinished(conn, endedGame(final), token, id),
      send: (conn, text) => sendText(conn, text),
    });
    storage.onLost = (id) => {
      const table = tables.get(id);
      if (!table) return;
      // A step still in its queue (a resume, a join) acts on nothing, and
      // sends its client to reconnect where the game is now.
      table.drop();
      table.lost = true;
      tables.delete(id);
      log(`cluster: game ${id} is held by another node now: its players reconnect there`);
      for (const seat of table.seats) {
        for (const conn of seat?.conns ?? []) {
          if (conn.engine) conn.engine.close(); // the new node starts its own
          else conn.ws.close(1012, 'game moved');
        }
      }
      for (const conn of table.watchers) conn.ws.close(1012, 'game moved');
    };
    storage.every(Math.max(50, storage.leaseMs / 3), async () => {
      await storage.renew();
      if (advertised) await heartbeat();
      const records = await storage.claim();
      if (records.length === 0) return;
      const taken = adopt(records);
      for (const table of taken) for (const [name, pdn] of table.unstored) hub.saveGame(table, name, pdn);
      log(`cluster: ${taken.length} game(s) taken over`);
    });
  }

  async function heartbeat() {
    const rows = await storage.heartbeat(advertised, localLobby(), nodeStats());
    const before = JSON.stringify(peers.map((p) => p.lobby));
    peers = rows;
    if (JSON.stringify(peers.map((p) => p.lobby)) !== before) lobbyChanged();
  }

  // A game against an engine goes on after a restart with a new process of
  // the engine, if it is still offered (else its seat's grace runs out).
  function reseatEngine(table) {
    const name = table.spec.engine;
    if (roster.refusal(name, table.spec.variant) !== null) return;
    roster.seat(name).then((seat) => table.enqueue(() => {
      if (table.closed || hub.stopped) return seat.close();
      table.attach(1, seat.conn);
      seat.attach(table, 1);
      hub.send(seat.conn, table.view('state'));
      return undefined;
    }), (error) => log(`table ${table.id}: the engine ${name} could not start again: ${error.message}`));
  }

  // ------------------------------------------------------------ requests

  const handlers = {
    ping: (conn, msg, id) => hub.send(conn, { type: 'pong', id }),

    create(conn, msg, id) {
      if (msg.engine !== undefined && msg.engine !== null) return createWithEngine(conn, msg, id);
      holdSeat(conn);
      holdTable();
      const spec = createSpec(msg);
      const table = new Table(spec, hub);
      const token = newId(12);
      const name = playerName(msg);
      table.sit(0, name, token, conn);
      tables.set(table.id, table);
      conn.seats.set(table.id, table);
      return table.enqueue(async () => {
        try {
          await storage.append({ t: 'create', id: table.id, spec, name, token });
        } catch (error) {
          // Closed, not only forgotten: a join from the lobby may be queued
          // behind this step, and must find no game.
          await dropUnjournaled(table, false);
          conn.seats.delete(table.id);
          hub.send(conn, errorMessage(id, 'journal', `the game could not be journaled: ${error.message}`));
          return;
        }
        hub.send(conn, {
          type: 'created', id, game: table.id, color: table.colorOf(0), token,
          match: spec.match ? { games: spec.match.ballots.length * 2, seed: spec.match.seed } : null,
        });
        lobbyChanged();
      });
    },

    join(conn, msg, id) {
      const table = tableOf(msg);
      const name = playerName(msg);
      if (table.seats[1] !== null) throw new RequestError('game-full', 'both seats are taken: watch it instead');
      holdSeat(conn);
      const token = newId(12);
      table.sit(1, name, token, conn);
      conn.seats.set(table.id, table);
      return table.enqueue(async () => {
        if (table.closed) {
          // Given up (its creator away past the grace period, or left) while
          // the join waited its turn: never journaled, never begun.
          conn.seats.delete(table.id);
          if (table.lost) conn.ws.close(1012, 'game moved');
          else hub.send(conn, errorMessage(id, 'unknown-game', `no game ${JSON.stringify(table.id)} in progress`));
          return;
        }
        const at = Date.now();
        try {
          await storage.append({ t: 'join', id: table.id, name, token, at });
        } catch (error) {
          table.seats[1] = null;
          conn.seats.delete(table.id);
          hub.send(conn, errorMessage(id, 'journal', `the join could not be journaled: ${error.message}`));
          return;
        }
        table.startedAt = at;
        hub.send(conn, { type: 'joined', id, game: table.id, color: table.colorOf(1), token });
        table.begin();
        hub.broadcast(table, table.view('state'));
        lobbyChanged();
      });
    },

    resume(conn, msg, id) {
      const gameId = text(msg, 'game');
      const token = text(msg, 'token');
      if (!tables.has(gameId) && finished.has(gameId)) return resumeFinished(conn, finished.get(gameId), token, id);
      const table = tableOf(msg);
      const seat = table.seats.findIndex((s) => s !== null && s.token === token);
      if (seat < 0) throw new RequestError('bad-token', 'no seat at this table has that token');
      if (!conn.seats.has(table.id)) holdSeat(conn);
      conn.seats.set(table.id, table);
      // Queued: the state sent is the journaled one, never a move in flight,
      // and no update comes before it.
      return table.enqueue(() => {
        if (table.closed) {
          // It ended (or moved to another node) while the resume waited its turn.
          conn.seats.delete(table.id);
          if (table.lost) conn.ws.close(1012, 'game moved');
          else if (table.final) resumeFinished(conn, table.final, token, id);
          else hub.send(conn, errorMessage(id, 'unknown-game', `no game ${JSON.stringify(table.id)} in progress`));
          return;
        }
        table.attach(seat, conn);
        hub.send(conn, { type: 'resumed', id, game: table.id, color: table.colorOf(seat) });
        hub.send(conn, table.started ? table.view('state') : { type: 'waiting', game: table.id });
      });
    },

    watch(conn, msg, id) {
      const table = tableOf(msg);
      if (table.watchers.size >= limit.maxWatchers) throw new RequestError('limit', `${limit.maxWatchers} spectators already`);
      table.watchers.add(conn);
      conn.watching.add(table.id);
      return table.enqueue(() => {
        hub.send(conn, table.started ? { ...table.view('state'), id } : { type: 'waiting', id, game: table.id });
      });
    },

    // Done whether or not the game is still on: a page leaving a finished
    // game for another must not hear, late, an error it would take as about
    // the second.
    unwatch(conn, msg, id) {
      const game = text(msg, 'game');
      tables.get(game)?.watchers.delete(conn);
      conn.watching.delete(game);
      hub.send(conn, { type: 'unwatched', id, game });
    },

    list(conn, msg, id) {
      if (msg.subscribe === true) lobby.add(conn);
      else if (msg.subscribe === false) lobby.delete(conn);
      hub.send(conn, { type: 'games', id, ...lobbyView() });
    },

    move(conn, msg, id) {
      const move = text(msg, 'move', { max: 128 });
      return seatAction('move')(conn, msg, id, move);
    },

    resign: seatAction('resign'),
    'offer-draw': seatAction('offerDraw'),
    'accept-draw': seatAction('acceptDraw'),
    'decline-draw': seatAction('declineDraw'),
    'claim-draw': seatAction('claimDraw'),
    takeback: seatAction('takeback'),
    'accept-takeback': seatAction('acceptTakeback'),
    'decline-takeback': seatAction('declineTakeback'),

    // The creator closes a table nobody has joined (the seat checked in the
    // queue, after a resume queued before it).
    leave(conn, msg, id) {
      const table = tableOf(msg);
      return table.enqueue(() => {
        if (!table.seats[0].conns.has(conn)) return hub.send(conn, errorMessage(id, 'not-a-player', 'you are not playing at this table'));
        return table.leave(conn, id);
      });
    },

    // A finished game played again with colours reversed, once both players
    // ask (each with the seat's token); the first asking is told to both.
    rematch(conn, msg, id) {
      const gameId = text(msg, 'game');
      const token = text(msg, 'token');
      const final = finished.get(gameId);
      if (!final) throw new RequestError('unknown-game', `no finished game ${JSON.stringify(gameId)} to play again`);
      // Replayed from the journal (a restart, or a node's games taken over):
      // the rematch state, in memory only, is gone.
      if (!final.spec) throw new RequestError('unknown-game', `game ${JSON.stringify(gameId)} ended before its node restarted or was taken over: create a new game`);
      const seat = final.tokens.indexOf(token);
      if (seat < 0) throw new RequestError('bad-token', 'no seat at this table has that token');
      if (final.spec.match) throw new RequestError('bad-message', 'a match is not played again: create a new one');
      if (final.spec.engine) throw new RequestError('bad-message', 'a game against an engine is not played again: create a new one');
      if (final.next) throw new RequestError('game-over', `the rematch is game ${final.next}`);
      final.conns[seat].add(conn);
      conn.finals.add(final);
      final.rematch[seat] = true;
      if (!final.rematch[seat ^ 1]) {
        for (const c of [...final.conns[0], ...final.conns[1]]) hub.send(c, { type: 'rematch', id: c === conn ? id : undefined, game: final.id, by: final.colors[seat] });
        return undefined;
      }
      holdTable();
      const old = final.spec;
      const spec = { ...old, id: newId(6), first: final.colors[0] === 'black' ? 1 : 0, created: Date.now(), match: null };
      const table = new Table(spec, hub);
      const tokens = [newId(12), newId(12)];
      final.next = table.id;
      for (let s = 0; s < 2; s++) {
        table.sit(s, final.names[s], tokens[s], null);
        for (const c of final.conns[s]) {
          if (c.ws.readyState !== OPEN) continue;
          table.attach(s, c);
          c.seats.set(table.id, table); // a close from here on detaches it
        }
      }
      tables.set(table.id, table);
      return table.enqueue(async () => {
        const at = Date.now();
        let created = false;
        try {
          await storage.append({ t: 'create', id: table.id, spec, name: final.names[0], token: tokens[0] });
          created = true;
          await storage.append({ t: 'join', id: table.id, name: final.names[1], token: tokens[1], at });
        } catch (error) {
          await dropUnjournaled(table, created);
          for (const seat of table.seats) for (const c of seat.conns) c.seats.delete(table.id);
          final.next = null;
          hub.send(conn, errorMessage(id, 'journal', `the rematch could not be journaled: ${error.message}`));
          return;
        }
        table.startedAt = at;
        for (let s = 0; s < 2; s++) {
          for (const c of table.seats[s].conns) {
            hub.send(c, { type: 'rematched', id: c === conn ? id : undefined, game: final.id, next: table.id, color: table.colorOf(s), token: tokens[s] });
          }
        }
        table.begin();
        hub.broadcast(table, table.view('state'));
        lobbyChanged();
      });
    },

    stats(conn, msg, id) {
      if (!stats) throw new RequestError('unknown-type', 'stats are off (start the server with --stats)');
      hub.send(conn, { type: 'stats', id, ...serverStats() });
    },
  };

  // The tables waiting for an opponent (`games`) and those being played
  // (`playing`, to watch), 50 of each.
  // With other nodes, theirs too (as of their last heartbeat).
  function lobbyView() {
    const view = localLobby();
    for (const peer of peers) {
      for (const g of peer.lobby?.games ?? []) if (view.games.length < 50) view.games.push(g);
      for (const g of peer.lobby?.playing ?? []) if (view.playing.length < 50) view.playing.push(g);
    }
    return view;
  }

  function localLobby() {
    const open = [];
    const playing = [];
    for (const table of tables.values()) {
      if (table.closed) continue;
      const spec = {
        game: table.id, variant: table.spec.variant, clock: table.spec.clock, draws: table.spec.draws ?? null,
        match: table.match ? table.match.games : null,
      };
      if (table.seats[1] === null) {
        if (open.length < 50) open.push({ ...spec, player: table.seats[0].name, color: table.colorOf(1) });
      } else if (table.started && playing.length < 50) {
        playing.push({
          ...spec,
          players: { black: table.seats[table.seatOf('black')].name, white: table.seats[table.seatOf('white')].name },
          ply: table.game.plyCount, watchers: table.watchers.size,
        });
      }
    }
    return { games: open, playing, engines: roster.list() };
  }

  // A table with engine msg.engine as the opponent: the engine's process is
  // started, then the table is created and joined by the engine's seat,
  // both journaled as a person's would be, and the game begins.
  async function createWithEngine(conn, msg, id) {
    holdSeat(conn);
    holdTable();
    const engineName = text(msg, 'engine', { max: 32 });
    const spec = { ...createSpec(msg), engine: engineName };
    const refusal = roster.refusal(engineName, spec.variant);
    if (refusal !== null) throw new RequestError('engine', refusal);
    let seat;
    try {
      seat = await roster.seat(engineName);
    } catch (error) {
      throw new RequestError('engine', `the engine ${engineName} could not start: ${error.message}`);
    }
    if (conn.ws.readyState !== OPEN) {
      await seat.close();
      return undefined;
    }
    // Checked again: other requests of this connection, or tables, may have
    // taken the room while the engine started.
    try {
      holdSeat(conn);
      holdTable();
    } catch (error) {
      await seat.close();
      throw error;
    }
    const table = new Table(spec, hub);
    const token = newId(12);
    const engineToken = newId(12);
    table.sit(0, playerName(msg), token, conn);
    // Both seats taken at once: the table is never open to a join.
    table.sit(1, engineName, engineToken, seat.conn);
    seat.attach(table, 1);
    tables.set(table.id, table);
    conn.seats.set(table.id, table);
    return table.enqueue(async () => {
      const at = Date.now();
      let created = false;
      try {
        await storage.append({ t: 'create', id: table.id, spec, name: table.seats[0].name, token });
        created = true;
        await storage.append({ t: 'join', id: table.id, name: engineName, token: engineToken, at });
      } catch (error) {
        await dropUnjournaled(table, created);
        conn.seats.delete(table.id);
        await seat.close();
        hub.send(conn, errorMessage(id, 'journal', `the game could not be journaled: ${error.message}`));
        return;
      }
      table.startedAt = at;
      hub.send(conn, { type: 'created', id, game: table.id, color: table.colorOf(0), token, match: null, engine: engineName });
      table.begin();
      hub.broadcast(table, table.view('state'));
      lobbyChanged();
    });
  }

  // A finished game resumed: its final state, as it was sent when it ended
  // (the connection takes no seat).
  function resumeFinished(conn, final, token, id) {
    const seat = final.tokens.indexOf(token);
    if (seat < 0) throw new RequestError('bad-token', 'no seat at this table has that token');
    if (final.conns) {
      final.conns[seat].add(conn); // told of a rematch
      conn.finals.add(final);
    }
    hub.send(conn, { type: 'resumed', id, game: final.id, color: final.colors[seat], finished: true });
    sendText(conn, final.text);
  }

  // A player's action, run in the table's queue: the seat is checked there,
  // after any resume queued before it, and the color read then (a match
  // swaps colours between games). It is meant for the game in play when it
  // came: if a match went on to its next game meanwhile (a result queued
  // before it), it is refused, never played or declared there.
  function seatAction(method) {
    return (conn, msg, id, ...args) => {
      const table = tableOf(msg);
      const number = table.number;
      return table.enqueue(() => {
        const color = table.playerColor(conn);
        if (color === null) return hub.send(conn, errorMessage(id, 'not-a-player', 'you are not playing at this table'));
        if (table.number !== number) return hub.send(conn, errorMessage(id, 'game-over', `game ${number + 1} of the match is over`));
        return table[method](conn, color, id, ...args);
      });
    };
  }

  // A table whose records the journal refused: closed (a request queued
  // behind must find no game) and forgotten; if its create was journaled
  // before its join was refused, given up too, so that a restart does not
  // open it in the lobby (best effort: the journal may still refuse).
  async function dropUnjournaled(table, created) {
    table.drop();
    tables.delete(table.id);
    if (created) await storage.append({ t: 'abandon', id: table.id }).catch((error) => log(`table ${table.id}: not given up: ${error.message}`));
  }

  function tableOf(msg) {
    const gameId = text(msg, 'game');
    const table = tables.get(gameId);
    if (!table) throw new RequestError('unknown-game', `no game ${JSON.stringify(gameId)} in progress`);
    return table;
  }

  function holdTable() {
    if (tables.size >= limit.maxTables) throw new RequestError('limit', `the server holds ${limit.maxTables} games: try later`);
  }

  function holdSeat(conn) {
    if (conn.seats.size >= limit.maxGamesPerConnection) {
      throw new RequestError('limit', `a connection plays at most ${limit.maxGamesPerConnection} games at once`);
    }
  }

  function createSpec(msg) {
    const variant = text(msg, 'variant', { optional: true, fallback: 'english' });
    if (!VARIANTS.has(variant)) throw new RequestError('bad-message', `unknown variant ${JSON.stringify(variant)}`);
    const draws = text(msg, 'draws', { optional: true, fallback: null });
    const clock = text(msg, 'clock', { optional: true, fallback: 'none' });
    const color = text(msg, 'color', { optional: true, fallback: 'black' });
    const fen = text(msg, 'fen', { max: 256, optional: true, fallback: null });
    const event = text(msg, 'event', { max: 80, optional: true, fallback: null });
    if (color !== 'black' && color !== 'white') throw new RequestError('bad-message', '"color" is black or white');
    if (event !== null && /[\u0000-\u001f"\\]/.test(event)) throw new RequestError('bad-message', 'an event name has no control characters, quotes or backslashes');
    try {
      parseControl(clock);
      if (draws !== null) Game.drawRulesPreset(draws);
    } catch (error) {
      throw new RequestError('bad-message', error.message);
    }
    let match = null;
    if (msg.match !== undefined && msg.match !== null) {
      const ballots = msg.match.ballots;
      const seed = msg.match.seed ?? randomBytes(4).readUInt32LE(0);
      if (variant !== 'english' || fen !== null) throw new RequestError('bad-message', 'matches are English games from the ballots');
      if (!Number.isInteger(ballots) || ballots < 1 || ballots > MAX_BALLOTS) throw new RequestError('bad-message', `"match.ballots" is 1 to ${MAX_BALLOTS}`);
      if (!Number.isSafeInteger(seed)) throw new RequestError('bad-message', '"match.seed" is an integer');
      match = { ballots: drawBallots(ballots, seed), seed };
    }
    const spec = { id: newId(6), variant, draws, clock, fen, first: color === 'black' ? 0 : 1, event, created: Date.now(), match };
    // The position must make a game that is not over before it starts.
    if (fen !== null) {
      let game;
      try {
        game = new Game(variant, fen);
      } catch (error) {
        throw new RequestError('bad-message', error.message);
      }
      const over = game.isOver;
      game.free();
      if (over) throw new RequestError('bad-message', 'the game would be over before it starts');
    }
    return spec;
  }

  function serverStats() {
    const own = nodeStats();
    const stats = { ...own, memory: process.memoryUsage(), ...storage.stats() };
    if (storage.kind === 'postgres') {
      // The whole cluster's, as of the other nodes' last heartbeats.
      const cluster = { nodes: 1 + peers.length, ...own };
      for (const peer of peers) for (const key of Object.keys(own)) cluster[key] += peer.stats?.[key] ?? 0;
      stats.cluster = cluster;
    }
    return stats;
  }

  function nodeStats() {
    let pending = 0;
    for (const t of tables.values()) pending += t.started ? 0 : 1;
    return { tables: tables.size, waiting: pending, finished: finished.size, connections: conns.size };
  }

  // ---------------------------------------------------------- connections

  // A client that does not read what it is sent is cut off (4001) before
  // its backlog grows past the limit. What a connection is sent in one turn
  // of the event loop goes out in one write (its socket corked until the
  // turn's promises have run: a move's ack and update, a group commit's
  // many acks): a write to a socket costs more than the message.
  function sendText(conn, data) {
    if (conn.ws.readyState !== OPEN) return;
    if (conn.ws.bufferedAmount + data.length > limit.maxBuffered) {
      conn.ws.close(4001, 'not reading');
      conn.ws.terminate();
      return;
    }
    const socket = conn.ws._socket;
    if (socket && !conn.corked) {
      conn.corked = true;
      socket.cork();
      corked.push(conn);
      if (corked.length === 1) process.nextTick(uncork);
    }
    conn.ws.send(data, TEXT);
  }
  const corked = [];
  // The list is emptied first: whatever happens below, the next turn's
  // first send schedules the next uncork.
  function uncork() {
    for (const conn of corked.splice(0)) {
      conn.corked = false;
      conn.ws._socket.uncork();
    }
  }

  function onMessage(conn, data, isBinary) {
    conn.lastSeen = Date.now();
    let msg;
    try {
      if (isBinary) throw new RequestError('bad-message', 'messages are JSON text frames');
      try {
        msg = JSON.parse(data.toString('utf8'));
      } catch {
        throw new RequestError('bad-message', 'not JSON');
      }
      if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) throw new RequestError('bad-message', 'a message is a JSON object');
      const handler = typeof msg.type === 'string' && Object.hasOwn(handlers, msg.type) ? handlers[msg.type] : null;
      if (handler === null) throw new RequestError('unknown-type', `unknown message type ${JSON.stringify(String(msg.type).slice(0, 32))}`);
      if (router && (conn.routing || router.wants(msg))) {
        routeMessage(conn, msg, data, handler);
        return;
      }
      handle(conn, msg, handler);
    } catch (error) {
      failed(conn, msg, error);
    }
  }

  function handle(conn, msg, handler) {
    // Closed while its request was routed (which may wait for a lease to run
    // out): nothing is done for it, or a seat would keep a dead connection.
    if (conn.gone) return;
    try {
      const pending = handler(conn, msg, requestId(msg));
      if (pending instanceof Promise) pending.catch((error) => failed(conn, msg, error));
    } catch (error) {
      failed(conn, msg, error);
    }
  }

  // A request about a game held by another node (see cluster.js): sent
  // there, in order with the connection's other requests.
  function routeMessage(conn, msg, data, handler) {
    const id = requestId(msg);
    const run = async () => {
      if (!router.wants(msg)) return handle(conn, msg, handler);
      const where = await router.route(conn, msg, String(data));
      // Leaving a game no node holds is done here, as on one server (unwatch).
      if (where === 'local' || (where === 'unknown' && msg.type === 'unwatch')) handle(conn, msg, handler);
      else if (where === 'unknown') hub.send(conn, errorMessage(id, 'unknown-game', `no game ${JSON.stringify(msg.game)} in progress`));
      else if (where === 'rematch-gone') {
        hub.send(conn, errorMessage(id, 'unknown-game', `game ${JSON.stringify(msg.game)} ended on a node that is gone: create a new game`));
      } else if (where === 'unavailable') hub.send(conn, errorMessage(id, 'journal', 'the node holding this game does not answer yet: try again in a few seconds'));
      return undefined;
    };
    const pending = (conn.routing ?? Promise.resolve()).then(run).catch((error) => failed(conn, msg, error));
    conn.routing = pending;
    pending.finally(() => {
      if (conn.routing === pending) conn.routing = null;
    });
  }

  function failed(conn, msg, error) {
    const id = msg && typeof msg === 'object' ? requestId(msg) : undefined;
    if (error instanceof RequestError) {
      hub.send(conn, errorMessage(id, error.code, error.message));
    } else {
      log(`internal error on ${JSON.stringify(msg)?.slice(0, 200)}: ${error.stack}`);
      hub.send(conn, errorMessage(id, 'internal', 'the server could not handle this message'));
    }
  }

  // The web page and the package over HTTP (web: false, a WebSocket only).
  const files = web
    ? staticFiles({ web, dist, info: { server: 'checkers referee server', protocol: 1 } })
    : (req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain' });
      res.end('checkers referee server: connect with a WebSocket (see the README)\n');
    };
  const http = createServer({ maxHeaderSize: 8192, requestTimeout: 30000, headersTimeout: 10000 }, files);
  const wss = new ws.WebSocketServer({ server: http, maxPayload: limit.maxMessage });
  wss.on('connection', (socket) => {
    if (conns.size >= limit.maxConnections) {
      socket.close(1013, 'server full');
      return;
    }
    // finals: the finished games whose rematch it would hear of.
    const conn = { ws: socket, seats: new Map(), watching: new Set(), finals: new Set(), lastSeen: Date.now() };
    conns.add(conn);
    socket.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    socket.on('error', () => {}); // oversized or broken frames: ws closes the socket itself
    socket.on('close', () => {
      conn.gone = true;
      conns.delete(conn);
      lobby.delete(conn);
      router?.closed(conn);
      for (const final of conn.finals) for (const set of final.conns) set.delete(conn);
      for (const table of conn.seats.values()) table.enqueue(() => table.detach(conn));
      for (const gameId of conn.watching) tables.get(gameId)?.watchers.delete(conn);
    });
  });
  wss.on('error', (error) => log(`websocket server: ${error.message}`));

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of conns) if (now - conn.lastSeen > limit.idleMs) conn.ws.close(4000, 'idle');
    forgetFinished(now);
  }, Math.max(50, Math.min(limit.idleMs / 2, 10000)));
  sweep.unref();

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const address = http.address();
  if (storage.kind === 'postgres') {
    advertised = advertise ?? `ws://${host}:${address.port}`;
    await heartbeat();
  }
  return {
    port: address.port,
    url: `ws://${host}:${address.port}`,
    tables,
    store,
    storage,
    journal: storage.journal ?? storage,
    stats: serverStats,
    async close() {
      hub.stopped = true; // no new timers from here on
      clearInterval(sweep);
      for (const table of tables.values()) table.dispose();
      for (const conn of conns) conn.ws.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await new Promise((resolve) => http.close(resolve));
      await Promise.all([...tables.values()].map((t) => t.queue));
      await roster.close();
      await storage.close();
    },
  };
}

// The tables of the journal's records, replayed in order.
function restore(records, hub, log) {
  const byId = new Map();
  for (const record of records) {
    if (record.t === 'create') {
      try {
        const table = new Table(record.spec, hub);
        table.sit(0, record.name, record.token, null);
        byId.set(record.id, table);
      } catch (error) {
        log(`journal: game ${record.id} cannot be rebuilt (${error.message}): left out`);
      }
      continue;
    }
    const table = byId.get(record.id);
    if (!table || table.broken) continue;
    try {
      table.replay(record);
    } catch (error) {
      table.broken = true;
      table.closed = true;
      log(`journal: game ${record.id} stops replaying at ${JSON.stringify(record)} (${error.message}): left out`);
    }
  }
  return [...byId.values()];
}

// A journal's "ended" record as the server keeps it, and back.
function endedGame({ id, at, tokens, colors, state }) {
  return { id, at, tokens, colors, text: JSON.stringify(state) };
}

function endedRecord({ id, at, tokens, colors, text }) {
  return { t: 'ended', id, at, tokens, colors, state: JSON.parse(text) };
}

function newId(bytes) {
  return randomBytes(bytes).toString('base64url');
}
