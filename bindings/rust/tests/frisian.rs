// SPDX-License-Identifier: MIT
//! Frisian and Frysk! through the crate: the variants and their PDN
//! GameTypes (40, 97), the refusals only they have, with the value a
//! compulsory capture requires, and the king-move counter of their FEN.

use checkers::{ErrorKind, Game, PdnReader, PdnResult};

#[test]
fn frisian_and_frysk_are_variants_with_gametypes_40_and_97() {
    let names: Vec<&str> = checkers::variants().map(|v| v.name()).collect();
    assert!(names.contains(&"frisian") && names.contains(&"frysk"));
    let text = "[GameType \"40\"]\n1. 32-28 19-23 *\n\n[GameType \"97\"]\n1. 47-42 4-10 *\n";
    let mut reader = PdnReader::new(text, "english").unwrap();
    let frisian = reader.next().unwrap().unwrap();
    assert_eq!(frisian.game.as_ref().unwrap().variant(), "frisian");
    let frysk = reader.next().unwrap().unwrap();
    let game = frysk.game.as_ref().unwrap();
    assert_eq!(game.variant(), "frysk");
    assert_eq!(game.fen(), "W:W42,46,48,49,50:B1,2,3,5,10");
    for (variant, tag) in [
        ("frisian", "[GameType \"40\"]"),
        ("frysk", "[GameType \"97\"]"),
    ] {
        let pdn = Game::new(variant)
            .unwrap()
            .to_pdn(&[], &[], PdnResult::Ongoing)
            .unwrap();
        assert!(pdn.contains(tag), "{pdn}");
    }
}

#[test]
fn a_capture_of_lower_value_is_refused_with_the_value_required() {
    // 28x30 takes the king on 29, worth more than 28x26's man on 27.
    let mut game = Game::from_fen("frisian", "W:W28:B27,K29").unwrap();
    let err = game.push("28x26").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NotMaxValue);
    assert_eq!((err.count(), err.kings()), (1, 1));
    assert_eq!(err.example().map(|m| m.text.as_str()), Some("28x30"));
    let mut international = Game::from_fen("international", "W:W31,35:B19,27,30").unwrap();
    let err = international.push("31x22").unwrap_err();
    assert_eq!(
        (err.kind(), err.count(), err.kings()),
        (ErrorKind::NotMaxCapture, 2, 0)
    );
}

#[test]
fn a_fourth_plain_king_move_is_refused_and_the_counter_is_in_the_fen() {
    // lidraughts' king-move field: Black's count first, then White's king on
    // 41 with three plain moves in a row.
    let fen = "W:WK41,45:B18:+0+341";
    let mut game = Game::from_fen("frisian", fen).unwrap();
    assert_eq!(game.fen(), fen);
    let err = game.push("41-46").unwrap_err();
    assert_eq!((err.kind(), err.square()), (ErrorKind::KingRun, Some(41)));
    assert_eq!(game.fen(), fen, "a refused move changes nothing");
    let mut game = Game::from_fen("frisian", "W:WK41,45:B18").unwrap();
    game.push("41-37").unwrap();
    assert_eq!(game.fen(), "B:WK37,45:B18:+0+137");
    game.pop().unwrap();
    assert_eq!(game.fen(), "W:WK41,45:B18");
}
