# SPDX-License-Identifier: MIT
"""The game object: playing and taking back, history, copies, FEN, hashing,
move texts, and memory."""

import gc
import random
import weakref

import pytest

import checkers
from checkers import Color, ErrorCode, Game, IllegalMoveError, Piece
from helpers import START, game, refused, routes


def test_push_text_and_move_then_pop():
    g = Game()
    g.push("11-15")
    move = g.legal_moves[g.legal_moves.texts().index("23-19")]
    g.push(move)
    assert g.ply == 2 and g.turn is Color.BLACK
    assert [m.text for m in g.move_stack] == ["11-15", "23-19"]
    assert g.peek().text == "23-19"
    popped = g.pop()
    assert popped == move and popped.text == "23-19"
    assert g.fen == "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"
    assert g.pop().text == "11-15"
    assert g.fen == START and g.ply == 0
    with pytest.raises(checkers.NothingToUndoError) as caught:
        g.pop()
    assert caught.value.code is ErrorCode.NOTHING_TO_UNDO
    assert isinstance(caught.value, IndexError)
    with pytest.raises(IndexError):
        g.peek()


def test_undo_everything_returns_to_the_start():
    g = Game(draw_rules="none")
    rng = random.Random(7)
    fens, hashes = [], []
    while not g.is_game_over() and g.ply < 120:
        fens.append(g.fen)
        hashes.append(g.hash)
        g.push(rng.choice(g.legal_moves))
    assert g.ply > 20
    captures = sum(move.is_capture for move in g.move_stack)
    assert captures > 0
    while g.ply:
        g.pop()
        assert g.fen == fens[g.ply] and g.hash == hashes[g.ply]
    assert g.fen == START and g.turn is Color.BLACK and g.result == "*"


def test_fen_round_trip_in_every_variant():
    rng = random.Random(3)
    for variant in checkers.variants():
        g = Game(variant.name)
        for _ in range(30):
            if g.is_game_over():
                break
            g.push(rng.choice(g.legal_moves))
        again = Game(variant.name, g.fen)
        assert again.fen == g.fen
        assert again.hash == g.hash
        assert again.turn == g.turn
        assert again.pieces() == g.pieces()
        assert routes(again) == routes(g)


def test_fen_errors_name_the_problem():
    cases = [("X:W21:B1", ErrorCode.FEN_TURN), ("B:W33:B1", ErrorCode.FEN_SQUARE),
             ("B:W21,21:B1", ErrorCode.FEN_DUPLICATE), ("B:W1:B5", ErrorCode.FEN_CROWNING_ROW),
             ("B;W21;B1", ErrorCode.FEN_SYNTAX)]
    for fen, code in cases:
        with pytest.raises(checkers.FenError) as caught:
            Game("english", fen)
        assert caught.value.code is code and caught.value.fen == fen
    with pytest.raises(checkers.UnknownVariantError) as caught:
        Game("chess")
    assert caught.value.code is ErrorCode.UNKNOWN_VARIANT and caught.value.variant == "chess"
    with pytest.raises(checkers.UnknownVariantError) as caught:
        Game("chess", START)
    assert caught.value.variant == "chess"


def test_fen_accepts_ranges_kings_and_quotes():
    g = Game("english", ' "W:W18,24,K10:B12,K22." ')
    assert g.fen == "W:WK10,18,24:B12,K22"
    assert g.piece_at(10) is Piece.WHITE_KING and g.piece_at(22) is Piece.BLACK_KING


def test_copy_is_independent():
    g = Game()
    g.push_many("11-15 23-19")
    other = g.copy()
    assert isinstance(other, Game)
    assert other.fen == g.fen and other.ply == 2
    other.push("8-11")
    assert g.ply == 2 and other.ply == 3
    import copy
    assert copy.copy(g).fen == g.fen and copy.deepcopy(g).move_stack.texts() == ["11-15", "23-19"]


def test_push_many_plays_until_the_first_refusal():
    g = Game()
    assert g.push_many("1. 11-15 23-19 2. 8-11 22-17") == 4
    assert g.ply == 4
    with pytest.raises(IllegalMoveError) as caught:
        g.push_many("9-13 17x10 15-19")  # 17x10 is not a capture here
    assert caught.value.applied == 1
    assert g.ply == 5  # 9-13 stayed played
    with pytest.raises(IllegalMoveError) as caught:
        g.push_many(["24-20", "9-13"])  # Black's 9 has gone
    assert caught.value.applied == 1 and caught.value.code is ErrorCode.NO_PIECE
    assert g.ply == 6


def test_hash_is_the_position_not_the_path():
    a, b = Game(), Game()
    a.push_many("11-15 23-19 10-14")
    b.push_many("10-14 23-19 11-15")
    assert a.fen == b.fen and a.hash == b.hash
    b.pop()
    assert a.hash != b.hash


def test_moves_are_equal_by_route_and_hashable():
    g = Game()
    first, second = g.legal_moves, g.legal_moves
    assert first is not second and list(first) == list(second)
    assert len({*first, *second}) == 7
    assert first[0] in second and first[0] != first[1]
    assert first[-1].text == "12-16" and [m.text for m in first[1:3]] == ["9-14", "10-14"]
    with pytest.raises(IndexError):
        first[7]
    assert repr(first[0]) == "<Move 9-13>" and str(first[0]) == "9-13"


def test_move_texts_stay_right_after_the_game_moves_on():
    g = Game(draw_rules="none")
    rng = random.Random(11)
    kept = []
    while not g.is_game_over() and g.ply < 60:
        moves = g.legal_moves
        kept.append((moves, moves.texts() if g.ply % 3 == 0 else None, g.moves_text()))
        g.push(rng.choice(moves))
    # texts asked for long after, and after taking moves back
    for moves, early, expected in kept[1::3]:
        assert " ".join(m.text for m in moves) == expected
    for _ in range(20):
        g.pop()
    for moves, early, expected in kept:
        assert " ".join(moves.texts()) == expected
        if early is not None:
            assert " ".join(early) == expected
    assert [m.text for m in g.move_stack] == [m.text for m in g.move_stack]


def test_history_texts_survive_taking_back_and_replaying():
    g = Game()
    g.push_many("11-15 23-19 8-11 22-17")
    history = g.move_stack
    g.pop()
    g.pop()
    g.push_many("9-13 22-18")
    assert history.texts() == ["11-15", "23-19", "8-11", "22-17"]
    assert g.move_stack.texts() == ["11-15", "23-19", "9-13", "22-18"]


def test_full_routes_listed_before_the_game_moves_stay_full():
    # A king with several captures between the same squares: their short
    # forms are ambiguous, and stay written in full however the game goes on.
    g = game("B:W6,7,8,14,15,16,22,23,24:BK2")
    listed = g.legal_moves
    expected = g.moves_text().split()
    full = [i for i, text in enumerate(expected) if text.count("x") > 1]
    assert full
    g.push(listed[full[0]])
    history = g.move_stack
    peeked = g.peek()
    popped = g.pop()
    g.push(listed[-1])
    assert [move.text for move in listed] == expected == listed.texts()
    assert history.texts() == [expected[full[0]]]
    assert peeked.text == popped.text == expected[full[0]]
    assert g.move_stack.texts() == [expected[-1]]


def test_every_list_keeps_the_notation_it_was_made_in():
    g = Game("russian")
    listed = g.legal_moves
    g.push("c3-d4")
    history = g.move_stack
    peeked = g.peek()
    parsed = g.parse_move("f6-g5")
    g.notation = "numeric"
    assert "c3-d4" in listed.texts() and listed[0].text[0].isalpha()
    assert history.texts() == ["c3-d4"] and peeked.text == "c3-d4"
    assert parsed.text == "f6-g5"
    assert g.move_stack.texts() == ["22-18"] and g.pop().text == "22-18"
    assert listed.texts() == [move.text for move in listed]


def test_notation_algebraic_for_russian():
    g = Game("russian")
    assert g.notation is checkers.Notation.ALGEBRAIC
    texts = g.legal_moves
    assert "c3-d4" in texts.texts()
    g.notation = "numeric"
    assert texts.texts()[0].startswith(tuple("abcdefgh"))  # made before the change
    assert g.legal_moves.texts()[0][0].isdigit()
    g.push("c3-d4")  # both notations are always read
    with pytest.raises(checkers.CheckersError) as caught:
        Game().notation = "algebraic"
    assert caught.value.code is ErrorCode.UNSUPPORTED


def test_games_are_freed_when_collected():
    g = Game()
    ref = weakref.ref(g)
    moves = g.legal_moves
    move = moves[0]
    del g, moves
    gc.collect()
    assert ref() is not None  # a move keeps its game
    assert move.text == "9-13"
    del move
    gc.collect()
    assert ref() is None


def test_ballots_start_english_games():
    g = Game.from_ballot(1)
    assert g.move_stack.texts() == ["9-13", "21-17", "5-9"]
    assert g.turn is Color.WHITE
    assert checkers.ballot(1).moves == "9-13 21-17 5-9"
    assert len(checkers.ballots()) == 174
    assert len(checkers.ballots(checkers.BallotDeck.TWO_MOVE)) == 49
    assert sum(b.kind is checkers.BallotClass.BARRED for b in checkers.ballots()) == 18
    with pytest.raises(checkers.CheckersError):
        Game.from_ballot(175)


def test_board_text_and_repr():
    g = Game("english", "W:WK10:B12")
    lines = str(g).splitlines()
    assert len(lines) == 8
    assert lines[2].split() == [".", "W", ".", "b"]  # squares 9-12 on row 2
    assert repr(g) == "Game('english', fen='W:WK10:B12')"


def test_perft_lets_other_threads_run_but_not_change_the_game():
    import threading
    g = Game()
    results = []
    worker = threading.Thread(target=lambda: results.append(g.perft(9)))
    worker.start()
    refusals = 0
    while worker.is_alive():
        try:
            g.push("11-15")
            g.pop()
        except RuntimeError:
            refusals += 1
    worker.join()
    assert results == [3963680]
    assert refusals > 0  # changes were refused while perft ran
    assert g.fen == START


def test_games_pickle_with_their_history():
    import pickle
    g = Game.from_ballot(5)
    g.push_many("24-20 11-15")
    g.draw_rules = "wcdf"
    again = pickle.loads(pickle.dumps(g))
    assert type(again) is Game
    assert again.fen == g.fen and again.move_stack.texts() == g.move_stack.texts()
    assert again.draw_rules == checkers.DrawRules.preset("wcdf")
    again.pop()
    assert again.ply == g.ply - 1


def test_move_lists_are_sequences():
    from collections.abc import Sequence
    moves = Game().legal_moves
    assert isinstance(moves, Sequence)
    assert moves.index(moves[3]) == 3 and moves.count(moves[3]) == 1
    assert list(reversed(moves))[0].text == "12-16"
    assert [m.text for m in moves[::3]] == ["9-13", "10-15", "12-16"]
    other = Game("english", "B:W30:B14").legal_moves[0]
    assert other not in moves and moves.count(other) == 0
    with pytest.raises(ValueError):
        moves.index(other)


def test_a_subclass_holding_its_own_moves_is_collected():
    class Annotated(Game):
        def __init__(self) -> None:
            super().__init__()
            self.favourite = self.legal_moves[4]  # the move holds the game: a cycle

    g = Annotated()
    assert g.favourite.text == "11-15"
    ref = weakref.ref(g)
    del g
    gc.collect()
    assert ref() is None


def test_a_subclass_with_slots_holding_its_own_moves_is_collected():
    class Slotted(Game):
        __slots__ = ("favourite",)

    g = Slotted()
    g.favourite = g.legal_moves[4]  # no __dict__, but a slot: still a cycle
    ref = weakref.ref(g)
    del g
    gc.collect()
    assert ref() is None


def test_moves_keep_their_records_while_other_lists_come_and_go():
    g = Game(draw_rules="none")
    rng = random.Random(5)
    kept = []
    while not g.is_game_over() and g.ply < 80:
        moves = g.legal_moves
        kept.append((moves[0], moves[0].path, moves[-1], moves[-1].captured, g.copy()))
        g.push(rng.choice(moves))
        if g.ply % 7 == 0:
            g.pop()
            g.push(g.legal_moves[-1])
    for first, path, last, captured, position in kept:
        assert first.path == path and last.captured == captured
        assert first in position.legal_moves and last == position.legal_moves[-1]


def test_the_package_game_calls_its_methods_directly():
    # checkers.Game has its own descriptors of the extension's methods (fast
    # calls); a further subclass inherits them and what it defines wins.
    assert "push" in vars(Game) and "legal_moves" in vars(Game)
    assert Game.__repr__.__module__ == "checkers.game"  # the package's own are kept

    class Counting(Game):
        pushed = 0

        def push(self, move: "checkers.Move | str") -> None:
            type(self).pushed += 1
            super().push(move)

    g = Counting()
    g.push(g.legal_moves[0])
    g.push("22-18")
    assert Counting.pushed == 2 and g.ply == 2 and g.is_game_over() is False
