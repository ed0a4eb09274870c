/* SPDX-License-Identifier: MIT */
/*
 * hub_line.c - a Hub line read into its command and arguments, and a value
 * written as a line carries it (checkers_hub_parse_line,
 * checkers_hub_write_value): the one reading of the syntax, for the CLI's
 * engine and referee and for every binding.
 *
 * The result is spans of the caller's text, not pointers, so that a binding
 * reading the library's memory as integers (WebAssembly) reads it as C does.
 * One pass over the line, each byte looked at a bounded number of times.
 */
#include <stdint.h>
#include <string.h>

#include "core/core.h"
#include "engines/engines.h"

/* A line that cannot be read: its command kept, no arguments. */
static int32_t unreadable(checkers_hub_line *out)
{
    int32_t command = out->command, command_length = out->command_length;
    memset(out, 0, sizeof *out);
    out->command = command;
    out->command_length = command_length;
    return CHECKERS_E_HUB_SYNTAX;
}

/* Where a line stops: a line end or a NUL byte ends it before its length. */
static int line_end(char c)
{
    return c == '\0' || c == '\n' || c == '\r';
}

int32_t checkers_hub_parse_line(const char *text, size_t length, checkers_hub_line *out)
{
    size_t n = 0, i = 0, start;
    if (text == NULL || out == NULL)
        return CHECKERS_E_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    /* Offsets are int32_t: a longer line is refused before anything is read. */
    while (n < length && !line_end(text[n])) {
        if (n == INT32_MAX)
            return CHECKERS_E_INVALID_ARGUMENT;
        n++;
    }
    while (i < n && checkers__hub_blank(text[i]))
        i++;
    start = i;
    while (i < n && !checkers__hub_blank(text[i]))
        i++;
    out->command = (int32_t)start;
    out->command_length = (int32_t)(i - start);
    for (;;) {
        size_t name, name_end;
        int32_t value = -1, value_length = 0;
        while (i < n && checkers__hub_blank(text[i]))
            i++;
        if (i == n)
            return 0;
        name = i;
        while (i < n && !checkers__hub_blank(text[i]) && text[i] != '=')
            i++;
        name_end = i;
        if (i < n && text[i] == '=') {
            i++;
            if (i < n && text[i] == '"') {
                const char *close = memchr(text + i + 1, '"', n - i - 1);
                /* A quote not closed, or closed inside its word: the line cannot be read. */
                if (close == NULL || (close + 1 < text + n && !checkers__hub_blank(close[1])))
                    return unreadable(out);
                value = (int32_t)(i + 1);
                value_length = (int32_t)(close - text) - value;
                i = (size_t)(close - text) + 1;
            } else {
                value = (int32_t)i;
                while (i < n && !checkers__hub_blank(text[i]))
                    i++;
                value_length = (int32_t)i - value;
            }
        }
        if (out->count < CHECKERS_HUB_LINE_ARGS) {
            int32_t k = out->count++;
            out->name[k] = (int32_t)name;
            out->name_length[k] = (int32_t)(name_end - name);
            out->value[k] = value;
            out->value_length[k] = value_length;
        }
        out->total++;
    }
}

int32_t checkers__hub_parse_command(const char *text, size_t length, const char *command,
                                    checkers_hub_line *line)
{
    int32_t status = checkers_hub_parse_line(text, length, line);
    if (status != 0)
        return status;
    return checkers__hub_span_is(text, line->command, line->command_length, command)
               ? 0
               : CHECKERS_E_INVALID_ARGUMENT;
}

int32_t checkers_hub_write_value(const char *value, size_t length, char *buf, size_t capacity)
{
    checkers__out o = {buf, capacity, 0};
    int quoted = length == 0;
    if ((value == NULL && length > 0) || (buf == NULL && capacity > 0) ||
        length > (size_t)INT32_MAX - 3)
        return CHECKERS_E_INVALID_ARGUMENT;
    for (size_t i = 0; i < length; i++) {
        char c = value[i];
        if (c == '"' || line_end(c))
            return CHECKERS_E_INVALID_ARGUMENT;
        if (checkers__hub_blank(c) || c == '=')
            quoted = 1;
    }
    if (quoted)
        checkers__out_char(&o, '"');
    for (size_t i = 0; i < length; i++)
        checkers__out_char(&o, value[i]);
    if (quoted)
        checkers__out_char(&o, '"');
    return checkers__out_finish(&o);
}
