// SPDX-License-Identifier: MIT
// The server's two dependencies, the checkers-wasm package and `ws`, loaded
// from where locate.js finds them (ES modules ignore NODE_PATH, hence the
// environment variables it reads). A missing one throws MissingDependency,
// whose message names the command that makes it.

import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCheckers, findWs, MissingDependency } from './locate.js';

const foundCheckers = findCheckers();
const foundWs = findWs();
const problems = [foundCheckers, foundWs].filter((found) => found.problem).map((found) => found.problem);
if (problems.length > 0) throw new MissingDependency(problems);

export const checkers = await import(foundCheckers.url);
export const ws = createRequire(import.meta.url)(foundWs.path);
// The package's folder (its dist/ holds the browser's script, served to the
// web page).
export const checkersDir = foundCheckers.dir ?? dirname(dirname(fileURLToPath(foundCheckers.url)));
