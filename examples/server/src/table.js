// SPDX-License-Identifier: MIT
// A table: two seats, spectators, and the game being played there (or the
// games of a match, one after the other). The library referees every move;
// the table keeps the clock, draw offers and the reconnection grace, and
// journals each change before anyone hears of it. Its actions run one at a
// time (a queue), so a change is on the disk before the next is considered.

import { checkers } from './deps.js';
import { Clock, parseControl, timeControlTag } from './clock.js';
import { Match } from './match.js';

const { Game, IllegalMoveError, CheckersError, ballot } = checkers;
const OTHER = { black: 'white', white: 'black' };
const LOSS = { black: '1-0', white: '0-1' }; // the result when `color` loses

// How a finished game's Termination tag names its reason.
const TERMINATION = { time: 'time forfeit' };
// A result a timer found (a grace period over, a flag fallen) that the
// journal refused (a full disk, the database away) is tried again this soon.
const RETRY_MS = 1000;

export class Table {
  // spec (as journaled): {id, variant, draws, clock, fen, first, event,
  // created, match: {ballots, seed} | null}. hub: the server's services:
  // timers, graceMs, journal(record) -> Promise, broadcast(table, message,
  // moves: added for the player to move),
  // send(conn, message), saveGame(table, name, pdn), closed(table), log.
  constructor(spec, hub) {
    this.id = spec.id;
    this.spec = spec;
    this.hub = hub;
    this.control = parseControl(spec.clock);
    this.match = spec.match ? new Match(spec.match.ballots, spec.first) : null;
    this.seats = [null, null]; // {name, token, conns: Set, grace}
    this.watchers = new Set();
    this.game = null;
    this.clock = null;
    this.history = []; // move texts as played
    this.drawOffer = null; // the color offering a draw
    this.takebackOffer = null; // the color asking to take a move back
    this.flagTimer = null;
    this.forfeitTimer = null; // an engine's forfeit tried again (see forfeit)
    this.started = false;
    this.closed = false;
    this.unstored = new Map(); // name -> PDN text, until the store has it
    this.final = null; // once the last game is over: see #keepFinal
    this.queue = Promise.resolve();
    this.#newGame();
  }

  get number() {
    return this.match ? this.match.number : 0;
  }

  blackSeat() {
    return this.match ? this.match.blackSeat() : this.spec.first;
  }

  colorOf(seat) {
    return seat === this.blackSeat() ? 'black' : 'white';
  }

  seatOf(color) {
    return color === 'black' ? this.blackSeat() : this.blackSeat() ^ 1;
  }

  // Runs `action` after the table's earlier actions have finished.
  enqueue(action) {
    this.queue = this.queue.then(action).catch((error) => this.hub.log(`table ${this.id}: ${error.stack}`));
    return this.queue;
  }

  #newGame() {
    this.game?.free();
    const game = this.match
      ? Game.fromBallot(this.match.ballot(), 3)
      : new Game(this.spec.variant, this.spec.fen ?? undefined);
    if (this.spec.draws) game.drawRules = this.spec.draws;
    this.game = game;
    this.history = game.history().map((m) => m.text);
    this.firstPly = this.history.length; // a ballot's moves are not taken back
    this.drawOffer = null;
    this.takebackOffer = null;
    this.note = null; // why a player forfeited (see forfeit)
    this.clock = this.control ? new Clock(this.control, this.hub.timers) : null;
  }

  // ------------------------------------------------------------- seats

  sit(seat, name, token, conn) {
    this.seats[seat] = { name, token, conns: new Set(conn ? [conn] : []), grace: null };
  }

  // Starts the game (both seats taken): the clock of the side to move runs.
  begin() {
    this.started = true;
    this.startedAt = this.startedAt ?? Date.now();
    if (this.clock) {
      this.clock.start(this.game.turn, this.game);
      this.#armFlag();
    }
    for (let s = 0; s < 2; s++) if (this.seats[s].conns.size === 0) this.#armGrace(s);
  }

  // `conn` sits at `seat` again (a reconnection).
  attach(seat, conn) {
    const s = this.seats[seat];
    s.conns.add(conn);
    if (s.grace !== null) this.hub.timers.clear(s.grace);
    s.grace = null;
  }

  // `conn` is gone; a seat left empty has the grace period to come back.
  detach(conn) {
    this.watchers.delete(conn);
    for (let s = 0; s < 2; s++) {
      const seat = this.seats[s];
      if (seat && seat.conns.delete(conn) && seat.conns.size === 0 && !this.closed) this.#armGrace(s);
    }
  }

  #armGrace(s, ms = this.hub.graceMs) {
    const seat = this.seats[s];
    if (seat.grace !== null || this.hub.stopped) return;
    seat.grace = this.hub.timers.set(() => {
      seat.grace = null;
      this.enqueue(() => this.#graceOver(s));
    }, ms);
  }

  // The grace period passed without the player: the game is lost on time
  // (or, not yet begun, the table is given up); tried again if the journal
  // refused it.
  async #graceOver(s) {
    if (this.closed || this.seats[s].conns.size > 0) return;
    if (!this.started) {
      try {
        await this.hub.journal({ t: 'abandon', id: this.id });
      } catch (error) {
        this.hub.log(`table ${this.id}: not given up, tried again: ${error.message}`);
        this.#armGrace(s, RETRY_MS);
        return;
      }
      this.#close();
      return;
    }
    if (!this.game.isOver && !(await this.#declare(LOSS[this.colorOf(s)], 'time'))) this.#armGrace(s, RETRY_MS);
  }

  // The creator gives up a table nobody has joined (journaled first).
  async leave(conn, id) {
    if (this.started || this.closed) {
      this.hub.send(conn, errorMessage(id, 'not-waiting', 'the game has begun: resign it instead'));
      return;
    }
    try {
      await this.hub.journal({ t: 'abandon', id: this.id });
    } catch (error) {
      this.hub.send(conn, errorMessage(id, 'journal', `not recorded: ${error.message}`));
      return;
    }
    this.#ok(conn, id);
    this.#close();
  }

  playerColor(conn) {
    for (let s = 0; s < 2; s++) if (this.seats[s]?.conns.has(conn)) return this.colorOf(s);
    return null;
  }

  // After a restart: the clock of the side to move runs again (the time the
  // server was down is not charged; an ACF move starts afresh) and every
  // player has the grace period to reconnect.
  restart() {
    if (this.started) this.begin();
    else this.#armGrace(0);
  }

  // Stops the table's timers (the server is closing).
  dispose() {
    if (this.flagTimer !== null) this.hub.timers.clear(this.flagTimer);
    if (this.forfeitTimer !== null) this.hub.timers.clear(this.forfeitTimer);
    this.forfeitTimer = null;
    for (const seat of this.seats) {
      if (seat?.grace != null) this.hub.timers.clear(seat.grace);
      if (seat) seat.grace = null;
    }
  }

  // Closed with nothing recorded here (another node holds the game now, or
  // the journal refused its creation): steps still queued find it closed.
  drop() {
    this.closed = true;
    this.dispose();
  }

  // ------------------------------------------------------------- moves

  // The player `color` proposes `text`; the caller checked it is theirs.
  async move(conn, color, id, text) {
    const refuse = this.#refusal(conn, color, id);
    if (refuse) return;
    let played;
    // A refusal is an answer, not a fault: its error needs no stack (whose
    // capture was a third of a refusal's cost).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      played = this.game.push(text);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.hub.send(conn, {
        type: 'refused', id, game: this.id, move: text, code: error.code, codeName: error.codeName,
        square: error.square, message: error.message,
      });
      return;
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    const saved = this.#saveState();
    this.history.push(played.text);
    if (this.drawOffer === OTHER[color]) this.drawOffer = null; // declined by playing on
    this.takebackOffer = null; // a move made: the request is moot
    this.clock?.stop(true);
    const over = this.game.isOver;
    if (this.clock && !over) this.clock.start(this.game.turn, this.game);
    const record = { t: 'move', id: this.id, n: this.number, move: played.text, ply: this.game.plyCount, left: this.clock?.left };
    try {
      await this.hub.journal(record);
    } catch (error) {
      this.game.pop();
      this.#restoreState(saved);
      this.hub.send(conn, errorMessage(id, 'journal', `the move could not be journaled, so it is not played: ${error.message}`));
      return;
    }
    this.hub.send(conn, { type: 'ack', id, game: this.id, ply: this.game.plyCount, move: played.text });
    if (over) {
      this.#finish();
    } else {
      this.#armFlag();
      this.broadcast();
    }
  }

  // Sends the error that stops `color` moving now, if any.
  #refusal(conn, color, id) {
    let error = null;
    if (!this.started) error = ['not-started', 'the game has not begun: no opponent yet'];
    else if (this.game.isOver) error = ['game-over', `the game is over: ${this.game.result}`];
    else if (this.#flagFell()) error = ['time', 'your time ran out'];
    else if (color !== this.game.turn) error = ['not-your-turn', `${this.game.turn} is to move`];
    if (error) this.hub.send(conn, errorMessage(id, ...error));
    return error !== null;
  }

  #saveState() {
    const clock = this.clock && { left: { ...this.clock.left }, running: this.clock.running, since: this.clock.since };
    return { clock, drawOffer: this.drawOffer, takebackOffer: this.takebackOffer, history: this.history.length };
  }

  #restoreState(saved) {
    if (saved.clock) Object.assign(this.clock, { ...saved.clock, left: { ...saved.clock.left } });
    this.drawOffer = saved.drawOffer;
    this.takebackOffer = saved.takebackOffer;
    this.history.length = saved.history;
  }

  // Whether the running side's time is up: then the game is lost on time
  // (its end is journaled and announced in the background).
  #flagFell() {
    const color = this.clock?.flagged();
    if (!color) return false;
    // Only in this game: several requests may queue this before the first
    // ends it, and a match may have gone on to its next game by their turn.
    const number = this.number;
    this.enqueue(async () => {
      if (this.game.isOver || this.number !== number) return;
      if (!(await this.#declare(LOSS[color], 'time'))) this.#armFlag(RETRY_MS);
    });
    return true;
  }

  // The flag's timer, at the running side's time left (or, after the
  // journal refused the loss, at least `atLeast` ms).
  #armFlag(atLeast = 0) {
    const timers = this.hub.timers;
    if (this.flagTimer !== null) timers.clear(this.flagTimer);
    this.flagTimer = null;
    const color = this.clock?.running;
    if (!color || this.game.isOver || this.hub.stopped) return;
    this.flagTimer = timers.set(() => {
      this.flagTimer = null;
      this.enqueue(async () => {
        if (this.game.isOver) return;
        if (!this.clock.flagged()) this.#armFlag();
        else if (!(await this.#declare(LOSS[this.clock.running], 'time'))) this.#armFlag(RETRY_MS);
      });
    }, Math.max(atLeast, this.clock.remaining(color)));
  }

  // ------------------------------------------- results off the board

  // Ends the game with a declared result, journaled first; `conn` (when a
  // player asked) hears "ok" or the error. Whether the journal took it.
  async #declare(result, reason, conn = null, id = undefined, note = null) {
    const saved = this.#saveState();
    this.game.declare(result, reason);
    this.clock?.stop(false);
    this.note = note;
    const record = { t: 'declare', id: this.id, n: this.number, result, reason, left: this.clock?.left };
    if (note !== null) record.note = note;
    return this.#ended(record, conn, id, () => {
      this.game.pop();
      this.note = null;
      this.#restoreState(saved);
    });
  }

  // The player `color` forfeits the game (an engine that crashed, cheated
  // or went silent): a loss by adjudication, `note` saying why in the
  // journal, the updates and the PDN's Termination.
  // Tried again a second later, in this game only, if the journal refused it
  // (the engine is gone: nothing else would end the game).
  async forfeit(color, note) {
    if (!this.started || this.closed || this.game.isOver) return;
    if (await this.#declare(LOSS[color], 'adjudication', null, undefined, String(note).replace(/["\\\u0000-\u001f]/g, "'"))) return;
    if (this.forfeitTimer !== null || this.hub.stopped) return;
    const number = this.number;
    this.forfeitTimer = this.hub.timers.set(() => {
      this.forfeitTimer = null;
      this.enqueue(() => (this.number === number ? this.forfeit(color, note) : undefined));
    }, RETRY_MS);
  }

  // The game has just ended in memory: journals `record`, then finishes it;
  // if the journal fails, `undo` puts the game back as it was. Whether the
  // journal took it.
  async #ended(record, conn, id, undo) {
    try {
      await this.hub.journal(record);
    } catch (error) {
      undo();
      if (conn) this.hub.send(conn, errorMessage(id, 'journal', `not recorded: ${error.message}`));
      else this.hub.log(`table ${this.id}: ${record.t} not recorded: ${error.message}`);
      return false;
    }
    if (conn) this.#ok(conn, id);
    this.#finish();
    return true;
  }

  #ok(conn, id) {
    this.hub.send(conn, { type: 'ok', id, game: this.id });
  }

  async resign(conn, color, id) {
    if (this.#ongoing(conn, id)) await this.#declare(LOSS[color], 'resignation', conn, id);
  }

  // A draw offer stands until the opponent accepts, declines or moves; an
  // offer made to a player who offered already is an acceptance.
  async offerDraw(conn, color, id) {
    if (!this.#ongoing(conn, id)) return;
    if (this.drawOffer === OTHER[color]) {
      await this.#declare('1/2-1/2', 'agreement', conn, id);
      return;
    }
    this.drawOffer = color;
    this.#ok(conn, id);
    this.broadcast();
  }

  async acceptDraw(conn, color, id) {
    if (this.#ongoing(conn, id) && this.#offered(conn, color, id)) {
      await this.#declare('1/2-1/2', 'agreement', conn, id);
    }
  }

  declineDraw(conn, color, id) {
    if (this.#ongoing(conn, id) && this.#offered(conn, color, id)) {
      this.drawOffer = null;
      this.#ok(conn, id);
      this.broadcast();
    }
  }

  #offered(conn, color, id) {
    if (this.drawOffer === OTHER[color]) return true;
    this.hub.send(conn, errorMessage(id, 'no-offer', 'your opponent has not offered a draw'));
    return false;
  }

  // ---------------------------------------------------------- takebacks

  // How many plies a takeback asked by `color` removes: its last move, and
  // the opponent's reply if one came since; 0 when it has none to take back.
  #takebackPlies(color) {
    const plies = this.game.turn === color ? 2 : 1;
    return this.history.length - plies >= this.firstPly ? plies : 0;
  }

  // A player asks to take back their last move; it stands until the
  // opponent grants or declines it, or a move is made.
  takeback(conn, color, id) {
    if (!this.#ongoing(conn, id)) return;
    if (this.#takebackPlies(color) === 0) {
      this.hub.send(conn, errorMessage(id, 'no-takeback', 'you have no move to take back'));
      return;
    }
    this.takebackOffer = color;
    this.#ok(conn, id);
    this.broadcast();
  }

  // The opponent grants it: the moves are taken back (journaled first),
  // the clock runs for the side to move again with the time it has left.
  async acceptTakeback(conn, color, id) {
    if (!this.#ongoing(conn, id)) return;
    const asker = this.takebackOffer;
    if (asker !== OTHER[color]) {
      this.hub.send(conn, errorMessage(id, 'no-takeback', 'your opponent has not asked to take back a move'));
      return;
    }
    const plies = this.#takebackPlies(asker);
    const saved = this.#saveState();
    const removed = [];
    for (let i = 0; i < plies; i++) {
      this.game.pop();
      removed.unshift(this.history.pop());
    }
    this.takebackOffer = null;
    this.drawOffer = null;
    this.clock?.stop(false);
    if (this.clock) this.clock.start(this.game.turn, this.game);
    try {
      await this.hub.journal({ t: 'takeback', id: this.id, n: this.number, plies, left: this.clock?.left });
    } catch (error) {
      for (const text of removed) this.game.push(text);
      this.#restoreState(saved);
      this.history.push(...removed);
      this.hub.send(conn, errorMessage(id, 'journal', `the takeback could not be journaled: ${error.message}`));
      return;
    }
    this.#ok(conn, id);
    this.#armFlag();
    this.broadcast();
  }

  declineTakeback(conn, color, id) {
    if (!this.#ongoing(conn, id)) return;
    if (this.takebackOffer !== OTHER[color]) {
      this.hub.send(conn, errorMessage(id, 'no-takeback', 'your opponent has not asked to take back a move'));
      return;
    }
    this.takebackOffer = null;
    this.#ok(conn, id);
    this.broadcast();
  }

  // A draw claim under the game's draw rules (repetition, move limit...),
  // open to either player; the library decides.
  async claimDraw(conn, color, id) {
    if (!this.#ongoing(conn, id)) return;
    const saved = this.#saveState();
    try {
      this.game.claimDraw();
    } catch (error) {
      if (!(error instanceof CheckersError)) throw error;
      this.hub.send(conn, { ...errorMessage(id, 'no-claim', error.message), code: error.code, codeName: error.codeName });
      return;
    }
    this.clock?.stop(false);
    await this.#ended({ t: 'claim', id: this.id, n: this.number, left: this.clock?.left }, conn, id, () => {
      // The library's undo takes back the claim with the move before it.
      this.game.pop();
      this.game.push(this.history.at(-1));
      this.#restoreState(saved);
    });
  }

  #ongoing(conn, id) {
    if (!this.started || this.game.isOver) {
      this.hub.send(conn, errorMessage(id, 'game-over', 'no game in progress at this table'));
      return false;
    }
    if (this.#flagFell()) {
      this.hub.send(conn, errorMessage(id, 'time', 'the time ran out'));
      return false;
    }
    return true;
  }

  // ----------------------------------------------------- end of a game

  // The game is over (and journaled): everyone sees the final position, its
  // PDN goes to the store, and a match goes on to its next game (sent as a
  // new "state").
  #finish() {
    if (this.flagTimer !== null) this.hub.timers.clear(this.flagTimer);
    this.flagTimer = null;
    this.clock?.stop(false);
    this.drawOffer = null;
    this.takebackOffer = null;
    const name = `${this.id}-${this.number + 1}`;
    const pdn = this.pdn();
    this.unstored.set(name, pdn);
    this.hub.saveGame(this, name, pdn);
    this.lastResult = { number: this.number + 1, result: this.game.result, reason: this.game.status.reason };
    // The final position, with the match score counting this game, and the
    // game as the store has it.
    const final = { ...this.view('update', true), pdn };
    const colors = [this.colorOf(0), this.colorOf(1)];
    const more = this.match ? this.match.record(this.game.result) : false;
    if (this.match) final.match = this.#matchView();
    this.hub.broadcast(this, final);
    if (more) {
      this.#newGame();
      this.begin();
      this.hub.broadcast(this, this.view('state'));
    } else {
      this.#keepFinal(final, colors);
      this.#close();
    }
  }

  // What a player resuming the table after its last game hears (the
  // acknowledgement of the move that ended it may have been lost): the final
  // state, kept by the server (and journaled on restart) for a while.
  #keepFinal(final, colors) {
    this.final = {
      id: this.id,
      at: Date.now(),
      tokens: this.seats.map((seat) => seat?.token ?? null),
      colors,
      // As sent: one string holds a long game in a few KB.
      text: JSON.stringify({ ...final, type: 'state', history: this.history }),
    };
  }

  #close() {
    this.drop();
    this.hub.closed(this);
  }

  // The game as PDN, with the tags of the issue: players, event, ballot,
  // clock, result (written by the library) and termination.
  pdn() {
    const status = this.game.status;
    const tags = [
      ['Event', this.spec.event ?? 'Referee server game'],
      ['Site', 'checkers referee server'],
      ['Date', pdnDate(this.startedAt ?? this.spec.created)],
      ['Round', this.match ? `${(this.number >> 1) + 1}.${(this.number & 1) + 1}` : '-'],
      ['Black', this.seats[this.seatOf('black')]?.name ?? '?'],
      ['White', this.seats[this.seatOf('white')]?.name ?? '?'],
    ];
    if (this.match) {
      const n = this.match.ballot();
      tags.push(['Ballot', `${n}: ${ballot(n, 3).moves}`]);
    }
    if (this.control) tags.push(['Clock', this.control.text], ['TimeControl', timeControlTag(this.control)]);
    if (this.spec.draws) tags.push(['DrawRules', this.spec.draws]);
    if (status.reason) tags.push(['Termination', `${TERMINATION[status.reason] ?? status.reason}${this.note ? `: ${this.note}` : ''}`]);
    return this.game.toPdn({ tags });
  }

  // ------------------------------------------------------------- views

  // What a state carries, the whole picture (`whole`: the position's FEN
  // and its legal moves, and for a state the history); an update after a
  // move leaves out what follows from the moves (the player to move has the
  // legal moves: see broadcast), and keeps every field the web page reads.
  view(type = 'update', whole = type === 'state') {
    const game = this.game;
    const status = game.status;
    const over = status.result !== '*';
    const message = {
      type,
      game: this.id,
      number: this.number + 1,
      variant: game.variant,
      start: this.match ? null : this.spec.fen ?? null,
      draws: this.spec.draws ?? null,
      ply: game.plyCount,
      last: this.history.at(-1) ?? null,
      turn: game.turn,
      clock: this.clock?.state() ?? null,
      result: status.result,
      reason: status.reason,
      winner: status.winner,
      drawOffer: this.drawOffer,
      takeback: this.takebackOffer,
      claimable: over ? null : game.claimable,
      players: {
        black: this.seats[this.seatOf('black')]?.name ?? null,
        white: this.seats[this.seatOf('white')]?.name ?? null,
      },
      match: null,
    };
    if (this.match) message.match = this.#matchView();
    if (this.lastResult) message.previous = { number: this.lastResult.number, result: this.lastResult.result, reason: this.lastResult.reason };
    if (this.note) message.note = this.note;
    if (whole) {
      message.fen = game.fen;
      message.moves = over ? [] : game.legalMoveTexts();
    }
    if (type === 'state') message.history = this.history;
    return message;
  }

  #matchView() {
    const { match } = this;
    return {
      games: match.games,
      ballot: match.over ? null : match.ballot(),
      score: this.seats.map((seat, s) => ({ name: seat?.name ?? null, points: match.points[s] / 2 })),
      results: [...match.results],
    };
  }

  broadcast() {
    const message = this.view();
    this.hub.broadcast(this, message, message.result === '*' ? this.game.legalMoveTexts() : null);
  }

  // ------------------------------------------------------------ replay

  // Applies a journaled record on a restart (no journaling, no messages).
  replay(record) {
    const { game } = this;
    switch (record.t) {
      case 'join':
        this.sit(1, record.name, record.token, null);
        this.started = true;
        this.startedAt = record.at;
        break;
      case 'move':
        this.history.push(game.push(record.move).text);
        break;
      case 'declare':
        game.declare(record.result, record.reason);
        this.note = record.note ?? null;
        break;
      case 'claim':
        game.claimDraw();
        break;
      case 'takeback':
        for (let i = 0; i < record.plies; i++) {
          game.pop();
          this.history.pop();
        }
        break;
      case 'abandon':
        this.closed = true;
        return;
      case 'stored':
        this.unstored.delete(record.name);
        return;
      default:
        return;
    }
    if (this.clock && record.left) this.clock.left = { ...record.left };
    if (game.isOver) this.#replayFinish();
  }

  #replayFinish() {
    const name = `${this.id}-${this.number + 1}`;
    this.unstored.set(name, this.pdn());
    this.lastResult = { number: this.number + 1, result: this.game.result, reason: this.game.status.reason };
    const final = { ...this.view('update', true), pdn: this.unstored.get(name) };
    const colors = [this.colorOf(0), this.colorOf(1)];
    if (this.match && this.match.record(this.game.result)) {
      this.#newGame();
      return;
    }
    if (this.match) final.match = this.#matchView();
    this.#keepFinal(final, colors);
    this.closed = true;
  }
}

export function errorMessage(id, error, message) {
  return { type: 'error', id, error, message };
}

function pdnDate(ms) {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${two(d.getUTCMonth() + 1)}.${two(d.getUTCDate())}`;
}
