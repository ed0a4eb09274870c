/* SPDX-License-Identifier: MIT */
/*
 * The variants table: one row per variant, each field a rule. Each row names
 * the rule text it follows by URL, and the comments cite its articles; a
 * rule no source settles is marked unconfirmed (a setting where the header
 * offers one). A field a row leaves out is zero: the common case (men take
 * kings, 'x' between the squares of a capture, no special rule). A new
 * variant is a new row here plus its tests.
 */
#include <string.h>

#include "core/core.h"
#include "rules/rules.h"

/* clang-format off: the rule macros keep one field per line, commented */
#define DRAWS(rep, moves, endgame) \
    { \
        (rep), (moves), 0, (endgame), \
        { \
            0, 0, 0, 0 \
        } \
    }
#define BOARD(r, c, men) .rows = (r), .cols = (c), .men_rows = (men)

/*
 * The International rules (FMJD Annex 1, shared by several rows; the board is per row):
 * https://e-dama.net/e/dama/Annex_1_official_FMJD_rules_of_international_draughts.htm
 */
#define FMJD_RULES \
    .first = CHECKERS_WHITE,                 /* 3.1 */ \
        .men_capture_back = 1,               /* 4.1, 4.2 */ \
        .king_range = CHECKERS__KING_FLYING, /* 3.9, 4.3 */ \
        .promotion = CHECKERS__PROMO_AT_END, /* 3.5, 4.15 */ \
        .precedence = CHECKERS__PREC_COUNT   /* 4.13: most pieces */

/*
 * The Frisian rules, shared by Frisian and Frysk!; the capture of highest
 * value first, then a king's:
 * http://www.friesdammen.nl/dam/pagefr.php?articleID=20
 */
#define FRISIAN_RULES \
    .first = CHECKERS_WHITE, .men_capture_back = 1, .king_range = CHECKERS__KING_FLYING, \
    .promotion = CHECKERS__PROMO_AT_END, /* only a man that stops on the far row */ \
        .orthogonal = 1,                 /* men and kings capture in 8 directions */ \
        .precedence = CHECKERS__PREC_VALUE | CHECKERS__PREC_WITH_KING, \
    .king_run_limit = 3,                      /* plain moves in a row, one king */ \
        .endgame = CHECKERS__ENDGAME_FRISIAN, /* 2K v 1K: 7 moves; 1K v 1K */ \
        .draws = DRAWS(3, 0, 1)               /* threefold assumed (unconfirmed) */

/* The Spanish rules (the most pieces, then the most kings), the Portuguese federation's too. */
#define IBERIAN_RULES \
    BOARD(8, 8, 3), .first = CHECKERS_WHITE, \
                    .numbering = CHECKERS__NUM_ROW_FLIP, /* 1 = h1, from White's bottom right */ \
        .men_capture_back = 0, .king_range = CHECKERS__KING_FLYING, \
                    .promotion = CHECKERS__PROMO_ENDS_MOVE, \
                    .precedence = CHECKERS__PREC_COUNT | CHECKERS__PREC_KINGS, \
                    .draws = DRAWS(3, 25, 0) /* unconfirmed: not in the sources */

/*
 * The English rules; a game may set the huffing rule (huff.c). WCDF:
 * https://docslib.org/doc/1233951/rules-of-draughts-checkers ; ACF (articles
 * cited below): http://www.usacheckers.com/rulesofcheckers.php
 */
#define ENGLISH_ROW \
    .name = "english", \
    .description = "English draughts / American checkers (WCDF, ACF): 8x8, short kings, " \
                   "free choice of capture", \
    BOARD(8, 8, 3), .first = CHECKERS_BLACK,      /* WCDF 1.x: Black (the darker) first */ \
        .men_capture_back = 0,                    /* men move and capture forward only */ \
        .king_range = CHECKERS__KING_SHORT,       /* ACF 1.17: kings are not flying */ \
        .promotion = CHECKERS__PROMO_ENDS_MOVE,   /* ACF 1.19: crowning ends the move */ \
        .precedence = 0,                          /* ACF 1.20: free choice of capture */ \
        .gametype = 21, .draws = DRAWS(5, 40, 0), /* as online; WCDF/ACF 3, 40 claimed */ \
        .settings = CHECKERS__SETTING_HUFFING     /* captures optional: huff.c */

/*
 * Turkish draughts. http://alemanni.pagesperso-orange.fr/turkish.html (the
 * sources disagree on crowning during a capture: a game setting, crowning.c).
 */
#define TURKISH_ROW \
    .name = "turkish", \
    .description = "Turkish draughts (dama): all 64 squares, men move forward and " \
                   "sideways, flying kings along rows and columns, majority capture", \
    .rows = 8, .cols = 8, .all_squares = 1,             /* every square, pieces go orthogonally */ \
        .first = CHECKERS_WHITE, .men_capture_back = 0, /* forward or sideways, never back */ \
        .king_range = CHECKERS__KING_FLYING,            /* kings land on any square beyond */ \
        .removal_immediate = 1,                         /* jumped pieces leave at once */ \
        .no_reversal = 1,                               /* no 180-degree turn between jumps */ \
        .precedence = CHECKERS__PREC_COUNT,             /* most pieces, kings as men */ \
        .algebraic = 1,                                 /* PDN A0: a1..h8, all 64 squares */ \
        .gametype = 30, \
    .endgame = CHECKERS__ENDGAME_TURKISH,       /* lone king v lone man (pydraughts) */ \
        .draws = DRAWS(3, 0, 1),                /* threefold (alemanni); no limit found */ \
        .start = "W:W9-24:B41-56",              /* a2-h3 and a6-h7, 16 men each */ \
        .settings = CHECKERS__SETTING_CROWNING, /* the three readings below */ \
        .gen = CHECKERS__GEN_8T
/* clang-format on */

const checkers__variant checkers__variants[] = {
    {
        ENGLISH_ROW,
        .gen = CHECKERS__GEN_8E,
    },
    {
        .name = "international",
        .description = "International draughts (FMJD): 10x10, flying kings, men capture "
                       "backwards, majority capture",
        FMJD_RULES,
        BOARD(10, 10, 4), /* 2.4, 2.6: 10x10, 20 men each */
        .gen = CHECKERS__GEN_10F,
        .gametype = 20,
        .endgame = CHECKERS__ENDGAME_FMJD,
        .draws = DRAWS(3, 25, 1), /* 6.1 threefold; 6.2 25 moves of kings only */
    },
    {
        /* the International rules on 8x8 (lidraughts, pydraughts); the CBD text was not found */
        .name = "brazilian",
        .description = "Brazilian draughts: the International rules on 8x8",
        FMJD_RULES,
        BOARD(8, 8, 3),
        .algebraic = 1, /* PDN A0: a1..h8, a1 at White's bottom left */
        .gen = CHECKERS__GEN_8,
        .gametype = 26,
        .endgame = CHECKERS__ENDGAME_RUSSIAN,
        .draws = DRAWS(3, 15, 1), /* unconfirmed: lidraughts and pydraughts use the Russian rules */
    },
    {
        /*
         * https://fmjd64.org/rules-of-the-game/ ; the articles cited are the kodeks':
         * http://www.shashist.ru/kodeks/kodeks2004.doc
         */
        .name = "russian",
        .description = "Russian draughts (shashki): 8x8, flying kings, free choice, a man "
                       "crowned mid-capture goes on as a king",
        .rows = 8,
        .cols = 8,
        .men_rows = 3,
        .first = CHECKERS_WHITE,
        .men_capture_back = 1,                          /* 1.5.3 */
        .king_range = CHECKERS__KING_FLYING,            /* 1.4.5 */
        .promotion = CHECKERS__PROMO_CONTINUES_AS_KING, /* 1.5.15 */
        .precedence = 0,                                /* free choice */
        .capture_sep = ':',
        .algebraic = 1, /* PDN A0: a1..h8, a1 at White's bottom left */
        .gen = CHECKERS__GEN_8,
        .gametype = 25,
        .endgame = CHECKERS__ENDGAME_RUSSIAN,
        .draws = DRAWS(3, 15, 1), /* FMJD-64 7.2.3 threefold; 7.2.5 15 moves of kings only */
    },
    {
        /* the International rules on 12x12 (DCTL, PDN GameType 27); no federation text found */
        .name = "canadian",
        .description = "Canadian draughts: the International rules on 12x12, 30 men each",
        FMJD_RULES,
        BOARD(12, 12, 5), /* 30 men each on 5 rows */
        .gen = CHECKERS__GEN_12,
        .gametype = 27,
        .endgame = CHECKERS__ENDGAME_FMJD,
        .draws = DRAWS(3, 25, 1), /* unconfirmed: assumed as International */
    },
    {
        /*
         * APCA Tournament Rules of Play: http://americanpoolcheckers.us/
         * americanpoolcheckers/index.php/history/apca-tournament-rules-of-play
         */
        .name = "pool",
        .description = "American pool checkers (APCA): 8x8, Black first, flying kings, men "
                       "capture backwards, free choice",
        .rows = 8,
        .cols = 8,
        .men_rows = 3,
        .first = CHECKERS_BLACK,             /* APCA 7 */
        .men_capture_back = 1,               /* APCA 14 */
        .king_range = CHECKERS__KING_FLYING, /* APCA 15 */
        .promotion = CHECKERS__PROMO_AT_END, /* APCA 16, 22, 23 */
        .precedence = 0,                     /* APCA 20: free choice */
        .gen = CHECKERS__GEN_8,
        .gametype = 23,
        .endgame = CHECKERS__ENDGAME_POOL,
        .draws = DRAWS(3, 15, 1), /* unconfirmed: DCTL reads APCA 26 as 3 and 30 plies */
    },
    {
        /* http://www.fid.it/regolamenti/capo1.htm */
        .name = "italian",
        .description = "Italian draughts (FID): inverted 8x8, short kings, men cannot take "
                       "kings, quality precedence",
        .rows = 8,
        .cols = 8,
        .men_rows = 3,
        .first = CHECKERS_WHITE,              /* Capo I 3.4 */
        .numbering = CHECKERS__NUM_FILE_FLIP, /* 2.3, 2.4: dark square at the near right, 1 = a8 */
        .men_capture_back = 0,
        .king_range = CHECKERS__KING_SHORT,
        .promotion = CHECKERS__PROMO_ENDS_MOVE,
        .precedence = CHECKERS__PREC_COUNT | CHECKERS__PREC_WITH_KING | CHECKERS__PREC_KINGS |
                      CHECKERS__PREC_KING_ORDER, /* 6.6-6.9 */
        .men_spare_kings = 1,                    /* rule 3: a man cannot capture a king */
        .gen = CHECKERS__GEN_8,
        .gametype = 22,
        .draws = DRAWS(4, 40, 0), /* unconfirmed: RegTec 9.3(b1), 10.4 as read by DCTL */
    },
    {
        /* http://realidad-simulada.es/Juegos/Damas%20espa%C3%B1olas/1.htm */
        .name = "spanish",
        .description = "Spanish draughts: inverted 8x8, White on 1-12, flying kings, men "
                       "capture forward, most pieces then most kings",
        IBERIAN_RULES,
        .gen = CHECKERS__GEN_8,
        .gametype = 24,
    },
    {
        /*
         * The Portuguese federation's "Damas Classicas" (the text DCTL's
         * spanish.hpp follows): the Spanish rules, a row of its own for its
         * name and GameType 28. No source found a difference in the rules.
         */
        .name = "portuguese",
        .description = "Portuguese draughts: as Spanish (FPD Damas Classicas)",
        IBERIAN_RULES,
        .gen = CHECKERS__GEN_8,
        .gametype = 28,
    },
    {
        /* http://www.damweb.cz/pravidla/cdfull.html */
        .name = "czech",
        .description = "Czech draughts: 8x8, flying kings, men capture forward, a king's "
                       "capture has priority",
        .rows = 8,
        .cols = 8,
        .men_rows = 3,
        .first = CHECKERS_WHITE,
        .men_capture_back = 0,               /* 4.1 */
        .king_range = CHECKERS__KING_FLYING, /* 3.9 */
        .promotion = CHECKERS__PROMO_ENDS_MOVE,
        .precedence = CHECKERS__PREC_WITH_KING, /* 4.14: priority of the king's jump */
        .algebraic = 1,                         /* PDN A0: a1..h8, a1 at White's bottom left */
        .gen = CHECKERS__GEN_8,
        .gametype = 29,
        .draws = DRAWS(3, 15, 0), /* threefold (claimed), 15 moves without a man move */
    },
    {
        /*
         * http://mindsports.nl/index.php/on-the-evolution-of-draughts-variants/
         * draughts-variants/500-thai
         */
        .name = "thai",
        .description = "Thai draughts (mak-hos): 8 men each, flying kings land right behind, "
                       "pieces removed at once",
        .rows = 8,
        .cols = 8,
        .men_rows = 2,
        .first = CHECKERS_BLACK, /* unconfirmed: as PDN 31,B */
        .numbering = CHECKERS__NUM_ROW_FLIP |
                     CHECKERS__NUM_FILE_FLIP, /* unconfirmed: derived from N2 */
        .men_capture_back = 0,
        .king_range = CHECKERS__KING_FLYING_LAND_BEHIND,
        .promotion = CHECKERS__PROMO_ENDS_MOVE,
        .removal_immediate = 1,
        .precedence = 0,
        .capture_sep = '-',
        .gen = CHECKERS__GEN_8,
        .gametype = 31,
        .draws = DRAWS(3, 25, 0), /* unconfirmed: not found */
    },
    {
        /* https://mindsports.nl/index.php/the-pit/605-killer-draughts */
        .name = "killer",
        .description = "Killer draughts: International, and a king that takes a king halts "
                       "right behind it",
        FMJD_RULES,
        BOARD(10, 10, 4),
        .gen = CHECKERS__GEN_10,
        .halt_behind_king = 1,
        .draws = DRAWS(3, 0, 0), /* unconfirmed: repetition only, as Scan */
    },
    {
        /* no rule text: as lidraughts, pydraughts and Scan play it */
        .name = "antidraughts",
        .description = "Antidraughts: International pieces and moves; a player who cannot "
                       "move wins",
        FMJD_RULES,
        BOARD(10, 10, 4),
        .gen = CHECKERS__GEN_10F,
        .win_rule = CHECKERS__WIN_STALEMATED_WINS,
        .gametype = 98,          /* lidraughts' number: not a PDN standard GameType */
        .draws = DRAWS(3, 0, 0), /* threefold only (pydraughts) */
    },
    {
        /* no rule text: as lidraughts, pydraughts and Scan play it */
        .name = "breakthrough",
        .description = "Breakthrough draughts: International; the first to crown a king wins",
        FMJD_RULES,
        BOARD(10, 10, 4),
        .gen = CHECKERS__GEN_10F,
        .win_rule = CHECKERS__WIN_FIRST_KING,
        .gametype = 96,          /* lidraughts' number: not a PDN standard GameType */
        .draws = DRAWS(0, 0, 0), /* lidraughts: no drawing rules */
    },
    {
        .name = "frisian",
        .description = "Frisian draughts: 10x10, men and kings also capture along rows and "
                       "columns, the capture of highest value first",
        FRISIAN_RULES,
        BOARD(10, 10, 4), /* as International: board, men, White first */
        .gen = CHECKERS__GEN_10X,
        .gametype = 40,
    },
    {
        .name = "frysk",
        .description = "Frysk!: the Frisian rules from five men each on the back rows",
        FRISIAN_RULES,
        BOARD(10, 10, 4),
        .gen = CHECKERS__GEN_10X,
        .gametype = 97, /* lidraughts' number: not a PDN standard GameType */
        .start = "W:W46,47,48,49,50:B1,2,3,4,5",
    },
    {
        /*
         * last: the rows keep their indices (checkers_variant_name). Crowning mid-capture,
         * in pydraughts' reading (the default); a game may set setupgroup.com's (the man
         * stops, crowned: ENDS_MOVE) or Wikipedia's (it goes on as a king: CONTINUES_AS_KING).
         */
        TURKISH_ROW,
        .promotion = CHECKERS__PROMO_AT_END,
    },
};

const int32_t checkers__variant_total = (int32_t)(sizeof checkers__variants /
                                                  sizeof checkers__variants[0]);

/* Equal names in any case of ASCII letters ("English" is "english"). */
static int same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a - 'A' + 'a') : *a;
        if (x != *b) /* the table's names are lower case */
            return 0;
    }
    return *a == *b;
}

const checkers__variant *checkers__variant_lookup(const char *name)
{
    if (!name)
        return &checkers__variants[0];
    for (int32_t i = 0; i < checkers__variant_total; i++)
        if (same_name(name, checkers__variants[i].name))
            /* A row that names no generator is refused, not played by the first one. */
            return checkers__variants[i].gen != CHECKERS__GEN_NONE ? &checkers__variants[i] : NULL;
    return NULL;
}

int32_t checkers_variant_count(void)
{
    return checkers__variant_total;
}

const char *checkers_variant_name(int32_t index)
{
    return index >= 0 && index < checkers__variant_total ? checkers__variants[index].name : NULL;
}

const char *checkers_variant_description(int32_t index)
{
    return index >= 0 && index < checkers__variant_total ? checkers__variants[index].description
                                                         : NULL;
}

int32_t checkers_variant_find(const char *name)
{
    const checkers__variant *v = checkers__variant_lookup(name); /* NULL: english */
    return v ? (int32_t)(v - checkers__variants) : CHECKERS_E_UNKNOWN_VARIANT;
}
