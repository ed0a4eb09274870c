// SPDX-License-Identifier: MIT
// The package in headless Chromium: example.html from file:// (the classic
// script, the wasm embedded) and module.html over HTTP (the ES module).
// Needs Chromium ($CHROMIUM, else /usr/bin/chromium) and puppeteer-core
// (found from this package or from the directory $CHECKERS_JS_DEPS).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, loadPuppeteer, missingBrowser, serve } from './harness.js';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const puppeteer = loadPuppeteer(PACKAGE);
const missing = missingBrowser(puppeteer);

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
  const { browser, close } = await launch(puppeteer);
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
      assert.match(result.version, /^\d+\.\d+\.\d+(-dev)?$/);
      assert.match(result.hash, /^\d+$/);
    });

    await t.test('module.html over HTTP (ES module, top-level await)', async () => {
      const server = await serve(PACKAGE);
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
    await close();
  }
});
