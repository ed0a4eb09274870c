/* SPDX-License-Identifier: MIT */
/*
 * match_engine.c - an engine the match runner (and `checkers dxp --engine`)
 * starts as a process and speaks Hub to over pipes: the handshake, one search
 * at a time, stop and quit. Every
 * wait is bounded (poll with a deadline); an engine that does not answer in
 * time is killed, so that a broken engine never hangs the match.
 *
 * Before each search the engine gets a `ping` and everything it says until
 * its `pong` is dropped: a `done` that comes after the referee stopped
 * waiting (a move after `stop`) is never taken for the next search's answer.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "match.h"

#define LINE_MAX_BYTES 8192

int64_t match_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void sleep_ms(int64_t ms)
{
    struct timespec t = {(time_t)(ms / 1000), (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* ------------------------------------------------------ the command line */

int match_split_command(const char *cmd, char ***argv_out, int *argc_out)
{
    size_t n = strlen(cmd);
    char *text = malloc(n + 1), *w = text;
    /* At most (n + 1) / 2 words, then NULL and the block: n + 3 is room enough. */
    char **argv = malloc(sizeof *argv * (n + 3));
    int argc = 0;
    const char *s = cmd;

    if (text == NULL || argv == NULL) {
        free(text);
        free(argv);
        return -1;
    }
    /* argv[i] point into one block, text, that argv[argc + 1] keeps for free(). */
    for (;;) {
        int in_word = 0;
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        if (*s == '\0')
            break;
        argv[argc] = w;
        while (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\n') {
            in_word = 1;
            if (*s == '\'') {
                const char *close = strchr(s + 1, '\'');
                if (close == NULL)
                    goto bad;
                memcpy(w, s + 1, (size_t)(close - s - 1));
                w += close - s - 1;
                s = close + 1;
            } else if (*s == '"') {
                s++;
                while (*s != '"') {
                    if (*s == '\0')
                        goto bad;
                    if (*s == '\\' && (s[1] == '"' || s[1] == '\\' || s[1] == '$' || s[1] == '`'))
                        s++;
                    *w++ = *s++;
                }
                s++;
            } else if (*s == '\\' && s[1] != '\0') {
                *w++ = s[1];
                s += 2;
            } else {
                *w++ = *s++;
            }
        }
        if (in_word) {
            *w++ = '\0';
            argc++;
        }
    }
    if (argc == 0)
        goto bad;
    argv[argc] = NULL;
    argv[argc + 1] = text;
    *argv_out = argv;
    *argc_out = argc;
    return 0;
bad:
    free(text);
    free(argv);
    return -1;
}

static void free_command(char **argv, int argc)
{
    free(argv[argc + 1]);
    free(argv);
}

/* ------------------------------------------------------------- the pipes */

static void log_line(const match_engine *e, const char *direction, const char *line)
{
    if (e->verbose)
        fprintf(stderr, "%s %s %s\n", e->spec->name, direction, line);
}

/* Writes one line. 0, or -1 when the engine's input is closed (it has gone). */
static int send_line(match_engine *e, const char *line)
{
    size_t n = strlen(line), done = 0;
    if (e->to_fd < 0)
        return -1;
    log_line(e, "<", line);
    while (done <= n) {
        const char *from = done < n ? line + done : "\n";
        size_t left = done < n ? n - done : 1;
        ssize_t wrote = write(e->to_fd, from, left);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0)
            return -1;
        done += (size_t)wrote;
    }
    return 0;
}

/* read_line results. */
#define READ_LINE 1
#define READ_TIMEOUT 0
#define READ_EOF (-1)
#define READ_LONG (-2) /* a line longer than the buffer */

/* Reads one line into `line` (LINE_MAX_BYTES) before `deadline` (match_now_ms). */
static int read_line(match_engine *e, int64_t deadline, char *line)
{
    for (;;) {
        char *newline = memchr(e->buf, '\n', e->have);
        struct pollfd p;
        int64_t wait;
        ssize_t got;
        if (newline != NULL) {
            size_t n = (size_t)(newline - e->buf);
            memcpy(line, e->buf, n);
            line[n] = '\0';
            if (n > 0 && line[n - 1] == '\r')
                line[n - 1] = '\0';
            memmove(e->buf, newline + 1, e->have - n - 1);
            e->have -= n + 1;
            log_line(e, ">", line);
            return READ_LINE;
        }
        if (e->have == sizeof e->buf)
            return READ_LONG;
        if (e->from_fd < 0)
            return READ_EOF;
        wait = deadline - match_now_ms();
        if (wait < 0)
            return READ_TIMEOUT;
        p.fd = e->from_fd;
        p.events = POLLIN;
        p.revents = 0;
        if (poll(&p, 1, (int)(wait > 60000 ? 60000 : wait)) < 0 && errno != EINTR)
            return READ_EOF;
        if (p.revents == 0)
            continue;
        got = read(e->from_fd, e->buf + e->have, sizeof e->buf - e->have);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return READ_EOF;
        e->have += (size_t)got;
    }
}

/* Waits up to `grace_ms` for the process to end, then kills it; records its status. */
static void reap(match_engine *e, int64_t grace_ms)
{
    int64_t until = match_now_ms() + grace_ms;
    int status;
    if (e->pid <= 0)
        return;
    for (;;) {
        pid_t done = waitpid(e->pid, &status, WNOHANG);
        if (done == e->pid || (done < 0 && errno != EINTR)) {
            e->exit_status = done == e->pid ? status : -1;
            break;
        }
        if (match_now_ms() >= until) {
            kill(e->pid, SIGKILL);
            while (waitpid(e->pid, &status, 0) < 0 && errno == EINTR)
                ;
            e->exit_status = status;
            break;
        }
        sleep_ms(5);
    }
    e->pid = 0;
    if (e->to_fd >= 0)
        close(e->to_fd);
    if (e->from_fd >= 0)
        close(e->from_fd);
    e->to_fd = e->from_fd = -1;
    e->have = 0;
}

void match_engine_exit_text(match_engine *e, char *buf, size_t capacity)
{
    if (e->pid > 0)
        reap(e, 500);
    if (e->exit_status >= 0 && WIFSIGNALED(e->exit_status))
        snprintf(buf, capacity, "killed by signal %d", WTERMSIG(e->exit_status));
    else if (e->exit_status >= 0 && WIFEXITED(e->exit_status))
        snprintf(buf, capacity, "exited with status %d", WEXITSTATUS(e->exit_status));
    else
        snprintf(buf, capacity, "gone");
}

/*
 * `set-param name=NAME value=VALUE`, each written as the library quotes a Hub value (the
 * command line's parser refused those no line can carry, and any longer than fits).
 */
static int set_param(match_engine *e, const char *name, const char *value, char *out,
                     size_t capacity)
{
    size_t n = (size_t)snprintf(out, capacity, "set-param name=");
    int32_t w = checkers_hub_write_value(name, strlen(name), out + n, capacity - n);
    if (w < 0 || (size_t)w + n + sizeof " value=" >= capacity)
        return -1;
    n += (size_t)w;
    n += (size_t)snprintf(out + n, capacity - n, " value=");
    w = checkers_hub_write_value(value, strlen(value), out + n, capacity - n);
    if (w < 0 || (size_t)w + n >= capacity)
        return -1;
    return send_line(e, out);
}

/* ------------------------------------------------------- Hub's arguments */

/*
 * Splits an engine's `line` into `text` (LINE_MAX_BYTES), a copy, so that
 * the line stays whole for the messages: cli_hub_split's result.
 */
static int split_copy(const char *line, char *text, cli_hub_line *out)
{
    snprintf(text, LINE_MAX_BYTES, "%s", line);
    return cli_hub_split(text, out);
}

/* The value of argument `name` into `out` (cut to fit): 1, or 0 when the line has none. */
static int arg_copy(const cli_hub_line *line, const char *name, char *out, size_t capacity)
{
    const char *value = cli_hub_arg(line, name);
    if (value == NULL)
        return 0;
    snprintf(out, capacity, "%s", value);
    return 1;
}

/* Whether a line has bytes no engine writes (control characters other than tab). */
static int garbled(const char *line)
{
    for (const unsigned char *s = (const unsigned char *)line; *s != '\0'; s++)
        if ((*s < 32 && *s != '\t') || *s == 127)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ the engine */

int match_engine_running(const match_engine *e)
{
    return e->spec != NULL && e->spec->kind == MATCH_ENGINE_DXP ? e->session != NULL : e->pid > 0;
}

extern char **environ;

/*
 * The program a command names, found on PATH as a shell finds it (a name with
 * a slash is taken as it is, relative to the engine's dir=), into `out`:
 * found before fork, since the child may call only async-signal-safe
 * functions, and execvp is not one.
 */
static void resolve_program(const char *name, char *out, size_t capacity)
{
    const char *path = getenv("PATH");
    snprintf(out, capacity, "%s", name);
    if (strchr(name, '/') != NULL || path == NULL)
        return;
    while (*path != '\0') {
        size_t n = strcspn(path, ":");
        char candidate[4096];
        int written = snprintf(candidate, sizeof candidate, "%.*s%s%s", (int)n, path,
                               n > 0 ? "/" : "", name);
        if (written > 0 && (size_t)written < sizeof candidate && access(candidate, X_OK) == 0) {
            snprintf(out, capacity, "%s", candidate);
            return;
        }
        path += n;
        if (*path == ':')
            path++;
    }
}

static int spawn(match_engine *e, char *why, size_t capacity)
{
    char program[4096];
    struct sigaction default_action;
    char **argv = NULL;
    int argc = 0, to[2], from[2];
    long open_max = sysconf(_SC_OPEN_MAX);
    pid_t pid;

    if (open_max < 0 || open_max > 65536)
        open_max = 65536;
    if (match_split_command(e->spec->cmd, &argv, &argc) != 0) {
        snprintf(why, capacity, "cannot read the command");
        return -1;
    }
    resolve_program(argv[0], program, sizeof program);
    if (pipe(to) != 0) {
        free_command(argv, argc);
        snprintf(why, capacity, "pipe: %s", strerror(errno));
        return -1;
    }
    if (pipe(from) != 0) {
        close(to[0]);
        close(to[1]);
        free_command(argv, argc);
        snprintf(why, capacity, "pipe: %s", strerror(errno));
        return -1;
    }
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        /* Only async-signal-safe calls here: the runner may have threads. The runner
         * ignores SIGPIPE; the engine gets it back as a program expects it. */
        sigaction(SIGPIPE, &default_action, NULL);
        if (e->spec->dir != NULL && chdir(e->spec->dir) != 0)
            _exit(126);
        if (dup2(to[0], 0) < 0 || dup2(from[1], 1) < 0)
            _exit(126);
        /* Nothing else of the runner's: other engines' pipes stay theirs. */
        for (long fd = 3; fd < open_max; fd++)
            close((int)fd);
        execve(program, argv, environ);
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    free_command(argv, argc);
    if (pid < 0) {
        close(to[1]);
        close(from[0]);
        snprintf(why, capacity, "fork: %s", strerror(errno));
        return -1;
    }
    fcntl(to[1], F_SETFD, FD_CLOEXEC);
    fcntl(from[0], F_SETFD, FD_CLOEXEC);
    e->pid = pid;
    e->to_fd = to[1];
    e->from_fd = from[0];
    e->have = 0;
    e->exit_status = -1;
    return 0;
}

/* Why a read failed, in words, for the record. */
static void read_failure(match_engine *e, int got, const char *waiting, int64_t timeout_ms,
                         char *why, size_t capacity)
{
    if (got == READ_TIMEOUT) {
        snprintf(why, capacity, "no %s within %lld ms", waiting, (long long)timeout_ms);
    } else if (got == READ_LONG) {
        snprintf(why, capacity, "a line longer than %d bytes", (int)sizeof e->buf);
    } else {
        char how[64];
        match_engine_exit_text(e, how, sizeof how);
        snprintf(why, capacity, "%s before %s", how, waiting);
    }
}

int match_engine_start(match_engine *e, const match_engine_spec *spec, const char *variant,
                       int64_t timeout_ms, int verbose, char *why, size_t capacity)
{
    char line[LINE_MAX_BYTES], text[LINE_MAX_BYTES], out[LINE_MAX_BYTES];
    int64_t deadline = match_now_ms() + timeout_ms;
    int got, variant_given = 0;

    memset(e, 0, sizeof *e);
    e->spec = spec;
    e->to_fd = e->from_fd = -1;
    e->exit_status = -1;
    e->verbose = verbose;
    if (spec->kind == MATCH_ENGINE_DXP)
        return match_dxp_start(e, timeout_ms, why, capacity);
    if (spawn(e, why, capacity) != 0)
        return -1;
    if (send_line(e, "hub") != 0) {
        read_failure(e, READ_EOF, "id", timeout_ms, why, capacity);
        goto failed;
    }
    while ((got = read_line(e, deadline, line)) == READ_LINE && strcmp(line, "wait") != 0) {
        cli_hub_line words;
        const char *name;
        if (split_copy(line, text, &words) != 0)
            continue; /* an unreadable line says nothing */
        if (strcmp(words.command, "id") == 0)
            (void)arg_copy(&words, "name", e->id_name, sizeof e->id_name); /* written when found */
        if (strcmp(words.command, "param") == 0 && (name = cli_hub_arg(&words, "name")) != NULL &&
            strcmp(name, "variant") == 0) {
            /* Chosen from the whole list here: e->variants may hold only its start. A
             * parameter that is not an enum has no list, whatever values= it writes. */
            const char *type = cli_hub_arg(&words, "type");
            const char *values = type && strcmp(type, "enum") == 0 ? cli_hub_arg(&words, "values")
                                                                   : NULL;
            e->has_variant = 1;
            snprintf(e->variants, sizeof e->variants, "%s", values ? values : "");
            if (checkers_hub_variant_name(variant, values, SIZE_MAX, e->variant_name,
                                          sizeof e->variant_name) < 0)
                e->variant_name[0] = '\0';
        }
    }
    if (got != READ_LINE) {
        read_failure(e, got, "wait", timeout_ms, why, capacity);
        goto failed;
    }
    for (int i = 0; i < spec->option_count; i++)
        if (strcmp(spec->option_names[i], "variant") == 0)
            variant_given = 1;
    /* The variant, by the name the engine lists it under (the library's or Scan's). */
    if (!variant_given && e->has_variant) {
        if (e->variant_name[0] == '\0') {
            snprintf(why, capacity, "does not play %s (its variants: %s)", variant, e->variants);
            goto failed;
        }
        if (set_param(e, "variant", e->variant_name, out, sizeof out) != 0)
            goto broken;
    }
    for (int i = 0; i < spec->option_count; i++)
        if (set_param(e, spec->option_names[i], spec->option_values[i], out, sizeof out) != 0)
            goto broken;
    if (send_line(e, "init") != 0)
        goto broken;
    while ((got = read_line(e, deadline, line)) == READ_LINE && strcmp(line, "ready") != 0)
        ;
    if (got != READ_LINE) {
        read_failure(e, got, "ready", timeout_ms, why, capacity);
        goto failed;
    }
    return 0;
broken:
    read_failure(e, READ_EOF, "ready", timeout_ms, why, capacity);
failed:
    reap(e, 0);
    return -1;
}

int match_engine_new_game(match_engine *e, const checkers_game *start, int32_t colour,
                          const match_tc *tc, const char *opponent, int64_t timeout_ms, char *why,
                          size_t capacity)
{
    if (e->spec == NULL) {
        snprintf(why, capacity, "not running");
        return -1;
    }
    if (e->spec->kind == MATCH_ENGINE_DXP)
        return match_dxp_new_game(e, start, colour, tc, opponent, timeout_ms, why, capacity);
    if (send_line(e, "new-game") != 0) {
        snprintf(why, capacity, "its input is closed");
        return -1;
    }
    return 0;
}

void match_engine_end_game(match_engine *e, const checkers_game *game, int32_t result,
                           const char *termination, int by_rules, int64_t grace_ms)
{
    if (e->spec != NULL && e->spec->kind == MATCH_ENGINE_DXP)
        match_dxp_end_game(e, game, result, termination, by_rules, grace_ms);
}

/* Drains the engine up to the `pong` of a `ping`. 0, or the reply status. */
static int sync_engine(match_engine *e, int64_t timeout_ms, match_reply *out)
{
    char line[LINE_MAX_BYTES];
    int64_t deadline = match_now_ms() + timeout_ms;
    int got;
    if (send_line(e, "ping") != 0) {
        read_failure(e, READ_EOF, "pong", timeout_ms, out->detail, sizeof out->detail);
        return MATCH_REPLY_CRASH;
    }
    while ((got = read_line(e, deadline, line)) == READ_LINE && strcmp(line, "pong") != 0)
        ;
    if (got == READ_LINE)
        return 0;
    read_failure(e, got, "pong", timeout_ms, out->detail, sizeof out->detail);
    if (got == READ_TIMEOUT) {
        reap(e, 0);
        return MATCH_REPLY_STALL;
    }
    if (got == READ_LONG) {
        reap(e, 0);
        return MATCH_REPLY_GARBAGE;
    }
    return MATCH_REPLY_CRASH;
}

/* The score (hundredths of a man, within +-1e8) and depth an `info` line gives, by the
 * library's one reading of it. */
static void read_info(const char *line, match_reply *out)
{
    checkers_hub_info info;
    if (checkers_hub_parse_info(line, SIZE_MAX, &info) != 0)
        return;
    if (info.given & CHECKERS_HUB_INFO_SCORE) {
        int64_t limit = (int64_t)100000000 * 10000; /* 1e8 hundredths, in millionths */
        int64_t micro = info.score_micro > limit    ? limit
                        : info.score_micro < -limit ? -limit
                                                    : info.score_micro;
        out->has_score = 1;
        out->score = (int32_t)((micro + (micro < 0 ? -5000 : 5000)) / 10000);
    }
    if (info.given & CHECKERS_HUB_INFO_DEPTH)
        out->depth = info.depth;
}

/*
 * Ends a search whose answer the referee no longer waits for: `stop`, then
 * `grace_ms` for its `done`; an engine that does not answer is killed, so that
 * a late `done` cannot answer the next search.
 */
static void abandon_search(match_engine *e, int64_t grace_ms)
{
    char line[LINE_MAX_BYTES];
    int64_t until = match_now_ms() + grace_ms;
    int got = READ_EOF;
    if (send_line(e, "stop") == 0)
        while ((got = read_line(e, until, line)) == READ_LINE) {
            cli_hub_line words;
            (void)cli_hub_split(line, &words); /* any `done`, even an unreadable one */
            if (strcmp(words.command, "done") == 0)
                break;
        }
    if (got != READ_LINE)
        reap(e, 0);
}

void match_engine_think(match_engine *e, const checkers_game *game, const char *level,
                        int64_t limit_ms, int64_t stall_ms, int64_t grace_ms, match_reply *out)
{
    char line[LINE_MAX_BYTES], text[LINE_MAX_BYTES];
    cli_hub_line words;
    int32_t length;
    char *pos;
    int64_t start, deadline;
    int got, readable;

    memset(out, 0, sizeof *out);
    out->status = MATCH_REPLY_CRASH;
    if (e->spec != NULL && e->spec->kind == MATCH_ENGINE_DXP) {
        match_dxp_think(e, game, limit_ms, stall_ms, out);
        return;
    }
    length = checkers_game_hub_pos(game, NULL, 0);
    pos = length > 0 ? malloc((size_t)length + 1) : NULL;
    if (pos == NULL || checkers_game_hub_pos(game, pos, (size_t)length + 1) != length) {
        snprintf(out->detail, sizeof out->detail, "out of memory");
        free(pos);
        return;
    }
    if (e->pid <= 0) {
        snprintf(out->detail, sizeof out->detail, "not running");
        free(pos);
        return;
    }
    out->status = sync_engine(e, stall_ms, out);
    if (out->status != 0) {
        free(pos);
        return;
    }
    out->status = MATCH_REPLY_CRASH;
    if (send_line(e, pos) != 0 || send_line(e, level) != 0 || send_line(e, "go think") != 0) {
        free(pos);
        read_failure(e, READ_EOF, "done", 0, out->detail, sizeof out->detail);
        return;
    }
    free(pos);
    start = match_now_ms();
    deadline = start + (limit_ms >= 0 ? limit_ms : stall_ms);
    while ((got = read_line(e, deadline, line)) == READ_LINE) {
        if (garbled(line)) {
            char excerpt[CLI_EXCERPT_MAX];
            out->status = MATCH_REPLY_GARBAGE;
            snprintf(out->detail, sizeof out->detail, "unreadable line '%s'",
                     cli_excerpt(line, excerpt, sizeof excerpt));
            out->elapsed_ms = match_now_ms() - start;
            abandon_search(e, grace_ms);
            return;
        }
        readable = split_copy(line, text, &words) == 0;
        if (strcmp(words.command, "info") == 0) {
            if (readable)
                read_info(line, out);
        } else if (strcmp(words.command, "done") == 0) {
            int has = readable ? arg_copy(&words, "move", out->move, sizeof out->move) : -1;
            out->elapsed_ms = match_now_ms() - start;
            if (has < 0) {
                char excerpt[CLI_EXCERPT_MAX];
                out->status = MATCH_REPLY_GARBAGE;
                snprintf(out->detail, sizeof out->detail, "unreadable line '%s'",
                         cli_excerpt(line, excerpt, sizeof excerpt));
            } else {
                out->status = has == 1 && out->move[0] != '\0' ? MATCH_REPLY_MOVE
                                                               : MATCH_REPLY_NO_MOVE;
            }
            return;
        }
        /* Other lines (error, pong, unknown commands) are not answers: Hub says ignore them. */
    }
    out->elapsed_ms = match_now_ms() - start;
    if (got == READ_TIMEOUT) {
        out->status = MATCH_REPLY_TIMEOUT;
        snprintf(out->detail, sizeof out->detail, "no move after %lld ms",
                 (long long)out->elapsed_ms);
        abandon_search(e, grace_ms);
        return;
    }
    if (got == READ_LONG) {
        out->status = MATCH_REPLY_GARBAGE;
        snprintf(out->detail, sizeof out->detail, "a line longer than %d bytes",
                 (int)sizeof e->buf);
        reap(e, 0);
        return;
    }
    read_failure(e, got, "its move", 0, out->detail, sizeof out->detail);
}

void match_engine_stop(match_engine *e, int64_t grace_ms)
{
    if (e->spec != NULL && e->spec->kind == MATCH_ENGINE_DXP) {
        match_dxp_stop(e);
        return;
    }
    if (e->pid <= 0)
        return;
    (void)send_line(e, "quit");
    if (e->to_fd >= 0) {
        close(e->to_fd); /* Hub: an engine quits when its input closes */
        e->to_fd = -1;
    }
    reap(e, grace_ms);
}
