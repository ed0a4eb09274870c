// SPDX-License-Identifier: MIT
//! Moves: listing, reading, checking, playing, taking back, the history.

use std::ffi::{CStr, CString};
use std::os::raw::c_char;
use std::ptr;

use crate::error::{code_message, Error, Given, IllegalMove, Result};
use crate::game::{as_count, check, to_c, Game};
use crate::moves::Move;
use crate::sys;
use crate::text::{self, c_string};

/// A move reader of the library (PDN, Hub).
pub(crate) type Parse = unsafe extern "C" fn(
    *const sys::checkers_game,
    *const c_char,
    *mut sys::checkers_move,
    *mut sys::checkers_refusal,
) -> i32;

/// What a refused move was given as, to list the legal moves it could mean.
#[derive(Clone, Copy)]
pub(crate) enum Proposal<'a> {
    /// Nothing to list (a move of a sequence, an index, a huff).
    None,
    /// Move text.
    Text(&'a CStr),
    /// A record: its start, end and landing squares.
    Record(&'a sys::checkers_move),
}

impl Game {
    /// Runs `with` on the legal moves' C records, in the library's order.
    fn with_raw_moves<T>(&self, with: impl FnOnce(&[sys::checkers_move]) -> T) -> Result<T> {
        // Most positions have few moves: a list on the stack usually does, and
        // it needs no zeroing since the library writes what it reports.
        const ON_STACK: usize = 64;
        let mut stack = std::mem::MaybeUninit::<[sys::checkers_move; ON_STACK]>::uninit();
        // SAFETY: live game, room for ON_STACK records.
        let count =
            unsafe { sys::checkers_game_moves(self.as_ptr(), stack.as_mut_ptr().cast(), ON_STACK) };
        let count = as_count(check(count, || "legal moves".into())?);
        if count <= ON_STACK {
            // SAFETY: the library wrote the first `count` records.
            let moves = unsafe {
                std::slice::from_raw_parts(stack.as_ptr().cast::<sys::checkers_move>(), count)
            };
            return Ok(with(moves));
        }
        let mut moves = vec![sys::checkers_move::default(); count];
        // SAFETY: live game, room for `count` records (the same position: the same count).
        let again = unsafe { sys::checkers_game_moves(self.as_ptr(), moves.as_mut_ptr(), count) };
        moves.truncate(as_count(check(again, || "legal moves".into())?));
        Ok(with(&moves))
    }

    /// The legal moves, in the library's order (the same every time for a
    /// position). Empty when the side to move has lost (no piece or no move).
    pub fn legal_moves(&self) -> Result<Vec<Move>> {
        let texts = self.moves_text(false)?;
        self.with_raw_moves(|raw| {
            raw.iter()
                .zip(texts.split(' '))
                .map(|(m, t)| Move::from_raw(m, t.to_string()))
                .collect()
        })
    }

    /// The number of legal moves.
    pub fn move_count(&self) -> Result<usize> {
        // SAFETY: live game; capacity 0 with NULL asks for the count only.
        let count = unsafe { sys::checkers_game_moves(self.as_ptr(), ptr::null_mut(), 0) };
        Ok(as_count(check(count, || "legal moves".into())?))
    }

    /// Every legal move's text, space separated, in the order of
    /// [`legal_moves`](Self::legal_moves); with `full_route` every landing
    /// square is written ("1x10x19").
    pub fn moves_text(&self, full_route: bool) -> Result<String> {
        let flags = if full_route {
            sys::CHECKERS_TEXT_FULL_ROUTE as u32
        } else {
            0
        };
        // SAFETY: live game, buffer of the given capacity.
        text::read(4096, |buf, cap| unsafe {
            sys::checkers_game_moves_text(self.as_ptr(), flags, buf, cap)
        })
        .map_err(|code| Error::new(code, "legal moves"))
    }

    /// A legal move of this position, with its text.
    pub(crate) fn move_of(&self, raw: &sys::checkers_move) -> Move {
        // SAFETY: live game and move, buffer of the given capacity.
        let text = text::read(sys::CHECKERS_MOVE_TEXT_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_move_text(self.as_ptr(), raw, 0, buf, cap)
        });
        Move::from_raw(raw, text.unwrap_or_default())
    }

    /// A refusal as an [`IllegalMove`]: its words, example and choices
    /// written for this position (the one it was refused in).
    pub(crate) fn illegal(
        &self,
        why: &sys::checkers_refusal,
        code: i32,
        proposal: Proposal<'_>,
        given: Given,
    ) -> IllegalMove {
        // A code the library did not store in `why` (an argument error) has no details.
        let why = if why.code == code {
            *why
        } else {
            sys::checkers_refusal {
                code,
                ..Default::default()
            }
        };
        let example = (why.move_.steps > 0).then(|| Box::new(self.move_of(&why.move_)));
        let choices = if code == sys::CHECKERS_E_AMBIGUOUS {
            self.choices(proposal)
        } else {
            Vec::new()
        };
        IllegalMove {
            code,
            square: u32::try_from(why.square).unwrap_or(0),
            count: u32::try_from(why.count).unwrap_or(0),
            kings: u32::try_from(why.kings).unwrap_or(0),
            example,
            choices,
            words: self.refusal_words(&why),
            given,
        }
    }

    /// A refusal decided here, before the library is asked (text with a NUL
    /// byte, a number past `i32`): `square` is the square given, if any.
    pub(crate) fn refused(&self, code: i32, square: u32, given: Given) -> IllegalMove {
        let why = sys::checkers_refusal {
            code,
            // A square past i32 is off every board: the words do not name it.
            square: i32::try_from(square).unwrap_or(0),
            ..Default::default()
        };
        let mut illegal = self.illegal(&why, code, Proposal::None, given);
        illegal.square = square;
        illegal
    }

    /// Ok for a move the library accepted (code 0), else its refusal.
    pub(crate) fn verdict(
        &self,
        code: i32,
        why: &sys::checkers_refusal,
        proposal: Proposal<'_>,
        given: impl FnOnce() -> Given,
    ) -> Result<(), IllegalMove> {
        match code {
            0 => Ok(()),
            _ => Err(self.illegal(why, code, proposal, given())),
        }
    }

    /// `text` for C, or its refusal when it holds a NUL byte.
    pub(crate) fn c_move_text(&self, text: &str) -> Result<CString, IllegalMove> {
        c_string(text)
            .ok_or_else(|| self.refused(sys::CHECKERS_E_MOVE_SYNTAX, 0, Given::Text(text.into())))
    }

    /// `number` for C, or a refusal of `code` when it is past `i32`.
    pub(crate) fn c_number(
        &self,
        number: impl TryInto<i32>,
        code: i32,
        square: u32,
        given: Given,
    ) -> Result<i32, IllegalMove> {
        number
            .try_into()
            .map_err(|_| self.refused(code, square, given))
    }

    /// The library's words for a refusal, squares named as this game writes them.
    fn refusal_words(&self, why: &sys::checkers_refusal) -> String {
        // SAFETY: live game and record, buffer of the given capacity.
        text::read(sys::CHECKERS_REFUSAL_TEXT_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_refusal_text(self.as_ptr(), why, buf, cap)
        })
        .unwrap_or_else(|_| code_message(why.code).to_string())
    }

    /// The legal moves a refused proposal could mean, in the library's order.
    fn choices(&self, proposal: Proposal<'_>) -> Vec<Move> {
        let list = |moves: *mut sys::checkers_move, capacity: i32| -> i32 {
            // SAFETY: live game, live proposal, room for `capacity` records.
            unsafe {
                match proposal {
                    Proposal::None => 0,
                    Proposal::Text(text) => sys::checkers_game_move_choices_text(
                        self.as_ptr(),
                        text.as_ptr(),
                        moves,
                        capacity,
                    ),
                    Proposal::Record(record) => {
                        sys::checkers_game_move_choices(self.as_ptr(), record, moves, capacity)
                    }
                }
            }
        };
        let count = list(ptr::null_mut(), 0);
        if count <= 0 {
            return Vec::new();
        }
        let mut raw = vec![sys::checkers_move::default(); as_count(count)];
        let written = list(raw.as_mut_ptr(), count);
        raw.truncate(as_count(written));
        raw.iter().map(|m| self.move_of(m)).collect()
    }

    /// Reads a move in PDN ("11-15", "15x24", "1x10x19", or the short form of
    /// a capture when only one legal move matches) without playing it. A
    /// short form several legal moves share is refused with
    /// [`ErrorKind::Ambiguous`](crate::ErrorKind::Ambiguous) and its
    /// [`choices`](IllegalMove::choices).
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove> {
        self.parse_with(text, sys::checkers_game_parse_move, true)
    }

    /// The legal move `parse` reads in `text`; an ambiguous one's choices
    /// listed when `choices` says so.
    pub(crate) fn parse_with(
        &self,
        text: &str,
        parse: Parse,
        choices: bool,
    ) -> Result<Move, IllegalMove> {
        let c_text = self.c_move_text(text)?;
        let mut raw = sys::checkers_move::default();
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, NUL-terminated text, valid out-pointers.
        let code = unsafe { parse(self.as_ptr(), c_text.as_ptr(), &mut raw, &mut why) };
        let proposal = match choices {
            true => Proposal::Text(&c_text),
            false => Proposal::None,
        };
        self.verdict(code, &why, proposal, || Given::Text(text.into()))?;
        Ok(self.move_of(&raw))
    }

    /// A move's C record, or its refusal when its path is too long to be a move.
    fn record_of(&self, proposed: &Move) -> Result<sys::checkers_move, IllegalMove> {
        proposed.to_raw().ok_or_else(|| {
            self.refused(
                sys::CHECKERS_E_MOVE_SYNTAX,
                0,
                Given::Text(proposed.text.clone()),
            )
        })
    }

    /// Checks a move given by its start and landing squares (the full route
    /// or any part of it that ends on the end square; with an empty path,
    /// `from` and `to` alone) and returns the legal move it names. Start and
    /// end alone that several legal moves share are refused with
    /// [`ErrorKind::Ambiguous`](crate::ErrorKind::Ambiguous) and its
    /// [`choices`](IllegalMove::choices).
    pub fn check_move(&self, proposed: &Move) -> Result<Move, IllegalMove> {
        let raw = self.record_of(proposed)?;
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, valid pointers.
        let code = unsafe { sys::checkers_game_check_move(self.as_ptr(), &raw, &mut why) };
        self.verdict(code, &why, Proposal::Record(&raw), || Given::Record)?;
        Ok(self.move_of(&why.move_))
    }

    /// Plays a move given as PDN text and returns the full move played.
    /// A refused move changes nothing.
    pub fn push(&mut self, text: &str) -> Result<Move, IllegalMove> {
        let played = self.parse_move(text)?;
        // A legal move is refused only when the game is over: nothing to list.
        self.apply(&played, false, || Given::Text(text.to_string()))?;
        Ok(played)
    }

    /// Plays a move given as a record: one of [`legal_moves`](Self::legal_moves),
    /// or any route [`check_move`](Self::check_move) reads (which gives the
    /// full move it names).
    pub fn push_move(&mut self, proposed: &Move) -> Result<(), IllegalMove> {
        self.apply(proposed, true, || Given::Record)
    }

    /// Applies a move's record; a refusal lists the legal moves it could
    /// mean when `choices` says so.
    fn apply(
        &mut self,
        proposed: &Move,
        choices: bool,
        given: impl FnOnce() -> Given,
    ) -> Result<(), IllegalMove> {
        let raw = self.record_of(proposed)?;
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, valid pointers.
        let code = unsafe { sys::checkers_game_apply(self.as_mut_ptr(), &raw, &mut why) };
        let proposal = match choices {
            true => Proposal::Record(&raw),
            false => Proposal::None,
        };
        self.verdict(code, &why, proposal, given)
    }

    /// Plays legal move number `index` of [`legal_moves`](Self::legal_moves)'
    /// order: the cheapest way to play a move (one move generation, no text).
    /// An index past the moves is refused with
    /// [`ErrorKind::InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub fn push_index(&mut self, index: usize) -> Result<(), IllegalMove> {
        let given = Given::Listed(index);
        let index_i32 = self.c_number(index, sys::CHECKERS_E_INVALID_ARGUMENT, 0, given.clone())?;
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, valid out-pointer; the library checks the index.
        let code =
            unsafe { sys::checkers_game_apply_index(self.as_mut_ptr(), index_i32, &mut why) };
        self.verdict(code, &why, Proposal::None, || given)
    }

    /// Plays a sequence of moves in PDN separated by white space ("11-15
    /// 23-19 8-11"; move numbers are skipped) and returns how many were played.
    /// It stops at the first refused move: the moves before it stay played,
    /// and the error's [`index`](IllegalMove::index) says which one it was.
    pub fn push_moves(&mut self, moves: &str) -> Result<usize, IllegalMove> {
        let c_text = self.c_move_text(moves)?;
        let mut applied = 0;
        let mut why = sys::checkers_refusal::default();
        // SAFETY: live game, NUL-terminated text, valid out-pointers.
        let code = unsafe {
            sys::checkers_game_apply_moves_text(
                self.as_mut_ptr(),
                c_text.as_ptr(),
                &mut applied,
                &mut why,
            )
        };
        let applied = as_count(applied);
        self.verdict(code, &why, Proposal::None, || Given::Sequence(applied))?;
        Ok(applied)
    }

    /// Takes back the last move (and any draw claimed after it) and returns
    /// it. A result set by [`declare`](Self::declare) is withdrawn first, on
    /// its own, and so is a [`huff`](Self::huff) made this turn: such a call
    /// takes back no move and returns `None`.
    pub fn pop(&mut self) -> Result<Option<Move>> {
        let ply = self.ply_count();
        // Read first, as it was written where it was played: the undo may take
        // it back (with the huff made before it) or only withdraw a declared
        // result or this turn's huff, which the ply count tells.
        let last = match ply.checked_sub(1) {
            Some(last) => Some(self.history_move(last)?),
            None => None,
        };
        // SAFETY: live game.
        check(
            unsafe { sys::checkers_game_undo(self.as_mut_ptr()) },
            || "undo".into(),
        )?;
        Ok(last.filter(|_| self.ply_count() < ply))
    }

    /// The number of moves (plies) played since the game was created.
    pub fn ply_count(&self) -> usize {
        // SAFETY: live game.
        as_count(unsafe { sys::checkers_game_ply_count(self.as_ptr()) })
    }

    /// The move of ply `ply`, with its text as written in the position it was played in.
    fn history_move(&self, ply: usize) -> Result<Move> {
        let context = || format!("ply {ply}");
        let ply_i32 = to_c(ply, sys::CHECKERS_E_NO_SUCH_PLY, context)?;
        let mut raw = sys::checkers_move::default();
        // SAFETY: live game, valid out-pointer.
        let code = unsafe { sys::checkers_game_history(self.as_ptr(), ply_i32, &mut raw) };
        check(code, context)?;
        // SAFETY: live game, buffer of the given capacity.
        let text = text::read(sys::CHECKERS_MOVE_TEXT_MAX as usize, |buf, cap| unsafe {
            sys::checkers_game_history_text(self.as_ptr(), ply_i32, 0, buf, cap)
        })
        .map_err(|code| Error::new(code, context()))?;
        Ok(Move::from_raw(&raw, text))
    }

    /// The moves played, first to last, each with its text in the position it was played in.
    pub fn history(&self) -> Result<Vec<Move>> {
        (0..self.ply_count())
            .map(|ply| self.history_move(ply))
            .collect()
    }
}
