// SPDX-License-Identifier: MIT
// The server's two dependencies, found where the build puts them: the
// checkers-wasm package (CHECKERS_WASM names its directory; else an installed
// `checkers-wasm`; else this checkout's bindings/js, built with `npm run
// build` there) and `ws` (CHECKERS_SERVER_DEPS names a directory whose
// node_modules holds it, as `npm install --prefix DIR ws` makes; else an
// ordinary `npm install` here). ES modules ignore NODE_PATH, hence the names.

import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

async function loadCheckers() {
  const dir = process.env.CHECKERS_WASM;
  if (dir) return import(pathToFileURL(join(resolve(dir), 'src', 'index.js')).href);
  try {
    return await import('checkers-wasm');
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes("'checkers-wasm'")) throw error;
  }
  return import(new URL('../../../bindings/js/src/index.js', import.meta.url).href);
}

function loadWs() {
  const dir = process.env.CHECKERS_SERVER_DEPS;
  const require = createRequire(dir ? join(resolve(dir), 'package.json') : import.meta.url);
  return require('ws');
}

export const checkers = await loadCheckers();
export const ws = loadWs();
