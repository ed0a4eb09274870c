/* SPDX-License-Identifier: MIT */
/* Shared by the fuzz targets: a failed check stops the fuzzer on the spot. */
#ifndef CHECKERS_FUZZ_H
#define CHECKERS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "checkers.h"

#define CHECK(x)                \
    do {                        \
        if (!(x))               \
            __builtin_trap();   \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The variant the first input byte picks. */
static inline const char *fuzz_variant(uint8_t byte)
{
    return checkers_variant_name(byte % (uint8_t)checkers_variant_count());
}

/* The rest of the input as a NUL-terminated string in buf (truncated to fit). */
static inline void fuzz_text(const uint8_t *data, size_t size, char *buf, size_t cap)
{
    size_t n = size < cap - 1 ? size : cap - 1;
    for (size_t i = 0; i < n; i++)
        buf[i] = (char)data[i];
    buf[n] = '\0';
}

#endif
