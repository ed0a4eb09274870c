# SPDX-License-Identifier: MIT
"""SVG diagrams: what the library draws, the options, and Jupyter's hook."""

import xml.etree.ElementTree as ElementTree

import pytest

import checkers
from checkers import Game


def test_diagram_is_well_formed_svg_of_the_board():
    svg = Game().svg()
    root = ElementTree.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("width") == "384" and root.get("height") == "384"  # 8 squares of 48
    assert Game().svg() == svg  # the same position gives the same bytes


def test_options_change_the_drawing():
    g = Game()
    plain = g.svg()
    assert g.svg(size=20).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="160"')
    assert g.svg(flip=True) != plain
    numbered = g.svg(numbers=True)
    assert ">32<" in numbered and ">32<" not in plain
    assert g.svg(coordinates=True) != plain
    assert g.svg(highlight=[15, 18]) != plain
    g.push("11-15")
    assert g.svg(last_move=g.peek()) != g.svg()


def test_international_board_is_ten_by_ten():
    root = ElementTree.fromstring(Game("international").svg(size=10))
    assert root.get("width") == "100"


def test_jupyter_shows_the_last_move():
    g = Game()
    assert g._repr_svg_() == g.svg()
    g.push("11-15")
    assert g._repr_svg_() == g.svg(last_move=g.peek())


def test_bad_options_are_refused():
    with pytest.raises(checkers.InvalidArgumentError):
        Game().svg(size=4)
    for size in (5, 7, 1025, -8):
        with pytest.raises(checkers.InvalidArgumentError) as caught:
            Game().svg(size=size)
        assert f"svg size {size}" in str(caught.value) and "8..1024" in str(caught.value)
    for size in (8, 1024, 0, None):
        assert Game().svg(size=size).startswith("<svg")
    with pytest.raises(ValueError):
        Game().svg(highlight=[0])
