// SPDX-License-Identifier: MIT
// What the tests in a browser share: puppeteer-core found where it is
// installed, headless Chromium started with a profile of its own, and a
// static HTTP server for a directory. (Not a test file itself: node --test
// runs only the *.test.js here.)

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// puppeteer-core from the first of `directories` (and $CHECKERS_JS_DEPS)
// whose node_modules has it, or null.
export function loadPuppeteer(...directories) {
  const require = createRequire(import.meta.url);
  for (const from of [...directories, process.env.CHECKERS_JS_DEPS].filter(Boolean)) {
    try {
      return require(require.resolve('puppeteer-core', { paths: [from] }));
    } catch {
      // not installed there
    }
  }
  return null;
}

// Why the browser tests cannot run (a text for `skip`), or false.
export function missingBrowser(puppeteer) {
  return !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM}` : puppeteer === null ? 'no puppeteer-core' : false;
}

// Headless Chromium; close() also removes its profile.
export async function launch(puppeteer) {
  const profile = mkdtempSync(join(tmpdir(), 'checkers-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--user-data-dir=${profile}`],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Serves the files below `root` on 127.0.0.1 (a free port): a Promise of the
// http.Server.
export function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (!path.startsWith(root) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
