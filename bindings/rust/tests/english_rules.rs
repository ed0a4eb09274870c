// SPDX-License-Identifier: MIT
//! The rules of English draughts, one test per rule, each with a position
//! given as FEN. Refused moves are checked by code, name and square.

use checkers::{Color, ErrorKind, Game, IllegalMove, Outcome, Piece, Reason};

fn english(fen: &str) -> Game {
    Game::from_fen("english", fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as text, every landing square written.
fn moves(game: &Game) -> Vec<String> {
    let text = game.moves_text(true).unwrap();
    text.split_whitespace().map(String::from).collect()
}

fn refused(game: &mut Game, text: &str, kind: ErrorKind) -> IllegalMove {
    let before = game.fen();
    let err = game.push(text).expect_err(text);
    assert_eq!(err.kind(), kind, "{text}: {err}");
    assert_eq!(game.fen(), before, "a refused move changes nothing");
    err
}

#[test]
fn black_moves_first_and_has_seven_opening_moves() {
    let game = Game::new("english").unwrap();
    assert_eq!(game.turn(), Color::Black);
    assert_eq!(
        moves(&game),
        ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
    );
    assert_eq!(game.piece(1).unwrap(), Some(Piece::BlackMan));
    assert_eq!(game.piece(32).unwrap(), Some(Piece::WhiteMan));
    assert_eq!(game.piece(16).unwrap(), None);
    assert_eq!(game.square_count(), 32);
}

#[test]
fn a_man_steps_one_square_diagonally_forward_only() {
    let mut game = english("B:W30:B14");
    assert_eq!(moves(&game), ["14-17", "14-18"]);
    let err = refused(&mut game, "14-10", ErrorKind::ManBackwards);
    assert_eq!(err.name(), "E_MAN_BACKWARDS");
    refused(&mut game, "14-15", ErrorKind::NotDiagonal);
    refused(&mut game, "14-23", ErrorKind::NotDiagonal);
}

#[test]
fn a_king_steps_one_square_in_all_four_directions_and_does_not_fly() {
    let mut game = english("B:W30:BK14");
    assert_eq!(moves(&game), ["14-9", "14-10", "14-17", "14-18"]);
    refused(&mut game, "14-5", ErrorKind::NotDiagonal);
}

#[test]
fn a_move_starts_from_one_of_your_own_pieces() {
    let mut game = Game::new("english").unwrap();
    let err = refused(&mut game, "13-17", ErrorKind::NoPiece);
    assert_eq!(err.square(), Some(13));
    let err = refused(&mut game, "21-17", ErrorKind::NotYourPiece);
    assert_eq!(err.square(), Some(21));
    assert_eq!(err.code(), checkers::sys::CHECKERS_E_NOT_YOUR_PIECE);
}

#[test]
fn a_move_ends_on_an_empty_square() {
    let mut game = Game::new("english").unwrap();
    game.push("11-15").unwrap();
    game.push("23-19").unwrap();
    let err = refused(&mut game, "15-19", ErrorKind::Occupied);
    assert_eq!(err.square(), Some(19));
    assert_eq!(err.message(), "the destination square is occupied");
    assert_eq!(
        err.to_string(),
        "illegal move '15-19': the destination square is occupied (square 19)"
    );
}

#[test]
fn text_that_is_not_a_move_is_refused_as_syntax() {
    let mut game = Game::new("english").unwrap();
    for text in ["11-", "a-b", "", "11\u{0}-15"] {
        let err = refused(&mut game, text, ErrorKind::MoveSyntax);
        assert_eq!(err.attempted(), Some(text));
    }
    let err = refused(&mut game, "11-40", ErrorKind::MoveSquare);
    assert_eq!(err.name(), "E_MOVE_SQUARE");
}

#[test]
fn a_man_captures_forward_by_jumping_to_the_empty_square_behind() {
    let mut game = english("B:W15:B11");
    assert_eq!(moves(&game), ["11x18"]);
    let played = game.push("11x18").unwrap();
    assert!(played.is_capture());
    assert_eq!(played.captured, [15]);
    assert_eq!(game.piece(15).unwrap(), None);
    assert_eq!(game.piece(18).unwrap(), Some(Piece::BlackMan));
}

#[test]
fn a_man_does_not_capture_backward_but_a_king_does() {
    let mut game = english("B:W7:B11");
    assert_eq!(moves(&game), ["11-15", "11-16"]);
    refused(&mut game, "11x2", ErrorKind::ManBackwards);
    let game = english("B:W7:BK11");
    assert_eq!(moves(&game), ["11x2"]);
    let capture = &game.legal_moves().unwrap()[0];
    assert!(capture.is_capture() && capture.by_king());
}

#[test]
fn capturing_is_compulsory_and_the_refusal_shows_the_capture() {
    let mut game = english("B:W15:B1,11");
    let err = refused(&mut game, "1-5", ErrorKind::MustCapture);
    let example = err.example().expect("the capture to make");
    assert_eq!((example.from, example.to), (11, 18));
    assert_eq!(example.captured, [15]);
    assert_eq!(example.text, "11x18");
    assert!(err.to_string().ends_with("(e.g. 11x18)"), "{err}");
}

#[test]
fn a_multiple_capture_goes_on_while_it_can_and_must_be_completed() {
    let mut game = english("B:W6,15:B1");
    assert_eq!(moves(&game), ["1x10x19"]);
    let err = refused(&mut game, "1x10", ErrorKind::CaptureIncomplete);
    assert_eq!(err.square(), Some(10));
    assert_eq!(err.example().unwrap().path, [10, 19]);
    let played = game.push("1x19").unwrap(); // the short form names the one capture
    assert_eq!(played.path, [10, 19]);
    assert_eq!(played.captured, [6, 15]);
    assert_eq!(game.fen(), "W:W:B19");
}

#[test]
fn no_piece_jumps_its_own_side_or_the_same_piece_twice() {
    let mut game = english("B:W32:B1,6");
    assert_eq!(
        refused(&mut game, "1x10", ErrorKind::JumpOwnPiece).square(),
        Some(6)
    );
    let mut game = english("B:W14:BK9");
    assert_eq!(
        refused(&mut game, "9x18x9", ErrorKind::JumpTwice).square(),
        Some(14)
    );
}

#[test]
fn routes_taking_the_same_pieces_between_the_same_squares_are_one_move() {
    // A king on 2 can go round 6, 7, 14 and 15 either way and come home.
    let game = english("B:W6,7,14,15:BK2");
    let listed = game.legal_moves().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].from, listed[0].to), (2, 2));
    assert_eq!(game.perft(1).unwrap(), 1);
    for route in ["2x9x18x11x2", "2x11x18x9x2"] {
        let parsed = game.parse_move(route).unwrap();
        let mut captured = parsed.captured.clone();
        captured.sort();
        assert_eq!(captured, [6, 7, 14, 15]);
    }
}

#[test]
fn a_man_reaching_the_far_row_is_crowned_and_a_capture_ends_there() {
    let mut game = english("B:W5:B25");
    let played = game.push("25-29").unwrap();
    assert!(played.promotes());
    assert_eq!(game.piece(29).unwrap(), Some(Piece::BlackKing));

    let mut game = english("B:W26,27:B22");
    assert_eq!(moves(&game), ["22x31"]);
    refused(&mut game, "22x31x24", ErrorKind::CrowningEndsMove);
    game.push("22x31").unwrap();
    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.piece(27).unwrap(), Some(Piece::WhiteMan));
}

#[test]
fn the_choice_between_captures_is_free() {
    let mut game = english("B:W14,15,24:B10");
    assert_eq!(moves(&game), ["10x17", "10x19x28"]);
    game.push("10x17").unwrap();
    assert_eq!(game.fen(), "W:W15,24:B17");
}

#[test]
fn a_player_without_pieces_or_moves_loses() {
    let mut game = english("B:W14:B10");
    assert_eq!(game.status().unwrap().outcome, Outcome::Ongoing);
    game.push("10x17").unwrap();
    let status = game.status().unwrap();
    assert_eq!(
        (status.outcome, status.reason),
        (Outcome::BlackWins, Reason::NoPieces)
    );
    assert_eq!(status.winner(), Some(Color::Black));
    assert!(game.legal_moves().unwrap().is_empty());
    let err = refused(&mut game, "14-10", ErrorKind::GameOver);
    assert_eq!(err.code(), checkers::sys::CHECKERS_E_GAME_OVER);

    // White's man on 29 is blocked by Black's men on 25 and 22 behind it.
    let game = english("W:W29:B25,22");
    let status = game.status().unwrap();
    assert_eq!(
        (status.outcome, status.reason),
        (Outcome::BlackWins, Reason::NoMoves)
    );
}
