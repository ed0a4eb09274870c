/* SPDX-License-Identifier: MIT */
/*
 * cmd_svg.c - `checkers svg`: an SVG diagram of a position on stdout.
 *
 *   checkers svg [--variant V] [--fen FEN] [--flip] [--numbers]
 *                [--coordinates] [--last MOVE] [--size N]
 *
 * The command parses its own options (argv[0] is "svg"), so main.c only has
 * to hand it the arguments that follow the program's name.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char svg_usage[] =
    "Usage: checkers svg [--variant V] [--fen FEN] [--flip] [--numbers] [--coordinates]\n"
    "                    [--last MOVE] [--size N]\n"
    "Writes an SVG diagram of the position (default: the start) on stdout.\n"
    "  --flip          draw the board from Black's side\n"
    "  --numbers       write the square numbers on the playing squares\n"
    "  --coordinates   write files and ranks around the board\n"
    "  --last MOVE     highlight the move that led to the position, e.g. 11-15,\n"
    "                  1x10x19 or c3-d4 (its captures are not known, so not marked)\n"
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
            checkers_game_square_position(game, 1, NULL, NULL, &rows, &columns) != 0 ||
            value < 1 || value > rows || column >= columns)
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

int cli_svg(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *last = NULL, *size = NULL;
    static const char *const names[] = {"--variant", "--fen", "--last", "--size"};
    const char **fields[] = {&variant, &fen, &last, &size};
    checkers_diagram_options options;
    checkers_game *game = NULL;
    char *buf = NULL;
    int status = CLI_EXIT_OK;

    memset(&options, 0, sizeof options);
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        int valued = valued_option(argc, argv, &i, names, fields, 4);
        if (valued < 0)
            return svg_usage_error("option needs a value:", arg);
        if (valued > 0)
            continue;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(svg_usage, stdout);
            return CLI_EXIT_OK;
        } else if (strcmp(arg, "--flip") == 0) {
            options.flags |= CHECKERS_DIAGRAM_FLIP;
        } else if (strcmp(arg, "--numbers") == 0) {
            options.flags |= CHECKERS_DIAGRAM_NUMBERS;
        } else if (strcmp(arg, "--coordinates") == 0) {
            options.flags |= CHECKERS_DIAGRAM_COORDINATES;
        } else {
            return svg_usage_error(arg[0] == '-' ? "unknown option" : "unexpected argument",
                                   arg);
        }
    }
    if (size != NULL) {
        char *end;
        long value;
        errno = 0;
        value = strtol(size, &end, 10);
        if (errno != 0 || end == size || *end != '\0' || value < 8 || value > 1024)
            return svg_usage_error("bad size (give 8 to 1024):", size);
        options.square_size = (int32_t)value;
    }

    int32_t rc = fen != NULL ? checkers_game_new_from_fen(&game, variant, fen, NULL)
                             : checkers_game_new(&game, variant, NULL);
    if (rc == CHECKERS_E_UNKNOWN_VARIANT)
        return svg_usage_error("unknown variant (see 'checkers variants'):", variant);
    if (rc == CHECKERS_E_NO_MEMORY) {
        fprintf(stderr, CLI_NAME " svg: %s\n", checkers_strerror(rc));
        return CLI_EXIT_FAILURE;
    }
    if (rc != 0) {
        char excerpt[CLI_EXCERPT_MAX];
        fprintf(stderr, CLI_NAME " svg: bad FEN '%s': %s\n",
                cli_excerpt(fen ? fen : "", excerpt, sizeof excerpt), checkers_strerror(rc));
        return CLI_EXIT_USAGE;
    }
    if (last != NULL && parse_last(game, last, &options.last_move) != 0) {
        status = svg_usage_error("not a move on this board:", last);
        goto done;
    }

    rc = checkers_game_svg(game, &options, NULL, 0);
    if (rc > 0 && (buf = malloc((size_t)rc + 1)) == NULL)
        rc = CHECKERS_E_NO_MEMORY;
    if (rc > 0)
        rc = checkers_game_svg(game, &options, buf, (size_t)rc + 1);
    if (rc < 0) {
        fprintf(stderr, CLI_NAME " svg: %s\n", checkers_strerror(rc));
        status = CLI_EXIT_FAILURE;
        goto done;
    }
    /* main() is bypassed, so its final check of stdout is done here. */
    if (fwrite(buf, 1, (size_t)rc, stdout) != (size_t)rc || fflush(stdout) != 0) {
        fprintf(stderr, CLI_NAME " svg: cannot write the output\n");
        status = CLI_EXIT_FAILURE;
    }
done:
    free(buf);
    checkers_game_free(game);
    return status;
}
