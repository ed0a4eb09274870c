#!/bin/sh
# SPDX-License-Identifier: MIT
# A private PostgreSQL cluster for the referee server's tests (and the README's
# one-machine cluster): initdb into a new temporary folder, the server on
# 127.0.0.1 at a free port with its unix socket in that folder, owned by an
# unprivileged user when run as root (postgres refuses to run as root).
#
#   pg_cluster.sh start STATEFILE   start one; write its folder and URL to STATEFILE
#                                   (two lines: DIR, then postgres://...), print the URL
#   pg_cluster.sh stop STATEFILE    stop it and remove its folder (no error if none)
#   pg_cluster.sh restart STATEFILE stop and start the same cluster (same port)
#
# PG_BIN names the folder of initdb and pg_ctl (default: the newest
# /usr/lib/postgresql/*/bin, else PATH). With no PostgreSQL installed, start
# prints why and exits 0 without writing STATEFILE: the tests then skip,
# unless CHECKERS_REQUIRE_PG=1, when start fails instead.
set -eu

# An outside database named: nothing to start or stop.
if [ -n "${CHECKERS_TEST_PG:-}" ] && [ "${1:-}" != restart ]; then exit 0; fi

action=${1:-}
state=${2:-}
[ -n "$action" ] && [ -n "$state" ] || { echo "usage: $0 start|stop|restart STATEFILE" >&2; exit 2; }

find_bin() {
    if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
        if [ -x "$d/initdb" ]; then echo "$d"; return; fi
    done
    command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)"
}

# Runs a command as the cluster's owner: root hands it to `nobody`.
as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u "$owner" -- "$@"
    else
        "$@"
    fi
}

owner=${CHECKERS_PG_USER:-nobody}

pg_start() { # DIR PORT
    as_owner "$bin/pg_ctl" -D "$1/data" -l "$1/log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $2 -k $1 -c max_connections=200 -c fsync=on" start >/dev/null
}

case $action in
start)
    bin=$(find_bin || true)
    if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
        echo "pg_cluster: no PostgreSQL server found (apt-get install postgresql): the PostgreSQL tests skip"
        [ "${CHECKERS_REQUIRE_PG:-0}" = 1 ] && exit 1
        rm -f "$state"
        exit 0
    fi
    "$0" stop "$state" # an old one left by a killed run
    dir=$(mktemp -d "${TMPDIR:-/tmp}/checkers-pg.XXXXXX")
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown "$owner" "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U checkers --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    pg_start "$dir" "$port" || { cat "$dir/log" >&2; exit 1; }
    url="postgres://checkers@127.0.0.1:$port/postgres"
    printf '%s\n%s\n%s\n' "$dir" "$url" "$bin" >"$state"
    echo "$url"
    ;;
stop | restart)
    [ -f "$state" ] || exit 0
    dir=$(sed -n 1p "$state")
    url=$(sed -n 2p "$state")
    bin=$(sed -n 3p "$state")
    if [ -d "$dir/data" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
    fi
    if [ "$action" = restart ]; then
        port=${url##*:}
        port=${port%%/*}
        pg_start "$dir" "$port" || { cat "$dir/log" >&2; exit 1; }
        exit 0
    fi
    rm -rf "$dir" "$state"
    ;;
*)
    echo "usage: $0 start|stop|restart STATEFILE" >&2
    exit 2
    ;;
esac
