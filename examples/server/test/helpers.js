// SPDX-License-Identifier: MIT
// Shared by the server's tests: a server in this process on a fresh data
// directory, and a client that waits for the message it expects.

import { mkdtempSync, rmSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ws } from '../src/deps.js';
import { startServer } from '../src/server.js';

// The backend the tests run on: CHECKERS_TEST_BACKEND=postgres with
// CHECKERS_TEST_PG=postgres://... (see with_backend.js), else the files.
export const BACKEND = process.env.CHECKERS_TEST_BACKEND === 'postgres' ? 'postgres' : 'file';
export const PG_URL = process.env.CHECKERS_TEST_PG ?? null;
if (BACKEND === 'postgres' && !PG_URL) throw new Error('CHECKERS_TEST_BACKEND=postgres needs CHECKERS_TEST_PG=postgres://...');

// With PostgreSQL, a data directory stands for a schema of its own in the
// test database (a restart on the same directory finds the same games).
const schemas = new Map(); // data dir -> URL
const pools = new Map(); // URL -> pg.Pool
async function poolFor(url) {
  if (!pools.has(url)) {
    const { findPg } = await import('../src/locate.js');
    const { createRequire } = await import('node:module');
    const pg = createRequire(import.meta.url)(findPg().path);
    const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 1000, allowExitOnIdle: true });
    pool.on('error', () => {});
    pools.set(url, pool);
  }
  return pools.get(url);
}
const adminPool = () => poolFor(PG_URL);

// `data` stands for the database at `url` (another cluster's).
export function useDatabase(data, url) {
  schemas.set(data, url);
}

// The database URL standing for `data` (a new schema the first time).
export async function databaseFor(data) {
  if (!schemas.has(data)) {
    const schema = `t_${basename(data).replace(/\W/g, '_').toLowerCase()}_${randomBytes(3).toString('hex')}`;
    await (await adminPool()).query(`CREATE SCHEMA ${schema}`);
    const sep = PG_URL.includes('?') ? '&' : '?';
    schemas.set(data, `${PG_URL}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`);
  }
  return schemas.get(data);
}

// What to start a server on `data` with: {data} or {db, node}.
export async function backendOptions(data) {
  if (BACKEND === 'file') return { data };
  return { db: await databaseFor(data), node: `node-${basename(data)}` };
}

// Runs `sql` on the database standing for `data`.
export async function query(data, sql, params = []) {
  return (await (await poolFor(await databaseFor(data))).query(sql, params)).rows;
}

// The finished games' PDN texts of `data`, by name (GAME-N).
export async function storedGames(data) {
  if (BACKEND === 'file') {
    const dir = join(data, 'games');
    if (!existsSync(dir)) return new Map();
    return new Map(readdirSync(dir).filter((f) => f.endsWith('.pdn')).map((f) => [f.slice(0, -4), readFileSync(join(dir, f), 'utf8')]));
  }
  return new Map((await query(data, 'SELECT name, pdn FROM finished')).map((r) => [r.name, r.pdn]));
}

// The journal of `data` as text (the file's, or the events' records).
export async function journalText(data) {
  if (BACKEND === 'file') return readFileSync(join(data, 'journal.jsonl'), 'utf8');
  const rows = await query(data, 'SELECT record FROM events WHERE NOT void ORDER BY game, seq');
  return rows.map((r) => `${JSON.stringify(r.record)}\n`).join('');
}

// A new directory under the system's temporary one, removed when the
// process exits.
const made = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
export function tempDir(name = 'checkers-server-') {
  const dir = mkdtempSync(join(tmpdir(), name));
  made.push(dir);
  return dir;
}

// A server on 127.0.0.1 (any free port); its log lines are kept in `logs`.
// On PostgreSQL (BACKEND), `data` names its schema, and `dataDir` is set.
export async function testServer(options = {}) {
  const logs = [];
  const data = options.data ?? tempDir();
  const backend = await backendOptions(data);
  const server = await startServer({ sync: false, log: (line) => logs.push(line), leaseMs: 2000, ...options, ...backend, node: options.node ?? backend.node });
  server.logs = logs;
  server.dataDir = data;
  return server;
}

// The PDN of finished game `name` (GAME-N) as the server stored it.
export async function storedPdn(server, name) {
  return (await storedGames(server.dataDir)).get(name);
}

export class Client {
  #inbox = [];
  #waiters = [];

  constructor(socket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data));
      const waiter = this.#waiters.find((w) => w.match(msg));
      if (waiter) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        waiter.resolve(msg);
      } else {
        this.#inbox.push(msg);
      }
    });
    socket.on('error', () => {});
  }

  static connect(url) {
    return new Promise((resolve, reject) => {
      const socket = new ws.WebSocket(url);
      socket.once('open', () => resolve(new Client(socket)));
      socket.once('error', reject);
    });
  }

  send(message) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  // The first message (received or to come) that `match` accepts: a type
  // name or a predicate. Rejects after `ms`.
  next(match, ms = 20_000) {
    const accept = typeof match === 'string' ? (m) => m.type === match : match;
    const at = this.#inbox.findIndex(accept);
    if (at >= 0) return Promise.resolve(this.#inbox.splice(at, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = { match: accept, resolve: (m) => { clearTimeout(timer); resolve(m); } };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(new Error(`no ${typeof match === 'string' ? match : 'matching'} message within ${ms} ms; inbox: ${JSON.stringify(this.#inbox).slice(0, 500)}`));
      }, ms);
      this.#waiters.push(waiter);
    });
  }

  // Sends `message` and waits for the reply carrying its id.
  async request(message, ms) {
    const id = `r${Client.ids++}`;
    this.send({ ...message, id });
    return this.next((m) => m.id === id, ms);
  }

  // Drops the messages received so far.
  clear() {
    this.#inbox.length = 0;
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}
Client.ids = 1;

// Two players seated at a new table: [black, white, created message].
export async function seated(url, create = {}) {
  const black = await Client.connect(url);
  const white = await Client.connect(url);
  const created = await black.request({ type: 'create', name: 'Ann', ...create });
  if (created.type !== 'created') throw new Error(JSON.stringify(created));
  const joined = await white.request({ type: 'join', game: created.game, name: 'Bob' });
  if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  await black.next('state');
  await white.next('state');
  return [black, white, created, joined];
}

// Plays `text` for `client` at `game` and waits for the ack.
export async function play(client, game, text) {
  const reply = await client.request({ type: 'move', game, move: text });
  if (reply.type !== 'ack') throw new Error(`${text}: ${JSON.stringify(reply)}`);
  return reply;
}

// Waits until `condition()` holds (polling), for at most `ms`.
export async function until(condition, ms = 20_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${condition}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

// The journal (file or database) refuses the next record of kind `t`, as a
// full disk or a database away does, then takes records again. `refusal`
// makes what that append returns (by default a promise rejected at once).
export function refuseNext(server, t, refusal = () => Promise.reject(new Error('no space left on device'))) {
  const append = server.storage.append;
  server.storage.append = (record) => {
    if (record.t !== t) return append.call(server.storage, record);
    server.storage.append = append;
    return refusal();
  };
}

// Holds `table`'s queue, so that the requests sent next wait behind it:
// resolves, once the hold has begun, to the function that releases it.
export function holdQueue(table) {
  return new Promise((held) => {
    table.enqueue(() => new Promise((release) => held(release)));
  });
}

// Waits until the server has seen seat `seat` of table `game` left empty.
export function seatLeft(server, game, seat) {
  return until(() => server.tables.get(game)?.seats[seat].conns.size === 0);
}
