// SPDX-License-Identifier: MIT
// The package's entry point in Node: everything of index.js, and HubEngine,
// which starts engine processes (node:child_process, which browsers lack, so
// the browser entry and build leave it out).

export * from './index.js';
export { HubEngine, EngineError } from './engine.js';
