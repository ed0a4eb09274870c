// SPDX-License-Identifier: MIT
// The web game over HTTP, from the same port as the WebSocket: the page's
// files (examples/web, its top folder only) at "/", and the package's
// dist/ at "/bindings/js/dist/", where the page's relative script path
// (../../bindings/js/dist/checkers.browser.js, which also works from file://)
// lands once the browser clamps ".." at the root. Nothing else is served:
// no directory listing, no path outside those two folders (a "..", an
// encoded slash or backslash, a NUL or a symbolic link leading out is a
// 404), only GET and HEAD, no request body, and a bounded URL.

import { realpath, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
};
export const MAX_URL = 1024; // bytes of a request's target
export const MAX_FILE = 16 << 20; // bytes of a file served (the package is about 1 MB)
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

// A request handler for http.createServer: (req, res). `web`: the page's
// folder; `dist`: the package's dist folder (null: the page says to build
// it); `info`: the JSON answered at /server.json (how the page knows it may
// play online here).
export function staticFiles({ web, dist, info }) {
  const roots = [
    { prefix: '/bindings/js/dist/', dir: dist && resolve(dist) },
    { prefix: '/', dir: resolve(web) },
  ];
  const infoText = JSON.stringify(info);

  return async function handle(req, res) {
    const fail = (status, text) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), ...(status === 405 ? { allow: 'GET, HEAD' } : {}) });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return fail(405, 'only GET and HEAD\n');
      const length = req.headers['content-length'];
      if ((length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined) {
        res.setHeader('connection', 'close');
        return fail(413, 'no request body here\n');
      }
      if (req.url.length > MAX_URL) return fail(414, 'URL too long\n');
      const path = pathOf(req.url);
      if (path === null) return fail(404, 'not found\n');
      if (path === '/server.json') return send(req, res, 200, TYPES['.json'], Buffer.from(infoText));
      const file = await locate(roots, path === '/' ? '/index.html' : path);
      if (file === null) return fail(404, 'not found\n');
      const body = await readFile(file);
      return send(req, res, 200, TYPES[extname(file)], body);
    } catch {
      return fail(404, 'not found\n');
    }
  };
}

function send(req, res, status, type, body) {
  res.writeHead(status, {
    'content-type': type,
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

// The decoded path of a request target, or null when it could name
// anything but a file of ours: not absolute, a query-free path whose
// decoding fails or holds NUL, a backslash, an encoded slash, or a segment
// that is empty, "." or "..".
export function pathOf(url) {
  if (!url.startsWith('/')) return null;
  const raw = url.split(/[?#]/, 1)[0];
  if (/%(2f|5c|00)/i.test(raw)) return null;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (path === '/') return path;
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  const segments = path.slice(1).split('/');
  if (segments.some((s) => !NAME.test(s))) return null;
  return path;
}

// The file `path` names under the first root whose prefix it has: a regular
// file of a served type, directly in the root (no subfolders), whose real
// path (symbolic links followed) is still in the root; or null.
async function locate(roots, path) {
  for (const { prefix, dir } of roots) {
    if (!path.startsWith(prefix)) continue;
    if (dir === null) return null;
    const name = path.slice(prefix.length);
    if (name.includes('/') || !NAME.test(name) || TYPES[extname(name)] === undefined) return null;
    const realRoot = await realpath(dir);
    let real;
    try {
      real = await realpath(join(dir, name));
    } catch {
      return null;
    }
    const rel = relative(realRoot, real);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.includes(sep)) return null;
    const info = await stat(real);
    if (!info.isFile() || info.size > MAX_FILE) return null;
    return real;
  }
  return null;
}
