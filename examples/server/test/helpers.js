// SPDX-License-Identifier: MIT
// Shared by the server's tests: a server in this process on a fresh data
// directory, and a client that waits for the message it expects.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ws } from '../src/deps.js';
import { startServer } from '../src/server.js';

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
export async function testServer(options = {}) {
  const logs = [];
  const server = await startServer({ data: tempDir(), sync: false, log: (line) => logs.push(line), ...options });
  server.logs = logs;
  return server;
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
  next(match, ms = 5000) {
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
export async function until(condition, ms = 5000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${condition}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

// Waits until the server has seen seat `seat` of table `game` left empty.
export function seatLeft(server, game, seat) {
  return until(() => server.tables.get(game)?.seats[seat].conns.size === 0);
}
