/* SPDX-License-Identifier: MIT */
/*
 * play.c - `checkers play`: a game in the terminal.
 *
 * The human moves and commands are read from stdin one line at a time, so a
 * game can be scripted: `printf '11-15\nquit\n' | checkers play`. End of input
 * ends the game cleanly. With --save the game's PDN is written to a file when
 * the game ends, however it ends (a result, quit, end of input).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char *side_title(int32_t side)
{
    return side == CHECKERS_WHITE ? "White" : "Black";
}

static const char *player_name(int who)
{
    return who == CLI_COMPUTER ? "computer" : "human";
}

/* Trims white space at both ends of s in place; returns the trimmed start. */
static char *trim(char *s)
{
    size_t length;
    while (isspace((unsigned char)*s))
        s++;
    length = strlen(s);
    while (length > 0 && isspace((unsigned char)s[length - 1]))
        s[--length] = '\0';
    return s;
}

/* Whether `line` is `word`, ignoring case. */
static int is_word(const char *line, const char *word)
{
    for (; *line != '\0' && *word != '\0'; line++, word++)
        if (tolower((unsigned char)*line) != *word)
            return 0;
    return *line == '\0' && *word == '\0';
}

/* Whether `line` starts with `prefix` (a command word and a space), ignoring case. */
static int is_command(const char *line, const char *prefix)
{
    for (; *prefix != '\0'; line++, prefix++)
        if (tolower((unsigned char)*line) != *prefix)
            return 0;
    return 1;
}

static void print_help(void)
{
    puts("Type a move in PDN notation: 11-15 for a step, 15x24 for a capture,\n"
         "1x10x19 (every landing square) when the short form is ambiguous.\n"
         "Commands:\n"
         "  moves   list the legal moves\n"
         "  undo    take back your last move (and the computer's reply)\n"
         "  draw    claim a draw (when the draw rules allow a claim)\n"
         "  huff N  with --huffing: remove the piece on N that could have captured\n"
         "          and did not, then move as usual (huff alone lists them)\n"
         "  board   show the board again\n"
         "  fen     show the position as FEN\n"
         "  pdn     show the game so far as PDN\n"
         "  help    this text\n"
         "  quit    leave the game (written to the --save file, if any)");
}

/*
 * The game's PDN, tagged with who plays which side (the writer adds the
 * result's tag); NULL when out of memory.
 */
static char *game_pdn(const checkers_game *game, const cli_play_options *options)
{
    static const char *const names[] = {"Event", "Black", "White"};
    const char *values[3];
    char ballot[64], *text = NULL;
    size_t capacity = 0;
    int32_t result = checkers_game_status(game, NULL);
    int32_t length;

    if (options->ballot > 0)
        snprintf(ballot, sizeof ballot, "checkers play, ballot %d", (int)options->ballot);
    values[0] = options->ballot > 0 ? ballot : "checkers play";
    values[1] = player_name(options->black);
    values[2] = player_name(options->white);
    length = cli_pdn_text(game, names, values, 3, NULL, result, &text, &capacity);
    if (length < 0) {
        free(text);
        return NULL;
    }
    return text;
}

static void print_pdn(const checkers_game *game, const cli_play_options *options)
{
    char *text = game_pdn(game, options);
    if (text == NULL) {
        puts("cannot write the PDN: out of memory");
        return;
    }
    fputs(text, stdout);
    free(text);
}

static void print_fen(const checkers_game *game)
{
    char fen[CHECKERS_FEN_MAX];
    int32_t length = checkers_game_fen(game, fen, sizeof fen);
    if (length < 0 || (size_t)length >= sizeof fen)
        puts("cannot write the FEN");
    else
        puts(fen);
}

/* Writes the game's PDN to options->save, if given. Returns an exit status. */
static int save_game(const checkers_game *game, const cli_play_options *options)
{
    char excerpt[CLI_EXCERPT_MAX];
    char *text;
    FILE *file;
    int failed;

    if (options->save == NULL)
        return CLI_EXIT_OK;
    cli_excerpt(options->save, excerpt, sizeof excerpt);
    text = game_pdn(game, options);
    if (text == NULL) {
        fprintf(stderr, CLI_NAME ": cannot save the game: out of memory\n");
        return CLI_EXIT_FAILURE;
    }
    file = fopen(options->save, "w");
    failed = file == NULL || fputs(text, file) == EOF;
    if (file != NULL && fclose(file) != 0)
        failed = 1;
    free(text);
    if (failed) {
        fprintf(stderr, CLI_NAME ": cannot save the game to '%s'\n", excerpt);
        return CLI_EXIT_FAILURE;
    }
    printf("Game saved to %s\n", excerpt);
    return CLI_EXIT_OK;
}

/* A ballot's opening, before play starts: the moves already in the history. */
static void print_opening(const checkers_game *game, const cli_play_options *options)
{
    int32_t plies = checkers_game_ply_count(game);

    if (plies <= 0)
        return;
    if (options->ballot > 0)
        printf("Ballot %d:", (int)options->ballot);
    else
        printf("Opening:");
    for (int32_t ply = 0; ply < plies; ply++) {
        char text[CHECKERS_MOVE_TEXT_MAX];
        if (checkers_game_history_text(game, ply, CHECKERS_TEXT_FULL_ROUTE, text, sizeof text) < 0)
            snprintf(text, sizeof text, "?");
        printf(" %s", text);
    }
    putchar('\n');
}

static void print_moves(const checkers_game *game)
{
    checkers_move *moves = NULL;
    int32_t count = cli_legal_moves(game, &moves);

    if (count < 0) {
        printf("cannot list the moves: %s\n", checkers_strerror(count));
        return;
    }
    printf("%d legal move%s:", (int)count, count == 1 ? "" : "s");
    for (int32_t i = 0; i < count; i++) {
        char text[CHECKERS_MOVE_TEXT_MAX];
        if (checkers_game_move_text(game, &moves[i], CHECKERS_TEXT_FULL_ROUTE, text, sizeof text) <
            0)
            strcpy(text, "?");
        printf(" %s", text);
    }
    putchar('\n');
    free(moves);
}

/*
 * Takes back moves until a human is to move: the human's last move and the
 * computer's reply. Returns the number of plies taken back.
 */
static int32_t undo_turn(checkers_game *game, const cli_play_options *options)
{
    int32_t undone = 0;

    while (checkers_game_ply_count(game) > 0 && checkers_game_undo(game) == 0) {
        int32_t turn = checkers_game_turn(game);
        int who = turn == CHECKERS_BLACK ? options->black : options->white;
        undone++;
        if (who == CLI_HUMAN)
            break;
    }
    return undone;
}

/*
 * The squares of the pieces that may be huffed now (English numbers: only
 * English has the huffing rule), written " 14 15" into text, and how many
 * (0 when none or the rule is off); the first in *first.
 */
static int32_t huffable_text(const checkers_game *game, char *text, size_t size, int32_t *first)
{
    uint8_t squares[32];
    int32_t count = checkers_game_huffable(game, squares, sizeof squares);
    size_t length = 0;

    text[0] = '\0';
    for (int32_t i = 0; i < count && i < (int32_t)sizeof squares && length < size; i++)
        length += (size_t)snprintf(text + length, size - length, " %d", (int)squares[i]);
    *first = count > 0 ? squares[0] : 0;
    return count < 0 ? 0 : count;
}

/*
 * `huff N`: huffs the piece on square N; `huff` alone lists those that may be
 * huffed. Returns 1 when a piece was huffed.
 */
static int human_huff(checkers_game *game, const char *argument)
{
    char list[128], *end;
    checkers_refusal why;
    int32_t first, status;
    long square;

    if (*argument == '\0') {
        if (huffable_text(game, list, sizeof list, &first) == 0)
            printf("Nothing to huff: %s\n", checkers_strerror(CHECKERS_E_NO_HUFF));
        else
            printf("You may huff:%s\n", list);
        return 0;
    }
    square = strtol(argument, &end, 10);
    if (end == argument || *end != '\0' || square < 1 || square > 99) {
        printf("'huff %s': give the square of the piece to huff, e.g. huff 14\n", argument);
        return 0;
    }
    memset(&why, 0, sizeof why);
    status = checkers_game_huff(game, (int32_t)square, &why);
    if (status != 0) {
        /* The square is in the sentence already: the refusal's details would repeat it. */
        printf("Cannot huff %ld: %s\n", square, checkers_strerror(status));
        return 0;
    }
    printf("%s huffs %ld\n", side_title(checkers_game_turn(game)), square);
    return 1;
}

/*
 * The computer huffs whenever it may (the other side loses a piece): the
 * first piece listed. Returns 1 when it did.
 */
static int computer_huff(checkers_game *game)
{
    char list[128];
    int32_t first;

    if (huffable_text(game, list, sizeof list, &first) == 0 ||
        checkers_game_huff(game, first, NULL) != 0)
        return 0;
    printf("%s huffs %d\n", side_title(checkers_game_turn(game)), (int)first);
    return 1;
}

/*
 * The game as it stands after a huff, without its history: undo takes a huff
 * back with the move after it, so a search that makes and takes back moves on
 * a clone would lose the huff. Nothing is lost for the search: a huff, as a
 * capture, ends every repetition and the move count.
 */
static int32_t after_huff(const checkers_game *game, checkers_game **out)
{
    char fen[CHECKERS_FEN_MAX];
    checkers_draw_rules rules;
    int32_t status = checkers_game_fen(game, fen, sizeof fen);

    *out = NULL;
    if (status >= 0)
        status = checkers_game_new_from_fen(out, checkers_game_variant(game), fen, NULL);
    if (status == 0)
        status = checkers_game_set_huffing(*out, 1);
    if (status == 0)
        status = checkers_game_draw_rules(game, &rules);
    if (status == 0)
        status = checkers_game_set_draw_rules(*out, &rules);
    if (status < 0) {
        checkers_game_free(*out);
        *out = NULL;
    }
    return status < 0 ? status : 0;
}

/* Tells the human what may be huffed, when something may. */
static void offer_huff(const checkers_game *game)
{
    char list[128];
    int32_t first;

    if (huffable_text(game, list, sizeof list, &first) > 0)
        printf("You may huff (a piece that could have captured did not):%s\n", list);
}

int32_t cli_search(const checkers_game *game, int32_t depth, int32_t milliseconds,
                   checkers_move *best)
{
    checkers_search *search = NULL;
    checkers_search_limits limits;
    int32_t status = checkers_search_new(&search, 0, NULL);

    memset(&limits, 0, sizeof limits);
    limits.depth = depth;
    limits.milliseconds = milliseconds;
    if (status == 0)
        status = checkers_search_run(search, game, &limits, best);
    checkers_search_free(search);
    return status == CHECKERS_E_GAME_OVER ? 1 : status;
}

/* Lets the computer move (after its huff, if `huffed`). Returns 0, or an exit status on failure. */
static int computer_move(checkers_game *game, const cli_play_options *options, int huffed)
{
    checkers_move move;
    checkers_refusal why;
    char text[CHECKERS_MOVE_TEXT_MAX];
    int32_t turn = checkers_game_turn(game);
    checkers_game *searched = NULL;
    int32_t status = huffed ? after_huff(game, &searched) : 0;

    if (status == 0) {
        const checkers_game *from = searched != NULL ? searched : game;
        status = cli_search(from, options->depth, options->depth > 0 ? 0 : CLI_TIME_DEFAULT, &move);
    }
    checkers_game_free(searched);

    if (status != 0) {
        fprintf(stderr, CLI_NAME ": the computer cannot move: %s\n",
                status < 0 ? checkers_strerror(status) : "no legal move");
        return CLI_EXIT_FAILURE;
    }
    /* Every landing square: a multi-capture's route is not left to guess. */
    status = checkers_game_move_text(game, &move, CHECKERS_TEXT_FULL_ROUTE, text, sizeof text);
    if (status < 0) {
        fprintf(stderr, CLI_NAME ": cannot write the computer's move: %s\n",
                checkers_strerror(status));
        return CLI_EXIT_FAILURE;
    }
    memset(&why, 0, sizeof why);
    status = checkers_game_apply(game, &move, &why);
    if (status != 0) {
        char reason[CHECKERS_REFUSAL_TEXT_MAX];
        cli_refusal_text(game, status, &why, reason, sizeof reason);
        fprintf(stderr, CLI_NAME ": the computer's move %s was refused: %s\n", text, reason);
        return CLI_EXIT_FAILURE;
    }
    printf("%s plays %s\n", side_title(turn), text);
    return 0;
}

/* Plays a human move typed as `text`; explains a refusal. */
static void human_move(checkers_game *game, const char *text, int *shown)
{
    checkers_refusal why;
    int32_t status;

    memset(&why, 0, sizeof why);
    status = checkers_game_apply_text(game, text, &why);
    if (status == 0) {
        *shown = 0;
    } else if (status == CHECKERS_E_MOVE_SYNTAX) {
        printf("'%s' is neither a move nor a command (type help)\n", text);
    } else {
        char reason[CHECKERS_REFUSAL_TEXT_MAX];
        cli_refusal_text(game, status, &why, reason, sizeof reason);
        printf("illegal move %s: %s\n", text, reason);
    }
}

int cli_play(checkers_game *game, const cli_play_options *options)
{
    char *buffer = NULL;
    size_t capacity = 0;
    int shown = 0; /* whether the current position has been drawn */
    int exit_status = CLI_EXIT_OK;
    /* As on the web page, the board faces the one human playing the computer,
     * the way a player sits at a real board; --flip turns it round. */
    int from_black = options->black == CLI_HUMAN && options->white == CLI_COMPUTER;
    unsigned board_flags = CLI_BOARD_LAST |
                           (from_black != (options->flip != 0) ? CLI_BOARD_FLIP : 0u);

    printf("Checkers (%s): Black (%s) against White (%s). Type help for the commands.\n",
           checkers_game_variant(game), player_name(options->black), player_name(options->white));
    print_opening(game, options);
    for (;;) {
        char status_text[128];
        int32_t result = cli_status_text(game, status_text, sizeof status_text);
        int32_t turn, claimable;
        int human;
        char *line;
        long length;

        if (result < 0) {
            fprintf(stderr, CLI_NAME ": %s\n", checkers_strerror(result));
            exit_status = CLI_EXIT_FAILURE;
            break;
        }
        turn = checkers_game_turn(game);
        human = (turn == CHECKERS_BLACK ? options->black : options->white) == CLI_HUMAN;
        /* Draw the position for a human to move, and the final one. */
        if (!shown && (human || result != CHECKERS_ONGOING)) {
            cli_board_print(stdout, game, board_flags);
            shown = 1;
            if (result == CHECKERS_ONGOING)
                offer_huff(game);
        }
        if (result != CHECKERS_ONGOING) {
            printf("Game over: %s\n", status_text);
            break;
        }
        if (!human) {
            exit_status = computer_move(game, options, computer_huff(game));
            if (exit_status != CLI_EXIT_OK)
                break;
            shown = 0;
            continue;
        }

        claimable = checkers_game_claimable(game);
        if (claimable == CHECKERS_REASON_REPETITION)
            puts("A draw by repetition can be claimed: type draw.");
        else if (claimable == CHECKERS_REASON_MOVE_LIMIT)
            puts("A draw by the move limit can be claimed: type draw.");
        else if (claimable == CHECKERS_REASON_ENDGAME)
            puts("A draw by the endgame rule can be claimed: type draw.");
        printf("%s to move> ", side_title(turn));
        fflush(stdout);

        length = cli_read_line(stdin, &buffer, &capacity);
        if (length == CLI_READ_EOF) {
            putchar('\n');
            break;
        }
        if (length < 0) {
            fprintf(stderr, CLI_NAME ": cannot read the input\n");
            exit_status = CLI_EXIT_FAILURE;
            break;
        }
        line = trim(buffer);
        if (*line == '\0')
            continue;
        if (is_word(line, "quit") || is_word(line, "exit")) {
            break;
        } else if (is_word(line, "help") || is_word(line, "?")) {
            print_help();
        } else if (is_word(line, "moves")) {
            print_moves(game);
        } else if (is_word(line, "board")) {
            shown = 0;
        } else if (is_word(line, "fen")) {
            print_fen(game);
        } else if (is_word(line, "pdn")) {
            print_pdn(game, options);
        } else if (is_word(line, "undo")) {
            if (undo_turn(game, options) == 0)
                puts("There is nothing to undo.");
            shown = 0;
        } else if (is_word(line, "huff") || is_command(line, "huff ")) {
            if (human_huff(game, trim(line + 4)))
                shown = 0;
        } else if (is_word(line, "draw")) {
            int32_t status = checkers_game_claim_draw(game);
            if (status != 0)
                printf("No draw: %s\n", checkers_strerror(status));
        } else {
            human_move(game, line, &shown);
        }
    }
    free(buffer);
    if (exit_status == CLI_EXIT_OK)
        exit_status = save_game(game, options);
    fflush(stdout);
    return exit_status;
}
