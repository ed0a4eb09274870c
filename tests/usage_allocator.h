/* SPDX-License-Identifier: MIT */
/*
 * usage_allocator.h - for the bounded-time tests (test_pdn_hostile.c,
 * test_history_bounds.c): a checkers_allocator whose context counts the bytes
 * live and the most there ever were, so that a test bounds memory as well as
 * time. Use {usage_alloc, usage_realloc, usage_release, &u}.
 */
#ifndef CHECKERS_TESTS_USAGE_ALLOCATOR_H
#define CHECKERS_TESTS_USAGE_ALLOCATOR_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* An allocator that knows how many bytes are live, and the most there ever were. */
typedef struct {
    size_t live, peak;
} usage;

typedef struct {
    size_t size;
    max_align_t align;
} header;

static void *usage_alloc(void *ctx, size_t size)
{
    usage *u = ctx;
    header *h = malloc(sizeof *h + size);
    if (!h)
        return NULL;
    h->size = size;
    u->live += size;
    if (u->live > u->peak)
        u->peak = u->live;
    return h + 1;
}

static void usage_release(void *ctx, void *p)
{
    if (!p)
        return;
    header *h = (header *)p - 1;
    ((usage *)ctx)->live -= h->size;
    free(h);
}

static void *usage_realloc(void *ctx, void *p, size_t old_size, size_t size)
{
    void *q = usage_alloc(ctx, size);
    if (q && p)
        memcpy(q, p, old_size < size ? old_size : size);
    if (q)
        usage_release(ctx, p);
    return q;
}

#endif
