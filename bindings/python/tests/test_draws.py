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
    assert DrawRules.preset("online") == DrawRules(5, 40, False, False)
    assert DrawRules.preset("wcdf") == DrawRules(3, 40, True, False)
    assert DrawRules.preset("bga") == DrawRules(3, 25, False, False)
    assert DrawRules.preset(checkers.DrawPreset.NONE) == DrawRules(0, 0, False, False)
    assert Game().draw_rules == DrawRules.preset("online")
    with pytest.raises(ValueError, match="default, online, wcdf, bga, none"):
        DrawRules.preset("fide")


def test_default_is_the_variant_s_own_rules_not_a_preset():
    assert DrawRules.default() == Game().draw_rules == DrawRules(5, 40, False, False)
    international = DrawRules(3, 25, False, True)
    assert DrawRules.default("international") == international
    assert DrawRules.preset("default", "international") == international
    g = Game("international", draw_rules="online")
    assert g.draw_rules == DrawRules(5, 40, False, False)
    g.draw_rules = "default"
    assert g.draw_rules == international


def test_threefold_repetition_draws_international_by_default_not_online():
    shuffle_moves = ["46-41", "3-9", "41-46", "9-3"] * 2
    for rules, result in (("default", "1/2-1/2"), ("online", "*")):
        g = Game("international", "W:WK46:BK3", draw_rules=rules)
        g.push_many(" ".join(shuffle_moves))
        assert g.result == result, rules


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
    assert g.draw_rules == DrawRules.default()
