#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// The referee server from the command line:
//   node server.js [--port 8080] [--host 127.0.0.1] [--data DIR] [--grace S]
//                  [--idle S] [--max-connections N] [--max-games N]
//                  [--max-message BYTES] [--max-buffered BYTES] [--no-fsync] [--stats]
// It prints "listening on ws://HOST:PORT" once ready, and stops on SIGINT or
// SIGTERM (a SIGKILL loses nothing acknowledged: see the journal).

import { startServer } from './src/server.js';

const args = process.argv.slice(2);
const options = { port: 8080, data: 'checkers-server-data', limits: {} };
const seconds = (v) => Number(v) * 1000;
const OPTIONS = {
  '--port': (v) => { options.port = Number(v); },
  '--host': (v) => { options.host = v; },
  '--data': (v) => { options.data = v; },
  '--grace': (v) => { options.limits.graceMs = seconds(v); },
  '--idle': (v) => { options.limits.idleMs = seconds(v); },
  '--max-connections': (v) => { options.limits.maxConnections = Number(v); },
  '--max-games': (v) => { options.limits.maxGamesPerConnection = Number(v); },
  '--max-tables': (v) => { options.limits.maxTables = Number(v); },
  '--max-message': (v) => { options.limits.maxMessage = Number(v); },
  '--max-buffered': (v) => { options.limits.maxBuffered = Number(v); },
};
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--no-fsync') options.sync = false;
  else if (args[i] === '--stats') options.stats = true;
  else if (OPTIONS[args[i]] && i + 1 < args.length) OPTIONS[args[i]](args[++i]);
  else {
    console.error(`unknown option ${args[i]}\nusage: node server.js [--port N] [--host H] [--data DIR] [--grace S] [--idle S] [--max-connections N] [--max-games N] [--max-tables N] [--max-message BYTES] [--max-buffered BYTES] [--no-fsync] [--stats]`);
    process.exit(2);
  }
}

let server;
try {
  server = await startServer(options);
} catch (error) {
  console.error(`checkers server: ${error.message}`);
  process.exit(1);
}
console.log(`listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
