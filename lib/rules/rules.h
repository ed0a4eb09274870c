/* SPDX-License-Identifier: MIT */
/*
 * rules/: the variants table, matching a proposed move against the legal ones (validate.c),
 * and the draw rules (draws.c). Nothing here is exported.
 */
#ifndef CHECKERS_RULES_RULES_H
#define CHECKERS_RULES_RULES_H

#include "core/core.h"

/* The variants table (variants.c): one row per variant. */
extern const checkers__variant checkers__variants[] CHECKERS__HIDDEN;
extern const int32_t checkers__variant_total CHECKERS__HIDDEN;
const checkers__variant *checkers__variant_lookup(const char *name);

/* A proposed move, from a record or from move text (move_text.c), matched by validate.c. */
typedef struct {
    int nsq;                               /* squares given */
    uint8_t sq[CHECKERS_MAX_CAPTURES + 1]; /* as PDN numbers, from first */
    int capture;                           /* written with a capture separator */
    int ends_only; /* a record with no steps: its start and end, not a route (validate.c) */
} checkers__proposal;
/* A checkers_move record as a proposal: its route, or only its ends when it has no steps. */
void checkers__proposal_from_record(const checkers_move *m, checkers__proposal *prop);
/* Whether the legal move m fits the proposal (validate.c), squares as bits. */
int checkers__proposal_fits(const checkers__variant *v, const checkers__proposal *prop,
                            const checkers__move *m);
/*
 * Whether a move fits a route written as sq[0..nsq-1]: the same start and end,
 * and the landing squares given, in order (a route may leave some out).
 * path[0..steps-1] are the move's landing squares, the end last. Both in one
 * numbering, squares or bits.
 */
int checkers__route_fits(const uint8_t *sq, int nsq, int from, int to, const uint8_t *path,
                         int steps);
int32_t checkers__resolve(const checkers__variant *v, const checkers__pos *p,
                          const checkers__proposal *prop, int game_over, checkers__move *out,
                          checkers_refusal *why);

/* Draws and results (draws.c). */
int32_t checkers__draw_rule_met(const checkers_game *g); /* CHECKERS_REASON_* or 0 */
/* The endgame configuration of a position, for the variant's endgame rules. */
int checkers__configuration(const checkers__variant *v, const checkers__pos *p);
/*
 * Sets quiet, settled, run and reps for the current position: those the last ply of the
 * history keeps (the start's at the start), reps counted where that ply has none; and the
 * draw rule they meet (drawn).
 */
void checkers__draw_counts(checkers_game *g);
/*
 * The same after one more move (the last ply of the history), from the counts before it;
 * kept in that ply's record.
 */
void checkers__draw_counts_after(checkers_game *g);

#endif
