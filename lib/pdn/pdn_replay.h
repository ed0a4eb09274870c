/* SPDX-License-Identifier: MIT */
/*
 * Internal to the PDN game reader, which is six files: movetext scanning
 * (pdn_movetext.c: tokens to moves, comments, variations and terminators),
 * lenient repair (pdn_repair.c: hops joined), huffs (pdn_huff.c), errors
 * recorded and said in words (pdn_report.c), a game's set-up (pdn_setup.c),
 * moves played (pdn_play.c, where ambiguous captures are decided by replaying
 * the moves after them), and the games read one by one (pdn_replay.c:
 * checkers_pdn_next). Nothing here is exported.
 */
#ifndef CHECKERS_PDN_REPLAY_H
#define CHECKERS_PDN_REPLAY_H

#include <string.h>

#include "pdn/pdn.h"

/* How far the reader replays ahead to decide an ambiguous short capture. */
#define CHECKERS__LOOKAHEAD_PLIES 64

/* Where the movetext reader stands within a game. */
typedef struct {
    checkers__pdn_cursor cur;
    size_t start;              /* where the game's text begins */
    int over_length;           /* past the reader's byte limit: nothing more is kept */
    int32_t depth;             /* variations open */
    int32_t var_line, var_col; /* where the outermost one opened */
    checkers__pdn_span var_span;
    int32_t number, number_ply, dots; /* the last move number seen, -1 if none */
    int content;                      /* anything but comments and a terminator */
    int after_move;                   /* the previous token was a move */
    int errored;                      /* the game's error is known: moves are skipped */
    int32_t terminator;               /* CHECKERS_PDN_* written at the end, -1 if none */
    checkers__pdn_token term;         /* that terminator */
    checkers__pdn_token setup;        /* CHECKERS__STEP_SETUP: the /.../ token */
    int separator_missing;            /* strict: reported already */
} checkers__pdn_scan;

/* A move as written: one word, or (lenient) several joined ("1- 7"). */
typedef struct {
    checkers__pdn_span span;
    int32_t line, col;
    char text[CHECKERS__PDN_MOVE_TEXT_MAX];
    size_t len;
    int joined;   /* written with spaces inside */
    int too_long; /* longer than any move: text is cut */
} checkers__pdn_move;

/* Something wrong in the movetext, not a move: where, and the code. */
typedef struct {
    int32_t code, line, col;
    checkers__pdn_span span;
    const char *before, *after; /* the error in words, around the token's text */
} checkers__pdn_problem;

/* What checkers__pdn_step found. */
enum { CHECKERS__STEP_MOVE, CHECKERS__STEP_END, CHECKERS__STEP_SETUP, CHECKERS__STEP_ERROR };

/* checkers__pdn_play: the word was the Result tag's value, not a move (lenient). */
#define CHECKERS__PLAYED_TERMINATOR 1

static inline int checkers__pdn_strict(const checkers_pdn_reader *r)
{
    return (r->flags & CHECKERS_PDN_STRICT) != 0;
}

static inline int32_t checkers__pdn_refuse(checkers_refusal *why, int32_t code)
{
    memset(why, 0, sizeof *why);
    why->code = code;
    return code;
}


/* pdn_movetext.c */

/*
 * Reads the movetext up to the next move of the main line (CHECKERS__STEP_MOVE, in *m),
 * the end of the game (CHECKERS__STEP_END: a terminator, the next game's tags, the end
 * of the text), a /setup/ (CHECKERS__STEP_SETUP) or something not PDN (CHECKERS__STEP_ERROR, in
 * *pb). With `record`, comments are kept for the reader's game; without, the
 * reader only looks ahead. Once the game has its error, moves are skipped.
 */
int checkers__pdn_step(checkers_pdn_reader *r, checkers__pdn_scan *s, int record, int32_t ply,
                       checkers__pdn_move *m, checkers__pdn_problem *pb);
/* Whether token t takes the game past the reader's byte limit, the first time it does. */
int checkers__pdn_passes_byte_limit(const checkers_pdn_reader *r, checkers__pdn_scan *s,
                                    const checkers__pdn_token *t);
/* What is wrong with a token the lexer could not read, in words (before and after its text). */
void checkers__pdn_unreadable(const char *text, const checkers__pdn_token *t, const char **before,
                              const char **after);

/* pdn_repair.c */

/* Plays a route by its square numbers (algebraic squares on a numeric board, joined hops). */
int32_t checkers__pdn_apply_route(checkers_game *g, const checkers__pdn_route *route,
                                  checkers_refusal *why);
/* A capture written hop by hop ("e5xc3 c3xa1"): joins the next moves while they continue it. */
int32_t checkers__pdn_join_hops(checkers_pdn_reader *r, checkers_game *g, checkers__pdn_scan *s,
                                const checkers__pdn_route *first, int looking_ahead,
                                checkers_refusal *why);

/* pdn_report.c */

/* The longest piece of the offending text a message quotes. */
#define CHECKERS__PDN_MESSAGE_QUOTE 96
/*
 * Appends s[0..n-1], at most `most` bytes of it, to the text of *len bytes in
 * buf (capacity cap, kept NUL-terminated): whole UTF-8 characters, control
 * characters as spaces.
 */
void checkers__pdn_append(char *buf, size_t cap, size_t *len, const char *s, size_t n, size_t most);
/* A message: before, the offending text (cut), after; into out (capacity cap). */
void checkers__pdn_compose(char *out, size_t cap, const char *before, const char *text, size_t n,
                           const char *after);
/*
 * Records the game's first error (returns 0 if it had one); the rest of its
 * moves are skipped. The message is before + text + after; without them, the
 * text and what checkers_strerror says of the code.
 */
int checkers__pdn_report(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code, int32_t line,
                         int32_t col, const char *text, size_t n, const char *before,
                         const char *after);
/* The same, about a tag's value (no move number) or a token's text. */
void checkers__pdn_report_tag(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                              const checkers__pdn_tag *t, const char *before, const char *after);
int checkers__pdn_report_token(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                               const checkers__pdn_token *t, const char *before, const char *after);
/* A limit passed: the message names it. */
void checkers__pdn_report_limit(checkers_pdn_reader *r, checkers__pdn_scan *s, int32_t code,
                                int32_t line, int32_t col, const char *text, size_t n);

/* pdn_setup.c */

/* Sets up the game its tags describe; a refusal is the game's error, not the reader's. */
int32_t checkers__pdn_setup_game(checkers_pdn_reader *r, checkers__pdn_scan *s);
/*
 * A /FEN "..."/ setup before the first move starts the game there; after it,
 * in a game with the huffing rule, it may record a huff (pdn_huff.c).
 */
int32_t checkers__pdn_setup_command(checkers_pdn_reader *r, checkers__pdn_scan *s,
                                    const checkers__pdn_token *t);
/* The FEN of a /FEN "..."/ setup, NUL-terminated in fen; its length, or cap if it does not fit. */
size_t checkers__pdn_setup_fen(const checkers_pdn_reader *r, const checkers__pdn_token *t,
                               char *fen, size_t cap);

/* pdn_play.c */

/*
 * Plays the move m on g. Lenient, also: algebraic squares on a numeric board,
 * a capture written hop by hop, a short capture that several moves match
 * (decided by the moves after it, or, when looking ahead (`ahead`), the first
 * match), and a match score as the game's last word
 * (CHECKERS__PLAYED_TERMINATOR).
 */
int32_t checkers__pdn_play(checkers_pdn_reader *r, checkers_game *g, checkers__pdn_scan *s,
                           const checkers__pdn_move *m, checkers_refusal *why, int ahead);

/* pdn_huff.c */

/*
 * Takes the setup that starts at byte `setup` with this FEN as a huff on g:
 * 0 when it removes one huffable piece and changes nothing else (the huff is
 * made; on the reader's own game, the writer's "{huff N}" before it leaves the
 * game's comments); else CHECKERS_E_NO_HUFF, CHECKERS_E_HUFF_SQUARE, a FEN
 * error or CHECKERS_E_NO_MEMORY, and g is unchanged.
 */
int32_t checkers__pdn_huff_setup(checkers_pdn_reader *r, checkers_game *g, const char *fen,
                                 size_t setup);

#endif
