// SPDX-License-Identifier: MIT
//! Build script: with the installed library (checkers-sys's `system` mode),
//! gives this crate's own tests and examples an rpath to its directory, which
//! may be outside the loader's path; a program depending on the crate sets its own.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=DEP_CHECKERS_RPATH");
    let windows = std::env::var("CARGO_CFG_TARGET_OS").map_or(false, |os| os == "windows");
    if let (Some(rpath), false) = (std::env::var_os("DEP_CHECKERS_RPATH"), windows) {
        for dir in std::env::split_paths(&rpath) {
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
        }
    }
}
