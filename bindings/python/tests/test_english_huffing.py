# SPDX-License-Identifier: MIT
"""The huffing rule of English draughts, an old option (issue 12; the C tests
in tests/test_english_huffing.c, one per rule): off by default; when on,
capturing is not compulsory, and a piece that could have captured and did not
may be huffed (removed) by the opponent at the start of their turn, after
which they move as usual.

English squares: 1-32 from Black's side, Black's men move down. In the
position used, Black's man on 14 can take White's 18 (14x23)."""

import copy
import pickle

import pytest

from checkers import CheckersError, DrawRules, ErrorCode, Game, IllegalMoveError, Reason, Status
from helpers import refused, routes

CAN_CAPTURE = "B:W18,30:B1,14"


def huffing_game(fen: str = CAN_CAPTURE) -> Game:
    g = Game("english", fen)
    g.huffing = True
    assert g.huffing is True
    return g


def huff_refused(g: Game, square: int, code: ErrorCode) -> IllegalMoveError:
    fen, ply = g.fen, g.ply
    with pytest.raises(IllegalMoveError) as caught:
        g.huff(square)
    assert caught.value.code is code
    assert caught.value.square == (0 if code is ErrorCode.NO_HUFF else square)
    assert (g.fen, g.ply) == (fen, ply)
    return caught.value


def test_huffing_is_off_by_default():
    g = Game("english", CAN_CAPTURE)
    assert g.huffing is False
    assert routes(g) == ["14x23"]
    refused(g, "1-5", ErrorCode.MUST_CAPTURE)
    with pytest.raises(CheckersError) as caught:
        Game("international").huffing = True
    assert caught.value.code is ErrorCode.UNSUPPORTED


def test_huffing_makes_capturing_optional():
    g = huffing_game()
    assert routes(g) == ["1-5", "1-6", "14-17", "14x23"]
    assert g.perft(1) == 4
    g.push("1-5")
    assert g.ply == 1


def test_a_piece_that_did_not_capture_may_be_huffed():
    g = huffing_game()
    g.push("1-5")
    assert g.huffable == (14,)
    assert g.huff(14) is None
    assert g.fen == "W:W18,30:B5"
    assert g.ply == 1
    assert routes(g) == ["18-14", "18-15", "30-25", "30-26"]
    g.push("30-26")
    assert g.fen == "B:W18,26:B5"


def test_the_piece_that_moved_away_is_huffed_where_it_stands():
    g = huffing_game()
    g.push("14-17")
    assert g.huffable == (17,)
    huff_refused(g, 14, ErrorCode.HUFF_SQUARE)
    huff_refused(g, 1, ErrorCode.HUFF_SQUARE)
    huff_refused(g, 99, ErrorCode.MOVE_SQUARE)
    g.huff(17)
    assert g.fen == "W:W18,30:B1"


def test_any_piece_that_could_have_captured_may_be_huffed():
    g = huffing_game("B:W18,19,30:B1,14,15")
    g.push("1-5")
    assert g.huffable == (14, 15)
    g.huff(15)
    assert g.fen == "W:W18,19,30:B5,14"


def test_nothing_to_huff_is_refused():
    g = huffing_game()
    huff_refused(g, 14, ErrorCode.NO_HUFF)  # no move yet
    g.push("14x23")
    huff_refused(g, 23, ErrorCode.NO_HUFF)  # the move captured
    g = huffing_game("B:W30:B1,14")
    g.push("14-18")
    huff_refused(g, 18, ErrorCode.NO_HUFF)  # no capture was possible
    g = huffing_game()
    g.push("1-5")
    g.huff(14)
    huff_refused(g, 14, ErrorCode.NO_HUFF)  # one huff a turn
    g = huffing_game()
    g.push("1-5")
    g.huffing = False
    assert g.huffable == ()
    huff_refused(g, 14, ErrorCode.NO_HUFF)  # the rule is off


def test_a_huff_is_undone():
    g = huffing_game()
    g.push("1-5")
    before = g.hash
    g.huff(14)
    assert g.hash != before
    assert g.pop() is None  # the huff alone: no move is taken back
    assert (g.fen, g.ply, g.hash) == ("W:W18,30:B5,14", 1, before)
    assert g.huffable == (14,)
    g.huff(14)
    g.push("30-26")
    assert g.ply == 2
    # The record keeps the position after the huff and the move.
    assert g.hash == Game("english", "B:W18,26:B5").hash
    assert g.move_stack.texts() == ["1-5", "30-26"]
    assert g.pop().text == "30-26"  # the move and the huff before it
    assert g.fen == "W:W18,30:B5,14"
    assert g.huffable == (14,)
    assert g.pop().text == "1-5"
    assert g.fen == CAN_CAPTURE


def test_a_huff_resets_the_move_limit():
    g = huffing_game("B:WK18,K30:BK1,K14")
    g.draw_rules = DrawRules(move_limit=1)
    g.push("1-5")
    g.huff(14)
    g.push("30-26")
    g.push("5-1")  # three king moves, but the huff came between
    assert g.status is Status.ONGOING
    g.push("26-30")
    assert (g.status, g.reason) == (Status.DRAW, Reason.MOVE_LIMIT)


# ------------------------------------------------ the package around the rule


def test_moves_listed_before_a_huff_keep_their_texts():
    g = huffing_game("B:W18,19,30:B1,14,15")
    g.push("1-5")
    listed = g.legal_moves  # texts not written yet
    stack = g.move_stack
    g.huff(15)
    assert sorted(listed.texts()) == ["18x11", "18x9", "19-16", "19x10", "30-25", "30-26"]
    after = g.legal_moves  # of the position after the huff
    g.push("19-15")
    assert g.pop().text == "19-15"  # the move and the huff before it
    assert g.fen == "W:W18,19,30:B5,14,15"
    assert sorted(after.texts()) == ["18-15", "18x9", "19-15", "19-16", "30-25", "30-26"]
    assert stack.texts() == ["1-5"]


def test_copies_and_pickles_keep_the_setting_and_the_huffs():
    g = huffing_game("B:W18,19,30:B1,14,15")
    g.push("1-5")
    g.huff(15)
    g.push("30-26")  # 18x9 was possible: Black may huff 18
    g.huff(18)  # this turn's huff, before Black's move
    for twin in (g.copy(), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert twin.huffing is True
        assert (twin.fen, twin.ply) == (g.fen, g.ply) == ("B:W19,26:B5,14", 2)
        assert twin.pop() is None
        assert twin.fen == "B:W18,19,26:B5,14"
        assert twin.pop().text == "30-26"
        assert twin.fen == "W:W18,19,30:B5,14,15"
        assert twin.pop().text == "1-5"
        assert twin.fen == "B:W18,19,30:B1,14,15"
    g.huffing = False  # the setting as it is now; the huffs made stay
    again = pickle.loads(pickle.dumps(g))
    assert (again.huffing, again.fen, again.ply) == (False, g.fen, 2)


def test_lists_made_before_the_rule_was_on_keep_their_texts():
    g = Game("english")
    g.push("11-15")
    stack = g.move_stack  # texts not written yet
    g.pop()
    g.push("9-13")  # the history's first move is another now
    g.huffing = True
    assert stack.texts() == ["11-15"]
    assert g.move_stack.texts() == ["9-13"]
