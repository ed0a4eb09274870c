// SPDX-License-Identifier: MIT
// Time controls. A control is written as text in messages, the journal and
// the PDN Clock tag (seconds):
//   acf[:MOVE/JUMP]     ACF per-move limit: MOVE (300) seconds for each move,
//                       JUMP (60) when the only legal move is a capture
//   fischer:BASE+INC    BASE seconds for the game, INC added after each move
//   fixed:BASE          BASE seconds for the game (sudden death)
//   none                untimed
// A Clock charges the player on move; the table asks it whether a flag fell.

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const FORMS = [
  [new RegExp(`^acf(?::${NUMBER}/${NUMBER})?$`), (m) => ({ kind: 'acf', move: sec(m[1] ?? 300), jump: sec(m[2] ?? 60) })],
  [new RegExp(`^fischer:${NUMBER}\\+${NUMBER}$`), (m) => ({ kind: 'fischer', base: sec(m[1]), increment: sec(m[2]) })],
  [new RegExp(`^fixed:${NUMBER}$`), (m) => ({ kind: 'fixed', base: sec(m[1]), increment: 0 })],
];
const MAX_MS = 24 * 3600 * 1000;

function sec(text) {
  return Math.round(Number(text) * 1000);
}

// The control `text` names, or null for "none"; throws RangeError when the
// text is not a control or a time is 0 or over a day.
export function parseControl(text = 'none') {
  if (text === 'none') return null;
  if (typeof text === 'string') {
    for (const [pattern, make] of FORMS) {
      const m = pattern.exec(text);
      if (m === null) continue;
      const control = make(m);
      const times = control.kind === 'acf' ? [control.move, control.jump] : [control.base];
      if (times.every((t) => t > 0 && t <= MAX_MS) && (control.increment ?? 0) <= MAX_MS) {
        return { ...control, text };
      }
    }
  }
  throw new RangeError(`not a clock: ${JSON.stringify(text)} (acf, acf:300/60, fischer:300+5, fixed:600 or none)`);
}

// The PDN TimeControl tag's form: moves/seconds, seconds+increment, seconds.
export function timeControlTag(control) {
  if (control === null) return '-';
  if (control.kind === 'acf') return `1/${control.move / 1000}`;
  if (control.kind === 'fischer') return `${control.base / 1000}+${control.increment / 1000}`;
  return `${control.base / 1000}`;
}

// Whether the ACF's one-minute rule applies to the side to move of `game`:
// its only legal move is a capture ("only one jump is possible").
export function onlyOneJump(game) {
  const moves = game.legalMoves();
  return moves.length === 1 && moves[0].isCapture;
}

export class Clock {
  // left[color]: milliseconds left (for the ACF: for the current move),
  // charged up to `since` while `running` is that color.
  constructor(control, timers, left = null) {
    this.control = control;
    this.timers = timers;
    const full = control.kind === 'acf' ? control.move : control.base;
    this.left = left ?? { black: full, white: full };
    this.running = null;
    this.since = 0;
  }

  // Starts `color`'s time for a move in `game`'s position.
  start(color, game) {
    if (this.control.kind === 'acf') {
      this.left[color] = onlyOneJump(game) ? this.control.jump : this.control.move;
    }
    this.running = color;
    this.since = this.timers.now();
  }

  // Stops the running time: the move was made (true) or the game ended.
  stop(moved) {
    const color = this.running;
    if (color === null) return;
    this.left[color] = this.remaining(color);
    if (moved && this.control.kind === 'acf') this.left[color] = this.control.move;
    else if (moved) this.left[color] += this.control.increment;
    this.running = null;
  }

  remaining(color) {
    const elapsed = this.running === color ? this.timers.now() - this.since : 0;
    return this.left[color] - elapsed;
  }

  // The color whose time has run out, or null.
  flagged() {
    return this.running !== null && this.remaining(this.running) <= 0 ? this.running : null;
  }

  // What every update carries: milliseconds left for each side (for the
  // ACF, the limit of the move in hand), and whose time is running.
  state() {
    return {
      control: this.control.text,
      black: Math.max(0, this.remaining('black')),
      white: Math.max(0, this.remaining('white')),
      running: this.running,
    };
  }
}
