# SPDX-License-Identifier: MIT
"""A Hub engine that misbehaves on purpose, for test_engine.py: each mode is one
way an engine can fail. It plays English from the start position only.

    python3 fake_hub_engine.py MODE [LOG]

LOG, when given, receives every line the engine reads. Modes: good,
crash-start, slow-start, crash, stall, garbage, binary, long-line, illegal,
nomove, deaf (ignores quit), silent (no answer, not even to ping), slow
(answers after 2.5 s, and pong meanwhile), analyze (done only after stop),
no-done-after-stop, variants (offers a variant parameter), scan-variants
(offers one with Scan's names).
"""

import os
import select
import sys
import time

mode = sys.argv[1]
log = open(sys.argv[2], "a", encoding="utf-8") if len(sys.argv) > 2 else None


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def done() -> None:
    say('info depth=3 mean-depth=2.5 score=0.25 nodes=120 time=0.010 nps=0.01 pv="11-15 23-19" '
        "hashfull=7")
    say("done move=11-15 ponder=23-19")


def forever() -> None:
    while True:
        time.sleep(60)


pending = None  # when the answer of a slow search is due
held = False  # a search that answers at `stop`
buffer = b""
while True:
    timeout = None if pending is None else max(0.0, pending - time.monotonic())
    ready, _, _ = select.select([0], [], [], timeout)
    if not ready:
        pending = None
        done()
        continue
    data = os.read(0, 4096)
    if not data:
        break
    buffer += data
    while b"\n" in buffer:
        raw, buffer = buffer.split(b"\n", 1)
        line = raw.decode()
        if log is not None:
            log.write(line + "\n")
            log.flush()
        command = line.split(" ")[0]
        if command == "hub":
            if mode == "slow-start":
                forever()
            say('id name=fake version=1 author="the tests"')
            if mode == "crash-start":
                sys.exit(3)
            if mode == "variants":
                say('param name=variant value=english type=enum values="english international"')
            if mode == "scan-variants":
                # A tab is a blank; a no-break space is not (x\u00a0y is one word).
                say('param name=variant value=frisian type=enum '
                    'values="normal killer bt frisian\tlosing x\u00a0y"')
            say("param name=book value=true type=bool")
            say('param name=style value="calm" type=string')
            say("wait")
        elif command == "init":
            say("ready")
        elif command == "ping":
            if mode != "silent":
                say("pong")
        elif command == "quit":
            if mode == "deaf":
                continue
            sys.exit(0)
        elif command == "stop":
            if held and mode != "no-done-after-stop":
                held = False
                done()
        elif command == "go":
            if mode == "crash":
                sys.exit(7)
            elif mode in ("stall", "silent"):
                pass
            elif mode == "garbage":
                say('done move="11-15')
            elif mode == "binary":
                sys.stdout.buffer.write(b"\xff\xfe garbage\n")
                sys.stdout.flush()
            elif mode == "long-line":
                say("info pv=" + "x" * 70000)
            elif mode == "illegal":
                say("done move=22-18")
            elif mode == "nomove":
                say('error message="no move found"')
                say("done")
            elif mode == "slow":
                pending = time.monotonic() + 2.5
            elif mode in ("analyze", "no-done-after-stop"):
                say("info depth=1")  # the tests stop it once this came
                held = True
            else:
                done()
