# SPDX-License-Identifier: MIT
"""Every integer argument of the extension is checked against its range, never
truncated to 32 bits: `game.notation = 2**32` once set the numeric notation
(0), `DrawRules.preset(2**32 + 1)` gave the WCDF preset (1),
`ballot_count(2**32 + 3)` answered for the three-move deck, `comment(2**32)`
gave ply 0's comment and `strerror(2**32 - 1)` described code -1.

ARGUMENTS lists each integer argument of ext/*.c once, with the range the
extension accepts and the error it raises outside it (naming the argument
and the range): a new function is one more row."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Tuple, Type

import pytest

import checkers
from checkers import DrawRules, Game, Notation, Status, _core

INT32 = (-2**31, 2**31 - 1)
UINT32 = (0, 2**32 - 1)
BYTE = (0, 255)
SQUARES = (0, checkers.MAX_SQUARES)

PDN = b'[Event "x"]\n{before} 1. 11-15 {after 0} 23-19 *\n'


def reader() -> _core.PdnReader:
    r = _core.PdnReader(PDN, "english", 0)
    assert r.next()
    return r


def pdn_call(value: int) -> object:
    return Game()._pdn([], [], None, value)


def move_call(position: int) -> Callable[[int], object]:
    """_core._move with `value` as its argument number `position`."""
    def call(value: int) -> object:
        args: list[Any] = [Game(), 9, 13, 0, (13,), (), "9-13"]
        if position == 4:
            args[4] = (value,)
        else:
            args[position] = value
        return _core._move(*args)
    return call


@dataclass
class Argument:
    name: str  # as the error names it
    call: Callable[[int], object]
    range: Tuple[int, int]  # what the extension accepts
    error: Type[Exception] = OverflowError
    # Whether values in range may be tried at random (perft(60) would not end).
    fuzz_in_range: bool = True


ARGUMENTS = [
    Argument("code", _core.strerror, INT32),
    Argument("code", _core.error_name, INT32),
    Argument("preset", _core.draw_rules_preset, INT32),
    Argument("preset", lambda v: DrawRules.preset(v), INT32),
    Argument("deck", _core.ballot_count, INT32),
    Argument("deck", lambda v: _core.ballot(v, 1), INT32),
    Argument("number", lambda v: _core.ballot(3, v), INT32),
    Argument("number", lambda v: checkers.ballot(v), INT32),
    Argument("deck", lambda v: Game._from_ballot(v, 1), INT32),
    Argument("number", lambda v: Game.from_ballot(v), INT32),
    Argument("flags", lambda v: _core.PdnReader(PDN, "english", v), UINT32),
    Argument("ply", lambda v: reader().comment(v), INT32),
    Argument("perft depth", lambda v: Game().perft(v), (0, 64), ValueError, False),
    Argument("square", lambda v: Game().piece_at(v), (1, 32), IndexError),
    Argument("square", lambda v: Game("international").square_position(v), (1, 50),
             IndexError),
    Argument("square", lambda v: Game().huff(v), INT32),
    Argument("ply", lambda v: Game()._history_huff(v), INT32),
    Argument("repetitions", lambda v: Game()._set_draw_rules(v, 0, 0, 0), INT32),
    Argument("move_limit", lambda v: Game()._set_draw_rules(0, v, 0, 0), INT32),
    Argument("claim", lambda v: Game()._set_draw_rules(0, 0, v, 0), INT32),
    Argument("endgame", lambda v: Game()._set_draw_rules(0, 0, 0, v), INT32),
    Argument("repetitions", lambda v: setattr(Game(), "draw_rules", DrawRules(v, 0)), INT32),
    Argument("result", lambda v: Game().declare(v, checkers.Reason.ADJUDICATION), INT32),
    Argument("reason", lambda v: Game().declare(Status.DRAW, v), INT32),
    Argument("notation", lambda v: setattr(Game("russian"), "notation", v), INT32),
    Argument("notation", lambda v: Game("russian")._set_notation(v), INT32),
    Argument("crowning", lambda v: setattr(Game("turkish"), "crowning", v), INT32),
    Argument("flags", lambda v: Game()._svg(v, 0, None, bytes(checkers.MAX_SQUARES)), UINT32),
    Argument("size", lambda v: Game()._svg(0, v, None, bytes(checkers.MAX_SQUARES)), INT32),
    Argument("result", pdn_call, INT32),
    Argument("result", lambda v: Game().pdn(result=v), INT32),
    Argument("start", lambda v: Game().find_move(v, 13), BYTE),
    Argument("end", lambda v: Game().find_move(9, v), BYTE),
    Argument("from", move_call(1), SQUARES, ValueError),
    Argument("to", move_call(2), SQUARES, ValueError),
    Argument("flags", move_call(3), BYTE, ValueError),
    Argument("landing squares", move_call(4), SQUARES, ValueError),
]

# Values that 32-bit truncation turns into small ones, and the limits of
# 32 and 64 bits.
WIDE = sorted({2**32 + k for k in range(-1, 4)} | {2**31, -2**31 - 1, -2**32, 2**63 - 1,
                                                    2**63, -2**63, -2**63 - 1, 2**64 + 1})
IDS = [f"{a.name}-{i}" for i, a in enumerate(ARGUMENTS)]


def expect_range_error(argument: Argument, value: int) -> None:
    with pytest.raises(argument.error) as caught:
        argument.call(value)
    message = str(caught.value)
    low, high = argument.range
    assert argument.name in message and f"{low}..{high}" in message, message
    assert str(value) in message, message


def in_range_answer(argument: Argument, value: int) -> None:
    """A value in range reaches the library: it may be refused there, but as
    itself, never as an out-of-range value."""
    try:
        argument.call(value)
    except (checkers.CheckersError, IndexError) as error:
        assert not isinstance(error, OverflowError)
    except ValueError as error:  # e.g. a Notation or Crowning that is not one
        assert "must be" not in str(error) or argument.error is not ValueError, error


@pytest.mark.parametrize("argument", ARGUMENTS, ids=IDS)
def test_values_beyond_the_range_are_refused_by_name(argument: Argument) -> None:
    low, high = argument.range
    for value in WIDE + [low - 1, high + 1]:
        if not low <= value <= high:
            expect_range_error(argument, value)


@pytest.mark.parametrize("argument", [a for a in ARGUMENTS if a.fuzz_in_range], ids=[
    i for a, i in zip(ARGUMENTS, IDS) if a.fuzz_in_range])
def test_the_edges_of_the_range_reach_the_library(argument: Argument) -> None:
    low, high = argument.range
    for value in (low, low + 1, high - 1, high):
        in_range_answer(argument, value)


def test_non_integers_are_type_errors() -> None:
    for call in (lambda: Game().perft(2.0), lambda: _core.strerror("1"),
                 lambda: Game()._set_notation(None)):
        with pytest.raises(TypeError):
            call()
    assert Game().perft(True) == 7  # bool is an int, as everywhere in Python


def test_what_truncation_answered_is_refused() -> None:
    # The reports of issue 25 item 1, one by one.
    with pytest.raises(OverflowError):
        Game("russian").notation = 2**32
    with pytest.raises(OverflowError):
        DrawRules.preset(2**32 + 1)
    with pytest.raises(OverflowError):
        _core.ballot_count(2**32 + 3)
    with pytest.raises(OverflowError):
        reader().comment(2**32)
    with pytest.raises(OverflowError):
        _core.strerror(2**32 - 1)
    # and what the values in range mean is unchanged
    assert _core.ballot_count(3) == 174 and reader().comment(0) == b"after 0"
    assert DrawRules.preset(1) == DrawRules.preset("wcdf")
    g = Game("russian")
    g.notation = 0
    assert g.notation is Notation.NUMERIC


def random_int(rng: random.Random) -> int:
    """Small, large and boundary values, of either sign."""
    kind = rng.randrange(3)
    if kind == 0:
        value = rng.getrandbits(rng.randrange(1, 70))
    elif kind == 1:
        value = rng.choice((2**8, 2**31, 2**32, 2**63, 2**64)) + rng.randrange(-3, 4)
    else:
        value = rng.randrange(-70, 70)
    return -value if rng.random() < 0.5 else value


def test_random_integers_are_taken_as_themselves_or_refused() -> None:
    rng = random.Random(0x5EED)  # fixed: the same cases on every run
    for _ in range(3000):
        argument = rng.choice(ARGUMENTS)
        value = random_int(rng)
        low, high = argument.range
        if not low <= value <= high:
            expect_range_error(argument, value)
        elif argument.fuzz_in_range:
            in_range_answer(argument, value)


def test_every_integer_conversion_of_the_extension_is_listed() -> None:
    # The extension converts integers only through core_int_arg (ext/errors.c);
    # a PyArg format or PyLong_As call elsewhere would bypass the range check.
    import pathlib
    import re
    ext = pathlib.Path(__file__).resolve().parents[1] / "ext"
    for source in ext.glob("*.c"):
        text = source.read_text()
        for fmt in re.findall(r'PyArg_Parse\w*\([^"]*"([^":]*)', text):
            assert not set(fmt) & set("bBhHiIlkLKn"), f"{source.name}: format {fmt!r}"
        calls = set(re.findall(r"PyLong_As\w+", text))
        allowed = {"errors.c": {"PyLong_AsLongLongAndOverflow"},
                   "moves.c": {"PyLong_AsSsize_t"}}  # a sequence index: IndexError
        assert calls <= allowed.get(source.name, set()), f"{source.name}: {calls}"
