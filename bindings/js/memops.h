/* SPDX-License-Identifier: MIT */
/*
 * Forced into every library file of the WebAssembly build (build.mjs passes
 * -include memops.h with -fno-builtin-memset -fno-builtin-memcpy); the library
 * itself is not changed.
 *
 * Why: with bulk memory, clang turns a memset or memcpy of more than 64 bytes,
 * or of a size it does not know, into one memory.fill or memory.copy, and V8
 * runs those as a call out of the generated code, about 5 ns each against 1.4
 * ns for the nine stores of a 72-byte record. The move list clears one record
 * per move, so in random playouts these calls were a quarter of the time. The
 * small copies are written out here as 8-byte loads and stores instead; the
 * -fno-builtin flags keep the optimiser from folding the loops back into
 * memset and memcpy calls. Above 256 bytes the bulk instructions win again.
 */
#ifndef CHECKERS_JS_MEMOPS_H
#define CHECKERS_JS_MEMOPS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline __attribute__((always_inline)) void *checkers_js_memset(void *dest, int c, size_t n)
{
    unsigned char *d = dest;
    if (n > 256)
        return __builtin_memset(dest, c, n);
    uint64_t v = (uint64_t)(unsigned char)c * 0x0101010101010101u;
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        __builtin_memcpy(d + i, &v, 8);
    for (; i < n; i++)
        d[i] = (unsigned char)c;
    return dest;
}

static inline __attribute__((always_inline)) void *
checkers_js_memcpy(void *restrict dest, const void *restrict src, size_t n)
{
    unsigned char *d = dest;
    const unsigned char *s = src;
    if (n > 256)
        return __builtin_memcpy(dest, src, n);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t v;
        __builtin_memcpy(&v, s + i, 8);
        __builtin_memcpy(d + i, &v, 8);
    }
    for (; i < n; i++)
        d[i] = s[i];
    return dest;
}

#define memset(dest, c, n) checkers_js_memset((dest), (c), (n))
#define memcpy(dest, src, n) checkers_js_memcpy((dest), (src), (n))

#endif
