/* SPDX-License-Identifier: MIT */
/*
 * Internal declarations of the PDN reader: the lexer, move words and routes
 * (pdn_lexer.c), the reader object and what it keeps of a game (pdn_reader.c),
 * used by the game reader (pdn_replay.c, pdn_movetext.c, pdn_repair.c:
 * pdn_replay.h).
 * Nothing here is exported.
 */
#ifndef CHECKERS_PDN_H
#define CHECKERS_PDN_H

#include <stddef.h>
#include <stdint.h>

#include "core/core.h"

/* Where the lexer stands: a byte offset and the 1-based line and column there. */
typedef struct {
    size_t pos;
    int32_t line, col;
} checkers__pdn_cursor;

/* Token kinds. */
enum {
    CHECKERS__PDN_EOF,
    CHECKERS__PDN_TAG,      /* [Name "value"]: name and raw value (escapes kept) in a/b */
    CHECKERS__PDN_COMMENT,  /* {...}: inner text in a */
    CHECKERS__PDN_NAG,      /* $12 */
    CHECKERS__PDN_SETUP,    /* /.../: inner text in a */
    CHECKERS__PDN_LPAREN,   /* ( opening a variation */
    CHECKERS__PDN_RPAREN,   /* ) */
    CHECKERS__PDN_STRENGTH, /* !?, ?? or (!?) standing alone */
    CHECKERS__PDN_STAR,     /* * */
    CHECKERS__PDN_WORD,     /* anything else up to white space or a delimiter */
    CHECKERS__PDN_BAD       /* unterminated tag, comment or setup; a stray ] } or " */
};

/* A span of the text. */
typedef struct {
    size_t start, end;
} checkers__pdn_span;

typedef struct {
    int kind;
    checkers__pdn_span all; /* the whole token */
    checkers__pdn_span a;   /* tag name; comment or setup text */
    checkers__pdn_span b;   /* tag value, still escaped */
    int32_t line, col;      /* of the token's first character */
    int spaced;             /* white space, a line comment or the start of the text precedes it */
    int lenient_only;       /* readable but not PDN 3.0: a nested comment, a tag off the grammar */
} checkers__pdn_token;

/*
 * Reads the token at c (skipping white space and % line comments first) into
 * *t and moves c past it. Never reads outside text[0..len-1].
 */
void checkers__pdn_lex(const char *text, size_t len, checkers__pdn_cursor *c,
                       checkers__pdn_token *t);

/* ---------------------------------------------------------- move words */

/* What a CHECKERS__PDN_WORD is. */
enum {
    CHECKERS__PDN_W_MOVE, /* squares and separators (maybe a move number before, strength after) */
    CHECKERS__PDN_W_NUMBER,   /* a move number alone: "12." or "12..." */
    CHECKERS__PDN_W_ELLIPSIS, /* "..." (or, lenient, any run of dots) */
    CHECKERS__PDN_W_RESULT    /* 1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 */
};

/* A longest move text the reader passes on; longer words are refused as syntax. */
#define CHECKERS__PDN_MOVE_TEXT_MAX 128

/* The analysis of one word. */
typedef struct {
    int kind;          /* PDN_W_* */
    int32_t number;    /* the move number written before it, or -1 */
    int number_dots;   /* dots after that number: 1 for "12.", 3 for "12..." */
    int32_t result;    /* CHECKERS__PDN_W_RESULT: CHECKERS_PDN_* */
    size_t move_start; /* CHECKERS__PDN_W_MOVE: the move text within the word, strength excluded */
    size_t move_end;
    int strength;    /* a strength suffix (!, ?, ...) follows the move */
    int star_suffix; /* ... and it has a '*' (not PDN 3.0) */
} checkers__pdn_word;

/* Classifies text[start..end-1], a CHECKERS__PDN_WORD: if not a number, result or ellipsis, a move. */
void checkers__pdn_word_read(const char *text, size_t start, size_t end, checkers__pdn_word *w);

/* Whether a move text ends with a separator, or begins with one (a split move). */
int checkers__pdn_ends_with_separator(const char *s, size_t n);
int checkers__pdn_starts_with_separator(const char *s, size_t n);
/* Whether a move text is a single square ("12", "c3"). */
int checkers__pdn_is_square(const char *s, size_t n);

/* Board squares by algebraic name: PDN number of file f (0 = a), rank r (0 = 1). */
#define CHECKERS__PDN_FILES 12
typedef struct {
    int ok;
    uint8_t number[CHECKERS__PDN_FILES][CHECKERS__PDN_FILES];
} checkers__pdn_squares;

/*
 * Fills *sq for a game of this board: a1 is the bottom left corner seen by
 * the side that moves first in the variant (PDN notation "A0"). `first` is
 * that side (CHECKERS_BLACK or CHECKERS_WHITE).
 */
void checkers__pdn_squares_init(checkers__pdn_squares *sq, const checkers_game *game,
                                int32_t first);

/* A parsed move text: squares and separators. */
typedef struct {
    int n; /* squares */
    int32_t sq[CHECKERS_MAX_CAPTURES + 2];
    char sep[CHECKERS_MAX_CAPTURES + 2]; /* sep[i] stands before sq[i+1]; 0 if omitted */
    int algebraic;                       /* some square was written a1..l12 */
    int leading_zero;                    /* some number was written 07 */
    int spaces;                          /* white space inside */
} checkers__pdn_route;

/*
 * Parses a move text into *out, naming algebraic squares with *sq (may be
 * NULL: then algebraic squares are refused). Returns 0, or
 * CHECKERS_E_MOVE_SYNTAX, or CHECKERS_E_MOVE_SQUARE for a square name that is
 * not a playing square.
 */
int32_t checkers__pdn_route_read(const char *s, size_t n, const checkers__pdn_squares *sq,
                                 checkers__pdn_route *out);

/*
 * Writes the route as numeric PDN text ("11x18x25") into buf. A buffer of
 * CHECKERS__PDN_ROUTE_TEXT_MAX holds any route; in a smaller one that the route does
 * not fit, the text is empty (a cut route could name another move).
 */
#define CHECKERS__PDN_ROUTE_TEXT_MAX 256 /* 34 squares of at most 5 digits, and separators */
void checkers__pdn_route_text(const checkers__pdn_route *r, char *buf, size_t cap);

/* Whether the legal move m fits the route: same ends, the given landing squares in order. */
int checkers__pdn_route_fits(const checkers__pdn_route *r, const checkers_move *m);

/* ------------------------------------------------------------ the reader */

#define CHECKERS__PDN_NONE ((size_t)-1)

typedef struct {
    size_t name, value; /* offsets in the reader's tag arena */
    int32_t line, col;
} checkers__pdn_tag;

/* NUL-terminated strings stored one after another. */
typedef struct {
    char *buf;
    size_t len, cap;
} checkers__pdn_arena;

struct checkers_pdn_reader {
    checkers_allocator alloc;
    const char *text;
    size_t len;
    char *copy; /* the reader's own copy of the text (CHECKERS_PDN_COPY), or NULL */
    checkers__pdn_cursor cur;
    const checkers__variant *variant; /* for games without a GameType */
    uint32_t flags;
    int32_t games;
    int32_t max_plies;       /* per game; 0: none (checkers_pdn_reader_set_limits) */
    uint64_t max_game_bytes; /* per game, from its first token; 0: none */

    /* The current game. */
    checkers_game *game;
    checkers_draw_rules draws; /* its own rules, put back once replayed */
    checkers__pdn_tag *tags;
    int32_t ntags, tag_cap;
    checkers__pdn_arena arena; /* tag names and values */
    /*
     * Comments apart from tags, so that a comment that grows (several before
     * one ply) is almost always the string stored last and grows in place:
     * header comments between tags would otherwise move it each time.
     */
    checkers__pdn_arena notes;
    size_t note_len;  /* the length of the comment stored last in notes */
    size_t *comments; /* comments[k]: before ply k (0: before the first move), or ..._NONE */
    int32_t comment_cap, comment_top; /* comment_top: 1 + the last k used */
    int32_t result;
    checkers_pdn_error err;
    char message[224]; /* err said in words (checkers_pdn_error_message) */
    char pending[224]; /* what play_strict found wrong with the move it refused, or "" */

    checkers__pdn_squares squares; /* algebraic names on the current board */
    const checkers__variant *squares_variant;
    checkers_move *moves; /* CHECKERS_MAX_MOVES, for ambiguous captures; allocated when needed */
};

/* Whether two tag names are equal, with `fold`: ignoring case (pdn_reader.c). */
int checkers__pdn_same_name(const char *a, const char *b, int fold);

/* What the reader keeps of the current game (pdn_reader.c). */
int32_t checkers__pdn_add_tag(checkers_pdn_reader *r, const checkers__pdn_token *t);
/* The first tag of that name; case-insensitive unless strict (real files write "Setup", "Fen"). */
const checkers__pdn_tag *checkers__pdn_find_tag(const checkers_pdn_reader *r, const char *name);
/* Keeps the comment that stands before ply k; several there are joined by a space. */
int32_t checkers__pdn_add_comment(checkers_pdn_reader *r, int32_t k, checkers__pdn_span s);
void checkers__pdn_clear_game(checkers_pdn_reader *r);
checkers__pdn_span checkers__pdn_trimmed(const char *text, checkers__pdn_span s);

/* The tags the library understands (pdn_tags.c): how each is read and written. */
typedef struct {
    const checkers__variant *v; /* the variant: the reader's default, then the tags' */
    int numbered;               /* a GameType named it (a Variant tag then does not) */
    const char *fen;            /* the FEN tag's value, or NULL */
    checkers_game *game;        /* the game, for the tags read once it is made */
    const char *why[2];         /* a refusal in words: before and after the tag's value */
} checkers__pdn_setup;
typedef struct {
    const checkers_game *game;
    const checkers__pos *start; /* the position before the first move */
    int32_t result;             /* as checkers_pdn_write takes it */
    int algebraic;
} checkers__pdn_writing;
enum {
    CHECKERS__TAG_SEVEN = 1,       /* one of PDN's seven: written first, the caller's or "?" */
    CHECKERS__TAG_OWN = 2,         /* the library's: a caller's tag of that name is not written */
    CHECKERS__TAG_UNLESS_GIVEN = 4 /* written by the library when the caller does not give it */
};
enum {
    CHECKERS__TAG_BEFORE_GAME = 1, /* read into the setup, before the game is made */
    CHECKERS__TAG_ON_GAME = 2      /* read into the game once made */
};
typedef struct {
    const char *name;
    uint8_t writing; /* CHECKERS__TAG_SEVEN, _OWN, _UNLESS_GIVEN */
    uint8_t reading; /* CHECKERS__TAG_BEFORE_GAME, _ON_GAME, or 0: kept as it is */
    /* Reads the value into s: 0, or an error with its words in s->why. */
    int32_t (*read)(checkers__pdn_setup *s, const char *value);
    /* The value the game gives it (text: room for a FEN), or NULL: not written by the library. */
    const char *(*write)(const checkers__pdn_writing *w, char *text, size_t cap);
} checkers__pdn_tag_rule;
extern const checkers__pdn_tag_rule checkers__pdn_tags[] CHECKERS__HIDDEN;
extern const int32_t checkers__pdn_tag_count CHECKERS__HIDDEN;
/* The result as the variant's result type writes it (CHECKERS_PDN_NO_RESULT: "0-0"). */
const char *checkers__pdn_result_text(const checkers__variant *v, int32_t result);
/* The result a text of either result type names ("2-0", "1/2-1/2", ...), or -1. */
int32_t checkers__pdn_result_of(const char *s, size_t n);

#endif
