#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Runs one test file (node --test) on the PostgreSQL backend:
//   node test/with_backend.js FILE [NODE-TEST-OPTION]...
// The database: CHECKERS_TEST_PG=postgres://..., else the cluster that
// pg_cluster.sh started (CHECKERS_PG_STATE names its state file, whose second
// line is the URL). With neither, or a database that does not answer, it
// says why and exits 77, which ctest reports as skipped; unless
// CHECKERS_REQUIRE_PG=1 (CI), when that is a failure.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findPg } from '../src/locate.js';

const [file, ...options] = process.argv.slice(2);
const required = process.env.CHECKERS_REQUIRE_PG === '1';

function unavailable(why) {
  console.log(`${required ? 'FAILED' : 'SKIPPED'}: no PostgreSQL for the tests: ${why}`);
  process.exit(required ? 1 : 77);
}

let url = process.env.CHECKERS_TEST_PG;
const state = process.env.CHECKERS_PG_STATE;
if (!url && state && existsSync(state)) url = readFileSync(state, 'utf8').split('\n')[1];
if (!url) unavailable('set CHECKERS_TEST_PG=postgres://..., or install PostgreSQL (apt-get install postgresql) for pg_cluster.sh');
const pgFound = findPg();
if (pgFound.problem) unavailable(pgFound.problem);

const probe = spawnSync(process.execPath, ['--input-type=module', '-e', `
  import { createRequire } from 'node:module';
  const pg = createRequire(import.meta.url)(${JSON.stringify(pgFound.path)});
  const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 5000 });
  await client.connect();
  await client.end();`, url], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 10000 });
if (probe.status !== 0) unavailable(`${url} does not answer (${String(probe.stderr).trim().split('\n').at(-1)})`);

const run = spawnSync(process.execPath, ['--test', ...options, file], {
  stdio: 'inherit',
  env: { ...process.env, CHECKERS_TEST_BACKEND: 'postgres', CHECKERS_TEST_PG: url },
});
process.exit(run.status ?? 1);
