#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A terminal client for the referee server: two people can play a timed
// English match through it, or any variant; spectators watch. Commands are
// read one a line (also from a pipe): `node client.js --help` lists them.
// On a terminal, the last line is a status line: the clocks, the side to
// move's counting down each second, and the prompt.

import { createInterface } from 'node:readline';
import { commandLine } from './src/locate.js';

const COMMANDS = `  create [VARIANT] [--clock C] [--draws D] [--match N] [--seed S] [--color C] [--event TEXT]
         [--engine NAME]
                      a new game (VARIANT: english, or one of "variants"), --clock acf,
                      fischer:300+5 (seconds), fixed:600 or none; --draws default, online,
                      wcdf, bga or none; --match N: an English match of N ballots drawn by
                      lot (2N games, --seed S draws the same again); --color: yours (black);
                      --engine NAME: play the server's engine NAME ("list" shows them)
  list                the games waiting for an opponent, and the engines offered
  join GAME           take the free seat of a game
  watch GAME          watch a game
  resume GAME TOKEN   come back to your game (after a dropped connection; a finished
                      game tells its result)
  11-15, 15x24, c3-d4 play a move: squares joined by - or x (also "move 11-15")
  draw                offer a draw (or accept the one offered)
  accept, decline     answer a draw offer
  claim               claim a draw the rules allow (repetition, move limit...)
  resign              resign the game
  board               the position again, with the square numbers
  moves               your legal moves
  history             the moves so far
  variants            the variants
  help                this list
  quit                leave (your game goes on: resume it within the grace period)`;

const USAGE = `usage: node client.js [URL] [--name NAME]
A terminal client for the checkers referee server (see docs/server.md).

  URL          the server (ws://127.0.0.1:8080)
  --name NAME  your name in the games (default: $USER)
  --help       this text

Once connected, type a command a line (also from a pipe):
${COMMANDS}`;

const NAMES = ['create', 'list', 'join', 'watch', 'resume', 'a move (11-15, 15x24, c3-d4)', 'draw', 'accept',
  'decline', 'claim', 'resign', 'board', 'moves', 'history', 'variants', 'help', 'quit'];

// ------------------------------------------------------------ arguments

const { args, usageError, requireDependencies } = commandLine({ program: 'client', file: 'client.js', usage: USAGE, helpFor: 'the usage' });
let name = process.env.USER || 'player';
let url = null;
for (let i = 0; i < args.length; i++) {
  const [key, inline] = args[i].split(/=(.*)/s, 2);
  if (key === '--name') {
    name = inline ?? args[++i];
    if (!name) usageError('--name needs a name');
  } else if (args[i].startsWith('-')) {
    usageError(`unknown option ${args[i]}`);
  } else if (url !== null) {
    usageError(`one server address only, not ${url} and ${args[i]}`);
  } else {
    url = args[i].includes('://') ? args[i] : `ws://${args[i]}`;
  }
}
url ??= 'ws://127.0.0.1:8080';
try {
  if (!['ws:', 'wss:'].includes(new URL(url).protocol)) throw new Error();
} catch {
  usageError(`${url} is not a server address (ws://HOST:PORT)`);
}
requireDependencies();

const { checkers, ws } = await import('./src/deps.js');
const view = await import('./src/terminal.js');
const { COLOR } = view;
const OTHER = { black: 'white', white: 'black' };

// ------------------------------------------------------------------ state

let game = null; // the table played or watched
let role = null; // 'player' or 'spectator' there
let color = null; // the colour played, in the current game
let last = null; // its last state or update
let receivedAt = 0; // when `last` came (the clocks run from there)
let history = []; // its moves
// A copy of the game, replayed from the server's moves: an update leaves
// out the position's FEN, which the board is drawn from.
let position = null;
let fen = null; // the position of `last`
let offset = 0; // see view.numberingOffset
let closing = false;

// ----------------------------------------------------------------- output

const tty = Boolean(process.stdout.isTTY);
let input = null; // the commands, read once connected

function statusText() {
  if (last === null || last.result !== '*') return '> ';
  const clocks = last.clock ? `${view.clocksText(last.clock, Date.now() - receivedAt)}  ` : '';
  const turn = role === 'player' && last.turn === color ? 'your move' : `${COLOR[last.turn]} to move`;
  return `${clocks}${turn}> `;
}

// The status line, redrawn below the output (a terminal only), with what
// the user was typing.
function drawStatus() {
  if (!tty || closing || input === null) return;
  if (input.terminal) {
    input.setPrompt(statusText());
    input.prompt(true);
  } else {
    process.stdout.write(`\r\x1b[K${statusText()}`);
  }
}

function print(text) {
  if (tty) process.stdout.write('\r\x1b[K');
  process.stdout.write(`${text}\n`);
  drawStatus();
}

// A running clock is redrawn just after the second it shows changes. A
// fixed one-second interval drifts against those changes, and a tick that
// comes a little late then skips a second (5:00, 5:00, 4:58).
function untilNextSecond() {
  const clock = last?.clock;
  if (!clock?.running || last.result !== '*') return 1000;
  const left = clock[clock.running] - (Date.now() - receivedAt);
  if (left <= 0) return 1000;
  return (left % 1000 || 1000) + 5;
}

let ticker = null;
function armTicker() {
  if (!tty) return;
  clearTimeout(ticker);
  ticker = setTimeout(() => {
    if (last?.clock?.running && last.result === '*') drawStatus();
    armTicker();
  }, untilNextSecond()).unref();
}
armTicker();

// ------------------------------------------------------------- connection

const socket = new ws.WebSocket(url);
socket.on('error', (error) => {
  closing = true;
  print(`connection to ${url}: ${error.message}`);
  process.exit(1);
});
socket.on('close', (code, reason) => {
  closing = true;
  print(`disconnected (${code}${reason.length ? ` ${reason}` : ''})`);
  process.exit(0);
});
socket.on('message', (data) => show(JSON.parse(String(data))));
socket.on('open', () => {
  input = createInterface({ input: process.stdin, output: tty ? process.stdout : undefined, terminal: tty && Boolean(process.stdin.isTTY) });
  print(`connected to ${url} as ${name}; type "help" for the commands`);
  input.on('line', (line) => {
    command(line.trim());
    drawStatus();
  });
  input.on('close', () => setTimeout(() => socket.close(), 300));
  // The server closes silent connections: a ping now and then.
  setInterval(() => send({ type: 'ping' }), 30_000).unref();
});

function send(message) {
  socket.send(JSON.stringify(message));
}

// ---------------------------------------------------------------- commands

// "--clock acf --match 2" -> {clock: "acf", match: "2"}, and the rest.
function options(words) {
  const named = {};
  const rest = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i].startsWith('--') && i + 1 < words.length) named[words[i].slice(2)] = words[++i];
    else rest.push(words[i]);
  }
  return { named, rest };
}

const ACTIONS = { draw: 'offer-draw', accept: 'accept-draw', decline: 'decline-draw', claim: 'claim-draw', resign: 'resign' };

function command(line) {
  if (line === '') return;
  const [typed, ...words] = line.split(/\s+/);
  const word = typed.toLowerCase();
  if (word === 'help' || word === '?') print(COMMANDS);
  else if (word === 'quit' || word === 'exit') socket.close();
  else if (word === 'list') send({ type: 'list' });
  else if (word === 'variants') print(checkers.variants.map((v) => v.name).join(' '));
  else if (word === 'create') {
    const { named, rest } = options(words);
    const message = { type: 'create', name, variant: rest[0] ?? 'english' };
    for (const key of ['clock', 'draws', 'color', 'event', 'engine']) if (named[key]) message[key] = named[key];
    if (named.match) message.match = { ballots: Number(named.match), ...(named.seed ? { seed: Number(named.seed) } : {}) };
    send(message);
  } else if (word === 'join' || word === 'watch') {
    if (!words[0]) return print(`${word} needs a game's name ("list" shows the games waiting)`);
    enter(words[0], word === 'watch' ? 'spectator' : null);
    send({ type: word, game, name });
  } else if (word === 'resume') {
    if (words.length < 2) return print('resume needs the game and your token: resume GAME TOKEN');
    enter(words[0], null);
    send({ type: 'resume', game, token: words[1] });
  } else if (word === 'board') {
    print(last ? view.boardText(last.variant, fen, side()) : 'no game yet');
  } else if (word === 'moves') {
    const moves = last === null ? [] : legalMoves(last);
    print(moves.length ? moves.join(' ') : 'no moves to play');
  } else if (word === 'history') {
    print(history.length ? view.numberedMoves(history, offset) : 'no moves yet');
  } else if (ACTIONS[word]) {
    if (playing()) send({ type: ACTIONS[word], game });
  } else if (word === 'move' || view.isMoveText(typed)) {
    const move = word === 'move' ? words[0] : typed;
    if (!move || !view.isMoveText(move)) return print('a move is squares joined by - or x: move 11-15, 15x24, c3-d4');
    if (playing()) send({ type: 'move', game, move });
  } else {
    print(`unknown command "${typed}"; the commands: ${NAMES.join(', ')} ("help" says more)`);
  }
  return undefined;
}

// A new table to play or watch.
function enter(id, newRole) {
  game = id;
  role = newRole;
  color = null;
  last = null;
  history = [];
}

// Whether a player's action can be sent (else says why not).
function playing() {
  if (game === null) print('no game: "create", "join" or "resume" one first');
  else if (role === 'spectator') print(`you are watching game ${game}, not playing it`);
  else return true;
  return false;
}

// The side seen at the bottom of the board: your own (White's for a spectator).
function side() {
  return role === 'player' && color ? color : 'white';
}

// ----------------------------------------------------------------- messages

function show(msg) {
  switch (msg.type) {
    case 'created':
      enter(msg.game, 'player');
      color = msg.color;
      print(`game ${msg.game} created; you play ${msg.color}${msg.match ? ` (match of ${msg.match.games} games, seed ${msg.match.seed})` : ''}${msg.engine ? ` against the engine ${msg.engine}` : '; waiting for an opponent'}`);
      print(`to come back after a dropped connection: resume ${msg.game} ${msg.token}`);
      break;
    case 'joined':
      role = 'player';
      color = msg.color;
      print(`joined game ${msg.game}; you play ${msg.color}\nto come back after a dropped connection: resume ${msg.game} ${msg.token}`);
      break;
    case 'resumed':
      role = 'player';
      color = msg.color;
      print(msg.finished ? `game ${msg.game} is over; you played ${msg.color}` : `resumed game ${msg.game}; you play ${msg.color}`);
      break;
    case 'state':
    case 'update':
      if (msg.game === game) showPosition(msg);
      break;
    case 'refused':
      print(`refused: ${msg.message} [${msg.codeName}]`);
      break;
    case 'error':
      print(`error: ${msg.message} [${msg.error}]`);
      break;
    case 'games':
      print(msg.games.length === 0 ? 'no game is waiting for an opponent' : msg.games.map((g) =>
        `${g.game}  ${g.variant}  clock ${g.clock}${g.match ? `  match of ${g.match} games` : ''}  by ${g.player} (you would play ${g.color})`).join('\n'));
      for (const engine of msg.engines ?? []) print(`engine ${engine.name}${engine.id ? ` (${engine.id})` : ''}: ${engine.variants.join(' ')}  (create VARIANT --engine ${engine.name})`);
      break;
    case 'waiting':
      if (msg.game === game) print(`game ${msg.game}: waiting for an opponent`);
      break;
    default:
      break;
  }
}

function showPosition(msg) {
  const previous = last;
  const fresh = msg.type === 'state' || previous === null || msg.number !== previous.number;
  last = msg;
  receivedAt = Date.now();
  armTicker();
  if (role === 'player' && msg.players) {
    // In a match the colours change from game to game.
    const { black, white } = msg.players;
    if (black === name && white !== name) color = 'black';
    else if (white === name && black !== name) color = 'white';
  }
  if (fresh) {
    offset = view.numberingOffset(msg.variant, msg.ply, msg.turn);
    history = [...(msg.history ?? [])];
    const match = msg.match ? `, game ${msg.number} of ${msg.match.games}${msg.match.ballot ? `, ballot ${msg.match.ballot}` : ''}` : '';
    print(`-- ${msg.variant}: ${msg.players.black} (black) - ${msg.players.white} (white)${match}`);
    if (history.length) print(`moves so far: ${view.numberedMoves(history, offset)}`);
  } else if (msg.last && msg.ply !== previous.ply) {
    history.length = msg.ply - 1;
    history.push(msg.last);
    print(view.numberedMoves(history, offset, msg.ply - 1));
  }
  const followed = follow(msg, fresh);
  fen = msg.fen ?? followed;
  showDrawOffer(msg, fresh ? null : previous);
  // A draw offer, a declined one or a result off the board leave the position as it was.
  const moved = fresh || msg.ply !== previous.ply;
  if (msg.result !== '*') {
    if (fresh) print(view.boardText(msg.variant, fen, side()));
    print(`${view.resultText(msg)} (${msg.result})`);
    if (msg.note) print(msg.note);
    if (msg.match) print(`score: ${msg.match.score.map((s) => `${s.name} ${s.points}`).join(', ')}`);
    return;
  }
  if (!moved) return;
  print(view.boardText(msg.variant, fen, side()));
  // On a terminal the status line shows the clocks running.
  if (msg.clock && !tty) print(`clock: ${view.clocksText(msg.clock)}`);
  if (msg.claimable) print(`a draw may be claimed (${msg.claimable}): "claim"`);
  if (role === 'player' && msg.turn === color) print(`your move (${color}): ${legalMoves(msg).join(' ')}`);
  else print(`${COLOR[msg.turn]} to move`);
}

// The FEN after `msg`'s moves: the copy of the game built again from a
// state's history (`fresh`), or taken to the update's ply (its last move
// played, or moves taken back).
function follow(msg, fresh) {
  if (fresh || position === null) {
    position?.free();
    position = new checkers.Game(msg.variant, msg.start ?? undefined);
    for (const text of history) position.push(text);
  }
  while (position.plyCount > msg.ply) position.pop();
  if (position.plyCount + 1 === msg.ply && msg.last) position.push(msg.last);
  return position.fen;
}

// The legal moves at `msg`: sent to the player to move, else from the copy.
function legalMoves(msg) {
  if (msg.moves) return msg.moves;
  return msg.result === '*' && position !== null ? position.legalMoveTexts() : [];
}

function showDrawOffer(msg, previous) {
  const offer = msg.drawOffer;
  if (offer && offer !== previous?.drawOffer) {
    if (role !== 'player') print(`${COLOR[offer]} offers a draw`);
    else if (offer === color) print(`you offer a draw; ${COLOR[OTHER[offer]]} may accept or decline`);
    else print(`${COLOR[offer]} offers a draw: "accept" or "decline"`);
  } else if (!offer && previous?.drawOffer && msg.result === '*' && msg.ply === previous.ply) {
    print(`${COLOR[OTHER[previous.drawOffer]]} declines the draw`);
  }
}
