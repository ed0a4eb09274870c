// SPDX-License-Identifier: MIT
//! Build script: generates the header's integer constants into OUT_DIR, then
//! either compiles the library's C sources (the default) or links the
//! installed library found by pkg-config (feature `system`, or
//! CHECKERS_SYSTEM=1). No crates: the compiler and `ar` are run directly.

use std::collections::HashMap;
use std::env;
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
    let include = if system {
        link_system()
    } else {
        let root = env::var_os("CHECKERS_SOURCE_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| manifest.join("../.."));
        compile_sources(&root, &out);
        root.join("include")
    };

    let header = include.join("checkers.h");
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:include={}", include.display());
    let text = fs::read_to_string(&header)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", header.display()));
    let constants = parse_constants(&text);
    fs::write(out.join("constants.rs"), constants_source(&constants)).expect("write constants.rs");
    fs::write(out.join("error_kind.rs"), error_kind_source(&constants))
        .expect("write error_kind.rs");
}

// ------------------------------------------------------------------ linking

/// Links the installed library; returns the directory of its header.
fn link_system() -> PathBuf {
    let libs = pkg_config(&["--libs", "checkers"]);
    let windows = env::var("CARGO_CFG_TARGET_OS").map_or(false, |os| os == "windows");
    for flag in libs.split_whitespace() {
        if let Some(dir) = flag.strip_prefix("-L") {
            println!("cargo:rustc-link-search=native={dir}");
            // Lets this crate's own tests and examples run against a library
            // installed outside the loader's path; dependents set theirs.
            if !windows {
                println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
            }
        } else if let Some(name) = flag.strip_prefix("-l") {
            println!("cargo:rustc-link-lib={name}");
        }
    }
    PathBuf::from(pkg_config(&["--variable=includedir", "checkers"]).trim())
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

/// The files lib/sources.txt lists (the one list every build reads), as paths.
fn listed_sources(lib: &Path) -> Vec<PathBuf> {
    let list = lib.join("sources.txt");
    println!("cargo:rerun-if-changed={}", list.display());
    let text = fs::read_to_string(&list)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", list.display()));
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| lib.join(line))
        .collect()
}

/// Compiles the C sources lib/sources.txt lists with $CC (default `cc`) into OUT/libcheckers.a.
fn compile_sources(root: &Path, out: &Path) {
    let lib = root.join("lib");
    println!("cargo:rerun-if-changed={}", lib.display());
    let sources: Vec<PathBuf> = listed_sources(&lib)
        .into_iter()
        .filter(|path| path.extension().map_or(false, |ext| ext == "c"))
        .collect();
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

    let mut objects = Vec::new();
    let mut running: Vec<(Child, PathBuf)> = Vec::new();
    for source in &sources {
        // Named by the path under lib/ ("core/alloc.c" gives core-alloc.o):
        // two folders may hold files of one name.
        let relative = source.strip_prefix(&lib).unwrap_or(source);
        let name: Vec<String> = relative
            .with_extension("o")
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect();
        let object = objects_dir.join(name.join("-"));
        if running.len() == jobs {
            let (child, source) = running.remove(0);
            wait(child, &source);
        }
        let child = Command::new(&cc)
            .args([
                "-std=c11",
                "-O3",
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
            .arg(source)
            .arg("-o")
            .arg(&object)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run the C compiler `{cc}` (set CC): {e}"));
        running.push((child, source.clone()));
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
}

fn wait(mut child: Child, source: &Path) {
    let status = child.wait().expect("wait for the C compiler");
    assert!(status.success(), "compiling {} failed", source.display());
}

// ---------------------------------------------------------------- constants

/// A numeric `#define CHECKERS_*` of the header: name, value, trailing comment.
struct Constant {
    name: String,
    value: i64,
    comment: String,
}

/// Reads every object-like `#define CHECKERS_NAME value` whose value is an
/// integer expression (literals, earlier constants, ( ) | & << >> + - ~).
fn parse_constants(header: &str) -> Vec<Constant> {
    let joined = header.replace("\\\r\n", " ").replace("\\\n", " ");
    let mut known: HashMap<String, i64> = HashMap::new();
    let mut constants = Vec::new();
    for line in joined.lines() {
        let rest = match line.trim_start().strip_prefix("#define") {
            Some(rest) => rest,
            None => continue,
        };
        let rest = rest.trim_start();
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let (name, body) = rest.split_at(name_end);
        if !name.starts_with("CHECKERS_") || body.starts_with('(') {
            continue; // not ours, or a function-like macro
        }
        let (expression, comment) = match body.find("/*") {
            Some(at) => (
                &body[..at],
                body[at + 2..].split("*/").next().unwrap_or("").trim(),
            ),
            None => (body, ""),
        };
        let expression = expression.split("//").next().unwrap().trim();
        if expression.is_empty() {
            continue;
        }
        if let Some(value) = Evaluator::new(expression, &known).run() {
            known.insert(name.to_string(), value);
            constants.push(Constant {
                name: name.into(),
                value,
                comment: comment.into(),
            });
        }
    }
    constants
}

/// A small recursive-descent evaluator for the header's constant expressions.
struct Evaluator<'a> {
    tokens: Vec<String>,
    at: usize,
    known: &'a HashMap<String, i64>,
}

impl<'a> Evaluator<'a> {
    fn new(text: &str, known: &'a HashMap<String, i64>) -> Self {
        let mut tokens = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() {
                i += 1;
            } else if c.is_ascii_alphanumeric() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                tokens.push(chars[start..i].iter().collect());
            } else if (c == '<' || c == '>') && chars.get(i + 1) == Some(&c) {
                tokens.push(format!("{c}{c}"));
                i += 2;
            } else {
                tokens.push(c.to_string());
                i += 1;
            }
        }
        Evaluator {
            tokens,
            at: 0,
            known,
        }
    }

    fn run(mut self) -> Option<i64> {
        let value = self.binary(0)?;
        (self.at == self.tokens.len() && i32::try_from(value).is_ok()).then_some(value)
    }

    /// Binary operators by C precedence, lowest first.
    fn binary(&mut self, level: usize) -> Option<i64> {
        const LEVELS: [&[&str]; 4] = [&["|"], &["&"], &["<<", ">>"], &["+", "-"]];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        while let Some(op) = self
            .tokens
            .get(self.at)
            .filter(|t| LEVELS[level].contains(&t.as_str()))
        {
            let op = op.clone();
            self.at += 1;
            let right = self.binary(level + 1)?;
            left = match op.as_str() {
                "|" => left | right,
                "&" => left & right,
                "<<" => left.checked_shl(u32::try_from(right).ok()?)?,
                ">>" => left.checked_shr(u32::try_from(right).ok()?)?,
                "+" => left.checked_add(right)?,
                _ => left.checked_sub(right)?,
            };
        }
        Some(left)
    }

    fn unary(&mut self) -> Option<i64> {
        let token = self.tokens.get(self.at)?.clone();
        self.at += 1;
        match token.as_str() {
            "-" => self.unary().map(|v| -v),
            "~" => self.unary().map(|v| !v),
            "(" => {
                let value = self.binary(0)?;
                (self.tokens.get(self.at)? == ")").then(|| self.at += 1)?;
                Some(value)
            }
            _ if token.starts_with(|c: char| c.is_ascii_digit()) => {
                let digits = token.trim_end_matches(['u', 'U', 'l', 'L']);
                match digits
                    .strip_prefix("0x")
                    .or_else(|| digits.strip_prefix("0X"))
                {
                    Some(hex) => i64::from_str_radix(hex, 16).ok(),
                    None => digits.parse().ok(),
                }
            }
            _ => self.known.get(&token).copied(),
        }
    }
}

fn doc_line(comment: &str) -> String {
    if comment.is_empty() {
        String::new()
    } else {
        format!("#[doc = {:?}]\n", comment)
    }
}

fn constants_source(constants: &[Constant]) -> String {
    let mut source = String::from("// Generated by build.rs from checkers.h: do not edit.\n\n");
    for c in constants {
        let _ = writeln!(
            source,
            "{}pub const {}: i32 = {};",
            doc_line(&c.comment),
            c.name,
            c.value
        );
    }
    source.push_str(
        "\n/// Every constant above with its name, as the library's own table lists them.\n\
         pub const ALL_CONSTANTS: &[(&str, i32)] = &[\n",
    );
    for c in constants {
        let _ = writeln!(source, "    ({:?}, {}),", c.name, c.name);
    }
    source.push_str("];\n");
    source
}

/// `CHECKERS_E_NO_PIECE` -> `NoPiece`.
fn camel_case(name: &str) -> String {
    name.trim_start_matches("CHECKERS_E_")
        .split('_')
        .map(|word| {
            let lower = word.to_ascii_lowercase();
            let mut chars = lower.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// One `ErrorKind` variant per CHECKERS_E_* code, documented by its header comment.
fn error_kind_source(constants: &[Constant]) -> String {
    let errors: Vec<&Constant> = constants
        .iter()
        .filter(|c| c.name.starts_with("CHECKERS_E_"))
        .collect();
    let mut source = String::from(
        "// Generated by build.rs from checkers.h: do not edit.\n\n\
         /// What went wrong: one kind per `CHECKERS_E_*` code of the C library.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n\
         #[non_exhaustive]\n\
         pub enum ErrorKind {\n",
    );
    for c in &errors {
        let _ = writeln!(
            source,
            "    {}    {},",
            doc_line(&c.comment),
            camel_case(&c.name)
        );
    }
    source.push_str(
        "    /// A code this version of the binding does not know.\n    Other,\n}\n\n\
         impl ErrorKind {\n\
         \x20   /// The kind of a (negative) library code.\n\
         \x20   pub fn from_code(code: i32) -> ErrorKind {\n\
         \x20       match code {\n",
    );
    for c in &errors {
        let _ = writeln!(
            source,
            "            crate::sys::{} => ErrorKind::{},",
            c.name,
            camel_case(&c.name)
        );
    }
    source.push_str("            _ => ErrorKind::Other,\n        }\n    }\n}\n");
    source
}
