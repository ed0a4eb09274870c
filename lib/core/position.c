/* SPDX-License-Identifier: MIT */
/* Positions: making and unmaking a move, hashing, and the generator dispatch. */
#include <stddef.h>
#include <string.h>

#include "bits.h"
#include "core/core.h"

int checkers__crowning_row(const checkers__variant *v, int side)
{
    return side == 0 ? v->rows - 1 : 0;
}

/* Puts back the piece a huff took: on the pending huff's undo and on a ply's unmake. */
void checkers__unhuff(checkers__pos *p, int side, int bit, int king)
{
    checkers__set_add(&p->men[side], bit);
    if (king)
        checkers__set_add(&p->kings, bit);
}

/*
 * Zobrist keys come from a fixed mixing function rather than a random table: the
 * same on every platform and build, with no initialisation and no globals. MIX is
 * the function as a constant expression, so that the keys of the pieces can be a
 * table the compiler fills (a load a key, where each move's hash reads three).
 */
#define MIX1(x) ((x) + 0x9e3779b97f4a7c15u)
#define MIX2(x) (((x) ^ ((x) >> 30)) * 0xbf58476d1ce4e5b9u)
#define MIX3(x) (((x) ^ ((x) >> 27)) * 0x94d049bb133111ebu)
#define MIX(x) (MIX3(MIX2(MIX1((uint64_t)(x)))) ^ (MIX3(MIX2(MIX1((uint64_t)(x)))) >> 31))
static uint64_t mix(uint64_t x)
{
    return MIX(x);
}

/* The keys of the pieces, by kind and square number, then White's turn's (core.h). */
#define KEYS2(n) MIX(n), MIX((n) + 1)
#define KEYS8(n) KEYS2(n), KEYS2((n) + 2), KEYS2((n) + 4), KEYS2((n) + 6)
#define KEYS32(n) KEYS8(n), KEYS8((n) + 8), KEYS8((n) + 16), KEYS8((n) + 24)
#define KEYS128(n) KEYS32(n), KEYS32((n) + 32), KEYS32((n) + 64), KEYS32((n) + 96)
const uint64_t checkers__keys[4 * CHECKERS__MAX_BITS + 1] = {
    KEYS128(0),
    KEYS128(CHECKERS__MAX_BITS),
    KEYS128(2 * CHECKERS__MAX_BITS),
    KEYS128(3 * CHECKERS__MAX_BITS),
    [CHECKERS__SIDE_KEY] = MIX(0xffff),
};
_Static_assert(CHECKERS__MAX_BITS == 128, "the keys are written for 128 squares a kind of piece");

static uint64_t piece_key(const checkers__variant *v, int side, int king, int bit)
{
    return checkers__keys[(side * 2 + king) * CHECKERS__MAX_BITS + checkers__bit_to_square(v, bit)];
}

/* The same key, with the square table already at hand. */
static inline uint64_t piece_key_t(const uint8_t *sq, int side, int king, int bit)
{
    return checkers__keys[(side * 2 + king) * CHECKERS__MAX_BITS + sq[bit]];
}

/* The king runs are part of the position where they limit the moves (Frisian). */
static uint64_t runs_key(const checkers__pos *p)
{
    uint64_t h = 0;
    for (int s = 0; s < 2; s++)
        if (p->king_run[s])
            h ^= mix(0x10000u + (uint64_t)((s * 16 + p->king_run[s]) * CHECKERS__MAX_BITS +
                                           p->king_run_at[s]));
    return h;
}

void checkers__king_run_after(const checkers__variant *v, const checkers__pos *before,
                              const checkers__move *m, checkers__pos *after)
{
    int s = before->side;
    uint8_t run[2] = {before->king_run[0], before->king_run[1]};
    uint8_t at[2] = {before->king_run_at[0], before->king_run_at[1]};
    if (!v->king_run_limit)
        return;
    int men[2];
    for (int side = 0; side < 2; side++) {
        checkers__set m2 = {{after->men[side].w[0] & ~after->kings.w[0],
                             after->men[side].w[1] & ~after->kings.w[1]}};
        men[side] = !checkers__set_empty(&m2);
    }
    checkers__king_run_next(run, at, s, m->from, m->to, (m->flags & CHECKERS_MOVE_KING) && !m->ncap,
                            run[!s] && checkers__set_has(&m->captured, at[!s]), men[s], men[!s]);
    for (int side = 0; side < 2; side++) {
        after->king_run[side] = run[side];
        after->king_run_at[side] = at[side];
    }
}

int checkers__frozen_king(const checkers__variant *v, const checkers__pos *p)
{
    int s = p->side;
    if (!v->king_run_limit || p->king_run[s] < v->king_run_limit)
        return -1;
    checkers__set men = {{p->men[s].w[0] & ~p->kings.w[0], p->men[s].w[1] & ~p->kings.w[1]}};
    return checkers__set_empty(&men) ? -1 : p->king_run_at[s];
}

uint64_t checkers__hash(const checkers__variant *v, const checkers__pos *p)
{
    const uint8_t *sq = checkers__square_table(v);
    uint64_t h = (p->side ? checkers__keys[CHECKERS__SIDE_KEY] : 0) ^ runs_key(p);
    for (int side = 0; side < 2; side++)
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = p->men[side].w[w]; bits; bits &= bits - 1) {
                int b = w * 64 + checkers__ctz64(bits), king = checkers__set_has(&p->kings, b);
                h ^= sq ? piece_key_t(sq, side, king, b) : piece_key(v, side, king, b);
            }
    return h;
}

uint64_t checkers__hash_after(const checkers__variant *v, const checkers__pos *before,
                              const checkers__move *m, uint64_t hash)
{
    int s = before->side, king = checkers__set_has(&before->kings, m->from);
    const uint8_t *sq = checkers__square_table(v);
    if (v->king_run_limit) {
        checkers__pos after = *before;
        checkers__make(&after, m);
        checkers__king_run_after(v, before, m, &after);
        hash ^= runs_key(before) ^ runs_key(&after);
    }
    if (sq)
        return checkers__hash_after_t(sq, before, m, hash);
    hash ^= checkers__keys[CHECKERS__SIDE_KEY]; /* the side to move changes */
    hash ^= piece_key(v, s, king, m->from);
    hash ^= piece_key(v, s, king || (m->flags & CHECKERS_MOVE_PROMOTES), m->to);
    for (int i = 0; i < m->ncap; i++)
        hash ^= piece_key(v, !s, checkers__set_has(&before->kings, m->caps[i]), m->caps[i]);
    return hash;
}

void checkers__export_move(const checkers__variant *v, const checkers__pos *p,
                           const checkers__move *m, checkers_move *out)
{
    (void)p;
    const uint8_t *t = checkers__square_table(v);
    memset(out, 0, sizeof *out);
    out->steps = m->nsteps;
    out->captures = m->ncap;
    out->flags = m->flags;
    if (!t) {
        out->from = (uint8_t)checkers__bit_to_square(v, m->from);
        out->to = (uint8_t)checkers__bit_to_square(v, m->to);
        for (int i = 0; i < m->nsteps; i++)
            out->path[i] = (uint8_t)checkers__bit_to_square(v, m->path[i]);
        for (int i = 0; i < m->ncap; i++)
            out->captured[i] = (uint8_t)checkers__bit_to_square(v, m->caps[i]);
        return;
    }
    /* Every bit of a listed move is on the board, inside the table. */
    out->from = t[m->from];
    out->to = t[m->to];
    for (int i = 0; i < m->nsteps; i++)
        out->path[i] = t[m->path[i]];
    for (int i = 0; i < m->ncap; i++)
        out->captured[i] = t[m->caps[i]];
}

/* Whether the processor has the popcount instruction the twins need (bits.h). */
static inline int has_popcnt(void)
{
#if CHECKERS__POPCNT_TWIN
    return __builtin_cpu_supports("popcnt");
#else
    return 0;
#endif
}

/* Each generator and its popcount twin (itself when it has none), by CHECKERS__GEN_*. */
#if CHECKERS__POPCNT_TWIN
#define OR_TWIN(plain, twin) (twin)
#else
#define OR_TWIN(plain, twin) (plain) /* the twins are not compiled */
#endif
const checkers__gen_ops *const checkers__generators[][2] = {
    [CHECKERS__GEN_8] = {&checkers__ops8, OR_TWIN(&checkers__ops8, &checkers__ops8p)},
    [CHECKERS__GEN_8E] = {&checkers__ops8e, OR_TWIN(&checkers__ops8e, &checkers__ops8ep)},
    [CHECKERS__GEN_8H] = {&checkers__ops8h, &checkers__ops8h},
    [CHECKERS__GEN_8T] = {&checkers__ops8t, &checkers__ops8t},
    [CHECKERS__GEN_10] = {&checkers__ops10, OR_TWIN(&checkers__ops10, &checkers__ops10p)},
    [CHECKERS__GEN_10F] = {&checkers__ops10f, OR_TWIN(&checkers__ops10f, &checkers__ops10fp)},
    [CHECKERS__GEN_10X] = {&checkers__ops10x, &checkers__ops10x},
    [CHECKERS__GEN_12] = {&checkers__ops12, &checkers__ops12},
};

/*
 * Whether the generator o could play the row v: two masked compares over the
 * 16 bytes of the row its fits entry reads (checkers__gen_fit, core/core.h),
 * and the processor has what it asks.
 */
_Static_assert(offsetof(checkers__variant, all_squares) - offsetof(checkers__variant, rows) == 15,
               "a fit reads the 16 bytes from rows to all_squares");
int checkers__gen_fits(const checkers__gen_ops *o, const checkers__variant *v)
{
    uint64_t row[2], want[2], mask[2];
    memcpy(row, &v->rows, 16);
    memcpy(want, &o->fits.want.rows, 16);
    memcpy(mask, &o->fits.mask.rows, 16);
    return (row[0] & mask[0]) == want[0] && (row[1] & mask[1]) == want[1] &&
           o->fits.popcnt <= has_popcnt();
}

int checkers__gen_choose(const checkers__variant *v)
{
    static const uint8_t preference[] = {
        CHECKERS__GEN_8E, CHECKERS__GEN_10F, CHECKERS__GEN_8,  CHECKERS__GEN_10,
        CHECKERS__GEN_8H, CHECKERS__GEN_10X, CHECKERS__GEN_12, CHECKERS__GEN_8T,
    };
    for (size_t i = 0; i < sizeof preference; i++)
        if (checkers__gen_fits(checkers__generators[preference[i]][0], v))
            return preference[i];
    return CHECKERS__GEN_NONE;
}

/* The generator for a variant: the row's, or its twin on a processor with popcount. */
static const checkers__gen_ops *ops(const checkers__variant *v)
{
    return checkers__generators[v->gen][has_popcnt() != 0];
}

int checkers__each_move_ends(const checkers__variant *v, const checkers__pos *p, int limit,
                             checkers__ends ends, checkers__visit visit, void *ctx)
{
    return ops(v)->each(v, p, limit, ends, visit, ctx);
}

int checkers__each_move(const checkers__variant *v, const checkers__pos *p, int limit,
                        checkers__visit visit, void *ctx)
{
    return checkers__each_move_ends(v, p, limit, NULL, visit, ctx);
}

int checkers__pick_move(const checkers__variant *v, const checkers__pos *p, int index,
                        checkers__move *out)
{
    return ops(v)->pick(v, p, index, out);
}

typedef struct {
    const checkers__variant *v;
    checkers_move *out;
} export_ctx;

static void export_one(void *ctx, int index, const checkers__move *m)
{
    export_ctx *e = ctx;
    checkers__export_move(e->v, NULL, m, &e->out[index]);
}

int checkers__export_list(const checkers__variant *v, const checkers__pos *p, checkers_move *out,
                          int cap)
{
    const uint8_t *sq = checkers__square_table(v);
    if (!sq) {
        export_ctx e = {v, out};
        return checkers__each_move(v, p, cap, export_one, &e);
    }
    return ops(v)->export_list(v, p, sq, out, cap);
}

int checkers__plain_move(const checkers__variant *v, const checkers__pos *p, int from, int to,
                         checkers__move *out)
{
    return ops(v)->plain(v, p, from, to, out);
}

int checkers__count_moves(const checkers__variant *v, const checkers__pos *p)
{
    return ops(v)->count(v, p);
}

int checkers__brief_moves(const checkers__variant *v, const checkers__pos *p, checkers__brief *out,
                          int cap)
{
    const checkers__gen_ops *o = ops(v);
    return o->brief ? o->brief(v, p, out, cap) : CHECKERS__BRIEF_NONE;
}

int checkers__find_route(const checkers__variant *v, const checkers__pos *p, const uint8_t *at,
                         int nsq, checkers__move *out)
{
    return ops(v)->find(v, p, at, nsq, out);
}

size_t checkers__perft_scratch_size(const checkers__variant *v, int depth)
{
    return (size_t)(depth + 1) * CHECKERS_MAX_MOVES * ops(v)->move_size();
}

int checkers__perft(const checkers__variant *v, const checkers__pos *p, int depth, uint64_t *leaves,
                    void *scratch)
{
    return ops(v)->perft(v, p, depth, leaves, scratch);
}
