// SPDX-License-Identifier: MIT
// The command lines of server.js and client.js: --help prints the usage and
// exits 0, also before the JavaScript package is built (then naming the
// command that builds it); a missing package or ws stops the start with that
// command, not a stack trace.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './helpers.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const checkout = join(here, '..', '..');
// ws for the copies below: where the tests found it (else Debian's).
const serverDeps = process.env.CHECKERS_SERVER_DEPS ?? (existsSync(join(here, 'node_modules', 'ws')) ? here : undefined);

// `node script args` in `cwd` with `env` added to (or, undefined, taken from) ours.
function run(script, args, { cwd = here, env = {} } = {}) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const result = spawnSync(process.execPath, [script, ...args], { cwd, env: merged, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// A checkout whose package is not built: the server's sources and the
// package's build script, nothing compiled.
function unbuiltCheckout() {
  const root = tempDir('checkers-unbuilt-');
  const server = join(root, 'examples', 'server');
  mkdirSync(server, { recursive: true });
  for (const entry of ['server.js', 'client.js', 'package.json', 'src']) cpSync(join(here, entry), join(server, entry), { recursive: true });
  mkdirSync(join(root, 'bindings', 'js'), { recursive: true });
  cpSync(join(checkout, 'bindings', 'js', 'build.mjs'), join(root, 'bindings', 'js', 'build.mjs'));
  return { root, server };
}

const noStackTrace = (text) => assert.doesNotMatch(text, /^\s+at |ERR_MODULE_NOT_FOUND|Error:/m);

for (const script of ['server.js', 'client.js']) {
  test(`${script} --help prints the usage and exits 0`, () => {
    const { status, stdout, stderr } = run(script, ['--help']);
    assert.equal(status, 0, stderr);
    assert.match(stdout, new RegExp(`^usage: node ${script.replace('.', '\\.')} `));
    assert.match(stdout, script === 'server.js' ? /--port N .*\n[^]*--data DIR/ : /--name NAME[^]*resume GAME TOKEN/);
    assert.doesNotMatch(stdout, /Before it can run/);
  });

  test(`${script} --help before the package is built: the usage, exit 0, and the command that builds it`, () => {
    const { root, server } = unbuiltCheckout();
    const env = { CHECKERS_WASM: undefined, CHECKERS_SERVER_DEPS: serverDeps };
    for (const [cwd, command] of [[root, 'node bindings/js/build.mjs'], [server, 'node ../../bindings/js/build.mjs']]) {
      const { status, stdout, stderr } = run(join(server, script), ['--help'], { cwd, env });
      assert.equal(status, 0, stderr);
      assert.match(stdout, /^usage: /);
      assert.ok(stdout.includes(`Before it can run:\n- the checkers-wasm package (the library compiled to WebAssembly) is not built: build it with\n    ${command}\n`), stdout);
    }
  });

  test(`${script} without the package says how to build it, without a stack trace`, () => {
    const { root, server } = unbuiltCheckout();
    const args = script === 'server.js' ? ['--port', '0', '--data', join(root, 'data')] : [];
    const { status, stdout, stderr } = run(join(server, script), args, { cwd: root, env: { CHECKERS_WASM: undefined, CHECKERS_SERVER_DEPS: serverDeps } });
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /cannot start:\n- the checkers-wasm package .* is not built: build it with\n {4}node bindings\/js\/build\.mjs\n/);
    noStackTrace(stderr);
  });
}

test('CHECKERS_WASM naming no built package, or ws missing: the server says so and how to fix it', () => {
  const empty = tempDir();
  let { status, stderr } = run('server.js', ['--port', '0', '--data', join(empty, 'data')], { env: { CHECKERS_WASM: empty } });
  assert.equal(status, 1);
  assert.ok(stderr.includes(`CHECKERS_WASM=${empty} is not a built checkers-wasm package`), stderr);
  assert.match(stderr, /build\.mjs --out /);
  noStackTrace(stderr);
  ({ status, stderr } = run('server.js', ['--port', '0', '--data', join(empty, 'data')], { env: { CHECKERS_SERVER_DEPS: empty } }));
  assert.equal(status, 1);
  assert.ok(stderr.includes(`npm install --prefix ${empty} ws@^8`), stderr);
  noStackTrace(stderr);
});

test('a mistyped option or address is a usage error (exit 2), not a crash', () => {
  for (const [script, args, said] of [
    ['server.js', ['--prot', '80'], /unknown option --prot/],
    ['server.js', ['--port', 'eighty'], /--port takes a number/],
    ['client.js', ['--nmae', 'Ann'], /unknown option --nmae/],
    ['client.js', ['http://example.org'], /http:\/\/example\.org is not a server address \(ws:\/\/HOST:PORT\)/],
  ]) {
    const { status, stderr } = run(script, args);
    assert.equal(status, 2, `${script} ${args.join(' ')}: ${stderr}`);
    assert.match(stderr, said);
    assert.match(stderr, /--help/);
    noStackTrace(stderr);
  }
});
