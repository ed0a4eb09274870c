// SPDX-License-Identifier: MIT
//! Engines that speak the Hub protocol (version 2, as Scan speaks it), run as
//! processes: start one, let it [`play`](HubEngine::play) or
//! [`analyse`](HubEngine::analyse) a game, stop it, quit it.
//!
//! ```no_run
//! use checkers::engine::{HubEngine, Limit};
//! use checkers::Game;
//! use std::time::Duration;
//!
//! let mut game = Game::new("english")?;
//! let mut engine = HubEngine::start(&["checkers", "hub"], None, &[])?;
//! let result = engine.play(&game, &Limit::movetime(Duration::from_millis(500)))?;
//! game.push_move(&result.best)?;
//! engine.quit();
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The protocol's texts are the library's (`checkers_game_hub_*`): the engine
//! is sent the moves since the last man move or capture (`pos ... moves=`),
//! so it sees repetitions, and its move is resolved by the library's Hub
//! parser, so an illegal one is an [`EngineError::IllegalMove`]. Every wait
//! is bounded: a thread reads the engine's output into a channel, and each
//! answer has a deadline (the start-up, every command, each search: its
//! limit's time plus a margin; a search limited by depth or nodes pings a
//! silent engine). A crashed engine is [`EngineError::Terminated`], a silent
//! one [`EngineError::Timeout`] (and is killed), garbage
//! [`EngineError::Protocol`]. Dropping the engine kills its process.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fmt;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::mem::MaybeUninit;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::ptr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::IllegalMove;
use crate::game::Game;
use crate::moves::Move;
use crate::sys;
use crate::text;

/// The longest line read from an engine; a longer one is garbage.
pub const MAX_LINE: usize = 1 << 16;

/// Why an engine failed.
#[derive(Debug)]
#[non_exhaustive]
pub enum EngineError {
    /// The process could not be started.
    Start(io::Error),
    /// The process ended, or closed its output, when an answer was due: its
    /// exit status when it had exited, and its last `error` message.
    Terminated(Option<ExitStatus>, Option<String>),
    /// No answer in time (what was awaited); the process has been killed.
    Timeout(String),
    /// A line the protocol does not allow where an answer was due (an
    /// unclosed quote, not UTF-8, too long); the process has been killed.
    Protocol(String),
    /// `done` without a move, with the engine's last `error` message.
    NoMove(Option<String>),
    /// The engine's move is not legal in the position it was given: its text
    /// and the library's refusal. The engine goes on.
    IllegalMove {
        /// The move text the engine sent.
        text: String,
        /// Why the library refused it.
        refusal: IllegalMove,
    },
    /// A request that cannot be made: a parameter the engine does not offer,
    /// a variant it does not play, a finished game, a search without a limit.
    Refused(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = |error: &Option<String>| match error {
            Some(message) => format!(" (its last error: {message})"),
            None => String::new(),
        };
        match self {
            EngineError::Start(error) => write!(f, "cannot start the engine: {error}"),
            EngineError::Terminated(Some(status), error) => {
                write!(f, "the engine ended ({status}){}", said(error))
            }
            EngineError::Terminated(None, error) => {
                write!(f, "the engine closed its output{}", said(error))
            }
            EngineError::Timeout(what) => {
                write!(
                    f,
                    "no answer in time: waited for {what}; the engine was killed"
                )
            }
            EngineError::Protocol(what) => write!(f, "the engine wrote {what}: not a Hub line"),
            EngineError::NoMove(error) => {
                write!(f, "the engine answered without a move{}", said(error))
            }
            EngineError::IllegalMove { text, refusal } => {
                write!(
                    f,
                    "the engine played '{text}', which is not legal here: {refusal}"
                )
            }
            EngineError::Refused(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::Start(error) => Some(error),
            EngineError::IllegalMove { refusal, .. } => Some(refusal),
            _ => None,
        }
    }
}

/// What a search may spend; at least one limit for [`HubEngine::play`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limit {
    /// The clock of the side to move (Hub `level time=`).
    pub time: Option<Duration>,
    /// Added to that clock before every move (`inc=`).
    pub inc: Option<Duration>,
    /// Moves to play within `time` (`moves=`; none: the rest of the game).
    pub moves: Option<u32>,
    /// Plies (`depth=`).
    pub depth: Option<u32>,
    /// Positions (`nodes=`).
    pub nodes: Option<u64>,
    /// The time for this move (`move-time=`).
    pub movetime: Option<Duration>,
}

impl Limit {
    /// A search to `plies`.
    pub fn depth(plies: u32) -> Limit {
        Limit {
            depth: Some(plies),
            ..Limit::default()
        }
    }

    /// A search of about `count` positions.
    pub fn nodes(count: u64) -> Limit {
        Limit {
            nodes: Some(count),
            ..Limit::default()
        }
    }

    /// A search of `time` for this move.
    pub fn movetime(time: Duration) -> Limit {
        Limit {
            movetime: Some(time),
            ..Limit::default()
        }
    }

    /// A move on a clock: `time` left, `inc` added before every move.
    pub fn clock(time: Duration, inc: Duration) -> Limit {
        Limit {
            time: Some(time),
            inc: Some(inc),
            ..Limit::default()
        }
    }

    /// Whether no limit is set (a search until stopped).
    pub fn is_empty(&self) -> bool {
        self.time.is_none()
            && self.depth.is_none()
            && self.nodes.is_none()
            && self.movetime.is_none()
    }

    /// The Hub `level` command for this limit (`level infinite` when empty),
    /// as the library writes it (`checkers_hub_write_level`) from times
    /// rounded to whole milliseconds; `moves` and `inc` go with `time` only.
    pub fn level(&self) -> String {
        let ms = |t: Option<Duration>| {
            t.map_or(-1, |t| {
                i64::try_from((t.as_nanos() + 500_000) / 1_000_000).unwrap_or(i64::MAX)
            })
        };
        let clock = |v: i64| if self.time.is_some() { v } else { -1 };
        let level = sys::checkers_hub_level {
            depth: self.depth.map_or(-1, |d| d.min(i32::MAX as u32) as i32),
            moves: clock(self.moves.map_or(-1, i64::from)).min(i32::MAX.into()) as i32,
            nodes: self.nodes.map_or(-1, |n| n.min(i64::MAX as u64) as i64),
            move_time_ms: ms(self.movetime),
            time_ms: ms(self.time),
            inc_ms: clock(ms(self.inc)),
        };
        // SAFETY: the struct lives through the call; a buffer of the given capacity.
        text::read(sys::CHECKERS_HUB_LEVEL_MAX as usize, |buf, cap| unsafe {
            sys::checkers_hub_write_level(&level, buf, cap)
        })
        .expect("every limit is -1 or in range, moves and inc only with time")
    }

    /// The most time the search may take (None: not bounded by time).
    pub fn budget(&self) -> Option<Duration> {
        let clock = self
            .time
            .map(|t| t.saturating_add(self.inc.unwrap_or_default()));
        match (self.movetime, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// What an `info` line said; only the fields the engine gave, read by the
/// library (`checkers_hub_parse_info`) as it reads every Hub number: decimal
/// digits, with at most one decimal point where a field has decimals (rounded
/// to six), a sign (`-` or `+`) on `score` only, no exponent, none beyond its
/// field. A field written otherwise (`depth=3.0`, `nodes=-5`, `time=1e3`,
/// `score=inf`) is not read: it is in `extra`. Of a name given twice only
/// the first counts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Info {
    /// Plies.
    pub depth: Option<i64>,
    /// The mean depth.
    pub mean_depth: Option<f64>,
    /// In men, for the side to move.
    pub score: Option<f64>,
    /// Positions searched.
    pub nodes: Option<u64>,
    /// Seconds.
    pub time: Option<f64>,
    /// Millions of positions a second, as Hub gives it.
    pub nps: Option<f64>,
    /// The expected line: Hub move texts separated by spaces.
    pub pv: Option<String>,
    /// Other fields, and fields the engine wrote badly, as text, in the
    /// line's order (among its first 32 arguments).
    pub extra: Vec<(String, String)>,
}

impl Info {
    /// The `info` line `line`, whose arguments `split` gave as `args`.
    fn read(line: &str, args: &Args) -> Info {
        let mut c = sys::checkers_hub_info::default();
        // SAFETY: the text's bytes and their length; the struct lives through
        // the call. On an error (none after `split`) nothing is given.
        unsafe { sys::checkers_hub_parse_info(line.as_ptr().cast(), line.len(), &mut c) };
        let given = |bit: i32| c.given & bit as u32 != 0;
        let micro = |bit: i32, value: i64| given(bit).then(|| value as f64 / 1e6);
        // Both index the arguments as checkers_hub_parse_line does.
        let extra = args
            .iter()
            .enumerate()
            .filter(|(i, _)| (*i as u32) < u32::BITS && c.extra & (1 << i) != 0)
            .filter_map(|(_, (name, value))| Some((name.clone(), value.clone()?)))
            .collect();
        // A span of the line, at ASCII bytes: its moves, one blank between them.
        let pv = given(sys::CHECKERS_HUB_INFO_PV).then(|| {
            let start = c.pv as usize;
            let text = line.get(start..start + c.pv_length as usize).unwrap_or("");
            let moves = text.split([' ', '\t']);
            moves
                .filter(|m| !m.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        });
        Info {
            depth: given(sys::CHECKERS_HUB_INFO_DEPTH).then(|| c.depth.into()),
            mean_depth: micro(sys::CHECKERS_HUB_INFO_MEAN_DEPTH, c.mean_depth_micro),
            score: micro(sys::CHECKERS_HUB_INFO_SCORE, c.score_micro),
            nodes: given(sys::CHECKERS_HUB_INFO_NODES).then_some(c.nodes as u64),
            time: micro(sys::CHECKERS_HUB_INFO_TIME, c.time_us),
            nps: micro(sys::CHECKERS_HUB_INFO_NPS, c.nps),
            pv,
            extra,
        }
    }
}

/// An engine's move: `best` is legal in the game given, `ponder` (the answer
/// it expects) in the position after it, `info` its last `info` line.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayResult {
    /// The move to play.
    pub best: Move,
    /// The answer the engine expects, when it named a legal one.
    pub ponder: Option<Move>,
    /// The engine's last `info`.
    pub info: Info,
}

/// A parameter the engine offers (a `param` line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// bool, int, real, string or enum.
    pub kind: String,
    /// Its value when offered.
    pub value: Option<String>,
    /// An int's or real's bounds.
    pub min: Option<String>,
    /// An int's or real's bounds.
    pub max: Option<String>,
    /// An enum's values.
    pub values: Vec<String>,
}

// ------------------------------------------------------------ line syntax

type Args = Vec<(String, Option<String>)>;

/// A line's command and arguments (a flag's value is None), as the library
/// reads Hub's syntax (`checkers_hub_parse_line`); None when it cannot read it.
fn split(line: &str) -> Option<(String, Args)> {
    let mut spans = MaybeUninit::<sys::checkers_hub_line>::uninit();
    // SAFETY: the text's bytes and their length; the struct is written whole
    // whenever the text and the struct are not NULL.
    let status = unsafe {
        sys::checkers_hub_parse_line(line.as_ptr().cast(), line.len(), spans.as_mut_ptr())
    };
    if status != 0 {
        return None;
    }
    // SAFETY: written by the call above.
    let spans = unsafe { spans.assume_init() };
    // Spans start and end at ASCII bytes or the text's ends: char boundaries.
    let span = |offset: i32, length: i32| {
        let start = offset as usize;
        line.get(start..start + length as usize)
            .unwrap_or("")
            .to_string()
    };
    let args = (0..spans.count as usize)
        .map(|i| {
            let value = (spans.value[i] >= 0).then(|| span(spans.value[i], spans.value_length[i]));
            (span(spans.name[i], spans.name_length[i]), value)
        })
        .collect();
    Some((span(spans.command, spans.command_length), args))
}

fn arg<'a>(args: &'a Args, name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(n, _)| n == name)
        .and_then(|(_, v)| v.as_deref())
}

fn quote(value: &str) -> Result<String, EngineError> {
    // SAFETY: the value's bytes and their length, a buffer of the given capacity.
    text::read(value.len() + 3, |buf, cap| unsafe {
        sys::checkers_hub_write_value(value.as_ptr().cast(), value.len(), buf, cap)
    })
    .map_err(|_| {
        EngineError::Refused(format!(
            "a Hub value cannot hold a quote or a line end: {value:?}"
        ))
    })
}

// ----------------------------------------------------------------- engine

/// What the reading thread hands over.
enum Event {
    Line(Vec<u8>),
    End,
    /// A [`Stopper`] asked for the end of the search.
    Wake,
}

/// The engine's input and whether it searches, shared with [`Stopper`]s.
struct Shared {
    stdin: Option<ChildStdin>,
    searching: bool,
}

fn lock(shared: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    // A writer that panicked left nothing half-done that matters here.
    shared
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn write_line(shared: &mut Shared, line: &str) -> io::Result<()> {
    match shared.stdin.as_mut() {
        Some(stdin) => {
            stdin.write_all(format!("{line}\n").as_bytes())?;
            stdin.flush()
        }
        None => Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed")),
    }
}

/// Stops the engine's running search from another thread (see
/// [`HubEngine::stopper`]).
#[derive(Clone)]
pub struct Stopper {
    shared: Arc<Mutex<Shared>>,
    wake: Sender<Event>,
}

impl Stopper {
    /// Asks the running search to end now (`stop`): the call waiting for it
    /// returns the engine's answer. Without a search it does nothing.
    pub fn stop(&self) {
        let mut shared = lock(&self.shared);
        if shared.searching && write_line(&mut shared, "stop").is_ok() {
            let _ = self.wake.send(Event::Wake);
        }
    }
}

impl fmt::Debug for Stopper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Stopper")
    }
}

/// Where a search's line of output led.
enum Heard {
    /// A line's command, arguments and text.
    Line(String, Args, String),
    Stopped,
    Silence,
}

/// A Hub engine in a process of its own. Its process is killed on drop.
///
/// Timeouts: the start-up (until `ready`), every answer outside a search and
/// [`quit`](Self::quit) wait at most [`timeout`](Self::set_timeout) (10 s by
/// default); a search, its limit's time plus the
/// [`margin`](Self::set_margin) (1 s); a search with no time in its limit
/// pings the engine whenever it has been silent for `timeout`.
///
/// The game's variant is set through the engine's `variant` parameter
/// before each search when it offers one (with the library's names, or
/// Scan's: normal, losing, bt) and the start's options did not set it.
pub struct HubEngine {
    child: Child,
    shared: Arc<Mutex<Shared>>,
    events: Receiver<Event>,
    wake: Sender<Event>,
    timeout: Duration,
    margin: Duration,
    id: BTreeMap<String, String>,
    params: Vec<Param>,
    values: BTreeMap<String, String>,
    errors: Vec<String>,
    variant_chosen: bool,
    closed: bool,
    status: Option<ExitStatus>,
}

impl fmt::Debug for HubEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HubEngine")
            .field("pid", &self.child.id())
            .field("id", &self.id)
            .field("closed", &self.closed)
            .finish()
    }
}

impl HubEngine {
    /// Starts `command` (the program, then its arguments) in `cwd` (None:
    /// this process's), sends `options` (`set-param`) and waits for `ready`,
    /// at most 10 seconds.
    pub fn start<S: AsRef<OsStr>>(
        command: &[S],
        cwd: Option<&Path>,
        options: &[(&str, &str)],
    ) -> Result<HubEngine, EngineError> {
        let program = command.first().ok_or_else(|| {
            EngineError::Start(io::Error::new(io::ErrorKind::InvalidInput, "no command"))
        })?;
        let mut builder = Command::new(program);
        builder.args(&command[1..]);
        if let Some(dir) = cwd {
            builder.current_dir(dir);
        }
        HubEngine::spawn(builder, options, Duration::from_secs(10))
    }

    /// Starts a command built by the caller (its arguments, directory,
    /// environment, standard error; its input and output become pipes), with
    /// `timeout` for the start-up, each answer and quit.
    pub fn spawn(
        mut command: Command,
        options: &[(&str, &str)],
        timeout: Duration,
    ) -> Result<HubEngine, EngineError> {
        command.stdin(Stdio::piped()).stdout(Stdio::piped());
        let mut child = command.spawn().map_err(EngineError::Start)?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take();
        let (sender, events) = mpsc::channel();
        if let Some(stdout) = stdout {
            let lines = sender.clone();
            let spawned = thread::Builder::new()
                .name("hub engine reader".into())
                .spawn(move || read_lines(stdout, &lines));
            if let Err(error) = spawned {
                let _ = child.kill();
                let _ = child.wait();
                return Err(EngineError::Start(error));
            }
        }
        let mut engine = HubEngine {
            child,
            shared: Arc::new(Mutex::new(Shared {
                stdin,
                searching: false,
            })),
            events,
            wake: sender,
            timeout,
            margin: Duration::from_secs(1),
            id: BTreeMap::new(),
            params: Vec::new(),
            values: BTreeMap::new(),
            errors: Vec::new(),
            variant_chosen: false,
            closed: false,
            status: None,
        };
        engine.handshake(options)?; // on error, the engine drops: killed
        Ok(engine)
    }

    fn handshake(&mut self, options: &[(&str, &str)]) -> Result<(), EngineError> {
        let deadline = Instant::now() + self.timeout;
        self.send("hub")?;
        loop {
            let (command, args) = self.expect(deadline, "the start-up (hub ... wait)")?;
            match command.as_str() {
                "id" => {
                    for (name, value) in args {
                        self.id.insert(name, value.unwrap_or_default());
                    }
                }
                "param" => {
                    if let Some(name) = arg(&args, "name") {
                        let param = Param {
                            name: name.to_string(),
                            kind: arg(&args, "type").unwrap_or("string").to_string(),
                            value: arg(&args, "value").map(str::to_string),
                            min: arg(&args, "min").map(str::to_string),
                            max: arg(&args, "max").map(str::to_string),
                            // Words as the library reads a Hub list: blanks between them.
                            values: arg(&args, "values")
                                .unwrap_or("")
                                .split(|c| c == ' ' || c == '\t')
                                .filter(|word| !word.is_empty())
                                .map(str::to_string)
                                .collect(),
                        };
                        if let Some(value) = &param.value {
                            self.values.insert(param.name.clone(), value.clone());
                        }
                        self.params.retain(|p| p.name != param.name);
                        self.params.push(param);
                    }
                }
                "wait" => break,
                _ => {}
            }
        }
        self.set_params(options, deadline)
    }

    /// `set-param` for each option, then `init` (waiting for `ready` until `deadline`).
    fn set_params(
        &mut self,
        options: &[(&str, &str)],
        deadline: Instant,
    ) -> Result<(), EngineError> {
        for (name, value) in options {
            self.set_param(name, value)?;
            self.variant_chosen |= *name == "variant";
        }
        self.init(deadline)
    }

    fn set_param(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        if self.param(name).is_none() {
            let offered: Vec<&str> = self.params.iter().map(|p| p.name.as_str()).collect();
            return Err(EngineError::Refused(format!(
                "the engine has no parameter '{name}' (it offers: {})",
                offered.join(", ")
            )));
        }
        self.send(&format!(
            "set-param name={} value={}",
            quote(name)?,
            quote(value)?
        ))?;
        self.values.insert(name.to_string(), value.to_string());
        Ok(())
    }

    fn init(&mut self, deadline: Instant) -> Result<(), EngineError> {
        self.send("init")?;
        while self.expect(deadline, "init (ready)")?.0 != "ready" {}
        Ok(())
    }

    /// The engine's `id`: name, version, author, country...
    pub fn id(&self) -> &BTreeMap<String, String> {
        &self.id
    }

    /// The parameters the engine offers, in its order.
    pub fn params(&self) -> &[Param] {
        &self.params
    }

    /// The parameter called `name`, if offered.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params.iter().find(|p| p.name == name)
    }

    /// The `error message=` lines the engine wrote, oldest first.
    pub fn errors(&self) -> &[String] {
        &self.errors
    }

    /// Sets how long the start-up, each answer and quit may take, and the
    /// silence after which a search with no time limit pings the engine.
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// Sets the time a search may take beyond its limit's.
    pub fn set_margin(&mut self, margin: Duration) {
        self.margin = margin;
    }

    /// A handle that stops the running search from another thread.
    pub fn stopper(&self) -> Stopper {
        Stopper {
            shared: Arc::clone(&self.shared),
            wake: self.wake.clone(),
        }
    }

    /// Sets parameters (`set-param`) and makes the engine take them (`init`).
    pub fn configure(&mut self, options: &[(&str, &str)]) -> Result<(), EngineError> {
        self.check_alive()?;
        self.set_params(options, Instant::now() + self.timeout)
    }

    /// `ping`, waiting for `pong`.
    pub fn ping(&mut self) -> Result<(), EngineError> {
        self.check_alive()?;
        let deadline = Instant::now() + self.timeout;
        self.send("ping")?;
        while self.expect(deadline, "ping (pong)")?.0 != "pong" {}
        Ok(())
    }

    /// `new-game`: the next position is from another game.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.check_alive()?;
        self.send("new-game")
    }

    /// Does nothing: a search runs inside [`play`](Self::play) and
    /// [`analyse`](Self::analyse), which hold the engine; stop it with a
    /// [`stopper`](Self::stopper) from another thread or from `on_info`.
    pub fn stop(&self) {
        self.stopper().stop();
    }

    fn choose_variant(&mut self, variant: &str) -> Result<(), EngineError> {
        let param = match self.param("variant") {
            Some(param) if !self.variant_chosen => param,
            _ => return Ok(()), // an engine of one game: the caller's to match it
        };
        // The library's name, else Scan's (normal, losing, bt): the library's one table.
        let values =
            (param.kind == "enum" && !param.values.is_empty()).then(|| param.values.join(" "));
        let (list, length) = values
            .as_ref()
            .map_or((ptr::null(), 0), |v| (v.as_ptr().cast(), v.len()));
        let name = text::c_string(variant).and_then(|variant| {
            // SAFETY: a NUL-terminated name, the list's bytes and their length, a buffer of
            // the given capacity.
            text::read(sys::CHECKERS_HUB_VARIANT_MAX as usize, |buf, cap| unsafe {
                sys::checkers_hub_variant_name(variant.as_ptr(), list, length, buf, cap)
            })
            .ok()
        });
        let wanted = match name {
            Some(name) => name,
            None => {
                return Err(EngineError::Refused(format!(
                    "the engine does not play {variant} (its variants: {})",
                    param.values.join(" ")
                )))
            }
        };
        if self.values.get("variant") != Some(&wanted) {
            self.set_param("variant", &wanted)?;
            self.init(Instant::now() + self.timeout)?;
        }
        Ok(())
    }

    /// The engine's move in `game` within `limit` (`go think`), resolved by
    /// the library: [`EngineError::IllegalMove`] when it is not legal there.
    pub fn play(&mut self, game: &Game, limit: &Limit) -> Result<PlayResult, EngineError> {
        self.play_with(game, limit, |_| true)
    }

    /// [`play`](Self::play), calling `on_info` with each `info` as it comes;
    /// when it returns false, the search is stopped (its answer is awaited).
    pub fn play_with(
        &mut self,
        game: &Game,
        limit: &Limit,
        on_info: impl FnMut(&Info) -> bool,
    ) -> Result<PlayResult, EngineError> {
        if limit.is_empty() {
            return Err(EngineError::Refused(
                "play needs a limit (time, movetime, depth or nodes)".into(),
            ));
        }
        let (done, info) = self.search(game, limit, "think", on_info)?;
        let best = self.resolve(game, &done)?;
        let ponder = arg(&done, "ponder")
            .filter(|text| !text.is_empty())
            .and_then(|text| {
                let mut after = game.clone();
                after.push_move(&best).ok()?;
                if after.status().map(|s| s.is_over()).unwrap_or(true) {
                    return None;
                }
                after.parse_hub_move(text).ok()
            });
        Ok(PlayResult { best, ponder, info })
    }

    /// The engine's last `info` on `game` after a search within `limit` (`go
    /// think`), its best line in `pv` (the move and the expected answer when
    /// it wrote no line of its own). With an empty limit the engine analyses
    /// (`level infinite`, `go analyze`) until stopped: from `on_info` of
    /// [`analyse_with`](Self::analyse_with) or a [`Stopper`].
    pub fn analyse(&mut self, game: &Game, limit: &Limit) -> Result<Info, EngineError> {
        self.analyse_with(game, limit, |_| true)
    }

    /// [`analyse`](Self::analyse), calling `on_info` with each `info`; when it
    /// returns false, the search is stopped.
    pub fn analyse_with(
        &mut self,
        game: &Game,
        limit: &Limit,
        on_info: impl FnMut(&Info) -> bool,
    ) -> Result<Info, EngineError> {
        let mode = if limit.is_empty() { "analyze" } else { "think" };
        let (done, mut info) = self.search(game, limit, mode, on_info)?;
        self.resolve(game, &done)?;
        if info.pv.is_none() {
            let line: Vec<&str> = ["move", "ponder"]
                .iter()
                .filter_map(|name| arg(&done, name))
                .filter(|text| !text.is_empty())
                .collect();
            info.pv = Some(line.join(" "));
        }
        Ok(info)
    }

    fn resolve(&self, game: &Game, done: &Args) -> Result<Move, EngineError> {
        let text = match arg(done, "move").filter(|text| !text.is_empty()) {
            Some(text) => text,
            None => return Err(EngineError::NoMove(self.errors.last().cloned())),
        };
        game.parse_hub_move(text)
            .map_err(|refusal| EngineError::IllegalMove {
                text: text.to_string(),
                refusal,
            })
    }

    fn search(
        &mut self,
        game: &Game,
        limit: &Limit,
        mode: &str,
        mut on_info: impl FnMut(&Info) -> bool,
    ) -> Result<(Args, Info), EngineError> {
        self.check_alive()?;
        let over = game
            .status()
            .map_err(|error| EngineError::Refused(error.to_string()))?
            .is_over();
        if over {
            return Err(EngineError::Refused("no search in a finished game".into()));
        }
        self.choose_variant(game.variant())?;
        // What an earlier call left unread (a late pong, a stale wake).
        while let Ok(event) = self.events.try_recv() {
            if let Event::End = event {
                let _ = self.wake.send(Event::End);
                break;
            }
        }
        let deadline = limit.budget().map(|b| Instant::now() + b + self.margin);
        {
            let mut shared = lock(&self.shared);
            let sent = write_line(&mut shared, &game.hub_pos())
                .and_then(|_| write_line(&mut shared, &limit.level()))
                .and_then(|_| write_line(&mut shared, &format!("go {mode}")));
            shared.searching = sent.is_ok();
            drop(shared);
            if sent.is_err() {
                return Err(self.terminated());
            }
        }
        let result = self.search_loop(deadline, &mut on_info);
        lock(&self.shared).searching = false;
        result
    }

    fn search_loop(
        &mut self,
        deadline: Option<Instant>,
        on_info: &mut dyn FnMut(&Info) -> bool,
    ) -> Result<(Args, Info), EngineError> {
        let mut info = Info::default();
        let mut heard = Instant::now();
        let mut pinged: Option<Instant> = None;
        let mut stopped: Option<Instant> = None;
        loop {
            let mut until = deadline;
            if let Some(at) = stopped {
                until = Some(until.map_or(at + self.timeout, |d| d.min(at + self.timeout)));
            }
            if deadline.is_none() && stopped.is_none() {
                until = Some(pinged.unwrap_or(heard) + self.timeout);
            }
            match self.next(until)? {
                Heard::Silence => {
                    if pinged.is_none() && deadline.is_none() && stopped.is_none() {
                        self.send("ping")?;
                        pinged = Some(Instant::now());
                        continue;
                    }
                    let what = if stopped.is_some() {
                        "the end of the search after stop"
                    } else if pinged.is_some() {
                        "a sign of life (pong)"
                    } else {
                        "the search's answer (done)"
                    };
                    return Err(self.timed_out(what));
                }
                Heard::Stopped => {
                    stopped.get_or_insert_with(Instant::now);
                }
                Heard::Line(command, args, line) => {
                    heard = Instant::now();
                    pinged = None;
                    match command.as_str() {
                        "info" => {
                            info = Info::read(&line, &args);
                            if !on_info(&info) && stopped.is_none() {
                                self.send("stop")?;
                                stopped = Some(Instant::now());
                            }
                        }
                        "error" => self.note_error(&args),
                        "done" => return Ok((args, info)),
                        _ => {}
                    }
                }
            }
        }
    }

    /// The next event before `until` (None: no limit): a line, read.
    fn next(&mut self, until: Option<Instant>) -> Result<Heard, EngineError> {
        let event = match until {
            Some(at) => {
                let wait = at.saturating_duration_since(Instant::now());
                match self.events.recv_timeout(wait) {
                    Ok(event) => event,
                    Err(RecvTimeoutError::Timeout) => return Ok(Heard::Silence),
                    Err(RecvTimeoutError::Disconnected) => Event::End,
                }
            }
            None => self.events.recv().unwrap_or(Event::End),
        };
        match event {
            Event::Wake => Ok(Heard::Stopped),
            Event::End => {
                let _ = self.wake.send(Event::End); // for later calls
                Err(self.terminated())
            }
            Event::Line(bytes) => {
                if bytes.len() > MAX_LINE {
                    return Err(self.garbled(format!("a line longer than {MAX_LINE} bytes")));
                }
                let mut text = match String::from_utf8(bytes) {
                    Ok(text) => text,
                    Err(error) => {
                        let start = &error.as_bytes()[..error.as_bytes().len().min(80)];
                        return Err(self.garbled(format!(
                            "a line that is not UTF-8 text: {:?}",
                            String::from_utf8_lossy(start)
                        )));
                    }
                };
                text.truncate(text.trim_end_matches(['\r', '\n']).len());
                match split(&text) {
                    Some((command, args)) => Ok(Heard::Line(command, args, text)),
                    None => Err(self.garbled(format!("{text:?}"))),
                }
            }
        }
    }

    /// The next line before `deadline`, read; `error` lines noted and skipped.
    fn expect(&mut self, deadline: Instant, what: &str) -> Result<(String, Args), EngineError> {
        loop {
            match self.next(Some(deadline))? {
                Heard::Silence => return Err(self.timed_out(what)),
                Heard::Stopped => {}
                Heard::Line(command, args, _) => {
                    if command != "error" {
                        return Ok((command, args));
                    }
                    self.note_error(&args);
                }
            }
        }
    }

    fn note_error(&mut self, args: &Args) {
        self.errors
            .push(arg(args, "message").unwrap_or("").to_string());
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let sent = write_line(&mut lock(&self.shared), line);
        sent.map_err(|_| self.terminated())
    }

    fn check_alive(&mut self) -> Result<(), EngineError> {
        if self.closed {
            return Err(EngineError::Terminated(
                self.status,
                self.errors.last().cloned(),
            ));
        }
        Ok(())
    }

    /// The error of an engine that has ended: its status (waited for briefly).
    fn terminated(&mut self) -> EngineError {
        if !self.closed {
            self.wait_exit(self.timeout.min(Duration::from_secs(1)));
            self.kill();
        }
        EngineError::Terminated(self.status, self.errors.last().cloned())
    }

    fn timed_out(&mut self, what: &str) -> EngineError {
        self.kill();
        EngineError::Timeout(what.to_string())
    }

    fn garbled(&mut self, what: String) -> EngineError {
        // Mid-answer, what the engine does next cannot be known: it is ended.
        self.kill();
        EngineError::Protocol(what)
    }

    /// `quit`, then waits for the process to end (at most the timeout) and
    /// kills it if it has not; returns its exit status. Later calls are
    /// [`EngineError::Terminated`].
    pub fn quit(&mut self) -> Option<ExitStatus> {
        if self.closed {
            return self.status;
        }
        let _ = self.send("quit");
        lock(&self.shared).stdin = None; // the end of its input: quit too
        self.wait_exit(self.timeout);
        self.kill();
        self.status
    }

    /// Waits at most `time` for the process to end, noting its status.
    fn wait_exit(&mut self, time: Duration) {
        let deadline = Instant::now() + time;
        while self.status.is_none() && Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(status)) => self.status = Some(status),
                Ok(None) => thread::sleep(Duration::from_millis(5)),
                Err(_) => break,
            }
        }
    }

    /// Whether the process is running and usable.
    pub fn is_alive(&mut self) -> bool {
        !self.closed && matches!(self.child.try_wait(), Ok(None))
    }

    /// The process's exit status, once it has ended.
    pub fn exit_status(&mut self) -> Option<ExitStatus> {
        if self.status.is_none() {
            self.status = self.child.try_wait().ok().flatten();
        }
        self.status
    }

    fn kill(&mut self) {
        self.closed = true;
        lock(&self.shared).stdin = None;
        if self.status.is_none() {
            if let Ok(None) = self.child.try_wait() {
                let _ = self.child.kill();
            }
            self.status = self.child.wait().ok();
        }
    }
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The reading thread: lines of at most MAX_LINE + 1 bytes, then End.
fn read_lines(stdout: impl Read, events: &Sender<Event>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut line = Vec::new();
        match reader
            .by_ref()
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                if line.last() == Some(&b'\n') {
                    line.pop();
                }
                if events.send(Event::Line(line)).is_err() {
                    return; // the engine was dropped
                }
            }
        }
    }
    let _ = events.send(Event::End);
}

#[cfg(test)]
mod tests {
    use super::split;

    fn args(pairs: &[(&str, Option<&str>)]) -> super::Args {
        pairs
            .iter()
            .map(|(n, v)| (n.to_string(), v.map(str::to_string)))
            .collect()
    }

    #[test]
    fn a_line_splits_into_its_command_and_arguments() {
        let line = "info depth=3  pv=\"11-15 23-19\"\tflag e= q=\"a=b\" x=1 ";
        let expected = args(&[
            ("depth", Some("3")),
            ("pv", Some("11-15 23-19")),
            ("flag", None),
            ("e", Some("")),
            ("q", Some("a=b")),
            ("x", Some("1")),
        ]);
        assert_eq!(split(line), Some(("info".to_string(), expected)));
        assert_eq!(split(" ready "), Some(("ready".to_string(), Vec::new())));
        assert_eq!(split("error message=\"unclosed"), None);
        assert_eq!(split("done move=\"11-15\"x"), None); // a quote must end its word
    }
}
