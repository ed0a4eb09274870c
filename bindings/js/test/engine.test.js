// SPDX-License-Identifier: MIT
// HubEngine against the library's own engine (`checkers hub`, the program
// ctest names in CHECKERS_CLI) and against a fake engine that crashes,
// stalls, garbles and cheats (fake_engine.js). Every test is bounded: the
// engine's time-outs are a second or two.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import {
  Game, HubEngine, EngineError, IllegalMoveError, hubPos, hubPosition, gameFromHub, parseHubMove, hubMoveText,
} from '../src/node.js';
import { splitCommand, parseHubLine } from '../src/engine.js';

const CLI = process.env.CHECKERS_CLI;
const FAKE = fileURLToPath(new URL('./fake_engine.js', import.meta.url));
const real = { skip: CLI ? false : 'CHECKERS_CLI names no checkers program (ctest sets it)' };
const QUICK = { start: 5, margin: 1, search: 3, quit: 2 };

const fake = (mode, when = 1, timeouts = QUICK) => HubEngine.start([process.execPath, FAKE, mode, String(when)], { timeouts });

test('the Hub texts are the library\'s', () => {
  const game = new Game('international');
  assert.equal(hubPosition(game), `W${'b'.repeat(20)}${'e'.repeat(10)}${'w'.repeat(20)}`);
  game.push('32-28');
  game.push('19-23');
  // After man moves, the position alone; king moves since then follow it.
  assert.equal(hubPos(game), `pos pos=${hubPosition(game)}`);
  const kings = new Game('english', 'B:WK20:BK1');
  const start = hubPosition(kings);
  assert.equal(start, `B${'B'}${'e'.repeat(18)}W${'e'.repeat(12)}`);
  kings.push('1-6');
  kings.push('20-16');
  assert.equal(hubPos(kings), `pos pos=${start} moves="1-6 20-16"`);
  const capture = parseHubMove(game, '28x19x23');
  assert.equal(capture.text, '28x19');
  assert.deepEqual(capture.captured, [23]);
  assert.equal(hubMoveText(game, capture), '28x19x23');
  assert.equal(hubMoveText(game, '28x19'), '28x19x23');
  assert.throws(() => parseHubMove(game, '31-27'), (e) => e instanceof IllegalMoveError && e.codeName === 'E_MUST_CAPTURE');
  const back = gameFromHub(hubPosition(game), 'international');
  assert.equal(back.fen, game.fen);
  assert.throws(() => gameFromHub('Xeee', 'english'), (e) => e.codeName === 'E_FEN_TURN' || e.codeName === 'E_FEN_SYNTAX');
});

test('commands split as a shell splits them; Hub lines parse with quotes', () => {
  assert.deepEqual(splitCommand(`./scan hub --x="a b" 'c d' e\\ f`), ['./scan', 'hub', '--x=a b', 'c d', 'e f']);
  assert.throws(() => splitCommand('a "b'), TypeError);
  assert.deepEqual(parseHubLine('done move=28x19x23 ponder=17-21'), { command: 'done', args: { move: '28x19x23', ponder: '17-21' } });
  assert.deepEqual(parseHubLine('info depth=2 pv="31-26 17-21" flag').args, { depth: '2', pv: '31-26 17-21', flag: true });
  assert.equal(parseHubLine('done move="11-15'), null);
});

test('checkers hub plays a game of International draughts with its history sent', real, async () => {
  const engine = await HubEngine.start(`${CLI} hub`, { options: { 'table-bits': 12 }, timeouts: QUICK });
  try {
    assert.equal(engine.id.name, 'checkers');
    assert.ok(engine.variants.includes('frisian'));
    const game = new Game('international');
    for (let i = 0; i < 12 && !game.isOver; i++) {
      const { move, info } = await engine.play(game, { depth: 2 });
      assert.ok(game.isLegal(move), move.text);
      game.push(move);
      assert.ok(info === null || info.depth >= 1);
    }
    assert.equal(game.plyCount, 12);
  } finally {
    await engine.quit();
  }
});

test('checkers hub: every limit; analyse stops at its depth; a clock is kept', real, async () => {
  const engine = await HubEngine.start([CLI, 'hub'], { timeouts: QUICK });
  try {
    const game = new Game('english');
    const deep = await engine.play(game, { depth: 4 });
    assert.equal(deep.info.depth, 4);
    const after = game.clone();
    after.push(deep.move);
    assert.ok(deep.ponder !== null && after.isLegal(deep.ponder), 'a depth-4 search expects a reply');
    const started = Date.now();
    await engine.play(game, { movetime: 0.2 });
    await engine.play(game, { time: 1, inc: 0.1 });
    await engine.play(game, { nodes: 500 });
    assert.ok(Date.now() - started < 3000);
    const analysed = await engine.analyse(game, { depth: 5 });
    assert.ok(analysed.info.depth >= 5, JSON.stringify(analysed.info));
    const pending = engine.analyse(game);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = await engine.stop();
    assert.deepEqual(stopped, await pending);
    assert.ok(game.isLegal(stopped.move));
    // The variant follows the game.
    const russian = new Game('russian');
    assert.ok(russian.isLegal((await engine.play(russian, { depth: 2 })).move));
    await assert.rejects(engine.play(game), TypeError);
    await assert.rejects(engine.play(game, { depth: 0 }), RangeError);
    await assert.rejects(engine.play(game, { seconds: 1 }), TypeError);
  } finally {
    assert.equal((await engine.quit()).code, 0);
  }
  await assert.rejects(engine.play(new Game(), { depth: 1 }), (e) => e instanceof EngineError && e.reason === 'closed');
});

test('an engine that lists Scan\'s variant names is given them', async () => {
  const engine = await fake('scan');
  try {
    // The words as the library reads a Hub list: blanks (space, tab) between them.
    assert.deepEqual(engine.params.get('variant').values, ['normal', 'losing', 'bt', 'killer', 'frisian', 'x\u00a0y']);
    for (const variant of ['international', 'antidraughts', 'breakthrough', 'killer']) {
      const game = new Game(variant);
      assert.ok(game.isLegal((await engine.play(game, { depth: 1 })).move), variant);
    }
    assert.equal(engine.params.get('variant').value, 'killer');
    await assert.rejects(engine.play(new Game('english'), { depth: 1 }),
      (e) => e instanceof EngineError && e.reason === 'option' && /does not play english/.test(e.message));
  } finally {
    await engine.quit();
  }
  // A variant the caller chose is left alone, whatever the game's.
  const chosen = await HubEngine.start([process.execPath, FAKE, 'scan'], { options: { variant: 'killer' }, timeouts: QUICK });
  try {
    const game = new Game('international');
    assert.ok(game.isLegal((await chosen.play(game, { depth: 1 })).move));
    assert.equal(chosen.params.get('variant').value, 'killer');
  } finally {
    await chosen.quit();
  }
});

test('an engine that does not start, or says nothing, rejects', async () => {
  await assert.rejects(HubEngine.start(['/nonexistent/engine']), (e) => e instanceof EngineError && e.reason === 'start');
  const started = Date.now();
  await assert.rejects(fake('silent', 1, { ...QUICK, start: 0.5 }), (e) => e instanceof EngineError && e.reason === 'timeout');
  await assert.rejects(fake('slow', 1, { ...QUICK, start: 0.5 }), (e) => e instanceof EngineError && e.reason === 'timeout');
  assert.ok(Date.now() - started < 5000);
  await assert.rejects(HubEngine.start([process.execPath, FAKE, 'good'], { options: { hash: 64 }, timeouts: QUICK }),
    (e) => e instanceof EngineError && e.reason === 'option');
});

for (const [mode, reason] of [['crash', 'crash'], ['stall', 'timeout'], ['garbage', 'garbage'], ['garbled', 'garbage'],
  ['illegal', 'illegal'], ['error', 'engine']]) {
  test(`an engine that answers with a ${mode} rejects (${reason}), after two good moves`, async () => {
    const engine = await fake(mode, 3, { ...QUICK, search: 1 });
    const game = new Game('english');
    try {
      game.push((await engine.play(game, { depth: 1 })).move);
      game.push((await engine.play(game, { movetime: 0.1 })).move);
      const error = await engine.play(game, { depth: 1 }).then(() => assert.fail('it should reject'), (e) => e);
      assert.ok(error instanceof EngineError, String(error));
      assert.equal(error.reason, reason, error.message);
      if (mode === 'illegal') {
        assert.ok(error.cause instanceof IllegalMoveError);
        assert.match(error.move, /^\d+-\d+$/);
        assert.ok(error.message.includes(error.move), error.message);
        assert.equal(error.cause.codeName, 'E_NO_PIECE');
      }
      if (reason === 'illegal') {
        assert.ok(!engine.closed); // it answered as Hub says: it can search again
      } else {
        assert.ok(engine.closed);
        await assert.rejects(engine.play(game, { depth: 1 }), (e) => e instanceof EngineError);
      }
    } finally {
      await engine.quit();
    }
  });
}

test('quit kills an engine that does not quit in time', async () => {
  const engine = await fake('stall', 1, { ...QUICK, quit: 0.3 });
  const search = assert.rejects(engine.play(new Game(), { depth: 1 }), (e) => e instanceof EngineError && e.reason === 'closed');
  const exit = await engine.quit();
  await search;
  assert.ok(exit.code === 0 || exit.signal === 'SIGKILL', JSON.stringify(exit));
  assert.ok(engine.closed);
});
