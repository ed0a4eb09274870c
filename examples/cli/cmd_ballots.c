/* SPDX-License-Identifier: MIT */
/*
 * cmd_ballots.c - `checkers ballots`: the opening ballots of English
 * tournament play, one per line: number, class, moves.
 *
 *   checkers ballots [--two-move]
 *
 * The command parses its own options (argv[0] is "ballots").
 */
#include <string.h>

#include "cli.h"

static const char ballots_usage[] =
    "Usage: checkers ballots [--two-move]\n"
    "Lists the ACF three-move ballots (174: crossboard, mailplay, barred), or with\n"
    "--two-move the 49 two-move ballots (standard, lost): number, class, moves.\n"
    "The ACF deck of 156 openings is every three-move ballot that is not barred.\n";

static const char *class_name(int32_t ballot_class)
{
    switch (ballot_class) {
    case CHECKERS_BALLOT_CROSSBOARD:
        return "crossboard";
    case CHECKERS_BALLOT_MAILPLAY:
        return "mailplay";
    case CHECKERS_BALLOT_BARRED:
        return "barred";
    case CHECKERS_BALLOT_STANDARD:
        return "standard";
    case CHECKERS_BALLOT_LOST:
        return "lost";
    default:
        return "?";
    }
}

int cli_ballots(int argc, char **argv)
{
    int32_t deck = CHECKERS_BALLOTS_THREE_MOVE;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--two-move") == 0) {
            deck = CHECKERS_BALLOTS_TWO_MOVE;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(ballots_usage, stdout);
            return CLI_EXIT_OK;
        } else {
            char excerpt[CLI_EXCERPT_MAX];
            fprintf(stderr, CLI_NAME " ballots: %s '%s' (try 'checkers ballots --help')\n",
                    argv[i][0] == '-' ? "unknown option" : "unexpected argument",
                    cli_excerpt(argv[i], excerpt, sizeof excerpt));
            return CLI_EXIT_USAGE;
        }
    }

    int32_t count = checkers_ballot_count(deck);
    for (int32_t n = 1; n <= count; n++) {
        char moves[64];
        int32_t ballot_class = 0;
        int32_t length = checkers_ballot(deck, n, moves, sizeof moves, &ballot_class);
        if (length < 0 || (size_t)length >= sizeof moves) {
            fprintf(stderr, CLI_NAME " ballots: ballot %d: %s\n", (int)n,
                    length < 0 ? checkers_strerror(length) : "text too long");
            return CLI_EXIT_FAILURE;
        }
        printf("%3d  %-10s  %s\n", (int)n, class_name(ballot_class), moves);
    }
    /* main() is bypassed, so its final check of stdout is done here. */
    if (count < 0 || fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, CLI_NAME " ballots: cannot write the output\n");
        return CLI_EXIT_FAILURE;
    }
    return CLI_EXIT_OK;
}
