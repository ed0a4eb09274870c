/* SPDX-License-Identifier: MIT */
/**
 * checkers.h - an embeddable rules engine for checkers and the draughts family.
 *
 * This header is the whole public API and its manual.
 *
 * CONVENTIONS
 *   Status.   Every fallible function returns an int32_t: 0 (CHECKERS_OK) or a
 *             non-negative count on success, a negative CHECKERS_E_* code on
 *             failure. checkers_strerror() and checkers_error_name() describe a
 *             code. Codes are frozen once released; new ones are only added.
 *   State.    On any error the game is left exactly as it was.
 *   Squares.  Squares are the variant's PDN square numbers, 1-based (English:
 *             1..32, Black's men start on 1-12, White's on 21-32, 1 = b8 seen
 *             from White). 0 never names a square.
 *   Buffers.  Functions that fill a caller buffer take its capacity and return
 *             the size the full answer needs (snprintf style): if the return
 *             value is >= the capacity, the output was truncated. Text output
 *             is always NUL-terminated when the capacity is at least 1.
 *   Ownership.The library never keeps a pointer the caller passed in, except
 *             the allocator's context (see checkers_allocator) and a PDN
 *             reader's text (unless CHECKERS_PDN_COPY). Strings returned as
 *             `const char *` are static and live for the whole program,
 *             except a PDN reader's, owned by the reader.
 *   Threads.  There is no global mutable state. Distinct games may be used from
 *             different threads at the same time. One game is not synchronised:
 *             calls that take `const checkers_game *` may run concurrently on
 *             the same game; any other call needs exclusive access.
 *   FFI.      Only fixed-width integers, size_t, pointers and plain structs of
 *             fixed layout appear in signatures. No enums, no bool, no varargs,
 *             no struct passed by value, no callbacks needed (the search's
 *             progress callback is optional: checkers_search_result).
 *   Names.    checkers_<object>_<what>. A call that reads a setting or a
 *             property is named after what it gives, without "get"
 *             (checkers_game_turn, checkers_game_notation,
 *             checkers_game_draw_rules); the call that changes it adds
 *             "set_" (checkers_game_set_notation). Within an ABI version
 *             names are only added: a name that broke this rule stays
 *             exported as a deprecated alias of the new one, documented
 *             beside it (checkers_game_get_draw_rules).
 *   Order.    This header is read from the top: creating a game and playing
 *             moves first, then results and draws, the variants, positions
 *             as text, the settings of single variants, PDN files, ballots,
 *             diagrams, the search and engine protocols; the version, the
 *             status codes and the tables for bindings last.
 */
#ifndef CHECKERS_H
#define CHECKERS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- export */

#if defined(CHECKERS_STATIC)
#define CHECKERS_API
#elif defined(_WIN32) || defined(__CYGWIN__)
#ifdef CHECKERS_BUILDING
#define CHECKERS_API __declspec(dllexport)
#else
#define CHECKERS_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#define CHECKERS_API __attribute__((visibility("default")))
#else
#define CHECKERS_API
#endif

/* -------------------------------------------------------------- the game */

/**
 * A game: the position, the moves played (for undo and repetition), and the
 * draw settings. Opaque; create with checkers_game_new*(), release with
 * checkers_game_free().
 */
typedef struct checkers_game checkers_game;

/**
 * Optional allocator. The game keeps a copy of this struct (not the pointer)
 * and uses it for all its memory until checkers_game_free(); `ctx` is passed
 * back unchanged and must stay valid that long. `alloc` must return memory
 * aligned for any type, or NULL; `release(ctx, NULL)` must be harmless. Pass
 * NULL instead of an allocator to use malloc/realloc/free.
 */
typedef struct checkers_allocator {
    void *(*alloc)(void *ctx, size_t size);
    void *(*reallocate)(void *ctx, void *ptr, size_t old_size, size_t new_size);
    void (*release)(void *ctx, void *ptr);
    void *ctx;
} checkers_allocator;

/**
 * Creates a game of `variant` (NULL = "english") at its standard start.
 * On success stores the new game in *out (owned by the caller; release with
 * checkers_game_free) and returns 0. On error *out is set to NULL (this holds
 * for every function that creates a game or a reader).
 * Errors: CHECKERS_E_INVALID_ARGUMENT (out is NULL, or an allocator with a
 * NULL function), CHECKERS_E_UNKNOWN_VARIANT, CHECKERS_E_NO_MEMORY.
 */
CHECKERS_API int32_t checkers_game_new(checkers_game **out, const char *variant,
                                       const checkers_allocator *allocator);

/**
 * Creates a game of `variant` from a PDN FEN, e.g. "B:W21-32:B1-12" or
 * "W:W18,24,K10:B12,K22". Grammar: side to move (W or B), then one or more
 * ":COLOR squares" blocks; squares are comma separated numbers or ranges
 * ("1-12"), a "K" before a square (or range) marks kings. A colour block may be
 * empty ("W:W:B1") or missing (no pieces). A trailing "." and surrounding
 * white space are accepted; so are the quotes of a FEN tag value, and
 * lidraughts' move counters ":H0:F1" (ignored). In Frisian and Frysk! a last
 * field ":+<n><square>+<n><square>" (lidraughts' king-move field, Black's
 * first) gives how many plain moves in a row a side's king on that square
 * has made, "+0" for none (0 to 3; the square must hold a king of that side,
 * else CHECKERS_E_FEN_SYNTAX).
 * Errors: CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_UNKNOWN_VARIANT,
 * CHECKERS_E_NO_MEMORY, and CHECKERS_E_FEN_* for the text (see above).
 */
CHECKERS_API int32_t checkers_game_new_from_fen(checkers_game **out, const char *variant,
                                                const char *fen,
                                                const checkers_allocator *allocator);

/**
 * Copies a game (position, history, draw settings, allocator) into a new
 * independent game stored in *out. Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_NO_MEMORY.
 */
CHECKERS_API int32_t checkers_game_clone(checkers_game **out, const checkers_game *game);

/** Releases a game and all its memory. checkers_game_free(NULL) does nothing. */
CHECKERS_API void checkers_game_free(checkers_game *game);

/** The variant's name ("english", ...). Static string. NULL if game is NULL. */
CHECKERS_API const char *checkers_game_variant(const checkers_game *game);

/** The sides: the side to move (checkers_game_turn), a piece's colour. */
#define CHECKERS_BLACK 1
#define CHECKERS_WHITE 2

/** A piece is its colour, plus CHECKERS_KING for a king. */
#define CHECKERS_EMPTY 0
#define CHECKERS_KING 4
#define CHECKERS_BLACK_MAN CHECKERS_BLACK
#define CHECKERS_WHITE_MAN CHECKERS_WHITE
#define CHECKERS_BLACK_KING (CHECKERS_BLACK | CHECKERS_KING)
#define CHECKERS_WHITE_KING (CHECKERS_WHITE | CHECKERS_KING)

/** CHECKERS_BLACK or CHECKERS_WHITE: the side to move. CHECKERS_E_INVALID_ARGUMENT if game is NULL. */
CHECKERS_API int32_t checkers_game_turn(const checkers_game *game);

/** The number of playing squares on the board (32 for English). */
CHECKERS_API int32_t checkers_game_square_count(const checkers_game *game);

/**
 * The piece on `square`: CHECKERS_EMPTY, CHECKERS_BLACK_MAN, ...
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game or no such square).
 */
CHECKERS_API int32_t checkers_game_piece(const checkers_game *game, int32_t square);

/**
 * Where `square` is drawn: *row counts from the top and *column from the left
 * of the board seen from White's side (row 0 is Black's back row), both
 * 0-based; *rows and *columns give the board's size. Any of the out pointers
 * may be NULL. Errors: CHECKERS_E_INVALID_ARGUMENT.
 */
CHECKERS_API int32_t checkers_game_square_position(const checkers_game *game, int32_t square,
                                                   int32_t *row, int32_t *column, int32_t *rows,
                                                   int32_t *columns);

/* ----------------------------------------------------------------- moves */

/** Limits: of the board, of a move, of a position's list, of the texts written. */
#define CHECKERS_MAX_SQUARES 72    /* the largest board: 12x12 has 72 playing squares */
#define CHECKERS_MAX_CAPTURES 32   /* pieces one move can capture (landing squares too) */
#define CHECKERS_MAX_MOVES 1024    /* legal moves of one position the library will list */
#define CHECKERS_FEN_MAX 512       /* a buffer this large holds any FEN the library writes */
#define CHECKERS_MOVE_TEXT_MAX 160 /* ... and any move text it writes */

/*
 * Stack use. The library allocates nothing to list moves: the move list of a
 * position, CHECKERS_MAX_MOVES compact moves, lives on the stack of the call
 * that needs it. Every call that lists, counts, checks or plays moves, or
 * reads a game's status (checkers_game_moves, _moves_text, _apply*,
 * _check_move, _status, PDN reading and writing, ...) needs about 32 KB of
 * stack on 8x8 and 10x10 boards and 58 KB on 12x12 and Turkish boards (the
 * list: 24 KB, or 48 KB with 128-bit boards, and the frames above it;
 * measured, gcc 12 -O3 on x86-64). checkers_game_perft keeps its lists in
 * memory it allocates, but recurses once per ply of depth: under 1 KB a ply
 * on 8x8 and 10x10 boards, about 32 KB a ply on 12x12 and 28 KB on Turkish
 * boards. Threads with small stacks, and WebAssembly builds (Emscripten's
 * default stack is 64 KB; this project's JavaScript build sets 1 MB), should
 * allow for these figures.
 */

/** checkers_move.flags */
#define CHECKERS_MOVE_CAPTURE 1  /* the move captures (captures > 0) */
#define CHECKERS_MOVE_PROMOTES 2 /* a man is crowned by this move */
#define CHECKERS_MOVE_KING 4     /* the moving piece is a king (before the move) */

/**
 * A move, as plain data of fixed layout (72 bytes, no pointers).
 *
 * path[0..steps-1] are the landing squares in order; path[steps-1] == to.
 * A plain move has steps == 1. A capture has steps == captures for
 * short-jump pieces and for flying kings (one landing square per capture).
 * captured[0..captures-1] are the captured squares in the order jumped.
 * Two capture routes with the same start, end and set of captured pieces are
 * the same move: the library lists it once, with the first route it found.
 * Unused bytes are zero.
 */
typedef struct checkers_move {
    uint8_t from;     /* start square */
    uint8_t to;       /* end square (may equal from, for a capture that goes round) */
    uint8_t steps;    /* number of landing squares in path */
    uint8_t captures; /* number of captured pieces */
    uint8_t flags;    /* CHECKERS_MOVE_* bits */
    uint8_t reserved[3];
    uint8_t path[CHECKERS_MAX_CAPTURES];
    uint8_t captured[CHECKERS_MAX_CAPTURES];
} checkers_move;

/**
 * Why a proposed move was refused (or, when code is 0, which legal move it is).
 *
 * code    0 if legal, else the CHECKERS_E_* refusal (the same value the
 *         function returns).
 * square  the square the reason is about: the empty or foreign start square,
 *         the occupied destination, the own or twice-jumped piece, the
 *         square where an incomplete capture stopped; 0 if none.
 * count   CHECKERS_E_NOT_MAX_CAPTURE and CHECKERS_E_NOT_MAX_VALUE: the
 *         number of pieces the compulsory capture takes; CHECKERS_E_AMBIGUOUS:
 *         the number of matching moves; otherwise 0.
 * kings   CHECKERS_E_NOT_MAX_VALUE: how many of those pieces are kings (the
 *         value required: a man counts 1, a king more than 1 and less than
 *         2); otherwise 0. It shares its place with `reserved`, the name it
 *         had before (the layout is unchanged).
 * move    when code is 0, the full legal move that matched. For
 *         CHECKERS_E_MUST_CAPTURE, CHECKERS_E_NOT_MAX_CAPTURE,
 *         CHECKERS_E_CAPTURE_PRECEDENCE, CHECKERS_E_CAPTURE_INCOMPLETE and
 *         CHECKERS_E_AMBIGUOUS, an example legal move that shows the rule (a
 *         capture to make, or a completion of the capture, or one of the
 *         matches); move.steps == 0 when there is no example.
 */
typedef struct checkers_refusal {
    int32_t code;
    int32_t square;
    int32_t count;
    union {
        int32_t kings;
        int32_t reserved;
    };
    checkers_move move;
} checkers_refusal;

/**
 * Lists the legal moves of the position into moves[0 .. capacity-1] and
 * returns how many legal moves there are (which may exceed capacity: then only
 * the first `capacity` were written). Captures are compulsory, so when any
 * capture exists only captures are listed. The same position always gives
 * the same order. On boards numbered from Black's side (English and most
 * others) that order is by start square, then by end square; elsewhere it is
 * not specified. Returns 0 when the side to move has no move (which loses,
 * except in antidraughts, where it wins). The list is the position's: a game
 * that has ended (drawn, won by crowning in breakthrough, or ended by
 * checkers_game_declare) still lists its moves, but checkers_game_apply
 * refuses them (see checkers_game_status).
 * `moves` may be NULL when capacity is 0: the count alone, which
 * checkers_game_apply_index then takes. Allocates nothing.
 * Errors: CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_moves(const checkers_game *game, checkers_move *moves,
                                         size_t capacity);

/**
 * Writes the texts of all legal moves into buf, in the order of
 * checkers_game_moves, separated by single spaces ("9-13 9-14 10-14 ..."),
 * each as checkers_game_move_text writes it with the same `flags` and the
 * game's notation. One call instead of one per move: the list is generated
 * once. A position without moves gives "". Returns the length of the full
 * text (snprintf style); buf may be NULL when capacity is 0. The text never
 * exceeds CHECKERS_MAX_MOVES * CHECKERS_MOVE_TEXT_MAX bytes; 4096 is enough
 * for the positions of real games.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game, unknown flags, NULL buf
 * with a capacity), CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_moves_text(const checkers_game *game, uint32_t flags, char *buf,
                                              size_t capacity);

/**
 * Writes move `index` of a list that checkers_game_moves gave, where
 * moves[0 .. count-1] is that whole list, exactly as checkers_game_move_text
 * wrote it in the list's position, in `notation` (CHECKERS_NOTATION_*) and
 * with `flags` (CHECKERS_TEXT_FULL_ROUTE). It reads the list and the game's
 * board only, not its position: the game may have moved on, or back, since
 * the list was made, so a binding can keep listed moves as plain values and
 * write a text only when one is asked for. A list that is not the whole
 * list of a position of this game gives a text that may be ambiguous (the
 * short form of a capture is written unless another listed move shares its
 * start and end). Returns the length of the full text (snprintf style); buf
 * may be NULL when capacity is 0. Allocates nothing.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game or moves, count outside
 * 1..CHECKERS_MAX_MOVES, index outside 0..count-1, unknown notation or
 * flags, a record of moves[index] with a square off the board or a route
 * that is empty, too long or does not end at `to`, NULL buf with a
 * capacity), CHECKERS_E_UNSUPPORTED (algebraic notation for a variant that
 * has none).
 */
CHECKERS_API int32_t checkers_game_listed_move_text(const checkers_game *game,
                                                    const checkers_move *moves, int32_t count,
                                                    int32_t index, int32_t notation, uint32_t flags,
                                                    char *buf, size_t capacity);

/**
 * Plays legal move number `index` (0-based) of the list checkers_game_moves
 * gives for the current position: with a list in hand, the cheapest way to
 * play one of its moves. Returns 0 and, if why is not NULL, stores the move
 * played in why->move. Errors (nothing played): CHECKERS_E_INVALID_ARGUMENT
 * (NULL game, index < 0 or >= the number of legal moves),
 * CHECKERS_E_GAME_OVER (the game has ended; also in why->code),
 * CHECKERS_E_TOO_MANY_MOVES, CHECKERS_E_NO_MEMORY.
 */
CHECKERS_API int32_t checkers_game_apply_index(checkers_game *game, int32_t index,
                                               checkers_refusal *why);

/** Plays a move given in PDN text (as checkers_game_parse_move reads it). */
CHECKERS_API int32_t checkers_game_apply_text(checkers_game *game, const char *text,
                                              checkers_refusal *why);

/**
 * Plays a move (as checkers_game_check_move reads it). An illegal move changes
 * nothing and returns its refusal (details in *why, which may be NULL). A
 * legal move returns 0 and, if why is not NULL, stores the full move played in
 * why->move.
 */
CHECKERS_API int32_t checkers_game_apply(checkers_game *game, const checkers_move *move,
                                         checkers_refusal *why);

/**
 * Plays a sequence of moves written in PDN and separated by white space,
 * e.g. "11-15 23-19 8-11", each read as checkers_game_apply_text reads it.
 * Move numbers ("1.", "12...") are skipped; white space next to a separator
 * belongs to the move ("24- 20"). Stops at the first move refused: the moves
 * before it stay played (the game is left after the last good move), the
 * refusal is returned with its details in *why (may be NULL), and *applied
 * (may be NULL) gets the number of moves played, which is also the 0-based
 * index of the refused move among the moves of the text. Returns 0 when every
 * move was played (*applied = their number). A word longer than
 * CHECKERS_MOVE_TEXT_MAX - 1 is refused as CHECKERS_E_MOVE_SYNTAX.
 * Errors (nothing played, *applied = 0): CHECKERS_E_INVALID_ARGUMENT (NULL
 * game or text); CHECKERS_E_NO_MEMORY stops like a refusal.
 */
CHECKERS_API int32_t checkers_game_apply_moves_text(checkers_game *game, const char *moves,
                                                    int32_t *applied, checkers_refusal *why);

/**
 * Takes back the last move (and any draw claim made after it). A result set
 * by checkers_game_declare is withdrawn first, on its own: that undo takes
 * back no move. Constant time, however long the game: each ply keeps the draw
 * counts after it (the first undo into moves played without a repetition
 * rule, once one is set, counts that run of king moves' repetitions once, in
 * time linear in it). Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_NOTHING_TO_UNDO.
 */
CHECKERS_API int32_t checkers_game_undo(checkers_game *game);

/** The number of moves (plies) played since the game was created. */
CHECKERS_API int32_t checkers_game_ply_count(const checkers_game *game);

/**
 * Stores the move played at ply `ply` (0 = the first move of the game) in
 * *out. Errors: CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_NO_SUCH_PLY.
 */
CHECKERS_API int32_t checkers_game_history(const checkers_game *game, int32_t ply,
                                           checkers_move *out);

/**
 * Writes the move played at ply `ply` in PDN notation, as
 * checkers_game_move_text wrote it in the position it was played in (short
 * form unless ambiguous there; every landing square with
 * CHECKERS_TEXT_FULL_ROUTE; the game's notation), after the huff made before
 * it if any. Constant time, however long the game (a capture of several hops
 * unmakes at most 64 plies from a position the game keeps). Returns the length
 * of the full text; buf may be NULL when capacity is 0. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game, unknown flags, NULL buf with a
 * capacity), CHECKERS_E_NO_SUCH_PLY, CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_history_text(const checkers_game *game, int32_t ply,
                                                uint32_t flags, char *buf, size_t capacity);

/**
 * Writes `move` in PDN notation for the current position into buf: "11-15" for
 * a plain move; "15x24" for a capture whose start and end name it
 * unambiguously; otherwise the full route "1x10x19". With
 * CHECKERS_TEXT_FULL_ROUTE in `flags` every landing square is written.
 * Returns the length of the full text (excluding the NUL).
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game or move, unknown flags),
 * and the refusals of checkers_game_check_move when `move` is not legal here.
 */
#define CHECKERS_TEXT_FULL_ROUTE 1
CHECKERS_API int32_t checkers_game_move_text(const checkers_game *game, const checkers_move *move,
                                             uint32_t flags, char *buf, size_t capacity);

/**
 * Reads a move in PDN notation for the current position: "11-15", "15x24",
 * "1x10x19" (the full route), or "1x19" (the short form, accepted when only
 * one legal move matches). ":" is accepted as a capture separator, spaces
 * around the text and the separators are ignored, and the separator is not
 * checked against the move ("11x15" is read as the plain move 11-15), as real
 * game files need. On success returns 0 and stores the full legal
 * move in *out (may be NULL); otherwise returns the refusal, with details in
 * *why (may be NULL).
 */
CHECKERS_API int32_t checkers_game_parse_move(const checkers_game *game, const char *text,
                                              checkers_move *out, checkers_refusal *why);

/**
 * Checks a proposed move given as a record: `proposed->from` and the landing
 * squares path[0..steps-1] (the full route, or any subsequence of it that ends
 * with the end square). With steps == 0, `from` and `to` alone are used (the
 * short form). The other fields are ignored.
 * Returns 0 if exactly one legal move matches (copied into why->move if why is
 * not NULL), or the refusal code (also stored in *why). `why` may be NULL.
 * A route given whole names its move even where other moves share its ends (a
 * flying king's one long jump from 19 to 12 beside a four-piece capture
 * between the same squares); a record with steps == 0 names only its ends,
 * and when several legal moves share them it is refused with
 * CHECKERS_E_AMBIGUOUS (why->count: how many; why->move: one of them), as
 * the short form in text is: checkers_game_move_choices lists them, for a
 * program to let its user choose.
 * Refusals: every move refusal (the CHECKERS_E_* codes from -100, listed
 * under "status codes" near the end of this header). Errors:
 * CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_check_move(const checkers_game *game,
                                              const checkers_move *proposed, checkers_refusal *why);

/**
 * The legal moves a proposal could mean: those that start and end where it
 * does and pass its landing squares in order (all of a record's path, or the
 * squares of move text), in the order of checkers_game_moves. For a proposal
 * refused with CHECKERS_E_AMBIGUOUS these are the choices to offer ("19x12":
 * the one-piece jump and the four-piece capture). Stores up to `capacity`
 * moves (`moves` may be NULL when capacity is 0) and returns how many there
 * are; 0 when the game is over or nothing matches (checkers_game_check_move
 * then says why). Allocates nothing. Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_TOO_MANY_MOVES; for text, CHECKERS_E_MOVE_SYNTAX and
 * CHECKERS_E_MOVE_SQUARE.
 */
CHECKERS_API int32_t checkers_game_move_choices(const checkers_game *game,
                                                const checkers_move *proposed, checkers_move *moves,
                                                int32_t capacity);
CHECKERS_API int32_t checkers_game_move_choices_text(const checkers_game *game, const char *text,
                                                     checkers_move *moves, int32_t capacity);

/**
 * A refusal said in words, for a person: the code's message, then in
 * parentheses what the refusal's details add, squares named as the game
 * writes them (checkers_game_notation): "the destination square is occupied
 * (square b4)", "a capture is available and must be made (e.g. 9x18)". For
 * the refusal a call just stored for this game's current position (its
 * example move is written for that position). Returns the length of the full
 * text, snprintf style (buf may be NULL when capacity is 0); a buffer of
 * CHECKERS_REFUSAL_TEXT_MAX bytes always holds it. The wording may improve
 * between releases: test the code, not this text.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game or why, NULL buf with a
 * capacity).
 */
#define CHECKERS_REFUSAL_TEXT_MAX 512
CHECKERS_API int32_t checkers_game_refusal_text(const checkers_game *game,
                                                const checkers_refusal *why, char *buf,
                                                size_t capacity);

/**
 * A square's name as the game writes it: its number ("19"), or in algebraic
 * notation its file and rank ("b4"). Returns the length, snprintf style;
 * 4 bytes always hold it. Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game, a
 * square off the board, NULL buf with a capacity).
 */
CHECKERS_API int32_t checkers_game_square_text(const checkers_game *game, int32_t square, char *buf,
                                               size_t capacity);

/* ----------------------------------------------------- results and draws */

/**
 * Results: of checkers_game_status, checkers_game_declare, and of PDN records
 * (checkers_pdn_result, checkers_pdn_write), one numbering for all.
 */
#define CHECKERS_ONGOING 0
#define CHECKERS_BLACK_WINS 1
#define CHECKERS_WHITE_WINS 2
#define CHECKERS_DRAW 3

/**
 * A result as PDN writes it, for every variant (PDN's Default result type):
 * "*" (CHECKERS_ONGOING), "0-1" (CHECKERS_BLACK_WINS), "1-0"
 * (CHECKERS_WHITE_WINS), "1/2-1/2" (CHECKERS_DRAW), "0-0"
 * (CHECKERS_PDN_NO_RESULT, below). A static string; NULL for any other value.
 * (checkers_pdn_write writes a 10x10 game's results as its variant's result
 * type does: "0-2", "2-0", "1-1".)
 */
CHECKERS_API const char *checkers_result_text(int32_t result);

/**
 * The result `text` names: one of the five texts checkers_result_text writes,
 * exactly (no spaces; "2-0" and the other texts of the 10x10 result type are
 * the PDN reader's to read). Returns CHECKERS_ONGOING, CHECKERS_BLACK_WINS,
 * CHECKERS_WHITE_WINS, CHECKERS_DRAW or CHECKERS_PDN_NO_RESULT.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL, or any other text).
 */
CHECKERS_API int32_t checkers_result_parse(const char *text);

/** Reasons, for results and for draw claims. */
#define CHECKERS_REASON_NONE 0
#define CHECKERS_REASON_NO_PIECES 1  /* the side to move has no pieces left */
#define CHECKERS_REASON_NO_MOVES 2   /* the side to move has pieces, all blocked */
#define CHECKERS_REASON_REPETITION 3 /* the same position occurred N times */
#define CHECKERS_REASON_MOVE_LIMIT 4 /* N moves each without a man move or capture */
#define CHECKERS_REASON_CROWNED 5    /* breakthrough: the winner crowned a king first */
#define CHECKERS_REASON_ENDGAME 6    /* a variant's endgame rule (e.g. FMJD 16 and 5 moves) */

/** Results the rules do not decide, set by checkers_game_declare. */
#define CHECKERS_REASON_RESIGNATION 7   /* a player resigned */
#define CHECKERS_REASON_AGREEMENT 8     /* the players agreed a draw */
#define CHECKERS_REASON_TIME 9          /* a player ran out of time */
#define CHECKERS_REASON_ADJUDICATION 10 /* an arbiter (or the host) decided the result */

/**
 * The state of the game: returns CHECKERS_ONGOING, CHECKERS_BLACK_WINS,
 * CHECKERS_WHITE_WINS or CHECKERS_DRAW, and stores the CHECKERS_REASON_* in
 * *reason (may be NULL). A side to move without legal moves has lost (in
 * antidraughts it has won).
 * Errors: CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_TOO_MANY_MOVES (as
 * checkers_game_moves; also from checkers_game_claimable and _claim_draw).
 */
CHECKERS_API int32_t checkers_game_status(const checkers_game *game, int32_t *reason);

/**
 * Whether a draw can be claimed now (under claim rules; with automatic rules
 * the draw has already happened). Returns the CHECKERS_REASON_* that allows a
 * claim, or CHECKERS_REASON_NONE (0). The claim is open to either player. To
 * claim with a move ("my next move repeats the position"), play the move and
 * then claim. Errors: CHECKERS_E_INVALID_ARGUMENT.
 */
CHECKERS_API int32_t checkers_game_claimable(const checkers_game *game);

/**
 * Claims a draw: if checkers_game_claimable() gives a reason, the game ends
 * drawn for that reason and 0 is returned. Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_GAME_OVER (already over), CHECKERS_E_NO_CLAIM.
 */
CHECKERS_API int32_t checkers_game_claim_draw(checkers_game *game);

/**
 * Ends an ongoing game with a result the rules do not decide, as a game
 * server or an arbiter records it. The combinations allowed:
 *   CHECKERS_REASON_RESIGNATION   CHECKERS_BLACK_WINS or CHECKERS_WHITE_WINS
 *                                 (the loser resigned; either player may
 *                                 resign, on move or not)
 *   CHECKERS_REASON_AGREEMENT     CHECKERS_DRAW
 *   CHECKERS_REASON_TIME          CHECKERS_BLACK_WINS or CHECKERS_WHITE_WINS
 *                                 (the loser's clock ran out)
 *   CHECKERS_REASON_ADJUDICATION  any of the three results
 * Afterwards checkers_game_status returns that result and reason and moves
 * are refused with CHECKERS_E_GAME_OVER. checkers_game_undo first withdraws
 * the declaration (the moves stay; a further undo takes back a move), and
 * checkers_game_clone copies it. The host decides the rules around it (who
 * may resign, when time runs out): the library only records the outcome.
 * Timing rules that depend on the position read checkers_game_moves: the
 * ACF's "one minute when only one jump is possible" applies when it lists a
 * single move and that move's `captures` is non-zero.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game, an unknown result or
 * reason, or a combination not listed), CHECKERS_E_GAME_OVER (the game has
 * already ended, by the rules or by a declaration), CHECKERS_E_TOO_MANY_MOVES
 * (as checkers_game_status).
 */
CHECKERS_API int32_t checkers_game_declare(checkers_game *game, int32_t result, int32_t reason);

/**
 * The result set by checkers_game_declare, while it stands: returns
 * CHECKERS_BLACK_WINS, CHECKERS_WHITE_WINS or CHECKERS_DRAW and stores its
 * CHECKERS_REASON_* in *reason (may be NULL); returns CHECKERS_ONGOING (0),
 * and stores CHECKERS_REASON_NONE, when none was declared or it was withdrawn
 * by checkers_game_undo, whatever the rules decide. So a binding tells an
 * undo that withdraws a declaration (and takes back no move) from one that
 * takes back a move, and a save keeps the declaration apart from the moves.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game).
 */
CHECKERS_API int32_t checkers_game_declared(const checkers_game *game, int32_t *reason);

/**
 * Draw settings of one game.
 *   repetitions  the number of occurrences of the same position (same pieces,
 *                same side to move) that makes the draw; 0 switches it off.
 *                Allowed: 0 or CHECKERS_REPETITIONS_MIN..CHECKERS_REPETITIONS_MAX
 *                (2..1000).
 *   move_limit   the number of moves by EACH side (so 2*N plies) without a
 *                man move and without a capture that makes the draw; 0 = off.
 *                Allowed: 0..CHECKERS_MOVE_LIMIT_MAX (10000).
 *   claim        0: the draw happens automatically; 1: the game goes on and a
 *                player may claim it (checkers_game_claim_draw).
 *   endgame      1: the variant's endgame rules apply (0 = off). International
 *                family (FMJD 6.3, 6.4): a lone king against three pieces with a
 *                king is drawn after 16 moves each, against one or two pieces
 *                with a king after 5 moves each. Russian and Brazilian (FMJD-64
 *                7.2.4-7.2.8): three or more kings against a lone king, 15
 *                moves; a lone king on the long diagonal against three pieces,
 *                5 moves; against one or two pieces with a king, 5 moves; both
 *                sides with kings and no capture or crowning, 30 moves (4-5
 *                pieces) or 60 moves (6-7 pieces). Pool: three kings against
 *                one, 13 moves. English has none. See the README for how the
 *                moves are counted.
 * New games start with their variant's own settings: for English those of
 * the CHECKERS_DRAWS_ONLINE preset; for the others the rules of their
 * federation (see the README).
 */
typedef struct checkers_draw_rules {
    int32_t repetitions;
    int32_t move_limit;
    int32_t claim;
    int32_t endgame;
    int32_t reserved[4];
} checkers_draw_rules;

/** The ranges of checkers_draw_rules, for bindings to check and to say. */
#define CHECKERS_REPETITIONS_MIN 2    /* the fewest occurrences a repetition rule counts */
#define CHECKERS_REPETITIONS_MAX 1000 /* the most */
#define CHECKERS_MOVE_LIMIT_MAX 10000 /* the longest move limit, in moves by each side */

/**
 * Presets for checkers_draw_rules_preset. They are the same for every
 * variant; a variant's own rules ("default" in the CLI and the bindings) are
 * those a new game of it starts with (checkers_game_draw_rules).
 */
#define CHECKERS_DRAWS_ONLINE 0 /* online servers: 5 repetitions, 40 moves each, automatic */
#define CHECKERS_DRAWS_WCDF 1   /* WCDF/ACF: 3 repetitions, 40 moves each, claimed */
#define CHECKERS_DRAWS_BGA 2    /* Board Game Arena: 3 repetitions, 25 moves each, automatic */
#define CHECKERS_DRAWS_NONE 3   /* no draw rules at all */

/**
 * The first name of CHECKERS_DRAWS_ONLINE, kept for programs written with
 * it. It is NOT the variant's default: it is the English online preset.
 */
#define CHECKERS_DRAWS_DEFAULT 0

/**
 * Fills *out with a preset (presets have endgame = 0).
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL out or unknown preset).
 */
CHECKERS_API int32_t checkers_draw_rules_preset(int32_t preset, checkers_draw_rules *out);

/**
 * Sets the game's draw rules (copied). They apply to the moves already
 * played too: the status is recomputed. Errors: CHECKERS_E_INVALID_ARGUMENT
 * (NULL, a value out of range, non-zero reserved fields).
 */
CHECKERS_API int32_t checkers_game_set_draw_rules(checkers_game *game,
                                                  const checkers_draw_rules *rules);

/** Copies the game's draw rules into *out. Errors: CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_game_draw_rules(const checkers_game *game, checkers_draw_rules *out);

/**
 * Deprecated: the first name of checkers_game_draw_rules, the one getter
 * named with "get" (see Names above), kept exported for the programs and
 * bindings written with it. The same call: it copies the game's draw rules
 * into *out. Errors: CHECKERS_E_INVALID_ARGUMENT.
 */
CHECKERS_API int32_t checkers_game_get_draw_rules(const checkers_game *game,
                                                  checkers_draw_rules *out);

/* -------------------------------------------------------------- variants */

/**
 * Variants are named by lower-case strings: "english" (English draughts /
 * American checkers, WCDF and ACF rules) and the others listed by
 * checkers_variant_name(). Where a function takes a variant name, NULL means
 * "english", and the name is read in any case ("English", "RUSSIAN").
 */

/** The number of variants this library knows. */
CHECKERS_API int32_t checkers_variant_count(void);

/** The name of variant `index` (0 .. count-1), or NULL if out of range. Static string. */
CHECKERS_API const char *checkers_variant_name(int32_t index);

/** A one-line description of variant `index`, or NULL if out of range. Static string. */
CHECKERS_API const char *checkers_variant_description(int32_t index);

/** The index of the variant called `name`, or CHECKERS_E_UNKNOWN_VARIANT. */
CHECKERS_API int32_t checkers_variant_find(const char *name);

/**
 * Copies the draw rules a new game of `variant` starts with (its own rules,
 * "default" in the CLI and the bindings) into *out, without creating a game.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL out), CHECKERS_E_UNKNOWN_VARIANT.
 */
CHECKERS_API int32_t checkers_variant_draw_rules(const char *variant, checkers_draw_rules *out);

/* -------------------------------------------------- notation and hashing */

/**
 * Writes the position as a canonical PDN FEN into buf: side to move, White's
 * pieces, Black's pieces, squares in ascending order, kings marked "K", no
 * ranges, e.g. "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,...,12". In
 * Frisian and Frysk!, while a king has a run of plain moves, the king-move
 * field follows (see checkers_game_new_from_fen), e.g. "B:WK41,45:B12:+0+341".
 * Returns the length of the full text (excluding the NUL); it never exceeds
 * CHECKERS_FEN_MAX - 1. Errors: CHECKERS_E_INVALID_ARGUMENT.
 */
CHECKERS_API int32_t checkers_game_fen(const checkers_game *game, char *buf, size_t capacity);

/**
 * Square notation of the text a game writes (move text, FEN). Squares are
 * always read in both forms where the variant has an algebraic notation.
 *   CHECKERS_NOTATION_NUMERIC    PDN square numbers ("11-15"): every variant.
 *   CHECKERS_NOTATION_ALGEBRAIC  files and ranks ("c3-d4"), a1 at White's
 *                                bottom left: the variants whose PDN notation
 *                                is algebraic (russian, brazilian, czech,
 *                                turkish), for which it is the default.
 */
#define CHECKERS_NOTATION_NUMERIC 0
#define CHECKERS_NOTATION_ALGEBRAIC 1

/**
 * Chooses the notation of the text the game writes. Errors:
 * CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_UNSUPPORTED (no algebraic notation
 * for this variant).
 */
CHECKERS_API int32_t checkers_game_set_notation(checkers_game *game, int32_t notation);

/** The game's notation (CHECKERS_NOTATION_*), or CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_game_notation(const checkers_game *game);

/**
 * A 64-bit Zobrist hash of the position (pieces and side to move). Equal
 * positions of one variant hash equal, on every platform and in every version
 * with the same CHECKERS_ABI_VERSION. 0 if game is NULL.
 */
CHECKERS_API uint64_t checkers_game_hash(const checkers_game *game);

/** The deepest perft checkers_game_perft counts. */
#define CHECKERS_PERFT_DEPTH_MAX 64

/**
 * Counts the leaf positions `depth` plies from the current position (perft),
 * counting moves by the distinct-move convention (routes with the same start,
 * end and captured set count once). Draw and game-end rules are ignored.
 * depth 0 gives 1. Stores the count in *leaves and returns 0. The counts
 * are 64-bit: English perft(28) and beyond would overflow. Uses a move stack
 * of (depth+1) * 24 KiB (48 KiB on 12x12 and Turkish boards) from the game's
 * allocator for the call.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL, depth < 0 or
 * > CHECKERS_PERFT_DEPTH_MAX), CHECKERS_E_NO_MEMORY, CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_perft(const checkers_game *game, int32_t depth,
                                         uint64_t *leaves);

/**
 * checkers_game_perft move by move ("divide": where two move generators
 * disagree, the counts under each first move say which move to look at), in
 * parts that a caller can stop. Calls callback(context, index, leaves) (NULL:
 * no calls), `leaves` being those counted under the legal move at `index` of
 * checkers_game_moves's list since the last call: the moves come in list
 * order, and a move's count may come in several calls, whose sum it is, most
 * after at most a few million leaves (some milliseconds). The callback returns
 * 0 to go on; any other value stops the count soon, even the longest, and is
 * what this call returns. The callback must not change the game. Stores the
 * leaves counted, all of them or those before a stop, in *leaves (an error
 * leaves it as it was). depth 0
 * counts 1 and calls nothing. Returns 0, the callback's non-zero value, or an
 * error: those of checkers_game_perft. Memory and stack as checkers_game_perft,
 * and a few hundred bytes of stack more a ply.
 */
typedef int32_t (*checkers_perft_callback)(void *context, int32_t index, uint64_t leaves);
CHECKERS_API int32_t checkers_game_perft_divide(const checkers_game *game, int32_t depth,
                                                checkers_perft_callback callback, void *context,
                                                uint64_t *leaves);

/* ------------------------------------------------------ English: huffing */

/**
 * The huffing rule, an old option of English draughts (off by default; only
 * "english" has it). While it is on, capturing is not compulsory: the moves
 * listed and accepted are the captures and the plain moves. When a player
 * makes a move that captures nothing although one of their pieces could
 * have captured, the opponent may, at the start of their turn, "huff" (remove)
 * one such piece (the piece that moved, if it was one, where it now stands),
 * and then moves as usual. A huff is not a move: the side to move does not
 * change, it is kept with the game and then with the move that follows it,
 * and undo takes it back (alone, before that move; with the move, after it).
 * PDN has no notation for a huff: checkers_pdn_write declares the rule with
 * the tag [Huffing "1"] and writes each huff before the huffer's move as a
 * comment and a PDN 3.0 setup of the position after it, "{huff 14}
 * /FEN "W:W18,30:B5"/"; the PDN reader takes that tag, and such a setup after
 * the first move, back as the setting and the huff (docs/pdn.md).
 *
 * checkers_game_set_huffing: on is 1 or 0; the setting may change at any time
 * (a huff already made stays). Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_UNSUPPORTED (not an English game).
 */
CHECKERS_API int32_t checkers_game_set_huffing(checkers_game *game, int32_t on);

/** 1 if the huffing rule is on, 0 if not. Errors: CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_game_huffing(const checkers_game *game);

/**
 * The squares of the pieces that may be huffed now, ascending, into
 * squares[0..capacity-1] (NULL when capacity is 0); returns how many there
 * are (0: nothing to huff). Errors: CHECKERS_E_INVALID_ARGUMENT,
 * CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_huffable(const checkers_game *game, uint8_t *squares,
                                            size_t capacity);

/**
 * Huffs the piece on `square`: removes it, the same side still to move.
 * Returns 0, or a refusal (also in why->code when why is not NULL, with the
 * square in why->square; nothing changes): CHECKERS_E_NO_HUFF (the rule is
 * off, the last move captured or no capture was possible before it, there
 * is no last move, or a huff was made this turn), CHECKERS_E_HUFF_SQUARE (no
 * piece on that square may be huffed), CHECKERS_E_MOVE_SQUARE (no such
 * square), CHECKERS_E_GAME_OVER. Errors: CHECKERS_E_INVALID_ARGUMENT.
 */
CHECKERS_API int32_t checkers_game_huff(checkers_game *game, int32_t square, checkers_refusal *why);

/**
 * The square of the piece huffed before the move at ply `ply` (0 = the first
 * move), or, at ply == checkers_game_ply_count(), the huff made this turn
 * with the huffer's move still to come; 0 when there was none. A record of
 * the game's huffs without replaying it (a copy, a save). Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game), CHECKERS_E_NO_SUCH_PLY.
 */
CHECKERS_API int32_t checkers_game_history_huff(const checkers_game *game, int32_t ply);

/* ------------------------------------ Turkish: crowning during a capture */

/**
 * What happens to a man that reaches the last row during a capture. Each
 * variant has its rule; Turkish's published rules disagree on it, so a
 * Turkish game may choose among the three readings.
 */
#define CHECKERS_CROWNING_ENDS_MOVE 0 /* crowned there, and the move ends (English) */
#define CHECKERS_CROWNING_AT_END 1    /* goes on as a man; crowned if it ends there (FMJD) */
#define CHECKERS_CROWNING_AS_KING 2   /* crowned at once, goes on capturing as a king (Russian) */

/**
 * checkers_game_set_crowning: rule is a CHECKERS_CROWNING_* value. Only
 * "turkish" offers the choice (default CHECKERS_CROWNING_AT_END, pydraughts'
 * reading); another variant accepts only its own rule. The setting may change
 * at any time and applies from the next move; PDN has no tag for it. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game, unknown rule), CHECKERS_E_UNSUPPORTED
 * (another rule for a variant without the choice).
 */
CHECKERS_API int32_t checkers_game_set_crowning(checkers_game *game, int32_t rule);

/** The game's CHECKERS_CROWNING_* rule. Errors: CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_game_crowning(const checkers_game *game);

/**
 * The CHECKERS_CROWNING_* rule the move at ply `ply` (0 = the first move) was
 * played under, or, at ply == checkers_game_ply_count(), the rule the next
 * move will be (checkers_game_crowning). A replay of a game whose rule changed
 * between moves (a copy, a save) sets each move's rule before playing it,
 * without trying every rule. Constant time. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game), CHECKERS_E_NO_SUCH_PLY.
 */
CHECKERS_API int32_t checkers_game_history_crowning(const checkers_game *game, int32_t ply);

/* ------------------------------------------------------------- PDN files */

/**
 * A PDN reader yields the games of a PDN text one at a time, replaying and
 * checking every move as it reads. It reads from the caller's buffer without
 * copying it, unless asked to (CHECKERS_PDN_COPY). No callbacks: call
 * checkers_pdn_next() in a loop and query the current game with the
 * functions below.
 *
 * Each game: its tags; its variant (from the GameType tag, number or full
 * descriptor; without one, a Variant tag giving a variant's name, any case;
 * else the reader's default variant); its start position
 * (the FEN tag, or a /FEN/ setup, or the variant's start); its moves, checked
 * as they are read; the comment after each move; its result (the movetext
 * terminator, or the Result tag when the moves end without one). Move numbers,
 * NAGs ($1), move strength (!, ?, !?, ...), variations ((...)), {comments}
 * and % line comments are read. The first illegal or unreadable move stops
 * the replay of that game (the rest of the game is skipped) and is reported
 * with its line, column, move number and reason; reading goes on with the
 * next game.
 */
typedef struct checkers_pdn_reader checkers_pdn_reader;

/** checkers_pdn_reader_new flags */
#define CHECKERS_PDN_STRICT 1 /* refuse what PDN 3.0 does not allow (see README) */
#define CHECKERS_PDN_COPY 2   /* copy the text: the caller may free it once _new returns */

/**
 * Creates a reader over text[0..length-1] (need not be NUL-terminated).
 * Without CHECKERS_PDN_COPY the reader reads the caller's buffer in place, and
 * the buffer must stay unchanged and alive until the reader is freed; with it,
 * the reader reads its own copy (length bytes from the allocator), which is
 * what a garbage-collected language's binding should ask for.
 * `variant` (NULL = "english") is used for games without a GameType tag or a
 * Variant tag naming one of the library's variants.
 * Errors: CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_UNKNOWN_VARIANT,
 * CHECKERS_E_NO_MEMORY.
 */
CHECKERS_API int32_t checkers_pdn_reader_new(checkers_pdn_reader **out, const char *text,
                                             size_t length, const char *variant, uint32_t flags,
                                             const checkers_allocator *allocator);

/** Frees the reader and the current game. NULL is a no-op. */
CHECKERS_API void checkers_pdn_reader_free(checkers_pdn_reader *reader);

/**
 * Reads the next game. Returns 1 when a game was read (legal or not: see
 * checkers_pdn_error_info), 0 at the end of the text, or an error
 * (CHECKERS_E_INVALID_ARGUMENT, CHECKERS_E_NO_MEMORY).
 */
CHECKERS_API int32_t checkers_pdn_next(checkers_pdn_reader *reader);

/**
 * The current game, replayed up to its last legal move; the reader owns it
 * and replaces it on the next call to checkers_pdn_next (clone it to keep it).
 * NULL before the first game or when the game could not be set up (bad FEN,
 * unknown GameType: see checkers_pdn_error_info).
 */
CHECKERS_API const checkers_game *checkers_pdn_game(const checkers_pdn_reader *reader);

/** The number of tags of the current game. */
CHECKERS_API int32_t checkers_pdn_tag_count(const checkers_pdn_reader *reader);

/**
 * The name and value of tag `index` (0-based, in file order), or NULL when out
 * of range. The strings are owned by the reader until checkers_pdn_next().
 */
CHECKERS_API const char *checkers_pdn_tag_name(const checkers_pdn_reader *reader, int32_t index);
CHECKERS_API const char *checkers_pdn_tag_value(const checkers_pdn_reader *reader, int32_t index);

/** The value of the first tag called `name` (case-sensitive), or NULL. */
CHECKERS_API const char *checkers_pdn_tag(const checkers_pdn_reader *reader, const char *name);

/**
 * The comment written after ply `ply` of the current game (0 = after the first
 * move; -1 = before the first move), without braces, or NULL if none. Owned by
 * the reader until checkers_pdn_next().
 */
CHECKERS_API const char *checkers_pdn_comment(const checkers_pdn_reader *reader, int32_t ply);

/**
 * Results as written in PDN use the statuses' numbers, so that a status
 * passes straight to checkers_pdn_write: CHECKERS_ONGOING ("*", or no
 * result), CHECKERS_BLACK_WINS ("0-1", "0-2"), CHECKERS_WHITE_WINS ("1-0",
 * "2-0"), CHECKERS_DRAW ("1/2-1/2", "1-1"), and one result that only PDN has:
 */
#define CHECKERS_PDN_NO_RESULT 4 /* "0-0": both lose, or the game was cancelled */

/**
 * The current game's result as written in its record (the result after the
 * moves, else the Result tag): CHECKERS_ONGOING, CHECKERS_BLACK_WINS,
 * CHECKERS_WHITE_WINS, CHECKERS_DRAW or CHECKERS_PDN_NO_RESULT.
 */
CHECKERS_API int32_t checkers_pdn_result(const checkers_pdn_reader *reader);

/**
 * Where and why the current game failed. code is 0 when every move was read
 * and legal; otherwise a move refusal (CHECKERS_E_MOVE_*, CHECKERS_E_NO_PIECE,
 * ...), a FEN error, CHECKERS_E_UNKNOWN_VARIANT for an unsupported GameType,
 * CHECKERS_E_PDN_SYNTAX, or a limit passed (CHECKERS_E_PDN_TOO_MANY_PLIES,
 * CHECKERS_E_PDN_TOO_LONG: see checkers_pdn_reader_set_limits). line and
 * column are 1-based positions in the text of the offending token,
 * move_number the PDN move number, ply the 0-based ply at which it occurred,
 * text the token (truncated, NUL-terminated).
 */
typedef struct checkers_pdn_error {
    int32_t code;
    int32_t line;
    int32_t column;
    int32_t move_number;
    int32_t ply;
    int32_t reserved[3];
    char text[64];
} checkers_pdn_error;

/** Copies the current game's error into *out. Errors: CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_pdn_error_info(const checkers_pdn_reader *reader,
                                             checkers_pdn_error *out);

/** The number of games read so far. */
CHECKERS_API int32_t checkers_pdn_games_read(const checkers_pdn_reader *reader);

/**
 * The current game's error said in words: what is wrong, for a program to
 * show after its own "FILE:LINE:COLUMN:" (checkers_pdn_error) - e.g. "the
 * move written 10x26 where the short form is ambiguous: give every landing
 * square", "GameType 41 is not a variant this library plays", "a ) that
 * closes no variation". One line of at most 223 bytes, UTF-8, naming the
 * offending text quoted as it was written (control characters as spaces).
 * "" when the game has no error; NULL for a NULL reader. Owned by the reader
 * until checkers_pdn_next(). The wording may improve between releases: test
 * err.code, not this text.
 */
CHECKERS_API const char *checkers_pdn_error_message(const checkers_pdn_reader *reader);

/**
 * Limits on one game, so that a hostile or broken file cannot make a reader
 * use time or memory out of proportion to a real game: at most `max_plies`
 * plies are replayed, and at most `max_game_bytes` bytes of text (its tags,
 * comments and movetext, counted from the end of the game before) are taken in.
 * A game past either is read up to the limit and reported with
 * CHECKERS_E_PDN_TOO_MANY_PLIES or CHECKERS_E_PDN_TOO_LONG (checkers_pdn_error:
 * where the limit was passed); the rest of it is skipped without being kept,
 * and reading goes on with the next game. 0 lifts a limit (for trusted text).
 * A new reader has the defaults below: real games are a few hundred plies
 * and a few kilobytes, and the defaults hold a game's replay to about 4 MB of
 * history and its kept text to 16 MB. Applies from the next call to
 * checkers_pdn_next. Errors: CHECKERS_E_INVALID_ARGUMENT (NULL, a negative limit).
 */
#define CHECKERS_PDN_DEFAULT_MAX_PLIES 100000
#define CHECKERS_PDN_DEFAULT_MAX_GAME_BYTES 16777216 /* 16 MiB */

CHECKERS_API int32_t checkers_pdn_reader_set_limits(checkers_pdn_reader *reader, int32_t max_plies,
                                                    int64_t max_game_bytes);

/**
 * Writes a game as canonical PDN 3.0 into buf: the seven standard tags (Event,
 * Site, Date, Round, White, Black, Result) in that order with "?" or "*" when
 * not given, then GameType (every variant that has a number, English's 21
 * included, since readers differ on what a missing GameType means; a variant
 * without one, Killer, gets Variant with its name unless the tags give a
 * Variant) and FEN/SetUp
 * (when the game did not start from the standard position), then Huffing "1"
 * for a game with the huffing rule, then
 * Termination for a result set by checkers_game_declare ("normal" for a
 * resignation or an agreed draw, "time forfeit", "adjudication") unless the
 * tags give one, then any other tags; then the movetext with move numbers,
 * captures in the short form unless ambiguous (then the full route), each
 * huff as "{huff N} /FEN .../" before the huffer's move (see
 * checkers_game_huff), and the result. tag_names and
 * tag_values (tag_count entries each, may be NULL when 0) give the tags;
 * `comments` (may be NULL) holds ply_count+1 strings or NULLs: comments[0]
 * goes before the first move, comments[i+1] after ply i. `result` is a status
 * (CHECKERS_ONGOING, CHECKERS_BLACK_WINS, CHECKERS_WHITE_WINS, CHECKERS_DRAW:
 * what checkers_game_status returns may be passed as it is) or
 * CHECKERS_PDN_NO_RESULT, written as the variant's result type writes it
 * ("0-1" in English, "0-2" in International for a Black win). A result the board
 * contradicts (the winner on the board named the loser) is written all the
 * same, because real records hold such results (adjudications, forfeits,
 * slips: two games of the OCA archive) and must be rewritten faithfully.
 * Returns the length of the full text; buf may be NULL when capacity is 0.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game, bad tags, an unknown
 * result, NULL buf with a capacity).
 */
CHECKERS_API int32_t checkers_pdn_write(const checkers_game *game, const char *const *tag_names,
                                        const char *const *tag_values, int32_t tag_count,
                                        const char *const *comments, int32_t result, char *buf,
                                        size_t capacity);

/* --------------------------------------------------------------- ballots */

/** Ballot decks (English only). */
#define CHECKERS_BALLOTS_THREE_MOVE 3 /* the ACF 3-move list: 174 ballots, numbered 1-174 */
#define CHECKERS_BALLOTS_TWO_MOVE 2   /* the 2-move list: 49 ballots, numbered 1-49 */

/** Ballot classes. */
#define CHECKERS_BALLOT_CROSSBOARD 1 /* one of the 144 classic openings */
#define CHECKERS_BALLOT_MAILPLAY 2   /* one of the 12 added to the deck in 2003 (156 in all) */
#define CHECKERS_BALLOT_BARRED 3     /* considered lost: not in the 156 deck */
#define CHECKERS_BALLOT_STANDARD 4   /* 2-move list: playable */
#define CHECKERS_BALLOT_LOST 5       /* 2-move list: considered lost */

/** The number of ballots in a deck, or CHECKERS_E_INVALID_ARGUMENT. */
CHECKERS_API int32_t checkers_ballot_count(int32_t deck);

/**
 * Writes the moves of ballot `number` (1-based) of `deck` as PDN move text,
 * e.g. "9-13 21-17 5-9", stores its class (CHECKERS_BALLOT_*) in
 * *ballot_class (may be NULL) and returns the length of the text. buf may be
 * NULL when capacity is 0. Errors: CHECKERS_E_INVALID_ARGUMENT (unknown deck
 * or number).
 */
CHECKERS_API int32_t checkers_ballot(int32_t deck, int32_t number, char *buf, size_t capacity,
                                     int32_t *ballot_class);

/**
 * Creates an English game after ballot `number` of `deck` (the ballot's moves
 * are in its history: White is to move after a three-move ballot, Black after
 * a two-move one). Errors: as checkers_game_new, and
 * CHECKERS_E_INVALID_ARGUMENT for an unknown deck or number.
 */
CHECKERS_API int32_t checkers_game_new_from_ballot(checkers_game **out, int32_t deck,
                                                   int32_t number,
                                                   const checkers_allocator *allocator);

/* -------------------------------------------------------------- diagrams */

/** checkers_diagram_options.flags */
#define CHECKERS_DIAGRAM_FLIP 1        /* draw from Black's side */
#define CHECKERS_DIAGRAM_NUMBERS 2     /* square numbers on the playing squares */
#define CHECKERS_DIAGRAM_COORDINATES 4 /* files and ranks around the board */

/** checkers_diagram_options.square_size: 0 (the default), or a size in this range. */
#define CHECKERS_DIAGRAM_SQUARE_DEFAULT 48 /* pixels per square when square_size is 0 */
#define CHECKERS_DIAGRAM_SQUARE_MIN 8      /* below this the pieces and text no longer fit */
#define CHECKERS_DIAGRAM_SQUARE_MAX 1024   /* keeps every coordinate far from int overflow */

/**
 * Options of a diagram. Zero-initialise, then set what you need.
 * square_size  pixels per square (0 = CHECKERS_DIAGRAM_SQUARE_DEFAULT, 48).
 * last_move    highlighted when last_move.steps > 0 (start, route, captures).
 * highlight    highlight[n-1] != 0 highlights square n.
 */
typedef struct checkers_diagram_options {
    uint32_t flags;
    int32_t square_size;
    int32_t reserved[2];
    checkers_move last_move;
    uint8_t highlight[CHECKERS_MAX_SQUARES];
} checkers_diagram_options;

/**
 * Writes an SVG image of the game's position into buf: the board in the
 * variant's size and orientation (one wood palette for every variant), men
 * and kings, and what the options ask for. Square numbers are dark on a
 * light tab (contrast 11.9:1), at least 10 pixels high when square_size is
 * 24 or more. To mark the move that led to the position with its captures,
 * pass the last move of the game's history (checkers_game_history).
 * `options` may be NULL (defaults). Returns the length of the full text; buf
 * may be NULL when capacity is 0. Errors: CHECKERS_E_INVALID_ARGUMENT
 * (NULL game; unknown flags; non-zero reserved fields; square_size other than
 * 0 or CHECKERS_DIAGRAM_SQUARE_MIN..CHECKERS_DIAGRAM_SQUARE_MAX, 8..1024;
 * last-move squares off the board). highlight[] entries beyond
 * the board are ignored.
 */
CHECKERS_API int32_t checkers_game_svg(const checkers_game *game,
                                       const checkers_diagram_options *options, char *buf,
                                       size_t capacity);

/* ---------------------------------------------------------------- search */

/**
 * The computer's search: the opponent of the terminal game (`checkers
 * play`), of the JavaScript package's Game.bestMove and the web page, and the
 * engine of `checkers hub`. An alpha-beta search over the library's own move
 * generator with iterative deepening and a transposition table; it counts
 * material (a man 100, a king 150, 2 per row a man has advanced: scores are in
 * hundredths of a man), knows how to drive lone kings out of the double
 * corners, and plays every variant (in antidraughts, pieces count against
 * their side). A position that comes back along a searched line counts as a
 * draw, and the game's own draw rules apply (its history is copied).
 *
 * A search object is used by one thread at a time (checkers_search_stop
 * excepted, which any thread may call); distinct objects may search at the
 * same time. It keeps no pointer to the game it was given.
 */
typedef struct checkers_search checkers_search;

/** Limits and sizes. */
#define CHECKERS_SEARCH_MAX_DEPTH 48      /* the deepest pass (plies, captures go on beyond) */
#define CHECKERS_SEARCH_PV_MAX 16         /* moves of a principal variation reported */
#define CHECKERS_SEARCH_WIN 1000000       /* the score of a won game, minus the plies to it */
#define CHECKERS_SEARCH_WON 999000        /* beyond +-this, a score is a forced win or loss */
#define CHECKERS_SEARCH_TABLE_BITS 18     /* the table's default size: 2^18 entries of 16 bytes */
#define CHECKERS_SEARCH_TABLE_BITS_MIN 10 /* the smallest table a search takes */
#define CHECKERS_SEARCH_TABLE_BITS_MAX 30 /* the largest (16 GB; 26, 1 GB, in 32-bit builds) */

/**
 * What a search may spend. Zero-initialise, then set what you need; a limit
 * left 0 does not apply. The search stops at the first limit reached and at
 * checkers_search_stop; it always returns a move (the best of the deepest pass,
 * or of the pass cut short when that pass had already searched the previous
 * best move; the first legal move if stopped before that).
 * depth         passes, in plies (1 to CHECKERS_SEARCH_MAX_DEPTH); 0: up to
 *               CHECKERS_SEARCH_MAX_DEPTH. A search limited by depth alone is
 *               deterministic: the same game and depth give the same move.
 * nodes         positions visited, at most about this many.
 * milliseconds  wall-clock time, from the call (looked at every 1024 nodes).
 * flags, reserved  must be 0.
 */
typedef struct checkers_search_limits {
    int32_t depth;
    uint32_t flags;
    int64_t nodes;
    int64_t milliseconds;
    int32_t reserved[4];
} checkers_search_limits;

/**
 * What a search found: after each completed pass (the callback), and at the
 * end (checkers_search_result).
 * depth         the pass, in plies; 0 when the move was forced (one legal move,
 *               not searched) or no pass was completed.
 * score         the pass's value for the side to move, in hundredths of a man;
 *               beyond +-CHECKERS_SEARCH_WON a forced win (loss) in
 *               CHECKERS_SEARCH_WIN - |score| plies.
 * nodes         positions visited since the search began.
 * milliseconds  time since the search began.
 * pv            the principal variation: the best move, then the expected
 *               answers, pv_length of them (1 to CHECKERS_SEARCH_PV_MAX; 0 when
 *               no pass was completed). pv[1] is the move to ponder on.
 */
typedef struct checkers_search_info {
    int32_t depth;
    int32_t score;
    int64_t nodes;
    int64_t milliseconds;
    int32_t pv_length;
    int32_t reserved;
    checkers_move pv[CHECKERS_SEARCH_PV_MAX];
} checkers_search_info;

/**
 * Called by the searching thread after each completed pass, with what it
 * found (valid during the call only). It may call checkers_search_stop; it
 * must not call the search's other functions.
 */
typedef void (*checkers_search_callback)(void *context, const checkers_search_info *info);

/**
 * Creates a search with a transposition table of 2^table_bits entries of 16
 * bytes (0: CHECKERS_SEARCH_TABLE_BITS, 4 MB), stored in *out (owned by the
 * caller; release with checkers_search_free). All the search's memory is
 * allocated here, with `allocator` (NULL: malloc): the table, about 1.2 MB of
 * move lists, and a game with room for 1,024 plies of history; a search
 * allocates only when given a longer game than any before. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (out is NULL, table_bits outside
 * CHECKERS_SEARCH_TABLE_BITS_MIN..CHECKERS_SEARCH_TABLE_BITS_MAX, an allocator
 * with a NULL function), CHECKERS_E_NO_MEMORY (*out is then NULL).
 */
CHECKERS_API int32_t checkers_search_new(checkers_search **out, int32_t table_bits,
                                         const checkers_allocator *allocator);

/** Releases a search and all its memory. NULL does nothing. Not while it runs. */
CHECKERS_API void checkers_search_free(checkers_search *search);

/**
 * Sets the function called after each completed pass (NULL: none) and the
 * context passed back to it. Errors: CHECKERS_E_INVALID_ARGUMENT (NULL search).
 */
CHECKERS_API int32_t checkers_search_set_callback(checkers_search *search,
                                                  checkers_search_callback callback, void *context);

/**
 * Searches the position of `game` (not changed; its history counts for
 * repetitions) within `limits` (NULL: no limits, as depth 0) and stores the
 * move to play in *best: a legal move of the position, which checkers_game_apply
 * takes. Blocks until a limit is reached or checkers_search_stop is called;
 * what it found stays readable with checkers_search_result until the next
 * search. A position with one legal move is not searched. The table is emptied
 * at the start of each search. Errors (*best unchanged):
 * CHECKERS_E_INVALID_ARGUMENT (NULL search, game or best; a limit out of range,
 * non-zero flags or reserved fields), CHECKERS_E_GAME_OVER (the game has
 * ended: no move to choose), CHECKERS_E_NO_MEMORY (copying a game longer than
 * any before), CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_search_run(checkers_search *search, const checkers_game *game,
                                         const checkers_search_limits *limits, checkers_move *best);

/**
 * Asks the running search to stop as soon as it can (within about 1024 nodes)
 * and return its best move so far. Safe to call from any thread and from the
 * callback, while checkers_search_run runs; a request made while no search
 * runs applies to the next one, which then stops at once. Each search clears
 * the request when it returns. Errors: CHECKERS_E_INVALID_ARGUMENT (NULL).
 */
CHECKERS_API int32_t checkers_search_stop(checkers_search *search);

/**
 * Copies what the last search found into *out: its deepest completed pass,
 * with the nodes and time of the whole search. Not while a search runs.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL search or out).
 */
CHECKERS_API int32_t checkers_search_result(const checkers_search *search,
                                            checkers_search_info *out);

/* ------------------------------------------------------------------- Hub */

/**
 * The texts of the Hub protocol (version 2, as Scan speaks it), with which a
 * program drives an engine or is one: a position, a move, and the `pos`
 * command a referee sends. No I/O: the program reads and writes the lines
 * (`checkers hub` in examples/cli is an engine built on these).
 *
 * Position  one letter for the side to move (`W` or `B`), then one letter per
 *           playing square in the order of the variant's square numbers
 *           (checkers_game_square_count of them): `w` white man, `b` black
 *           man, `W` white king, `B` black king, `e` empty. 51 letters on
 *           10x10 as the protocol defines it; on the other boards, as
 *           pydraughts extends it, 1 + the number of playing squares: 33 on
 *           8x8, 65 on Turkish's board (all 64 squares are played on), 73 on
 *           12x12 (Canadian). White and black are the library's colours (in
 *           English, Black moves first and its men start on 1-12). A Frisian
 *           king's run of plain moves is not in the string: the `moves=` the
 *           referee sends carry it.
 * Move      square numbers, whatever notation the game writes (Russian too):
 *           a plain move `32-28`; a capture its start, `x`, its end, then `x`
 *           and each captured square, in ascending order (`28x19x23`: from
 *           28 to 19 taking 23). A capture is named by its start, its end and
 *           the set of pieces it takes, not by its landing squares.
 */
#define CHECKERS_HUB_POSITION_MAX 74 /* a buffer this large holds any position string */

/**
 * Writes the game's current position as Hub's position string into buf.
 * Returns its length, snprintf style (buf may be NULL when capacity is 0).
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game, NULL buf with a capacity).
 */
CHECKERS_API int32_t checkers_game_hub_position(const checkers_game *game, char *buf,
                                                size_t capacity);

/**
 * Creates a game of `variant` (NULL = "english") from a Hub position string,
 * exactly 1 + the board's playing squares letters (see above), stored in *out
 * (release with checkers_game_free; NULL on error). Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL out or position, an allocator with a NULL
 * function), CHECKERS_E_UNKNOWN_VARIANT, CHECKERS_E_NO_MEMORY,
 * CHECKERS_E_FEN_TURN (the first letter is not W or B), CHECKERS_E_FEN_SYNTAX
 * (the wrong length, a letter other than w b W B e),
 * CHECKERS_E_FEN_CROWNING_ROW (a man on the row where it would be crowned).
 */
CHECKERS_API int32_t checkers_game_new_from_hub(checkers_game **out, const char *variant,
                                                const char *position,
                                                const checkers_allocator *allocator);

/**
 * Writes a legal move of the current position as Hub move text into buf
 * (captured squares ascending). Returns its length, snprintf style; a buffer
 * of CHECKERS_MOVE_TEXT_MAX bytes holds any. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game or move, NULL buf with a capacity),
 * and the refusals of checkers_game_check_move when `move` is not legal here.
 */
CHECKERS_API int32_t checkers_game_hub_move_text(const checkers_game *game,
                                                 const checkers_move *move, char *buf,
                                                 size_t capacity);

/**
 * Reads Hub move text for the current position: squares separated by `-` or
 * `x` alike (`32-28`, `28x19x23`), spaces around it ignored; the first two are
 * the start and the end, the others the captured squares in any order. With
 * no captured squares given, a capture is read when it is the only legal move
 * between those squares. Returns 0 and stores the legal move in *out (may be
 * NULL) and in why->move; otherwise returns the refusal, also in *why (may be
 * NULL): CHECKERS_E_MOVE_SYNTAX (not squares and separators, fewer than two
 * squares, more than CHECKERS_MAX_CAPTURES captured), CHECKERS_E_MOVE_SQUARE
 * (a square off the board); when no legal move goes between the two squares,
 * the library's reason, as checkers_game_check_move gives it for a move from
 * the start to the end (CHECKERS_E_NO_PIECE, CHECKERS_E_MUST_CAPTURE, ...);
 * CHECKERS_E_ILLEGAL when legal moves go between them but none takes exactly
 * those pieces, CHECKERS_E_AMBIGUOUS when several do and none was named (an
 * example in why->move either way), CHECKERS_E_GAME_OVER. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game or text), CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_parse_hub_move(const checkers_game *game, const char *text,
                                                  checkers_move *out, checkers_refusal *why);

/**
 * Writes the `pos` command a referee sends an engine before a search, without
 * the line's end: `pos pos=<position> moves="<move> <move> ..."`, the
 * position being the one after the last man move or capture of the game's
 * history (or its start) and the moves those played since then, so that the
 * engine sees the positions that may come back (repetition draws, Frisian
 * king runs); `moves=` is left out when there are none. Returns the length,
 * snprintf style (buf may be NULL when capacity is 0). Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game, NULL buf with a capacity).
 */
CHECKERS_API int32_t checkers_game_hub_pos(const checkers_game *game, char *buf, size_t capacity);

/**
 * A Hub line, `command name=value name="quoted value" flag ...`, read by
 * checkers_hub_parse_line and written, one value at a time, with
 * checkers_hub_write_value: the one reading of the syntax for both sides of
 * the protocol (an engine reading a GUI's commands, a referee reading an
 * engine's answers), so that every binding reads a line alike.
 *
 * Words    are separated by blanks (spaces and tabs); blanks before the
 *          command and after the last word are ignored. The line ends at its
 *          first line end (LF or CR) or NUL byte, or after the length given.
 * Command  the first word; anything up to the next blank (empty for a blank
 *          line).
 * Argument each word after it: `name` alone is a flag; `name=value` has a
 *          value, which runs to the next blank (`name=` is an empty value,
 *          the value of `a=b=c` is `b=c`); `name="value"` a quoted value,
 *          which runs to the next double quote, blanks and `=` included, and
 *          whose closing quote must end the word.
 * Bytes    other than blanks, line ends, NUL, `=` and `"` are the words'
 *          own: any other byte, UTF-8 or not, is kept as it is.
 *
 * The result is a set of spans (offsets and lengths in bytes) into the
 * caller's text, which is not changed and not kept: no pointer, so that a
 * binding that reads the library's memory (WebAssembly) reads it as
 * integers. When a name comes twice, the first is the one the library's
 * programs and bindings read.
 */
#define CHECKERS_HUB_LINE_ARGS 32 /* the arguments a checkers_hub_line keeps */

/**
 * One line read by checkers_hub_parse_line, as spans of its text.
 * command, command_length  the command's offset and length in bytes.
 * count     the arguments kept in the arrays, at most CHECKERS_HUB_LINE_ARGS:
 *           those after the first CHECKERS_HUB_LINE_ARGS are read (a quote
 *           not closed there still fails the line) but not kept.
 * total     the arguments the line has, kept or not (>= count).
 * name[i], name_length[i]    argument i's name (i < count).
 * value[i], value_length[i]  its value, without quotes: -1 and 0 for a flag.
 */
typedef struct checkers_hub_line {
    int32_t command;
    int32_t command_length;
    int32_t count;
    int32_t total;
    int32_t name[CHECKERS_HUB_LINE_ARGS];
    int32_t name_length[CHECKERS_HUB_LINE_ARGS];
    int32_t value[CHECKERS_HUB_LINE_ARGS];
    int32_t value_length[CHECKERS_HUB_LINE_ARGS];
} checkers_hub_line;

/**
 * Reads one Hub line: at most `length` bytes of `text` (SIZE_MAX reads a
 * NUL-terminated text to its end), up to its first line end or NUL (see
 * above), into *out. Takes time in proportion to the line; any bytes are
 * read without harm. Returns 0. Errors: CHECKERS_E_HUB_SYNTAX (a quote that
 * is not closed, or whose closing quote is followed by more of its word, as
 * in `move="11-15"x`: *out still gives the command, with count and total 0,
 * so that a program may still see which command it could not read);
 * CHECKERS_E_INVALID_ARGUMENT (NULL text or out, *out then untouched when out
 * is not NULL; a line of more than INT32_MAX bytes, *out zeroed).
 */
CHECKERS_API int32_t checkers_hub_parse_line(const char *text, size_t length,
                                             checkers_hub_line *out);

/**
 * Writes `length` bytes of `value` as an argument's value is written in a Hub
 * line: as it is, or between double quotes when it is empty or holds a blank
 * (space or tab) or `=`. Returns the length written, snprintf style (buf may
 * be NULL when capacity is 0); the value's length + 3 bytes hold any.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL value with a length, NULL buf
 * with a capacity, a value longer than INT32_MAX - 3 bytes, and a value that
 * no Hub line can carry: one holding a double quote, a line end (LF or CR)
 * or a NUL byte).
 */
CHECKERS_API int32_t checkers_hub_write_value(const char *value, size_t length, char *buf,
                                              size_t capacity);

/**
 * What a search may spend, as Hub's `level` command gives it to an engine:
 * written by a GUI or referee with checkers_hub_write_level, read by an
 * engine with checkers_hub_parse_level, so that every program and binding
 * writes the same line and reads it alike. Each field is -1 when the limit is
 * not given; all -1 is `level infinite` (a search until `stop`).
 *
 * depth         plies (`depth=`).
 * moves         moves to play within time_ms (`moves=`; -1: the rest of the
 *               game); only with time_ms.
 * nodes         positions (`nodes=`).
 * move_time_ms  the time for this move (`move-time=`), in milliseconds.
 * time_ms       the clock of the side to move (`time=`), before inc_ms.
 * inc_ms        added to that clock before every move (`inc=`); only with
 *               time_ms.
 *
 * The line carries seconds; the struct whole milliseconds, so that a binding
 * converts its own time type once (rounding to the nearest millisecond) and
 * the seconds are written by one function.
 */
typedef struct checkers_hub_level {
    int32_t depth;
    int32_t moves;
    int64_t nodes;
    int64_t move_time_ms;
    int64_t time_ms;
    int64_t inc_ms;
} checkers_hub_level;

#define CHECKERS_HUB_LEVEL_MAX 148 /* a buffer this large holds any level line, its NUL too */

/**
 * Writes the whole `level` line for *level into buf, without the line's end:
 * `level depth=D nodes=N move-time=S moves=M time=S inc=S`, the limits given
 * and only those, always in this order; `level infinite` when none is. Seconds
 * are written from the milliseconds with at most three decimals, trailing
 * zeros and a trailing point dropped (250 ms `0.25`, 30000 ms `30`, 0 ms `0`).
 * A value of 0 is written as it is (what `depth=0` means is the engine's to
 * say). Returns the line's length, snprintf style (buf may be NULL when
 * capacity is 0); CHECKERS_HUB_LEVEL_MAX bytes hold any. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL level, NULL buf with a capacity, a field
 * below -1, moves or inc_ms given without time_ms), nothing written then.
 */
CHECKERS_API int32_t checkers_hub_write_level(const checkers_hub_level *level, char *buf,
                                              size_t capacity);

/**
 * Reads a `level` line (at most `length` bytes of `text`, SIZE_MAX for a
 * NUL-terminated text, read by checkers_hub_parse_line) into *out, each limit
 * not given -1: the line checkers_hub_write_level writes, and the same limits
 * written otherwise (in any order, blanks as the syntax allows, seconds with
 * any number of decimals, rounded to the nearest millisecond, half up).
 * Numbers are decimal digits only, seconds with at most one decimal point
 * among them (`0.25`, `30`, `.5`): no sign, no exponent. A limit given twice is read
 * the first time. Arguments the function does not know are ignored, as Hub
 * asks of an engine; so are those beyond the first CHECKERS_HUB_LINE_ARGS.
 * Returns 0. Errors: CHECKERS_E_HUB_SYNTAX (the line cannot be read, see
 * checkers_hub_parse_line); CHECKERS_E_INVALID_ARGUMENT (NULL text or out,
 * *out then untouched; a command other than `level`; a known limit that is
 * not a number, or is beyond its field (depth and moves over INT32_MAX,
 * nodes over INT64_MAX, seconds over INT64_MAX milliseconds: no number
 * overflows, however long); `infinite` with a value or beside a limit;
 * `moves=` or `inc=` without `time=`; a line with no limit and no
 * `infinite`). On an error *out holds no limit (all -1): check the result.
 */
CHECKERS_API int32_t checkers_hub_parse_level(const char *text, size_t length,
                                              checkers_hub_level *out);

#define CHECKERS_HUB_VARIANT_MAX 16 /* a buffer this large holds any engine's variant name */

/**
 * Writes into buf the name to give an engine's `variant` parameter
 * (`set-param name=variant value=...`) so that it plays `variant` (any case;
 * NULL = "english"): the library's name when the engine lists it, else the
 * name Scan gives the variant when the engine lists that (international
 * `normal`, antidraughts `losing`, breakthrough `bt`; Scan's other names,
 * killer and frisian, are the library's). `values` is what the engine's
 * `param name=variant` line gives as `values=`: names separated by blanks,
 * compared byte for byte, at most `length` bytes read (SIZE_MAX for a
 * NUL-terminated text, which a NUL ends either way); NULL when the parameter
 * lists no values (it is not an enum): the library's name is written then, as
 * it is for a list with no name in it (empty, or blanks only).
 * Every program and binding of the library chooses the name with this one
 * table. Returns the name's length, snprintf style (buf may be NULL when
 * capacity is 0); CHECKERS_HUB_VARIANT_MAX bytes hold any. Errors:
 * CHECKERS_E_UNKNOWN_VARIANT (no variant of the library by that name, or the
 * engine lists it by neither name); CHECKERS_E_INVALID_ARGUMENT (NULL buf
 * with a capacity). Nothing is written on an error.
 */
CHECKERS_API int32_t checkers_hub_variant_name(const char *variant, const char *values,
                                               size_t length, char *buf, size_t capacity);

/**
 * What an engine's `info` line reports during a search, read by
 * checkers_hub_parse_info so that the CLI and every binding read the same
 * numbers from the same line. Hub writes decimals (a score of `0.25` men, a
 * time of `0.010` seconds); the struct holds them as whole millionths, which
 * a binding divides once (six decimals carry any value an engine writes
 * today, and the quotient is the double the decimal text names).
 *
 * given             CHECKERS_HUB_INFO_* bits: the fields the line gave, each
 *                   read; the other fields are 0 (pv -1).
 * extra             bit i: argument i of the line (as checkers_hub_parse_line
 *                   numbers them, i < 32) has a value and is not a field
 *                   read: a name this reader does not know, or a known one
 *                   whose value is not its kind of number. Of a name given
 *                   twice only the first counts, as a field or as extra.
 * depth             plies (`depth=`, whole).
 * pv, pv_length     the expected line (`pv=`): a span of the caller's text,
 *                   move texts separated by blanks, as the engine wrote it.
 * nodes             positions searched (`nodes=`, whole).
 * mean_depth_micro  the mean depth (`mean-depth=`), in millionths of a ply.
 * score_micro       the score for the side to move (`score=`, the one field
 *                   with a sign: `-` or `+`), in millionths of a man.
 * time_us           the time spent (`time=`, seconds), in microseconds.
 * nps               nodes a second (Hub's `nps=` gives millions).
 *
 * Numbers are read as checkers_hub_parse_level reads them: decimal digits,
 * the decimals with at most one point among them, rounded half up past the
 * sixth decimal; no exponent, no blanks, and none beyond its field.
 */
#define CHECKERS_HUB_INFO_DEPTH 0x01
#define CHECKERS_HUB_INFO_MEAN_DEPTH 0x02
#define CHECKERS_HUB_INFO_SCORE 0x04
#define CHECKERS_HUB_INFO_NODES 0x08
#define CHECKERS_HUB_INFO_TIME 0x10
#define CHECKERS_HUB_INFO_NPS 0x20
#define CHECKERS_HUB_INFO_PV 0x40

typedef struct checkers_hub_info {
    int64_t nodes;
    int64_t mean_depth_micro;
    int64_t score_micro;
    int64_t time_us;
    int64_t nps;
    uint32_t given;
    uint32_t extra;
    int32_t depth;
    int32_t pv;
    int32_t pv_length;
    int32_t reserved; /* 0: keeps the struct free of padding */
} checkers_hub_info;

/**
 * Reads an engine's `info` line (at most `length` bytes of `text`, SIZE_MAX
 * for a NUL-terminated text, read by checkers_hub_parse_line) into *out. A
 * field written badly is not an error: it is left out of `given` and marked
 * in `extra`, as Hub asks a program to read what it can. Returns 0. Errors:
 * CHECKERS_E_HUB_SYNTAX (the line cannot be read, see
 * checkers_hub_parse_line); CHECKERS_E_INVALID_ARGUMENT (NULL text or out,
 * *out then untouched; a command other than `info`). On an error *out gives
 * no field (given and extra 0).
 */
CHECKERS_API int32_t checkers_hub_parse_info(const char *text, size_t length,
                                             checkers_hub_info *out);

/* ------------------------------------------------------------------- DXP */

/**
 * The messages of DXP, the DamExchange Protocol (layer 2), with which two
 * programs play a game over TCP: built from and read into a
 * checkers_dxp_message, and the parts that need the rules (a MOVE, a
 * GAMEREQ's start position) read and written against a game. No I/O: the
 * program sends each message's text followed by a NUL byte (layer 1) and
 * splits what it receives at the NULs (`checkers dxp` in examples/cli).
 *
 * Every field has a fixed width: numbers zero-padded, names padded with
 * spaces. A message is at most CHECKERS_DXP_TEXT_MAX characters.
 *   GAMEREQ  `R` version(2) name(32) follower's colour(1, `W` or `Z`)
 *            minutes(3) moves(3) then `A` (the initial position) or `B`, the
 *            colour to move and one letter per square (`w` `z` men, `W` `Z`
 *            kings, `e` empty)
 *   GAMEACC  `A` name(32) code(1)
 *   MOVE     `M` seconds(4) from(2) to(2) captures(2) captured(2 each)
 *   GAMEEND  `E` reason(1) stop(1)
 *   CHAT     `C` text(1 to 126)
 *   BACKREQ  `B` move number(3) colour to move(1)
 *   BACKACC  `K` code(1)
 * `W` is the library's white and `Z` (zwart) its black. The protocol is
 * 10x10 (International): 50 squares. Every board fits its fields: square
 * numbers go up to 72 (12x12), two digits; a GAMEREQ's position has one
 * letter per playing square, 32 on 8x8 boards, 64 on Turkish's, 72 on 12x12
 * (116 characters in all), and a MOVE takes at most 30 pieces (12x12) in
 * its two-digit count. So the other variants are played with the same
 * messages, their squares numbered as the variant numbers them (Russian
 * too, whose PDN is algebraic), as long as both programs agree on the
 * variant, which DXP does not carry. `A` is the variant's start position,
 * with the side to move its rules say (Black in English).
 */
#define CHECKERS_DXP_TEXT_MAX 127    /* the longest message, without its NUL */
#define CHECKERS_DXP_NAME_MAX 32     /* a name's width in GAMEREQ and GAMEACC */
#define CHECKERS_DXP_VERSION 1       /* the protocol version a GAMEREQ proposes */
#define CHECKERS_DXP_PORT 27531      /* the port DXP programs listen on by default */
#define CHECKERS_DXP_MAX_CAPTURES 30 /* the most pieces one move takes on any board */

/** checkers_dxp_message.type: the message's letter. */
#define CHECKERS_DXP_GAMEREQ 82 /* 'R' */
#define CHECKERS_DXP_GAMEACC 65 /* 'A' */
#define CHECKERS_DXP_MOVE 77    /* 'M' */
#define CHECKERS_DXP_GAMEEND 69 /* 'E' */
#define CHECKERS_DXP_CHAT 67    /* 'C' */
#define CHECKERS_DXP_BACKREQ 66 /* 'B' */
#define CHECKERS_DXP_BACKACC 75 /* 'K' */

/** GAMEACC codes. */
#define CHECKERS_DXP_ACCEPTED 0      /* the game is accepted */
#define CHECKERS_DXP_WRONG_VERSION 1 /* the protocol version is not understood */
#define CHECKERS_DXP_REFUSED 2       /* this game is refused */
#define CHECKERS_DXP_REFUSED_ALL 3   /* all games are refused */
/** GAMEEND reasons, said by the side that sends it. */
#define CHECKERS_DXP_END_UNKNOWN 0
#define CHECKERS_DXP_END_I_LOSE 1
#define CHECKERS_DXP_END_DRAW 2
#define CHECKERS_DXP_END_I_WIN 3
/** BACKACC codes, as engines use them. */
#define CHECKERS_DXP_BACK_YES 0
#define CHECKERS_DXP_BACK_NO 1
#define CHECKERS_DXP_BACK_GO_ON 2

/**
 * One DXP message. Zero-initialise, set `type` and the fields of that
 * message, leave the others 0.
 * type      CHECKERS_DXP_GAMEREQ ... CHECKERS_DXP_BACKACC.
 * code      GAMEACC: CHECKERS_DXP_ACCEPTED ...; GAMEEND: the reason
 *           (CHECKERS_DXP_END_*); BACKACC: CHECKERS_DXP_BACK_*.
 * stop      GAMEEND: 0 another game is welcome, 1 stop.
 * version   GAMEREQ: 0 to 99 (CHECKERS_DXP_VERSION).
 * colour    GAMEREQ: the Follower's colour; BACKREQ: the side to move
 *           (CHECKERS_WHITE or CHECKERS_BLACK).
 * minutes   GAMEREQ: thinking time for the game, 0 to 999.
 * moves     GAMEREQ: the moves to make in that time, 0 to 999 (0: all);
 *           BACKREQ: the move number to go back to, 0 to 999.
 * seconds   MOVE: time used, 0 to 9999 (information only).
 * from, to  MOVE: square numbers, 0 to 99 as read (a game checks them).
 * captures  MOVE: the number of captured squares, 0 to
 *           CHECKERS_DXP_MAX_CAPTURES, in captured[] in the message's order.
 * turn      GAMEREQ: 0 for the initial position (`A`), else the side to move
 *           of the position in `text` (`B`).
 * text      CHAT: the text, 1 to 126 characters; GAMEREQ with a position:
 *           one letter per square (w z W Z e), 1 to 83 of them; both
 *           NUL-terminated, printable ASCII.
 * name      GAMEREQ, GAMEACC: the name, at most CHECKERS_DXP_NAME_MAX
 *           printable ASCII characters, NUL-terminated; read without the
 *           spaces that pad it, written padded.
 */
typedef struct checkers_dxp_message {
    int32_t type;
    int32_t code;
    int32_t stop;
    int32_t version;
    int32_t colour;
    int32_t minutes;
    int32_t moves;
    int32_t seconds;
    int32_t from;
    int32_t to;
    int32_t captures;
    int32_t turn;
    int32_t reserved[4];
    uint8_t captured[CHECKERS_MAX_CAPTURES];
    char text[128];
    char name[36];
} checkers_dxp_message;

/**
 * Reads the text of one DXP message (without its NUL) into *out, every field
 * at its width, nothing after the last. Returns 0, or on error leaves *out
 * zeroed and returns: CHECKERS_E_INVALID_ARGUMENT (NULL text or out),
 * CHECKERS_E_DXP_SYNTAX (an unknown first letter, a field not of its width
 * and kind - a digit missing, a colour other than W or Z, a code out of its
 * range, a character that is not printable ASCII - a message too short or
 * too long, more than CHECKERS_DXP_MAX_CAPTURES captured squares).
 */
CHECKERS_API int32_t checkers_dxp_parse(const char *text, checkers_dxp_message *out);

/**
 * Writes a message's text (without its NUL: the program sends that) into
 * buf. Returns its length, snprintf style (buf may be NULL when capacity is
 * 0); a buffer of CHECKERS_DXP_TEXT_MAX + 1 bytes holds any. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL message, NULL buf with a capacity, an
 * unknown type, a field of its message out of its range, a name or text too
 * long or not printable ASCII, a CHAT without text, non-zero reserved
 * fields).
 */
CHECKERS_API int32_t checkers_dxp_write(const checkers_dxp_message *message, char *buf,
                                        size_t capacity);

/**
 * A legal move of the current position as a MOVE message: *out is cleared,
 * then given type, seconds, from, to and the captured squares in the order
 * jumped. Errors: CHECKERS_E_INVALID_ARGUMENT (NULL argument, seconds outside
 * 0..9999), and the refusals of checkers_game_check_move when `move` is not
 * legal here.
 */
CHECKERS_API int32_t checkers_game_dxp_move(const checkers_game *game, const checkers_move *move,
                                            int32_t seconds, checkers_dxp_message *out);

/**
 * The legal move a MOVE message names in the current position: from `from`
 * to `to`, taking exactly the pieces on its captured squares (any order;
 * none when its count is 0). Returns 0 and stores the move in *out (may be
 * NULL) and why->move; otherwise the refusal, also in *why (may be NULL):
 * CHECKERS_E_MOVE_SQUARE (a square off the board), the library's reason when
 * no legal move goes from the start to the end (CHECKERS_E_NO_PIECE,
 * CHECKERS_E_MUST_CAPTURE, ... as checkers_game_check_move gives it),
 * CHECKERS_E_ILLEGAL when legal moves go between them but none takes exactly
 * those pieces (one of them in why->move), CHECKERS_E_GAME_OVER. Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL game or message, not a MOVE, a count
 * outside 0..CHECKERS_DXP_MAX_CAPTURES), CHECKERS_E_TOO_MANY_MOVES.
 */
CHECKERS_API int32_t checkers_game_resolve_dxp_move(const checkers_game *game,
                                                    const checkers_dxp_message *message,
                                                    checkers_move *out, checkers_refusal *why);

/**
 * Sets a GAMEREQ's start from the game's current position, leaving its other
 * fields: turn 0 and no text when it is the variant's start position with
 * its first side to move (`A`), else the side to move and one letter per
 * playing square (`B`). A Frisian king's run of plain moves is not carried.
 * Errors: CHECKERS_E_INVALID_ARGUMENT (NULL game or message).
 */
CHECKERS_API int32_t checkers_game_dxp_start(const checkers_game *game,
                                             checkers_dxp_message *message);

/**
 * Creates a game of `variant` (NULL = "english") at a GAMEREQ's start: the
 * variant's start position (`A`), or the position it gives, which must have
 * one letter per playing square of the variant's board (50 in International).
 * Stores it in *out (release with checkers_game_free; NULL on error). Errors:
 * CHECKERS_E_INVALID_ARGUMENT (NULL out or message, not a GAMEREQ, an
 * allocator with a NULL function), CHECKERS_E_UNKNOWN_VARIANT,
 * CHECKERS_E_NO_MEMORY, CHECKERS_E_FEN_TURN (turn not CHECKERS_WHITE or
 * CHECKERS_BLACK), CHECKERS_E_FEN_SYNTAX (not one letter per square, a letter
 * other than w z W Z e), CHECKERS_E_FEN_CROWNING_ROW (a man on the row where
 * it would be crowned).
 */
CHECKERS_API int32_t checkers_game_new_from_dxp(checkers_game **out, const char *variant,
                                                const checkers_dxp_message *gamereq,
                                                const checkers_allocator *allocator);

/* --------------------------------------------------------------- version */

/**
 * Version of this header. The library's own version is checkers_version();
 * a program can compare both to detect a header/library mismatch.
 *
 * ABI promise: within one CHECKERS_ABI_VERSION (the shared library's
 * SOVERSION), functions, constants and struct layouts are only added, never
 * changed or removed. Reserved struct fields must be zero. A new ABI version
 * comes with a new breaking series: before 1.0 the minor version (0.1 was
 * ABI 0, 0.2 is ABI 1), from 1.0 on the major version.
 */
#define CHECKERS_VERSION_MAJOR 0
#define CHECKERS_VERSION_MINOR 2
#define CHECKERS_VERSION_PATCH 0
#define CHECKERS_VERSION \
    ((CHECKERS_VERSION_MAJOR << 16) | (CHECKERS_VERSION_MINOR << 8) | CHECKERS_VERSION_PATCH)
#define CHECKERS_VERSION_STRING "0.2.0-dev"
#define CHECKERS_ABI_VERSION 1

/** The library's version packed as CHECKERS_VERSION is: (major<<16)|(minor<<8)|patch. */
CHECKERS_API uint32_t checkers_version(void);

/**
 * The library's version as "MAJOR.MINOR.PATCH", followed by "-dev" in a
 * development version (one built from the sources between two releases: it
 * leads to the release MAJOR.MINOR.PATCH). Static string.
 */
CHECKERS_API const char *checkers_version_string(void);

/* ---------------------------------------------------------- status codes */

#define CHECKERS_OK 0

/** General errors. */
#define CHECKERS_E_INVALID_ARGUMENT (-1) /* a NULL pointer or an out-of-range value */
#define CHECKERS_E_NO_MEMORY (-2)        /* the allocator returned NULL */
#define CHECKERS_E_UNKNOWN_VARIANT (-3)  /* no variant by that name */
#define CHECKERS_E_TOO_MANY_MOVES (-4)   /* a position has more than CHECKERS_MAX_MOVES moves */
/* (or a capture search past its budget of some 800,000 jumps, a few hundredths of a */
/* second: only constructed positions of flying kings or Frisian captures among */
/* many pieces come near it; see docs/hardening.md) */
#define CHECKERS_E_UNSUPPORTED (-5) /* not available in this build */

/** FEN errors (checkers_game_new_from_fen). */
#define CHECKERS_E_FEN_SYNTAX (-10)       /* not of the form  COLOR:COLOR squares:COLOR squares */
#define CHECKERS_E_FEN_TURN (-11)         /* the side to move is not W or B */
#define CHECKERS_E_FEN_SQUARE (-12)       /* a square number outside the board */
#define CHECKERS_E_FEN_DUPLICATE (-13)    /* a square listed twice */
#define CHECKERS_E_FEN_CROWNING_ROW (-14) /* a man stands on the row where it would be crowned */

/** Game errors. */
#define CHECKERS_E_NOTHING_TO_UNDO (-20) /* undo at the start of the game */
#define CHECKERS_E_NO_CLAIM (-21)        /* no draw can be claimed in this position */
#define CHECKERS_E_NO_SUCH_PLY (-22)     /* a history index beyond the moves played */

/** PDN errors (checkers_pdn_next, checkers_pdn_error_info). */
#define CHECKERS_E_PDN_SYNTAX (-30)         /* not PDN: unbalanced braces, bad tag, stray text */
#define CHECKERS_E_PDN_TOO_MANY_PLIES (-31) /* a game longer than the reader's ply limit */
#define CHECKERS_E_PDN_TOO_LONG (-32)       /* a game longer than the reader's byte limit */

/** Engine protocol errors (checkers_dxp_parse, checkers_hub_parse_line). */
#define CHECKERS_E_DXP_SYNTAX (-40) /* not a well-formed DXP message */
#define CHECKERS_E_HUB_SYNTAX (-41) /* a Hub line with a quote not closed, or not ending its word */

/**
 * Move refusals: why a proposed move is not legal. Returned by the move
 * checking, parsing and applying functions, and stored in checkers_refusal.
 */
#define CHECKERS_E_MOVE_SYNTAX (-100)        /* the text is not a move (e.g. "11-", "a-b") */
#define CHECKERS_E_MOVE_SQUARE (-101)        /* a square number outside the board */
#define CHECKERS_E_NO_PIECE (-102)           /* no piece on the start square */
#define CHECKERS_E_NOT_YOUR_PIECE (-103)     /* the piece belongs to the side not on move */
#define CHECKERS_E_MAN_BACKWARDS (-104)      /* a man may not move (or, here, capture) backwards */
#define CHECKERS_E_NOT_DIAGONAL (-105)       /* not a step or jump this piece makes (direction) */
#define CHECKERS_E_OCCUPIED (-106)           /* the destination (or a landing square) is occupied */
#define CHECKERS_E_MUST_CAPTURE (-107)       /* a capture is available and must be made */
#define CHECKERS_E_CAPTURE_INCOMPLETE (-108) /* the capture can continue and must be completed */
#define CHECKERS_E_JUMP_OWN_PIECE (-109)     /* a piece may not jump its own side's piece */
#define CHECKERS_E_JUMP_TWICE (-110)         /* the same piece may not be jumped twice */
#define CHECKERS_E_AMBIGUOUS (-111)          /* several legal moves match: give the full route */
#define CHECKERS_E_GAME_OVER (-112)          /* the game has ended: no move can be played */
#define CHECKERS_E_NOT_MAX_CAPTURE (-113)    /* a capture that takes more pieces is compulsory */
#define CHECKERS_E_MAN_TAKES_KING (-114)     /* in this variant a man may not capture a king */
#define CHECKERS_E_CAPTURE_PRECEDENCE (-115) /* another capture has priority (king, quality) */
#define CHECKERS_E_CROWNING_ENDS_MOVE (-116) /* a man crowned in a capture ends its move there */
#define CHECKERS_E_ILLEGAL (-117)            /* not a legal move, for any other reason */
#define CHECKERS_E_KING_RUN (-118)      /* Frisian: this king has made its 3 plain moves in a row */
#define CHECKERS_E_NOT_MAX_VALUE (-119) /* Frisian: a capture of higher value is compulsory */
#define CHECKERS_E_NO_HUFF (-120)       /* huffing: nothing may be huffed now */
#define CHECKERS_E_HUFF_SQUARE (-121)   /* huffing: that square holds no piece that may be huffed */
#define CHECKERS_E_CAPTURE_REVERSAL (-122) /* Turkish: a capture may not turn 180 degrees */

/**
 * Every code above with its name and message, in the same order: the one
 * list that checkers_error_name() and checkers_strerror() are built from
 * (an X-macro, as libuv's UV_ERRNO_MAP). CHECKERS_ERROR_MAP(X) expands
 * X(name, message) once per code, name being the macro's name without its
 * CHECKERS_ prefix: with X(name, message) defined as
 * `{CHECKERS_##name, #name, message},` the initialiser
 * `{CHECKERS_ERROR_MAP(X)}` makes a table of code, name and message. A new
 * code is a #define above and a line here (tests/test_version.c checks
 * that they agree).
 */
#define CHECKERS_ERROR_MAP(X) \
    X(OK, "success") \
    X(E_INVALID_ARGUMENT, "invalid argument") \
    X(E_NO_MEMORY, "out of memory") \
    X(E_UNKNOWN_VARIANT, "unknown variant") \
    X(E_TOO_MANY_MOVES, "the position has too many legal moves") \
    X(E_UNSUPPORTED, "not supported by this build") \
    X(E_FEN_SYNTAX, "malformed FEN") \
    X(E_FEN_TURN, "FEN: the side to move must be W or B") \
    X(E_FEN_SQUARE, "FEN: square number outside the board") \
    X(E_FEN_DUPLICATE, "FEN: square listed twice") \
    X(E_FEN_CROWNING_ROW, "FEN: a man stands on the row where it would be crowned") \
    X(E_NOTHING_TO_UNDO, "no move to take back") \
    X(E_NO_CLAIM, "no draw can be claimed now") \
    X(E_NO_SUCH_PLY, "no move was played at that ply") \
    X(E_PDN_SYNTAX, "PDN: malformed, or not as PDN 3.0 writes it (strict)") \
    X(E_PDN_TOO_MANY_PLIES, "PDN: the game has more plies than the reader's limit") \
    X(E_PDN_TOO_LONG, "PDN: the game is longer than the reader's byte limit") \
    X(E_DXP_SYNTAX, "DXP: not a well-formed message (a field of the wrong width or kind)") \
    X(E_HUB_SYNTAX, "Hub: a quoted value not closed, or its closing quote not ending the word") \
    X(E_MOVE_SYNTAX, "not a move in PDN notation") \
    X(E_MOVE_SQUARE, "square number outside the board") \
    X(E_NO_PIECE, "there is no piece on the start square") \
    X(E_NOT_YOUR_PIECE, "that piece belongs to the other side") \
    X(E_MAN_BACKWARDS, "a man cannot move backwards") \
    X(E_NOT_DIAGONAL, "not a step or jump this piece can make (wrong direction or distance)") \
    X(E_OCCUPIED, "the destination square is occupied") \
    X(E_MUST_CAPTURE, "a capture is available and must be made") \
    X(E_CAPTURE_INCOMPLETE, "the capture can continue and must be completed") \
    X(E_JUMP_OWN_PIECE, "a piece cannot jump its own pieces") \
    X(E_JUMP_TWICE, "the same piece cannot be jumped twice") \
    X(E_AMBIGUOUS, "several legal moves match: give every landing square") \
    X(E_GAME_OVER, "the game is over") \
    X(E_NOT_MAX_CAPTURE, "a capture that takes more pieces is compulsory") \
    X(E_MAN_TAKES_KING, "a man cannot capture a king in this variant") \
    X(E_CAPTURE_PRECEDENCE, "another capture has priority under this variant's rules") \
    X(E_CROWNING_ENDS_MOVE, "a man that is crowned ends its move on the crowning square") \
    X(E_ILLEGAL, "illegal move") \
    X(E_KING_RUN, "this king has made three plain moves in a row: capture, or move another piece") \
    X(E_NOT_MAX_VALUE, "a capture of higher value is compulsory (a king is worth more " \
                       "than one man, less than two)") \
    X(E_NO_HUFF, "nothing can be huffed now") \
    X(E_HUFF_SQUARE, "only a piece that could have captured and did not may be huffed") \
    X(E_CAPTURE_REVERSAL, \
      "a capture cannot turn back the way it came (180 degrees) between two jumps")

/** A static, one-line English description of a code ("unknown error" if unknown). */
CHECKERS_API const char *checkers_strerror(int32_t code);

/** The code's macro name without prefix, e.g. "E_NO_PIECE" ("UNKNOWN" if unknown). */
CHECKERS_API const char *checkers_error_name(int32_t code);

/* -------------------------------------------------------- tables for FFI */

/**
 * Every integer constant of this header and the layout of every public
 * struct, as the library was compiled, so that a binding takes them from the
 * library (or checks its own copies against it) instead of copying them by
 * hand. The tables only grow within a CHECKERS_ABI_VERSION; entries keep
 * their index. All strings are static.
 */

/** The number of integer constants: each numeric CHECKERS_* macro of this header. */
CHECKERS_API int32_t checkers_constant_count(void);

/** The full macro name of constant `index` ("CHECKERS_E_NO_PIECE"), or NULL out of range. */
CHECKERS_API const char *checkers_constant_name(int32_t index);

/** The value of constant `index` (all fit in 32 bits), or 0 out of range. */
CHECKERS_API int32_t checkers_constant_value(int32_t index);

/**
 * Struct layouts: one entry per struct, named as the typedef
 * ("checkers_move": offset 0, size = sizeof), then one per field, named
 * "STRUCT.FIELD" ("checkers_move.path": its offset and its size in bytes; an
 * array field's size is that of the whole array). Covers checkers_move,
 * checkers_refusal, checkers_allocator, checkers_draw_rules,
 * checkers_pdn_error, checkers_diagram_options, checkers_search_limits,
 * checkers_search_info, checkers_dxp_message, checkers_hub_line and
 * checkers_hub_level.
 */
CHECKERS_API int32_t checkers_layout_count(void);

/** The name of layout entry `index`, or NULL out of range. */
CHECKERS_API const char *checkers_layout_name(int32_t index);

/** The offset in bytes of entry `index`, or -1 out of range. */
CHECKERS_API int32_t checkers_layout_offset(int32_t index);

/** The size in bytes of entry `index`, or -1 out of range. */
CHECKERS_API int32_t checkers_layout_size(int32_t index);

#ifdef __cplusplus
}
#endif

#endif /* CHECKERS_H */
