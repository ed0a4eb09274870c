# SPDX-License-Identifier: MIT
"""What a Python user expects (issue 19 item 6): enums print as names, a file
name is never read as PDN text, results and sides by the JavaScript
binding's strings, moves pickle, games compare by value, variant names in
any case."""

import copy
import pathlib
import pickle

import pytest

import checkers
from checkers import Color, Game, MoveFlag, Reason, Status, read_pdn


def test_enums_print_as_their_names_and_stay_ints():
    g = Game()
    g.push("11-15")
    assert str(g.turn) == "Color.WHITE" and f"{g.turn}" == "Color.WHITE"
    assert g.turn == 2 and isinstance(g.turn, int) and f"{g.turn:d}" == "2"
    assert str(g.reason) == "Reason.NONE" and str(g.status) == "Status.ONGOING"
    g.resign("white")
    assert f"{g.winner} won: {g.reason}" == "Color.BLACK won: Reason.RESIGNATION"
    both = str(MoveFlag.CAPTURE | MoveFlag.KING)  # the order of the names varies by version
    assert both.startswith("MoveFlag.") and set(both[9:].split("|")) == {"CAPTURE", "KING"}
    assert repr(Color.BLACK) == "<Color.BLACK: 1>"
    for enum in checkers.constants.ENUM_PREFIXES:
        for member in enum:
            assert str(member) == f"{enum.__name__}.{member.name}"


def test_print_shows_the_name(capsys):
    print(Game().turn)
    assert capsys.readouterr().out == "Color.BLACK\n"


PDN = "[Event \"Club\"]\n1. 11-15 23-19 *\n"


@pytest.mark.parametrize("name", ["games/game.pdn", "game.pdn", "GAME.PDN", "C:\\games\\x.pdn",
                                  "~/games.txt", "my games/x.pdn", "./x", "archive.cdb"])
def test_a_file_name_is_never_read_as_pdn_text(name):
    with pytest.raises(ValueError) as caught:
        list(read_pdn(name))
    assert "pathlib.Path" in str(caught.value) and repr(name) in str(caught.value)


def test_a_path_object_is_read_as_a_file(tmp_path, monkeypatch):
    path = tmp_path / "club.pdn"
    path.write_text(PDN)
    (game,) = read_pdn(path)
    assert game.ok and game.tags["Event"] == "Club" and len(game.moves) == 2
    assert [g.tags for g in checkers.read_pdn_file(str(path))] == [game.tags]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "club").write_text(PDN)  # a file's name without an extension
    with pytest.raises(ValueError):
        list(read_pdn("club"))


@pytest.mark.parametrize("text", ["1. 11-15 23-19 *", "11-15", "1.11-15 23-19", PDN])
def test_pdn_text_is_read_as_pdn(text):
    (game,) = read_pdn(text)
    assert game.ok and game.moves[0].text == "11-15"
    for result in ("1/2-1/2", "*", "1-0"):
        assert list(read_pdn(result)) == []  # a result alone: no game, and no error


def test_declare_takes_the_javascript_binding_s_strings():
    g = Game()
    g.push("11-15")
    g.declare("1/2-1/2", "agreement")
    assert (g.status, g.reason) == (Status.DRAW, Reason.AGREEMENT)
    g.pop()
    for result, reason, status in [("1-0", "resignation", Status.WHITE_WINS),
                                   ("0-1", "time", Status.BLACK_WINS),
                                   ("0-1", "adjudication", Status.BLACK_WINS)]:
        g.declare(result, reason)
        assert (g.status, g.reason.name.lower()) == (status, reason)
        g.pop()
    with pytest.raises(ValueError) as caught:
        g.declare("draw", "agreement")
    assert "1/2-1/2" in str(caught.value)
    with pytest.raises(ValueError) as caught:
        g.declare("1-0", "boredom")
    assert "resignation" in str(caught.value)
    with pytest.raises(checkers.InvalidArgumentError):
        g.declare("1-0", "agreement")  # an agreement is a draw
    assert g.status is Status.ONGOING


@pytest.mark.parametrize("side, result", [("white", "0-1"), ("black", "1-0"), ("White", "0-1"),
                                          (Color.WHITE, "0-1")])
def test_resign_takes_a_side_by_name(side, result):
    g = Game()
    g.resign(side)
    assert g.result == result and g.reason is Reason.RESIGNATION
    with pytest.raises(ValueError):
        Game().resign("red")


def test_moves_pickle_with_their_game():
    g = Game("russian")
    g.push_many("c3-d4 f6-g5")
    moves = g.legal_moves
    again = pickle.loads(pickle.dumps(list(moves)))
    assert again == list(moves) and [m.text for m in again] == moves.texts()
    assert [(m.path, m.captured, m.flags) for m in again] == [
        (m.path, m.captured, m.flags) for m in moves]
    popped = g.pop()
    kept = pickle.loads(pickle.dumps(popped))
    assert kept == popped and kept.text == "f6-g5"
    assert g.is_legal(kept)
    g.push(kept)
    assert copy.deepcopy(moves[0]) == moves[0]


def test_games_are_equal_by_value_and_unhashable():
    g = Game()
    g.push_many("11-15 23-19")
    assert g == g.copy() and g == copy.deepcopy(g) and g == pickle.loads(pickle.dumps(g))
    other = Game()
    other.push_many("11-15 23-19")
    assert g == other
    transposed = Game()
    transposed.push_many("11-15 23-19")
    transposed.pop()
    transposed.push("23-18")
    assert transposed != g
    assert Game("english", g.fen) != g  # the same position, another history
    assert Game(draw_rules="wcdf") != Game()  # other settings
    declared = g.copy()
    declared.declare("1/2-1/2", "agreement")
    assert declared != g
    assert g != "not a game"
    with pytest.raises(TypeError):
        hash(g)
    assert len({g.fen, g.copy().fen}) == 1  # the FEN (or game.hash) is the key


def test_variant_names_in_any_case_and_the_error_lists_them():
    assert Game("English").variant == "english"
    assert Game("INTERNATIONAL").variant == "international"
    assert next(read_pdn("1. 32-28 *", variant="International")).game.variant == "international"
    assert checkers.DrawRules.default("Russian") == checkers.DrawRules.default("russian")
    with pytest.raises(checkers.UnknownVariantError) as caught:
        Game("chess")
    names = [variant.name for variant in checkers.variants()]
    assert caught.value.variants == names and len(names) == 17
    assert all(name in str(caught.value) for name in names)


def test_game_takes_its_arguments_as_the_signature_says():
    import inspect
    parameters = inspect.signature(Game).parameters.values()
    assert [(p.name, p.default, p.kind == p.KEYWORD_ONLY) for p in parameters] == [
        ("variant", "english", False), ("fen", None, False), ("draw_rules", None, True),
        ("notation", None, True), ("crowning", None, True)]
    # The name is lowered as Python lowers it (the Kelvin sign is a K), and
    # an unknown one is named lowered.
    assert Game("\u212Ailler").variant == "killer"
    with pytest.raises(checkers.UnknownVariantError, match="'chess'"):
        Game("CHESS")
    g = Game("Russian", "W:Wa1:Bh8", draw_rules="none", notation="numeric")
    assert (g.variant, g.fen, g.draw_rules, g.notation) == (
        "russian", "W:W29:B4", checkers.DrawRules.preset("none", "russian"),
        checkers.Notation.NUMERIC)
    with pytest.raises(TypeError):
        Game("english", None, "none")  # the settings are keywords only
    with pytest.raises(KeyError):
        Game(notation="roman")  # refused by the property, as when set later

    class Named(Game):
        __slots__ = ()

        def __init__(self) -> None:
            super().__init__("Turkish", crowning="as_king")

    assert Named().variant == "turkish" and Named().crowning == checkers.Crowning.AS_KING
