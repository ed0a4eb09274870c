# SPDX-License-Identifier: MIT
"""Reading PDN files: every game with its tags, moves, comments, result and,
for a game with an illegal or unreadable move, where and why it stopped."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import IO, Any, Dict, Iterator, List, Optional, Tuple, Type, Union

from . import _core
from .constants import ErrorCode, PdnFlag
from .game import Game
from ._core import Move


def _decode(data: bytes) -> str:
    # Real PDN files are UTF-8 or, older ones, Latin-1.
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


@dataclass(frozen=True)
class PdnError:
    """Where and why a game's replay stopped (checkers_pdn_error)."""

    code: Union[ErrorCode, int]
    line: int
    column: int
    move_number: int
    ply: int
    #: The offending token (truncated by the library to 63 bytes).
    text: str

    @property
    def name(self) -> str:
        return _core.error_name(self.code)

    @property
    def message(self) -> str:
        return _core.strerror(self.code)

    def __str__(self) -> str:
        return (f"line {self.line}, column {self.column}, move {self.move_number}: "
                f"{self.text!r}: {self.message} ({self.name})")


@dataclass
class PdnGame:
    """One game of a PDN text.

    game is replayed up to its last legal move (None when it could not be set
    up: a bad FEN or an unknown GameType, see error); moves are its moves.
    comments are keyed by ply: -1 before the first move, i after ply i.
    """

    tags: Dict[str, str]
    game: Optional[Game]
    moves: List[Move]
    comments: Dict[int, str]
    result: str
    error: Optional[PdnError] = None
    #: The tags in file order, duplicates included.
    tag_list: List[Tuple[str, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether every move was read and legal."""
        return self.error is None


Source = Union[str, bytes, bytearray, memoryview, "os.PathLike[str]", IO[Any]]


def _source_bytes(source: Source) -> bytes:
    if isinstance(source, str):
        _refuse_a_file_name(source)
        return source.encode("utf-8")
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source)
    if isinstance(source, os.PathLike):
        with open(source, "rb") as handle:
            return handle.read()
    data = source.read()
    return data.encode("utf-8") if isinstance(data, str) else bytes(data)


_RESULTS = frozenset(("1-0", "0-1", "1/2-1/2", "0-0", "*", "2-0", "0-2", "1-1"))


def _looks_like_a_file_name(line: str) -> bool:
    """One line that names a file, or ends in .pdn or .txt, or has no spaces
    and a directory separator or a file extension ("games/game.pdn",
    "C:\\x.pdn", "game.cdb"). PDN text on one line has spaces between its
    moves, or is a single move or result ("1/2-1/2")."""
    if not line or line in _RESULTS or "\n" in line or "[" in line:
        return False
    extension = os.path.splitext(line)[1][1:]
    if extension.lower() in ("pdn", "txt") or os.path.isfile(line):
        return True
    if any(c.isspace() for c in line):
        return False
    return ("/" in line or "\\" in line
            or (extension[:1].isalpha() and extension.isalnum() and len(extension) <= 5))


def _refuse_a_file_name(text: str) -> None:
    """A str is PDN text: one that looks like a file name, or names a file,
    would be read as a game with a FEN error, silently. It is refused."""
    if _looks_like_a_file_name(text.strip()):
        raise ValueError(f"read_pdn({text!r}): a str is read as PDN text, and this one looks "
                         f"like a file name; to read the file pass a path object, "
                         f"read_pdn(pathlib.Path({text!r})), or use read_pdn_file({text!r})")


def read_pdn(source: Source, variant: str = "english", *,
             strict: bool = False, game_class: Type[Game] = Game) -> Iterator[PdnGame]:
    """Yields the games of a PDN text (str or bytes), file (a path object:
    pathlib.Path) or open file. A str is always PDN text, never a file name:
    one that looks like a file name raises ValueError. `variant` (any case)
    is for games without a GameType tag; `strict` refuses what PDN 3.0 does
    not allow."""
    reader = _core.PdnReader(_source_bytes(source), variant.lower(),
                             int(PdnFlag.STRICT) if strict else 0)
    while reader.next():
        yield _current(reader, game_class)


def read_pdn_file(path: Union[str, "os.PathLike[str]"], variant: str = "english", *,
                  strict: bool = False) -> Iterator[PdnGame]:
    """read_pdn over the file at `path`."""
    with open(path, "rb") as handle:
        data = handle.read()
    return read_pdn(data, variant, strict=strict)


def _current(reader: _core.PdnReader, game_class: Type[Game]) -> PdnGame:
    pairs = [(_decode(name), _decode(value)) for name, value in reader.tags()]
    tags: Dict[str, str] = {}
    for name, value in pairs:
        tags.setdefault(name, value)  # the first of a name, as checkers_pdn_tag
    game = reader.game(game_class)
    moves: List[Move] = list(game.move_stack) if game is not None else []
    comments = {}
    for ply in range(-1, len(moves)):
        comment = reader.comment(ply)
        if comment is not None:
            comments[ply] = _decode(comment)
    code, line, column, move_number, ply, text = reader.error()
    error = None
    if code != 0:
        try:
            code = ErrorCode(code)
        except ValueError:
            pass
        error = PdnError(code, line, column, move_number, ply, _decode(text))
    result = _core.result_text(reader.result())
    return PdnGame(tags, game, moves, comments, result, error, pairs)
