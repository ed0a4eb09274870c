/* SPDX-License-Identifier: MIT */
/*
 * match_dxp.c - a DXP engine in the match runner (--engine dxp=HOST:PORT): a
 * peer listening on HOST:PORT (a DXP engine, or `checkers dxp --listen`) that
 * the runner connects to as DXP's Initiator, one connection kept across the
 * games. Each game is a GAMEREQ from the game's start (the opening's
 * position), with the engine's colour and the time control; the moves go as
 * MOVE messages, the peer's resolved against the game by the library; a
 * GAMEEND exchange ends each game. The referee keeps the clock, as it does
 * for Hub engines.
 *
 * The runner keeps `mirror`, the game as the peer has seen it, so that it
 * knows which of the game's moves the peer has not been sent yet: the other
 * engine's moves go to the peer when the peer is next asked for a move, or at
 * the game's end (so that its record ends where the referee's does).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxp_session.h"
#include "match.h"

typedef struct match_dxp {
    dxp_session session;
    checkers_game *mirror; /* the game as the peer knows it; NULL between games */
    int32_t colour;        /* the peer's colour in this game */
    int peer_ended;        /* the peer sent GAMEEND in this game */
    int peer_stop;         /* ... asking to stop after it */
} match_dxp;

static match_dxp *state(const match_engine *e)
{
    return (match_dxp *)e->session;
}

static int32_t clamp_ms(int64_t ms)
{
    return ms < 0 ? 0 : ms > 1000000000 ? 1000000000 : (int32_t)ms;
}

static void log_text(const match_engine *e, const char *direction, const char *text)
{
    if (e->verbose)
        fprintf(stderr, "%s %s %s\n", e->spec->name, direction, text);
}

/* Sends a message, shown with --verbose. 0, or -1 with the session's error. */
static int send_message(match_engine *e, const checkers_dxp_message *m, int64_t timeout_ms)
{
    match_dxp *d = state(e);
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    if (checkers_dxp_write(m, text, sizeof text) < 0) {
        snprintf(d->session.error, sizeof d->session.error, "cannot write a %c message",
                 (char)m->type);
        return -1;
    }
    log_text(e, "<", text);
    return dxp_session_send(&d->session, text, clamp_ms(timeout_ms)) < 0 ? -1 : 0;
}

/* Receives a message (its text in `text`), shown with --verbose. As dxp_session_receive_message. */
static int receive_message(match_engine *e, checkers_dxp_message *m, char *text, int64_t timeout_ms)
{
    int rc = dxp_session_receive_message(&state(e)->session, m, text, clamp_ms(timeout_ms));
    if (rc == 0 || rc == DXP_SESSION_MALFORMED)
        log_text(e, ">", text);
    return rc;
}

/* A name DXP can carry: printable ASCII, at most CHECKERS_DXP_NAME_MAX characters. */
static void dxp_name(const char *name, char *out)
{
    size_t i = 0;
    for (; name[i] != '\0' && i < CHECKERS_DXP_NAME_MAX; i++)
        out[i] = name[i] >= 0x20 && name[i] <= 0x7e ? name[i] : '?';
    out[i] = '\0';
}

int match_dxp_start(match_engine *e, int64_t timeout_ms, char *why, size_t capacity)
{
    char host[DXP_SESSION_HOST_MAX];
    int port;
    match_dxp *d;

    if (dxp_session_address(e->spec->dxp, "127.0.0.1", host, sizeof host, &port) != 0 ||
        port == 0) {
        snprintf(why, capacity, "bad address '%s' (HOST:PORT)", e->spec->dxp);
        return -1;
    }
    d = calloc(1, sizeof *d);
    if (d == NULL) {
        snprintf(why, capacity, "out of memory");
        return -1;
    }
    d->session.fd = -1;
    if (dxp_session_connect(&d->session, host, port, clamp_ms(timeout_ms)) != 0) {
        snprintf(why, capacity, "cannot connect to %s: %s", e->spec->dxp, d->session.error);
        free(d);
        return -1;
    }
    e->session = d;
    return 0;
}

/* Closes the connection: the engine is no longer running (a new game connects again). */
static void disconnect(match_engine *e)
{
    match_dxp *d = state(e);
    if (d == NULL)
        return;
    dxp_session_close(&d->session);
    checkers_game_free(d->mirror);
    free(d);
    e->session = NULL;
}

void match_dxp_stop(match_engine *e)
{
    disconnect(e);
}

/*
 * Sends the peer the moves of `game` it has not seen (the other engine's).
 * 0, or -1 with why (the connection is then closed).
 */
static int send_pending(match_engine *e, const checkers_game *game, int64_t timeout_ms, char *why,
                        size_t capacity)
{
    match_dxp *d = state(e);
    int32_t plies = checkers_game_ply_count(game);
    for (int32_t ply = checkers_game_ply_count(d->mirror); ply < plies; ply++) {
        checkers_move move;
        checkers_dxp_message m;
        int32_t rc = checkers_game_history(game, ply, &move);
        if (rc == 0)
            rc = checkers_game_dxp_move(d->mirror, &move, 0, &m);
        if (rc != 0) {
            snprintf(why, capacity, "cannot send move %d: %s", (int)ply + 1, checkers_strerror(rc));
            disconnect(e);
            return -1;
        }
        if (send_message(e, &m, timeout_ms) != 0) {
            snprintf(why, capacity, "connection lost: %s", d->session.error);
            disconnect(e);
            return -1;
        }
        checkers_game_apply(d->mirror, &move, NULL);
    }
    return 0;
}

int match_dxp_new_game(match_engine *e, const checkers_game *start, int32_t colour,
                       const match_tc *tc, const char *opponent, int64_t timeout_ms, char *why,
                       size_t capacity)
{
    match_dxp *d = state(e);
    checkers_dxp_message m;
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    int64_t deadline = match_now_ms() + timeout_ms;
    int rc;

    if (d == NULL) {
        snprintf(why, capacity, "not connected");
        return -1;
    }
    checkers_game_free(d->mirror);
    d->mirror = NULL;
    d->peer_ended = d->peer_stop = 0;
    d->colour = colour;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEREQ;
    m.version = CHECKERS_DXP_VERSION;
    dxp_name(opponent, m.name);
    m.colour = colour; /* the Follower's: the peer's */
    if (tc->kind == MATCH_TC_CLOCK) {
        /* DXP counts whole minutes: the referee's clock, rounded up, is the one that counts. */
        int64_t minutes = (tc->base_ms + 59999) / 60000;
        m.minutes = (int32_t)(minutes > 999 ? 999 : minutes);
        m.moves = tc->moves > 999 ? 999 : tc->moves;
    }
    if (checkers_game_clone(&d->mirror, start) != 0 || checkers_game_dxp_start(start, &m) != 0) {
        snprintf(why, capacity, "out of memory");
        return -1;
    }
    if (send_message(e, &m, timeout_ms) != 0) {
        snprintf(why, capacity, "connection lost: %s", d->session.error);
        disconnect(e);
        return -1;
    }
    do
        rc = receive_message(e, &m, text, deadline - match_now_ms());
    while (rc == 0 && m.type == CHECKERS_DXP_CHAT);
    if (rc != 0) {
        snprintf(why, capacity, "no GAMEACC within %lld ms: %s", (long long)timeout_ms,
                 d->session.error);
        disconnect(e);
        return -1;
    }
    if (m.type != CHECKERS_DXP_GAMEACC || m.code != CHECKERS_DXP_ACCEPTED) {
        if (m.type == CHECKERS_DXP_GAMEACC)
            snprintf(why, capacity, "refused the game (GAMEACC code %d)", (int)m.code);
        else
            snprintf(why, capacity, "answered the GAMEREQ with '%c'", (char)m.type);
        checkers_game_free(d->mirror);
        d->mirror = NULL;
        if (m.type != CHECKERS_DXP_GAMEACC || m.code == CHECKERS_DXP_REFUSED_ALL)
            disconnect(e);
        return -1;
    }
    return 0;
}

void match_dxp_think(match_engine *e, const checkers_game *game, int64_t limit_ms, int64_t stall_ms,
                     match_reply *out)
{
    match_dxp *d = state(e);
    char text[CHECKERS_DXP_TEXT_MAX + 1], excerpt[CLI_EXCERPT_MAX];
    int64_t start, deadline;

    out->status = MATCH_REPLY_CRASH;
    if (d == NULL || d->mirror == NULL) {
        snprintf(out->detail, sizeof out->detail, "not in a game");
        return;
    }
    if (send_pending(e, game, stall_ms, out->detail, sizeof out->detail) != 0)
        return;
    start = match_now_ms();
    deadline = start + (limit_ms >= 0 ? limit_ms : stall_ms);
    for (;;) {
        checkers_dxp_message m;
        checkers_move move;
        checkers_refusal refusal;
        int32_t status;
        int rc = receive_message(e, &m, text, deadline - match_now_ms());

        out->elapsed_ms = match_now_ms() - start;
        if (rc == DXP_SESSION_MALFORMED && text[0] == 'C')
            continue; /* a chat, however written, is not an answer */
        if (rc == DXP_SESSION_TIMEOUT) {
            out->status = MATCH_REPLY_TIMEOUT;
            snprintf(out->detail, sizeof out->detail, "no move after %lld ms",
                     (long long)out->elapsed_ms);
            return;
        }
        if (rc == DXP_SESSION_MALFORMED) {
            out->status = MATCH_REPLY_GARBAGE;
            snprintf(out->detail, sizeof out->detail, "malformed message '%s'",
                     cli_excerpt(text, excerpt, sizeof excerpt));
            return;
        }
        if (rc != 0) {
            out->status = rc == DXP_SESSION_TOO_LONG ? MATCH_REPLY_GARBAGE : MATCH_REPLY_CRASH;
            snprintf(out->detail, sizeof out->detail, "%s", d->session.error);
            disconnect(e);
            return;
        }
        if (m.type == CHECKERS_DXP_CHAT)
            continue;
        if (m.type == CHECKERS_DXP_BACKREQ) {
            checkers_dxp_message no;
            memset(&no, 0, sizeof no);
            no.type = CHECKERS_DXP_BACKACC;
            no.code = CHECKERS_DXP_BACK_NO; /* the referee takes nothing back */
            (void)send_message(e, &no, stall_ms);
            continue;
        }
        if (m.type == CHECKERS_DXP_GAMEEND) {
            d->peer_ended = 1;
            d->peer_stop = m.stop;
            out->status = MATCH_REPLY_RESIGN;
            snprintf(out->detail, sizeof out->detail, "ended the game (GAMEEND '%s')", text);
            return;
        }
        if (m.type != CHECKERS_DXP_MOVE) {
            out->status = MATCH_REPLY_GARBAGE;
            snprintf(out->detail, sizeof out->detail, "sent '%s' where a MOVE was due",
                     cli_excerpt(text, excerpt, sizeof excerpt));
            return;
        }
        snprintf(out->move, sizeof out->move, "%s", text);
        status = checkers_game_resolve_dxp_move(game, &m, &move, &refusal);
        if (status != 0) {
            out->status = MATCH_REPLY_ILLEGAL;
            cli_refusal_text(game, status, &refusal, out->detail, sizeof out->detail);
            return;
        }
        if (checkers_game_hub_move_text(game, &move, out->move, sizeof out->move) < 0 ||
            checkers_game_apply(d->mirror, &move, NULL) != 0) {
            snprintf(out->detail, sizeof out->detail, "cannot follow the game");
            disconnect(e);
            return;
        }
        out->status = MATCH_REPLY_MOVE;
        return;
    }
}

/* The GAMEEND reason from the referee's side, whose opponent is the peer. */
static int32_t end_code(int32_t peer_colour, int32_t result)
{
    if (result == CHECKERS_DRAW)
        return CHECKERS_DXP_END_DRAW;
    if (result != CHECKERS_WHITE_WINS && result != CHECKERS_BLACK_WINS)
        return CHECKERS_DXP_END_UNKNOWN;
    return (result == CHECKERS_WHITE_WINS) == (peer_colour == CHECKERS_WHITE)
               ? CHECKERS_DXP_END_I_LOSE
               : CHECKERS_DXP_END_I_WIN;
}

void match_dxp_end_game(match_engine *e, const checkers_game *game, int32_t result,
                        const char *termination, int by_rules, int64_t grace_ms)
{
    match_dxp *d = state(e);
    checkers_dxp_message m;
    char text[CHECKERS_DXP_TEXT_MAX + 1], why[MATCH_REASON_MAX];
    int64_t deadline = match_now_ms() + grace_ms;

    if (d == NULL || d->mirror == NULL)
        return;
    /* The moves the peer has not seen, so that its game ends where the referee's does. */
    if (!d->peer_ended && game != NULL && send_pending(e, game, grace_ms, why, sizeof why) != 0)
        return;
    if (!by_rules && !d->peer_ended) {
        memset(&m, 0, sizeof m);
        m.type = CHECKERS_DXP_CHAT;
        snprintf(m.text, sizeof m.text, "referee: ");
        for (size_t i = strlen(m.text), k = 0; termination[k] != '\0' && i < 126; i++, k++)
            m.text[i] = termination[k] >= 0x20 && termination[k] <= 0x7e ? termination[k] : ' ';
        (void)send_message(e, &m, grace_ms);
    }
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEEND;
    m.code = end_code(d->colour, result);
    m.stop = d->peer_stop;
    if (send_message(e, &m, grace_ms) != 0) {
        disconnect(e);
        return;
    }
    checkers_game_free(d->mirror);
    d->mirror = NULL;
    if (d->peer_stop) {
        disconnect(e);
        return;
    }
    /* The peer's GAMEEND, after a move it may still send (one made after its time ran out). */
    while (!d->peer_ended) {
        int rc = receive_message(e, &m, text, deadline - match_now_ms());
        if (rc == DXP_SESSION_MALFORMED)
            continue;
        if (rc != 0) {
            disconnect(e); /* a peer that does not end the game is not trusted with the next */
            return;
        }
        if (m.type == CHECKERS_DXP_GAMEEND) {
            if (m.stop)
                disconnect(e);
            return;
        }
    }
}
