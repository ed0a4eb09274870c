/* SPDX-License-Identifier: MIT */
/* The generator for 10-column boards (10x10): 5 playing squares a row, 54 padded bits. */
#include <stdint.h>

#include "bits.h"

#define H 5
#define BB uint64_t
#define BB_WIDE 0
#define SUFFIX 10
#define BB_POP(x) checkers__pop64(x)
#define BB_CTZ(x) checkers__ctz64(x)
#include "gen_impl.h"

#if CHECKERS__POPCNT_TWIN /* the twin for processors with popcount (bits.h) */
#undef SUFFIX
#define SUFFIX 10p
#undef BB_POP
#define BB_POP(x) __builtin_popcountll(x)
#pragma GCC push_options
#pragma GCC target("popcnt")
#include "gen_impl.h"
#pragma GCC pop_options
#endif
