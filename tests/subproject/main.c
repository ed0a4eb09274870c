/* SPDX-License-Identifier: MIT */
#include "checkers.h"

int main(void)
{
    checkers_game *g = 0;
    int32_t rc = checkers_game_new(&g, "english", 0);
    checkers_game_free(g);
    return rc == 0 ? 0 : 1;
}
