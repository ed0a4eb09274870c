# SPDX-License-Identifier: MIT
"""Unpickling damaged bytes: every one-byte corruption (each position, several
values) and every truncation of pickled games (and moves) of several
variants either loads a valid game or raises a clean error, in a few
seconds. Errors raised by the package's own code are ValueErrors or
pickle.UnpicklingErrors; the pickle machinery may also raise what its
documentation lists (AttributeError, EOFError, ImportError, IndexError), and
TypeError or OverflowError for opcodes it cannot apply."""

from __future__ import annotations

import pathlib
import pickle
import random
import sys
import time
import traceback
from typing import List, Tuple

import checkers
from checkers import Game

PACKAGE = str(pathlib.Path(checkers.__file__).resolve().parent)

# What pickle itself raises for a malformed stream, before or around the
# package's code (the pickle module's documentation: "may raise other
# exceptions, including (but not necessarily limited to) AttributeError,
# EOFError, ImportError, and IndexError").
MACHINERY = (pickle.UnpicklingError, ValueError, AttributeError, EOFError, ImportError,
             IndexError, KeyError, TypeError, OverflowError, MemoryError)


def played(variant: str, plies: int, seed: int, fen: str | None = None) -> Game:
    g = Game(variant, fen)
    rng = random.Random(seed)
    while g.ply < plies and not g.is_game_over():
        g.push(rng.choice(g.legal_moves))
    return g


def huffed() -> Game:
    # English with the huffing rule: a capture declined, then huffed.
    g = Game("english", "B:W18,30:B1,14")
    g.huffing = True
    g.push("1-5")
    g.huff(14)
    g.push("18-14")
    return g


def declared() -> Game:
    g = played("russian", 6, 3)
    g.declare("1/2-1/2", "agreement")
    return g


def subjects() -> List[Tuple[str, object]]:
    turkish = played("turkish", 8, 5)
    turkish.crowning = checkers.Crowning.AS_KING
    frisian = played("frisian", 16, 1)
    return [
        ("frisian", frisian),
        ("frisian move", frisian.legal_moves[0]),
        ("english huffing", huffed()),
        ("international", played("international", 10, 2)),
        ("russian declared", declared()),
        ("turkish as-king", turkish),
    ]


def own_frame(error: BaseException) -> bool:
    """Whether the error was raised in the package's own code (Python frames
    of the package, or the extension called from them)."""
    frames = traceback.extract_tb(error.__traceback__)
    return any(frame.filename.startswith(PACKAGE) for frame in frames)


def check_loaded(value: object) -> None:
    """A game that loaded is a valid game: its FEN sets it up again, its moves
    list, and it pickles again as itself. (Damaged bytes may also be the pickle
    of something else, an int: pickle's business.)"""
    if isinstance(value, checkers.Move):
        assert isinstance(value.text, str) and len(value.path) <= checkers.MAX_CAPTURES
        return
    if not isinstance(value, Game):
        return
    game = value
    assert Game(game.variant, game.fen, notation=game.notation).fen == game.fen
    assert len(game.legal_moves.texts()) == len(game.legal_moves)
    assert pickle.loads(pickle.dumps(game)) == game


def corruptions(data: bytes):
    """Every truncation, and every position with several values."""
    for end in range(len(data)):
        yield data[:end]
    for at in range(len(data)):
        byte = data[at]
        # 0x96 (BYTEARRAY8, a huge length read from the bytes after it) is
        # left out: CPython then prints "SystemError: deallocated bytearray
        # object has exported buffers" and raises MemoryError, for any pickle
        # (a plain tuple of str too). PyByteArray_FromStringAndSize frees its
        # new object when the allocation fails before it sets ob_exports, and
        # the deallocator reads that field unset: CPython's bug, not this
        # package's, which has no buffer there.
        for value in {0x00, 0x01, 0x7F, 0xFF, byte ^ 0x01, byte ^ 0x80, (byte + 1) & 0xFF} - {
                byte, 0x96}:
            yield data[:at] + bytes((value,)) + data[at + 1:]


def test_damaged_pickles_load_valid_games_or_raise_clean_errors(capfd) -> None:
    start = time.monotonic()
    tried = loaded = 0
    for name, subject in subjects():
        data = pickle.dumps(subject, protocol=pickle.HIGHEST_PROTOCOL)
        assert pickle.loads(data) == subject or name.endswith("move")
        for damaged in corruptions(data):
            tried += 1
            try:
                value = pickle.loads(damaged)
            except MACHINERY as error:
                if own_frame(error):
                    assert isinstance(error, (ValueError, pickle.UnpicklingError)), (
                        name, damaged, repr(error))
                continue
            loaded += 1
            check_loaded(value)
    elapsed = time.monotonic() - start
    out, err = capfd.readouterr()
    assert "SystemError" not in err and "Exception ignored" not in err, err[:2000]
    assert tried > 10000 and loaded > 0
    assert elapsed < 60, elapsed  # a few seconds on the project's machine


def test_a_damaged_game_class_is_refused() -> None:
    data = pickle.dumps(Game())
    evil = data.replace(b"\x8c\x04Game", b"\x8c\x04List")  # typing.List in checkers.game
    assert evil != data
    try:
        pickle.loads(evil)
    except pickle.UnpicklingError as error:
        assert "not a checkers game class" in str(error)
    else:
        raise AssertionError("loaded a game of another class")
