#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""`checkers match` refereeing a DXP engine that misbehaves: a peer of our own.

Usage: match_dxp_referee_test.py PATH-TO-CHECKERS

The peer listens on 127.0.0.1 (a free port) and is engine B (dxp=) against
`checkers hub`; in game 1 B is Black, so it moves first in English. It
answers the GAMEREQ, then in turn: an illegal move, a malformed message, a
GAMEEND on its turn, and a GAMEACC refusing the game. Each must lose game 1
with its reason in the record, and the referee must end the game with a
GAMEEND. Exits 0 when all hold.
"""
import socket
import subprocess
import sys
import threading

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from dxp_referee_test import receive, send  # noqa: E402 (beside this file)

TIMEOUT = 20


def peer(server, answer, refuse, seen):
    """Plays one connection: GAMEACC (or a refusal), then `answer`, then the GAMEEND exchange."""
    conn, _ = server.accept()
    conn.settimeout(TIMEOUT)
    pending = [b""]
    try:
        request = receive(conn, pending)
        seen.append(request)
        if refuse:
            send(conn, "A" + "Peer".ljust(32) + "2")
            return
        send(conn, "A" + "Peer".ljust(32) + "0")
        send(conn, answer)
        while True:
            message = receive(conn, pending)
            seen.append(message)
            if message.startswith("E"):
                if not answer.startswith("E"):
                    send(conn, "E00")
                break
    except (EOFError, OSError):
        pass
    finally:
        conn.close()


def scenario(checkers, name, answer, expect, refuse=False):
    """One game against the peer; returns a list of failures."""
    failures = []
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(TIMEOUT)
    port = server.getsockname()[1]
    seen = []
    thread = threading.Thread(target=peer, args=(server, answer, refuse, seen))
    thread.start()
    try:
        result = subprocess.run(
            [checkers, "match", "--engine", "name=A", f"cmd={checkers} hub",
             "--engine", "name=B", f"dxp=127.0.0.1:{port}", "--games", "1",
             "--depth", "1", "--start-timeout", "5000"],
            capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        failures.append(f"{name}: checkers match did not finish in {TIMEOUT} s")
        thread.join()
        server.close()
        return failures
    thread.join()
    server.close()
    finished = [line for line in result.stdout.splitlines() if line.startswith("Finished game 1 ")]
    if len(finished) != 1 or expect not in finished[0] or "1-0" not in finished[0]:
        failures.append(f"{name}: expected a 1-0 with '{expect}', got:\n{result.stdout}"
                        f"{result.stderr}")
    if not seen or not seen[0].startswith("R01"):
        failures.append(f"{name}: no GAMEREQ: {seen}")
    if not refuse and not any(m.startswith("E") for m in seen):
        failures.append(f"{name}: the referee sent no GAMEEND: {seen}")
    if not refuse and not answer.startswith("E") and not any(
            m.startswith("Creferee: ") for m in seen):
        failures.append(f"{name}: the referee gave no reason in a CHAT: {seen}")
    return failures


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    checkers = sys.argv[1]
    failures = []
    # 1-5: square 5 holds a black man at the start.
    failures += scenario(checkers, "illegal", "M0000010500",
                         "{illegal move: B played 'M0000010500': ")
    failures += scenario(checkers, "malformed", "M00X9",
                         "{garbage: B malformed message 'M00X9'}")
    failures += scenario(checkers, "gameend", "E10", "{resigned: B ended the game (GAMEEND 'E10')}")
    failures += scenario(checkers, "refused", "", "{failed start: B refused the game (GAMEACC code 2)}",
                         refuse=True)
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    if failures:
        return 1
    print("match with a misbehaving DXP engine: 4 failures refereed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
