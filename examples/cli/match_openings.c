/* SPDX-License-Identifier: MIT */
/*
 * match_openings.c - the openings a match is played from: the ACF ballots
 * (English), a PDN file (each game's moves, from its start or its FEN), or a
 * file of FENs, one a line (blank lines and lines starting with # skipped);
 * played in file order or shuffled with a seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "match.h"

static int add(match_openings *o, checkers_game *game, int32_t *capacity)
{
    if (o->count == *capacity) {
        int32_t grown = *capacity ? *capacity * 2 : 64;
        checkers_game **bigger = realloc(o->games, sizeof *bigger * (size_t)grown);
        if (bigger == NULL) {
            checkers_game_free(game);
            return -1;
        }
        o->games = bigger;
        *capacity = grown;
    }
    o->games[o->count++] = game;
    return 0;
}

static int load_ballots(match_openings *o, const char *variant, const char *deck_name)
{
    int32_t deck, capacity = 0;
    if (strcmp(variant, "english") != 0) {
        fprintf(stderr, CLI_NAME " match: ballots are English openings, not %s's\n", variant);
        return -1;
    }
    if (strcmp(deck_name, "3move") == 0) {
        deck = CHECKERS_BALLOTS_THREE_MOVE;
    } else if (strcmp(deck_name, "2move") == 0) {
        deck = CHECKERS_BALLOTS_TWO_MOVE;
    } else {
        fprintf(stderr, CLI_NAME " match: --ballots takes 3move or 2move\n");
        return -1;
    }
    for (int32_t i = 1; i <= checkers_ballot_count(deck); i++) {
        int32_t kind = 0;
        checkers_game *game = NULL;
        /* The deck as played: the lost or barred ballots left out. */
        if (checkers_ballot(deck, i, NULL, 0, &kind) < 0 || kind == CHECKERS_BALLOT_BARRED ||
            kind == CHECKERS_BALLOT_LOST)
            continue;
        if (checkers_game_new_from_ballot(&game, deck, i, NULL) != 0 || add(o, game, &capacity))
            return -1;
    }
    return 0;
}

/* A file of FENs: its first non-blank character is not '['. */
static int load_fens(match_openings *o, const char *variant, char *text, const char *path)
{
    int32_t capacity = 0;
    long line = 0;
    for (char *s = text; s != NULL && *s != '\0';) {
        char *end = strchr(s, '\n'), *t;
        checkers_game *game = NULL;
        int32_t status;
        line++;
        if (end != NULL)
            *end = '\0';
        t = s;
        s = end != NULL ? end + 1 : NULL;
        while (*t == ' ' || *t == '\t')
            t++;
        for (char *e = t + strlen(t); e > t && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t');)
            *--e = '\0';
        if (*t == '\0' || *t == '#')
            continue;
        status = checkers_game_new_from_fen(&game, variant, t, NULL);
        if (status != 0) {
            char excerpt[CLI_EXCERPT_MAX];
            fprintf(stderr, CLI_NAME " match: %s:%ld: bad FEN '%s': %s\n", path, line,
                    cli_excerpt(t, excerpt, sizeof excerpt), checkers_strerror(status));
            return -1;
        }
        if (add(o, game, &capacity) != 0)
            return -1;
    }
    return 0;
}

static int load_pdn(match_openings *o, const char *variant, const char *text, size_t length,
                    const char *path)
{
    checkers_pdn_reader *reader = NULL;
    int32_t capacity = 0, status, number = 0;
    if (checkers_pdn_reader_new(&reader, text, length, variant, 0, NULL) != 0)
        return -1;
    while ((status = checkers_pdn_next(reader)) == 1) {
        const checkers_game *game = checkers_pdn_game(reader);
        checkers_pdn_error e;
        checkers_game *copy = NULL;
        number++;
        if (checkers_pdn_error_info(reader, &e) != 0 || e.code != 0 || game == NULL) {
            fprintf(stderr, CLI_NAME " match: %s: opening %d: %s\n", path, (int)number,
                    cli_pdn_reason(reader, &e));
            checkers_pdn_reader_free(reader);
            return -1;
        }
        if (strcmp(checkers_game_variant(game), variant) != 0) {
            fprintf(stderr, CLI_NAME " match: %s: opening %d is %s, not %s\n", path, (int)number,
                    checkers_game_variant(game), variant);
            checkers_pdn_reader_free(reader);
            return -1;
        }
        if (checkers_game_clone(&copy, game) != 0 || add(o, copy, &capacity) != 0) {
            checkers_pdn_reader_free(reader);
            return -1;
        }
    }
    checkers_pdn_reader_free(reader);
    return status < 0 ? -1 : 0;
}

int match_openings_load(match_openings *out, const char *variant, const char *ballots,
                        const char *file)
{
    int status = 0;
    memset(out, 0, sizeof *out);
    if (ballots != NULL) {
        status = load_ballots(out, variant, ballots);
    } else if (file != NULL) {
        char *text = NULL;
        size_t length = 0;
        const char *first;
        if (cli_read_file("match", file, &text, &length) != 0)
            return -1;
        /* NUL-terminated for the FEN reader (cli_read_file leaves room). */
        text[length] = '\0';
        first = text + strspn(text, " \t\r\n");
        status = *first == '[' || *first == '{' || *first == '1'
                     ? load_pdn(out, variant, text, length, file)
                     : load_fens(out, variant, text, file);
        free(text);
    }
    if (status == 0 && (ballots != NULL || file != NULL) && out->count == 0) {
        fprintf(stderr, CLI_NAME " match: no openings in %s\n", file ? file : ballots);
        status = -1;
    }
    if (status != 0)
        match_openings_free(out);
    return status;
}

void match_openings_free(match_openings *openings)
{
    for (int32_t i = 0; i < openings->count; i++)
        checkers_game_free(openings->games[i]);
    free(openings->games);
    memset(openings, 0, sizeof *openings);
}

/* splitmix64: a small, seedable generator, the same on every machine. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void match_openings_order(int32_t *order, int32_t count, int random, uint64_t seed)
{
    for (int32_t i = 0; i < count; i++)
        order[i] = i;
    if (!random)
        return;
    for (int32_t i = count - 1; i > 0; i--) {
        int32_t j = (int32_t)(next_random(&seed) % (uint64_t)(i + 1));
        int32_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}
