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

#endif
