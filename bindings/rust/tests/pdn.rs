// SPDX-License-Identifier: MIT
//! PDN files: reading games with their tags, moves, comments and result; an
//! illegal game reported with where and why, and reading going on after it;
//! writing a game back.

use checkers::{ErrorKind, Game, PdnReader, PdnResult};

const FILE: &str = r#"[Event "Club night"]
[White "Ann"]
[Black "Bob"]
[Result "1/2-1/2"]
{A quiet start.} 1. 11-15 {the Old Faithful} 23-19 2. 8-11 22-17 1/2-1/2

[Event "Club night"]
[Result "*"]
1. 11-15 23-19 2. 15-19 24-20 *

[FEN "W:W18:B14"]
1. 18x9 1-0
"#;

#[test]
fn a_file_is_read_game_by_game() {
    let mut reader = PdnReader::new(FILE, "english").unwrap();

    let first = reader.next().unwrap().unwrap();
    assert_eq!(first.tag("White"), Some("Ann"));
    assert_eq!(
        first.tags[0],
        ("Event".to_string(), "Club night".to_string())
    );
    let texts: Vec<&str> = first.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["11-15", "23-19", "8-11", "22-17"]);
    assert_eq!(first.comments.len(), 5);
    assert_eq!(first.comments[0].as_deref(), Some("A quiet start."));
    assert_eq!(first.comments[1].as_deref(), Some("the Old Faithful"));
    assert_eq!(first.comments[2], None);
    assert_eq!(first.result, PdnResult::Draw);
    assert!(first.error.is_none());
    assert_eq!(first.game.as_ref().unwrap().ply_count(), 4);

    // 15-19 lands on White's man: the replay stops before it, with where and why.
    let second = reader.next().unwrap().unwrap();
    let error = second.error.as_ref().expect("an illegal game");
    assert_eq!(error.kind(), ErrorKind::Occupied);
    assert_eq!(error.name(), "E_OCCUPIED");
    assert_eq!(
        (error.line, error.column, error.move_number, error.ply),
        (9, 19, 2, 2)
    );
    assert_eq!(error.text, "15-19");
    assert_eq!(
        error.to_string(),
        "line 9, column 19, move 2: '15-19': the destination square is occupied (E_OCCUPIED)"
    );
    assert_eq!(second.moves.len(), 2);
    assert_eq!(second.result, PdnResult::Unknown);

    let third = reader.next().unwrap().unwrap();
    assert_eq!(third.tag("FEN"), Some("W:W18:B14"));
    assert_eq!(third.moves[0].captured, [14]);
    assert_eq!(third.result, PdnResult::WhiteWin);
    assert!(third.game.unwrap().status().unwrap().is_over());

    assert!(reader.next().is_none());
    assert_eq!(reader.games_read(), 3);
}

#[test]
fn a_game_that_cannot_be_set_up_has_no_game() {
    let text = "[FEN \"B:W99:B1\"]\n1. 1-5 *\n";
    let games: Vec<_> = PdnReader::new(text, "english")
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].game.is_none());
    assert_eq!(
        games[0].error.as_ref().unwrap().kind(),
        ErrorKind::FenSquare
    );
    assert!(games[0].moves.is_empty());
}

#[test]
fn bytes_and_the_default_variant_are_accepted() {
    let bytes: Vec<u8> = b"[Event \"Caf\xe9\"]\n1. 32-28 *\n".to_vec();
    let game = PdnReader::new(&bytes, "international")
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(
        game.tag("Event"),
        Some("Caf\u{fffd}"),
        "Latin-1 is read, not refused"
    );
    assert_eq!(game.game.unwrap().variant(), "international");
    assert_eq!(
        PdnReader::new("", "chess").err().unwrap().kind(),
        ErrorKind::UnknownVariant
    );
    assert_eq!(PdnReader::new("", "english").unwrap().count(), 0);
}

#[test]
fn a_game_is_written_back_as_pdn() {
    let mut game = Game::new("english").unwrap();
    game.push_moves("11-15 23-19").unwrap();
    let pdn = game
        .to_pdn(
            &[("White", "Ann"), ("Black", "Bob")],
            &[None, Some("good"), None],
            PdnResult::Draw,
        )
        .unwrap();
    assert!(pdn.contains("[White \"Ann\"]"), "{pdn}");
    assert!(pdn.contains("1. 11-15 {good} 1... 23-19"), "{pdn}");
    assert!(pdn.trim_end().ends_with("1/2-1/2"), "{pdn}");

    let again = PdnReader::new(&pdn, "english")
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(again.game.unwrap().fen(), game.fen());
    assert_eq!(again.comments[1].as_deref(), Some("good"));

    let err = game.to_pdn(&[], &[None], PdnResult::Unknown).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidArgument);
}
