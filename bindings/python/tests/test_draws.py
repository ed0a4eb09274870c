# SPDX-License-Identifier: MIT
"""Draw rules: repetitions and the move limit, automatic or claimed, the
presets, and taking back a claim with its move."""

import pytest

import checkers
from checkers import DrawRules, ErrorCode, Game, Reason

KINGS = "B:WK32:BK1"
SHUFFLE = ["1-5", "32-27", "5-1", "27-32"]  # back to the start every 4 plies


def shuffle(g: Game, plies: int) -> None:
    for ply in range(plies):
        g.push(SHUFFLE[ply % 4])


def test_presets_are_the_library_s():
    assert DrawRules.preset("default") == DrawRules(5, 40, False, False)
    assert DrawRules.preset("wcdf") == DrawRules(3, 40, True, False)
    assert DrawRules.preset("bga") == DrawRules(3, 25, False, False)
    assert DrawRules.preset(checkers.DrawPreset.NONE) == DrawRules(0, 0, False, False)
    assert Game().draw_rules == DrawRules.preset("default")
    assert Game("international").draw_rules == DrawRules(3, 25, False, True)
    with pytest.raises(ValueError):
        DrawRules.preset("fide")


def test_fifth_repetition_draws_automatically_by_default():
    g = Game("english", KINGS)
    shuffle(g, 15)
    assert g.result == "*"
    g.push(SHUFFLE[15 % 4])  # the start position for the fifth time
    assert (g.result, g.reason, g.winner) == ("1/2-1/2", Reason.REPETITION, None)
    error = pytest.raises(checkers.IllegalMoveError, g.push, "1-5").value
    assert error.code is ErrorCode.GAME_OVER
    g.pop()
    assert g.result == "*"


def test_wcdf_third_repetition_is_claimed():
    g = Game("english", KINGS, draw_rules="wcdf")
    shuffle(g, 7)
    assert g.claimable() is Reason.NONE
    with pytest.raises(checkers.NoClaimError) as caught:
        g.claim_draw()
    assert caught.value.code is ErrorCode.NO_CLAIM
    g.push(SHUFFLE[7 % 4])  # third occurrence
    assert g.result == "*"  # the game goes on until someone claims
    assert g.claimable() is Reason.REPETITION and g.can_claim_draw()
    g.claim_draw()
    assert (g.result, g.reason) == ("1/2-1/2", Reason.REPETITION)
    g.pop()  # taking the move back takes the claim back
    assert g.result == "*" and g.claimable() is Reason.NONE


def test_move_limit_counts_moves_of_each_side():
    g = Game("english", "B:WK32,K31:BK1,K2", draw_rules=DrawRules(0, 2, False, False))
    g.push_many("1-5 32-27 5-1")
    assert g.result == "*"
    g.push("27-32")  # two moves each without a man move or a capture
    assert (g.result, g.reason) == ("1/2-1/2", Reason.MOVE_LIMIT)


def test_rules_apply_to_the_moves_already_played():
    g = Game("english", KINGS, draw_rules="none")
    shuffle(g, 8)
    assert g.result == "*"
    g.draw_rules = DrawRules(repetitions=3)
    assert (g.result, g.reason) == ("1/2-1/2", Reason.REPETITION)


def test_bad_rules_are_refused_and_change_nothing():
    g = Game()
    with pytest.raises(checkers.InvalidArgumentError):
        g.draw_rules = DrawRules(repetitions=1)
    assert g.draw_rules == DrawRules.preset("default")
