// SPDX-License-Identifier: MIT
// What the terminal client (client.js) prints, apart from its connection so
// that the tests can check it: the board with its square names, moves
// numbered as PDN numbers them, results in words, the clocks' status line,
// and which typed text is a move.

import { checkers } from './deps.js';

const { Game } = checkers;
const OTHER = { black: 'white', white: 'black' };
export const COLOR = { black: 'Black', white: 'White' };

// The board of `variant` at `fen`, turned so that `side` ('black' or
// 'white') plays up the screen: men b/w, kings B/W, empty playing squares '.'.
// Beside it, in the numbered variants, the same board with each playing
// square's number; in the algebraic ones (Russian, Brazilian, Czech,
// Turkish), files and ranks along the edges.
export function boardText(variant, fen, side = 'white') {
  const game = new Game(variant, fen);
  try {
    const flip = side === 'black';
    const algebraic = game.notation === 'algebraic';
    const { rows, columns } = game.squarePosition(1);
    const pieces = Array.from({ length: rows }, () => Array(columns).fill(' '));
    const width = String(game.squareCount).length;
    const numbers = Array.from({ length: rows }, () => Array(columns).fill(' '.repeat(width)));
    for (let square = 1; square <= game.squareCount; square++) {
      const at = game.squarePosition(square);
      const row = flip ? rows - 1 - at.row : at.row;
      const column = flip ? columns - 1 - at.column : at.column;
      const piece = game.piece(square);
      pieces[row][column] = piece === null ? '.' : piece.color === 'black' ? (piece.king ? 'B' : 'b') : piece.king ? 'W' : 'w';
      numbers[row][column] = String(square).padStart(width);
    }
    if (algebraic) {
      // Files from White's left, ranks from White's side (as the moves name them).
      const rankWidth = String(rows).length;
      const lines = pieces.map((cells, row) => `${String(flip ? row + 1 : rows - row).padStart(rankWidth + 1)}  ${cells.join(' ')}`.trimEnd());
      const files = Array.from({ length: columns }, (_, c) => String.fromCharCode(97 + (flip ? columns - 1 - c : c)));
      lines.push(`${' '.repeat(rankWidth + 3)}${files.join(' ')}`);
      return lines.join('\n');
    }
    return pieces.map((cells, row) => `  ${cells.join(' ')}      ${numbers[row].join(' ')}`.trimEnd()).join('\n');
  } finally {
    game.free();
  }
}

// How PDN numbers the plies of a game whose state shows `ply` plies played
// and `turn` to move: 0 when its first ply was the first player's (Black in
// English, White in International...), 1 when the game began with the
// other side to move (a position set up so).
export function numberingOffset(variant, ply, turn) {
  const start = ply % 2 === 0 ? turn : OTHER[turn];
  const game = new Game(variant);
  try {
    return start === game.turn ? 0 : 1;
  } finally {
    game.free();
  }
}

// Plies `from` on of `plies` as PDN writes them: "1. 11-15 23-19 2. 8-11",
// a second player's move opening the text as "1... 23-19".
export function numberedMoves(plies, offset, from = 0) {
  const words = [];
  for (let i = from; i < plies.length; i++) {
    const k = i + offset;
    const number = Math.floor(k / 2) + 1;
    if (k % 2 === 0) words.push(`${number}.`);
    else if (i === from) words.push(`${number}...`);
    words.push(plies[i]);
  }
  return words.join(' ');
}

// A finished game's result in words, from a state or update: "White wins:
// Black resigned", "Draw by agreement". `winner` is the library's.
export function resultText({ result, reason, winner, turn }) {
  if (result === '*') return null;
  if (!winner) {
    const why = {
      agreement: 'by agreement',
      repetition: 'by repetition',
      'move-limit': 'by the move limit',
      endgame: 'by the endgame rule',
      adjudication: 'by adjudication',
    }[reason];
    return `Draw${why ? ` ${why}` : ''}`;
  }
  const loser = COLOR[OTHER[winner]];
  // The game ends with the side to move stuck: the loser, except in the
  // variants played to lose one's pieces (antidraughts), where it wins.
  const why = {
    resignation: `${loser} resigned`,
    time: `${loser} ran out of time`,
    'no-pieces': `${COLOR[turn]} has no pieces left`,
    'no-moves': `${COLOR[turn]} cannot move`,
    crowned: `${COLOR[winner]} crowned a king first`,
    adjudication: 'by adjudication',
  }[reason];
  return `${COLOR[winner]} wins${why ? `: ${why}` : ''}`;
}

// "m:ss" of `ms` milliseconds (rounded up: 0:00 is a fallen flag).
export function clockText(ms) {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// The clocks as they stand `elapsed` ms after `clock` was received: the
// running side's counts down; '*' marks it. "Black 4:57*  White 5:00".
export function clocksText(clock, elapsed = 0) {
  const shown = (color) => {
    const left = clock[color] - (clock.running === color ? elapsed : 0);
    return `${COLOR[color]} ${clockText(left)}${clock.running === color ? '*' : ''}`;
  };
  return `${shown('black')}  ${shown('white')}`;
}

// A typed word that reads as a move: squares (numbers, or a letter and a
// number) joined by - or x (or ':', as Russian writes captures).
export function isMoveText(word) {
  return /^(\d+|[a-z]\d+)([-x:](\d+|[a-z]\d+))+$/i.test(word);
}
