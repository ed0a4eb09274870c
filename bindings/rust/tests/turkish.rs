// SPDX-License-Identifier: MIT
//! Turkish draughts through the crate (the C tests in
//! tests/test_rules_turkish.c, one per rule): all 64 squares, numbered row by
//! row from White's side (a1 = 1, h1 = 8, a2 = 9, ..., h8 = 64) and written
//! algebraically; men move forward and sideways; a capture may not turn 180
//! degrees; crowning during a capture is a setting of the game.

mod common;
use common::history_texts;

use checkers::{Crowning, Diagram, ErrorKind, Game, Piece};

fn turkish(fen: &str) -> Game {
    Game::from_fen("turkish", fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as text, every landing square written, sorted.
fn moves(game: &Game) -> Vec<String> {
    let text = game.moves_text(true).unwrap();
    let mut moves: Vec<String> = text.split_whitespace().map(String::from).collect();
    moves.sort();
    moves
}

fn sorted(texts: &[&str]) -> Vec<String> {
    let mut texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    texts.sort();
    texts
}

/// Pushes `text`, expects the refusal `kind`, and checks that nothing changed.
fn refused(game: &mut Game, text: &str, kind: ErrorKind) -> checkers::IllegalMove {
    let (fen, ply) = (game.fen(), game.ply_count());
    let err = game.push(text).expect_err(text);
    assert_eq!(err.kind(), kind, "{text}: {err}");
    assert_eq!(
        (game.fen(), game.ply_count()),
        (fen, ply),
        "nothing changes"
    );
    err
}

#[test]
fn the_start_is_sixteen_men_each_on_the_second_and_third_rows() {
    let game = Game::new("turkish").unwrap();
    assert_eq!(game.square_count(), 64);
    assert_eq!(game.turn(), checkers::Color::White);
    assert_eq!(
        game.fen(),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:\
         Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    assert_eq!(
        moves(&game),
        sorted(&["a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"])
    );
}

#[test]
fn squares_are_numbered_a1_to_h8_row_by_row() {
    let game = turkish("W:W9-24:B41-56"); // the start, numbered
    assert_eq!(game.square_position(1).unwrap(), (7, 0)); // a1: bottom left
    assert_eq!(game.square_position(8).unwrap(), (7, 7)); // h1
    assert_eq!(game.square_position(9).unwrap(), (6, 0)); // a2
    assert_eq!(game.square_position(64).unwrap(), (0, 7)); // h8: top right
    assert_eq!(game.piece(17).unwrap(), Some(Piece::WhiteMan)); // a3
    assert_eq!(game.piece(56).unwrap(), Some(Piece::BlackMan)); // h7
    assert_eq!(game.piece(1).unwrap(), None); // the back rows are empty
    assert_eq!(
        game.piece(65).unwrap_err().kind(),
        ErrorKind::InvalidArgument
    );
    let men = (1..=64)
        .filter(|&square| game.piece(square).unwrap().is_some())
        .count();
    assert_eq!(men, 32, "every square is played: no dark squares only");
    let a3a4 = game.parse_move("a3-a4").unwrap();
    assert_eq!((a3a4.from, a3a4.to), (17, 25));
    assert_eq!(game.parse_move("17-25").unwrap().to, 25); // numbers read too
    assert_eq!(Game::new("turkish").unwrap().fen(), game.fen());
}

#[test]
fn men_move_one_square_forward_or_sideways() {
    let mut game = turkish("W:Wd4:Bh8");
    assert_eq!(moves(&game), sorted(&["d4-d5", "d4-c4", "d4-e4"]));
    refused(&mut game, "d4-d3", ErrorKind::ManBackwards);
    refused(&mut game, "d4-e5", ErrorKind::NotDiagonal); // not a line a man moves along
    refused(&mut game, "d4-d6", ErrorKind::NotDiagonal); // one square only
    let black = turkish("B:Wa1:Bd5");
    assert_eq!(moves(&black), sorted(&["d5-d4", "d5-c5", "d5-e5"])); // Black's forward is down
}

#[test]
fn a_capture_may_not_turn_back_180_degrees() {
    let mut game = turkish("W:WKd4:Bc4,f4");
    // Back over f4's empty square and d4 to take c4 would make two: not allowed.
    assert_eq!(moves(&game), sorted(&["d4xa4", "d4xb4", "d4xg4", "d4xh4"]));
    let err = refused(&mut game, "d4xg4xb4", ErrorKind::CaptureReversal);
    assert_eq!(err.code(), -122);
    assert_eq!(err.square(), Some(26)); // b4, where the turned jump would land
}

#[test]
fn crowning_during_a_capture_is_a_setting() {
    // A man that reaches the last row goes on as a man and is crowned at the end.
    let mut game = turkish("W:Wd6:Bd7,e8");
    assert_eq!(game.crowning(), Crowning::AtEnd);
    assert_eq!(moves(&game), ["d6xd8xf8"]);
    let played = game.push("d6xd8xf8").unwrap();
    assert!(played.promotes());
    assert_eq!(game.piece(62).unwrap(), Some(Piece::WhiteKing)); // f8

    // Crowned at once, it goes on as a flying king.
    let mut game = turkish("W:Wd6:Bd7,f8");
    assert_eq!(moves(&game), ["d6xd8"]); // as a man, f8 is out of reach
    game.set_crowning(Crowning::AsKing).unwrap();
    assert_eq!(game.crowning(), Crowning::AsKing);
    assert_eq!(moves(&game), sorted(&["d6xd8xg8", "d6xd8xh8"]));
    assert_eq!(
        game.clone().crowning(),
        Crowning::AsKing,
        "a clone keeps it"
    );

    // Crowned, and the move ends there.
    let mut game = turkish("W:Wd6:Bd7,e8");
    game.set_crowning(Crowning::EndsMove).unwrap();
    assert_eq!(moves(&game), ["d6xd8"]); // e8 is spared
    refused(&mut game, "d6xd8xf8", ErrorKind::CrowningEndsMove);
    game.set_crowning(Crowning::AtEnd).unwrap();
    assert_eq!(moves(&game), ["d6xd8xf8"]);

    // Other variants have one rule each.
    let mut english = Game::new("english").unwrap();
    assert_eq!(english.crowning(), Crowning::EndsMove);
    english.set_crowning(Crowning::EndsMove).unwrap();
    let err = english.set_crowning(Crowning::AsKing).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Unsupported);
    assert_eq!(english.crowning(), Crowning::EndsMove, "nothing changes");
    assert_eq!(Game::new("russian").unwrap().crowning(), Crowning::AsKing);
    assert_eq!(
        Game::new("international").unwrap().crowning(),
        Crowning::AtEnd
    );
}

#[test]
fn the_history_keeps_the_texts_of_moves_made_under_another_crowning_rule() {
    let mut game = turkish("W:Wd6,a2:Bd7,e8,h7");
    game.push("d6xd8xf8").unwrap();
    game.set_crowning(Crowning::EndsMove).unwrap();
    let texts = history_texts(&game);
    assert_eq!(texts, ["d6xf8"]);
    assert_eq!(game.pop().unwrap().map(|m| m.text), Some("d6xf8".into()));
}

#[test]
fn perft_from_the_start() {
    let game = Game::new("turkish").unwrap();
    let counts: Vec<u64> = (1..=4).map(|depth| game.perft(depth).unwrap()).collect();
    assert_eq!(counts, [8, 64, 708, 7538]);
}

#[test]
fn a_diagram_draws_the_64_squares() {
    let game = Game::new("turkish").unwrap();
    let svg = game
        .svg(&Diagram {
            numbers: true,
            highlight: vec![1, 64],
            ..Diagram::default()
        })
        .unwrap();
    assert!(svg.contains("width=\"384\""), "eight squares of 48 pixels");
    assert!(
        svg.contains(">64<") && svg.contains(">33<"),
        "every square numbered"
    );
}
