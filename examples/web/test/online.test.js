// SPDX-License-Identifier: MIT
// The web game online, in headless Chromium against a real referee server
// (examples/server, started here on 127.0.0.1 with a free port, stopped at
// the end): two pages, each in a browser context of its own (its own
// storage, as two people), find each other in the lobby and play a timed
// English game by clicks, while a third page watches; a reload resumes a
// seat with its clocks; a draw is offered and declined; one resigns; every
// page ends with the same moves and result, and the PDN the page offers is
// the server's stored game (and passes `checkers pdn check`). Then a
// rematch with colours reversed, a premove played at once when legal and
// one dropped with the library's reason.
//
// Environment (set by ctest, see examples/server/CMakeLists.txt):
//   CHECKERS_WASM        the built package (dist/ and src/), served to the page
//   CHECKERS_JS_DEPS     a directory whose node_modules holds puppeteer-core
//   CHECKERS_SERVER_DEPS a directory whose node_modules holds ws (or Debian's node-ws)
//   CHROMIUM             the browser (default /usr/bin/chromium)
//   CHECKERS_CLI         the `checkers` program, for `pdn check` (optional)
//   CHECKERS_ONLINE_SHOT a directory for the README's screenshots (optional)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const SERVER = resolve(WEB, '..', 'server', 'server.js');
const PACKAGE = resolve(process.env.CHECKERS_WASM || join(WEB, '../../bindings/js'));
const CLI = process.env.CHECKERS_CLI || '';
const SHOTS = process.env.CHECKERS_ONLINE_SHOT || '';
const built = existsSync(join(PACKAGE, 'dist', 'checkers.browser.js'));
const harnessFile = join(WEB, '../../bindings/js/browser/harness.js');
const harness = await import(pathToFileURL(harnessFile).href);
const puppeteer = harness.loadPuppeteer(join(WEB, '../../bindings/js'), PACKAGE);
const missing = !built ? `no built package at ${PACKAGE}` : harness.missingBrowser(puppeteer);
const api = missing ? null : await import(pathToFileURL(join(PACKAGE, 'src', 'index.js')).href);

// The referee server in a child process: {url, port, data, stop()}.
async function startServer({ data = mkdtempSync(join(tmpdir(), 'checkers-online-')), port: wanted = 0, args = [] } = {}) {
  const child = spawn(process.execPath, [SERVER, '--port', String(wanted), '--data', data, '--no-fsync', '--grace', '20', ...args], {
    env: { ...process.env, CHECKERS_WASM: PACKAGE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const port = await new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 20000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    data,
    log: () => err,
    async stop({ keep = false } = {}) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keep) rmSync(data, { recursive: true, force: true });
    },
  };
}

// A page in a browser context of its own (`init`: a function run in the
// page before its scripts).
async function open(browser, url, { width = 1280, height = 860, context = null, init = null } = {}) {
  context ??= await browser.createBrowserContext();
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  await page.setViewport({ width, height });
  if (init !== null) await page.evaluateOnNewDocument(init);
  await page.goto(url);
  await connected(page);
  open.pages?.push(page);
  return page;
}

const connected = (page) => page.waitForFunction(() => document.body.dataset.connected === 'true', { timeout: 20000 });
const body = (page) => page.evaluate(() => ({ ...document.body.dataset }));
const text = (page, selector) => page.$eval(selector, (e) => e.textContent);
const visible = (page, selector) => page.$eval(selector, (e) => !e.closest('[hidden]'));
const moveList = (page) => page.$$eval('#moves li', (es) => es.map((e) => e.textContent).join(' ').split(/\s+/).filter((t) => t && t !== '…'));
// (Polled on a timer, not on animation frames, which a background tab has none of.)
const until = (page, fn, arg) => page.waitForFunction(fn, { timeout: 20000, polling: 100 }, arg);
const plies = (page, n) => until(page, (k) => document.body.dataset.plies === String(k), n);
const clockMs = (page, id) => page.$eval(`#${id} .clock`, (e) => Number(e.dataset.ms));

async function clickSquare(page, number) {
  await page.click(`[data-number="${number}"]`);
}

// The game so far, replayed by the library from the page's move list.
async function replay(page) {
  const game = new api.Game('english');
  const moves = await moveList(page);
  if (moves.length > 0) game.pushMoves(moves.join(' '));
  return game;
}

// The page whose turn it is plays a legal move of one hop by two clicks.
async function playByClicks(page) {
  const game = await replay(page);
  const n = game.plyCount;
  const move = game.legalMoves().find((m) => m.path.length === 1);
  game.free();
  await clickSquare(page, move.from);
  await clickSquare(page, move.to);
  // At least: an engine may answer before the page is next polled.
  await until(page, (k) => Number(document.body.dataset.plies) >= k, n + 1);
  return move.text;
}

// The text of `file`, which the server stores once a game is over (it may
// come a little after the result is shown): polled until it is `expected`,
// for up to 10 s, then returned as it is, for the caller to compare.
async function stored(file, expected) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const got = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (got === expected || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('the web game online: two players, a spectator, a reload, a rematch', { skip: missing, timeout: 540000 }, async (t) => {
  const server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  const pages = [];
  open.pages = pages;
  try {
    const ann = await open(browser, server.url);
    assert.equal(await visible(ann, '#online'), true);
    assert.equal(await visible(ann, '#lobby'), true);
    await ann.type('#player-name', 'Ann');
    await ann.select('#o-variant', 'english');
    // Ten minutes: the clocks run through reloads, offers and a rematch
    // played click by click, which a loaded machine may make slow.
    await ann.select('#o-clock', 'fischer:600+10');
    await ann.select('#o-color', 'black');
    if (SHOTS) await ann.screenshot({ path: join(SHOTS, 'online_lobby.png') });
    await ann.click('#o-create');
    await until(ann, () => document.body.dataset.online === 'waiting');

    let bob = await open(browser, server.url);
    await bob.type('#player-name', 'Bob');
    // The table is in Bob's lobby (live), with its settings.
    await until(bob, () => document.querySelector('[data-join]') !== null);
    const row = await bob.$eval('[data-join]', (b) => b.closest('tr').textContent);
    assert.match(row, /Ann.*english.*10 min \+ 10 s/);
    await bob.click('[data-join]');
    await until(bob, () => document.body.dataset.online === 'playing');
    await until(ann, () => document.body.dataset.online === 'playing');
    assert.equal((await body(ann)).color, 'black');
    assert.equal((await body(bob)).color, 'white');
    const gameId = (await body(ann)).game;

    // A spectator finds the game among those being played.
    const eve = await open(browser, server.url);
    await until(eve, (id) => document.querySelector(`[data-watch="${id}"]`) !== null, gameId);
    await eve.click(`[data-watch="${gameId}"]`);
    await until(eve, () => document.body.dataset.online === 'watching' && document.body.dataset.plies === '0');
    assert.equal(await visible(eve, '#o-actions'), false);

    // The board from each player's side: Black's men at the bottom for Ann.
    const bottomRow = (page) => page.$$eval('[data-square]', (es) => {
      const max = Math.max(...es.map((e) => Number(e.dataset.row)));
      return es.filter((e) => Number(e.dataset.row) === max).map((e) => e.querySelector('.piece')?.className ?? '');
    });
    assert.ok((await bottomRow(ann)).every((c) => c.includes('black')));
    assert.ok((await bottomRow(bob)).every((c) => c.includes('white')));

    // Both clocks from the server's times: Black's runs first.
    assert.equal(await visible(ann, '#player-top'), true);
    const a0 = await clockMs(ann, 'player-bottom');
    await new Promise((r) => setTimeout(r, 600));
    const a1 = await clockMs(ann, 'player-bottom');
    assert.ok(a1 < a0 && a0 <= 600000, `Black's clock runs: ${a0} then ${a1}`);
    assert.equal(await clockMs(ann, 'player-top'), 600000);

    // Sounds are off unless chosen; moves slide (the spectator chooses slow).
    assert.equal(await eve.$eval('#sound', (e) => e.checked), false);
    assert.equal(await eve.$eval('#animation', (e) => e.value), '120');
    await eve.select('#animation', '300');
    const slid = eve.waitForFunction(() => document.querySelector('.piece[data-moving]') !== null, { polling: 'raf', timeout: 20000 });

    // Six plies by clicks, Black (Ann) first; Bob's click out of turn is refused here.
    const played = [];
    for (let i = 0; i < 6; i++) {
      const mover = i % 2 === 0 ? ann : bob;
      const other = i % 2 === 0 ? bob : ann;
      if (i === 0) {
        await clickSquare(other, 21);
        assert.match(await text(other, '#message'), /premove|not your move/i);
        await other.evaluate(() => document.querySelector('[data-number="21"]').click()); // deselect
      }
      played.push(await playByClicks(mover));
      await plies(other, i + 1);
      await plies(eve, i + 1);
    }
    await slid;
    assert.deepEqual(await moveList(ann), played);
    assert.deepEqual(await moveList(bob), played);
    assert.deepEqual(await moveList(eve), played);
    // The last move marked.
    const lastGame = await replay(ann);
    const last = lastGame.history().at(-1);
    lastGame.free();
    const marked = await ann.$$eval('[data-square].last', (es) => es.map((e) => Number(e.dataset.number)).sort((a, b) => a - b));
    assert.deepEqual(marked, [last.from, ...last.path].sort((a, b) => a - b));

    // A refusal in the library's words, before it is sent: a man backwards.
    const g = await replay(ann);
    const man = [...Array(32).keys()].map((k) => k + 1).find((s) => g.piece(s)?.color === 'black' && !g.piece(s).king
      && g.squarePosition(s).row > 0 && g.legalMoves().every((m) => m.from !== s));
    g.free();
    if (SHOTS) await bob.screenshot({ path: join(SHOTS, 'online_game.png') });
    // On a phone, the board and both clocks fit the screen without scrolling.
    await eve.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    // (A change to a mobile viewport reloads the page: the spectator watches again.)
    await connected(eve);
    await until(eve, () => document.body.dataset.online === 'watching' && document.body.dataset.plies === '6'
      && !document.getElementById('player-top').hidden);
    await eve.evaluate(() => window.scrollTo(0, 0));
    const fit = await eve.evaluate(() => {
      const box = (id) => document.getElementById(id).getBoundingClientRect();
      return { top: box('player-top').top, bottom: box('player-bottom').bottom, board: box('board').width, page: document.documentElement.clientWidth };
    });
    assert.ok(fit.top >= 0 && fit.bottom <= 844 && fit.bottom - fit.top > 390, `clocks and board within 844 px: ${JSON.stringify(fit)}`);
    assert.ok(fit.board <= fit.page, `the board within the width: ${JSON.stringify(fit)}`);
    if (SHOTS) await eve.screenshot({ path: join(SHOTS, 'online_phone.png') });
    await eve.setViewport({ width: 1280, height: 860 });

    // Bob reloads: his seat comes back with the moves and his clock.
    const bobBefore = await clockMs(bob, 'player-bottom');
    await bob.reload();
    await connected(bob);
    await until(bob, () => document.body.dataset.online === 'playing' && document.body.dataset.plies === '6');
    assert.equal((await body(bob)).color, 'white');
    assert.deepEqual(await moveList(bob), played);
    const bobAfter = await clockMs(bob, 'player-bottom');
    assert.ok(Math.abs(bobAfter - bobBefore) < 3000, `White's clock kept: ${bobBefore} then ${bobAfter}`);
    const annSees = await clockMs(ann, 'player-top');
    assert.ok(Math.abs(annSees - bobAfter) < 1500, `both pages show White's time: ${annSees} and ${bobAfter}`);

    // Bob closes the tab and opens the page again: his table is in the
    // lobby as his, and Resume gives him the seat.
    const context = bob.browserContext();
    await bob.close();
    bob = await open(browser, server.url, { context });
    await until(bob, (id) => document.querySelector(`[data-resume="${id}"]`) !== null, gameId);
    await bob.click(`[data-resume="${gameId}"]`);
    await until(bob, () => document.body.dataset.online === 'playing' && document.body.dataset.plies === '6');
    assert.equal((await body(bob)).color, 'white');

    // Ann to move: a draw offered, declined.
    await ann.click('#o-offer');
    await until(bob, () => !document.getElementById('o-accept').hidden);
    assert.match(await text(bob, '#o-info'), /Black offers a draw/);
    await until(eve, () => /offers a draw/.test(document.getElementById('o-info').textContent));
    await bob.click('#o-decline');
    await until(ann, () => !/offered a draw/.test(document.getElementById('o-info').textContent));
    // Each page hides the offer when the server's update reaches it: Bob's
    // may come after Ann's.
    await until(bob, () => document.getElementById('o-accept').closest('[hidden]') !== null);
    assert.equal(await visible(bob, '#o-accept'), false);

    // Ann asks to take back her last move (Bob has replied: both go);
    // Bob grants it; then the two moves are played again.
    await ann.click('#o-takeback');
    await until(bob, () => !document.getElementById('o-grant').hidden);
    assert.match(await text(bob, '#o-info'), /Black asks to take back a move/);
    await bob.click('#o-grant');
    for (const page of [ann, bob, eve]) await plies(page, 4);
    assert.deepEqual(await moveList(eve), played.slice(0, 4));
    played.length = 4;
    played.push(await playByClicks(ann));
    await plies(bob, 5);
    played.push(await playByClicks(bob));
    for (const page of [ann, eve]) await plies(page, 6);
    assert.deepEqual(await moveList(eve), played);

    // The spectator cannot act.
    await clickSquare(eve, 22);
    assert.match(await text(eve, '#message'), /watching/);

    // Ann tries a man backwards (refused here), then resigns (two clicks).
    if (man !== undefined) {
      const below = await ann.$eval(`[data-number="${man}"]`, (e) => [Number(e.dataset.row), Number(e.dataset.column)]);
      const behind = await ann.$$eval('[data-square]', (es, [r, c]) => es.filter((e) => Number(e.dataset.row) === r + 1
        && Math.abs(Number(e.dataset.column) - c) === 1 && !e.querySelector('.piece')).map((e) => Number(e.dataset.number)), below);
      if (behind.length > 0) {
        await clickSquare(ann, man);
        await clickSquare(ann, behind[0]);
        assert.notEqual(await text(ann, '#message'), '');
        assert.equal((await body(ann)).plies, '6');
      }
    }
    await ann.click('#o-resign');
    await ann.click('#o-resign');
    for (const page of [ann, bob, eve]) {
      await until(page, () => document.body.dataset.result === '1-0');
      assert.match(await text(page, '#o-result'), /1-0: White wins: Black resigned/);
      assert.deepEqual(await moveList(page), played);
    }

    // The PDN offered is the one the server stored.
    await until(ann, () => !document.getElementById('o-pdn').hidden);
    const pdn = await ann.evaluate(() => fetch(document.getElementById('o-pdn').href).then((r) => r.text()));
    const storedFile = join(server.data, 'games', `${gameId}-1.pdn`);
    assert.equal(pdn, await stored(storedFile, pdn));
    assert.match(pdn, /\[Black "Ann"\]/);
    assert.match(pdn, /\[Termination "resignation"\]/);
    assert.equal(await ann.$eval('#o-pdn', (a) => a.download), `${gameId}-1.pdn`);
    if (CLI !== '') {
      const check = spawnSync(CLI, ['pdn', 'check', storedFile], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stdout + check.stderr);
      assert.match(check.stdout, /games 1, plies 6, failures 0/);
    }
    if (SHOTS) await bob.screenshot({ path: join(SHOTS, 'online_finished.png') });

    // A rematch: asked by Bob, accepted by Ann; colours reversed.
    await bob.click('#o-rematch');
    await until(ann, () => document.getElementById('o-rematch').textContent === 'Accept the rematch');
    await ann.click('#o-rematch');
    await until(ann, (id) => document.body.dataset.game !== id && document.body.dataset.plies === '0' && document.body.dataset.result === '*', gameId);
    await until(bob, (id) => document.body.dataset.game !== id && document.body.dataset.plies === '0', gameId);
    assert.equal((await body(ann)).color, 'white');
    assert.equal((await body(bob)).color, 'black');

    // Bob (Black) moves; Ann premoves a legal reply... after Bob's first
    // move, Ann's move is entered while Bob thinks his second.
    const first = await playByClicks(bob);
    await plies(ann, 1);
    const second = await playByClicks(ann);
    await plies(bob, 2);
    // Bob to move: Ann enters a premove legal after Bob's planned reply.
    const now = await replay(ann);
    const bobMove = now.legalMoves().find((m) => m.path.length === 1);
    now.push(bobMove);
    const legalPre = now.legalMoves().find((m) => m.path.length === 1 && m.captured.length === 0);
    now.free();
    // Entered, then cancelled by a click on its piece; then entered again.
    await clickSquare(ann, legalPre.from);
    await clickSquare(ann, legalPre.to);
    assert.equal((await ann.$$eval('[data-square].premove', (es) => es.length)), 2);
    await clickSquare(ann, legalPre.from);
    assert.equal(await text(ann, '#message'), 'Premove cancelled.');
    assert.equal((await ann.$$eval('[data-square].premove', (es) => es.length)), 0);
    await clickSquare(ann, legalPre.from);
    await clickSquare(ann, legalPre.to);
    assert.match(await text(ann, '#message'), /Premove/);
    assert.equal((await ann.$$eval('[data-square].premove', (es) => es.length)), 2);
    await clickSquare(bob, bobMove.from);
    await clickSquare(bob, bobMove.to);
    await plies(bob, 4);
    assert.deepEqual(await moveList(bob), [first, second, bobMove.text, legalPre.text]);

    // A premove that is not legal when the turn comes: dropped, with the
    // library's reason (a White man to an empty square no move reaches).
    const again = await replay(bob);
    const bobNext = again.legalMoves().find((m) => m.path.length === 1);
    again.push(bobNext);
    const squares = [...Array(32).keys()].map((k) => k + 1);
    let bad = null;
    for (const from of squares.filter((s) => again.piece(s)?.color === 'white')) {
      const to = squares.find((s) => again.piece(s) === null && !again.legalMoves().some((m) => m.from === from && m.to === s));
      if (to !== undefined) {
        bad = { from, to };
        break;
      }
    }
    let reason = '';
    try {
      again.push({ from: bad.from, to: bad.to, path: [bad.to] });
    } catch (error) {
      reason = error.message;
    }
    again.free();
    assert.notEqual(reason, '');
    await clickSquare(ann, bad.from);
    await clickSquare(ann, bad.to);
    await clickSquare(bob, bobNext.from);
    await clickSquare(bob, bobNext.to);
    await plies(ann, 5);
    await until(ann, () => /Premove dropped/.test(document.getElementById('message').textContent));
    assert.equal(await text(ann, '#message'), `Premove dropped: ${reason}`);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await body(ann)).plies, '5');

    // Eve watches the rematch, which is played by clicks to its end.
    const rematchId = (await body(ann)).game;
    await eve.click('#o-lobby');
    await until(eve, (id) => document.querySelector(`[data-watch="${id}"]`) !== null, rematchId);
    await eve.click(`[data-watch="${rematchId}"]`);
    await until(eve, () => document.body.dataset.online === 'watching' && document.body.dataset.plies === '5');
    let ply = 5;
    // The game can end between a look and a click (a draw claimed below is
    // answered later): then there is nothing more to click.
    const over = (page) => page.evaluate(() => document.body.dataset.result !== '*');
    play: while (!(await over(ann))) {
      assert.ok(ply < 400, 'the game ends');
      const mover = (await body(ann)).turn === 'white' ? ann : bob;
      const movable = await mover.$$eval('[data-square].movable', (es) => es.map((e) => Number(e.dataset.number)));
      if (await over(mover)) break;
      assert.ok(movable.length > 0, 'movable pieces are shown');
      await clickSquare(mover, movable[movable.length - 1]);
      for (let hop = 0; ; hop++) {
        const targets = await mover.$$eval('[data-square].target', (es) => es.map((e) => Number(e.dataset.number)));
        if (targets.length === 0 && await over(mover)) break play;
        assert.ok(targets.length > 0 && hop < 20, 'destinations are shown');
        const before = (await body(mover)).plies;
        await clickSquare(mover, targets[targets.length - 1]);
        // Sent: played once the server's update comes; or a route is asked for.
        await until(mover, (k) => document.body.dataset.plies !== k || document.body.dataset.result !== '*'
          || document.querySelector('[data-square].target') !== null, before);
        if ((await body(mover)).plies !== before || (await body(mover)).result !== '*') break;
      }
      ply++;
      for (const page of [ann, bob]) {
        await until(page, (k) => Number(document.body.dataset.plies) >= k || document.body.dataset.result !== '*', ply);
      }
      // A draw the rules allow is claimed, so that the game ends.
      if ((await body(ann)).result === '*' && !(await ann.$eval('#o-claim', (b) => b.disabled))) await ann.click('#o-claim');
    }
    const end = await body(ann);
    await until(eve, (r) => document.body.dataset.result === r, end.result);
    await until(bob, (r) => document.body.dataset.result === r, end.result);
    const final = await moveList(ann);
    assert.deepEqual(await moveList(bob), final);
    assert.deepEqual(await moveList(eve), final);
    const words = await text(ann, '#o-result');
    assert.equal(await text(bob, '#o-result'), words);
    assert.equal(await text(eve, '#o-result'), words);
    t.diagnostic(`rematch played to its end by clicks: ${final.length} plies, ${words}`);
    await until(bob, () => !document.getElementById('o-pdn').hidden);
    const rematchPdn = await bob.evaluate(() => fetch(document.getElementById('o-pdn').href).then((r) => r.text()));
    const rematchFile = join(server.data, 'games', `${rematchId}-1.pdn`);
    assert.equal(rematchPdn, await stored(rematchFile, rematchPdn));
    if (CLI !== '') {
      const check = spawnSync(CLI, ['pdn', 'check', rematchFile], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stdout + check.stderr);
      assert.match(check.stdout, new RegExp(`games 1, plies ${final.length}, failures 0`));
    }
    for (const page of [ann, bob, eve]) assert.deepEqual(page.errors, []);
  } catch (error) {
    // What each page said, to see why.
    for (const page of pages) {
      const said = await page.evaluate(() => [document.getElementById('message').textContent, document.getElementById('status').textContent, JSON.stringify(document.body.dataset)]).catch(() => []);
      t.diagnostic(`${said.join(' | ')} | errors: ${page.errors.join('; ')}`);
    }
    t.diagnostic(server.log());
    throw error;
  } finally {
    await close();
    await server.stop();
  }
});

test('a flag falls on a short clock: both pages show the loss on time', { skip: missing, timeout: 120000 }, async () => {
  const server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  try {
    const ann = await open(browser, server.url);
    // A table opened, then closed before anyone joins.
    await ann.click('#o-create');
    await until(ann, () => document.body.dataset.online === 'waiting' && document.body.dataset.lobby === '1');
    assert.equal(await text(ann, '#o-lobby'), 'Close the table');
    await ann.click('#o-lobby');
    await until(ann, () => document.body.dataset.online === 'lobby' && document.body.dataset.lobby === '0');
    await ann.select('#o-variant', 'russian');
    await ann.type('#o-clock-text', 'fixed:2');
    await ann.select('#o-color', 'white');
    await ann.click('#o-create');
    await until(ann, () => document.body.dataset.online === 'waiting');
    const bob = await open(browser, server.url);
    await until(bob, () => document.querySelector('[data-join]') !== null);
    await bob.click('[data-join]');
    // White (Ann) moves first in Russian and lets her two seconds run out.
    await until(ann, () => document.body.dataset.online === 'playing');
    for (const page of [ann, bob]) {
      await page.waitForFunction(() => document.body.dataset.result === '0-1', { timeout: 15000 });
      assert.match(await text(page, '#o-result'), /^0-1: Black wins: White ran out of time\.$/);
    }
    assert.equal(await ann.$eval('#player-bottom .clock', (e) => e.textContent), '0:00.0');
    assert.equal(await ann.$eval('#player-bottom .clock', (e) => e.classList.contains('flag')), true);
    for (const page of [ann, bob]) assert.deepEqual(page.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});

test('an engine as the opponent: offered where the server has one, it plays on the table', { skip: missing || (CLI ? false : 'no CHECKERS_CLI'), timeout: 120000 }, async () => {
  const server = await startServer({ args: ['--engine', `lib=${CLI} hub`, '--engine-move-time', '0.05'] });
  const { browser, close } = await harness.launch(puppeteer);
  try {
    const ann = await open(browser, server.url);
    await until(ann, () => !document.getElementById('o-opponent-label').closest('[hidden]'));
    assert.deepEqual(await ann.$$eval('#o-opponent option', (os) => os.map((o) => [o.value, o.textContent])),
      [['', 'a person (an open table)'], ['lib', 'engine lib (checkers)']]);
    await ann.select('#o-variant', 'english');
    await ann.select('#o-opponent', 'lib');
    await ann.select('#o-color', 'white');
    await ann.click('#o-create');
    // Black (the engine) moves first, at once; Ann answers by clicks, and it replies.
    await until(ann, () => document.body.dataset.online === 'playing');
    await plies(ann, 1);
    assert.equal(await text(ann, '#player-top .who'), 'lib (Black)');
    await playByClicks(ann);
    await plies(ann, 3);
    await ann.click('#o-resign');
    await ann.click('#o-resign');
    await until(ann, () => document.body.dataset.result === '0-1');
    assert.match(await text(ann, '#o-result'), /0-1: Black wins: White resigned/);
    assert.deepEqual(ann.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});

// Ann creates a table (`variant`, `fen`, Ann's `color`) and Bob joins it:
// [ann, bob].
async function table(browser, server, { variant, fen, color, clock = 'none', draws = '' }) {
  const ann = await open(browser, server.url);
  await ann.select('#o-variant', variant);
  await ann.select('#o-clock', clock);
  await ann.select('#o-draws', draws);
  if (fen) await ann.type('#o-fen', fen);
  await ann.select('#o-color', color);
  await ann.click('#o-create');
  await until(ann, () => document.body.dataset.online === 'waiting');
  const game = (await body(ann)).game;
  const bob = await open(browser, server.url);
  await until(bob, (id) => document.querySelector(`[data-join="${id}"]`) !== null, game);
  await bob.click(`[data-join="${game}"]`);
  for (const page of [ann, bob]) await until(page, () => document.body.dataset.online === 'playing');
  return [ann, bob];
}

const pieceOn = (page, number) => page.$eval(`[data-number="${number}"]`, (e) => e.querySelector('.piece')?.className ?? null);

test('by clicks: an International flying-king capture, a Russian man crowned in a capture going on as a king; the ACF one-minute rule, a draw claimed, a match', { skip: missing, timeout: 120000 }, async () => {
  const server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  try {
    // International: the king on 46 takes 28 from afar and lands on 14.
    const [ann, bob] = await table(browser, server, { variant: 'international', fen: 'W:WK46,49:B28,3', color: 'white' });
    await clickSquare(ann, 46);
    assert.deepEqual(await ann.$$eval('[data-square].target', (es) => es.map((e) => Number(e.dataset.number)).sort((a, b) => a - b)), [5, 10, 14, 19, 23]);
    await clickSquare(ann, 14);
    for (const page of [ann, bob]) {
      await plies(page, 1);
      assert.deepEqual(await moveList(page), ['46x14']);
      assert.equal(await pieceOn(page, 14), 'piece white king');
      assert.equal(await pieceOn(page, 28), null);
      assert.equal(await pieceOn(page, 46), null);
    }

    // Russian: the man on b6 (9) takes c7, crowns on d8 and, a king, takes
    // e7 on its way to g5: the game is won.
    const [cat, dan] = await table(browser, server, { variant: 'russian', fen: 'W:W9:B6,7', color: 'white' });
    assert.equal(await cat.$eval('[data-number="9"]', (e) => e.dataset.square), 'b6');
    // A plain move refused on the page in the library's words, its squares
    // named as Russian writes them.
    await clickSquare(cat, 9);
    await clickSquare(cat, 5);
    assert.equal(await text(cat, '#message'), 'illegal move: a capture is available and must be made (e.g. b6:d8:f6)');
    assert.equal((await body(cat)).plies, '0');
    await clickSquare(cat, 9);
    await clickSquare(cat, 16);
    for (const page of [cat, dan]) {
      await until(page, () => document.body.dataset.result === '1-0');
      assert.deepEqual(await moveList(page), ['b6:g5']);
      assert.equal(await pieceOn(page, 16), 'piece white king');
      assert.equal(await pieceOn(page, 6), null);
      assert.equal(await pieceOn(page, 7), null);
      assert.equal(await text(page, '#o-result'), '1-0: White wins: Black has no pieces left.');
    }

    // The ACF clock: a lone jump has a minute, and says so; then five minutes.
    const [eli, fay] = await table(browser, server, { variant: 'english', fen: 'B:W18,30:B14,1', color: 'black', clock: 'acf' });
    const ms = await clockMs(eli, 'player-bottom');
    assert.ok(ms <= 60000 && ms > 50000, `one minute for the lone jump: ${ms}`);
    assert.equal(await text(eli, '#player-bottom .rule'), 'one jump: one minute');
    assert.equal(await text(fay, '#player-top .rule'), 'one jump: one minute');
    assert.equal(await text(eli, '#player-top .clock'), '5:00');
    await clickSquare(eli, 14);
    await clickSquare(eli, 23);
    await plies(fay, 1);
    const white = await clockMs(fay, 'player-bottom');
    assert.ok(white <= 300000 && white > 290000, `five minutes for White's move: ${white}`);
    assert.equal(await text(fay, '#player-bottom .rule'), '');

    // A draw claimed: two kings to and fro under WCDF rules, the third
    // repetition claimed by White from the page.
    const [ivy, jon] = await table(browser, server, { variant: 'english', fen: 'W:WK30:BK3', color: 'white', draws: 'wcdf' });
    const shuttle = [[ivy, 30, 26], [jon, 3, 7], [ivy, 26, 30], [jon, 7, 3]];
    for (let i = 0; i < 8; i++) {
      const [page, from, to] = shuttle[i % 4];
      assert.equal(await ivy.$eval('#o-claim', (b) => b.disabled), true);
      await clickSquare(page, from);
      await clickSquare(page, to);
      for (const p of [ivy, jon]) await plies(p, i + 1);
    }
    await until(ivy, () => !document.getElementById('o-claim').disabled);
    await ivy.click('#o-claim');
    for (const page of [ivy, jon]) {
      await until(page, () => document.body.dataset.result === '1/2-1/2');
      assert.equal(await text(page, '#o-result'), '1/2-1/2: drawn: the same position came back.');
    }

    // An English match of one ballot: its opening played, and the colours
    // reversed for the second game.
    const gus = await open(browser, server.url);
    await gus.select('#o-variant', 'english');
    await gus.select('#o-match', '1');
    await gus.select('#o-color', 'black');
    await gus.click('#o-create');
    await until(gus, () => document.body.dataset.online === 'waiting');
    const matchId = (await body(gus)).game;
    const hal = await open(browser, server.url);
    await until(hal, (id) => document.querySelector(`[data-join="${id}"]`) !== null, matchId);
    assert.match(await hal.$eval(`[data-join="${matchId}"]`, (b) => b.closest('tr').textContent), /match of 2/);
    await hal.click(`[data-join="${matchId}"]`);
    for (const page of [gus, hal]) await until(page, () => document.body.dataset.online === 'playing' && document.body.dataset.plies === '3');
    assert.equal((await body(gus)).color, 'black');
    assert.match(await text(gus, '#o-info'), /Match game 1 of 2/);
    assert.equal((await moveList(gus)).length, 3);
    await gus.click('#o-resign');
    await gus.click('#o-resign');
    for (const page of [gus, hal]) {
      await until(page, () => /Match game 2 of 2/.test(document.getElementById('o-info').textContent) && document.body.dataset.plies === '3');
    }
    assert.equal((await body(gus)).color, 'white');
    assert.equal((await body(hal)).color, 'black');
    assert.match(await text(gus, '#o-info'), /score .*0, .*1/);
    for (const page of [ann, bob, cat, dan, eli, fay, ivy, jon, gus, hal]) assert.deepEqual(page.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});

test('a dropped connection: the server restarts, the pages reconnect and resume with the clocks', { skip: missing, timeout: 120000 }, async () => {
  let server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  try {
    const [ann, bob] = await table(browser, server, { variant: 'english', color: 'black', clock: 'fischer:300+5' });
    await playByClicks(ann);
    await plies(bob, 1);
    // Black's clock runs again from White's move, made after this: at most
    // 5:05 then (the increment added), less the time it has run since.
    const blackRunsAfter = performance.now();
    await playByClicks(bob);
    await plies(ann, 2);
    const { port, data } = server;
    await server.stop({ keep: true });
    const down = performance.now();
    for (const page of [ann, bob]) await until(page, () => document.body.dataset.connected === 'false');
    assert.match(await text(ann, '#online-status'), /reconnecting/);
    // The server stays down a while: that time is not charged to Black.
    await new Promise((r) => setTimeout(r, 2000));
    const restarted = performance.now();
    server = await startServer({ data, port });
    for (const page of [ann, bob]) {
      await connected(page);
      await until(page, () => document.body.dataset.online === 'playing' && document.body.dataset.plies === '2');
    }
    // Black to move again, its clock running from the time it had: less at
    // most the time it ran while a server was up (not the 2 s and more that
    // the server was down; 1 s of slack, the pages counting down on a timer).
    const left = await clockMs(ann, 'player-bottom');
    const ran = performance.now() - blackRunsAfter - (restarted - down);
    assert.ok(left <= 305000 && left >= 305000 - ran - 1000,
      `Black's time kept: ${left} ms, having run at most ${ran.toFixed(0)} ms`);
    assert.equal(await ann.$eval('#player-bottom .clock', (e) => e.classList.contains('running')), true);
    // This move by the keyboard: Enter on the piece's square, then on the destination's.
    const game = await replay(ann);
    const move = game.legalMoves().find((m) => m.path.length === 1);
    game.free();
    for (const square of [move.from, move.to]) {
      await ann.focus(`[data-number="${square}"]`);
      await ann.keyboard.press('Enter');
    }
    await plies(bob, 3);
    assert.equal((await moveList(bob)).at(-1), move.text);
    assert.equal(await text(bob, '#announce'), `${move.text} played.`);
    for (const page of [ann, bob]) assert.deepEqual(page.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});

test('two tabs of one browser: two people play each other, and each reload keeps its own seat', { skip: missing, timeout: 120000 }, async () => {
  const server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  try {
    const context = await browser.createBrowserContext();
    const ann = await open(browser, server.url, { context });
    await ann.select('#o-color', 'black');
    await ann.click('#o-create');
    await until(ann, () => document.body.dataset.online === 'waiting');
    const game = (await body(ann)).game;
    const bob = await open(browser, server.url, { context });
    // Bob's tab shares Ann's storage: the table can be resumed or joined.
    await until(bob, (id) => document.querySelector(`[data-join="${id}"]`) !== null && document.querySelector(`[data-resume="${id}"]`) !== null, game);
    await bob.click(`[data-join="${game}"]`);
    for (const page of [ann, bob]) await until(page, () => document.body.dataset.online === 'playing');
    await ann.bringToFront();
    await playByClicks(ann);
    await plies(bob, 1);
    for (const [page, color] of [[ann, 'black'], [bob, 'white']]) {
      await page.bringToFront();
      await page.reload();
      await connected(page);
      await until(page, () => document.body.dataset.online === 'playing' && document.body.dataset.plies === '1');
      assert.equal((await body(page)).color, color);
    }
    await bob.bringToFront();
    await playByClicks(bob);
    await plies(ann, 2);
    for (const page of [ann, bob]) assert.deepEqual(page.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});

// An `init` for open(): the page's WebSockets kept in window.sockets, for the
// test to send a request of its own over the page's connection.
function keepSockets() {
  const Native = WebSocket;
  window.sockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.sockets.push(this);
    }
  };
}

// Sends `message` over the page's connection, as if the page had sent it.
const sendFrom = (page, message) => page.evaluate((m) => window.sockets.at(-1).send(JSON.stringify(m)), message);
const says = (page, words) => until(page, (w) => document.getElementById('message').textContent.includes(w), words);
// Once the page has said `words` (an error heard) or left its table: where it is.
async function heard(page, words) {
  await until(page, (w) => document.getElementById('message').textContent.includes(w) || document.body.dataset.online === 'lobby', words);
  const { online, game } = await body(page);
  return { online, game };
}

test('an error about another request, come while the page waits at a table, leaves it there', { skip: missing, timeout: 120000 }, async () => {
  const server = await startServer();
  const { browser, close } = await harness.launch(puppeteer);
  try {
    // Ann's table waits for an opponent (no state yet) when errors come that
    // answer requests other than her create, as the answers, come late, to
    // requests the page has moved on from (a leave of a table closed, a
    // watch or a resume given up): a watch of a game that is not there, a
    // resume with a token no seat has. She stays at her table.
    const ann = await open(browser, server.url, { init: keepSockets });
    await ann.click('#o-create');
    await until(ann, () => document.body.dataset.online === 'waiting');
    const game = (await body(ann)).game;
    await sendFrom(ann, { id: 'stray-watch', type: 'watch', game: 'nosuch' });
    assert.deepEqual(await heard(ann, 'no game "nosuch" in progress'), { online: 'waiting', game });
    assert.match(await text(ann, '#message'), /no game "nosuch" in progress/);
    await sendFrom(ann, { id: 'stray-resume', type: 'resume', game, token: 'not-a-token' });
    assert.deepEqual(await heard(ann, 'no seat at this table has that token'), { online: 'waiting', game });
    assert.match(await text(ann, '#message'), /no seat at this table has that token/);
    assert.equal(await text(ann, '#o-lobby'), 'Close the table');
    // The table is still open, and her seat kept: Bob joins, the game begins.
    const bob = await open(browser, server.url);
    await until(bob, (id) => document.querySelector(`[data-join="${id}"]`) !== null, game);
    await bob.click(`[data-join="${game}"]`);
    for (const page of [ann, bob]) await until(page, () => document.body.dataset.online === 'playing' && document.body.dataset.result === '*');
    assert.equal(await ann.evaluate((id) => Object.values(JSON.parse(localStorage.getItem('checkers.online.seats2'))).some((s) => s.game === id), game), true);
    // The error answering the request for the table itself still takes the
    // page to the lobby: Eve's tab watched a game that is gone when she reloads.
    const eve = await open(browser, server.url);
    await eve.evaluate(() => sessionStorage.setItem('checkers.online.current', JSON.stringify({ watch: 'gone' })));
    await eve.reload();
    await connected(eve);
    await says(eve, 'no game "gone" in progress');
    await until(eve, () => document.body.dataset.online === 'lobby');
    assert.equal(await eve.evaluate(() => sessionStorage.getItem('checkers.online.current')), null);
    for (const page of [ann, bob, eve]) assert.deepEqual(page.errors, []);
  } finally {
    await close();
    await server.stop();
  }
});
