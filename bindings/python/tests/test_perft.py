# SPDX-License-Identifier: MIT
"""Perft against the published tables (../shared/reference/perft.md, as
tests/perft_data.h has them): complete moves, distinct-move convention."""

import pytest

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
