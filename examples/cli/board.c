/* SPDX-License-Identifier: MIT */
/*
 * board.c - the board drawing and the texts shared by the commands.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Glyphs of the pieces; each is one terminal column wide. */
#define GLYPH_BLACK_MAN "\u25CF"  /* ● */
#define GLYPH_BLACK_KING "\u25C9" /* ◉ */
#define GLYPH_WHITE_MAN "\u25CB"  /* ○ */
#define GLYPH_WHITE_KING "\u25CE" /* ◎ */
#define GLYPH_CAPTURED "\u00D7"   /* × */
#define GLYPH_EMPTY "\u00B7"      /* · an empty playing square */

/* Box-drawing pieces of the frame. */
#define FRAME_TOP_LEFT "\u250C"
#define FRAME_TOP_RIGHT "\u2510"
#define FRAME_BOTTOM_LEFT "\u2514"
#define FRAME_BOTTOM_RIGHT "\u2518"
#define FRAME_HORIZONTAL "\u2500"
#define FRAME_VERTICAL "\u2502"

/* The largest board the drawing handles (12x12 is the largest variant). */
#define GRID_MAX 16

const char *cli_side_name(int32_t side)
{
    return side == CHECKERS_WHITE ? "white" : "black";
}

static const char *piece_glyph(int32_t piece)
{
    switch (piece) {
    case CHECKERS_BLACK_MAN:
        return GLYPH_BLACK_MAN;
    case CHECKERS_BLACK_KING:
        return GLYPH_BLACK_KING;
    case CHECKERS_WHITE_MAN:
        return GLYPH_WHITE_MAN;
    case CHECKERS_WHITE_KING:
        return GLYPH_WHITE_KING;
    default:
        return "?";
    }
}

/* A frame's top or bottom line, `width` columns inside, after `margin`. */
static void print_frame_line(FILE *out, const char *margin, const char *left, const char *right,
                             int32_t width)
{
    fputs(margin, out);
    fputs(left, out);
    for (int32_t i = 0; i < width; i++)
        fputs(FRAME_HORIZONTAL, out);
    fputs(right, out);
    fputc('\n', out);
}

/* Marks of the cells of the last move. */
#define MARK_NONE 0
#define MARK_ROUTE 1    /* its start or landing square */
#define MARK_CAPTURED 2 /* a piece it took */

/* Sets marks[square] for the game's last move, if there is one. */
static void mark_last_move(const checkers_game *game, int32_t count, uint8_t *marks)
{
    checkers_move last;
    int32_t plies = checkers_game_ply_count(game);

    if (plies <= 0 || checkers_game_history(game, plies - 1, &last) != 0)
        return;
    for (int i = 0; i < last.captures && i < CHECKERS_MAX_CAPTURES; i++)
        if (last.captured[i] <= count)
            marks[last.captured[i]] = MARK_CAPTURED;
    if (last.from <= count)
        marks[last.from] = MARK_ROUTE;
    if (last.to <= count)
        marks[last.to] = MARK_ROUTE;
}

void cli_board_print(FILE *out, const checkers_game *game, unsigned flags)
{
    int32_t grid[GRID_MAX][GRID_MAX]; /* the square drawn at each cell, 0 = light */
    uint8_t marks[CHECKERS_MAX_SQUARES + 1];
    int32_t rows = 0, columns = 0;
    int32_t count = checkers_game_square_count(game);
    int flip = (flags & CLI_BOARD_FLIP) != 0;
    int algebraic, digits, width;

    if (count <= 0 || count > CHECKERS_MAX_SQUARES ||
        checkers_game_square_position(game, 1, NULL, NULL, &rows, &columns) != 0 || rows <= 0 ||
        columns <= 0 || rows > GRID_MAX || columns > GRID_MAX) {
        fprintf(out, "(cannot draw this board)\n");
        return;
    }
    memset(grid, 0, sizeof grid);
    memset(marks, MARK_NONE, sizeof marks);
    for (int32_t square = 1; square <= count; square++) {
        int32_t row, column;
        if (checkers_game_square_position(game, square, &row, &column, NULL, NULL) == 0 &&
            row >= 0 && row < rows && column >= 0 && column < columns)
            grid[row][column] = square;
    }
    if (flags & CLI_BOARD_LAST)
        mark_last_move(game, count, marks);

    /*
     * Every square is named. Algebraic names come from the frame: ranks on
     * the left, files below. Numbers would not (no rule gives a row's numbers
     * at a glance), so each playing square shows its number, the piece on it
     * right after.
     */
    algebraic = checkers_game_notation(game) == CHECKERS_NOTATION_ALGEBRAIC;
    digits = algebraic ? 0 : count >= 100 ? 3 : count >= 10 ? 2 : 1;
    width = digits + 3;
    print_frame_line(out, algebraic ? "   " : "", FRAME_TOP_LEFT, FRAME_TOP_RIGHT, columns * width);
    for (int32_t r = 0; r < rows; r++) {
        int32_t row = flip ? rows - 1 - r : r;
        if (algebraic)
            fprintf(out, "%2d ", (int)(rows - row)); /* the rank, counted from White's side */
        fputs(FRAME_VERTICAL, out);
        for (int32_t c = 0; c < columns; c++) {
            int32_t column = flip ? columns - 1 - c : c;
            int32_t square = grid[row][column];
            int32_t piece = square ? checkers_game_piece(game, square) : CHECKERS_EMPTY;
            int mark = square ? marks[square] : MARK_NONE;
            const char *glyph = piece > 0               ? piece_glyph(piece)
                                : mark == MARK_CAPTURED ? GLYPH_CAPTURED
                                : algebraic             ? GLYPH_EMPTY
                                                        : " ";
            if (square == 0) {
                fprintf(out, "%*s", width, "");
                continue;
            }
            /* The last move, where it went and from where, in parentheses. */
            fputs(mark == MARK_ROUTE ? "(" : " ", out);
            if (!algebraic)
                fprintf(out, "%*d", digits, (int)square);
            fputs(glyph, out);
            fputs(mark == MARK_ROUTE ? ")" : " ", out);
        }
        fputs(FRAME_VERTICAL "\n", out);
    }
    print_frame_line(out, algebraic ? "   " : "", FRAME_BOTTOM_LEFT, FRAME_BOTTOM_RIGHT,
                     columns * width);
    if (algebraic) {
        fputs("   ", out); /* each file under its column's piece */
        for (int32_t c = 0; c < columns; c++)
            fprintf(out, "  %c", 'a' + (int)(flip ? columns - 1 - c : c));
        fputc('\n', out);
    }
    fputs(GLYPH_BLACK_MAN " black man  " GLYPH_BLACK_KING " black king  " GLYPH_WHITE_MAN
                          " white man  " GLYPH_WHITE_KING " white king\n",
          out);
    if (flags & CLI_BOARD_LAST && checkers_game_ply_count(game) > 0)
        fputs("( ) the last move's start and end  " GLYPH_CAPTURED " a piece it took\n", out);
}

/* The words for a reason that names no side, in a status line; NULL for the others. */
static const char *reason_words(int32_t reason)
{
    switch (reason) {
    case CHECKERS_REASON_REPETITION:
        return "repetition";
    case CHECKERS_REASON_MOVE_LIMIT:
        return "move limit";
    case CHECKERS_REASON_CROWNED:
        return "crowned first";
    case CHECKERS_REASON_ENDGAME:
        return "endgame rule";
    default:
        return NULL;
    }
}

int32_t cli_status_text(const checkers_game *game, char *buf, size_t capacity)
{
    int32_t reason = CHECKERS_REASON_NONE;
    int32_t result = checkers_game_status(game, &reason);
    /* The game ends when the side to move has no piece or no move: that
     * side is the one the reason is about. (It is the loser, except in a
     * variant such as antidraughts where being blocked wins.) */
    const char *stuck = cli_side_name(checkers_game_turn(game));
    const char *what;

    if (result < 0) {
        snprintf(buf, capacity, "unknown (%s)", checkers_strerror(result));
        return result;
    }
    switch (result) {
    case CHECKERS_ONGOING:
        what = "ongoing";
        break;
    case CHECKERS_BLACK_WINS:
        what = "black wins";
        break;
    case CHECKERS_WHITE_WINS:
        what = "white wins";
        break;
    case CHECKERS_DRAW:
        what = "draw";
        break;
    default:
        what = "unknown";
        break;
    }
    const char *words = reason_words(reason);
    if (reason == CHECKERS_REASON_NO_PIECES)
        snprintf(buf, capacity, "%s (%s has no pieces)", what, stuck);
    else if (reason == CHECKERS_REASON_NO_MOVES)
        snprintf(buf, capacity, "%s (%s has no moves)", what, stuck);
    else if (words)
        snprintf(buf, capacity, "%s (%s)", what, words);
    /* Under claim rules a draw does not happen by itself: say when it can be claimed. */
    else if (result == CHECKERS_ONGOING &&
             (words = reason_words(checkers_game_claimable(game))) != NULL)
        snprintf(buf, capacity, "%s (a draw can be claimed: %s)", what, words);
    else
        snprintf(buf, capacity, "%s", what);
    return result;
}

void cli_refusal_text(const checkers_game *game, int32_t code, const checkers_refusal *why,
                      char *buf, size_t capacity)
{
    /* The library says a refusal in words, squares named as the variant writes them. */
    if (why == NULL || why->code != code ||
        checkers_game_refusal_text(game, why, buf, capacity) < 0)
        snprintf(buf, capacity, "%s", checkers_strerror(code));
}

int32_t cli_legal_moves(const checkers_game *game, checkers_move **out)
{
    checkers_move *moves;
    int32_t count, again;

    *out = NULL;
    count = checkers_game_moves(game, NULL, 0);
    if (count <= 0)
        return count;
    moves = malloc((size_t)count * sizeof *moves);
    if (moves == NULL)
        return CHECKERS_E_NO_MEMORY;
    again = checkers_game_moves(game, moves, (size_t)count);
    if (again != count) {
        free(moves);
        return again < 0 ? again : CHECKERS_E_INVALID_ARGUMENT;
    }
    *out = moves;
    return count;
}

int32_t cli_hub_split(char *text, cli_hub_line *out)
{
    checkers_hub_line spans;
    int32_t status = checkers_hub_parse_line(text, SIZE_MAX, &spans);
    /* Each span is followed by a blank, `=`, a quote or the end: a NUL there ends it. */
    memset(out, 0, sizeof *out);
    text[spans.command + spans.command_length] = '\0';
    out->command = text + spans.command;
    for (int32_t i = 0; i < spans.count; i++) {
        text[spans.name[i] + spans.name_length[i]] = '\0';
        out->names[i] = text + spans.name[i];
        if (spans.value[i] >= 0) {
            text[spans.value[i] + spans.value_length[i]] = '\0';
            out->values[i] = text + spans.value[i];
        }
    }
    out->count = spans.count;
    return status;
}

const char *cli_hub_arg(const cli_hub_line *line, const char *name)
{
    for (int i = 0; i < line->count; i++)
        if (strcmp(line->names[i], name) == 0)
            return line->values[i] != NULL ? line->values[i] : "";
    return NULL;
}
