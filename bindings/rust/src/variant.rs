// SPDX-License-Identifier: MIT
//! The variants the library knows, and the ACF ballots.

use std::fmt;
use std::os::raw::c_char;

use crate::error::{code_message, code_name, Error, Result};
use crate::game::{check, to_c, Game};
use crate::sys;
use crate::text::{self, c_string, static_str};

/// Calls `call` with the C name of `variant` (given in any case: "English")
/// and checks its code: an unknown variant (a NUL byte in the name too) is
/// an error that lists the variants, another error is about `context`.
pub(crate) fn with_variant(
    variant: &str,
    context: impl FnOnce() -> String,
    call: impl FnOnce(*const c_char) -> i32,
) -> Result<i32> {
    let name = c_string(variant).ok_or_else(|| unknown_variant(variant))?;
    match call(name.as_ptr()) {
        sys::CHECKERS_E_UNKNOWN_VARIANT => Err(unknown_variant(variant)),
        code => check(code, context),
    }
}

/// The error for an unknown variant name, which lists the known ones.
fn unknown_variant(variant: &str) -> Error {
    let names: Vec<&str> = variants().map(|v| v.name()).collect();
    let code = sys::CHECKERS_E_UNKNOWN_VARIANT;
    Error::with_detail(
        code,
        format!("variant '{variant}'"),
        format!(
            "{} ({}); the variants are {}",
            code_message(code),
            code_name(code),
            names.join(", ")
        ),
    )
}

/// A variant of the game: "english", "international", "russian", ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    index: i32,
}

impl Variant {
    /// The variant called `name`, in any case ("english", "English").
    pub fn find(name: &str) -> Result<Variant> {
        // SAFETY: NUL-terminated name.
        let index = with_variant(name, String::new, |c_name| unsafe {
            sys::checkers_variant_find(c_name)
        })?;
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

c_enum! {
/// The ACF ballot decks (English openings).
pub enum BallotDeck {
    /// The three-move list: 174 ballots, numbered 1-174.
    ThreeMove = sys::CHECKERS_BALLOTS_THREE_MOVE,
    /// The two-move list: 49 ballots, numbered 1-49.
    TwoMove = sys::CHECKERS_BALLOTS_TWO_MOVE,
}
}

c_enum! {
/// A ballot's class.
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
}

/// The number of ballots in a deck.
pub fn ballot_count(deck: BallotDeck) -> u32 {
    // SAFETY: a known deck.
    u32::try_from(unsafe { sys::checkers_ballot_count(deck as i32) }).unwrap_or(0)
}

/// Ballot `number` (1-based) of `deck`: its moves ("9-13 21-17 5-9") and
/// class. A number outside the deck is an error of kind
/// [`InvalidArgument`](crate::ErrorKind::InvalidArgument).
pub fn ballot(deck: BallotDeck, number: u32) -> Result<(String, BallotClass)> {
    let number_i32 = ballot_number(number)?;
    let mut class = 0;
    // SAFETY: valid buffer and out-pointer.
    let moves = text::read(64, |buf, cap| unsafe {
        sys::checkers_ballot(deck as i32, number_i32, buf, cap, &mut class)
    })
    .map_err(|code| Error::new(code, format!("ballot {number}")))?;
    Ok((
        moves,
        BallotClass::from_c(class).unwrap_or(BallotClass::Lost),
    ))
}

fn ballot_number(number: u32) -> Result<i32> {
    to_c(number, sys::CHECKERS_E_INVALID_ARGUMENT, || {
        format!("ballot {number}")
    })
}

impl Game {
    /// An English game after ballot `number` of `deck` (its moves are in the
    /// history). A number outside the deck is an error of kind
    /// [`InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub fn from_ballot(deck: BallotDeck, number: u32) -> Result<Game> {
        Game::from_ballot_raw(deck as i32, ballot_number(number)?)
    }
}
