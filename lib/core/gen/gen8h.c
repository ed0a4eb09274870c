/* SPDX-License-Identifier: MIT */
/*
 * English with the huffing rule (huff.c): the English rules with captures
 * not compulsory (GEN_OPTIONAL), so that English without the setting never
 * pays for it.
 */
#define SUFFIX 8h
#define GEN_OPTIONAL 1
#include "gen8e_rules.h"
#include "gen_impl.h"
