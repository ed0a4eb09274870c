// SPDX-License-Identifier: MIT
//! The two error types: [`IllegalMove`] for a refused move, [`Error`] for
//! anything else (a bad FEN, an unknown variant, a draw that cannot be
//! claimed, ...). Both carry the library's stable `CHECKERS_E_*` code.

use std::fmt;

use crate::moves::Move;
use crate::sys;
use crate::text::static_str;

include!(concat!(env!("OUT_DIR"), "/error_kind.rs"));

/// `std::result::Result` with [`Error`] as the default error.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The library's name of a code without its prefix, e.g. "E_NO_PIECE".
fn code_name(code: i32) -> &'static str {
    // SAFETY: returns a static string for any code.
    unsafe { static_str(sys::checkers_error_name(code)) }
}

/// The library's one-line English description of a code.
fn code_message(code: i32) -> &'static str {
    // SAFETY: returns a static string for any code.
    unsafe { static_str(sys::checkers_strerror(code)) }
}

/// A failure other than a refused move: the code, and what was being done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    code: i32,
    context: String,
}

impl Error {
    pub(crate) fn new(code: i32, context: impl Into<String>) -> Error {
        Error {
            code,
            context: context.into(),
        }
    }

    /// The library's `CHECKERS_E_*` code (negative).
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The code as an enum, for `match`.
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::from_code(self.code)
    }

    /// The code's name without prefix, e.g. "E_FEN_SQUARE".
    pub fn name(&self) -> &'static str {
        code_name(self.code)
    }

    /// The library's description of the code, e.g. "a square number outside the board".
    pub fn message(&self) -> &'static str {
        code_message(self.code)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.context.is_empty() {
            write!(f, "{} ({})", self.message(), self.name())
        } else {
            write!(f, "{}: {} ({})", self.context, self.message(), self.name())
        }
    }
}

impl std::error::Error for Error {}

/// Why a move was refused: the rule broken, the square it is about, and for
/// some rules an example of a legal move that shows it (the capture to make,
/// a completion of an unfinished capture, one of several matches).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub(crate) code: i32,
    pub(crate) square: i32,
    pub(crate) count: i32,
    pub(crate) kings: i32,
    pub(crate) example: Option<Box<Move>>,
    pub(crate) attempted: Option<String>,
    pub(crate) index: Option<usize>,
}

impl IllegalMove {
    /// The library's `CHECKERS_E_*` code (negative), e.g. `CHECKERS_E_OCCUPIED`.
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The code as an enum, for `match`.
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::from_code(self.code)
    }

    /// The code's name without prefix, e.g. "E_OCCUPIED".
    pub fn name(&self) -> &'static str {
        code_name(self.code)
    }

    /// The library's description of the rule, e.g. "the destination square is occupied".
    pub fn message(&self) -> &'static str {
        code_message(self.code)
    }

    /// The square the refusal is about (the empty start square, the occupied
    /// destination, the piece jumped twice, ...), if any.
    pub fn square(&self) -> Option<u32> {
        u32::try_from(self.square).ok().filter(|&s| s > 0)
    }

    /// For a capture that is too short (or, in Frisian, of too low a value),
    /// the number of pieces the compulsory capture takes; for an ambiguous
    /// text, the number of matching moves; otherwise 0.
    pub fn count(&self) -> u32 {
        self.count.max(0) as u32
    }

    /// Frisian's capture of higher value ([`ErrorKind::NotMaxValue`]): how
    /// many of the [`count`](Self::count) pieces it takes are kings; otherwise 0.
    pub fn kings(&self) -> u32 {
        self.kings.max(0) as u32
    }

    /// A legal move that shows the rule, when the library gives one.
    pub fn example(&self) -> Option<&Move> {
        self.example.as_deref()
    }

    /// The move as it was given, when it was given as text.
    pub fn attempted(&self) -> Option<&str> {
        self.attempted.as_deref()
    }

    /// For a sequence of moves, the 0-based index of the refused one (also the
    /// number of moves that were played before it).
    pub fn index(&self) -> Option<usize> {
        self.index
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.attempted, self.index) {
            (Some(text), _) => write!(f, "illegal move '{text}'")?,
            (None, Some(index)) => write!(f, "illegal move (#{} of the sequence)", index + 1)?,
            (None, None) => f.write_str("illegal move")?,
        }
        write!(f, ": {} ({}", self.message(), self.name())?;
        if let Some(square) = self.square() {
            write!(f, ", square {square}")?;
        }
        f.write_str(")")?;
        if let Some(example) = &self.example {
            write!(f, "; for example {}", example.text)?;
        }
        Ok(())
    }
}

impl std::error::Error for IllegalMove {}

/// So that `?` can mix moves with other calls in a function returning [`Result`].
impl From<IllegalMove> for Error {
    fn from(illegal: IllegalMove) -> Error {
        let context = match illegal.attempted() {
            Some(text) => format!("illegal move '{text}'"),
            None => "illegal move".to_string(),
        };
        Error::new(illegal.code, context)
    }
}
