// SPDX-License-Identifier: MIT
//! Random playouts, the loop of the C benchmark `checkers_bench_playout`:
//! until the status says the game is over (variant's default draw rules),
//! list the moves and play one chosen uniformly at random (xorshift64*, the
//! same generator and seed, so every loop plays the very same games).
//!
//!     cargo run --release --example bench -- [VARIANT [GAMES [SEED [LOOP]]]]
//!
//! (default: english 2000 1, every loop). The loops:
//!   index  the safe API's fast way: `status`, `move_count`, `push_index`
//!   owned  the convenient way: `status`, `legal_moves` (owned `Move`s with
//!          their text), `push_move`
//!   raw    the C benchmark's very calls through `checkers::sys` (status,
//!          moves into a list, apply the record): the cost of crossing alone

use checkers::{sys, Game};

#[cfg(target_os = "linux")]
fn cpu_seconds() -> f64 {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid out-pointer of the platform's layout (64-bit Linux).
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9
}

#[cfg(not(target_os = "linux"))]
fn cpu_seconds() -> f64 {
    // Wall time elsewhere: close enough on an idle machine.
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0.0, |d| d.as_secs_f64())
}

/// xorshift64*, as in the C benchmark.
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(2685821657736338717)
}

/// An index below n from the output's high half by a multiply, as in the C benchmark.
fn pick_below(state: &mut u64, n: usize) -> usize {
    (((next_random(state) >> 32) * n as u64) >> 32) as usize
}

/// Plays `games` random games with the loop called `kind`; returns the plies played.
fn playouts(
    variant: &str,
    games: u64,
    seed: u64,
    kind: &str,
) -> Result<u64, Box<dyn std::error::Error>> {
    let mut state = seed.max(1);
    let mut plies = 0;
    let mut list = vec![sys::checkers_move::default(); sys::CHECKERS_MAX_MOVES as usize];
    for _ in 0..games {
        let mut game = Game::new(variant)?;
        loop {
            match kind {
                "index" => {
                    if game.status()?.is_over() {
                        break;
                    }
                    let count = game.move_count()?;
                    if count == 0 {
                        break;
                    }
                    game.push_index(pick_below(&mut state, count))?;
                }
                "owned" => {
                    if game.status()?.is_over() {
                        break;
                    }
                    let moves = game.legal_moves()?;
                    if moves.is_empty() {
                        break;
                    }
                    game.push_move(&moves[pick_below(&mut state, moves.len())])?;
                }
                _ => {
                    // SAFETY: a live game, a list of CHECKERS_MAX_MOVES records.
                    unsafe {
                        if sys::checkers_game_status(game.as_ptr(), std::ptr::null_mut())
                            != sys::CHECKERS_ONGOING
                        {
                            break;
                        }
                        let count =
                            sys::checkers_game_moves(game.as_ptr(), list.as_mut_ptr(), list.len());
                        if count <= 0 {
                            break;
                        }
                        let chosen = &list[pick_below(&mut state, count as usize)];
                        let code = sys::checkers_game_apply(
                            game.as_mut_ptr(),
                            chosen,
                            std::ptr::null_mut(),
                        );
                        if code < 0 {
                            return Err(format!("apply failed: {code}").into());
                        }
                    }
                }
            }
            plies += 1;
        }
    }
    Ok(plies)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().map_or("english", String::as_str);
    let games: u64 = args.get(1).map_or(Ok(2000), |n| n.parse())?;
    let seed: u64 = args.get(2).map_or(Ok(1), |n| n.parse())?;
    let only = args.get(3).map(String::as_str);
    for name in ["index", "owned", "raw"] {
        if matches!(only, Some(only) if only != name) {
            continue;
        }
        let start = cpu_seconds();
        let plies = playouts(variant, games, seed, name)?;
        let seconds = cpu_seconds() - start;
        println!(
            "{variant} playouts ({name}): {games} games, {plies} plies, {seconds:.3} s CPU, {:.0} plies/s",
            if seconds > 0.0 { plies as f64 / seconds } else { 0.0 }
        );
    }
    Ok(())
}
