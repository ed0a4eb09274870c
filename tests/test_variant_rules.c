/* SPDX-License-Identifier: MIT */
/*
 * test_variant_rules.c - what every variant must get right before its own
 * rules (../shared/reference/rules.md, summary matrix and section 1): its
 * name, its board, its start position, the side that moves first, and the
 * notation its PDN uses (algebraic for russian, brazilian and czech).
 *
 * The rules that set each variant apart are in the test_rules_*.c files:
 *   test_rules_international.c         international
 *   test_rules_international_family.c  killer, antidraughts, breakthrough,
 *                                      canadian
 *   test_rules_flying_8x8.c            brazilian, russian, pool, czech
 *   test_rules_inverted.c              italian, spanish, portuguese
 *   test_rules_thai.c                  thai
 * (English is in test_english_rules.c.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rules_helpers.h"

/* ----------------------------------------------------------- the table */

typedef struct variant_start {
    const char *name;
    int32_t squares; /* playing squares */
    int32_t rows;    /* rows and columns of the board */
    int32_t turn;    /* who moves first */
    const char *fen; /* the start, numbered, with ranges */
    int32_t first_moves;
    int32_t algebraic; /* PDN notation A0: algebraic by default */
} variant_start;

/*
 * Each variant's start (rules.md 0 and 1.x): the men on the first rows of
 * each side, numbered in the variant's own PDN numbering.
 */
static const variant_start starts[] = {
    /* 1.1: Black on 1-12 moves first */
    {"english", 32, 8, CHECKERS_BLACK, "B:W21-32:B1-12", 7, 0},
    /* 1.2: FMJD 2.4-2.6 */
    {"international", 50, 10, CHECKERS_WHITE, "W:W31-50:B1-20", 9, 0},
    /* 1.3: the International rules on 8x8 */
    {"brazilian", 32, 8, CHECKERS_WHITE, "W:W21-32:B1-12", 7, 1},
    /* 1.4 */
    {"russian", 32, 8, CHECKERS_WHITE, "W:W21-32:B1-12", 7, 1},
    /* 1.5: 30 men each on five rows */
    {"canadian", 72, 12, CHECKERS_WHITE, "W:W43-72:B1-30", 11, 0},
    /* 1.9: APCA 5, 7: Black first */
    {"pool", 32, 8, CHECKERS_BLACK, "B:W21-32:B1-12", 7, 0},
    /* 1.6: FID: Black on 1-12, White first */
    {"italian", 32, 8, CHECKERS_WHITE, "W:W21-32:B1-12", 7, 0},
    /* 1.7: WHITE on 1-12 */
    {"spanish", 32, 8, CHECKERS_WHITE, "W:W1-12:B21-32", 7, 0},
    /* 1.8: as Spanish */
    {"portuguese", 32, 8, CHECKERS_WHITE, "W:W1-12:B21-32", 7, 0},
    /* 1.10 */
    {"czech", 32, 8, CHECKERS_WHITE, "W:W21-32:B1-12", 7, 1},
    /* 1.11: 8 men each on two rows; first player disputed, PDN says B */
    {"thai", 32, 8, CHECKERS_BLACK, "B:W1-8:B25-32", 7, 0},
    /* 1.14-1.16: the International start */
    {"killer", 50, 10, CHECKERS_WHITE, "W:W31-50:B1-20", 9, 0},
    {"antidraughts", 50, 10, CHECKERS_WHITE, "W:W31-50:B1-20", 9, 0},
    {"breakthrough", 50, 10, CHECKERS_WHITE, "W:W31-50:B1-20", 9, 0},
};

#define N_STARTS (sizeof starts / sizeof starts[0])

/* "W:W21-32:B1-12" written out as the canonical "W:W21,22,...,32:B1,...,12". */
static void expand_ranges(const char *fen, char *out, size_t capacity)
{
    size_t n = 0;
    const char *p = fen;
    while (*p && n + 1 < capacity) {
        if (*p >= '0' && *p <= '9') {
            int a = (int)strtol(p, (char **)&p, 10);
            int b = a;
            if (*p == '-') {
                p++;
                b = (int)strtol(p, (char **)&p, 10);
            }
            for (int s = a; s <= b && n + 1 < capacity; s++) {
                n += (size_t)snprintf(out + n, capacity - n, s == a ? "%d" : ",%d", s);
            }
        } else {
            out[n++] = *p++;
        }
    }
    out[n < capacity ? n : capacity - 1] = '\0';
}

/* ------------------------------------------------------------- names */

/* Every variant of the rule sheets is known by its lower-case name. */
static void test_every_variant_is_known_by_name(void **state)
{
    (void)state;
    assert_true(checkers_variant_count() >= (int32_t)N_STARTS);
    for (size_t i = 0; i < N_STARTS; i++) {
        int32_t index = checkers_variant_find(starts[i].name);
        if (index < 0) {
            fail_msg("variant %s unknown: %s", starts[i].name, checkers_error_name(index));
        }
        assert_string_equal(checkers_variant_name(index), starts[i].name);
        assert_non_null(checkers_variant_description(index));
        assert_true(strlen(checkers_variant_description(index)) > 0);
    }
    assert_int_equal(checkers_variant_find("checkers"), CHECKERS_E_UNKNOWN_VARIANT);
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "draughts", NULL), CHECKERS_E_UNKNOWN_VARIANT);
    assert_null(game);
}

/* A variant's name is read in any case; nothing else about it is loosened. */
static void test_a_variant_name_is_read_in_any_case(void **state)
{
    (void)state;
    assert_int_equal(checkers_variant_find("English"), checkers_variant_find("english"));
    assert_int_equal(checkers_variant_find("RUSSIAN"), checkers_variant_find("russian"));
    assert_int_equal(checkers_variant_find("FrySK"), checkers_variant_find("frysk"));
    assert_int_equal(checkers_variant_find("english "), CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_variant_find("englis"), CHECKERS_E_UNKNOWN_VARIANT);
    assert_int_equal(checkers_variant_find("englishh"), CHECKERS_E_UNKNOWN_VARIANT);
    checkers_game *game = NULL;
    assert_int_equal(checkers_game_new(&game, "International", NULL), CHECKERS_OK);
    assert_string_equal(checkers_game_variant(game), "international");
    checkers_game_free(game);
}

/* ------------------------------------------------------ start positions */

/*
 * Each variant starts from its standard position with the right side to
 * move: the board size, the canonical FEN (numbered), the same position as
 * read from its FEN, and the number of first moves.
 */
static void test_each_variant_start_position_and_side_to_move(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_STARTS; i++) {
        const variant_start *v = &starts[i];
        char expected[CHECKERS_FEN_MAX], fen[CHECKERS_FEN_MAX];
        checkers_game *game = rules_game(v->name, NULL);
        int32_t rows = 0, columns = 0;

        assert_int_equal(checkers_game_square_count(game), v->squares);
        assert_int_equal(checkers_game_square_position(game, 1, NULL, NULL, &rows, &columns), 0);
        assert_int_equal(rows, v->rows);
        assert_int_equal(columns, v->rows);
        if (checkers_game_turn(game) != v->turn) {
            fail_msg("%s: %s moves first, expected %s", v->name,
                     checkers_game_turn(game) == CHECKERS_WHITE ? "White" : "Black",
                     v->turn == CHECKERS_WHITE ? "White" : "Black");
        }
        assert_int_equal(checkers_game_notation(game),
                         v->algebraic ? CHECKERS_NOTATION_ALGEBRAIC : CHECKERS_NOTATION_NUMERIC);
        assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_NUMERIC), CHECKERS_OK);
        expand_ranges(v->fen, expected, sizeof expected);
        rules_fen(game, fen);
        if (strcmp(fen, expected) != 0) {
            fail_msg("%s start: %s, expected %s", v->name, fen, expected);
        }
        assert_int_equal(checkers_game_moves(game, NULL, 0), v->first_moves);
        assert_int_equal(checkers_game_ply_count(game), 0);
        rules_assert_status(game, CHECKERS_ONGOING, CHECKERS_REASON_NONE);

        checkers_game *from_text = rules_game(v->name, v->fen);
        assert_true(checkers_game_hash(game) == checkers_game_hash(from_text));
        assert_int_equal(checkers_game_turn(from_text), v->turn);
        checkers_game_free(from_text);
        checkers_game_free(game);
    }
}

/* --------------------------------------------------- algebraic notation */

static const char *const algebraic_variants[] = {"russian", "brazilian", "czech"};

/*
 * The PDN notation of russian, brazilian and czech is algebraic (GameTypes
 * 25, 26, 29: "A0", a1 at White's bottom left); the game writes it by
 * default. No other variant has an algebraic notation.
 */
static void test_algebraic_notation_only_for_russian_brazilian_czech(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_STARTS; i++) {
        checkers_game *game = rules_game(starts[i].name, NULL);
        if (starts[i].algebraic) {
            assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_ALGEBRAIC);
            assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_NUMERIC), 0);
            assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_NUMERIC);
            assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_ALGEBRAIC), 0);
            assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_ALGEBRAIC);
        } else {
            assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_NUMERIC);
            assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_ALGEBRAIC),
                             CHECKERS_E_UNSUPPORTED);
            assert_int_equal(checkers_game_notation(game), CHECKERS_NOTATION_NUMERIC);
            assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_NUMERIC), 0);
        }
        assert_int_equal(checkers_game_set_notation(game, 2), CHECKERS_E_INVALID_ARGUMENT);
        checkers_game_free(game);
    }
}

/*
 * "c3-d4" is read and written; the square numbers ("22-18") are read too,
 * and written after checkers_game_set_notation(NUMERIC). The FEN follows the
 * notation (squares in ascending order of their numbers: d4 = 18 first).
 */
static void test_algebraic_moves_read_and_written(void **state)
{
    (void)state;
    for (size_t i = 0; i < 3; i++) {
        const char *variant = algebraic_variants[i];
        checkers_game *game = rules_game(variant, NULL);
        checkers_move by_name, by_number;
        checkers_refusal why;
        char text[CHECKERS_MOVE_TEXT_MAX];

        memset(&why, 0, sizeof why);
        assert_int_equal(checkers_game_parse_move(game, "c3-d4", &by_name, &why), CHECKERS_OK);
        assert_int_equal(by_name.from, 22);
        assert_int_equal(by_name.to, 18);
        assert_int_equal(checkers_game_parse_move(game, "22-18", &by_number, &why), CHECKERS_OK);
        assert_memory_equal(&by_name, &by_number, sizeof by_name);
        assert_int_equal(checkers_game_move_text(game, &by_name, 0, text, sizeof text), 5);
        assert_string_equal(text, "c3-d4");

        /* light squares and squares off the board are not squares */
        rules_refused(game, "c3-c4", CHECKERS_E_MOVE_SQUARE);
        rules_refused(game, "c3-i4", CHECKERS_E_MOVE_SQUARE);

        rules_play(game, "c3-d4");
        rules_assert_fen(game, "B:Wd4,a3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1"
                               ":Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6");
        rules_play(game, "11-15"); /* f6-e5, given by number */
        checkers_move last;
        assert_int_equal(checkers_game_history(game, 1, &last), CHECKERS_OK);
        assert_int_equal(last.from, 11);
        assert_int_equal(last.to, 15);

        /* d4 takes e5: written with the variant's separator */
        const char *capture[1] = {strcmp(variant, "russian") == 0 ? "d4:f6" : "d4xf6"};
        rules_assert_moves(game, capture, 1);

        assert_int_equal(checkers_game_set_notation(game, CHECKERS_NOTATION_NUMERIC), 0);
        rules_assert_fen(game, "W:W18,21,23,24,25,26,27,28,29,30,31,32"
                               ":B1,2,3,4,5,6,7,8,9,10,12,15");
        capture[0] = strcmp(variant, "russian") == 0 ? "18:11" : "18x11";
        rules_assert_moves(game, capture, 1);
        rules_play(game, "d4:f6"); /* still read in algebraic, with ':' */
        checkers_game_free(game);
    }
}

/*
 * A FEN with algebraic squares is read (kings marked "K", mixed with numbers
 * too) and written back in the game's notation; light squares and squares
 * off the board are refused.
 */
static void test_algebraic_fen_read_and_written(void **state)
{
    (void)state;
    for (size_t i = 0; i < 3; i++) {
        const char *variant = algebraic_variants[i];
        checkers_game *game = rules_game(variant, "W:WKa1,c3:Bh8,Kf6");
        rules_assert_piece(game, 29, CHECKERS_WHITE_KING); /* a1 */
        rules_assert_piece(game, 22, CHECKERS_WHITE_MAN);  /* c3 */
        rules_assert_piece(game, 4, CHECKERS_BLACK_MAN);   /* h8 */
        rules_assert_piece(game, 11, CHECKERS_BLACK_KING); /* f6 */
        rules_assert_fen(game, "W:Wc3,Ka1:Bh8,Kf6");

        checkers_game *numbered = rules_game(variant, "W:WK29,22:B4,K11");
        assert_true(checkers_game_hash(game) == checkers_game_hash(numbered));
        rules_assert_fen(numbered, "W:Wc3,Ka1:Bh8,Kf6");
        assert_int_equal(checkers_game_set_notation(numbered, CHECKERS_NOTATION_NUMERIC), 0);
        rules_assert_fen(numbered, "W:W22,K29:B4,K11");
        checkers_game_free(numbered);

        numbered = rules_game(variant, "W:Wc3,K29:B4,Kf6"); /* both forms in one FEN */
        assert_true(checkers_game_hash(game) == checkers_game_hash(numbered));
        checkers_game_free(numbered);
        checkers_game_free(game);

        checkers_game *bad = NULL;
        assert_int_equal(checkers_game_new_from_fen(&bad, variant, "W:Wa2:Bh8", NULL),
                         CHECKERS_E_FEN_SQUARE); /* a2 is a light square */
        assert_null(bad);
        assert_int_equal(checkers_game_new_from_fen(&bad, variant, "W:Wi3:Bh8", NULL),
                         CHECKERS_E_FEN_SQUARE);
        assert_int_equal(checkers_game_new_from_fen(&bad, variant, "W:Wc9:Bh8", NULL),
                         CHECKERS_E_FEN_SQUARE);
        assert_null(bad);
    }

    /* English has no algebraic notation: "c3" is not a square there */
    checkers_game *bad = NULL;
    assert_true(checkers_game_new_from_fen(&bad, "english", "W:Wc3:B1", NULL) < 0);
    assert_null(bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_variant_is_known_by_name),
        cmocka_unit_test(test_a_variant_name_is_read_in_any_case),
        cmocka_unit_test(test_each_variant_start_position_and_side_to_move),
        cmocka_unit_test(test_algebraic_notation_only_for_russian_brazilian_czech),
        cmocka_unit_test(test_algebraic_moves_read_and_written),
        cmocka_unit_test(test_algebraic_fen_read_and_written),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
