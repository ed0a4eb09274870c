// SPDX-License-Identifier: MIT
// Where the server keeps what it acknowledges: one interface, two backends.
// - files (the default, `--data DIR`): the journal (journal.js) and the PDN
//   store (store.js) on one machine, as before;
// - PostgreSQL (`--db postgres://...`, pg.js): the same records in a shared
//   database, which several server processes (nodes) can use at once.
//
// A storage has:
//   kind                     'file' | 'postgres'
//   load()                   -> {records, skipped}: the records to replay on
//                               start, oldest first (journal records, and one
//                               "ended" record a finished game still resumable)
//   append(record)           -> Promise, resolved once the record is durable
//                               (and for PostgreSQL committed); rejected if it
//                               is not, and then the change is not made
//   compact({ended, kept, dropped}) after the replay on start: what to keep
//   store                    the finished games (a FinishedStore, below):
//                               save(name, pdn, done), chain, written,
//                               pending, failures, lastError
//   closed(id, final, record) a game is over (PostgreSQL: its final state as
//                               record(final) writes it, for a player who
//                               resumes it on any node)
//   stats()                  {journal: {...}, store: {...}}
//   close()

// Both backends are built on the two queues below: GroupCommit for the
// journal's records, FinishedStore for the finished games' PDN. The file
// backend is store.js (with journal.js), the database's pg.js; each is
// loaded only when used (pg.js needs the pg package).

export async function openStorage({ data, db, sync = true, log = () => {}, ...rest }) {
  if (db) {
    const { PgStorage } = await import('./pg.js');
    return PgStorage.open(db, { log, ...rest });
  }
  if (!data) throw new Error('startServer: a data directory (data: DIR) or a database (db: URL) is needed');
  const { FileStorage } = await import('./store.js');
  return FileStorage.open(data, { sync, log });
}

// Group commit: what is added while a batch is being written goes out
// together in the next batch (at most `max`), so that under load one sync
// or one database commit covers many changes. write(items) resolves once
// the batch is durable, to each item's outcome (an Error refuses that item
// alone), or rejects, refusing the whole batch.
export class GroupCommit {
  #queue = [];
  #running = false;
  #idle = Promise.resolve();

  constructor(write, { max = Infinity } = {}) {
    this.write = write;
    this.max = max;
    this.commits = 0; // batches written
  }

  // Resolves once `item` is durable; rejects if it is refused.
  add(item) {
    const added = new Promise((resolve, reject) => this.#queue.push({ item, resolve, reject }));
    if (!this.#running) {
      this.#running = true;
      this.#idle = this.#run();
    }
    return added;
  }

  // Refuses every item still waiting for its batch.
  refuse(error) {
    for (const waiting of this.#queue.splice(0)) waiting.reject(error);
  }

  // Resolves once no batch is being written.
  idle() {
    return this.#idle;
  }

  async #run() {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.max);
      let outcomes;
      try {
        outcomes = await this.write(batch.map((waiting) => waiting.item));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
        continue;
      }
      this.commits++;
      batch.forEach((waiting, i) => (outcomes?.[i] instanceof Error ? waiting.reject(outcomes[i]) : waiting.resolve()));
    }
    this.#running = false;
  }
}

// The store of finished games: each game's PDN is queued, and written with
// the others queued (`batch` at a time) by the backend's write([[name,
// text]...]). A game that cannot be written (unwritable or full disk, the
// database away) is kept and tried again with the next one: the server goes
// on and says what failed. done(name) is called for each game written.
export class FinishedStore {
  constructor({ where, batch = Infinity, log = () => {} }) {
    this.where = where;
    this.batch = batch;
    this.log = log;
    this.pending = new Map(); // name -> {text, done}
    this.written = 0;
    this.failures = 0;
    this.lastError = null;
    this.chain = Promise.resolve(true);
  }

  // Queues game `name` (GAME-N) and writes every queued game.
  save(name, text, done) {
    this.pending.set(name, { text, done });
    return this.flush();
  }

  // Writes the queued games, one flush at a time; resolves to whether all
  // were written.
  flush() {
    this.chain = this.chain.then(() => this.#flush());
    return this.chain;
  }

  async #flush() {
    const games = [...this.pending];
    const marked = [];
    let all = true;
    for (let i = 0; i < games.length; i += this.batch) {
      const part = games.slice(i, i + this.batch);
      try {
        await this.write(part.map(([name, { text }]) => [name, text]));
      } catch (error) {
        this.failures++;
        const names = part.length === 1 ? `game ${part[0][0]}` : `games ${part[0][0]} and ${part.length - 1} more`;
        this.lastError = `cannot write the finished ${names} to ${this.where}: ${error.code ?? ''} ${error.message}`;
        this.log(`store: ${this.lastError} (kept in memory and in the journal, tried again with the next game)`);
        all = false;
        break;
      }
      this.written += part.length;
      for (const [name, entry] of part) {
        if (this.pending.get(name) === entry) this.pending.delete(name);
        marked.push(this.#marked(name, entry.done));
      }
    }
    await Promise.all(marked);
    return all;
  }

  async #marked(name, done) {
    try {
      await done(name);
    } catch (error) {
      this.log(`store: ${name} written, but not marked so in the journal (${error.message}): a restart writes it again`);
    }
  }

  stats() {
    return { written: this.written, pending: this.pending.size, failures: this.failures, lastError: this.lastError };
  }
}
