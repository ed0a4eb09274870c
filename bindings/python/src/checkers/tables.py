# SPDX-License-Identifier: MIT
"""The library's lists: variants and ballots."""

from __future__ import annotations

from typing import List, NamedTuple

from . import _core
from .constants import BallotClass, BallotDeck


class Variant(NamedTuple):
    name: str
    description: str


def variants() -> List[Variant]:
    """Every variant the library knows, in its order ("english" first)."""
    return [Variant(name, description) for name, description in _core.variants()]


class Ballot(NamedTuple):
    """An English tournament opening: its number, moves and class."""

    deck: BallotDeck
    number: int
    moves: str
    kind: BallotClass


def ballot(number: int, deck: BallotDeck = BallotDeck.THREE_MOVE) -> Ballot:
    moves, kind = _core.ballot(int(deck), number)
    return Ballot(BallotDeck(deck), number, moves, BallotClass(kind))


def ballots(deck: BallotDeck = BallotDeck.THREE_MOVE) -> List[Ballot]:
    """Every ballot of a deck: the ACF 174 three-move ballots, or the 49 two-move ones."""
    return [ballot(number, deck) for number in range(1, _core.ballot_count(int(deck)) + 1)]
