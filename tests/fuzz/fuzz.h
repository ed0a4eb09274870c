/* SPDX-License-Identifier: MIT */
/* Shared by the fuzz targets: a failed check stops the fuzzer on the spot. */
#ifndef CHECKERS_FUZZ_H
#define CHECKERS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "checkers.h"

#define CHECK(x) \
    do { \
        if (!(x)) \
            __builtin_trap(); \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The variant the first input byte picks. */
static inline const char *fuzz_variant(uint8_t byte)
{
    return checkers_variant_name(byte % (uint8_t)checkers_variant_count());
}

/*
 * The input as a NUL-terminated string, however long (libFuzzer's data has no
 * NUL after it): the caller frees it.
 */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    CHECK(text != NULL);
    if (size)
        memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

#endif
