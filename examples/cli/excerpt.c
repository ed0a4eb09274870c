/* SPDX-License-Identifier: MIT */
/* Quoting what the user typed back in an error message, safely and briefly. */
#include "cli.h"

/*
 * A 100 KB argument must not come back as a 100 KB error line, nor a binary
 * file's bytes reach the terminal raw: at most CLI_EXCERPT_CHARS characters,
 * every byte outside printable ASCII (and the quote) as \xNN, "..." when cut.
 */
const char *cli_excerpt(const char *text, char *buf, size_t capacity)
{
    static const char hex[] = "0123456789abcdef";
    size_t n = 0, shown = 0;
    if (capacity < CLI_EXCERPT_MAX)
        return "";
    for (const unsigned char *s = (const unsigned char *)text; *s; s++, shown++) {
        if (shown == CLI_EXCERPT_CHARS) {
            buf[n++] = '.';
            buf[n++] = '.';
            buf[n++] = '.';
            break;
        }
        if (*s >= 0x20 && *s < 0x7f && *s != '\'' && *s != '\\') {
            buf[n++] = (char)*s;
        } else {
            buf[n++] = '\\';
            buf[n++] = 'x';
            buf[n++] = hex[*s >> 4];
            buf[n++] = hex[*s & 15];
        }
    }
    buf[n] = '\0';
    return buf;
}

const char *cli_pdn_reason(const checkers_pdn_reader *reader, const checkers_pdn_error *e)
{
    /* A refused move's code says it all, and the text is already quoted before it. */
    if (e->code <= CHECKERS_E_MOVE_SYNTAX)
        return checkers_strerror(e->code);
    const char *message = checkers_pdn_error_message(reader);
    return message != NULL && message[0] != '\0' ? message : checkers_strerror(e->code);
}
