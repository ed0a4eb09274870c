// SPDX-License-Identifier: MIT
//! The Hub protocol's texts (`checkers_game_hub_*`): a position, a move, and
//! the `pos` command a referee sends. [`engine`](crate::engine) speaks Hub
//! with them; a program that is an engine itself can too.

use crate::error::{Given, IllegalMove, Result};
use crate::game::Game;
use crate::moves::Move;
use crate::play::Proposal;
use crate::sys;
use crate::text;

impl Game {
    /// A game of `variant` at a Hub position string: the side to move (`W`
    /// or `B`), then one letter per playing square (`w` `b` men, `W` `B`
    /// kings, `e` empty): 51 letters on 10x10, 33 on 8x8.
    pub fn from_hub(variant: &str, position: &str) -> Result<Game> {
        Game::from_text(
            variant,
            position,
            "Hub position",
            sys::checkers_game_new_from_hub,
        )
    }

    /// The position as Hub's position string.
    pub fn hub_position(&self) -> String {
        // SAFETY: live game, buffer of the given capacity.
        text::read(sys::CHECKERS_HUB_POSITION_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_hub_position(self.as_ptr(), buf, cap)
        })
        .unwrap_or_default()
    }

    /// The `pos` command a referee sends an engine before a search: the
    /// position after the last man move or capture, and `moves="..."` played
    /// since (so that the engine sees repetitions), without the line's end.
    pub fn hub_pos(&self) -> String {
        // SAFETY: live game, buffer of the given capacity.
        text::read(256, |buf, cap| unsafe {
            sys::checkers_game_hub_pos(self.as_ptr(), buf, cap)
        })
        .unwrap_or_default()
    }

    /// A legal move of this position as Hub move text (`32-28`, `28x19x23`:
    /// the captured squares ascending).
    pub fn hub_move_text(&self, legal: &Move) -> Result<String, IllegalMove> {
        let raw = legal
            .to_raw()
            .ok_or_else(|| self.refused(sys::CHECKERS_E_MOVE_SYNTAX, 0, Given::Record))?;
        // SAFETY: live game and record, buffer of the given capacity.
        text::read(sys::CHECKERS_MOVE_TEXT_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_hub_move_text(self.as_ptr(), &raw, buf, cap)
        })
        .map_err(|code| {
            let mut why = sys::checkers_refusal::default();
            // SAFETY: live game, valid pointers: the refusal in full.
            unsafe { sys::checkers_game_check_move(self.as_ptr(), &raw, &mut why) };
            self.illegal(&why, code, Proposal::Record(&raw), Given::Record)
        })
    }

    /// The legal move Hub move text names: squares separated by `-` or `x`
    /// alike, the start, the end, then the captured squares in any order.
    /// Refused with the library's reason when it names none.
    pub fn parse_hub_move(&self, text: &str) -> Result<Move, IllegalMove> {
        // Hub text is not PDN: the choices of an ambiguous move come from its record.
        self.parse_with(text, sys::checkers_game_parse_hub_move, false)
    }
}
