# SPDX-License-Identifier: MIT
"""checkers.Game: the extension's game with the Python conveniences around it."""

from __future__ import annotations

from typing import (Any, Dict, Iterable, List, Mapping, NamedTuple, Optional, Tuple, Type,
                    Union, TYPE_CHECKING)

from . import _core
from .constants import (CONSTANTS, BallotDeck, Color, Crowning, DiagramFlag, ErrorCode,
                        MAX_SQUARES, Notation, PdnResult, Piece, Reason, Status)
from .draws import DrawRules
from .errors import IllegalMoveError, InvalidArgumentError

if TYPE_CHECKING:
    from ._core import Move

MoveLike = Union["Move", str]
#: A result given by its text, as the JavaScript binding takes it, or by value.
ResultLike = Union[Status, PdnResult, int, str]

#: PDN's results by their texts, as the library writes them (checkers_result_text).
PDN_RESULTS = {_core.result_text(result): result for result in PdnResult}
#: The results declare() takes by text ("*" and "0-0" are not).
DECLARED_RESULTS = {text: Status(result) for text, result in PDN_RESULTS.items()
                    if result not in (PdnResult.ONGOING, PdnResult.NO_RESULT)}
_WINNERS = {Status.BLACK_WINS: Color.BLACK, Status.WHITE_WINS: Color.WHITE}
#: checkers_game_svg's square sizes: 0 (SVG_SIZE_DEFAULT pixels) or SVG_SIZES.
SVG_SIZES = range(CONSTANTS["CHECKERS_DIAGRAM_SQUARE_MIN"],
                  CONSTANTS["CHECKERS_DIAGRAM_SQUARE_MAX"] + 1)
SVG_SIZE_DEFAULT = CONSTANTS["CHECKERS_DIAGRAM_SQUARE_DEFAULT"]


class Outcome(NamedTuple):
    """How a game ended: its result text, the winner (None for a draw) and why."""

    result: str
    winner: Optional[Color]
    reason: Reason


class Game(_core.Game):
    """A game of checkers or draughts: the position, the moves played, the draw
    rules. Illegal moves raise IllegalMoveError and change nothing.

    >>> game = Game("english")
    >>> game.push("11-15"); game.push("23-19")
    >>> game.fen
    'B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15'
    """

    __slots__ = ()

    # Game(variant="english", fen=None, *, draw_rules=None, notation=None,
    # crowning=None) is the extension's __init__ (ext/game.c): the variant's
    # name in any case, then each setting given, through the properties below.

    @classmethod
    def from_ballot(cls, number: int, deck: BallotDeck = BallotDeck.THREE_MOVE) -> Game:
        """An English game after ballot `number` (1-174, or 1-49 of the two-move deck)."""
        return cls._from_ballot(int(deck), number)

    # ------------------------------------------------------------- moves

    def push_many(self, moves: Union[str, Iterable[MoveLike]]) -> int:
        """Plays moves in order ("11-15 23-19 8-11", or Moves and texts) and
        returns how many. At the first refused move IllegalMoveError is raised
        with .applied set; the moves before it stay played."""
        if isinstance(moves, (str, bytes)):
            return self._push_text_sequence(moves)
        played = 0
        for move in moves:
            try:
                self.push(move)
            except IllegalMoveError as error:
                error.applied = played
                raise
            played += 1
        return played

    # ---------------------------------------------------------- position

    @property
    def turn(self) -> Color:
        """The side to move."""
        return Color(self._turn)

    def piece_at(self, square: int) -> Piece:
        """The piece on a square (its PDN number)."""
        return Piece(self._piece(square))

    def pieces(self) -> Dict[int, Piece]:
        """Every occupied square and its piece."""
        return {square: Piece(piece) for square in range(1, self.square_count + 1)
                if (piece := self._piece(square))}

    def square_position(self, square: int) -> Tuple[int, int]:
        """(row, column) of a square, 0-based from the top left seen from White."""
        row, column, _, _ = self._square_position(square)
        return row, column

    @property
    def board_size(self) -> Tuple[int, int]:
        """(rows, columns) of the board."""
        _, _, rows, columns = self._square_position(1)
        return rows, columns

    @property
    def notation(self) -> Notation:
        """The notation of the texts this game writes (both are always read):
        Notation.ALGEBRAIC by default in Brazilian, Russian, Czech and Turkish,
        which may be set to "numeric"; Notation.NUMERIC, the only one, in the
        other variants."""
        return Notation(self._notation())

    @notation.setter
    def notation(self, value: Union[Notation, str]) -> None:
        if isinstance(value, str):
            value = Notation[value.upper()]
        self._set_notation(int(value))

    @property
    def crowning(self) -> Crowning:
        """What happens to a man that reaches the last row during a capture.
        Only Turkish offers a choice (Crowning.AT_END by default), from the
        next move on; another variant's own rule is accepted, any other raises
        CheckersError E_UNSUPPORTED."""
        return Crowning(self._crowning())

    @crowning.setter
    def crowning(self, value: Union[Crowning, str]) -> None:
        if isinstance(value, str):
            value = Crowning[value.upper()]
        self._set_crowning(int(value))

    # ----------------------------------------------------------- results

    @property
    def status(self) -> Status:
        return Status(self._status()[0])

    @property
    def reason(self) -> Reason:
        """Why the game ended (Reason.NONE while it goes on)."""
        return Reason(self._status()[1])

    @property
    def winner(self) -> Optional[Color]:
        return _WINNERS.get(Status(self._status()[0]))

    def outcome(self) -> Optional[Outcome]:
        """None while the game goes on, else its result, winner and reason."""
        status, reason = self._status()
        if status == Status.ONGOING:
            return None
        return Outcome(self.result, self.winner, Reason(reason))

    @property
    def draw_rules(self) -> DrawRules:
        repetitions, move_limit, claim, endgame = self._draw_rules()
        return DrawRules(repetitions, move_limit, bool(claim), bool(endgame))

    @draw_rules.setter
    def draw_rules(self, rules: Union[DrawRules, str]) -> None:
        if isinstance(rules, str):
            rules = DrawRules.preset(rules, self.variant)
        self._set_draw_rules(*rules._as_tuple())

    def claimable(self) -> Reason:
        """The reason a draw could be claimed now, or Reason.NONE."""
        return Reason(self._claimable())

    def can_claim_draw(self) -> bool:
        return self._claimable() != Reason.NONE

    def declare(self, result: ResultLike, reason: Union[Reason, int, str]) -> None:
        """Ends the game with a result the rules do not decide, as an arbiter or
        a server records it: result "1-0", "0-1" or "1/2-1/2" (or a Status) and
        reason "resignation" or "time" (a win), "agreement" (a draw) or
        "adjudication" (any), or a Reason: the strings the JavaScript binding
        takes. InvalidArgumentError for a combination the library refuses,
        CheckersError E_GAME_OVER when the game has ended; pop() withdraws it."""
        if isinstance(result, str):
            if result not in DECLARED_RESULTS:
                raise ValueError(f"not a result to declare: {result!r} "
                                 f"(known: {', '.join(DECLARED_RESULTS)})")
            result = DECLARED_RESULTS[result]
        if isinstance(reason, str):
            reason = _reason_named(reason)
        self._declare(result, reason)

    def resign(self, color: Union[Color, int, str]) -> None:
        """`color` ("black", "white" or a Color) resigns, on move or not: the
        other side wins. pop() withdraws it."""
        if isinstance(color, str):
            try:
                color = Color[color.upper()]
            except KeyError:
                raise ValueError(f"not a color: {color!r} (known: black, white)") from None
        winner = Status.WHITE_WINS if Color(color) == Color.BLACK else Status.BLACK_WINS
        self.declare(winner, Reason.RESIGNATION)

    # ------------------------------------------------------------ output

    def svg(self, *, flip: bool = False, numbers: bool = False, coordinates: bool = False,
            size: Optional[int] = None, last_move: Optional[Move] = None,
            highlight: Iterable[int] = ()) -> str:
        """An SVG diagram of the position. size: pixels per square (8-1024;
        None: 48); last_move: a move to mark (e.g. game.peek()); highlight:
        squares to tint."""
        if isinstance(size, int) and size != 0 and size not in SVG_SIZES:
            raise InvalidArgumentError(
                ErrorCode.INVALID_ARGUMENT,
                f"svg size {size}: the pixels per square must be "
                f"{SVG_SIZES.start}..{SVG_SIZES.stop - 1} (None: {SVG_SIZE_DEFAULT})")
        flags = ((DiagramFlag.FLIP if flip else 0) | (DiagramFlag.NUMBERS if numbers else 0)
                 | (DiagramFlag.COORDINATES if coordinates else 0))
        marks = bytearray(MAX_SQUARES)
        for square in highlight:
            if not 1 <= square <= MAX_SQUARES:
                raise ValueError(f"no square {square} to highlight")
            marks[square - 1] = 1
        return self._svg(int(flags), size or 0, last_move, bytes(marks))

    def _repr_svg_(self) -> str:
        return self.svg(last_move=self.peek() if self.ply else None)

    def pdn(self, tags: Union[Mapping[str, str], Iterable[Tuple[str, str]], None] = None,
            comments: Optional[Mapping[int, str]] = None,
            result: Optional[ResultLike] = None) -> str:
        """The game as PDN 3.0. comments: by ply (-1 before the first move, i after
        ply i); result: a Status or PdnResult (game.status passes as it is), or
        "1-0", "0-1", "1/2-1/2", "0-0" or "*"; by default the game's. It is
        written in the variant's result type: a Black win is "0-1", "0-2" on
        the 10x10 boards that count two points a game."""
        pairs = list(tags.items() if isinstance(tags, Mapping) else tags or ())
        notes: Optional[List[Optional[str]]] = None
        if comments:
            notes = [None] * (self.ply + 1)
            for ply, text in comments.items():
                if not -1 <= ply < self.ply:
                    raise ValueError(f"no ply {ply} to comment (the game has {self.ply})")
                notes[ply + 1] = text
        if result is None:
            result = self.status
        elif isinstance(result, str):
            if result not in PDN_RESULTS:
                raise ValueError(f"unknown result {result!r} (known: {', '.join(PDN_RESULTS)})")
            result = PDN_RESULTS[result]
        return self._pdn([n for n, _ in pairs], [v for _, v in pairs], notes, result)

    def __str__(self) -> str:
        """The board as text from White's side: b/w men, B/W kings, '.' empty."""
        rows, columns = self.board_size
        grid = [[" "] * columns for _ in range(rows)]
        symbols = {Piece.EMPTY: ".", Piece.BLACK_MAN: "b", Piece.WHITE_MAN: "w",
                   Piece.BLACK_KING: "B", Piece.WHITE_KING: "W"}
        for square in range(1, self.square_count + 1):
            row, column, _, _ = self._square_position(square)
            grid[row][column] = symbols[Piece(self._piece(square))]
        return "\n".join(" ".join(row) for row in grid)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.variant!r}, fen={self.fen!r})"

    def __reduce__(self) -> Tuple[Any, ...]:
        # The start position and the moves, so that a pickled game keeps its
        # history (and can still be taken back), and a declared result. A draw
        # claim is not kept. With the huffing rule, the setting and the huffs;
        # the crowning rule, and each move's when it changed during the game.
        start = self.copy()
        huffs = self._huffs_made()
        while start.ply or start._declared():
            start.pop()
        crowning = self._crowning()
        rules = [self._history_crowning(ply) for ply in range(self.ply)]
        return (_restore, (type(self), self.variant, start.fen, self.move_stack.texts(),
                           self.draw_rules, int(self.notation), self._declared(), self.huffing,
                           huffs, crowning, None if set(rules) <= {crowning} else rules))

    def _huffs_made(self) -> Dict[int, int]:
        """{ply: square huffed before move `ply`} (ply == the game's ply: a huff
        of this turn), from the library's record of the game."""
        return {ply: square for ply in range(self.ply + 1) if (square := self._history_huff(ply))}

    def __eq__(self, other: object) -> bool:
        """Games are equal when their variant, settings (draw rules, notation,
        crowning, huffing), history (the start position, the moves and huffs,
        a declared or claimed result) and so their position are."""
        if not isinstance(other, Game):
            return NotImplemented
        return self is other or self._identity() == other._identity()

    # A game changes: equal games may not stay equal, so games do not hash
    # (as lists do not). game.fen, or game.hash for the position, are keys.
    __hash__ = None  # type: ignore[assignment]

    def _identity(self) -> Tuple[Any, ...]:
        return (self.fen, self._status(), self.__reduce__()[1][1:])

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: Dict[int, Any]) -> Game:
        return self.copy()


# Calls of the extension's methods on a Game take CPython's fast path (see
# ext/game.c).
Game._adopt_methods()


def _restore(cls: Type[Game], variant: str, fen: str, moves: List[str], draw_rules: DrawRules,
             notation: int, declared: Optional[Tuple[int, int]] = None, huffing: bool = False,
             huffs: Optional[Dict[int, int]] = None, crowning: Optional[int] = None,
             rules: Optional[List[int]] = None) -> Game:
    # Whatever the bytes unpickled, a game comes back valid or not at all:
    # anything wrong is an UnpicklingError.
    import pickle  # here: importing checkers does not import pickle
    if not (isinstance(cls, type) and issubclass(cls, Game)):
        raise pickle.UnpicklingError(f"not a checkers game class: {cls!r}")
    try:
        return _replay(cls, variant, fen, moves, draw_rules, notation, declared, huffing, huffs,
                       crowning, rules)
    except Exception as error:
        raise pickle.UnpicklingError(f"not a pickled checkers game: {error}") from error


def _replay(cls: Type[Game], variant: str, fen: str, moves: List[str], draw_rules: DrawRules,
            notation: int, declared: Optional[Tuple[int, int]], huffing: bool,
            huffs: Optional[Dict[int, int]], crowning: Optional[int],
            rules: Optional[List[int]]) -> Game:
    if not isinstance(draw_rules, DrawRules) or not isinstance(moves, list):
        raise TypeError("draw rules and a list of moves are expected")
    if rules is not None and (not isinstance(rules, list) or len(rules) != len(moves)):
        raise TypeError("a crowning rule for each move is expected")
    game = cls(variant, fen, draw_rules="none", notation=Notation(notation),
               crowning=None if crowning is None else Crowning(crowning))
    if huffs:
        game.huffing = True
    for ply, text in enumerate(moves):
        if huffs and ply in huffs:
            game.huff(huffs[ply])
        if rules is not None:
            game.crowning = Crowning(rules[ply])
        game.push(text)
    if rules is not None and crowning is not None:
        game.crowning = Crowning(crowning)
    if huffs and len(moves) in huffs:
        game.huff(huffs[len(moves)])
    if huffing or huffs:
        game.huffing = huffing
    game.draw_rules = draw_rules
    if declared is not None:
        game.declare(*declared)
    return game


def _restore_move(game: Game, start: int, end: int, flags: int, path: Tuple[int, ...],
                  captured: Tuple[int, ...], text: str) -> Move:
    """A Move unpickled (Move.__reduce__): of its game, with its route and text."""
    try:
        return _core._move(game, start, end, flags, path, captured, text)
    except (TypeError, ValueError) as error:
        import pickle
        raise pickle.UnpicklingError(f"not a pickled checkers move: {error}") from error


def _reason_named(name: str) -> Reason:
    """A Reason by its name, as the JavaScript binding writes it ("move-limit")."""
    try:
        return Reason[name.upper().replace("-", "_")]
    except KeyError:
        known = ", ".join(r.name.lower().replace("_", "-") for r in Reason if r)
        raise ValueError(f"not a reason: {name!r} (known: {known})") from None
