/* SPDX-License-Identifier: MIT */
/*
 * test_svg.c - SVG diagrams of a position: the shape of the document, one
 * circle per piece, where squares are drawn in each orientation, what each
 * option adds, the buffer contract and the refused arguments.
 *
 * The checks read the SVG as text; the exact drawing (colours, sizes of the
 * marks) is free to change, so only its structure is pinned down here.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkers.h"

#define SVG_MAX 65536

/* ------------------------------------------------------------ helpers */

static checkers_game *new_game(const char *variant, const char *fen)
{
    checkers_game *game = NULL;
    int32_t rc = fen ? checkers_game_new_from_fen(&game, variant, fen, NULL)
                     : checkers_game_new(&game, variant, NULL);
    if (rc != CHECKERS_OK)
        fail_msg("%s %s refused: %s", variant, fen ? fen : "start", checkers_error_name(rc));
    return game;
}

static void play(checkers_game *game, const char *move, checkers_move *played)
{
    checkers_refusal why;
    int32_t rc = checkers_game_apply_text(game, move, &why);
    if (rc != CHECKERS_OK)
        fail_msg("%s refused: %s", move, checkers_error_name(rc));
    if (played != NULL)
        *played = why.move;
}

static checkers_diagram_options options(uint32_t flags)
{
    checkers_diagram_options o;
    memset(&o, 0, sizeof o);
    o.flags = flags;
    return o;
}

/* The SVG of `game` in a buffer that the caller frees; checks it is whole. */
static char *svg(const checkers_game *game, const checkers_diagram_options *o)
{
    char *buf = malloc(SVG_MAX);
    assert_non_null(buf);
    int32_t len = checkers_game_svg(game, o, buf, SVG_MAX);
    if (len <= 0 || len >= SVG_MAX)
        fail_msg("checkers_game_svg returned %d", (int)len);
    assert_int_equal((size_t)len, strlen(buf));
    return buf;
}

static int count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(text, needle); p != NULL; p = strstr(p + 1, needle))
        n++;
    return n;
}

static int pieces(const checkers_game *game)
{
    int n = 0;
    for (int32_t sq = 1; sq <= checkers_game_square_count(game); sq++)
        n += checkers_game_piece(game, sq) != CHECKERS_EMPTY;
    return n;
}

/*
 * Well formed enough for a browser: one <svg> root first and closed last,
 * every element closed, groups balanced, nothing fetched or run.
 */
static void assert_well_formed(const char *s)
{
    size_t len = strlen(s);
    assert_true(strncmp(s, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39) == 0);
    assert_true(len > 7 && strcmp(s + len - 7, "</svg>\n") == 0);
    assert_int_equal(count(s, "<svg"), 1);
    assert_int_equal(count(s, "</svg>"), 1);
    assert_int_equal(count(s, "<g"), count(s, "</g>"));
    assert_int_equal(count(s, "<text"), count(s, "</text>"));
    assert_int_equal(count(s, "<"), 2 * count(s, "</") + count(s, "/>"));
    assert_int_equal(count(s, "<script"), 0);
    assert_int_equal(count(s, "href"), 0);
    assert_int_equal(count(s, "<image"), 0);
    assert_int_equal(count(s, "http"), 1); /* the namespace, never fetched */
    for (const char *dot = strchr(s, '.'); dot != NULL; dot = strchr(dot + 1, '.'))
        assert_false(dot[-1] >= '0' && dot[-1] <= '9' && dot[1] >= '0' && dot[1] <= '9');
}

/* --------------------------------------------------------- the document */

static void test_start_position(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    char *s = svg(game, NULL);
    assert_well_formed(s);
    assert_true(strstr(s, "width=\"384\" height=\"384\"") != NULL); /* 8 x 48 */
    assert_int_equal(count(s, "<circle"), 24);
    assert_int_equal(count(s, "<text"), 0);
    assert_int_equal(count(s, "<polyline"), 0);
    /* The light board, then one rectangle per playing square. */
    assert_int_equal(count(s, "<rect"), 1 + 32);
    free(s);
    checkers_game_free(game);
}

static void test_one_circle_per_piece(void **state)
{
    (void)state;
    static const struct {
        const char *variant, *fen;
    } cases[] = {
        {"english", "W:WK27,19,K1:B23,15,K8,7"},
        {"english", "B:W:BK5"},
        {"english", "W:W:B"},
        {"international", NULL},
        {"canadian", NULL},
        {"italian", "W:WK1,K2,30:B20,K31"},
        {"russian", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        checkers_game *game = new_game(cases[i].variant, cases[i].fen);
        char *s = svg(game, NULL);
        assert_well_formed(s);
        if (count(s, "<circle") != pieces(game))
            fail_msg("%s %s: %d circles for %d pieces", cases[i].variant,
                     cases[i].fen ? cases[i].fen : "start", count(s, "<circle"), pieces(game));
        free(s);
        checkers_game_free(game);
    }
}

/* Kings are marked (a crown, not another circle), men are not. */
static void test_kings_are_marked(void **state)
{
    (void)state;
    checkers_game *men = new_game("english", "W:W27,19:B23,15");
    checkers_game *kings = new_game("english", "W:WK27,19:BK23,15");
    char *a = svg(men, NULL), *b = svg(kings, NULL);
    assert_int_equal(count(a, "<circle"), 4);
    assert_int_equal(count(b, "<circle"), 4);
    assert_int_equal(count(a, "<path"), 0);
    assert_int_equal(count(b, "<path"), 2);
    free(a);
    free(b);
    checkers_game_free(men);
    checkers_game_free(kings);
}

/* Output depends only on the position and the options. */
static void test_output_is_deterministic(void **state)
{
    (void)state;
    checkers_game *a = new_game("english", NULL), *b = new_game("english", NULL);
    checkers_diagram_options o = options(CHECKERS_DIAGRAM_NUMBERS | CHECKERS_DIAGRAM_COORDINATES);
    char *x = svg(a, &o), *y = svg(b, &o);
    assert_string_equal(x, y);
    free(x);
    free(y);
    checkers_game_free(a);
    checkers_game_free(b);
}

/* --------------------------------------------------------- orientation */

/* Square 1's cell: "<rect x=.. y=..", from the layout of the variant. */
static void assert_square_at(const char *variant, uint32_t flags, int x, int y)
{
    char needle[64];
    checkers_game *game = new_game(variant, "W:WK1:B"); /* a king: no row is barred to it */
    checkers_diagram_options o = options(flags);
    char *s = svg(game, &o);
    snprintf(needle, sizeof needle, "<circle cx=\"%d\" cy=\"%d\"", x + 24, y + 24);
    if (strstr(s, needle) == NULL)
        fail_msg("%s flags %u: no piece at %d,%d", variant, (unsigned)flags, x, y);
    free(s);
    checkers_game_free(game);
}

static void test_square_one_is_where_the_variant_puts_it(void **state)
{
    (void)state;
    assert_square_at("english", 0, 48, 0);                        /* b8 */
    assert_square_at("english", CHECKERS_DIAGRAM_FLIP, 288, 336); /* b8 seen from Black */
    assert_square_at("english", CHECKERS_DIAGRAM_COORDINATES, 72, 24);
    assert_square_at("italian", 0, 0, 0); /* a8: inverted board */
    assert_square_at("italian", CHECKERS_DIAGRAM_FLIP, 336, 336);
    assert_square_at("spanish", 0, 336, 336);    /* h1 */
    assert_square_at("international", 0, 48, 0); /* b10 */
}

static void test_flip_changes_the_picture(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options plain = options(CHECKERS_DIAGRAM_COORDINATES);
    checkers_diagram_options flipped = options(CHECKERS_DIAGRAM_COORDINATES |
                                               CHECKERS_DIAGRAM_FLIP);
    char *a = svg(game, &plain), *b = svg(game, &flipped);
    assert_well_formed(b);
    assert_string_not_equal(a, b);
    assert_int_equal(count(b, "<circle"), 24);
    /* The files run h..a and the ranks 1..8 from the top. */
    assert_true(strstr(a, ">a</text>") < strstr(a, ">h</text>"));
    assert_true(strstr(b, ">h</text>") < strstr(b, ">a</text>"));
    assert_true(strstr(a, ">8</text>") < strstr(a, ">1</text>"));
    assert_true(strstr(b, ">1</text>") < strstr(b, ">8</text>"));
    free(a);
    free(b);
    checkers_game_free(game);
}

/* ------------------------------------------------------------- options */

static void test_square_numbers(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options o = options(CHECKERS_DIAGRAM_NUMBERS);
    char *s = svg(game, &o);
    assert_well_formed(s);
    assert_int_equal(count(s, "<text"), 32);
    assert_non_null(strstr(s, ">1</text>"));
    assert_non_null(strstr(s, ">32</text>"));
    assert_null(strstr(s, ">33</text>"));
    free(s);
    checkers_game_free(game);

    game = new_game("international", NULL);
    s = svg(game, &o);
    assert_int_equal(count(s, "<text"), 50);
    assert_non_null(strstr(s, ">50</text>"));
    free(s);
    checkers_game_free(game);
}

/* ((c + 0.055) / 1.055)^2.4 without libm: x^2.4 = x^2 * fifth_root(x^2). */
static double linear_channel(int c)
{
    double x = c / 255.0, root = 1.0;
    if (x <= 0.03928)
        return x / 12.92;
    x = (x + 0.055) / 1.055;
    for (int i = 0; i < 60; i++) /* Newton's method for the fifth root of x^2 */
        root -= (root * root * root * root * root - x * x) / (5 * root * root * root * root);
    return x * x * root;
}

/* WCAG 2 relative luminance of "#rrggbb". */
static double luminance(const char *hex)
{
    unsigned r, g, b;
    if (sscanf(hex, "#%2x%2x%2x", &r, &g, &b) != 3)
        fail_msg("not a colour: %.7s", hex);
    return 0.2126 * linear_channel((int)r) + 0.7152 * linear_channel((int)g) +
           0.0722 * linear_channel((int)b);
}

/* The value of attribute `name` ("fill=\"") of the element that starts at `from`. */
static const char *attribute(const char *from, const char *name)
{
    const char *end = strchr(from, '>'), *at = strstr(from, name);
    if (at == NULL || end == NULL || at > end)
        fail_msg("no %s in %.60s", name, from);
    return at + strlen(name);
}

/*
 * Square numbers are legible (WCAG AA, text contrast at least 4.5:1): dark on
 * a light tab, whatever square, tint or piece is underneath, and written at
 * 10 pixels or more from a square size of 24 up.
 */
static void test_square_numbers_are_legible(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options o = options(CHECKERS_DIAGRAM_NUMBERS);
    o.square_size = 24;
    char *s = svg(game, &o);
    const char *tabs = strstr(s, "<g class=\"checkers-number-tabs\"");
    const char *numbers = strstr(s, "<g class=\"checkers-numbers\"");
    assert_non_null(tabs);
    assert_non_null(numbers);
    assert_true(numbers > tabs); /* the text above its tab */
    assert_int_equal(count(tabs, "<rect"), 32);
    double back = luminance(attribute(tabs, "fill=\"")),
           text = luminance(attribute(numbers, "fill=\""));
    double contrast = back > text ? (back + 0.05) / (text + 0.05) : (text + 0.05) / (back + 0.05);
    assert_true(contrast >= 4.5);
    assert_true(atoi(attribute(numbers, "font-size=\"")) >= 10);
    /* Nothing is drawn after the numbers but the coordinates. */
    assert_null(strstr(numbers, "<circle"));
    assert_null(strstr(numbers, "<path"));
    free(s);
    checkers_game_free(game);
}

static void test_coordinates(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options o = options(CHECKERS_DIAGRAM_COORDINATES);
    char *s = svg(game, &o);
    assert_well_formed(s);
    assert_true(strstr(s, "width=\"432\" height=\"432\"") != NULL); /* a margin of half a square */
    assert_int_equal(count(s, "<text"), 16);
    for (const char *label = "abcdefgh"; *label; label++) {
        char needle[16];
        snprintf(needle, sizeof needle, ">%c</text>", *label);
        assert_int_equal(count(s, needle), 1);
    }
    free(s);
    checkers_game_free(game);

    game = new_game("canadian", NULL);
    s = svg(game, &o);
    assert_int_equal(count(s, "<text"), 24);
    assert_non_null(strstr(s, ">l</text>"));
    assert_non_null(strstr(s, ">12</text>"));
    free(s);
    checkers_game_free(game);
}

static void test_square_size(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options o = options(0);
    o.square_size = 40;
    char *s = svg(game, &o);
    assert_non_null(strstr(s, "width=\"320\" height=\"320\""));
    free(s);
    o.square_size = 0; /* the default, 48 */
    s = svg(game, &o);
    assert_non_null(strstr(s, "width=\"384\" height=\"384\""));
    free(s);
    checkers_game_free(game);
}

static void test_null_options_are_the_defaults(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options zero = options(0);
    char *a = svg(game, NULL), *b = svg(game, &zero);
    assert_string_equal(a, b);
    free(a);
    free(b);
    checkers_game_free(game);
}

/* The last move: its route is drawn and its captures are marked. */
static void test_last_move(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", "W:WK27,19:B23,15,K8,7");
    checkers_move move;
    play(game, "27x18x11x4", &move);
    assert_int_equal(move.captures, 3);
    checkers_diagram_options none = options(0), last = options(0);
    last.last_move = move;
    char *a = svg(game, &none), *b = svg(game, &last);
    assert_well_formed(b);
    assert_int_equal(count(a, "<polyline"), 0);
    assert_int_equal(count(b, "<polyline"), 1);
    assert_int_equal(count(b, "<circle"), pieces(game));
    /* The route starts on 27 (f2: 5*48+24, 6*48+24) and goes through 18 and 11. */
    assert_non_null(strstr(b, "points=\"264,312 168,216 264,120 "));
    assert_true(strlen(b) > strlen(a));
    free(a);
    free(b);

    /* A plain move has a route too, and no capture marks. */
    checkers_game_free(game);
    game = new_game("english", NULL);
    play(game, "11-15", &move);
    last.last_move = move;
    b = svg(game, &last);
    assert_well_formed(b);
    assert_int_equal(count(b, "<polyline"), 1);
    assert_non_null(strstr(b, "points=\"264,120 "));
    free(b);
    checkers_game_free(game);
}

static void test_highlighted_squares(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    checkers_diagram_options plain = options(0), marked = options(0);
    marked.highlight[0] = 1;
    marked.highlight[31] = 1;
    char *a = svg(game, &plain), *b = svg(game, &marked);
    assert_well_formed(b);
    assert_int_equal(count(b, "<rect"), count(a, "<rect") + 2);
    free(b);
    /* Entries beyond the board are ignored: options can serve every variant. */
    marked = options(0);
    marked.highlight[40] = 1;
    b = svg(game, &marked);
    assert_string_equal(a, b);
    free(a);
    free(b);
    checkers_game_free(game);
}

/* ------------------------------------------------- the buffer contract */

static void test_truncation_contract(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    char *full = svg(game, NULL);
    int32_t len = (int32_t)strlen(full);
    char small[16];

    assert_int_equal(checkers_game_svg(game, NULL, NULL, 0), len);
    memset(small, 'z', sizeof small);
    assert_int_equal(checkers_game_svg(game, NULL, small, 10), len);
    assert_int_equal(strlen(small), 9);
    assert_memory_equal(small, full, 9);
    assert_int_equal(small[10], 'z');
    assert_int_equal(checkers_game_svg(game, NULL, small, 1), len);
    assert_string_equal(small, "");

    char *exact = malloc((size_t)len + 1);
    assert_non_null(exact);
    assert_int_equal(checkers_game_svg(game, NULL, exact, (size_t)len), len);
    assert_int_equal(strlen(exact), (size_t)len - 1); /* one short: truncated */
    assert_int_equal(checkers_game_svg(game, NULL, exact, (size_t)len + 1), len);
    assert_string_equal(exact, full);
    free(exact);
    free(full);
    checkers_game_free(game);
}

static void test_invalid_arguments(void **state)
{
    (void)state;
    checkers_game *game = new_game("english", NULL);
    char buf[64];
    checkers_diagram_options o;

    assert_int_equal(checkers_game_svg(NULL, NULL, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    assert_int_equal(checkers_game_svg(game, NULL, NULL, 10), CHECKERS_E_INVALID_ARGUMENT);

    o = options(8); /* no such flag */
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    static const int32_t sizes[] = {-1, 1, 7, 1025, INT32_MAX, INT32_MIN};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        o = options(0);
        o.square_size = sizes[i];
        assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    }
    o = options(0);
    o.reserved[1] = 1;
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);

    /* A last move naming squares the board does not have. */
    o = options(0);
    o.last_move.steps = 1;
    o.last_move.from = 0;
    o.last_move.path[0] = 15;
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    o.last_move.from = 11;
    o.last_move.path[0] = 33;
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    o.last_move.path[0] = 15;
    o.last_move.captures = 1;
    o.last_move.captured[0] = 40;
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    o.last_move.captures = 0;
    o.last_move.steps = CHECKERS_MAX_CAPTURES + 1;
    assert_int_equal(checkers_game_svg(game, &o, buf, sizeof buf), CHECKERS_E_INVALID_ARGUMENT);
    /* steps == 0: no last move, whatever the other fields hold. */
    o.last_move.steps = 0;
    assert_true(checkers_game_svg(game, &o, buf, sizeof buf) > 0);
    checkers_game_free(game);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_position),
        cmocka_unit_test(test_one_circle_per_piece),
        cmocka_unit_test(test_kings_are_marked),
        cmocka_unit_test(test_output_is_deterministic),
        cmocka_unit_test(test_square_one_is_where_the_variant_puts_it),
        cmocka_unit_test(test_flip_changes_the_picture),
        cmocka_unit_test(test_square_numbers),
        cmocka_unit_test(test_square_numbers_are_legible),
        cmocka_unit_test(test_coordinates),
        cmocka_unit_test(test_square_size),
        cmocka_unit_test(test_null_options_are_the_defaults),
        cmocka_unit_test(test_last_move),
        cmocka_unit_test(test_highlighted_squares),
        cmocka_unit_test(test_truncation_contract),
        cmocka_unit_test(test_invalid_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
