// SPDX-License-Identifier: MIT
// The web game served over HTTP on the server's port: the page and the
// package's files with their content types, and nothing else (no listing,
// no path out of the two folders however it is written, bounded requests),
// while the WebSocket goes on working on the same port.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, tempDir, testServer } from './helpers.js';
import { pathOf } from '../src/static.js';

// One raw HTTP/1.1 request (the target sent as written, never normalized),
// answered as {status, headers, body}.
function raw(port, target, { method = 'GET', extra = '', body = '' } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks);
      const end = text.indexOf('\r\n\r\n');
      const head = text.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(head[0]?.split(' ')[1]);
      const headers = Object.fromEntries(head.slice(1).map((l) => {
        const i = l.indexOf(':');
        return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()];
      }));
      resolve({ status, headers, body: text.subarray(end + 4) });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n${body}`);
  });
}

// A page folder and a dist folder of our own, with a secret beside them and
// a link out.
function folders() {
  const root = tempDir('checkers-static-');
  const web = join(root, 'web');
  const dist = join(root, 'pkg', 'dist');
  mkdirSync(join(web, 'sub'), { recursive: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(web, 'app.js'), 'void 0;');
  writeFileSync(join(web, 'style.css'), 'body{}');
  writeFileSync(join(web, 'notes.txt'), 'not a served type');
  writeFileSync(join(web, '.hidden.js'), 'hidden');
  writeFileSync(join(web, 'sub', 'deep.js'), 'deep');
  writeFileSync(join(dist, 'checkers.browser.js'), 'var Checkers;');
  writeFileSync(join(dist, 'checkers_wasm.mjs'), 'export {};');
  writeFileSync(join(dist, 'x.wasm'), Buffer.from([0, 97, 115, 109]));
  writeFileSync(join(root, 'secret.js'), 'SECRET');
  symlinkSync(join(root, 'secret.js'), join(web, 'link.js'));
  return { web, dist };
}

test('the web page and the package over HTTP, with their types', async () => {
  const server = await testServer(folders());
  try {
    const page = await raw(server.port, '/');
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.body.toString(), '<!doctype html><title>t</title>');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    const types = {
      '/index.html': 'text/html; charset=utf-8',
      '/app.js': 'text/javascript; charset=utf-8',
      '/style.css': 'text/css; charset=utf-8',
      '/bindings/js/dist/checkers.browser.js': 'text/javascript; charset=utf-8',
      '/bindings/js/dist/checkers_wasm.mjs': 'text/javascript; charset=utf-8',
      '/bindings/js/dist/x.wasm': 'application/wasm',
      '/server.json': 'application/json; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      const answer = await raw(server.port, path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['content-type'], type, path);
    }
    assert.equal((await raw(server.port, '/bindings/js/dist/checkers.browser.js')).body.toString(), 'var Checkers;');
    assert.equal(JSON.parse((await raw(server.port, '/server.json')).body).protocol, 1);
    // A query is ignored; HEAD has the headers and no body.
    assert.equal((await raw(server.port, '/app.js?v=2')).body.toString(), 'void 0;');
    const head = await raw(server.port, '/app.js', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-length'], '7');
    assert.equal(head.body.length, 0);
  } finally {
    await server.close();
  }
});

test('no listing, no path out of the folders, however written', async () => {
  const server = await testServer(folders());
  try {
    const refused = [
      '/sub/', '/sub', '/sub/deep.js', '/bindings/js/dist/', '/bindings/js/', '/bindings/',
      '/../secret.js', '/..%2fsecret.js', '/%2e%2e/secret.js', '/%2E%2E%2Fsecret.js', '/..%5csecret.js',
      '/..\\secret.js', '/bindings/js/dist/../../../web/app.js', '/bindings/js/dist/..%2f..%2f..%2fsecret.js',
      '/app.js%00.html', '/app.js%00', '/%00', '/./app.js', '//app.js', '/app.js/', '/link.js',
      '/.hidden.js', '/notes.txt', '/missing.js', '/%E0%A4%A', '/sub%2fdeep.js', '/%252e%252e/secret.js',
      'http://127.0.0.1/../secret.js', '*',
    ];
    for (const target of refused) {
      const answer = await raw(server.port, target);
      assert.ok(answer.status === 404 || answer.status === 400, `${target}: ${answer.status}`);
      assert.ok(!answer.body.toString().includes('SECRET'), target);
      assert.ok(!answer.body.toString().includes('deep'), target);
    }
    // The path check itself, for the forms a client cannot send raw.
    for (const path of ['/a\u0000b.js', '/a\\b.js', '/a/../b.js', '/.', '/a//b.js', 'a.js']) assert.equal(pathOf(path), null, path);
    assert.equal(pathOf('/bindings/js/dist/checkers.browser.js'), '/bindings/js/dist/checkers.browser.js');
  } finally {
    await server.close();
  }
});

test('bounded requests: methods, bodies, long URLs and headers', async () => {
  const server = await testServer(folders());
  try {
    assert.equal((await raw(server.port, '/', { method: 'POST', extra: 'Content-Length: 3\r\n', body: 'abc' })).status, 405);
    assert.equal((await raw(server.port, '/', { method: 'PUT' })).status, 405);
    assert.equal((await raw(server.port, '/', { extra: 'Content-Length: 5\r\n', body: 'hello' })).status, 413);
    assert.equal((await raw(server.port, '/', { extra: 'Transfer-Encoding: chunked\r\n', body: '0\r\n\r\n' })).status, 413);
    assert.equal((await raw(server.port, `/${'a'.repeat(2000)}.js`)).status, 414);
    assert.equal((await raw(server.port, '/', { extra: `X-Big: ${'b'.repeat(20000)}\r\n` })).status, 431);
    // The WebSocket still answers on the same port.
    const client = await Client.connect(server.url);
    client.send({ type: 'ping', id: 1 });
    assert.equal((await client.next((m) => m.type === 'pong')).id, 1);
    client.socket.close();
  } finally {
    await server.close();
  }
});

test('the real page and package: index.html and the browser script', async (t) => {
  const server = await testServer();
  try {
    const page = await raw(server.port, '/');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /<script src="app\.js"><\/script>/);
    const script = await raw(server.port, '/bindings/js/dist/checkers.browser.js', { method: 'HEAD' });
    if (script.status === 404) t.diagnostic('the package has no browser script (not built for the browser)');
    else assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
  } finally {
    await server.close();
  }
});
