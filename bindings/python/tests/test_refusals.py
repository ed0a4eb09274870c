# SPDX-License-Identifier: MIT
"""Every refusal code, each with a position that provokes it, the square it
names and, where the rule has one, the legal example move. A refused move
changes nothing."""

import pytest

import checkers
from checkers import ErrorCode, IllegalMoveError
from helpers import START, game, refused

CHECKERBOARD = "B:W6,7,8,14,15,16,22,23,24:BK2"

# (variant, FEN, move, code, the square named (0: none), example route or None)
CASES = [
    ("english", START, "11-", ErrorCode.MOVE_SYNTAX, 0, None),
    ("english", START, "a-b", ErrorCode.MOVE_SYNTAX, 0, None),
    ("english", START, "33-29", ErrorCode.MOVE_SQUARE, 0, None),
    ("english", START, "13-17", ErrorCode.NO_PIECE, 13, None),
    ("english", START, "22-18", ErrorCode.NOT_YOUR_PIECE, 22, None),
    ("english", "B:W30:B14", "14-10", ErrorCode.MAN_BACKWARDS, 10, None),
    ("english", "B:W30:B14", "14-15", ErrorCode.NOT_DIAGONAL, 15, None),
    ("english", START, "8-11", ErrorCode.OCCUPIED, 11, None),
    ("english", "B:W15:B1,11", "1-5", ErrorCode.MUST_CAPTURE, 0, "11x18"),
    ("english", "B:W6,15:B1", "1x10", ErrorCode.CAPTURE_INCOMPLETE, 10, "1x10x19"),
    ("english", "B:W32:B1,6", "1x10", ErrorCode.JUMP_OWN_PIECE, 6, None),
    ("english", "B:W14:BK9", "9x18x9", ErrorCode.JUMP_TWICE, 14, None),
    ("english", CHECKERBOARD, "2x4", ErrorCode.AMBIGUOUS, 0, "ANY 2..4"),
    ("english", "B:W8,11:B4", "4-8", ErrorCode.GAME_OVER, 0, None),
    ("international", "W:W31,35:B19,27,30", "31x22", ErrorCode.NOT_MAX_CAPTURE, 0, "35x24x13"),
    ("italian", "W:W22:BK18", "22x13", ErrorCode.MAN_TAKES_KING, 18, None),
    ("czech", "W:WKa1,g3:Bb2,f4", "g3xe5", ErrorCode.CAPTURE_PRECEDENCE, 0, "ANY a1.."),
    ("english", "B:W26,27:B22", "22x31x24", ErrorCode.CROWNING_ENDS_MOVE, 31, None),
    ("frisian", "W:W28:B27,K29", "28x26", ErrorCode.NOT_MAX_VALUE, 0, "28x30"),
    ("frisian", "W:WK41,45:B18:+0+341", "41-46", ErrorCode.KING_RUN, 41, None),
    ("turkish", "W:WKd4:Bc4,f4", "d4xg4xb4", ErrorCode.CAPTURE_REVERSAL, 26, None),  # b4 = 26
]


@pytest.mark.parametrize("variant, fen, text, code, square, example", CASES,
                         ids=[case[3].name for case in CASES])
def test_refusal(variant, fen, text, code, square, example):
    g = game(fen, variant)
    error = refused(g, text, code)
    assert error.message == checkers._core.strerror(code)
    assert error.message in str(error) and error.name in str(error)
    assert error.square == square
    if example is None:
        assert error.example is None
    else:
        assert error.example is not None
        assert g.is_legal(error.example)  # an example is a legal move here
        if example == "ANY 2..4":
            assert (error.example.start, error.example.end) == (2, 4)
        elif example == "ANY a1..":
            assert error.example.start == g.parse_move("a1xc3").start
        else:
            assert g.moves_text(full_route=True).split().count(example) == 1
            assert error.example == g.parse_move(example)


# Huffs refused (English with the huffing rule): (FEN, moves played first,
# square to huff, code, the square named).
HUFF_CASES = [
    ("B:W18,30:B1,14", "14x23", 23, ErrorCode.NO_HUFF, 0),
    ("B:W18,30:B1,14", "1-5", 1, ErrorCode.HUFF_SQUARE, 1),
]


@pytest.mark.parametrize("fen, moves, square, code, named", HUFF_CASES,
                         ids=[case[3].name for case in HUFF_CASES])
def test_huff_refusal(fen, moves, square, code, named):
    g = game(fen)
    g.huffing = True
    g.push_many(moves)
    before = g.fen
    with pytest.raises(IllegalMoveError) as caught:
        g.huff(square)
    error = caught.value
    assert (error.code, error.name, error.square) == (code, "E_" + code.name, named)
    assert error.message == checkers._core.strerror(code)
    assert error.example is None and error.move is None
    assert (g.fen, g.ply) == (before, 1)  # nothing changed


def test_every_move_refusal_code_is_covered():
    covered = {case[3] for case in CASES} | {case[3] for case in HUFF_CASES}
    refusals = {code for code in ErrorCode if code.is_move_refusal}
    # E_ILLEGAL is the library's catch-all: no rule of a listed variant reaches it.
    assert refusals - covered == {ErrorCode.ILLEGAL}


def test_not_max_value_gives_the_value_required():
    # Frisian: 28x30 takes the king on 29, worth more than 28x26's man on 27.
    error = refused(game("W:W28:B27,K29", "frisian"), "28x26", ErrorCode.NOT_MAX_VALUE)
    assert (error.count, error.kings) == (1, 1)
    assert error.example.captured == (29,)
    other = refused(game("W:W31,35:B19,27,30", "international"), "31x22",
                    ErrorCode.NOT_MAX_CAPTURE)
    assert other.kings == 0


def test_not_max_capture_counts_the_pieces():
    error = refused(game("W:W31,35:B19,27,30", "international"), "31x22",
                    ErrorCode.NOT_MAX_CAPTURE)
    assert error.count == 2
    assert error.example.captured == (30, 19)


def test_ambiguous_counts_the_matches_and_a_route_decides():
    g = game(CHECKERBOARD)
    assert refused(g, "2x4", ErrorCode.AMBIGUOUS).count == 4
    assert refused(g, "2x9x4", ErrorCode.AMBIGUOUS).count == 2
    move = g.parse_move("2x9x27x4")
    assert move.path == (9, 18, 27, 20, 11, 4)
    assert move.text == "2x9x18x27x20x11x4"  # ambiguous short form: the full route


def test_an_illegal_move_object_is_refused_too():
    g = game("B:W15:B1,11")
    elsewhere = game("B:W30:B1")
    move = elsewhere.parse_move("1-5")
    with pytest.raises(IllegalMoveError) as caught:
        g.push(move)
    assert caught.value.code is ErrorCode.MUST_CAPTURE
    assert caught.value.move is None  # no text was given
    assert g.ply == 0


def test_check_move_raises_what_push_would():
    g = Game = game(START)
    assert g.check_move("11-15") is None
    with pytest.raises(IllegalMoveError) as caught:
        Game.check_move("15-19")
    assert caught.value.code is ErrorCode.NO_PIECE and caught.value.square == 15


def test_refusals_are_value_errors():
    assert issubclass(IllegalMoveError, ValueError)
    assert issubclass(IllegalMoveError, checkers.CheckersError)
    with pytest.raises(ValueError):
        game(START).push("11-17")


def test_push_needs_a_move_or_text():
    with pytest.raises(TypeError):
        game(START).push(1115)


def test_errors_pickle_with_their_fields():
    import pickle
    error = refused(game("B:W15:B1,11"), "1-5", ErrorCode.MUST_CAPTURE)
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is IllegalMoveError
    assert (again.code, again.name, again.move, str(again)) == (error.code, error.name, "1-5",
                                                               str(error))
    assert again.example is None  # a Move belongs to its game


# Refusals in words (checkers_game_refusal_text): squares named as the game
# writes them, so Russian says "square b6", never the number 9.
WORDS = [
    ("russian", None, "b6-b4", ErrorCode.NOT_YOUR_PIECE, "b6", 9),
    ("russian", None, "c3-c5", ErrorCode.NOT_DIAGONAL, "c5", 0),
    ("turkish", None, "a6-a5", ErrorCode.NOT_YOUR_PIECE, "a6", 41),
    ("turkish", None, "a2-a3", ErrorCode.OCCUPIED, "a3", 17),
    ("english", START, "15-19", ErrorCode.NO_PIECE, "15", 15),
]


@pytest.mark.parametrize("variant, fen, text, code, named, number", WORDS,
                         ids=[f"{case[0]}-{case[2]}" for case in WORDS])
def test_refusals_name_squares_as_the_game_writes_them(variant, fen, text, code, named, number):
    g = game(fen, variant) if fen else checkers.Game(variant)
    error = refused(g, text, code)
    assert f"square {named}" in str(error) and f"square {named}" in error.description
    if number and named != str(number):
        assert f"square {number}" not in str(error)
        assert error.square == number  # the number stays, for programs
    assert str(error).startswith(repr(text)) and error.description.startswith(error.message)


def test_a_refusal_names_the_capture_to_make_in_the_game_s_notation():
    g = checkers.Game("russian", "W:Wc3:Bd4")
    error = refused(g, "c3-b4", ErrorCode.MUST_CAPTURE)
    assert "(e.g. c3:e5)" in str(error)  # Russian writes captures with ":"
    g.notation = "numeric"
    assert "(e.g. 22:15)" in str(refused(g, "22-17", ErrorCode.MUST_CAPTURE))


def test_a_huff_refusal_is_said_in_words_too():
    g = game("B:W18,30:B1,14")
    g.huffing = True
    g.push("1-5")
    with pytest.raises(IllegalMoveError) as caught:
        g.huff(1)
    assert "square 1" in str(caught.value) and caught.value.description is not None


THAI = "B:WK1,K6,K14,K15,K16,K18,K22,K27,K30:BK2,K5,K9,K19,K20,K24,K28,K29,K32"


def test_two_moves_between_the_same_squares_are_ambiguous_with_their_choices():
    # Thai (CAPI.md): a king's jump from 19 to 12 takes one piece, and a longer
    # capture between the same squares takes four: "from 19 to 12" is ambiguous.
    g = game(THAI, "thai")
    with pytest.raises(checkers.AmbiguousMoveError) as caught:
        g.find_move(19, 12)
    error = caught.value
    assert error.code is ErrorCode.AMBIGUOUS and error.count == 2
    assert sorted(len(move.captured) for move in error.choices) == [1, 4]
    assert all((move.start, move.end) == (19, 12) for move in error.choices)
    assert all(g.is_legal(move) for move in error.choices)
    assert g.ply == 0
    g.push(error.choices[1])  # the player chose one
    assert g.ply == 1
    # The one-piece jump's whole route names it.
    assert len(game(THAI, "thai").parse_move("19-12").captured) == 1


def test_find_move_finds_the_one_move_between_two_squares():
    g = checkers.Game()
    move = g.find_move(11, 15)
    assert move.text == "11-15" and g.is_legal(move)
    with pytest.raises(IllegalMoveError) as caught:
        g.find_move(11, 19)
    assert caught.value.code is ErrorCode.NOT_DIAGONAL
    assert not isinstance(caught.value, checkers.AmbiguousMoveError)
    assert caught.value.choices == []


def test_an_ambiguous_text_carries_its_choices():
    g = game(CHECKERBOARD)
    error = refused(g, "2x4", ErrorCode.AMBIGUOUS)
    assert isinstance(error, checkers.AmbiguousMoveError)
    assert len(error.choices) == error.count == 4
    assert sorted(m.text for m in error.choices) == sorted(
        t for t in g.moves_text(full_route=True).split() if t.startswith("2x") and t.endswith("x4"))
    narrowed = refused(g, "2x9x4", ErrorCode.AMBIGUOUS)
    assert [9 in m.path for m in narrowed.choices] == [True, True]
    with pytest.raises(checkers.AmbiguousMoveError) as caught:
        g.push_many("2x4")
    assert len(caught.value.choices) == 4 and caught.value.applied == 0
    import pickle
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is checkers.AmbiguousMoveError and again.choices == []
