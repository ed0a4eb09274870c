/* SPDX-License-Identifier: MIT */
/*
 * Run by build.rs: prints the library's table of the header's integer
 * constants (checkers_constant_*), one "NAME VALUE" a line: the constants
 * come from the library itself, so the crate neither copies nor evaluates them.
 */
#include <stdio.h>

#include "checkers.h"

int main(void)
{
    for (int32_t i = 0; i < checkers_constant_count(); i++) {
        printf("%s %ld\n", checkers_constant_name(i), (long)checkers_constant_value(i));
    }
    return ferror(stdout) != 0;
}
