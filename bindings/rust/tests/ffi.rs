// SPDX-License-Identifier: MIT
//! The binding cannot drift from the library: every constant generated from
//! the header and every field of every `#[repr(C)]` struct declared in `sys`
//! is checked against the tables the compiled library exports.

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::CStr;
use std::mem::{size_of, MaybeUninit};

use checkers::sys;

fn name(ptr: *const std::os::raw::c_char) -> String {
    assert!(!ptr.is_null());
    // SAFETY: the library's static strings.
    unsafe { CStr::from_ptr(ptr) }.to_str().unwrap().to_string()
}

fn library_constants() -> BTreeMap<String, i32> {
    // SAFETY: the table functions take indexes within the count.
    unsafe {
        (0..sys::checkers_constant_count())
            .map(|i| {
                (
                    name(sys::checkers_constant_name(i)),
                    sys::checkers_constant_value(i),
                )
            })
            .collect()
    }
}

/// Layout entries: name -> (offset, size).
fn library_layouts() -> BTreeMap<String, (usize, usize)> {
    // SAFETY: as above.
    unsafe {
        (0..sys::checkers_layout_count())
            .map(|i| {
                let offset = sys::checkers_layout_offset(i);
                let size = sys::checkers_layout_size(i);
                assert!(offset >= 0 && size > 0);
                (
                    name(sys::checkers_layout_name(i)),
                    (offset as usize, size as usize),
                )
            })
            .collect()
    }
}

#[test]
fn every_generated_constant_has_the_librarys_value() {
    let library = library_constants();
    assert!(
        sys::ALL_CONSTANTS.len() >= 80,
        "the header has some 90 numeric constants"
    );
    for &(name, value) in sys::ALL_CONSTANTS {
        assert_eq!(library.get(name), Some(&value), "{name}");
    }
}

#[test]
fn every_library_constant_is_generated() {
    let generated: BTreeMap<&str, i32> = sys::ALL_CONSTANTS.iter().copied().collect();
    for (name, value) in library_constants() {
        assert_eq!(
            generated.get(name.as_str()),
            Some(&value),
            "{name} is missing from sys"
        );
    }
}

#[test]
fn a_few_constants_by_name() {
    assert_eq!(sys::CHECKERS_E_NO_PIECE, -102);
    assert_eq!(
        sys::CHECKERS_BLACK_KING,
        sys::CHECKERS_BLACK | sys::CHECKERS_KING
    );
    assert_eq!(
        sys::CHECKERS_VERSION,
        (sys::CHECKERS_VERSION_MAJOR << 16)
            | (sys::CHECKERS_VERSION_MINOR << 8)
            | sys::CHECKERS_VERSION_PATCH
    );
    // SAFETY: no arguments.
    assert_eq!(
        unsafe { sys::checkers_version() },
        sys::CHECKERS_VERSION as u32
    );
    // The numbers, then "-dev" in a development version.
    assert_eq!(
        checkers::version().trim_end_matches("-dev"),
        format!(
            "{}.{}.{}",
            sys::CHECKERS_VERSION_MAJOR,
            sys::CHECKERS_VERSION_MINOR,
            sys::CHECKERS_VERSION_PATCH
        )
    );
}

/// The offset of a field, from a function that points at it in a struct.
fn field_offset<S, F>(field: fn(*const S) -> *const F) -> usize {
    let whole = MaybeUninit::<S>::uninit();
    let base = whole.as_ptr();
    field(base) as usize - base as usize
}

/// The size of a field, from a function that borrows it.
fn field_size<S, F>(_: fn(&S) -> &F) -> usize {
    size_of::<F>()
}

/// (C name, offset, size) of a struct and each of its fields.
macro_rules! layout {
    ($struct:ident { $($c_field:literal => $field:ident),* $(,)? }) => {
        vec![
            (stringify!($struct).to_string(), 0, size_of::<sys::$struct>()),
            $((
                format!("{}.{}", stringify!($struct), $c_field),
                // SAFETY: only the field's address is taken, nothing is read.
                field_offset(|s: *const sys::$struct| unsafe { std::ptr::addr_of!((*s).$field) }),
                field_size(|s: &sys::$struct| &s.$field),
            ),)*
        ]
    };
}

#[test]
fn every_declared_struct_matches_the_librarys_layout() {
    let declared = [
        layout!(checkers_move {
            "from" => from, "to" => to, "steps" => steps, "captures" => captures,
            "flags" => flags, "reserved" => reserved, "path" => path, "captured" => captured,
        }),
        layout!(checkers_refusal {
            "code" => code, "square" => square, "count" => count, "reserved" => kings,
            "move" => move_,
        }),
        layout!(checkers_allocator {
            "alloc" => alloc, "reallocate" => reallocate, "release" => release, "ctx" => ctx,
        }),
        layout!(checkers_draw_rules {
            "repetitions" => repetitions, "move_limit" => move_limit, "claim" => claim,
            "endgame" => endgame, "reserved" => reserved,
        }),
        layout!(checkers_pdn_error {
            "code" => code, "line" => line, "column" => column, "move_number" => move_number,
            "ply" => ply, "reserved" => reserved, "text" => text,
        }),
        layout!(checkers_diagram_options {
            "flags" => flags, "square_size" => square_size, "reserved" => reserved,
            "last_move" => last_move, "highlight" => highlight,
        }),
        layout!(checkers_search_limits {
            "depth" => depth, "flags" => flags, "nodes" => nodes,
            "milliseconds" => milliseconds, "reserved" => reserved,
        }),
        layout!(checkers_search_info {
            "depth" => depth, "score" => score, "nodes" => nodes,
            "milliseconds" => milliseconds, "pv_length" => pv_length, "reserved" => reserved,
            "pv" => pv,
        }),
        layout!(checkers_dxp_message {
            "type" => type_, "code" => code, "stop" => stop, "version" => version,
            "colour" => colour, "minutes" => minutes, "moves" => moves, "seconds" => seconds,
            "from" => from, "to" => to, "captures" => captures, "turn" => turn,
            "reserved" => reserved, "captured" => captured, "text" => text, "name" => name,
        }),
        layout!(checkers_hub_line {
            "command" => command, "command_length" => command_length, "count" => count,
            "total" => total, "name" => name, "name_length" => name_length, "value" => value,
            "value_length" => value_length,
        }),
        layout!(checkers_hub_level {
            "depth" => depth, "moves" => moves, "nodes" => nodes,
            "move_time_ms" => move_time_ms, "time_ms" => time_ms, "inc_ms" => inc_ms,
        }),
        layout!(checkers_hub_info {
            "nodes" => nodes, "mean_depth_micro" => mean_depth_micro,
            "score_micro" => score_micro, "time_us" => time_us, "nps" => nps, "given" => given,
            "extra" => extra, "depth" => depth, "pv" => pv, "pv_length" => pv_length,
            "reserved" => reserved,
        }),
    ];
    let library = library_layouts();
    let mut structs = Vec::new();
    for entries in &declared {
        let struct_name = &entries[0].0;
        structs.push(struct_name.clone());
        // Every field we declare is where the library has it, with its size...
        for (name, offset, size) in entries {
            assert_eq!(library.get(name), Some(&(*offset, *size)), "{name}");
        }
        // ... and we declare every field the library has.
        let prefix = format!("{struct_name}.");
        for name in library.keys().filter(|n| n.starts_with(&prefix)) {
            assert!(
                entries.iter().any(|(n, _, _)| n == name),
                "{name} is not declared in sys"
            );
        }
    }
    // And no struct of the table is left undeclared.
    for name in library.keys().filter(|n| !n.contains('.')) {
        assert!(
            structs.contains(name),
            "struct {name} is not declared in sys"
        );
    }
    assert_eq!(
        size_of::<sys::checkers_move>(),
        72,
        "the header promises 72 bytes"
    );
}

/// The names of the functions a C header declares (`CHECKERS_API ... name(`).
fn header_functions(header: &str) -> BTreeSet<String> {
    header
        .split("CHECKERS_API")
        .skip(1)
        .filter_map(|declaration| {
            let head = declaration.split('(').next()?;
            let name = head
                .rsplit(|c: char| c.is_whitespace() || c == '*')
                .next()?;
            name.starts_with("checkers_").then(|| name.to_string())
        })
        .collect()
}

#[test]
fn sys_declares_every_function_of_the_header() {
    let header = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../include/checkers.h"
    ))
    .expect("the repository's include/checkers.h");
    let sys_source = include_str!("../checkers-sys/src/lib.rs");
    let declared: BTreeSet<String> = sys_source
        .split("pub fn ")
        .skip(1)
        .filter_map(|rest| rest.split('(').next())
        .map(str::to_string)
        .collect();
    let functions = header_functions(&header);
    assert!(
        functions.contains("checkers_game_huff"),
        "the header was read"
    );
    let missing: Vec<_> = functions.difference(&declared).collect();
    assert!(missing.is_empty(), "not declared in sys: {missing:?}");
    let unknown: Vec<_> = declared.difference(&functions).collect();
    assert!(
        unknown.is_empty(),
        "declared in sys, not in the header: {unknown:?}"
    );
}
