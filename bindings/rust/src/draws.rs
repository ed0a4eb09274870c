// SPDX-License-Identifier: MIT
//! Results, and the draw rules: settings, presets, claims.

use crate::error::{Error, Result};
use crate::game::{check, to_c, Color, Game};
use crate::sys;
use crate::variant::with_variant;

c_enum! {
/// Who won, if anyone yet.
pub enum Outcome {
    Ongoing = sys::CHECKERS_ONGOING,
    BlackWins = sys::CHECKERS_BLACK_WINS,
    WhiteWins = sys::CHECKERS_WHITE_WINS,
    Draw = sys::CHECKERS_DRAW,
}
}

c_enum! {
/// Why a game ended, or why a draw can be claimed.
pub enum Reason {
    /// The game goes on.
    None = sys::CHECKERS_REASON_NONE,
    /// The side to move has no pieces left.
    NoPieces = sys::CHECKERS_REASON_NO_PIECES,
    /// The side to move has pieces, all blocked.
    NoMoves = sys::CHECKERS_REASON_NO_MOVES,
    /// The same position occurred the set number of times.
    Repetition = sys::CHECKERS_REASON_REPETITION,
    /// The set number of moves each without a man move or a capture.
    MoveLimit = sys::CHECKERS_REASON_MOVE_LIMIT,
    /// Breakthrough: the winner crowned a king first.
    Crowned = sys::CHECKERS_REASON_CROWNED,
    /// A variant's endgame rule (e.g. FMJD's 16 and 5 moves).
    Endgame = sys::CHECKERS_REASON_ENDGAME,
    /// A player resigned ([`Game::declare`](crate::Game::declare)).
    Resignation = sys::CHECKERS_REASON_RESIGNATION,
    /// The players agreed a draw.
    Agreement = sys::CHECKERS_REASON_AGREEMENT,
    /// A player ran out of time.
    Time = sys::CHECKERS_REASON_TIME,
    /// An arbiter (or the host) decided the result.
    Adjudication = sys::CHECKERS_REASON_ADJUDICATION,
}
}

impl Reason {
    /// Whether the result was set by [`Game::declare`](crate::Game::declare)
    /// rather than by the rules.
    pub fn is_declared(self) -> bool {
        matches!(
            self,
            Reason::Resignation | Reason::Agreement | Reason::Time | Reason::Adjudication
        )
    }
}

/// The state of a game: the outcome and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Status {
    pub outcome: Outcome,
    pub reason: Reason,
}

impl Status {
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome != Outcome::Ongoing
    }

    /// The winner, if the game was won.
    pub fn winner(&self) -> Option<Color> {
        match self.outcome {
            Outcome::BlackWins => Some(Color::Black),
            Outcome::WhiteWins => Some(Color::White),
            _ => None,
        }
    }
}

c_enum! {
/// Draw presets, the same in every variant. A variant's own rules are not a
/// preset: [`DrawRules::default_for`].
pub enum DrawPreset {
    /// Online servers: 5 repetitions or 40 moves each, automatic (English's own rules).
    Online = sys::CHECKERS_DRAWS_ONLINE,
    /// WCDF/ACF: 3 repetitions or 40 moves each, claimed.
    Wcdf = sys::CHECKERS_DRAWS_WCDF,
    /// Board Game Arena: 3 repetitions or 25 moves each, automatic.
    Bga = sys::CHECKERS_DRAWS_BGA,
    /// No draw rules at all.
    None = sys::CHECKERS_DRAWS_NONE,
}
}

/// The draw settings of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawRules {
    /// Occurrences of one position (pieces and side to move) that draw; 0 = off, else 2..=1000.
    pub repetitions: u32,
    /// Moves by EACH side without a man move or a capture that draw; 0 = off, up to 10000.
    pub move_limit: u32,
    /// false: the draw is automatic; true: the game goes on until a player claims it.
    pub claim: bool,
    /// Whether the variant's endgame rules apply.
    pub endgame: bool,
}

impl DrawRules {
    /// The settings of a preset (presets have no endgame rule).
    pub fn preset(preset: DrawPreset) -> DrawRules {
        let mut raw = sys::checkers_draw_rules::default();
        // SAFETY: valid out-pointer; every DrawPreset is known to the library.
        unsafe { sys::checkers_draw_rules_preset(preset as i32, &mut raw) };
        DrawRules::from_raw(&raw)
    }

    /// The variant's own rules ("default" in the CLI): those a new game of
    /// it starts with. Errors: an unknown variant.
    pub fn default_for(variant: &str) -> Result<DrawRules> {
        let mut raw = sys::checkers_draw_rules::default();
        // SAFETY: NUL-terminated name, valid out-pointer.
        with_variant(
            variant,
            || format!("draw rules of variant '{variant}'"),
            |name| unsafe { sys::checkers_variant_draw_rules(name, &mut raw) },
        )?;
        Ok(DrawRules::from_raw(&raw))
    }

    fn from_raw(raw: &sys::checkers_draw_rules) -> DrawRules {
        DrawRules {
            repetitions: u32::try_from(raw.repetitions).unwrap_or(0),
            move_limit: u32::try_from(raw.move_limit).unwrap_or(0),
            claim: raw.claim != 0,
            endgame: raw.endgame != 0,
        }
    }
}

impl Game {
    /// The outcome and its reason. A side to move without a legal move has lost
    /// (won, in antidraughts).
    pub fn status(&self) -> Result<Status> {
        let mut reason = 0;
        // SAFETY: live game, valid out-pointer.
        let code = unsafe { sys::checkers_game_status(self.as_ptr(), &mut reason) };
        let outcome = check(code, || "status".into())?;
        Ok(Status {
            outcome: Outcome::from_c(outcome).unwrap_or(Outcome::Ongoing),
            reason: Reason::from_c(reason).unwrap_or(Reason::None),
        })
    }

    /// The game's outcome (the [`status`](Self::status) without its reason).
    pub fn result(&self) -> Result<Outcome> {
        self.status().map(|status| status.outcome)
    }

    /// The game's draw settings.
    pub fn draw_rules(&self) -> DrawRules {
        let mut raw = sys::checkers_draw_rules::default();
        // SAFETY: live game, valid out-pointer.
        unsafe { sys::checkers_game_draw_rules(self.as_ptr(), &mut raw) };
        DrawRules::from_raw(&raw)
    }

    /// Sets the draw settings; they apply to the moves already played too.
    /// Settings out of range are an error of kind
    /// [`InvalidArgument`](crate::ErrorKind::InvalidArgument), changing nothing.
    pub fn set_draw_rules(&mut self, rules: &DrawRules) -> Result<()> {
        let context = || format!("draw rules {rules:?}");
        let invalid = sys::CHECKERS_E_INVALID_ARGUMENT;
        let raw = sys::checkers_draw_rules {
            repetitions: to_c(rules.repetitions, invalid, context)?,
            move_limit: to_c(rules.move_limit, invalid, context)?,
            claim: i32::from(rules.claim),
            endgame: i32::from(rules.endgame),
            reserved: [0; 4],
        };
        // SAFETY: live game, valid record.
        let code = unsafe { sys::checkers_game_set_draw_rules(self.as_mut_ptr(), &raw) };
        check(code, context).map(|_| ())
    }

    /// Under claimed draw rules, the reason a draw can be claimed now, if any.
    pub fn claimable(&self) -> Result<Option<Reason>> {
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_claimable(self.as_ptr()) };
        let reason = Reason::from_c(check(code, || "claimable".into())?);
        Ok(reason.filter(|&reason| reason != Reason::None))
    }

    /// Ends the game with a result the rules do not decide: `Resignation` or
    /// `Time` with a win, `Agreement` with a draw, `Adjudication` with any
    /// outcome. [`pop`](Self::pop) withdraws it. `ErrorKind::InvalidArgument`
    /// for another combination, `GameOver` when the game has already ended.
    pub fn declare(&mut self, outcome: Outcome, reason: Reason) -> Result<()> {
        // SAFETY: live game.
        let code =
            unsafe { sys::checkers_game_declare(self.as_mut_ptr(), outcome as i32, reason as i32) };
        check(code, || "declaring a result".into()).map(|_| ())
    }

    /// `color` resigns (on move or not): the other side wins.
    pub fn resign(&mut self, color: Color) -> Result<()> {
        let winner = match color {
            Color::Black => Outcome::WhiteWins,
            Color::White => Outcome::BlackWins,
        };
        self.declare(winner, Reason::Resignation)
    }

    /// Claims a draw: the game ends drawn for the reason
    /// [`claimable`](Self::claimable) gives, which is returned.
    /// `ErrorKind::NoClaim` when there is none, `GameOver` when it has ended.
    pub fn claim_draw(&mut self) -> Result<Reason> {
        // SAFETY: live game.
        let code = unsafe { sys::checkers_game_claim_draw(self.as_mut_ptr()) };
        check(code, || "claiming a draw".into())?;
        let status = self.status()?;
        match status.outcome {
            Outcome::Draw => Ok(status.reason),
            _ => Err(Error::new(sys::CHECKERS_E_NO_CLAIM, "claiming a draw")),
        }
    }
}
