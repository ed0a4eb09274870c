#!/bin/sh
# SPDX-License-Identifier: MIT
# dxp_test.sh - two `checkers dxp` over 127.0.0.1: one listens (on a free port
# the system chooses, printed, so that tests in parallel do not clash), the
# other connects and proposes two games, colours alternating; each writes the
# games as PDN. Both records must be equal, two games long, and pass
# `checkers pdn check`. Then the listener plays through `checkers hub` (--engine).
#
# Usage: dxp_test.sh PATH-TO-CHECKERS

set -u
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH-TO-CHECKERS" >&2
    exit 2
fi
bin=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/checkers-dxp-test.XXXXXX") || exit 2
listener=
trap 'test -n "$listener" && kill "$listener" 2>/dev/null; rm -rf "$tmp"' EXIT
failures=0

. "$(dirname "$0")/test_helpers.sh"

# Short games: a shallow search (at depth 4 the games end by the rules), and a draw after
# 100 moves each should one not.
common="--variant international --depth 4 --max-moves 100 --timeout 20"

listen follower $common --name Follower --pdn "$tmp/follower.pdn" || exit 1

"$bin" dxp --connect "127.0.0.1:$port" $common --games 2 --name Initiator \
    --pdn "$tmp/initiator.pdn" >"$tmp/initiator.out" 2>"$tmp/initiator.err" ||
    fail "the initiator's exit status $?"
wait "$listener" || fail "the follower's exit status $?"
listener=

for side in initiator follower; do
    games=$(grep -c '^game [0-9]*: ' "$tmp/$side.out")
    [ "$games" -eq 2 ] || { fail "$side reported $games games, not 2"; show "$side.out" "$side.err"; }
    [ -s "$tmp/$side.pdn" ] || { fail "$side wrote no PDN"; continue; }
    events=$(grep -c '^\[Event "DXP game"\]' "$tmp/$side.pdn")
    [ "$events" -eq 2 ] || fail "$side's PDN has $events games, not 2"
    "$bin" pdn check --variant international "$tmp/$side.pdn" >"$tmp/$side.check" 2>&1 ||
        { fail "$side's PDN does not pass checkers pdn check"; show "$side.check"; }
done
cmp -s "$tmp/initiator.pdn" "$tmp/follower.pdn" ||
    { fail "the two sides' PDN differ"; show initiator.pdn follower.pdn; }
# Colours alternate: the Initiator is White in game 1, Black in game 2.
grep -q '^\[White "Initiator"\]' "$tmp/initiator.pdn" || fail "the Initiator never played White"
grep -q '^\[Black "Initiator"\]' "$tmp/initiator.pdn" || fail "the Initiator never played Black"
grep -q '^\[Termination "' "$tmp/initiator.pdn" || fail "no Termination tag"

# --engine: the listener plays through `checkers hub`, a Hub engine in a process of its own,
# and sends the engine's name; at the same depth it plays the search's own moves.
if listen engine $common --engine "'$bin' hub" --pdn "$tmp/engine.pdn"; then
    "$bin" dxp --connect "127.0.0.1:$port" $common --name Initiator --pdn "$tmp/search.pdn" \
        >"$tmp/search.out" 2>"$tmp/search.err" || fail "the initiator's exit status $?"
    wait "$listener" || fail "the follower with --engine: exit status $?"
    listener=
    cmp -s "$tmp/engine.pdn" "$tmp/search.pdn" ||
        { fail "the engine's and the search's PDN differ"; show engine.pdn search.pdn engine.err; }
    grep -q '^\[Black "checkers"\]' "$tmp/search.pdn" ||
        { fail "the engine's name (its id) was not sent"; show search.pdn; }
    # The same game as the library's search played as the Follower in game 1.
    sed -n '/^1\./,/^$/p' "$tmp/search.pdn" >"$tmp/moves.engine"
    awk 'BEGIN { g = 0 } /^\[Event/ { g++ } g == 1' "$tmp/initiator.pdn" |
        sed -n '/^1\./,/^$/p' >"$tmp/moves.search"
    [ -s "$tmp/moves.engine" ] || fail "no moves in the game through checkers hub"
    cmp -s "$tmp/moves.engine" "$tmp/moves.search" ||
        { fail "through checkers hub the game differs from the search's own"; show moves.engine moves.search; }
fi

# The peer's clock: the GAMEREQ's time (here --clock-ms, 500 ms for the game) with a 200 ms
# margin, against a listener that thinks 3 s a move: its flag falls at its first move.
if listen slow --variant international --time 3000 --timeout 20 --name Slow \
    --pdn "$tmp/slow.pdn"; then
    "$bin" dxp --connect "127.0.0.1:$port" --variant international --depth 2 --minutes 1 \
        --clock-ms 500 --margin 200 --games 2 --name Clock --pdn "$tmp/clock.pdn" \
        >"$tmp/clock.out" 2>"$tmp/clock.err" || fail "the clocked initiator's exit status $?"
    wait "$listener"
    listener=
    grep -q '^\[Termination "time forfeit: the peer'"'"'s clock ran out (500 ms left, 200 ms margin)"\]$' \
        "$tmp/clock.pdn" || { fail "no time forfeit on the peer's clock"; show clock.pdn clock.out clock.err; }
    grep -Eq '^\[Result "(1-0|2-0)"\]$' "$tmp/clock.pdn" || fail "the slow Black peer did not lose"
    games=$(grep -c '^game [0-9]*: ' "$tmp/clock.out")
    [ "$games" -eq 1 ] || fail "after a time forfeit $games games, not 1 (the session stops)"
    grep -q '^peer says: error time forfeit' "$tmp/slow.err" ||
        { fail "the slow peer was not told why"; show slow.err; }
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "dxp: four games over 127.0.0.1, the records equal, a flag fallen"
