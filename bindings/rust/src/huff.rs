// SPDX-License-Identifier: MIT
//! The huffing rule, an old option of English draughts: capturing is not
//! compulsory, and a piece that could have captured and did not may be
//! removed ("huffed") by the opponent at the start of their turn, who then
//! moves as usual.

use crate::error::{Given, IllegalMove, Result};
use crate::game::{as_count, check, to_c, Game};
use crate::play::Proposal;
use crate::sys;

impl Game {
    /// Turns the huffing rule on or off (off in a new game); an English game
    /// only, else [`ErrorKind::Unsupported`](crate::ErrorKind::Unsupported).
    /// Huffs already made stay.
    pub fn set_huffing(&mut self, on: bool) -> Result<()> {
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_set_huffing(self.as_mut_ptr(), i32::from(on)) };
        check(code, || format!("huffing in {}", self.variant())).map(drop)
    }

    /// Whether the huffing rule is on.
    pub fn huffing(&self) -> bool {
        // SAFETY: live game.
        unsafe { sys::checkers_game_huffing(self.as_ptr()) == 1 }
    }

    /// The squares of the pieces that may be huffed now, ascending (empty
    /// when there is nothing to huff).
    pub fn huffable(&self) -> Result<Vec<u32>> {
        let mut squares = [0u8; sys::MAX_SQUARES];
        // SAFETY: live game, buffer of the given capacity.
        let count = unsafe {
            sys::checkers_game_huffable(self.as_ptr(), squares.as_mut_ptr(), squares.len())
        };
        let count = as_count(check(count, || "huffable pieces".into())?).min(squares.len());
        Ok(squares[..count].iter().map(|&s| u32::from(s)).collect())
    }

    /// Huffs the piece on `square`: removes it, the same side still to move.
    /// Refused, and nothing changes, with [`ErrorKind::NoHuff`] when nothing
    /// may be huffed now, [`ErrorKind::HuffSquare`] when that piece may not
    /// (see [`huffable`](Self::huffable)), [`ErrorKind::MoveSquare`] for a
    /// square off the board. [`pop`](Self::pop) takes it back.
    ///
    /// [`ErrorKind::NoHuff`]: crate::ErrorKind::NoHuff
    /// [`ErrorKind::HuffSquare`]: crate::ErrorKind::HuffSquare
    /// [`ErrorKind::MoveSquare`]: crate::ErrorKind::MoveSquare
    pub fn huff(&mut self, square: u32) -> Result<(), IllegalMove> {
        let code = sys::CHECKERS_E_MOVE_SQUARE;
        let square_i32 = self.c_number(square, code, square, Given::Record)?;
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, valid refusal record.
        let code = unsafe { sys::checkers_game_huff(self.as_mut_ptr(), square_i32, &mut why) };
        self.verdict(code, &why, Proposal::None, || Given::Record)
    }

    /// The square of the piece huffed before the move at `ply` (0 = the first
    /// move), or, at `ply` == [`ply_count`](Self::ply_count), the huff made
    /// this turn with the move still to come; `None` when there was none. An
    /// error of kind [`ErrorKind::NoSuchPly`](crate::ErrorKind::NoSuchPly)
    /// past that.
    pub fn huffed_before(&self, ply: usize) -> Result<Option<u32>> {
        let context = || format!("the huff before ply {ply}");
        let ply_i32 = to_c(ply, sys::CHECKERS_E_NO_SUCH_PLY, context)?;
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_history_huff(self.as_ptr(), ply_i32) };
        let square = check(code, context)?;
        Ok(u32::try_from(square).ok().filter(|&s| s != 0))
    }
}
