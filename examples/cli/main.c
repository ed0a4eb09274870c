/* SPDX-License-Identifier: MIT */
/*
 * main.c - the `checkers` command-line program: argument parsing and the
 * one-shot commands. Run `checkers help` for the commands.
 *
 * Exit status: 0 on success, 1 for an illegal move (apply) or a failure of
 * the library, 2 for bad arguments, an unknown variant or a bad FEN.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Options, as bits: which were given, and which a command accepts. */
#define OPT_VARIANT 1u
#define OPT_FEN 2u
#define OPT_PLAYERS 4u /* --black, --white, --depth */
#define OPT_DRAWS 8u
#define OPT_BATCH 16u
#define OPT_NOTATION 32u
#define OPT_BALLOT 64u
#define OPT_FLIP 128u    /* play: the board from Black's side */
#define OPT_SAVE 256u    /* play: the file the game is saved to */
#define OPT_HUFFING 512u /* play: english with the huffing rule */
#define OPT_DIVIDE 1024u /* perft: the count under each move */

typedef struct options {
    const char *command;
    const char *variant; /* NULL: english */
    const char *fen;     /* NULL: the standard start */
    const char *black;
    const char *white;
    const char *depth;
    const char *draws;
    const char *notation;
    const char *ballot; /* NULL: no ballot */
    const char *save;   /* NULL: the game is not saved */
    unsigned given;     /* OPT_* bits of the options given */
    int help;
    int version;
    char **args; /* the positional arguments after the command */
    int arg_count;
} options;

typedef struct command {
    const char *name;
    unsigned accepts; /* OPT_* bits */
    int min_args;
    int max_args; /* -1: any number */
    int (*run)(const options *);
} command;

static const char usage_text[] =
    "Usage: checkers COMMAND [--variant NAME] [OPTIONS] [ARGUMENTS]\n"
    "\n"
    "Commands:\n"
    "  play [--fen FEN | --ballot N] [--black human|computer]\n"
    "       [--white human|computer] [--depth N] [--draws PRESET] [--flip]\n"
    "       [--save FILE] [--huffing]\n"
    "                  play a game in the terminal; moves and commands (help,\n"
    "                  moves, undo, draw, huff, board, fen, pdn, quit) are read\n"
    "                  from stdin line by line (default: you are Black against\n"
    "                  the computer); the board, every square named, is seen\n"
    "                  from the side of the one human against the computer\n"
    "                  (else from White's side) and --flip turns it round;\n"
    "                  --save writes the game's PDN to FILE when it ends or on\n"
    "                  quit, --huffing plays english with the huffing rule\n"
    "                  (capturing is optional; huff N removes the piece on N\n"
    "                  that could have captured and did not)\n"
    "  moves [--fen FEN]\n"
    "                  list the legal moves, one per line, every landing square\n"
    "                  written (1x10x19)\n"
    "  moves --batch   read one FEN per line on stdin and print, for each, one\n"
    "                  line with its legal moves separated by spaces\n"
    "  perft [--fen FEN] [--divide] DEPTH\n"
    "                  count the positions DEPTH plies ahead (--divide: by move)\n"
    "  apply [--fen FEN] [--draws PRESET] MOVE...\n"
    "                  play the moves (PDN: 11-15, 15x24, 1x10x19), then print the\n"
    "                  final FEN and the game's status\n"
    "  variants        list the variants\n"
    "  svg [--fen FEN | --pdn FILE [--game N]] [--flip] [--numbers]\n"
    "      [--coordinates] [--last MOVE] [--size N] [MOVE...]\n"
    "                  write an SVG diagram on stdout of the position after the\n"
    "                  moves, the last one marked (see checkers svg --help)\n"
    "  ballots [--two-move]\n"
    "                  list the ACF three-move ballots (or the 49 two-move ones)\n"
    "  pdn check [--strict] [--variant NAME] FILE...\n"
    "                  replay every game of PDN files and report the illegal ones\n"
    "                  as FILE:LINE:COLUMN: game N, move M (TEXT): REASON\n"
    "  pdn write [--variant NAME] FILE\n"
    "                  rewrite a PDN file in canonical PDN 3.0 on stdout\n"
    "  hub             be an engine speaking the Hub protocol (as Scan does) on\n"
    "                  stdin and stdout: the computer's search, any variant\n"
    "                  (its variant parameter; --variant sets the first)\n"
    "  match --engine name=A cmd=COMMAND --engine name=B cmd=COMMAND [OPTIONS]\n"
    "                  play a match between two Hub engines, the library\n"
    "                  refereeing: clocks, openings, adjudication, a PDN record\n"
    "                  per game, Elo and SPRT (see checkers match --help)\n"
    "  dxp --connect HOST:PORT | --listen [HOST:]PORT [OPTIONS]\n"
    "                  play a DXP peer over TCP with the computer's search or a\n"
    "                  Hub engine, checking its moves (see checkers dxp --help)\n"
    "  help, --help    show this text\n"
    "  version, --version\n"
    "                  show the version\n"
    "\n"
    "Options:\n"
    "  --variant NAME  the rules (default english; see `checkers variants`)\n"
    "  --fen FEN       start from this position, e.g. \"B:W21-32:B1-12\"\n"
    "  --ballot N      (english) start after ACF three-move ballot N (1-174); a\n"
    "                  barred one (see `checkers ballots`) is played with a warning\n"
    "  --depth N       how many plies the computer looks ahead, 1 to 12 (default:\n"
    "                  as deep as it gets in half a second a move)\n"
    "  --draws PRESET  draw rules: default (the variant's own, as without\n"
    "                  --draws), online (5 repetitions or 40 moves each,\n"
    "                  automatic), wcdf (3 or 40, claimed), bga (3 or 25,\n"
    "                  automatic) or none; under claimed rules apply's status\n"
    "                  and play say when a draw can be claimed\n"
    "  --notation numeric|algebraic\n"
    "                  how play, moves and apply write squares: numbers (11-15)\n"
    "                  or, in variants that have it, algebraic (c3-d4; the\n"
    "                  default of russian, brazilian and czech); both are read\n"
    "\n"
    "Exit status: 0 success, 1 illegal move or failure, 2 bad arguments or FEN.\n";

/*
 * Prints "checkers: WHAT 'QUOTED'AFTER (try 'checkers --help')" on stderr
 * (QUOTED left out when NULL) and returns CLI_EXIT_USAGE.
 */
static int usage_error(const char *what, const char *quoted, const char *after)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (quoted != NULL)
        fprintf(stderr, CLI_NAME ": %s '%s'%s (try 'checkers --help')\n", what,
                cli_excerpt(quoted, excerpt, sizeof excerpt), after);
    else
        fprintf(stderr, CLI_NAME ": %s%s (try 'checkers --help')\n", what, after);
    return CLI_EXIT_USAGE;
}

long cli_read_line(FILE *in, char **buffer, size_t *capacity)
{
    size_t length = 0;

    for (;;) {
        if (*capacity - length < 2) {
            size_t grown = *capacity < 256 ? 256 : *capacity * 2;
            char *bigger = realloc(*buffer, grown);
            if (bigger == NULL)
                return CLI_READ_ERROR;
            *buffer = bigger;
            *capacity = grown;
        }
        if (fgets(*buffer + length, (int)(*capacity - length), in) == NULL) {
            if (ferror(in))
                return CLI_READ_ERROR;
            if (length == 0)
                return CLI_READ_EOF;
            break; /* a last line without its newline */
        }
        length += strlen(*buffer + length);
        if (length > 0 && (*buffer)[length - 1] == '\n')
            break;
    }
    if (length > 0 && (*buffer)[length - 1] == '\n')
        (*buffer)[--length] = '\0';
    if (length > 0 && (*buffer)[length - 1] == '\r')
        (*buffer)[--length] = '\0';
    return (long)length;
}

/* Parses a whole decimal number in [min, max] into *out. Returns 0 or -1. */
static int parse_int(const char *text, long min, long max, int32_t *out)
{
    char *end;
    long value;

    if (text == NULL || *text == '\0')
        return -1;
    errno = 0;
    value = strtol(text, &end, 10);
    if (errno != 0 || *end != '\0' || value < min || value > max)
        return -1;
    *out = (int32_t)value;
    return 0;
}

/* Checks --variant; prints the known names when it is not one of them. */
static int check_variant(const char *name)
{
    int32_t count = checkers_variant_count();
    char excerpt[CLI_EXCERPT_MAX];

    if (name == NULL || checkers_variant_find(name) >= 0)
        return 0;
    fprintf(stderr,
            CLI_NAME ": unknown variant '%s' (known:", cli_excerpt(name, excerpt, sizeof excerpt));
    for (int32_t i = 0; i < count; i++)
        fprintf(stderr, "%s %s", i ? "," : "", checkers_variant_name(i));
    fputs(")\n", stderr);
    return CLI_EXIT_USAGE;
}

/* Applies --draws to the game. Returns 0 or an exit status. */
static int set_draws(checkers_game *game, const char *name)
{
    static const struct {
        const char *name;
        int32_t preset;
    } presets[] = {
        {"online", CHECKERS_DRAWS_ONLINE},
        {"wcdf", CHECKERS_DRAWS_WCDF},
        {"bga", CHECKERS_DRAWS_BGA},
        {"none", CHECKERS_DRAWS_NONE},
    };
    checkers_draw_rules rules;
    int32_t status;
    size_t i;

    /* A new game already plays by its variant's own rules. */
    if (name == NULL || strcmp(name, "default") == 0)
        return 0;
    for (i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (strcmp(name, presets[i].name) == 0)
            break;
    if (i == sizeof presets / sizeof presets[0])
        return usage_error("unknown draw rules", name,
                           ": known are default, online, wcdf, bga, none");
    status = checkers_draw_rules_preset(presets[i].preset, &rules);
    if (status == 0)
        status = checkers_game_set_draw_rules(game, &rules);
    if (status != 0) {
        fprintf(stderr, CLI_NAME ": cannot set the draw rules: %s\n", checkers_strerror(status));
        return CLI_EXIT_FAILURE;
    }
    return 0;
}

/* Reports a failed checkers_game_new / _new_from_fen. Returns an exit status. */
static int game_error(int32_t status, const char *fen, long line)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (fen != NULL)
        fen = cli_excerpt(fen, excerpt, sizeof excerpt);
    if (status == CHECKERS_E_NO_MEMORY) {
        fprintf(stderr, CLI_NAME ": %s\n", checkers_strerror(status));
        return CLI_EXIT_FAILURE;
    }
    if (fen == NULL) {
        fprintf(stderr, CLI_NAME ": %s\n", checkers_strerror(status));
    } else if (line > 0) {
        fprintf(stderr, CLI_NAME ": line %ld: bad FEN '%s': %s\n", line, fen,
                checkers_strerror(status));
    } else {
        fprintf(stderr, CLI_NAME ": bad FEN '%s': %s\n", fen, checkers_strerror(status));
    }
    return CLI_EXIT_USAGE;
}

/* Applies --notation to the game. Returns 0 or an exit status. */
static int set_notation(checkers_game *game, const char *name)
{
    int32_t notation, status;

    if (name == NULL)
        return 0;
    if (strcmp(name, "numeric") == 0)
        notation = CHECKERS_NOTATION_NUMERIC;
    else if (strcmp(name, "algebraic") == 0)
        notation = CHECKERS_NOTATION_ALGEBRAIC;
    else
        return usage_error("unknown notation", name, ": known are numeric, algebraic");
    status = checkers_game_set_notation(game, notation);
    if (status == CHECKERS_E_UNSUPPORTED) {
        fprintf(stderr, CLI_NAME ": %s has no algebraic notation\n", checkers_game_variant(game));
        return CLI_EXIT_USAGE;
    }
    if (status != 0) {
        fprintf(stderr, CLI_NAME ": cannot set the notation: %s\n", checkers_strerror(status));
        return CLI_EXIT_FAILURE;
    }
    return 0;
}

/*
 * Creates the game the options describe (variant, FEN, notation).
 * Returns 0 or an exit status; on failure *out is NULL.
 */
static int open_game(const options *o, checkers_game **out)
{
    int32_t status, number;
    int exit_status;

    if (o->ballot != NULL) {
        *out = NULL;
        if (o->fen != NULL)
            return usage_error("--ballot cannot be used with --fen", NULL, "");
        if (o->variant != NULL && strcmp(o->variant, "english") != 0)
            return usage_error("ballots are English openings; not for", o->variant, "");
        if (parse_int(o->ballot, 1, checkers_ballot_count(CHECKERS_BALLOTS_THREE_MOVE), &number) !=
            0)
            return usage_error("bad ballot", o->ballot, ": give a number from 1 to 174");
        status = checkers_game_new_from_ballot(out, CHECKERS_BALLOTS_THREE_MOVE, number, NULL);
    } else {
        status = o->fen != NULL ? checkers_game_new_from_fen(out, o->variant, o->fen, NULL)
                                : checkers_game_new(out, o->variant, NULL);
    }

    if (status != 0) {
        *out = NULL;
        return game_error(status, o->fen, 0);
    }
    exit_status = set_notation(*out, o->notation);
    if (exit_status != 0) {
        checkers_game_free(*out);
        *out = NULL;
    }
    return exit_status;
}

/*
 * Calls show(context, index, text, last) for each legal move, in list order, with its text
 * (every landing square written). Returns 0, or prints why not and returns CLI_EXIT_FAILURE.
 */
static int each_move_text(const checkers_game *game,
                          void (*show)(void *context, int32_t index, const char *text, int last),
                          void *context)
{
    int32_t length = checkers_game_moves_text(game, CHECKERS_TEXT_FULL_ROUTE, NULL, 0);
    char *text = length < 0 ? NULL : malloc((size_t)length + 1);

    if (length < 0 || text == NULL) {
        fprintf(stderr, CLI_NAME ": cannot list the moves: %s\n",
                checkers_strerror(length < 0 ? length : CHECKERS_E_NO_MEMORY));
        return CLI_EXIT_FAILURE;
    }
    int32_t again = checkers_game_moves_text(game, CHECKERS_TEXT_FULL_ROUTE, text,
                                             (size_t)length + 1);
    if (again != length) {
        fprintf(stderr, CLI_NAME ": cannot list the moves: %s\n",
                checkers_strerror(again < 0 ? again : CHECKERS_E_INVALID_ARGUMENT));
        free(text);
        return CLI_EXIT_FAILURE;
    }
    /* The moves' texts, separated by single spaces (no move's text has one). */
    int32_t index = 0;
    for (char *word = text; length > 0; index++) {
        char *space = strchr(word, ' ');
        if (space)
            *space = '\0';
        show(context, index, word, space == NULL);
        if (!space)
            break;
        word = space + 1;
    }
    free(text);
    return 0;
}

typedef struct {
    FILE *out;
    const char *separator, *end;
} move_line;

static void write_move(void *context, int32_t index, const char *text, int last)
{
    const move_line *line = context;
    (void)index;
    fputs(text, line->out);
    fputs(last ? line->end : line->separator, line->out);
}

/*
 * Writes the legal moves of `game` in full-route form to `out`, each followed
 * by `separator` except the last, which is followed by `end`. One call writes
 * them all: a text per move, each call listing the moves again, took minutes
 * on positions with long captures (issue 25).
 * Returns 0 or an exit status.
 */
static int write_moves(FILE *out, const checkers_game *game, const char *separator, const char *end)
{
    move_line line = {out, separator, end};
    return each_move_text(game, write_move, &line);
}

/* ---------------------------------------------------------------- commands */

static int run_play(const options *o)
{
    cli_play_options play = {CLI_HUMAN, CLI_COMPUTER, 0, 0, 0, NULL};
    const char *players[2] = {o->black, o->white};
    int *sides[2] = {&play.black, &play.white};
    checkers_game *game = NULL;
    int status;

    for (int i = 0; i < 2; i++) {
        if (players[i] == NULL)
            continue;
        if (strcmp(players[i], "human") == 0)
            *sides[i] = CLI_HUMAN;
        else if (strcmp(players[i], "computer") == 0)
            *sides[i] = CLI_COMPUTER;
        else
            return usage_error("unknown player", players[i], ": known are human, computer");
    }
    if (o->depth != NULL && parse_int(o->depth, 1, CLI_DEPTH_MAX, &play.depth) != 0)
        return usage_error("bad depth", o->depth, ": give a number from 1 to 12");
    play.flip = (o->given & OPT_FLIP) != 0;
    play.save = o->save;
    status = open_game(o, &game);
    if (status == 0 && (o->given & OPT_HUFFING) && checkers_game_set_huffing(game, 1) != 0)
        status = usage_error("option", "--huffing", ": only english has the huffing rule");
    if (status == 0 && o->ballot != NULL) {
        int32_t ballot_class = 0;
        parse_int(o->ballot, 1, INT32_MAX, &play.ballot); /* open_game checked it */
        /* Tournaments never draw a barred ballot; a game at home may start
         * from one, but not without knowing. */
        if (checkers_ballot(CHECKERS_BALLOTS_THREE_MOVE, play.ballot, NULL, 0, &ballot_class) >=
                0 &&
            ballot_class == CHECKERS_BALLOT_BARRED)
            fprintf(stderr,
                    CLI_NAME ": warning: ballot %d is barred: the ACF leaves it out of its "
                             "156-opening deck as lost for one side; played all the same\n",
                    (int)play.ballot);
    }
    if (status == 0)
        status = set_draws(game, o->draws);
    if (status == 0)
        status = cli_play(game, &play);
    checkers_game_free(game);
    return status;
}

/*
 * One output line per input line, so that answers stay aligned with their
 * questions: a FEN's moves; an empty line for a blank or '#' comment line,
 * and for a bad FEN, which is also reported on stderr, the batch going on and
 * ending with exit status 2.
 */
static int run_moves_batch(const options *o)
{
    char *buffer = NULL;
    size_t capacity = 0;
    long line = 0;
    int status = 0, bad = 0;

    for (;;) {
        checkers_game *game = NULL;
        int32_t created;
        long length = cli_read_line(stdin, &buffer, &capacity);
        const char *p = buffer;

        if (length == CLI_READ_EOF)
            break;
        if (length < 0) {
            fprintf(stderr, CLI_NAME ": cannot read the input\n");
            status = CLI_EXIT_FAILURE;
            break;
        }
        line++;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '\0' || *p == '#') {
            putchar('\n');
            continue;
        }
        created = checkers_game_new_from_fen(&game, o->variant, buffer, NULL);
        if (created != 0) {
            fflush(stdout);
            status = game_error(created, buffer, line);
            if (status != CLI_EXIT_USAGE)
                break;
            status = 0;
            bad = 1;
            putchar('\n');
            continue;
        }
        status = set_notation(game, o->notation);
        if (status == 0)
            status = write_moves(stdout, game, " ", "");
        checkers_game_free(game);
        if (status != 0)
            break;
        putchar('\n');
    }
    free(buffer);
    return status != 0 ? status : bad ? CLI_EXIT_USAGE : 0;
}

static int run_moves(const options *o)
{
    checkers_game *game = NULL;
    int status;

    if (o->given & OPT_BATCH) {
        if (o->given & OPT_FEN)
            return usage_error("--fen cannot be used with --batch", NULL, "");
        return run_moves_batch(o);
    }
    status = open_game(o, &game);
    if (status == 0)
        status = write_moves(stdout, game, "\n", "\n");
    checkers_game_free(game);
    return status;
}

/* --divide: the leaves under each move, summed over the parts they come in. */
static int32_t add_leaves(void *context, int32_t index, uint64_t leaves)
{
    ((uint64_t *)context)[index] += leaves;
    return 0;
}

/* A move and the leaves under it, as perft divides are compared: "1x10x19: 52". */
static void write_divided(void *context, int32_t index, const char *text, int last)
{
    (void)last;
    printf("%s: %" PRIu64 "\n", text, ((const uint64_t *)context)[index]);
}

static int run_perft(const options *o)
{
    checkers_game *game = NULL;
    uint64_t leaves = 0, under[CHECKERS_MAX_MOVES] = {0};
    int32_t depth, result;
    int status;

    if (parse_int(o->args[0], 0, INT32_MAX, &depth) != 0)
        return usage_error("bad depth", o->args[0], ": give a whole number, 0 or more");
    status = open_game(o, &game);
    if (status != 0)
        return status;
    if (o->given & OPT_DIVIDE) {
        result = checkers_game_perft_divide(game, depth, add_leaves, under, &leaves);
        if (result == 0 && depth > 0 && each_move_text(game, write_divided, under) != 0) {
            checkers_game_free(game);
            return CLI_EXIT_FAILURE;
        }
    } else {
        result = checkers_game_perft(game, depth, &leaves);
    }
    checkers_game_free(game);
    if (result == CHECKERS_E_INVALID_ARGUMENT)
        return usage_error("bad depth", o->args[0], ": at most 64");
    if (result != 0) {
        fprintf(stderr, CLI_NAME ": perft failed: %s\n", checkers_strerror(result));
        return CLI_EXIT_FAILURE;
    }
    printf("perft(%d) = %" PRIu64 "\n", (int)depth, leaves);
    return 0;
}

static int run_apply(const options *o)
{
    checkers_game *game = NULL;
    char fen[CHECKERS_FEN_MAX];
    char status_text[128];
    int32_t result;
    int status = open_game(o, &game);

    if (status == 0)
        status = set_draws(game, o->draws);
    for (int i = 0; status == 0 && i < o->arg_count; i++) {
        checkers_refusal why;
        memset(&why, 0, sizeof why);
        result = checkers_game_apply_text(game, o->args[i], &why);
        if (result != 0) {
            char reason[CHECKERS_REFUSAL_TEXT_MAX], excerpt[CLI_EXCERPT_MAX];
            cli_refusal_text(game, result, &why, reason, sizeof reason);
            fprintf(stderr, CLI_NAME ": illegal move %d (%s): %s\n", i + 1,
                    cli_excerpt(o->args[i], excerpt, sizeof excerpt), reason);
            status = CLI_EXIT_FAILURE;
        }
    }
    if (status == 0) {
        result = checkers_game_fen(game, fen, sizeof fen);
        if (result < 0 || (size_t)result >= sizeof fen) {
            fprintf(stderr, CLI_NAME ": cannot write the FEN: %s\n",
                    result < 0 ? checkers_strerror(result) : "too long");
            status = CLI_EXIT_FAILURE;
        }
    }
    if (status == 0) {
        result = cli_status_text(game, status_text, sizeof status_text);
        if (result < 0) {
            fprintf(stderr, CLI_NAME ": %s\n", checkers_strerror(result));
            status = CLI_EXIT_FAILURE;
        } else {
            printf("%s\n%s\n", fen, status_text);
        }
    }
    checkers_game_free(game);
    return status;
}

static int run_variants(const options *o)
{
    int32_t count = checkers_variant_count();
    size_t width = 0;

    (void)o;
    for (int32_t i = 0; i < count; i++) {
        const char *name = checkers_variant_name(i);
        if (name != NULL && strlen(name) > width)
            width = strlen(name);
    }
    for (int32_t i = 0; i < count; i++) {
        const char *name = checkers_variant_name(i);
        const char *description = checkers_variant_description(i);
        printf("%-*s  %s\n", (int)width, name ? name : "?", description ? description : "");
    }
    return 0;
}

/*
 * `checkers COMMAND --help`: the command's own entries of usage_text (its
 * first line starts "  COMMAND", its other lines are indented further), then
 * the options and exit status, which all commands share.
 */
static void print_command_help(const char *name)
{
    const char *line = strstr(usage_text, "Commands:\n");
    const char *options = strstr(usage_text, "\nOptions:");
    size_t n = strlen(name);
    int inside = 0;
    printf("Usage: checkers %s [--variant NAME] [OPTIONS] [ARGUMENTS]\n\n", name);
    for (line = strchr(line, '\n') + 1; line < options; line = strchr(line, '\n') + 1) {
        size_t length = (size_t)(strchr(line, '\n') - line);
        if (strncmp(line, "  ", 2) == 0 && line[2] != ' ')
            inside = strncmp(line + 2, name, n) == 0 && (line[2 + n] == ' ' || line[2 + n] == '\n');
        if (inside)
            printf("%.*s\n", (int)length, line);
    }
    fputs(options, stdout);
}

static int run_hub(const options *o)
{
    return cli_hub(o->variant);
}

static int run_help(const options *o)
{
    if (o->command != NULL && strcmp(o->command, "help") != 0)
        print_command_help(o->command);
    else
        fputs(usage_text, stdout);
    return 0;
}

static int run_version(const options *o)
{
    (void)o;
    printf(CLI_NAME " %s\n", checkers_version_string());
    if (checkers_version() != CHECKERS_VERSION)
        printf("(built with the header of version " CHECKERS_VERSION_STRING ")\n");
    return 0;
}

static const command commands[] = {
    {"play",
     OPT_VARIANT | OPT_FEN | OPT_PLAYERS | OPT_DRAWS | OPT_NOTATION | OPT_BALLOT | OPT_FLIP |
         OPT_SAVE | OPT_HUFFING,
     0, 0, run_play},
    {"moves", OPT_VARIANT | OPT_FEN | OPT_BATCH | OPT_NOTATION, 0, 0, run_moves},
    {"perft", OPT_VARIANT | OPT_FEN | OPT_DIVIDE, 1, 1, run_perft},
    {"apply", OPT_VARIANT | OPT_FEN | OPT_DRAWS | OPT_NOTATION, 0, -1, run_apply},
    {"variants", OPT_VARIANT, 0, 0, run_variants},
    {"hub", OPT_VARIANT, 0, 0, run_hub},
    {"help", OPT_VARIANT, 0, 0, run_help},
    {"version", OPT_VARIANT, 0, 0, run_version},
};

/* The options that take a value, in the order of their fields in parse_arguments. */
static const struct {
    const char *name;
    unsigned bit;
} valued[] = {
    {"--variant", OPT_VARIANT},   {"--fen", OPT_FEN},       {"--black", OPT_PLAYERS},
    {"--white", OPT_PLAYERS},     {"--depth", OPT_PLAYERS}, {"--draws", OPT_DRAWS},
    {"--notation", OPT_NOTATION}, {"--ballot", OPT_BALLOT}, {"--save", OPT_SAVE},
};

/* Names the options of `bits` a command does not take, for a message. */
static const char *option_names(unsigned bits)
{
    if (bits & OPT_BATCH)
        return " does not take --batch";
    if (bits & OPT_FEN)
        return " does not take --fen";
    if (bits & OPT_PLAYERS)
        return " does not take --black, --white or --depth";
    if (bits & OPT_DRAWS)
        return " does not take --draws";
    if (bits & OPT_NOTATION)
        return " does not take --notation";
    if (bits & OPT_BALLOT)
        return " does not take --ballot";
    if (bits & OPT_FLIP)
        return " does not take --flip";
    if (bits & OPT_SAVE)
        return " does not take --save";
    if (bits & OPT_HUFFING)
        return " does not take --huffing";
    if (bits & OPT_DIVIDE)
        return " does not take --divide";
    return " does not take --variant";
}

/* Reads argv into *o (o->args points into argv). Returns 0 or an exit status. */
static int parse_arguments(int argc, char **argv, options *o)
{
    const char **fields[sizeof valued / sizeof valued[0]] = {
        &o->variant, &o->fen,      &o->black,  &o->white, &o->depth,
        &o->draws,   &o->notation, &o->ballot, &o->save,
    };
    int only_positional = 0;

    o->args = malloc(sizeof *o->args * (size_t)(argc > 0 ? argc : 1));
    if (o->args == NULL) {
        fprintf(stderr, CLI_NAME ": %s\n", checkers_strerror(CHECKERS_E_NO_MEMORY));
        return CLI_EXIT_FAILURE;
    }
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        size_t k;

        if (only_positional || arg[0] != '-' || arg[1] == '\0') {
            if (o->command == NULL)
                o->command = arg;
            else
                o->args[o->arg_count++] = argv[i];
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            only_positional = 1;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            o->help = 1;
        } else if (strcmp(arg, "--version") == 0) {
            o->version = 1;
        } else if (strcmp(arg, "--batch") == 0) {
            o->given |= OPT_BATCH;
        } else if (strcmp(arg, "--flip") == 0) {
            o->given |= OPT_FLIP;
        } else if (strcmp(arg, "--huffing") == 0) {
            o->given |= OPT_HUFFING;
        } else if (strcmp(arg, "--divide") == 0) {
            o->given |= OPT_DIVIDE;
        } else {
            for (k = 0; k < sizeof valued / sizeof valued[0]; k++) {
                size_t length = strlen(valued[k].name);
                if (strncmp(arg, valued[k].name, length) == 0 &&
                    (arg[length] == '\0' || arg[length] == '='))
                    break;
            }
            if (k == sizeof valued / sizeof valued[0])
                return usage_error("unknown option", arg, "");
            {
                const char *value;
                size_t length = strlen(valued[k].name);
                if (arg[length] == '=') {
                    value = arg + length + 1;
                } else if (i + 1 < argc) {
                    value = argv[++i];
                } else {
                    return usage_error("option", valued[k].name, " needs a value");
                }
                *fields[k] = value;
                o->given |= valued[k].bit;
            }
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    options o;
    const command *found = NULL;
    int status;

    /* These commands read their own options. */
    if (argc >= 2 && strcmp(argv[1], "svg") == 0)
        return cli_svg(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "ballots") == 0)
        return cli_ballots(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "pdn") == 0)
        return cli_pdn(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "match") == 0)
        return cli_match(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "dxp") == 0)
        return cli_dxp(argc - 1, argv + 1);
    memset(&o, 0, sizeof o);
    status = parse_arguments(argc, argv, &o);
    if (status != 0)
        goto done;
    if (o.help && o.command != NULL) {
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
            if (strcmp(o.command, commands[i].name) == 0)
                found = &commands[i];
        status = found ? run_help(&o) : usage_error("unknown command", o.command, "");
        goto done;
    }
    if (o.help || o.version) {
        status = o.help ? run_help(&o) : run_version(&o);
        goto done;
    }
    if (o.command == NULL) {
        fputs(usage_text, stderr);
        status = CLI_EXIT_USAGE;
        goto done;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(o.command, commands[i].name) == 0)
            found = &commands[i];
    if (found == NULL) {
        status = usage_error("unknown command", o.command, "");
        goto done;
    }
    if ((o.given & ~found->accepts) != 0) {
        status = usage_error("command", found->name, option_names(o.given & ~found->accepts));
        goto done;
    }
    if (o.arg_count < found->min_args || (found->max_args >= 0 && o.arg_count > found->max_args)) {
        status = usage_error(found->min_args > o.arg_count ? "missing argument for"
                                                           : "too many arguments for",
                             found->name, "");
        goto done;
    }
    status = check_variant(o.variant);
    if (status == 0)
        status = found->run(&o);
done:
    free(o.args);
    if (fflush(stdout) != 0 && status == 0)
        status = CLI_EXIT_FAILURE;
    return status;
}
