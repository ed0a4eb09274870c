// SPDX-License-Identifier: MIT
//! Results the rules do not decide (`Game::declare`, `Game::resign`): the same
//! rules as the C library's tests/test_declared_results.c.

mod common;
use common::history_texts;

use checkers::{Color, ErrorKind, Game, Outcome, Reason};

fn opened() -> Game {
    let mut game = Game::new("english").unwrap();
    game.push("11-15").unwrap();
    game.push("23-19").unwrap();
    game
}

fn status(game: &Game) -> (Outcome, Reason) {
    let status = game.status().unwrap();
    (status.outcome, status.reason)
}

#[test]
fn either_player_may_resign_on_move_or_not() {
    for (color, winner) in [
        (Color::Black, Outcome::WhiteWins),
        (Color::White, Outcome::BlackWins),
    ] {
        let mut game = opened();
        game.resign(color).unwrap();
        assert_eq!(status(&game), (winner, Reason::Resignation));
    }
}

#[test]
fn no_move_is_played_after_a_declared_result() {
    let mut game = opened();
    game.declare(Outcome::Draw, Reason::Agreement).unwrap();
    assert_eq!(game.push("8-11").unwrap_err().kind(), ErrorKind::GameOver);
    assert_eq!(game.ply_count(), 2);
}

#[test]
fn time_and_resignation_give_a_win_never_a_draw() {
    let mut game = opened();
    for reason in [Reason::Time, Reason::Resignation] {
        let err = game.declare(Outcome::Draw, reason).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument);
    }
    assert_eq!(status(&game), (Outcome::Ongoing, Reason::None));
    game.declare(Outcome::WhiteWins, Reason::Time).unwrap();
    assert_eq!(status(&game), (Outcome::WhiteWins, Reason::Time));
}

#[test]
fn an_agreement_is_a_draw_and_an_adjudication_any_result() {
    let err = opened()
        .declare(Outcome::BlackWins, Reason::Agreement)
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidArgument);
    for outcome in [Outcome::BlackWins, Outcome::WhiteWins, Outcome::Draw] {
        let mut game = opened();
        game.declare(outcome, Reason::Adjudication).unwrap();
        assert_eq!(status(&game), (outcome, Reason::Adjudication));
    }
}

#[test]
fn a_reason_the_rules_decide_cannot_be_declared() {
    let mut game = opened();
    for reason in [
        Reason::None,
        Reason::NoMoves,
        Reason::Repetition,
        Reason::Endgame,
    ] {
        let err = game.declare(Outcome::Draw, reason).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument);
    }
}

#[test]
fn a_game_already_over_cannot_be_declared_again() {
    let mut game = opened();
    game.declare(Outcome::BlackWins, Reason::Time).unwrap();
    let err = game.declare(Outcome::Draw, Reason::Agreement).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::GameOver);
    assert_eq!(status(&game), (Outcome::BlackWins, Reason::Time));
}

#[test]
fn pop_withdraws_the_declaration_and_keeps_the_moves() {
    let mut game = opened();
    game.resign(Color::White).unwrap();
    let texts = history_texts(&game);
    assert_eq!(texts, ["11-15", "23-19"]);
    assert!(game.pop().unwrap().is_none());
    assert_eq!(game.ply_count(), 2);
    assert_eq!(status(&game), (Outcome::Ongoing, Reason::None));
    assert_eq!(game.pop().unwrap().unwrap().text, "23-19");
}

#[test]
fn a_clone_keeps_the_declared_result() {
    let mut game = opened();
    game.declare(Outcome::Draw, Reason::Adjudication).unwrap();
    assert_eq!(status(&game.clone()), (Outcome::Draw, Reason::Adjudication));
}

#[test]
fn one_jump_possible_is_read_from_the_move_list() {
    // The ACF one-minute rule: a single legal move that captures.
    let moves = Game::from_fen("english", "B:W18:B14,1")
        .unwrap()
        .legal_moves()
        .unwrap();
    assert_eq!(moves.len(), 1);
    assert!(moves[0].is_capture());
}
