# SPDX-License-Identifier: MIT
"""Perft against the published tables (../shared/reference/perft.md, as
tests/perft_data.h has them): complete moves, distinct-move convention."""

import os
import signal
import subprocess
import sys
import time

import pytest

import checkers
from checkers import Game

RANDOM178 = "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"
WOLDOUBY = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"

TABLE = [
    ("english", None, [1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680]),
    ("international", None, [1, 9, 81, 658, 4265, 27117, 167140]),
    ("russian", None, [1, 7, 49, 302, 1469, 7482, 37986]),
    ("italian", None, [1, 7, 49, 302, 1469, 7361, 36473]),
    ("canadian", None, [1, 11, 121, 1222, 10053]),
    ("thai", "W:W1-12:B21-32", [1, 7, 49, 302, 1469, 7361, 36768]),
    ("international", RANDOM178, [1, 14, 55, 1168, 5432, 87195]),
    ("international", WOLDOUBY, [1, 6, 12, 30, 73, 215, 590, 1944, 6269]),
    ("international", "W:W6,7,8,9,10:B41,42,43,44,45", [1, 9, 81, 795, 7578, 86351]),
    ("killer", RANDOM178, [1, 14, 55, 1168, 5165, 84326]),
    ("italian", "B:W30,21,22,17,20,K6:B25,28,9,5,1,3", [1, 6, 47, 271, 1916, 10810]),
]


@pytest.mark.parametrize("variant, fen, counts", TABLE,
                         ids=[f"{row[0]}-{'start' if row[1] is None else row[1][:12]}"
                              for row in TABLE])
def test_perft_table(variant, fen, counts):
    g = Game(variant, fen)
    before = g.fen
    assert [g.perft(depth) for depth in range(len(counts))] == counts
    assert g.fen == before


def test_perft_depth_is_checked():
    with pytest.raises(ValueError):
        Game().perft(-1)
    with pytest.raises(ValueError):
        Game().perft(65)


def test_perft_counts_in_pieces_what_the_library_counts_whole():
    # Deep counts are walked near the root and counted below it (so that
    # Ctrl-C can stop them); the totals are the library's. Breakthrough ends
    # when a man is crowned, yet perft goes on: such positions are counted whole.
    assert [Game().perft(depth) for depth in (10, 11)] == [18391564, 85242128]
    root = Game("breakthrough", "W:W7,33,34,38:B17,18,23,44,45")
    children, over = 0, 0
    for move in root.legal_moves:
        child = root.copy()
        child.push(move)
        over += child.is_game_over()  # a man crowned: Breakthrough is won
        children += child.perft(7)
    assert over > 0
    assert root.perft(8) == children
    g = Game()
    g.push_many("11-15 23-19")
    g.draw_rules = checkers.DrawRules(repetitions=2)
    g.declare(checkers.Status.DRAW, checkers.Reason.AGREEMENT)  # perft ignores it, and draws
    assert g.perft(8) == Game("english", g.fen).perft(8)
    assert g.is_game_over() and g.ply == 2  # the game itself is untouched


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is not sent to a process there")
def test_a_long_perft_stops_at_ctrl_c():
    # Issue 25: International perft(12) ran without the GIL for minutes and
    # Ctrl-C did nothing until it ended.
    code = ("import checkers\ng = checkers.Game('international')\n"
            "print('counting', flush=True)\ng.perft(12)\nprint('done')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
    try:
        assert child.stdout.readline() == b"counting\n"
        time.sleep(0.5)
        child.send_signal(signal.SIGINT)
        sent = time.monotonic()
        out, err = child.communicate(timeout=30)
        waited = time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert b"KeyboardInterrupt" in err and out == b"", err
    assert child.returncode != 0
    assert waited < 5, waited  # within a few seconds
