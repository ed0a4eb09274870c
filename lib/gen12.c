/* SPDX-License-Identifier: MIT */
/* The generator for 12-column boards (12x12): 6 playing squares a row, 78 padded bits. */
#include "bits.h"
#include "internal.h"

#define SUFFIX 12
#if CHECKERS__HAVE_U128
#define H 6
#define BB checkers__u128
#define BB_WIDE 1
#define BB_POP(x) checkers__pop128(x)
#define BB_CTZ(x) checkers__ctz128(x)
#include "gen_impl.h"
#else /* no 128-bit integers: 12x12 boards are unavailable in this build */
#include "gen_none.h"
#endif
