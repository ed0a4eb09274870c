/* SPDX-License-Identifier: MIT */
/* The PDN reader object: what it keeps of the current game, and the queries on it. */
#include <string.h>

#include "rules/rules.h"
#include "pdn/pdn.h"

/* The allocator reallocates with the old size, which the caller knows. */
static void *grow(checkers_pdn_reader *r, void *p, size_t old_size, size_t new_size)
{
    return p ? r->alloc.reallocate(r->alloc.ctx, p, old_size, new_size)
             : r->alloc.alloc(r->alloc.ctx, new_size);
}

/* Makes room for n more bytes in an arena. */
static int32_t arena_reserve(checkers_pdn_reader *r, checkers__pdn_arena *a, size_t n)
{
    if (n >= ((size_t)-1) / 4 - a->len)
        return CHECKERS_E_NO_MEMORY;
    if (a->len + n <= a->cap)
        return 0;
    size_t cap = a->cap ? a->cap : 1024;
    while (cap < a->len + n)
        cap *= 2;
    char *b = grow(r, a->buf, a->cap, cap);
    if (!b)
        return CHECKERS_E_NO_MEMORY;
    a->buf = b;
    a->cap = cap;
    return 0;
}

/* Stores s[0..n-1] (not inside the arena) and a NUL; returns its offset, or CHECKERS__PDN_NONE. */
static size_t arena_add(checkers_pdn_reader *r, checkers__pdn_arena *a, const char *s, size_t n)
{
    if (arena_reserve(r, a, n + 1) < 0)
        return CHECKERS__PDN_NONE;
    size_t at = a->len;
    if (n)
        memcpy(a->buf + at, s, n);
    a->buf[at + n] = '\0';
    a->len += n + 1;
    return at;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

checkers__pdn_span checkers__pdn_trimmed(const char *text, checkers__pdn_span s)
{
    while (s.start < s.end && is_blank(text[s.start]))
        s.start++;
    while (s.end > s.start && is_blank(text[s.end - 1]))
        s.end--;
    return s;
}

int32_t checkers__pdn_add_tag(checkers_pdn_reader *r, const checkers__pdn_token *t)
{
    if (r->ntags == r->tag_cap) {
        if (r->tag_cap > (1 << 24))
            return CHECKERS_E_NO_MEMORY;
        int32_t cap = r->tag_cap ? r->tag_cap * 2 : 16;
        checkers__pdn_tag *p = grow(r, r->tags, (size_t)r->tag_cap * sizeof *p,
                                    (size_t)cap * sizeof *p);
        if (!p)
            return CHECKERS_E_NO_MEMORY;
        r->tags = p;
        r->tag_cap = cap;
    }
    checkers__pdn_tag *tag = &r->tags[r->ntags];
    tag->line = t->line;
    tag->col = t->col;
    tag->name = arena_add(r, &r->arena, r->text + t->a.start, t->a.end - t->a.start);
    tag->value = arena_add(r, &r->arena, r->text + t->b.start, t->b.end - t->b.start);
    if (tag->name == CHECKERS__PDN_NONE || tag->value == CHECKERS__PDN_NONE)
        return CHECKERS_E_NO_MEMORY;
    /* Unescape \" and \\ where the value is: it only gets shorter. */
    char *out = r->arena.buf + tag->value;
    for (const char *in = out; *in; in++) {
        if (in[0] == '\\' && (in[1] == '"' || in[1] == '\\'))
            in++;
        *out++ = *in;
    }
    *out = '\0';
    r->ntags++;
    return 0;
}

int checkers__pdn_same_name(const char *a, const char *b, int fold)
{
    for (;; a++, b++) {
        char x = *a, y = *b;
        if (fold && x >= 'a' && x <= 'z')
            x = (char)(x - 'a' + 'A');
        if (fold && y >= 'a' && y <= 'z')
            y = (char)(y - 'a' + 'A');
        if (x != y)
            return 0;
        if (!x)
            return 1;
    }
}

const checkers__pdn_tag *checkers__pdn_find_tag(const checkers_pdn_reader *r, const char *name)
{
    for (int32_t i = 0; i < r->ntags; i++)
        if (checkers__pdn_same_name(r->arena.buf + r->tags[i].name, name,
                                    !(r->flags & CHECKERS_PDN_STRICT)))
            return &r->tags[i];
    return NULL;
}

/* Keeps the comment that stands before ply k; several there are joined by a space. */
int32_t checkers__pdn_add_comment(checkers_pdn_reader *r, int32_t k, checkers__pdn_span s)
{
    s = checkers__pdn_trimmed(r->text, s);
    size_t n = s.end - s.start;
    if (k >= r->comment_cap) {
        if (k > (1 << 28))
            return CHECKERS_E_NO_MEMORY;
        int32_t cap = r->comment_cap ? r->comment_cap : 64;
        while (cap <= k)
            cap *= 2;
        size_t *p = grow(r, r->comments, (size_t)r->comment_cap * sizeof *p,
                         (size_t)cap * sizeof *p);
        if (!p)
            return CHECKERS_E_NO_MEMORY;
        for (int32_t i = r->comment_cap; i < cap; i++)
            p[i] = CHECKERS__PDN_NONE;
        r->comments = p;
        r->comment_cap = cap;
    }
    size_t old = r->comments[k];
    if (k >= r->comment_top)
        r->comment_top = k + 1;
    checkers__pdn_arena *a = &r->notes;
    if (old == CHECKERS__PDN_NONE) {
        r->comments[k] = arena_add(r, a, r->text + s.start, n);
        r->note_len = n;
        return r->comments[k] == CHECKERS__PDN_NONE ? CHECKERS_E_NO_MEMORY : 0;
    }
    if (n == 0)
        return 0;
    size_t old_len = old + r->note_len + 1 == a->len ? r->note_len : strlen(a->buf + old);
    if (old + old_len + 1 != a->len) {
        /* Not the comment stored last (a rare order): a copy at the end grows there. */
        if (arena_reserve(r, a, old_len + 1) < 0)
            return CHECKERS_E_NO_MEMORY;
        memcpy(a->buf + a->len, a->buf + old, old_len + 1);
        r->comments[k] = a->len;
        a->len += old_len + 1;
    }
    if (arena_reserve(r, a, n + 1) < 0)
        return CHECKERS_E_NO_MEMORY;
    a->buf[a->len - 1] = ' ';
    memcpy(a->buf + a->len, r->text + s.start, n);
    a->len += n;
    a->buf[a->len++] = '\0';
    r->note_len = old_len + 1 + n;
    return 0;
}

void checkers__pdn_clear_game(checkers_pdn_reader *r)
{
    checkers_game_free(r->game);
    r->game = NULL;
    r->ntags = 0;
    r->arena.len = 0;
    r->notes.len = 0;
    for (int32_t i = 0; i < r->comment_top; i++)
        r->comments[i] = CHECKERS__PDN_NONE;
    r->comment_top = 0;
    r->result = CHECKERS_ONGOING;
    memset(&r->err, 0, sizeof r->err);
    r->message[0] = '\0';
}

/* ---------------------------------------------------------------- API */

int32_t checkers_pdn_reader_new(checkers_pdn_reader **out, const char *text, size_t length,
                                const char *variant, uint32_t flags,
                                const checkers_allocator *allocator)
{
    checkers_allocator a;
    if (!out)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = NULL;
    if ((!text && length > 0) || (flags & ~(uint32_t)(CHECKERS_PDN_STRICT | CHECKERS_PDN_COPY)) ||
        checkers__allocator_pick(allocator, &a) < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    const checkers__variant *v = checkers__variant_lookup(variant);
    if (!v)
        return CHECKERS_E_UNKNOWN_VARIANT;
    checkers_pdn_reader *r = a.alloc(a.ctx, sizeof *r);
    if (!r)
        return CHECKERS_E_NO_MEMORY;
    memset(r, 0, sizeof *r);
    r->alloc = a;
    if ((flags & CHECKERS_PDN_COPY) && length > 0) {
        r->copy = a.alloc(a.ctx, length);
        if (!r->copy) {
            a.release(a.ctx, r);
            return CHECKERS_E_NO_MEMORY;
        }
        memcpy(r->copy, text, length);
        text = r->copy;
    }
    r->text = text ? text : "";
    r->len = length;
    r->cur.line = r->cur.col = 1;
    r->variant = v;
    r->flags = flags;
    r->max_plies = CHECKERS_PDN_DEFAULT_MAX_PLIES;
    r->max_game_bytes = CHECKERS_PDN_DEFAULT_MAX_GAME_BYTES;
    *out = r;
    return 0;
}

void checkers_pdn_reader_free(checkers_pdn_reader *reader)
{
    if (!reader)
        return;
    checkers_allocator a = reader->alloc;
    checkers_game_free(reader->game);
    if (reader->tags)
        a.release(a.ctx, reader->tags);
    if (reader->arena.buf)
        a.release(a.ctx, reader->arena.buf);
    if (reader->notes.buf)
        a.release(a.ctx, reader->notes.buf);
    if (reader->comments)
        a.release(a.ctx, reader->comments);
    if (reader->moves)
        a.release(a.ctx, reader->moves);
    if (reader->copy)
        a.release(a.ctx, reader->copy);
    a.release(a.ctx, reader);
}

int32_t checkers_pdn_reader_set_limits(checkers_pdn_reader *reader, int32_t max_plies,
                                       int64_t max_game_bytes)
{
    if (!reader || max_plies < 0 || max_game_bytes < 0)
        return CHECKERS_E_INVALID_ARGUMENT;
    reader->max_plies = max_plies;
    reader->max_game_bytes = (uint64_t)max_game_bytes;
    return 0;
}

const checkers_game *checkers_pdn_game(const checkers_pdn_reader *reader)
{
    return reader ? reader->game : NULL;
}

int32_t checkers_pdn_tag_count(const checkers_pdn_reader *reader)
{
    return reader ? reader->ntags : CHECKERS_E_INVALID_ARGUMENT;
}

const char *checkers_pdn_tag_name(const checkers_pdn_reader *reader, int32_t index)
{
    if (!reader || index < 0 || index >= reader->ntags)
        return NULL;
    return reader->arena.buf + reader->tags[index].name;
}

const char *checkers_pdn_tag_value(const checkers_pdn_reader *reader, int32_t index)
{
    if (!reader || index < 0 || index >= reader->ntags)
        return NULL;
    return reader->arena.buf + reader->tags[index].value;
}

const char *checkers_pdn_tag(const checkers_pdn_reader *reader, const char *name)
{
    if (!reader || !name)
        return NULL;
    for (int32_t i = 0; i < reader->ntags; i++)
        if (strcmp(reader->arena.buf + reader->tags[i].name, name) == 0)
            return reader->arena.buf + reader->tags[i].value;
    return NULL;
}

const char *checkers_pdn_comment(const checkers_pdn_reader *reader, int32_t ply)
{
    if (!reader || ply < -1 || ply >= reader->comment_top - 1)
        return NULL;
    size_t at = reader->comments[ply + 1];
    return at == CHECKERS__PDN_NONE ? NULL : reader->notes.buf + at;
}

int32_t checkers_pdn_result(const checkers_pdn_reader *reader)
{
    return reader ? reader->result : CHECKERS_E_INVALID_ARGUMENT;
}

int32_t checkers_pdn_error_info(const checkers_pdn_reader *reader, checkers_pdn_error *out)
{
    if (!reader || !out)
        return CHECKERS_E_INVALID_ARGUMENT;
    *out = reader->err;
    return 0;
}

const char *checkers_pdn_error_message(const checkers_pdn_reader *reader)
{
    return reader ? reader->message : NULL;
}

int32_t checkers_pdn_games_read(const checkers_pdn_reader *reader)
{
    return reader ? reader->games : CHECKERS_E_INVALID_ARGUMENT;
}
