/* SPDX-License-Identifier: MIT */
/*
 * The generator of gen8.c, compiled for processors with a popcount
 * instruction: where the default build lacks it (bits.h:
 * CHECKERS__POPCNT_TWIN), position.c uses this twin on processors that have it.
 */
#include "bits.h"

#if CHECKERS__POPCNT_TWIN
#define SUFFIX 8p
#define GEN_POPCNT 1
#define H 4
#include "gen_impl.h"
#else
typedef int checkers__no_twin_8p; /* no twin in this build (ISO C wants a declaration) */
#endif
