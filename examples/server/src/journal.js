// SPDX-License-Identifier: MIT
// The journal: one JSON record a line, appended and flushed to the disk
// (fdatasync) before the server acknowledges what it records, so that a
// killed server loses nothing it acknowledged. Appends made while a flush is
// under way go out together in the next one (group commit, storage.js): one
// sync for many moves under load.

import { open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GroupCommit } from './storage.js';

export class Journal {
  #file;
  #commit = new GroupCommit((lines) => this.#write(lines));
  // A file cut inside a line (by a crash): the next write starts a new one,
  // so the reader loses only the broken line.
  #broken = false;
  // The file's length: a batch whose write or sync failed is cut off back to
  // it, since its records were refused and a restart must not replay them.
  #size;
  // Set when that cut failed: nothing more is journaled after records that
  // were refused.
  #unusable = null;

  constructor(file, path, sync, size = 0) {
    this.#file = file;
    this.path = path;
    this.sync = sync;
    this.#size = size;
  }

  get flushes() {
    return this.#commit.commits;
  }

  // Opens (or creates) the journal at `path` and returns it with the records
  // already there. A line that does not parse (the last one, cut by a crash)
  // is skipped and counted.
  static async open(path, { sync = true } = {}) {
    let text = '';
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      try {
        records.push(JSON.parse(line));
      } catch {
        skipped++;
      }
    }
    const file = await open(path, 'a');
    const journal = new Journal(file, path, sync, (await file.stat()).size);
    if (text !== '' && !text.endsWith('\n')) journal.#broken = true;
    return { journal, records, skipped };
  }

  // Writes `records` as the whole journal (a new file renamed over the old),
  // keeping what a restart needs and dropping the rest.
  async rewrite(records) {
    const temp = `${this.path}.new`;
    const file = await open(temp, 'w');
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join('');
    try {
      await file.writeFile(text);
      if (this.sync) await file.datasync();
    } finally {
      await file.close();
    }
    await rename(temp, this.path);
    if (this.sync) await syncDirectory(dirname(this.path));
    await this.#file.close();
    this.#file = await open(this.path, 'a');
    this.#broken = false;
    this.#size = Buffer.byteLength(text);
    this.#unusable = null;
  }

  // Resolves once `record` is on the disk; rejects if it could not be written.
  append(record) {
    return this.#commit.add(`${JSON.stringify(record)}\n`);
  }

  async #write(lines) {
    if (this.#unusable) throw this.#unusable;
    const data = (this.#broken ? '\n' : '') + lines.join('');
    try {
      await this.#file.appendFile(data);
      if (this.sync) await this.#file.datasync();
    } catch (error) {
      await this.#cut(error);
      throw error;
    }
    this.#broken = false;
    this.#size += Buffer.byteLength(data);
  }

  // Takes a failed batch's bytes (whole lines among them) back off the file.
  async #cut(error) {
    try {
      await this.#file.truncate(this.#size);
      if (this.sync) await this.#file.datasync();
    } catch (cutError) {
      this.#unusable = new Error(`the journal keeps records that were refused (${error.message}), and cutting them off failed `
        + `(${cutError.message}): nothing more is journaled until the server restarts`);
    }
  }

  async close() {
    await this.#commit.idle();
    await this.#file.close();
  }
}

// A renamed file's new name is durable once its directory is synced.
export async function syncDirectory(dir) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
