// SPDX-License-Identifier: MIT
// `npm pack` gives a package that installs and works elsewhere: the tarball
// holds the built module, the classic script, the types and the CLI.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

test('npm pack, then npm install of the tarball', { skip: npm.status !== 0 && 'no npm' }, () => {
  const work = mkdtempSync(join(tmpdir(), 'checkers-pack-'));
  try {
    // The build already ran (the tests need it): pack without running it again.
    const listing = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], PACKAGE));
    const files = listing[0].files.map((f) => f.path);
    for (const file of ['dist/checkers_wasm.mjs', 'dist/checkers.browser.js', 'index.d.ts', 'src/index.js', 'cli.js', 'README.md', 'LICENSE']) {
      assert.ok(files.includes(file), `${file} is in the tarball`);
    }
    assert.ok(!files.some((f) => f.startsWith('test/')), 'the tests are not');

    const app = join(work, 'app');
    run('mkdir', ['-p', app], work);
    writeFileSync(join(app, 'package.json'), '{"private": true, "type": "module"}');
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, tarball)], app);
    writeFileSync(join(app, 'main.js'), `import { Game } from 'checkers-wasm';
const game = new Game('english');
console.log(game.legalMoves().length, String(game.perft(2)));
`);
    assert.equal(run(process.execPath, ['main.js'], app), '7 49\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
