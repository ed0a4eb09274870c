/* SPDX-License-Identifier: MIT */
// The public header compiles as C++ and links from C++.
#include <checkers.h>

int main()
{
    return checkers_version() == CHECKERS_VERSION ? 0 : 1;
}
