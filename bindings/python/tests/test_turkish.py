# SPDX-License-Identifier: MIT
"""Turkish draughts through the package (the C tests in
tests/test_rules_turkish.c, one per rule): all 64 squares, numbered row by row
from White's side (a1 = 1, h1 = 8, a2 = 9, ..., h8 = 64) and written
algebraically; men move forward and sideways; a capture may not turn 180
degrees; crowning during a capture is a setting of the game."""

import copy
import pickle

import pytest

from checkers import CheckersError, Color, Crowning, ErrorCode, Game, Piece
from helpers import refused, routes

START = ("W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:"
         "Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7")


def turkish(fen: str) -> Game:
    return Game("turkish", fen)


def test_the_start_is_sixteen_men_each_on_the_second_and_third_rows() -> None:
    g = Game("turkish")
    assert g.square_count == 64
    assert g.turn is Color.WHITE
    assert g.fen == START
    assert routes(g) == sorted(["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4",
                                "h3-h4"])


def test_squares_are_numbered_a1_to_h8_row_by_row() -> None:
    g = turkish("W:W9-24:B41-56")  # the start, numbered
    assert g.fen == START
    assert g.square_position(1) == (7, 0)  # a1: bottom left
    assert g.square_position(8) == (7, 7)  # h1
    assert g.square_position(9) == (6, 0)  # a2
    assert g.square_position(64) == (0, 7)  # h8: top right
    assert g.board_size == (8, 8)
    assert g.piece_at(17) is Piece.WHITE_MAN  # a3
    assert g.piece_at(56) is Piece.BLACK_MAN  # h7
    assert g.piece_at(1) is Piece.EMPTY  # the back rows are empty
    with pytest.raises(IndexError):
        g.piece_at(65)
    assert sorted(g.pieces()) == list(range(9, 25)) + list(range(41, 57))
    move = g.parse_move("a3-a4")
    assert (move.start, move.end) == (17, 25)
    assert g.parse_move("17-25").end == 25  # numbers read too


def test_the_board_prints_every_square() -> None:
    rows = str(Game("turkish")).splitlines()
    assert rows == [". . . . . . . ."] + ["b b b b b b b b"] * 2 + [". . . . . . . ."] * 2 \
        + ["w w w w w w w w"] * 2 + [". . . . . . . ."]


def test_men_move_one_square_forward_or_sideways() -> None:
    g = turkish("W:Wd4:Bh8")
    assert routes(g) == sorted(["d4-d5", "d4-c4", "d4-e4"])
    refused(g, "d4-d3", ErrorCode.MAN_BACKWARDS)
    refused(g, "d4-e5", ErrorCode.NOT_DIAGONAL)  # not a line a man moves along
    refused(g, "d4-d6", ErrorCode.NOT_DIAGONAL)  # one square only
    assert routes(turkish("B:Wa1:Bd5")) == sorted(["d5-d4", "d5-c5", "d5-e5"])  # Black: down


def test_a_capture_may_not_turn_back_180_degrees() -> None:
    g = turkish("W:WKd4:Bc4,f4")
    # Back over f4's empty square and d4 to take c4 would make two: not allowed.
    assert routes(g) == sorted(["d4xa4", "d4xb4", "d4xg4", "d4xh4"])
    error = refused(g, "d4xg4xb4", ErrorCode.CAPTURE_REVERSAL)
    assert error.code == -122
    assert error.square == 26  # b4, where the turned jump would land


def test_a_man_crossing_the_last_row_is_crowned_at_the_end() -> None:
    g = turkish("W:Wd6:Bd7,e8")
    assert g.crowning is Crowning.AT_END
    assert routes(g) == ["d6xd8xf8"]
    assert g.legal_moves[0].is_promotion
    g.push("d6xd8xf8")
    assert g.piece_at(62) is Piece.WHITE_KING  # f8
    assert routes(turkish("W:Wd6:Bd7,f8")) == ["d6xd8"]  # as a man, f8 is out of reach


def test_crowning_during_a_capture_is_a_setting() -> None:
    g = turkish("W:Wd6:Bd7,f8")
    listed = g.legal_moves
    g.crowning = Crowning.AS_KING  # crowned at once, it goes on as a flying king
    assert g.crowning is Crowning.AS_KING
    assert routes(g) == sorted(["d6xd8xg8", "d6xd8xh8"])
    assert listed.texts() == ["d6xd8"], "a list keeps the texts of its rule"
    g = Game("turkish", "W:Wd6:Bd7,e8", crowning="ends_move")  # crowned, the move ends
    assert g.crowning is Crowning.ENDS_MOVE
    assert routes(g) == ["d6xd8"]  # e8 is spared
    refused(g, "d6xd8xf8", ErrorCode.CROWNING_ENDS_MOVE)
    g.crowning = "at_end"
    assert routes(g) == ["d6xd8xf8"]
    with pytest.raises(CheckersError) as caught:
        g._set_crowning(3)
    assert caught.value.code is ErrorCode.INVALID_ARGUMENT
    with pytest.raises(KeyError):
        g.crowning = "sometimes"
    # Other variants have one rule each.
    english = Game("english")
    assert english.crowning is Crowning.ENDS_MOVE
    english.crowning = Crowning.ENDS_MOVE
    with pytest.raises(CheckersError) as caught:
        english.crowning = Crowning.AS_KING
    assert caught.value.code is ErrorCode.UNSUPPORTED
    assert english.crowning is Crowning.ENDS_MOVE
    assert Game("russian").crowning is Crowning.AS_KING
    assert Game("international").crowning is Crowning.AT_END


def test_copies_and_pickles_keep_the_crowning_rule() -> None:
    g = Game("turkish")
    g.crowning = Crowning.AS_KING
    g.push("d3-d4")
    for other in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert other.crowning is Crowning.AS_KING
        assert (other.fen, other.move_stack.texts()) == (g.fen, ["d3-d4"])


def test_moves_made_under_another_crowning_rule_stay_in_the_history() -> None:
    g = turkish("W:Wd6,a2:Bd7,e8,h7")
    g.push("d6xd8xf8")  # as a man, crowned at the end
    g.push("h7-h6")
    g.crowning = Crowning.ENDS_MOVE  # which would have stopped it on d8
    assert g.move_stack.texts() == ["d6xf8", "h7-h6"]
    restored = pickle.loads(pickle.dumps(g))
    assert restored.crowning is Crowning.ENDS_MOVE
    assert (restored.fen, restored.move_stack.texts()) == (g.fen, ["d6xf8", "h7-h6"])
    assert g.pop().text == "h7-h6"
    assert g.pop().text == "d6xf8"
    assert g.fen == "W:Wa2,d6:Bd7,h7,e8"  # squares ascending: h7 = 56, e8 = 61


def test_a_diagram_draws_the_64_squares() -> None:
    svg = Game("turkish").svg(numbers=True, highlight=[1, 64])
    assert 'width="384"' in svg  # eight squares of 48 pixels
    assert ">64<" in svg and ">33<" in svg  # every square numbered


def test_perft_from_the_start() -> None:
    g = Game("turkish")
    assert [g.perft(depth) for depth in range(1, 5)] == [8, 64, 708, 7538]
