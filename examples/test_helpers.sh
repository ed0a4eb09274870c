# SPDX-License-Identifier: MIT
# test_helpers.sh - what the command-line tests written in sh share; sourced
# (`. "$(dirname "$0")/test_helpers.sh"`) after setting `bin` (the checkers
# program), `tmp` (a scratch folder) and `failures=0`.

# fail TEXT: counts a failure and says it.
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# show FILE...: the files of $tmp, indented, on stderr.
show() {
    for f in "$@"; do
        echo "--- $f" >&2
        sed 's/^/    /' "$tmp/$f" >&2
    done
}

# expect NAME PATTERN FILE: FILE has a line matching the extended regex PATTERN.
expect() {
    if ! grep -Eq -- "$2" "$3"; then
        fail "$1: no line matching /$2/ in:"
        sed 's/^/    /' "$3" >&2
    fi
}

# count NAME PATTERN FILE N: FILE has N lines matching PATTERN.
count() {
    got=$(grep -Ec -- "$2" "$3")
    [ "$got" -eq "$4" ] || fail "$1: $got lines match /$2/, not $4"
}

# listen NAME ARGS...: starts `checkers dxp --listen 0 ARGS` in the background, its output in
# $tmp/NAME.out and .err, its process in $listener, and sets $port to the port it printed
# (a free one the system chose, so that tests in parallel do not clash). 1 when it printed none.
listen() {
    name=$1
    shift
    "$bin" dxp --listen 0 "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" &
    listener=$!
    port=
    tries=0
    while [ -z "$port" ] && [ $tries -lt 100 ]; do
        port=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9][0-9]*\)$/\1/p' "$tmp/$name.out" 2>/dev/null)
        [ -n "$port" ] || sleep 0.1
        tries=$((tries + 1))
    done
    if [ -z "$port" ]; then
        fail "$name: the listener printed no port"
        show "$name.out" "$name.err"
        return 1
    fi
    return 0
}
