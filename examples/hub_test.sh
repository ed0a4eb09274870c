#!/bin/sh
# SPDX-License-Identifier: MIT
# hub_test.sh - `checkers hub` driven through a pipe as a Hub GUI drives it:
# the handshake, a search in each of the 17 variants (its move checked by
# `checkers apply`), pos with moves=, every level form, go think / analyze /
# ponder with stop, ping and ponder-hit, refusals, and quitting when the input
# closes.
#
# Usage: hub_test.sh PATH-TO-CHECKERS

set -u
if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH-TO-CHECKERS" >&2
    exit 2
fi
bin=$1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/checkers-hub-test.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
failures=0

. "$(dirname "$0")/test_helpers.sh"

# ------------------------------------------------------------- handshake
printf 'hub\ninit\nquit\n' | "$bin" hub >"$tmp/hello" 2>&1 || fail "hub: exit status $?"
expect handshake '^id name=checkers version=[0-9.]+' "$tmp/hello"
expect handshake '^param name=variant value=english type=enum values="english .*international.*"$' \
    "$tmp/hello"
expect handshake '^param name=table-bits value=18 type=int min=10 max=26$' "$tmp/hello"
expect handshake '^wait$' "$tmp/hello"
expect handshake '^ready$' "$tmp/hello"
variants=$("$bin" variants | awk '{print $1}')
count=$(printf '%s\n' "$variants" | wc -l)
[ "$count" -eq 17 ] || fail "checkers variants lists $count variants, not 17"
for v in $variants; do
    grep -q "values=\".*\\b$v\\b" "$tmp/hello" || fail "the variant parameter does not offer $v"
done

# ------------------------------------------- a search in every variant
for v in $variants; do
    printf 'hub\nset-param name=variant value=%s\ninit\npos\nlevel depth=3\ngo think\n' "$v" |
        "$bin" hub >"$tmp/$v" 2>&1 || fail "$v: exit status $?"
    expect "$v" '^info depth=3 score=-?[0-9]+\.[0-9][0-9] nodes=[0-9]+ time=[0-9.]+ nps=[0-9.]+ pv="[0-9x -]+"$' \
        "$tmp/$v"
    move=$(sed -n 's/^done move=\([0-9x-]*\).*/\1/p' "$tmp/$v")
    if [ -z "$move" ]; then
        fail "$v: no done move= line"
        sed 's/^/    /' "$tmp/$v" >&2
    elif ! "$bin" apply --variant "$v" "$move" >/dev/null 2>&1; then
        fail "$v: the engine's move $move is not legal at the start"
    fi
done

# ------------------------------------------------- pos with moves=, refusals
start=Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww
cat >"$tmp/in" <<IN
hub
init
pos pos=$start moves="11-15 22-18"
level nodes=2000
go think
pos pos=$start moves="11-15 22-18 15x22x18"
level move-time=0.1
go think
pos pos=$start moves="11-15 22-18 15-11"
pos pos=Bxyz
level depth=99
level time=9223372036854775.807 inc=9223372036854775.807
frobnicate
ping
quit
IN
"$bin" hub <"$tmp/in" >"$tmp/out" 2>&1 || fail "pos: exit status $?"
# After 11-15 22-18, Black must take: 15x22 is the only move, played at once.
expect "moves=" '^done move=15x22x18$' "$tmp/out"
[ "$(grep -c '^done move=' "$tmp/out")" -eq 2 ] || fail "pos: not two done lines"
expect "bad move" '^error message="15-11: a man cannot move backwards' "$tmp/out"
expect "bad position" '^error message="bad position: ' "$tmp/out"
expect "bad level" '^error message="bad level"$' "$tmp/out"
# The second: times the library reads (up to 2^63-1 ms) but no clock needs, refused whole.
[ "$(grep -c '^error message="bad level"$' "$tmp/out")" -eq 2 ] || fail "level: a huge time taken"
expect "unknown command" '^error message="bad command: frobnicate"$' "$tmp/out"
expect ping '^pong$' "$tmp/out"

# ----------------------------------- analyze and ponder until told, ping meanwhile
{
    printf 'hub\nset-param name=variant value=international\ninit\npos\nlevel infinite\ngo analyze\n'
    sleep 1
    printf 'ping\n'
    sleep 1
    printf 'stop\npos\nlevel time=60 inc=1\ngo ponder\n'
    sleep 1
    printf 'ponder-hit\nquit\n'
} | "$bin" hub >"$tmp/analyze" 2>&1 || fail "analyze: exit status $?"
expect analyze '^pong$' "$tmp/analyze"
[ "$(grep -c '^done move=[0-9]' "$tmp/analyze")" -eq 2 ] || {
    fail "analyze, ponder: not two done lines"
    sed 's/^/    /' "$tmp/analyze" >&2
}
# `done` is held until stop: the pong comes before the first.
pong=$(grep -n '^pong$' "$tmp/analyze" | head -n 1 | cut -d: -f1)
done1=$(grep -n '^done' "$tmp/analyze" | head -n 1 | cut -d: -f1)
[ -n "$pong" ] && [ -n "$done1" ] && [ "$pong" -lt "$done1" ] ||
    fail "analyze: done came before stop"
expect ponder '^done move=[0-9]+-[0-9]+ ponder=[0-9]+-[0-9]+$' "$tmp/analyze"

# ------------------------- an increment alone is time to spend on this move
# Hub adds the increment before every move, so `time=0 inc=S` leaves S.
{
    printf 'hub\nset-param name=variant value=international\ninit\npos\nlevel time=0 inc=0.4\ngo think\n'
    # The ping waits for the move (up to 30 s, for a busy machine); an engine waiting
    # for stop would answer it first.
    i=0
    while ! grep -q '^done' "$tmp/increment" 2>/dev/null && [ $i -lt 300 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    printf 'ping\nquit\n'
} | "$bin" hub >"$tmp/increment" 2>&1 || fail "increment: exit status $?"
pong=$(grep -n '^pong$' "$tmp/increment" | head -n 1 | cut -d: -f1)
done1=$(grep -n '^done move=' "$tmp/increment" | head -n 1 | cut -d: -f1)
[ -n "$pong" ] && [ -n "$done1" ] && [ "$done1" -lt "$pong" ] || {
    fail "increment: no move within the increment"
    sed 's/^/    /' "$tmp/increment" >&2
}

# ------------------------------------------------ quits when its input closes
printf 'hub\ninit\npos\nlevel depth=2\ngo think\n' | "$bin" hub >"$tmp/eof" 2>&1 ||
    fail "eof: exit status $?"
expect eof '^done move=' "$tmp/eof"

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "hub_test: all checks passed"
