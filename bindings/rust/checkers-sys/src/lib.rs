// SPDX-License-Identifier: MIT
//! The raw C API of `include/checkers.h`: `#[repr(C)]` structs, `extern "C"`
//! functions and the integer constants (written by build.rs from the
//! library's own `checkers_constant_*` table). Everything here is unsafe to
//! use; the `checkers` crate is the safe wrapper, and its tests check the
//! struct layouts against the library's `checkers_layout_*` table.
//!
//! build.rs compiles the library's sources (those `lib/sources.txt` lists) or,
//! with the feature `system` or `CHECKERS_SYSTEM=1`, links the installed
//! library that pkg-config finds; `links = "checkers"` makes this the one
//! crate that links it.
#![allow(non_camel_case_types, missing_docs)]

use std::os::raw::{c_char, c_void};

include!(concat!(env!("OUT_DIR"), "/constants.rs"));

/// Array lengths of the structs below, as `usize`.
pub const MAX_CAPTURES: usize = CHECKERS_MAX_CAPTURES as usize;
pub const MAX_SQUARES: usize = CHECKERS_MAX_SQUARES as usize;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct checkers_move {
    pub from: u8,
    pub to: u8,
    pub steps: u8,
    pub captures: u8,
    pub flags: u8,
    pub reserved: [u8; 3],
    pub path: [u8; MAX_CAPTURES],
    pub captured: [u8; MAX_CAPTURES],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct checkers_refusal {
    pub code: i32,
    pub square: i32,
    pub count: i32,
    /// CHECKERS_E_NOT_MAX_VALUE: how many of the pieces are kings. The C
    /// field shares its place with `reserved`, its name before.
    pub kings: i32,
    pub move_: checkers_move,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_allocator {
    pub alloc: Option<unsafe extern "C" fn(ctx: *mut c_void, size: usize) -> *mut c_void>,
    pub reallocate: Option<
        unsafe extern "C" fn(
            ctx: *mut c_void,
            ptr: *mut c_void,
            old: usize,
            new: usize,
        ) -> *mut c_void,
    >,
    pub release: Option<unsafe extern "C" fn(ctx: *mut c_void, ptr: *mut c_void)>,
    pub ctx: *mut c_void,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct checkers_draw_rules {
    pub repetitions: i32,
    pub move_limit: i32,
    pub claim: i32,
    pub endgame: i32,
    pub reserved: [i32; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_pdn_error {
    pub code: i32,
    pub line: i32,
    pub column: i32,
    pub move_number: i32,
    pub ply: i32,
    pub reserved: [i32; 3],
    pub text: [c_char; 64],
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_diagram_options {
    pub flags: u32,
    pub square_size: i32,
    pub reserved: [i32; 2],
    pub last_move: checkers_move,
    pub highlight: [u8; MAX_SQUARES],
}

/// `Default` as all bits zero (C's `= {0}`), for the structs whose arrays
/// are too long for the derive.
macro_rules! zeroed_default {
    ($($type:ident),*) => {$(
        impl Default for $type {
            fn default() -> Self {
                // SAFETY: integers and arrays of them: all bits zero is a value.
                unsafe { std::mem::zeroed() }
            }
        }
    )*};
}
zeroed_default!(checkers_pdn_error, checkers_diagram_options);

/// Opaque: a game.
#[repr(C)]
pub struct checkers_game {
    _private: [u8; 0],
}

/// Opaque: a PDN reader.
#[repr(C)]
pub struct checkers_pdn_reader {
    _private: [u8; 0],
}

/// Opaque: the computer's search.
#[repr(C)]
pub struct checkers_search {
    _private: [u8; 0],
}

/// What a search may spend (checkers_search_run).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct checkers_search_limits {
    pub depth: i32,
    pub flags: u32,
    pub nodes: i64,
    pub milliseconds: i64,
    pub reserved: [i32; 4],
}

/// The moves of a search's principal variation (CHECKERS_SEARCH_PV_MAX).
pub const SEARCH_PV_MAX: usize = CHECKERS_SEARCH_PV_MAX as usize;

/// What a search found (checkers_search_result, the callback).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_search_info {
    pub depth: i32,
    pub score: i32,
    pub nodes: i64,
    pub milliseconds: i64,
    pub pv_length: i32,
    pub reserved: i32,
    pub pv: [checkers_move; SEARCH_PV_MAX],
}

/// One DXP message, its fields as `checkers_dxp_parse` reads them.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_dxp_message {
    pub type_: i32,
    pub code: i32,
    pub stop: i32,
    pub version: i32,
    pub colour: i32,
    pub minutes: i32,
    pub moves: i32,
    pub seconds: i32,
    pub from: i32,
    pub to: i32,
    pub captures: i32,
    pub turn: i32,
    pub reserved: [i32; 4],
    pub captured: [u8; MAX_CAPTURES],
    pub text: [c_char; 128],
    pub name: [c_char; 36],
}

/// The arguments a `checkers_hub_line` keeps (CHECKERS_HUB_LINE_ARGS).
pub const HUB_LINE_ARGS: usize = CHECKERS_HUB_LINE_ARGS as usize;

/// A Hub line as `checkers_hub_parse_line` reads it: byte spans of its text
/// (a flag's value is -1).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct checkers_hub_line {
    pub command: i32,
    pub command_length: i32,
    pub count: i32,
    pub total: i32,
    pub name: [i32; HUB_LINE_ARGS],
    pub name_length: [i32; HUB_LINE_ARGS],
    pub value: [i32; HUB_LINE_ARGS],
    pub value_length: [i32; HUB_LINE_ARGS],
}

/// What a search may spend, as Hub's `level` line gives it
/// (`checkers_hub_write_level`, `checkers_hub_parse_level`): -1 when not given.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct checkers_hub_level {
    pub depth: i32,
    pub moves: i32,
    pub nodes: i64,
    pub move_time_ms: i64,
    pub time_ms: i64,
    pub inc_ms: i64,
}

/// An engine's `info` line as `checkers_hub_parse_info` reads it: the fields
/// given (`CHECKERS_HUB_INFO_*` bits), decimals in millionths, `pv` a span of
/// the text (-1 when not given), `extra` a bit for each argument (as
/// `checkers_hub_parse_line` numbers them) left to the caller.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct checkers_hub_info {
    pub nodes: i64,
    pub mean_depth_micro: i64,
    pub score_micro: i64,
    pub time_us: i64,
    pub nps: i64,
    pub given: u32,
    pub extra: u32,
    pub depth: i32,
    pub pv: i32,
    pub pv_length: i32,
    pub reserved: i32,
}

/// Called with the leaves counted under a move by `checkers_game_perft_divide`;
/// non-zero stops the count.
pub type checkers_perft_callback =
    Option<unsafe extern "C" fn(context: *mut c_void, index: i32, leaves: u64) -> i32>;

/// Called after each completed pass of a search.
pub type checkers_search_callback =
    Option<unsafe extern "C" fn(context: *mut c_void, info: *const checkers_search_info)>;

extern "C" {
    pub fn checkers_version() -> u32;
    pub fn checkers_version_string() -> *const c_char;
    pub fn checkers_strerror(code: i32) -> *const c_char;
    pub fn checkers_error_name(code: i32) -> *const c_char;

    pub fn checkers_variant_count() -> i32;
    pub fn checkers_variant_name(index: i32) -> *const c_char;
    pub fn checkers_variant_description(index: i32) -> *const c_char;
    pub fn checkers_variant_find(name: *const c_char) -> i32;
    pub fn checkers_variant_draw_rules(
        variant: *const c_char,
        out: *mut checkers_draw_rules,
    ) -> i32;

    pub fn checkers_game_new(
        out: *mut *mut checkers_game,
        variant: *const c_char,
        allocator: *const checkers_allocator,
    ) -> i32;
    pub fn checkers_game_new_from_fen(
        out: *mut *mut checkers_game,
        variant: *const c_char,
        fen: *const c_char,
        allocator: *const checkers_allocator,
    ) -> i32;
    pub fn checkers_game_clone(out: *mut *mut checkers_game, game: *const checkers_game) -> i32;
    pub fn checkers_game_free(game: *mut checkers_game);
    pub fn checkers_game_variant(game: *const checkers_game) -> *const c_char;
    pub fn checkers_game_turn(game: *const checkers_game) -> i32;
    pub fn checkers_game_square_count(game: *const checkers_game) -> i32;
    pub fn checkers_game_piece(game: *const checkers_game, square: i32) -> i32;
    pub fn checkers_game_square_position(
        game: *const checkers_game,
        square: i32,
        row: *mut i32,
        column: *mut i32,
        rows: *mut i32,
        columns: *mut i32,
    ) -> i32;

    pub fn checkers_game_moves(
        game: *const checkers_game,
        moves: *mut checkers_move,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_check_move(
        game: *const checkers_game,
        proposed: *const checkers_move,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_history_huff(game: *const checkers_game, ply: i32) -> i32;
    pub fn checkers_game_move_choices(
        game: *const checkers_game,
        proposed: *const checkers_move,
        moves: *mut checkers_move,
        capacity: i32,
    ) -> i32;
    pub fn checkers_game_move_choices_text(
        game: *const checkers_game,
        text: *const c_char,
        moves: *mut checkers_move,
        capacity: i32,
    ) -> i32;
    pub fn checkers_game_refusal_text(
        game: *const checkers_game,
        why: *const checkers_refusal,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_square_text(
        game: *const checkers_game,
        square: i32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_parse_move(
        game: *const checkers_game,
        text: *const c_char,
        out: *mut checkers_move,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_move_text(
        game: *const checkers_game,
        mv: *const checkers_move,
        flags: u32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_apply(
        game: *mut checkers_game,
        mv: *const checkers_move,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_apply_text(
        game: *mut checkers_game,
        text: *const c_char,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_moves_text(
        game: *const checkers_game,
        flags: u32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_listed_move_text(
        game: *const checkers_game,
        moves: *const checkers_move,
        count: i32,
        index: i32,
        notation: i32,
        flags: u32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_apply_index(
        game: *mut checkers_game,
        index: i32,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_apply_moves_text(
        game: *mut checkers_game,
        moves: *const c_char,
        applied: *mut i32,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_undo(game: *mut checkers_game) -> i32;
    pub fn checkers_game_ply_count(game: *const checkers_game) -> i32;
    pub fn checkers_game_history(
        game: *const checkers_game,
        ply: i32,
        out: *mut checkers_move,
    ) -> i32;
    pub fn checkers_game_history_text(
        game: *const checkers_game,
        ply: i32,
        flags: u32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;

    pub fn checkers_draw_rules_preset(preset: i32, out: *mut checkers_draw_rules) -> i32;
    pub fn checkers_game_set_draw_rules(
        game: *mut checkers_game,
        rules: *const checkers_draw_rules,
    ) -> i32;
    pub fn checkers_game_draw_rules(
        game: *const checkers_game,
        out: *mut checkers_draw_rules,
    ) -> i32;
    /// Deprecated: the first name of `checkers_game_draw_rules`.
    pub fn checkers_game_get_draw_rules(
        game: *const checkers_game,
        out: *mut checkers_draw_rules,
    ) -> i32;
    pub fn checkers_result_text(result: i32) -> *const c_char;
    pub fn checkers_result_parse(text: *const c_char) -> i32;
    pub fn checkers_game_status(game: *const checkers_game, reason: *mut i32) -> i32;
    pub fn checkers_game_claimable(game: *const checkers_game) -> i32;
    pub fn checkers_game_claim_draw(game: *mut checkers_game) -> i32;
    pub fn checkers_game_declare(game: *mut checkers_game, result: i32, reason: i32) -> i32;

    pub fn checkers_game_set_huffing(game: *mut checkers_game, on: i32) -> i32;
    pub fn checkers_game_huffing(game: *const checkers_game) -> i32;
    pub fn checkers_game_huffable(
        game: *const checkers_game,
        squares: *mut u8,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_huff(
        game: *mut checkers_game,
        square: i32,
        why: *mut checkers_refusal,
    ) -> i32;

    pub fn checkers_game_set_crowning(game: *mut checkers_game, rule: i32) -> i32;
    pub fn checkers_game_crowning(game: *const checkers_game) -> i32;

    pub fn checkers_game_fen(game: *const checkers_game, buf: *mut c_char, capacity: usize) -> i32;
    pub fn checkers_game_set_notation(game: *mut checkers_game, notation: i32) -> i32;
    pub fn checkers_game_notation(game: *const checkers_game) -> i32;
    pub fn checkers_game_hash(game: *const checkers_game) -> u64;
    pub fn checkers_game_perft(game: *const checkers_game, depth: i32, leaves: *mut u64) -> i32;
    pub fn checkers_game_perft_divide(
        game: *const checkers_game,
        depth: i32,
        callback: checkers_perft_callback,
        context: *mut c_void,
        leaves: *mut u64,
    ) -> i32;

    pub fn checkers_pdn_reader_new(
        out: *mut *mut checkers_pdn_reader,
        text: *const c_char,
        length: usize,
        variant: *const c_char,
        flags: u32,
        allocator: *const checkers_allocator,
    ) -> i32;
    pub fn checkers_pdn_reader_free(reader: *mut checkers_pdn_reader);
    pub fn checkers_pdn_next(reader: *mut checkers_pdn_reader) -> i32;
    pub fn checkers_pdn_game(reader: *const checkers_pdn_reader) -> *const checkers_game;
    pub fn checkers_pdn_tag_count(reader: *const checkers_pdn_reader) -> i32;
    pub fn checkers_pdn_tag_name(reader: *const checkers_pdn_reader, index: i32) -> *const c_char;
    pub fn checkers_pdn_tag_value(reader: *const checkers_pdn_reader, index: i32) -> *const c_char;
    pub fn checkers_pdn_tag(
        reader: *const checkers_pdn_reader,
        name: *const c_char,
    ) -> *const c_char;
    pub fn checkers_pdn_comment(reader: *const checkers_pdn_reader, ply: i32) -> *const c_char;
    pub fn checkers_pdn_result(reader: *const checkers_pdn_reader) -> i32;
    pub fn checkers_pdn_error_info(
        reader: *const checkers_pdn_reader,
        out: *mut checkers_pdn_error,
    ) -> i32;
    pub fn checkers_pdn_games_read(reader: *const checkers_pdn_reader) -> i32;
    pub fn checkers_pdn_error_message(reader: *const checkers_pdn_reader) -> *const c_char;
    pub fn checkers_pdn_reader_set_limits(
        reader: *mut checkers_pdn_reader,
        max_plies: i32,
        max_game_bytes: i64,
    ) -> i32;
    pub fn checkers_pdn_write(
        game: *const checkers_game,
        tag_names: *const *const c_char,
        tag_values: *const *const c_char,
        tag_count: i32,
        comments: *const *const c_char,
        result: i32,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;

    pub fn checkers_ballot_count(deck: i32) -> i32;
    pub fn checkers_ballot(
        deck: i32,
        number: i32,
        buf: *mut c_char,
        capacity: usize,
        ballot_class: *mut i32,
    ) -> i32;
    pub fn checkers_game_new_from_ballot(
        out: *mut *mut checkers_game,
        deck: i32,
        number: i32,
        allocator: *const checkers_allocator,
    ) -> i32;

    pub fn checkers_game_svg(
        game: *const checkers_game,
        options: *const checkers_diagram_options,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;

    pub fn checkers_constant_count() -> i32;
    pub fn checkers_constant_name(index: i32) -> *const c_char;
    pub fn checkers_constant_value(index: i32) -> i32;
    pub fn checkers_layout_count() -> i32;
    pub fn checkers_layout_name(index: i32) -> *const c_char;
    pub fn checkers_layout_offset(index: i32) -> i32;
    pub fn checkers_layout_size(index: i32) -> i32;

    pub fn checkers_game_declared(game: *const checkers_game, reason: *mut i32) -> i32;
    pub fn checkers_game_history_crowning(game: *const checkers_game, ply: i32) -> i32;

    pub fn checkers_search_new(
        out: *mut *mut checkers_search,
        table_bits: i32,
        allocator: *const checkers_allocator,
    ) -> i32;
    pub fn checkers_search_free(search: *mut checkers_search);
    pub fn checkers_search_set_callback(
        search: *mut checkers_search,
        callback: checkers_search_callback,
        context: *mut c_void,
    ) -> i32;
    pub fn checkers_search_run(
        search: *mut checkers_search,
        game: *const checkers_game,
        limits: *const checkers_search_limits,
        best: *mut checkers_move,
    ) -> i32;
    pub fn checkers_search_stop(search: *mut checkers_search) -> i32;
    pub fn checkers_search_result(
        search: *const checkers_search,
        out: *mut checkers_search_info,
    ) -> i32;

    pub fn checkers_game_hub_position(
        game: *const checkers_game,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_new_from_hub(
        out: *mut *mut checkers_game,
        variant: *const c_char,
        position: *const c_char,
        allocator: *const checkers_allocator,
    ) -> i32;
    pub fn checkers_game_hub_move_text(
        game: *const checkers_game,
        mv: *const checkers_move,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_parse_hub_move(
        game: *const checkers_game,
        text: *const c_char,
        out: *mut checkers_move,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_hub_pos(
        game: *const checkers_game,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;

    pub fn checkers_hub_parse_line(
        text: *const c_char,
        length: usize,
        out: *mut checkers_hub_line,
    ) -> i32;
    pub fn checkers_hub_write_value(
        value: *const c_char,
        length: usize,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_hub_write_level(
        level: *const checkers_hub_level,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_hub_parse_level(
        text: *const c_char,
        length: usize,
        out: *mut checkers_hub_level,
    ) -> i32;
    pub fn checkers_hub_parse_info(
        text: *const c_char,
        length: usize,
        out: *mut checkers_hub_info,
    ) -> i32;
    pub fn checkers_hub_variant_name(
        variant: *const c_char,
        values: *const c_char,
        length: usize,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;

    pub fn checkers_dxp_parse(text: *const c_char, out: *mut checkers_dxp_message) -> i32;
    pub fn checkers_dxp_write(
        message: *const checkers_dxp_message,
        buf: *mut c_char,
        capacity: usize,
    ) -> i32;
    pub fn checkers_game_dxp_move(
        game: *const checkers_game,
        mv: *const checkers_move,
        seconds: i32,
        out: *mut checkers_dxp_message,
    ) -> i32;
    pub fn checkers_game_resolve_dxp_move(
        game: *const checkers_game,
        message: *const checkers_dxp_message,
        out: *mut checkers_move,
        why: *mut checkers_refusal,
    ) -> i32;
    pub fn checkers_game_dxp_start(
        game: *const checkers_game,
        message: *mut checkers_dxp_message,
    ) -> i32;
    pub fn checkers_game_new_from_dxp(
        out: *mut *mut checkers_game,
        variant: *const c_char,
        gamereq: *const checkers_dxp_message,
        allocator: *const checkers_allocator,
    ) -> i32;
}
