/* SPDX-License-Identifier: MIT */
/*
 * match.h - `checkers match`, the match runner: the declarations its files
 * share. The library referees (every move is checked by it); these files
 * start the engines, keep the clocks, choose the openings, count the score
 * and write the records:
 *   match.c          the options, the scheduler (games in parallel), the report
 *   match_engine.c   an engine process spoken to over Hub (fork/exec, pipes, poll)
 *   match_dxp.c      an engine spoken to over DXP (dxp=HOST:PORT: a TCP connection)
 *   match_referee.c  one game between two engines: moves checked, clocks, adjudication
 *   match_clock.c    the referee's clocks and the adjudication rules (pure: no time read)
 *   match_openings.c the openings: ACF ballots, a PDN file, a FEN file; their order
 *   match_stats.c    W/D/L, Elo with its error margin, LOS, pentanomial pairs, SPRT
 *   match_pdn.c      a game's PDN record
 * The pure parts (clock, adjudication, statistics) read no clock and do no
 * I/O, so that tests/ drive them with made-up times and results.
 */
#ifndef CHECKERS_MATCH_H
#define CHECKERS_MATCH_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "checkers.h"

#define MATCH_NAME_MAX 64
#define MATCH_OPTIONS_MAX 32
#define MATCH_OPTION_MAX 1000 /* bytes of an option.NAME=VALUE argument: a Hub line holds it */
#define MATCH_STRING_(x) #x
#define MATCH_STRING(x) MATCH_STRING_(x) /* a macro's value as a string literal */
#define MATCH_REASON_MAX 320

/* ------------------------------------------------------- match_clock.c */

/* Which limit a search gets. */
#define MATCH_TC_NONE 0     /* --depth or --nodes alone: no clock (a stall limit only) */
#define MATCH_TC_CLOCK 1    /* --tc: a clock per side */
#define MATCH_TC_MOVETIME 2 /* --st: a fixed time per move */

typedef struct match_tc {
    int kind;
    int64_t base_ms;     /* MATCH_TC_CLOCK: the time for the game, or for each period of `moves` */
    int64_t inc_ms;      /* added before each move, as Hub says */
    int32_t moves;       /* moves per period, 0: the whole game */
    int64_t movetime_ms; /* MATCH_TC_MOVETIME */
    int32_t depth;       /* sent as level depth= when no time is set, 0: none */
    int64_t nodes;       /* sent as level nodes= when no time is set, 0: none */
} match_tc;

/* The two clocks of one game: index 0 Black, 1 White (CHECKERS_BLACK - 1, CHECKERS_WHITE - 1). */
typedef struct match_clock {
    match_tc tc;
    int64_t margin_ms;
    int64_t left_ms[2];
    int32_t moved[2]; /* moves made by each side in this game */
} match_clock;

/* Parses --tc ("BASE+INC", "MOVES/BASE", "MOVES/BASE+INC", seconds as real numbers). 0 or -1. */
int match_tc_parse(const char *text, match_tc *out);

void match_clock_init(match_clock *clock, const match_tc *tc, int64_t margin_ms);

/*
 * A turn of `side` (0 or 1) begins: the increment is added. Returns the
 * milliseconds the move may take before its flag falls (the clock, or the
 * move time, plus the margin), or -1 when there is no clock.
 */
int64_t match_clock_begin(match_clock *clock, int side);

/*
 * The move of `side` took `elapsed_ms`: returns 1 when its flag fell (more
 * than its clock and the margin), else takes the time off (not below 0),
 * counts the move, gives the next period's time, and returns 0.
 */
int match_clock_end(match_clock *clock, int side, int64_t elapsed_ms);

/* Writes the `level` line for `side`'s next search (after match_clock_begin). */
void match_clock_level(const match_clock *clock, int side, char *buf, size_t capacity);

/* Adjudication (--draw, --resign, --maxmoves): the rules and each game's count. */
typedef struct match_adjudication {
    int32_t draw_movenumber;  /* --draw: not before this move number, */
    int32_t draw_movecount;   /* both sides' |score| <= draw_score for this many moves each, */
    int32_t draw_score;       /* in hundredths of a man; draw_movecount 0: off */
    int32_t resign_movecount; /* --resign: a side's own score <= -resign_score for this */
    int32_t resign_score;     /* many of its moves in a row; resign_movecount 0: off */
    int32_t maxmoves;         /* --maxmoves: a draw after this many moves each, 0: off */
} match_adjudication;

typedef struct match_adjudicator {
    int32_t draw_run;      /* plies in a row within the draw score */
    int32_t resign_run[2]; /* each side's own moves in a row at or below -resign_score */
} match_adjudicator;

#define MATCH_ADJUDICATE_NONE 0
#define MATCH_ADJUDICATE_DRAW 1
#define MATCH_ADJUDICATE_RESIGN 2 /* `side` resigns */
#define MATCH_ADJUDICATE_MAXMOVES 3

/*
 * After `side`'s move, the game's `plies` so far (from its start, the
 * opening's included): what the adjudication rules decide. `has_score` says
 * whether the engine reported a score (`score`, hundredths of a man, for the
 * side that moved); a move without one neither counts nor breaks the runs.
 */
int match_adjudicate(const match_adjudication *rules, match_adjudicator *state, int side,
                     int has_score, int32_t score, int32_t plies);

/* ------------------------------------------------------- match_stats.c */

/* Results from the first engine's side. penta[k]: pairs that scored k/2 points (0 to 2). */
typedef struct match_score {
    int64_t wins, draws, losses;
    int64_t penta[5];
} match_score;

typedef struct match_elo {
    int64_t games;
    double score;      /* points per game, 0 to 1 */
    double elo;        /* the Elo difference that score means (logistic) */
    double margin;     /* half the 95% interval of elo; 0 when it cannot be told */
    double los;        /* likelihood of superiority, 0 to 1 */
    double draw_ratio; /* draws per game */
} match_elo;

/* W/D/L into Elo, margin, LOS and draw ratio (the trinomial model: see docs/engines.md). */
void match_stats_elo(const match_score *score, match_elo *out);

/*
 * The same from the pentanomial pair counts (each pair's score a game, 0 to
 * 1 in quarters): games played with colours swapped are not independent, the
 * pairs are. out->games counts the paired games, los and draw_ratio are left
 * as match_stats_elo gives them.
 */
void match_stats_elo_pairs(const match_score *score, match_elo *out);

/* The Elo difference of an expected score, logistic: -400 log10(1/s - 1). */
double match_stats_elo_of(double score);

/*
 * The SPRT's log-likelihood ratio of elo1 against elo0 (logistic Elo) for the
 * pentanomial pair counts, by the normal approximation; 0 with no pairs.
 */
double match_stats_llr(const match_score *score, double elo0, double elo1);

/* The SPRT's bounds: log(beta / (1 - alpha)) and log((1 - beta) / alpha). */
void match_stats_sprt_bounds(double alpha, double beta, double *lower, double *upper);

/* ---------------------------------------------------- match_openings.c */

typedef struct match_openings {
    checkers_game **games; /* each opening as a game (its moves in its history) */
    int32_t count;
} match_openings;

/*
 * Loads the openings: `ballots` ("3move", "2move" or NULL) or `file` (a PDN
 * file, or one FEN a line) for `variant`. 0, or -1 after saying why on stderr.
 */
int match_openings_load(match_openings *out, const char *variant, const char *ballots,
                        const char *file);
void match_openings_free(match_openings *openings);

/* The order the openings are played in: 0 1 2 ... or shuffled by `seed`. */
void match_openings_order(int32_t *order, int32_t count, int random, uint64_t seed);

/* ------------------------------------------------------ match_engine.c */

/*
 * Engine kinds. The referee makes five calls on an engine, whatever its kind:
 * match_engine_start, _new_game, _think, _end_game and _stop; each dispatches
 * on spec->kind. A DXP engine (dxp=HOST:PORT) is match_dxp.c's, its
 * connection in match_engine.session.
 */
#define MATCH_ENGINE_HUB 0
#define MATCH_ENGINE_DXP 1

typedef struct match_engine_spec {
    char name[MATCH_NAME_MAX];
    int kind;
    const char *cmd;  /* hub: the command, split as a shell does */
    const char *dir;  /* hub: its working directory, or NULL */
    const char *dxp;  /* dxp: HOST:PORT */
    int option_count; /* option.NAME=VALUE, sent as set-param */
    const char *option_names[MATCH_OPTIONS_MAX];
    const char *option_values[MATCH_OPTIONS_MAX];
} match_engine_spec;

/* One running engine, used by one game at a time. */
typedef struct match_engine {
    const match_engine_spec *spec;
    pid_t pid; /* 0: not running */
    int to_fd, from_fd;
    char buf[8192];
    size_t have;
    int exit_status; /* waitpid's status once it ended, -1 before */
    int has_variant; /* it offers a variant parameter */
    /* Its `variant` values (for messages: a long list is cut), and the match's variant by
     * the name they list it under ("" when none). */
    char variants[512];
    char variant_name[CHECKERS_HUB_VARIANT_MAX];
    char id_name[64]; /* its `id name=`, or "" */
    int verbose;      /* echo the conversation on stderr */
    void *session;    /* a DXP engine's connection, NULL for Hub */
} match_engine;

/* How a search ended. */
#define MATCH_REPLY_MOVE 0
#define MATCH_REPLY_TIMEOUT 1 /* no `done` before the limit */
#define MATCH_REPLY_CRASH 2   /* the process ended or its pipe broke */
#define MATCH_REPLY_GARBAGE 3 /* a line that cannot be read */
#define MATCH_REPLY_NO_MOVE 4 /* `done` without a move */
#define MATCH_REPLY_STALL 5   /* no `pong` before the search */
#define MATCH_REPLY_ILLEGAL 6 /* DXP: a MOVE the library refuses (the reason in detail) */
#define MATCH_REPLY_RESIGN 7  /* DXP: the peer ended the game (GAMEEND) on its turn */

typedef struct match_reply {
    int status;
    char move[CHECKERS_MOVE_TEXT_MAX];
    char detail[MATCH_REASON_MAX];
    int has_score;
    int32_t score; /* hundredths of a man, for the side that moved */
    int32_t depth;
    int64_t elapsed_ms;
} match_reply;

/* Milliseconds of a monotonic clock. */
int64_t match_now_ms(void);

/* Splits a command as a shell does (quotes, backslashes; no expansion). argv freed by caller. */
int match_split_command(const char *cmd, char ***argv, int *argc);

/*
 * Starts the engine and does Hub's handshake (hub .. wait, set-param, init ..
 * ready) within `timeout_ms`; `variant` is set when the engine offers it.
 * 0, or -1 with why in `why` (the engine is then stopped).
 */
int match_engine_start(match_engine *e, const match_engine_spec *spec, const char *variant,
                       int64_t timeout_ms, int verbose, char *why, size_t capacity);

/* Whether the engine is running. */
int match_engine_running(const match_engine *e);

/*
 * A new game from `start`, the engine playing `colour`, against `opponent`:
 * Hub's `new-game`; a DXP engine's GAMEREQ, answered by GAMEACC within
 * `timeout_ms`. 0, or -1 with why (Hub: the pipe broke, which the search
 * shows; DXP: the game cannot be played, a failed start).
 */
int match_engine_new_game(match_engine *e, const checkers_game *start, int32_t colour,
                          const match_tc *tc, const char *opponent, int64_t timeout_ms, char *why,
                          size_t capacity);

/*
 * One search: a ping to drain what an earlier search left, then pos (with
 * moves=), `level` and `go think`; reads `info` and `done` until `limit_ms`
 * (-1: `stall_ms`). On a timeout the engine gets `stop` and `grace_ms` to answer;
 * one that does not is killed.
 */
void match_engine_think(match_engine *e, const checkers_game *game, const char *level,
                        int64_t limit_ms, int64_t stall_ms, int64_t grace_ms, match_reply *out);

/*
 * The game ended with `result` (`by_rules`: the rules ended it, else
 * `termination` says why): nothing for Hub; a DXP engine is sent the moves it
 * has not seen, the reason in a CHAT, and GAMEEND, and has `grace_ms` to
 * answer with its own (or its connection is closed).
 */
void match_engine_end_game(match_engine *e, const checkers_game *game, int32_t result,
                           const char *termination, int by_rules, int64_t grace_ms);

/* quit, then a kill if it has not gone within `grace_ms` (DXP: the connection closed). */
void match_engine_stop(match_engine *e, int64_t grace_ms);

/* How the process ended ("exit status 3", "signal 11"), for a crash's record. */
void match_engine_exit_text(match_engine *e, char *buf, size_t capacity);

/* --------------------------------------------------------- match_dxp.c */

/* The DXP kind of the calls above (match_engine.c dispatches to them). */
int match_dxp_start(match_engine *e, int64_t timeout_ms, char *why, size_t capacity);
int match_dxp_new_game(match_engine *e, const checkers_game *start, int32_t colour,
                       const match_tc *tc, const char *opponent, int64_t timeout_ms, char *why,
                       size_t capacity);
void match_dxp_think(match_engine *e, const checkers_game *game, int64_t limit_ms, int64_t stall_ms,
                     match_reply *out);
void match_dxp_end_game(match_engine *e, const checkers_game *game, int32_t result,
                        const char *termination, int by_rules, int64_t grace_ms);
void match_dxp_stop(match_engine *e);

/* ----------------------------------------------------- match_referee.c */

/* Why a game ended, for the Termination tag. */
#define MATCH_END_RULES 0
#define MATCH_END_TIME 1
#define MATCH_END_ILLEGAL 2
#define MATCH_END_CRASH 3
#define MATCH_END_STALL 4
#define MATCH_END_GARBAGE 5
#define MATCH_END_START 6
#define MATCH_END_ADJUDICATION 7
#define MATCH_END_ABORTED 8
#define MATCH_END_RESIGN 9 /* a DXP engine ended the game on its turn */
#define MATCH_END_COUNT 10

typedef struct match_settings {
    const char *variant;
    int draws_preset; /* -1: the variant's own */
    match_tc tc;
    int64_t margin_ms;
    int64_t start_timeout_ms;
    int64_t stall_ms; /* a search without a clock, or a ping, that takes longer stalls */
    match_adjudication adjudication;
    int verbose;
    /*
     * The referee's clock for the time a move took: NULL, the time measured
     * (from `go think` sent to `done` read); else what this returns for the
     * measured time, so that a test decides time losses with made-up times.
     */
    int64_t (*move_time)(void *context, int64_t measured_ms);
    void *move_time_context;
} match_settings;

/* A finished game. */
typedef struct match_record {
    checkers_game *game; /* the moves played, the result declared */
    char **comments;     /* ply_count + 1 entries (NULL or malloc'd) */
    int32_t comment_count;
    int32_t result; /* CHECKERS_BLACK_WINS ... */
    int end;        /* MATCH_END_* */
    char termination[MATCH_REASON_MAX * 3];
    int failed_engine; /* the engine (0 first, 1 second) to restart, or -1 */
} match_record;

/*
 * Plays one game from `opening` between engines[0] (the first engine) and
 * engines[1], the first playing White when `first_white`. Engines that are
 * not running are started. Fills *out (free with match_record_free). Returns
 * 0, or -1 when the library failed (out of memory).
 */
int match_play_game(const match_settings *settings, const checkers_game *opening,
                    match_engine *engines[2], const match_engine_spec *specs[2], int first_white,
                    match_record *out);
void match_record_free(match_record *record);

/* --------------------------------------------------------- match_pdn.c */

/*
 * The PDN text of a finished game (a newly allocated string, free() it):
 * Event, Site, Date, Round, White, Black, Result, Termination, TimeControl.
 */
char *match_pdn_text(const match_record *record, const char *event, int64_t round,
                     const char *white, const char *black, const char *time_control);

/* ------------------------------------------------------------- match.c */

/* `checkers match`: argv[0] is "match". Returns an exit status. */
int cli_match(int argc, char **argv);

#endif /* CHECKERS_MATCH_H */
