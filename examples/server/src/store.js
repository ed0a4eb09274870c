// SPDX-License-Identifier: MIT
// The file backend (`--data DIR`): the journal (journal.js) in
// DIR/journal.jsonl and the store of finished games, one PDN file a game in
// DIR/games, written whole (a temporary file synced, then renamed) so that
// a crash never leaves half a game.

import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { FinishedStore } from './storage.js';
import { Journal, syncDirectory } from './journal.js';

export class Store extends FinishedStore {
  constructor(dir, { sync = true, log = () => {} } = {}) {
    super({ where: dir, log });
    this.dir = dir;
    this.sync = sync;
  }

  // The games queued, each in its file, then their names made durable at
  // once (one sync of the folder).
  async write(games) {
    await mkdir(this.dir, { recursive: true });
    for (const [name, text] of games) {
      const path = join(this.dir, `${name}.pdn`);
      const temp = `${path}.tmp`;
      const file = await open(temp, 'w');
      try {
        await file.writeFile(text);
        if (this.sync) await file.datasync();
      } finally {
        await file.close();
      }
      await rename(temp, path);
    }
    if (this.sync) await syncDirectory(this.dir);
  }
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
    return { journal: { flushes: this.journal.flushes }, store: this.store.stats() };
  }

  get flushes() {
    return this.journal.flushes;
  }

  async close() {
    await this.store.chain;
    await this.journal.close();
  }
}
