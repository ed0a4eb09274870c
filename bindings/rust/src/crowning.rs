// SPDX-License-Identifier: MIT
//! Crowning during a capture: each variant has its rule, and Turkish, whose
//! sources disagree, lets a game choose among the three readings.

use crate::error::Result;
use crate::game::{check, Game};
use crate::sys;

c_enum! {
/// What happens to a man that reaches the last row during a capture.
pub enum Crowning {
    /// Crowned there, and the move ends (English, Italian, ...).
    EndsMove = sys::CHECKERS_CROWNING_ENDS_MOVE,
    /// Goes on capturing as a man; crowned if the move ends on the last row
    /// (International; Turkish's default).
    AtEnd = sys::CHECKERS_CROWNING_AT_END,
    /// Crowned at once, goes on capturing as a king (Russian).
    AsKing = sys::CHECKERS_CROWNING_AS_KING,
}
}

impl Game {
    /// The game's rule for a man that reaches the last row during a capture.
    pub fn crowning(&self) -> Crowning {
        // SAFETY: live game.
        Crowning::from_c(unsafe { sys::checkers_game_crowning(self.as_ptr()) })
            .unwrap_or(Crowning::AtEnd)
    }

    /// Chooses the crowning rule, from the next move on. Only "turkish"
    /// offers the choice ([`Crowning::AtEnd`] by default); another variant
    /// accepts its own rule and refuses the others with
    /// [`ErrorKind::Unsupported`](crate::ErrorKind::Unsupported).
    pub fn set_crowning(&mut self, rule: Crowning) -> Result<()> {
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_set_crowning(self.as_mut_ptr(), rule as i32) };
        check(code, || format!("crowning {rule:?} in {}", self.variant())).map(drop)
    }
}
