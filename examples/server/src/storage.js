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
//   store                    the finished games: save(name, pdn, done), chain,
//                               written, pending, failures, lastError
//   closed(id, final)        a game is over (PostgreSQL: its final state, for a
//                               player who resumes it on any node)
//   stats()                  {journal: {...}, store: {...}}
//   close()

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Journal } from './journal.js';
import { Store } from './store.js';

export async function openStorage({ data, db, sync = true, log = () => {}, ...rest }) {
  if (db) {
    const { PgStorage } = await import('./pg.js');
    return PgStorage.open(db, { log, ...rest });
  }
  if (!data) throw new Error('startServer: a data directory (data: DIR) or a database (db: URL) is needed');
  return FileStorage.open(data, { sync, log });
}

export class FileStorage {
  kind = 'file';

  constructor(data, journal, opened, store) {
    this.data = data;
    this.journal = journal;
    this.opened = opened;
    this.store = store;
  }

  static async open(data, { sync, log }) {
    await mkdir(data, { recursive: true });
    let opened;
    try {
      opened = await Journal.open(join(data, 'journal.jsonl'), { sync });
    } catch (error) {
      throw new Error(`cannot open the journal in ${data}: ${error.message}`);
    }
    return new FileStorage(data, opened.journal, opened, new Store(join(data, 'games'), { sync, log }));
  }

  async load() {
    const { records, skipped } = this.opened;
    this.opened = null;
    return { records, skipped };
  }

  append(record) {
    return this.journal.append(record);
  }

  // The journal drops the records of the games finished and stored, keeping
  // those going on, those the store still lacks and any it could not replay
  // (for a person to see); a finished game still to be resumed is one
  // "ended" record, its final state.
  async compact({ ended, kept }) {
    try {
      await this.journal.rewrite([...ended, ...kept]);
    } catch (error) {
      throw new Error(`cannot rewrite the journal in ${this.data}: ${error.message}`);
    }
  }

  closed() {}

  stats() {
    const { store } = this;
    return {
      journal: { flushes: this.journal.flushes },
      store: { written: store.written, pending: store.pending.size, failures: store.failures, lastError: store.lastError },
    };
  }

  get flushes() {
    return this.journal.flushes;
  }

  async close() {
    await this.store.chain;
    await this.journal.close();
  }
}
