// SPDX-License-Identifier: MIT
// The game object: undo, FEN, copies, history, the board, notation, hashing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, variants } from '../src/index.js';
import { thrown } from './helpers.js';

const START = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';

test('the start position as FEN, and FEN read back', () => {
  const game = new Game();
  assert.equal(game.fen, START);
  assert.equal(String(game), START);
  assert.equal(new Game('english', 'B:W21-32:B1-12').fen, START);
  assert.equal(Game.fromFen('W:W18,24,K10:B12,K22').fen, 'W:WK10,18,24:B12,K22');
});

test('a bad FEN is refused with the reason', () => {
  const error = thrown(() => new Game('english', 'B:W21-32:B1-12,12'));
  assert.equal(error.codeName, 'E_FEN_DUPLICATE');
  assert.match(error.message, /^bad FEN "B:W21-32:B1-12,12": /);
  assert.equal(thrown(() => new Game('english', 'B:W33')).codeName, 'E_FEN_SQUARE');
  assert.equal(thrown(() => new Game('international', 'Q:W1')).codeName, 'E_FEN_TURN');
  assert.equal(thrown(() => new Game('nope')).codeName, 'E_UNKNOWN_VARIANT');
});

test('a variant is named in any case; an unknown name is answered with the names', () => {
  for (const name of ['English', 'ENGLISH', 'english']) assert.equal(new Game(name).variant, 'english');
  assert.equal(new Game('International', 'W:W31:B20').fen, 'W:W31:B20');
  assert.equal(Game.fromFen('W:Wc3:Bf6', 'Russian').variant, 'russian');
  assert.equal(Game.drawRulesPreset('default', 'International').endgame, true);
  const error = thrown(() => new Game('chess'));
  assert.equal(error.codeName, 'E_UNKNOWN_VARIANT');
  assert.equal(error.message, `unknown variant "chess": one of ${variants.map((v) => v.name).join(', ')}`);
  assert.match(error.message, /english, international, .*, turkish$/);
  assert.throws(() => new Game(null), TypeError);
  assert.throws(() => new Game(20), TypeError);
});

test('pop takes back the last move and returns it', () => {
  const game = new Game();
  game.push('11-15');
  game.push('23-19');
  const undone = game.pop();
  assert.equal(undone.text, '23-19');
  assert.equal(game.fen, 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15');
  assert.equal(game.turn, 'white');
  assert.equal(game.pop().text, '11-15');
  assert.equal(game.fen, START);
  assert.equal(thrown(() => game.pop()).codeName, 'E_NOTHING_TO_UNDO');
});

test('history gives the moves played with their texts', () => {
  const game = new Game();
  game.pushMoves('11-15 22-18 15x22 25x18');
  assert.deepEqual(game.history().map(String), ['11-15', '22-18', '15x22', '25x18']);
  assert.deepEqual(game.history()[2].captured, [18]);
  assert.equal(game.plyCount, 4);
});

test('history gives every move of a long game as it was played', () => {
  // Captures of several hops and short texts included: the first move of each
  // turn that captures most, else the last listed.
  for (const variant of ['english', 'international', 'russian']) {
    const game = new Game(variant);
    const played = [];
    while (!game.isOver && played.length < 120) {
      const moves = game.legalMoves();
      const move = moves.reduce((best, m) => (m.captured.length > best.captured.length ? m : best), moves[moves.length - 1]);
      played.push(move.toJSON());
      game.push(move);
    }
    assert.deepEqual(game.history().map((m) => m.toJSON()), played, variant);
    game.free();
  }
});

test('a clone is independent', () => {
  const game = new Game();
  game.push('11-15');
  const copy = game.clone();
  copy.push('23-19');
  assert.equal(game.plyCount, 1);
  assert.equal(copy.plyCount, 2);
  assert.equal(copy.pop().text, '23-19');
  assert.equal(copy.fen, game.fen);
});

test('ballot games start after the ballot moves', () => {
  const game = Game.fromBallot(1);
  assert.equal(game.plyCount, 3);
  assert.equal(game.turn, 'white');
});

test('pieces and squares', () => {
  const game = new Game('english', 'W:W18,K10:B12,K22');
  assert.deepEqual(game.piece(10), { color: 'white', king: true });
  assert.deepEqual(game.piece(12), { color: 'black', king: false });
  assert.equal(game.piece(13), null);
  assert.throws(() => game.piece(33), RangeError);
  assert.deepEqual(game.pieces(), [
    { square: 10, color: 'white', king: true },
    { square: 12, color: 'black', king: false },
    { square: 18, color: 'white', king: false },
    { square: 22, color: 'black', king: true },
  ]);
  assert.equal(game.squareCount, 32);
  assert.deepEqual(game.squarePosition(1), { row: 0, column: 1, rows: 8, columns: 8 });
  assert.equal(new Game('international').squareCount, 50);
});

test('the hash is 64 bits and equal for equal positions', () => {
  const a = new Game();
  const b = new Game();
  a.pushMoves('11-15 23-19 10-14');
  b.pushMoves('10-14 23-19 11-15');
  assert.equal(typeof a.hash, 'bigint');
  assert.equal(a.hash, b.hash);
  assert.notEqual(a.hash, new Game().hash);
  // Some start-position hash needs more than 32 bits (it was truncated without WASM_BIGINT).
  assert.ok(variants.some(({ name }) => new Game(name).hash > 0xffffffffn));
  assert.ok(variants.every(({ name }) => new Game(name).hash >= 0n));
});

test('algebraic notation where the variant has it', () => {
  const game = new Game('russian');
  assert.equal(game.notation, 'algebraic');
  assert.deepEqual(game.legalMoves().map(String).slice(0, 2), ['a3-b4', 'c3-b4']);
  game.push('c3-d4');
  game.notation = 'numeric';
  assert.equal(game.history()[0].text, '22-18');
  assert.equal(thrown(() => { new Game('english').notation = 'algebraic'; }).codeName, 'E_UNSUPPORTED');
  assert.throws(() => { game.notation = 'roman'; }, RangeError);
});

test('every variant starts and lists its moves', () => {
  assert.equal(variants.length, 17);
  for (const { name, description } of variants) {
    const game = new Game(name);
    assert.equal(game.variant, name);
    assert.ok(description.length > 0);
    assert.ok(game.legalMoves().length > 0, name);
    game.free();
  }
});

test('legalMoveTexts gives full routes on request', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  assert.deepEqual(game.legalMoveTexts(), ['14x32']);
  assert.deepEqual(game.legalMoveTexts({ fullRoute: true }), ['14x23x32']);
});

test('parseMove reads a move without playing it', () => {
  const game = new Game('english', 'B:W18,27:B1,14');
  const move = game.parseMove('14x32');
  assert.deepEqual(move.path, [23, 32]);
  assert.equal(game.plyCount, 0);
  assert.equal(thrown(() => game.parseMove('1-5')).codeName, 'E_MUST_CAPTURE');
  assert.ok(game.isLegal('14x23x32'));
  assert.ok(game.isLegal(move));
});
