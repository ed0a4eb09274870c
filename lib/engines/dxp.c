/* SPDX-License-Identifier: MIT */
/*
 * dxp.c - the messages of DXP, the DamExchange Protocol (checkers_dxp_*): each
 * read from and written to its fixed-width text, a MOVE resolved against a game
 * and written from a legal move, a GAMEREQ's start position read into a game and
 * written from one. No I/O: the program that talks to the other side frames the
 * messages (examples/cli/dxp_session.c).
 *
 * Reading is strict: every field at its width and of its kind, nothing after the
 * last one, so that a message read is exactly one the writer writes back.
 */
#include <string.h>

#include "internal.h"

/* The letters of DXP's colours and position squares: Z is zwart, black. */
#define DXP_WHITE 'W'
#define DXP_BLACK 'Z'
#define DXP_WHITE_MAN 'w'
#define DXP_BLACK_MAN 'z'
#define DXP_WHITE_KING 'W'
#define DXP_BLACK_KING 'Z'
#define DXP_EMPTY 'e'

/* The widths of the GAMEREQ's fields before its start, and the room left for squares. */
#define DXP_GAMEREQ_HEAD (1 + 2 + CHECKERS_DXP_NAME_MAX + 1 + 3 + 3)
#define DXP_SQUARES_MAX (CHECKERS_DXP_TEXT_MAX - DXP_GAMEREQ_HEAD - 2)
#define DXP_CHAT_MAX (CHECKERS_DXP_TEXT_MAX - 1)

static int printable(char c)
{
    return c >= 0x20 && c <= 0x7e;
}

static int square_letter(char c)
{
    return c == DXP_WHITE_MAN || c == DXP_BLACK_MAN || c == DXP_WHITE_KING || c == DXP_BLACK_KING ||
           c == DXP_EMPTY;
}

/* Reads `width` digits at *s into *value, moving *s past them; 0 if one is not a digit. */
static int read_number(const char **s, int width, int32_t *value)
{
    int32_t n = 0;
    for (int i = 0; i < width; i++) {
        char c = (*s)[i];
        if (c < '0' || c > '9')
            return 0;
        n = n * 10 + (c - '0');
    }
    *s += width;
    *value = n;
    return 1;
}

/* Reads a colour letter into CHECKERS_WHITE or CHECKERS_BLACK. */
static int read_colour(const char **s, int32_t *colour)
{
    if (**s != DXP_WHITE && **s != DXP_BLACK)
        return 0;
    *colour = **s == DXP_WHITE ? CHECKERS_WHITE : CHECKERS_BLACK;
    (*s)++;
    return 1;
}

/* Reads the 32 characters of a name, without the spaces that pad it on the right. */
static int read_name(const char **s, char *name)
{
    int length = 0;
    for (int i = 0; i < CHECKERS_DXP_NAME_MAX; i++) {
        char c = (*s)[i];
        if (!printable(c))
            return 0; /* the end of the text comes first, or a control character */
        name[i] = c;
        if (c != ' ')
            length = i + 1;
    }
    name[length] = '\0';
    *s += CHECKERS_DXP_NAME_MAX;
    return 1;
}

static int read_message(const char *s, checkers_dxp_message *m)
{
    m->type = (unsigned char)*s++;
    switch (m->type) {
    case CHECKERS_DXP_GAMEREQ: {
        size_t n;
        if (!read_number(&s, 2, &m->version) || !read_name(&s, m->name) ||
            !read_colour(&s, &m->colour) || !read_number(&s, 3, &m->minutes) ||
            !read_number(&s, 3, &m->moves))
            return 0;
        if (*s == 'A')
            return s[1] == '\0';
        if (*s++ != 'B' || !read_colour(&s, &m->turn))
            return 0;
        n = strlen(s);
        if (n == 0 || n > DXP_SQUARES_MAX)
            return 0;
        for (size_t i = 0; i < n; i++)
            if (!square_letter(s[i]))
                return 0;
        memcpy(m->text, s, n + 1);
        return 1;
    }
    case CHECKERS_DXP_GAMEACC:
        if (!read_name(&s, m->name) || !read_number(&s, 1, &m->code))
            return 0;
        return m->code <= CHECKERS_DXP_REFUSED_ALL && *s == '\0';
    case CHECKERS_DXP_MOVE:
        if (!read_number(&s, 4, &m->seconds) || !read_number(&s, 2, &m->from) ||
            !read_number(&s, 2, &m->to) || !read_number(&s, 2, &m->captures) ||
            m->captures > CHECKERS_DXP_MAX_CAPTURES)
            return 0;
        for (int i = 0; i < m->captures; i++) {
            int32_t sq;
            if (!read_number(&s, 2, &sq))
                return 0;
            m->captured[i] = (uint8_t)sq;
        }
        return *s == '\0';
    case CHECKERS_DXP_GAMEEND:
        if (!read_number(&s, 1, &m->code) || !read_number(&s, 1, &m->stop))
            return 0;
        return m->code <= CHECKERS_DXP_END_I_WIN && m->stop <= 1 && *s == '\0';
    case CHECKERS_DXP_CHAT: {
        size_t n = strlen(s);
        if (n == 0 || n > DXP_CHAT_MAX)
            return 0;
        for (size_t i = 0; i < n; i++)
            if (!printable(s[i]))
                return 0;
        memcpy(m->text, s, n + 1);
        return 1;
    }
    case CHECKERS_DXP_BACKREQ:
        if (!read_number(&s, 3, &m->moves) || !read_colour(&s, &m->colour))
            return 0;
        return *s == '\0';
    case CHECKERS_DXP_BACKACC:
        if (!read_number(&s, 1, &m->code))
            return 0;
        return m->code <= CHECKERS_DXP_BACK_GO_ON && *s == '\0';
    default:
        return 0;
    }
}

int32_t checkers_dxp_parse(const char *text, checkers_dxp_message *out)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (text == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    /* Bounded before reading: a hostile text is never scanned past the longest message. */
    if (memchr(text, '\0', CHECKERS_DXP_TEXT_MAX + 1) == NULL || !read_message(text, out)) {
        memset(out, 0, sizeof *out);
        return CHECKERS_E_DXP_SYNTAX;
    }
    return 0;
}

/* ---------------------------------------------------------------- writing */

static void out_number(checkers__out *o, int32_t value, int width)
{
    char digits[4];
    for (int i = width - 1; i >= 0; i--) {
        digits[i] = (char)('0' + value % 10);
        value /= 10;
    }
    for (int i = 0; i < width; i++)
        checkers__out_char(o, digits[i]);
}

static int in_range(int32_t value, int32_t low, int32_t high)
{
    return value >= low && value <= high;
}

static int colour_ok(int32_t colour)
{
    return colour == CHECKERS_WHITE || colour == CHECKERS_BLACK;
}

/* The length of a NUL-terminated field of printable ASCII no longer than `max`, or -1. */
static int text_length(const char *text, size_t size, int max)
{
    int n = 0;
    while ((size_t)n < size && text[n] != '\0') {
        if (n == max || !printable(text[n]))
            return -1;
        n++;
    }
    return (size_t)n < size ? n : -1;
}

/* Whether every field of the message, and only those of its type, is in range. */
static int message_ok(const checkers_dxp_message *m)
{
    for (int i = 0; i < 4; i++)
        if (m->reserved[i] != 0)
            return 0;
    switch (m->type) {
    case CHECKERS_DXP_GAMEREQ:
        if (!in_range(m->version, 0, 99) || !colour_ok(m->colour) ||
            !in_range(m->minutes, 0, 999) || !in_range(m->moves, 0, 999) ||
            text_length(m->name, sizeof m->name, CHECKERS_DXP_NAME_MAX) < 0)
            return 0;
        if (m->turn == 0)
            return 1;
        if (!colour_ok(m->turn))
            return 0;
        {
            int n = text_length(m->text, sizeof m->text, DXP_SQUARES_MAX);
            if (n <= 0)
                return 0;
            for (int i = 0; i < n; i++)
                if (!square_letter(m->text[i]))
                    return 0;
        }
        return 1;
    case CHECKERS_DXP_GAMEACC:
        return in_range(m->code, 0, CHECKERS_DXP_REFUSED_ALL) &&
               text_length(m->name, sizeof m->name, CHECKERS_DXP_NAME_MAX) >= 0;
    case CHECKERS_DXP_MOVE:
        if (!in_range(m->seconds, 0, 9999) || !in_range(m->from, 0, 99) ||
            !in_range(m->to, 0, 99) || !in_range(m->captures, 0, CHECKERS_DXP_MAX_CAPTURES))
            return 0;
        for (int i = 0; i < m->captures; i++)
            if (m->captured[i] > 99)
                return 0;
        return 1;
    case CHECKERS_DXP_GAMEEND:
        return in_range(m->code, 0, CHECKERS_DXP_END_I_WIN) && in_range(m->stop, 0, 1);
    case CHECKERS_DXP_CHAT:
        return text_length(m->text, sizeof m->text, DXP_CHAT_MAX) > 0;
    case CHECKERS_DXP_BACKREQ:
        return in_range(m->moves, 0, 999) && colour_ok(m->colour);
    case CHECKERS_DXP_BACKACC:
        return in_range(m->code, 0, CHECKERS_DXP_BACK_GO_ON);
    default:
        return 0;
    }
}

static void out_colour(checkers__out *o, int32_t colour)
{
    checkers__out_char(o, colour == CHECKERS_WHITE ? DXP_WHITE : DXP_BLACK);
}

static void out_name(checkers__out *o, const char *name)
{
    size_t n = strlen(name);
    checkers__out_str(o, name);
    for (size_t i = n; i < CHECKERS_DXP_NAME_MAX; i++)
        checkers__out_char(o, ' ');
}

int32_t checkers_dxp_write(const checkers_dxp_message *m, char *buf, size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    if (m == NULL || (buf == NULL && capacity > 0) || !message_ok(m))
        return CHECKERS_E_INVALID_ARGUMENT;
    checkers__out_char(&o, (char)m->type);
    switch (m->type) {
    case CHECKERS_DXP_GAMEREQ:
        out_number(&o, m->version, 2);
        out_name(&o, m->name);
        out_colour(&o, m->colour);
        out_number(&o, m->minutes, 3);
        out_number(&o, m->moves, 3);
        if (m->turn == 0) {
            checkers__out_char(&o, 'A');
        } else {
            checkers__out_char(&o, 'B');
            out_colour(&o, m->turn);
            checkers__out_str(&o, m->text);
        }
        break;
    case CHECKERS_DXP_GAMEACC:
        out_name(&o, m->name);
        out_number(&o, m->code, 1);
        break;
    case CHECKERS_DXP_MOVE:
        out_number(&o, m->seconds, 4);
        out_number(&o, m->from, 2);
        out_number(&o, m->to, 2);
        out_number(&o, m->captures, 2);
        for (int i = 0; i < m->captures; i++)
            out_number(&o, m->captured[i], 2);
        break;
    case CHECKERS_DXP_GAMEEND:
        out_number(&o, m->code, 1);
        out_number(&o, m->stop, 1);
        break;
    case CHECKERS_DXP_CHAT:
        checkers__out_str(&o, m->text);
        break;
    case CHECKERS_DXP_BACKREQ:
        out_number(&o, m->moves, 3);
        out_colour(&o, m->colour);
        break;
    default: /* CHECKERS_DXP_BACKACC: message_ok let no other type through */
        out_number(&o, m->code, 1);
        break;
    }
    return checkers__out_finish(&o);
}

/* ------------------------------------------------------- against a game */

int32_t checkers_game_dxp_move(const checkers_game *game, const checkers_move *move,
                               int32_t seconds, checkers_dxp_message *out)
{
    checkers_refusal why;
    int32_t status;

    if (game == NULL || move == NULL || out == NULL || !in_range(seconds, 0, 9999))
        return CHECKERS_E_INVALID_ARGUMENT;
    status = checkers_game_check_move(game, move, &why);
    if (status != 0)
        return status;
    memset(out, 0, sizeof *out);
    out->type = CHECKERS_DXP_MOVE;
    out->seconds = seconds;
    out->from = why.move.from;
    out->to = why.move.to;
    out->captures = why.move.captures;
    memcpy(out->captured, why.move.captured, why.move.captures);
    return 0;
}

int32_t checkers_game_resolve_dxp_move(const checkers_game *game,
                                       const checkers_dxp_message *message, checkers_move *out,
                                       checkers_refusal *why)
{
    checkers_refusal local;
    int32_t squares, captured[CHECKERS_DXP_MAX_CAPTURES];

    if (why == NULL)
        why = &local;
    memset(why, 0, sizeof *why);
    if (game == NULL || message == NULL || message->type != CHECKERS_DXP_MOVE ||
        !in_range(message->captures, 0, CHECKERS_DXP_MAX_CAPTURES))
        return CHECKERS_E_INVALID_ARGUMENT;
    squares = checkers_game_square_count(game);
    for (int i = 0; i < message->captures; i++)
        captured[i] = message->captured[i];
    if (!in_range(message->from, 1, squares) || !in_range(message->to, 1, squares))
        why->code = CHECKERS_E_MOVE_SQUARE;
    for (int i = 0; i < message->captures && why->code == 0; i++)
        if (!in_range(captured[i], 1, squares))
            why->code = CHECKERS_E_MOVE_SQUARE;
    if (why->code != 0)
        return why->code;
    return checkers__engine_move(game, message->from, message->to, captured, message->captures, 1,
                                 out, why);
}

/* Whether the position is the variant's start with its first side to move. */
static int at_start(const checkers__variant *v, const checkers__pos *p)
{
    checkers__pos start;
    checkers__start_position(v, &start);
    return memcmp(&start.men, &p->men, sizeof start.men) == 0 &&
           memcmp(&start.kings, &p->kings, sizeof start.kings) == 0 && start.side == p->side;
}

int32_t checkers_game_dxp_start(const checkers_game *game, checkers_dxp_message *message)
{
    int n;

    if (game == NULL || message == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    memset(message->text, 0, sizeof message->text);
    if (at_start(game->v, &game->pos)) {
        message->turn = 0;
        return 0;
    }
    message->turn = game->pos.side ? CHECKERS_WHITE : CHECKERS_BLACK;
    n = checkers__squares(game->v);
    for (int sq = 1; sq <= n; sq++) {
        int bit = checkers__square_to_bit(game->v, sq);
        int king = checkers__set_has(&game->pos.kings, bit);
        char c = DXP_EMPTY;
        if (checkers__set_has(&game->pos.men[1], bit))
            c = king ? DXP_WHITE_KING : DXP_WHITE_MAN;
        else if (checkers__set_has(&game->pos.men[0], bit))
            c = king ? DXP_BLACK_KING : DXP_BLACK_MAN;
        message->text[sq - 1] = c;
    }
    return 0;
}

int32_t checkers_game_new_from_dxp(checkers_game **out, const char *variant,
                                   const checkers_dxp_message *gamereq,
                                   const checkers_allocator *allocator)
{
    /* As a Hub position string, which the Hub reader turns into a checked FEN. */
    char hub[1 + CHECKERS_MAX_SQUARES + 1];
    const checkers__variant *v;
    size_t n;

    if (out != NULL)
        *out = NULL;
    if (out == NULL || gamereq == NULL || gamereq->type != CHECKERS_DXP_GAMEREQ)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (gamereq->turn == 0)
        return checkers_game_new(out, variant, allocator);
    v = checkers__variant_lookup(variant != NULL ? variant : "english");
    if (v == NULL)
        return CHECKERS_E_UNKNOWN_VARIANT;
    if (!colour_ok(gamereq->turn))
        return CHECKERS_E_FEN_TURN;
    {
        const char *end = memchr(gamereq->text, '\0', sizeof gamereq->text);
        n = end != NULL ? (size_t)(end - gamereq->text) : sizeof gamereq->text;
    }
    if (n != (size_t)checkers__squares(v))
        return CHECKERS_E_FEN_SYNTAX;
    hub[0] = gamereq->turn == CHECKERS_WHITE ? 'W' : 'B';
    for (size_t i = 0; i < n; i++) {
        char c = gamereq->text[i];
        if (!square_letter(c))
            return CHECKERS_E_FEN_SYNTAX;
        hub[i + 1] = c == DXP_BLACK_MAN ? 'b' : c == DXP_BLACK_KING ? 'B' : c;
    }
    hub[n + 1] = '\0';
    return checkers_game_new_from_hub(out, variant, hub, allocator);
}
