/* SPDX-License-Identifier: MIT */
/*
 * A PDN game's set-up: the game its tags describe (variant, FEN, the tags
 * read into the game), and a /FEN/ setup in the movetext.
 */
#include <string.h>

#include "rules/rules.h"
#include "game/game_internal.h"
#include "pdn/pdn_replay.h"

static char side_letter(const checkers__variant *v)
{
    return v->first == CHECKERS_WHITE ? 'W' : 'B';
}

/* The game from a FEN; an unknown side to move ("?:W...", a PDN extension) moves first. */
static int32_t game_from_fen(checkers_pdn_reader *r, const checkers__variant *v, const char *fen)
{
    char copy[1024];
    size_t n = strlen(fen), skip = 0;
    while (skip < n && (fen[skip] == ' ' || fen[skip] == '"'))
        skip++;
    if (skip < n && fen[skip] == '?' && n < sizeof copy) {
        memcpy(copy, fen, n + 1);
        copy[skip] = side_letter(v);
        fen = copy;
    }
    /* Lenient reading takes what problem sets write: men on the crowning row, "W::.". */
    int lenient = !(r->flags & CHECKERS_PDN_STRICT);
    return checkers__game_new_fen(&r->game, v->name, fen, lenient, &r->alloc);
}

/*
 * Reads the tags of the table (pdn_tags.c) read at that stage into st; reports the first it
 * refuses, and returns 0 then.
 */
static int read_tags(checkers_pdn_reader *r, checkers__pdn_scan *s, checkers__pdn_setup *st,
                     int stage)
{
    for (int32_t k = 0; k < checkers__pdn_tag_count; k++) {
        const checkers__pdn_tag_rule *rule = &checkers__pdn_tags[k];
        const checkers__pdn_tag *tag = rule->reading == stage
                                           ? checkers__pdn_find_tag(r, rule->name)
                                           : NULL;
        int32_t rc = tag ? rule->read(st, r->arena.buf + tag->value) : 0;
        if (rc < 0) {
            checkers__pdn_report_tag(r, s, rc, tag, st->why[0], st->why[1]);
            return 0;
        }
    }
    return 1;
}

/* While a record is replayed, its moves stand even past a draw: the rules come back at the end. */
static int32_t prepare_game(checkers_pdn_reader *r, checkers__pdn_scan *s, checkers__pdn_setup *st)
{
    checkers_draw_rules none;
    st->game = r->game;
    read_tags(r, s, st, CHECKERS__TAG_ON_GAME); /* a refusal is the game's error */
    int32_t rc = checkers_game_draw_rules(r->game, &r->draws);
    if (rc == 0)
        rc = checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
    if (rc == 0)
        rc = checkers_game_set_draw_rules(r->game, &none);
    if (rc == 0 && r->squares_variant != st->v) {
        checkers__pdn_squares_init(&r->squares, r->game, st->v->first);
        r->squares_variant = st->v;
    }
    return rc;
}

/* Sets up the game its tags describe; a refusal is the game's error, not the reader's. */
int32_t checkers__pdn_setup_game(checkers_pdn_reader *r, checkers__pdn_scan *s)
{
    checkers__pdn_setup st = {r->variant, 0, NULL, NULL, {NULL, NULL}};
    if (!read_tags(r, s, &st, CHECKERS__TAG_BEFORE_GAME))
        return 0;
    const checkers__variant *v = st.v;
    int32_t rc = st.fen ? game_from_fen(r, v, st.fen)
                        : checkers_game_new(&r->game, v->name, &r->alloc);
    if (rc == CHECKERS_E_NO_MEMORY || (rc < 0 && !st.fen))
        return rc; /* a variant's own start cannot be refused: only memory fails it */
    if (rc < 0) {
        const checkers__pdn_tag *fen = checkers__pdn_find_tag(r, "FEN");
        if (checkers__pdn_report(r, s, rc, fen->line, fen->col, st.fen, strlen(st.fen), "the FEN ",
                                 ": ")) {
            const char *why = checkers_strerror(rc);
            size_t len = strlen(r->message);
            r->err.move_number = 0;
            if (strncmp(why, "FEN: ", 5) == 0)
                why += 5;
            checkers__pdn_append(r->message, sizeof r->message, &len, why, strlen(why), (size_t)-1);
        }
        return 0;
    }
    return prepare_game(r, s, &st);
}

size_t checkers__pdn_setup_fen(const checkers_pdn_reader *r, const checkers__pdn_token *t,
                               char *fen, size_t cap)
{
    checkers__pdn_span in = checkers__pdn_trimmed(r->text, t->a);
    if (in.end - in.start > 3 && memcmp(r->text + in.start, "FEN", 3) == 0)
        in.start += 3;
    size_t n = in.end - in.start;
    if (n >= cap)
        return cap;
    memcpy(fen, r->text + in.start, n);
    fen[n] = '\0';
    return n;
}

/*
 * A /FEN "..."/ setup before the first move starts the game there; after it,
 * in a game with the huffing rule, it may record a huff (pdn_huff.c).
 */
int32_t checkers__pdn_setup_command(checkers_pdn_reader *r, checkers__pdn_scan *s,
                                    const checkers__pdn_token *t)
{
    char fen[1024];
    size_t n = checkers__pdn_setup_fen(r, t, fen, sizeof fen);
    if (r->game && checkers_game_huffing(r->game) == 1 && checkers_game_ply_count(r->game) > 0 &&
        n < sizeof fen) {
        int32_t rc = checkers__pdn_huff_setup(r, r->game, fen, t->all.start);
        if (rc < 0 && rc != CHECKERS_E_NO_MEMORY)
            checkers__pdn_report_token(
                r, s, rc, t, "the setup ",
                " is not a huff of the game (after the first move a setup records "
                "only a huff: one huffable piece removed, nothing else changed)");
        return rc == CHECKERS_E_NO_MEMORY ? rc : 0;
    }
    if (!r->game || checkers_game_ply_count(r->game) > 0 || n >= sizeof fen) {
        checkers__pdn_report_token(r, s, r->game ? CHECKERS_E_UNSUPPORTED : CHECKERS_E_PDN_SYNTAX,
                                   t, "the setup ",
                                   r->game && checkers_game_ply_count(r->game) > 0
                                       ? " comes after the first move: a setup starts a game"
                                       : " cannot be read as a position");
        return 0;
    }
    const checkers__variant *v = checkers__variant_lookup(checkers_game_variant(r->game));
    checkers_game *old = r->game;
    r->game = NULL;
    int32_t rc = game_from_fen(r, v, fen);
    if (rc < 0) {
        r->game = old;
        if (rc == CHECKERS_E_NO_MEMORY)
            return rc;
        checkers__pdn_report_token(r, s, rc, t, NULL, NULL);
        return 0;
    }
    checkers_game_free(old);
    checkers__pdn_setup st = {v, 0, NULL, NULL, {NULL, NULL}};
    return prepare_game(r, s, &st);
}
