// SPDX-License-Identifier: MIT
// Where the server's two dependencies are, found without loading them, so
// that `--help` works before either is there and a missing one is reported
// with the command that makes it, not a stack trace:
// - the checkers-wasm package: the directory CHECKERS_WASM names; else this
//   checkout's bindings/js, where `node bindings/js/build.mjs` (the web
//   game's command) writes it; else an installed `checkers-wasm`;
// - `ws`: from the directory CHECKERS_SERVER_DEPS names (its node_modules, as
//   `npm install --prefix DIR ws` makes); else an `npm install` here; else
//   Debian's node-ws (apt-get install node-ws), which Node does not search.
// Each find returns where it is or {problem} (what to do).

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url)); // examples/server
const checkout = resolve(here, '..', '..');
const bindingDir = join(checkout, 'bindings', 'js');
const buildScript = join(bindingDir, 'build.mjs');

// A path as the user would type it from the current directory: relative, or
// absolute where that is shorter.
function typed(path) {
  const rel = relative(process.cwd(), path) || '.';
  return rel.length <= path.length ? rel : path;
}

function builtPackage(dir) {
  return existsSync(join(dir, 'src', 'index.js')) && existsSync(join(dir, 'dist', 'checkers_wasm.mjs'));
}

// The package's entry for Node (src/node.js: HubEngine too), or its
// general one in a package that has no such file.
function entry(dir) {
  const node = join(dir, 'src', 'node.js');
  return { url: pathToFileURL(existsSync(node) ? node : join(dir, 'src', 'index.js')).href, dir };
}

export function findCheckers() {
  const named = process.env.CHECKERS_WASM;
  if (named) {
    const dir = resolve(named);
    if (builtPackage(dir)) return entry(dir);
    return {
      problem: `CHECKERS_WASM=${named} is not a built checkers-wasm package (no ${typed(join(dir, 'dist', 'checkers_wasm.mjs'))}): `
        + `unset CHECKERS_WASM to use this checkout's bindings/js, or build the package there with\n`
        + `    node ${typed(buildScript)} --out ${named}`,
    };
  }
  if (builtPackage(bindingDir)) return entry(bindingDir);
  try {
    const installed = createRequire(join(here, 'package.json')).resolve('checkers-wasm');
    return { url: pathToFileURL(installed).href, dir: null };
  } catch {
    // not installed: build it
  }
  if (existsSync(buildScript)) {
    return {
      problem: 'the checkers-wasm package (the library compiled to WebAssembly) is not built: build it with\n'
        + `    node ${typed(buildScript)}\n`
        + '(about a minute; it needs emscripten and Node 18+: apt-get install -y emscripten nodejs), '
        + 'or name a built package with CHECKERS_WASM=DIR',
    };
  }
  return { problem: 'no checkers-wasm package found: name a built one with CHECKERS_WASM=DIR, or npm install checkers-wasm' };
}

const DEBIAN_WS = '/usr/share/nodejs/ws';

export function findWs() {
  const named = process.env.CHECKERS_SERVER_DEPS;
  const from = named ? resolve(named) : here;
  try {
    return { path: createRequire(join(from, 'package.json')).resolve('ws') };
  } catch {
    // not there: Debian's, or say how to install it
  }
  if (!named && existsSync(join(DEBIAN_WS, 'package.json'))) return { path: DEBIAN_WS };
  const fix = named
    ? `install it there with\n    npm install --prefix ${named} ws@^8\nor unset CHECKERS_SERVER_DEPS`
    : `install it with\n    apt-get install -y node-ws\nor, with npm, \`npm install\` in ${typed(here)}`;
  return { problem: `the ws package (WebSocket) is not installed${named ? ` in ${typed(join(from, 'node_modules'))}` : ''}: ${fix}` };
}

// `pg` (node-postgres), needed only with --db: found as `ws` is (Debian's
// node-pg too).
export function findPg() {
  const named = process.env.CHECKERS_SERVER_DEPS;
  const from = named ? resolve(named) : here;
  try {
    return { path: createRequire(join(from, 'package.json')).resolve('pg') };
  } catch {
    // not there
  }
  if (!named && existsSync(join('/usr/share/nodejs/pg', 'package.json'))) return { path: '/usr/share/nodejs/pg' };
  const fix = named ? `npm install --prefix ${named} pg@^8` : `\`npm install\` in ${typed(here)} (or apt-get install node-pg)`;
  return { problem: `the pg package (PostgreSQL client) is not installed${named ? ` in ${typed(join(from, 'node_modules'))}` : ''}: ${fix}` };
}

// The problems of both, or [] when both are there.
export function missingDependencies() {
  return [findCheckers(), findWs()].filter((found) => found.problem).map((found) => found.problem);
}

// The command line of server.js and client.js, read before the dependencies
// are loaded: --help answered (and what is missing before it can run), a
// usage error said (exit 2), and startDependencies() to stop, saying what is
// missing (exit 1), before loading them.
export function commandLine({ program, file, usage, helpFor }) {
  const args = process.argv.slice(2);
  const list = (problems) => problems.map((m) => `- ${m}`).join('\n');
  if (args.includes('--help') || args.includes('-h')) {
    const missing = missingDependencies();
    console.log(usage);
    if (missing.length > 0) console.log(`\nBefore it can run:\n${list(missing)}`);
    process.exit(0);
  }
  return {
    args,
    usageError(message) {
      console.error(`checkers ${program}: ${message}\n(node ${file} --help for ${helpFor})`);
      process.exit(2);
    },
    requireDependencies() {
      const missing = missingDependencies();
      if (missing.length === 0) return;
      console.error(`checkers ${program}: cannot start:\n${list(missing)}`);
      process.exit(1);
    },
  };
}

// Thrown by deps.js when a dependency is missing: its message says what to do.
export class MissingDependency extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'MissingDependency';
    this.code = 'CHECKERS_MISSING_DEPENDENCY';
  }
}
