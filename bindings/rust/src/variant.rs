// SPDX-License-Identifier: MIT
//! The variants the library knows, and the ACF ballots.

use std::fmt;

use crate::error::{Error, Result};
use crate::game::Game;
use crate::sys;
use crate::text::{self, c_string, static_str};

/// A variant of the game: "english", "international", "russian", ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    index: i32,
}

impl Variant {
    /// The variant called `name`.
    pub fn find(name: &str) -> Result<Variant> {
        let unknown = || Error::new(sys::CHECKERS_E_UNKNOWN_VARIANT, format!("variant '{name}'"));
        let c_name = c_string(name).ok_or_else(unknown)?;
        // SAFETY: NUL-terminated name.
        let index = unsafe { sys::checkers_variant_find(c_name.as_ptr()) };
        if index < 0 {
            return Err(unknown());
        }
        Ok(Variant { index })
    }

    /// Its name, e.g. "english".
    pub fn name(&self) -> &'static str {
        // SAFETY: a valid index; static string.
        unsafe { static_str(sys::checkers_variant_name(self.index)) }
    }

    /// A one-line description.
    pub fn description(&self) -> &'static str {
        // SAFETY: a valid index; static string.
        unsafe { static_str(sys::checkers_variant_description(self.index)) }
    }

    /// A game of this variant at its standard start.
    pub fn new_game(&self) -> Result<Game> {
        Game::new(self.name())
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Every variant the library knows, English first.
pub fn variants() -> impl Iterator<Item = Variant> {
    // SAFETY: no arguments.
    let count = unsafe { sys::checkers_variant_count() };
    (0..count.max(0)).map(|index| Variant { index })
}

/// The ACF ballot decks (English openings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum BallotDeck {
    /// The three-move list: 174 ballots, numbered 1-174.
    ThreeMove = sys::CHECKERS_BALLOTS_THREE_MOVE,
    /// The two-move list: 49 ballots, numbered 1-49.
    TwoMove = sys::CHECKERS_BALLOTS_TWO_MOVE,
}

/// A ballot's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum BallotClass {
    /// One of the 144 classic openings.
    Crossboard = sys::CHECKERS_BALLOT_CROSSBOARD,
    /// One of the 12 added in 2003 (156 in all).
    Mailplay = sys::CHECKERS_BALLOT_MAILPLAY,
    /// Considered lost: not in the 156 deck.
    Barred = sys::CHECKERS_BALLOT_BARRED,
    /// Two-move list: playable.
    Standard = sys::CHECKERS_BALLOT_STANDARD,
    /// Two-move list: considered lost.
    Lost = sys::CHECKERS_BALLOT_LOST,
}

/// The number of ballots in a deck.
pub fn ballot_count(deck: BallotDeck) -> u32 {
    // SAFETY: a known deck.
    unsafe { sys::checkers_ballot_count(deck as i32) }.max(0) as u32
}

/// Ballot `number` (1-based) of `deck`: its moves ("9-13 21-17 5-9") and class.
pub fn ballot(deck: BallotDeck, number: u32) -> Result<(String, BallotClass)> {
    let number_i32 = i32::try_from(number).unwrap_or(i32::MAX);
    let mut class = 0;
    // SAFETY: valid buffer and out-pointer.
    let moves = text::read(64, |buf, cap| unsafe {
        sys::checkers_ballot(deck as i32, number_i32, buf, cap, &mut class)
    })
    .map_err(|code| Error::new(code, format!("ballot {number}")))?;
    let class = match class {
        sys::CHECKERS_BALLOT_CROSSBOARD => BallotClass::Crossboard,
        sys::CHECKERS_BALLOT_MAILPLAY => BallotClass::Mailplay,
        sys::CHECKERS_BALLOT_BARRED => BallotClass::Barred,
        sys::CHECKERS_BALLOT_STANDARD => BallotClass::Standard,
        _ => BallotClass::Lost,
    };
    Ok((moves, class))
}

impl Game {
    /// An English game after ballot `number` of `deck` (its moves are in the history).
    pub fn from_ballot(deck: BallotDeck, number: u32) -> Result<Game> {
        Game::from_ballot_raw(deck as i32, i32::try_from(number).unwrap_or(i32::MAX))
    }
}
