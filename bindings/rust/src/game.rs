// SPDX-License-Identifier: MIT
//! [`Game`]: an owned C game, freed on drop, cloned by the library; its
//! position. Moves are in play.rs, results and draws in draws.rs.

use std::fmt;
use std::os::raw::c_char;
use std::ptr::{self, NonNull};

use crate::error::{Error, Result};
use crate::sys;
use crate::text::{self, c_string, static_str};
use crate::variant::with_variant;

c_enum! {
/// A side.
pub enum Color {
    /// English draughts' Black, who moves first there (the dark pieces).
    Black = sys::CHECKERS_BLACK,
    /// White (the light pieces).
    White = sys::CHECKERS_WHITE,
}
}

impl Color {
    /// The other side.
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

c_enum! {
/// A piece on the board.
pub enum Piece {
    BlackMan = sys::CHECKERS_BLACK_MAN,
    WhiteMan = sys::CHECKERS_WHITE_MAN,
    BlackKing = sys::CHECKERS_BLACK_KING,
    WhiteKing = sys::CHECKERS_WHITE_KING,
}
}

impl Piece {
    /// The piece's side.
    pub fn color(self) -> Color {
        match self {
            Piece::BlackMan | Piece::BlackKing => Color::Black,
            Piece::WhiteMan | Piece::WhiteKing => Color::White,
        }
    }

    /// Whether it is a king.
    pub fn is_king(self) -> bool {
        matches!(self, Piece::BlackKing | Piece::WhiteKing)
    }
}

c_enum! {
/// How squares are written in the text a game writes (moves, FEN).
pub enum Notation {
    /// PDN square numbers ("11-15"): every variant.
    Numeric = sys::CHECKERS_NOTATION_NUMERIC,
    /// Files and ranks ("c3-d4"): Russian, Brazilian and Czech (their default).
    Algebraic = sys::CHECKERS_NOTATION_ALGEBRAIC,
}
}

/// A game: position, moves played, draw settings.
///
/// Dropping it frees the C game; cloning copies it whole (history and
/// settings included). A `&Game` may be shared between threads, since the
/// library's `const` calls may run concurrently on one game.
pub struct Game {
    raw: NonNull<sys::checkers_game>,
}

// SAFETY: the library has no global mutable state; calls taking a const game
// may run concurrently (Sync), others get `&mut self` here.
unsafe impl Send for Game {}
unsafe impl Sync for Game {}

/// Turns a code into `Ok(value)` or an [`Error`] about `context`.
pub(crate) fn check(code: i32, context: impl FnOnce() -> String) -> Result<i32> {
    if code < 0 {
        Err(Error::new(code, context()))
    } else {
        Ok(code)
    }
}

/// `value` as the library's `int32_t`, or an error of `code` about
/// `context`: a number past `i32` is refused here, never cut (2^32 + 1 must
/// not name square 1), with the code the library gives a value out of range.
pub(crate) fn to_c<T: TryInto<i32>>(
    value: T,
    code: i32,
    context: impl FnOnce() -> String,
) -> Result<i32> {
    value.try_into().map_err(|_| Error::new(code, context()))
}

/// A count or index the library returned (an `int32_t`, not negative once
/// checked) as `usize`; a negative one, which is an error code, as 0.
pub(crate) fn as_count(value: i32) -> usize {
    usize::try_from(value).unwrap_or(0)
}

/// The game a constructor stored in its out-pointer (its code checked).
fn created(raw: *mut sys::checkers_game) -> Result<Game> {
    let raw = NonNull::new(raw).ok_or_else(|| Error::new(sys::CHECKERS_E_NO_MEMORY, "new game"))?;
    Ok(Game { raw })
}

/// A constructor from a variant and a text (FEN, Hub position).
pub(crate) type FromText = unsafe extern "C" fn(
    *mut *mut sys::checkers_game,
    *const c_char,
    *const c_char,
    *const sys::checkers_allocator,
) -> i32;

impl Game {
    /// A game of `variant` ("english", "international", ...; see
    /// [`variants`](crate::variants); in any case: "English" will do) at its
    /// standard start. An unknown name is an error of kind
    /// [`UnknownVariant`](crate::ErrorKind::UnknownVariant) that lists the
    /// variants.
    pub fn new(variant: &str) -> Result<Game> {
        let mut raw = ptr::null_mut();
        // SAFETY: valid out-pointer and NUL-terminated name; NULL allocator = malloc.
        with_variant(
            variant,
            || format!("variant '{variant}'"),
            |name| unsafe { sys::checkers_game_new(&mut raw, name, ptr::null()) },
        )?;
        created(raw)
    }

    /// A game of `variant` from a PDN FEN, e.g. "B:W21-32:B1-12" or "W:W18,24,K10:B12,K22".
    pub fn from_fen(variant: &str, fen: &str) -> Result<Game> {
        Game::from_text(variant, fen, "FEN", sys::checkers_game_new_from_fen)
    }

    /// A game `make` creates from `variant` and `text` (a text with a NUL
    /// byte is `CHECKERS_E_FEN_SYNTAX`, as the library calls a bad one).
    pub(crate) fn from_text(variant: &str, text: &str, what: &str, make: FromText) -> Result<Game> {
        let c_text = c_string(text);
        let mut raw = ptr::null_mut();
        let context = || format!("bad {what} '{text}'");
        with_variant(variant, context, |name| match &c_text {
            // SAFETY: valid out-pointer and NUL-terminated strings; NULL allocator = malloc.
            Some(c_text) => unsafe { make(&mut raw, name, c_text.as_ptr(), ptr::null()) },
            None => sys::CHECKERS_E_FEN_SYNTAX,
        })?;
        created(raw)
    }

    pub(crate) fn from_ballot_raw(deck: i32, number: i32) -> Result<Game> {
        let mut raw = ptr::null_mut();
        // SAFETY: valid out-pointer.
        let code =
            unsafe { sys::checkers_game_new_from_ballot(&mut raw, deck, number, ptr::null()) };
        check(code, || format!("ballot {number}"))?;
        created(raw)
    }

    /// A copy of a live C game (the library's clone: history and settings).
    pub(crate) fn copy_of(game: *const sys::checkers_game) -> Result<Game> {
        let mut raw = ptr::null_mut();
        // SAFETY: live game, valid out-pointer.
        check(unsafe { sys::checkers_game_clone(&mut raw, game) }, || {
            "clone".into()
        })?;
        created(raw)
    }

    /// Takes ownership of a game made through [`sys`] (with a custom
    /// allocator, say); it is freed when the `Game` drops.
    ///
    /// # Safety
    /// `raw` is a live game from `checkers_game_new*`/`_clone`, not freed or
    /// owned elsewhere; its allocator (if any) may be called from any thread
    /// the `Game` is sent to.
    pub unsafe fn from_raw(raw: NonNull<sys::checkers_game>) -> Game {
        Game { raw }
    }

    /// The C game, for calls through [`sys`]; still owned by `self`.
    pub fn as_ptr(&self) -> *const sys::checkers_game {
        self.raw.as_ptr()
    }

    /// The C game, for mutating calls through [`sys`]; still owned by `self`.
    pub fn as_mut_ptr(&mut self) -> *mut sys::checkers_game {
        self.raw.as_ptr()
    }

    // ------------------------------------------------------------ position

    /// The variant's name, e.g. "english".
    pub fn variant(&self) -> &'static str {
        // SAFETY: live game; the name is static.
        unsafe { static_str(sys::checkers_game_variant(self.as_ptr())) }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        // SAFETY: live game.
        Color::from_c(unsafe { sys::checkers_game_turn(self.as_ptr()) }).unwrap_or(Color::Black)
    }

    /// The number of playing squares (32 in English draughts, 50 in International).
    pub fn square_count(&self) -> u32 {
        // SAFETY: live game.
        u32::try_from(unsafe { sys::checkers_game_square_count(self.as_ptr()) }).unwrap_or(0)
    }

    /// The piece on `square` (1-based), or None when it is empty. A square
    /// off the board is an error of kind
    /// [`InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub fn piece(&self, square: u32) -> Result<Option<Piece>> {
        let context = || format!("square {square}");
        let square_i32 = to_c(square, sys::CHECKERS_E_INVALID_ARGUMENT, context)?;
        // SAFETY: live game; the library checks the square.
        let code = unsafe { sys::checkers_game_piece(self.as_ptr(), square_i32) };
        Ok(Piece::from_c(check(code, context)?))
    }

    /// Where `square` is drawn, as (row, column) from the top left of the
    /// board seen from White's side, 0-based.
    pub fn square_position(&self, square: u32) -> Result<(u32, u32)> {
        let (mut row, mut column) = (0, 0);
        let context = || format!("square {square}");
        let square_i32 = to_c(square, sys::CHECKERS_E_INVALID_ARGUMENT, context)?;
        // SAFETY: live game and valid out-pointers (NULL for the sizes).
        let code = unsafe {
            sys::checkers_game_square_position(
                self.as_ptr(),
                square_i32,
                &mut row,
                &mut column,
                ptr::null_mut(),
                ptr::null_mut(),
            )
        };
        check(code, context)?;
        let unsigned = |n: i32| u32::try_from(n).unwrap_or(0);
        Ok((unsigned(row), unsigned(column)))
    }

    /// The name of `square` as the game writes it: its number ("19"), or in
    /// algebraic notation its file and rank ("b4" in Russian). A square off
    /// the board is an error of kind
    /// [`InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub fn square_name(&self, square: u32) -> Result<String> {
        let context = || format!("square {square}");
        let square_i32 = to_c(square, sys::CHECKERS_E_INVALID_ARGUMENT, context)?;
        // SAFETY: live game, buffer of the given capacity.
        text::read(4, |buf, cap| unsafe {
            sys::checkers_game_square_text(self.as_ptr(), square_i32, buf, cap)
        })
        .map_err(|code| Error::new(code, context()))
    }

    /// The position as a canonical PDN FEN.
    pub fn fen(&self) -> String {
        // SAFETY: live game, buffer of the given capacity.
        text::read(sys::CHECKERS_FEN_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_fen(self.as_ptr(), buf, cap)
        })
        .unwrap_or_default()
    }

    /// A 64-bit Zobrist hash of the position (pieces and side to move),
    /// the same on every platform.
    pub fn hash(&self) -> u64 {
        // SAFETY: live game.
        unsafe { sys::checkers_game_hash(self.as_ptr()) }
    }

    /// The notation of the text the game writes.
    pub fn notation(&self) -> Notation {
        // SAFETY: live game.
        Notation::from_c(unsafe { sys::checkers_game_notation(self.as_ptr()) })
            .unwrap_or(Notation::Numeric)
    }

    /// Chooses the notation of the text the game writes; algebraic is only
    /// for the variants that have it (`ErrorKind::Unsupported` otherwise).
    pub fn set_notation(&mut self, notation: Notation) -> Result<()> {
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_set_notation(self.as_mut_ptr(), notation as i32) };
        check(code, || {
            format!("{notation:?} notation for {}", self.variant())
        })
        .map(|_| ())
    }

    /// Counts the positions `depth` plies ahead (distinct moves; draw rules
    /// ignored). A depth past 64 is an error of kind
    /// [`InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub fn perft(&self, depth: u32) -> Result<u64> {
        let mut leaves = 0;
        let context = || format!("perft({depth})");
        let depth_i32 = to_c(depth, sys::CHECKERS_E_INVALID_ARGUMENT, context)?;
        // SAFETY: live game, valid out-pointer.
        let code = unsafe { sys::checkers_game_perft(self.as_ptr(), depth_i32, &mut leaves) };
        check(code, context)?;
        Ok(leaves)
    }
}

impl Clone for Game {
    fn clone(&self) -> Game {
        // As for Vec and String, running out of memory is not a Result.
        Game::copy_of(self.as_ptr())
            .unwrap_or_else(|error| panic!("checkers_game_clone failed: {error}"))
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: the game is owned by self and freed once.
        unsafe { sys::checkers_game_free(self.raw.as_ptr()) }
    }
}

/// The position's FEN.
impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("variant", &self.variant())
            .field("fen", &self.fen())
            .field("ply_count", &self.ply_count())
            .finish()
    }
}
