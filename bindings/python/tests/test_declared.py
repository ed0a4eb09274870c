# SPDX-License-Identifier: MIT
"""Results the rules do not decide (Game.declare, Game.resign): the same rules
as the C library's tests/test_declared_results.c."""

import copy
import pickle

import pytest

from checkers import (CheckersError, Color, ErrorCode, Game, IllegalMoveError,
                      InvalidArgumentError, Reason, Status)


def opened() -> Game:
    g = Game()
    g.push("11-15")
    g.push("23-19")
    return g


@pytest.mark.parametrize("color, winner", [(Color.BLACK, Status.WHITE_WINS),
                                           (Color.WHITE, Status.BLACK_WINS)])
def test_either_player_may_resign_on_move_or_not(color: Color, winner: Status) -> None:
    g = opened()
    g.resign(color)
    assert (g.status, g.reason) == (winner, Reason.RESIGNATION)
    assert g.is_game_over()
    assert g.result == ("1-0" if winner == Status.WHITE_WINS else "0-1")


def test_no_move_is_played_after_a_declared_result() -> None:
    g = opened()
    g.declare(Status.DRAW, Reason.AGREEMENT)
    with pytest.raises(IllegalMoveError) as refused:
        g.push("8-11")
    assert refused.value.code == ErrorCode.GAME_OVER
    assert g.ply == 2


def test_an_agreed_result_is_a_draw() -> None:
    g = opened()
    with pytest.raises(InvalidArgumentError):
        g.declare(Status.BLACK_WINS, Reason.AGREEMENT)
    g.declare(Status.DRAW, Reason.AGREEMENT)
    assert g.outcome() is not None and g.outcome().reason == Reason.AGREEMENT


def test_time_and_resignation_give_a_win_never_a_draw() -> None:
    g = opened()
    for reason in (Reason.TIME, Reason.RESIGNATION):
        with pytest.raises(InvalidArgumentError):
            g.declare(Status.DRAW, reason)
    assert g.status == Status.ONGOING
    g.declare(Status.WHITE_WINS, Reason.TIME)
    assert (g.status, g.reason) == (Status.WHITE_WINS, Reason.TIME)


@pytest.mark.parametrize("status", [Status.BLACK_WINS, Status.WHITE_WINS, Status.DRAW])
def test_an_adjudication_may_give_any_result(status: Status) -> None:
    g = opened()
    g.declare(status, Reason.ADJUDICATION)
    assert (g.status, g.reason) == (status, Reason.ADJUDICATION)


def test_a_reason_the_rules_decide_cannot_be_declared() -> None:
    g = opened()
    for reason in (Reason.NONE, Reason.NO_MOVES, Reason.REPETITION, Reason.ENDGAME):
        with pytest.raises(InvalidArgumentError):
            g.declare(Status.DRAW, reason)
    assert g.status == Status.ONGOING


def test_a_game_already_over_cannot_be_declared_again() -> None:
    g = opened()
    g.declare(Status.BLACK_WINS, Reason.TIME)
    with pytest.raises(CheckersError) as refused:
        g.declare(Status.DRAW, Reason.AGREEMENT)
    assert refused.value.code == ErrorCode.GAME_OVER
    assert g.reason == Reason.TIME


def test_pop_withdraws_the_declaration_and_keeps_the_moves() -> None:
    g = opened()
    g.resign(Color.WHITE)
    assert g.move_stack.texts() == ["11-15", "23-19"]
    assert g.pop() is None
    assert g.ply == 2 and g.status == Status.ONGOING
    popped = g.pop()
    assert popped is not None and popped.text == "23-19"


def test_copies_and_pickles_keep_the_declared_result() -> None:
    g = opened()
    g.declare(Status.DRAW, Reason.ADJUDICATION)
    for other in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert (other.status, other.reason) == (Status.DRAW, Reason.ADJUDICATION)
        assert other.ply == 2
        assert other.pop() is None and other.status == Status.ONGOING


def test_one_jump_possible_is_read_from_the_move_list() -> None:
    # The ACF one-minute rule: a single legal move that captures.
    moves = list(Game("english", "B:W18:B14,1").legal_moves)
    assert len(moves) == 1 and moves[0].is_capture
