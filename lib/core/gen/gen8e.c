/* SPDX-License-Identifier: MIT */
/* The 8x8 generator with the English rules compiled in (gen8e_rules.h). */
#define SUFFIX 8e
#include "gen8e_rules.h"
#include "gen_impl.h"
