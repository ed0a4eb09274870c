/* SPDX-License-Identifier: MIT */
/* A user's first program: start an English game, list the side to move's
 * opening moves and check that there are seven. Exits 0 when all is well. */
#include <checkers.h>

#include <stdio.h>

#if defined(CONSUMER_EXPECT_STATIC) && !defined(CHECKERS_STATIC)
#error "linking the static library should define CHECKERS_STATIC"
#endif
#if !defined(CONSUMER_EXPECT_STATIC) && defined(CHECKERS_STATIC)
#error "linking the shared library should not define CHECKERS_STATIC"
#endif

int main(void)
{
    checkers_game *game = NULL;
    checkers_move moves[CHECKERS_MAX_MOVES];
    char text[CHECKERS_MOVE_TEXT_MAX];
    int32_t count, i, rc;

    if (checkers_version() != CHECKERS_VERSION) {
        fprintf(stderr, "library %s, header %s\n", checkers_version_string(),
                CHECKERS_VERSION_STRING);
        return 1;
    }
    rc = checkers_game_new(&game, "english", NULL);
    if (rc != CHECKERS_OK) {
        fprintf(stderr, "checkers_game_new: %s\n", checkers_strerror(rc));
        return 1;
    }
    count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    if (count < 0) {
        fprintf(stderr, "checkers_game_moves: %s\n", checkers_strerror(count));
        checkers_game_free(game);
        return 1;
    }
    printf("checkers %s, english opening moves:", checkers_version_string());
    for (i = 0; i < count; i++) {
        rc = checkers_game_move_text(game, &moves[i], 0, text, sizeof text);
        if (rc < 0) {
            fprintf(stderr, "\ncheckers_game_move_text: %s\n", checkers_strerror(rc));
            checkers_game_free(game);
            return 1;
        }
        printf(" %s", text);
    }
    printf("\n");
    checkers_game_free(game);
    if (count != 7) {
        fprintf(stderr, "expected 7 moves, got %d\n", (int)count);
        return 1;
    }
    return 0;
}
