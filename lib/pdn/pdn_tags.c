/* SPDX-License-Identifier: MIT */
/*
 * The PDN tags this library understands, one row each: how the reader reads
 * its value into the game it sets up (pdn_read.c), and how the writer writes
 * it for a game (pdn_write.c). A tag in no row is kept as the reader found
 * it and written as the caller gives it. A new tag is a new row here.
 */
#include <string.h>

#include "rules/rules.h"
#include "notation/notation.h"
#include "game/game_internal.h"
#include "pdn/pdn.h"

/* The variant a GameType value names ("20", or "20,W,10,10,N2,0"), or NULL. */
static const checkers__variant *gametype_variant(const char *value)
{
    const char *p = value;
    long number = 0, size[2] = {-1, -1};
    int digits = 0;
    while (*p == ' ' || *p == '\t')
        p++;
    for (; *p >= '0' && *p <= '9'; p++)
        if (digits++ < 6)
            number = number * 10 + (*p - '0');
    if (digits == 0 || digits > 6 || number == 0) /* 0 is chess; no variant has it */
        return NULL;
    const checkers__variant *v = NULL;
    for (int32_t i = 0; i < checkers__variant_total && !v; i++)
        if (checkers__variants[i].gametype == number)
            v = &checkers__variants[i];
    if (!v)
        return NULL;
    /* A full descriptor gives the board's width and height: they must be the variant's. */
    if (*p == ',') {
        p++;
        while (*p && *p != ',')
            p++;
        for (int i = 0; i < 2 && *p == ','; i++) {
            long n = 0;
            int d = 0;
            for (p++; *p >= '0' && *p <= '9'; p++)
                if (d++ < 4)
                    n = n * 10 + (*p - '0');
            size[i] = d ? n : -1;
        }
        if ((size[0] >= 0 && size[0] != v->cols) || (size[1] >= 0 && size[1] != v->rows))
            return NULL;
    }
    return v;
}

static int32_t refuse(checkers__pdn_setup *s, int32_t code, const char *before, const char *after)
{
    s->why[0] = before;
    s->why[1] = after;
    return code;
}

static int32_t read_gametype(checkers__pdn_setup *s, const char *value)
{
    s->v = gametype_variant(value);
    if (!s->v)
        return refuse(s, CHECKERS_E_UNKNOWN_VARIANT, "GameType ",
                      " is not a variant this library plays");
    s->numbered = 1;
    return 0;
}

/*
 * Without a GameType, a Variant tag that gives one of our variant names (any
 * case) names the variant: the writer's way for those no number names
 * (Killer). Other values ("American/English") leave the reader's default.
 */
static int32_t read_variant(checkers__pdn_setup *s, const char *value)
{
    for (int32_t i = 0; !s->numbered && i < checkers__variant_total; i++)
        if (checkers__pdn_same_name(value, checkers__variants[i].name, 1)) {
            s->v = &checkers__variants[i];
            break;
        }
    return 0;
}

/* The game starts from it (pdn_read.c makes it, and reports a FEN it refuses). */
static int32_t read_fen(checkers__pdn_setup *s, const char *value)
{
    s->fen = value;
    return 0;
}

/* The English huffing rule (huff.c, pdn_huff.c): "1" or "0", blanks around it. */
static int32_t read_huffing(checkers__pdn_setup *s, const char *value)
{
    checkers__pdn_span v = checkers__pdn_trimmed(value, (checkers__pdn_span){0, strlen(value)});
    if (v.end - v.start != 1 || (value[v.start] != '0' && value[v.start] != '1'))
        return refuse(s, CHECKERS_E_PDN_SYNTAX, "the Huffing tag's value ", " is neither 1 nor 0");
    int32_t rc = checkers_game_set_huffing(s->game, value[v.start] == '1');
    if (rc < 0)
        return refuse(s, rc, "the Huffing tag ",
                      " names the English huffing rule: this game is not English");
    return 0;
}

/*
 * The result as the variant's result type writes it. PDN 3.0's GameType table gives the
 * International type ("2-0") to International (20) and Canadian (27) and the Default type
 * ("1-0") to the others, Frisian (40) among them; the 10x10 variants PDN does not number
 * (lidraughts' Frysk!, Antidraughts, Breakthrough; Killer) are written as lidraughts writes them.
 */
/* Indexed by the status (CHECKERS_ONGOING ... CHECKERS_DRAW), then CHECKERS_PDN_NO_RESULT. */
static const char *const result_texts[2][5] = {{"*", "0-1", "1-0", "1/2-1/2", "0-0"},
                                               {"*", "0-2", "2-0", "1-1", "0-0"}};

const char *checkers__pdn_result_text(const checkers__variant *v, int32_t result)
{
    return result_texts[v->rows >= 10 && v->gametype != 40][result];
}

const char *checkers_result_text(int32_t result)
{
    return result >= CHECKERS_ONGOING && result <= CHECKERS_PDN_NO_RESULT ? result_texts[0][result]
                                                                          : NULL;
}

int32_t checkers__pdn_result_of(const char *s, size_t n)
{
    /* "½-½", which some files write for a draw of either type. */
    static const char half_each[] = "\xC2\xBD-\xC2\xBD";

    for (int type = 0; type < 2; type++)
        for (int32_t result = CHECKERS_ONGOING; result <= CHECKERS_PDN_NO_RESULT; result++)
            if (strlen(result_texts[type][result]) == n &&
                memcmp(result_texts[type][result], s, n) == 0)
                return result;
    return n == sizeof half_each - 1 && memcmp(half_each, s, n) == 0 ? CHECKERS_DRAW : -1;
}

int32_t checkers_result_parse(const char *text)
{
    for (int32_t result = CHECKERS_ONGOING; text && result <= CHECKERS_PDN_NO_RESULT; result++)
        if (strcmp(text, result_texts[0][result]) == 0)
            return result;
    return CHECKERS_E_INVALID_ARGUMENT;
}

static const char *write_result(const checkers__pdn_writing *w, char *text, size_t cap)
{
    (void)text;
    (void)cap;
    return checkers__pdn_result_text(w->game->v, w->result);
}

/* Written for English too: readers differ on what a missing GameType means. */
static const char *write_gametype(const checkers__pdn_writing *w, char *text, size_t cap)
{
    if (!w->game->v->gametype)
        return NULL;
    checkers__out number = {text, cap, 0};
    checkers__out_uint(&number, (unsigned)w->game->v->gametype);
    checkers__out_finish(&number);
    return text;
}

/* No number names it (Killer): our name, which the reader reads back. */
static const char *write_variant(const checkers__pdn_writing *w, char *text, size_t cap)
{
    (void)text;
    (void)cap;
    return w->game->v->gametype ? NULL : w->game->v->name;
}

/* Whether the game starts from another position than its variant's. */
static int set_up(const checkers__pdn_writing *w)
{
    checkers__pos standard;
    checkers__start_position(w->game->v, &standard);
    return !checkers__set_equal(&standard.men[0], &w->start->men[0]) ||
           !checkers__set_equal(&standard.men[1], &w->start->men[1]) ||
           !checkers__set_equal(&standard.kings, &w->start->kings) ||
           standard.side != w->start->side;
}

static const char *write_setup(const checkers__pdn_writing *w, char *text, size_t cap)
{
    (void)text;
    (void)cap;
    return set_up(w) ? "1" : NULL;
}

static const char *write_fen(const checkers__pdn_writing *w, char *text, size_t cap)
{
    if (!set_up(w))
        return NULL;
    checkers__fen_write(w->game->v, w->start, w->algebraic, text, cap);
    return text;
}

/* The huffing rule (huff.c) is a setting no GameType names: a tag of its own. */
static const char *write_huffing(const checkers__pdn_writing *w, char *text, size_t cap)
{
    (void)text;
    (void)cap;
    return w->game->v->capture_optional ? "1" : NULL;
}

/*
 * A result the rules did not decide (checkers_game_declare) says how it came about, in the
 * words of PGN's Termination tag, which PDN readers share.
 */
static const char *write_termination(const checkers__pdn_writing *w, char *text, size_t cap)
{
    (void)text;
    (void)cap;
    switch (w->game->declared ? w->game->declared_why : 0) {
    case CHECKERS_REASON_RESIGNATION:
    case CHECKERS_REASON_AGREEMENT:
        return "normal";
    case CHECKERS_REASON_TIME:
        return "time forfeit";
    case CHECKERS_REASON_ADJUDICATION:
        return "adjudication";
    default:
        return NULL;
    }
}

/*
 * In the order the writer writes them, PDN's seven first; the reader reads them in this order
 * too (GameType before Variant). The Result tag's value is also read at the end of the game,
 * against the movetext's (pdn_read.c).
 */
const checkers__pdn_tag_rule checkers__pdn_tags[] = {
    {"Event", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"Site", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"Date", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"Round", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"White", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"Black", CHECKERS__TAG_SEVEN, 0, NULL, NULL},
    {"Result", CHECKERS__TAG_SEVEN | CHECKERS__TAG_OWN, 0, NULL, write_result},
    {"GameType", CHECKERS__TAG_OWN, CHECKERS__TAG_BEFORE_GAME, read_gametype, write_gametype},
    {"Variant", CHECKERS__TAG_UNLESS_GIVEN, CHECKERS__TAG_BEFORE_GAME, read_variant, write_variant},
    {"SetUp", CHECKERS__TAG_OWN, 0, NULL, write_setup},
    {"FEN", CHECKERS__TAG_OWN, CHECKERS__TAG_BEFORE_GAME, read_fen, write_fen},
    {"Huffing", CHECKERS__TAG_OWN, CHECKERS__TAG_ON_GAME, read_huffing, write_huffing},
    {"Termination", CHECKERS__TAG_UNLESS_GIVEN, 0, NULL, write_termination},
};
const int32_t checkers__pdn_tag_count = (int32_t)(sizeof checkers__pdn_tags /
                                                  sizeof checkers__pdn_tags[0]);
