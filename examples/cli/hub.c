/* SPDX-License-Identifier: MIT */
/*
 * hub.c - `checkers hub`: the library's search (checkers_search_*) as an
 * engine speaking the Hub protocol (version 2, as Scan speaks it) on standard
 * input and output, for every variant. The protocol's texts (positions,
 * moves) are the library's (checkers_game_hub_*); this file reads and writes
 * the lines, and runs each search on a thread of its own so that `stop` and
 * `ping` are answered while it thinks.
 *
 * Lines in:  hub, set-param name= value=, init, new-game, pos [pos=] [moves=],
 *            level (depth= | nodes= | move-time= | [moves=] time= [inc=] |
 *            infinite), go think | ponder | analyze, ping, ponder-hit, stop,
 *            quit. Unknown commands get `error message=...`; the engine quits
 *            when its input closes.
 * Lines out: id, param, wait, ready, pong, info, done move= [ponder=], error.
 *
 * Commands other than ping, ponder-hit, stop and quit that come during a
 * `go think` are taken once it has answered; during `go analyze` or `go
 * ponder` they are refused.
 *
 * `go think` spends what `level` allows (a share of the clock: time / moves to
 * go, 30 when not given, plus most of the increment, never more than half the
 * time left). `go analyze` and `go ponder` search until `stop` (or
 * `ponder-hit`, which answers at once with the best move so far, since the
 * engine's own clock then runs), holding `done` until then.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define HUB_VALUE_MAX 4096
#define HUB_MARGIN_MS 30 /* kept back from the clock for reading, writing and the OS */
/* The longest time or increment taken (a billion seconds): the clock's sums stay in range. */
#define HUB_TIME_MAX_MS INT64_C(1000000000000)

typedef struct {
    int32_t depth;
    int64_t nodes;
    int64_t move_time_ms; /* 0: none */
    int64_t time_ms;      /* the clock, 0: none */
    int64_t inc_ms;
    int32_t moves; /* moves to play in time_ms, 0: the rest of the game */
    int infinite;
} hub_level;

typedef struct {
    char variant[64];
    int32_t table_bits;
    checkers_search *search;
    checkers_game *game; /* the position of the last `pos` */
    checkers_game *line; /* the searching thread's copy, for the texts of a variation */
    hub_level level;

    pthread_t thread;
    int running;            /* a thread was started and not joined (main thread's view) */
    pthread_mutex_t lock;   /* output lines, and the fields below */
    pthread_cond_t release; /* `hold` ended */
    int hold;               /* ponder/analyze: `done` waits for stop */
} hub_engine;

/* ---------------------------------------------------------------- output */

/* Writes one whole line (under the lock: the searching thread writes too). */
static void say(hub_engine *e, const char *line)
{
    pthread_mutex_lock(&e->lock);
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    pthread_mutex_unlock(&e->lock);
}

static void say_error(hub_engine *e, const char *what, const char *detail)
{
    char line[1024];
    int length = snprintf(line, sizeof line, "error message=\"%.200s%s%.700s", what,
                          detail ? ": " : "", detail ? detail : "");
    if (length < 0 || (size_t)length + 2 > sizeof line)
        length = (int)sizeof line - 2;
    line[length] = '"';
    line[length + 1] = '\0';
    /* A quote inside the message would end it early. */
    for (char *c = line + 15; *c != '\0' && c[1] != '\0'; c++)
        if (*c == '"')
            *c = '\'';
    say(e, line);
}

/* ----------------------------------------------------------------- input */

/* A whole number from 0 to `max`; -1 if not one. */
static int64_t whole(const char *text, int64_t max)
{
    char *end;
    long long value = text != NULL ? strtoll(text, &end, 10) : -1;
    if (text == NULL || end == text || *end != '\0' || value < 0 || value > max)
        return -1;
    return value;
}

/* ---------------------------------------------------------------- search */

/* The variation's moves as Hub text, each in the position after those before it. */
static void variation_text(checkers_game *line, const checkers_search_info *info, char *buf,
                           size_t capacity)
{
    size_t used = 0;
    int32_t played = 0;
    buf[0] = '\0';
    for (int32_t i = 0; i < info->pv_length; i++) {
        char move[CHECKERS_MOVE_TEXT_MAX];
        if (checkers_game_hub_move_text(line, &info->pv[i], move, sizeof move) < 0 ||
            used + strlen(move) + 2 > capacity)
            break;
        used += (size_t)snprintf(buf + used, capacity - used, "%s%s", i > 0 ? " " : "", move);
        if (checkers_game_apply(line, &info->pv[i], NULL) != 0)
            break;
        played++;
    }
    while (played-- > 0)
        checkers_game_undo(line);
}

static void report(void *context, const checkers_search_info *info)
{
    hub_engine *e = context;
    char pv[CHECKERS_SEARCH_PV_MAX * 24], out[CHECKERS_SEARCH_PV_MAX * 24 + 160];
    double seconds = (double)info->milliseconds / 1000.0;

    variation_text(e->line, info, pv, sizeof pv);
    snprintf(out, sizeof out, "info depth=%d score=%.2f nodes=%lld time=%.3f nps=%.2f pv=\"%s\"",
             (int)info->depth, (double)info->score / 100.0, (long long)info->nodes, seconds,
             seconds > 0 ? (double)info->nodes / seconds / 1e6 : 0.0, pv);
    say(e, out);
}

static void *think(void *arg)
{
    hub_engine *e = arg;
    checkers_search_limits limits;
    checkers_search_info info;
    checkers_move best;
    char out[2 * CHECKERS_MOVE_TEXT_MAX + 32], move[CHECKERS_MOVE_TEXT_MAX] = "";
    char ponder[CHECKERS_MOVE_TEXT_MAX] = "";
    int32_t status;

    memset(&limits, 0, sizeof limits);
    pthread_mutex_lock(&e->lock);
    if (!e->hold) {
        limits.depth = e->level.depth;
        limits.nodes = e->level.nodes;
        if (e->level.move_time_ms > 0) {
            limits.milliseconds = e->level.move_time_ms;
        } else if (e->level.time_ms > 0 || e->level.inc_ms > 0) {
            /* Hub adds the increment before every move: it is this move's too. */
            int64_t have = e->level.time_ms + e->level.inc_ms;
            int64_t share = e->level.time_ms / (e->level.moves > 0 ? e->level.moves : 30) +
                            e->level.inc_ms * 3 / 4;
            if (share > have / 2)
                share = have / 2;
            share -= HUB_MARGIN_MS;
            limits.milliseconds = share > 1 ? share : 1;
        }
    }
    pthread_mutex_unlock(&e->lock);

    status = checkers_search_run(e->search, e->game, &limits, &best);
    if (status == 0) {
        checkers_search_result(e->search, &info);
        checkers_game_hub_move_text(e->game, &best, move, sizeof move);
        if (checkers_game_apply(e->line, &best, NULL) == 0) {
            /*
             * The reply expected: the line's second move, or, where the
             * table cut a searched line short, a shallow search's choice (a
             * forced move, played without a search, names none).
             */
            checkers_search_limits shallow;
            checkers_move reply = info.pv[1];
            int known = info.pv_length >= 2;
            memset(&shallow, 0, sizeof shallow);
            shallow.depth = 2;
            if (!known && info.depth >= 2) {
                /* silently: its info lines are not about the position asked */
                checkers_search_set_callback(e->search, NULL, NULL);
                known = checkers_search_run(e->search, e->line, &shallow, &reply) == 0;
                checkers_search_set_callback(e->search, report, e);
            }
            if (known)
                checkers_game_hub_move_text(e->line, &reply, ponder, sizeof ponder);
            checkers_game_undo(e->line);
        }
    }
    pthread_mutex_lock(&e->lock);
    while (e->hold) /* ponder, analyze: done when asked */
        pthread_cond_wait(&e->release, &e->lock);
    pthread_mutex_unlock(&e->lock);
    if (status != 0)
        say_error(e, "no move", checkers_strerror(status));
    snprintf(out, sizeof out, "done%s%s%s%s", status == 0 ? " move=" : "", move,
             ponder[0] ? " ponder=" : "", ponder);
    say(e, out);
    return NULL;
}

/* Ends the search: asks it to stop (and to answer, when it holds its answer), waits for `done`. */
static void finish(hub_engine *e)
{
    if (!e->running)
        return;
    pthread_mutex_lock(&e->lock);
    e->hold = 0;
    pthread_cond_signal(&e->release);
    pthread_mutex_unlock(&e->lock);
    checkers_search_stop(e->search);
    pthread_join(e->thread, NULL);
    e->running = 0;
}

/*
 * Whether a search that holds its answer until `stop` is running. A search
 * that ends by itself (`go think`) is waited for: a command sent before its
 * `done` (a script piped in whole) is taken after it.
 */
static int busy(hub_engine *e)
{
    int hold;
    if (!e->running)
        return 0;
    pthread_mutex_lock(&e->lock);
    hold = e->hold;
    pthread_mutex_unlock(&e->lock);
    if (hold)
        return 1;
    pthread_join(e->thread, NULL);
    e->running = 0;
    return 0;
}

/* -------------------------------------------------------------- commands */

static void announce(hub_engine *e)
{
    char line[2048];
    size_t used;

    snprintf(line, sizeof line, "id name=checkers version=%s author=\"the checkers authors\"",
             checkers_version_string());
    say(e, line);
    used = (size_t)snprintf(line, sizeof line, "param name=variant value=%s type=enum values=\"",
                            e->variant);
    for (int32_t i = 0; i < checkers_variant_count() && used < sizeof line; i++)
        used += (size_t)snprintf(line + used, sizeof line - used, "%s%s", i > 0 ? " " : "",
                                 checkers_variant_name(i));
    if (used + 2 < sizeof line) {
        line[used] = '"';
        line[used + 1] = '\0';
    }
    say(e, line);
    snprintf(line, sizeof line, "param name=table-bits value=%d type=int min=%d max=%d",
             (int)e->table_bits, CHECKERS_SEARCH_TABLE_BITS_MIN, 26);
    say(e, line);
    say(e, "wait");
}

static void set_param(hub_engine *e, const cli_hub_line *line)
{
    const char *name = cli_hub_arg(line, "name"), *value = cli_hub_arg(line, "value");
    if (name == NULL || value == NULL) {
        say_error(e, "set-param needs name= and value=", NULL);
    } else if (strcmp(name, "variant") == 0) {
        int32_t index = checkers_variant_find(value);
        if (index < 0)
            say_error(e, "unknown variant", value);
        else
            snprintf(e->variant, sizeof e->variant, "%s", checkers_variant_name(index));
    } else if (strcmp(name, "table-bits") == 0) {
        int64_t bits = whole(value, 26);
        if (bits < CHECKERS_SEARCH_TABLE_BITS_MIN)
            say_error(e, "table-bits: give a whole number from 10 to 26", NULL);
        else
            e->table_bits = (int32_t)bits;
    } else {
        say_error(e, "unknown parameter", name);
    }
}

/* `init` (answered `ready` when `answer`): a search with the table asked for, the variant's start. */
static int init(hub_engine *e, int answer)
{
    checkers_search *search = NULL;
    checkers_game *game = NULL;
    int32_t status = checkers_search_new(&search, e->table_bits, NULL);
    if (status == 0)
        status = checkers_game_new(&game, e->variant, NULL);
    if (status != 0) {
        checkers_search_free(search);
        say_error(e, "init failed", checkers_strerror(status));
        return -1;
    }
    checkers_search_free(e->search);
    checkers_game_free(e->game);
    e->search = search;
    e->game = game;
    checkers_search_set_callback(e->search, report, e);
    if (answer)
        say(e, "ready");
    return 0;
}

static void position(hub_engine *e, const cli_hub_line *line)
{
    const char *pos = cli_hub_arg(line, "pos"), *moves = cli_hub_arg(line, "moves");
    checkers_game *game = NULL;
    int32_t status = pos != NULL ? checkers_game_new_from_hub(&game, e->variant, pos, NULL)
                                 : checkers_game_new(&game, e->variant, NULL);
    char word[CHECKERS_MOVE_TEXT_MAX];

    if (status != 0) {
        say_error(e, "bad position", checkers_strerror(status));
        return;
    }
    for (const char *s = moves != NULL ? moves : ""; *s != '\0';) {
        size_t n = 0;
        checkers_move move;
        checkers_refusal why;
        while (*s == ' ')
            s++;
        while (s[n] != '\0' && s[n] != ' ')
            n++;
        if (n == 0)
            break;
        snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word ? n : sizeof word - 1), s);
        s += n;
        status = checkers_game_parse_hub_move(game, word, &move, &why);
        if (status == 0)
            status = checkers_game_apply(game, &move, &why);
        if (status != 0) {
            char reason[CHECKERS_REFUSAL_TEXT_MAX + CHECKERS_MOVE_TEXT_MAX + 8];
            checkers_game_refusal_text(game, &why, reason, sizeof reason);
            say_error(e, word, reason);
            checkers_game_free(game);
            return;
        }
    }
    checkers_game_free(e->game);
    e->game = game;
    memset(&e->level, 0, sizeof e->level); /* as Scan: limits are set after each pos */
}

/*
 * `level`, read by the library (checkers_hub_parse_level, `status` its result); the limits
 * this engine's search takes are checked here: a depth from 1 to its maximum, nodes from 1,
 * times up to HUB_TIME_MAX_MS.
 */
static void level(hub_engine *e, int32_t status, const checkers_hub_level *asked)
{
    hub_level l;
    if (status != 0 || asked->depth == 0 || asked->depth > CHECKERS_SEARCH_MAX_DEPTH ||
        asked->nodes == 0 || asked->nodes > INT64_MAX / 2 || asked->moves > 100000 ||
        asked->move_time_ms > HUB_TIME_MAX_MS || asked->time_ms > HUB_TIME_MAX_MS ||
        asked->inc_ms > HUB_TIME_MAX_MS) {
        say_error(e, "bad level", NULL);
        return;
    }
    /* The search's limits: 0 for none, where the library reads -1. */
    l.depth = asked->depth > 0 ? asked->depth : 0;
    l.nodes = asked->nodes > 0 ? asked->nodes : 0;
    l.move_time_ms = asked->move_time_ms > 0 ? asked->move_time_ms : 0;
    l.time_ms = asked->time_ms > 0 ? asked->time_ms : 0;
    l.inc_ms = asked->inc_ms > 0 ? asked->inc_ms : 0;
    l.moves = asked->moves > 0 ? asked->moves : 0;
    l.infinite = asked->depth < 0 && asked->nodes < 0 && asked->move_time_ms < 0 &&
                 asked->time_ms < 0;
    e->level = l;
}

static void go(hub_engine *e, const cli_hub_line *line)
{
    int think_mode = cli_hub_arg(line, "think") != NULL;
    int hold = cli_hub_arg(line, "ponder") != NULL || cli_hub_arg(line, "analyze") != NULL;

    if (!think_mode && !hold) {
        say_error(e, "go needs think, ponder or analyze", NULL);
        return;
    }
    if (e->search == NULL && init(e, 0) != 0)
        return;
    if (checkers_game_status(e->game, NULL) != CHECKERS_ONGOING) {
        say_error(e, "the game is over", NULL);
        say(e, "done");
        return;
    }
    checkers_game_free(e->line);
    e->line = NULL;
    if (checkers_game_clone(&e->line, e->game) != 0) {
        say_error(e, "out of memory", NULL);
        return;
    }
    e->hold = hold || e->level.infinite;
    if (pthread_create(&e->thread, NULL, think, e) != 0) {
        say_error(e, "cannot start a thread", NULL);
        return;
    }
    e->running = 1;
}

int cli_hub(const char *variant)
{
    hub_engine e;
    char *buffer = NULL;
    size_t capacity = 0;
    long length;
    int status = CLI_EXIT_OK;

    memset(&e, 0, sizeof e);
    /* The canonical name (main.c has checked it), as the variant parameter offers it. */
    snprintf(e.variant, sizeof e.variant, "%s",
             checkers_variant_name(checkers_variant_find(variant != NULL ? variant : "english")));
    e.table_bits = CHECKERS_SEARCH_TABLE_BITS;
    pthread_mutex_init(&e.lock, NULL);
    pthread_cond_init(&e.release, NULL);

    while ((length = cli_read_line(stdin, &buffer, &capacity)) >= 0) {
        cli_hub_line line;
        checkers_hub_level asked;
        /* Read before the split, which cuts the line into C strings; a level line's own. */
        int32_t level_status = checkers_hub_parse_level(buffer, (size_t)length, &asked);
        if (cli_hub_split(buffer, &line) != 0) {
            say_error(&e, "unclosed quote", NULL);
            continue;
        }
        if (line.command[0] == '\0')
            continue;
        if (strcmp(line.command, "ping") == 0) {
            say(&e, "pong");
        } else if (strcmp(line.command, "stop") == 0 || strcmp(line.command, "ponder-hit") == 0) {
            finish(&e); /* when nothing runs: nothing to do */
        } else if (strcmp(line.command, "quit") == 0) {
            break;
        } else if (busy(&e)) {
            say_error(&e, "analysing: only ping, ponder-hit, stop and quit now", line.command);
        } else if (strcmp(line.command, "hub") == 0) {
            announce(&e);
        } else if (strcmp(line.command, "set-param") == 0) {
            set_param(&e, &line);
        } else if (strcmp(line.command, "init") == 0) {
            init(&e, 1);
        } else if (strcmp(line.command, "new-game") == 0) {
            /* Each search starts afresh (its table emptied): nothing to forget. */
        } else if (strcmp(line.command, "pos") == 0) {
            if (e.game == NULL && init(&e, 0) != 0)
                continue;
            position(&e, &line);
        } else if (strcmp(line.command, "level") == 0) {
            level(&e, level_status, &asked);
        } else if (strcmp(line.command, "go") == 0) {
            if (e.game == NULL && init(&e, 0) != 0)
                continue;
            go(&e, &line);
        } else {
            say_error(&e, "bad command", line.command);
        }
    }
    if (length == CLI_READ_ERROR)
        status = CLI_EXIT_FAILURE;
    /* At the input's end a `go think` still answers (busy waits for it); `quit` stops it. */
    if (length < 0)
        (void)busy(&e);
    finish(&e);
    free(buffer);
    checkers_search_free(e.search);
    checkers_game_free(e.game);
    checkers_game_free(e.line);
    pthread_cond_destroy(&e.release);
    pthread_mutex_destroy(&e.lock);
    return status;
}
