/* SPDX-License-Identifier: MIT */
/*
 * perft_data.h - published perft counts, as data, shared by test_perft.c (all
 * depths) and test_perft_quick.c (the shallow ones).
 *
 * Source of every number: ../shared/reference/perft.md (which cites DCTL,
 * Aart Bik, OEIS A133046, damforum and shashki.com threads). The library
 * counts moves by the DISTINCT-MOVE convention ("drop duplicates": capture
 * routes with the same start, end and captured set count once), so the
 * "drop" column is used wherever perft.md has one. Rows taken from a "keep
 * duplicates" (paths) table say so, with the argument why keep = drop there.
 *
 * One ply is one complete move (a whole multi-capture); draw rules are
 * ignored (perft.md 2.1).
 */
#ifndef CHECKERS_TESTS_PERFT_DATA_H
#define CHECKERS_TESTS_PERFT_DATA_H

#include <stdint.h>

/* The positions: a variant, and a FEN (NULL = the variant's start). */
enum {
    P_ENGLISH_START,
    P_INTERNATIONAL_START,
    P_KILLER_START,
    P_ANTIDRAUGHTS_START,
    P_BREAKTHROUGH_START,
    P_BRAZILIAN_START,
    P_POOL_START,
    P_RUSSIAN_START,
    P_CZECH_START,
    P_SPANISH_START,
    P_ITALIAN_START,
    P_THAI_12V12,
    P_CANADIAN_START,
    P_RANDOM178,
    P_WOLDOUBY,
    P_ALLKINGS,
    P_ALMOSTPROMOTION,
    P_FRONTROWS,
    P_KILLER_RANDOM178,
    P_KILLER_WOLDOUBY,
    P_GILBERT1,
    P_GILBERT2,
    P_GILBERT3,
    P_FRISIAN_START,
    P_TURKISH_START,
    P_COUNT
};

typedef struct perft_position {
    const char *variant;
    const char *fen; /* NULL: the variant's standard start */
} perft_position;

#define FEN_RANDOM178 "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"
#define FEN_WOLDOUBY "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"

static const perft_position perft_positions[P_COUNT] = {
    [P_ENGLISH_START] = {"english", NULL},
    [P_INTERNATIONAL_START] = {"international", NULL},
    [P_KILLER_START] = {"killer", NULL},
    [P_ANTIDRAUGHTS_START] = {"antidraughts", NULL},
    [P_BREAKTHROUGH_START] = {"breakthrough", NULL},
    [P_BRAZILIAN_START] = {"brazilian", NULL},
    [P_POOL_START] = {"pool", NULL},
    [P_RUSSIAN_START] = {"russian", NULL},
    [P_CZECH_START] = {"czech", NULL},
    [P_SPANISH_START] = {"spanish", NULL},
    [P_ITALIAN_START] = {"italian", NULL},
    /*
     * perft.md 2.3: DCTL's "Thai" numbers are the Thai rules from the 12-v-12
     * three-row start, not from the real 8-man Thai start. In Thai numbering
     * (1 = g1) ranks 1-3 are squares 1-12. The position is symmetric, so which
     * side moves first does not change the counts.
     */
    [P_THAI_12V12] = {"thai", "W:W1-12:B21-32"},
    [P_CANADIAN_START] = {"canadian", NULL},
    /* perft.md 2.5, International rules, drop duplicates (DCTL fmjd.cpp). */
    [P_RANDOM178] = {"international", FEN_RANDOM178},
    [P_WOLDOUBY] = {"international", FEN_WOLDOUBY},
    [P_ALLKINGS] = {"international",
                    "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,"
                    "K48,K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,"
                    "K18,K19,K20"},
    [P_ALMOSTPROMOTION] = {"international", "W:W6,7,8,9,10:B41,42,43,44,45"},
    /* perft.md 2.5, International rules, KEEP duplicates (DCTL shashki.cpp). */
    [P_FRONTROWS] = {"international", "W:B16,17,18,19,20:W31,32,33,34,35"},
    /* perft.md 2.5, Killer rules, drop duplicates (DCTL letouzey.cpp). */
    [P_KILLER_RANDOM178] = {"killer", FEN_RANDOM178},
    [P_KILLER_WOLDOUBY] = {"killer", FEN_WOLDOUBY},
    /* perft.md 2.5, Italian rules, keep duplicates (Ed Gilbert, DCTL gilbert.cpp). */
    [P_GILBERT1] = {"italian", "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3"},
    [P_GILBERT2] = {"italian", "B:W30,21,22,17,20,K6:B25,28,9,5,1,3"},
    [P_GILBERT3] = {"italian", "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4"},
    [P_FRISIAN_START] = {"frisian", NULL},
    [P_TURKISH_START] = {"turkish", NULL},
};

typedef struct perft_row {
    int position; /* P_* */
    int depth;
    uint64_t expected;
} perft_row;

static const perft_row perft_rows[] = {
    /*
     * Turkish, the start (16 men each on a2-h3 and a6-h7, White first). No
     * published perft exists (perft.md 2.3): these are the library's own
     * counts, and an independent generator written for the purpose
     * (turkish_reference.h: arrays, not bitboards) gives the same at every
     * depth here (test_turkish_independent_deep.c).
     */
    {P_TURKISH_START, 1, 8},
    {P_TURKISH_START, 2, 64},
    {P_TURKISH_START, 3, 708},
    {P_TURKISH_START, 4, 7538},
    {P_TURKISH_START, 5, 85090},
    {P_TURKISH_START, 6, 931312},
    {P_TURKISH_START, 7, 10782308},
    {P_TURKISH_START, 8, 123285642},

    /*
     * Frisian, the International start (perft.md 2.4, drop column: DCTL
     * board_10x10.cpp from damforum). Keep and drop first differ at depth 4
     * (3,880 paths), so these counts also check that routes over the same
     * pieces count once.
     */
    {P_FRISIAN_START, 1, 9},
    {P_FRISIAN_START, 2, 81},
    {P_FRISIAN_START, 3, 658},
    {P_FRISIAN_START, 4, 3874},
    {P_FRISIAN_START, 5, 21265},
    {P_FRISIAN_START, 6, 102431},
    {P_FRISIAN_START, 7, 540126},
    {P_FRISIAN_START, 8, 2825779},
    {P_FRISIAN_START, 9, 15605069},

    /*
     * English, standard start, Black to move (perft.md 2.2). Paths and
     * distinct moves agree up to depth 11 (king loops first matter at 12).
     */
    {P_ENGLISH_START, 1, 7},
    {P_ENGLISH_START, 2, 49},
    {P_ENGLISH_START, 3, 302},
    {P_ENGLISH_START, 4, 1469},
    {P_ENGLISH_START, 5, 7361},
    {P_ENGLISH_START, 6, 36768},
    {P_ENGLISH_START, 7, 179740},
    {P_ENGLISH_START, 8, 845931},
    {P_ENGLISH_START, 9, 3963680},

    /*
     * International, W:W31-50:B1-20 (perft.md 2.4, drop column; BikDam).
     * Keep and drop first differ at depth 8: 6,483,971 paths against
     * 6,483,961 distinct moves (men's 4-piece loops).
     */
    {P_INTERNATIONAL_START, 1, 9},
    {P_INTERNATIONAL_START, 2, 81},
    {P_INTERNATIONAL_START, 3, 658},
    {P_INTERNATIONAL_START, 4, 4265},
    {P_INTERNATIONAL_START, 5, 27117},
    {P_INTERNATIONAL_START, 6, 167140},
    {P_INTERNATIONAL_START, 7, 1049442},
    {P_INTERNATIONAL_START, 8, 6483961},

    /* Killer gives exactly the International numbers from the start (DCTL Killer case). */
    {P_KILLER_START, 1, 9},
    {P_KILLER_START, 2, 81},
    {P_KILLER_START, 3, 658},
    {P_KILLER_START, 4, 4265},
    {P_KILLER_START, 5, 27117},
    {P_KILLER_START, 6, 167140},
    {P_KILLER_START, 7, 1049442},
    {P_KILLER_START, 8, 6483961},

    /*
     * Antidraughts uses the International move generator and perft ignores the
     * game result, so International perft applies (perft.md 2.3).
     */
    {P_ANTIDRAUGHTS_START, 1, 9},
    {P_ANTIDRAUGHTS_START, 2, 81},
    {P_ANTIDRAUGHTS_START, 3, 658},
    {P_ANTIDRAUGHTS_START, 4, 4265},
    {P_ANTIDRAUGHTS_START, 5, 27117},
    {P_ANTIDRAUGHTS_START, 6, 167140},
    {P_ANTIDRAUGHTS_START, 7, 1049442},
    {P_ANTIDRAUGHTS_START, 8, 6483961},

    /*
     * Breakthrough: whether perft stops at the first crowning is a convention
     * (perft.md 2.3, [U]), but up to depth 8 it cannot matter. A man can only
     * be crowned on an empty square of the far row, and emptying one takes
     * the defender four moves (row 3 to 4, 2 to 3, 1 to 2, 0 to 1: the far row
     * pieces cannot be captured). Black's fourth move is ply 8, so White cannot
     * crown before ply 9; White's fourth move is ply 7, so Black cannot crown
     * before ply 8, which is a leaf either way. So these are the International
     * numbers under both conventions.
     */
    {P_BREAKTHROUGH_START, 1, 9},
    {P_BREAKTHROUGH_START, 2, 81},
    {P_BREAKTHROUGH_START, 3, 658},
    {P_BREAKTHROUGH_START, 4, 4265},
    {P_BREAKTHROUGH_START, 5, 27117},
    {P_BREAKTHROUGH_START, 6, 167140},
    {P_BREAKTHROUGH_START, 7, 1049442},
    {P_BREAKTHROUGH_START, 8, 6483961},

    /* Brazilian start (perft.md 2.3, drop; keep is 907,836 at 8 and 4,431,847 at 9). */
    {P_BRAZILIAN_START, 1, 7},
    {P_BRAZILIAN_START, 2, 49},
    {P_BRAZILIAN_START, 3, 302},
    {P_BRAZILIAN_START, 4, 1469},
    {P_BRAZILIAN_START, 5, 7473},
    {P_BRAZILIAN_START, 6, 37628},
    {P_BRAZILIAN_START, 7, 187302},
    {P_BRAZILIAN_START, 8, 907830},
    {P_BRAZILIAN_START, 9, 4431766},

    /* Pool start, Black first (perft.md 2.3, drop; keep 929,902 / 4,570,615). */
    {P_POOL_START, 1, 7},
    {P_POOL_START, 2, 49},
    {P_POOL_START, 3, 302},
    {P_POOL_START, 4, 1469},
    {P_POOL_START, 5, 7482},
    {P_POOL_START, 6, 37986},
    {P_POOL_START, 7, 190146},
    {P_POOL_START, 8, 929896},
    {P_POOL_START, 9, 4570534},

    /* Russian start (perft.md 2.3, drop; keep 929,905 / 4,570,667). */
    {P_RUSSIAN_START, 1, 7},
    {P_RUSSIAN_START, 2, 49},
    {P_RUSSIAN_START, 3, 302},
    {P_RUSSIAN_START, 4, 1469},
    {P_RUSSIAN_START, 5, 7482},
    {P_RUSSIAN_START, 6, 37986},
    {P_RUSSIAN_START, 7, 190146},
    {P_RUSSIAN_START, 8, 929899},
    {P_RUSSIAN_START, 9, 4570586},

    /* Czech start (perft.md 2.3; keep = drop up to depth 11). */
    {P_CZECH_START, 1, 7},
    {P_CZECH_START, 2, 49},
    {P_CZECH_START, 3, 302},
    {P_CZECH_START, 4, 1469},
    {P_CZECH_START, 5, 7361},
    {P_CZECH_START, 6, 36768},
    {P_CZECH_START, 7, 179740},
    {P_CZECH_START, 8, 845931},
    {P_CZECH_START, 9, 3963671},

    /* Spanish start, inverted board (perft.md 2.3; keep = drop up to depth 11). */
    {P_SPANISH_START, 1, 7},
    {P_SPANISH_START, 2, 49},
    {P_SPANISH_START, 3, 302},
    {P_SPANISH_START, 4, 1469},
    {P_SPANISH_START, 5, 7361},
    {P_SPANISH_START, 6, 36473},
    {P_SPANISH_START, 7, 177532},
    {P_SPANISH_START, 8, 828783},
    {P_SPANISH_START, 9, 3860866},

    /* Italian start, inverted board (perft.md 2.3; keep = drop up to depth 11). */
    {P_ITALIAN_START, 1, 7},
    {P_ITALIAN_START, 2, 49},
    {P_ITALIAN_START, 3, 302},
    {P_ITALIAN_START, 4, 1469},
    {P_ITALIAN_START, 5, 7361},
    {P_ITALIAN_START, 6, 36473},
    {P_ITALIAN_START, 7, 177532},
    {P_ITALIAN_START, 8, 828783},
    {P_ITALIAN_START, 9, 3860875},

    /* Thai rules from the 12-v-12 start (perft.md 2.3; first differs from English at 9). */
    {P_THAI_12V12, 1, 7},
    {P_THAI_12V12, 2, 49},
    {P_THAI_12V12, 3, 302},
    {P_THAI_12V12, 4, 1469},
    {P_THAI_12V12, 5, 7361},
    {P_THAI_12V12, 6, 36768},
    {P_THAI_12V12, 7, 179740},
    {P_THAI_12V12, 8, 845931},
    {P_THAI_12V12, 9, 3963648},

    /* Canadian 12x12, 30 v 30 (perft.md 2.4, drop; DCTL board_large.cpp). */
    {P_CANADIAN_START, 1, 11},
    {P_CANADIAN_START, 2, 121},
    {P_CANADIAN_START, 3, 1222},
    {P_CANADIAN_START, 4, 10053},
    {P_CANADIAN_START, 5, 79049},
    {P_CANADIAN_START, 6, 584100},

    /* Random178, International, drop (perft.md 2.5). */
    {P_RANDOM178, 1, 14},
    {P_RANDOM178, 2, 55},
    {P_RANDOM178, 3, 1168},
    {P_RANDOM178, 4, 5432},
    {P_RANDOM178, 5, 87195},
    {P_RANDOM178, 6, 629010},
    {P_RANDOM178, 7, 9041010},

    /* Woldouby, International, drop (perft.md 2.5). */
    {P_WOLDOUBY, 1, 6},
    {P_WOLDOUBY, 2, 12},
    {P_WOLDOUBY, 3, 30},
    {P_WOLDOUBY, 4, 73},
    {P_WOLDOUBY, 5, 215},
    {P_WOLDOUBY, 6, 590},
    {P_WOLDOUBY, 7, 1944},
    {P_WOLDOUBY, 8, 6269},
    {P_WOLDOUBY, 9, 22369},
    {P_WOLDOUBY, 10, 88050},
    {P_WOLDOUBY, 11, 377436},

    /* AllKings, International, drop (perft.md 2.5). */
    {P_ALLKINGS, 1, 17},
    {P_ALLKINGS, 2, 79},
    {P_ALLKINGS, 3, 352},
    {P_ALLKINGS, 4, 1399},
    {P_ALLKINGS, 5, 7062},
    {P_ALLKINGS, 6, 37589},
    {P_ALLKINGS, 7, 217575},

    /* AlmostPromotion, International, drop (perft.md 2.5). */
    {P_ALMOSTPROMOTION, 1, 9},
    {P_ALMOSTPROMOTION, 2, 81},
    {P_ALMOSTPROMOTION, 3, 795},
    {P_ALMOSTPROMOTION, 4, 7578},
    {P_ALMOSTPROMOTION, 5, 86351},
    {P_ALMOSTPROMOTION, 6, 936311},

    /*
     * FrontRows, International, published with KEEP duplicates (perft.md 2.5:
     * 9, 81, 534, 2,538, 9,052, 29,999, 98,971, 310,315, 1,008,317,
     * 3,174,159, ...). Up to depth 8 keep = drop: a duplicate needs a capture
     * of at least 4 pieces round a loop, and the library's distinct count
     * equals the published paths count there. At depth 9 they differ: the
     * published 1,008,317 counts 4 leaves twice (two routes of one capture).
     * An independent throwaway generator written from rules.md reproduces the
     * published 1,008,317 when it keeps routes and gives 1,008,313 when it
     * drops them, the number checked here (so the depth-9 row is derived, not
     * published). Deeper rows have no drop-duplicates count to compare with.
     */
    {P_FRONTROWS, 1, 9},
    {P_FRONTROWS, 2, 81},
    {P_FRONTROWS, 3, 534},
    {P_FRONTROWS, 4, 2538},
    {P_FRONTROWS, 5, 9052},
    {P_FRONTROWS, 6, 29999},
    {P_FRONTROWS, 7, 98971},
    {P_FRONTROWS, 8, 310315},
    {P_FRONTROWS, 9, 1008313}, /* published keep: 1,008,317 (see above) */

    /*
     * Killer Random178 (perft.md 2.5, drop): equal to International up to
     * depth 3; from depth 4 the halt-behind-king rule removes moves
     * (5,165 against 5,432).
     */
    {P_KILLER_RANDOM178, 1, 14},
    {P_KILLER_RANDOM178, 2, 55},
    {P_KILLER_RANDOM178, 3, 1168},
    {P_KILLER_RANDOM178, 4, 5165},
    {P_KILLER_RANDOM178, 5, 84326},
    {P_KILLER_RANDOM178, 6, 573965},
    {P_KILLER_RANDOM178, 7, 8476150},

    /*
     * Killer Woldouby (perft.md 2.5, drop): equal to International up to
     * depth 9; differs from depth 10 (88,043 against 88,050).
     */
    {P_KILLER_WOLDOUBY, 1, 6},
    {P_KILLER_WOLDOUBY, 2, 12},
    {P_KILLER_WOLDOUBY, 3, 30},
    {P_KILLER_WOLDOUBY, 4, 73},
    {P_KILLER_WOLDOUBY, 5, 215},
    {P_KILLER_WOLDOUBY, 6, 590},
    {P_KILLER_WOLDOUBY, 7, 1944},
    {P_KILLER_WOLDOUBY, 8, 6269},
    {P_KILLER_WOLDOUBY, 9, 22369},
    {P_KILLER_WOLDOUBY, 10, 88043},
    {P_KILLER_WOLDOUBY, 11, 377339},
    {P_KILLER_WOLDOUBY, 12, 1908829},

    /*
     * Ed Gilbert's Italian positions (perft.md 2.5), published with KEEP
     * duplicates. Italian kings are short and men capture forward only, so a
     * duplicate needs a king going round a 4-piece loop; these small depths
     * are where keep = drop is safe to assume.
     */
    {P_GILBERT1, 1, 5},
    {P_GILBERT1, 2, 13},
    {P_GILBERT1, 3, 42},
    {P_GILBERT1, 4, 107},
    {P_GILBERT1, 5, 360},
    {P_GILBERT1, 6, 1099},
    {P_GILBERT2, 1, 6},
    {P_GILBERT2, 2, 47},
    {P_GILBERT2, 3, 271},
    {P_GILBERT2, 4, 1916},
    {P_GILBERT2, 5, 10810},
    {P_GILBERT2, 6, 73137},
    {P_GILBERT3, 1, 13},
    {P_GILBERT3, 2, 112},
    {P_GILBERT3, 3, 828},
    {P_GILBERT3, 4, 6756},
    {P_GILBERT3, 5, 46241},
    {P_GILBERT3, 6, 368908},
};

#define PERFT_ROW_COUNT (sizeof perft_rows / sizeof perft_rows[0])

#endif
