/* SPDX-License-Identifier: MIT */
/*
 * Move generator and perft, written once for every board width and rule set.
 * Each gen*.c is one instantiation, its own translation unit: it defines H
 * (playing squares per row, a constant so that every shift is an immediate),
 * SUFFIX, and optionally BB_WIDE (a 128-bit board), GEN_POPCNT (compiled for
 * processors with a popcount instruction), GEN_FULL, GEN_ORTHO, GEN_OPTIONAL
 * and rule constants (GEN_RULE_*), then includes this file. Everything here is
 * static; only the table of entry points, checkers__ops<SUFFIX>, is exported.
 * Every rule difference comes from the variant row; there is no per-variant
 * code here.
 */
/*
 * The generator by concern, each part using only those before it:
 */
#include "gen_board.h"
#include "gen_capture_search.h"
#include "gen_captures.h"
#include "gen_count.h"
#include "gen_quiet.h"
#include "gen_perft.h"
#include "gen_list.h"
#include "gen_routes.h"
#include "gen_entry.h"
