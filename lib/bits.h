/* SPDX-License-Identifier: MIT */
/* Bit counting without depending on the target having a popcount instruction. */
#ifndef CHECKERS_BITS_H
#define CHECKERS_BITS_H

#include <stdint.h>

/* Without a popcount instruction the compiler calls a library routine: inline bit tricks beat it. */
static inline int checkers__pop64(uint64_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555u);
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (int)((x * 0x0101010101010101u) >> 56);
#endif
}

static inline int checkers__ctz64(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    return checkers__pop64((x & (0 - x)) - 1);
#endif
}

/* 128-bit boards (12x12, and Turkish's 72 padded bits), where the compiler has the type. */
#if defined(__SIZEOF_INT128__)
#define CHECKERS__HAVE_U128 1
__extension__ typedef unsigned __int128 checkers__u128;

static inline int checkers__pop128(checkers__u128 x)
{
    return checkers__pop64((uint64_t)x) + checkers__pop64((uint64_t)(x >> 64));
}
static inline int checkers__ctz128(checkers__u128 x)
{
    uint64_t lo = (uint64_t)x;
    return lo ? checkers__ctz64(lo) : 64 + checkers__ctz64((uint64_t)(x >> 64));
}
#else
#define CHECKERS__HAVE_U128 0
#endif

/*
 * The padded board layout, written once for geometry.c and the generators, as
 * macros because geometry.c's tables are built from them by the compiler
 * (constant expressions). CHECKERS__ROW_BASE: the bit of the first square of
 * row r (row 0 at the top) when a row has h playing squares. On the dark
 * squares two rows and a ghost bit make a pair of 2h + 1 bits; on a board of
 * all squares (all, Turkish) a row is its h squares and a ghost bit. Square k
 * of the row is k bits further. The way back from a bit b: its row, its k,
 * and whether it is a row's ghost bit (not a square).
 */
#define CHECKERS__ROW_BASE(all, h, r) \
    ((all) ? (r) * ((h) + 1) : ((r) / 2) * (2 * (h) + 1) + ((r) % 2) * (h))
#define CHECKERS__ROW_OF(all, h, b) \
    ((all) ? (b) / ((h) + 1) : 2 * ((b) / (2 * (h) + 1)) + ((b) % (2 * (h) + 1) >= (h)))
#define CHECKERS__K_OF(all, h, b) ((all) ? (b) % ((h) + 1) : (b) % (2 * (h) + 1) % (h))
#define CHECKERS__GHOST(all, h, b) ((all) ? (b) % ((h) + 1) == (h) : (b) % (2 * (h) + 1) == 2 * (h))

static inline int checkers__row_base(int all_squares, int h, int r)
{
    return CHECKERS__ROW_BASE(all_squares, h, r);
}

/*
 * Where the default build has no popcount instruction (x86 without
 * -mpopcnt), the 8x8 and 10x10 generators are compiled a second time for
 * processors that have one (gen8p.c, gen8ep.c, gen10p.c, gen10fp.c), and
 * position.c picks a twin at run time: the library still runs on any x86-64.
 * Define CHECKERS_NO_RUNTIME_POPCNT for a build without twins.
 */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__clang__) && \
    !defined(__POPCNT__) && !defined(CHECKERS_NO_RUNTIME_POPCNT)
#define CHECKERS__POPCNT_TWIN 1
#else
#define CHECKERS__POPCNT_TWIN 0
#endif

#endif
