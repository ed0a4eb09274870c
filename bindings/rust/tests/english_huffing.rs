// SPDX-License-Identifier: MIT
//! The huffing rule of English draughts, an old option (issue 12; the C
//! tests in tests/test_english_huffing.c, one per rule): off by default; when
//! on, capturing is not compulsory, and a piece that could have captured and
//! did not may be huffed (removed) by the opponent at the start of their
//! turn, after which they move as usual.
//!
//! English squares: 1-32 from Black's side, Black's men move down. In the
//! position used, Black's man on 14 can take White's 18 (14x23).

mod common;
use common::history_texts;

use checkers::{DrawRules, ErrorKind, Game, Outcome, Reason};

const CAN_CAPTURE: &str = "B:W18,30:B1,14";

fn english(fen: &str) -> Game {
    Game::from_fen("english", fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn huffing_game(fen: &str) -> Game {
    let mut game = english(fen);
    game.set_huffing(true).unwrap();
    assert!(game.huffing());
    game
}

/// The legal moves as text, every landing square written.
fn moves(game: &Game) -> Vec<String> {
    let text = game.moves_text(true).unwrap();
    text.split_whitespace().map(String::from).collect()
}

fn huff_refused(game: &mut Game, square: u32, kind: ErrorKind) {
    let (fen, ply) = (game.fen(), game.ply_count());
    let err = game.huff(square).expect_err("a refused huff");
    assert_eq!(err.kind(), kind, "huff {square}: {err}");
    let named = if kind == ErrorKind::NoHuff {
        None
    } else {
        Some(square)
    };
    assert_eq!(err.square(), named);
    assert_eq!(
        (game.fen(), game.ply_count()),
        (fen, ply),
        "nothing changes"
    );
}

#[test]
fn huffing_is_off_by_default() {
    let mut game = english(CAN_CAPTURE);
    assert!(!game.huffing());
    assert_eq!(moves(&game), ["14x23"]);
    let err = game.push("1-5").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MustCapture);
    let mut international = Game::new("international").unwrap();
    let err = international.set_huffing(true).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Unsupported);
    assert!(!international.huffing());
}

#[test]
fn huffing_makes_capturing_optional() {
    let mut game = huffing_game(CAN_CAPTURE);
    assert_eq!(moves(&game), ["1-5", "1-6", "14-17", "14x23"]);
    assert_eq!(game.perft(1).unwrap(), 4);
    game.push("1-5").unwrap();
    assert_eq!(game.ply_count(), 1);
}

#[test]
fn a_piece_that_did_not_capture_may_be_huffed() {
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("1-5").unwrap();
    assert_eq!(game.huffable().unwrap(), [14]);
    game.huff(14).unwrap();
    assert_eq!(game.fen(), "W:W18,30:B5");
    assert_eq!(game.ply_count(), 1);
    assert_eq!(moves(&game), ["18-14", "18-15", "30-25", "30-26"]);
    game.push("30-26").unwrap();
    assert_eq!(game.fen(), "B:W18,26:B5");
}

#[test]
fn the_piece_that_moved_away_is_huffed_where_it_stands() {
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("14-17").unwrap();
    assert_eq!(game.huffable().unwrap(), [17]);
    huff_refused(&mut game, 14, ErrorKind::HuffSquare);
    huff_refused(&mut game, 1, ErrorKind::HuffSquare);
    huff_refused(&mut game, 99, ErrorKind::MoveSquare);
    game.huff(17).unwrap();
    assert_eq!(game.fen(), "W:W18,30:B1");
}

#[test]
fn any_piece_that_could_have_captured_may_be_huffed() {
    let mut game = huffing_game("B:W18,19,30:B1,14,15");
    game.push("1-5").unwrap();
    assert_eq!(game.huffable().unwrap(), [14, 15]);
    game.huff(15).unwrap();
    assert_eq!(game.fen(), "W:W18,19,30:B5,14");
}

#[test]
fn nothing_to_huff_is_refused() {
    let mut game = huffing_game(CAN_CAPTURE);
    huff_refused(&mut game, 14, ErrorKind::NoHuff); // no move yet
    game.push("14x23").unwrap();
    huff_refused(&mut game, 23, ErrorKind::NoHuff); // the move captured
    let mut game = huffing_game("B:W30:B1,14");
    game.push("14-18").unwrap();
    huff_refused(&mut game, 18, ErrorKind::NoHuff); // no capture was possible
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("1-5").unwrap();
    game.huff(14).unwrap();
    huff_refused(&mut game, 14, ErrorKind::NoHuff); // one huff a turn
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("1-5").unwrap();
    game.set_huffing(false).unwrap();
    assert_eq!(game.huffable().unwrap(), Vec::<u32>::new());
    huff_refused(&mut game, 14, ErrorKind::NoHuff); // the rule is off
}

#[test]
fn a_huff_is_undone() {
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("1-5").unwrap();
    let hash = game.hash();
    game.huff(14).unwrap();
    assert_ne!(game.hash(), hash);
    assert_eq!(game.pop().unwrap(), None, "the huff alone: no move");
    assert_eq!(game.fen(), "W:W18,30:B5,14");
    assert_eq!((game.ply_count(), game.hash()), (1, hash));
    assert_eq!(game.huffable().unwrap(), [14]);
    game.huff(14).unwrap();
    game.push("30-26").unwrap();
    assert_eq!(game.ply_count(), 2);
    // The record keeps the position after the huff and the move.
    assert_eq!(game.hash(), english("B:W18,26:B5").hash());
    assert_eq!(history_texts(&game), ["1-5", "30-26"]);
    let clone = game.clone();
    assert_eq!((clone.fen(), clone.huffing()), (game.fen(), true));
    let popped = game
        .pop()
        .unwrap()
        .expect("the move, with the huff before it");
    assert_eq!(popped.text, "30-26");
    assert_eq!(game.fen(), "W:W18,30:B5,14");
    assert_eq!(game.huffable().unwrap(), [14]);
    assert_eq!(game.pop().unwrap().map(|m| m.text).as_deref(), Some("1-5"));
    assert_eq!(game.fen(), CAN_CAPTURE);
}

#[test]
fn a_huff_resets_the_move_limit() {
    let mut game = huffing_game("B:WK18,K30:BK1,K14");
    let one_move = DrawRules {
        repetitions: 0,
        move_limit: 1,
        claim: false,
        endgame: false,
    };
    game.set_draw_rules(&one_move).unwrap();
    game.push("1-5").unwrap();
    game.huff(14).unwrap();
    game.push("30-26").unwrap();
    game.push("5-1").unwrap(); // three king moves, but the huff came between
    assert_eq!(game.status().unwrap().outcome, Outcome::Ongoing);
    game.push("26-30").unwrap();
    let status = game.status().unwrap();
    assert_eq!(
        (status.outcome, status.reason),
        (Outcome::Draw, Reason::MoveLimit)
    );
}

#[test]
fn a_move_onto_the_huffed_square_is_taken_back_with_its_text() {
    let mut game = huffing_game(CAN_CAPTURE);
    game.push("1-5").unwrap();
    game.huff(14).unwrap();
    assert_eq!(
        history_texts(&game),
        ["1-5"],
        "a huff of this turn is no move"
    );
    game.push("18-14").unwrap(); // only legal once 14 was huffed
    assert_eq!(history_texts(&game), ["1-5", "18-14"]);
    let popped = game.pop().unwrap().expect("a move");
    assert_eq!(
        (popped.text.as_str(), popped.from, popped.to),
        ("18-14", 18, 14)
    );
    assert_eq!(game.fen(), "W:W18,30:B5,14");
}

#[test]
fn the_record_names_each_huff() {
    let mut game = huffing_game("B:W18,19,30:B1,14,15");
    assert_eq!(game.huffed_before(0).unwrap(), None);
    game.push("1-5").unwrap();
    game.huff(15).unwrap();
    assert_eq!(
        game.huffed_before(1).unwrap(),
        Some(15),
        "made, the move to come"
    );
    game.push("30-26").unwrap();
    assert_eq!(game.huffed_before(0).unwrap(), None);
    assert_eq!(game.huffed_before(1).unwrap(), Some(15));
    assert_eq!(game.huffed_before(2).unwrap(), None);
    assert_eq!(
        game.huffed_before(3).unwrap_err().kind(),
        ErrorKind::NoSuchPly
    );
}
