# SPDX-License-Identifier: MIT
"""Random games in every variant: what the package says about each position
agrees with the library's own answers, and bad input never crashes."""

import random

import pytest

import checkers
from checkers import Game, IllegalMoveError

VARIANTS = [variant.name for variant in checkers.variants()]


@pytest.mark.parametrize("variant", VARIANTS)
def test_moves_agree_with_the_library(variant):
    rng = random.Random(variant)
    for _ in range(3):
        g = Game(variant)
        start = g.fen
        while not g.is_game_over() and g.ply < 150:
            moves = g.legal_moves
            assert [m.text for m in moves] == g.moves_text().split()
            assert moves.texts() == g.moves_text().split()
            routes = g.moves_text(full_route=True).split()
            move = rng.choice(moves)
            route = routes[moves.index(move)]
            assert g.parse_move(route) == move
            assert move.path[-1] == move.end
            assert move.is_capture == (len(move.captured) > 0)
            assert len(move.captured) in (0, len(move.path))
            by_text = g.copy()
            by_text.push(route)
            g.push(move)
            assert by_text.fen == g.fen and by_text.hash == g.hash
        played = g.move_stack.texts()
        assert len(played) == g.ply
        while g.ply:
            g.pop()
        assert g.fen == start
        g.push_many(" ".join(played))  # the texts written read back
        assert g.ply == len(played)


@pytest.mark.parametrize("text", ["", " ", "-", "11-", "x", "1-" * 500, "11-15-", "\t11-15\n",
                                  "99999999999999999999-1", "11--15", "é-1", b"\xff\xfe-1"])
def test_odd_move_texts_are_refused_or_read(text):
    g = Game()
    try:
        g.push(text)
    except IllegalMoveError as error:
        assert error.code.is_move_refusal
        assert g.ply == 0
    else:
        assert g.ply == 1


def test_odd_arguments_raise_python_errors():
    g = Game()
    with pytest.raises(ValueError):
        g.push("11-15\x00")
    with pytest.raises(TypeError):
        g.push(None)
    with pytest.raises(TypeError):
        Game(42)
    with pytest.raises(checkers.FenError):
        Game("english", "B:W" + "21," * 5000 + "22:B1")
    with pytest.raises(checkers.FenError):
        Game("english", "")
    with pytest.raises(IndexError):
        g.piece_at(0)
    with pytest.raises(IndexError):
        g.piece_at(33)
    with pytest.raises(IllegalMoveError):
        g.push_many("11-15 " + "1" * 1000)  # a word longer than any move
    assert g.ply == 1
