#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The referee server from the command line (`node server.js --help`). It
// prints "listening on ws://HOST:PORT" once ready, and stops on SIGINT or
// SIGTERM (a SIGKILL loses nothing acknowledged: see the journal). The
// options are read, and --help answered, before the dependencies are loaded,
// so that both work before the package is built.

import { DEFAULT_LIMITS } from './src/limits.js';
import { commandLine } from './src/locate.js';

const USAGE = `usage: node server.js [OPTION]...
The checkers referee server: live games of any variant over WebSocket, refereed by
the checkers library, with clocks, match play, a journal and a PDN store (see
docs/server.md in the checkout for the protocol); it also serves the web game
over HTTP on the same port: open http://HOST:PORT/ to play in a browser.

  --port N              TCP port to listen on (8080; 0: any free port)
  --host H              address to listen on (127.0.0.1)
  --data DIR            the journal and the finished games' PDN files (checkers-server-data)
  --db URL              keep them in PostgreSQL instead (postgres://USER@HOST:PORT/DB):
                        several servers (nodes) on one database share its games
  --node NAME           this node's name in the database (default: host:port), so
                        that a restarted node takes its games back at once
  --advertise URL       where the other nodes reach this one (ws://HOST:PORT)
  --lease S             seconds a node holds its games without renewing (3)
  --grace S             seconds a player may be away before losing on time (${DEFAULT_LIMITS.graceMs / 1000})
  --idle S              seconds of silence before a connection is closed (${DEFAULT_LIMITS.idleMs / 1000})
  --keep-finished S     seconds a finished game can still be resumed (${DEFAULT_LIMITS.keepFinishedMs / 1000})
  --max-connections N   connections at once (${DEFAULT_LIMITS.maxConnections})
  --max-games N         games one connection plays at once (${DEFAULT_LIMITS.maxGamesPerConnection})
  --max-tables N        games held at once (${DEFAULT_LIMITS.maxTables})
  --max-message BYTES   the largest message (${DEFAULT_LIMITS.maxMessage})
  --max-buffered BYTES  answers a client may leave unread before it is cut off (${DEFAULT_LIMITS.maxBuffered})
  --engine NAME=COMMAND offer a Hub engine as an opponent (repeatable): COMMAND is
                        split as a shell does (e.g. --engine "lib=checkers hub"); it
                        plays the variants of its \`variant\` parameter
  --engine-variants NAME=V,V...
                        the variants engine NAME plays, when it does not say
                        (english when neither says)
  --engine-move-time S  an engine's seconds a move on an untimed table, and at most
                        on an ACF clock (2)
  --max-engine-games N  games the engines play at once, one process each (8)
  --no-fsync            do not flush the journal to the disk (tests only)
  --stats               answer "stats" requests (memory, journal, store)
  --help                this text

Environment: CHECKERS_WASM=DIR, a built checkers-wasm package (default: this
checkout's bindings/js, built by \`node bindings/js/build.mjs\`);
CHECKERS_SERVER_DEPS=DIR, a directory whose node_modules holds ws and pg (default:
an \`npm install\` in examples/server).`;

const { args, usageError, requireDependencies } = commandLine({ program: 'server', file: 'server.js', usage: USAGE, helpFor: 'the options' });

const options = { port: 8080, data: 'checkers-server-data', limits: {}, engines: [] };
const engineVariants = new Map();
const number = (name, v, scale = 1) => {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0) usageError(`${name} takes a number, not ${JSON.stringify(v)}`);
  return n * scale;
};
const OPTIONS = {
  '--port': (v) => { options.port = number('--port', v); },
  '--host': (v) => { options.host = v; },
  '--data': (v) => { options.data = v; },
  '--db': (v) => {
    if (!/^postgres(ql)?:\/\//.test(v)) usageError(`--db takes a postgres:// URL, not ${JSON.stringify(v)}`);
    options.db = v;
  },
  '--node': (v) => { options.node = v; },
  '--advertise': (v) => { options.advertise = v; },
  '--lease': (v) => { options.leaseMs = number('--lease', v, 1000); },
  '--grace': (v) => { options.limits.graceMs = number('--grace', v, 1000); },
  '--idle': (v) => { options.limits.idleMs = number('--idle', v, 1000); },
  '--keep-finished': (v) => { options.limits.keepFinishedMs = number('--keep-finished', v, 1000); },
  '--max-connections': (v) => { options.limits.maxConnections = number('--max-connections', v); },
  '--max-games': (v) => { options.limits.maxGamesPerConnection = number('--max-games', v); },
  '--max-tables': (v) => { options.limits.maxTables = number('--max-tables', v); },
  '--max-message': (v) => { options.limits.maxMessage = number('--max-message', v); },
  '--max-buffered': (v) => { options.limits.maxBuffered = number('--max-buffered', v); },
  '--engine': (v) => {
    const m = /^([A-Za-z0-9_.-]{1,32})=(.*\S.*)$/s.exec(v);
    if (m === null) usageError(`--engine takes NAME=COMMAND (NAME: letters, digits, . _ -), not ${JSON.stringify(v)}`);
    if (options.engines.some((e) => e.name === m[1])) usageError(`two engines named ${m[1]}`);
    options.engines.push({ name: m[1], command: m[2].trim() });
  },
  '--engine-variants': (v) => {
    const m = /^([^=]+)=(.+)$/s.exec(v);
    if (m === null) usageError(`--engine-variants takes NAME=VARIANT,VARIANT..., not ${JSON.stringify(v)}`);
    engineVariants.set(m[1], m[2].split(',').map((x) => x.trim()).filter(Boolean));
  },
  '--engine-move-time': (v) => { options.engineMoveTime = number('--engine-move-time', v); },
  '--max-engine-games': (v) => { options.maxEngineGames = number('--max-engine-games', v); },
};
for (let i = 0; i < args.length; i++) {
  const [key, inline] = args[i].split(/=(.*)/s, 2);
  if (key === '--no-fsync' && inline === undefined) options.sync = false;
  else if (key === '--stats' && inline === undefined) options.stats = true;
  else if (OPTIONS[key]) {
    const value = inline ?? args[++i];
    if (value === undefined) usageError(`${key} needs a value`);
    OPTIONS[key](value);
  } else usageError(`unknown option ${args[i]}`);
}

for (const [name, variants] of engineVariants) {
  const engine = options.engines.find((e) => e.name === name);
  if (!engine) usageError(`--engine-variants names no engine ${name} (give --engine ${name}=COMMAND)`);
  engine.variants = variants;
}

requireDependencies();
const { startServer } = await import('./src/server.js');

let server;
try {
  server = await startServer(options);
} catch (error) {
  console.error(`checkers server: ${error.message}`);
  process.exit(1);
}
console.log(`listening on ${server.url}`);
console.log(`the web game: http://${options.host ?? '127.0.0.1'}:${server.port}/`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
