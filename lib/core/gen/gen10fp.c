/* SPDX-License-Identifier: MIT */
/*
 * The FMJD generator of gen10f.c, compiled for processors with a popcount
 * instruction: where the default build lacks it (bits.h:
 * CHECKERS__POPCNT_TWIN), position.c uses this twin on processors that have it.
 */
#include "bits.h"

#if CHECKERS__POPCNT_TWIN
#define SUFFIX 10fp
#define GEN_POPCNT 1
#include "gen10f_rules.h"
#include "gen_impl.h"
#else
typedef int checkers__no_twin_10fp; /* no twin in this build (ISO C wants a declaration) */
#endif
