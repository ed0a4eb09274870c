/* SPDX-License-Identifier: MIT */
/* The generator for 12-column boards (12x12): 6 playing squares a row, 78 padded bits. */
#include "bits.h"
#include "internal.h"

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 checkers__u128;

static inline int pop128(checkers__u128 x)
{
    return checkers__pop64((uint64_t)x) + checkers__pop64((uint64_t)(x >> 64));
}
static inline int ctz128(checkers__u128 x)
{
    uint64_t lo = (uint64_t)x;
    return lo ? checkers__ctz64(lo) : 64 + checkers__ctz64((uint64_t)(x >> 64));
}

#define H 6
#define BB checkers__u128
#define BB_WIDE 1
#define SUFFIX 12
#define BB_POP(x) pop128(x)
#define BB_CTZ(x) ctz128(x)
#include "gen_impl.h"

#else /* no 128-bit integers: 12x12 boards are unavailable in this build */

static size_t no_move_size(void)
{
    return 0;
}
static int no_perft(const checkers__variant *v, const checkers__pos *p, int depth,
                    uint64_t *leaves, void *scratch)
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
static int no_find(const checkers__variant *v, const checkers__pos *p, const uint8_t *at,
                   int nsq, checkers__move *out)
{
    (void)v, (void)p, (void)at, (void)nsq, (void)out;
    return 0;
}

const checkers__gen_ops checkers__ops12 = {
    no_perft, no_move_size, no_each, no_pick, no_count, no_plain, no_export, no_find,
};
#endif
