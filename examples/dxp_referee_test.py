#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`checkers dxp` as a referee: a small misbehaving DXP peer of our own.

Usage: dxp_referee_test.py PATH-TO-CHECKERS

The peer listens on 127.0.0.1 (a free port), `checkers dxp --connect` proposes
a game, and the peer then answers its first move with, in turn: an illegal
move, a malformed message, and silence. Each must end the game as the peer's
loss with the reason in a CHAT starting "error", a GAMEEND "I win, stop"
(E31), and a PDN record whose Termination names it. Exits 0 when all hold.
"""
import os
import socket
import subprocess
import sys
import tempfile

TIMEOUT = 20


def receive(conn, pending):
    """The next NUL-ended message, as text."""
    while b"\0" not in pending[0]:
        data = conn.recv(4096)
        if not data:
            raise EOFError("checkers dxp closed the connection")
        pending[0] += data
    message, _, pending[0] = pending[0].partition(b"\0")
    return message.decode("ascii")


def send(conn, text):
    conn.sendall(text.encode("ascii") + b"\0")


def scenario(checkers, name, answer, expect_termination, extra_args=()):
    """Plays one game against checkers dxp; returns a list of failures."""
    failures = []
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(TIMEOUT)
    port = server.getsockname()[1]
    with tempfile.TemporaryDirectory() as tmp:
        pdn = os.path.join(tmp, "game.pdn")
        process = subprocess.Popen(
            [checkers, "dxp", "--connect", f"127.0.0.1:{port}", "--depth", "1",
             "--name", "Referee", "--pdn", pdn, *extra_args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            conn, _ = server.accept()
            conn.settimeout(TIMEOUT)
            pending = [b""]
            request = receive(conn, pending)
            if not request.startswith("R01Referee") or not request.endswith("A"):
                failures.append(f"{name}: GAMEREQ {request!r}")
            if request[35] != "Z":
                failures.append(f"{name}: the Follower is not Black in game 1: {request!r}")
            send(conn, "A" + "Misbehaving peer".ljust(32) + "0")
            first = receive(conn, pending)
            if not first.startswith("M") or len(first) != 11:
                failures.append(f"{name}: White's first move {first!r}")
            if answer is not None:
                send(conn, answer)
            messages = []
            try:
                while True:
                    messages.append(receive(conn, pending))
            except (EOFError, socket.timeout, ConnectionResetError):
                pass
            conn.close()
            out, err = process.communicate(timeout=TIMEOUT)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            server.close()
        chats = [m for m in messages if m.startswith("Cerror")]
        if not chats:
            failures.append(f"{name}: no CHAT starting 'error' in {messages!r}")
        if "E31" not in messages:
            failures.append(f"{name}: no GAMEEND E31 (I win, stop) in {messages!r}")
        if process.returncode != 0:
            failures.append(f"{name}: exit status {process.returncode}: {err}")
        record = open(pdn, encoding="utf-8").read() if os.path.exists(pdn) else ""
        if '[Result "2-0"]' not in record:
            failures.append(f"{name}: the record does not give White the win:\n{record}")
        if f'[Termination "{expect_termination}' not in record:
            failures.append(f"{name}: no Termination starting {expect_termination!r}:\n{record}")
        if expect_termination not in err:
            failures.append(f"{name}: standard error does not say why: {err!r}")
    return failures


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    checkers = sys.argv[1]
    failures = []
    # 23 is empty until Black moves: no piece to move.
    failures += scenario(checkers, "illegal move", "M0000232900",
                         "illegal move M0000232900: there is no piece on the start square")
    failures += scenario(checkers, "malformed message", "M00xx",
                         "malformed message from the peer")
    failures += scenario(checkers, "silence", None, "time forfeit", ("--timeout", "1"))
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
