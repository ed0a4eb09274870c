# SPDX-License-Identifier: MIT
"""Exceptions carrying the library's codes. The extension calls from_code()
to build them, so every error reads the same wherever it comes from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Tuple, Type, Union

from . import _core
from .constants import ErrorCode

if TYPE_CHECKING:
    from ._core import Move


class CheckersError(Exception):
    """An error reported by the library: its code, the code's name and message."""

    code: Union[ErrorCode, int]
    #: The library's name of the code, e.g. "E_NO_PIECE".
    name: str
    message: str

    def __init__(self, code: int, detail: Optional[str] = None) -> None:
        try:
            self.code = ErrorCode(code)
        except ValueError:  # a code newer than this package
            self.code = code
        self.name = _core.error_name(code)
        self.message = _core.strerror(code)
        text = f"{self.message} ({self.name})"
        super().__init__(f"{detail}: {text}" if detail else text)

    def __reduce__(self) -> Tuple[Any, ...]:
        # Errors cross process boundaries (multiprocessing) by their fields;
        # the example Move and the choices stay behind, since they belong to a game.
        state = dict(self.__dict__)
        if state.get("example") is not None:
            state["example"] = None
        if state.get("choices"):
            state["choices"] = []
        return (_rebuild, (type(self), self.args, state))


def _rebuild(cls: Type[CheckersError], args: Tuple[Any, ...],
             state: Dict[str, Any]) -> CheckersError:
    error = cls.__new__(cls)
    error.args = args
    error.__dict__.update(state)
    return error


class IllegalMoveError(CheckersError, ValueError):
    """A move refused: why (code), where (square), and a legal example when the
    rule has one (the capture to make, a completion, one of the matches). Its
    text is the library's (checkers_game_refusal_text): squares named as the
    game writes them ("square b6" in Russian, "square 19" in English)."""

    def __init__(self, code: int, move: Optional[str] = None, square: int = 0, count: int = 0,
                 example: Optional[Move] = None, applied: Optional[int] = None,
                 kings: int = 0, description: Optional[str] = None,
                 choices: Optional[Sequence[Move]] = None) -> None:
        #: The move text refused, when the move was given as text.
        self.move = move
        #: The square the refusal is about (its number; 0 if none).
        self.square = square
        #: NOT_MAX_CAPTURE, NOT_MAX_VALUE: pieces the compulsory capture takes;
        #: AMBIGUOUS: matches.
        self.count = count
        #: NOT_MAX_VALUE (Frisian): how many of those pieces are kings.
        self.kings = kings
        #: A legal move that shows the rule, or None.
        self.example = example
        #: push_many: the number of moves played before the refused one.
        self.applied = applied
        #: The refusal in words, as the game writes squares and moves: the
        #: code's message and its details ("... (square b6)"), or None.
        self.description = description
        #: AMBIGUOUS: the legal moves the refused move could mean, to offer
        #: the player (empty for other refusals).
        self.choices: List[Move] = list(choices or ())
        if description is not None:
            CheckersError.__init__(self, code)
            self.args = (f"{move!r}: {description} ({self.name})" if move is not None
                         else f"{description} ({self.name})",)
            return
        detail = []
        if move is not None:
            detail.append(repr(move))
        if square:
            detail.append(f"square {square}")
        super().__init__(code, ", ".join(detail) or None)
        if example is not None:
            self.args = (f"{self.args[0]}; for example {example.text}",)


class AmbiguousMoveError(IllegalMoveError):
    """A move that several legal moves match (E_AMBIGUOUS): a short form
    ("2x4") or a from-to that two routes share. `choices` holds them, to let
    the player pick one; a whole route names its move."""

class FenError(CheckersError, ValueError):
    """A FEN the library cannot read."""

    def __init__(self, code: int, fen: Optional[str] = None) -> None:
        self.fen = fen
        super().__init__(code, repr(fen) if fen is not None else None)


class UnknownVariantError(CheckersError, ValueError):
    """A variant name the library does not know; the message lists those it does."""

    def __init__(self, code: int, variant: Optional[str] = None) -> None:
        self.variant = variant
        #: The variant names the library knows.
        self.variants = [name for name, _ in _core.variants()]
        super().__init__(code, repr(variant) if variant is not None else None)
        self.args = (f"{self.args[0]}; the variants are {', '.join(self.variants)}",)


class NothingToUndoError(CheckersError, IndexError):
    """pop() at the start of the game."""


class NoClaimError(CheckersError):
    """claim_draw() when no draw can be claimed."""


class InvalidArgumentError(CheckersError, ValueError):
    pass


def _text(value: object) -> Optional[str]:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value if isinstance(value, str) or value is None else str(value)


def from_code(code: int, square: int, count: int, kings: int, example: Optional[Move],
              text: object, applied: int, description: Optional[str] = None,
              choices: Optional[List[Move]] = None) -> BaseException:
    """The exception for a library code (called by the extension)."""
    if code == ErrorCode.NO_MEMORY:
        return MemoryError(_core.strerror(code))
    if code <= ErrorCode.MOVE_SYNTAX:
        cls = AmbiguousMoveError if code == ErrorCode.AMBIGUOUS else IllegalMoveError
        return cls(code, _text(text), square, count, example,
                   applied if applied >= 0 else None, kings, description, choices)
    if ErrorCode.FEN_CROWNING_ROW <= code <= ErrorCode.FEN_SYNTAX:
        return FenError(code, _text(text))
    if code == ErrorCode.UNKNOWN_VARIANT:
        return UnknownVariantError(code, _text(text))
    if code == ErrorCode.NOTHING_TO_UNDO:
        return NothingToUndoError(code)
    if code == ErrorCode.NO_CLAIM:
        return NoClaimError(code)
    if code == ErrorCode.INVALID_ARGUMENT:
        return InvalidArgumentError(code)
    return CheckersError(code)
