// SPDX-License-Identifier: MIT
// Types of checkers-wasm: the checkers rules engine compiled to WebAssembly.
// The module instantiates the engine before it exports anything (top-level
// await), so everything below is usable as soon as the import resolves.
//
// Integer arguments (squares, depths, ballot numbers, draw-rule counts...) are
// checked before any call into the library: a value that is not an integer
// (a string, null, a fraction, NaN, Infinity) throws a TypeError, an integer
// outside the argument's range (2**32 + 1, -1) a RangeError naming the range.

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version: string;

/**
 * Every numeric CHECKERS_* macro of checkers.h, by its name without the
 * prefix (constants.E_NO_PIECE === -102, constants.MAX_MOVES === 1024), read
 * from the library's own table when the module loads.
 */
export const constants: { readonly [name: string]: number };

/** The variants, in the library's order ("english" first). */
export const variants: ReadonlyArray<{ readonly name: VariantName; readonly description: string }>;

/** The C struct layouts the binding reads and writes: [name, offset, size]. */
export const layouts: ReadonlyArray<readonly [name: string, offset: number, size: number]>;

/** The library's layout table (checkers_layout_*): [name, offset, size]. */
export function layoutTable(): Array<[name: string, offset: number, size: number]>;

/** The library's constant table (checkers_constant_*): [full name, value]. */
export function constantTable(): Array<[name: string, value: number]>;

export type VariantName =
  | 'english' | 'international' | 'brazilian' | 'russian' | 'canadian' | 'pool' | 'italian'
  | 'spanish' | 'portuguese' | 'czech' | 'thai' | 'killer' | 'antidraughts' | 'breakthrough'
  | 'frisian' | 'frysk' | 'turkish'
  | (string & {});

export type Color = 'black' | 'white';

/**
 * What happens to a man that reaches the last row during a capture:
 * crowned there and the move ends; goes on as a man, crowned if the move ends
 * there; crowned at once and goes on as a king.
 */
export type Crowning = 'ends-move' | 'at-end' | 'as-king';

/**
 * "1-0": White won; "0-1": Black won; "1/2-1/2": drawn; "*": going on. The
 * same in every variant: a 10x10 PDN record's "2-0", "0-2", "1-1" read as
 * these, and these are written so there.
 */
export type Result = '1-0' | '0-1' | '1/2-1/2' | '*';

/** Why a game ended, or why a draw may be claimed. */
export type Reason = 'no-pieces' | 'no-moves' | 'repetition' | 'move-limit' | 'crowned' | 'endgame'
  | DeclaredReason;

/** Results the rules do not decide, recorded by Game.declare. */
export type DeclaredReason = 'resignation' | 'agreement' | 'time' | 'adjudication';

/** "default": the variant's own rules (those a new game starts with); the others are the same in every variant. */
export type DrawPreset = 'default' | 'online' | 'wcdf' | 'bga' | 'none';

export interface Status {
  result: Result;
  winner: Color | null;
  reason: Reason | null;
}

export interface Piece {
  readonly color: Color;
  readonly king: boolean;
}

export interface DrawRules {
  /** Occurrences of one position that draw (0: off; else 2..1000). */
  repetitions: number;
  /** Moves by EACH side without a man move or a capture that draw (0: off). */
  moveLimit: number;
  /** true: the draw must be claimed (Game.claimDraw); false: automatic. */
  claim: boolean;
  /** The variant's endgame rules (FMJD 16 and 5 moves...). */
  endgame: boolean;
}

/** A move as a record: the start and the landing squares (or start and end). */
export interface MoveRecord {
  from: number;
  to?: number;
  path?: readonly number[];
  captured?: readonly number[];
}

/** A legal move, as listed by Game.legalMoves() or returned by push/pop. */
export class Move {
  private constructor();
  /** PDN text in the position it was listed for: "11-15", "15x24", "1x10x19". */
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** Every landing square in order; the last one is `to`. */
  readonly path: readonly number[];
  /** The captured squares, in the order jumped. */
  readonly captured: readonly number[];
  /** constants.MOVE_CAPTURE | MOVE_PROMOTES | MOVE_KING bits. */
  readonly flags: number;
  readonly isCapture: boolean;
  readonly isPromotion: boolean;
  /** The moving piece is a king (before the move). */
  readonly byKing: boolean;
  toString(): string;
  toJSON(): { text: string; from: number; to: number; path: readonly number[]; captured: readonly number[]; flags: number };
}

/** An error of the library: `code` is the CHECKERS_E_* value. */
export class CheckersError extends Error {
  /** The CHECKERS_E_* code (negative), as in C. */
  readonly code: number;
  /** The code's macro name without the prefix, e.g. "E_NO_PIECE". */
  readonly codeName: string;
}

/** A move the rules refuse; the game is unchanged (but see Game.pushMoves). */
export class IllegalMoveError extends CheckersError {
  /** The square the reason is about (the occupied destination...), or 0. */
  readonly square: number;
  /** E_NOT_MAX_CAPTURE, E_NOT_MAX_VALUE: pieces the compulsory capture takes; E_AMBIGUOUS: matching moves; else 0. */
  readonly count: number;
  /** E_NOT_MAX_VALUE (Frisian): how many of those pieces are kings; else 0. */
  readonly kings: number;
  /** A legal move that shows the rule (the capture to make...), or null. */
  readonly example: Move | null;
  /**
   * E_AMBIGUOUS: the legal moves the proposal could mean (a GUI asks the
   * player; each, pushed, is played), in the library's order, written in
   * full where the short form is shared; for a move of Game.pushMoves, every
   * legal move between its start and end. Otherwise empty.
   */
  readonly choices: readonly Move[];
  /** The move text proposed, when there was one. */
  readonly move: string | null;
  /** Game.pushMoves: the 0-based position of the refused move in the text; else -1. */
  readonly index: number;
}

export interface SvgOptions {
  /** Draw from Black's side. */
  flip?: boolean;
  /** Square numbers on the playing squares. */
  numbers?: boolean;
  /** Files and ranks around the board. */
  coordinates?: boolean;
  /** Pixels per square, 8..1024 (0 or left out: 48). */
  squareSize?: number;
  /** The move to highlight: true for the last move played, a Move, or a record. */
  lastMove?: boolean | Move | MoveRecord;
  /** Squares to highlight. */
  highlight?: Iterable<number>;
}

/** A result as a PDN record has it: a game's result, or "0-0" (no result, or both lose). */
export type PdnResult = Result | '0-0';

export interface PdnWriteOptions {
  /** Tags after the seven standard ones are written in order. */
  tags?: Record<string, string> | Map<string, string> | Array<[string, string]>;
  /** comments[0] before the first move, comments[i + 1] after move i. */
  comments?: ReadonlyArray<string | null | undefined>;
  /**
   * Default: the game's result (a status's result passes as it is). Written
   * as the variant's result type writes it: "0-2", "2-0", "1-1" in
   * International, Canadian and the other 10x10 variants but Frisian.
   */
  result?: PdnResult;
}

/** A game in the wasm heap. Call free() when done, or let the garbage collector release it. */
export class Game {
  /**
   * The variant's start position, or the position of a PDN FEN
   * ("B:W21-32:B1-12"). The name in any case ("English"); an unknown one
   * throws CheckersError E_UNKNOWN_VARIANT listing the names.
   */
  constructor(variant?: VariantName, fen?: string);
  static fromFen(fen: string, variant?: VariantName): Game;
  /** An English game after ballot `number` (1 to ballotCount(deck)) of the 3-move (or 2-move) deck. */
  static fromBallot(number: number, deck?: 3 | 2): Game;
  /** The rules of a preset; "default" gives `variant`'s own rules (English by default). */
  static drawRulesPreset(name: DrawPreset, variant?: VariantName): DrawRules;

  /** Releases the game now; any later use throws. Calling it twice is harmless. */
  free(): void;
  readonly freed: boolean;
  clone(): Game;

  readonly variant: VariantName;
  /** The side to move. */
  readonly turn: Color;
  readonly squareCount: number;
  /** The piece on a square (1 to squareCount), or null. */
  piece(square: number): Piece | null;
  /** Every piece on the board, by ascending square. */
  pieces(): Array<{ square: number; color: Color; king: boolean }>;
  /** Where a square (1 to squareCount) is drawn, seen from White: row 0 is Black's back row. */
  squarePosition(square: number): { row: number; column: number; rows: number; columns: number };
  /** A square's name (1 to squareCount) as the game writes it: "19", or "b4" in algebraic notation. */
  squareName(square: number): string;
  /** The position as a canonical PDN FEN. */
  readonly fen: string;
  /** The 64-bit Zobrist hash of the position. */
  readonly hash: bigint;
  /** "algebraic" is available for russian, brazilian, czech and turkish (their default). */
  notation: 'numeric' | 'algebraic';
  /**
   * The crowning rule during a capture. Only turkish may choose ("at-end" by
   * default), from the next move on; another variant accepts its own rule and
   * throws CheckersError E_UNSUPPORTED for the others.
   */
  crowning: Crowning;

  /** The legal moves, in the library's order. */
  legalMoves(): Move[];
  /** The legal moves' texts only; fullRoute writes every landing square. */
  legalMoveTexts(options?: { fullRoute?: boolean }): string[];
  /** The legal move a text names; throws IllegalMoveError. Plays nothing. */
  parseMove(text: string): Move;
  isLegal(move: string | Move | MoveRecord): boolean;
  /** Plays a move and returns it; throws IllegalMoveError and changes nothing when illegal. */
  push(move: string | Move | MoveRecord): Move;
  /**
   * Plays "11-15 23-19 ..." (move numbers allowed) and returns how many moves
   * were played. At the first refused move throws IllegalMoveError with its
   * `index`; the moves before it stay played.
   */
  pushMoves(text: string): number;
  /**
   * Takes back the last move (and a draw claimed after it) and returns it;
   * a result set by declare() is withdrawn first, on its own (returns null),
   * and so is a huff made this turn; a huff made before a move goes back with it.
   */
  pop(): Move | null;
  readonly plyCount: number;
  /** The moves played, with their texts as written where they were played. */
  history(): Move[];

  /**
   * English only (else CheckersError E_UNSUPPORTED): the huffing rule, off by
   * default. While on, capturing is optional, and a piece that could have
   * captured and did not may be huffed by the opponent before they move.
   */
  get huffing(): boolean;
  set huffing(on: boolean);
  /** The squares of the pieces that may be huffed now, ascending. */
  huffable(): number[];
  /**
   * Removes the piece on `square`, the same side still to move; throws
   * IllegalMoveError (E_NO_HUFF, E_HUFF_SQUARE, E_MOVE_SQUARE for a square
   * 0 to 255 off the board, E_GAME_OVER) and changes nothing when refused.
   */
  huff(square: number): void;
  /**
   * The square of the piece huffed before the move at `ply` (0 = the first
   * move; at plyCount, the huff made this turn), or null; CheckersError
   * E_NO_SUCH_PLY past plyCount, RangeError below 0.
   */
  huffedBefore(ply: number): number | null;

  readonly status: Status;
  readonly result: Result;
  readonly isOver: boolean;
  /**
   * Set a preset name or some fields (the others are kept). repetitions: 0
   * or 2 to 1000 (1: CheckersError E_INVALID_ARGUMENT); moveLimit: 0 to 10000.
   */
  get drawRules(): DrawRules;
  set drawRules(rules: DrawPreset | Partial<DrawRules>);
  /** Why a draw may be claimed now, or null. */
  readonly claimable: Reason | null;
  /** Claims the draw; throws CheckersError E_NO_CLAIM or E_GAME_OVER. */
  claimDraw(): void;
  /**
   * Ends the game with a result the rules do not decide: "resignation" and
   * "time" take a win ("1-0", "0-1"), "agreement" a draw, "adjudication" any.
   * Throws CheckersError E_INVALID_ARGUMENT (a combination refused) or
   * E_GAME_OVER; RangeError for an unknown result or reason. The next pop()
   * withdraws it and returns null.
   */
  declare(result: Exclude<Result, '*'>, reason: DeclaredReason): void;

  /** Positions `depth` (0 to 64) plies ahead (perft, distinct moves), as a BigInt. */
  perft(depth: number): bigint;
  /**
   * The move the terminal client's computer opponent plays here: an
   * alpha-beta search `depth` plies deep (1 to 12, default 6), deterministic;
   * null when the game is over. Throws RangeError for a depth out of
   * range. Blocks until done: a page runs it in a Worker.
   */
  bestMove(depth?: number): Move | null;
  /** Throws CheckersError E_INVALID_ARGUMENT for a squareSize of 1 to 7. */
  svg(options?: SvgOptions): string;
  toPdn(options?: PdnWriteOptions): string;
  /** The FEN. */
  toString(): string;
}

/** Where and why a game of a PDN file stopped. */
export class PdnError extends CheckersError {
  /** 1-based position of the offending token in the text. */
  readonly line: number;
  readonly column: number;
  /** The PDN move number. */
  readonly moveNumber: number;
  /** The 0-based ply. */
  readonly ply: number;
  /** The offending token. */
  readonly text: string;
}

/** One game of a PDN file. */
export class PdnGame {
  private constructor();
  /** The tags; for repeated names, the first. */
  readonly tags: Record<string, string>;
  /** The tags as written. */
  readonly tagList: Array<[name: string, value: string]>;
  /** The game's variant, or null when it could not be set up. */
  readonly variant: VariantName | null;
  /** The legal moves read. */
  readonly moves: Move[];
  /** comments[0] before the first move, comments[i + 1] after move i. */
  readonly comments: Array<string | null>;
  readonly result: PdnResult;
  /** null when every move was read and legal. */
  readonly error: PdnError | null;
  readonly ok: boolean;
  /** The game after its last legal move (yours to free), or null. */
  readonly game: Game | null;
}

export interface PdnReaderOptions {
  /** For games without a GameType tag (default "english"). */
  variant?: VariantName;
  /** Refuse what PDN 3.0 does not allow. */
  strict?: boolean;
}

/** Reads the games of a PDN text one at a time; it keeps its own copy of the text. */
export class PdnReader implements Iterable<PdnGame> {
  /** TypeError for any other text. */
  constructor(text: string | Uint8Array, options?: PdnReaderOptions);
  /** The next game, or null at the end. */
  next(): PdnGame | null;
  [Symbol.iterator](): Iterator<PdnGame>;
  readonly gamesRead: number;
  free(): void;
}

/** The games of a PDN text; the reader is freed when the loop ends. */
export function readPdn(text: string | Uint8Array, options?: PdnReaderOptions): Generator<PdnGame, void, undefined>;

/** The number of ballots in the 3-move (174) or 2-move (49) deck. */
export function ballotCount(deck?: 3 | 2): number;

/** Ballot `number` (1 to ballotCount(deck)): its moves and class. */
export function ballot(number: number, deck?: 3 | 2): {
  number: number;
  moves: string;
  class: 'crossboard' | 'mailplay' | 'barred' | 'standard' | 'lost' | null;
};

// ------------------------------------------------------------------- Hub

/** The game's position as Hub's position string: "W" or "B", then one letter a playing square. */
export function hubPosition(game: Game): string;

/**
 * The `pos` line a referee sends an engine (no line end): the position after
 * the last man move or capture, and `moves="..."` played since, so that the
 * engine sees repetitions.
 */
export function hubPos(game: Game): string;

/** A game of `variant` (default "english") from a Hub position string; CheckersError when it is not one. */
export function gameFromHub(position: string, variant?: VariantName): Game;

/**
 * The legal Move that Hub move text names ("32-28", "28x19x23", captured
 * squares in any order); IllegalMoveError with the library's reason when none.
 */
export function parseHubMove(game: Game, text: string): Move;

/** A legal move (Move, record or PDN text) as Hub move text, captured squares ascending. */
export function hubMoveText(game: Game, move: Move | MoveRecord | string): string;

// ----------------------------------------- HubEngine (Node only: 'node' export)

/** The limits of a search, in seconds as python-chess's Limit: any of them. */
export interface Limit {
  /** The clock of the side to move. */
  time?: number;
  /** Its increment, with time. */
  inc?: number;
  /** Moves to play in `time` (none: the rest of the game). */
  moves?: number;
  depth?: number;
  nodes?: number;
  /** The time for this move. */
  movetime?: number;
}

/** Seconds: start (hub to wait, init to ready), margin (beyond a timed search's limit, and for an answer to stop), search (a search by depth or nodes), quit. */
export interface EngineTimeouts {
  start?: number;
  margin?: number;
  search?: number;
  quit?: number;
}

export interface EngineOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Parameters set at start (set-param), each one the engine declared. */
  options?: Record<string, string | number | boolean>;
  timeouts?: EngineTimeouts;
}

/** An engine's `param` line. */
export interface EngineParam {
  name: string;
  type: string;
  value: string | null;
  min?: number;
  max?: number;
  values?: string[];
}

/**
 * An `info` line as the library reads it (checkers_hub_parse_info): numbers as numbers
 * (meanDepth for mean-depth), pv as move texts. A field whose number is not written as Hub
 * writes one (digits, one decimal point, a sign on score only: `depth=3.0` is no depth) is
 * left out; an argument of another name with a value is kept as its text, under its name.
 */
export interface EngineInfo {
  depth?: number;
  meanDepth?: number;
  /** Men, for the side to move. */
  score?: number;
  nodes?: number;
  /** Seconds. */
  time?: number;
  /** Millions of nodes a second. */
  nps?: number;
  pv?: string[];
  [field: string]: unknown;
}

export interface PlayResult {
  /** The legal move the engine named. */
  move: Move;
  /** The reply it expects, a legal Move of the position after, or null. */
  ponder: Move | null;
  /** Its last info line of this search, or null. */
  info: EngineInfo | null;
}

export type EngineFailure = 'start' | 'timeout' | 'crash' | 'garbage' | 'illegal' | 'engine' | 'option' | 'busy'
  | 'game-over' | 'closed';

/** Why an engine failed; the process is killed except for 'illegal', 'option', 'busy' and 'game-over'. */
export class EngineError extends Error {
  readonly reason: EngineFailure;
  /** The engine's line it was about, or null. */
  readonly line: string | null;
  /** The move text it played ('illegal', 'garbage'), or null. */
  readonly move: string | null;
}

/** An engine process spoken to in Hub (Node only). */
export class HubEngine {
  /** Starts `command` (a string split as a shell does, or an array), introduces it and sets its options. */
  static start(command: string | string[], options?: EngineOptions): Promise<HubEngine>;
  /** Use HubEngine.start. */
  constructor(argv: string[], options: EngineOptions);
  readonly command: string[];
  /** The `id` line's fields (name, version, author, country). */
  readonly id: Record<string, string | true>;
  readonly params: Map<string, EngineParam>;
  /** The last info line. */
  readonly info: EngineInfo | null;
  readonly pid: number | undefined;
  /** Whether the process has exited, was killed or quit. */
  readonly closed: boolean;
  /** The values of its `variant` enum parameter, or null. */
  readonly variants: string[] | null;
  /** set-param for each, then init. */
  configure(options: Record<string, string | number | boolean>): Promise<void>;
  /** The engine's move in the game's position within the limit (the `variant` parameter set to the game's). */
  play(game: Game, limit: Limit): Promise<PlayResult>;
  /** Analyses until the limit is reached (none: until stop()). */
  analyse(game: Game, limit?: Limit): Promise<PlayResult>;
  /** Ends the running search: its answer, or null when none ran. */
  stop(): Promise<PlayResult | null>;
  /** quit, then a kill after timeouts.quit. */
  quit(): Promise<{ code: number | null; signal: string | null } | null>;
  /** Kills the process at once. */
  kill(): Promise<{ code: number | null; signal: string | null } | null>;
}
