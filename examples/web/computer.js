// SPDX-License-Identifier: MIT
// The computer opponent, off the page's main thread: a Web Worker runs the
// package's Game.bestMove (the library's search, lib/search/, compiled to
// WebAssembly). The worker is started from a Blob of the package's classic
// script (Checkers.source) and the function below, which works from file://
// too, where a worker's script cannot be loaded from disk.
(function (global) {
  'use strict';

  // Runs in the worker: replays the game it is sent and answers with the
  // move chosen, as its route (the texts depend on the position).
  function workerMain() {
    const queue = [];
    let api = null;
    globalThis.Checkers.ready.then((Checkers) => {
      api = Checkers;
      queue.splice(0).forEach(think);
    });
    globalThis.onmessage = (event) => (api === null ? queue.push(event.data) : think(event.data));

    function think({ id, variant, fen, drawRules, moves, depth }) {
      let game = null;
      try {
        game = new api.Game(variant, fen);
        game.drawRules = drawRules;
        for (const move of moves) game.push(move);
        const started = performance.now();
        const best = game.bestMove(depth);
        globalThis.postMessage({
          id,
          move: best === null ? null : { from: best.from, to: best.to, path: best.path },
          ms: performance.now() - started,
        });
      } catch (error) {
        globalThis.postMessage({ id, error: String(error && error.message || error) });
      } finally {
        if (game !== null) game.free();
      }
    }
  }

  // computer.think({variant, fen, drawRules, moves, depth}) gives a Promise
  // of {move: {from, to, path} | null, ms}; computer.stop() drops the search
  // under way (its promise never settles), by ending the worker.
  class Computer {
    constructor(source) {
      this.source = `${source}\n(${workerMain})();\n`;
      this.url = null; // kept: a worker may still be loading from it
      this.worker = null;
      this.pending = null;
      this.next = 1;
    }

    think(request) {
      this.stop();
      if (this.worker === null) this.start();
      const id = this.next++;
      return new Promise((resolve, reject) => {
        this.pending = { id, resolve, reject };
        this.worker.postMessage({ id, ...request });
      });
    }

    get thinking() {
      return this.pending !== null;
    }

    stop() {
      if (this.pending !== null && this.worker !== null) {
        // A search cannot be interrupted inside the worker: end it.
        this.worker.terminate();
        this.worker = null;
      }
      this.pending = null;
    }

    start() {
      if (this.url === null) this.url = URL.createObjectURL(new Blob([this.source], { type: 'text/javascript' }));
      this.worker = new Worker(this.url);
      this.worker.onmessage = ({ data }) => {
        const pending = this.pending;
        if (pending === null || pending.id !== data.id) return;
        this.pending = null;
        if (data.error !== undefined) pending.reject(new Error(data.error));
        else pending.resolve(data);
      };
      this.worker.onerror = (event) => {
        const pending = this.pending;
        this.pending = null;
        if (pending !== null) pending.reject(new Error(event.message || 'the computer stopped'));
      };
    }
  }

  global.CheckersComputer = Computer;
})(globalThis);
