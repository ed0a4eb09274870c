#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Builds the package: compiles the library's C sources with emscripten into
// dist/checkers_wasm.mjs (an ES module, the wasm embedded) and
// dist/checkers.browser.js (a classic script defining the global `Checkers`,
// which a page opened from file:// can load, since browsers refuse ES modules
// there).
//
//   node build.mjs [--source DIR] [--out DIR] [--emcc PATH]
//
// --source  the checkers checkout (default: two levels up, ../..)
// --out     where to put the package (default: here). Another directory gets a
//           full copy of the package (sources, tests, benchmarks) besides dist/,
//           so that a build directory can test it without writing here.
// --emcc    the compiler (default: $EMCC, else emcc on the PATH)

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function parseArguments(argv) {
  const options = { source: resolve(here, '../..'), out: here, emcc: process.env.EMCC || 'emcc' };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split(/=(.*)/s, 2);
    const name = { '--source': 'source', '--out': 'out', '--emcc': 'emcc' }[key];
    if (name === undefined) fail(`unknown argument ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) fail(`${key} needs a value`);
    options[name] = name === 'emcc' ? value : resolve(value);
  }
  return options;
}

function fail(message) {
  console.error(`build.mjs: ${message}`);
  process.exit(1);
}

// The functions the header declares: exactly what the module exports, besides
// malloc and free for the buffers the binding passes (and js_search, added by
// the caller, for Game.bestMove).
function exportedFunctions(header) {
  const names = new Set();
  for (const match of header.matchAll(/^CHECKERS_API\b([^;(]*)\(/gm)) {
    names.add('_' + match[1].trim().split(/[\s*]+/).pop());
  }
  if (names.size === 0) fail('no CHECKERS_API function found in checkers.h');
  return [...names, '_malloc', '_free'];
}

// Runs emcc with `args` in `cwd`, all at once when given several lists (the
// machine has cores to spare for the second).
async function emccRuns(emcc, runs, cwd) {
  // Debian's emscripten runs its JavaScript optimiser with the node on the
  // PATH, which may not search Debian's module directory for acorn.
  const env = { ...process.env };
  if (existsSync('/usr/share/nodejs')) {
    env.NODE_PATH = [env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(':');
  }
  await Promise.all(runs.map((args) => new Promise((done) => {
    const child = spawn(emcc, args, { stdio: 'inherit', env, cwd });
    child.on('error', (error) => fail(`cannot run ${emcc}: ${error.message}`));
    child.on('exit', (status) => (status === 0 ? done() : fail(`${emcc} failed (exit status ${status})`)));
  })));
}

async function compile({ source, emcc }, dist) {
  const include = join(source, 'include');
  const lib = join(source, 'lib');
  // lib/sources.txt: the one list of the library's sources every build reads.
  const sources = readFileSync(join(lib, 'sources.txt'), 'utf8').split('\n')
    .map((line) => line.trim()).filter((line) => line && !line.startsWith('#') && line.endsWith('.c'));
  if (sources.length === 0) fail(`no C sources in ${lib}`);
  // emcc names each object after its source's file name, in one directory.
  const names = [...sources, 'opponent.c'].map((f) => f.replace(/^.*[\\/]/, ''));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) fail(`two C sources share a file name (one object each): ${twice.join(', ')}`);
  // The English move generator (gen8e.c, where English perft spends its
  // time) is compiled on its own with a higher inlining threshold: 5% less
  // time for perft (-O2, LTO or other thresholds measured slower; see
  // docs/speed.md for the WebAssembly-only shape of the generator). The rest
  // is compiled for link-time optimisation, which inlines across files (move
  // listing and playing took 30% less time), but which, with that threshold
  // for the whole library, made the playouts 6% slower. The other generators
  // are better off with link-time optimisation too (measured: International
  // perft 15% and its playouts 6% faster than with the threshold; their
  // smaller code is also compiled sooner by V8 once hot).
  const baseName = (f) => f.replace(/^.*[\\/]/, '');
  const generators = sources.filter((f) => baseName(f) === 'gen8e.c');
  const others = sources.filter((f) => baseName(f) !== 'gen8e.c').map((f) => join(lib, f));
  // Game.bestMove: the library's search (lib/search/, in the list above)
  // at a fixed depth, behind opponent.c here.
  const opponent = [join(here, 'opponent.c')];
  for (const file of opponent) if (!existsSync(file)) fail(`${file} is missing (Game.bestMove needs it)`);
  const common = ['-O3', '-mbulk-memory', '-std=c11', '-DNDEBUG', `-I${include}`, `-I${lib}`,
    '-include', join(here, 'memops.h'), '-fno-builtin-memset', '-fno-builtin-memcpy', '-c'];
  const work = join(dist, '.emcc');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const started = Date.now();
  await emccRuns(emcc, [
    [...common, '-mllvm', '-inline-threshold=1000', ...generators.map((f) => join(lib, f))],
    [...common, '-flto', ...others],
    [...common, '-flto', ...opponent],
  ].filter((args) => args.some((a) => a.endsWith('.c'))), work);
  const glue = join(work, 'checkers_wasm.js');
  await emccRuns(emcc, [[
    '-O3', '-flto', '-mbulk-memory',
    ...[...sources, ...opponent].map((f) => f.replace(/^.*[\\/]/, '').replace(/\.c$/, '.o')), '-o', glue,
    '-sMODULARIZE', '-sEXPORT_NAME=createCheckersWasm',
    // The wasm is embedded in the script, so no environment-specific file
    // loading is needed; and the Node branch of this emscripten's glue uses
    // CommonJS globals that an ES module does not have. Node runs the web glue.
    '-sENVIRONMENT=web', '-sSINGLE_FILE',
    '-sWASM_BIGINT', // 64-bit results (hash, perft) as BigInt, not truncated
    '-sALLOW_MEMORY_GROWTH', '-sFILESYSTEM=0',
    // The move generator keeps a list of up to 1024 moves on the stack (48 KB
    // on 12x12): more than newer emscriptens' 64 KB default leaves room for.
    '-sTOTAL_STACK=1048576',
    `-sEXPORTED_FUNCTIONS=${[...exportedFunctions(readFileSync(join(include, 'checkers.h'), 'utf8')), '_js_search'].join(',')}`,
    '-sEXPORTED_RUNTIME_METHODS=HEAPU8,HEAP32,HEAPU32,HEAPU64',
  ]], work);
  const text = readFileSync(glue, 'utf8');
  rmSync(work, { recursive: true, force: true });
  console.log(`build.mjs: compiled ${sources.length + opponent.length} C files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return text;
}

// ---------------------------------------------------------------- bundling

// The classic script is the ES sources concatenated into one function scope.
// They keep to a form that makes this safe: single import/export statements
// at the start of a line, and top-level names unique across files (checked).

function parseModule(file, text) {
  const imports = [];
  const body = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.startsWith('import ')) {
      while (!/from '[^']+';$/.test(line)) {
        if (++i >= lines.length) fail(`${file}: unterminated import`);
        line += ' ' + lines[i].trim();
      }
      imports.push(line.match(/from '\.\/([^']+)';$/)?.[1] ?? fail(`${file}: import from outside src/: ${line}`));
    } else if (/^export \{[^}]*\};$/.test(line)) {
      // Re-exports of names declared above.
    } else if (/^export (async )?(const|let|function\*?|class) /.test(line)) {
      body.push(line.slice('export '.length));
    } else if (line.startsWith('export')) {
      fail(`${file}: an export the bundler does not know: ${line}`);
    } else {
      body.push(line);
    }
  }
  return { imports, body: body.join('\n') };
}

function topLevelNames(text) {
  return [...text.matchAll(/^(?:async )?(?:const|let|var|function\*?|class) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
}

// What only Node has (HubEngine starts processes): not in the classic script.
const NODE_ONLY = ['node.js', 'engine.js'];

function bundle(srcDir, glue) {
  const files = readdirSync(srcDir).filter((f) => f.endsWith('.js') && f !== 'index.js' && !NODE_ONLY.includes(f));
  const modules = new Map(files.map((f) => [f, parseModule(f, readFileSync(join(srcDir, f), 'utf8'))]));
  const ordered = [];
  const state = new Map();
  const visit = (file, from) => {
    if (!modules.has(file)) fail(`${from}: imports ${file}, which is not in src/`);
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') fail(`import cycle through ${file}`);
    state.set(file, 'visiting');
    for (const dep of modules.get(file).imports) visit(dep, file);
    state.set(file, 'done');
    ordered.push(file);
  };
  for (const file of [...modules.keys()].sort()) visit(file, file);

  const seen = new Map();
  for (const file of ordered) {
    for (const name of topLevelNames(modules.get(file).body)) {
      if (seen.has(name)) fail(`top-level name ${name} is in both ${seen.get(name)} and ${file}`);
      seen.set(name, file);
    }
  }

  // What the ES entry point exports is what the global gets.
  const index = readFileSync(join(srcDir, 'index.js'), 'utf8');
  const exported = [...index.matchAll(/^export \{([^}]*)\} from/gm)]
    .flatMap((m) => m[1].split(',').map((s) => s.trim()).filter(Boolean));
  if (!/^export const version = /m.test(index)) fail('index.js no longer exports version: update build.mjs');

  return `// checkers: a rules engine for checkers and draughts, compiled to WebAssembly.
// Classic-script build for pages: defines the global Checkers. Wait for
// Checkers.ready (a Promise of Checkers), then use Checkers.Game,
// Checkers.readPdn... as in the ES module build. Checkers.source is this
// script's text, to start a Web Worker from (a Blob of it), since a page
// opened from file:// may not load a worker's script from disk.
(function checkersBrowser() {
'use strict';
${glue}
${ordered.map((file) => `// ---- src/${file}\n${modules.get(file).body}`).join('\n')}
// ---- entry
const Checkers = { source: \`(\${checkersBrowser})();\\n\` };
Checkers.ready = createCheckersWasm().then((instance) => {
  attach(instance);
  loadTables();
  Object.assign(Checkers, {
    version: cString(wasm._checkers_version_string()),
    ${exported.join(',\n    ')},
  });
  return Checkers;
});
globalThis.Checkers = Checkers;
})();
`;
}

// ------------------------------------------------------------------- main

const options = parseArguments(process.argv.slice(2));
if (options.out !== here) {
  mkdirSync(options.out, { recursive: true });
  for (const entry of ['package.json', 'README.md', 'index.d.ts', 'cli.js', 'build.mjs', 'memops.h', 'opponent.c', 'src', 'test', 'bench', 'browser']) {
    const target = join(options.out, entry);
    rmSync(target, { recursive: true, force: true }); // no file deleted here survives there
    if (existsSync(join(here, entry))) cpSync(join(here, entry), target, { recursive: true });
  }
}
// The package carries the repository's licence text, as the MIT licence asks.
if (existsSync(join(options.source, 'LICENSE'))) {
  cpSync(join(options.source, 'LICENSE'), join(options.out, 'LICENSE'));
}
const dist = join(options.out, 'dist');
mkdirSync(dist, { recursive: true });
const glue = await compile(options, dist);
writeFileSync(join(dist, 'checkers_wasm.mjs'),
  `// Generated by build.mjs from the checkers C sources with emscripten.\n${glue}\nexport default createCheckersWasm;\n`);
writeFileSync(join(dist, 'checkers.browser.js'), bundle(join(here, 'src'), glue));
console.log(`build.mjs: wrote ${join(dist, 'checkers_wasm.mjs')} and checkers.browser.js`);
