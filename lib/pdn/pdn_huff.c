/* SPDX-License-Identifier: MIT */
/*
 * The English huffing rule (huff.c) in PDN records, which have no notation
 * for it. The writer (pdn_write.c) declares the rule with the tag
 * [Huffing "1"] and writes each huff as a comment naming the square and a PDN
 * 3.0 SETUP with the position after it, "{huff 14} /FEN "W:W18,30:B5"/", so
 * that a reader that knows nothing of huffing stays in step by the SETUP.
 * This reader takes that tag (pdn_tags.c) and, after the first move, a SETUP
 * that removes one huffable piece and changes nothing else, as checkers_game_huff.
 */
#include <string.h>

#include "notation/notation.h"
#include "game/game_internal.h"
#include "pdn/pdn_replay.h"

/* "huff N", the writer's comment before the huff of the piece on square `square`. */
static size_t huff_words(const checkers_game *g, int32_t square, char *buf, size_t cap)
{
    checkers__out o = {buf, cap, 0};
    checkers__out_str(&o, "huff ");
    checkers__out_square(&o, g->v, square, g->notation == CHECKERS_NOTATION_ALGEBRAIC);
    return (size_t)checkers__out_finish(&o);
}

/*
 * The writer's "{huff N}" just before the SETUP that starts at `setup` is
 * notation, not the game's comment: it leaves the comment kept before ply k
 * (the last one added there), so that a record read and written again says
 * it once.
 */
static void drop_huff_comment(checkers_pdn_reader *r, int32_t k, size_t setup, int32_t square)
{
    char words[32];
    size_t n = huff_words(r->game, square, words, sizeof words), end = setup, open;
    while (end > 0 && (r->text[end - 1] == ' ' || r->text[end - 1] == '\t' ||
                       r->text[end - 1] == '\r' || r->text[end - 1] == '\n'))
        end--;
    if (end == 0 || r->text[end - 1] != '}')
        return;
    for (open = end - 1; open > 0 && r->text[open - 1] != '{' && r->text[open - 1] != '}';)
        open--;
    checkers__pdn_span inner = checkers__pdn_trimmed(r->text, (checkers__pdn_span){open, end - 1});
    if (open == 0 || r->text[open - 1] != '{' || inner.end - inner.start != n ||
        memcmp(r->text + inner.start, words, n) != 0 || k >= r->comment_top ||
        r->comments[k] == CHECKERS__PDN_NONE)
        return;
    checkers__pdn_arena *a = &r->notes;
    char *kept = a->buf + r->comments[k];
    size_t len = strlen(kept);
    if (len == n && memcmp(kept, words, n) == 0) {
        r->comments[k] = CHECKERS__PDN_NONE;
    } else if (len > n && kept[len - n - 1] == ' ' && memcmp(kept + len - n, words, n) == 0) {
        kept[len - n - 1] = '\0';
        if (r->comments[k] + len + 1 == a->len) { /* stored last: it may grow again in place */
            a->len -= n + 1;
            r->note_len = len - n - 1;
        }
    }
}

int32_t checkers__pdn_huff_setup(checkers_pdn_reader *r, checkers_game *g, const char *fen,
                                 size_t setup)
{
    uint8_t squares[64];
    char want[CHECKERS_FEN_MAX], got[CHECKERS_FEN_MAX];
    checkers_game *after = NULL;
    if (checkers_game_huffing(g) != 1)
        return CHECKERS_E_NO_HUFF;
    int32_t n = checkers_game_huffable(g, squares, sizeof squares);
    if (n <= 0)
        return n < 0 ? n : CHECKERS_E_NO_HUFF;
    int32_t rc = checkers__game_new_fen(&after, g->v->name, fen, 0, &r->alloc);
    if (rc < 0)
        return rc;
    checkers_game_fen(after, want, sizeof want);
    checkers_game_free(after);
    for (int32_t i = 0; i < n && i < (int32_t)sizeof squares; i++) {
        if (checkers_game_huff(g, squares[i], NULL) != 0)
            continue;
        checkers_game_fen(g, got, sizeof got);
        if (strcmp(want, got) == 0) {
            if (g == r->game)
                drop_huff_comment(r, checkers_game_ply_count(g), setup, squares[i]);
            return 0;
        }
        checkers_game_undo(g); /* the huff just made, alone */
    }
    return CHECKERS_E_HUFF_SQUARE;
}
