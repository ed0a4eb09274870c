// SPDX-License-Identifier: MIT
//! SVG diagrams of a position.

use crate::error::{Error, Result};
use crate::game::{to_c, Game};
use crate::moves::Move;
use crate::sys;
use crate::text;

/// What a diagram shows besides the position. `Diagram::default()` is the
/// plain board, 48 pixels a square, seen from White's side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    /// Draw the board from Black's side.
    pub flip: bool,
    /// Square numbers on the playing squares.
    pub numbers: bool,
    /// Files and ranks around the board.
    pub coordinates: bool,
    /// Pixels per square, 8..=1024 (None: 48).
    pub square_size: Option<u32>,
    /// A move to highlight (start, route, captures).
    pub last_move: Option<Move>,
    /// Squares to highlight (those off the board are ignored).
    pub highlight: Vec<u8>,
}

impl Diagram {
    fn to_raw(&self) -> Result<sys::checkers_diagram_options> {
        let mut raw = sys::checkers_diagram_options::default();
        let flags = [
            (self.flip, sys::CHECKERS_DIAGRAM_FLIP),
            (self.numbers, sys::CHECKERS_DIAGRAM_NUMBERS),
            (self.coordinates, sys::CHECKERS_DIAGRAM_COORDINATES),
        ];
        raw.flags = flags
            .iter()
            .filter(|(on, _)| *on)
            .fold(0, |bits, (_, bit)| bits | *bit as u32);
        let invalid = sys::CHECKERS_E_INVALID_ARGUMENT;
        raw.square_size = match self.square_size {
            None => 0,
            // 0 means the default to the library: an explicit 0 is refused here.
            Some(0) => return Err(Error::new(invalid, "diagram's square size 0")),
            Some(size) => to_c(size, invalid, || format!("diagram's square size {size}"))?,
        };
        if let Some(last) = &self.last_move {
            raw.last_move = last.to_raw().ok_or_else(|| {
                Error::new(sys::CHECKERS_E_INVALID_ARGUMENT, "diagram's last move")
            })?;
        }
        for &square in &self.highlight {
            // Squares off the board (0, or past it) are ignored, as the library does.
            let slot = usize::from(square).checked_sub(1);
            if let Some(slot) = slot.and_then(|i| raw.highlight.get_mut(i)) {
                *slot = 1;
            }
        }
        Ok(raw)
    }
}

impl Game {
    /// An SVG image of the position.
    pub fn svg(&self, diagram: &Diagram) -> Result<String> {
        let options = diagram.to_raw()?;
        // SAFETY: live game and options, buffer of the given capacity.
        text::read(16 * 1024, |buf, cap| unsafe {
            sys::checkers_game_svg(self.as_ptr(), &options, buf, cap)
        })
        .map_err(|code| Error::new(code, "diagram"))
    }
}
