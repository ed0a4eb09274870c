/* SPDX-License-Identifier: MIT */
/*
 * A generator for a board this build cannot hold (one that needs 128-bit
 * integers, on a compiler without them): every entry says
 * CHECKERS_E_UNSUPPORTED, or that no move matches. Included with SUFFIX, H
 * and GEN_FULL as for gen_impl.h, in its place.
 */
#include "core/core.h"

#ifndef GEN_FULL
#define GEN_FULL 0
#endif
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

static size_t no_move_size(void)
{
    return 0;
}
static int no_perft(const checkers__variant *v, const checkers__pos *p, int depth, uint64_t *leaves,
                    void *scratch)
{
    (void)v, (void)p, (void)depth, (void)leaves, (void)scratch;
    return CHECKERS_E_UNSUPPORTED;
}
static int no_each(const checkers__variant *v, const checkers__pos *p, int limit,
                   checkers__ends ends, checkers__visit visit, void *ctx)
{
    (void)v, (void)p, (void)limit, (void)ends, (void)visit, (void)ctx;
    return CHECKERS_E_UNSUPPORTED;
}
static int no_pick(const checkers__variant *v, const checkers__pos *p, int index,
                   checkers__move *out)
{
    (void)v, (void)p, (void)index, (void)out;
    return CHECKERS_E_UNSUPPORTED;
}
static int no_count(const checkers__variant *v, const checkers__pos *p)
{
    (void)v, (void)p;
    return CHECKERS_E_UNSUPPORTED;
}
static int no_plain(const checkers__variant *v, const checkers__pos *p, int from, int to,
                    checkers__move *out)
{
    (void)v, (void)p, (void)from, (void)to, (void)out;
    return 0;
}
static int no_export(const checkers__variant *v, const checkers__pos *p, const uint8_t *sq,
                     checkers_move *out, int cap)
{
    (void)v, (void)p, (void)sq, (void)out, (void)cap;
    return CHECKERS_E_UNSUPPORTED;
}
static int no_find(const checkers__variant *v, const checkers__pos *p, const uint8_t *at, int nsq,
                   checkers__move *out)
{
    (void)v, (void)p, (void)at, (void)nsq, (void)out;
    return 0;
}

/* It claims the board's rows: the generator it stands in for would have played them. */
const checkers__gen_ops CAT(checkers__ops, SUFFIX) = {
    {.want = {.cols = GEN_FULL ? H : 2 * H, .all_squares = GEN_FULL},
     .mask = {.cols = 0xFF, .all_squares = 0xFF}},
    no_perft,
    no_move_size,
    no_each,
    no_pick,
    no_count,
    no_plain,
    no_export,
    no_find,
};
