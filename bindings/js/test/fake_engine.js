#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A small Hub engine that misbehaves as told, for the tests of HubEngine and
// of the referee server's engine seats:
//
//   node fake_engine.js MODE [N]
//
// It plays the first legal move (as the library lists them) until its Nth
// `go` (1 when not given), where MODE happens:
//   good      plays on (never misbehaves)
//   crash     exits with status 3
//   stall     never answers
//   garbage   answers `done move=banana`
//   garbled   answers a line whose quote does not close
//   illegal   answers a move the rules refuse (a piece moved backwards or
//             off its diagonal: the first legal move's end to its start)
//   error     answers `error message="..."` and nothing else
//   silent    (at start) never answers `hub`
//   scan      plays on, offering its variants by Scan's names (normal killer bt frisian losing)
//   slow      (at start) answers `hub` after 30 s

import { createInterface } from 'node:readline';
import { variants, gameFromHub, parseHubMove, hubMoveText } from '../src/index.js';

// `node --test test/` runs every .js file here, this one too: without a
// mode it is not being used as an engine, and ends at once.
if (process.argv.length < 3) process.exit(0);
const [mode, when = '1'] = process.argv.slice(2);
let goes = 0;
let variant = 'english';
// Scan's names for the library's variants (mode scan).
const SCAN = { normal: 'international', losing: 'antidraughts', bt: 'breakthrough', killer: 'killer', frisian: 'frisian' };
let position = null;

const say = (line) => process.stdout.write(`${line}\n`);

function args(line) {
  const out = {};
  for (const m of line.matchAll(/(\S+?)=("([^"]*)"|\S*)/g)) out[m[1]] = m[3] ?? m[2];
  return out;
}

function hub() {
  if (mode === 'silent') return;
  const answer = () => {
    say('id name=fake version=1 author=tests');
    const names = mode === 'scan' ? Object.keys(SCAN) : variants.map((v) => v.name);
    if (mode === 'scan') variant = 'frisian';
    // scan: a tab is a blank, a no-break space is not (x\u00a0y is one word).
    const list = mode === 'scan' ? `${names.join(' ')}\tx\u00a0y` : names.join(' ');
    say(`param name=variant value=${mode === 'scan' ? 'frisian' : variant} type=enum values="${list}"`);
    say('wait');
  };
  if (mode === 'slow') setTimeout(answer, 30000);
  else answer();
}

function go() {
  goes++;
  const game = gameFromHub(position.pos, variant);
  for (const text of (position.moves ?? '').split(' ').filter(Boolean)) game.push(parseHubMove(game, text));
  const first = game.legalMoves()[0];
  const text = hubMoveText(game, first);
  if (mode === 'good' || mode === 'scan' || goes < Number(when)) {
    say(`info depth=1 score=0.00 nodes=1 pv="${text}"`);
    say(`done move=${text}`);
    return;
  }
  switch (mode) {
    case 'crash': process.exit(3); break;
    case 'stall': break;
    case 'garbage': say('done move=banana'); break;
    case 'garbled': say('done move="11-15'); break;
    case 'illegal': say(`done move=${first.to}-${first.from}`); break;
    case 'error': say('error message="something went wrong"'); break;
    default: say(`done move=${text}`);
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command] = line.trim().split(/\s+/);
  if (command === 'hub') hub();
  else if (command === 'set-param') {
    const a = args(line);
    if (a.name === 'variant') variant = mode === 'scan' ? SCAN[a.value] : a.value;
  } else if (command === 'init') say('ready');
  else if (command === 'pos') position = args(line);
  else if (command === 'go') go();
  else if (command === 'ping') say('pong');
  else if (command === 'quit') process.exit(0);
}).on('close', () => process.exit(0));
