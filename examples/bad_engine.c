/* SPDX-License-Identifier: MIT */
/*
 * bad_engine.c - a small Hub engine that misbehaves on purpose, for the match
 * runner's tests (match_test.sh): it plays the first legal move until its Nth
 * search of a game (1 by default), and there does what MODE says:
 *
 *   good       nothing wrong: it plays on
 *   illegal    names a move that is not legal (its first piece to a square it cannot reach)
 *   crash      kills itself (SIGKILL) in mid-game
 *   stall      answers nothing more, not even ping or stop, until quit
 *   garbage    writes a line of control bytes
 *   badtext    answers `done move=` with text that is not a move
 *   badquote   answers with its move quoted and more text after the quote
 *              (`done move="32-28"x`): an unreadable line, not a move
 *   slowstart  (N is milliseconds) waits that long before its handshake
 *   late       searches until `stop`, then answers `done` twice: the second
 *              is a move after the search has ended, that a referee must not
 *              take for its next search's answer
 *
 * Usage: bad_engine MODE [N]
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "checkers.h"

static void say(const char *line)
{
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

/* The value of `name=` in a line (quotes removed) into out; 1 if found. */
static int value_of(const char *line, const char *name, char *out, size_t capacity)
{
    char key[64];
    const char *at;
    size_t n = 0;
    snprintf(key, sizeof key, " %s=", name);
    at = strstr(line, key);
    if (at == NULL)
        return 0;
    at += strlen(key);
    if (*at == '"') {
        at++;
        while (at[n] != '\0' && at[n] != '"')
            n++;
    } else {
        while (at[n] != '\0' && at[n] != ' ')
            n++;
    }
    if (n >= capacity)
        n = capacity - 1;
    memcpy(out, at, n);
    out[n] = '\0';
    return 1;
}

/* The game a `pos` line describes, or NULL. */
static checkers_game *read_pos(const char *line, const char *variant)
{
    char position[CHECKERS_HUB_POSITION_MAX + 8];
    char moves[8192];
    checkers_game *game = NULL;
    if (!value_of(line, "pos", position, sizeof position) ||
        checkers_game_new_from_hub(&game, variant, position, NULL) != 0)
        return NULL;
    if (value_of(line, "moves", moves, sizeof moves))
        for (char *word = strtok(moves, " "); word != NULL; word = strtok(NULL, " ")) {
            checkers_move m;
            if (checkers_game_parse_hub_move(game, word, &m, NULL) != 0 ||
                checkers_game_apply(game, &m, NULL) != 0) {
                checkers_game_free(game);
                return NULL;
            }
        }
    return game;
}

/* The first legal move's Hub text, or an illegal one when `illegal`. */
static void choose(const checkers_game *game, int illegal, char *out, size_t capacity)
{
    checkers_move moves[CHECKERS_MAX_MOVES];
    int32_t count = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    out[0] = '\0';
    if (count <= 0)
        return;
    checkers_game_hub_move_text(game, &moves[0], out, capacity);
    if (!illegal)
        return;
    for (int32_t to = 1; to <= checkers_game_square_count(game); to++) {
        char text[32];
        checkers_move m;
        int32_t status;
        snprintf(text, sizeof text, "%d-%d", moves[0].from, (int)to);
        status = checkers_game_parse_hub_move(game, text, &m, NULL);
        if (status != 0 && status != CHECKERS_E_MOVE_SYNTAX && status != CHECKERS_E_MOVE_SQUARE &&
            status != CHECKERS_E_AMBIGUOUS) {
            snprintf(out, capacity, "%s", text);
            return;
        }
    }
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "good";
    long n = argc > 2 ? strtol(argv[2], NULL, 10) : 1;
    char line[16384], variant[64] = "english", move[CHECKERS_MOVE_TEXT_MAX];
    checkers_game *game = NULL;
    long searches = 0;
    int stalled = 0;

    if (strcmp(mode, "slowstart") == 0) {
        struct timespec t = {n / 1000, (n % 1000) * 1000000L};
        nanosleep(&t, NULL);
    }
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "quit") == 0)
            break;
        if (stalled)
            continue;
        if (strcmp(line, "hub") == 0) {
            say("id name=bad version=1");
            say("param name=variant value=english type=enum values=\"english international "
                "russian brazilian frisian\"");
            say("wait");
        } else if (strncmp(line, "set-param", 9) == 0) {
            char name[64];
            if (value_of(line, "name", name, sizeof name) && strcmp(name, "variant") == 0)
                value_of(line, "value", variant, sizeof variant);
        } else if (strcmp(line, "init") == 0) {
            say("ready");
        } else if (strcmp(line, "ping") == 0) {
            say("pong");
        } else if (strcmp(line, "new-game") == 0) {
            searches = 0;
        } else if (strncmp(line, "pos", 3) == 0) {
            checkers_game_free(game);
            game = read_pos(line, variant);
        } else if (strncmp(line, "go", 2) == 0) {
            int now = ++searches == n && strcmp(mode, "good") != 0;
            char out[CHECKERS_MOVE_TEXT_MAX + 16];
            if (game == NULL) {
                say("error message=\"no position\"");
                continue;
            }
            choose(game, now && strcmp(mode, "illegal") == 0, move, sizeof move);
            if (now && strcmp(mode, "crash") == 0) {
                kill(getpid(), SIGKILL);
            } else if (now && strcmp(mode, "stall") == 0) {
                stalled = 1;
                continue;
            } else if (now && strcmp(mode, "garbage") == 0) {
                say("\x01\x02garbled\x7f");
                continue;
            } else if (now && strcmp(mode, "badtext") == 0) {
                say("done move=banana");
                continue;
            } else if (now && strcmp(mode, "badquote") == 0) {
                snprintf(out, sizeof out, "done move=\"%s\"x", move);
                say(out);
                continue;
            } else if (now && strcmp(mode, "late") == 0) {
                while (fgets(line, sizeof line, stdin) != NULL && strncmp(line, "stop", 4) != 0)
                    if (strncmp(line, "ping", 4) == 0)
                        say("pong");
                snprintf(out, sizeof out, "done move=%s", move);
                say(out);
                say(out);
                continue;
            }
            say("info depth=1 score=-0.50");
            snprintf(out, sizeof out, "done move=%s", move);
            say(out);
        }
    }
    checkers_game_free(game);
    return 0;
}
