/* Move text: reading "11-15", "15x24", "1x10x19" and writing the PDN form. */
#include <string.h>

#include "internal.h"

static int is_sep(char c)
{
    return c == '-' || c == 'x' || c == 'X' || c == ':';
}

int32_t checkers__parse_text(const checkers__variant *v, const char *text,
                             checkers__proposal *out)
{
    const char *s = text;
    int bad_square = 0;
    memset(out, 0, sizeof *out);
    while (*s == ' ' || *s == '\t')
        s++;
    for (;;) {
        int n = 0, digits = 0;
        while (*s >= '0' && *s <= '9') {
            if (digits++ < 4)
                n = n * 10 + (*s - '0');
            s++;
        }
        if (digits == 0)
            return CHECKERS_E_MOVE_SYNTAX;
        if (out->nsq == CHECKERS_MAX_CAPTURES + 1)
            return CHECKERS_E_MOVE_SYNTAX;
        if (digits > 4 || n < 1 || n > checkers__squares(v))
            bad_square = 1;
        out->sq[out->nsq++] = (uint8_t)(n > 255 ? 255 : n);
        while (*s == ' ' || *s == '\t')
            s++;
        if (!is_sep(*s))
            break;
        if (*s != '-')
            out->capture = 1;
        s++;
        while (*s == ' ' || *s == '\t')
            s++;
    }
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
        s++;
    if (*s != '\0' || out->nsq < 2)
        return CHECKERS_E_MOVE_SYNTAX;
    return bad_square ? CHECKERS_E_MOVE_SQUARE : 0;
}

/* How many legal moves share this move's start and end squares. */
static int same_ends(const checkers__variant *v, const checkers__pos *p, const checkers__move *m)
{
    checkers__move win[16];
    int n = 0, total = 0;
    for (int first = 0;; first += 16) {
        total = checkers__generate(v, p, win, first, 16);
        if (total < 0)
            return total;
        for (int i = 0; i < 16 && first + i < total; i++)
            n += win[i].from == m->from && win[i].to == m->to;
        if (first + 16 >= total)
            return n;
    }
}

int32_t checkers__write_move(const checkers__variant *v, const checkers__pos *p,
                             const checkers__move *m, uint32_t flags, char *buf, size_t cap)
{
    checkers__out o = {buf, cap, 0};
    char sep = m->ncap ? v->capture_sep : '-';
    int full = m->ncap && m->nsteps > 1;
    if (full && !(flags & CHECKERS_TEXT_FULL_ROUTE)) {
        int n = same_ends(v, p, m);
        if (n < 0)
            return n;
        full = n > 1;
    }
    checkers__out_uint(&o, (unsigned)checkers__bit_to_square(v, m->from));
    if (full)
        for (int i = 0; i + 1 < m->nsteps; i++) {
            checkers__out_char(&o, sep);
            checkers__out_uint(&o, (unsigned)checkers__bit_to_square(v, m->path[i]));
        }
    checkers__out_char(&o, sep);
    checkers__out_uint(&o, (unsigned)checkers__bit_to_square(v, m->to));
    if (cap > 0)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return (int32_t)o.len;
}
