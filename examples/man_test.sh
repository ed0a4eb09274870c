#!/bin/sh
# SPDX-License-Identifier: MIT
# man_test.sh - the manual page is in step with the program's own help: every
# command and every option that `checkers help` and `checkers COMMAND --help`
# name is in checkers.1; the number of variants it gives and its list of
# them are those of `checkers variants` (the library's); and groff, when
# installed, reads it without a warning. Also: the file map of cli.h, beside
# the page, names every file of the program.
#
# Usage: man_test.sh PATH-TO-CHECKERS PATH-TO-checkers.1

set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 PATH-TO-CHECKERS PATH-TO-checkers.1" >&2
    exit 2
fi
bin=$1
page=$2
failures=0

help=$(
    "$bin" help
    for command in play moves perft apply variants svg ballots pdn match dxp; do
        "$bin" $command --help
    done
) || {
    echo "FAIL: the program's help failed" >&2
    exit 1
}
# The roff text writes each - as \-.
roff=$(sed 's/\\-/-/g' "$page")

for option in $(printf '%s\n' "$help" | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    if ! printf '%s\n' "$roff" | grep -q -- "$option"; then
        echo "FAIL: $option is in the help but not in $page" >&2
        failures=$((failures + 1))
    fi
done
for command in $("$bin" help | sed -n 's/^  \([a-z][a-z]*\)\( [a-z][a-z]*\)\{0,1\} .*/\1/p;s/^  \([a-z][a-z]*\)$/\1/p' | sort -u); do
    if ! printf '%s\n' "$roff" | grep -q "^\\.B checkers $command"; then
        echo "FAIL: the command $command is in the help but not in the synopsis of $page" >&2
        failures=$((failures + 1))
    fi
done
# The variants are the library's: their number is said once in the
# description ("English draughts and N other variants") and once with the
# --variant option, which lists every name.
variants=$("$bin" variants | cut -d ' ' -f 1)
count=$(printf '%s\n' "$variants" | wc -l)
flat=$(printf '%s\n' "$roff" | tr '\n' ' ')
others=$(printf '%s\n' "$flat" | grep -o 'English draughts and [0-9][0-9]* other variants' |
    grep -o '[0-9][0-9]*')
if [ "$others" != $((count - 1)) ]; then
    echo "FAIL: $page says English draughts and '$others' other variants; checkers variants lists $count" >&2
    failures=$((failures + 1))
fi
listed=$(printf '%s\n' "$roff" | sed -n '/^\.BI --variant " NAME"/,/^\.TP/p' | tr '\n' ' ')
if ! printf '%s\n' "$listed" | grep -q "one of the $count variants"; then
    echo "FAIL: $page's --variant does not say 'one of the $count variants': $listed" >&2
    failures=$((failures + 1))
fi
for name in $variants; do
    if ! printf '%s\n' "$listed" | grep -qw -- "$name"; then
        echo "FAIL: the variant $name is not in the list of --variant in $page" >&2
        failures=$((failures + 1))
    fi
done

# cli.h's file map, in the page's directory, names every file there.
dir=$(dirname "$page")
for file in "$dir"/*; do
    name=$(basename "$file")
    if ! grep -q "^ \*   $name  " "$dir/cli.h"; then
        echo "FAIL: $name is not in the file map of $dir/cli.h" >&2
        failures=$((failures + 1))
    fi
done

if command -v groff >/dev/null 2>&1; then
    warnings=$(groff -man -ww -z "$page" 2>&1)
    if [ -n "$warnings" ]; then
        echo "FAIL: groff warns about $page:" >&2
        echo "$warnings" >&2
        failures=$((failures + 1))
    fi
else
    echo "groff not found: the page's roff is not linted"
fi
if [ "$failures" -ne 0 ]; then
    exit 1
fi
echo "$page names every command and option of the help and the $count variants"
