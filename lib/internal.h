/* SPDX-License-Identifier: MIT */
/*
 * The generator's (lib/core/gen/) name for core/core.h, which its instantiations include
 * as "internal.h": the rest of lib/ includes the header of each layer it uses (lib/README.md).
 */
#ifndef CHECKERS_INTERNAL_H
#define CHECKERS_INTERNAL_H

#include "core/core.h"

#endif
