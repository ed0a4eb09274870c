// SPDX-License-Identifier: MIT
//! Numbers out of range (issue 25, items 1 and 7): every function of the safe
//! layer that takes an index, a square, a depth, a ply, a size, a deck's
//! number or a count refuses a value past what the library's `int32_t`
//! holds with an error, never cuts it down to a smaller number (2^32 + 1 is
//! not 1), never panics (`cargo test` builds with overflow checks on), and
//! changes nothing. Each error is also written out, since writing one panicked.

use checkers::{
    ballot, BallotDeck, Diagram, DrawPreset, DrawRules, ErrorKind, Game, IllegalMove, Move,
};

/// Values past `i32::MAX`, as u64: the ones that fit `usize` here are used.
const PAST_I32: [u64; 6] = [
    i32::MAX as u64 + 1,
    i32::MAX as u64 + 2,
    u32::MAX as u64,
    (1 << 32) + 1, // cut to 32 bits, 1: a square, an index, a ply that exists
    1 << 32,       // cut to 32 bits, 0
    u64::MAX,
];

fn past_i32_usize() -> Vec<usize> {
    let mut values: Vec<usize> = PAST_I32
        .iter()
        .filter_map(|&v| usize::try_from(v).ok())
        .collect();
    values.push(usize::MAX);
    values
}

fn past_i32_u32() -> Vec<u32> {
    PAST_I32
        .iter()
        .filter_map(|&v| u32::try_from(v).ok())
        .collect()
}

/// The state a refused call must leave as it was.
fn snapshot(game: &Game) -> (String, usize, u64) {
    (game.fen(), game.ply_count(), game.hash())
}

fn assert_illegal(err: &IllegalMove, kind: ErrorKind, what: &str) {
    assert_eq!(err.kind(), kind, "{what}: {err}");
    assert!(!err.to_string().is_empty(), "{what}");
    assert!(!checkers::Error::from(err.clone()).to_string().is_empty());
}

#[test]
fn push_index_refuses_an_index_past_i32_and_says_so() {
    let mut game = Game::new("english").unwrap();
    let before = snapshot(&game);
    for index in past_i32_usize() {
        let err = game.push_index(index).unwrap_err();
        assert_illegal(
            &err,
            ErrorKind::InvalidArgument,
            &format!("push_index({index})"),
        );
        assert_eq!(err.index(), Some(index));
        assert!(err.to_string().contains(&index.to_string()), "{err}");
        assert_eq!(snapshot(&game), before, "push_index({index}) played a move");
    }
    // The largest index the library is asked about, and its neighbour.
    for index in [i32::MAX as usize, 7] {
        let err = game.push_index(index).unwrap_err();
        assert_illegal(&err, ErrorKind::InvalidArgument, "past the moves");
    }
    assert_eq!(snapshot(&game), before);
}

#[test]
fn a_ply_past_i32_is_no_such_ply() {
    let mut game = Game::new("english").unwrap();
    game.push_moves("11-15 23-19").unwrap();
    for ply in past_i32_usize() {
        let err = game.huffed_before(ply).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::NoSuchPly, "huffed_before({ply})");
        assert!(err.to_string().contains(&ply.to_string()), "{err}");
    }
}

#[test]
fn a_square_past_i32_is_off_the_board() {
    let mut game = Game::from_fen("english", "B:W18,30:B1,14").unwrap();
    game.set_huffing(true).unwrap();
    game.push("14-17").unwrap(); // 17 could have taken 18 and did not: huffable
    let before = snapshot(&game);
    for square in past_i32_u32().into_iter().chain([0, 33]) {
        for (what, kind) in [
            ("piece", game.piece(square).map(drop).unwrap_err().kind()),
            (
                "square_position",
                game.square_position(square).map(drop).unwrap_err().kind(),
            ),
            (
                "square_name",
                game.square_name(square).map(drop).unwrap_err().kind(),
            ),
        ] {
            assert_eq!(kind, ErrorKind::InvalidArgument, "{what}({square})");
        }
        let err = game.huff(square).unwrap_err();
        assert_illegal(&err, ErrorKind::MoveSquare, &format!("huff({square})"));
        assert_eq!(
            err.square(),
            (square > 0).then_some(square),
            "huff({square})"
        );
        assert_eq!(snapshot(&game), before);
    }
    assert_eq!(game.huffable().unwrap(), [17], "the huff is still to make");
}

#[test]
fn a_depth_past_the_limit_is_refused() {
    let game = Game::new("english").unwrap();
    for depth in past_i32_u32().into_iter().chain([65]) {
        let err = game.perft(depth).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument, "perft({depth})");
        assert!(err.to_string().contains(&depth.to_string()), "{err}");
    }
    assert_eq!(game.perft(1).unwrap(), 7);
}

#[test]
fn a_ballot_number_outside_the_deck_is_refused() {
    for deck in [BallotDeck::ThreeMove, BallotDeck::TwoMove] {
        let count = checkers::ballot_count(deck);
        for number in past_i32_u32().into_iter().chain([0, count + 1]) {
            let err = ballot(deck, number).unwrap_err();
            assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{deck:?} {number}");
            assert!(err.to_string().contains(&number.to_string()), "{err}");
            let err = Game::from_ballot(deck, number).unwrap_err();
            assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{deck:?} {number}");
        }
        assert!(ballot(deck, count).is_ok());
    }
}

#[test]
fn draw_settings_past_i32_are_refused_and_change_nothing() {
    let mut game = Game::new("english").unwrap();
    let before = game.draw_rules();
    let base = DrawRules::preset(DrawPreset::Wcdf);
    for value in past_i32_u32() {
        for rules in [
            DrawRules {
                repetitions: value,
                ..base
            },
            DrawRules {
                move_limit: value,
                ..base
            },
        ] {
            let err = game.set_draw_rules(&rules).unwrap_err();
            assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{rules:?}");
            assert_eq!(game.draw_rules(), before, "{rules:?}");
        }
    }
}

#[test]
fn a_diagram_size_past_i32_is_refused() {
    let game = Game::new("english").unwrap();
    for size in past_i32_u32().into_iter().chain([0, 7, 1025]) {
        let diagram = Diagram {
            square_size: Some(size),
            ..Diagram::default()
        };
        let err = game.svg(&diagram).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument, "square size {size}");
    }
    // Highlighted squares off the board are ignored, as the library does.
    let diagram = Diagram {
        highlight: vec![0, 33, 72, 73, 255],
        ..Diagram::default()
    };
    assert_eq!(
        game.svg(&diagram).unwrap(),
        game.svg(&Diagram::default()).unwrap()
    );
}

#[test]
fn a_move_record_with_any_bytes_is_refused_not_panicked_on() {
    let mut game = Game::new("english").unwrap();
    let before = snapshot(&game);
    let record = |from: u8, to: u8, path: Vec<u8>, captured: Vec<u8>| Move {
        from,
        to,
        path,
        captured,
        flags: u8::MAX,
        text: String::new(),
    };
    let cases = [
        record(0, 0, vec![], vec![]),
        record(u8::MAX, u8::MAX, vec![u8::MAX], vec![u8::MAX]),
        record(9, 13, vec![13; 33], vec![]),
        record(9, 13, vec![13; 256], vec![]),
        record(9, 13, vec![13], vec![1; 257]),
    ];
    for proposed in &cases {
        let err = game.check_move(proposed).unwrap_err();
        assert!(!err.to_string().is_empty());
        let err = game.push_move(proposed).unwrap_err();
        assert!(!err.to_string().is_empty());
        assert_eq!(snapshot(&game), before, "{proposed:?}");
        let diagram = Diagram {
            last_move: Some(proposed.clone()),
            ..Diagram::default()
        };
        // Without a path nothing is highlighted; with one it is off the board or too long.
        assert_eq!(
            game.svg(&diagram).is_err(),
            !proposed.path.is_empty(),
            "{proposed:?}"
        );
    }
}

#[test]
fn pdn_comments_of_the_wrong_length_are_refused() {
    let mut game = Game::new("english").unwrap();
    game.push("11-15").unwrap();
    for length in [1, 3, 100] {
        let comments = vec![None; length];
        let err = game
            .to_pdn(&[], &comments, checkers::PdnResult::Ongoing)
            .unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument, "{length} comments");
    }
    assert!(game
        .to_pdn(&[], &[None, None], checkers::PdnResult::Ongoing)
        .is_ok());
}
