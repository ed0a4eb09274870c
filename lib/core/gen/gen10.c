/* SPDX-License-Identifier: MIT */
/* The generator for 10-column boards (10x10): 5 playing squares a row, 54 padded bits. */
#define H 5
#define SUFFIX 10
#include "gen_impl.h"
