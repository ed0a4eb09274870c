// SPDX-License-Identifier: MIT
//! PDN files: reading games with their tags, moves, comments and result; an
//! illegal game reported with where and why, and reading going on after it;
//! writing a game back.

use checkers::{Color, ErrorKind, Game, Outcome, PdnReader, PdnResult};

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
    assert_eq!(second.result, PdnResult::Ongoing);

    let third = reader.next().unwrap().unwrap();
    assert_eq!(third.tag("FEN"), Some("W:W18:B14"));
    assert_eq!(third.moves[0].captured, [14]);
    assert_eq!(third.result, PdnResult::WhiteWins);
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

    let err = game.to_pdn(&[], &[None], PdnResult::Ongoing).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidArgument);
}

/// How each variant writes a Black win: PDN's International result type
/// ("0-2") on 10x10 and 12x12 boards except Frisian's, the Default type
/// ("0-1") elsewhere.
const BLACK_WINS: [(&str, &str); 17] = [
    ("english", "0-1"),
    ("international", "0-2"),
    ("brazilian", "0-1"),
    ("russian", "0-1"),
    ("canadian", "0-2"),
    ("pool", "0-1"),
    ("italian", "0-1"),
    ("spanish", "0-1"),
    ("portuguese", "0-1"),
    ("czech", "0-1"),
    ("thai", "0-1"),
    ("killer", "0-2"),
    ("antidraughts", "0-2"),
    ("breakthrough", "0-2"),
    ("frisian", "0-1"),
    ("frysk", "0-2"),
    ("turkish", "0-1"),
];

#[test]
fn a_black_win_from_the_status_is_written_as_a_black_win_in_every_variant() {
    let mut named: Vec<&str> = checkers::variants().map(|v| v.name()).collect();
    let mut listed: Vec<&str> = BLACK_WINS.iter().map(|(v, _)| *v).collect();
    named.sort_unstable();
    listed.sort_unstable();
    assert_eq!(named, listed, "the table covers every variant");
    for (variant, written) in BLACK_WINS {
        let mut game = Game::new(variant).unwrap();
        game.resign(Color::White).unwrap();
        let status = game.status().unwrap();
        assert_eq!(status.outcome, Outcome::BlackWins);
        // The status, the outcome and its conversion all pass as they are.
        let pdn = game.to_pdn(&[], &[], status).unwrap();
        assert_eq!(game.to_pdn(&[], &[], status.outcome).unwrap(), pdn);
        assert_eq!(game.to_pdn(&[], &[], PdnResult::from(status)).unwrap(), pdn);
        assert!(
            pdn.contains(&format!("[Result \"{written}\"]")),
            "{variant}: {pdn}"
        );
        assert!(pdn.trim_end().ends_with(written), "{variant}: {pdn}");
        let back = PdnReader::new(&pdn, "english")
            .unwrap()
            .next()
            .unwrap()
            .unwrap();
        assert_eq!(back.result, PdnResult::BlackWins, "{variant}");
    }
}

#[test]
fn a_black_win_on_the_board_is_written_as_one() {
    for (variant, written) in [("english", "0-1"), ("international", "0-2")] {
        let game = Game::from_fen(variant, "W:W:B1").unwrap(); // White has no piece
        let pdn = game.to_pdn(&[], &[], game.result().unwrap()).unwrap();
        assert!(pdn.trim_end().ends_with(written), "{variant}: {pdn}");
    }
}

#[test]
fn an_outcome_converts_to_the_pdn_result_of_the_same_name() {
    let pairs = [
        (Outcome::Ongoing, PdnResult::Ongoing),
        (Outcome::BlackWins, PdnResult::BlackWins),
        (Outcome::WhiteWins, PdnResult::WhiteWins),
        (Outcome::Draw, PdnResult::Draw),
    ];
    for (outcome, result) in pairs {
        assert_eq!(PdnResult::from(outcome), result);
        assert_eq!(outcome as i32, result as i32, "one numbering, as in C");
    }
}
