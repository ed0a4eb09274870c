# SPDX-License-Identifier: MIT
"""The library's constants as enums, with their values read from the library's
own table at import (checkers_constant_*), so they cannot drift from it."""

from __future__ import annotations

from enum import Enum, EnumMeta, Flag, IntEnum, IntFlag
from typing import TYPE_CHECKING, Dict, Tuple

from . import _core

#: Every numeric CHECKERS_* macro of checkers.h, by full name, as the library has it.
CONSTANTS: Dict[str, int] = dict(_core.constants())


def _c(name: str) -> int:
    return CONSTANTS["CHECKERS_" + name]


MAX_SQUARES: int = _c("MAX_SQUARES")
MAX_CAPTURES: int = _c("MAX_CAPTURES")
MAX_MOVES: int = _c("MAX_MOVES")
FEN_MAX: int = _c("FEN_MAX")
MOVE_TEXT_MAX: int = _c("MOVE_TEXT_MAX")


class _Named(IntEnum):
    """An IntEnum that prints as its name: str(Color.WHITE) and f"{Color.WHITE}"
    give "Color.WHITE" (as Python's IntEnum did before 3.11), while the member
    stays an int (Color.WHITE == 2). A format spec formats the number:
    f"{Color.WHITE:d}" gives "2"."""

    __str__ = Enum.__str__

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(self, spec)


class _NamedFlag(IntFlag):
    """An IntFlag that prints as its names ("MoveFlag.CAPTURE|KING"); see _Named."""

    __str__ = Flag.__str__

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(self, spec)


class Color(_Named):
    """A side. Black moves first in English draughts, White in most others."""

    BLACK = _c("BLACK")
    WHITE = _c("WHITE")

    @property
    def other(self) -> Color:
        return Color.WHITE if self is Color.BLACK else Color.BLACK


class Piece(_Named):
    """What stands on a square: a colour, plus KING for a king."""

    EMPTY = _c("EMPTY")
    BLACK_MAN = _c("BLACK_MAN")
    WHITE_MAN = _c("WHITE_MAN")
    BLACK_KING = _c("BLACK_KING")
    WHITE_KING = _c("WHITE_KING")

    @property
    def color(self) -> Color | None:
        if self is Piece.EMPTY:
            return None
        return Color(self & ~_c("KING"))

    @property
    def is_king(self) -> bool:
        return bool(self & _c("KING"))


class MoveFlag(_NamedFlag):
    """Move.flags bits."""

    CAPTURE = _c("MOVE_CAPTURE")
    PROMOTES = _c("MOVE_PROMOTES")
    KING = _c("MOVE_KING")


class Status(_Named):
    """The state of a game, as checkers_game_status gives it."""

    ONGOING = _c("ONGOING")
    BLACK_WINS = _c("BLACK_WINS")
    WHITE_WINS = _c("WHITE_WINS")
    DRAW = _c("DRAW")


class Reason(_Named):
    """Why a game ended, or why a draw can be claimed."""

    NONE = _c("REASON_NONE")
    NO_PIECES = _c("REASON_NO_PIECES")
    NO_MOVES = _c("REASON_NO_MOVES")
    REPETITION = _c("REASON_REPETITION")
    MOVE_LIMIT = _c("REASON_MOVE_LIMIT")
    CROWNED = _c("REASON_CROWNED")
    ENDGAME = _c("REASON_ENDGAME")
    # Results the rules do not decide (Game.declare).
    RESIGNATION = _c("REASON_RESIGNATION")
    AGREEMENT = _c("REASON_AGREEMENT")
    TIME = _c("REASON_TIME")
    ADJUDICATION = _c("REASON_ADJUDICATION")


class DrawPreset(_Named):
    """Named draw rules, the same in every variant (see DrawRules.preset). A
    variant's own rules are not a preset: DrawRules.default(variant)."""

    ONLINE = _c("DRAWS_ONLINE")
    WCDF = _c("DRAWS_WCDF")
    BGA = _c("DRAWS_BGA")
    NONE = _c("DRAWS_NONE")


class Notation(_Named):
    """How squares are written: numbers (11-15) or, where a variant has it, c3-d4.
    Brazilian, Russian, Czech and Turkish write ALGEBRAIC by default and may be
    set to NUMERIC; the other variants write NUMERIC only. Both are always read."""

    NUMERIC = _c("NOTATION_NUMERIC")
    ALGEBRAIC = _c("NOTATION_ALGEBRAIC")


class Crowning(_Named):
    """What happens to a man that reaches the last row during a capture. Each
    variant has its rule; a Turkish game may choose (Game.crowning)."""

    ENDS_MOVE = _c("CROWNING_ENDS_MOVE")  #: crowned there, and the move ends (English)
    AT_END = _c("CROWNING_AT_END")  #: goes on as a man; crowned if it ends there (FMJD)
    AS_KING = _c("CROWNING_AS_KING")  #: crowned at once, goes on as a king (Russian)


class DiagramFlag(_NamedFlag):
    FLIP = _c("DIAGRAM_FLIP")
    NUMBERS = _c("DIAGRAM_NUMBERS")
    COORDINATES = _c("DIAGRAM_COORDINATES")


class PdnFlag(_NamedFlag):
    STRICT = _c("PDN_STRICT")
    COPY = _c("PDN_COPY")


class PdnResult(_Named):
    """A result as PDN writes it: the game's results (Status, with the same
    values: a Status passes where a PdnResult is asked for) and NO_RESULT,
    "0-0", which only a record has (both lose, or the game was cancelled)."""

    ONGOING = _c("ONGOING")
    BLACK_WINS = _c("BLACK_WINS")
    WHITE_WINS = _c("WHITE_WINS")
    DRAW = _c("DRAW")
    NO_RESULT = _c("PDN_NO_RESULT")


class BallotDeck(_Named):
    THREE_MOVE = _c("BALLOTS_THREE_MOVE")
    TWO_MOVE = _c("BALLOTS_TWO_MOVE")


class BallotClass(_Named):
    CROSSBOARD = _c("BALLOT_CROSSBOARD")
    MAILPLAY = _c("BALLOT_MAILPLAY")
    BARRED = _c("BALLOT_BARRED")
    STANDARD = _c("BALLOT_STANDARD")
    LOST = _c("BALLOT_LOST")


class _ErrorCodes(_Named):
    """What every CHECKERS_E_* code answers (ErrorCode's members are made below)."""

    @property
    def is_move_refusal(self) -> bool:
        """Whether the code says why a move was refused (CHECKERS_E_MOVE_SYNTAX..)."""
        return self <= CONSTANTS["CHECKERS_E_MOVE_SYNTAX"]

    @property
    def is_fen_error(self) -> bool:
        return CONSTANTS["CHECKERS_E_FEN_CROWNING_ROW"] <= self <= CONSTANTS["CHECKERS_E_FEN_SYNTAX"]


if TYPE_CHECKING:
    class _AnyMember(EnumMeta):
        def __getattr__(cls, name: str) -> ErrorCode: ...

    class ErrorCode(_ErrorCodes, metaclass=_AnyMember):
        """The library's error and refusal codes (CHECKERS_E_*)."""
else:
    # One member per CHECKERS_E_* code of the library's table, which the
    # library builds from CHECKERS_ERROR_MAP, the one list of codes: a code
    # added there is a member here. (Type checkers see any name as a member.)
    ErrorCode = _ErrorCodes(
        "ErrorCode", [(name[len("CHECKERS_E_"):], value) for name, value in CONSTANTS.items()
                      if name.startswith("CHECKERS_E_")], module=__name__, qualname="ErrorCode")
    ErrorCode.__doc__ = "The library's error and refusal codes (CHECKERS_E_*)."


#: The enums whose members are the constants CHECKERS_<PREFIX><MEMBER>, for
#: the first of the prefixes that names a constant.
ENUM_PREFIXES: Dict[type, Tuple[str, ...]] = {
    Color: ("",),
    Piece: ("",),
    MoveFlag: ("MOVE_",),
    Status: ("",),
    Reason: ("REASON_",),
    DrawPreset: ("DRAWS_",),
    Notation: ("NOTATION_",),
    Crowning: ("CROWNING_",),
    DiagramFlag: ("DIAGRAM_",),
    PdnFlag: ("PDN_",),
    PdnResult: ("", "PDN_"),
    BallotDeck: ("BALLOTS_",),
    BallotClass: ("BALLOT_",),
    ErrorCode: ("E_",),
}
