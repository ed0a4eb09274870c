/* SPDX-License-Identifier: MIT */
/*
 * match_referee.c - one game between two engines, refereed by the library:
 * every move the engines name is read against the game
 * (checkers_game_parse_hub_move) and refused when it is not legal; the
 * referee keeps both clocks (match_clock.c) and ends the game by the rules
 * (the game's draw settings; a draw that may be claimed is claimed), by an
 * engine's failure (illegal move, garbage, crash, stall, time forfeit, a
 * failed start: the game is lost) or by adjudication.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "match.h"

#define GRACE_MS 500 /* how long a stopped engine has to say `done` before it is killed */

void match_record_free(match_record *record)
{
    if (record->comments != NULL)
        for (int32_t i = 0; i < record->comment_count; i++)
            free(record->comments[i]);
    free(record->comments);
    checkers_game_free(record->game);
    memset(record, 0, sizeof *record);
}

/* Stores a copy of `text` as the comment after ply `ply` (0-based). 0 or -1. */
static int comment(match_record *r, int32_t ply, const char *text)
{
    int32_t need = ply + 2;
    if (need > r->comment_count) {
        char **bigger = realloc(r->comments, sizeof *bigger * (size_t)(need + 64));
        if (bigger == NULL)
            return -1;
        memset(bigger + r->comment_count, 0,
               sizeof *bigger * (size_t)(need + 64 - r->comment_count));
        r->comments = bigger;
        r->comment_count = need + 64;
    }
    if (text != NULL) {
        size_t n = strlen(text) + 1;
        char *copy = malloc(n);
        if (copy == NULL)
            return -1;
        memcpy(copy, text, n);
        free(r->comments[ply + 1]);
        r->comments[ply + 1] = copy;
    }
    return 0;
}

/* Ends the game: `loser_side` (CHECKERS_BLACK/WHITE) loses, or 0 for a draw. */
static int declare(match_record *r, int end, int32_t loser_side, int32_t reason)
{
    int32_t result = loser_side == CHECKERS_BLACK   ? CHECKERS_WHITE_WINS
                     : loser_side == CHECKERS_WHITE ? CHECKERS_BLACK_WINS
                                                    : CHECKERS_DRAW;
    int32_t status = checkers_game_declare(r->game, result, reason);
    r->end = end;
    r->result = result;
    return status == 0 ? 0 : -1;
}

static int play(const match_settings *settings, const checkers_game *opening,
                match_engine *engines[2], const match_engine_spec *specs[2], int first_white,
                match_record *out)
{
    match_clock clock;
    match_adjudicator adjudicator;
    /* side_engine[c]: the engine playing colour c (0 Black, 1 White). */
    int side_engine[2] = {first_white ? 1 : 0, first_white ? 0 : 1};
    char why[MATCH_REASON_MAX];

    memset(out, 0, sizeof *out);
    out->failed_engine = -1;
    memset(&adjudicator, 0, sizeof adjudicator);
    match_clock_init(&clock, &settings->tc, settings->margin_ms);
    if (checkers_game_clone(&out->game, opening) != 0 ||
        comment(out, checkers_game_ply_count(opening), NULL) != 0)
        return -1;
    if (settings->draws_preset >= 0) {
        checkers_draw_rules rules;
        if (checkers_draw_rules_preset(settings->draws_preset, &rules) != 0 ||
            checkers_game_set_draw_rules(out->game, &rules) != 0)
            return -1;
    }

    /* An opening that is already over needs no engine: the loop below reports it. */
    for (int i = 0; i < 2 && checkers_game_status(out->game, NULL) == CHECKERS_ONGOING; i++) {
        if (match_engine_running(engines[i]))
            continue;
        if (match_engine_start(engines[i], specs[i], settings->variant, settings->start_timeout_ms,
                               settings->verbose, why, sizeof why) != 0) {
            int colour = side_engine[1] == i ? CHECKERS_WHITE : CHECKERS_BLACK;
            out->failed_engine = i;
            snprintf(out->termination, sizeof out->termination, "failed start: %s %s",
                     specs[i]->name, why);
            return declare(out, MATCH_END_START, colour, CHECKERS_REASON_ADJUDICATION);
        }
    }
    for (int i = 0; i < 2; i++) {
        int colour = side_engine[1] == i ? CHECKERS_WHITE : CHECKERS_BLACK;
        if (!match_engine_running(engines[i]))
            continue;
        /* A Hub engine's broken pipe shows at the search; a DXP game refused is a failed start. */
        if (match_engine_new_game(engines[i], out->game, colour, &settings->tc, specs[1 - i]->name,
                                  settings->start_timeout_ms, why, sizeof why) != 0 &&
            specs[i]->kind == MATCH_ENGINE_DXP) {
            out->failed_engine = i;
            snprintf(out->termination, sizeof out->termination, "failed start: %s %s",
                     specs[i]->name, why);
            return declare(out, MATCH_END_START, colour, CHECKERS_REASON_ADJUDICATION);
        }
    }

    for (;;) {
        int32_t reason = 0, status = checkers_game_status(out->game, &reason);
        int32_t turn, ply;
        int colour, who, verdict;
        int64_t limit;
        char level[CHECKERS_HUB_LEVEL_MAX], note[96];
        match_reply reply;
        checkers_move move;
        checkers_refusal refusal;
        match_engine *e;

        if (status < 0)
            return -1;
        if (status != CHECKERS_ONGOING) {
            char text[128];
            out->end = MATCH_END_RULES;
            out->result = status;
            cli_status_text(out->game, text, sizeof text);
            snprintf(out->termination, sizeof out->termination, "rules: %s", text);
            return 0;
        }
        if (checkers_game_claimable(out->game) > 0) {
            /* Under claimed draw rules the referee claims for the engines. */
            if (checkers_game_claim_draw(out->game) != 0)
                return -1;
            continue;
        }
        turn = checkers_game_turn(out->game);
        colour = turn == CHECKERS_WHITE ? 1 : 0;
        who = side_engine[colour];
        e = engines[who];
        limit = match_clock_begin(&clock, colour);
        match_clock_level(&clock, colour, level, sizeof level);
        match_engine_think(e, out->game, level, limit, settings->stall_ms, GRACE_MS, &reply);

        switch (reply.status) {
        case MATCH_REPLY_TIMEOUT:
            if (settings->tc.kind != MATCH_TC_NONE) {
                snprintf(out->termination, sizeof out->termination,
                         "time forfeit: %s did not answer within %lld ms", specs[who]->name,
                         (long long)limit);
                if (!match_engine_running(e))
                    out->failed_engine = who;
                return declare(out, MATCH_END_TIME, turn, CHECKERS_REASON_TIME);
            }
            snprintf(out->termination, sizeof out->termination, "stall: %s %s", specs[who]->name,
                     reply.detail);
            if (!match_engine_running(e))
                out->failed_engine = who;
            return declare(out, MATCH_END_STALL, turn, CHECKERS_REASON_ADJUDICATION);
        case MATCH_REPLY_STALL:
            out->failed_engine = who;
            snprintf(out->termination, sizeof out->termination, "stall: %s %s", specs[who]->name,
                     reply.detail);
            return declare(out, MATCH_END_STALL, turn, CHECKERS_REASON_ADJUDICATION);
        case MATCH_REPLY_CRASH:
            out->failed_engine = who;
            snprintf(out->termination, sizeof out->termination, "crash: %s %s", specs[who]->name,
                     reply.detail);
            return declare(out, MATCH_END_CRASH, turn, CHECKERS_REASON_ADJUDICATION);
        case MATCH_REPLY_GARBAGE:
            if (!match_engine_running(e))
                out->failed_engine = who;
            snprintf(out->termination, sizeof out->termination, "garbage: %s %s", specs[who]->name,
                     reply.detail);
            return declare(out, MATCH_END_GARBAGE, turn, CHECKERS_REASON_ADJUDICATION);
        case MATCH_REPLY_ILLEGAL:
            snprintf(out->termination, sizeof out->termination,
                     "illegal move: %s played '%s': %.500s", specs[who]->name, reply.move,
                     reply.detail);
            return declare(out, MATCH_END_ILLEGAL, turn, CHECKERS_REASON_ADJUDICATION);
        case MATCH_REPLY_RESIGN:
            snprintf(out->termination, sizeof out->termination, "resigned: %s %s", specs[who]->name,
                     reply.detail);
            return declare(out, MATCH_END_RESIGN, turn, CHECKERS_REASON_RESIGNATION);
        case MATCH_REPLY_NO_MOVE:
            snprintf(out->termination, sizeof out->termination,
                     "illegal move: %s answered done without a move", specs[who]->name);
            return declare(out, MATCH_END_ILLEGAL, turn, CHECKERS_REASON_ADJUDICATION);
        default:
            break;
        }
        if (settings->move_time != NULL)
            reply.elapsed_ms = settings->move_time(settings->move_time_context, reply.elapsed_ms);
        if (match_clock_end(&clock, colour, reply.elapsed_ms)) {
            snprintf(out->termination, sizeof out->termination,
                     "time forfeit: %s took %lld ms of %lld (margin included)", specs[who]->name,
                     (long long)reply.elapsed_ms, (long long)limit);
            return declare(out, MATCH_END_TIME, turn, CHECKERS_REASON_TIME);
        }
        status = checkers_game_parse_hub_move(out->game, reply.move, &move, &refusal);
        if (status == 0)
            status = checkers_game_apply(out->game, &move, &refusal);
        if (status != 0) {
            char reason_text[CHECKERS_REFUSAL_TEXT_MAX + CHECKERS_MOVE_TEXT_MAX];
            char excerpt[CLI_EXCERPT_MAX];
            int syntax = status == CHECKERS_E_MOVE_SYNTAX || status == CHECKERS_E_MOVE_SQUARE;
            cli_refusal_text(out->game, status, &refusal, reason_text, sizeof reason_text);
            snprintf(out->termination, sizeof out->termination, "%s: %s played '%s': %.500s",
                     syntax ? "garbage" : "illegal move", specs[who]->name,
                     cli_excerpt(reply.move, excerpt, sizeof excerpt), reason_text);
            return declare(out, syntax ? MATCH_END_GARBAGE : MATCH_END_ILLEGAL, turn,
                           CHECKERS_REASON_ADJUDICATION);
        }
        ply = checkers_game_ply_count(out->game) - 1;
        if (reply.has_score)
            snprintf(note, sizeof note, "%+.2f/%d %.3fs", (double)reply.score / 100.0,
                     (int)reply.depth, (double)reply.elapsed_ms / 1000.0);
        else
            snprintf(note, sizeof note, "%.3fs", (double)reply.elapsed_ms / 1000.0);
        if (comment(out, ply, note) != 0)
            return -1;

        /* Adjudication only while the rules have not ended the game. */
        if (checkers_game_status(out->game, NULL) != CHECKERS_ONGOING)
            continue;
        verdict = match_adjudicate(&settings->adjudication, &adjudicator, colour, reply.has_score,
                                   reply.score, ply + 1);
        if (verdict == MATCH_ADJUDICATE_RESIGN) {
            snprintf(out->termination, sizeof out->termination,
                     "adjudication: %s resigns (its score at or below -%.2f for %d moves)",
                     specs[who]->name, settings->adjudication.resign_score / 100.0,
                     (int)settings->adjudication.resign_movecount);
            return declare(out, MATCH_END_ADJUDICATION, turn, CHECKERS_REASON_ADJUDICATION);
        }
        if (verdict == MATCH_ADJUDICATE_DRAW || verdict == MATCH_ADJUDICATE_MAXMOVES) {
            if (verdict == MATCH_ADJUDICATE_DRAW)
                snprintf(out->termination, sizeof out->termination,
                         "adjudication: draw (both scores within %.2f for %d moves)",
                         settings->adjudication.draw_score / 100.0,
                         (int)settings->adjudication.draw_movecount);
            else
                snprintf(out->termination, sizeof out->termination,
                         "adjudication: draw (%d moves played)",
                         (int)settings->adjudication.maxmoves);
            return declare(out, MATCH_END_ADJUDICATION, 0, CHECKERS_REASON_ADJUDICATION);
        }
    }
}

int match_play_game(const match_settings *settings, const checkers_game *opening,
                    match_engine *engines[2], const match_engine_spec *specs[2], int first_white,
                    match_record *out)
{
    int status = play(settings, opening, engines, specs, first_white, out);
    /* A DXP engine is told the end (GAMEEND), whatever ended the game. */
    for (int i = 0; i < 2; i++)
        if (match_engine_running(engines[i]))
            match_engine_end_game(engines[i], out->game, out->result, out->termination,
                                  status == 0 && out->end == MATCH_END_RULES,
                                  settings->start_timeout_ms);
    return status;
}
