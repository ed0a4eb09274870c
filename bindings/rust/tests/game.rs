// SPDX-License-Identifier: MIT
//! The game object: FEN in and out, undo, sequences, history, perft,
//! results and draws, clones and freeing.

mod common;
use common::history_texts;

use std::ffi::c_void;
use std::ptr::{self, NonNull};
use std::sync::atomic::{AtomicIsize, Ordering};

use checkers::{sys, DrawPreset, DrawRules, ErrorKind, Game, Notation, Outcome, Reason};

const START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

#[test]
fn fen_is_read_with_ranges_and_kings_and_written_canonically() {
    let game = Game::from_fen("english", "B:W21-32:B1-12").unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(Game::new("english").unwrap().fen(), START);
    let game = Game::from_fen("english", " W:W18,24,K10:B12,K22. ").unwrap();
    assert_eq!(game.fen(), "W:WK10,18,24:B12,K22");
    assert_eq!(game.to_string(), game.fen());
}

#[test]
fn a_bad_fen_says_what_is_wrong() {
    let cases = [
        ("B:Q21", ErrorKind::FenSyntax, "E_FEN_SYNTAX"),
        ("X:W21:B1", ErrorKind::FenTurn, "E_FEN_TURN"),
        ("B:W33:B1", ErrorKind::FenSquare, "E_FEN_SQUARE"),
        ("B:W21,21:B1", ErrorKind::FenDuplicate, "E_FEN_DUPLICATE"),
        ("B:W1:B12", ErrorKind::FenCrowningRow, "E_FEN_CROWNING_ROW"),
    ];
    for (fen, kind, name) in cases {
        let err = Game::from_fen("english", fen).expect_err(fen);
        assert_eq!((err.kind(), err.name()), (kind, name), "{fen}");
        assert!(
            err.to_string().starts_with(&format!("bad FEN '{fen}': ")),
            "{err}"
        );
    }
    let err = Game::from_fen("english", "B:W21\0:B1").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::FenSyntax);
}

#[test]
fn an_unknown_variant_is_an_error_that_lists_the_variants() {
    let names: Vec<&str> = checkers::variants().map(|v| v.name()).collect();
    let listed = format!(
        "variant 'chess': {} (E_UNKNOWN_VARIANT); the variants are {}",
        "unknown variant",
        names.join(", ")
    );
    let err = Game::new("chess").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::UnknownVariant);
    assert_eq!(err.code(), sys::CHECKERS_E_UNKNOWN_VARIANT);
    assert_eq!(err.message(), "unknown variant");
    assert_eq!(err.to_string(), listed);
    for err in [
        Game::from_fen("chess", START).unwrap_err(),
        checkers::Variant::find("chess").unwrap_err(),
        checkers::PdnReader::new("", "chess").err().unwrap(),
        DrawRules::default_for("chess").unwrap_err(),
    ] {
        assert_eq!(err.kind(), ErrorKind::UnknownVariant);
        assert_eq!(err.to_string(), listed);
    }
    let err = Game::new("eng\0lish").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::UnknownVariant);
    assert!(err.to_string().contains("english, international"), "{err}");
}

#[test]
fn a_variant_is_named_in_any_case() {
    for name in ["English", "ENGLISH", "eNgLiSh"] {
        assert_eq!(Game::new(name).unwrap().variant(), "english", "{name}");
        assert_eq!(checkers::Variant::find(name).unwrap().name(), "english");
    }
    assert_eq!(
        Game::from_fen("Russian", "W:Wc3:Bh8").unwrap().variant(),
        "russian"
    );
    assert_eq!(
        DrawRules::default_for("International").unwrap(),
        DrawRules::default_for("international").unwrap()
    );
    let game = checkers::PdnReader::new("1. 32-28 *", "International")
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(game.game.unwrap().variant(), "international");
}

#[test]
fn pop_takes_back_the_last_move_and_returns_it() {
    let mut game = Game::new("english").unwrap();
    game.push("11-15").unwrap();
    game.push("23-19").unwrap();
    let undone = game.pop().unwrap().unwrap();
    assert_eq!(
        (undone.from, undone.to, undone.text.as_str()),
        (23, 19, "23-19")
    );
    assert_eq!(
        game.fen(),
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"
    );
    assert_eq!(game.ply_count(), 1);
    game.pop().unwrap();
    let err = game.pop().unwrap_err();
    assert_eq!(err.kind(), ErrorKind::NothingToUndo);
    assert_eq!(game.fen(), START);
}

#[test]
fn a_sequence_stops_at_the_first_refused_move() {
    let mut game = Game::new("english").unwrap();
    assert_eq!(game.push_moves("1. 11-15 23-19 2. 8-11").unwrap(), 3);
    let mut game = Game::new("english").unwrap();
    let err = game.push_moves("11-15 23-19 15-19 8-11").unwrap_err();
    assert_eq!(err.index(), Some(2));
    assert_eq!((err.kind(), err.square()), (ErrorKind::Occupied, Some(19)));
    assert_eq!(
        game.ply_count(),
        2,
        "the moves before the refused one stay played"
    );
    assert!(
        err.to_string()
            .starts_with("illegal move (#3 of the sequence)"),
        "{err}"
    );
}

#[test]
fn push_index_plays_the_listed_move() {
    let mut game = Game::new("english").unwrap();
    let listed = game.legal_moves().unwrap();
    game.push_index(4).unwrap();
    assert_eq!(game.history().unwrap()[0], listed[4]);
    let err = game.push_index(99).unwrap_err();
    assert_eq!(
        (err.kind(), err.index()),
        (ErrorKind::InvalidArgument, Some(99))
    );
    assert_eq!(game.ply_count(), 1);
}

#[test]
fn push_move_plays_a_record_and_refuses_a_bad_one() {
    let mut game = Game::new("english").unwrap();
    let listed = game.legal_moves().unwrap();
    game.push_move(&listed[0]).unwrap();
    assert_eq!(game.history().unwrap(), [listed[0].clone()]);
    let err = game.push_move(&listed[0]).unwrap_err(); // its man has gone
    assert_eq!((err.kind(), err.square()), (ErrorKind::NoPiece, Some(9)));
    let mut short = game.legal_moves().unwrap()[0].clone();
    short.path.clear(); // from and to alone name a move too
    assert_eq!(
        game.check_move(&short).unwrap(),
        game.legal_moves().unwrap()[0]
    );
}

#[test]
fn the_history_gives_every_move_with_its_text() {
    let mut game = Game::from_fen("english", "B:W6,15,30:B1,20").unwrap();
    game.push("1x19").unwrap();
    game.push("30-26").unwrap();
    let history = game.history().unwrap();
    let texts: Vec<&str> = history.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["1x19", "30-26"]);
    assert_eq!(history[0].path, [10, 19]);
    assert_eq!(game.ply_count(), 2);
}

#[test]
fn perft_counts_the_published_numbers() {
    let english = Game::new("english").unwrap();
    let counts: Vec<u64> = (0..=6).map(|d| english.perft(d).unwrap()).collect();
    assert_eq!(counts, [1, 7, 49, 302, 1469, 7361, 36768]);
    let international = Game::new("international").unwrap();
    let counts: Vec<u64> = (1..=4).map(|d| international.perft(d).unwrap()).collect();
    assert_eq!(counts, [9, 81, 658, 4265]);
    assert_eq!(
        english.perft(65).unwrap_err().kind(),
        ErrorKind::InvalidArgument
    );
}

#[test]
fn variants_are_listed_and_found() {
    let names: Vec<&str> = checkers::variants().map(|v| v.name()).collect();
    assert_eq!(names[0], "english");
    assert!(names.contains(&"international") && names.contains(&"russian"));
    for variant in checkers::variants() {
        let game = variant.new_game().unwrap();
        assert_eq!(game.variant(), variant.name());
        assert!(!variant.description().is_empty());
        assert!(game.move_count().unwrap() > 0, "{variant}");
    }
    assert_eq!(Game::new("international").unwrap().square_count(), 50);
    assert_eq!(
        checkers::Variant::find("nope").unwrap_err().kind(),
        ErrorKind::UnknownVariant
    );
}

#[test]
fn russian_writes_algebraic_squares_by_default() {
    let mut game = Game::new("russian").unwrap();
    assert_eq!(game.notation(), Notation::Algebraic);
    assert!(game.moves_text(false).unwrap().contains("c3-d4"));
    game.push("c3-d4").unwrap();
    game.set_notation(Notation::Numeric).unwrap();
    assert!(!game.moves_text(false).unwrap().contains('d'));
    let mut english = Game::new("english").unwrap();
    assert_eq!(
        english
            .set_notation(Notation::Algebraic)
            .unwrap_err()
            .kind(),
        ErrorKind::Unsupported
    );
}

#[test]
fn ballots_open_english_games() {
    assert_eq!(checkers::ballot_count(checkers::BallotDeck::ThreeMove), 174);
    let (moves, _) = checkers::ballot(checkers::BallotDeck::ThreeMove, 1).unwrap();
    let game = checkers::Game::from_ballot(checkers::BallotDeck::ThreeMove, 1).unwrap();
    assert_eq!(game.ply_count(), 3);
    let texts = history_texts(&game);
    assert_eq!(texts.join(" "), moves);
    assert!(checkers::ballot(checkers::BallotDeck::ThreeMove, 175).is_err());
}

/// Two kings shuffling: Black 4-8-4, White 29-25-29.
fn shuffle(game: &mut Game, times: usize) {
    for _ in 0..times {
        game.push_moves("4-8 29-25 8-4 25-29").unwrap();
    }
}

#[test]
fn default_rules_are_the_variant_s_own_not_the_online_preset() {
    let online = DrawRules::preset(DrawPreset::Online);
    assert_eq!(online.repetitions, 5);
    assert_eq!(DrawRules::default_for("english").unwrap(), online);
    let international = DrawRules::default_for("international").unwrap();
    assert_eq!(
        international,
        DrawRules {
            repetitions: 3,
            move_limit: 25,
            claim: false,
            endgame: true
        }
    );
    assert!(DrawRules::default_for("chess").is_err());
    // Three times the same position draws International by its own rules only.
    let mut game = Game::from_fen("international", "W:WK46:BK3").unwrap();
    game.set_draw_rules(&online).unwrap();
    game.push_moves("46-41 3-9 41-46 9-3 46-41 3-9 41-46 9-3")
        .unwrap();
    assert_eq!(game.result().unwrap(), Outcome::Ongoing);
    game.set_draw_rules(&international).unwrap();
    assert_eq!(game.result().unwrap(), Outcome::Draw);
}

#[test]
fn a_claimed_repetition_waits_for_the_claim() {
    let mut game = Game::from_fen("english", "B:WK29:BK4").unwrap();
    game.set_draw_rules(&DrawRules::preset(DrawPreset::Wcdf))
        .unwrap();
    assert_eq!(
        game.draw_rules(),
        DrawRules {
            repetitions: 3,
            move_limit: 40,
            claim: true,
            endgame: false
        }
    );
    assert_eq!(game.claimable().unwrap(), None);
    assert_eq!(game.claim_draw().unwrap_err().kind(), ErrorKind::NoClaim);
    shuffle(&mut game, 2); // the start position, for the third time
    assert_eq!(game.status().unwrap().outcome, Outcome::Ongoing);
    assert_eq!(game.claimable().unwrap(), Some(Reason::Repetition));
    assert_eq!(game.claim_draw().unwrap(), Reason::Repetition);
    let status = game.status().unwrap();
    assert_eq!(
        (status.outcome, status.reason),
        (Outcome::Draw, Reason::Repetition)
    );
    assert_eq!(game.result().unwrap(), Outcome::Draw);
    assert_eq!(game.push("4-8").unwrap_err().kind(), ErrorKind::GameOver);
    game.pop().unwrap(); // takes back the claim with the last move
    assert_eq!(game.status().unwrap().outcome, Outcome::Ongoing);
}

#[test]
fn an_automatic_move_limit_ends_the_game() {
    let mut game = Game::from_fen("english", "B:WK29:BK4").unwrap();
    let rules = DrawRules {
        repetitions: 0,
        move_limit: 2,
        claim: false,
        endgame: false,
    };
    game.set_draw_rules(&rules).unwrap();
    shuffle(&mut game, 1);
    let status = game.status().unwrap();
    assert_eq!(
        (status.outcome, status.reason),
        (Outcome::Draw, Reason::MoveLimit)
    );
    let bad = DrawRules {
        repetitions: 1,
        ..rules
    };
    assert_eq!(
        game.set_draw_rules(&bad).unwrap_err().kind(),
        ErrorKind::InvalidArgument
    );
    assert_eq!(
        game.draw_rules(),
        rules,
        "a refused setting changes nothing"
    );
}

#[test]
fn a_clone_is_independent() {
    let mut game = Game::new("english").unwrap();
    game.push("11-15").unwrap();
    let mut copy = game.clone();
    copy.push("23-19").unwrap();
    assert_eq!(game.ply_count(), 1);
    assert_eq!(copy.ply_count(), 2);
    assert_eq!(copy.history().unwrap()[0].text, "11-15");
    assert_ne!(game.hash(), copy.hash());
    copy.pop().unwrap();
    assert_eq!(game.hash(), copy.hash());
}

#[test]
fn games_are_shared_across_threads() {
    let game = Game::new("international").unwrap();
    let counts: Vec<u64> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2).map(|_| s.spawn(|| game.perft(3).unwrap())).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(counts, [658, 658]);
}

// ------------------------------------------------ freeing, with a counting allocator

/// Bytes live in the counting allocator; the size is kept before each block.
struct Counter {
    live: AtomicIsize,
}

const HEADER: usize = 16;

unsafe extern "C" fn counted_alloc(ctx: *mut c_void, size: usize) -> *mut c_void {
    let layout = std::alloc::Layout::from_size_align(size + HEADER, HEADER).unwrap();
    let block = std::alloc::alloc(layout);
    if block.is_null() {
        return ptr::null_mut();
    }
    block.cast::<usize>().write(size);
    (*ctx.cast::<Counter>())
        .live
        .fetch_add(size as isize, Ordering::SeqCst);
    block.add(HEADER).cast()
}

unsafe extern "C" fn counted_release(ctx: *mut c_void, ptr: *mut c_void) {
    if ptr.is_null() {
        return;
    }
    let block = ptr.cast::<u8>().sub(HEADER);
    let size = block.cast::<usize>().read();
    (*ctx.cast::<Counter>())
        .live
        .fetch_sub(size as isize, Ordering::SeqCst);
    std::alloc::dealloc(
        block,
        std::alloc::Layout::from_size_align(size + HEADER, HEADER).unwrap(),
    );
}

unsafe extern "C" fn counted_realloc(
    ctx: *mut c_void,
    ptr: *mut c_void,
    old: usize,
    new: usize,
) -> *mut c_void {
    let fresh = counted_alloc(ctx, new);
    if !fresh.is_null() && !ptr.is_null() {
        ptr::copy_nonoverlapping(ptr.cast::<u8>(), fresh.cast::<u8>(), old.min(new));
        counted_release(ctx, ptr);
    }
    fresh
}

#[test]
fn dropping_games_and_clones_frees_all_their_memory() {
    let counter = Box::new(Counter {
        live: AtomicIsize::new(0),
    });
    let allocator = sys::checkers_allocator {
        alloc: Some(counted_alloc),
        reallocate: Some(counted_realloc),
        release: Some(counted_release),
        ctx: &*counter as *const Counter as *mut c_void,
    };
    {
        let mut raw = ptr::null_mut();
        // SAFETY: valid out-pointer, name and allocator; the counter outlives the games.
        let code =
            unsafe { sys::checkers_game_new(&mut raw, b"english\0".as_ptr().cast(), &allocator) };
        assert_eq!(code, 0);
        // SAFETY: a fresh game, owned by nobody else; the counter is thread-safe.
        let mut game = unsafe { Game::from_raw(NonNull::new(raw).unwrap()) };
        for _ in 0..50 {
            let count = game.move_count().unwrap();
            game.push_index(count / 2).unwrap();
        }
        assert!(counter.live.load(Ordering::SeqCst) > 0);
        let copy = game.clone(); // uses the same allocator
        let with_copy = counter.live.load(Ordering::SeqCst);
        drop(game);
        assert!(counter.live.load(Ordering::SeqCst) < with_copy);
        assert_eq!(copy.history().unwrap().len(), 50);
    }
    assert_eq!(
        counter.live.load(Ordering::SeqCst),
        0,
        "every byte is given back"
    );
}
