# SPDX-License-Identifier: MIT
"""What the package's documentation says about the variants, held to the
library: the README lists every variant, and the default notations listed in
the docs are the games' own."""

import pathlib
import re

import checkers
from checkers import Game, Notation

README = (pathlib.Path(__file__).resolve().parents[1] / "README.md").read_text()
ALGEBRAIC_BY_DEFAULT = ["Brazilian", "Russian", "Czech", "Turkish"]


def test_the_readme_lists_every_variant():
    opening = README.split("\n\n")[1]  # the paragraph under the title
    names = [variant.name for variant in checkers.variants()]
    listed = re.search(r"(\d+) variants \(([^:]*):", opening)
    assert listed is not None, opening
    assert int(listed.group(1)) == len(names) == 17
    written = [word.strip(" !").lower() for word in
               re.split(r",|\band\b", " ".join(listed.group(2).split()))]
    assert written == names  # all of them, in the library's order


def test_the_default_notations_are_the_documented_ones():
    algebraic = [variant.name for variant in checkers.variants()
                 if Game(variant.name).notation is Notation.ALGEBRAIC]
    assert algebraic == [name.lower() for name in ALGEBRAIC_BY_DEFAULT]
    said = f"{', '.join(ALGEBRAIC_BY_DEFAULT[:-1])} and {ALGEBRAIC_BY_DEFAULT[-1]}"
    for doc in (Notation.__doc__, Game.notation.__doc__, " ".join(README.split())):
        assert said in " ".join(doc.split()), doc
    for name in algebraic:  # and they may be set to numbers
        g = Game(name)
        g.notation = "numeric"
        assert g.legal_moves.texts()[0][0].isdigit()
