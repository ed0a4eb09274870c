/* SPDX-License-Identifier: MIT */
/*
 * cmd_svg.c - `checkers svg`: an SVG diagram of a position on stdout.
 *
 *   checkers svg [--variant V] [--fen FEN | --pdn FILE [--game N]] [--flip]
 *                [--numbers] [--coordinates] [--last MOVE] [--size N] [MOVE...]
 *
 * The command parses its own options (argv[0] is "svg"), so main.c only has
 * to hand it the arguments that follow the program's name.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char svg_usage[] =
    "Usage: checkers svg [--variant V] [--fen FEN | --pdn FILE [--game N]] [--flip]\n"
    "                    [--numbers] [--coordinates] [--last MOVE] [--size N] [MOVE...]\n"
    "Writes an SVG diagram on stdout of the position after the MOVEs (PDN: 11-15,\n"
    "15x24, 1x10x19), played from the start, the FEN or the end of a PDN game; the\n"
    "last move played is marked: its route, and its captures crossed out.\n"
    "  --pdn FILE      start from the end of a game of a PDN file ('-': stdin)\n"
    "  --game N        which game of the file (default 1)\n"
    "  --flip          draw the board from Black's side\n"
    "  --numbers       write the square numbers on the playing squares\n"
    "  --coordinates   write files and ranks around the board\n"
    "  --last MOVE     mark this move instead, e.g. 11-15, 1x10x19 or c3-d4 (it led\n"
    "                  to the position; its captures are not known, so not marked)\n"
    "  --size N        pixels per square, 8 to 1024 (default 48)\n";

static int svg_usage_error(const char *what, const char *quoted)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (quoted != NULL)
        fprintf(stderr, CLI_NAME " svg: %s '%s' (try 'checkers svg --help')\n", what,
                cli_excerpt(quoted, excerpt, sizeof excerpt));
    else
        fprintf(stderr, CLI_NAME " svg: %s (try 'checkers svg --help')\n", what);
    return CLI_EXIT_USAGE;
}

/*
 * The square a token names: a number ("15") or, for boards written
 * algebraically, a file and a rank seen from White ("c3"). 0 if none.
 */
static int32_t square_of(const checkers_game *game, const char *token, size_t length)
{
    char text[8];
    int32_t count = checkers_game_square_count(game);
    char *end;
    long value;

    if (length == 0 || length >= sizeof text)
        return 0;
    memcpy(text, token, length);
    text[length] = '\0';
    if (text[0] >= 'a' && text[0] <= 'z') {
        int32_t rows = 0, columns = 0, column = text[0] - 'a';
        errno = 0;
        value = strtol(text + 1, &end, 10);
        if (errno != 0 || end == text + 1 || *end != '\0' ||
            checkers_game_square_position(game, 1, NULL, NULL, &rows, &columns) != 0 || value < 1 ||
            value > rows || column >= columns)
            return 0;
        for (int32_t n = 1; n <= count; n++) {
            int32_t r, c;
            if (checkers_game_square_position(game, n, &r, &c, NULL, NULL) == 0 &&
                r == rows - value && c == column)
                return n;
        }
        return 0; /* a square nobody plays on */
    }
    errno = 0;
    value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < 1 || value > count)
        return 0;
    return (int32_t)value;
}

/*
 * Reads "11-15", "1x10x19", "c3:e5" into *move. The position is the one after
 * the move, where the move is no longer legal, so the library cannot parse it:
 * the squares are read here, and the captured pieces stay unknown.
 */
static int parse_last(const checkers_game *game, const char *text, checkers_move *move)
{
    const char *p = text;
    int squares = 0;

    memset(move, 0, sizeof *move);
    for (;;) {
        size_t length = strcspn(p, "-x:");
        int32_t square = square_of(game, p, length);
        if (square == 0 || squares > CHECKERS_MAX_CAPTURES)
            return -1;
        if (squares == 0)
            move->from = (uint8_t)square;
        else
            move->path[squares - 1] = (uint8_t)square;
        squares++;
        p += length;
        if (*p == '\0')
            break;
        if (*p != '-')
            move->flags = CHECKERS_MOVE_CAPTURE;
        p++;
    }
    if (squares < 2)
        return -1;
    move->steps = (uint8_t)(squares - 1);
    move->to = move->path[move->steps - 1];
    return 0;
}

/*
 * If argv[*i] is "--name VALUE" or "--name=VALUE" for one of the names,
 * stores VALUE in its field and returns 1 (-1 when the value is missing);
 * returns 0 for any other argument.
 */
static int valued_option(int argc, char **argv, int *i, const char *const names[],
                         const char **fields[], int count)
{
    for (int k = 0; k < count; k++) {
        size_t length = strlen(names[k]);
        const char *arg = argv[*i];
        if (strncmp(arg, names[k], length) != 0)
            continue;
        if (arg[length] == '=') {
            *fields[k] = arg + length + 1;
            return 1;
        }
        if (arg[length] != '\0')
            continue;
        if (*i + 1 >= argc)
            return -1;
        *fields[k] = argv[++*i];
        return 1;
    }
    return 0;
}

/* Prints "checkers svg: WHAT" on stderr and returns CLI_EXIT_FAILURE. */
static int svg_failure(const char *what, int32_t code)
{
    fprintf(stderr, CLI_NAME " svg: %s%s\n", what, checkers_strerror(code));
    return CLI_EXIT_FAILURE;
}

/* Creates the game of --fen or the start position. Returns 0 or an exit status. */
static int open_position(const char *variant, const char *fen, checkers_game **game)
{
    int32_t rc = fen != NULL ? checkers_game_new_from_fen(game, variant, fen, NULL)
                             : checkers_game_new(game, variant, NULL);
    char excerpt[CLI_EXCERPT_MAX];

    if (rc == 0)
        return 0;
    *game = NULL;
    if (rc == CHECKERS_E_UNKNOWN_VARIANT)
        return svg_usage_error("unknown variant (see 'checkers variants'):", variant);
    if (rc == CHECKERS_E_NO_MEMORY)
        return svg_failure("", rc);
    fprintf(stderr, CLI_NAME " svg: bad FEN '%s': %s\n",
            cli_excerpt(fen ? fen : "", excerpt, sizeof excerpt), checkers_strerror(rc));
    return CLI_EXIT_USAGE;
}

/*
 * Copies game `number` (1-based) of a PDN file, as far as its record goes.
 * Returns 0 or an exit status.
 */
static int open_pdn_game(const char *variant, const char *path, const char *number_text,
                         checkers_game **game)
{
    checkers_pdn_reader *reader = NULL;
    char *text = NULL, *end;
    size_t length = 0;
    long number = 1;
    int32_t rc;
    int status = CLI_EXIT_OK;

    *game = NULL;
    if (number_text != NULL) {
        errno = 0;
        number = strtol(number_text, &end, 10);
        if (errno != 0 || end == number_text || *end != '\0' || number < 1 || number > INT32_MAX)
            return svg_usage_error("bad game number (give 1 or more):", number_text);
    }
    if (cli_read_file("svg", path, &text, &length) != 0)
        return CLI_EXIT_USAGE;
    rc = checkers_pdn_reader_new(&reader, text, length, variant, 0, NULL);
    for (long n = 0; rc == 0 && n < number; n++)
        if ((rc = checkers_pdn_next(reader)) == 0)
            rc = 1; /* the file ended first */
        else if (rc == 1)
            rc = 0;
    if (rc == 0) {
        checkers_pdn_error e;
        rc = checkers_pdn_error_info(reader, &e);
        if (rc == 0 && e.code != 0) {
            char excerpt[CLI_EXCERPT_MAX];
            fprintf(stderr,
                    CLI_NAME " svg: %s:%d:%d: game %ld, move %d (%s): %s; drawn as far as it "
                             "goes\n",
                    path, (int)e.line, (int)e.column, number, (int)e.move_number,
                    cli_excerpt(e.text, excerpt, sizeof excerpt), cli_pdn_reason(reader, &e));
        }
        if (rc == 0)
            rc = checkers_pdn_game(reader) != NULL
                     ? checkers_game_clone(game, checkers_pdn_game(reader))
                     : CHECKERS_E_INVALID_ARGUMENT;
    }
    if (rc == 1) {
        fprintf(stderr, CLI_NAME " svg: %s has fewer than %ld games\n", path, number);
        status = CLI_EXIT_USAGE;
    } else if (rc == CHECKERS_E_UNKNOWN_VARIANT) {
        status = svg_usage_error("unknown variant (see 'checkers variants'):", variant);
    } else if (rc != 0) {
        fprintf(stderr, CLI_NAME " svg: %s: %s\n", path, checkers_strerror(rc));
        status = rc == CHECKERS_E_NO_MEMORY ? CLI_EXIT_FAILURE : CLI_EXIT_USAGE;
    }
    checkers_pdn_reader_free(reader);
    free(text);
    return status;
}

/* Plays the moves; the first illegal one is reported. Returns 0 or an exit status. */
static int play_moves(checkers_game *game, char **moves, int count)
{
    for (int i = 0; i < count; i++) {
        checkers_refusal why;
        int32_t rc;
        memset(&why, 0, sizeof why);
        rc = checkers_game_apply_text(game, moves[i], &why);
        if (rc != 0) {
            char reason[CHECKERS_REFUSAL_TEXT_MAX], excerpt[CLI_EXCERPT_MAX];
            cli_refusal_text(game, rc, &why, reason, sizeof reason);
            fprintf(stderr, CLI_NAME " svg: illegal move %d (%s): %s\n", i + 1,
                    cli_excerpt(moves[i], excerpt, sizeof excerpt), reason);
            return CLI_EXIT_FAILURE;
        }
    }
    return CLI_EXIT_OK;
}

int cli_svg(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *last = NULL, *size = NULL, *pdn = NULL,
               *number = NULL;
    static const char *const names[] = {"--variant", "--fen", "--last",
                                        "--size",    "--pdn", "--game"};
    const char **fields[] = {&variant, &fen, &last, &size, &pdn, &number};
    checkers_diagram_options options;
    checkers_game *game = NULL;
    char *buf = NULL;
    char **moves = NULL;
    int move_count = 0, only_moves = 0;
    int status = CLI_EXIT_OK;
    int32_t rc, plies;

    memset(&options, 0, sizeof options);
    moves = malloc(sizeof *moves * (size_t)argc);
    if (moves == NULL)
        return svg_failure("", CHECKERS_E_NO_MEMORY);
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        int valued = only_moves || arg[0] != '-' ? 0
                                                 : valued_option(argc, argv, &i, names, fields, 6);
        if (valued < 0) {
            status = svg_usage_error("option needs a value:", arg);
            goto done;
        }
        if (valued > 0)
            continue;
        if (only_moves || arg[0] != '-') {
            moves[move_count++] = argv[i];
        } else if (strcmp(arg, "--") == 0) {
            only_moves = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(svg_usage, stdout);
            goto done;
        } else if (strcmp(arg, "--flip") == 0) {
            options.flags |= CHECKERS_DIAGRAM_FLIP;
        } else if (strcmp(arg, "--numbers") == 0) {
            options.flags |= CHECKERS_DIAGRAM_NUMBERS;
        } else if (strcmp(arg, "--coordinates") == 0) {
            options.flags |= CHECKERS_DIAGRAM_COORDINATES;
        } else {
            status = svg_usage_error("unknown option", arg);
            goto done;
        }
    }
    if (size != NULL) {
        char *end;
        long value;
        errno = 0;
        value = strtol(size, &end, 10);
        if (errno != 0 || end == size || *end != '\0' || value < 8 || value > 1024) {
            status = svg_usage_error("bad size (give 8 to 1024):", size);
            goto done;
        }
        options.square_size = (int32_t)value;
    }
    if (pdn != NULL && fen != NULL) {
        status = svg_usage_error("--fen cannot be used with --pdn", NULL);
        goto done;
    }
    if (number != NULL && pdn == NULL) {
        status = svg_usage_error("--game needs --pdn", NULL);
        goto done;
    }

    status = pdn != NULL ? open_pdn_game(variant, pdn, number, &game)
                         : open_position(variant, fen, &game);
    if (status == CLI_EXIT_OK)
        status = play_moves(game, moves, move_count);
    if (status != CLI_EXIT_OK)
        goto done;
    plies = checkers_game_ply_count(game);
    if (last != NULL) {
        if (parse_last(game, last, &options.last_move) != 0) {
            status = svg_usage_error("not a move on this board:", last);
            goto done;
        }
    } else if (plies > 0 && checkers_game_history(game, plies - 1, &options.last_move) != 0) {
        status = svg_failure("cannot read the last move: ", CHECKERS_E_INVALID_ARGUMENT);
        goto done;
    }

    rc = checkers_game_svg(game, &options, NULL, 0);
    if (rc > 0 && (buf = malloc((size_t)rc + 1)) == NULL)
        rc = CHECKERS_E_NO_MEMORY;
    if (rc > 0)
        rc = checkers_game_svg(game, &options, buf, (size_t)rc + 1);
    if (rc < 0) {
        status = svg_failure("", rc);
        goto done;
    }
    /* main() is bypassed, so its final check of stdout is done here. */
    if (fwrite(buf, 1, (size_t)rc, stdout) != (size_t)rc || fflush(stdout) != 0) {
        fprintf(stderr, CLI_NAME " svg: cannot write the output\n");
        status = CLI_EXIT_FAILURE;
    }
done:
    free(buf);
    free(moves);
    checkers_game_free(game);
    return status;
}
