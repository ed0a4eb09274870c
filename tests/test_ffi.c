/* SPDX-License-Identifier: MIT */
/*
 * The calls made for bindings: every legal move as one text, playing a move by
 * its index, a sequence of moves in one call, a PDN reader that copies its
 * text, and the constant and layout tables. Each test is named after the
 * promise the header makes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "checkers.h"
#include "rules_helpers.h"

#define START_FEN "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

/* Every numeric macro of checkers.h, generated from the header by tests/CMakeLists.txt. */
typedef struct {
    const char *name;
    int64_t value;
} header_constant;
static const header_constant header_constants[] = {
#include "header_constants.h"
};

/* ------------------------------------------------------- moves as text */

static void test_moves_text_lists_the_start_moves_in_list_order(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    char text[256];
    int32_t len = checkers_game_moves_text(game, 0, text, sizeof text);
    assert_string_equal(text, "9-13 9-14 10-14 10-15 11-15 11-16 12-16");
    assert_int_equal(len, (int32_t)strlen(text));
    checkers_game_free(game);
}

/* Each text equals checkers_game_move_text of the same move, both with and without full routes. */
static void check_texts_match_moves(const checkers_game *game, uint32_t flags)
{
    static checkers_move moves[CHECKERS_MAX_MOVES];
    static char all[CHECKERS_MAX_MOVES * CHECKERS_MOVE_TEXT_MAX];
    int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    assert_true(n >= 0);
    int32_t len = checkers_game_moves_text(game, flags, all, sizeof all);
    assert_int_equal(len, (int32_t)strlen(all));
    char expected[sizeof all];
    size_t at = 0;
    expected[0] = '\0';
    for (int32_t i = 0; i < n; i++) {
        char one[CHECKERS_MOVE_TEXT_MAX];
        int32_t w = checkers_game_move_text(game, &moves[i], flags, one, sizeof one);
        assert_true(w > 0 && w < (int32_t)sizeof one);
        char listed[CHECKERS_MOVE_TEXT_MAX];
        assert_int_equal(checkers_game_listed_move_text(game, moves, n, i,
                                                        checkers_game_notation(game), flags, listed,
                                                        sizeof listed),
                         w);
        assert_string_equal(listed, one);
        at += (size_t)snprintf(expected + at, sizeof expected - at, "%s%s", i ? " " : "", one);
    }
    assert_string_equal(all, expected);
}

static void test_moves_text_equals_each_move_text_in_every_variant(void **state)
{
    (void)state;
    int captures_seen = 0;
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = rules_game(checkers_variant_name(v), NULL);
        checkers_draw_rules none;
        checkers_draw_rules_preset(CHECKERS_DRAWS_NONE, &none);
        checkers_game_set_draw_rules(game, &none);
        uint32_t seed = 12345u + (uint32_t)v;
        for (int ply = 0; ply < 200; ply++) {
            check_texts_match_moves(game, 0);
            check_texts_match_moves(game, CHECKERS_TEXT_FULL_ROUTE);
            checkers_move moves[CHECKERS_MAX_MOVES];
            int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
            if (n <= 0 || checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            captures_seen += moves[0].captures > 1;
            seed = seed * 1103515245u + 12345u;
            assert_int_equal(checkers_game_apply(game, &moves[(seed >> 16) % (uint32_t)n], NULL),
                             CHECKERS_OK);
        }
        checkers_game_free(game);
    }
    assert_true(captures_seen > 0); /* multiple captures were among the positions */
}

/* A list's texts, written after the game has moved on, are those of the list's position. */
static void test_listed_move_text_reads_the_list_not_the_position(void **state)
{
    (void)state;
    int compared = 0;
    for (int32_t v = 0; v < checkers_variant_count(); v++) {
        checkers_game *game = rules_game(checkers_variant_name(v), NULL);
        static checkers_move before[CHECKERS_MAX_MOVES];
        static char texts[CHECKERS_MAX_MOVES][CHECKERS_MOVE_TEXT_MAX];
        uint32_t seed = 777u + (uint32_t)v;
        for (int ply = 0; ply < 120; ply++) {
            int32_t n = checkers_game_moves(game, before, CHECKERS_MAX_MOVES);
            if (n <= 0 || checkers_game_status(game, NULL) != CHECKERS_ONGOING)
                break;
            int32_t notation = checkers_game_notation(game);
            for (int32_t i = 0; i < n; i++)
                assert_true(
                    checkers_game_move_text(game, &before[i], 0, texts[i], sizeof texts[i]) > 0);
            seed = seed * 1103515245u + 12345u;
            assert_int_equal(checkers_game_apply(game, &before[(seed >> 16) % (uint32_t)n], NULL),
                             CHECKERS_OK);
            for (int32_t i = 0; i < n; i++) {
                char listed[CHECKERS_MOVE_TEXT_MAX];
                checkers_game_listed_move_text(game, before, n, i, notation, 0, listed,
                                               sizeof listed);
                assert_string_equal(listed, texts[i]);
                compared++;
            }
        }
        checkers_game_free(game);
    }
    assert_true(compared > 1000);
}

static void test_listed_move_text_refuses_what_is_not_a_listed_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    checkers_move moves[CHECKERS_MAX_MOVES];
    int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    char text[32];
    assert_int_equal(n, 7);
    assert_int_equal(checkers_game_listed_move_text(game, moves, n, 6, 0, 0, text, sizeof text), 5);
    assert_string_equal(text, "12-16");
    assert_int_equal(checkers_game_listed_move_text(game, moves, n, 6, 0, 0, NULL, 0), 5);
    const int32_t bad_calls[][4] = {
        /* count, index, notation, flags */
        {0, 0, 0, 0}, {n, n, 0, 0},  {n, -1, 0, 0}, {CHECKERS_MAX_MOVES + 1, 0, 0, 0},
        {n, 0, 2, 0}, {n, 0, -1, 0}, {n, 0, 0, 2},
    };
    for (size_t i = 0; i < sizeof bad_calls / sizeof bad_calls[0]; i++)
        assert_int_equal(checkers_game_listed_move_text(game, moves, bad_calls[i][0],
                                                        bad_calls[i][1], bad_calls[i][2],
                                                        (uint32_t)bad_calls[i][3], text,
                                                        sizeof text),
                         CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_listed_move_text(NULL, moves, n, 0, 0, 0, text, sizeof text),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_listed_move_text(game, NULL, n, 0, 0, 0, text, sizeof text),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_listed_move_text(game, moves, n, 0, 0, 0, NULL, 4),
                     CHECKERS_E_INVALID_ARGUMENT);
    /* English has no algebraic notation. */
    assert_int_equal(checkers_game_listed_move_text(game, moves, n, 0, CHECKERS_NOTATION_ALGEBRAIC,
                                                    0, text, sizeof text),
                     CHECKERS_E_UNSUPPORTED);
    /* Records that name no route of this board. */
    checkers_move off = moves[0];
    off.from = 33;
    checkers_move no_steps = moves[0];
    no_steps.steps = 0;
    checkers_move long_route = moves[0];
    long_route.steps = CHECKERS_MAX_CAPTURES + 1;
    checkers_move elsewhere = moves[0];
    elsewhere.to = 20;
    checkers_move zero_square = moves[0];
    zero_square.path[0] = 0;
    zero_square.to = 0;
    const checkers_move *bad_records[] = {&off, &no_steps, &long_route, &elsewhere, &zero_square};
    for (size_t i = 0; i < sizeof bad_records / sizeof bad_records[0]; i++)
        assert_int_equal(checkers_game_listed_move_text(game, bad_records[i], 1, 0, 0, 0, text,
                                                        sizeof text),
                         CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_moves_text_returns_the_size_needed_when_truncated(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    char small[8];
    memset(small, 'z', sizeof small);
    assert_int_equal(checkers_game_moves_text(game, 0, small, sizeof small), 39);
    assert_string_equal(small, "9-13 9-");
    assert_int_equal(checkers_game_moves_text(game, 0, NULL, 0), 39);
    assert_int_equal(checkers_game_moves_text(game, 2, small, sizeof small),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_moves_text(game, 0, NULL, 4), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_moves_text(NULL, 0, small, sizeof small),
                     CHECKERS_E_INVALID_ARGUMENT);
    checkers_game_free(game);
}

static void test_moves_text_of_a_position_without_moves_is_empty(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", "W:W:B1,2"); /* White has no piece */
    char text[16] = "unchanged";
    assert_int_equal(checkers_game_moves_text(game, 0, text, sizeof text), 0);
    assert_string_equal(text, "");
    checkers_game_free(game);
}

/* --------------------------------------------------------- apply by index */

static void test_apply_index_plays_the_move_of_that_index(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    checkers_move moves[CHECKERS_MAX_MOVES];
    int32_t n = checkers_game_moves(game, moves, CHECKERS_MAX_MOVES);
    assert_int_equal(n, 7);
    checkers_refusal why;
    assert_int_equal(checkers_game_apply_index(game, 4, &why), CHECKERS_OK);
    assert_int_equal(why.code, 0);
    assert_memory_equal(&why.move, &moves[4], sizeof moves[4]);
    rules_assert_fen(game, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    checkers_game_free(game);
}

static void test_apply_index_out_of_range_changes_nothing(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    assert_int_equal(checkers_game_apply_index(game, 7, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_apply_index(game, -1, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_apply_index(NULL, 0, NULL), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_ply_count(game), 0);
    rules_assert_fen(game, START_FEN);
    checkers_game_free(game);
}

static void test_apply_index_refuses_when_the_game_is_over(void **state)
{
    (void)state;
    /* Breakthrough: White crowns and wins, though Black could still move. */
    checkers_game *game = rules_game("breakthrough", "W:W6:B40");
    assert_int_equal(checkers_game_apply_text(game, "6-1", NULL), CHECKERS_OK);
    rules_assert_status(game, CHECKERS_WHITE_WINS, CHECKERS_REASON_CROWNED);
    checkers_refusal why;
    assert_true(checkers_game_moves(game, NULL, 0) > 0);
    assert_int_equal(checkers_game_apply_index(game, 0, &why), CHECKERS_E_GAME_OVER);
    assert_int_equal(why.code, CHECKERS_E_GAME_OVER);
    assert_int_equal(checkers_game_ply_count(game), 1);
    checkers_game_free(game);
}

/* ---------------------------------------------------- a sequence of moves */

static void test_apply_moves_text_plays_every_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    int32_t applied = -1;
    assert_int_equal(checkers_game_apply_moves_text(game, " 11-15\t23-19\n8-11 ", &applied, NULL),
                     CHECKERS_OK);
    assert_int_equal(applied, 3);
    assert_int_equal(checkers_game_ply_count(game), 3);
    checkers_game_free(game);
}

static void test_apply_moves_text_stops_after_the_last_good_move(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    int32_t applied = -1;
    checkers_refusal why;
    assert_int_equal(checkers_game_apply_moves_text(game, "11-15 23-19 15-19 8-11", &applied, &why),
                     CHECKERS_E_OCCUPIED);
    assert_int_equal(applied, 2); /* the third move, index 2, was refused */
    assert_int_equal(why.code, CHECKERS_E_OCCUPIED);
    assert_int_equal(why.square, 19);
    assert_int_equal(checkers_game_ply_count(game), 2);
    rules_assert_fen(game, "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    checkers_game_free(game);
}

static void test_apply_moves_text_skips_move_numbers_and_joins_spaced_separators(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    int32_t applied = -1;
    assert_int_equal(checkers_game_apply_moves_text(game, "1. 11- 15 23 -19 2. 8-11 2... 22-17",
                                                    &applied, NULL),
                     CHECKERS_OK);
    assert_int_equal(applied, 4);
    rules_assert_fen(game, "B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15");
    checkers_game_free(game);
}

static void test_apply_moves_text_refuses_an_overlong_word_as_syntax(void **state)
{
    (void)state;
    checkers_game *game = rules_game("english", NULL);
    char text[CHECKERS_MOVE_TEXT_MAX + 20];
    memset(text, '1', sizeof text - 1);
    text[sizeof text - 1] = '\0';
    memcpy(text, "11-15 ", 6);
    int32_t applied = -1;
    checkers_refusal why;
    assert_int_equal(checkers_game_apply_moves_text(game, text, &applied, &why),
                     CHECKERS_E_MOVE_SYNTAX);
    assert_int_equal(why.code, CHECKERS_E_MOVE_SYNTAX);
    assert_int_equal(applied, 1);
    assert_int_equal(checkers_game_apply_moves_text(NULL, "11-15", &applied, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(applied, 0);
    assert_int_equal(checkers_game_apply_moves_text(game, NULL, NULL, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_apply_moves_text(game, "", &applied, NULL), CHECKERS_OK);
    assert_int_equal(applied, 0);
    checkers_game_free(game);
}

/* ------------------------------------------------------ PDN reader copy */

static void test_pdn_copy_lets_the_caller_free_the_text_at_once(void **state)
{
    (void)state;
    static const char pdn[] = "[White \"A\"]\n1. 11-15 23-19 2. 8-11 *\n\n"
                              "[White \"B\"]\n1. 11-15 23-19 2. 15-19 *\n";
    char *text = malloc(sizeof pdn);
    assert_non_null(text);
    memcpy(text, pdn, sizeof pdn);
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, text, sizeof pdn - 1, "english",
                                             CHECKERS_PDN_COPY, NULL),
                     CHECKERS_OK);
    memset(text, '?', sizeof pdn); /* the reader must not look at it again */
    free(text);
    assert_int_equal(checkers_pdn_next(reader), 1);
    assert_string_equal(checkers_pdn_tag(reader, "White"), "A");
    assert_int_equal(checkers_game_ply_count(checkers_pdn_game(reader)), 3);
    assert_int_equal(checkers_pdn_next(reader), 1);
    checkers_pdn_error e;
    assert_int_equal(checkers_pdn_error_info(reader, &e), CHECKERS_OK);
    assert_int_equal(e.code, CHECKERS_E_OCCUPIED);
    assert_int_equal(checkers_pdn_next(reader), 0);
    checkers_pdn_reader_free(reader);
}

static void test_pdn_reader_refuses_unknown_flags(void **state)
{
    (void)state;
    checkers_pdn_reader *reader = NULL;
    assert_int_equal(checkers_pdn_reader_new(&reader, "*", 1, NULL, 4, NULL),
                     CHECKERS_E_INVALID_ARGUMENT);
    assert_null(reader);
    assert_int_equal(checkers_pdn_reader_new(&reader, NULL, 0, NULL, CHECKERS_PDN_COPY, NULL),
                     CHECKERS_OK);
    assert_int_equal(checkers_pdn_next(reader), 0);
    checkers_pdn_reader_free(reader);
}

/* ------------------------------------------------------------- tables */

static int32_t find_constant(const char *name)
{
    for (int32_t i = 0; i < checkers_constant_count(); i++)
        if (strcmp(checkers_constant_name(i), name) == 0)
            return i;
    return -1;
}

static void test_constant_table_has_every_macro_of_the_header(void **state)
{
    (void)state;
    size_t n = sizeof header_constants / sizeof header_constants[0];
    assert_true(n > 80);
    assert_int_equal(checkers_constant_count(), (int32_t)n);
    for (size_t i = 0; i < n; i++) {
        int32_t at = find_constant(header_constants[i].name);
        if (at < 0)
            fail_msg("%s is not in the constant table", header_constants[i].name);
        assert_int_equal(checkers_constant_value(at), header_constants[i].value);
    }
    assert_int_equal(checkers_constant_value(find_constant("CHECKERS_E_NO_PIECE")), -102);
    assert_null(checkers_constant_name(checkers_constant_count()));
    assert_null(checkers_constant_name(-1));
    assert_int_equal(checkers_constant_value(-1), 0);
}

static int32_t find_layout(const char *name)
{
    for (int32_t i = 0; i < checkers_layout_count(); i++)
        if (strcmp(checkers_layout_name(i), name) == 0)
            return i;
    return -1;
}

static void test_layout_table_gives_sizes_and_offsets(void **state)
{
    (void)state;
    int32_t move = find_layout("checkers_move"), path = find_layout("checkers_move.path");
    assert_true(move >= 0 && path >= 0);
    assert_int_equal(checkers_layout_size(move), (int32_t)sizeof(checkers_move));
    assert_int_equal(checkers_layout_offset(path), (int32_t)offsetof(checkers_move, path));
    assert_int_equal(checkers_layout_size(path), CHECKERS_MAX_CAPTURES);
    int32_t text = find_layout("checkers_pdn_error.text");
    assert_int_equal(checkers_layout_offset(text), (int32_t)offsetof(checkers_pdn_error, text));
    assert_int_equal(checkers_layout_size(text), 64);
    /* Every field lies inside its struct, which is listed before it. */
    const char *current = NULL;
    int32_t struct_size = 0;
    for (int32_t i = 0; i < checkers_layout_count(); i++) {
        const char *name = checkers_layout_name(i);
        const char *dot = strchr(name, '.');
        if (!dot) {
            current = name;
            struct_size = checkers_layout_size(i);
            assert_int_equal(checkers_layout_offset(i), 0);
            continue;
        }
        assert_non_null(current);
        assert_int_equal((size_t)(dot - name), strlen(current));
        assert_memory_equal(name, current, strlen(current));
        assert_true(checkers_layout_offset(i) + checkers_layout_size(i) <= struct_size);
    }
    assert_null(checkers_layout_name(checkers_layout_count()));
    assert_int_equal(checkers_layout_offset(-1), -1);
    assert_int_equal(checkers_layout_size(-1), -1);
}

/*
 * The public structs have no padding: each struct's fields, as the table lists
 * them, follow one another from offset 0 to its end. So a field the table
 * leaves out (a new one, or one split in two) leaves a gap and is caught.
 */
static void test_layout_table_covers_every_byte_of_every_struct(void **state)
{
    (void)state;
    int32_t structs = 0, end = -1, struct_size = 0;
    for (int32_t i = 0; i <= checkers_layout_count(); i++) {
        const char *name = checkers_layout_name(i);
        if (!name || !strchr(name, '.')) {
            if (end >= 0 && end != struct_size)
                fail_msg("the fields of the struct before entry %d end at %d, its size is %d", i,
                         end, struct_size);
            if (!name)
                break;
            structs++;
            struct_size = checkers_layout_size(i);
            end = 0;
            continue;
        }
        if (checkers_layout_offset(i) != end)
            fail_msg("%s is at %d, right after the field before it (%d)", name,
                     checkers_layout_offset(i), end);
        end += checkers_layout_size(i);
    }
    assert_int_equal(structs, 12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_moves_text_lists_the_start_moves_in_list_order),
        cmocka_unit_test(test_moves_text_equals_each_move_text_in_every_variant),
        cmocka_unit_test(test_listed_move_text_reads_the_list_not_the_position),
        cmocka_unit_test(test_listed_move_text_refuses_what_is_not_a_listed_move),
        cmocka_unit_test(test_moves_text_returns_the_size_needed_when_truncated),
        cmocka_unit_test(test_moves_text_of_a_position_without_moves_is_empty),
        cmocka_unit_test(test_apply_index_plays_the_move_of_that_index),
        cmocka_unit_test(test_apply_index_out_of_range_changes_nothing),
        cmocka_unit_test(test_apply_index_refuses_when_the_game_is_over),
        cmocka_unit_test(test_apply_moves_text_plays_every_move),
        cmocka_unit_test(test_apply_moves_text_stops_after_the_last_good_move),
        cmocka_unit_test(test_apply_moves_text_skips_move_numbers_and_joins_spaced_separators),
        cmocka_unit_test(test_apply_moves_text_refuses_an_overlong_word_as_syntax),
        cmocka_unit_test(test_pdn_copy_lets_the_caller_free_the_text_at_once),
        cmocka_unit_test(test_pdn_reader_refuses_unknown_flags),
        cmocka_unit_test(test_constant_table_has_every_macro_of_the_header),
        cmocka_unit_test(test_layout_table_gives_sizes_and_offsets),
        cmocka_unit_test(test_layout_table_covers_every_byte_of_every_struct),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
