/* SPDX-License-Identifier: MIT */
/*
 * search/: what the search's files share: its limits and scores, the table's
 * entries, the search object, and its setup (search_setup.c). Nothing here is
 * exported.
 */
#ifndef CHECKERS_SEARCH_SEARCH_INTERNAL_H
#define CHECKERS_SEARCH_SEARCH_INTERNAL_H

#include <stdatomic.h>
#include <time.h>

#include "core/core.h"
#include "game/game_internal.h"

#define MAN_VALUE 100
#define KING_VALUE 150
#define ADVANCE_VALUE 2 /* per row a man has advanced */
#define CORNER_VALUE 6  /* per step a lone king stands from a double corner */
#define CHASE_VALUE 3   /* per step between a strong king and the nearest lone king */
#define SCORE_WIN CHECKERS_SEARCH_WIN
#define SCORE_INFINITY 2000000
#define SCORE_WON (SCORE_WIN - 1000) /* beyond this a score is a forced win */
#define MAX_PLY 64                   /* how deep the search may go, capture sequences included */
#define LOCAL_MOVES 64               /* moves kept in a frame before the search's move stack */
#define STACK_MOVES (CHECKERS_MAX_MOVES * 16) /* the move stack: 1.2 MB */
#define CLOCK_EVERY 1023   /* nodes between two looks at the clock and the stop flag, minus one */
#define RESERVE_PLIES 1024 /* a game's history copied without allocating, searched line included */

/* What a table entry's score is: exact, or a bound found by a cut-off. */
#define BOUND_EXACT 0
#define BOUND_LOWER 1
#define BOUND_UPPER 2

typedef struct entry {
    uint64_t key;
    int32_t score;
    int16_t depth;
    uint8_t bound;
    uint8_t best; /* index of the best move in the position's list, + 1; 0 = none */
} entry;

struct checkers_search {
    checkers_allocator alloc;
    checkers_game *game; /* the copy the search walks */
    entry *table;
    uint64_t table_mask;
    /*
     * Mixed into every key the table stores, and new for each search: what an
     * earlier search stored is then never matched (but by a 64-bit chance),
     * as if the table were emptied, without emptying 4 MB each time.
     */
    uint64_t salt;
    uint64_t searches;
    checkers_move *stack; /* move lists: the root's, then those too long for a frame */
    int32_t stack_top;
    int32_t squares;                          /* the board's playing squares */
    int32_t rows, columns;                    /* the board's size */
    int32_t row_of[CHECKERS_MAX_SQUARES + 1]; /* row of each square, 0 = Black's back row */
    int32_t column_of[CHECKERS_MAX_SQUARES + 1];
    int32_t corners[4][2]; /* the double corners: row, column */
    int32_t corner_count;
    int32_t sign;               /* -1 when pieces are a burden (antidraughts) */
    int32_t error;              /* the first library error met, or 0 */
    uint64_t path[MAX_PLY + 1]; /* the hash at each ply of the searched line */
    int64_t nodes;
    int64_t node_limit; /* 0: none */
    int timed;          /* whether `deadline` applies */
    int stopped;        /* a limit was reached or a stop asked for: unwind */
    struct timespec start, deadline;
    atomic_int stop; /* checkers_search_stop, from any thread */
    checkers_search_callback callback;
    void *context;
    checkers_search_info info; /* of the last pass completed */
};

/* A search's salt from its number: every bit depends on every bit. */
uint64_t checkers__search_salt(uint64_t x);
/*
 * Makes s->game a copy of `src` (position, history, draw settings), with room
 * for `spare` more plies. On failure s->game is unchanged.
 */
int32_t checkers__search_copy_game(checkers_search *s, const checkers_game *src, int32_t spare);
/* Fills in the board's geometry from s->game. Returns 0 or a library error. */
int32_t checkers__search_prepare(checkers_search *s);
/* The principal variation of the last pass into s->info, from `first` and the table. */
void checkers__search_pv(checkers_search *s, const checkers_move *first);

#endif
