# SPDX-License-Identifier: MIT
"""Reading PDN: games with their tags, moves, comments and results; an illegal
game reported with where and why, and reading going on; writing back."""

import gc
import pickle

import pytest

import checkers
from checkers import ErrorCode, Game, read_pdn

PDN = """[Event "First"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
1. 11-15 {a good start} 23-19 2. 8-11 22-17 1-0

[Event "Second"]
[Result "*"]
1. 11-15 23-19 2. 15-19 *

[Event "Third"]
[GameType "20"]
[FEN "W:W31-50:B1-20"]
1. 32-28 19-23 2. 28x19 14x23 1/2-1/2
"""


def test_games_come_with_tags_moves_comments_and_result():
    first, second, third = read_pdn(PDN)
    assert first.tags == {"Event": "First", "White": "Ann", "Black": "Bob", "Result": "1-0"}
    assert [move.text for move in first.moves] == ["11-15", "23-19", "8-11", "22-17"]
    assert first.comments == {0: "a good start"}
    assert first.result == "1-0"
    assert first.ok and first.error is None
    assert first.game is not None and first.game.ply == 4
    assert first.game.fen == "B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15"
    assert third.game.variant == "international"
    assert [move.text for move in third.moves] == ["32-28", "19-23", "28x19", "14x23"]
    assert third.result == "1/2-1/2"


def test_an_illegal_move_stops_its_game_and_reading_goes_on():
    games = list(read_pdn(PDN))
    assert len(games) == 3
    second = games[1]
    assert not second.ok
    error = second.error
    assert error.code is ErrorCode.OCCUPIED and error.name == "E_OCCUPIED"
    assert (error.line, error.column, error.move_number, error.ply) == (9, 19, 2, 2)
    assert error.text == "15-19"
    assert "line 9, column 19" in str(error)
    assert [move.text for move in second.moves] == ["11-15", "23-19"]  # up to the error
    assert second.game.ply == 2 and second.result == "*"


def test_a_bad_setup_gives_no_game():
    (game,) = read_pdn('[FEN "X:W1"]\n1. 1-5 *\n')
    assert game.game is None and game.moves == []
    assert game.error.code is ErrorCode.FEN_TURN


def test_strict_reading_refuses_what_lenient_reading_takes():
    lenient = list(read_pdn("1. 11x15 23-19 *\n"))
    assert lenient[0].ok and len(lenient[0].moves) == 2
    strict = list(read_pdn("1. 11x15 23-19 *\n", strict=True))
    assert not strict[0].ok and strict[0].error.ply == 0


def test_default_variant_and_sources():
    (game,) = read_pdn(b"1. 32-28 19-23 *", variant="international")
    assert game.game.variant == "international" and len(game.moves) == 2
    (latin,) = read_pdn(b'[White "Jos\xe9"]\n1. 11-15 *\n')
    assert latin.tags["White"] == "Jos\u00e9"
    with pytest.raises(checkers.UnknownVariantError):
        list(read_pdn("1. 11-15 *", variant="chess"))


def test_reader_keeps_its_text_alive():
    reader = checkers._core.PdnReader(PDN.encode("utf-8"), "english", 0)  # nobody else holds it
    gc.collect()
    read = 0
    while reader.next():
        read += 1
    assert read == 3 and reader.games_read() == 3
    games = read_pdn(PDN.encode("utf-8"))
    assert len(next(games).moves) == 4
    gc.collect()
    assert [len(g.moves) for g in games] == [2, 4]


def test_written_pdn_reads_back_the_same():
    first = next(read_pdn(PDN))
    text = first.game.pdn(first.tags, first.comments, first.result)
    assert text.startswith('[Event "First"]\n[Site "?"]')
    assert "{a good start}" in text and text.rstrip().endswith("1-0")
    (again,) = read_pdn(text)
    assert again.ok
    assert [m.text for m in again.moves] == [m.text for m in first.moves]
    assert again.comments == first.comments and again.result == "1-0"
    assert again.tags["White"] == "Ann" and again.tags["GameType"] == "21"


def test_writing_checks_its_arguments():
    g = Game()
    g.push("11-15")
    with pytest.raises(ValueError):
        g.pdn(result="2-0")
    with pytest.raises(ValueError):
        g.pdn(comments={1: "no ply 1"})
    assert "{before}" in g.pdn(comments={-1: "before"})


def test_frisian_and_frysk_are_gametypes_40_and_97():
    frisian, frysk = read_pdn('[GameType "40"]\n1. 32-28 19-23 *\n\n'
                              '[GameType "97"]\n1. 47-42 4-10 *\n')
    assert (frisian.game.variant, frysk.game.variant) == ("frisian", "frysk")
    assert frysk.game.fen == "W:W42,46,48,49,50:B1,2,3,5,10"
    assert '[GameType "40"]' in Game("frisian").pdn()
    assert '[GameType "97"]' in Game("frysk").pdn()


def test_the_frisian_king_move_field_is_kept_in_fen():
    # lidraughts' extension: Black's count first, then White's king on 41 with
    # three plain moves, so that a fourth is refused (see test_refusals).
    fen = "W:WK41,45:B18:+0+341"
    g = Game("frisian", fen)
    assert g.fen == fen
    g = Game("frisian", "W:WK41,45:B18")
    g.push("41-37")
    assert g.fen == "B:WK37,45:B18:+0+137"
    again = pickle.loads(pickle.dumps(g))
    assert again.fen == g.fen and again.pop().text == "41-37"
