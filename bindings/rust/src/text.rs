// SPDX-License-Identifier: MIT
//! Strings across the boundary: Rust text to C and back, and the
//! snprintf-style buffers the library fills.

use std::ffi::{CStr, CString};
use std::os::raw::c_char;

/// A C copy of `text`, or None when it holds a NUL byte (which C would cut).
pub(crate) fn c_string(text: &str) -> Option<CString> {
    CString::new(text).ok()
}

/// A static string of the library (names, messages): 'static by the API's promise.
///
/// # Safety
/// `ptr` is NULL or a NUL-terminated string that lives for the whole program.
pub(crate) unsafe fn static_str(ptr: *const c_char) -> &'static str {
    if ptr.is_null() {
        return "";
    }
    // The library's static strings are ASCII.
    CStr::from_ptr(ptr).to_str().unwrap_or("")
}

/// An owned copy of a C string that may hold any bytes (PDN text).
///
/// # Safety
/// `ptr` is NULL or a valid NUL-terminated string.
pub(crate) unsafe fn owned(ptr: *const c_char) -> Option<String> {
    (!ptr.is_null()).then(|| CStr::from_ptr(ptr).to_string_lossy().into_owned())
}

/// Runs `fill(buf, capacity)` (snprintf style: returns the full length or a
/// negative code) with a buffer of `first` bytes, and again with the length
/// it asked for when that was not enough.
pub(crate) fn read(
    first: usize,
    mut fill: impl FnMut(*mut c_char, usize) -> i32,
) -> Result<String, i32> {
    let mut capacity = first.max(1);
    loop {
        // Uninitialised: the library writes the text and its NUL before we read it.
        let mut buffer: Vec<u8> = Vec::with_capacity(capacity);
        let length = fill(buffer.as_mut_ptr().cast(), capacity);
        if length < 0 {
            return Err(length);
        }
        // Not negative: it fits usize.
        let length = usize::try_from(length).map_err(|_| length)?;
        if length < capacity {
            // SAFETY: the library wrote `length` bytes (plus a NUL) into the buffer.
            unsafe { buffer.set_len(length) };
            return Ok(String::from_utf8(buffer)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()));
        }
        // A length from an i32: one more fits usize.
        capacity = length.saturating_add(1);
    }
}
