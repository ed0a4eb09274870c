# SPDX-License-Identifier: MIT
"""checkers: the rules of checkers and the draughts family, from the checkers C
library compiled into this package.

>>> import checkers
>>> game = checkers.Game("english")
>>> [move.text for move in game.legal_moves]
['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']
>>> game.push("11-15")
>>> game.turn
<Color.WHITE: 2>
>>> print(game.turn)
Color.WHITE
"""

from collections.abc import Sequence as _Sequence

from . import _core
from .constants import (CONSTANTS, FEN_MAX, MAX_CAPTURES, MAX_MOVES, MAX_SQUARES, MOVE_TEXT_MAX,
                        BallotClass, BallotDeck, Color, Crowning, DiagramFlag, DrawPreset,
                        ErrorCode, MoveFlag, Notation, PdnFlag, PdnResult, Piece, Reason, Status)
from .errors import (AmbiguousMoveError, CheckersError, FenError, IllegalMoveError,
                     InvalidArgumentError, NoClaimError, NothingToUndoError, UnknownVariantError,
                     from_code)
from ._core import Move, MoveList
from .draws import DrawRules
from .game import Game, Outcome
from .pdn import PdnError, PdnGame, read_pdn, read_pdn_file
from .tables import Ballot, Variant, ballot, ballots, variants

_core._setup(from_code, MoveFlag)
_Sequence.register(MoveList)

BLACK = Color.BLACK
WHITE = Color.WHITE

#: This package's version, which is the library's it was built with.
__version__: str = _core.HEADER_VERSION


def library_version() -> str:
    """The version of the library linked in (the same as __version__ unless the
    package was built against an installed library)."""
    return _core.version()


__all__ = [
    "BLACK", "WHITE", "CONSTANTS", "FEN_MAX", "MAX_CAPTURES", "MAX_MOVES", "MAX_SQUARES",
    "MOVE_TEXT_MAX", "AmbiguousMoveError", "Ballot", "BallotClass", "BallotDeck",
    "CheckersError", "Color", "Crowning", "DiagramFlag", "DrawPreset", "DrawRules", "ErrorCode",
    "FenError", "Game", "IllegalMoveError", "InvalidArgumentError", "Move", "MoveFlag",
    "MoveList", "NoClaimError", "Notation", "NothingToUndoError", "Outcome", "PdnError",
    "PdnFlag", "PdnGame", "PdnResult", "Piece", "Reason", "Status", "UnknownVariantError",
    "Variant", "ballot", "ballots", "library_version", "read_pdn", "read_pdn_file", "variants",
]
