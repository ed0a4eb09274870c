/* Bounded text output shared by every writer: counts all, stores what fits. */
#include "internal.h"

void checkers__out_char(checkers__out *o, char c)
{
    if (o->len + 1 < o->cap)
        o->buf[o->len] = c;
    o->len++;
}

void checkers__out_str(checkers__out *o, const char *s)
{
    while (*s)
        checkers__out_char(o, *s++);
}

void checkers__out_uint(checkers__out *o, unsigned n)
{
    char tmp[12];
    int i = 0;
    do
        tmp[i++] = (char)('0' + n % 10);
    while ((n /= 10) != 0);
    while (i > 0)
        checkers__out_char(o, tmp[--i]);
}

void checkers__out_int(checkers__out *o, int n)
{
    if (n < 0)
        checkers__out_char(o, '-');
    checkers__out_uint(o, n < 0 ? 0u - (unsigned)n : (unsigned)n);
}

int32_t checkers__out_finish(checkers__out *o)
{
    if (o->cap > 0)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
    return (int32_t)o->len;
}
