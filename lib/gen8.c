/* SPDX-License-Identifier: MIT */
/* The generator for 8-column boards (8x8): 4 playing squares a row, 35 padded bits. */
#include <stdint.h>

#include "bits.h"

#define H 4
#define BB uint64_t
#define BB_WIDE 0
#define SUFFIX 8
#define BB_POP(x) checkers__pop64(x)
#define BB_CTZ(x) checkers__ctz64(x)
#include "gen_impl.h"

#if CHECKERS__POPCNT_TWIN /* the twin for processors with popcount (bits.h) */
#undef SUFFIX
#define SUFFIX 8p
#undef BB_POP
#define BB_POP(x) __builtin_popcountll(x)
#pragma GCC push_options
#pragma GCC target("popcnt")
#include "gen_impl.h"
#pragma GCC pop_options
#endif
