// SPDX-License-Identifier: MIT
//! A move as owned Rust data.

use std::fmt;

use crate::sys;

/// A legal move: its squares (PDN numbers), what it captures, and its text.
///
/// `path` holds every landing square in order (its last one is `to`);
/// `captured` the captured squares in the order jumped. `text` is the move in
/// the game's notation for the position it was made in ("11-15", "15x24",
/// or the full route "1x10x19" when the short form would be ambiguous).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The start square.
    pub from: u8,
    /// The end square (equal to `from` for a capture that goes round).
    pub to: u8,
    /// The landing squares, in order.
    pub path: Vec<u8>,
    /// The captured squares, in the order jumped.
    pub captured: Vec<u8>,
    /// `CHECKERS_MOVE_*` bits; see [`Move::is_capture`], [`Move::promotes`], [`Move::by_king`].
    pub flags: u8,
    /// The move in PDN notation.
    pub text: String,
}

impl Move {
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.flags & sys::CHECKERS_MOVE_CAPTURE as u8 != 0
    }

    /// Whether a man is crowned by this move.
    pub fn promotes(&self) -> bool {
        self.flags & sys::CHECKERS_MOVE_PROMOTES as u8 != 0
    }

    /// Whether the moving piece is a king.
    pub fn by_king(&self) -> bool {
        self.flags & sys::CHECKERS_MOVE_KING as u8 != 0
    }

    pub(crate) fn from_raw(raw: &sys::checkers_move, text: String) -> Move {
        let steps = usize::from(raw.steps).min(sys::MAX_CAPTURES);
        let captures = usize::from(raw.captures).min(sys::MAX_CAPTURES);
        Move {
            from: raw.from,
            to: raw.to,
            path: raw.path[..steps].to_vec(),
            captured: raw.captured[..captures].to_vec(),
            flags: raw.flags,
            text,
        }
    }

    /// The C record of the route (from, path): what the library needs to
    /// recognise the move. None when the path is too long to be a move.
    pub(crate) fn to_raw(&self) -> Option<sys::checkers_move> {
        let length = |squares: &[u8]| {
            u8::try_from(squares.len())
                .ok()
                .filter(|&n| usize::from(n) <= sys::MAX_CAPTURES)
        };
        let mut raw = sys::checkers_move {
            from: self.from,
            to: self.to,
            steps: length(&self.path)?,
            captures: length(&self.captured)?,
            flags: self.flags,
            ..Default::default()
        };
        raw.path[..self.path.len()].copy_from_slice(&self.path);
        raw.captured[..self.captured.len()].copy_from_slice(&self.captured);
        Some(raw)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
