// SPDX-License-Identifier: MIT
// One result type: a game's result passes as it is to the PDN writer, which
// writes it as the variant's result type does ("0-2" for a Black win on the
// 10x10 and 12x12 boards but Frisian's), and the reader gives it back as the
// game's result type. The library numbers PDN results as the statuses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, readPdn, variants } from '../src/index.js';

// A result of the International result type (PDN 3.0's GameType table:
// International and Canadian; lidraughts writes its 10x10 variants so too).
function writtenBlackWin(game) {
  const { rows } = game.squarePosition(1);
  return rows >= 10 && game.variant !== 'frisian' ? '0-2' : '0-1';
}

// The movetext's last token: the result as written.
function lastToken(pdn) {
  return pdn.trim().split(/\s+/).pop();
}

for (const { name } of variants) {
  test(`${name}: a Black win from the status is written ${name === 'international' ? '0-2' : 'as its result type writes it'}`, () => {
    // Black wins by the rules: the side that loses has no pieces (in
    // antidraughts, the side with none wins).
    const won = ['W:W:BK1', 'B:WK1:B'].map((fen) => new Game(name, fen)).find((g) => g.status.winner === 'black');
    assert.ok(won, `${name}: a position Black has won`);
    const { result } = won.status;
    assert.equal(result, '0-1');
    const pdn = won.toPdn({ result });
    assert.equal(lastToken(pdn), writtenBlackWin(won));
    assert.match(pdn, new RegExp(`\\[Result "${writtenBlackWin(won)}"\\]`));
    assert.equal(won.toPdn(), pdn, 'the default is the game\'s result');
    const [read] = readPdn(pdn);
    assert.deepEqual([read.variant, read.result, read.error], [name, '0-1', null]);

    // Declared, from the start position, and the other results.
    const declared = new Game(name);
    declared.declare('0-1', 'resignation');
    assert.equal(lastToken(declared.toPdn({ result: declared.status.result })), writtenBlackWin(declared));
    const drawn = new Game(name);
    drawn.declare('1/2-1/2', 'agreement');
    const drawText = writtenBlackWin(drawn) === '0-2' ? '1-1' : '1/2-1/2';
    assert.equal(lastToken(drawn.toPdn()), drawText);
    assert.equal([...readPdn(drawn.toPdn())][0].result, '1/2-1/2');
    const going = new Game(name);
    assert.equal(lastToken(going.toPdn()), '*');
    assert.equal(lastToken(going.toPdn({ result: '0-0' })), '0-0');
    assert.equal([...readPdn(going.toPdn({ result: '0-0' }))][0].result, '0-0');
    for (const g of [won, declared, drawn, going]) g.free();
  });
}

test('International: 1. 32-28 written with White\'s win is 2-0, read back as 1-0', () => {
  const game = new Game('international');
  game.push('32-28');
  const pdn = game.toPdn({ result: '1-0' });
  assert.match(pdn, /1\. 32-28 2-0\s*$/);
  assert.equal([...readPdn(pdn)][0].result, '1-0');
});
