/* SPDX-License-Identifier: MIT */
/*
 * dxp.c - `checkers dxp`: plays a DXP peer (another engine, or another
 * `checkers dxp`) over TCP with the library's search, refereeing the peer's
 * moves with the library, and writes each game as PDN.
 *
 *   checkers dxp (--connect HOST:PORT | --listen [HOST:]PORT) [--variant NAME]
 *       [--time MS | --depth N] [--games N] [--pdn FILE] [--name NAME]
 *       [--minutes N] [--clock-ms MS] [--margin MS] [--max-moves N] [--timeout S]
 *       [--initiator | --follower] [--engine COMMAND]
 *
 * The side that connects is the Initiator unless told otherwise: it proposes
 * each game (GAMEREQ), the Follower's colour alternating from Black in the
 * first; the Follower accepts every game in the agreed variant. Moves are
 * MOVE messages; the side to move when the game has ended (by the rules, or
 * by --max-moves) sends GAMEEND and the other confirms with its own. A peer's
 * illegal move, malformed message, fallen flag (the GAMEREQ's clock, kept by
 * this side) or silence beyond --timeout ends the game as its loss: a CHAT
 * `error ...` with the reason, then GAMEEND.
 *
 * DXP carries no variant: both sides must be started with the same one.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "dxp_session.h"
#include "match.h"

static const char dxp_usage[] =
    "Usage: checkers dxp (--connect HOST:PORT | --listen [HOST:]PORT) [OPTIONS]\n"
    "\n"
    "Plays a DXP peer (DamExchange Protocol, over TCP) with the computer's search,\n"
    "checking every move the peer makes, and writes each game as PDN.\n"
    "\n"
    "  --connect HOST:PORT  connect to a peer listening there\n"
    "  --listen [HOST:]PORT wait for a peer (HOST 127.0.0.1 by default; PORT 0: a\n"
    "                       free port, printed as 'listening on HOST:PORT')\n"
    "  --variant NAME       the rules both sides play (default international)\n"
    "  --time MS            thinking time a move, in milliseconds (default 1000)\n"
    "  --depth N            search N plies a move instead (1 to 48)\n"
    "  --games N            games to play (default 1; a Follower: until the peer\n"
    "                       stops, when not given)\n"
    "  --pdn FILE           append each game to FILE as PDN\n"
    "  --name NAME          the name sent to the peer (default checkers)\n"
    "  --minutes N          the thinking time a GAMEREQ proposes (default 10); the\n"
    "                       peer's clock: a flag that falls loses (0: no clock)\n"
    "  --clock-ms MS        keep the peer's clock at MS milliseconds instead of the\n"
    "                       GAMEREQ's minutes (short games, tests)\n"
    "  --margin MS          how far past its clock the peer may answer (default 1000)\n"
    "  --max-moves N        end a game as a draw after N moves each (0: never,\n"
    "                       the default)\n"
    "  --timeout S          the longest wait for the peer, in seconds (default 60);\n"
    "                       past it, the peer loses on time\n"
    "  --initiator, --follower\n"
    "                       the role (default: the side that connects initiates)\n"
    "  --engine COMMAND     play with this Hub engine (run by /bin/sh, e.g.\n"
    "                       \"scan hub\") instead of the computer's search; --time\n"
    "                       and --depth become its level; its name is sent\n";

#define DXP_CHOICE_NAME 64

typedef struct {
    const char *connect, *listen, *variant, *pdn, *name, *engine;
    int32_t time_ms, depth, games, minutes, max_moves, timeout_s, clock_ms, margin_ms;
    int role; /* 0: by the connection, 1: initiator, 2: follower */
} dxp_options;

/* One game's course and record. */
typedef struct {
    checkers_game *game;
    int32_t my_colour;
    char peer_name[sizeof(((checkers_dxp_message *)0)->name)];
    char termination[256];
    int32_t result; /* a PDN result: CHECKERS_ONGOING ... */
    int stop;       /* either side asked to stop after this game */
    int broken;     /* the connection is gone: no more games */
    /* The peer's clock, from the GAMEREQ (or --clock-ms): -1 when there is none. */
    int64_t peer_left_ms, period_ms;
    int32_t period_moves, peer_moves;
} dxp_game;

#define ENGINE_START_MS 30000 /* the engine's handshake, hub to ready */
#define ENGINE_GRACE_MS 500   /* for its `done` after a `stop` */

typedef struct {
    dxp_options o;
    dxp_session session;
    checkers_search *search;
    int use_engine; /* --engine: a Hub engine (match_engine.c) instead of the search */
    match_engine engine;
    match_engine_spec engine_spec;
    char *engine_cmd;
    char engine_name[CHECKERS_DXP_NAME_MAX + 1];
    int initiator;
    int played;
} dxp_run;

static int dxp_usage_error(const char *what, const char *quoted)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (quoted)
        fprintf(stderr, CLI_NAME " dxp: %s '%s' (try 'checkers dxp --help')\n", what,
                cli_excerpt(quoted, excerpt, sizeof excerpt));
    else
        fprintf(stderr, CLI_NAME " dxp: %s (try 'checkers dxp --help')\n", what);
    return CLI_EXIT_USAGE;
}

static int read_int(const char *text, int32_t low, int32_t high, int32_t *out)
{
    char *end;
    long value;
    errno = 0;
    value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < low || value > high)
        return 0;
    *out = (int32_t)value;
    return 1;
}

/* -------------------------------------------------------------- the game */

static const char *colour_name(int32_t colour)
{
    return colour == CHECKERS_WHITE ? "white" : "black";
}

/* Ends the game with `result` for `why`, as the record will say. */
static void finish(dxp_game *g, int32_t result, int32_t reason, const char *termination)
{
    if (checkers_game_status(g->game, NULL) == CHECKERS_ONGOING && reason != CHECKERS_REASON_NONE)
        checkers_game_declare(g->game, result, reason);
    g->result = result;
    snprintf(g->termination, sizeof g->termination, "%s", termination);
}

/* The GAMEEND reason for this side, from a result. */
static int32_t end_reason(const dxp_game *g)
{
    if (g->result == CHECKERS_DRAW)
        return CHECKERS_DXP_END_DRAW;
    if (g->result == CHECKERS_ONGOING)
        return CHECKERS_DXP_END_UNKNOWN;
    return (g->result == CHECKERS_WHITE_WINS) == (g->my_colour == CHECKERS_WHITE)
               ? CHECKERS_DXP_END_I_WIN
               : CHECKERS_DXP_END_I_LOSE;
}

static int send_gameend(dxp_run *r, dxp_game *g, int stop)
{
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_GAMEEND;
    m.code = end_reason(g);
    m.stop = stop;
    if (dxp_session_send_message(&r->session, &m, r->o.timeout_s * 1000) != 0) {
        fprintf(stderr, CLI_NAME " dxp: %s\n", r->session.error);
        g->broken = 1;
        return -1;
    }
    return 0;
}

static void send_chat(dxp_run *r, const char *text)
{
    checkers_dxp_message m;
    memset(&m, 0, sizeof m);
    m.type = CHECKERS_DXP_CHAT;
    for (size_t i = 0; text[i] != '\0' && i < sizeof m.text - 1 && i < 126; i++)
        m.text[i] = text[i] >= 0x20 && text[i] <= 0x7e ? text[i] : ' ';
    dxp_session_send_message(&r->session, &m, r->o.timeout_s * 1000);
}

/* The peer did wrong: it loses, told why in a CHAT, then a GAMEEND. */
static void peer_forfeits(dxp_run *r, dxp_game *g, int32_t reason, const char *why)
{
    char chat[CHECKERS_DXP_TEXT_MAX];
    int32_t peer = g->my_colour == CHECKERS_WHITE ? CHECKERS_BLACK : CHECKERS_WHITE;
    finish(g, peer == CHECKERS_WHITE ? CHECKERS_BLACK_WINS : CHECKERS_WHITE_WINS, reason, why);
    fprintf(stderr, CLI_NAME " dxp: %s\n", why);
    snprintf(chat, sizeof chat, "error %s", why);
    send_chat(r, chat);
    g->stop = 1;
    send_gameend(r, g, 1);
}

/* Whether the game has ended, by the rules or at --max-moves; sets the record if so. */
static int ended(dxp_run *r, dxp_game *g)
{
    int32_t reason = 0;
    int32_t status = checkers_game_status(g->game, &reason);
    if (status == CHECKERS_ONGOING && checkers_game_claimable(g->game) > 0) {
        checkers_game_claim_draw(g->game);
        status = checkers_game_status(g->game, &reason);
    }
    if (status > 0) {
        char text[128];
        cli_status_text(g->game, text, sizeof text);
        g->result = status;
        snprintf(g->termination, sizeof g->termination, "%s", text);
        return 1;
    }
    if (r->o.max_moves > 0 && checkers_game_ply_count(g->game) >= 2 * r->o.max_moves) {
        char text[96];
        snprintf(text, sizeof text, "draw: %d moves each were played (--max-moves)",
                 (int)r->o.max_moves);
        finish(g, CHECKERS_DRAW, CHECKERS_REASON_ADJUDICATION, text);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------ a Hub engine */

/*
 * Asks the engine (match_engine.c's, the match runner's) for its move in
 * `game`. Returns 0 with *best, or -1 after saying why.
 */
static int engine_move(dxp_run *r, const checkers_game *game, checkers_move *best)
{
    char level[CHECKERS_HUB_LEVEL_MAX], excerpt[CLI_EXCERPT_MAX];
    checkers_hub_level limits = {-1, -1, -1, -1, -1, -1};
    match_reply reply;
    checkers_refusal why;
    /* No clock here: twice the time and 5 s, or 10 minutes at a fixed depth. */
    int64_t allowed = r->o.depth > 0 ? 600000 : 2 * (int64_t)r->o.time_ms + 5000;

    if (r->o.depth > 0)
        limits.depth = r->o.depth;
    else
        limits.move_time_ms = r->o.time_ms;
    (void)checkers_hub_write_level(&limits, level, sizeof level);
    match_engine_think(&r->engine, game, level, allowed, allowed, ENGINE_GRACE_MS, &reply);
    if (reply.status != MATCH_REPLY_MOVE) {
        fprintf(stderr, CLI_NAME " dxp: the engine gave no move: %s\n",
                reply.status == MATCH_REPLY_NO_MOVE ? "done without a move" : reply.detail);
        return -1;
    }
    if (checkers_game_parse_hub_move(game, reply.move, best, &why) != 0) {
        fprintf(stderr, CLI_NAME " dxp: the engine's answer is not a legal move: %s\n",
                cli_excerpt(reply.move, excerpt, sizeof excerpt));
        return -1;
    }
    return 0;
}

/*
 * Starts --engine COMMAND, run by /bin/sh, as a Hub engine. Returns 0, or -1
 * after saying why.
 */
static int engine_start(dxp_run *r)
{
    char why[MATCH_REASON_MAX];
    size_t n = strlen(r->o.engine);
    /* sh -c 'COMMAND', quoted for match_split_command: ' as '\'' */
    char *cmd = malloc(12 + 4 * n + 2);
    char *w = cmd;

    if (cmd == NULL) {
        fprintf(stderr, CLI_NAME " dxp: out of memory\n");
        return -1;
    }
    w += sprintf(w, "/bin/sh -c '");
    for (const char *c = r->o.engine; *c != '\0'; c++) {
        if (*c == '\'') {
            memcpy(w, "'\\''", 4);
            w += 4;
        } else {
            *w++ = *c;
        }
    }
    *w++ = '\'';
    *w = '\0';
    memset(&r->engine_spec, 0, sizeof r->engine_spec);
    snprintf(r->engine_spec.name, sizeof r->engine_spec.name, "engine");
    r->engine_spec.kind = MATCH_ENGINE_HUB;
    r->engine_spec.cmd = cmd;
    r->engine_cmd = cmd;
    if (match_engine_start(&r->engine, &r->engine_spec, r->o.variant, ENGINE_START_MS, 0, why,
                           sizeof why) != 0) {
        fprintf(stderr, CLI_NAME " dxp: the engine did not start as a Hub engine does: %s\n", why);
        return -1;
    }
    if (!r->engine.has_variant && strcmp(r->o.variant, "international") != 0)
        fprintf(stderr, CLI_NAME " dxp: the engine has no variant parameter; it may not play %s\n",
                r->o.variant);
    snprintf(r->engine_name, sizeof r->engine_name, "%.32s",
             r->engine.id_name[0] != '\0' ? r->engine.id_name : "engine");
    for (char *c = r->engine_name; *c != '\0'; c++)
        if (*c < 0x20 || *c > 0x7e)
            *c = '?';
    return 0;
}

/* Searches and sends this side's move. Returns 0, or -1 when the game cannot go on. */
static int my_move(dxp_run *r, dxp_game *g)
{
    checkers_search_limits limits;
    checkers_move best;
    checkers_dxp_message m;
    int64_t start = match_now_ms();
    int32_t status;

    memset(&limits, 0, sizeof limits);
    limits.depth = r->o.depth;
    limits.milliseconds = r->o.depth > 0 ? 0 : r->o.time_ms;
    if (r->use_engine)
        status = engine_move(r, g->game, &best) == 0 ? 0 : CHECKERS_E_ILLEGAL;
    else
        status = checkers_search_run(r->search, g->game, &limits, &best);
    if (status == 0)
        status = checkers_game_dxp_move(g->game, &best, (int32_t)((match_now_ms() - start) / 1000),
                                        &m);
    if (status != 0) {
        int32_t lost = g->my_colour == CHECKERS_WHITE ? CHECKERS_BLACK_WINS : CHECKERS_WHITE_WINS;
        if (!r->use_engine)
            fprintf(stderr, CLI_NAME " dxp: the search failed: %s\n", checkers_strerror(status));
        /* This side cannot move: it resigns, and stops (its engine is not to be trusted). */
        finish(g, lost, CHECKERS_REASON_RESIGNATION,
               r->use_engine ? "resigned: its engine failed" : "resigned: the search failed");
        g->stop = 1;
        send_gameend(r, g, 1);
        return -1;
    }
    if (dxp_session_send_message(&r->session, &m, r->o.timeout_s * 1000) != 0) {
        fprintf(stderr, CLI_NAME " dxp: %s\n", r->session.error);
        finish(g, CHECKERS_ONGOING, CHECKERS_REASON_NONE, "abandoned: the connection failed");
        g->broken = 1;
        return -1;
    }
    checkers_game_apply(g->game, &best, NULL);
    return 0;
}

/*
 * Waits for the peer's next message that bears on the game (CHAT is shown,
 * BACKREQ refused). Returns 0 with *m, or -1 after ending the game (time,
 * garbage, connection).
 */
static int next_message_within(dxp_run *r, dxp_game *g, checkers_dxp_message *m, int64_t timeout_ms,
                               int clocked)
{
    char text[CHECKERS_DXP_TEXT_MAX + 1], excerpt[CLI_EXCERPT_MAX], why[320];
    int64_t deadline = match_now_ms() + timeout_ms;
    for (;;) {
        int64_t left = deadline - match_now_ms();
        int rc = dxp_session_receive_message(&r->session, m, text,
                                             (int32_t)(left < 0          ? 0
                                                       : left > 86400000 ? 86400000
                                                                         : left));
        if (rc == DXP_SESSION_MALFORMED && text[0] == 'C') {
            fprintf(stderr, "peer says (malformed chat): %s\n",
                    cli_excerpt(text + 1, excerpt, sizeof excerpt));
            continue;
        }
        if (rc == DXP_SESSION_TIMEOUT && clocked) {
            snprintf(why, sizeof why,
                     "time forfeit: the peer's clock ran out (%lld ms left, %d ms margin)",
                     (long long)g->peer_left_ms, (int)r->o.margin_ms);
            peer_forfeits(r, g, CHECKERS_REASON_TIME, why);
            return -1;
        }
        if (rc == DXP_SESSION_TIMEOUT) {
            snprintf(why, sizeof why, "time forfeit: no message from the peer in %d s",
                     (int)r->o.timeout_s);
            peer_forfeits(r, g, CHECKERS_REASON_TIME, why);
            return -1;
        }
        if (rc == DXP_SESSION_MALFORMED || rc == DXP_SESSION_TOO_LONG) {
            snprintf(why, sizeof why, "malformed message from the peer: \"%s\"",
                     cli_excerpt(text, excerpt, sizeof excerpt));
            if (rc == DXP_SESSION_TOO_LONG)
                snprintf(why, sizeof why, "malformed message from the peer: %s", r->session.error);
            peer_forfeits(r, g, CHECKERS_REASON_ADJUDICATION, why);
            return -1;
        }
        if (rc != 0) {
            fprintf(stderr, CLI_NAME " dxp: %s\n", r->session.error);
            finish(g, CHECKERS_ONGOING, CHECKERS_REASON_NONE,
                   rc == DXP_SESSION_CLOSED ? "abandoned: the peer closed the connection"
                                            : "abandoned: the connection failed");
            g->broken = 1;
            return -1;
        }
        if (m->type == CHECKERS_DXP_CHAT) {
            fprintf(stderr, "peer says: %s\n", m->text);
            continue;
        }
        if (m->type == CHECKERS_DXP_BACKREQ) {
            checkers_dxp_message no;
            memset(&no, 0, sizeof no);
            no.type = CHECKERS_DXP_BACKACC;
            no.code = CHECKERS_DXP_BACK_NO;
            dxp_session_send_message(&r->session, &no, r->o.timeout_s * 1000);
            continue;
        }
        return 0;
    }
}

static int next_message(dxp_run *r, dxp_game *g, checkers_dxp_message *m)
{
    return next_message_within(r, g, m, (int64_t)r->o.timeout_s * 1000, 0);
}

/* The peer's clock for a game of the GAMEREQ's `minutes` for each `moves` moves. */
static void peer_clock(const dxp_run *r, dxp_game *g, int32_t minutes, int32_t moves)
{
    g->period_ms = r->o.clock_ms > 0 ? r->o.clock_ms : minutes > 0 ? (int64_t)minutes * 60000 : -1;
    g->peer_left_ms = g->period_ms;
    g->period_moves = moves;
    g->peer_moves = 0;
}

/* The peer's move took `elapsed_ms`: 0, or 1 when its flag fell (past its time and the margin). */
static int peer_clock_end(const dxp_run *r, dxp_game *g, int64_t elapsed_ms)
{
    if (g->peer_left_ms < 0)
        return 0;
    if (elapsed_ms > g->peer_left_ms + r->o.margin_ms)
        return 1;
    g->peer_left_ms -= elapsed_ms;
    if (g->peer_left_ms < 0)
        g->peer_left_ms = 0;
    g->peer_moves++;
    if (g->period_moves > 0 && g->peer_moves % g->period_moves == 0)
        g->peer_left_ms += g->period_ms; /* what is left carries over */
    return 0;
}

/* The peer's GAMEEND, when the game has not ended on this side's board. */
static void peer_ends(dxp_game *g, const checkers_dxp_message *m)
{
    int32_t peer = g->my_colour == CHECKERS_WHITE ? CHECKERS_BLACK : CHECKERS_WHITE;
    int32_t mine = g->my_colour == CHECKERS_WHITE ? CHECKERS_WHITE_WINS : CHECKERS_BLACK_WINS;
    int32_t theirs = peer == CHECKERS_WHITE ? CHECKERS_WHITE_WINS : CHECKERS_BLACK_WINS;
    if (m->code == CHECKERS_DXP_END_I_LOSE)
        finish(g, mine, CHECKERS_REASON_RESIGNATION, "the peer resigned");
    else if (m->code == CHECKERS_DXP_END_DRAW)
        finish(g, CHECKERS_DRAW, CHECKERS_REASON_AGREEMENT, "the peer ended the game as a draw");
    else if (m->code == CHECKERS_DXP_END_I_WIN)
        finish(g, theirs, CHECKERS_REASON_ADJUDICATION,
               "the peer ended the game as its win, which the rules do not say");
    else
        finish(g, CHECKERS_ONGOING, CHECKERS_REASON_NONE, "the peer ended the game");
}

/* Plays one game from its start to the exchange of GAMEENDs. */
static void play_game(dxp_run *r, dxp_game *g, int last)
{
    checkers_dxp_message m;
    if (r->use_engine) {
        match_tc none;
        char why[MATCH_REASON_MAX];
        memset(&none, 0, sizeof none);
        /* A broken pipe shows at the engine's first search. */
        (void)match_engine_new_game(&r->engine, g->game, g->my_colour, &none, g->peer_name, 0, why,
                                    sizeof why);
    }
    for (;;) {
        int mine = checkers_game_turn(g->game) == g->my_colour;
        if (ended(r, g)) {
            if (mine) {
                g->stop |= last;
                if (send_gameend(r, g, last) != 0 || next_message(r, g, &m) != 0)
                    return;
                if (m.type == CHECKERS_DXP_GAMEEND)
                    g->stop |= m.stop;
                return;
            }
            /* The peer is to move in an ended game: it sends GAMEEND, this side confirms. */
            if (next_message(r, g, &m) != 0)
                return;
            if (m.type != CHECKERS_DXP_GAMEEND) {
                char why[400];
                snprintf(why, sizeof why,
                         "the peer sent '%c' where the ended game (%s) asks for GAMEEND",
                         (char)m.type, g->termination);
                /* The game's result stands: the rules ended it. */
                fprintf(stderr, CLI_NAME " dxp: %s\n", why);
            }
            g->stop |= last | (m.type == CHECKERS_DXP_GAMEEND ? m.stop : 1);
            send_gameend(r, g, g->stop);
            return;
        }
        if (mine) {
            if (my_move(r, g) != 0)
                return;
            continue;
        }
        {
            int64_t started = match_now_ms(), wait = (int64_t)r->o.timeout_s * 1000;
            int clocked = g->peer_left_ms >= 0 && g->peer_left_ms + r->o.margin_ms < wait;
            if (next_message_within(r, g, &m, clocked ? g->peer_left_ms + r->o.margin_ms : wait,
                                    clocked) != 0)
                return;
            if (m.type == CHECKERS_DXP_MOVE && peer_clock_end(r, g, match_now_ms() - started)) {
                char why[160];
                snprintf(why, sizeof why, "time forfeit: the peer took %lld ms of %lld ms",
                         (long long)(match_now_ms() - started), (long long)g->peer_left_ms);
                peer_forfeits(r, g, CHECKERS_REASON_TIME, why);
                return;
            }
        }
        if (m.type == CHECKERS_DXP_MOVE) {
            checkers_move move;
            checkers_refusal why;
            int32_t rc = checkers_game_resolve_dxp_move(g->game, &m, &move, &why);
            if (rc != 0) {
                char text[CHECKERS_DXP_TEXT_MAX + 1], reason[CHECKERS_REFUSAL_TEXT_MAX],
                    record[CHECKERS_DXP_TEXT_MAX + CHECKERS_REFUSAL_TEXT_MAX + 64];
                checkers_dxp_write(&m, text, sizeof text);
                cli_refusal_text(g->game, rc, &why, reason, sizeof reason);
                snprintf(record, sizeof record, "illegal move %s: %s", text, reason);
                peer_forfeits(r, g, CHECKERS_REASON_ADJUDICATION, record);
                return;
            }
            checkers_game_apply(g->game, &move, NULL);
        } else if (m.type == CHECKERS_DXP_GAMEEND) {
            peer_ends(g, &m);
            g->stop |= last | m.stop;
            send_gameend(r, g, g->stop);
            return;
        } else {
            char why[96];
            snprintf(why, sizeof why, "the peer sent '%c' where a MOVE was due", (char)m.type);
            peer_forfeits(r, g, CHECKERS_REASON_ADJUDICATION, why);
            return;
        }
    }
}

/* --------------------------------------------------------------- records */

static void result_text(int32_t result, char *buf, size_t capacity)
{
    snprintf(buf, capacity, "%s",
             result == CHECKERS_WHITE_WINS   ? "white wins"
             : result == CHECKERS_BLACK_WINS ? "black wins"
             : result == CHECKERS_DRAW       ? "draw"
                                             : "no result");
}

static int write_pdn(dxp_run *r, const dxp_game *g, int round)
{
    char round_text[16], *text = NULL;
    size_t capacity = 0;
    const char *me = r->o.name, *peer = g->peer_name[0] ? g->peer_name : "?";
    const char *names[] = {"Event", "Round", "White", "Black", "Termination"};
    const char *values[5];
    FILE *f;
    int32_t length;

    snprintf(round_text, sizeof round_text, "%d", round);
    values[0] = "DXP game";
    values[1] = round_text;
    values[2] = g->my_colour == CHECKERS_WHITE ? me : peer;
    values[3] = g->my_colour == CHECKERS_WHITE ? peer : me;
    values[4] = g->termination;
    length = cli_pdn_text(g->game, names, values, 5, NULL, g->result, &text, &capacity);
    if (length < 0) {
        fprintf(stderr, CLI_NAME " dxp: cannot write the game: %s\n", checkers_strerror(length));
        free(text);
        return -1;
    }
    f = fopen(r->o.pdn, "a");
    if (f == NULL) {
        fprintf(stderr, CLI_NAME " dxp: cannot write %s: %s\n", r->o.pdn, strerror(errno));
        free(text);
        return -1;
    }
    fputs(text, f);
    fputs("\n", f);
    fclose(f);
    free(text);
    return 0;
}

/* Reports a game on stdout and in the PDN file. */
static int record(dxp_run *r, dxp_game *g)
{
    char result[32];
    r->played++;
    result_text(g->result, result, sizeof result);
    /* The rules' own account ("black wins (white has no moves)") says the result already. */
    if (strncmp(g->termination, result, strlen(result)) == 0)
        printf("game %d: %s (%s) against %s: %s\n", r->played, r->o.name, colour_name(g->my_colour),
               g->peer_name[0] ? g->peer_name : "?", g->termination);
    else
        printf("game %d: %s (%s) against %s: %s (%s)\n", r->played, r->o.name,
               colour_name(g->my_colour), g->peer_name[0] ? g->peer_name : "?", result,
               g->termination);
    fflush(stdout);
    return r->o.pdn != NULL ? write_pdn(r, g, r->played) : 0;
}

/* ------------------------------------------------------------ the roles */

static int initiate(dxp_run *r)
{
    int status = CLI_EXIT_OK;
    for (int k = 0; k < r->o.games; k++) {
        checkers_dxp_message m;
        dxp_game g;
        memset(&g, 0, sizeof g);
        memset(&m, 0, sizeof m);
        m.type = CHECKERS_DXP_GAMEREQ;
        m.version = CHECKERS_DXP_VERSION;
        snprintf(m.name, sizeof m.name, "%s", r->o.name);
        m.colour = k % 2 == 0 ? CHECKERS_BLACK : CHECKERS_WHITE; /* the Follower's */
        m.minutes = r->o.minutes;
        if (checkers_game_new(&g.game, r->o.variant, NULL) != 0 ||
            checkers_game_dxp_start(g.game, &m) != 0 ||
            dxp_session_send_message(&r->session, &m, r->o.timeout_s * 1000) != 0) {
            fprintf(stderr, CLI_NAME " dxp: cannot propose a game: %s\n", r->session.error);
            checkers_game_free(g.game);
            return CLI_EXIT_FAILURE;
        }
        g.my_colour = m.colour == CHECKERS_WHITE ? CHECKERS_BLACK : CHECKERS_WHITE;
        do {
            int rc = dxp_session_receive_message(&r->session, &m, NULL, r->o.timeout_s * 1000);
            if (rc != 0) {
                fprintf(stderr, CLI_NAME " dxp: no answer to the game proposed: %s\n",
                        r->session.error);
                checkers_game_free(g.game);
                return CLI_EXIT_FAILURE;
            }
            if (m.type == CHECKERS_DXP_CHAT)
                fprintf(stderr, "peer says: %s\n", m.text);
        } while (m.type == CHECKERS_DXP_CHAT);
        if (m.type != CHECKERS_DXP_GAMEACC || m.code != CHECKERS_DXP_ACCEPTED) {
            fprintf(stderr, CLI_NAME " dxp: the peer did not accept the game (%s %d)\n",
                    m.type == CHECKERS_DXP_GAMEACC ? "GAMEACC code" : "message", (int)m.code);
            checkers_game_free(g.game);
            return CLI_EXIT_FAILURE;
        }
        snprintf(g.peer_name, sizeof g.peer_name, "%s", m.name);
        peer_clock(r, &g, r->o.minutes, 0);
        play_game(r, &g, k + 1 == r->o.games);
        if (record(r, &g) != 0)
            status = CLI_EXIT_FAILURE;
        checkers_game_free(g.game);
        if (g.broken || g.stop)
            break;
    }
    return status;
}

static int follow(dxp_run *r)
{
    int status = CLI_EXIT_OK;
    for (int k = 0; r->o.games == 0 || k < r->o.games; k++) {
        checkers_dxp_message m, answer;
        dxp_game g;
        int rc;
        do
            rc = dxp_session_receive_message(&r->session, &m, NULL, r->o.timeout_s * 1000);
        while (rc == 0 && m.type == CHECKERS_DXP_CHAT);
        if (rc == DXP_SESSION_CLOSED && k > 0)
            break; /* the Initiator is done */
        if (rc != 0) {
            fprintf(stderr, CLI_NAME " dxp: waiting for a game: %s\n", r->session.error);
            return CLI_EXIT_FAILURE;
        }
        if (m.type != CHECKERS_DXP_GAMEREQ) {
            fprintf(stderr, CLI_NAME " dxp: the peer sent '%c' where a GAMEREQ was due\n",
                    (char)m.type);
            return CLI_EXIT_FAILURE;
        }
        memset(&g, 0, sizeof g);
        memset(&answer, 0, sizeof answer);
        answer.type = CHECKERS_DXP_GAMEACC;
        snprintf(answer.name, sizeof answer.name, "%s", r->o.name);
        if (m.version != CHECKERS_DXP_VERSION)
            answer.code = CHECKERS_DXP_WRONG_VERSION;
        else if (checkers_game_new_from_dxp(&g.game, r->o.variant, &m, NULL) != 0)
            answer.code = CHECKERS_DXP_REFUSED; /* a position that is not of this variant */
        if (dxp_session_send_message(&r->session, &answer, r->o.timeout_s * 1000) != 0) {
            fprintf(stderr, CLI_NAME " dxp: %s\n", r->session.error);
            checkers_game_free(g.game);
            return CLI_EXIT_FAILURE;
        }
        if (answer.code != CHECKERS_DXP_ACCEPTED) {
            fprintf(stderr, CLI_NAME " dxp: refused a game (GAMEACC code %d)\n", (int)answer.code);
            k--;
            continue;
        }
        g.my_colour = m.colour;
        snprintf(g.peer_name, sizeof g.peer_name, "%s", m.name);
        peer_clock(r, &g, m.minutes, m.moves);
        play_game(r, &g, r->o.games > 0 && k + 1 == r->o.games);
        if (record(r, &g) != 0)
            status = CLI_EXIT_FAILURE;
        checkers_game_free(g.game);
        if (g.broken || g.stop)
            break;
    }
    return status;
}

/* -------------------------------------------------------------- options */

static int parse_options(int argc, char **argv, dxp_options *o, int *games_given)
{
    memset(o, 0, sizeof *o);
    o->variant = "international";
    o->time_ms = 1000;
    o->games = 1;
    o->minutes = 10;
    o->timeout_s = 60;
    o->margin_ms = 1000;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        int32_t *number = NULL, low = 0, high = 0;
        const char **text = NULL;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(dxp_usage, stdout);
            return -1;
        }
        if (strcmp(arg, "--initiator") == 0 || strcmp(arg, "--follower") == 0) {
            o->role = arg[2] == 'i' ? 1 : 2;
            continue;
        }
        if (strcmp(arg, "--connect") == 0)
            text = &o->connect;
        else if (strcmp(arg, "--listen") == 0)
            text = &o->listen;
        else if (strcmp(arg, "--variant") == 0)
            text = &o->variant;
        else if (strcmp(arg, "--pdn") == 0)
            text = &o->pdn;
        else if (strcmp(arg, "--name") == 0)
            text = &o->name;
        else if (strcmp(arg, "--engine") == 0)
            text = &o->engine;
        else if (strcmp(arg, "--time") == 0)
            number = &o->time_ms, low = 1, high = 3600000;
        else if (strcmp(arg, "--depth") == 0)
            number = &o->depth, low = 1, high = CHECKERS_SEARCH_MAX_DEPTH;
        else if (strcmp(arg, "--games") == 0)
            number = &o->games, low = 1, high = 1000000, *games_given = 1;
        else if (strcmp(arg, "--minutes") == 0)
            number = &o->minutes, low = 0, high = 999;
        else if (strcmp(arg, "--max-moves") == 0)
            number = &o->max_moves, low = 0, high = 100000;
        else if (strcmp(arg, "--timeout") == 0)
            number = &o->timeout_s, low = 1, high = 86400;
        else if (strcmp(arg, "--clock-ms") == 0)
            number = &o->clock_ms, low = 1, high = 86400000;
        else if (strcmp(arg, "--margin") == 0)
            number = &o->margin_ms, low = 0, high = 3600000;
        else
            return dxp_usage_error("unknown option", arg);
        if (value == NULL)
            return dxp_usage_error("this option needs a value:", arg);
        i++;
        if (text != NULL)
            *text = value;
        else if (!read_int(value, low, high, number))
            return dxp_usage_error("bad number", value);
    }
    if ((o->connect == NULL) == (o->listen == NULL))
        return dxp_usage_error("give one of --connect HOST:PORT and --listen [HOST:]PORT", NULL);
    if (o->name != NULL && strlen(o->name) > CHECKERS_DXP_NAME_MAX)
        return dxp_usage_error("a name of at most 32 characters, not", o->name);
    for (const char *c = o->name != NULL ? o->name : ""; *c; c++)
        if (*c < 0x20 || *c > 0x7e)
            return dxp_usage_error("a name of printable ASCII, not", o->name);
    if (checkers_variant_find(o->variant) < 0)
        return dxp_usage_error("unknown variant", o->variant);
    return 0;
}

int cli_dxp(int argc, char **argv)
{
    dxp_run r;
    char host[DXP_SESSION_HOST_MAX];
    int port, status, games_given = 0;

    memset(&r, 0, sizeof r);
    status = parse_options(argc, argv, &r.o, &games_given);
    if (status != 0)
        return status < 0 ? CLI_EXIT_OK : status;
    r.session.fd = -1;
    signal(SIGPIPE, SIG_IGN); /* a peer gone is an error of send(), not the end of us */
    if (dxp_session_address(r.o.connect ? r.o.connect : r.o.listen, "127.0.0.1", host, sizeof host,
                            &port) != 0 ||
        (r.o.connect != NULL && (strchr(r.o.connect, ':') == NULL || port == 0)))
        return dxp_usage_error("bad address", r.o.connect ? r.o.connect : r.o.listen);
    if (checkers_search_new(&r.search, 0, NULL) != 0) {
        fprintf(stderr, CLI_NAME " dxp: no memory for the search\n");
        return CLI_EXIT_FAILURE;
    }
    if (r.o.engine != NULL) {
        r.use_engine = 1;
        if (engine_start(&r) != 0) {
            status = CLI_EXIT_FAILURE;
            goto done;
        }
        if (r.o.name == NULL)
            r.o.name = r.engine_name;
    }
    if (r.o.name == NULL)
        r.o.name = "checkers";
    if (r.o.connect != NULL) {
        if (dxp_session_connect(&r.session, host, port, r.o.timeout_s * 1000) != 0) {
            fprintf(stderr, CLI_NAME " dxp: cannot connect to %s: %s\n", r.o.connect,
                    r.session.error);
            status = CLI_EXIT_FAILURE;
            goto done;
        }
        r.initiator = r.o.role != 2;
    } else {
        dxp_listener listener;
        if (dxp_listener_open(&listener, host, port) != 0) {
            fprintf(stderr, CLI_NAME " dxp: cannot listen on %s: %s\n", r.o.listen, listener.error);
            status = CLI_EXIT_FAILURE;
            goto done;
        }
        printf("listening on %s:%d\n", host, listener.port);
        fflush(stdout);
        status = dxp_listener_accept(&listener, &r.session, r.o.timeout_s * 1000);
        dxp_listener_close(&listener);
        if (status != 0) {
            fprintf(stderr, CLI_NAME " dxp: %s\n", listener.error);
            status = CLI_EXIT_FAILURE;
            goto done;
        }
        r.initiator = r.o.role == 1;
    }
    if (!r.initiator && !games_given)
        r.o.games = 0; /* a Follower plays what it is offered */
    status = r.initiator ? initiate(&r) : follow(&r);
done:
    dxp_session_close(&r.session);
    checkers_search_free(r.search);
    if (r.use_engine)
        match_engine_stop(&r.engine, 1000);
    free(r.engine_cmd);
    return status;
}
