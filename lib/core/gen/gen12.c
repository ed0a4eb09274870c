/* SPDX-License-Identifier: MIT */
/* The generator for 12-column boards (12x12): 6 playing squares a row, 78 padded bits. */
#include "bits.h"

#define SUFFIX 12
#define H 6
#if CHECKERS__HAVE_U128
#define BB_WIDE 1
#include "gen_impl.h"
#else /* no 128-bit integers: 12x12 boards are unavailable in this build */
#include "gen_none.h"
#endif
