/* SPDX-License-Identifier: MIT */
/*
 * hub_line.c - a Hub line split into its command and arguments (hub_line.h).
 */
#include "hub_line.h"

#include <string.h>

static int blank(char c)
{
    return c == ' ' || c == '\t';
}

int hub_line_split(char *text, hub_line *out)
{
    char *s = text;
    memset(out, 0, sizeof *out);
    while (blank(*s))
        s++;
    out->command = s;
    while (*s != '\0' && !blank(*s))
        s++;
    while (*s != '\0') {
        char *name;
        *s++ = '\0';
        while (blank(*s))
            s++;
        if (*s == '\0')
            break;
        name = s;
        while (*s != '\0' && !blank(*s) && *s != '=')
            s++;
        if (out->count < HUB_LINE_ARGS) {
            out->names[out->count] = name;
            out->values[out->count] = NULL;
        }
        if (*s == '=') {
            char *value;
            *s++ = '\0';
            if (*s == '"') {
                value = ++s;
                while (*s != '\0' && *s != '"')
                    s++;
                if (*s != '"' || (s[1] != '\0' && !blank(s[1]))) {
                    out->count = 0; /* the command, written before, stays */
                    return -1;
                }
                *s++ = '\0';
            } else {
                value = s;
                while (*s != '\0' && !blank(*s))
                    s++;
            }
            if (out->count < HUB_LINE_ARGS)
                out->values[out->count] = value;
        }
        if (out->count < HUB_LINE_ARGS)
            out->count++;
        if (*s == '\0')
            break;
    }
    return 0;
}

const char *hub_line_arg(const hub_line *line, const char *name)
{
    for (int i = 0; i < line->count; i++)
        if (strcmp(line->names[i], name) == 0)
            return line->values[i] != NULL ? line->values[i] : "";
    return NULL;
}
