/* SPDX-License-Identifier: MIT */
/*
 * The 10x10 generator with orthogonal captures, value precedence and the
 * king-run limit compiled in (GEN_ORTHO, gen_impl.h): Frisian and Frysk!.
 * The same source as gen10.c; the other variants never pay for these rules.
 */
#define H 5
#define SUFFIX 10x
#define GEN_ORTHO 1
#define GEN_NO_UNROLL /* the loops run over a number of directions read from the row */
#include "gen_impl.h"
