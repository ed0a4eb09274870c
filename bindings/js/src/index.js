// SPDX-License-Identifier: MIT
// The package's entry point for Node and for browsers loading ES modules:
// instantiates the WebAssembly module (embedded in dist/checkers_wasm.mjs)
// before anything is exported, so that `new Game()` works at once.

import createCheckersWasm from '../dist/checkers_wasm.mjs';
import { attach, wasm, cString } from './runtime.js';
import { loadTables } from './constants.js';

attach(await createCheckersWasm());
loadTables();

export const version = cString(wasm._checkers_version_string());

export { constants, variants } from './constants.js';
export { layouts } from './layout.js';
export { CheckersError, IllegalMoveError } from './errors.js';
export { Move } from './move.js';
export { Game } from './game.js';
export { PdnReader, PdnGame, PdnError, readPdn } from './pdn.js';
export { ballot, ballotCount } from './ballots.js';
export { hubPosition, hubPos, gameFromHub, parseHubMove, hubMoveText } from './hub.js';
export { layoutTable, constantTable } from './runtime.js';
