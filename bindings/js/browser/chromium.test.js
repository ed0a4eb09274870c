// SPDX-License-Identifier: MIT
// The package in headless Chromium: example.html from file:// (the classic
// script, the wasm embedded) and module.html over HTTP (the ES module).
// Needs Chromium ($CHROMIUM, else /usr/bin/chromium) and puppeteer-core
// (found from this package or from the directory $CHECKERS_JS_DEPS).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

function loadPuppeteer() {
  const require = createRequire(import.meta.url);
  for (const from of [PACKAGE, process.env.CHECKERS_JS_DEPS].filter(Boolean)) {
    try {
      return require(require.resolve('puppeteer-core', { paths: [from] }));
    } catch {
      // not installed there
    }
  }
  return null;
}

const puppeteer = loadPuppeteer();
const missing = !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM}` : puppeteer === null ? 'no puppeteer-core' : false;

// Serves the package directory, for the ES module page.
function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = normalize(join(PACKAGE, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (!path.startsWith(PACKAGE) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function resultOf(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('result').textContent !== '', { timeout: 20000 });
  const text = await page.$eval('#result', (element) => element.textContent);
  assert.deepEqual(errors, []);
  return JSON.parse(text);
}

test('the package in headless Chromium', { skip: missing }, async (t) => {
  const profile = mkdtempSync(join(tmpdir(), 'checkers-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--user-data-dir=${profile}`],
  });
  try {
    await t.test('example.html from file:// (classic script, embedded wasm)', async () => {
      const result = await resultOf(browser, pathToFileURL(join(PACKAGE, 'browser', 'example.html')).href);
      assert.deepEqual(result, {
        version: result.version,
        fen: 'B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15',
        refusal: 'E_OCCUPIED 19',
        perft4: '4265',
        hash: result.hash,
        moves: 7,
        svg: true,
      });
      assert.match(result.version, /^\d+\.\d+\.\d+$/);
      assert.match(result.hash, /^\d+$/);
    });

    await t.test('module.html over HTTP (ES module, top-level await)', async () => {
      const server = await serve();
      try {
        const result = await resultOf(browser, `http://127.0.0.1:${server.address().port}/browser/module.html`);
        assert.deepEqual(result, {
          fen: 'B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15',
          perft4: '4265',
          pdnError: 'E_OCCUPIED',
        });
      } finally {
        server.close();
      }
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
