// SPDX-License-Identifier: MIT
//! Safe Rust bindings to **checkers**, an embeddable rules engine for checkers
//! and the draughts family (English draughts, International, Russian,
//! Brazilian, Italian, Turkish, ...).
//!
//! ```
//! use checkers::{Game, ErrorKind};
//!
//! let mut game = Game::new("english")?;
//! assert_eq!(game.legal_moves()?.len(), 7);
//! game.push("11-15")?;
//! game.push("23-19")?;
//! let refused = game.push("15-19").unwrap_err();
//! assert_eq!(refused.kind(), ErrorKind::Occupied);
//! assert_eq!(refused.square(), Some(19));
//! game.pop()?; // the move taken back (None: a declared result withdrawn)
//! assert_eq!(game.fen(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
//! # Ok::<(), checkers::Error>(())
//! ```
//!
//! Everything fallible returns a [`Result`]: [`IllegalMove`] for a refused
//! move (with the rule's code, the square concerned, the library's words
//! for it and, where it helps, an example of a legal move or the moves an
//! ambiguous one could mean), [`Error`] for everything else. A failed call
//! never changes the game, and no input makes the safe layer panic: a
//! number out of range is an error. [`sys`] (the crate `checkers-sys`) has
//! the raw C declarations.

pub use checkers_sys as sys;

/// An enum whose variants are the library's constants (`#[repr(i32)]`), and
/// `from_c`, the variant of a value the library returned.
macro_rules! c_enum {
    ($(#[$meta:meta])* pub enum $name:ident {
        $($(#[$doc:meta])* $variant:ident = $value:path,)*
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(i32)]
        pub enum $name {
            $($(#[$doc])* $variant = $value,)*
        }

        impl $name {
            #[allow(dead_code)]
            pub(crate) fn from_c(value: i32) -> Option<$name> {
                match value {
                    $($value => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

/// `kind`, `name` and `message` of a type whose `code` field is a library code.
macro_rules! code_methods {
    ($type:ty, $example:literal) => {
        impl $type {
            /// The code as an enum, for `match`.
            pub fn kind(&self) -> $crate::ErrorKind {
                $crate::ErrorKind::from_code(self.code)
            }

            #[doc = concat!("The code's name without prefix, e.g. \"", $example, "\".")]
            pub fn name(&self) -> &'static str {
                $crate::error::code_name(self.code)
            }

            /// The library's description of the code.
            pub fn message(&self) -> &'static str {
                $crate::error::code_message(self.code)
            }
        }
    };
}

mod crowning;
mod diagram;
mod draws;
pub mod engine;
mod error;
mod game;
mod hub;
mod huff;
mod moves;
mod pdn;
mod play;
mod text;
mod variant;

pub use crowning::Crowning;
pub use diagram::Diagram;
pub use draws::{DrawPreset, DrawRules, Outcome, Reason, Status};
pub use error::{Error, ErrorKind, IllegalMove, Result};
pub use game::{Color, Game, Notation, Piece};
pub use moves::Move;
pub use pdn::{PdnError, PdnGame, PdnReader, PdnResult};
pub use variant::{ballot, ballot_count, variants, BallotClass, BallotDeck, Variant};

// The README's example is compiled and run with the doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The library's version, "MAJOR.MINOR.PATCH".
pub fn version() -> &'static str {
    // SAFETY: a static NUL-terminated string.
    unsafe { text::static_str(sys::checkers_version_string()) }
}
