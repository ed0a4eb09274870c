/* SPDX-License-Identifier: MIT */
/*
 * tour.c - a tour of the checkers API, as in the README.
 *
 * Creates an English game, lists the moves, plays two, has an illegal move
 * refused, takes a move back, prints the position and the status. Every step
 * is checked: the program exits with status 1 if anything is not as
 * expected, so it doubles as a test.
 */
#include <stdio.h>
#include <string.h>

#include "checkers.h"

#define CHECK(condition, what) \
    do { \
        if (!(condition)) { \
            fprintf(stderr, "tour: %s failed (line %d)\n", what, __LINE__); \
            goto fail; \
        } \
    } while (0)

int main(void)
{
    checkers_game *game = NULL;
    checkers_move moves[CHECKERS_MAX_MOVES];
    checkers_refusal why;
    char fen[CHECKERS_FEN_MAX];
    int32_t count, status, reason;

    /* A new game of English draughts; NULL: the default allocator. */
    status = checkers_game_new(&game, "english", NULL);
    CHECK(status == CHECKERS_OK, "checkers_game_new");

    /* Black moves first, and has 7 moves. */
    count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    printf("%d legal moves at the start\n", (int)count);
    CHECK(count == 7, "seven moves at the start");
    CHECK(checkers_game_turn(game) == CHECKERS_BLACK, "black moves first");

    /* Moves are played from their PDN text. */
    status = checkers_game_apply_text(game, "11-15", NULL);
    CHECK(status == CHECKERS_OK, "playing 11-15");
    status = checkers_game_apply_text(game, "23-19", NULL);
    CHECK(status == CHECKERS_OK, "playing 23-19");

    /* An illegal move is refused with a reason, and changes nothing. */
    status = checkers_game_apply_text(game, "15-19", &why);
    printf("15-19 is refused: %s (%s, square %d)\n", checkers_strerror(status),
           checkers_error_name(status), (int)why.square);
    CHECK(status == CHECKERS_E_OCCUPIED && why.code == status, "refusing 15-19");
    CHECK(why.square == 19, "the refusal names square 19");
    CHECK(checkers_game_ply_count(game) == 2, "a refused move changes nothing");

    /* Take back 23-19: White is to move again. */
    status = checkers_game_undo(game);
    CHECK(status == CHECKERS_OK, "undo");
    CHECK(checkers_game_turn(game) == CHECKERS_WHITE, "white to move after undo");

    /* The position as a PDN FEN. */
    status = checkers_game_fen(game, fen, sizeof fen);
    CHECK(status > 0 && (size_t)status < sizeof fen, "checkers_game_fen");
    printf("FEN: %s\n", fen);
    CHECK(strcmp(fen, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15") == 0,
          "the FEN after 11-15");

    /* The game goes on. */
    status = checkers_game_status(game, &reason);
    printf("status: %s\n", status == CHECKERS_ONGOING ? "ongoing" : "over");
    CHECK(status == CHECKERS_ONGOING && reason == CHECKERS_REASON_NONE, "the game is ongoing");

    checkers_game_free(game);
    return 0;

fail:
    checkers_game_free(game);
    return 1;
}
