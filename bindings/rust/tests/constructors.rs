// SPDX-License-Identifier: MIT
//! The constructors from a variant and a text (FEN, Hub position) and the
//! move readers (PDN, Hub) share one path each: the same errors, in the same
//! order, whichever of them is called.

use checkers::{ErrorKind, Game, PdnReader, Variant};

const HUB_START: &str = "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

#[test]
fn a_hub_position_fails_as_a_fen_does() {
    let game = Game::from_hub("english", HUB_START).unwrap();
    assert_eq!(game.hub_position(), HUB_START);
    let err = Game::from_hub("english", "Wxx").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::FenSyntax);
    assert!(
        err.to_string().starts_with("bad Hub position 'Wxx': "),
        "{err}"
    );
    let err = Game::from_hub("english", "B\0bbb").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::FenSyntax);
    assert!(err.to_string().starts_with("bad Hub position 'B\0bbb'"));
}

#[test]
fn an_unknown_variant_comes_before_a_bad_text() {
    let listed = Game::new("chess").unwrap_err().to_string();
    assert!(listed.contains("the variants are english, "), "{listed}");
    let err = Game::from_hub("chess", HUB_START).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::UnknownVariant);
    assert_eq!(err.to_string(), listed);
    for err in [
        Game::from_fen("eng\0lish", "B\0").unwrap_err(),
        Variant::find("eng\0lish").unwrap_err(),
        PdnReader::new("", "eng\0lish").err().unwrap(),
    ] {
        assert_eq!(err.kind(), ErrorKind::UnknownVariant);
        assert!(err.to_string().contains("english, international"), "{err}");
    }
    assert_eq!(Variant::find("Russian").unwrap().name(), "russian");
}

#[test]
fn both_move_readers_refuse_a_nul_byte_with_the_text_given() {
    let game = Game::new("english").unwrap();
    let pdn = game.parse_move("11-15\0").unwrap_err();
    let hub = game.parse_hub_move("11-15\0").unwrap_err();
    for err in [&pdn, &hub] {
        assert_eq!(err.kind(), ErrorKind::MoveSyntax);
        assert_eq!(err.attempted(), Some("11-15\0"));
        assert_eq!(err.square(), None);
    }
    assert_eq!(pdn.to_string(), hub.to_string());
    let mut game = game;
    let err = game.push_moves("11-15 23-19\0").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MoveSyntax);
    assert_eq!(game.ply_count(), 0);
}

#[test]
fn both_move_readers_give_the_move_with_its_pdn_text() {
    let game = Game::from_fen("english", "W:W23:B18").unwrap();
    let hub = game.parse_hub_move("23x14x18").unwrap();
    let pdn = game.parse_move("23x14").unwrap();
    assert_eq!(hub, pdn);
    assert_eq!(hub.text, "23x14");
    assert_eq!(hub.captured, vec![18]);
}
