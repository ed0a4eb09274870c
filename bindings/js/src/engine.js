// SPDX-License-Identifier: MIT
// HubEngine: an engine process spoken to in the Hub protocol (version 2, as
// Scan speaks it), for Node only (the browser build leaves this file out:
// see build.mjs). The texts are the library's (hub.js): the `pos` line with
// the game's `moves=` history, and the engine's answer resolved to a legal
// move, so that an illegal answer is refused with the library's reason.
// Every wait is bounded: a start, a search or a quit that takes too long
// kills the process, and a crash, a silence or a garbled answer rejects with
// EngineError, never hangs.

import { spawn } from 'node:child_process';
import { IllegalMoveError, writtenText } from './errors.js';
import { constants } from './constants.js';
import { hubPos, parseHubMove } from './hub.js';
import { wasm, outPtr, inputText, mallocBytes, readText, textAt, uint64At, layoutTable } from './runtime.js';

// Seconds: a start (hub ... wait, init ... ready), the search's time beyond
// its limit, a search without a time limit (depth, nodes, infinite analysis
// is not bounded), and a quit.
const DEFAULT_TIMEOUTS = Object.freeze({ start: 10, margin: 1, search: 60, quit: 2 });
const MAX_LINE = 1 << 16; // a longer line is garbage
const STDERR_KEPT = 2048;

export class EngineError extends Error {
  constructor(reason, message, { cause, line = null, move = null } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.line = line;
    this.move = move;
  }
}
EngineError.prototype.name = 'EngineError';

// The words of `command` as a POSIX shell splits them (quotes and
// backslashes; no expansion).
export function splitCommand(command) {
  const words = [];
  let word = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === '\'') {
      const end = command.indexOf('\'', i + 1);
      if (end < 0) throw new TypeError(`unterminated quote in ${JSON.stringify(command)}`);
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word = word ?? '';
      for (i++; i < command.length && command[i] !== '"'; i++) {
        if (command[i] === '\\' && '"\\$`'.includes(command[i + 1] ?? '')) i++;
        word += command[i];
      }
      if (i >= command.length) throw new TypeError(`unterminated quote in ${JSON.stringify(command)}`);
    } else if (c === '\\' && i + 1 < command.length) {
      word = (word ?? '') + command[++i];
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

// A struct's size and its fields' offsets by their C names, from the
// library's layout table (read once each).
const structs = new Map();
function structLayout(name) {
  if (!structs.has(name)) {
    const layout = {};
    for (const [entry, offset, size] of layoutTable()) {
      if (entry === name) layout.size = size;
      else if (entry.startsWith(`${name}.`)) layout[entry.slice(name.length + 1)] = offset;
    }
    structs.set(name, layout);
  }
  return structs.get(name);
}

// `read(text)` of `line` copied into wasm memory ({ptr, length}, freed after).
function withText(line, read) {
  const text = mallocBytes(String(line));
  try {
    return read(text);
  } finally {
    wasm._free(text.ptr);
  }
}

// A Hub line in wasm memory as checkers_hub_parse_line reads it: its command
// and its arguments as [name, value] by their index (a flag's value is true),
// or null when it cannot be read (a quote not closed).
function lineAt(text) {
  const layout = structLayout('checkers_hub_line');
  const out = wasm._malloc(layout.size);
  try {
    if (!out) throw new RangeError('checkers: out of memory');
    if (wasm._checkers_hub_parse_line(text.ptr, text.length, out) !== 0) return null;
    const field = (offset, i = 0) => wasm.HEAP32[(out + offset + 4 * i) >> 2];
    const span = (offset, length) => textAt(text.ptr + offset, length);
    const args = [];
    for (let i = 0; i < field(layout.count); i++) {
      const name = span(field(layout.name, i), field(layout.name_length, i));
      const value = field(layout.value, i);
      args.push([name, value < 0 ? true : span(value, field(layout.value_length, i))]);
    }
    return { command: span(field(layout.command), field(layout.command_length)), args };
  } finally {
    wasm._free(out);
  }
}

// A Hub line as the library reads it (checkers_hub_parse_line): its command
// and its arguments (a flag's value is true, the first of a name given twice
// counts), or null when it cannot be read (a quote not closed).
export function parseHubLine(line) {
  return withText(line, (text) => {
    const read = lineAt(text);
    if (read === null) return null;
    const args = new Map();
    for (const [name, value] of read.args) if (!args.has(name)) args.set(name, value);
    return { command: read.command, args: Object.fromEntries(args) };
  });
}

// The info fields: Hub's name, EngineInfo's key, the struct's field, and what
// to divide it by for Hub's units (men, plies, seconds, millions of nodes a second).
const INFO_FIELDS = [['depth', 'depth', 'depth'], ['mean-depth', 'meanDepth', 'mean_depth_micro', 1e6],
  ['score', 'score', 'score_micro', 1e6], ['nodes', 'nodes', 'nodes', 1], ['time', 'time', 'time_us', 1e6],
  ['nps', 'nps', 'nps', 1e6], ['pv', 'pv', 'pv']];

// An `info` line as the library reads it (checkers_hub_parse_info), or null
// when it cannot be read: the fields it read, numbers as numbers and pv as
// move texts; a field written badly left out; each argument of another name
// with a value kept as the text written (flags left out).
export function parseHubInfo(line) {
  const layout = structLayout('checkers_hub_info');
  return withText(line, (text) => {
    const out = wasm._malloc(layout.size);
    try {
      if (!out) throw new RangeError('checkers: out of memory');
      if (wasm._checkers_hub_parse_info(text.ptr, text.length, out) !== 0) return null;
      const int32 = (field) => wasm.HEAP32[(out + layout[field]) >> 2];
      const info = {};
      for (const [name, key, field, divisor] of INFO_FIELDS) {
        if (!(int32('given') & constants[`HUB_INFO_${name.toUpperCase().replace('-', '_')}`])) continue;
        if (key === 'pv') info.pv = textAt(text.ptr + int32('pv'), int32('pv_length')).split(/[ \t]+/).filter(Boolean);
        else if (divisor === undefined) info[key] = int32(field);
        else info[key] = Number(BigInt.asIntN(64, uint64At(out + layout[field]))) / divisor;
      }
      const extra = int32('extra');
      if (extra !== 0) {
        lineAt(text).args.forEach(([name, value], i) => {
          if ((extra >>> i) & 1 && !INFO_FIELDS.some((f) => f[0] === name || f[1] === name)) info[name] = value;
        });
      }
      return info;
    } finally {
      wasm._free(out);
    }
  });
}

// A value as a Hub line carries it (checkers_hub_write_value).
function quote(value) {
  const text = String(value);
  const bytes = mallocBytes(text);
  try {
    const quoted = readText((buf, cap) => wasm._checkers_hub_write_value(bytes.ptr, bytes.length, buf, cap));
    if (typeof quoted === 'number') throw new TypeError(`a Hub value has no quotes or line ends: ${JSON.stringify(text)}`);
    return quoted;
  } finally {
    wasm._free(bytes.ptr);
  }
}

// The name to give the engine's `variant` parameter for `variant`, among its
// `values` (null: it lists none), or null when it lists it by no name: one
// table for every binding (checkers_hub_variant_name: the library's, else Scan's).
function variantName(variant, values) {
  const list = values === null ? null : mallocBytes(values.join(' '));
  try {
    const name = readText((buf, cap) =>
      wasm._checkers_hub_variant_name(inputText(variant), list?.ptr ?? 0, list?.length ?? 0, buf, cap));
    return typeof name === 'number' ? null : name;
  } finally {
    if (list !== null) wasm._free(list.ptr);
  }
}

// The `level` line as the library writes it (checkers_hub_write_level): times in whole
// ms, depth and moves clamped to int32_t, the others to int64_t (a BigInt stored past it
// would wrap), -1 when not given (in outPtr's 64 bytes).
const INT64_MAX = 0x7fffffffffffffffn;
function levelLine(limits) {
  const layout = structLayout('checkers_hub_level');
  for (const [field, value] of Object.entries(limits)) {
    const v = value === undefined ? -1 : field.endsWith('_ms') ? Math.round(value * 1000) : value;
    if (field === 'depth' || field === 'moves') wasm.HEAP32[(outPtr + layout[field]) >> 2] = Math.min(v, 0x7fffffff);
    else wasm.HEAPU64[(outPtr + layout[field]) >> 3] = BigInt(v) > INT64_MAX ? INT64_MAX : BigInt(v);
  }
  return writtenText((buf, cap) => wasm._checkers_hub_write_level(outPtr, buf, cap));
}

// The `level` line of a limit, and the seconds the search may take before
// it is killed (null: timeouts.search).
function levelOf(limit, timeouts) {
  if (limit === null || typeof limit !== 'object') throw new TypeError('a limit is an object: {time, inc, moves, depth, nodes, movetime}');
  const known = ['time', 'inc', 'moves', 'depth', 'nodes', 'movetime'];
  for (const key of Object.keys(limit)) {
    if (!known.includes(key)) throw new TypeError(`unknown limit ${JSON.stringify(key)} (${known.join(', ')})`);
  }
  // Checked in the order of the level line; moves, depth and nodes are counts, the others seconds.
  for (const key of ['depth', 'nodes', 'movetime', 'time', 'inc', 'moves']) {
    const v = limit[key];
    const integer = key === 'moves' || key === 'depth' || key === 'nodes';
    if (v !== undefined && v !== null
      && (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (integer && (!Number.isInteger(v) || v < 1)))) {
      throw new RangeError(`limit ${key}: ${integer ? 'a whole number from 1' : 'seconds, 0 or more'}, not ${JSON.stringify(v)}`);
    }
  }
  const { depth, nodes, movetime, time, inc, moves } = Object.fromEntries(
    Object.entries(limit).filter(([, v]) => v !== null && v !== undefined));
  if ((inc !== undefined || moves !== undefined) && time === undefined) throw new TypeError('limit inc and moves go with time');
  let budget = movetime ?? null;
  if (time !== undefined) budget = Math.min(budget ?? Infinity, time + (inc ?? 0));
  return {
    line: levelLine({ depth, nodes, move_time_ms: movetime, moves, time_ms: time, inc_ms: inc }),
    seconds: budget === null ? timeouts.search : budget + timeouts.margin,
    depth,
    nodes,
    budget,
  };
}

export class HubEngine {
  #child;
  #buffer = '';
  #stderr = '';
  #waiter = null; // {line(parsed, text), fail(error)}
  #dead = null; // the EngineError every later call gets
  #exited;
  #search = null; // the running search's promise
  #stopSearch = null; // sends its `stop`
  #variantChosen = false; // the caller set `variant`: the games' variants leave it alone
  #timeouts;

  static async start(command, { cwd, env, options = {}, timeouts = {} } = {}) {
    const argv = typeof command === 'string' ? splitCommand(command) : command;
    if (!Array.isArray(argv) || argv.length === 0 || !argv.every((w) => typeof w === 'string')) {
      throw new TypeError('an engine command is a non-empty string or array of strings');
    }
    const engine = new HubEngine(argv, { cwd, env, timeouts });
    try {
      await engine.#introduce(options);
    } catch (error) {
      engine.#kill();
      await engine.#exited;
      throw error;
    }
    return engine;
  }

  constructor(argv, { cwd, env, timeouts }) {
    if (!Array.isArray(argv)) throw new TypeError('use HubEngine.start(command, options)');
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...timeouts };
    for (const [key, value] of Object.entries(this.#timeouts)) {
      if (typeof value !== 'number' || !(value > 0)) throw new RangeError(`timeouts.${key}: seconds, more than 0`);
    }
    this.command = argv;
    this.id = {};
    this.params = new Map();
    this.info = null;
    const child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.#child = child;
    this.#exited = new Promise((resolve) => {
      child.once('error', (error) => {
        this.#die(new EngineError('start', `cannot start ${argv[0]}: ${error.message}`, { cause: error }));
        resolve(null);
      });
      child.once('close', (code, signal) => {
        const how = signal ? `killed by ${signal}` : `exit status ${code}`;
        const said = this.#stderr.trim() ? `; it said: ${this.#stderr.trim().split('\n').slice(-3).join(' / ')}` : '';
        this.#die(new EngineError('crash', `the engine ${argv[0]} exited (${how})${said}`));
        resolve({ code, signal });
      });
    });
    child.stdin.on('error', () => {}); // a dead engine's pipe: its exit says why
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text) => this.#read(text));
    child.stderr.on('data', (text) => {
      this.#stderr = (this.#stderr + text).slice(-STDERR_KEPT);
    });
  }

  get pid() {
    return this.#child.pid;
  }

  get closed() {
    return this.#dead !== null;
  }

  // --------------------------------------------------------------- lines

  #read(text) {
    this.#buffer += text;
    let end;
    while ((end = this.#buffer.indexOf('\n')) >= 0) {
      const line = this.#buffer.slice(0, end).replace(/\r$/, '');
      this.#buffer = this.#buffer.slice(end + 1);
      this.#line(line);
    }
    if (this.#buffer.length > MAX_LINE) {
      this.#fail(new EngineError('garbage', `the engine wrote a line of more than ${MAX_LINE} characters`));
    }
  }

  #line(text) {
    if (text.trim() === '') return;
    const parsed = parseHubLine(text);
    const info = parsed?.command === 'info' ? parseHubInfo(text) : undefined;
    if (parsed === null || info === null) {
      this.#fail(new EngineError('garbage', `the engine wrote a line that is not Hub: ${JSON.stringify(text.slice(0, 200))}`, { line: text }));
      return;
    }
    if (info !== undefined) this.info = info;
    if (parsed.command === 'error' && this.#waiter !== null) {
      this.#fail(new EngineError('engine', `the engine said: ${parsed.args.message ?? text}`, { line: text }));
      return;
    }
    this.#waiter?.line(parsed, text);
  }

  #send(line) {
    if (this.#dead) throw this.#dead;
    this.#child.stdin.write(`${line}\n`);
  }

  // Waits for `accept(parsed, text)` to return a value other than undefined,
  // for at most `seconds`: then the engine is killed.
  // The caller sends its command after this and awaits the promise; if the
  // send throws first (a dead engine), that error is the one reported, so the
  // promise is marked handled here.
  #wait(seconds, what, accept) {
    const promise = this.#dead ? Promise.reject(this.#dead) : new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#fail(new EngineError('timeout', `the engine did not answer ${what} within ${seconds} s`));
      }, seconds * 1000);
      const settle = (done, value) => {
        this.#waiter = null;
        clearTimeout(timer);
        done(value);
      };
      this.#waiter = {
        line: (parsed, text) => {
          let value;
          try {
            value = accept(parsed, text);
          } catch (error) {
            // A garbled engine is not trusted further.
            if (error instanceof EngineError && error.reason === 'garbage') this.#fail(error);
            else settle(reject, error);
            return;
          }
          if (value !== undefined) settle(resolve, value);
        },
        fail: (error) => settle(reject, error),
      };
    });
    promise.catch(() => {});
    return promise;
  }

  // The engine is unusable: it is killed and the wait in progress rejects.
  #fail(error) {
    this.#kill();
    this.#die(error);
  }

  #die(error) {
    if (this.#dead === null) this.#dead = error;
    this.#waiter?.fail(this.#dead);
  }

  #kill() {
    if (this.#child.exitCode === null && this.#child.signalCode === null) this.#child.kill('SIGKILL');
  }

  // ------------------------------------------------------------ start-up

  async #introduce(options) {
    const waiting = this.#wait(this.#timeouts.start, 'hub (id, param, wait)', (line) => {
      if (line.command === 'id') this.id = { ...line.args };
      else if (line.command === 'param' && typeof line.args.name === 'string') this.params.set(line.args.name, paramOf(line.args));
      else if (line.command === 'wait') return true;
      return undefined;
    });
    this.#send('hub');
    await waiting;
    await this.#setParams(options);
  }

  // set-param for each option (when the engine declared its parameters, one
  // of them), then init.
  async #setParams(options) {
    for (const [name, value] of Object.entries(options)) {
      if (this.params.size > 0 && !this.params.has(name)) {
        throw new EngineError('option', `the engine has no parameter ${JSON.stringify(name)} (it has ${[...this.params.keys()].join(', ')})`);
      }
      this.#setParam(name, value);
      if (name === 'variant') this.#variantChosen = true;
    }
    await this.#init();
  }

  #setParam(name, value) {
    this.#send(`set-param name=${quote(name)} value=${quote(typeof value === 'boolean' ? String(value) : value)}`);
    const param = this.params.get(name);
    if (param) param.value = String(value);
  }

  async #init() {
    const ready = this.#wait(this.#timeouts.start, 'init (ready)', (line) => (line.command === 'ready' ? true : undefined));
    this.#send('init');
    await ready;
  }

  get variants() {
    const param = this.params.get('variant');
    return param?.type === 'enum' ? [...param.values] : null;
  }

  async configure(options) {
    this.#idle();
    await this.#setParams(options);
  }

  #idle() {
    if (this.#dead) throw this.#dead;
    if (this.#search !== null) throw new EngineError('busy', 'the engine is searching (stop it first)');
  }

  // ------------------------------------------------------------- searches

  play(game, limit) {
    return this.#go(game, limit ?? {}, 'think');
  }

  analyse(game, limit = {}) {
    return this.#go(game, limit, 'analyze');
  }

  async stop() {
    if (this.#search === null) return null;
    this.#stopSearch?.();
    return this.#search;
  }

  async #go(game, limit, mode) {
    this.#idle();
    if (game?.isOver === true) throw new EngineError('game-over', 'the game is over: there is no move to search');
    const level = levelOf(limit, this.#timeouts);
    if (mode === 'think' && level.line === 'level infinite') throw new TypeError('play needs a limit: {time, inc, depth, nodes, movetime}');
    const position = game.clone();
    const search = this.#searching(position, level, mode).finally(() => {
      position.free();
      this.#search = null;
    });
    this.#search = search;
    return search;
  }

  async #searching(position, level, mode) {
    await this.#setVariant(position.variant);
    const pos = hubPos(position);
    this.info = null;
    let stopper = null;
    let answered = null; // the time the engine has to answer a `stop`
    const stop = () => {
      if (answered !== null || this.#dead) return;
      this.#send('stop');
      answered = setTimeout(() => {
        this.#fail(new EngineError('timeout', `the engine did not answer stop within ${this.#timeouts.margin} s`));
      }, this.#timeouts.margin * 1000);
    };
    // analyse: the engine searches until `stop`, sent when the limit is
    // reached (without one, when stop() is called: no time-out until then).
    const bound = mode === 'analyze' ? level.budget : null;
    const unbounded = mode === 'analyze' && bound === null && level.depth === undefined && level.nodes === undefined;
    const answer = this.#wait(unbounded ? 2147483 : level.seconds, 'go (done)', (line, text) => {
      if (line.command === 'info' && mode === 'analyze') {
        if ((level.depth !== undefined && this.info.depth >= level.depth)
          || (level.nodes !== undefined && this.info.nodes >= level.nodes)) stop();
      }
      if (line.command !== 'done') return undefined;
      return doneOf(position, line.args, text, this.info);
    });
    this.#stopSearch = stop;
    this.#send(pos);
    this.#send(level.line);
    this.#send(`go ${mode}`);
    if (bound !== null) stopper = setTimeout(stop, bound * 1000);
    try {
      return await answer;
    } finally {
      this.#stopSearch = null;
      clearTimeout(stopper);
      clearTimeout(answered);
    }
  }

  // The variant by the name the engine lists it under: the library's, else Scan's.
  async #setVariant(variant) {
    const param = this.params.get('variant');
    if (param === undefined || this.#variantChosen) return; // the caller's to match it
    const name = variantName(variant, param.type === 'enum' && param.values?.length ? param.values : null);
    if (name === null) {
      throw new EngineError('option', `the engine does not play ${variant} (its variants: ${param.values.join(' ')})`);
    }
    if (param.value === name) return;
    this.#setParam('variant', name);
    await this.#init();
  }

  // ----------------------------------------------------------------- end

  async quit() {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return this.#exited;
    if (!this.#dead) {
      if (this.#search !== null) this.#send('stop');
      this.#send('quit');
      this.#dead = new EngineError('closed', 'the engine has quit');
      this.#waiter?.fail(this.#dead);
    }
    this.#child.stdin.end();
    const timer = setTimeout(() => this.#kill(), this.#timeouts.quit * 1000);
    try {
      return await this.#exited;
    } finally {
      clearTimeout(timer);
    }
  }

  kill() {
    this.#fail(new EngineError('closed', 'the engine was killed'));
    return this.#exited;
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return `HubEngine <${this.id.name ?? this.command[0]}${this.closed ? ', closed' : ''}>`;
  }
}

if (typeof Symbol.asyncDispose === 'symbol') {
  HubEngine.prototype[Symbol.asyncDispose] = HubEngine.prototype.quit;
}

function paramOf(args) {
  const param = { name: args.name, type: args.type ?? 'string', value: args.value ?? null };
  if (args.min !== undefined) param.min = Number(args.min);
  if (args.max !== undefined) param.max = Number(args.max);
  // Words as the library reads a Hub list: blanks (space, tab) between them.
  if (typeof args.values === 'string') param.values = args.values.split(/[ \t]+/).filter(Boolean);
  return param;
}

// The answer of a `done` line: the move resolved in `position`, the ponder
// move in the position after it (null if it names none there).
function doneOf(position, args, text, info) {
  const named = args.move;
  if (typeof named !== 'string' || named === '') {
    throw new EngineError('garbage', `the engine answered without a move: ${JSON.stringify(text)}`, { line: text });
  }
  let move;
  try {
    move = parseHubMove(position, named);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    const syntax = error.code === constants.E_MOVE_SYNTAX || error.code === constants.E_MOVE_SQUARE;
    throw new EngineError(syntax ? 'garbage' : 'illegal',
      `the engine played ${JSON.stringify(named)}: ${error.message}`, { cause: error, line: text, move: named });
  }
  let ponder = null;
  if (typeof args.ponder === 'string' && args.ponder !== '') {
    const after = position.clone();
    try {
      after.push(move);
      if (!after.isOver) ponder = parseHubMove(after, args.ponder);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
    } finally {
      after.free();
    }
  }
  return { move, ponder, info };
}
