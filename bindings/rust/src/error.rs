// SPDX-License-Identifier: MIT
//! The two error types: [`IllegalMove`] for a refused move, [`Error`] for
//! anything else (a bad FEN, an unknown variant, a draw that cannot be
//! claimed, ...). Both carry the library's stable `CHECKERS_E_*` code.

use std::fmt;

use crate::moves::Move;
use crate::sys;
use crate::text::static_str;

/// `ErrorKind`, from the status codes checkers-sys hands over.
macro_rules! error_kind {
    ($($kind:ident = $code:path, $doc:literal;)*) => {
        /// What went wrong: one kind per `CHECKERS_E_*` code of the C library.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $(#[doc = $doc] $kind,)*
            /// A code this version of the binding does not know.
            Other,
        }

        impl ErrorKind {
            /// The kind of a (negative) library code.
            pub fn from_code(code: i32) -> ErrorKind {
                match code {
                    $($code => ErrorKind::$kind,)*
                    _ => ErrorKind::Other,
                }
            }
        }
    };
}
sys::for_each_error_code!(error_kind);

/// `std::result::Result` with [`Error`] as the default error.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The library's name of a code without its prefix, e.g. "E_NO_PIECE".
pub(crate) fn code_name(code: i32) -> &'static str {
    // SAFETY: returns a static string for any code.
    unsafe { static_str(sys::checkers_error_name(code)) }
}

/// The library's one-line English description of a code.
pub(crate) fn code_message(code: i32) -> &'static str {
    // SAFETY: returns a static string for any code.
    unsafe { static_str(sys::checkers_strerror(code)) }
}

/// A failure other than a refused move: the code, and what was being done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    code: i32,
    context: String,
    /// Words that replace the code's message and name in `Display` (a
    /// refused move's, the list of known variants).
    detail: Option<String>,
}

impl Error {
    pub(crate) fn new(code: i32, context: impl Into<String>) -> Error {
        Error {
            code,
            context: context.into(),
            detail: None,
        }
    }

    /// An error whose `Display` is "`context`: `detail`".
    pub(crate) fn with_detail(code: i32, context: impl Into<String>, detail: String) -> Error {
        Error {
            code,
            context: context.into(),
            detail: Some(detail),
        }
    }

    /// The library's `CHECKERS_E_*` code (negative).
    pub fn code(&self) -> i32 {
        self.code
    }
}

code_methods!(Error, "E_FEN_SQUARE");

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.context.is_empty() {
            write!(f, "{}: ", self.context)?;
        }
        match &self.detail {
            Some(detail) => f.write_str(detail),
            None => write!(f, "{} ({})", self.message(), self.name()),
        }
    }
}

impl std::error::Error for Error {}

/// What a refused move was given as, for the error's first words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Given {
    /// A record, or a huff.
    Record,
    /// Text ("15-19").
    Text(String),
    /// The 0-based place of the refused move in a sequence.
    Sequence(usize),
    /// An index into the legal moves.
    Listed(usize),
}

/// Why a move was refused: the rule broken, the square it is about, and for
/// some rules an example of a legal move that shows it (the capture to make,
/// a completion of an unfinished capture, one of several matches), or the
/// legal moves an ambiguous move could mean.
///
/// Its `Display` is the library's wording (`checkers_game_refusal_text`),
/// squares named as the game writes them: "illegal move 'b6-b4': that piece
/// belongs to the other side (square b6)" in Russian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub(crate) code: i32,
    pub(crate) square: u32,
    pub(crate) count: u32,
    pub(crate) kings: u32,
    pub(crate) example: Option<Box<Move>>,
    pub(crate) choices: Vec<Move>,
    pub(crate) words: String,
    pub(crate) given: Given,
}

code_methods!(IllegalMove, "E_OCCUPIED");

impl IllegalMove {
    /// The library's `CHECKERS_E_*` code (negative), e.g. `CHECKERS_E_OCCUPIED`.
    pub fn code(&self) -> i32 {
        self.code
    }

    /// The square the refusal is about (the empty start square, the occupied
    /// destination, the piece jumped twice, a square off the board, ...), if
    /// any, as a number; [`Game::square_name`](crate::Game::square_name)
    /// writes it as the game does.
    pub fn square(&self) -> Option<u32> {
        (self.square > 0).then_some(self.square)
    }

    /// For a capture that is too short (or, in Frisian, of too low a value),
    /// the number of pieces the compulsory capture takes; for an ambiguous
    /// move, the number of matching moves; otherwise 0.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Frisian's capture of higher value ([`ErrorKind::NotMaxValue`]): how
    /// many of the [`count`](Self::count) pieces it takes are kings; otherwise 0.
    pub fn kings(&self) -> u32 {
        self.kings
    }

    /// A legal move that shows the rule, when the library gives one.
    pub fn example(&self) -> Option<&Move> {
        self.example.as_deref()
    }

    /// For [`ErrorKind::Ambiguous`] (a short form, or a record with only its
    /// start and end, that several legal moves share), those moves, in the
    /// order of [`legal_moves`](crate::Game::legal_moves), each written in
    /// full: the choices to offer the player, any of which plays. Empty for
    /// other refusals, and for a move of [`push_moves`](crate::Game::push_moves)
    /// (play it alone to get them).
    pub fn choices(&self) -> &[Move] {
        &self.choices
    }

    /// The move as it was given, when it was given as text.
    pub fn attempted(&self) -> Option<&str> {
        match &self.given {
            Given::Text(text) => Some(text),
            _ => None,
        }
    }

    /// For a sequence of moves, the 0-based index of the refused one (also the
    /// number of moves that were played before it); for
    /// [`push_index`](crate::Game::push_index), the index given.
    pub fn index(&self) -> Option<usize> {
        match self.given {
            Given::Sequence(index) | Given::Listed(index) => Some(index),
            _ => None,
        }
    }

    /// The first words of the message: what was refused.
    fn subject(&self) -> String {
        match &self.given {
            Given::Record => "illegal move".to_string(),
            Given::Text(text) => format!("illegal move '{text}'"),
            // From the library's count of moves played: an i32, so + 1 fits.
            Given::Sequence(index) => {
                format!(
                    "illegal move (#{} of the sequence)",
                    index.saturating_add(1)
                )
            }
            Given::Listed(index) => format!("illegal move (legal move index {index})"),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.subject(), self.words)
    }
}

impl std::error::Error for IllegalMove {}

/// So that `?` can mix moves with other calls in a function returning
/// [`Result`]; the error reads as the refusal did.
impl From<IllegalMove> for Error {
    fn from(illegal: IllegalMove) -> Error {
        Error::with_detail(illegal.code, illegal.subject(), illegal.words)
    }
}
