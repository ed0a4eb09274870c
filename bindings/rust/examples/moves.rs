// SPDX-License-Identifier: MIT
//! Lists legal moves, like the C program's `checkers moves`:
//!
//!     cargo run --example moves -- [moves] [--variant V] [--notation numeric|algebraic] [--fen FEN]
//!     cargo run --example moves -- [moves] [--variant V] --batch   < fens.txt
//!
//! With --batch, reads one FEN per line and prints, per line, its legal moves
//! with every landing square, separated by spaces, in the library's order.
//! Exit status: 0 success, 1 failure (input, output, memory), 2 bad
//! arguments, an unknown variant or a bad FEN.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use checkers::{ErrorKind, Game, Notation, Variant};

const USAGE: &str =
    "usage: moves [--variant NAME] [--notation numeric|algebraic] [--fen FEN | --batch]";

struct Options {
    variant: String,
    fen: Option<String>,
    notation: Option<Notation>,
    batch: bool,
}

fn fail(status: u8, message: &str) -> ExitCode {
    eprintln!("moves: {message}");
    ExitCode::from(status)
}

fn parse_arguments() -> Result<Options, String> {
    let mut options = Options {
        variant: "english".into(),
        fen: None,
        notation: None,
        batch: false,
    };
    let mut args = std::env::args().skip(1).peekable();
    // The C program's command word, so that `moves moves --batch` reads like `checkers moves --batch`.
    if args.peek().map(String::as_str) == Some("moves") {
        args.next();
    }
    while let Some(arg) = args.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                (name.to_string(), Some(value.to_string()))
            }
            _ => (arg.clone(), None),
        };
        if name == "--batch" && inline.is_none() {
            options.batch = true;
            continue;
        }
        if !["--variant", "--fen", "--notation"].contains(&name.as_str()) {
            return Err(format!("unknown argument '{arg}' ({USAGE})"));
        }
        let value = inline
            .or_else(|| args.next())
            .ok_or(format!("option '{name}' needs a value"))?;
        match name.as_str() {
            "--variant" => options.variant = value,
            "--fen" => options.fen = Some(value),
            _ => {
                options.notation = Some(match value.as_str() {
                    "numeric" => Notation::Numeric,
                    "algebraic" => Notation::Algebraic,
                    _ => {
                        return Err(format!(
                            "unknown notation '{value}': known are numeric, algebraic"
                        ))
                    }
                })
            }
        }
    }
    if options.batch && options.fen.is_some() {
        return Err("--fen cannot be used with --batch".into());
    }
    Ok(options)
}

/// The game of one FEN (or the start), in the notation asked for.
fn open(options: &Options, fen: Option<&str>) -> Result<Game, (u8, String)> {
    let game = match fen {
        Some(fen) => Game::from_fen(&options.variant, fen),
        None => Game::new(&options.variant),
    };
    let mut game = game.map_err(|e| {
        (
            if e.kind() == ErrorKind::NoMemory {
                1
            } else {
                2
            },
            e.to_string(),
        )
    })?;
    if let Some(notation) = options.notation {
        game.set_notation(notation)
            .map_err(|e| (2, e.to_string()))?;
    }
    Ok(game)
}

fn batch(options: &Options) -> ExitCode {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut line = Vec::new();
    let mut bad = false;
    for number in 1.. {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return fail(1, &format!("cannot read the input: {e}")),
        }
        for end in [b'\n', b'\r'] {
            if line.last() == Some(&end) {
                line.pop();
            }
        }
        // As the C client reads a line: up to a NUL.
        if let Some(nul) = line.iter().position(|&b| b == 0) {
            line.truncate(nul);
        }
        let first = line.iter().find(|&&b| b != b' ' && b != b'\t');
        let moves = if first.is_none() || first == Some(&b'#') {
            // A blank or comment line: an empty answer, to keep the lines aligned.
            Ok(String::new())
        } else {
            let fen = String::from_utf8_lossy(&line);
            open(options, Some(&fen))
                .and_then(|game| game.moves_text(true).map_err(|e| (1, e.to_string())))
        };
        let moves = match moves {
            Ok(moves) => moves,
            Err((2, message)) => {
                // A bad FEN: reported, answered by an empty line; the batch goes on.
                let _ = out.flush();
                let _ = fail(2, &format!("line {number}: {message}"));
                bad = true;
                String::new()
            }
            Err((status, message)) => {
                let _ = out.flush();
                return fail(status, &format!("line {number}: {message}"));
            }
        };
        if writeln!(out, "{moves}").is_err() {
            return fail(1, "cannot write the output");
        }
    }
    match out.flush() {
        Ok(()) if bad => ExitCode::from(2),
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => fail(1, "cannot write the output"),
    }
}

fn main() -> ExitCode {
    let options = match parse_arguments() {
        Ok(options) => options,
        Err(message) => return fail(2, &message),
    };
    if let Err(e) = Variant::find(&options.variant) {
        return fail(2, &e.to_string()); // it lists the variants
    }
    if options.batch {
        return batch(&options);
    }
    let listed = open(&options, options.fen.as_deref())
        .and_then(|game| game.moves_text(true).map_err(|e| (1, e.to_string())));
    match listed {
        Ok(moves) => {
            let mut out = io::stdout().lock();
            let written = moves
                .split(' ')
                .filter(|m| !m.is_empty())
                .try_for_each(|m| writeln!(out, "{m}"));
            match written.and_then(|_| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => fail(1, "cannot write the output"),
            }
        }
        Err((status, message)) => fail(status, &message),
    }
}
