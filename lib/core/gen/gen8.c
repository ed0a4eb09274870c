/* SPDX-License-Identifier: MIT */
/* The generator for 8-column boards (8x8): 4 playing squares a row, 35 padded bits. */
#define H 4
#define SUFFIX 8
#include "gen_impl.h"
