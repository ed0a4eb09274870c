/* SPDX-License-Identifier: MIT */
/*
 * cmd_pdn.c - `checkers pdn`: check and normalise PDN files.
 *
 *   checkers pdn check [--strict] [--variant V] FILE...
 *       replays every game; prints one line per failing game,
 *       FILE:LINE:COLUMN: game N, move M (TEXT): REASON
 *       then "games G, plies P, failures F". Exit 1 if a game failed.
 *   checkers pdn write [--variant V] FILE
 *       writes each game again as canonical PDN 3.0 on stdout. A game that
 *       fails is written up to its last legal move and reported on stderr
 *       (exit 1).
 *
 * Exit status 2 for bad arguments or a file that cannot be read. The command
 * parses its own options (argv[0] is "pdn").
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char pdn_usage[] =
    "Usage: checkers pdn check [--strict] [--variant NAME] FILE...\n"
    "       checkers pdn write [--variant NAME] FILE\n"
    "(FILE '-' reads standard input)\n"
    "\n"
    "  check   replay and check every game; one line per failing game:\n"
    "          FILE:LINE:COLUMN: game N, move M (TEXT): REASON\n"
    "          then a summary line\n"
    "  write   write every game again as canonical PDN 3.0 on stdout\n"
    "\n"
    "  --variant NAME  the rules of games without a GameType tag (default english)\n"
    "  --strict        refuse what PDN 3.0 does not allow (check only)\n";

static int pdn_usage_error(const char *what, const char *quoted)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (quoted)
        fprintf(stderr, CLI_NAME " pdn: %s '%s' (try 'checkers pdn --help')\n", what,
                cli_excerpt(quoted, excerpt, sizeof excerpt));
    else
        fprintf(stderr, CLI_NAME " pdn: %s (try 'checkers pdn --help')\n", what);
    return CLI_EXIT_USAGE;
}

/*
 * One line for a failing game, FILE:LINE:COLUMN: game N, move M (TEXT): REASON,
 * the form compilers use, so that editors jump to the place. TEXT comes from
 * the file: quoted as an escaped excerpt.
 */
static void print_failure(FILE *out, const char *path, const checkers_pdn_reader *reader,
                          const checkers_pdn_error *e)
{
    char excerpt[CLI_EXCERPT_MAX];
    fprintf(out, "%s:%d:%d: game %d, move %d (%s): %s\n", path, (int)e->line, (int)e->column,
            (int)checkers_pdn_games_read(reader), (int)e->move_number,
            cli_excerpt(e->text, excerpt, sizeof excerpt), cli_pdn_reason(reader, e));
}

typedef struct {
    long games, plies, failures;
} pdn_totals;

/* Replays every game of one file. Returns 0, or an exit status for a file that cannot be read. */
static int check_file(const char *path, const char *variant, uint32_t flags, pdn_totals *t)
{
    char *text = NULL;
    size_t length = 0;
    checkers_pdn_reader *reader = NULL;
    int32_t rc;
    if (cli_read_file("pdn", path, &text, &length) != 0)
        return CLI_EXIT_USAGE;
    rc = checkers_pdn_reader_new(&reader, text, length, variant, flags, NULL);
    while (rc == 0 && (rc = checkers_pdn_next(reader)) == 1) {
        const checkers_game *game = checkers_pdn_game(reader);
        checkers_pdn_error e;
        rc = checkers_pdn_error_info(reader, &e);
        t->games++;
        if (game)
            t->plies += checkers_game_ply_count(game);
        if (rc == 0 && e.code != 0) {
            t->failures++;
            print_failure(stdout, path, reader, &e);
        }
    }
    checkers_pdn_reader_free(reader);
    free(text);
    if (rc < 0) {
        fprintf(stderr, CLI_NAME " pdn: %s: %s\n", path, checkers_strerror(rc));
        return CLI_EXIT_FAILURE;
    }
    return 0;
}

/*
 * Writes the reader's current game as canonical PDN on stdout. Returns 0 or a
 * library error. A game whose record broke off (e->code != 0) must not read
 * back as a whole game: it ends with a comment saying where and why, and "*".
 */
static int32_t write_game(const checkers_pdn_reader *reader, const checkers_pdn_error *e,
                          char **buf, size_t *cap)
{
    char note[512];
    const checkers_game *game = checkers_pdn_game(reader);
    int32_t ntags = checkers_pdn_tag_count(reader), plies = checkers_game_ply_count(game), rc;
    const char **names = malloc(sizeof *names * (size_t)(ntags + 1));
    const char **values = malloc(sizeof *values * (size_t)(ntags + 1));
    const char **comments = malloc(sizeof *comments * (size_t)(plies + 1));
    if (!names || !values || !comments) {
        rc = CHECKERS_E_NO_MEMORY;
        goto done;
    }
    for (int32_t i = 0; i < ntags; i++) {
        names[i] = checkers_pdn_tag_name(reader, i);
        values[i] = checkers_pdn_tag_value(reader, i);
    }
    for (int32_t i = 0; i <= plies; i++)
        comments[i] = checkers_pdn_comment(reader, i - 1);
    int32_t result = checkers_pdn_result(reader);
    if (e->code != 0) {
        const char *before = comments[plies];
        snprintf(note, sizeof note, "%s%sthe record breaks off here: move %d (%s): %s",
                 before ? before : "", before ? " " : "", (int)e->move_number, e->text,
                 checkers_strerror(e->code));
        comments[plies] = note;
        result = CHECKERS_ONGOING;
    }
    rc = cli_pdn_text(game, names, values, ntags, comments, result, buf, cap);
    if (rc >= 0) {
        fputs(*buf, stdout);
        rc = 0;
    }
done:
    free(names);
    free(values);
    free(comments);
    return rc;
}

static int write_file(const char *path, const char *variant)
{
    char *text = NULL, *buf = NULL;
    size_t length = 0, cap = 0;
    checkers_pdn_reader *reader = NULL;
    int32_t rc;
    int status = 0;
    if (cli_read_file("pdn", path, &text, &length) != 0)
        return CLI_EXIT_USAGE;
    rc = checkers_pdn_reader_new(&reader, text, length, variant, 0, NULL);
    while (rc == 0 && (rc = checkers_pdn_next(reader)) == 1) {
        checkers_pdn_error e;
        rc = checkers_pdn_error_info(reader, &e);
        if (rc == 0 && e.code != 0) {
            print_failure(stderr, path, reader, &e);
            status = CLI_EXIT_FAILURE;
        }
        if (rc == 0 && checkers_pdn_game(reader) != NULL) {
            if (checkers_pdn_games_read(reader) > 1)
                putchar('\n');
            rc = write_game(reader, &e, &buf, &cap);
        }
    }
    checkers_pdn_reader_free(reader);
    free(text);
    free(buf);
    if (rc < 0) {
        fprintf(stderr, CLI_NAME " pdn: %s: %s\n", path, checkers_strerror(rc));
        return CLI_EXIT_FAILURE;
    }
    return status;
}

int cli_pdn(int argc, char **argv)
{
    const char *variant = NULL, *action = argc > 1 ? argv[1] : NULL;
    uint32_t flags = 0;
    int first_file = 0, files = 0;
    char **paths = NULL;

    if (action && (strcmp(action, "--help") == 0 || strcmp(action, "-h") == 0 ||
                   strcmp(action, "help") == 0)) {
        fputs(pdn_usage, stdout);
        return CLI_EXIT_OK;
    }
    if (!action || (strcmp(action, "check") != 0 && strcmp(action, "write") != 0))
        return pdn_usage_error(action ? "unknown pdn command" : "missing pdn command", action);
    paths = malloc(sizeof *paths * (size_t)argc);
    if (!paths)
        return CLI_EXIT_FAILURE;
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        if (!first_file && (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)) {
            fputs(pdn_usage, stdout);
            free(paths);
            return CLI_EXIT_OK;
        } else if (!first_file && strcmp(arg, "--") == 0) {
            first_file = 1;
        } else if (!first_file && strcmp(arg, "--strict") == 0 && action[0] == 'c') {
            flags |= CHECKERS_PDN_STRICT;
        } else if (!first_file && strncmp(arg, "--variant", 9) == 0 &&
                   (arg[9] == '\0' || arg[9] == '=')) {
            if (arg[9] == '=') {
                variant = arg + 10;
            } else if (i + 1 < argc) {
                variant = argv[++i];
            } else {
                free(paths);
                return pdn_usage_error("option needs a value:", "--variant");
            }
        } else if (!first_file && arg[0] == '-' && arg[1] != '\0') {
            free(paths);
            return pdn_usage_error("unknown option", arg);
        } else {
            paths[files++] = argv[i];
        }
    }
    if (variant && checkers_variant_find(variant) < 0) {
        free(paths);
        return pdn_usage_error("unknown variant (see 'checkers variants'):", variant);
    }
    if (files == 0 || (action[0] == 'w' && files != 1)) {
        free(paths);
        return pdn_usage_error(files ? "write takes one file" : "missing FILE", NULL);
    }
    int status = 0;
    if (action[0] == 'w') {
        status = write_file(paths[0], variant);
    } else {
        pdn_totals t = {0, 0, 0};
        for (int i = 0; i < files && status == 0; i++)
            status = check_file(paths[i], variant, flags, &t);
        if (status == 0) {
            printf("games %ld, plies %ld, failures %ld\n", t.games, t.plies, t.failures);
            status = t.failures ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
        }
    }
    free(paths);
    if (fflush(stdout) != 0) {
        fprintf(stderr, CLI_NAME " pdn: cannot write the output\n");
        return CLI_EXIT_FAILURE;
    }
    return status;
}
