/* SPDX-License-Identifier: MIT */
/*
 * Draws: repetition, the move limit, the variants' endgame rules, claims and
 * the draw settings of a game.
 */
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"
#include "game/game_internal.h"

static int32_t rule_met(const checkers_game *g);

static int32_t config_at(const checkers_game *g, int32_t ply)
{
    return ply == 0 ? g->start_config : g->plies[ply - 1].config;
}

/* A huff removes a piece as a capture does (WCDF: "no pieces removed"). */
static int removes(const checkers_game *g, const checkers__ply_record *r)
{
    return r->ncap || checkers__ply_huffed(g, r);
}

/* The repetition count of the position after `ply` moves (0: not counted), as kept. */
static int32_t reps_at(const checkers_game *g, int32_t ply)
{
    return ply == 0 ? 1 : g->plies[ply - 1].reps; /* the start: the first of its run */
}

static int32_t saturate(int32_t n, int32_t max)
{
    return n < max ? n : max;
}

/*
 * Occurrences of the current position; only positions since the last man
 * move or capture can match. Counted only under a repetition rule: the scan
 * could be as long as the run of king moves, which without rules has no end
 * (a king-shuffle record replayed in quadratic time). The scan stops at the
 * latest occurrence whose own count is kept, which in a shuffle is a few plies back.
 */
static int32_t occurrences(const checkers_game *g)
{
    if (g->draws.repetitions == 0)
        return 0;
    uint64_t now = checkers__hash_at(g, g->nply);
    int32_t n = 1, window = g->quiet;
    if (window > g->nply)
        window = g->nply;
    /* The position d plies back is the one after nply - d moves. */
    for (int32_t d = 2; d <= window; d += 2)
        if (checkers__hash_at(g, g->nply - d) == now) {
            int32_t earlier = reps_at(g, g->nply - d);
            if (earlier > 0) /* it counted those before it */
                return saturate(n + earlier, CHECKERS__REPS_MAX);
            n++;
        }
    return saturate(n, CHECKERS__REPS_MAX);
}

/* A table of plies by the hash of the position after them (open addressing; -1: empty). */
typedef struct {
    int32_t *ply;
    size_t size, used;
} ply_table;

static size_t first_slot(uint64_t hash, size_t size)
{
    return (size_t)(hash ^ hash >> 32) & (size - 1);
}

/* Doubles the table: every entry is a different position, so each goes to an empty slot. */
static int grow(checkers_game *g, ply_table *t)
{
    size_t size = t->size * 2;
    int32_t *ply = g->alloc.alloc(g->alloc.ctx, size * sizeof *ply);
    if (!ply)
        return 0;
    memset(ply, 0xff, size * sizeof *ply);
    for (size_t j = 0; j < t->size; j++)
        if (t->ply[j] >= 0) {
            size_t k = first_slot(checkers__hash_at(g, t->ply[j]), size);
            while (ply[k] >= 0)
                k = (k + 1) & (size - 1);
            ply[k] = t->ply[j];
        }
    g->alloc.release(g->alloc.ctx, t->ply);
    t->ply = ply;
    t->size = size;
    return 1;
}

/*
 * Counts every position since the last man move or capture, keeping each count in its ply,
 * and returns the current position's: when undo comes back to moves played without a
 * repetition rule, so that the undos after it find their counts kept. A table of the latest
 * occurrence of each position (a few bytes a position, for this call only) makes it linear
 * in the run; 0 when the memory cannot be had.
 */
static int32_t count_run(checkers_game *g)
{
    if (g->quiet == 0) /* the first of its run */
        return 1;
    ply_table t = {NULL, 64, 0};
    t.ply = g->alloc.alloc(g->alloc.ctx, t.size * sizeof *t.ply);
    if (!t.ply)
        return 0;
    memset(t.ply, 0xff, t.size * sizeof *t.ply);
    int32_t count = 0;
    for (int32_t i = g->nply - g->quiet; i <= g->nply; i++) {
        if (2 * (t.used + 1) > t.size && !grow(g, &t)) {
            count = 0;
            break;
        }
        uint64_t h = checkers__hash_at(g, i);
        size_t k = first_slot(h, t.size);
        count = 1;
        /* The same position has the same side to move: an even distance. */
        for (; t.ply[k] >= 0; k = (k + 1) & (t.size - 1))
            if (checkers__hash_at(g, t.ply[k]) == h && ((i - t.ply[k]) & 1) == 0) {
                count = saturate(reps_at(g, t.ply[k]) + 1, CHECKERS__REPS_MAX);
                break;
            }
        t.used += t.ply[k] < 0;
        t.ply[k] = i;
        if (i > 0)
            g->plies[i - 1].reps = (uint16_t)count;
    }
    g->alloc.release(g->alloc.ctx, t.ply);
    return count;
}

void checkers__draw_counts(checkers_game *g)
{
    if (g->nply == 0) {
        g->quiet = g->settled = 0;
        g->run = 1;
        g->reps = 1;
    } else {
        const checkers__ply_record *r = &g->plies[g->nply - 1];
        g->quiet = r->quiet;
        g->settled = r->settled;
        g->run = r->run;
        g->reps = r->reps;
    }
    if (g->draws.repetitions == 0)
        g->reps = 0;
    else if (g->reps == 0 && (g->reps = count_run(g)) == 0)
        g->reps = occurrences(g); /* no memory for the table: the scan */
    g->drawn = rule_met(g);
}

void checkers__draw_counts_after(checkers_game *g)
{
    /* Read once into locals: the record's byte stores could alias the game's counts. */
    int32_t nply = g->nply, quiet = g->quiet, settled = g->settled, run = g->run;
    checkers__ply_record *r = &g->plies[nply - 1];
    int flags = r->flags, removed = removes(g, r);
    quiet = removed || !(flags & CHECKERS_MOVE_KING) ? 0 : quiet + 1;
    settled = removed || (flags & CHECKERS_MOVE_PROMOTES)
                  ? 0
                  : settled + (settled < CHECKERS__SETTLED_MAX);
    /* Without endgame rules every configuration is 0 (checkers__configuration): not read. */
    run = g->v->endgame == CHECKERS__ENDGAME_NONE || config_at(g, nply - 1) == r->config
              ? run + (run < CHECKERS__SETTLED_MAX)
              : 1;
    /* Stored before the scan below, so that only g and r live across its call. */
    g->quiet = quiet;
    g->settled = settled;
    g->run = run;
    r->quiet = quiet;
    r->settled = (uint8_t)settled;
    r->run = (uint8_t)run;
    /* Inline, the common case: the first two positions of a run occur once. */
    int32_t reps = g->draws.repetitions == 0 ? 0 : quiet < 2 ? 1 : occurrences(g);
    g->reps = reps;
    r->reps = (uint16_t)reps;
    g->drawn = rule_met(g);
}

/* ------------------------------------------------------ endgame rules */

typedef struct {
    int men[2], kings[2];
    int lone_king_square; /* the bit of a side's lone king, or -1 */
    int lone_side;        /* the side that has a lone king, or -1 */
} material;

static material material_of(const checkers__pos *p)
{
    material m;
    memset(&m, 0, sizeof m);
    m.lone_side = m.lone_king_square = -1;
    for (int s = 0; s < 2; s++) {
        int all = checkers__set_count(&p->men[s]);
        checkers__set k = {{p->men[s].w[0] & p->kings.w[0], p->men[s].w[1] & p->kings.w[1]}};
        m.kings[s] = checkers__set_count(&k);
        m.men[s] = all - m.kings[s];
        if (all == 1 && m.kings[s] == 1) {
            m.lone_side = s;
            m.lone_king_square = checkers__ctz_set(&k);
        }
    }
    return m;
}

/*
 * The endgame draw rules: one row per configuration, in the order a position is tried
 * against its variant's rules (the first that fits names it). A configuration is either a
 * lone king against the strong side's pieces, or, without a lone king, both sides with kings
 * and a number of pieces in all. Its limit is in moves by each side, counted from the first
 * position in it or from the last capture or crowning in it. A new endgame rule is a new row
 * of its rules; new rules, a new CHECKERS__ENDGAME_* in endgame_rules, named by the variants.
 */
enum { FROM_ENTRY, FROM_CHANGE };
typedef struct {
    uint8_t lone;     /* 1: against a lone king, min..max strong pieces; 0: pieces in all */
    uint8_t min, max; /* pieces of the strong side, or in all */
    uint8_t kings;    /* at least this many kings: the strong side's, or (0) each side's one */
    uint8_t diagonal; /* the lone king on the long diagonal */
    uint8_t limit;    /* moves by each side; 0 ends the rules */
    uint8_t counted;  /* FROM_ENTRY ("never reset once started") or FROM_CHANGE */
} endgame_rule;

#define ANY 255
/* clang-format off: a row a line */
/* FMJD 6.3, 6.4 */
static const endgame_rule fmjd[] = {
    {1, 1, 2, 1, 0, 5, FROM_ENTRY},   /* one or two pieces, a king among them, v a king */
    {1, 3, 3, 1, 0, 16, FROM_CHANGE}, /* three, a king among them, v a king */
    {0},
};
/* FMJD-64 7.2.4, 7.2.6 - 7.2.8 */
static const endgame_rule russian[] = {
    {1, 1, 2, 1, 0, 5, FROM_ENTRY}, /* one or two pieces, a king among them, v a king */
    {1, 3, 3, 1, 1, 5, FROM_ENTRY}, /* three, a king among them, v a king on the long diagonal */
    {1, 3, ANY, 3, 0, 15, FROM_CHANGE}, /* three kings or more v a king */
    {0, 4, 5, 0, 0, 30, FROM_CHANGE},   /* kings on both sides, four or five pieces in all */
    {0, 6, 7, 0, 0, 60, FROM_CHANGE},   /* kings on both sides, six or seven */
    {0},
};
/* lidraughts, alemanni */
static const endgame_rule frisian[] = {
    {1, 2, 2, 2, 0, 7, FROM_CHANGE}, /* two kings v a king */
    {1, 1, 1, 1, 0, 2, FROM_CHANGE}, /* a king v a king: "at once unless a capture follows",
                                        which lidraughts gives 2 moves */
    {0},
};
static const endgame_rule turkish[] = {
    {1, 1, 1, 0, 0, 2, FROM_CHANGE}, /* a piece v a king: pydraughts' 2 moves (1 v 1) */
    {0},
};
/* No endgame rule: an empty list, so a lookup never meets a null row. */
static const endgame_rule none[] = {
    {0},
};
static const endgame_rule pool[] = {
    {1, 3, ANY, 3, 0, 13, FROM_CHANGE}, /* three kings or more v a king: 13 moves (unconfirmed) */
    {0},
};
/* clang-format on */
/* By CHECKERS__ENDGAME_*; a configuration is 1 + its row there (a byte of each ply record). */
static const endgame_rule *const endgame_rules[] = {
    [CHECKERS__ENDGAME_NONE] = none,       [CHECKERS__ENDGAME_FMJD] = fmjd,
    [CHECKERS__ENDGAME_RUSSIAN] = russian, [CHECKERS__ENDGAME_POOL] = pool,
    [CHECKERS__ENDGAME_FRISIAN] = frisian, [CHECKERS__ENDGAME_TURKISH] = turkish,
};

static int fits(const checkers__variant *v, const endgame_rule *e, const material *m)
{
    if (!e->lone) {
        int total = m->men[0] + m->men[1] + m->kings[0] + m->kings[1];
        return m->kings[0] && m->kings[1] && total >= e->min && total <= e->max;
    }
    if (m->lone_side < 0)
        return 0;
    int s = !m->lone_side, strong = m->men[s] + m->kings[s];
    if (strong < e->min || strong > e->max || m->kings[s] < e->kings)
        return 0;
    if (e->diagonal) {
        int row, col;
        checkers__bit_rowcol(v, m->lone_king_square, &row, &col);
        return row + col == v->rows - 1;
    }
    return 1;
}

/* Which endgame configuration a position is in for the variant's rules: 1 + its row, or 0. */
int checkers__configuration(const checkers__variant *v, const checkers__pos *p)
{
    /* Every configuration has a king. */
    if (v->endgame == CHECKERS__ENDGAME_NONE || checkers__set_empty(&p->kings))
        return 0;
    const endgame_rule *rules = endgame_rules[v->endgame];
    /* Rules that all want a lone king fit no position where both sides have two pieces. */
    int lone = 1;
    for (int i = 0; rules[i].limit; i++)
        lone &= rules[i].lone;
    if (lone && checkers__set_count(&p->men[0]) > 1 && checkers__set_count(&p->men[1]) > 1)
        return 0;
    material m = material_of(p);
    for (int i = 0; rules[i].limit; i++)
        if (fits(v, &rules[i], &m))
            return i + 1;
    return 0;
}

static int32_t endgame_draw(const checkers_game *g)
{
    int config = config_at(g, g->nply);
    if (config == 0)
        return 0;
    const endgame_rule *e = &endgame_rules[g->v->endgame][config - 1];
    int32_t plies = g->run - 1; /* plies spent in the configuration */
    if (e->counted == FROM_CHANGE && g->settled < plies)
        plies = g->settled;
    return plies >= 2 * e->limit;
}

static int32_t rule_met(const checkers_game *g)
{
    if (g->draws.repetitions > 0 && g->reps >= g->draws.repetitions)
        return CHECKERS_REASON_REPETITION;
    if (g->draws.move_limit > 0 && g->quiet >= 2 * g->draws.move_limit)
        return CHECKERS_REASON_MOVE_LIMIT;
    if (g->draws.endgame && endgame_draw(g))
        return CHECKERS_REASON_ENDGAME;
    return CHECKERS_REASON_NONE;
}

int32_t checkers__draw_rule_met(const checkers_game *g)
{
    return rule_met(g);
}

int32_t checkers_draw_rules_preset(int32_t preset, checkers_draw_rules *out)
{
    static const checkers_draw_rules presets[] = {
        {5, 40, 0, 0, {0, 0, 0, 0}}, /* CHECKERS_DRAWS_ONLINE (alias _DEFAULT) */
        {3, 40, 1, 0, {0, 0, 0, 0}}, /* CHECKERS_DRAWS_WCDF */
        {3, 25, 0, 0, {0, 0, 0, 0}}, /* CHECKERS_DRAWS_BGA */
        {0, 0, 0, 0, {0, 0, 0, 0}},  /* CHECKERS_DRAWS_NONE */
    };
    if (!out || preset < 0 || preset >= (int32_t)(sizeof presets / sizeof presets[0]))
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = presets[preset];
    return 0;
}

int32_t checkers_variant_draw_rules(const char *variant, checkers_draw_rules *out)
{
    const checkers__variant *v = checkers__variant_lookup(variant); /* NULL: english */
    if (!out)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (!v)
        return CHECKERS_E_UNKNOWN_VARIANT;
    *out = v->draws;
    return 0;
}

int32_t checkers_game_set_draw_rules(checkers_game *game, const checkers_draw_rules *rules)
{
    if (!game || !rules)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (rules->repetitions < 0 ||
        (rules->repetitions > 0 && rules->repetitions < CHECKERS_REPETITIONS_MIN) ||
        rules->repetitions > CHECKERS_REPETITIONS_MAX || rules->move_limit < 0 ||
        rules->move_limit > CHECKERS_MOVE_LIMIT_MAX || rules->claim < 0 || rules->claim > 1 ||
        rules->endgame < 0 || rules->endgame > 1)
        return CHECKERS_E_INVALID_ARGUMENT;
    for (size_t i = 0; i < sizeof rules->reserved / sizeof rules->reserved[0]; i++)
        if (rules->reserved[i] != 0)
            return CHECKERS_E_INVALID_ARGUMENT;
    game->draws = *rules;
    game->reps = occurrences(game);
    game->drawn = rule_met(game);
    return 0;
}

int32_t checkers_game_draw_rules(const checkers_game *game, checkers_draw_rules *out)
{
    if (!game || !out)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = game->draws;
    return 0;
}

/* The deprecated first name, exported for the programs that use it. */
int32_t checkers_game_get_draw_rules(const checkers_game *game, checkers_draw_rules *out)
{
    return checkers_game_draw_rules(game, out);
}
