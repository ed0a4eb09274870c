#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A small command-line client over the package, matching the C `checkers`
// program where they overlap (same standard output, same exit statuses:
// 0 fine, 1 a failure, 2 bad arguments, an unknown variant or a bad FEN).
// The commands are USAGE's.

import { Game, variants } from './src/index.js';

const USAGE = `Usage: node cli.js COMMAND [OPTIONS]
  moves [--variant V] [--notation N] [--fen FEN]   the legal moves, one per line, full routes
  moves [--variant V] [--notation N] --batch       one FEN per line on stdin, one line of moves out
  perft [--variant V] [--fen FEN] DEPTH            perft(DEPTH) = N
`;
const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

class UsageError extends Error {}

function parseArguments(argv) {
  const options = { command: null, args: [], batch: false, variant: undefined, fen: undefined, notation: undefined };
  const valued = ['--variant', '--fen', '--notation'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-') || arg === '-') {
      if (options.command === null) options.command = arg;
      else options.args.push(arg);
    } else if (arg === '--batch') {
      options.batch = true;
    } else if (arg === '--help' || arg === '-h') {
      options.command = 'help';
    } else {
      const name = valued.find((v) => arg === v || arg.startsWith(`${v}=`));
      if (name === undefined) throw new UsageError(`unknown option '${arg}'`);
      const value = arg.length > name.length ? arg.slice(name.length + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`option ${name} needs a value`);
      options[name.slice(2)] = value;
    }
  }
  return options;
}

function checkVariant(name) {
  if (name !== undefined && !variants.some((v) => v.name === name)) {
    throw new UsageError(`unknown variant '${name}' (known: ${variants.map((v) => v.name).join(', ')})`);
  }
}

// A game of the options' variant from `fen` (or the start), in their notation.
// Bad FENs and notations are usage errors, as in the C client.
function openGame(options, fen, where = '') {
  let game;
  try {
    game = new Game(options.variant ?? 'english', fen);
  } catch (error) {
    throw new UsageError(`${where}${error.message}`);
  }
  if (options.notation !== undefined) {
    try {
      game.notation = options.notation;
    } catch (error) {
      game.free();
      throw new UsageError(error.message);
    }
  }
  return game;
}

// One output line per input line, as the C client: a blank or '#' line and
// a bad FEN get an empty line; a bad FEN is also reported on stderr, and the
// batch goes on to end with exit status 2.
async function movesBatch(options) {
  let pending = '';
  let line = 0;
  let status = 0;
  const answer = (raw) => {
    line++;
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const nul = text.indexOf('\0');
    if (nul >= 0) text = text.slice(0, nul);
    const start = text.replace(/^[ \t]+/, '');
    if (start === '' || start.startsWith('#')) return '\n';
    let game;
    try {
      game = openGame(options, text, `line ${line}: `);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`checkers: ${error.message}\n`);
      status = EXIT_USAGE;
      return '\n';
    }
    try {
      return game.legalMoveTexts({ fullRoute: true }).join(' ') + '\n';
    } finally {
      game.free();
    }
  };
  // Answers are written per chunk read, so a failure still leaves the
  // answers to the lines before it on stdout, as the C client does.
  const emit = (out) => out.length > 0 && process.stdout.write(out.join(''));
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    pending += chunk;
    const out = [];
    let start = 0;
    try {
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
        out.push(answer(pending.slice(start, end)));
        start = end + 1;
      }
    } finally {
      emit(out);
    }
    pending = pending.slice(start);
  }
  if (pending.length > 0) emit([answer(pending)]);
  return status;
}

function moves(options) {
  const game = openGame(options, options.fen);
  const texts = game.legalMoveTexts({ fullRoute: true });
  game.free();
  process.stdout.write(texts.map((t) => `${t}\n`).join(''));
}

function perft(options) {
  const depth = Number(options.args[0]);
  if (options.args.length !== 1 || !Number.isInteger(depth) || depth < 0 || depth > 64) {
    throw new UsageError('perft needs a depth from 0 to 64');
  }
  const game = openGame(options, options.fen);
  const leaves = game.perft(depth);
  game.free();
  process.stdout.write(`perft(${depth}) = ${leaves}\n`);
}

async function main(argv) {
  const options = parseArguments(argv);
  if (options.command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  checkVariant(options.variant);
  if (options.command === 'moves') {
    if (options.batch && options.fen !== undefined) throw new UsageError('--fen cannot be used with --batch');
    if (options.args.length > 0) throw new UsageError('moves takes no arguments');
    if (options.batch) return movesBatch(options);
    moves(options);
  } else if (options.command === 'perft') {
    if (options.batch) throw new UsageError('perft does not take --batch');
    perft(options);
  } else {
    throw new UsageError(options.command === null ? 'no command' : `unknown command '${options.command}'`);
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`checkers: ${error.message}\n${error.message === 'no command' ? USAGE : ''}`);
    process.exitCode = EXIT_USAGE;
  } else {
    process.stderr.write(`checkers: ${error.message}\n`);
    process.exitCode = EXIT_FAILURE;
  }
}
