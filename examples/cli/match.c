/* SPDX-License-Identifier: MIT */
/*
 * match.c - `checkers match`: its options, the scheduler and the report.
 *
 * Games are numbered from 1; games 2k+1 and 2k+2 are one opening played
 * twice, the first engine White in the first of them and Black in the
 * second. `--concurrency N` runs N workers, each a thread with its own pair
 * of engine processes, so that each process plays one game at a time; the
 * workers take the next game number under a lock, and report each finished
 * game under it (the PDN record, the progress line, the score, the SPRT).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "dxp_session.h"
#include "match.h"

#define MATCH_CONCURRENCY_MAX 64

static const char match_usage[] =
    "Usage: checkers match --engine name=A cmd=COMMAND [dir=DIR] [option.NAME=VALUE ...]\n"
    "                      --engine name=B (cmd=COMMAND ... | dxp=HOST:PORT) [OPTIONS]\n"
    "\n"
    "Plays two engines (Hub or DXP) against each other, the library refereeing every\n"
    "move.\n"
    "\n"
    "Options:\n"
    "  --variant NAME        the rules (default english)\n"
    "  --engine ARGS         an engine: name=NAME cmd=COMMAND (split as a shell does)\n"
    "                        dir=DIR option.NAME=VALUE (sent as set-param); or\n"
    "                        name=NAME dxp=HOST:PORT, a DXP engine listening there\n"
    "                        (a GAMEREQ per game on one connection); twice\n"
    "  --games N             games to play (default 2): each opening twice, colours\n"
    "                        swapped\n"
    "  --tc BASE+INC | --tc MOVES/BASE[+INC]\n"
    "                        a clock per engine, in seconds (the increment added\n"
    "                        before each move)\n"
    "  --st SECONDS          a fixed time per move\n"
    "  --depth N             search depth (level depth=N) when no time is given\n"
    "  --nodes N             search nodes (level nodes=N) when no time is given\n"
    "  --margin MS           how far past its time an engine may answer (default 50)\n"
    "  --start-timeout MS    time for the handshake (default 10000)\n"
    "  --stall-timeout MS    time for a search without a clock, or for a ping\n"
    "                        (default 60000)\n"
    "  --openings file=FILE [order=sequential|random]\n"
    "                        openings from a PDN file or a file of FENs, one a line\n"
    "  --ballots 3move|2move (english) the ACF ballots as openings\n"
    "  --seed N              the seed of order=random (default: from the time)\n"
    "  --draws PRESET        draw rules: default, online, wcdf, bga or none\n"
    "  --draw movenumber=N movecount=M score=S\n"
    "                        adjudicate a draw from move N when both engines' scores\n"
    "                        stay within S (hundredths of a man) for M moves each\n"
    "  --resign movecount=M score=S\n"
    "                        adjudicate a loss when an engine's score stays at or\n"
    "                        below -S for M of its moves\n"
    "  --maxmoves N          adjudicate a draw after N moves each\n"
    "  --recover             restart an engine that crashed, stalled or failed to\n"
    "                        start, and go on (without it the match stops)\n"
    "  --concurrency N       games played at once (default 1)\n"
    "  --pdn FILE            append each game's PDN to FILE\n"
    "  --event TEXT          the Event tag (default \"checkers match\")\n"
    "  --sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]\n"
    "                        stop when the log-likelihood ratio crosses a bound\n"
    "  --verbose             show the engines' conversation on stderr\n";

typedef struct match_run {
    match_settings settings;
    match_engine_spec specs[2];
    int engine_count;
    match_openings openings;
    checkers_game *start; /* the variant's start, when there are no openings */
    int32_t *order;
    int64_t games;
    int recover;
    int concurrency;
    const char *pdn_path;
    FILE *pdn;
    const char *event;
    char time_control[64];
    int sprt, sprt_decided;
    double elo0, elo1, alpha, beta;

    pthread_mutex_t lock;
    int64_t next;        /* the next game to start, 0-based */
    int64_t finished;    /* games finished */
    int stop;            /* 1: no new game (SPRT decided, an engine failed, an error) */
    int failure;         /* an engine failed without --recover, or the library failed */
    signed char *points; /* per game: the first engine's half points, -1 before its end */
    match_score score;
    int64_t ends[MATCH_END_COUNT];
} match_run;

static char *copy_text(const char *text, size_t n)
{
    char *copy = malloc(n + 1);
    if (copy != NULL) {
        memcpy(copy, text, n);
        copy[n] = '\0';
    }
    return copy;
}

static int fail(const char *what, const char *value)
{
    char excerpt[CLI_EXCERPT_MAX];
    if (value != NULL)
        fprintf(stderr, CLI_NAME " match: %s '%s' (try 'checkers match --help')\n", what,
                cli_excerpt(value, excerpt, sizeof excerpt));
    else
        fprintf(stderr, CLI_NAME " match: %s (try 'checkers match --help')\n", what);
    return CLI_EXIT_USAGE;
}

static int parse_whole(const char *text, long long min, long long max, long long *out)
{
    char *end;
    long long value;
    if (text == NULL || *text == '\0')
        return -1;
    errno = 0;
    value = strtoll(text, &end, 10);
    if (errno != 0 || *end != '\0' || value < min || value > max)
        return -1;
    *out = value;
    return 0;
}

static int parse_real(const char *text, double min, double max, double *out)
{
    char *end;
    double value;
    if (text == NULL || *text == '\0')
        return -1;
    value = strtod(text, &end);
    if (*end != '\0' || !(value >= min && value <= max))
        return -1;
    *out = value;
    return 0;
}

/* The value of `key=` in a key=value argument, or NULL. */
static const char *key_value(const char *arg, const char *key)
{
    size_t n = strlen(key);
    return strncmp(arg, key, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

/* The arguments of a key=value option: argv[*i + 1 ...] up to the next "--" option. */
static int next_pair(int argc, char **argv, int *i)
{
    if (*i + 1 < argc && strncmp(argv[*i + 1], "--", 2) != 0) {
        (*i)++;
        return 1;
    }
    return 0;
}

static int parse_engine(match_run *run, int argc, char **argv, int *i)
{
    match_engine_spec *spec;
    if (run->engine_count == 2)
        return fail("give two engines, not more", NULL);
    spec = &run->specs[run->engine_count++];
    snprintf(spec->name, sizeof spec->name, "engine%d", run->engine_count);
    while (next_pair(argc, argv, i)) {
        const char *a = argv[*i], *v;
        if ((v = key_value(a, "name")) != NULL) {
            if (*v == '\0')
                return fail("an engine's name is empty", a);
            snprintf(spec->name, sizeof spec->name, "%s", v);
        } else if ((v = key_value(a, "cmd")) != NULL) {
            spec->cmd = v;
        } else if ((v = key_value(a, "dir")) != NULL) {
            spec->dir = v;
        } else if ((v = key_value(a, "dxp")) != NULL) {
            spec->kind = MATCH_ENGINE_DXP;
            spec->dxp = v;
        } else if (strncmp(a, "option.", 7) == 0 && strchr(a, '=') != NULL) {
            const char *eq = strchr(a, '=');
            char *name;
            if (spec->option_count == MATCH_OPTIONS_MAX)
                return fail("too many options for one engine", a);
            if (eq == a + 7 || (name = copy_text(a + 7, (size_t)(eq - a - 7))) == NULL)
                return fail("bad engine option", a);
            if (strlen(a) > MATCH_OPTION_MAX ||
                checkers_hub_write_value(name, strlen(name), NULL, 0) < 0 ||
                checkers_hub_write_value(eq + 1, strlen(eq + 1), NULL, 0) < 0) {
                free(name);
                return fail("an engine option no Hub line can carry (a quote, a line end, or "
                            "more than " MATCH_STRING(MATCH_OPTION_MAX) " bytes)",
                            a);
            }
            spec->option_names[spec->option_count] = name;
            spec->option_values[spec->option_count++] = eq + 1;
        } else {
            return fail("unknown engine argument", a);
        }
    }
    if (spec->kind == MATCH_ENGINE_DXP) {
        char host[DXP_SESSION_HOST_MAX];
        int port;
        if (dxp_session_address(spec->dxp, "127.0.0.1", host, sizeof host, &port) != 0 ||
            strchr(spec->dxp, ':') == NULL || port == 0)
            return fail("bad dxp= address (HOST:PORT)", spec->dxp);
        if (spec->cmd != NULL || spec->dir != NULL || spec->option_count > 0)
            return fail("a DXP engine (dxp=) takes no cmd=, dir= or option.", spec->name);
        return 0;
    }
    if (spec->cmd == NULL)
        return fail("an engine needs cmd= or dxp=", spec->name);
    return 0;
}

static int parse_adjudication(match_run *run, int argc, char **argv, int *i, int resign)
{
    match_adjudication *a = &run->settings.adjudication;
    long long value;
    int movecount = 0;
    while (next_pair(argc, argv, i)) {
        const char *arg = argv[*i], *v;
        if (!resign && (v = key_value(arg, "movenumber")) != NULL) {
            if (parse_whole(v, 0, 100000, &value) != 0)
                return fail("bad movenumber", arg);
            a->draw_movenumber = (int32_t)value;
        } else if ((v = key_value(arg, "movecount")) != NULL) {
            if (parse_whole(v, 1, 100000, &value) != 0)
                return fail("bad movecount", arg);
            *(resign ? &a->resign_movecount : &a->draw_movecount) = (int32_t)value;
            movecount = 1;
        } else if ((v = key_value(arg, "score")) != NULL) {
            if (parse_whole(v, 0, 100000000, &value) != 0)
                return fail("bad score (hundredths of a man)", arg);
            *(resign ? &a->resign_score : &a->draw_score) = (int32_t)value;
        } else {
            return fail(resign ? "unknown --resign argument" : "unknown --draw argument", arg);
        }
    }
    if (!movecount)
        return fail(resign ? "--resign needs movecount=" : "--draw needs movecount=", NULL);
    return 0;
}

static int parse_sprt(match_run *run, int argc, char **argv, int *i)
{
    int have0 = 0, have1 = 0;
    run->sprt = 1;
    run->alpha = run->beta = 0.05;
    while (next_pair(argc, argv, i)) {
        const char *arg = argv[*i], *v;
        if ((v = key_value(arg, "elo0")) != NULL)
            have0 = parse_real(v, -2000, 2000, &run->elo0) == 0;
        else if ((v = key_value(arg, "elo1")) != NULL)
            have1 = parse_real(v, -2000, 2000, &run->elo1) == 0;
        else if ((v = key_value(arg, "alpha")) != NULL) {
            if (parse_real(v, 1e-9, 0.5, &run->alpha) != 0)
                return fail("bad alpha", arg);
        } else if ((v = key_value(arg, "beta")) != NULL) {
            if (parse_real(v, 1e-9, 0.5, &run->beta) != 0)
                return fail("bad beta", arg);
        } else {
            return fail("unknown --sprt argument", arg);
        }
    }
    if (!have0 || !have1 || run->elo1 <= run->elo0)
        return fail("--sprt needs elo0= and elo1= with elo0 < elo1", NULL);
    return 0;
}

static int parse_draws(const char *name, int *preset)
{
    static const char *names[] = {"online", "wcdf", "bga", "none"};
    static const int presets[] = {CHECKERS_DRAWS_ONLINE, CHECKERS_DRAWS_WCDF, CHECKERS_DRAWS_BGA,
                                  CHECKERS_DRAWS_NONE};
    if (strcmp(name, "default") == 0) {
        *preset = -1;
        return 0;
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0) {
            *preset = presets[i];
            return 0;
        }
    return -1;
}

/* Options that take one value. */
static const char *value_of(int argc, char **argv, int *i)
{
    return *i + 1 < argc ? argv[++*i] : NULL;
}

static int parse_options(match_run *run, int argc, char **argv, const char **openings_file,
                         const char **ballots, int *random_order, uint64_t *seed, int *seeded)
{
    const char *tc = NULL, *st = NULL;
    long long value;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--engine") == 0) {
            if (parse_engine(run, argc, argv, &i) != 0)
                return CLI_EXIT_USAGE;
        } else if (strcmp(a, "--recover") == 0) {
            run->recover = 1;
        } else if (strcmp(a, "--verbose") == 0) {
            run->settings.verbose = 1;
        } else if (strcmp(a, "--draw") == 0 || strcmp(a, "--resign") == 0) {
            if (parse_adjudication(run, argc, argv, &i, a[2] == 'r') != 0)
                return CLI_EXIT_USAGE;
        } else if (strcmp(a, "--sprt") == 0) {
            if (parse_sprt(run, argc, argv, &i) != 0)
                return CLI_EXIT_USAGE;
        } else if (strcmp(a, "--openings") == 0) {
            while (next_pair(argc, argv, &i)) {
                const char *o = argv[i];
                if ((v = key_value(o, "file")) != NULL)
                    *openings_file = v;
                else if ((v = key_value(o, "order")) != NULL && strcmp(v, "random") == 0)
                    *random_order = 1;
                else if ((v = key_value(o, "order")) != NULL && strcmp(v, "sequential") == 0)
                    *random_order = 0;
                else
                    return fail("unknown --openings argument", o);
            }
        } else if (strncmp(a, "--", 2) != 0) {
            return fail("unexpected argument", a);
        } else if ((v = value_of(argc, argv, &i)) == NULL) {
            return fail("this option needs a value:", a);
        } else if (strcmp(a, "--variant") == 0) {
            if (checkers_variant_find(v) < 0)
                return fail("unknown variant (see checkers variants)", v);
            run->settings.variant = checkers_variant_name(checkers_variant_find(v));
        } else if (strcmp(a, "--games") == 0) {
            if (parse_whole(v, 1, 100000000, &value) != 0)
                return fail("bad --games", v);
            run->games = value;
        } else if (strcmp(a, "--tc") == 0) {
            tc = v;
        } else if (strcmp(a, "--st") == 0) {
            st = v;
        } else if (strcmp(a, "--depth") == 0) {
            if (parse_whole(v, 1, 1000, &value) != 0)
                return fail("bad --depth", v);
            run->settings.tc.depth = (int32_t)value;
        } else if (strcmp(a, "--nodes") == 0) {
            if (parse_whole(v, 1, INT64_MAX / 2, &value) != 0)
                return fail("bad --nodes", v);
            run->settings.tc.nodes = value;
        } else if (strcmp(a, "--margin") == 0) {
            if (parse_whole(v, 0, 3600000, &value) != 0)
                return fail("bad --margin", v);
            run->settings.margin_ms = value;
        } else if (strcmp(a, "--start-timeout") == 0) {
            if (parse_whole(v, 1, 3600000, &value) != 0)
                return fail("bad --start-timeout", v);
            run->settings.start_timeout_ms = value;
        } else if (strcmp(a, "--stall-timeout") == 0) {
            if (parse_whole(v, 1, 86400000, &value) != 0)
                return fail("bad --stall-timeout", v);
            run->settings.stall_ms = value;
        } else if (strcmp(a, "--ballots") == 0) {
            *ballots = v;
        } else if (strcmp(a, "--seed") == 0) {
            if (parse_whole(v, 0, INT64_MAX, &value) != 0)
                return fail("bad --seed", v);
            *seed = (uint64_t)value;
            *seeded = 1;
        } else if (strcmp(a, "--draws") == 0) {
            if (parse_draws(v, &run->settings.draws_preset) != 0)
                return fail("unknown draw rules (default, online, wcdf, bga, none)", v);
        } else if (strcmp(a, "--maxmoves") == 0) {
            if (parse_whole(v, 1, 100000, &value) != 0)
                return fail("bad --maxmoves", v);
            run->settings.adjudication.maxmoves = (int32_t)value;
        } else if (strcmp(a, "--concurrency") == 0) {
            if (parse_whole(v, 1, MATCH_CONCURRENCY_MAX, &value) != 0)
                return fail("bad --concurrency (1 to 64)", v);
            run->concurrency = (int)value;
        } else if (strcmp(a, "--pdn") == 0) {
            run->pdn_path = v;
        } else if (strcmp(a, "--event") == 0) {
            run->event = v;
        } else {
            return fail("unknown option", a);
        }
    }
    if (run->engine_count != 2)
        return fail("give two engines (--engine name=A cmd=...)", NULL);
    if (tc != NULL && st != NULL)
        return fail("give --tc or --st, not both", NULL);
    if (*ballots != NULL && *openings_file != NULL)
        return fail("give --ballots or --openings file=, not both", NULL);
    if (tc != NULL) {
        if (match_tc_parse(tc, &run->settings.tc) != 0)
            return fail("bad --tc (BASE+INC or MOVES/BASE[+INC], in seconds)", tc);
        snprintf(run->time_control, sizeof run->time_control, "%s", tc);
    } else if (st != NULL) {
        double seconds;
        if (parse_real(st, 0.001, 1e6, &seconds) != 0)
            return fail("bad --st", st);
        run->settings.tc.kind = MATCH_TC_MOVETIME;
        run->settings.tc.movetime_ms = (int64_t)(seconds * 1000.0 + 0.5);
        snprintf(run->time_control, sizeof run->time_control, "st=%s", st);
    } else if (run->settings.tc.depth > 0) {
        snprintf(run->time_control, sizeof run->time_control, "depth=%d",
                 (int)run->settings.tc.depth);
    } else if (run->settings.tc.nodes > 0) {
        snprintf(run->time_control, sizeof run->time_control, "nodes=%lld",
                 (long long)run->settings.tc.nodes);
    } else {
        return fail("give a limit: --tc, --st, --depth or --nodes", NULL);
    }
    return 0;
}

/* ------------------------------------------------------------ the report */

static const char *end_names[] = {"rules",   "time forfeit", "illegal move", "crash",   "stall",
                                  "garbage", "failed start", "adjudication", "aborted", "resigned"};

static void print_score(const match_run *run, FILE *out)
{
    match_elo elo;
    match_stats_elo(&run->score, &elo);
    fprintf(out, "Score of %s vs %s: %lld - %lld - %lld  [%.3f] %lld\n", run->specs[0].name,
            run->specs[1].name, (long long)run->score.wins, (long long)run->score.losses,
            (long long)run->score.draws, elo.score, (long long)elo.games);
    if (run->sprt) {
        double lower, upper;
        match_stats_sprt_bounds(run->alpha, run->beta, &lower, &upper);
        fprintf(out, "LLR: %.3f [%.3f, %.3f]\n", match_stats_llr(&run->score, run->elo0, run->elo1),
                lower, upper);
    }
}

static void print_report(const match_run *run, FILE *out)
{
    match_elo elo;
    match_stats_elo(&run->score, &elo);
    if (fabs(elo.elo) < 0.05)
        elo.elo = 0.0; /* not "-0.0" */
    fprintf(out, "\nResults of %s vs %s (%s, %s, %lld games):\n", run->specs[0].name,
            run->specs[1].name, run->settings.variant, run->time_control, (long long)elo.games);
    fprintf(out, "  W/D/L: %lld/%lld/%lld (%s's)\n", (long long)run->score.wins,
            (long long)run->score.draws, (long long)run->score.losses, run->specs[0].name);
    if (elo.games > 0) {
        fprintf(out, "  Score: %.1f%%  Elo: %+.1f +/- %.1f  LOS: %.1f%%  Draw ratio: %.1f%%\n",
                elo.score * 100.0, elo.elo, elo.margin, elo.los * 100.0, elo.draw_ratio * 100.0);
    }
    if (run->score.penta[0] + run->score.penta[1] + run->score.penta[2] + run->score.penta[3] +
            run->score.penta[4] >
        0) {
        match_elo pairs;
        match_stats_elo_pairs(&run->score, &pairs);
        if (fabs(pairs.elo) < 0.05)
            pairs.elo = 0.0;
        fprintf(out, "  Elo from the pairs: %+.1f +/- %.1f (%lld paired games)\n", pairs.elo,
                pairs.margin, (long long)pairs.games);
    }
    fprintf(out, "  Pentanomial (pairs scoring 0, 1/2, 1, 3/2, 2): %lld %lld %lld %lld %lld\n",
            (long long)run->score.penta[0], (long long)run->score.penta[1],
            (long long)run->score.penta[2], (long long)run->score.penta[3],
            (long long)run->score.penta[4]);
    if (run->sprt) {
        double lower, upper, llr = match_stats_llr(&run->score, run->elo0, run->elo1);
        match_stats_sprt_bounds(run->alpha, run->beta, &lower, &upper);
        fprintf(out, "  SPRT (elo0=%g elo1=%g alpha=%g beta=%g): LLR %.3f [%.3f, %.3f] %s\n",
                run->elo0, run->elo1, run->alpha, run->beta, llr, lower, upper,
                llr >= upper   ? "H1 accepted"
                : llr <= lower ? "H0 accepted"
                               : "no decision");
    }
    fprintf(out, "  Endings:");
    for (int k = 0, first = 1; k < MATCH_END_COUNT; k++)
        if (run->ends[k] > 0) {
            fprintf(out, "%s %s %lld", first ? "" : ",", end_names[k], (long long)run->ends[k]);
            first = 0;
        }
    fprintf(out, "\n");
}

/* A finished game, under the lock: its record, the progress line, the score, the SPRT. */
static void report_game(match_run *run, int64_t index, const match_record *record, int first_white)
{
    const char *white = run->specs[first_white ? 0 : 1].name;
    const char *black = run->specs[first_white ? 1 : 0].name;
    int points; /* the first engine's half points */
    char *pdn;

    if (record->result == CHECKERS_DRAW)
        points = 1;
    else
        points = (record->result == CHECKERS_WHITE_WINS) == (first_white != 0) ? 2 : 0;
    run->points[index] = (signed char)points;
    run->finished++;
    run->ends[record->end]++;
    if (points == 2)
        run->score.wins++;
    else if (points == 1)
        run->score.draws++;
    else
        run->score.losses++;
    if ((index ^ 1) < run->games && run->points[index ^ 1] >= 0)
        run->score.penta[points + run->points[index ^ 1]]++;

    pdn = match_pdn_text(record, run->event, index + 1, white, black, run->time_control);
    if (pdn == NULL) {
        fprintf(stderr, CLI_NAME " match: cannot write game %lld's PDN\n", (long long)index + 1);
        run->failure = run->stop = 1;
    } else if (run->pdn != NULL) {
        fputs(pdn, run->pdn);
        fputs("\n", run->pdn);
        fflush(run->pdn);
    }
    free(pdn);
    printf("Finished game %lld (%s vs %s): %s {%s}\n", (long long)index + 1, white, black,
           checkers_result_text(record->result), record->termination);
    print_score(run, stdout);
    fflush(stdout);
    if (record->failed_engine >= 0 && !run->recover) {
        fprintf(stderr, CLI_NAME " match: %s failed; stopping (--recover restarts it)\n",
                run->specs[record->failed_engine].name);
        run->failure = run->stop = 1;
    }
    if (run->sprt && !run->sprt_decided) {
        double lower, upper, llr = match_stats_llr(&run->score, run->elo0, run->elo1);
        match_stats_sprt_bounds(run->alpha, run->beta, &lower, &upper);
        if (llr >= upper || llr <= lower) {
            run->sprt_decided = 1; /* said once; the games under way are still counted */
            printf("SPRT: LLR %.3f crosses %.3f: %s\n", llr, llr >= upper ? upper : lower,
                   llr >= upper ? "H1 accepted" : "H0 accepted");
            run->stop = 1;
        }
    }
}

static void *worker(void *arg)
{
    match_run *run = arg;
    match_engine engines[2];
    match_engine *pair[2] = {&engines[0], &engines[1]};
    const match_engine_spec *specs[2] = {&run->specs[0], &run->specs[1]};

    memset(engines, 0, sizeof engines);
    for (;;) {
        int64_t index;
        const checkers_game *opening;
        match_record record;
        int first_white;

        pthread_mutex_lock(&run->lock);
        if (run->stop || run->next >= run->games) {
            pthread_mutex_unlock(&run->lock);
            break;
        }
        index = run->next++;
        pthread_mutex_unlock(&run->lock);

        opening = run->openings.count > 0
                      ? run->openings.games[run->order[(index / 2) % run->openings.count]]
                      : run->start;
        first_white = index % 2 == 0;
        if (match_play_game(&run->settings, opening, pair, specs, first_white, &record) != 0) {
            fprintf(stderr, CLI_NAME " match: game %lld: %s\n", (long long)index + 1,
                    checkers_strerror(CHECKERS_E_NO_MEMORY));
            match_record_free(&record);
            pthread_mutex_lock(&run->lock);
            run->failure = run->stop = 1;
            pthread_mutex_unlock(&run->lock);
            break;
        }
        pthread_mutex_lock(&run->lock);
        report_game(run, index, &record, first_white);
        pthread_mutex_unlock(&run->lock);
        match_record_free(&record);
    }
    for (int i = 0; i < 2; i++)
        match_engine_stop(&engines[i], 1000);
    return NULL;
}

static void free_run(match_run *run)
{
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < run->specs[i].option_count; k++)
            free((char *)run->specs[i].option_names[k]);
    match_openings_free(&run->openings);
    checkers_game_free(run->start);
    free(run->order);
    free(run->points);
    if (run->pdn != NULL)
        fclose(run->pdn);
}

int cli_match(int argc, char **argv)
{
    match_run run;
    const char *openings_file = NULL, *ballots = NULL;
    int random_order = 0, seeded = 0, status;
    uint64_t seed = 0;
    pthread_t threads[MATCH_CONCURRENCY_MAX];
    int started = 0;
    struct sigaction ignore;

    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(match_usage, stdout);
            return CLI_EXIT_OK;
        }
    memset(&run, 0, sizeof run);
    run.settings.variant = "english";
    run.settings.draws_preset = -1;
    run.settings.margin_ms = 50;
    run.settings.start_timeout_ms = 10000;
    run.settings.stall_ms = 60000;
    run.games = 2;
    run.concurrency = 1;
    run.event = "checkers match";
    status = parse_options(&run, argc, argv, &openings_file, &ballots, &random_order, &seed,
                           &seeded);
    if (status != 0) {
        free_run(&run);
        return status;
    }
    if (match_openings_load(&run.openings, run.settings.variant, ballots, openings_file) != 0 ||
        checkers_game_new(&run.start, run.settings.variant, NULL) != 0) {
        free_run(&run);
        return CLI_EXIT_USAGE;
    }
    run.order = malloc(sizeof *run.order * (size_t)(run.openings.count + 1));
    run.points = malloc((size_t)run.games);
    if (run.order == NULL || run.points == NULL) {
        fprintf(stderr, CLI_NAME " match: %s\n", checkers_strerror(CHECKERS_E_NO_MEMORY));
        free_run(&run);
        return CLI_EXIT_FAILURE;
    }
    memset(run.points, -1, (size_t)run.games);
    if (random_order && !seeded)
        seed = (uint64_t)time(NULL);
    match_openings_order(run.order, run.openings.count, random_order, seed);
    if (random_order)
        printf("Openings in random order, seed %llu\n", (unsigned long long)seed);
    if (run.pdn_path != NULL && (run.pdn = fopen(run.pdn_path, "a")) == NULL) {
        fprintf(stderr, CLI_NAME " match: cannot write %s: %s\n", run.pdn_path, strerror(errno));
        free_run(&run);
        return CLI_EXIT_FAILURE;
    }
    /* A write to an engine that has gone must be an error to handle, not a signal that kills. */
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ignore, NULL);

    pthread_mutex_init(&run.lock, NULL);
    for (int i = 0; i < run.concurrency && i < run.games; i++) {
        if (pthread_create(&threads[i], NULL, worker, &run) != 0)
            break;
        started++;
    }
    if (started == 0)
        worker(&run);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    pthread_mutex_destroy(&run.lock);

    print_report(&run, stdout);
    status = run.failure ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
    free_run(&run);
    return status;
}
