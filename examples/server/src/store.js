// SPDX-License-Identifier: MIT
// The file store of finished games: one PDN file a game, written whole
// (a temporary file synced, then renamed) so a crash never leaves half a game.
// A game that cannot be written (unwritable or full disk) is kept and tried
// again with the next one: the server goes on and says what failed.

import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory } from './journal.js';

export class Store {
  constructor(dir, { sync = true, log = () => {} } = {}) {
    this.dir = dir;
    this.sync = sync;
    this.log = log;
    this.pending = new Map(); // name -> {text, done}
    this.written = 0;
    this.failures = 0;
    this.lastError = null;
    this.chain = Promise.resolve(true);
  }

  // Queues game `name` (a file name without .pdn) and writes every queued
  // game; `done(name)` is called for each one written.
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
    for (const [name, { text, done }] of [...this.pending]) {
      try {
        await this.#write(name, text);
      } catch (error) {
        this.failures++;
        this.lastError = `cannot write the finished game ${name} to ${this.dir}: ${error.code ?? ''} ${error.message}`;
        this.log(`store: ${this.lastError} (kept in memory and in the journal, tried again with the next game)`);
        return false;
      }
      this.pending.delete(name);
      this.written++;
      try {
        await done(name);
      } catch (error) {
        this.log(`store: ${name} written, but not marked so in the journal (${error.message}): a restart writes it again`);
      }
    }
    return true;
  }

  async #write(name, text) {
    await mkdir(this.dir, { recursive: true });
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
    if (this.sync) syncDirectory(this.dir);
  }
}
