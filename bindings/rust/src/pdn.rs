// SPDX-License-Identifier: MIT
//! PDN game files: a reader that iterates over the games of a text, and the
//! writer.
//!
//! The reader borrows the text instead of asking the library to copy it
//! (CHECKERS_PDN_COPY): the library needs the buffer alive and unchanged
//! until the reader is freed, which is exactly what a shared borrow `&'a`
//! guarantees at compile time, and game files can be large. A caller who
//! wants a reader that outlives its text can keep both in one place (or
//! leak the text with `String::leak`).

use std::fmt;
use std::marker::PhantomData;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};

use crate::draws::{Outcome, Status};
use crate::error::{Error, Result};
use crate::game::{as_count, check, to_c, Game};
use crate::moves::Move;
use crate::sys;
use crate::text::{self, c_string, owned};
use crate::variant::with_variant;

c_enum! {
/// A game's result as written in PDN: an [`Outcome`] (with the same names
/// and numbers), or "0-0", which only PDN has. An `Outcome` or a [`Status`]
/// converts into it (`game.status()?.into()`), and
/// [`to_pdn`](Game::to_pdn) takes either as it is. Written in the variant's
/// result type: "0-1" for a Black win in English, "0-2" in International.
pub enum PdnResult {
    /// "*": the game goes on, or no result is given.
    Ongoing = sys::CHECKERS_ONGOING,
    /// "0-1" or "0-2".
    BlackWins = sys::CHECKERS_BLACK_WINS,
    /// "1-0" or "2-0".
    WhiteWins = sys::CHECKERS_WHITE_WINS,
    /// "1/2-1/2" or "1-1".
    Draw = sys::CHECKERS_DRAW,
    /// "0-0": both lose, or the game was cancelled.
    NoResult = sys::CHECKERS_PDN_NO_RESULT,
}
}

impl From<Outcome> for PdnResult {
    fn from(outcome: Outcome) -> PdnResult {
        match outcome {
            Outcome::Ongoing => PdnResult::Ongoing,
            Outcome::BlackWins => PdnResult::BlackWins,
            Outcome::WhiteWins => PdnResult::WhiteWins,
            Outcome::Draw => PdnResult::Draw,
        }
    }
}

impl From<Status> for PdnResult {
    fn from(status: Status) -> PdnResult {
        status.outcome.into()
    }
}

/// Where and why a game of a PDN text could not be read to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// The `CHECKERS_E_*` code: a move refusal, a FEN error,
    /// `CHECKERS_E_UNKNOWN_VARIANT` or `CHECKERS_E_PDN_SYNTAX`.
    pub code: i32,
    /// 1-based line of the offending token.
    pub line: u32,
    /// 1-based column of the offending token.
    pub column: u32,
    /// The PDN move number.
    pub move_number: u32,
    /// The 0-based ply at which it occurred.
    pub ply: u32,
    /// The offending token (truncated to 63 bytes).
    pub text: String,
}

code_methods!(PdnError, "E_OCCUPIED");

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}, move {}: '{}': {} ({})",
            self.line,
            self.column,
            self.move_number,
            self.text,
            self.message(),
            self.name()
        )
    }
}

impl std::error::Error for PdnError {}

/// One game of a PDN text.
#[derive(Debug)]
pub struct PdnGame {
    /// The tags, in file order.
    pub tags: Vec<(String, String)>,
    /// The moves read, up to the last legal one.
    pub moves: Vec<Move>,
    /// `moves.len() + 1` comments: `comments[0]` before the first move,
    /// `comments[i + 1]` after move `i`.
    pub comments: Vec<Option<String>>,
    /// The result (the movetext's terminator, or the Result tag).
    pub result: PdnResult,
    /// Why the game could not be read to its end, if it could not.
    pub error: Option<PdnError>,
    /// The game after its last legal move; None when it could not be set up
    /// (a bad FEN, an unknown GameType: see `error`).
    pub game: Option<Game>,
}

impl PdnGame {
    /// The value of the first tag called `name` (case-sensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads the games of a PDN text one at a time, replaying and checking
/// every move: an iterator of `Result<PdnGame>`. A game with an illegal
/// move is still yielded as `Ok` (with its [`error`](PdnGame::error)), and
/// reading goes on; `Err` is a failure of the reader itself (out of memory).
pub struct PdnReader<'a> {
    raw: NonNull<sys::checkers_pdn_reader>,
    failed: bool,
    _text: PhantomData<&'a [u8]>,
}

// SAFETY: the reader owns its C state; the text it reads is a shared borrow.
unsafe impl Send for PdnReader<'_> {}

impl<'a> PdnReader<'a> {
    /// A reader over `text` (`&str` or bytes: PDN files are not always UTF-8);
    /// games without a GameType tag are of `default_variant` (in any case).
    pub fn new<T: AsRef<[u8]> + ?Sized>(text: &'a T, default_variant: &str) -> Result<Self> {
        Self::with_flags(text.as_ref(), default_variant, 0)
    }

    /// As [`new`](Self::new), refusing what PDN 3.0 does not allow.
    pub fn new_strict<T: AsRef<[u8]> + ?Sized>(text: &'a T, default_variant: &str) -> Result<Self> {
        Self::with_flags(
            text.as_ref(),
            default_variant,
            sys::CHECKERS_PDN_STRICT as u32,
        )
    }

    fn with_flags(text: &'a [u8], variant: &str, flags: u32) -> Result<Self> {
        let mut raw = ptr::null_mut();
        // SAFETY: text[..len] stays borrowed, unchanged, for 'a, which outlives the reader.
        with_variant(
            variant,
            || "PDN reader".into(),
            |name| unsafe {
                let text_ptr = text.as_ptr().cast::<c_char>();
                sys::checkers_pdn_reader_new(
                    &mut raw,
                    text_ptr,
                    text.len(),
                    name,
                    flags,
                    ptr::null(),
                )
            },
        )?;
        let raw =
            NonNull::new(raw).ok_or_else(|| Error::new(sys::CHECKERS_E_NO_MEMORY, "PDN reader"))?;
        Ok(PdnReader {
            raw,
            failed: false,
            _text: PhantomData,
        })
    }

    /// The number of games read so far.
    pub fn games_read(&self) -> usize {
        // SAFETY: live reader.
        as_count(unsafe { sys::checkers_pdn_games_read(self.raw.as_ptr()) })
    }

    /// The current game, copied out of the reader.
    fn current(&self) -> Result<PdnGame> {
        let reader = self.raw.as_ptr();
        // SAFETY: live reader; indexes within the counts; strings copied at once.
        unsafe {
            let tags = (0..sys::checkers_pdn_tag_count(reader))
                .map(|i| {
                    let name = owned(sys::checkers_pdn_tag_name(reader, i)).unwrap_or_default();
                    (
                        name,
                        owned(sys::checkers_pdn_tag_value(reader, i)).unwrap_or_default(),
                    )
                })
                .collect();
            let mut info = sys::checkers_pdn_error::default();
            check(sys::checkers_pdn_error_info(reader, &mut info), || {
                "PDN error".into()
            })?;
            let unsigned = |n: i32| u32::try_from(n).unwrap_or(0);
            let error = (info.code != 0).then(|| PdnError {
                code: info.code,
                line: unsigned(info.line),
                column: unsigned(info.column),
                move_number: unsigned(info.move_number),
                ply: unsigned(info.ply),
                text: owned(info.text.as_ptr()).unwrap_or_default(),
            });
            let raw_game = sys::checkers_pdn_game(reader);
            let game = (!raw_game.is_null())
                .then(|| Game::copy_of(raw_game))
                .transpose()?;
            let moves = match &game {
                Some(game) => game.history()?,
                None => Vec::new(),
            };
            let plies = to_c(moves.len(), sys::CHECKERS_E_PDN_TOO_MANY_PLIES, || {
                "PDN game".into()
            })?;
            let comments = (-1..plies)
                .map(|ply| owned(sys::checkers_pdn_comment(reader, ply)))
                .collect();
            Ok(PdnGame {
                tags,
                moves,
                comments,
                result: PdnResult::from_c(sys::checkers_pdn_result(reader))
                    .unwrap_or(PdnResult::Ongoing),
                error,
                game,
            })
        }
    }
}

impl Iterator for PdnReader<'_> {
    type Item = Result<PdnGame>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        // SAFETY: live reader.
        match unsafe { sys::checkers_pdn_next(self.raw.as_ptr()) } {
            0 => None,
            1 => Some(self.current()),
            code => {
                // Out of memory: stop rather than fail forever.
                self.failed = true;
                Some(Err(Error::new(code, "reading PDN")))
            }
        }
    }
}

impl Drop for PdnReader<'_> {
    fn drop(&mut self) {
        // SAFETY: owned by self, freed once.
        unsafe { sys::checkers_pdn_reader_free(self.raw.as_ptr()) }
    }
}

impl Game {
    /// The game as canonical PDN 3.0: the seven standard tags (from `tags`,
    /// "?" when not given), GameType and FEN when needed, the other tags,
    /// then the moves and `result`: a [`PdnResult`], or the game's own
    /// [`Outcome`] or [`Status`] as it is (`game.to_pdn(&[], &[],
    /// game.status()?)`), written in the variant's result type. `comments`
    /// is empty, or holds `ply_count() + 1` entries: `[0]` before the first
    /// move, `[i + 1]` after move `i`.
    pub fn to_pdn(
        &self,
        tags: &[(&str, &str)],
        comments: &[Option<&str>],
        result: impl Into<PdnResult>,
    ) -> Result<String> {
        let result: PdnResult = result.into();
        let invalid = |what: &str| Error::new(sys::CHECKERS_E_INVALID_ARGUMENT, what.to_string());
        if comments
            .len()
            .checked_sub(1)
            .map_or(false, |n| n != self.ply_count())
        {
            return Err(invalid(
                "PDN comments: give none or one more than the moves",
            ));
        }
        let c = |text: &str| c_string(text).ok_or_else(|| invalid("PDN text with a NUL byte"));
        let names = tags.iter().map(|(n, _)| c(n)).collect::<Result<Vec<_>>>()?;
        let values = tags.iter().map(|(_, v)| c(v)).collect::<Result<Vec<_>>>()?;
        let notes = comments
            .iter()
            .map(|note| note.map(c).transpose())
            .collect::<Result<Vec<_>>>()?;
        let name_ptrs: Vec<*const c_char> = names.iter().map(|s| s.as_ptr()).collect();
        let value_ptrs: Vec<*const c_char> = values.iter().map(|s| s.as_ptr()).collect();
        let note_ptrs: Vec<*const c_char> = notes
            .iter()
            .map(|note| note.as_ref().map_or(ptr::null(), |s| s.as_ptr()))
            .collect();
        let count = i32::try_from(tags.len()).map_err(|_| invalid("too many PDN tags"))?;
        // SAFETY: live game; arrays of `count` (tags) and ply_count+1 (comments) live strings.
        text::read(4096, |buf, cap| unsafe {
            sys::checkers_pdn_write(
                self.as_ptr(),
                name_ptrs.as_ptr(),
                value_ptrs.as_ptr(),
                count,
                if note_ptrs.is_empty() {
                    ptr::null()
                } else {
                    note_ptrs.as_ptr()
                },
                result as i32,
                buf,
                cap,
            )
        })
        .map_err(|code| Error::new(code, "writing PDN"))
    }
}
