# SPDX-License-Identifier: MIT
"""Engines that speak the Hub protocol (version 2, as Scan speaks it), driven
from Python: start one, let it play or analyse a game, stop it, quit it.

>>> import checkers, checkers.engine
>>> game = checkers.Game("english")
>>> with checkers.engine.HubEngine("checkers hub") as engine:   # doctest: +SKIP
...     result = engine.play(game, checkers.engine.Limit(movetime=0.5))
...     game.push(result.move)

The protocol's texts (positions, moves, the referee's ``pos`` command) are the
library's (``checkers_game_hub_*``), so the engine is sent the moves since the
last man move or capture and sees repetitions; its move is resolved by the
library's Hub parser, so a move that is not legal raises
IllegalEngineMoveError. Every wait is bounded: a crashed engine raises
EngineTerminatedError, a silent one EngineTimeoutError (and is killed), a
garbled answer EngineProtocolError; all are EngineError.

Times are seconds. One thread reads the engine's output (so that no wait can
block forever); calls are made from one thread at a time, except stop(),
which any thread may call.
"""

from __future__ import annotations

import math
import os
import queue
import re
import shlex
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import (IO, Callable, Dict, List, Mapping, NoReturn, Optional, Sequence, Tuple,
                    TypedDict, Union, cast)

from . import _core
from .constants import ErrorCode
from .errors import CheckersError, IllegalMoveError
from .game import Game
from ._core import Move

__all__ = [
    "EngineError", "EngineProtocolError", "EngineTerminatedError", "EngineTimeoutError",
    "HubEngine", "IllegalEngineMoveError", "Info", "Limit", "Param", "PlayResult",
    "game_from_hub", "hub_move_text", "hub_pos", "hub_position", "parse_hub_move",
]

#: The longest line read from an engine; a longer one is garbage.
MAX_LINE = 1 << 16

# ------------------------------------------------------------------ codecs

def hub_position(game: Game) -> str:
    """The game's position as Hub's position string (side to move, then one
    letter per playing square: 51 letters on 10x10, 33 on 8x8)."""
    return _core.hub_position(game)


def hub_pos(game: Game) -> str:
    """The ``pos`` command a referee sends before a search: the position after
    the last man move or capture and ``moves="..."`` played since."""
    return _core.hub_pos(game)


def hub_move_text(game: Game, move: Move) -> str:
    """A legal move of the game's position as Hub move text (``32-28``,
    ``28x19x23``: captured squares ascending); IllegalMoveError if not legal."""
    return _core.hub_move_text(game, move)


def parse_hub_move(game: Game, text: str) -> Move:
    """The legal move that Hub move text names (``-`` and ``x`` alike, captured
    squares in any order); IllegalMoveError with the library's reason if none."""
    return _core.parse_hub_move(game, text)


def game_from_hub(variant: str, position: str) -> Game:
    """A game of `variant` at a Hub position string; FenError if unreadable."""
    return _core.game_from_hub(Game, variant.lower(), position)


# ------------------------------------------------------------------ errors

class EngineError(RuntimeError):
    """An engine failed: it could not be started, it died, it did not answer in
    time, it broke the protocol or played an illegal move."""


class EngineTerminatedError(EngineError):
    """The engine's process ended (or closed its output) when an answer was due."""

    def __init__(self, message: str, returncode: Optional[int] = None) -> None:
        super().__init__(message)
        #: The process's exit status, when it had exited (negative: killed by a signal).
        self.returncode = returncode


class EngineTimeoutError(EngineError):
    """The engine did not answer in time; its process has been killed."""


class EngineProtocolError(EngineError):
    """The engine wrote what the protocol does not allow where an answer was due
    (an unreadable line, ``done`` without a move)."""

    def __init__(self, message: str, line: Optional[str] = None) -> None:
        super().__init__(message)
        #: The offending line (None for one that was not text).
        self.line = line


class IllegalEngineMoveError(EngineProtocolError):
    """The engine's move is not legal in the position it was given. The
    library's refusal is the cause (``__cause__``, an IllegalMoveError) and
    ``refusal``; the engine is still running."""

    def __init__(self, text: str, refusal: IllegalMoveError, line: str) -> None:
        super().__init__(f"the engine played {text!r}, which is not legal here: {refusal}", line)
        #: The move text the engine sent.
        self.move_text = text
        #: Why the library refused it.
        self.refusal = refusal


# ------------------------------------------------------------------- types

@dataclass(frozen=True)
class Limit:
    """What a search may spend; at least one for play(). Times in seconds.

    time      the clock of the side to move (Hub ``level time=``);
    inc       added to that clock before every move (``inc=``);
    moves     moves to play within ``time`` (``moves=``; none: the rest of the game);
    depth     plies (``depth=``); nodes: positions (``nodes=``);
    movetime  the time for this move (``move-time=``).
    """

    time: Optional[float] = None
    inc: Optional[float] = None
    depth: Optional[int] = None
    nodes: Optional[int] = None
    movetime: Optional[float] = None
    moves: Optional[int] = None

    def __post_init__(self) -> None:
        for name in ("time", "inc", "movetime"):
            value = getattr(self, name)
            if value is not None and not (isinstance(value, (int, float)) and value >= 0
                                          and value == value and value != float("inf")):
                raise ValueError(f"Limit.{name} must be a finite number of seconds >= 0, "
                                 f"not {value!r}")
        for name in ("depth", "nodes", "moves"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or value < 1):
                raise ValueError(f"Limit.{name} must be a whole number >= 1, not {value!r}")
        if self.time is None and (self.inc is not None or self.moves is not None):
            raise ValueError("Limit.inc and Limit.moves go with Limit.time (the clock)")

    def is_empty(self) -> bool:
        return (self.time is None and self.depth is None and self.nodes is None
                and self.movetime is None)

    def level(self) -> str:
        """The Hub ``level`` command for this limit, as the library writes it
        (checkers_hub_write_level) from times rounded to whole milliseconds."""
        ms = [None if s is None else math.floor(s * 1000 + 0.5)
              for s in (self.movetime, self.time, self.inc)]
        return _core.hub_level(self.depth, self.nodes, ms[0], self.moves, ms[1], ms[2])

    def budget(self) -> Optional[float]:
        """The most time the search may take, in seconds (None: not bounded by time)."""
        spans = []
        if self.movetime is not None:
            spans.append(self.movetime)
        if self.time is not None:
            spans.append(self.time + (self.inc or 0.0))
        return min(spans) if spans else None


class Info(TypedDict, total=False):
    """What an ``info`` line said; only the fields the engine gave.

    depth (plies), mean_depth, score (in men, for the side to move), nodes,
    time (seconds), nps (millions of nodes a second, as Hub gives it), pv (the
    expected line, Hub move texts separated by single spaces), extra (other
    fields, as text).

    The line is read by the library (checkers_hub_parse_info), as every
    binding reads it: numbers are decimal digits, with one decimal point at
    most in the decimals and a sign (``-`` or ``+``) on score only, decimals
    rounded to six places. A field written otherwise (``depth=3.0``,
    ``nodes=1_000``, ``1e3``, ``inf``, ``time=-1``, a number beyond its
    field) is not read: it goes to extra, as text, as unknown fields do.
    Arguments after the line's 32nd are not read."""

    depth: int
    mean_depth: float
    score: float
    nodes: int
    time: float
    nps: float
    pv: str
    extra: Dict[str, str]


@dataclass
class PlayResult:
    """An engine's move: `move` is legal in the game given, `ponder` (the answer
    it expects, or None) in the position after it, `info` its last info line."""

    move: Move
    ponder: Optional[Move] = None
    info: Info = field(default_factory=lambda: Info())


@dataclass(frozen=True)
class Param:
    """A parameter the engine offers (``param`` line): its name, type (bool,
    int, real, string, enum), value, and min/max or the enum's values."""

    name: str
    type: str
    value: Optional[str] = None
    min: Optional[str] = None
    max: Optional[str] = None
    values: Tuple[str, ...] = ()


# ------------------------------------------------------------ line syntax

def _quote(name: str, value: object) -> str:
    if isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = str(value)
    quoted = _core.hub_quote(text)
    if quoted is None:
        raise ValueError(f"{name}: a Hub value cannot hold a quote or a line end: {text!r}")
    return quoted


# A line's command and arguments (a flag's value is None, the first of a name
# given twice counts); None when it cannot be read (a quote not closed).
_split = _core.hub_split


#: Info's keys, in the order of hub_info's values and of the library's CHECKERS_HUB_INFO_* bits.
_INFO_KEYS = ("depth", "mean_depth", "score", "nodes", "time", "nps", "pv")


def _info(line: str) -> Info:
    given, *values, extra = _core.hub_info(line)
    info: Dict[str, object] = {key: value for bit, (key, value)
                               in enumerate(zip(_INFO_KEYS, values)) if given >> bit & 1}
    if "pv" in info:  # its moves, one space between them (Hub's blanks: space and tab)
        info["pv"] = " ".join(re.findall("[^ \t]+", str(info["pv"])))
    if extra:
        info["extra"] = extra
    return cast(Info, info)


# ------------------------------------------------------------------ engine

_EOF = object()   # the reader's last item: the engine closed its output
_WAKE = object()  # stop() woke the waiting call up
_Item = Union[bytes, object]


class HubEngine:
    """A Hub engine in a process of its own.

    `command` is the program and its arguments: a string (split as a shell
    does, with shlex) or a list. `cwd` is its working directory, `options`
    the ``set-param`` values sent before ``init`` (a name the engine does not
    offer raises EngineError). `timeout` bounds, in seconds, the start-up
    (until ``ready``), every answer outside a search, and quit(); a search
    may take its limit's time (Limit.budget) plus `margin` seconds. A search
    with no time in its limit (depth, nodes) checks that the engine is alive
    with ``ping`` whenever it has been silent for `timeout` seconds. After a
    timeout the process is killed. `stderr` goes where subprocess sends it
    (None: this process's).

    The game's variant is set through the engine's ``variant`` parameter
    before each search, when it offers one (with the library's names, or
    Scan's: normal, losing, bt) and `options` does not set it.
    """

    def __init__(self, command: Union[str, Sequence[Union[str, "os.PathLike[str]"]]],
                 cwd: Union[str, "os.PathLike[str]", None] = None,
                 options: Optional[Mapping[str, object]] = None, timeout: float = 10.0, *,
                 margin: float = 1.0, stderr: Union[int, IO[bytes], None] = None) -> None:
        if isinstance(command, str):
            args = shlex.split(command)
        else:
            args = [os.fspath(word) for word in command]
        if not args:
            raise ValueError("no command")
        if not timeout > 0 or not margin >= 0:
            raise ValueError("timeout must be > 0 and margin >= 0 seconds")
        self.command: List[str] = args
        self.timeout = float(timeout)
        self.margin = float(margin)
        #: The engine's ``id`` line: name, version, author, country...
        self.id: Dict[str, str] = {}
        #: The parameters the engine offers, by name.
        self.params: Dict[str, Param] = {}
        #: The ``error message=`` lines the engine wrote, oldest first.
        self.errors: List[str] = []
        self._values: Dict[str, str] = {}  # what each parameter is set to
        self._variant_chosen = False  # the caller set `variant`: leave it
        self._lock = threading.Lock()  # writes to the engine, _searching
        self._searching = False
        self._closed = False
        self._lines: "queue.Queue[_Item]" = queue.Queue()
        try:
            self._process = subprocess.Popen(args, cwd=cwd, stdin=subprocess.PIPE,
                                             stdout=subprocess.PIPE, stderr=stderr)
        except OSError as error:
            self._closed = True
            raise EngineError(f"cannot start {args[0]!r}: {error}") from error
        self._reader = threading.Thread(target=self._read, name=f"hub engine {args[0]}",
                                        daemon=True)
        self._reader.start()
        try:
            self._start(options or {})
        except BaseException:
            self._kill()
            raise

    # ---------------------------------------------------------- start-up

    def _start(self, options: Mapping[str, object]) -> None:
        deadline = time.monotonic() + self.timeout
        self._send("hub")
        while True:
            command, args, line = self._expect(deadline, "the start-up (hub ... wait)")
            if command == "id":
                self.id.update({name: value or "" for name, value in args.items()})
            elif command == "param" and args.get("name"):
                # Words as the library reads a Hub list: blanks (space, tab) between them.
                values = tuple(word for word in re.split("[ \t]+", args.get("values") or "")
                               if word)
                param = Param(str(args["name"]), args.get("type") or "string",
                              args.get("value"), args.get("min"), args.get("max"), values)
                self.params[param.name] = param
                if param.value is not None:
                    self._values[param.name] = param.value
            elif command == "wait":
                break
        self._set_params(options)
        self._init(deadline)

    def _set_params(self, options: Mapping[str, object]) -> None:
        for name, value in options.items():
            self._set_param(name, value)
            if name == "variant":
                self._variant_chosen = True

    def _set_param(self, name: str, value: object) -> None:
        if name not in self.params:
            offered = ", ".join(self.params) or "none"
            raise EngineError(f"the engine has no parameter {name!r} (it offers: {offered})")
        line = f"set-param name={_quote('name', name)} value={_quote(name, value)}"
        self._send(line)
        self._values[name] = _split(line)[1]["value"] or ""  # type: ignore[index]

    def _init(self, deadline: float) -> None:
        self._send("init")
        while True:
            command, _, _ = self._expect(deadline, "init (ready)")
            if command == "ready":
                return

    def configure(self, options: Mapping[str, object]) -> None:
        """Sets parameters (``set-param``) and makes the engine take them (``init``)."""
        self._check_idle()
        self._set_params(options)
        self._init(time.monotonic() + self.timeout)

    def _choose_variant(self, variant: str) -> None:
        param = self.params.get("variant")
        if param is None or self._variant_chosen:
            return  # an engine of one game: it is the caller's to match it
        # The library's name, else Scan's (normal, losing, bt): the library's one table.
        wanted = _core.hub_variant_name(variant, " ".join(param.values)
                                        if param.type == "enum" and param.values else None)
        if wanted is None:
            raise EngineError(f"the engine does not play {variant} "
                              f"(its variants: {' '.join(param.values)})")
        if self._values.get("variant") != wanted:
            self._set_param("variant", wanted)
            self._init(time.monotonic() + self.timeout)

    # ---------------------------------------------------------- searches

    def play(self, game: Game, limit: Limit, *, timeout: Optional[float] = None,
             on_info: Optional[Callable[[Info], None]] = None) -> PlayResult:
        """The engine's move in `game` within `limit` (``go think``).

        `timeout` replaces the deadline (the limit's time plus the margin);
        `on_info` is called with each ``info`` as it comes (it may call stop()).
        Raises IllegalEngineMoveError when the move is not legal in `game`, and
        the other EngineErrors; CheckersError E_GAME_OVER for a finished game."""
        if limit.is_empty():
            raise ValueError("play() needs a limit (time, movetime, depth or nodes)")
        done, info, line = self._search(game, limit, "think", timeout, on_info)
        text = done.get("move")
        if not text:
            raise EngineProtocolError("the engine answered without a move"
                                      + self._last_error(), line)
        move = self._resolve(game, text, line)
        ponder: Optional[Move] = None
        expected = done.get("ponder")
        if expected:
            after = game.copy()
            after.push(move)
            try:
                ponder = parse_hub_move(after, expected)
            except IllegalMoveError:  # not legal there, or the game is over (E_GAME_OVER)
                ponder = None
        return PlayResult(move, ponder, info)

    def analyse(self, game: Game, limit: Optional[Limit] = None, *,
                timeout: Optional[float] = None,
                on_info: Optional[Callable[[Info], None]] = None) -> Info:
        """The engine's last ``info`` on `game` after a search within `limit`
        (``go think``), with its best line in ``pv`` (the move and the expected
        answer, when it wrote no line of its own). With no limit, the engine
        analyses (``level infinite``, ``go analyze``) until stop() is called,
        from another thread or from `on_info`. Its move is checked as play()'s."""
        limit = limit or Limit()
        mode = "analyze" if limit.is_empty() else "think"
        done, info, line = self._search(game, limit, mode, timeout, on_info)
        text = done.get("move")
        if not text:
            raise EngineProtocolError("the engine answered without a move"
                                      + self._last_error(), line)
        self._resolve(game, text, line)
        if not info.get("pv"):
            info["pv"] = " ".join(word for word in (text, done.get("ponder")) if word)
        return info

    def stop(self) -> None:
        """Asks the running search to end now (``stop``): the call waiting for it
        returns the engine's answer. Any thread may call it; without a search
        it does nothing."""
        with self._lock:
            if not self._searching or self._closed:
                return
            try:
                self._write("stop")
            except EngineError:  # it has ended: the search's call says so
                pass
        self._lines.put(_WAKE)

    def ping(self) -> None:
        """``ping``, waiting for ``pong`` (EngineTimeoutError after `timeout`)."""
        self._check_idle()
        deadline = time.monotonic() + self.timeout
        self._send("ping")
        while self._expect(deadline, "ping (pong)")[0] != "pong":
            pass

    def new_game(self) -> None:
        """``new-game``: the next position is from another game."""
        self._check_idle()
        self._send("new-game")

    def _search(self, game: Game, limit: Limit, mode: str, timeout: Optional[float],
                on_info: Optional[Callable[[Info], None]]
                ) -> Tuple[Dict[str, Optional[str]], Info, str]:
        self._check_idle()
        if game.is_game_over():
            raise CheckersError(ErrorCode.GAME_OVER, "no search in a finished game")
        self._choose_variant(game.variant)
        while True:  # what an earlier call left unread (a late pong)
            try:
                item = self._lines.get_nowait()
            except queue.Empty:
                break
            if item is _EOF:
                self._lines.put(_EOF)
                break
        budget = limit.budget()
        if timeout is not None:
            deadline: Optional[float] = time.monotonic() + timeout
        elif budget is not None:
            deadline = time.monotonic() + budget + self.margin
        else:
            deadline = None
        with self._lock:
            self._write(hub_pos(game))
            self._write(limit.level())
            self._write(f"go {mode}")
            self._searching = True
        info = Info()
        heard = time.monotonic()
        pinged: Optional[float] = None
        stopped: Optional[float] = None
        try:
            while True:
                now = time.monotonic()
                wait = [] if deadline is None else [deadline]
                if stopped is not None:
                    wait.append(stopped + self.timeout)
                if deadline is None and stopped is None:
                    # Not bounded by time: silence is answered with a ping.
                    wait.append((pinged + self.timeout) if pinged is not None
                                else heard + self.timeout)
                until = min(wait)
                item = self._get(until - now)
                if item is None:
                    if pinged is None and deadline is None and stopped is None:
                        self._send("ping")
                        pinged = time.monotonic()
                        continue
                    what = ("the end of the search after stop" if stopped is not None
                            else "a sign of life (pong)" if pinged is not None
                            else "the search's answer (done)")
                    self._timeout(f"no answer in time: waited for {what}")
                if item is _WAKE:
                    if stopped is None:
                        stopped = time.monotonic()
                    continue
                line = self._text(item)
                heard, pinged = time.monotonic(), None
                parsed = _split(line)
                if parsed is None:
                    self._garbled(line)
                command, args = parsed
                if command == "info":
                    info = _info(line)
                    if on_info is not None:
                        on_info(info)
                elif command == "error":
                    self.errors.append(args.get("message") or line)
                elif command == "done":
                    return args, info, line
        except EngineError:
            raise
        except BaseException:
            # The caller's exception (on_info, Ctrl-C): the search is ended,
            # so that its `done` is not taken for the next one's.
            self._abandon()
            raise
        finally:
            with self._lock:
                self._searching = False

    def _abandon(self) -> None:
        try:
            with self._lock:
                self._write("stop")
            deadline = time.monotonic() + self.timeout
            while self._expect(deadline, "stop (done)")[0] != "done":
                pass
        except EngineError:
            pass

    def _resolve(self, game: Game, text: str, line: str) -> Move:
        try:
            return parse_hub_move(game, text)
        except IllegalMoveError as refusal:
            raise IllegalEngineMoveError(text, refusal, line) from refusal

    def _last_error(self) -> str:
        return f" (its last error: {self.errors[-1]})" if self.errors else ""

    # ------------------------------------------------------------ ending

    def quit(self) -> None:
        """``quit``, then waits `timeout` seconds for the process to end; kills
        it if it has not. Calls after this one raise EngineTerminatedError."""
        if self._closed:
            return
        try:
            with self._lock:
                if self._searching:
                    self._write("stop")
                self._write("quit")
        except EngineError:
            pass
        try:
            self._process.wait(self.timeout)
        except subprocess.TimeoutExpired:
            pass
        self._kill()

    def close(self) -> None:
        """quit(), never raising: for ``finally`` blocks and ``with``."""
        try:
            self.quit()
        except Exception:
            self._kill()

    def __enter__(self) -> HubEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self._kill()
        except Exception:  # half-made objects, interpreter shutdown
            pass

    @property
    def returncode(self) -> Optional[int]:
        """The process's exit status once it has ended (None while it runs)."""
        return self._process.poll()

    @property
    def alive(self) -> bool:
        return not self._closed and self._process.poll() is None

    def __repr__(self) -> str:
        name = self.id.get("name") or self.command[0]
        return f"<HubEngine {name!r} pid={self._process.pid}{'' if self.alive else ' ended'}>"

    # --------------------------------------------------------- the pipes

    def _read(self) -> None:
        stream = self._process.stdout
        assert stream is not None
        try:
            while True:
                line = stream.readline(MAX_LINE + 1)
                if not line:
                    break
                self._lines.put(line)
        except (OSError, ValueError):
            pass
        try:
            stream.close()
        except OSError:
            pass
        self._lines.put(_EOF)

    def _get(self, seconds: float) -> Optional[_Item]:
        try:
            return self._lines.get(timeout=max(seconds, 0.0))
        except queue.Empty:
            return None

    def _text(self, item: _Item) -> str:
        if item is _EOF:
            self._lines.put(_EOF)  # for later calls
            try:
                code: Optional[int] = self._process.wait(min(self.timeout, 1.0))
            except subprocess.TimeoutExpired:
                code = None
            self._kill()
            how = f"exited with status {code}" if code is not None else "closed its output"
            raise EngineTerminatedError(f"the engine {how}{self._last_error()}", code)
        assert isinstance(item, bytes)
        if len(item) > MAX_LINE and not item.endswith(b"\n"):
            self._garbled(None, f"a line longer than {MAX_LINE} bytes")
        try:
            return item.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            self._garbled(None, f"a line that is not UTF-8 text: {item[:80]!r}")

    def _garbled(self, line: Optional[str], what: Optional[str] = None) -> NoReturn:
        # Mid-answer, what the engine does next cannot be known: it is ended.
        self._kill()
        raise EngineProtocolError(f"the engine wrote {what or repr(line)}: not a Hub line", line)

    def _timeout(self, message: str) -> NoReturn:
        self._kill()
        raise EngineTimeoutError(f"{message}; the engine was killed")

    def _expect(self, deadline: float, what: str) -> Tuple[str, Dict[str, Optional[str]], str]:
        """The next line before `deadline`, read (an error line noted and skipped)."""
        while True:
            item = self._get(deadline - time.monotonic())
            if item is None:
                self._timeout(f"no answer in {self.timeout:g} s to {what}")
            if item is _WAKE:
                continue
            line = self._text(item)
            parsed = _split(line)
            if parsed is None:
                self._garbled(line)
            command, args = parsed
            if command == "error":
                self.errors.append(args.get("message") or line)
                continue
            return command, args, line

    def _check_idle(self) -> None:
        if self._closed:
            raise EngineTerminatedError("the engine has ended", self._process.poll())
        if self._searching:
            raise RuntimeError("the engine is searching: one call at a time")

    def _send(self, line: str) -> None:
        with self._lock:
            self._write(line)

    def _write(self, line: str) -> None:
        stream = self._process.stdin
        if self._closed or stream is None:
            raise EngineTerminatedError("the engine has ended", self._process.poll())
        try:
            stream.write(line.encode("utf-8") + b"\n")
            stream.flush()
        except (OSError, ValueError) as error:
            self._kill()
            raise EngineTerminatedError(f"the engine has ended ({error})",
                                        self._process.poll()) from error

    def _kill(self) -> None:
        self._closed = True
        process: Optional[subprocess.Popen[bytes]] = getattr(self, "_process", None)
        if process is None:
            return
        if process.poll() is None:
            try:
                process.kill()
            except OSError:
                pass
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:  # pragma: no cover: SIGKILL ignored
                pass
        # The output is the reader's to close, at its end: closing it here
        # would wait for the reader's readline.
        try:
            if process.stdin is not None:
                process.stdin.close()
        except OSError:
            pass
