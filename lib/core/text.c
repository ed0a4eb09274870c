/* SPDX-License-Identifier: MIT */
/* Bounded text output shared by every writer: counts all, stores what fits. */
#include "core/core.h"

void checkers__out_str(checkers__out *o, const char *s)
{
    while (*s)
        checkers__out_char(o, *s++);
}

void checkers__out_u64(checkers__out *o, uint64_t n)
{
    char tmp[20];
    int i = 0;
    do
        tmp[i++] = (char)('0' + n % 10);
    while ((n /= 10) != 0);
    while (i > 0)
        checkers__out_char(o, tmp[--i]);
}

void checkers__out_uint(checkers__out *o, unsigned n)
{
    /* Square numbers and move numbers: mostly one or two digits. */
    if (n < 100) {
        if (n >= 10)
            checkers__out_char(o, (char)('0' + n / 10));
        checkers__out_char(o, (char)('0' + n % 10));
        return;
    }
    checkers__out_u64(o, n);
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
