# SPDX-License-Identifier: MIT
"""The rules of English draughts (WCDF / ACF), one test per rule, as
tests/test_english_rules.c has them. Squares: 1 = b8 seen from White; Black's
men start on 1-12 and move towards the higher numbers."""

from checkers import Color, ErrorCode, Game, Piece, Reason
from helpers import START, game, refused, routes


def test_black_moves_first_from_the_start_position():
    g = Game()
    assert g.variant == "english"
    assert g.square_count == 32
    assert g.turn is Color.BLACK
    assert g.fen == START
    for square in range(1, 33):
        expected = (Piece.BLACK_MAN if square <= 12 else
                    Piece.WHITE_MAN if square >= 21 else Piece.EMPTY)
        assert g.piece_at(square) is expected
    assert g.result == "*" and g.reason is Reason.NONE
    assert routes(g) == sorted(["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"])
    same = Game("english", "B:W21-32:B1-12")
    assert same.fen == START
    assert same.hash == g.hash


def test_squares_are_numbered_row_by_row_from_b8():
    g = Game()
    assert g.board_size == (8, 8)
    for square in range(1, 33):
        row, k = divmod(square - 1, 4)
        assert g.square_position(square) == (row, 2 * k + 1 if row % 2 == 0 else 2 * k)
    assert g.square_position(1) == (0, 1)  # b8
    assert g.square_position(29) == (7, 0)  # a1


def test_man_moves_one_square_diagonally_forward():
    assert routes(game("B:W30:B14")) == ["14-17", "14-18"]
    assert routes(game("W:W23:B1")) == ["23-18", "23-19"]
    assert routes(game("B:W30:B12")) == ["12-16"]


def test_man_does_not_move_backward_or_sideways():
    g = game("B:W30:B14")
    assert refused(g, "14-9", ErrorCode.MAN_BACKWARDS)
    refused(g, "14-10", ErrorCode.MAN_BACKWARDS)
    refused(g, "14-13", ErrorCode.NOT_DIAGONAL)
    refused(g, "14-15", ErrorCode.NOT_DIAGONAL)
    g = game("W:W23:B1")
    refused(g, "23-26", ErrorCode.MAN_BACKWARDS)
    refused(g, "23-27", ErrorCode.MAN_BACKWARDS)


def test_king_moves_one_square_in_all_four_directions():
    assert routes(game("B:W32:BK14")) == ["14-10", "14-17", "14-18", "14-9"]
    assert routes(game("W:WK14:B1")) == ["14-10", "14-17", "14-18", "14-9"]


def test_king_does_not_fly():
    g = game("B:W32:BK14")
    refused(g, "14-5", ErrorCode.NOT_DIAGONAL)
    refused(g, "14-23", ErrorCode.NOT_DIAGONAL)


def test_man_captures_forward_by_jumping_to_the_square_behind():
    g = game("B:W14:B10")
    assert routes(g) == ["10x17"]
    move = g.legal_moves[0]
    assert (move.start, move.end, move.path, move.captured) == (10, 17, (17,), (14,))
    assert move.is_capture and not move.is_king
    g.push(move)
    assert g.piece_at(14) is Piece.EMPTY and g.piece_at(17) is Piece.BLACK_MAN
    assert routes(game("W:W23:B18")) == ["23x14"]


def test_man_captures_a_king():
    assert routes(game("B:WK14:B10")) == ["10x17"]


def test_man_does_not_capture_backward():
    g = game("B:W6:B10")
    assert routes(g) == ["10-14", "10-15"]
    refused(g, "10x1", ErrorCode.MAN_BACKWARDS)
    assert routes(game("B:W6,14:B10")) == ["10x17"]
    assert routes(game("W:W18:B23")) == ["18-14", "18-15"]


def test_king_captures_backward():
    assert routes(game("B:W6:BK10")) == ["10x1"]


def test_capture_needs_an_empty_square_behind():
    assert routes(game("B:W14,17:B10")) == ["10-15"]
    assert routes(game("B:W14:B10,17")) == ["10-15", "17-21", "17-22"]


def test_multiple_capture_continues_in_one_move():
    g = game("B:W6,15:B1")
    assert routes(g) == ["1x10x19"]
    move = g.legal_moves[0]
    assert move.path == (10, 19) and move.captured == (6, 15)
    assert move.text == "1x19"  # the short form, unambiguous here
    assert routes(game("B:W6,14:B1")) == ["1x10x17"]


def test_multiple_capture_must_be_completed():
    error = refused(game("B:W6,15:B1"), "1x10", ErrorCode.CAPTURE_INCOMPLETE)
    assert error.square == 10
    assert error.example is not None and error.example.path == (10, 19)


def test_piece_may_not_jump_own_piece():
    g = game("B:W32:B1,6")
    assert routes(g) == ["1-5", "6-10", "6-9"]
    assert refused(g, "1x10", ErrorCode.JUMP_OWN_PIECE).square == 6


def test_same_piece_not_jumped_twice():
    g = game("B:W14:BK9")
    assert routes(g) == ["9x18"]
    assert refused(g, "9x18x9", ErrorCode.JUMP_TWICE).square == 14


def test_capturing_piece_may_return_to_start_square():
    g = game("B:W6,7,14,15:BK2")
    assert routes(g) in (["2x9x18x11x2"], ["2x11x18x9x2"])
    move = g.legal_moves[0]
    assert move.start == move.end == 2 and sorted(move.captured) == [6, 7, 14, 15]
    g.push(move)
    assert g.result == "0-1" and g.reason is Reason.NO_PIECES
    assert g.winner is Color.BLACK


def test_man_reaching_last_row_is_crowned():
    g = game("B:W5:B25")
    assert routes(g) == ["25-29", "25-30"]
    move = g.parse_move("25-29")
    assert move.is_promotion
    g.push(move)
    assert g.piece_at(29) is Piece.BLACK_KING
    g = game("W:W5:B28")
    g.push("5-1")
    assert g.piece_at(1) is Piece.WHITE_KING


def test_king_reaching_last_row_is_not_crowned_again():
    g = game("B:W5:BK25")
    assert routes(g) == ["25-21", "25-22", "25-29", "25-30"]
    assert not g.parse_move("25-29").is_promotion
    assert g.parse_move("25-29").is_king


def test_man_crowned_during_capture_ends_move():
    g = game("B:W26,27:B22")
    assert routes(g) == ["22x31"]
    refused(g, "22x31x24", ErrorCode.CROWNING_ENDS_MOVE)
    g.push("22x31")
    assert g.piece_at(31) is Piece.BLACK_KING and g.piece_at(27) is Piece.WHITE_MAN
    assert routes(game("W:W11:B6,7")) == ["11x2"]


def test_capture_is_mandatory():
    g = game("B:W15:B1,11")
    assert routes(g) == ["11x18"]
    error = refused(g, "1-5", ErrorCode.MUST_CAPTURE)
    assert error.example is not None and error.example.text == "11x18"


def test_free_choice_between_captures():
    g = game("B:W14,15,24:B10")
    assert routes(g) == ["10x17", "10x19x28"]
    g.push("10x17")  # the smaller capture is allowed
    assert g.piece_at(17) is Piece.BLACK_MAN


def test_player_without_pieces_loses():
    g = game("B:W14:B10")
    assert g.result == "*"
    g.push("10x17")
    assert (g.result, g.reason, g.winner) == ("0-1", Reason.NO_PIECES, Color.BLACK)
    assert g.is_game_over()
    g = game("W:W23:B18")
    g.push("23x14")
    assert (g.result, g.reason) == ("1-0", Reason.NO_PIECES)


def test_player_with_all_pieces_blocked_loses():
    g = game("B:W29:B21,22")
    g.push("21-25")  # White's 29 can neither step to 25 nor jump it
    assert (g.result, g.reason) == ("0-1", Reason.NO_MOVES)
    assert len(g.legal_moves) == 0
    g = game("B:W8,11:B4")
    assert (g.result, g.reason, g.winner) == ("1-0", Reason.NO_MOVES, Color.WHITE)
    outcome = g.outcome()
    assert outcome is not None and outcome.result == "1-0" and outcome.reason is Reason.NO_MOVES
    refused(g, "4-8", ErrorCode.GAME_OVER)  # the game has ended before any other check
