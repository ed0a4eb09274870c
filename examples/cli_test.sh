#!/bin/sh
# SPDX-License-Identifier: MIT
# cli_test.sh - smoke tests of the `checkers` command-line program.
#
# Usage: cli_test.sh PATH-TO-CHECKERS [GROUP...]
# Groups: perft moves captures apply errors batch play endgames diagrams pdn
# (default: all).
# Prints what failed on stderr; exits 0 only if every check passed.

set -u

if [ $# -lt 1 ]; then
    echo "usage: $0 PATH-TO-CHECKERS [GROUP...]" >&2
    exit 2
fi
bin=$1
shift
if [ ! -x "$bin" ]; then
    echo "$0: $bin is not an executable" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/checkers-cli-test.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
failures=0
checks=0
nl='
'

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# run [--stdin TEXT] ARGS...: runs the program; stdout in $tmp/out, stderr in
# $tmp/err, the exit status in $rc.
run() {
    checks=$((checks + 1))
    if [ "${1-}" = --stdin ]; then
        input=$2
        shift 2
        printf '%s' "$input" | "$bin" "$@" >"$tmp/out" 2>"$tmp/err"
        rc=$?
    else
        "$bin" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
        rc=$?
    fi
}

# expect_rc CODE DESCRIPTION: checks the exit status of the last run.
expect_rc() {
    if [ "$rc" -ne "$1" ]; then
        fail "$2: exit status $rc, expected $1 (stderr: $(cat "$tmp/err"))"
        return 1
    fi
    return 0
}

# expect_out TEXT DESCRIPTION: checks the whole stdout of the last run.
expect_out() {
    printf '%s\n' "$1" >"$tmp/expected"
    if ! cmp -s "$tmp/expected" "$tmp/out"; then
        fail "$2: output differs${nl}--- expected${nl}$1${nl}--- got${nl}$(cat "$tmp/out")"
    fi
}

# expect_sorted_out TEXT DESCRIPTION: stdout has the lines of TEXT, in any order.
expect_sorted_out() {
    printf '%s\n' "$1" | sort >"$tmp/expected"
    sort "$tmp/out" >"$tmp/sorted"
    if ! cmp -s "$tmp/expected" "$tmp/sorted"; then
        fail "$2: output differs${nl}--- expected (any order)${nl}$1${nl}--- got${nl}$(cat "$tmp/out")"
    fi
}

# expect_line TEXT DESCRIPTION: stdout has the line TEXT.
expect_line() {
    if ! grep -qxF -- "$1" "$tmp/out"; then
        fail "$2: no line '$1' in the output${nl}$(cat "$tmp/out")"
    fi
}

# expect_one_error_line DESCRIPTION: stderr is exactly one non-empty line.
expect_one_error_line() {
    if [ "$(wc -l <"$tmp/err")" -ne 1 ] || [ ! -s "$tmp/err" ]; then
        fail "$1: expected one line on stderr, got:${nl}$(cat "$tmp/err")"
    fi
}

start_moves='11-15
11-16
12-16
10-14
10-15
9-13
9-14'

group_perft() {
    run perft 4
    expect_rc 0 "perft 4" && expect_out 'perft(4) = 1469' "perft 4"
    run perft 0
    expect_rc 0 "perft 0" && expect_out 'perft(0) = 1' "perft 0"
    run perft 1
    expect_rc 0 "perft 1" && expect_out 'perft(1) = 7' "perft 1"
    run perft --variant english --fen "B:W21-32:B1-12" 3
    expect_rc 0 "perft --fen 3" && expect_out 'perft(3) = 302' "perft --fen 3"
    # The start's perft(3), 302, under each of its seven moves.
    run perft --divide 3
    expect_rc 0 "perft --divide 3" && expect_out '9-13: 48
9-14: 40
10-14: 40
10-15: 40
11-15: 40
11-16: 47
12-16: 47
perft(3) = 302' "perft --divide 3"
    run perft --divide 0
    expect_rc 0 "perft --divide 0" && expect_out 'perft(0) = 1' "perft --divide 0"
    # Every landing square written, as moves writes it: two routes never read alike.
    run perft --fen "B:W9,18:B5" --divide 1
    expect_rc 0 "perft --divide, a capture" &&
        expect_out '5x14x23: 1
perft(1) = 1' "perft --divide, a capture"
}

group_moves() {
    run moves
    expect_rc 0 "moves" && expect_sorted_out "$start_moves" "moves"
    run moves --variant english
    expect_rc 0 "moves --variant english" &&
        expect_sorted_out "$start_moves" "moves --variant english"
}

group_captures() {
    run moves --fen "B:W6,7,8,14,15,16,22,23,24:BK2"
    if expect_rc 0 "moves of the king on 2"; then
        for capture in 2x11x4 2x9x18x11x4 2x9x18x27x20x11x4; do
            expect_line "$capture" "moves of the king on 2"
        done
        if [ -n "$(sort "$tmp/out" | uniq -d)" ]; then
            fail "moves of the king on 2: a move is listed twice${nl}$(cat "$tmp/out")"
        fi
        if grep -qv '^2x' "$tmp/out"; then
            fail "moves of the king on 2: not all moves are captures from 2${nl}$(cat "$tmp/out")"
        fi
    fi
}

group_apply() {
    # Under claim rules, the status says when a draw can be claimed.
    run apply --draws wcdf --fen B:WK28:BK1 1-6 28-32 6-1 32-28 1-6 28-32 6-1 32-28
    expect_rc 0 "apply, a claimable repetition" && expect_out \
        "B:WK28:BK1${nl}ongoing (a draw can be claimed: repetition)" "apply, a claimable repetition"
    # --draws default is the variant's own rules: International draws at the
    # third repetition, as with no --draws; the online preset needs five.
    for draws in "" "--draws default" "--draws online"; do
        # shellcheck disable=SC2086
        run apply --variant international --fen W:WK46:BK3 $draws \
            46-41 3-9 41-46 9-3 46-41 3-9 41-46 9-3
        expected="draw (repetition)"
        [ "$draws" = "--draws online" ] && expected=ongoing
        expect_rc 0 "apply $draws, international" && expect_out \
            "W:WK46:BK3${nl}$expected" "apply $draws, international repetition"
    done
    run apply --draws fide
    if expect_rc 2 "apply --draws fide" &&
        ! grep -q "known are default, online, wcdf, bga, none" "$tmp/err"; then
        fail "apply --draws fide: the presets are not listed: $(cat "$tmp/err")"
    fi
    run apply --variant breakthrough --fen W:W6:B40 6-1
    expect_rc 0 "apply, breakthrough" && expect_out "B:WK1:B40${nl}white wins (crowned first)" \
        "apply, breakthrough"
    # A refusal names squares as the variant writes them: algebraically in Russian and Turkish.
    for refused in russian:b6-b4:b6 turkish:c5-c3:c5; do
        variant=${refused%%:*} move=${refused#*:} square=${refused##*:}
        move=${move%:*}
        run apply --variant "$variant" "$move"
        grep -q "(square $square)" "$tmp/err" ||
            fail "apply --variant $variant $move: the square is not $square: $(cat "$tmp/err")"
    done
    # After two moves Black is to move again: the FEN starts with "B:".
    run apply 11-15 23-19
    expect_rc 0 "apply 11-15 23-19" && expect_out \
        "B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15${nl}ongoing" \
        "apply 11-15 23-19"
    run apply
    expect_rc 0 "apply (no move)" && expect_out \
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12${nl}ongoing" \
        "apply (no move)"
    # Black takes White's last piece.
    run apply --fen "B:W18:B14" 14x23
    if expect_rc 0 "apply 14x23"; then
        if [ "$(sed -n 2p "$tmp/out")" != "black wins (white has no pieces)" ]; then
            fail "apply 14x23: status line is '$(sed -n 2p "$tmp/out")'"
        fi
    fi
    # White's last man is blocked by Black's men.
    run apply --fen "W:W32:B23,27,K28"
    expect_rc 0 "apply (White blocked)" && expect_out \
        "W:W32:B23,27,K28${nl}black wins (white has no moves)" "apply (White blocked)"
}

group_errors() {
    run apply 11-15 23-19 15-19
    expect_rc 1 "illegal move" && expect_one_error_line "illegal move"
    if ! grep -q '^checkers: illegal move 3 (15-19): ' "$tmp/err"; then
        fail "illegal move: stderr is '$(cat "$tmp/err")'"
    fi
    run apply 11-15 22-18 15-19
    expect_rc 1 "must capture"
    if ! grep -q '^checkers: illegal move 3 (15-19): .*15x22' "$tmp/err"; then
        fail "must capture: the hint 15x22 is missing: '$(cat "$tmp/err")'"
    fi
    run apply 11-15 23-19 15-19 9-14
    expect_rc 1 "illegal move: no output"
    if [ -s "$tmp/out" ]; then
        fail "illegal move: stdout is not empty: $(cat "$tmp/out")"
    fi

    # Every command has its own help.
    for command in play moves perft apply variants; do
        run "$command" --help
        expect_rc 0 "$command --help"
        if ! grep -q "^Usage: checkers $command " "$tmp/out" || ! grep -q "^  $command" "$tmp/out"; then
            fail "$command --help: not its own help: $(head -3 "$tmp/out")"
        fi
    done
    for command in "pdn check" "pdn write" "svg" "ballots"; do
        run $command --help
        expect_rc 0 "$command --help"
        if ! grep -q "^Usage: checkers ${command%% *}" "$tmp/out"; then
            fail "$command --help: no usage: $(head -3 "$tmp/out")"
        fi
    done

    # What the user typed comes back short and escaped, never verbatim.
    long=$(head -c 100000 /dev/zero | tr '\0' '1')
    run apply "$long"
    expect_rc 1 "a 100 KB move" && expect_one_error_line "a 100 KB move"
    if [ "$(wc -c < "$tmp/err")" -gt 300 ] || ! grep -q '^checkers: illegal move 1 (1111.*\.\.\.)' "$tmp/err"; then
        fail "a 100 KB move: the error line is not a short excerpt: $(head -c 200 "$tmp/err")"
    fi
    run apply "$(printf '11-15\033[2J')"
    expect_rc 1 "a move with control bytes"
    if ! grep -q '(11-15\\x1b\[2J)' "$tmp/err"; then
        fail "a move with control bytes: not escaped: $(cat -v "$tmp/err")"
    fi
    run perft 65
    expect_rc 2 "perft 65"
    if ! grep -q "bad depth '65': at most 64" "$tmp/err"; then
        fail "perft 65: the limit is not said: $(cat "$tmp/err")"
    fi

    run moves --fen "X:W21-32:B1-12"
    expect_rc 2 "bad FEN" && expect_one_error_line "bad FEN"
    run apply --fen "B:W21-32:B1-12,99" 11-15
    expect_rc 2 "bad FEN square" && expect_one_error_line "bad FEN square"
    run moves --variant no-such-variant
    expect_rc 2 "unknown variant" && expect_one_error_line "unknown variant"
    if ! grep -q 'english' "$tmp/err"; then
        fail "unknown variant: the known names are not listed: '$(cat "$tmp/err")'"
    fi
    run perft --variant no-such-variant 1
    expect_rc 2 "unknown variant (perft)"

    run perft
    expect_rc 2 "perft without a depth" && expect_one_error_line "perft without a depth"
    run perft x
    expect_rc 2 "perft x" && expect_one_error_line "perft x"
    run perft -- -1
    expect_rc 2 "perft -1"
    run frobnicate
    expect_rc 2 "unknown command" && expect_one_error_line "unknown command"
    run moves --frobnicate
    expect_rc 2 "unknown option" && expect_one_error_line "unknown option"
    run perft --batch 2
    expect_rc 2 "perft --batch" && expect_one_error_line "perft --batch"
    run moves --notation algebraic
    expect_rc 2 "english in algebraic notation" && expect_one_error_line "algebraic english"
    run moves --fen
    expect_rc 2 "--fen without a value" && expect_one_error_line "--fen without a value"
    run
    expect_rc 2 "no command"

    for help in --help help "moves --help"; do
        # shellcheck disable=SC2086 # split "moves --help" in two arguments
        run $help
        if expect_rc 0 "$help" && ! grep -q '^Usage: checkers' "$tmp/out"; then
            fail "$help: no usage"
        fi
    done
    run --version
    if expect_rc 0 "--version" && ! grep -q '^checkers [0-9][0-9.]*\(-dev\)\{0,1\}$' "$tmp/out"; then
        fail "--version: '$(cat "$tmp/out")'"
    fi
    run variants
    if expect_rc 0 "variants" && ! grep -q '^english[ 	]' "$tmp/out"; then
        fail "variants: no english line: '$(cat "$tmp/out")'"
    fi
}

group_batch() {
    run --stdin "B:W21-32:B1-12${nl}B:W6,7,8,14,15,16,22,23,24:BK2${nl}B:W20:B${nl}" moves --batch
    if expect_rc 0 "moves --batch"; then
        if [ "$(wc -l <"$tmp/out")" -ne 3 ]; then
            fail "moves --batch: expected 3 lines, got:${nl}$(cat "$tmp/out")"
        fi
        first=$(sed -n 1p "$tmp/out" | tr ' ' '\n' | sort | tr '\n' ' ')
        want=$(printf '%s\n' "$start_moves" | sort | tr '\n' ' ')
        [ "$first" = "$want" ] || fail "moves --batch: line 1 is '$(sed -n 1p "$tmp/out")'"
        for capture in 2x11x4 2x9x18x11x4 2x9x18x27x20x11x4; do
            sed -n 2p "$tmp/out" | tr ' ' '\n' | grep -qxF "$capture" ||
                fail "moves --batch: $capture missing from line 2"
        done
        [ -z "$(sed -n 3p "$tmp/out")" ] ||
            fail "moves --batch: line 3 (no moves) is '$(sed -n 3p "$tmp/out")'"
    fi
    run --stdin "B:W21-32:B1-12${nl}nonsense${nl}${nl}# a comment${nl}B:W21-32:B1-12${nl}" moves --batch
    expect_rc 2 "moves --batch with a bad FEN" &&
        expect_one_error_line "moves --batch with a bad FEN"
    want="9-13 9-14 10-14 10-15 11-15 11-16 12-16"
    if [ "$(cat "$tmp/out")" != "$want${nl}${nl}${nl}${nl}$want" ]; then
        fail "moves --batch with a bad FEN: not one line per input line, going on: '$(cat "$tmp/out")'"
    fi
    if ! grep -q "line 2: bad FEN 'nonsense'" "$tmp/err"; then
        fail "moves --batch with a bad FEN: the line is not named: $(cat "$tmp/err")"
    fi
    run --stdin "" moves --batch
    expect_rc 0 "moves --batch, no input"
    if [ -s "$tmp/out" ]; then
        fail "moves --batch, no input: output '$(cat "$tmp/out")'"
    fi
    run --stdin "B:W21-32:B1-12" moves --batch
    expect_rc 0 "moves --batch, no final newline"
    [ "$(wc -l <"$tmp/out")" -eq 1 ] || fail "moves --batch, no final newline: $(cat "$tmp/out")"
}

group_play() {
    run --stdin "11-15${nl}quit${nl}" play
    expect_rc 0 "play 11-15 quit"
    grep -q 'White plays [0-9]' "$tmp/out" || fail "play: the computer did not answer"
    run --stdin "" play
    expect_rc 0 "play at end of input"
    run --stdin "help${nl}moves${nl}bogus${nl}15-19${nl}11-15${nl}undo${nl}draw${nl}board${nl}" play
    expect_rc 0 "play commands"
    grep -q '9-13' "$tmp/out" || fail "play: 'moves' did not list 9-13"
    run --stdin "11-15${nl}" play --black human --white human
    expect_rc 0 "play human against human"
    run play --black computer --white computer --depth 2
    expect_rc 0 "play computer against computer"
    grep -q '^Game over: ' "$tmp/out" || fail "play computer against computer: no result"
    run play --white nobody
    expect_rc 2 "play --white nobody"
    run play --depth 0
    expect_rc 2 "play --depth 0"

    # The record: fen and pdn commands, and --save when the game is left.
    run --stdin "11-15${nl}fen${nl}pdn${nl}quit${nl}" play --white human --save "$tmp/saved.pdn"
    expect_rc 0 "play fen pdn quit"
    expect_line "White to move> W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15" \
        "play: fen"
    grep -q '^1\. 11-15 \*$' "$tmp/out" || fail "play: pdn did not show the game${nl}$(cat "$tmp/out")"
    if [ ! -f "$tmp/saved.pdn" ] || ! grep -q '^1\. 11-15 \*$' "$tmp/saved.pdn"; then
        fail "play --save: the game was not written on quit"
    fi
    grep -q "Game saved to $tmp/saved.pdn\$" "$tmp/out" || fail "play --save: not said"
    # ... and when the game ends, with its result; the file reads back.
    run --stdin "" play --fen W:WK14,K15,K22:BK32 --black computer --white computer --depth 4 \
        --save "$tmp/won.pdn"
    expect_rc 0 "play --save, a finished game"
    if ! grep -q '^\[Result "1-0"\]$' "$tmp/won.pdn" 2>/dev/null; then
        fail "play --save: the result is not 1-0${nl}$(cat "$tmp/won.pdn" 2>&1)"
    fi
    run pdn check "$tmp/won.pdn"
    expect_rc 0 "pdn check of a saved game"
    run play --save "$tmp/no/such/dir.pdn"
    expect_rc 1 "play --save to an unwritable place" &&
        expect_one_error_line "play --save to an unwritable place"

    # The computer's multi-capture is shown with its whole route.
    run --stdin "" play --fen W:WK27,19:B23,15,K8,7 --depth 2
    grep -q '^White plays 27x18x11x[0-9]*$' "$tmp/out" ||
        fail "play: the computer's capture route is not whole${nl}$(cat "$tmp/out")"
    # The last move is marked on the board: its start and end squares.
    run --stdin "11-15${nl}" play --black human --white human
    grep -q '^│.*(11 ).*│$' "$tmp/out" || fail "play: the last move's start is not marked"
    grep -q '(15●)' "$tmp/out" || fail "play: the last move's end is not marked"
    # A ballot's opening is shown before play starts.
    run --stdin "" play --ballot 1 --white human
    expect_line "Ballot 1: 9-13 21-17 5-9" "play --ballot 1: the opening"
    if [ -s "$tmp/err" ]; then
        fail "play --ballot 1: a warning for a ballot of the deck: $(cat "$tmp/err")"
    fi
    # A barred ballot (not in the ACF's 156-opening deck) is played, with a warning.
    run --stdin "" play --ballot 3 --white human
    expect_rc 0 "play --ballot 3 (barred)" && expect_one_error_line "play --ballot 3 (barred)"
    expect_line "Ballot 3: 9-13 21-17 10-14" "play --ballot 3: the opening"
    grep -q '^checkers: warning: ballot 3 is barred: ' "$tmp/err" ||
        fail "play --ballot 3: not said to be barred: $(cat "$tmp/err")"
    # The board faces the human playing the computer: Black by default, so
    # square 32 is drawn on the top row; --flip turns it round.
    run --stdin "" play --fen B:W18:B14
    [ "$(sed -n 3p "$tmp/out")" = "│      32        31        30        29  │" ] ||
        fail "play: the human's Black is not at the bottom${nl}$(sed -n 3p "$tmp/out")"
    run --stdin "" play --fen B:W18:B14 --flip
    [ "$(sed -n 3p "$tmp/out")" = "│       1         2         3         4  │" ] ||
        fail "play --flip: the top row is not 1..4${nl}$(sed -n 3p "$tmp/out")"
    run --stdin "" play --fen W:W18:B14 --black computer --white human
    [ "$(sed -n 3p "$tmp/out")" = "│       1         2         3         4  │" ] ||
        fail "play --white human: the human's White is not at the bottom${nl}$(sed -n 3p "$tmp/out")"
    run --stdin "" play --fen W:W18:B14 --black computer --white human --flip
    [ "$(sed -n 3p "$tmp/out")" = "│      32        31        30        29  │" ] ||
        fail "play --white human --flip: the top row is not 32..29${nl}$(sed -n 3p "$tmp/out")"
    # Two humans: the board is seen from White's side, as a diagram is.
    run --stdin "" play --fen B:W18:B14 --black human --white human
    [ "$(sed -n 3p "$tmp/out")" = "│       1         2         3         4  │" ] ||
        fail "play, two humans: the top row is not 1..4${nl}$(sed -n 3p "$tmp/out")"
    # Every square is named, those with a piece too: its number, the piece after it.
    for variant in english:32 international:50 canadian:72 russian:32; do
        run --stdin "" play --variant "${variant%:*}" --notation numeric --black human --white human
        shown=$(grep '^│' "$tmp/out" | grep -o '[0-9][0-9]*' | sort -n | tr '\n' ' ')
        [ "$shown" = "$(seq 1 "${variant#*:}" | tr '\n' ' ')" ] ||
            fail "play --variant ${variant%:*}: not every square numbered once: $shown"
    done
    run --stdin "" play --black human --white human
    grep -q '^│       1●        2●        3●        4● │$' "$tmp/out" ||
        fail "play: the pieces of squares 1-4 are not drawn with their numbers${nl}$(cat "$tmp/out")"
    # Algebraic variants: ranks beside the board, files below, turned with it.
    run --stdin "" play --variant russian --black human --white human
    expect_line " 8 │    ●     ●     ●     ● │" "play --variant russian: rank 8 at the top"
    expect_line " 1 │ ○     ○     ○     ○    │" "play --variant russian: rank 1 at the bottom"
    expect_line "     a  b  c  d  e  f  g  h" "play --variant russian: the files"
    run --stdin "" play --variant russian --black human --white human --flip
    expect_line " 1 │    ○     ○     ○     ○ │" "play --variant russian --flip: rank 1 at the top"
    expect_line "     h  g  f  e  d  c  b  a" "play --variant russian --flip: the files"
    run --stdin "" play --variant turkish --black human --white human
    expect_line " 5 │ ·  ·  ·  ·  ·  ·  ·  · │" "play --variant turkish: every square playable"
    run moves --flip
    expect_rc 2 "moves --flip" && expect_one_error_line "moves --flip"
    # --huffing: 14 could take 18 and 1-5 is played; huff lists it, refuses 1, removes 14;
    # the PDN declares the rule and records the huff.
    run --stdin "1-5${nl}huff${nl}huff 1${nl}huff 14${nl}30-26${nl}pdn${nl}quit${nl}" \
        play --huffing --fen B:W18,30:B1,14 --white human
    expect_rc 0 "play --huffing"
    grep -q '^You may huff (a piece that could have captured did not): 14$' "$tmp/out" ||
        fail "play --huffing: the huff is not offered${nl}$(cat "$tmp/out")"
    grep -q 'to move> You may huff: 14$' "$tmp/out" || fail "play --huffing: huff did not list 14"
    grep -q 'to move> Cannot huff 1: ' "$tmp/out" || fail "play --huffing: huff 1 was not refused"
    grep -q 'to move> White huffs 14$' "$tmp/out" || fail "play --huffing: huff 14 was not made"
    grep -q '^\[Huffing "1"\]$' "$tmp/out" || fail "play --huffing: no Huffing tag"
    grep -q '^1\. 1-5 {huff 14} /FEN "W:W18,30:B5"/ 1\.\.\. 30-26 \*$' "$tmp/out" ||
        fail "play --huffing: pdn did not record the huff${nl}$(cat "$tmp/out")"
    # The computer huffs too, then moves.
    run --stdin "1-5${nl}quit${nl}" play --huffing --fen B:W18,30:B1,14 --depth 2
    expect_rc 0 "play --huffing, the computer huffs"
    grep -q 'White huffs 14$' "$tmp/out" || fail "play --huffing: the computer did not huff"
    grep -q '^White plays [0-9]' "$tmp/out" || fail "play --huffing: the computer did not move"
    run --stdin "huff 5${nl}quit${nl}" play --fen B:W18,30:B1,14 --white human
    grep -q 'Cannot huff 5: ' "$tmp/out" || fail "play: huff without --huffing was not refused"
    run play --huffing --variant international
    expect_rc 2 "play --huffing --variant international" &&
        expect_one_error_line "play --huffing --variant international"
    run moves --huffing
    expect_rc 2 "moves --huffing" && expect_one_error_line "moves --huffing"
}

# The computer wins the elementary endings (played out against itself as the
# defender), with its default time budget and at a fixed depth.
group_endgames() {
    for fen in W:WK14,K15,K22:BK32 W:WK14,K22:BK1 B:BK19,K11:WK32; do
        winner="white wins"
        case $fen in B:*) winner="black wins" ;; esac
        for depth in "" "--depth 6"; do
            # shellcheck disable=SC2086
            run --stdin "" play --fen "$fen" --black computer --white computer $depth
            expect_rc 0 "endgame $fen $depth" &&
                if ! grep -q "^Game over: $winner" "$tmp/out"; then
                    fail "endgame $fen $depth: not won: $(grep -c plays "$tmp/out") moves, $(tail -1 "$tmp/out")"
                fi
        done
    done
}

group_diagrams() {
    run ballots
    expect_rc 0 "ballots" && expect_line '  1  crossboard  9-13 21-17 5-9' "ballots"
    [ "$(wc -l <"$tmp/out")" -eq 174 ] || fail "ballots: $(wc -l <"$tmp/out") lines, expected 174"
    [ "$(grep -c ' barred ' "$tmp/out")" -eq 18 ] || fail "ballots: not 18 barred"
    run ballots --two-move
    expect_rc 0 "ballots --two-move" && expect_line '  8  lost        9-14 21-17' "ballots --two-move"
    [ "$(wc -l <"$tmp/out")" -eq 49 ] || fail "ballots --two-move: $(wc -l <"$tmp/out") lines"
    run ballots --three
    expect_rc 2 "ballots --three" && expect_one_error_line "ballots --three"
    run svg --numbers --coordinates --last 5-9 \
        --fen "W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13"
    if expect_rc 0 "svg"; then
        head -c 4 "$tmp/out" | grep -q '^<svg' || fail "svg: does not start with <svg"
        tail -n 1 "$tmp/out" | grep -qx '</svg>' || fail "svg: does not end with </svg>"
        [ "$(grep -c '<circle' "$tmp/out")" -eq 24 ] || fail "svg: not one circle per piece"
        grep -q '<polyline' "$tmp/out" || fail "svg: --last drew no route"
    fi
    run svg --variant italian --flip --size 32
    if expect_rc 0 "svg --variant italian"; then
        grep -q 'width="256"' "$tmp/out" || fail "svg --size 32: not 256 pixels wide"
    fi
    run svg --last 1x40
    expect_rc 2 "svg --last 1x40" && expect_one_error_line "svg --last 1x40"
    run svg --size 4
    expect_rc 2 "svg --size 4" && expect_one_error_line "svg --size 4"
    run svg --fen nonsense
    expect_rc 2 "svg --fen nonsense" && expect_one_error_line "svg --fen nonsense"

    # svg takes moves: the position after them, the last one marked, its captures crossed out.
    run svg 9-13 21-17 5-9
    if expect_rc 0 "svg 9-13 21-17 5-9"; then
        [ "$(grep -c '<circle' "$tmp/out")" -eq 24 ] || fail "svg MOVES: not 24 pieces"
        grep -q '<polyline points="' "$tmp/out" || fail "svg MOVES: the last move is not drawn"
        grep -q '<desc>W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13</desc>' \
            "$tmp/out" || fail "svg MOVES: not the position after the moves"
    fi
    run svg --fen W:WK27,19:B23,15,K8,7 27x18x11x4
    if expect_rc 0 "svg, a capture"; then
        [ "$(grep -c '<circle' "$tmp/out")" -eq 3 ] || fail "svg, a capture: not 3 pieces left"
        # A cross is two strokes, each starting with M.
        [ "$(grep 'stroke="#d32f2f"' "$tmp/out" | grep -o 'M[0-9]' | wc -l)" -eq 6 ] ||
            fail "svg, a capture: the 3 captured pieces are not crossed out"
    fi
    run svg 9-13 22-17 9-14
    expect_rc 1 "svg, an illegal move" && expect_one_error_line "svg, an illegal move"
    printf '%s\n' '[Event "one"]' '1. 11-15 24-20 2. 8-11 28-24 1-0' \
        '[Event "two"]' '1. 10-14 24-19 2. 3-7 *' >"$tmp/two.pdn"
    run svg --pdn "$tmp/two.pdn" --game 1 9-14
    if expect_rc 0 "svg --pdn --game 1 MOVE"; then
        grep -q '<desc>W:W20,21,22,23,24,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,10,11,12,14,15</desc>' \
            "$tmp/out" || fail "svg --pdn: not the end of game 1 and the move${nl}$(grep desc "$tmp/out")"
    fi
    run svg --pdn "$tmp/two.pdn" --game 2
    expect_rc 0 "svg --pdn, a broken game" && expect_one_error_line "svg --pdn, a broken game"
    grep -q ':4:19: game 2, move 2 (3-7): ' "$tmp/err" ||
        fail "svg --pdn, a broken game: where is not said: $(cat "$tmp/err")"
    run svg --pdn "$tmp/two.pdn" --game 3
    expect_rc 2 "svg --pdn --game 3" && expect_one_error_line "svg --pdn --game 3"
    run svg --pdn "$tmp/two.pdn" --fen B:W18:B14
    expect_rc 2 "svg --pdn --fen" && expect_one_error_line "svg --pdn --fen"
}

group_pdn() {
    printf '%s\n' '[Event "one"]' '1. 11-15 24-20 2. 8-11 28-24 1-0' \
        '[Event "two"]' '1. 11-15 24-20 2. 3-7 *' >"$tmp/games.pdn"
    run pdn check "$tmp/games.pdn"
    expect_rc 1 "pdn check" && expect_out "$tmp/games.pdn:4:19: game 2, move 2 (3-7): the destination square is occupied
games 2, plies 6, failures 1" "pdn check"
    run --stdin "$(cat "$tmp/games.pdn")" pdn check -
    expect_rc 1 "pdn check -" && expect_out "-:4:19: game 2, move 2 (3-7): the destination square is occupied
games 2, plies 6, failures 1" "pdn check - (standard input)"
    printf '%s\n' '1. 11-15 24- 20 *' >"$tmp/lenient.pdn"
    run pdn check "$tmp/lenient.pdn"
    expect_rc 0 "pdn check, a space inside a move" &&
        expect_out 'games 1, plies 2, failures 0' "pdn check, a space inside a move"
    run pdn check --strict "$tmp/lenient.pdn"
    expect_rc 1 "pdn check --strict" && expect_line 'games 1, plies 1, failures 1' "pdn check --strict"
    expect_line "$tmp/lenient.pdn:1:10: game 1, move 1 (24- 20): the move 24- 20 is written with spaces inside" \
        "pdn check --strict says what is not as PDN writes it"
    printf '%s\n' '[GameType "41"]' '1. 11-15 *' >"$tmp/gametype.pdn"
    run pdn check "$tmp/gametype.pdn"
    expect_rc 1 "pdn check, an unknown GameType" &&
        expect_line "$tmp/gametype.pdn:1:1: game 1, move 0 (41): GameType 41 is not a variant this library plays" \
            "pdn check names an unknown GameType"
    printf '%s\n' '[GameType "20"] 32-28 19-23 28x19 14x23 2-0' >"$tmp/intl.pdn"
    run pdn write "$tmp/intl.pdn"
    expect_rc 0 "pdn write" && expect_out '[Event "?"]
[Site "?"]
[Date "?"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "2-0"]
[GameType "20"]

1. 32-28 19-23 2. 28x19 14x23 2-0' "pdn write"
    run pdn check --variant international "$tmp/intl.pdn" "$tmp/intl.pdn"
    expect_rc 0 "pdn check two files" && expect_out 'games 2, plies 8, failures 0' "pdn check two files"
    run pdn check "$tmp/missing.pdn"
    expect_rc 2 "pdn check, no such file" && expect_one_error_line "pdn check, no such file"
    run pdn check --variant shogi "$tmp/games.pdn"
    expect_rc 2 "pdn check --variant shogi" && expect_one_error_line "pdn check --variant shogi"
    # A record that breaks off is written as far as it goes, marked, and never as a whole game.
    run pdn write "$tmp/games.pdn"
    expect_rc 1 "pdn write, a broken game"
    if ! grep -q '^{the record breaks off here: move 2 (3-7): the destination square is occupied}$' "$tmp/out" ||
        [ "$(tail -1 "$tmp/out")" != "*" ] ||
        ! grep -q 'games.pdn:4:19: game 2, move 2 (3-7)' "$tmp/err"; then
        fail "pdn write, a broken game: not marked: $(tail -3 "$tmp/out") / $(cat "$tmp/err")"
    fi
    run pdn write "$tmp/games.pdn" "$tmp/games.pdn"
    expect_rc 2 "pdn write, two files"
    run pdn frobnicate
    expect_rc 2 "pdn frobnicate"
}

groups=${*:-perft moves captures apply errors batch play endgames diagrams pdn}
for group in $groups; do
    case $group in
    perft | moves | captures | apply | errors | batch | play | endgames | diagrams | pdn)
        "group_$group"
        ;;
    *)
        echo "$0: unknown group $group" >&2
        exit 2
        ;;
    esac
done

if [ "$failures" -ne 0 ]; then
    echo "$failures of $checks runs failed" >&2
    exit 1
fi
echo "all $checks runs passed ($groups)"
