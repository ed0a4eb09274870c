// SPDX-License-Identifier: MIT
// The texts of the Hub protocol, as the library writes and reads them
// (checkers_game_hub_*): a position, a move, the `pos` line a referee sends.
// No I/O here, so the browser build has them too; HubEngine (engine.js, for
// Node) drives an engine process with them.

import { wasm, movesPtr, refusalPtr, outPtr, int32At, inputText } from './runtime.js';
import { CheckersError, describe, writtenText } from './errors.js';
import { refusalError, resolveMove } from './refusal.js';
import { legalMoveAt } from './move.js';
import { Game, ADOPT, gamePointer, variantArgument } from './game.js';

export function hubPosition(game) {
  const p = gamePointer(game);
  return writtenText((buf, cap) => wasm._checkers_game_hub_position(p, buf, cap));
}

export function hubPos(game) {
  const p = gamePointer(game);
  return writtenText((buf, cap) => wasm._checkers_game_hub_pos(p, buf, cap));
}

export function gameFromHub(position, variant = 'english') {
  const v = variantArgument(variant);
  const status = wasm._checkers_game_new_from_hub(outPtr, v, inputText(position), 0);
  if (status < 0) throw new CheckersError(status, `bad Hub position ${JSON.stringify(position)}: ${describe(status)}`);
  return new Game(ADOPT, int32At(outPtr));
}

export function parseHubMove(game, text) {
  const p = gamePointer(game);
  const status = wasm._checkers_game_parse_hub_move(p, inputText(text), movesPtr, refusalPtr);
  if (status !== 0) throw refusalError(p, status, text);
  return legalMoveAt(p, movesPtr);
}

export function hubMoveText(game, move) {
  const p = gamePointer(game);
  resolveMove(p, move);
  return writtenText((buf, cap) => wasm._checkers_game_hub_move_text(p, movesPtr, buf, cap));
}
