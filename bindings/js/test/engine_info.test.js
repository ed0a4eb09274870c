// SPDX-License-Identifier: MIT
// An engine's `info` line read by the library (checkers_hub_parse_info), as
// HubEngine keeps it in engine.info: its numbers as the library reads Hub's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Game, HubEngine } from '../src/node.js';
import { parseHubInfo } from '../src/engine.js';

const FAKE = fileURLToPath(new URL('./fake_engine.js', import.meta.url));

test('info: score=+0.5 reads 0.5; a field written badly is no number', async () => {
  assert.deepEqual(
    parseHubInfo('info depth=12 mean-depth=10.5 score=+0.5 nodes=123456 time=0.250 nps=2.5 pv="32-28  19-23" hashfull=7'),
    { depth: 12, meanDepth: 10.5, score: 0.5, nodes: 123456, time: 0.25, nps: 2.5, pv: ['32-28', '19-23'], hashfull: '7' });
  assert.equal(parseHubInfo('info score=-.25').score, -0.25);
  // JavaScript's Number would read each of these; the library reads none, nor a flag.
  assert.deepEqual(parseHubInfo('info depth=3.0 nodes=+5 time=1e3 nps=0x10 score=" 1" mean-depth=2. pv'), { meanDepth: 2 });
  assert.equal(parseHubInfo('info pv="11-15'), null);
  // Through an engine: the fake's `info depth=1 score=0.00 nodes=1 pv="..."`.
  const engine = await HubEngine.start([process.execPath, FAKE, 'good'], { timeouts: { start: 5, search: 3 } });
  try {
    const { move, info } = await engine.play(new Game('english'), { depth: 1 });
    assert.deepEqual(info, { depth: 1, score: 0, nodes: 1, pv: [move.text] });
    assert.equal(engine.info, info);
  } finally {
    await engine.quit();
  }
});
