/* SPDX-License-Identifier: MIT */
/*
 * cli.h - shared declarations of the `checkers` command-line program.
 *
 * The program is an example of the public API (include/checkers.h): it uses
 * nothing else from the library. Its files:
 *   cli.h          these declarations
 *   main.c         argument parsing and the one-shot commands (moves, perft,
 *                  apply, variants, help, version)
 *   board.c        Unicode board drawing and the texts shared by the commands
 *                  (a Hub line as C strings, for hub.c and match_engine.c)
 *                  (game status, move refusals)
 *   play.c         the interactive game in the terminal
 *   hub.c          `checkers hub`: the library's search as a Hub engine
 *   dxp.c          `checkers dxp`: the library's search playing a DXP peer
 *   dxp_session.c  DXP's layer 1 (TCP, messages ended by NUL, timeouts), for
 *   dxp_session.h  any program that talks DXP: connect, listen, send, receive
 *   record.c       the PDN of a game, shared by `play` and `pdn write`, and
 *                  reading a whole file
 *   excerpt.c      what the user typed, quoted safely in messages; why a PDN
 *                  game failed, in words
 *   cmd_svg.c      `checkers svg`: an SVG diagram of a position
 *   cmd_ballots.c  `checkers ballots`: the ACF ballots
 *   cmd_pdn.c      `checkers pdn check` and `pdn write`
 *   match.h        `checkers match`, the match runner: its files' declarations
 *   match.c        its options, the scheduler, the report
 *   match_engine.c  an engine process spoken to over Hub
 *   match_dxp.c    an engine spoken to over DXP (dxp=HOST:PORT)
 *   match_referee.c  one game between two engines, refereed
 *   match_clock.c  the referee's clocks and adjudication (no time read)
 *   match_openings.c  the openings: ballots, PDN or FEN files, their order
 *   match_stats.c  Elo, its error margin, LOS, pentanomial pairs, SPRT
 *   match_pdn.c    a match game's PDN record
 *   checkers.1     the manual page, in step with the help (examples/man_test.sh)
 */
#ifndef CHECKERS_CLI_H
#define CHECKERS_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "checkers.h"

/* Exit statuses of the program. */
#define CLI_EXIT_OK 0
#define CLI_EXIT_FAILURE 1 /* an illegal move (apply), a library failure */
#define CLI_EXIT_USAGE 2   /* bad arguments, unknown variant, bad FEN */

/* The program's name in messages. */
#define CLI_NAME "checkers"

/*
 * The built-in opponent thinks for a time (milliseconds, iterative deepening)
 * unless told a depth (plies): --depth from 1 to CLI_DEPTH_MAX.
 */
#define CLI_TIME_DEFAULT 500
#define CLI_DEPTH_DEFAULT 6 /* the depth Game.bestMove is usually given */
#define CLI_DEPTH_MAX 12

/* Who plays a side in `checkers play`. */
#define CLI_HUMAN 0
#define CLI_COMPUTER 1

/* ----------------------------------------------------------------- main.c */

/* cli_read_line results besides a length. */
#define CLI_READ_EOF (-1)   /* end of input before any character */
#define CLI_READ_ERROR (-2) /* a read error or no memory */

/*
 * Reads one line of any length from `in` into *buffer (grown with realloc as
 * needed; *capacity is its size; start with NULL and 0, free() it at the end).
 * The line ending ("\n" or "\r\n") is removed. Returns the line's length, or
 * CLI_READ_EOF, or CLI_READ_ERROR.
 */
long cli_read_line(FILE *in, char **buffer, size_t *capacity);

/* ---------------------------------------------------------------- board.c */

/* cli_board_print flags. */
#define CLI_BOARD_FLIP 1u /* seen from Black's side */
#define CLI_BOARD_LAST 2u /* the last move marked: "(○)" its start and end, "×" its captures */

/*
 * Draws the board of `game` on `out` with Unicode glyphs, as seen from
 * White's side (Black's with CLI_BOARD_FLIP), every square named: each
 * playing square shows its number and the piece on it ("12●"), or, when the
 * game writes algebraic notation, the frame shows the ranks and files ("·"
 * marks an empty playing square); then a legend line.
 */
void cli_board_print(FILE *out, const checkers_game *game, unsigned flags);

/*
 * Writes the state of the game into buf: "ongoing", "white wins", "black
 * wins" or "draw", followed by the reason in parentheses when there is one,
 * e.g. "white wins (black has no moves)", "draw (repetition)".
 * Returns the result (CHECKERS_ONGOING ...) or a negative library error.
 */
int32_t cli_status_text(const checkers_game *game, char *buf, size_t capacity);

/*
 * Writes why a move was refused: checkers_game_refusal_text when *why holds
 * this refusal, else checkers_strerror(code). `why` may be NULL. `game` is
 * the position the move was tried in (for the example move's text).
 */
void cli_refusal_text(const checkers_game *game, int32_t code, const checkers_refusal *why,
                      char *buf, size_t capacity);

/* "black" or "white" for CHECKERS_BLACK / CHECKERS_WHITE. */
const char *cli_side_name(int32_t side);

/*
 * Lists the legal moves of `game` into a newly allocated array (free() it)
 * stored in *out; returns their number, or a negative library error
 * (then *out is NULL). With no legal moves, returns 0 and *out may be NULL.
 */
int32_t cli_legal_moves(const checkers_game *game, checkers_move **out);

/* A Hub line as C strings: the spans checkers_hub_parse_line gives, each ended with a NUL. */
typedef struct {
    const char *command;
    int count;
    const char *names[CHECKERS_HUB_LINE_ARGS];
    const char *values[CHECKERS_HUB_LINE_ARGS]; /* NULL for a flag */
} cli_hub_line;

/*
 * Reads the Hub line `text` (checkers_hub_parse_line) and writes a NUL after
 * its command and after each name and value it keeps, so that *out points
 * into it. Returns 0, or the library's error for a line it cannot read: then
 * out->command is still the line's command and out->count 0.
 */
int32_t cli_hub_split(char *text, cli_hub_line *out);

/* The value of the first argument `name` ("" for a flag), or NULL when the line has none. */
const char *cli_hub_arg(const cli_hub_line *line, const char *name);

/* ----------------------------------------------------------------- play.c */

/* Options of `checkers play`. */
typedef struct cli_play_options {
    int black;        /* CLI_HUMAN or CLI_COMPUTER */
    int white;        /* CLI_HUMAN or CLI_COMPUTER */
    int32_t depth;    /* search depth of the computer, in plies; 0: its time budget */
    int32_t ballot;   /* the three-move ballot the game starts from, or 0 */
    int flip;         /* turn the board round from the side it faces (see cli_play) */
    const char *save; /* where to write the game's PDN when it ends, or NULL */
} cli_play_options;

/*
 * Plays `game` in the terminal: reads the human moves and commands from
 * stdin line by line and writes to stdout. The board is seen from Black's
 * side when Black is the one human against the computer, from White's
 * otherwise; options->flip turns it round. Returns an exit status (EOF and
 * `quit` end the game with CLI_EXIT_OK).
 */
int cli_play(checkers_game *game, const cli_play_options *options);

/* ------------------------------------------------------ play.c: the computer */

/*
 * Chooses a move for the side to move of `game` with the library's search
 * (checkers_search_run): `depth` plies when positive (deterministic), else
 * for `milliseconds` of wall-clock time. Stores the move in *best and returns
 * 0, or returns 1 when the game is over (no move to choose), or a negative
 * library error.
 */
int32_t cli_search(const checkers_game *game, int32_t depth, int32_t milliseconds,
                   checkers_move *best);

/* ------------------------------------------------------------------ hub.c */

/*
 * `checkers hub`: the library's search as a Hub engine on stdin and stdout,
 * starting with `variant` (NULL: english) until told another. Returns an exit
 * status when its input closes or on `quit`.
 */
int cli_hub(const char *variant);

/* --------------------------------------------------------------- record.c */

/*
 * Writes the game as PDN (checkers_pdn_write) into *buf, grown with realloc
 * as needed (*capacity is its size; start with NULL and 0, free() it at the
 * end). Returns the text's length or a negative library error.
 */
int32_t cli_pdn_text(const checkers_game *game, const char *const *names, const char *const *values,
                     int32_t tag_count, const char *const *comments, int32_t result, char **buf,
                     size_t *capacity);

/*
 * Reads a whole file ("-": standard input) into a new buffer (free() it).
 * Returns 0, or -1 after saying why on stderr ("checkers COMMAND: ...").
 */
int cli_read_file(const char *command, const char *path, char **text, size_t *length);

/* -------------------------------------------------------------- excerpt.c */

/*
 * What the user typed, fit to quote in an error message: at most
 * CLI_EXCERPT_CHARS characters, non-printable bytes as \xNN, "..." when cut.
 * Written into buf (at least CLI_EXCERPT_MAX bytes), which is returned.
 */
#define CLI_EXCERPT_CHARS 60
#define CLI_EXCERPT_MAX (CLI_EXCERPT_CHARS * 4 + 4)
const char *cli_excerpt(const char *text, char *buf, size_t capacity);

/*
 * Why a PDN game failed, in words: a refused move's reason, or else the
 * reader's own account (what, with which text: checkers_pdn_error_message)
 * where the code alone would say only "malformed".
 */
const char *cli_pdn_reason(const checkers_pdn_reader *reader, const checkers_pdn_error *e);

/* ------------------------------------ cmd_svg.c, cmd_ballots.c, cmd_pdn.c */

/* Commands that parse their own options: argv[0] is the command's name. */
int cli_svg(int argc, char **argv);
int cli_ballots(int argc, char **argv);
int cli_pdn(int argc, char **argv);
int cli_dxp(int argc, char **argv);
int cli_match(int argc, char **argv); /* match.c */

#endif /* CHECKERS_CLI_H */
