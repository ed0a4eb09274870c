/* SPDX-License-Identifier: MIT */
/*
 * The generator of gen10.c, compiled for processors with a popcount
 * instruction: where the default build lacks it (bits.h:
 * CHECKERS__POPCNT_TWIN), position.c uses this twin on processors that have it.
 */
#include "bits.h"

#if CHECKERS__POPCNT_TWIN
#define SUFFIX 10p
#define GEN_POPCNT 1
#define H 5
#include "gen_impl.h"
#else
typedef int checkers__no_twin_10p; /* no twin in this build (ISO C wants a declaration) */
#endif
