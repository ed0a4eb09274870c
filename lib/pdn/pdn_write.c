/* SPDX-License-Identifier: MIT */
/* The PDN writer: one game as canonical PDN 3.0. */
#include <string.h>

#include "notation/notation.h"
#include "game/game_internal.h"
#include "pdn/pdn.h"

/* Movetext lines are wrapped before this column (tokens are never split). */
#define LINE_WIDTH 79

/* A tag name the reader reads back: no space, quote, bracket or control character. */
static int valid_name(const char *name)
{
    if (!name || !*name)
        return 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        if (*p <= ' ' || *p == '"' || *p == '[' || *p == ']' || *p == '{' || *p == '}')
            return 0;
    return 1;
}

static void out_tag(checkers__out *o, const char *name, const char *value)
{
    checkers__out_char(o, '[');
    checkers__out_str(o, name);
    checkers__out_str(o, " \"");
    for (const unsigned char *p = (const unsigned char *)value; *p; p++) {
        if (*p == '"' || *p == '\\')
            checkers__out_char(o, '\\');
        checkers__out_char(o, *p < ' ' ? ' ' : (char)*p);
    }
    checkers__out_str(o, "\"]\n");
}

/* Movetext output: tokens separated by a space or, past the line width, a new line. */
typedef struct {
    checkers__out *o;
    size_t col;
} line_out;

/* Starts a token n characters wide: after a space, or on a new line past the line width. */
static void space_for(line_out *l, size_t n)
{
    if (l->col > 0 && l->col + 1 + n > LINE_WIDTH) {
        checkers__out_char(l->o, '\n');
        l->col = 0;
    } else if (l->col > 0) {
        checkers__out_char(l->o, ' ');
        l->col++;
    }
    l->col += n;
}

static void token(line_out *l, const char *text, size_t n)
{
    space_for(l, n);
    for (size_t i = 0; i < n; i++)
        checkers__out_char(l->o, text[i]);
}

/* A comment on one line, as one token; braces inside would end it: they become parentheses. */
static void comment(line_out *l, const char *text)
{
    size_t n = strlen(text);
    space_for(l, n + 2);
    checkers__out_char(l->o, '{');
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c == '\r' && text[i + 1] == '\n')
            continue; /* one space for a line break */
        checkers__out_char(l->o, c == '{'                 ? '('
                                 : c == '}'               ? ')'
                                 : (unsigned char)c < ' ' ? ' '
                                                          : c);
    }
    checkers__out_char(l->o, '}');
}

/*
 * A huff (huff.c), which PDN has no notation for: a comment naming the piece's
 * square, then a SETUP with the position after the huff, which *p becomes. A
 * reader that knows nothing of huffing stays in step by the SETUP; this
 * library's reader takes a SETUP that only removes a huffable piece as the huff.
 */
static void huff(line_out *l, const checkers__variant *v, checkers__pos *p, int bit, int algebraic)
{
    char text[CHECKERS_FEN_MAX + 8];
    checkers__out o = {text, sizeof text, 0};
    checkers__out_str(&o, "huff ");
    checkers__out_square(&o, v, checkers__bit_to_square(v, bit), algebraic);
    checkers__out_finish(&o);
    comment(l, text);
    checkers__set_del(&p->men[!p->side], bit);
    checkers__set_del(&p->kings, bit);
    o.len = 0;
    checkers__out_str(&o, "/FEN \"");
    o.len += (size_t)checkers__fen_write(v, p, algebraic, text + o.len, sizeof text - o.len);
    checkers__out_str(&o, "\"/");
    token(l, text, o.len);
}

/* Whether the caller's tags include one of this name (any case). */
static int has_tag(const char *const *names, int32_t count, const char *name)
{
    for (int32_t i = 0; i < count; i++)
        if (checkers__pdn_same_name(names[i], name, 1))
            return 1;
    return 0;
}

int32_t checkers_pdn_write(const checkers_game *game, const char *const *tag_names,
                           const char *const *tag_values, int32_t tag_count,
                           const char *const *comments, int32_t result, char *buf, size_t capacity)
{
    if (!game || tag_count < 0 || (tag_count > 0 && (!tag_names || !tag_values)) ||
        result < CHECKERS_ONGOING || result > CHECKERS_PDN_NO_RESULT || (!buf && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    for (int32_t i = 0; i < tag_count; i++)
        if (!valid_name(tag_names[i]) || !tag_values[i])
            return CHECKERS_E_INVALID_ARGUMENT;

    const checkers__variant *v = game->v;
    int algebraic = game->notation == CHECKERS_NOTATION_ALGEBRAIC;
    checkers__pos first; /* the position before the first move */
    checkers__position_before(game, 0, &first);
    const checkers__pos *start = &first;
    checkers__out o = {buf, capacity, 0};
    char text[CHECKERS_FEN_MAX + CHECKERS_MOVE_TEXT_MAX]; /* a FEN, or a move and its number */

    /*
     * The tags the library understands (pdn_tags.c): the seven with the caller's values, then
     * what the game itself says; then the caller's others as given.
     */
    checkers__pdn_writing w = {game, start, result, algebraic};
    for (int32_t k = 0; k < checkers__pdn_tag_count; k++) {
        const checkers__pdn_tag_rule *t = &checkers__pdn_tags[k];
        const char *value = t->write ? t->write(&w, text, sizeof text) : NULL;
        if ((t->writing & CHECKERS__TAG_SEVEN) && !(t->writing & CHECKERS__TAG_OWN)) {
            value = "?";
            for (int32_t i = 0; i < tag_count; i++)
                if (strcmp(tag_names[i], t->name) == 0) {
                    value = tag_values[i];
                    break;
                }
        }
        if (value &&
            !((t->writing & CHECKERS__TAG_UNLESS_GIVEN) && has_tag(tag_names, tag_count, t->name)))
            out_tag(&o, t->name, value);
    }
    for (int32_t i = 0; i < tag_count; i++) {
        int mine = 0;
        for (int32_t k = 0; k < checkers__pdn_tag_count; k++)
            mine |= !(checkers__pdn_tags[k].writing & CHECKERS__TAG_UNLESS_GIVEN) &&
                    checkers__pdn_same_name(tag_names[i], checkers__pdn_tags[k].name, 1);
        if (!mine)
            out_tag(&o, tag_names[i], tag_values[i]);
    }
    checkers__out_char(&o, '\n');

    /* Move numbers count pairs of plies from the first; "N..." resumes after a comment. */
    line_out l = {&o, 0};
    int commented = comments && comments[0];
    if (commented)
        comment(&l, comments[0]);
    /* A game that starts with the second player's move starts at "1...". */
    int32_t offset = start->side != (v->first == CHECKERS_BLACK ? 0 : 1);
    commented |= offset;
    checkers__pos before = *start; /* the position each move is written for */
    for (int32_t i = 0; i < game->nply; i++) {
        checkers__move m;
        checkers__ply_move(game, i, &m);
        int huffed = checkers__ply_huffed(game, &game->plies[i]);
        if (huffed) {
            huff(&l, v, &before, huffed - 1, algebraic);
            commented = 1;
        }
        checkers__out number = {text, sizeof text, 0};
        int32_t k = i + offset;
        if (k % 2 == 0 || commented) {
            checkers__out_uint(&number, (unsigned)(k / 2 + 1));
            checkers__out_str(&number, k % 2 ? "... " : ". ");
        }
        int32_t n = checkers__write_move(v, &before, &m, 0, algebraic, text + number.len,
                                         sizeof text - number.len);
        if (n < 0)
            return n;
        checkers__make(&before, &m);
        token(&l, text, number.len + (size_t)n);
        commented = comments && comments[i + 1];
        if (commented)
            comment(&l, comments[i + 1]);
    }
    if (game->huffed) /* made, and the huffer's move not yet */
        huff(&l, v, &before, game->huffed - 1, algebraic);
    const char *end = checkers__pdn_result_text(v, result);
    token(&l, end, strlen(end));
    checkers__out_char(&o, '\n');
    return o.len > INT32_MAX ? CHECKERS_E_INVALID_ARGUMENT : checkers__out_finish(&o);
}
