/* SPDX-License-Identifier: MIT */
/* The allocator a game or reader uses: the caller's, or malloc and friends. */
#include <stdlib.h>

#include "core/core.h"

static void *std_alloc(void *ctx, size_t size)
{
    (void)ctx;
    return malloc(size);
}

static void *std_realloc(void *ctx, void *ptr, size_t old_size, size_t new_size)
{
    (void)ctx, (void)old_size;
    return realloc(ptr, new_size);
}

static void std_release(void *ctx, void *ptr)
{
    (void)ctx;
    free(ptr);
}

int32_t checkers__allocator_pick(const checkers_allocator *given, checkers_allocator *out)
{
    static const checkers_allocator standard = {std_alloc, std_realloc, std_release, NULL};
    if (!given) {
        *out = standard;
        return 0;
    }
    if (!given->alloc || !given->reallocate || !given->release)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = *given;
    return 0;
}
