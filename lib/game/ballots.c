/* SPDX-License-Identifier: MIT */
/*
 * Ballots: the openings that English tournament play draws by lot.
 *
 * The data are plain square numbers; the text and the game are derived from
 * them, so one table serves checkers_ballot and checkers_game_new_from_ballot
 * and the public API is all this file needs.
 */
#include <stddef.h>
#include <stdint.h>

#include "core/core.h"

/* Short names keep the table below one glance wide. */
enum {
    CB = CHECKERS_BALLOT_CROSSBOARD,
    MP = CHECKERS_BALLOT_MAILPLAY,
    BR = CHECKERS_BALLOT_BARRED
};

/* Three plies as start/end square pairs: Black, White, Black. */
typedef struct {
    uint8_t sq[6];
    uint8_t ballot_class;
} three_move;

/*
 * The ACF list in ACF order (entry i is ballot i+1), classified as in Ed
 * Gilbert's CheckerBoard: 144 crossboard, 12 mailplay (the 2003 additions
 * that made the 156-opening deck) and 18 barred.
 */
static const three_move three_moves[174] = {
    /*   1 */ {{9, 13, 21, 17, 5, 9}, CB},    {{9, 13, 21, 17, 6, 9}, CB},
    /*   3 */ {{9, 13, 21, 17, 10, 14}, BR},  {{9, 13, 22, 17, 13, 22}, CB},
    /*   5 */ {{9, 13, 22, 18, 6, 9}, CB},    {{9, 13, 22, 18, 10, 14}, MP},
    /*   7 */ {{9, 13, 22, 18, 10, 15}, CB},  {{9, 13, 22, 18, 11, 15}, CB},
    /*   9 */ {{9, 13, 22, 18, 11, 16}, MP},  {{9, 13, 22, 18, 12, 16}, CB},
    /*  11 */ {{9, 13, 23, 18, 5, 9}, CB},    {{9, 13, 23, 18, 6, 9}, CB},
    /*  13 */ {{9, 13, 23, 18, 10, 14}, BR},  {{9, 13, 23, 18, 10, 15}, CB},
    /*  15 */ {{9, 13, 23, 18, 11, 15}, CB},  {{9, 13, 23, 18, 11, 16}, MP},
    /*  17 */ {{9, 13, 23, 18, 12, 16}, CB},  {{9, 13, 23, 19, 5, 9}, CB},
    /*  19 */ {{9, 13, 23, 19, 6, 9}, CB},    {{9, 13, 23, 19, 10, 14}, CB},
    /*  21 */ {{9, 13, 23, 19, 10, 15}, MP},  {{9, 13, 23, 19, 11, 16}, CB},
    /*  23 */ {{9, 13, 24, 19, 5, 9}, CB},    {{9, 13, 24, 19, 6, 9}, CB},
    /*  25 */ {{9, 13, 24, 19, 10, 14}, CB},  {{9, 13, 24, 19, 10, 15}, BR},
    /*  27 */ {{9, 13, 24, 19, 11, 15}, CB},  {{9, 13, 24, 19, 11, 16}, CB},
    /*  29 */ {{9, 13, 24, 20, 5, 9}, CB},    {{9, 13, 24, 20, 6, 9}, CB},
    /*  31 */ {{9, 13, 24, 20, 10, 14}, CB},  {{9, 13, 24, 20, 10, 15}, CB},
    /*  33 */ {{9, 13, 24, 20, 11, 15}, CB},  {{9, 13, 24, 20, 11, 16}, MP},
    /*  35 */ {{9, 13, 24, 20, 12, 16}, BR},  {{9, 14, 22, 17, 5, 9}, CB},
    /*  37 */ {{9, 14, 22, 17, 6, 9}, CB},    {{9, 14, 22, 17, 11, 15}, CB},
    /*  39 */ {{9, 14, 22, 17, 11, 16}, CB},  {{9, 14, 22, 18, 5, 9}, CB},
    /*  41 */ {{9, 14, 22, 18, 10, 15}, CB},  {{9, 14, 22, 18, 11, 15}, CB},
    /*  43 */ {{9, 14, 22, 18, 11, 16}, CB},  {{9, 14, 22, 18, 12, 16}, BR},
    /*  45 */ {{9, 14, 22, 18, 14, 17}, BR},  {{9, 14, 23, 18, 14, 23}, CB},
    /*  47 */ {{9, 14, 23, 19, 5, 9}, CB},    {{9, 14, 23, 19, 10, 15}, BR},
    /*  49 */ {{9, 14, 23, 19, 11, 16}, CB},  {{9, 14, 23, 19, 14, 18}, CB},
    /*  51 */ {{9, 14, 24, 19, 5, 9}, CB},    {{9, 14, 24, 19, 10, 15}, BR},
    /*  53 */ {{9, 14, 24, 19, 11, 15}, CB},  {{9, 14, 24, 19, 11, 16}, CB},
    /*  55 */ {{9, 14, 24, 20, 5, 9}, CB},    {{9, 14, 24, 20, 10, 15}, CB},
    /*  57 */ {{9, 14, 24, 20, 11, 15}, CB},  {{9, 14, 24, 20, 11, 16}, CB},
    /*  59 */ {{10, 14, 22, 17, 7, 10}, CB},  {{10, 14, 22, 17, 9, 13}, MP},
    /*  61 */ {{10, 14, 22, 17, 11, 15}, MP}, {{10, 14, 22, 17, 11, 16}, MP},
    /*  63 */ {{10, 14, 22, 17, 14, 18}, CB}, {{10, 14, 22, 18, 6, 10}, CB},
    /*  65 */ {{10, 14, 22, 18, 7, 10}, CB},  {{10, 14, 22, 18, 11, 15}, CB},
    /*  67 */ {{10, 14, 22, 18, 11, 16}, CB}, {{10, 14, 22, 18, 12, 16}, CB},
    /*  69 */ {{10, 14, 23, 18, 14, 23}, CB}, {{10, 14, 23, 19, 6, 10}, CB},
    /*  71 */ {{10, 14, 23, 19, 7, 10}, CB},  {{10, 14, 23, 19, 11, 15}, CB},
    /*  73 */ {{10, 14, 23, 19, 11, 16}, CB}, {{10, 14, 23, 19, 14, 18}, CB},
    /*  75 */ {{10, 14, 24, 19, 6, 10}, CB},  {{10, 14, 24, 19, 7, 10}, CB},
    /*  77 */ {{10, 14, 24, 19, 11, 15}, BR}, {{10, 14, 24, 19, 11, 16}, CB},
    /*  79 */ {{10, 14, 24, 19, 14, 18}, CB}, {{10, 14, 24, 20, 6, 10}, CB},
    /*  81 */ {{10, 14, 24, 20, 7, 10}, CB},  {{10, 14, 24, 20, 11, 15}, CB},
    /*  83 */ {{10, 14, 24, 20, 11, 16}, CB}, {{10, 14, 24, 20, 14, 18}, CB},
    /*  85 */ {{10, 15, 21, 17, 6, 10}, CB},  {{10, 15, 21, 17, 7, 10}, CB},
    /*  87 */ {{10, 15, 21, 17, 9, 13}, CB},  {{10, 15, 21, 17, 9, 14}, BR},
    /*  89 */ {{10, 15, 21, 17, 11, 16}, CB}, {{10, 15, 21, 17, 15, 18}, CB},
    /*  91 */ {{10, 15, 22, 17, 6, 10}, CB},  {{10, 15, 22, 17, 7, 10}, CB},
    /*  93 */ {{10, 15, 22, 17, 9, 13}, CB},  {{10, 15, 22, 17, 9, 14}, BR},
    /*  95 */ {{10, 15, 22, 17, 11, 16}, CB}, {{10, 15, 22, 17, 15, 19}, CB},
    /*  97 */ {{10, 15, 22, 18, 15, 22}, CB}, {{10, 15, 23, 18, 6, 10}, CB},
    /*  99 */ {{10, 15, 23, 18, 7, 10}, CB},  {{10, 15, 23, 18, 9, 14}, CB},
    /* 101 */ {{10, 15, 23, 18, 11, 16}, CB}, {{10, 15, 23, 18, 12, 16}, CB},
    /* 103 */ {{10, 15, 23, 19, 6, 10}, CB},  {{10, 15, 23, 19, 7, 10}, CB},
    /* 105 */ {{10, 15, 23, 19, 11, 16}, MP}, {{10, 15, 24, 19, 15, 24}, CB},
    /* 107 */ {{10, 15, 24, 20, 6, 10}, CB},  {{10, 15, 24, 20, 7, 10}, CB},
    /* 109 */ {{10, 15, 24, 20, 11, 16}, BR}, {{10, 15, 24, 20, 15, 19}, CB},
    /* 111 */ {{11, 15, 21, 17, 8, 11}, CB},  {{11, 15, 21, 17, 9, 13}, CB},
    /* 113 */ {{11, 15, 21, 17, 9, 14}, CB},  {{11, 15, 21, 17, 10, 14}, BR},
    /* 115 */ {{11, 15, 21, 17, 15, 19}, CB}, {{11, 15, 22, 17, 8, 11}, CB},
    /* 117 */ {{11, 15, 22, 17, 9, 13}, CB},  {{11, 15, 22, 17, 15, 18}, CB},
    /* 119 */ {{11, 15, 22, 17, 15, 19}, CB}, {{11, 15, 22, 18, 15, 22}, CB},
    /* 121 */ {{11, 15, 23, 18, 8, 11}, CB},  {{11, 15, 23, 18, 9, 14}, CB},
    /* 123 */ {{11, 15, 23, 18, 10, 14}, CB}, {{11, 15, 23, 18, 12, 16}, CB},
    /* 125 */ {{11, 15, 23, 18, 15, 19}, CB}, {{11, 15, 23, 19, 8, 11}, CB},
    /* 127 */ {{11, 15, 23, 19, 9, 13}, CB},  {{11, 15, 23, 19, 9, 14}, CB},
    /* 129 */ {{11, 15, 24, 19, 15, 24}, CB}, {{11, 15, 24, 20, 8, 11}, CB},
    /* 131 */ {{11, 15, 24, 20, 12, 16}, CB}, {{11, 15, 24, 20, 15, 18}, CB},
    /* 133 */ {{11, 16, 21, 17, 7, 11}, CB},  {{11, 16, 21, 17, 8, 11}, CB},
    /* 135 */ {{11, 16, 21, 17, 9, 13}, CB},  {{11, 16, 21, 17, 9, 14}, CB},
    /* 137 */ {{11, 16, 21, 17, 10, 14}, BR}, {{11, 16, 21, 17, 16, 20}, CB},
    /* 139 */ {{11, 16, 22, 17, 7, 11}, CB},  {{11, 16, 22, 17, 8, 11}, CB},
    /* 141 */ {{11, 16, 22, 17, 9, 13}, MP},  {{11, 16, 22, 17, 16, 20}, CB},
    /* 143 */ {{11, 16, 22, 18, 7, 11}, CB},  {{11, 16, 22, 18, 8, 11}, CB},
    /* 145 */ {{11, 16, 22, 18, 10, 15}, BR}, {{11, 16, 22, 18, 16, 19}, CB},
    /* 147 */ {{11, 16, 22, 18, 16, 20}, CB}, {{11, 16, 23, 18, 7, 11}, CB},
    /* 149 */ {{11, 16, 23, 18, 8, 11}, CB},  {{11, 16, 23, 18, 9, 14}, CB},
    /* 151 */ {{11, 16, 23, 18, 10, 14}, CB}, {{11, 16, 23, 18, 16, 20}, CB},
    /* 153 */ {{11, 16, 23, 19, 16, 23}, MP}, {{11, 16, 24, 19, 7, 11}, CB},
    /* 155 */ {{11, 16, 24, 19, 8, 11}, CB},  {{11, 16, 24, 19, 10, 15}, BR},
    /* 157 */ {{11, 16, 24, 19, 16, 20}, CB}, {{11, 16, 24, 20, 7, 11}, CB},
    /* 159 */ {{11, 16, 24, 20, 16, 19}, CB}, {{12, 16, 21, 17, 9, 13}, CB},
    /* 161 */ {{12, 16, 21, 17, 9, 14}, CB},  {{12, 16, 21, 17, 16, 19}, CB},
    /* 163 */ {{12, 16, 21, 17, 16, 20}, CB}, {{12, 16, 22, 17, 16, 19}, CB},
    /* 165 */ {{12, 16, 22, 17, 16, 20}, CB}, {{12, 16, 22, 18, 16, 19}, CB},
    /* 167 */ {{12, 16, 22, 18, 16, 20}, CB}, {{12, 16, 23, 18, 9, 14}, BR},
    /* 169 */ {{12, 16, 23, 18, 16, 19}, CB}, {{12, 16, 23, 18, 16, 20}, CB},
    /* 171 */ {{12, 16, 23, 19, 16, 23}, BR}, {{12, 16, 24, 19, 16, 20}, CB},
    /* 173 */ {{12, 16, 24, 20, 8, 12}, CB},  {{12, 16, 24, 20, 10, 15}, MP},
};

/*
 * The two-move list is every pairing of Black's 7 opening moves with White's
 * 7 replies (none of Black's first moves blocks or attacks a White reply), in
 * that nested order, so it is stored as its two factors.
 */
static const uint8_t two_move_black[7][2] = {
    {9, 13}, {9, 14}, {10, 14}, {10, 15}, {11, 15}, {11, 16}, {12, 16},
};
static const uint8_t two_move_white[7][2] = {
    {21, 17}, {22, 17}, {22, 18}, {23, 18}, {23, 19}, {24, 19}, {24, 20},
};
/* The six pairings considered lost: 9-14 21-17, 9-14 23-18, 10-14 21-17,
 * 10-14 23-18, 11-16 23-19, 12-16 23-19. */
static const uint8_t two_move_lost[] = {8, 11, 15, 18, 40, 47};

#define THREE_COUNT ((int32_t)(sizeof three_moves / sizeof three_moves[0]))
#define TWO_COUNT 49
#define MAX_PLIES 3

typedef struct {
    uint8_t sq[2 * MAX_PLIES];
    int plies;
    int32_t ballot_class;
} ballot;

/* Fills *b with ballot `number` of `deck`; 0, or CHECKERS_E_INVALID_ARGUMENT. */
static int32_t lookup(int32_t deck, int32_t number, ballot *b)
{
    if (deck == CHECKERS_BALLOTS_THREE_MOVE && number >= 1 && number <= THREE_COUNT) {
        const three_move *t = &three_moves[number - 1];
        for (int i = 0; i < 6; i++)
            b->sq[i] = t->sq[i];
        b->plies = 3;
        b->ballot_class = t->ballot_class;
        return 0;
    }
    if (deck == CHECKERS_BALLOTS_TWO_MOVE && number >= 1 && number <= TWO_COUNT) {
        const uint8_t *black = two_move_black[(number - 1) / 7];
        const uint8_t *white = two_move_white[(number - 1) % 7];
        b->sq[0] = black[0];
        b->sq[1] = black[1];
        b->sq[2] = white[0];
        b->sq[3] = white[1];
        b->plies = 2;
        b->ballot_class = CHECKERS_BALLOT_STANDARD;
        for (size_t i = 0; i < sizeof two_move_lost; i++)
            if (two_move_lost[i] == number)
                b->ballot_class = CHECKERS_BALLOT_LOST;
        return 0;
    }
    return CHECKERS_E_INVALID_ARGUMENT;
}

int32_t checkers_ballot_count(int32_t deck)
{
    if (deck == CHECKERS_BALLOTS_THREE_MOVE)
        return THREE_COUNT;
    if (deck == CHECKERS_BALLOTS_TWO_MOVE)
        return TWO_COUNT;
    return CHECKERS_E_INVALID_ARGUMENT;
}

/*
 * Writes ply `i` of b as PDN. On the English board a square's row is
 * (n-1)/4, and only a jump crosses two rows, so the squares alone tell a
 * capture from a step.
 */
static void put_ply(checkers__out *w, const ballot *b, int i)
{
    int from = b->sq[2 * i], to = b->sq[2 * i + 1];
    int rows = (to - 1) / 4 - (from - 1) / 4;
    checkers__out_uint(w, (unsigned)from);
    checkers__out_char(w, rows == 2 || rows == -2 ? 'x' : '-');
    checkers__out_uint(w, (unsigned)to);
}

int32_t checkers_ballot(int32_t deck, int32_t number, char *buf, size_t capacity,
                        int32_t *ballot_class)
{
    ballot b;
    if (buf == NULL && capacity > 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    int32_t rc = lookup(deck, number, &b);
    if (rc != 0)
        return rc;
    checkers__out w = {buf, capacity, 0};
    for (int i = 0; i < b.plies; i++) {
        if (i > 0)
            checkers__out_char(&w, ' ');
        put_ply(&w, &b, i);
    }
    if (ballot_class != NULL)
        *ballot_class = b.ballot_class;
    return checkers__out_finish(&w);
}

int32_t checkers_game_new_from_ballot(checkers_game **out, int32_t deck, int32_t number,
                                      const checkers_allocator *allocator)
{
    ballot b;
    checkers_game *game = NULL;
    if (out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = NULL;
    int32_t rc = lookup(deck, number, &b);
    if (rc == 0)
        rc = checkers_game_new(&game, "english", allocator);
    /* Played as text, like any user move, so the history holds full moves. */
    for (int i = 0; rc == 0 && i < b.plies; i++) {
        char text[8];
        checkers__out w = {text, sizeof text, 0};
        put_ply(&w, &b, i);
        checkers__out_finish(&w);
        rc = checkers_game_apply_text(game, text, NULL);
    }
    if (rc != 0) {
        checkers_game_free(game);
        return rc;
    }
    *out = game;
    return 0;
}
