# SPDX-License-Identifier: MIT
"""Results: one numbering for the game's status and PDN records (checkers.h),
so a status passes straight to the PDN writer, which writes it in the
variant's result type: a Black win is 0-1, and 0-2 on the 10x10 boards
that count two points a game (PDN's International type, and the lidraughts
variants), in every variant."""

import pytest

import checkers
from checkers import Game, PdnResult, Reason, Status, read_pdn

# The variants whose PDN results count two points (checkers.h, checkers_pdn_write).
TWO_POINTS = {"international", "canadian", "killer", "antidraughts", "breakthrough", "frysk"}
VARIANTS = [variant.name for variant in checkers.variants()]


def written_result(text: str) -> str:
    return text.split()[-1]


def test_every_variant_is_listed_here():
    assert len(VARIANTS) == 17 and TWO_POINTS <= set(VARIANTS)


def test_the_pdn_result_is_the_status_plus_no_result():
    for status in Status:
        assert PdnResult[status.name] == status  # same values, so either passes
    assert PdnResult.NO_RESULT not in set(Status)
    assert int(PdnResult.NO_RESULT) == checkers.CONSTANTS["CHECKERS_PDN_NO_RESULT"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_black_win_is_written_0_1_or_0_2(variant):
    black, white, draw = (("0-2", "2-0", "1-1") if variant in TWO_POINTS
                          else ("0-1", "1-0", "1/2-1/2"))
    g = Game(variant)
    g.declare(Status.BLACK_WINS, Reason.ADJUDICATION)
    assert g.status is Status.BLACK_WINS
    for text in (g.pdn(), g.pdn(result=g.status), g.pdn(result=PdnResult.BLACK_WINS),
                 g.pdn(result="0-1"), g.pdn(result=int(Status.BLACK_WINS))):
        assert written_result(text) == black
        assert f'[Result "{black}"]' in text
    assert written_result(g.pdn(result=Status.WHITE_WINS)) == white
    assert written_result(g.pdn(result=Status.DRAW)) == draw
    assert written_result(g.pdn(result=PdnResult.NO_RESULT)) == "0-0"
    assert written_result(Game(variant).pdn()) == "*"
    (again,) = read_pdn(g.pdn(), variant)
    assert again.result == "0-1"  # read back in the one numbering


@pytest.mark.parametrize("variant, fen", [("english", "B:W18:B14"),
                                          ("international", "B:W28:B23")])
def test_a_game_black_won_on_the_board_is_written_as_a_black_win(variant, fen):
    g = Game(variant, fen)
    g.push(g.legal_moves[0])  # takes White's last piece
    assert (g.status, g.reason, g.winner) == (Status.BLACK_WINS, Reason.NO_PIECES,
                                              checkers.Color.BLACK)
    assert g.result == "0-1"
    assert written_result(g.pdn()) == ("0-2" if variant in TWO_POINTS else "0-1")


def test_an_unknown_result_is_refused():
    with pytest.raises(ValueError):
        Game().pdn(result="2-0")  # not English's result type
    with pytest.raises(checkers.InvalidArgumentError):
        Game().pdn(result=5)
