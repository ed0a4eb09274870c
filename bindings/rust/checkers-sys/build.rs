// SPDX-License-Identifier: MIT
//! Build script: either compiles the library's C sources (the default) or
//! links the installed library found by pkg-config (feature `system`, or
//! CHECKERS_SYSTEM=1), then writes the header's integer constants into
//! OUT_DIR as the library's own table gives them. No crates: the compiler and
//! `ar` are run directly.

use std::collections::{HashMap, HashSet};
use std::env;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    for var in [
        "CC",
        "AR",
        "CFLAGS",
        "CHECKERS_SYSTEM",
        "CHECKERS_SOURCE_DIR",
        "PKG_CONFIG",
        "PKG_CONFIG_PATH",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    println!("cargo:rerun-if-changed=build.rs");

    let system = env::var_os("CARGO_FEATURE_SYSTEM").is_some()
        || env::var("CHECKERS_SYSTEM").map_or(false, |v| v == "1");
    let (include, link) = if system {
        link_system()
    } else {
        let root = env::var_os("CHECKERS_SOURCE_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| manifest.join("../../.."));
        let archive = compile_sources(&root, &out);
        let link = vec!["-DCHECKERS_STATIC".into(), archive.into_os_string()];
        (root.join("include"), link)
    };

    let header = include.join("checkers.h");
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:include={}", include.display());
    let text = fs::read_to_string(&header)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", header.display()));
    let constants = library_constants(&link, &include, &text, &out);
    assert!(
        !constants.is_empty(),
        "the library's constant table is empty"
    );
    fs::write(out.join("constants.rs"), constants_source(&constants)).expect("write constants.rs");
}

// ------------------------------------------------------------------ linking

/// Links the installed library; returns the directory of its header and the
/// C compiler's arguments that link a program to it.
fn link_system() -> (PathBuf, Vec<OsString>) {
    let libs = pkg_config(&["--libs", "checkers"]);
    let mut link: Vec<OsString> = libs.split_whitespace().map(OsString::from).collect();
    let mut dirs = Vec::new();
    for flag in libs.split_whitespace() {
        if let Some(dir) = flag.strip_prefix("-L") {
            println!("cargo:rustc-link-search=native={dir}");
            dirs.push(dir);
            if !cfg!(windows) {
                link.push(format!("-Wl,-rpath,{dir}").into());
            }
        } else if let Some(name) = flag.strip_prefix("-l") {
            println!("cargo:rustc-link-lib={name}");
        }
    }
    // DEP_CHECKERS_RPATH for the safe crate's build.rs, whose tests and
    // examples then run against a library outside the loader's path.
    if let Ok(rpath) = env::join_paths(&dirs) {
        println!("cargo:rpath={}", rpath.to_string_lossy());
    }
    let include = PathBuf::from(pkg_config(&["--variable=includedir", "checkers"]).trim());
    (include, link)
}

fn pkg_config(args: &[&str]) -> String {
    let program = env::var("PKG_CONFIG").unwrap_or_else(|_| "pkg-config".into());
    let output = Command::new(&program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    if !output.status.success() {
        panic!(
            "`{program} {}` failed (is the library installed, and PKG_CONFIG_PATH set?): {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    String::from_utf8(output.stdout).expect("pkg-config output is not UTF-8")
}

/// The C sources lib/sources.txt lists (the one list every build reads), as
/// paths relative to lib/ ("game.c", or "core/bits.c" in a folder).
fn listed_sources(lib: &Path) -> Vec<String> {
    let list = lib.join("sources.txt");
    println!("cargo:rerun-if-changed={}", list.display());
    let text =
        fs::read_to_string(&list).unwrap_or_else(|e| panic!("cannot read {}: {e}", list.display()));
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#') && line.ends_with(".c"))
        .map(String::from)
        .collect()
}

/// Compiles the C sources lib/sources.txt lists with $CC (default `cc`) into
/// OUT/libcheckers.a, which it returns.
fn compile_sources(root: &Path, out: &Path) -> PathBuf {
    let lib = root.join("lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    let sources = listed_sources(&lib);
    assert!(!sources.is_empty(), "no C sources in {}", lib.display());

    let cc = env::var("CC").unwrap_or_else(|_| "cc".into());
    let extra: Vec<String> = env::var("CFLAGS")
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect();
    let jobs: usize = env::var("NUM_JOBS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
        .max(1);
    let objects_dir = out.join("obj");
    fs::create_dir_all(&objects_dir).expect("create obj/");

    // The profile's optimisation, as cc-rs would give it: a debug build (the
    // tests) compiles in a third of the time; a release build gets -O3. Not
    // -O0: the generator's forced inlining makes that code large and slow.
    let opt = match env::var("OPT_LEVEL").as_deref() {
        Ok("0") | Ok("1") => "-O1",
        Ok("s") | Ok("z") => "-Os",
        _ => "-O3",
    };
    let mut objects = Vec::new();
    let mut names = HashSet::new();
    let mut running: Vec<(Child, PathBuf)> = Vec::new();
    for listed in &sources {
        // Named by the whole path: `ar` keeps one member per name, and two
        // folders may hold files of the same name (core/bits.c, pdn/bits.c).
        let name = listed.trim_end_matches(".c").replace('/', "-") + ".o";
        assert!(names.insert(name.clone()), "two sources make {name}");
        let object = objects_dir.join(name);
        let source = lib.join(listed);
        if running.len() == jobs {
            let (child, source) = running.remove(0);
            wait(child, &source);
        }
        let child = Command::new(&cc)
            .args([
                "-std=c11",
                opt,
                "-fPIC",
                "-fvisibility=hidden",
                "-DNDEBUG",
                "-DCHECKERS_STATIC",
            ])
            .arg("-I")
            .arg(root.join("include"))
            .arg("-I")
            .arg(&lib)
            .args(&extra)
            .arg("-c")
            .arg(&source)
            .arg("-o")
            .arg(&object)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run the C compiler `{cc}` (set CC): {e}"));
        running.push((child, source));
        objects.push(object);
    }
    for (child, source) in running {
        wait(child, &source);
    }

    let archive = out.join("libcheckers.a");
    // `ar r` would keep members of sources since deleted.
    let _ = fs::remove_file(&archive);
    let ar = env::var("AR").unwrap_or_else(|_| "ar".into());
    let status = Command::new(&ar)
        .arg("crs")
        .arg(&archive)
        .args(&objects)
        .status()
        .unwrap_or_else(|e| panic!("cannot run `{ar}` (set AR): {e}"));
    assert!(status.success(), "`{ar} crs` failed");
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static=checkers");
    archive
}

fn wait(mut child: Child, source: &Path) {
    let status = child.wait().expect("wait for the C compiler");
    assert!(status.success(), "compiling {} failed", source.display());
}

/// A constant of the library's table: name, value, the header's comment on it.
struct Constant {
    name: String,
    value: i64,
    comment: String,
}

/// The library's own table of the header's integer constants, read by
/// compiling constants.c against the library just built (or found) and
/// running it: the values are the C compiler's, nothing is parsed here.
fn library_constants(link: &[OsString], include: &Path, header: &str, out: &Path) -> Vec<Constant> {
    let program = out.join(if cfg!(windows) {
        "constants.exe"
    } else {
        "constants"
    });
    let source = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"))
        .join("constants.c");
    println!("cargo:rerun-if-changed={}", source.display());
    let cc = env::var("CC").unwrap_or_else(|_| "cc".into());
    let mut command = Command::new(&cc);
    command.arg("-std=c11").arg("-I").arg(include).arg(&source);
    command.arg("-o").arg(&program).args(link);
    let status = command
        .status()
        .unwrap_or_else(|e| panic!("cannot run the C compiler `{cc}` (set CC): {e}"));
    assert!(status.success(), "compiling constants.c failed");
    let output = Command::new(&program)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    assert!(output.status.success(), "{} failed", program.display());
    let comments = header_comments(header);
    String::from_utf8(output.stdout)
        .expect("constant names are ASCII")
        .lines()
        .filter_map(|line| {
            let (name, value) = line.split_once(' ')?;
            Some(Constant {
                name: name.to_string(),
                value: value.trim().parse().ok()?,
                comment: comments.get(name).cloned().unwrap_or_default(),
            })
        })
        .collect()
}

/// The comment on the line of each `#define NAME`, for the documentation.
fn header_comments(header: &str) -> HashMap<&str, String> {
    header
        .lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix("#define")?.trim_start();
            let name = rest
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()?;
            let comment = rest.split_once("/*")?.1.split("*/").next()?.trim();
            Some((name, comment.to_string()))
        })
        .collect()
}

/// The constants as `pub const`s, the table of them all, and a macro that
/// hands the status codes to the safe crate's `ErrorKind`.
fn constants_source(constants: &[Constant]) -> String {
    let mut source = String::from(
        "// Generated by build.rs from the library's constant table: do not edit.\n\n",
    );
    for c in constants {
        if !c.comment.is_empty() {
            let _ = writeln!(source, "#[doc = {:?}]", c.comment);
        }
        let _ = writeln!(source, "pub const {}: i32 = {};", c.name, c.value);
    }
    source.push_str(
        "\n/// Every constant above with its name, as the library's own table lists them.\n\
         pub const ALL_CONSTANTS: &[(&str, i32)] = &[\n",
    );
    for c in constants {
        let _ = writeln!(source, "    ({:?}, {}),", c.name, c.name);
    }
    source.push_str(
        "];\n\n\
         /// Calls `$callback! { Name = CODE, \"comment\"; ... }` once with every\n\
         /// `CHECKERS_E_*` code (`CHECKERS_E_NO_PIECE` as `NoPiece`), as the\n\
         /// header's CHECKERS_ERROR_MAP does for C.\n\
         #[macro_export]\n\
         macro_rules! for_each_error_code {\n\
         \x20   ($callback:ident) => {\n\
         \x20       $callback! {\n",
    );
    for c in constants
        .iter()
        .filter(|c| c.name.starts_with("CHECKERS_E_"))
    {
        let _ = writeln!(
            source,
            "            {} = $crate::{}, {:?};",
            camel_case(&c.name),
            c.name,
            c.comment
        );
    }
    source.push_str("        }\n    };\n}\n");
    source
}

/// `CHECKERS_E_NO_PIECE` -> `NoPiece` (the names are ASCII capitals).
fn camel_case(name: &str) -> String {
    name.trim_start_matches("CHECKERS_E_")
        .split('_')
        .map(|word| word[..1].to_string() + &word[1..].to_ascii_lowercase())
        .collect()
}
