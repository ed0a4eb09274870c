// SPDX-License-Identifier: MIT
// The PostgreSQL backend (`--db postgres://...`): the journal's records in a
// shared database, so that several server processes (nodes) can referee the
// games of one site and take over each other's games.
//
// Tables (schema version in checkers_schema, migrated on start under an
// advisory lock, so nodes starting together migrate once):
//   games    one row a game: its spec, status (live, over, archived), the
//            node holding it (owner), the lease's end and its epoch, the
//            final state once over (for `resume` after the end)
//   events   the journal's records, append-only, keyed (game, seq): seq
//            numbers a game's changes, so two writers cannot both write
//            change N (and so both play ply N); each row carries the epoch
//            of the lease it was written under, checked against the game's
//            row in the same statement (fencing: a node whose lease was
//            taken over writes nothing more); a move's row has its ply
//   finished the finished games' PDN, by name (GAME-N)
//   nodes    the nodes, their address for the others, and when last seen
//
// Writes: every record goes through one connection, in batches (a batch
// is what arrived while the previous one was being committed: group
// commit). A batch whose commit failed or is in doubt (the connection
// broke) is refused; once reconnected, its rows that did commit are voided
// (never replayed), unless another node holds the game by then. While the
// database is away, records are refused at once; the connection is tried
// again every few hundred ms and play resumes when it is back.

import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { findPg, MissingDependency } from './locate.js';
import { GroupCommit, FinishedStore } from './storage.js';

const found = findPg();
if (found.problem) throw new MissingDependency([found.problem]);
const pg = createRequire(import.meta.url)(found.path);

export const SCHEMA_VERSION = 1;

// MIGRATIONS[i] takes the schema from version i to i + 1.
const MIGRATIONS = [
  `CREATE TABLE games (
     id text PRIMARY KEY,
     spec jsonb NOT NULL,
     status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'over', 'archived')),
     owner text,
     epoch bigint NOT NULL DEFAULT 1,
     final jsonb,
     created timestamptz NOT NULL DEFAULT now(),
     ended timestamptz);
   CREATE INDEX games_held ON games (owner, status) WHERE status <> 'archived';
   CREATE TABLE events (
     game text NOT NULL REFERENCES games (id),
     seq integer NOT NULL,
     kind text NOT NULL,
     n integer,
     ply integer,
     record jsonb NOT NULL,
     epoch bigint NOT NULL,
     void boolean NOT NULL DEFAULT false,
     at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (game, seq));
   CREATE TABLE finished (
     name text PRIMARY KEY,
     game text NOT NULL,
     pdn text NOT NULL,
     stored timestamptz NOT NULL DEFAULT now());
   CREATE TABLE nodes (
     id text PRIMARY KEY,
     url text,
     seen timestamptz NOT NULL DEFAULT now(),
     lobby jsonb,
     stats jsonb);`,
];

const MIGRATION_LOCK = 0x636b7273; // "ckrs": one node migrates at a time


export class PgStorage {
  kind = 'postgres';
  up = false;
  // A batch is what arrived while the previous one was being committed.
  #commit = new GroupCommit((rows) => this.#commitRows(rows), { max: 5000 });
  #doubt = []; // {game, seq, epoch} of batches that may have committed
  #writer = null;
  #reconnecting = null;
  #timers = [];
  #closing = false;

  // url: postgres://...; node: this node's name (default host:pid:random);
  // leaseMs: how long a node holds its games without renewing.
  constructor(url, { log = () => {}, node, leaseMs = 3000, maxFinished = 20000, keepFinishedMs = 86400000 } = {}) {
    this.url = url;
    this.log = log;
    this.node = node ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leaseMs = leaseMs;
    this.maxFinished = maxFinished;
    this.keepFinishedMs = keepFinishedMs;
    this.games = new Map(); // id -> {seq, epoch, live}
    this.pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000, query_timeout: 10000 });
    this.pool.on('error', () => {}); // an idle connection lost: the pool makes another
    this.store = new PgStore(this, log);
    // Set by the server: a game this node held is now another's.
    this.onLost = () => {};
  }

  static async open(url, options) {
    const storage = new PgStorage(url, options);
    try {
      await storage.#migrate();
      // Seen from now on: the games it creates or claims are held.
      await storage.pool.query(
        'INSERT INTO nodes (id, seen) VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET seen = now()',
        [storage.node],
      );
      await storage.#connectWriter();
    } catch (error) {
      await storage.pool.end().catch(() => {});
      throw new Error(`cannot use the database ${redact(url)}: ${error.message}`);
    }
    storage.up = true;
    return storage;
  }

  async #migrate() {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS checkers_schema (version integer NOT NULL)');
      const { rows } = await client.query('SELECT version FROM checkers_schema');
      let version = rows.length > 0 ? rows[0].version : 0;
      if (rows.length === 0) await client.query('INSERT INTO checkers_schema VALUES (0)');
      if (version > SCHEMA_VERSION) throw new Error(`its schema is version ${version}, newer than this server's ${SCHEMA_VERSION}`);
      for (; version < SCHEMA_VERSION; version++) {
        await client.query('BEGIN');
        await client.query(MIGRATIONS[version]);
        await client.query('UPDATE checkers_schema SET version = $1', [version + 1]);
        await client.query('COMMIT');
        this.log(`database: schema migrated to version ${version + 1}`);
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  async #connectWriter() {
    const client = new pg.Client({ connectionString: this.url, query_timeout: 10000, connectionTimeoutMillis: 3000, keepAlive: true });
    client.on('error', (error) => this.#lost(client, error));
    await client.connect();
    this.#writer = client;
  }

  // The writer's connection broke (or a write failed): refuse from now on
  // and reconnect in the background.
  #lost(client, error) {
    if (client !== this.#writer || this.#closing) return;
    this.#writer = null;
    client.end().catch(() => {});
    if (this.up) this.log(`database: connection lost (${error.message}): changes are refused until it is back`);
    this.up = false;
    this.#commit.refuse(unavailable());
    this.#reconnect();
  }

  #reconnect() {
    if (this.#reconnecting || this.#closing) return;
    let delay = 100;
    const attempt = async () => {
      if (this.#closing) return;
      try {
        await this.#connectWriter();
        await this.#settleDoubts();
        this.#reconnecting = null;
        this.up = true;
        this.log('database: reconnected, play resumes');
        this.store.flush();
      } catch (error) {
        if (this.#writer) {
          this.#writer.end().catch(() => {});
          this.#writer = null;
        }
        delay = Math.min(delay * 2, 1000);
        this.#reconnecting = setTimeout(attempt, delay);
      }
    };
    this.#reconnecting = setTimeout(attempt, delay);
  }

  // The rows of refused batches that committed after all are voided, so
  // that no replay ever sees a change nobody was told of; not when another
  // node holds the game by now (it may have replayed them already).
  async #settleDoubts() {
    if (this.#doubt.length === 0) return;
    const doubt = JSON.stringify(this.#doubt);
    const client = this.#writer;
    await client.query('BEGIN');
    try {
      await client.query(
        `UPDATE events e SET void = true
           FROM jsonb_to_recordset($1::jsonb) AS d (game text, seq integer, epoch bigint), games g
          WHERE e.game = d.game AND e.seq = d.seq AND g.id = d.game AND g.epoch = d.epoch AND g.owner = $2`,
        [doubt, this.node],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    this.#doubt = [];
  }

  // ------------------------------------------------------------ loading

  // Takes the games no live node holds (or this node's own, by name, after
  // a restart), with a new epoch, and returns their records.
  async load() {
    const claimed = await this.claim({ own: true });
    const ended = await this.pool.query(
      `SELECT final FROM games WHERE status = 'archived' AND final IS NOT NULL AND ended > now() - $1 * interval '1 ms'
        ORDER BY ended DESC LIMIT $2`,
      [this.keepFinishedMs, this.maxFinished],
    );
    return { records: [...ended.rows.map((r) => r.final).reverse(), ...claimed], skipped: 0 };
  }

  // Claims games whose lease ran out (own: and this node's, by name) and
  // returns the records of those games, ready to replay. Never its own
  // otherwise: a lease of its own that ran out (this node was slow) and that
  // nobody took is still good, as its epoch is.
  // id: that game only.
  async claim({ own = false, limit = 1000, id = null } = {}) {
    const { rows } = await this.pool.query(
      `UPDATE games SET owner = $1, epoch = epoch + 1
        WHERE id IN (SELECT g.id FROM games g
                      WHERE g.status IN ('live', 'over') AND ($5::text IS NULL OR g.id = $5)
                        AND (g.owner IS NULL OR (g.owner = $1 AND $3)
                             OR (g.owner <> $1 AND NOT EXISTS (SELECT 1 FROM nodes n
                                   WHERE n.id = g.owner AND n.seen > now() - $2 * interval '1 ms')))
                      LIMIT $4 FOR UPDATE OF g SKIP LOCKED)
        RETURNING id, epoch`,
      [this.node, this.leaseMs, own, limit, id],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const events = await this.pool.query(
      'SELECT game, seq, record FROM events WHERE game = ANY($1) AND NOT void ORDER BY game, seq',
      [ids],
    );
    const next = new Map(ids.map((id) => [id, 0]));
    for (const e of events.rows) next.set(e.game, e.seq + 1);
    const now = Date.now();
    for (const r of rows) this.games.set(r.id, { seq: next.get(r.id), epoch: Number(r.epoch), live: true, heldAt: now });
    return events.rows.map((e) => e.record);
  }

  // ------------------------------------------------------------ writing

  append(record) {
    if (!this.up || this.#closing) return Promise.reject(unavailable());
    let game = this.games.get(record.id);
    if (record.t === 'create') {
      game = { seq: 0, epoch: 1, live: true, heldAt: null }; // held once committed
      this.games.set(record.id, game);
    }
    if (!game) return Promise.reject(new Error(`game ${record.id} is not held by this node`));
    const row = {
      game: record.id, seq: game.seq++, kind: record.t, n: record.n ?? null, ply: record.ply ?? null, record, epoch: game.epoch,
    };
    return this.#commit.add(row);
  }

  get flushes() {
    return this.#commit.commits;
  }

  // A batch of rows in one transaction: each row's outcome, an Error for
  // one of a game another node holds now. A commit that failed or is in
  // doubt refuses the batch, and its rows are voided once reconnected.
  async #commitRows(rows) {
    const client = this.#writer;
    if (!this.up || client === null) throw unavailable();
    let written;
    try {
      written = await this.#write(client, rows);
    } catch (error) {
      this.#doubt.push(...rows.map(({ game, seq, epoch }) => ({ game, seq, epoch })));
      this.#lost(client, error);
      throw new Error(`the database did not take it (${error.message})`);
    }
    return rows.map((row) => {
      if (written.has(`${row.game}\u0000${row.seq}`)) {
        if (row.kind === 'create') {
          const game = this.games.get(row.game);
          if (game) game.heldAt = Date.now();
        }
        return undefined;
      }
      this.#drop(row.game);
      return new Error('another node holds this game now');
    });
  }

  // One transaction: the new games' rows, then the records, each written
  // only under its game's current epoch and owner (a share lock on the
  // game's row holds off a takeover until the commit).
  async #write(client, rows) {
    const creates = rows.filter((r) => r.kind === 'create');
    // In one order, so that writers never wait on each other in a cycle.
    const json = JSON.stringify([...rows].sort((a, b) => (a.game < b.game ? -1 : a.game > b.game ? 1 : a.seq - b.seq)));
    if (creates.length > 0) {
      await client.query('BEGIN');
      try {
        await client.query(
          `INSERT INTO games (id, spec, owner, epoch)
           SELECT c.game, c.record->'spec', $2, c.epoch
             FROM jsonb_to_recordset($1::jsonb) AS c (game text, record jsonb, epoch bigint)
           ON CONFLICT DO NOTHING`,
          [JSON.stringify(creates), this.node],
        );
        const result = await this.#insert(client, json);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    }
    return this.#insert(client, json);
  }

  async #insert(client, json) {
    const { rows } = await client.query(
      `INSERT INTO events (game, seq, kind, n, ply, record, epoch)
       SELECT e.game, e.seq, e.kind, e.n, e.ply, e.record, e.epoch
         FROM jsonb_to_recordset($1::jsonb) AS e (game text, seq integer, kind text, n integer, ply integer, record jsonb, epoch bigint)
         JOIN games g ON g.id = e.game AND g.epoch = e.epoch AND g.owner = $2
          FOR SHARE OF g
       ON CONFLICT DO NOTHING
       RETURNING game, seq`,
      [json, this.node],
    );
    return new Set(rows.map((r) => `${r.game}\u0000${r.seq}`));
  }

  // This node no longer holds `id`.
  #drop(id) {
    if (!this.games.has(id)) return;
    this.games.delete(id);
    this.onLost(id);
  }

  // ----------------------------------------------------- leases and status

  // Renews this node's leases; a game it thought it held and does not
  // (taken over while this node was slow or cut off) is dropped.
  async renew() {
    const started = Date.now();
    // The lease is the node's: its heartbeat (nodes.seen) renews it for all
    // its games at once, and touches no game's row (the writer's inserts
    // share-lock those).
    await this.pool.query(
      `INSERT INTO nodes (id, seen) VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET seen = now()`,
      [this.node],
    );
    const { rows } = await this.pool.query(
      `SELECT id, epoch FROM games WHERE owner = $1 AND status IN ('live', 'over')`,
      [this.node],
    );
    const held = new Map(rows.map((r) => [r.id, Number(r.epoch)]));
    // Games held since before the renewal began (not those being created or
    // taken meanwhile) that it did not find at their epoch.
    for (const [id, game] of this.games) {
      if (!game.live || game.heldAt === null || game.heldAt >= started) continue;
      if (held.get(id) !== game.epoch) this.#drop(id);
    }
  }

  // Who holds game `id`: {status, owner, valid (its lease runs), url (the
  // owner's), final}, or null for no such game.
  async ownerOf(id) {
    const { rows } = await this.pool.query(
      `SELECT g.status, g.owner, coalesce(n.seen > now() - $3 * interval '1 ms', false) AS valid, n.url,
              CASE WHEN g.ended > now() - $2 * interval '1 ms' THEN g.final END AS final
         FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE g.id = $1`,
      [id, this.keepFinishedMs, this.leaseMs],
    );
    return rows[0] ?? null;
  }

  // This node's address for the others, its open tables and its figures,
  // renewed with its leases; the others' (seen within a lease) come back.
  async heartbeat(url, lobby, stats) {
    await this.pool.query(
      `INSERT INTO nodes (id, url, seen, lobby, stats) VALUES ($1, $2, now(), $3, $4)
       ON CONFLICT (id) DO UPDATE SET url = excluded.url, seen = now(), lobby = excluded.lobby, stats = excluded.stats`,
      [this.node, url, JSON.stringify(lobby), JSON.stringify(stats)],
    );
    const { rows } = await this.pool.query(
      `SELECT id, lobby, stats FROM nodes WHERE id <> $1 AND seen > now() - $2 * interval '1 ms'`,
      [this.node, this.leaseMs],
    );
    return rows;
  }

  // A game is over (or given up): its final state, for `resume` on any node
  // (record(final): as a journal's "ended" record).
  closed(id, final, record) {
    const game = this.games.get(id);
    if (!game) return;
    game.live = false;
    this.pool.query(
      `UPDATE games SET status = 'over', final = $3, ended = now() WHERE id = $1 AND epoch = $2`,
      [id, game.epoch, final ? JSON.stringify(record(final)) : null],
    ).catch((error) => this.log(`database: game ${id} not marked over (${error.message}): the next start does it`));
  }

  // After the replay on start: the games finished and stored are archived
  // (their events stay, the history of the site), with their final state.
  async compact({ ended, dropped }) {
    const finals = ended.filter((e) => dropped.has(e.id));
    await this.pool.query(
      `UPDATE games g SET status = 'archived', final = coalesce(f.final, g.final), ended = coalesce(g.ended, now())
         FROM unnest($1::text[]) AS d (id) LEFT JOIN jsonb_to_recordset($2::jsonb) AS f (id text, final jsonb) ON f.id = d.id
        WHERE g.id = d.id`,
      [[...dropped], JSON.stringify(finals.map((e) => ({ id: e.id, final: e })))],
    );
    for (const id of dropped) this.games.delete(id);
  }

  // Once a finished game's last PDN is stored, its row is archived.
  async archive(id) {
    await this.pool.query(`UPDATE games SET status = 'archived' WHERE id = $1 AND status = 'over'`, [id]);
    this.games.delete(id);
  }

  stats() {
    return {
      journal: { flushes: this.flushes, backend: 'postgres', up: this.up, node: this.node, held: this.games.size },
      store: this.store.stats(),
    };
  }

  // Runs `fn` every `ms` (errors logged once per outage).
  every(ms, fn) {
    let failing = false;
    const timer = setInterval(() => {
      fn().then(() => { failing = false; }, (error) => {
        if (!failing && !this.#closing) this.log(`database: ${error.message}`);
        failing = true;
      });
    }, ms);
    timer.unref();
    this.#timers.push(timer);
    return timer;
  }

  async close() {
    await this.#commit.idle();
    this.#closing = true;
    this.up = false;
    for (const t of this.#timers) clearInterval(t);
    clearTimeout(this.#reconnecting);
    await this.store.chain;
    await this.#writer?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}

// The finished games' PDN in the database: every game queued in one
// statement (one commit).
class PgStore extends FinishedStore {
  constructor(storage, log) {
    super({ where: 'the database', log });
    this.storage = storage;
  }

  async write(games) {
    await this.storage.pool.query(
      `INSERT INTO finished (name, game, pdn)
       SELECT n, regexp_replace(n, '-[0-9]+$', ''), p FROM unnest($1::text[], $2::text[]) AS b (n, p)
       ON CONFLICT (name) DO UPDATE SET pdn = excluded.pdn`,
      [games.map(([name]) => name), games.map(([, text]) => text)],
    );
  }
}

function unavailable() {
  return new Error('the database is unavailable (reconnecting)');
}

function redact(url) {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

