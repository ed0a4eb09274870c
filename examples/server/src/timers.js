// SPDX-License-Identifier: MIT
// Time as the server reads it: now() in milliseconds, and one-shot timers.
// The clocks and the reconnection grace periods use only this object, so
// tests pass a FakeTimers and move time on by hand.

export const realTimers = {
  now: () => Date.now(),
  set: (fn, ms) => setTimeout(fn, Math.max(0, ms)),
  clear: (handle) => clearTimeout(handle),
};

export class FakeTimers {
  #now = 0;
  #due = new Map(); // handle -> {at, fn}
  #next = 1;

  now() {
    return this.#now;
  }

  set(fn, ms) {
    const handle = this.#next++;
    this.#due.set(handle, { at: this.#now + Math.max(0, ms), fn });
    return handle;
  }

  clear(handle) {
    this.#due.delete(handle);
  }

  // Moves time on by `ms`, running the timers that fall due, in order.
  advance(ms) {
    const end = this.#now + ms;
    for (;;) {
      let first = null;
      for (const [handle, timer] of this.#due) {
        if (timer.at <= end && (first === null || timer.at < first[1].at)) first = [handle, timer];
      }
      if (first === null) break;
      this.#due.delete(first[0]);
      this.#now = first[1].at;
      first[1].fn();
    }
    this.#now = end;
  }
}
