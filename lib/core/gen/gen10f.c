/* SPDX-License-Identifier: MIT */
/* The 10x10 generator with the International (FMJD) rules compiled in (gen10f_rules.h). */
#define SUFFIX 10f
#include "gen10f_rules.h"
#include "gen_impl.h"
