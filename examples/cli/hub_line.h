/* SPDX-License-Identifier: MIT */
/*
 * hub_line.h - one line of the Hub protocol, `command name=value
 * name="quoted value" flag ...`, split into its command and arguments: the
 * one reading of that syntax, shared by the engine side (hub.c, a GUI's
 * commands) and the referee side (match_engine.c, an engine's answers).
 */
#ifndef CHECKERS_CLI_HUB_LINE_H
#define CHECKERS_CLI_HUB_LINE_H

/* Arguments kept per line; those after them are checked but dropped. */
#define HUB_LINE_ARGS 16

/* One line: its command and its arguments (a flag has value NULL), pointing into the text. */
typedef struct {
    char *command;
    int count;
    char *names[HUB_LINE_ARGS];
    char *values[HUB_LINE_ARGS];
} hub_line;

/*
 * Splits `text` in place (NUL bytes written over its separators and quotes)
 * into its command and arguments. Words are separated by spaces and tabs;
 * blanks before the command are skipped. A value is double-quoted when it
 * holds a blank; its closing quote must end the word. Returns 0, or -1 when a
 * quote is not closed or is followed by more of its word: then out->command
 * is still the line's command and out->count is 0.
 */
int hub_line_split(char *text, hub_line *out);

/* The value of argument `name` ("" for a flag), or NULL when the line has none (the first one). */
const char *hub_line_arg(const hub_line *line, const char *name);

#endif /* CHECKERS_CLI_HUB_LINE_H */
