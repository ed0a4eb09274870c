// SPDX-License-Identifier: MIT
//! Helpers shared by the integration tests.

use checkers::Game;

/// The texts of the moves played, as written where they were played.
pub fn history_texts(game: &Game) -> Vec<String> {
    game.history()
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect()
}
