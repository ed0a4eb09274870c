# SPDX-License-Identifier: MIT
"""python3 -m checkers: `moves --batch` prints what the C program prints (the
ctest bindings_python_batch_moves compares them on random positions); here its
behaviour on a few lines, and its exit statuses."""

import os
import subprocess
import sys

import checkers

START_ROUTES = "9-13 9-14 10-14 10-15 11-15 11-16 12-16"


def run(*args, stdin=b""):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    return subprocess.run([sys.executable, "-m", "checkers", *args], input=stdin,
                          capture_output=True, env=env, timeout=60)


def test_batch_prints_one_line_of_full_routes_per_fen():
    done = run("moves", "--variant", "english", "--batch",
               stdin=b"B:W21-32:B1-12\r\nB:W6,15:B1\nW:W:B1\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{START_ROUTES}\n1x10x19\n\n".encode()
    assert done.stderr == b""


def test_batch_answers_every_line_and_ends_with_status_2_after_a_bad_fen():
    done = run("moves", "--batch",
               stdin=b"B:W21-32:B1-12\nX:W1\n\n# a comment\nB:W21-32:B1-12\n")
    assert done.returncode == 2
    assert done.stdout == f"{START_ROUTES}\n\n\n\n{START_ROUTES}\n".encode()
    assert b"line 2" in done.stderr and b"X:W1" in done.stderr


def test_batch_blank_and_comment_lines_are_no_error():
    done = run("moves", "--batch", stdin=b"\n  # a comment\nB:W21-32:B1-12\n")
    assert done.returncode == 0
    assert done.stdout == f"\n\n{START_ROUTES}\n".encode()
    assert done.stderr == b""


def test_unknown_variant_and_bad_arguments_give_status_2():
    done = run("moves", "--variant", "chess", "--batch")
    assert done.returncode == 2 and b"chess" in done.stderr
    assert run("moves", "--frobnicate").returncode == 2
    assert run("moves", "--batch", "--fen", "B:W21-32:B1-12").returncode == 2


def test_moves_perft_and_variants():
    assert run("moves").stdout.decode().split("\n") == START_ROUTES.split() + [""]
    assert run("perft", "--variant", "international", "3").stdout == b"perft(3) = 658\n"
    listing = run("variants").stdout.decode().splitlines()
    assert [line.split()[0] for line in listing] == [v.name for v in checkers.variants()]
    assert listing[1] == "international  " + checkers.variants()[1].description
