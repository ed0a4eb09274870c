#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A terminal client for the referee server: two people can play a timed
// English match through it. Commands, one a line (also read from a pipe):
//   create [VARIANT] [--clock acf] [--draws wcdf] [--match N] [--seed S] [--color white] [--event TEXT]
//   list | join GAME | watch GAME | resume GAME TOKEN
//   11-15 (a move; or "move 11-15") | draw | accept | decline | claim | resign
//   board | moves | quit
// Usage: node client.js [ws://127.0.0.1:8080] [--name NAME]

import { createInterface } from 'node:readline';
import { checkers, ws } from './src/deps.js';

const { Game } = checkers;
const args = process.argv.slice(2);
const nameAt = args.indexOf('--name');
const name = nameAt >= 0 ? args.splice(nameAt, 2)[1] : process.env.USER ?? 'player';
const url = args[0] ?? 'ws://127.0.0.1:8080';

const socket = new ws.WebSocket(url);
let game = null; // the table played or watched
let last = null; // its last state or update
let color = null;
const print = (line) => process.stdout.write(`${line}\n`);

socket.on('error', (error) => {
  print(`connection: ${error.message}`);
  process.exit(1);
});
socket.on('close', (code, reason) => {
  print(`disconnected (${code}${reason.length ? ` ${reason}` : ''})`);
  process.exit(0);
});
socket.on('message', (data) => show(JSON.parse(String(data))));
socket.on('open', () => {
  print(`connected to ${url} as ${name}; type "help" for the commands`);
  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => command(line.trim()));
  input.on('close', () => setTimeout(() => socket.close(), 300));
  // The server closes silent connections: a ping now and then.
  setInterval(() => send({ type: 'ping' }), 30_000).unref();
});

function send(message) {
  socket.send(JSON.stringify(message));
}

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

const HELP = `create [VARIANT] [--clock acf|fischer:300+5|fixed:600] [--draws default|wcdf|bga|none]
       [--match BALLOTS] [--seed N] [--color black|white] [--event TEXT]
list | join GAME | watch GAME | resume GAME TOKEN
MOVE (11-15, 15x24) | draw (offer or accept) | accept | decline | claim | resign
board | moves | quit`;

function command(line) {
  if (line === '') return;
  const [word, ...words] = line.split(/\s+/);
  const simple = { draw: 'offer-draw', accept: 'accept-draw', decline: 'decline-draw', claim: 'claim-draw', resign: 'resign' };
  if (word === 'help') print(HELP);
  else if (word === 'quit') socket.close();
  else if (word === 'list') send({ type: 'list' });
  else if (word === 'create') {
    const { named, rest } = options(words);
    const message = { type: 'create', name, variant: rest[0] ?? 'english' };
    for (const key of ['clock', 'draws', 'color', 'event']) if (named[key]) message[key] = named[key];
    if (named.match) message.match = { ballots: Number(named.match), ...(named.seed ? { seed: Number(named.seed) } : {}) };
    send(message);
  } else if (word === 'join' || word === 'watch') {
    game = words[0];
    send({ type: word, game, name });
  } else if (word === 'resume') {
    game = words[0];
    send({ type: 'resume', game, token: words[1] });
  } else if (word === 'board') {
    if (last) print(board(last));
  } else if (word === 'moves') {
    if (last) print(last.moves.join(' '));
  } else if (simple[word]) {
    send({ type: simple[word], game });
  } else {
    send({ type: 'move', game, move: word === 'move' ? words[0] : word });
  }
}

function show(msg) {
  switch (msg.type) {
    case 'created':
      game = msg.game;
      color = msg.color;
      print(`game ${msg.game} created; you play ${msg.color}${msg.match ? ` (match of ${msg.match.games} games, seed ${msg.match.seed})` : ''}; waiting for an opponent`);
      print(`to come back after a dropped connection: resume ${msg.game} ${msg.token}`);
      break;
    case 'joined':
    case 'resumed':
      color = msg.color;
      print(`${msg.type} game ${msg.game}; you play ${msg.color}${msg.token ? `\nto come back after a dropped connection: resume ${msg.game} ${msg.token}` : ''}`);
      break;
    case 'state':
    case 'update':
      showPosition(msg);
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
      break;
    case 'waiting':
      print(`game ${msg.game}: waiting for an opponent`);
      break;
    default:
      break;
  }
}

function showPosition(msg) {
  const fresh = msg.type === 'state' || last === null || msg.number !== last.number;
  const previous = last ?? {};
  last = msg;
  if (msg.players) {
    // In a match the colours change from game to game.
    color = msg.players.black === name && msg.players.white !== name ? 'black' : msg.players.white === name && msg.players.black !== name ? 'white' : color;
  }
  if (fresh) {
    const match = msg.match ? `, game ${msg.number} of ${msg.match.games}${msg.match.ballot ? `, ballot ${msg.match.ballot}` : ''}` : '';
    print(`-- ${msg.variant}: ${msg.players.black} (black) - ${msg.players.white} (white)${match}`);
    if (msg.history?.length) print(`moves so far: ${msg.history.join(' ')}`);
  } else if (msg.last && msg.ply !== previous.ply) {
    print(`${msg.ply}. ${msg.last}`);
  }
  if (msg.drawOffer) print(`${msg.drawOffer} offers a draw${msg.drawOffer !== color ? ': "accept" or "decline"' : ''}`);
  if (msg.result !== '*') {
    print(`result ${msg.result} (${msg.reason})`);
    if (msg.match) print(`score: ${msg.match.score.map((s) => `${s.name} ${s.points}`).join(', ')}`);
    return;
  }
  print(board(msg));
  if (msg.clock) print(`clock: black ${clockText(msg.clock.black)}, white ${clockText(msg.clock.white)}`);
  if (msg.claimable) print(`a draw may be claimed (${msg.claimable}): "claim"`);
  print(msg.turn === color ? `your move (${color}): ${msg.moves.join(' ')}` : `${msg.turn} to move`);
}

function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// The board seen from the player's side: b/w men, B/W kings, . dark squares.
function board(msg) {
  const position = new Game(msg.variant, msg.fen);
  try {
    const { rows, columns } = position.squarePosition(1);
    const grid = Array.from({ length: rows }, () => Array(columns).fill(' '));
    for (let sq = 1; sq <= position.squareCount; sq++) {
      const { row, column } = position.squarePosition(sq);
      const piece = position.piece(sq);
      grid[row][column] = piece === null ? '.' : piece.color === 'black' ? (piece.king ? 'B' : 'b') : piece.king ? 'W' : 'w';
    }
    if (color === 'black') grid.reverse().forEach((r) => r.reverse());
    return grid.map((r) => `  ${r.join(' ')}`).join('\n');
  } finally {
    position.free();
  }
}
