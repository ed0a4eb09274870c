/* SPDX-License-Identifier: MIT */
/* Status codes and their text (from the header's CHECKERS_ERROR_MAP); the version. */
#include "checkers.h"

typedef struct {
    int32_t code;
    const char *name;
    const char *text;
} error_entry;

#define ERROR_ENTRY(name, text) {CHECKERS_##name, #name, text},
static const error_entry errors[] = {CHECKERS_ERROR_MAP(ERROR_ENTRY)};
#undef ERROR_ENTRY

static const error_entry *find(int32_t code)
{
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
        if (errors[i].code == code)
            return &errors[i];
    return NULL;
}

const char *checkers_strerror(int32_t code)
{
    const error_entry *e = find(code);
    return e ? e->text : "unknown error";
}

const char *checkers_error_name(int32_t code)
{
    const error_entry *e = find(code);
    return e ? e->name : "UNKNOWN";
}

uint32_t checkers_version(void)
{
    return CHECKERS_VERSION;
}

const char *checkers_version_string(void)
{
    return CHECKERS_VERSION_STRING;
}
