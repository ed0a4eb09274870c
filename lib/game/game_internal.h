/* SPDX-License-Identifier: MIT */
/*
 * game/: the game object, its history and the calls on a game the other files of lib/
 * share. Nothing here is exported.
 */
#ifndef CHECKERS_GAME_GAME_INTERNAL_H
#define CHECKERS_GAME_GAME_INTERNAL_H

#include "core/core.h"

/*
 * The game object (game.c), shared with draws.c.
 *
 * A ply of the history is 32 bytes, so that many long games fit in memory:
 * the move, the hash after it, what undo needs to put the captured pieces
 * back, and the draw counts after it, which undo puts back as they were. The
 * position before a move is not kept: undo unmakes the move, and whoever needs
 * an old position unmakes moves from the current one (game.c), or
 * from the nearest later of the positions the game keeps every
 * CHECKERS__SNAP_EVERY plies, so that an old position costs at most that many.
 * A route (landing squares, then the captured squares) is kept in the record
 * when it fits (plain moves, captures of up to 2 pieces), else in the game's
 * route pool, which grows and shrinks with the history like a stack. The draw
 * counts of the current position are kept with the game, so that a status
 * costs no scan of the history.
 */
#define CHECKERS__ROUTE_INLINE 4
#define CHECKERS__SNAP_EVERY 64
/* The draw counts past which nothing changes: the endgame rules look back 120 plies at most. */
#define CHECKERS__SETTLED_MAX 255
#define CHECKERS__REPS_MAX 65535 /* a repetition rule counts to 1000 at most */
/*
 * The legal moves of the current position a game keeps, when they are at most this many
 * and none takes more than one piece (most positions of a game): listed once, when a move
 * is played (checkers_game_apply), for the status, the list and the next move.
 */
#define CHECKERS__BRIEF_MAX 32
/*
 * A record's flags: the move's CHECKERS_MOVE_* bits, and in the top two bits the
 * CHECKERS_CROWNING_* rule it was played under (checkers_game_history_crowning).
 */
#define CHECKERS__PLY_MOVE_FLAGS 0x3f
#define CHECKERS__PLY_CROWNING_SHIFT 6
typedef struct {
    uint64_t hash; /* hash of the position after the move */
    uint8_t from, to, flags, ncap, nsteps;
    uint8_t config; /* endgame configuration of the position after the move (draws.c) */
    /*
     * Frisian: the king runs before the move, run << 6 | at, per side.
     * English with huffing (no runs): huff[0] the bit of the piece huffed
     * before the move, plus one (0: none), huff[1] whether it was a king.
     */
    union {
        uint8_t runs_before[2];
        uint8_t huff[2];
    };
    uint32_t king_caps; /* bit i: the piece jumped i-th was a king */
    union {
        uint8_t squares[CHECKERS__ROUTE_INLINE]; /* path[0..nsteps-1], then caps[0..ncap-1] */
        uint32_t offset;                         /* where they are in the route pool */
    } route;
    /* The game's draw counts after the move (struct checkers_game). */
    int32_t quiet;
    uint16_t reps; /* 0: not counted (the move was played without a repetition rule) */
    uint8_t settled, run;
} checkers__ply_record;

struct checkers_game {
    /*
     * The rules: &rules, the game's own copy of its variant's row, which the game's settings
     * change (huff.c, crowning.c), with the generator those rules call for.
     */
    const checkers__variant *v;
    checkers__variant rules;
    /* The board's square tables (checkers__square_table, checkers__bit_table), or NULL. */
    const uint8_t *sq, *bits;
    checkers_allocator alloc;
    checkers__pos pos;
    uint64_t start_hash;
    checkers__ply_record *plies;
    int32_t nply, cap;
    uint8_t *pool; /* routes too long for their record */
    int32_t pool_len, pool_cap;
    /* snaps[k]: the position after (k + 1) * CHECKERS__SNAP_EVERY plies, for k < nply / that */
    checkers__pos *snaps;
    int32_t snap_cap; /* at least cap / CHECKERS__SNAP_EVERY */
    /* Of the current position, kept up to date by every move and undo. */
    int32_t quiet;   /* plies since a man move or a capture */
    int32_t settled; /* plies since a capture or a crowning, up to CHECKERS__SETTLED_MAX */
    int32_t reps;    /* times the position has occurred (counted as repetition draws count) */
    int32_t run;     /* positions in a row, this one included, in its endgame configuration
                        (up to CHECKERS__SETTLED_MAX) */
    int32_t start_config;
    checkers_draw_rules draws;
    int32_t claimed;      /* the reason of a claimed draw, 0 if none */
    int32_t declared;     /* a result set by checkers_game_declare, 0 if none */
    int32_t declared_why; /* and its CHECKERS_REASON_* */
    int32_t notation;     /* CHECKERS_NOTATION_* for text the game writes */
    int32_t huffed;       /* a huff made this turn, before the move (huff.c): bit + 1, 0 if none */
    int32_t huffed_king;
    /*
     * What a status reads: the draw rule the current position meets (CHECKERS_REASON_*, 0 if
     * none), set with the draw counts (draws.c) and with the draw rules.
     */
    int32_t drawn;
    /*
     * The legal moves of the positions after an even and an odd number of plies: kept[k] is
     * the list of the position after kept_ply[k] plies (k = that number & 1) when that is a
     * position of the game's line, -1 when it holds none. Two, so that an undo finds the
     * list of the position it goes back to (a search's siblings, a player's take-back).
     * Written only by the calls that change the game (which have it to themselves, so that
     * the const calls that read it may run concurrently); a move empties the slot of the
     * position it leads to, until checkers_game_apply keeps that position's list, and a
     * change of the position or the rules without a move empties both
     * (checkers__brief_drop).
     */
    int32_t kept_ply[2];
    uint8_t kept_n[2];
    checkers__brief kept[2][CHECKERS__BRIEF_MAX];
};

/* The current position's kept list, or NULL. */
static inline const checkers__brief *checkers__brief_of(const checkers_game *g)
{
    int k = g->nply & 1;
    return g->kept_ply[k] == g->nply ? g->kept[k] : NULL;
}
/* The number of moves in it. */
static inline int checkers__brief_n(const checkers_game *g)
{
    return g->kept_n[g->nply & 1];
}

/* No kept list holds: the position or the rules change without a move. */
static inline void checkers__brief_drop(checkers_game *g)
{
    g->kept_ply[0] = g->kept_ply[1] = -1;
}
/* Keeps the current position's list, when it is short and has no capture of several pieces. */
void checkers__brief_keep(checkers_game *g);

/*
 * The piece huffed before the move of record r, as its bit plus one, 0 if none: a replay of
 * the history (PDN writing) removes it before making the move.
 */
static inline int checkers__ply_huffed(const checkers_game *g, const checkers__ply_record *r)
{
    /* Only a row that offers huffing keeps huffs there (no such row limits king runs). */
    return g->v->settings & CHECKERS__SETTING_HUFFING ? r->huff[0] : 0;
}

/* The move of ply i of the history, as it was played. */
void checkers__ply_move(const checkers_game *g, int32_t i, checkers__move *out);
/*
 * The position in which ply `ply` was played (ply_count: the current one): after the huff made
 * before that move, if any.
 */
void checkers__position_before(const checkers_game *g, int32_t ply, checkers__pos *out);

/* Gives the game the rules of row, with the generator they call for (game.c). */
void checkers__game_set_rules(checkers_game *g, const checkers__variant *row);
/*
 * Plays a legal move, recording it (game.c); CHECKERS_E_NO_MEMORY leaves the
 * game as it was and is also stored in why->code (why may be NULL).
 */
int32_t checkers__play(checkers_game *g, const checkers__move *m, checkers_refusal *why);
/* The same for a move of one hop taking at most one piece (a kept list's): cheaper. */
int32_t checkers__play_hop(checkers_game *g, const checkers__move *m, checkers_refusal *why);
int checkers__game_over(const checkers_game *g);
/* The status of a game whose side to move has a legal move (cheaper: no move generation). */
int32_t checkers__status_with_moves(const checkers_game *g);

int32_t checkers__status(const checkers_game *g, int32_t *reason); /* game.c */
/* The hash of the position after `ply` moves; inline, as every move reads it. */
static inline uint64_t checkers__hash_at(const checkers_game *g, int32_t ply)
{
    return ply == 0 ? g->start_hash : g->plies[ply - 1].hash;
}

/* A game from a FEN, read leniently or not (game.c). */
int32_t checkers__game_new_fen(checkers_game **out, const char *variant, const char *fen,
                               int lenient, const checkers_allocator *allocator);

#endif
