/* SPDX-License-Identifier: MIT */
/* Status codes and their text; the version. */
#include "internal.h"

typedef struct {
    int32_t code;
    const char *name;
    const char *text;
} error_entry;

static const error_entry errors[] = {
    {CHECKERS_OK, "OK", "success"},
    {CHECKERS_E_INVALID_ARGUMENT, "E_INVALID_ARGUMENT", "invalid argument"},
    {CHECKERS_E_NO_MEMORY, "E_NO_MEMORY", "out of memory"},
    {CHECKERS_E_UNKNOWN_VARIANT, "E_UNKNOWN_VARIANT", "unknown variant"},
    {CHECKERS_E_TOO_MANY_MOVES, "E_TOO_MANY_MOVES", "the position has too many legal moves"},
    {CHECKERS_E_UNSUPPORTED, "E_UNSUPPORTED", "not supported by this build"},
    {CHECKERS_E_FEN_SYNTAX, "E_FEN_SYNTAX", "malformed FEN"},
    {CHECKERS_E_FEN_TURN, "E_FEN_TURN", "FEN: the side to move must be W or B"},
    {CHECKERS_E_FEN_SQUARE, "E_FEN_SQUARE", "FEN: square number outside the board"},
    {CHECKERS_E_FEN_DUPLICATE, "E_FEN_DUPLICATE", "FEN: square listed twice"},
    {CHECKERS_E_FEN_CROWNING_ROW, "E_FEN_CROWNING_ROW",
     "FEN: a man stands on the row where it would be crowned"},
    {CHECKERS_E_PDN_SYNTAX, "E_PDN_SYNTAX", "PDN: malformed, or not as PDN 3.0 writes it (strict)"},
    {CHECKERS_E_PDN_TOO_MANY_PLIES, "E_PDN_TOO_MANY_PLIES",
     "PDN: the game has more plies than the reader's limit"},
    {CHECKERS_E_PDN_TOO_LONG, "E_PDN_TOO_LONG", "PDN: the game is longer than the reader's byte limit"},
    {CHECKERS_E_NOTHING_TO_UNDO, "E_NOTHING_TO_UNDO", "no move to take back"},
    {CHECKERS_E_NO_CLAIM, "E_NO_CLAIM", "no draw can be claimed now"},
    {CHECKERS_E_NO_SUCH_PLY, "E_NO_SUCH_PLY", "no move was played at that ply"},
    {CHECKERS_E_MOVE_SYNTAX, "E_MOVE_SYNTAX", "not a move in PDN notation"},
    {CHECKERS_E_MOVE_SQUARE, "E_MOVE_SQUARE", "square number outside the board"},
    {CHECKERS_E_NO_PIECE, "E_NO_PIECE", "there is no piece on the start square"},
    {CHECKERS_E_NOT_YOUR_PIECE, "E_NOT_YOUR_PIECE", "that piece belongs to the other side"},
    {CHECKERS_E_MAN_BACKWARDS, "E_MAN_BACKWARDS", "a man cannot move backwards"},
    {CHECKERS_E_NOT_DIAGONAL, "E_NOT_DIAGONAL", "not a diagonal step or jump for this piece"},
    {CHECKERS_E_OCCUPIED, "E_OCCUPIED", "the destination square is occupied"},
    {CHECKERS_E_MUST_CAPTURE, "E_MUST_CAPTURE", "a capture is available and must be made"},
    {CHECKERS_E_CAPTURE_INCOMPLETE, "E_CAPTURE_INCOMPLETE",
     "the capture can continue and must be completed"},
    {CHECKERS_E_JUMP_OWN_PIECE, "E_JUMP_OWN_PIECE", "a piece cannot jump its own pieces"},
    {CHECKERS_E_JUMP_TWICE, "E_JUMP_TWICE", "the same piece cannot be jumped twice"},
    {CHECKERS_E_AMBIGUOUS, "E_AMBIGUOUS",
     "several legal moves match: give every landing square"},
    {CHECKERS_E_GAME_OVER, "E_GAME_OVER", "the game is over"},
    {CHECKERS_E_NOT_MAX_CAPTURE, "E_NOT_MAX_CAPTURE",
     "a capture that takes more pieces is compulsory"},
    {CHECKERS_E_MAN_TAKES_KING, "E_MAN_TAKES_KING", "a man cannot capture a king in this variant"},
    {CHECKERS_E_CAPTURE_PRECEDENCE, "E_CAPTURE_PRECEDENCE",
     "another capture has priority under this variant's rules"},
    {CHECKERS_E_CROWNING_ENDS_MOVE, "E_CROWNING_ENDS_MOVE",
     "a man that is crowned ends its move on the crowning square"},
    {CHECKERS_E_ILLEGAL, "E_ILLEGAL", "illegal move"},
    {CHECKERS_E_KING_RUN, "E_KING_RUN",
     "this king has made three plain moves in a row: capture, or move another piece"},
    {CHECKERS_E_NOT_MAX_VALUE, "E_NOT_MAX_VALUE",
     "a capture of higher value is compulsory (a king is worth more than one man, less than two)"},
    {CHECKERS_E_NO_HUFF, "E_NO_HUFF", "nothing can be huffed now"},
    {CHECKERS_E_HUFF_SQUARE, "E_HUFF_SQUARE", "that piece did not fail to capture: it cannot be huffed"},
    {CHECKERS_E_CAPTURE_REVERSAL, "E_CAPTURE_REVERSAL",
     "a capture cannot turn back the way it came (180 degrees) between two jumps"},
};

static const error_entry *find(int32_t code)
{
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
        if (errors[i].code == code)
            return &errors[i];
    return NULL;
}

const char *checkers_strerror(int32_t code)
{
    const error_entry *e = find(code);
    return e ? e->text : "unknown error";
}

const char *checkers_error_name(int32_t code)
{
    const error_entry *e = find(code);
    return e ? e->name : "UNKNOWN";
}

uint32_t checkers_version(void)
{
    return CHECKERS_VERSION;
}

const char *checkers_version_string(void)
{
    return CHECKERS_VERSION_STRING;
}
