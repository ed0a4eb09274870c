#!/bin/sh
# SPDX-License-Identifier: MIT
# match_test.sh - `checkers match` against real processes: the library's own
# engine (`checkers hub`) playing both sides, and bad_engine misbehaving in
# each of its ways. Outcomes never depend on the machine's speed: searches
# are by depth, and the engines that fail never answer in time at all (a
# stall, a search that only ends at `stop`), so any time limit is passed.
#
# Usage: match_test.sh PATH-TO-CHECKERS PATH-TO-BAD-ENGINE GROUP
#   GROUP: english | international | failures | norecover

set -u
if [ $# -ne 3 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
    echo "usage: $0 PATH-TO-CHECKERS PATH-TO-BAD-ENGINE GROUP" >&2
    exit 2
fi
bin=$1
bad=$2
group=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/checkers-match-test.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
failures=0

. "$(dirname "$0")/test_helpers.sh"

case $group in
english)
    # Ballots, two at a time, every game valid PDN, the report's numbers.
    "$bin" match --engine name=Alpha cmd="$bin hub" --engine name=Beta cmd="$bin hub" \
        --ballots 3move --openings order=random --seed 7 --games 6 --depth 2 \
        --concurrency 2 --pdn "$tmp/games.pdn" >"$tmp/out" 2>"$tmp/err" ||
        fail "english: exit status $?"
    count english '^\[Event "checkers match"\]$' "$tmp/games.pdn" 6
    count english '^Finished game [1-6] ' "$tmp/out" 6
    expect english '^\[White "(Alpha|Beta)"\]$' "$tmp/games.pdn"
    expect english '^\[Termination "rules: ' "$tmp/games.pdn"
    expect english '^\[TimeControl "depth=2"\]$' "$tmp/games.pdn"
    # The ballot's three moves, played by no engine: no comments after them.
    expect english '^1\. [0-9]+-[0-9]+ [0-9]+-[0-9]+ 2\. [0-9]+-[0-9]+ ' "$tmp/games.pdn"
    expect english '\{[+-][0-9]+\.[0-9][0-9]/2 [0-9]+\.[0-9]{3}s\}' "$tmp/games.pdn"
    expect english '^Openings in random order, seed 7$' "$tmp/out"
    expect english '^  W/D/L: [0-9]+/[0-9]+/[0-9]+ \(Alpha' "$tmp/out"
    expect english '^  Score: [0-9.]+%  Elo: ' "$tmp/out"
    expect english '^  Pentanomial .*: [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+$' "$tmp/out"
    "$bin" pdn check "$tmp/games.pdn" >"$tmp/check" 2>&1 || {
        fail "english: pdn check refuses the games"
        cat "$tmp/check" >&2
    }
    # SPRT: the first legal move against a search, every pair the same, stops H0 accepted
    # long before 200 games.
    "$bin" match --engine name=First cmd="$bad good" --engine name=Hub cmd="$bin hub" \
        --games 200 --depth 3 --sprt elo0=0 elo1=50 alpha=0.05 beta=0.05 >"$tmp/sprt" 2>&1 ||
        fail "sprt: exit status $?"
    expect sprt '^SPRT: LLR -[0-9.]+ crosses -2\.944: H0 accepted$' "$tmp/sprt"
    expect sprt '^  SPRT \(elo0=0 elo1=50 alpha=0.05 beta=0.05\): LLR -[0-9.]+ \[-2\.944, 2\.944\] H0 accepted$' "$tmp/sprt"
    games=$(grep -c '^Finished game ' "$tmp/sprt")
    if [ "$games" -lt 2 ] || [ "$games" -ge 200 ]; then
        fail "sprt: $games games played"
    fi
    # The same seed, the same openings in the same order.
    "$bin" match --engine name=Alpha cmd="$bin hub" --engine name=Beta cmd="$bin hub" \
        --ballots 3move --openings order=random --seed 7 --games 2 --depth 1 \
        --pdn "$tmp/again.pdn" >/dev/null 2>&1 || fail "english again: exit status $?"
    first=$(grep -m1 '^\[Round "1"\]' -A20 "$tmp/games.pdn" | grep -m1 '^1\. ' | cut -d' ' -f1-3)
    again=$(grep -m1 '^1\. ' "$tmp/again.pdn" | cut -d' ' -f1-3)
    if [ -z "$first" ] || [ "$first" != "$again" ]; then
        fail "seed 7 gave '$first', then '$again'"
    fi
    ;;
international)
    # A 10x10 variant, a move limit, a draw by score; the engine told its variant.
    "$bin" match --variant international --engine name=A cmd="$bin hub" \
        --engine name=B cmd="$bin hub" option.table-bits=12 --games 2 --depth 2 \
        --maxmoves 30 --pdn "$tmp/games.pdn" --verbose >"$tmp/out" 2>"$tmp/err" ||
        fail "international: exit status $?"
    count international '^\[GameType "20' "$tmp/games.pdn" 2
    expect international '^B < set-param name=table-bits value=12$' "$tmp/err"
    expect international '^A < set-param name=variant value=international$' "$tmp/err"
    expect international '^A < pos pos=[WB][wbWBe]{50}' "$tmp/err"
    expect international '^A < level depth=2$' "$tmp/err"
    expect international '^\[Termination "(rules|adjudication): ' "$tmp/games.pdn"
    "$bin" pdn check "$tmp/games.pdn" >"$tmp/check" 2>&1 || {
        fail "international: pdn check refuses the games"
        cat "$tmp/check" >&2
    }
    # Openings from a file of FENs, then from a PDN file, in file order.
    {
        echo "# two openings"
        "$bin" apply --variant international 32-28 19-23 | head -1
        echo
        "$bin" apply --variant international 33-29 17-22 | head -1
    } >"$tmp/openings.fen"
    "$bin" match --variant international --engine name=A cmd="$bin hub" \
        --engine name=B cmd="$bin hub" --games 4 --depth 1 --maxmoves 10 \
        --openings file="$tmp/openings.fen" --pdn "$tmp/fen.pdn" >"$tmp/out" 2>&1 ||
        fail "fen openings: exit status $?"
    count "fen openings" '^\[FEN "W:W28,31,33' "$tmp/fen.pdn" 2
    count "fen openings" '^\[FEN "W:W29,31,32' "$tmp/fen.pdn" 2
    "$bin" pdn check "$tmp/fen.pdn" >/dev/null 2>&1 || fail "fen openings: pdn check"
    printf '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 *\n' >"$tmp/openings.pdn"
    "$bin" match --variant international --engine name=A cmd="$bin hub" \
        --engine name=B cmd="$bin hub" --games 2 --depth 1 --maxmoves 10 \
        --openings file="$tmp/openings.pdn" --pdn "$tmp/book.pdn" >"$tmp/out" 2>&1 ||
        fail "pdn openings: exit status $?"
    count "pdn openings" '^1\. 32-28 19-23 2\. 28x19 14x23 ' "$tmp/book.pdn" 2
    # An option's name and value written as Hub quotes them; one no line can carry refused.
    "$bin" match --engine name=A cmd="$bin hub" --engine name=B cmd="$bin hub" \
        'option.my note=a b=c' --games 2 --depth 1 --verbose >/dev/null 2>"$tmp/err" ||
        fail "quoted option: exit status $?"
    expect "quoted option" '^B < set-param name="my note" value="a b=c"$' "$tmp/err"
    "$bin" match --engine name=A cmd="$bin hub" --engine name=B cmd="$bin hub" \
        'option.note=a "b"' --depth 1 >/dev/null 2>"$tmp/err"
    [ $? -eq 2 ] || fail "an option with a quote was not refused"
    expect "option with a quote" 'no Hub line can carry' "$tmp/err"
    # An opening of another variant is refused.
    "$bin" match --engine name=A cmd="$bin hub" --engine name=B cmd="$bin hub" --depth 1 \
        --openings file="$tmp/openings.pdn" >/dev/null 2>"$tmp/err"
    [ $? -eq 2 ] || fail "an international opening in an english match was not refused"
    # The variant named from an engine's `param name=variant` line as a wrapper rewrites it:
    # a list of 600 bytes before the name the match needs, then a parameter that is not an
    # enum (its values say nothing: the library's name is sent).
    pad=$(for i in $(seq 100 219); do printf 'v%s ' "$i"; done)
    for kind in long string; do
        case $kind in
        long) param="param name=variant value=english type=enum values=\"${pad}international\"" ;;
        string) param='param name=variant value=english type=string values="normal killer"' ;;
        esac
        cat >"$tmp/$kind.sh" <<EOF
#!/bin/sh
"$bin" hub | while IFS= read -r line; do
    case "\$line" in
    "param name=variant "*) printf '%s\n' '$param' ;;
    *) printf '%s\n' "\$line" ;;
    esac
done
EOF
        "$bin" match --variant international --engine name=W cmd="sh $tmp/$kind.sh" \
            --engine name=B cmd="$bin hub" --games 2 --depth 1 --maxmoves 5 --verbose \
            >"$tmp/out" 2>"$tmp/err" || fail "$kind variant list: exit status $?"
        expect "$kind variant list" '^W < set-param name=variant value=international$' "$tmp/err"
        count "$kind variant list" '^Finished game [12] .*\{(rules|adjudication)' "$tmp/out" 2
    done
    ;;
failures)
    # Each failure loses its game with its reason, and the match goes on.
    run() { # MODE N EXTRA-OPTIONS...
        mode=$1
        n=$2
        shift 2
        "$bin" match --engine name=Bad cmd="$bad $mode $n" --engine name=Good cmd="$bin hub" \
            --games 2 --recover --pdn "$tmp/$mode.pdn" "$@" >"$tmp/$mode.out" \
            2>"$tmp/$mode.err" || fail "$mode: exit status $?"
        count "$mode" '^\[Event ' "$tmp/$mode.pdn" 2
        "$bin" pdn check "$tmp/$mode.pdn" >"$tmp/check" 2>&1 || {
            fail "$mode: pdn check refuses the games"
            cat "$tmp/check" >&2
        }
        expect "$mode" '^  W/D/L: 0/0/2 \(Bad' "$tmp/$mode.out"
    }
    run illegal 3 --depth 1
    count illegal '^\[Termination "illegal move: Bad played .[0-9]+-[0-9]+.: ' "$tmp/illegal.pdn" 2
    run crash 4 --depth 1
    count crash '^\[Termination "crash: Bad killed by signal 9' "$tmp/crash.pdn" 2
    run garbage 2 --depth 1
    count garbage '^\[Termination "garbage: Bad unreadable line' "$tmp/garbage.pdn" 2
    run badtext 2 --depth 1
    count badtext "^\\[Termination \"garbage: Bad played 'banana'" "$tmp/badtext.pdn" 2
    run badquote 2 --depth 1
    count badquote '^\[Termination "garbage: Bad unreadable line' "$tmp/badquote.pdn" 2
    # The timeouts bind Good too: wide enough for a busy machine to start it and let it move.
    run stall 3 --depth 1 --stall-timeout 4000
    count stall '^\[Termination "stall: Bad no move after [0-9]+ ms"\]$' "$tmp/stall.pdn" 2
    run slowstart 8000 --depth 1 --start-timeout 5000
    count slowstart '^\[Termination "failed start: Bad no wait within 5000 ms"\]$' \
        "$tmp/slowstart.pdn" 2
    # Searches until stop, then answers twice: a time loss, and the stray move is not
    # taken for the next game's answer (the second game is lost on time too, not by
    # an illegal move).
    # The margin is wide so that Good, a real search spending a share of its clock, never
    # loses on time first on a busy machine.
    # The limit is Bad's clock plus the margin: 2000 ms less what its first move took
    # (a first move slowed by a busy machine leaves less).
    run late 2 --tc 1.5+0 --margin 500
    count late '^\[Termination "time forfeit: Bad did not answer within ([1-9][0-9]{0,2}|1[0-9]{3}|2000) ms"\]$' \
        "$tmp/late.pdn" 2
    expect late '^Finished game 2 ' "$tmp/late.out"
    ;;
norecover)
    # Without --recover a crash ends the match after its game, with exit status 1.
    "$bin" match --engine name=Bad cmd="$bad crash 2" --engine name=Good cmd="$bin hub" \
        --games 4 --depth 1 >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 1 ] || fail "norecover: exit status $status, not 1"
    count norecover '^Finished game ' "$tmp/out" 1
    expect norecover 'Bad failed; stopping' "$tmp/err"
    # An engine that cannot be started at all: its command is not found.
    "$bin" match --engine name=Nobody cmd="$tmp/no-such-engine" --engine name=Good \
        cmd="$bin hub" --games 2 --depth 1 --recover >"$tmp/out2" 2>&1 ||
        fail "missing engine: exit status $?"
    count missing '^Finished game [12] .*failed start: Nobody exited with status 127' \
        "$tmp/out2" 2
    # An engine whose variants leave the match's out: it is not started for a game of
    # another variant (Turkish, in no name Bad lists).
    "$bin" match --variant turkish --engine name=Bad cmd="$bad crash 99" --engine name=Good \
        cmd="$bin hub" --games 2 --depth 1 --recover >"$tmp/out4" 2>&1 ||
        fail "variant not played: exit status $?"
    count "variant not played" \
        '^Finished game [12] .*failed start: Bad does not play turkish \(its variants: english international russian brazilian frisian\)' \
        "$tmp/out4" 2
    # An opening already over is played by no engine, even one that cannot start.
    printf '[FEN "B:W18:B14"]\n1. 14x23 *\n' >"$tmp/over.pdn"
    "$bin" match --engine name=Nobody cmd="$tmp/no-such-engine" --engine name=Good \
        cmd="$bin hub" --openings file="$tmp/over.pdn" --depth 1 >"$tmp/out3" 2>&1 ||
        fail "opening over: exit status $?"
    count "opening over" '^Finished game [12] .*0-1 \{rules: black wins \(white has no pieces\)\}$' \
        "$tmp/out3" 2
    # Usage errors.
    "$bin" match --engine name=A cmd="$bin hub" --depth 1 >/dev/null 2>&1
    [ $? -eq 2 ] || fail "one engine: not a usage error"
    "$bin" match --engine name=A dxp=127.0.0.1 --engine name=B cmd="$bin hub" \
        --depth 1 >/dev/null 2>"$tmp/dxp"
    [ $? -eq 2 ] || fail "dxp= without a port: not a usage error"
    # A DXP engine nobody plays (port 1: no listener) is a failed start, not a usage error.
    "$bin" match --engine name=A dxp=127.0.0.1:1 --engine name=B cmd="$bin hub" \
        --depth 1 >"$tmp/dxp" 2>&1
    [ $? -eq 1 ] || fail "dxp=127.0.0.1:1: exit status not 1"
    expect "dxp nobody" '^Finished game 1 .*\{failed start: A cannot connect to 127\.0\.0\.1:1: ' \
        "$tmp/dxp"
    "$bin" match --engine cmd="$bin hub" --engine cmd="$bin hub" --tc 1+x >/dev/null 2>&1
    [ $? -eq 2 ] || fail "bad tc: not a usage error"
    ;;
*)
    echo "unknown group $group" >&2
    exit 2
    ;;
esac

if [ "$failures" -ne 0 ]; then
    exit 1
fi
echo "match $group: all checks passed"
