# SPDX-License-Identifier: MIT
"""Shared helpers of the tests: positions by FEN, moves as full routes."""

from __future__ import annotations

from typing import List

import pytest

import checkers

START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"


def game(fen: str, variant: str = "english") -> checkers.Game:
    return checkers.Game(variant, fen)


def routes(g: checkers.Game) -> List[str]:
    """Every legal move as its full route, sorted."""
    return sorted(g.moves_text(full_route=True).split())


def refused(g: checkers.Game, text: str, code: checkers.ErrorCode) -> checkers.IllegalMoveError:
    """Pushes `text`, expects the refusal `code`, and checks nothing changed."""
    fen, ply = g.fen, g.ply
    with pytest.raises(checkers.IllegalMoveError) as caught:
        g.push(text)
    error = caught.value
    assert error.code == code, f"{text}: {error.name} instead of {code.name}"
    assert error.name == "E_" + code.name
    assert error.move == text
    assert g.fen == fen and g.ply == ply
    assert g.is_legal(text) is False
    return error
