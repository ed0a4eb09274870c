/* SPDX-License-Identifier: MIT */
/*
 * match_stats.c - the match's statistics, from the first engine's side:
 *
 *   score      s = (W + D/2) / N
 *   Elo        the logistic difference that s means: -400 log10(1/s - 1)
 *   margin     the trinomial model: each game scores 1, 1/2 or 0; the
 *              variance of one game is (W(1-s)^2 + D(1/2-s)^2 + L s^2) / N,
 *              the score's standard error sqrt(variance / N); the margin is
 *              half the Elo distance between s - 1.96 e and s + 1.96 e
 *   LOS        1/2 (1 + erf((W - L) / sqrt(2 (W + L))))
 *   SPRT       the pentanomial model over opening pairs (each opening played
 *              with both colours): a pair scores 0, 1/4, 1/2, 3/4 or 1 a game;
 *              with their mean m and variance v over the N pairs, and s0, s1
 *              the scores elo0 and elo1 mean, the normal approximation of the
 *              log-likelihood ratio is N (s1 - s0) (2m - s0 - s1) / (2v),
 *              each of the five outcomes counted with half a pair more than
 *              were played (a Jeffreys prior), so that pairs that all scored
 *              alike still have a variance and a few pairs decide nothing
 */
#include <math.h>

#include "match.h"

#define MATCH_Z95 1.959963984540054 /* the two-sided 95% quantile of the normal law */
#define MATCH_PRIOR 0.5             /* the pairs each outcome starts with */

double match_stats_elo_of(double score)
{
    if (score <= 0.0)
        return -INFINITY;
    if (score >= 1.0)
        return INFINITY;
    return -400.0 * log10(1.0 / score - 1.0);
}

static double expected_score(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

void match_stats_elo(const match_score *score, match_elo *out)
{
    int64_t n = score->wins + score->draws + score->losses;
    double s, variance, error, decisive = (double)(score->wins + score->losses);

    out->games = n;
    out->score = out->elo = out->margin = out->draw_ratio = 0.0;
    out->los = 0.5;
    if (n == 0)
        return;
    s = ((double)score->wins + (double)score->draws / 2.0) / (double)n;
    out->score = s;
    out->elo = match_stats_elo_of(s);
    out->draw_ratio = (double)score->draws / (double)n;
    variance = ((double)score->wins * (1.0 - s) * (1.0 - s) +
                (double)score->draws * (0.5 - s) * (0.5 - s) + (double)score->losses * s * s) /
               (double)n;
    error = sqrt(variance / (double)n);
    if (s <= 0.0 || s >= 1.0) {
        out->margin = INFINITY; /* every game won, or lost: no bound on the difference */
    } else if (error > 0.0) {
        double low = s - MATCH_Z95 * error, high = s + MATCH_Z95 * error;
        if (low > 0.0 && high < 1.0)
            out->margin = (match_stats_elo_of(high) - match_stats_elo_of(low)) / 2.0;
        else
            out->margin = INFINITY;
    }
    if (decisive > 0)
        out->los = 0.5 * (1.0 + erf((double)(score->wins - score->losses) / sqrt(2.0 * decisive)));
}

/* Half the Elo width of the 95% interval of a mean score `s` with standard error `error`. */
static double margin_of(double s, double error)
{
    double low = s - MATCH_Z95 * error, high = s + MATCH_Z95 * error;
    if (s <= 0.0 || s >= 1.0 || low <= 0.0 || high >= 1.0)
        return INFINITY;
    return (match_stats_elo_of(high) - match_stats_elo_of(low)) / 2.0;
}

void match_stats_elo_pairs(const match_score *score, match_elo *out)
{
    double pairs = 0.0, mean = 0.0, variance = 0.0;
    match_stats_elo(score, out);
    for (int k = 0; k < 5; k++)
        pairs += (double)score->penta[k];
    out->games = (int64_t)(2 * pairs);
    out->score = out->elo = out->margin = 0.0;
    if (pairs == 0.0)
        return;
    for (int k = 0; k < 5; k++)
        mean += (double)score->penta[k] * (k / 4.0);
    mean /= pairs;
    for (int k = 0; k < 5; k++)
        variance += (double)score->penta[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
    variance /= pairs;
    out->score = mean;
    out->elo = match_stats_elo_of(mean);
    out->margin = variance > 0.0 || mean <= 0.0 || mean >= 1.0
                      ? margin_of(mean, sqrt(variance / pairs))
                      : 0.0;
}

double match_stats_llr(const match_score *score, double elo0, double elo1)
{
    double count[5], pairs = 0.0, mean = 0.0, variance = 0.0;
    double s0 = expected_score(elo0), s1 = expected_score(elo1);

    for (int k = 0; k < 5; k++)
        pairs += (double)score->penta[k];
    if (pairs == 0.0)
        return 0.0;
    /* Each outcome starts with half a pair (the Jeffreys prior): pairs that all scored alike
     * still have a variance, and the first few pairs cannot decide the test alone. */
    pairs = 0.0;
    for (int k = 0; k < 5; k++) {
        count[k] = (double)score->penta[k] + MATCH_PRIOR;
        pairs += count[k];
    }
    for (int k = 0; k < 5; k++)
        mean += count[k] * (k / 4.0);
    mean /= pairs;
    for (int k = 0; k < 5; k++)
        variance += count[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
    variance /= pairs;
    if (variance <= 0.0)
        return 0.0; /* every pair alike: nothing to weigh yet */
    return pairs * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance);
}

void match_stats_sprt_bounds(double alpha, double beta, double *lower, double *upper)
{
    *lower = log(beta / (1.0 - alpha));
    *upper = log((1.0 - beta) / alpha);
}
