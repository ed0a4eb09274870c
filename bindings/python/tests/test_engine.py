# SPDX-License-Identifier: MIT
"""checkers.engine: a Hub engine driven from Python. The library's own engine
(`checkers hub`, the CLI that CMake names in CHECKERS_CLI) plays and
analyses; fake_hub_engine.py fails in every way an engine can, and each
failure must raise its EngineError within its time, never hang."""

from __future__ import annotations

import os
import pathlib
import sys
import threading
import time
from typing import Callable, Iterator, List

import pytest

import checkers
from checkers import engine as hub
from checkers.engine import (EngineError, EngineProtocolError, EngineTerminatedError,
                             EngineTimeoutError, HubEngine, IllegalEngineMoveError, Limit)

FAKE = str(pathlib.Path(__file__).with_name("fake_hub_engine.py"))
CLI = os.environ.get("CHECKERS_CLI")
needs_cli = pytest.mark.skipif(not CLI, reason="CHECKERS_CLI (the checkers program) not set")


def fake(mode: str, log: "pathlib.Path | None" = None, **kwargs: object) -> HubEngine:
    command = [sys.executable, FAKE, mode] + ([str(log)] if log is not None else [])
    kwargs.setdefault("timeout", 1.0)
    kwargs.setdefault("margin", 0.5)
    return HubEngine(command, **kwargs)  # type: ignore[arg-type]


def from_another_thread(action: Callable[[], None]) -> Callable[[hub.Info], None]:
    """An on_info callback that runs `action` on another thread at the first info:
    the search has begun by then, where a timer could fire before it on a busy
    machine, and a stop() without a search does nothing (as documented)."""
    started = threading.Event()

    def callback(info: hub.Info) -> None:
        if not started.is_set():
            started.set()
            threading.Thread(target=lambda: (time.sleep(0.1), action())).start()
    return callback


class Bounded:
    """Asserts that the block took less than `seconds`."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> "Bounded":
        self.start = time.monotonic()
        return self

    def __exit__(self, *exc: object) -> None:
        took = time.monotonic() - self.start
        assert took < self.seconds, f"took {took:.2f} s"


@pytest.fixture
def engine() -> Iterator[HubEngine]:
    if not CLI:
        pytest.skip("CHECKERS_CLI (the checkers program) not set")
    with HubEngine([CLI, "hub"], timeout=5.0) as e:
        yield e


# ---------------------------------------------------------------- codecs

def test_the_codecs_are_the_librarys():
    game = checkers.Game("international")
    assert hub.hub_position(game) == "W" + "b" * 20 + "e" * 10 + "w" * 20
    assert hub.hub_pos(game) == "pos pos=W" + "b" * 20 + "e" * 10 + "w" * 20
    game.push_many("32-28 19-23")
    move = hub.parse_hub_move(game, "28x19x23")
    assert (move.start, move.end, move.captured) == (28, 19, (23,))
    assert hub.hub_move_text(game, move) == "28x19x23"
    # Man moves: the position after them, no moves= (kings' moves are kept)
    assert hub.hub_pos(game) == "pos pos=" + hub.hub_position(game)
    back = hub.game_from_hub("international", hub.hub_position(game))
    assert back.fen == game.fen and isinstance(back, checkers.Game)


def test_parse_hub_move_refuses_with_the_librarys_reason():
    game = checkers.Game("english")
    with pytest.raises(checkers.IllegalMoveError) as caught:
        hub.parse_hub_move(game, "15-19")
    assert caught.value.code == checkers.ErrorCode.NO_PIECE
    with pytest.raises(checkers.FenError):
        hub.game_from_hub("english", "Wxx")


def test_hub_pos_carries_the_king_moves_since_the_last_man_move():
    game = checkers.Game("english", "B:WK30:BK3")
    game.push_many("3-7 30-26 7-3")
    assert hub.hub_pos(game) == f'pos pos={hub.hub_position(checkers.Game("english", "B:WK30:BK3"))}' \
        ' moves="3-7 30-26 7-3"'


# ----------------------------------------------------------------- Limit

def test_limit_is_hubs_level_in_seconds():
    assert Limit(depth=6).level() == "level depth=6"
    assert Limit(movetime=0.25).level() == "level move-time=0.25"
    assert Limit(time=60, inc=0.5, moves=40).level() == "level moves=40 time=60 inc=0.5"
    assert Limit(nodes=1000, movetime=2).level() == "level nodes=1000 move-time=2"
    assert Limit().level() == "level infinite"
    assert Limit(time=10, inc=1, movetime=3).budget() == 3
    assert Limit(time=10, inc=1).budget() == 11
    assert Limit(depth=3).budget() is None


@pytest.mark.parametrize("bad", [dict(depth=0), dict(nodes=-1), dict(time=-1.0),
                                 dict(movetime=float("nan")), dict(inc=1.0), dict(depth=True)])
def test_limit_refuses_bad_values(bad):
    with pytest.raises(ValueError):
        Limit(**bad)


# ------------------------------------------------------ the library's engine

@needs_cli
def test_checkers_hub_says_who_it_is_and_its_parameters(engine):
    assert engine.id["name"] == "checkers"
    assert engine.params["variant"].type == "enum"
    assert "international" in engine.params["variant"].values
    assert engine.params["table-bits"].min == "10"


@needs_cli
def test_play_returns_a_legal_move_the_expected_answer_and_the_info(engine):
    game = checkers.Game("english")
    with Bounded(8):
        result = engine.play(game, Limit(depth=6))
    assert result.move in game.legal_moves
    assert result.info["depth"] == 6
    assert result.info["nodes"] > 0 and isinstance(result.info["score"], float)
    assert result.info["pv"].split()[0] == result.move.text
    game.push(result.move)
    assert result.ponder is not None and result.ponder in game.legal_moves


@needs_cli
def test_play_every_variant_for_a_few_moves(engine):
    infos: List[hub.Info] = []
    for variant in checkers.variants():
        game = checkers.Game(variant.name)
        for _ in range(4):
            if game.is_game_over():
                break
            result = engine.play(game, Limit(depth=2), on_info=infos.append)
            game.push(result.move)
        assert game.ply >= 1, variant.name
    assert infos and all("depth" in info for info in infos)


@needs_cli
def test_a_forced_capture_is_resolved_to_its_move(engine):
    game = checkers.Game("international")
    game.push_many("32-28 19-23")
    result = engine.play(game, Limit(movetime=0.2))
    assert result.move.text == "28x19" and result.move.captured == (23,)


@needs_cli
def test_two_engines_play_a_game_the_library_referees(engine):
    game = checkers.Game("english")
    with HubEngine(f"{CLI} hub --variant english", timeout=5.0) as other, Bounded(9):
        players = [engine, other]
        while not game.is_game_over() and game.ply < 30:
            game.push(players[game.ply % 2].play(game, Limit(nodes=2000)).move)
    assert game.ply == 30 or game.is_game_over()


@needs_cli
def test_analyse_gives_the_last_info(engine):
    info = engine.analyse(checkers.Game("russian"), Limit(depth=5))
    assert info["depth"] == 5 and len(info["pv"].split()) >= 2


@needs_cli
def test_stop_ends_an_infinite_analysis_from_another_thread(engine):
    with Bounded(4):
        info = engine.analyse(checkers.Game("english"), on_info=from_another_thread(engine.stop))
    assert info["depth"] >= 1 and info["pv"]


@needs_cli
def test_stop_from_the_info_callback(engine):
    def enough(info: hub.Info) -> None:
        if info.get("depth", 0) >= 3:
            engine.stop()
    with Bounded(4):
        info = engine.analyse(checkers.Game("english"), on_info=enough)
    assert info["depth"] >= 3


@needs_cli
def test_a_clock_limit_is_kept(engine):
    with Bounded(3):
        result = engine.play(checkers.Game("international"), Limit(time=2.0, inc=0.0))
    assert result.move.start in range(31, 51)


@needs_cli
def test_ping_new_game_configure_and_quit(engine):
    engine.ping()
    engine.new_game()
    engine.configure({"table-bits": 12})
    assert engine.play(checkers.Game("english"), Limit(depth=1)).move
    engine.quit()
    assert engine.returncode == 0 and not engine.alive
    with pytest.raises(EngineTerminatedError):
        engine.play(checkers.Game("english"), Limit(depth=1))


@needs_cli
def test_options_and_cwd_reach_the_engine(tmp_path):
    with HubEngine([CLI, "hub"], cwd=tmp_path, options={"variant": "frisian"}) as e:
        # The caller chose the variant: it is not changed for the game.
        result = e.play(checkers.Game("frisian"), Limit(depth=2))
        assert result.move.start in range(31, 51)
    with pytest.raises(EngineError, match="no parameter 'colour'"):
        HubEngine([CLI, "hub"], options={"colour": "red"})


def test_a_finished_game_is_not_searched():
    with fake("good") as e:
        with pytest.raises(checkers.CheckersError) as caught:
            e.play(checkers.Game("english", "W:W:B1"), Limit(depth=1))
    assert caught.value.code == checkers.ErrorCode.GAME_OVER


# ---------------------------------------------------------- fake engines

def test_the_fake_engine_plays_and_receives_the_history(tmp_path):
    log = tmp_path / "log"
    game = checkers.Game("english")
    with fake("good", log, options={"book": False, "style": "very calm"}) as e:
        result = e.play(game, Limit(time=30, inc=0.5))
        assert result.move.text == "11-15" and result.ponder is not None
        assert result.ponder.text == "23-19"
        assert result.info == {"depth": 3, "mean_depth": 2.5, "score": 0.25, "nodes": 120,
                               "time": 0.01, "nps": 0.01, "pv": "11-15 23-19",
                               "extra": {"hashfull": "7"}}
        assert e.params["style"].value == "calm"
    said = log.read_text().splitlines()
    assert said == ["hub", "set-param name=book value=false",
                    'set-param name=style value="very calm"', "init",
                    "pos pos=" + hub.hub_position(game), "level time=30 inc=0.5", "go think",
                    "quit"]


def test_the_variant_is_set_for_the_game(tmp_path):
    log = tmp_path / "log"
    with fake("variants", log) as e:
        with pytest.raises(IllegalEngineMoveError):  # it only knows English moves
            e.play(checkers.Game("international"), Limit(depth=1))
        with pytest.raises(EngineError, match="does not play russian"):
            e.play(checkers.Game("russian"), Limit(depth=1))
        assert e.play(checkers.Game("english"), Limit(depth=1)).move.text == "11-15"
    said = log.read_text().splitlines()
    assert said[:3] == ["hub", "init", "set-param name=variant value=international"]
    assert "set-param name=variant value=english" in said


def test_an_engine_knowing_scan_names_is_given_them(tmp_path):
    log = tmp_path / "log"
    with fake("scan-variants", log) as e:
        # The words as the library reads a Hub list: blanks (space, tab) between them.
        assert e.params["variant"].values == ("normal", "killer", "bt", "frisian", "losing",
                                              "x\u00a0y")
        for variant in ("international", "antidraughts", "breakthrough", "killer"):
            try:  # it only knows English moves: what it plays does not matter here
                e.play(checkers.Game(variant), Limit(depth=1))
            except IllegalEngineMoveError:
                pass
        with pytest.raises(EngineError, match="does not play english"):
            e.play(checkers.Game("english"), Limit(depth=1))
    said = [line for line in log.read_text().splitlines() if line.startswith("set-param")]
    assert said == ["set-param name=variant value=" + name
                    for name in ("normal", "losing", "bt", "killer")]


def test_an_engine_that_cannot_start():
    with pytest.raises(EngineError, match="cannot start"):
        HubEngine("/nonexistent/engine hub")


def test_a_crash_at_start_up():
    with Bounded(5), pytest.raises(EngineTerminatedError) as caught:
        fake("crash-start")
    assert caught.value.returncode == 3


def test_a_slow_start_times_out_and_is_killed():
    with Bounded(5), pytest.raises(EngineTimeoutError, match="start-up"):
        fake("slow-start")


def test_a_crash_in_a_search():
    with fake("crash") as e, Bounded(5), pytest.raises(EngineTerminatedError) as caught:
        e.play(checkers.Game("english"), Limit(movetime=0.1))
    assert caught.value.returncode == 7
    assert not e.alive


def test_a_stall_times_out_after_the_limit_and_the_margin():
    e = fake("stall")
    start = time.monotonic()
    with pytest.raises(EngineTimeoutError):
        e.play(checkers.Game("english"), Limit(movetime=0.5))
    assert 0.9 < time.monotonic() - start < 4
    assert not e.alive and e.returncode is not None
    with pytest.raises(EngineTerminatedError):
        e.ping()


def test_a_search_without_time_pings_a_silent_engine_and_gives_up():
    with fake("silent") as e, Bounded(5), pytest.raises(EngineTimeoutError, match="pong"):
        e.play(checkers.Game("english"), Limit(depth=30))


def test_a_slow_engine_that_answers_ping_is_waited_for():
    with fake("slow") as e, Bounded(6):
        assert e.play(checkers.Game("english"), Limit(depth=30)).move.text == "11-15"


def test_an_explicit_timeout_bounds_any_search():
    with fake("slow") as e, Bounded(4), pytest.raises(EngineTimeoutError):
        e.play(checkers.Game("english"), Limit(depth=30), timeout=0.5)


@pytest.mark.parametrize("mode", ["garbage", "binary", "long-line"])
def test_garbage_raises_a_protocol_error(mode):
    with fake(mode) as e, Bounded(5), pytest.raises(EngineProtocolError):
        e.play(checkers.Game("english"), Limit(movetime=0.1))
    assert not e.alive


def test_an_illegal_move_raises_with_the_librarys_reason():
    with fake("illegal") as e:
        with pytest.raises(IllegalEngineMoveError) as caught:
            e.play(checkers.Game("english"), Limit(depth=1))
        assert caught.value.move_text == "22-18"
        assert caught.value.refusal.code == checkers.ErrorCode.NOT_YOUR_PIECE
        assert isinstance(caught.value.__cause__, checkers.IllegalMoveError)
        assert e.alive  # the search ended: the engine can go on
        e.ping()


def test_done_without_a_move_names_the_engines_error():
    with fake("nomove") as e, pytest.raises(EngineProtocolError, match="no move found"):
        e.play(checkers.Game("english"), Limit(depth=1))
    assert e.errors == ["no move found"]


def test_stop_ends_an_analysis():
    with fake("analyze") as e, Bounded(5):
        info = e.analyse(checkers.Game("english"), on_info=from_another_thread(e.stop))
    assert info["pv"] == "11-15 23-19"


def test_no_done_after_stop_times_out():
    with fake("no-done-after-stop") as e, Bounded(5):
        with pytest.raises(EngineTimeoutError, match="after stop"):
            e.analyse(checkers.Game("english"), on_info=from_another_thread(e.stop))


def test_an_engine_that_ignores_quit_is_killed():
    e = fake("deaf")
    with Bounded(5):
        e.quit()
    assert e.returncode is not None and e.returncode < 0


def test_play_needs_a_limit_and_one_search_at_a_time():
    with fake("analyze") as e:
        with pytest.raises(ValueError):
            e.play(checkers.Game("english"), Limit())
        errors: List[BaseException] = []

        def second() -> None:
            try:
                e.play(checkers.Game("english"), Limit(depth=1))
            except BaseException as error:  # noqa: B902
                errors.append(error)
            e.stop()
        e.analyse(checkers.Game("english"), timeout=4, on_info=from_another_thread(second))
        assert len(errors) == 1 and isinstance(errors[0], RuntimeError)


def test_an_exception_in_on_info_ends_the_search_cleanly():
    def fail(info: hub.Info) -> None:
        raise KeyError("mine")
    with fake("good") as e:
        with pytest.raises(KeyError):
            e.play(checkers.Game("english"), Limit(depth=1), on_info=fail)
        assert e.play(checkers.Game("english"), Limit(depth=1)).move.text == "11-15"


def test_the_engine_is_sent_the_king_moves_since_the_last_man_move(tmp_path):
    log = tmp_path / "log"
    game = checkers.Game("english", "B:WK30:BK3,12")
    game.push_many("12-16 30-26 3-7 26-30 7-3")  # the man's move is the last irreversible one
    with fake("good", log) as e:
        with pytest.raises(IllegalEngineMoveError):  # the fake answers 11-15 whatever the position
            e.play(game, Limit(depth=1))
    after_man = checkers.Game("english", "B:WK30:BK3,12")
    after_man.push("12-16")
    assert hub.hub_pos(game) in log.read_text().splitlines()
    assert hub.hub_pos(game) == (f"pos pos={hub.hub_position(after_man)}"
                                 ' moves="30-26 3-7 26-30 7-3"')


def test_info_is_read_by_the_library_a_badly_written_field_is_extra():
    info = hub._info("info depth=3.0 score=+0.5 nodes=1_000 hashfull=7 depth=4 ponder "
                     'time=1e3 nps=0.0000005 pv="\t11-15   23-19 "')
    assert info == {"score": 0.5, "nps": 0.000001, "pv": "11-15 23-19",
                    "extra": {"depth": "3.0", "nodes": "1_000", "hashfull": "7", "time": "1e3"}}
    assert hub._info("info score=-0.25 time=0.010 nodes=120") == {"score": -0.25, "time": 0.01,
                                                                 "nodes": 120}
    assert hub._info("info") == {}
    with pytest.raises(ValueError):
        hub._info("done move=11-15")
