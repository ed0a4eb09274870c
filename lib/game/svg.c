/* SPDX-License-Identifier: MIT */
/*
 * Diagrams: an SVG picture of a game's position.
 *
 * Only the public queries are used (where each square is drawn, what stands
 * on it), so the picture follows every variant's board size and orientation
 * from the same source as the rules. All coordinates are integers: the same
 * position and options give the same bytes on every platform.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "core/core.h"

#define KNOWN_FLAGS \
    (CHECKERS_DIAGRAM_FLIP | CHECKERS_DIAGRAM_NUMBERS | CHECKERS_DIAGRAM_COORDINATES)

/* Wood colours, and tints that stay readable on them. */
#define LIGHT_SQUARE "#f0d9b5"
#define DARK_SQUARE "#b58863"
#define MOVED_SQUARE "#aaa23a"
#define FRAME "#6b4226"
#define LABEL "#f0d9b5"       /* coordinates on the frame: 6.3:1 */
#define NUMBER_BACK "#f0d9b5" /* square numbers stand on a light tab, */
#define NUMBER_TEXT "#2b1d14" /* in dark brown: 11.9:1 */
#define NUMBER_FONT 10        /* pixels: the smallest number font a square can hold */
#define HIGHLIGHT "#1e88e5"
#define ROUTE "#2e7d32"
#define CAPTURED "#d32f2f"
#define BLACK_FILL "#262626"
#define BLACK_EDGE "#000000"
#define WHITE_FILL "#fafafa"
#define WHITE_EDGE "#404040"
#define CROWN_FILL "#f2c230"
#define CROWN_EDGE "#7a5a00"

/*
 * A printf of our own, so that lib/ needs no stdio: %d takes an int, %s a
 * string written as is (every string here is ours or the library's, none
 * needs XML escaping), %c a char.
 */
static void put(checkers__out *w, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    for (const char *f = format; *f; f++) {
        if (*f != '%' || f[1] == '\0') {
            checkers__out_char(w, *f);
            continue;
        }
        switch (*++f) {
        case 'd':
            checkers__out_int(w, va_arg(args, int));
            break;
        case 's':
            checkers__out_str(w, va_arg(args, const char *));
            break;
        case 'c':
            checkers__out_char(w, (char)va_arg(args, int));
            break;
        default:
            checkers__out_char(w, *f);
            break;
        }
    }
    va_end(args);
}

/* Where things go: the board's size and each square's cell as displayed. */
typedef struct {
    int rows, cols, squares;
    int size;   /* pixels per square */
    int margin; /* room for the coordinates, 0 without them */
    int flip;
    int16_t x[CHECKERS_MAX_SQUARES + 1]; /* top-left corner of square n's cell */
    int16_t y[CHECKERS_MAX_SQUARES + 1];
} layout;

static int32_t make_layout(const checkers_game *game, uint32_t flags, int size, layout *l)
{
    int32_t rows = 0, cols = 0;
    l->squares = checkers_game_square_count(game);
    if (l->squares < 1 || l->squares > CHECKERS_MAX_SQUARES ||
        checkers_game_square_position(game, 1, NULL, NULL, &rows, &cols) != 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    l->rows = rows;
    l->cols = cols;
    l->size = size;
    l->margin = flags & CHECKERS_DIAGRAM_COORDINATES ? size / 2 : 0;
    l->flip = (flags & CHECKERS_DIAGRAM_FLIP) != 0;
    for (int n = 1; n <= l->squares; n++) {
        int32_t r, c;
        if (checkers_game_square_position(game, n, &r, &c, NULL, NULL) != 0)
            return CHECKERS_E_INVALID_ARGUMENT;
        if (l->flip) {
            r = rows - 1 - r;
            c = cols - 1 - c;
        }
        l->x[n] = (int16_t)(l->margin + c * size);
        l->y[n] = (int16_t)(l->margin + r * size);
    }
    return 0;
}

static int center_x(const layout *l, int square)
{
    return l->x[square] + l->size / 2;
}

static int center_y(const layout *l, int square)
{
    return l->y[square] + l->size / 2;
}

static int at_least(int value, int floor)
{
    return value > floor ? value : floor;
}

/* Refuses options the drawing could not honour, rather than guessing. */
static int32_t check_options(const checkers_diagram_options *o, int squares)
{
    const checkers_move *m = &o->last_move;
    if ((o->flags & ~(uint32_t)KNOWN_FLAGS) != 0 || o->reserved[0] != 0 || o->reserved[1] != 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    if (o->square_size != 0 && (o->square_size < CHECKERS_DIAGRAM_SQUARE_MIN ||
                                o->square_size > CHECKERS_DIAGRAM_SQUARE_MAX))
        return CHECKERS_E_INVALID_ARGUMENT;
    if (m->steps == 0)
        return 0;
    if (m->steps > CHECKERS_MAX_CAPTURES || m->captures > CHECKERS_MAX_CAPTURES || m->from < 1 ||
        m->from > squares || m->to < 1 || m->to > squares)
        return CHECKERS_E_INVALID_ARGUMENT;
    for (int i = 0; i < m->steps; i++)
        if (m->path[i] < 1 || m->path[i] > squares)
            return CHECKERS_E_INVALID_ARGUMENT;
    for (int i = 0; i < m->captures; i++)
        if (m->captured[i] < 1 || m->captured[i] > squares)
            return CHECKERS_E_INVALID_ARGUMENT;
    return 0;
}

static void draw_squares(checkers__out *w, const layout *l, const checkers_diagram_options *o)
{
    const checkers_move *m = &o->last_move;
    int s = l->size;
    put(w, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"" LIGHT_SQUARE "\"/>\n",
        l->margin, l->margin, l->cols * s, l->rows * s);
    if (l->squares == l->rows * l->cols) /* every square is played (Turkish): one colour, ruled */
        put(w, "<g fill=\"" LIGHT_SQUARE "\" stroke=\"" DARK_SQUARE "\" stroke-width=\"%d\">\n",
            at_least(s / 24, 1));
    else
        put(w, "<g fill=\"" DARK_SQUARE "\">\n");
    for (int n = 1; n <= l->squares; n++) {
        int moved = m->steps > 0 && (n == m->from || n == m->path[m->steps - 1]);
        put(w, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"%s/>\n", l->x[n], l->y[n], s, s,
            moved ? " fill=\"" MOVED_SQUARE "\"" : "");
    }
    put(w, "</g>\n");

    /* An outline inside the square, so that a tint underneath still shows. */
    int inset = at_least(s / 24, 1), open = 0;
    for (int n = 1; n <= l->squares; n++) {
        if (!o->highlight[n - 1])
            continue;
        if (!open)
            put(w, "<g fill=\"none\" stroke=\"" HIGHLIGHT "\" stroke-width=\"%d\">\n", 2 * inset);
        open = 1;
        put(w, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", l->x[n] + inset,
            l->y[n] + inset, s - 2 * inset, s - 2 * inset);
    }
    if (open)
        put(w, "</g>\n");
}

/* A crown, drawn on a 48-pixel design and scaled; symmetric about x = 0. */
static const int8_t crown[][2] = {
    {-11, 6}, {11, 6}, {12, -7}, {5, -1}, {0, -10}, {-5, -1}, {-12, -7},
};

static void draw_pieces(checkers__out *w, const checkers_game *game, const layout *l)
{
    int s = l->size, radius = s * 3 / 8;
    /* No other element is a circle: one circle per piece is easy to check. */
    for (int n = 1; n <= l->squares; n++) {
        int32_t piece = checkers_game_piece(game, n);
        if (piece <= 0)
            continue;
        int black = (piece & CHECKERS_BLACK) != 0, cx = center_x(l, n), cy = center_y(l, n);
        put(w, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\"", cx, cy, radius,
            black ? BLACK_FILL : WHITE_FILL, black ? BLACK_EDGE : WHITE_EDGE);
        put(w, " stroke-width=\"%d\"/>\n", at_least(s / 24, 1));
        if (!(piece & CHECKERS_KING))
            continue;
        put(w, "<path d=\"");
        for (size_t i = 0; i < sizeof crown / sizeof crown[0]; i++)
            put(w, "%c%d %d ", i == 0 ? 'M' : 'L', cx + crown[i][0] * s / 48,
                cy + crown[i][1] * s / 48);
        put(w, "Z\" fill=\"" CROWN_FILL "\" stroke=\"" CROWN_EDGE "\" stroke-width=\"%d\"/>\n",
            at_least(s / 48, 1));
    }
}

static void draw_captures(checkers__out *w, const layout *l, const checkers_move *m)
{
    int s = l->size, d = s / 4;
    if (m->steps == 0 || m->captures == 0)
        return;
    put(w, "<path d=\"");
    for (int i = 0; i < m->captures; i++) {
        int cx = center_x(l, m->captured[i]), cy = center_y(l, m->captured[i]);
        put(w, "M%d %d L%d %d M%d %d L%d %d ", cx - d, cy - d, cx + d, cy + d, cx - d, cy + d,
            cx + d, cy - d);
    }
    put(w,
        "\" fill=\"none\" stroke=\"" CAPTURED "\" stroke-width=\"%d\" "
        "stroke-linecap=\"round\"/>\n",
        at_least(s / 12, 1));
}

/*
 * The route as a line through the landing squares, with an arrowhead. The
 * last point is pulled back half a square along the last segment so that
 * the head ends at the edge of the piece that landed instead of covering it.
 */
static void draw_route(checkers__out *w, const layout *l, const checkers_move *m)
{
    int s = l->size, width = at_least(s / 8, 1);
    if (m->steps == 0)
        return;
    int px = center_x(l, m->from), py = center_y(l, m->from);
    put(w, "<defs><marker id=\"checkers-arrow\" viewBox=\"0 0 10 10\" refX=\"1\" refY=\"5\" "
           "markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\">"
           "<path d=\"M0 0 L10 5 L0 10 Z\" fill=\"" ROUTE "\"/></marker></defs>\n");
    put(w, "<polyline points=\"%d,%d", px, py);
    for (int i = 0; i < m->steps; i++) {
        int x = center_x(l, m->path[i]), y = center_y(l, m->path[i]);
        if (i == m->steps - 1) {
            int dx = x - px, dy = y - py;
            int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
            int major = ax > ay ? ax : ay, pull = s / 2;
            if (major > pull) {
                x -= dx * pull / major;
                y -= dy * pull / major;
            }
        }
        put(w, " %d,%d", x, y);
        px = x;
        py = y;
    }
    put(w,
        "\" fill=\"none\" stroke=\"" ROUTE "\" stroke-width=\"%d\" stroke-linecap=\"round\" "
        "stroke-linejoin=\"round\" marker-end=\"url(#checkers-arrow)\"/>\n",
        width);
}

/*
 * Numbers in the top-left corner of each square, dark on a light tab so that
 * they read on any square, tint or piece; never smaller than NUMBER_FONT
 * unless the square itself is too small for that (below 24 pixels).
 */
static void draw_numbers(checkers__out *w, const layout *l)
{
    int s = l->size, font = at_least(s * 5 / 24, NUMBER_FONT);
    if (font > s * 5 / 12)
        font = at_least(s * 5 / 12, 1);
    int pad = at_least(font / 5, 1), height = font + 2 * pad;
    put(w, "<g class=\"checkers-number-tabs\" fill=\"" NUMBER_BACK "\">\n");
    for (int n = 1; n <= l->squares; n++) {
        int digits = n < 10 ? 1 : n < 100 ? 2 : 3;
        /* A digit of a sans-serif font is about 0.6 of the font size wide. */
        put(w, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", l->x[n], l->y[n],
            digits * font * 6 / 10 + 2 * pad, height);
    }
    put(w, "</g>\n");
    put(w,
        "<g class=\"checkers-numbers\" font-family=\"sans-serif\" font-size=\"%d\" "
        "fill=\"" NUMBER_TEXT "\">\n",
        font);
    for (int n = 1; n <= l->squares; n++)
        put(w, "<text x=\"%d\" y=\"%d\">%d</text>\n", l->x[n] + pad, l->y[n] + pad + font * 17 / 20,
            n);
    put(w, "</g>\n");
}

/* Files a.. under the board and ranks 1.. on its left, as seen from White. */
static void draw_coordinates(checkers__out *w, const layout *l)
{
    int s = l->size, m = l->margin, font = at_least(s * 7 / 24, 1);
    int lift = font * 7 / 20; /* half a digit's height: centres the text vertically */
    put(w,
        "<g font-family=\"sans-serif\" font-size=\"%d\" fill=\"" LABEL
        "\" text-anchor=\"middle\">\n",
        font);
    for (int i = 0; i < l->cols; i++) {
        int file = l->flip ? l->cols - 1 - i : i;
        put(w, "<text x=\"%d\" y=\"%d\">%c</text>\n", m + i * s + s / 2,
            m + l->rows * s + m / 2 + lift, 'a' + file);
    }
    for (int i = 0; i < l->rows; i++) {
        int rank = l->flip ? i + 1 : l->rows - i;
        put(w, "<text x=\"%d\" y=\"%d\">%d</text>\n", m / 2, m + i * s + s / 2 + lift, rank);
    }
    put(w, "</g>\n");
}

int32_t checkers_game_svg(const checkers_game *game, const checkers_diagram_options *options,
                          char *buf, size_t capacity)
{
    static const checkers_diagram_options defaults;
    const checkers_diagram_options *o = options ? options : &defaults;
    layout l;
    char fen[CHECKERS_FEN_MAX];

    if (game == NULL || (buf == NULL && capacity > 0))
        return CHECKERS_E_INVALID_ARGUMENT;
    /* Options first: the layout trusts the square size. */
    int32_t rc = check_options(o, checkers_game_square_count(game));
    if (rc == 0)
        rc = make_layout(game, o->flags,
                         o->square_size ? o->square_size : CHECKERS_DIAGRAM_SQUARE_DEFAULT, &l);
    int32_t fen_length = checkers_game_fen(game, fen, sizeof fen);
    if (rc == 0 && (fen_length < 0 || (size_t)fen_length >= sizeof fen))
        rc = CHECKERS_E_INVALID_ARGUMENT;
    if (rc != 0)
        return rc;

    checkers__out w = {buf, capacity, 0};
    int width = l.cols * l.size + 2 * l.margin, height = l.rows * l.size + 2 * l.margin;
    put(&w,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
        "viewBox=\"0 0 %d %d\">\n",
        width, height, width, height);
    put(&w, "<title>%s, %s to move</title>\n<desc>%s</desc>\n", checkers_game_variant(game),
        checkers_game_turn(game) == CHECKERS_WHITE ? "White" : "Black", fen);
    if (l.margin > 0)
        put(&w, "<rect width=\"%d\" height=\"%d\" fill=\"" FRAME "\"/>\n", width, height);
    draw_squares(&w, &l, o);
    draw_pieces(&w, game, &l);
    draw_captures(&w, &l, &o->last_move);
    draw_route(&w, &l, &o->last_move);
    /* Last, so that no piece or arrow hides them. */
    if (o->flags & CHECKERS_DIAGRAM_NUMBERS)
        draw_numbers(&w, &l);
    if (l.margin > 0)
        draw_coordinates(&w, &l);
    put(&w, "</svg>\n");
    return checkers__out_finish(&w);
}
