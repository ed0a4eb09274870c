#!/bin/sh
# SPDX-License-Identifier: MIT
# match_dxp_test.sh - `checkers match` with a DXP engine: `checkers dxp
# --listen` (on a free port the system chooses, printed, so that tests in
# parallel do not clash) is engine B, `checkers hub` engine A. A short match
# over one connection (a GAMEREQ a game): both games recorded, valid PDN,
# ended by the rules, the listener's own records agreeing. Then the
# referee's clock: a listener that thinks 3 s a move against --st 0.2 loses
# each game on time, and the match goes on to the next game on the same
# connection.
#
# Usage: match_dxp_test.sh PATH-TO-CHECKERS

set -u
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH-TO-CHECKERS" >&2
    exit 2
fi
bin=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/checkers-match-dxp-test.XXXXXX") || exit 2
listener=
trap 'test -n "$listener" && kill "$listener" 2>/dev/null; rm -rf "$tmp"' EXIT
failures=0

. "$(dirname "$0")/test_helpers.sh"

# A short match by the rules: depth 3 on both sides, a draw after 60 moves each at the most.
listen rules --variant english --depth 3 --max-moves 60 --timeout 20 --name Listener \
    --pdn "$tmp/listener.pdn" || exit 1
"$bin" match --engine name=A cmd="$bin hub" --engine name=B dxp="127.0.0.1:$port" \
    --games 2 --depth 3 --maxmoves 60 --pdn "$tmp/games.pdn" --verbose \
    >"$tmp/out" 2>"$tmp/err" || { fail "rules: exit status $?"; show out; }
wait "$listener" || { fail "rules: the listener's exit status $?"; show rules.err; }
listener=
count rules '^\[Event "checkers match"\]$' "$tmp/games.pdn" 2
count rules '^Finished game [12] ' "$tmp/out" 2
expect rules '^\[White "B"\]$' "$tmp/games.pdn"
expect rules '^\[Black "B"\]$' "$tmp/games.pdn"
count rules '^\[Termination "(rules|adjudication): ' "$tmp/games.pdn" 2
expect rules '^  Endings: (rules|adjudication) ' "$tmp/out"
# One connection: a GAMEREQ per game (B Black in game 1, White in game 2), each answered,
# and a GAMEEND exchanged at each game's end.
count rules '^B < R01' "$tmp/err" 2
expect rules '^B < R01A {31}Z' "$tmp/err"
expect rules '^B < R01A {31}W' "$tmp/err"
count rules '^B > ALis' "$tmp/err" 2
count rules '^B < E' "$tmp/err" 2
count rules '^B > E' "$tmp/err" 2
"$bin" pdn check --variant english "$tmp/games.pdn" >"$tmp/check" 2>&1 ||
    { fail "rules: pdn check refuses the games"; show check games.pdn; }
# The listener saw the same games: the same moves in the same order.
count rules '^game [12]: Listener ' "$tmp/rules.out" 2
sed -n '/^1\./,/^$/p' "$tmp/games.pdn" | sed 's/ *{[^}]*}//g' | tr -s ' \n' '  ' |
    sed 's/[0-9]*\.\.\. //g' >"$tmp/moves.match"
sed -n '/^1\./,/^$/p' "$tmp/listener.pdn" | tr -s ' \n' '  ' >"$tmp/moves.listener"
cmp -s "$tmp/moves.match" "$tmp/moves.listener" ||
    { fail "rules: the listener's games differ from the match's"; show moves.match moves.listener; }

# Time: the listener thinks 3 s a move; --st 0.2 with a 1500 ms margin is its limit. The
# margin is wide because it binds A too, a real 200 ms search that a busy machine can
# stretch past 250 ms; 1.7 s still lies far below the listener's 3 s.
listen time --variant english --time 3000 --timeout 20 --name Slow || exit 1
"$bin" match --engine name=A cmd="$bin hub" --engine name=B dxp="127.0.0.1:$port" \
    --games 2 --st 0.2 --margin 1500 --pdn "$tmp/time.pdn" >"$tmp/time" 2>&1 ||
    { fail "time: exit status $?"; show time; }
wait "$listener" || { fail "time: the listener's exit status $?"; show time.err; }
listener=
count time '^\[Termination "time forfeit: B did not answer within 1700 ms"\]$' "$tmp/time.pdn" 2
count time '^Finished game [12] .*time forfeit: B ' "$tmp/time" 2
expect time '^  W/D/L: 2/0/0 \(A' "$tmp/time"
"$bin" pdn check --variant english "$tmp/time.pdn" >"$tmp/check" 2>&1 ||
    { fail "time: pdn check refuses the games"; show check time.pdn; }
# The listener was told why before the GAMEEND.
expect time '^peer says: referee: time forfeit: B ' "$tmp/time.err"

# A bad address is a usage error, not a failed game.
"$bin" match --engine name=A cmd="$bin hub" --engine name=B dxp=nowhere --depth 1 \
    >"$tmp/usage" 2>&1
[ $? -eq 2 ] || fail "dxp=nowhere: not a usage error"
expect usage 'bad dxp= address' "$tmp/usage"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "match with a DXP engine: 4 games over 127.0.0.1, records agreeing, time forfeits named"
