// SPDX-License-Identifier: MIT
//! Refusals for a person (issue 19): an illegal move's message is the
//! library's (`checkers_game_refusal_text`), its squares named as the variant
//! writes them; a square's name; and a move that several legal moves could
//! mean, refused as ambiguous with those moves as its choices.

use checkers::{Error, ErrorKind, Game, Move, Notation};

/// Thai: two captures by Black's king go from 19 to 12, taking 1 and 4 pieces.
const THAI_TWO_ROUTES: &str =
    "B:WK1,K6,K14,K15,K16,K18,K22,K27,K30:BK2,K5,K9,K19,K20,K24,K28,K29,K32";

/// English (CheckerBoard's position): four captures go from 2 to 4.
const FOUR_WAYS_FROM_2_TO_4: &str = "B:W6,7,8,14,15,16,22,23,24:BK2";

fn started(variant: &str) -> Game {
    Game::new(variant).unwrap()
}

#[test]
fn a_russian_refusal_names_its_square_algebraically() {
    let mut game = started("russian");
    let fen = game.fen();
    let err = game.push("b6-b4").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NotYourPiece);
    assert_eq!(err.square(), Some(9));
    assert_eq!(
        err.to_string(),
        "illegal move 'b6-b4': that piece belongs to the other side (square b6)"
    );
    assert!(!err.to_string().contains("square 9"), "{err}");
    assert_eq!(
        Error::from(err).to_string(),
        "illegal move 'b6-b4': that piece belongs to the other side (square b6)"
    );
    assert_eq!(game.fen(), fen);
}

#[test]
fn a_turkish_refusal_names_its_square_algebraically() {
    let mut game = started("turkish");
    let err = game.push("c5-c3").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NoPiece);
    assert_eq!(err.square(), Some(35)); // row by row from White's side: c5 = 4 * 8 + 3
    assert_eq!(
        err.to_string(),
        "illegal move 'c5-c3': there is no piece on the start square (square c5)"
    );
}

#[test]
fn a_refusal_shows_the_capture_to_make_in_the_variant_s_notation() {
    let mut game = started("russian");
    game.push_moves("c3-d4 f6-e5").unwrap();
    let err = game.push("a3-b4").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MustCapture);
    assert_eq!(
        err.to_string(),
        "illegal move 'a3-b4': a capture is available and must be made (e.g. d4:f6)"
    );
    let err = game.push_moves("a3-b4").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("illegal move (#1 of the sequence): a capture is"),
        "{err}"
    );
}

#[test]
fn a_square_is_named_as_the_game_writes_it() {
    let mut russian = started("russian");
    assert_eq!(russian.square_name(9).unwrap(), "b6");
    assert_eq!(russian.square_name(1).unwrap(), "b8");
    russian.set_notation(Notation::Numeric).unwrap();
    assert_eq!(russian.square_name(9).unwrap(), "9");
    let english = started("english");
    assert_eq!(english.square_name(32).unwrap(), "32");
    assert_eq!(started("turkish").square_name(35).unwrap(), "c5");
    assert_eq!(started("canadian").square_name(72).unwrap(), "72");
    for square in [0, 33, u32::MAX] {
        let err = english.square_name(square).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{square}");
    }
}

fn route(from: u8, to: u8) -> Move {
    Move {
        from,
        to,
        path: Vec::new(),
        captured: Vec::new(),
        flags: 0,
        text: String::new(),
    }
}

#[test]
fn start_and_end_two_moves_share_are_refused_with_both_as_choices() {
    let mut game = Game::from_fen("thai", THAI_TWO_ROUTES).unwrap();
    let before = game.hash();
    let proposed = route(19, 12);
    for err in [
        game.check_move(&proposed).unwrap_err(),
        game.clone().push_move(&proposed).unwrap_err(),
    ] {
        assert_eq!(err.kind(), ErrorKind::Ambiguous, "{err}");
        assert_eq!(err.count(), 2);
        let choices = err.choices();
        let mut taken: Vec<usize> = choices.iter().map(|m| m.captured.len()).collect();
        taken.sort_unstable();
        assert_eq!(taken, [1, 4]);
        for choice in choices {
            assert_eq!((choice.from, choice.to), (19, 12));
            // Any choice, as it is, names its move: what a program plays once
            // its user has picked one.
            assert_eq!(&game.check_move(choice).unwrap(), choice);
            assert_eq!(&game.parse_move(&choice.text).unwrap(), choice);
        }
        assert_ne!(choices[0].text, choices[1].text);
    }
    assert_eq!(game.hash(), before, "nothing was played");
    // "19-12" is the one-piece jump's whole route (Thai writes captures with "-").
    let played = game.push("19-12").unwrap();
    assert_eq!(played.captured.len(), 1);
}

#[test]
fn a_short_form_several_captures_share_is_refused_with_its_choices() {
    let mut game = Game::from_fen("english", FOUR_WAYS_FROM_2_TO_4).unwrap();
    let err = game.push("2x4").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Ambiguous);
    assert_eq!((err.count(), err.choices().len()), (4, 4));
    let legal = game.legal_moves().unwrap();
    for choice in err.choices() {
        assert!(legal.contains(choice), "{choice:?} is a legal move");
        assert_eq!(&game.parse_move(&choice.text).unwrap(), choice);
    }
    let err = game.parse_move("2x9x4").unwrap_err();
    assert_eq!(err.choices().len(), 2);
    assert!(err.choices().iter().all(|m| m.path[0] == 9));
    // Other refusals, and a sequence's move, have no choices.
    assert!(game.push("2-7").unwrap_err().choices().is_empty());
    let err = game.push_moves("2x4").unwrap_err();
    assert_eq!((err.kind(), err.index()), (ErrorKind::Ambiguous, Some(0)));
    assert!(err.choices().is_empty());
    assert_eq!(game.ply_count(), 0);
}
