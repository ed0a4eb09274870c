// SPDX-License-Identifier: MIT
//! checkers::engine: a Hub engine driven from Rust. The library's own engine
//! (`checkers hub`, the CLI that CMake names in CHECKERS_CLI; those tests do
//! nothing without it) plays and analyses; a shell script (`sh -c`) fails in every way
//! an engine can, and each failure must be its EngineError within its time.
#![cfg(unix)]

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use checkers::engine::{EngineError, HubEngine, Info, Limit, Stopper};
use checkers::{ErrorKind, Game};

const FAKE: &str = r#"
mode="$1"
log="$2"
held=
answer() {
    echo 'info depth=3 mean-depth=2.5 score=0.25 nodes=120 time=0.010 nps=0.01 pv="11-15 23-19" hashfull=7'
    echo 'done move=11-15 ponder=23-19'
}
while IFS= read -r line; do
    if [ -n "$log" ]; then printf '%s\n' "$line" >> "$log"; fi
    case "$line" in
    hub*)
        if [ "$mode" = slow-start ]; then exec sleep 30; fi
        echo 'id name=fake version=1 author="the tests"'
        if [ "$mode" = crash-start ]; then exit 3; fi
        if [ "$mode" = variants ]; then
            echo 'param name=variant value=english type=enum values="english international"'
        fi
        if [ "$mode" = scan-variants ]; then
            printf 'param name=variant value=frisian type=enum values="normal killer bt frisian\tlosing x\302\240y"\n'
        fi
        echo 'param name=book value=true type=bool'
        echo wait ;;
    init*) echo ready ;;
    ping*) if [ "$mode" != silent ]; then echo pong; fi ;;
    quit*) if [ "$mode" = deaf ]; then exec sleep 30; fi; exit 0 ;;
    stop*)
        if [ -n "$held" ]; then
            held=
            if [ "$mode" != no-done-after-stop ]; then answer; fi
        fi ;;
    go*)
        case "$mode" in
        crash) exit 7 ;;
        stall|silent) ;;
        garbage) echo 'done move="11-15' ;;
        binary) printf '\377\376 garbage\n' ;;
        illegal) echo 'done move=22-18' ;;
        nomove) echo 'error message="no move found"'; echo done ;;
        analyze|no-done-after-stop) echo 'info depth=1'; held=1 ;;
        *) answer ;;
        esac ;;
    esac
done
"#;

/// A new empty directory, for a test to remove.
fn scratch() -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("checkers-engine-test-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The fake engine in `mode`, with 1 s timeouts and a 0.5 s margin.
fn fake(mode: &str, log: Option<&PathBuf>) -> Result<HubEngine, EngineError> {
    let mut command = Command::new("sh");
    command.arg("-c").arg(FAKE).arg("fake").arg(mode);
    if let Some(log) = log {
        command.arg(log);
    }
    let mut engine = HubEngine::spawn(command, &[], Duration::from_secs(1))?;
    engine.set_margin(Duration::from_millis(500));
    Ok(engine)
}

fn cli() -> Option<String> {
    std::env::var("CHECKERS_CLI")
        .ok()
        .filter(|path| !path.is_empty())
}

fn real() -> Option<HubEngine> {
    match cli() {
        Some(path) => Some(HubEngine::start(&[path.as_str(), "hub"], None, &[]).unwrap()),
        None => {
            eprintln!("CHECKERS_CLI (the checkers program) not set: skipped");
            None
        }
    }
}

/// An `on_info` that stops the search from another thread 0.1 s after the
/// first info, leaving the thread in `timer` to join: the search has begun by
/// then, where a timer could fire before it on a busy machine (and a stop
/// without a search does nothing).
fn stop_from_another_thread(
    stopper: Stopper,
    timer: &mut Option<thread::JoinHandle<()>>,
) -> impl FnMut(&Info) -> bool + '_ {
    let mut stopper = Some(stopper);
    move |_| {
        if let Some(stopper) = stopper.take() {
            *timer = Some(thread::spawn(move || {
                thread::sleep(Duration::from_millis(100));
                stopper.stop();
            }));
        }
        true
    }
}

fn bounded<T>(seconds: u64, run: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let value = run();
    let took = start.elapsed();
    assert!(took < Duration::from_secs(seconds), "took {took:?}");
    value
}

// ------------------------------------------------------------------ codecs

#[test]
fn the_codecs_are_the_librarys() {
    let mut game = Game::new("international").unwrap();
    let start = format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20));
    assert_eq!(game.hub_position(), start);
    assert_eq!(game.hub_pos(), format!("pos pos={start}"));
    game.push_moves("32-28 19-23").unwrap();
    let capture = game.parse_hub_move("28x19x23").unwrap();
    assert_eq!(
        (capture.from, capture.to, capture.captured.clone()),
        (28, 19, vec![23])
    );
    assert_eq!(game.hub_move_text(&capture).unwrap(), "28x19x23");
    // Man moves: the position after them, no moves= (kings' moves are kept).
    assert_eq!(game.hub_pos(), format!("pos pos={}", game.hub_position()));
    let mut kings = Game::from_fen("english", "B:WK30:BK3").unwrap();
    let before = kings.hub_position();
    kings.push_moves("3-7 30-26 7-3").unwrap();
    assert_eq!(
        kings.hub_pos(),
        format!("pos pos={before} moves=\"3-7 30-26 7-3\"")
    );
    let back = Game::from_hub("international", &game.hub_position()).unwrap();
    assert_eq!(back.fen(), game.fen());
    let refused = Game::new("english")
        .unwrap()
        .parse_hub_move("15-19")
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::NoPiece);
    assert_eq!(
        Game::from_hub("english", "Wxx").unwrap_err().kind(),
        ErrorKind::FenSyntax
    );
}

#[test]
fn a_limit_is_hubs_level_in_seconds() {
    assert_eq!(Limit::depth(6).level(), "level depth=6");
    assert_eq!(
        Limit::movetime(Duration::from_millis(250)).level(),
        "level move-time=0.25"
    );
    let clock = Limit {
        moves: Some(40),
        ..Limit::clock(Duration::from_secs(60), Duration::from_millis(500))
    };
    assert_eq!(clock.level(), "level moves=40 time=60 inc=0.5");
    assert_eq!(Limit::default().level(), "level infinite");
    assert_eq!(clock.budget(), Some(Duration::from_millis(60_500)));
    assert_eq!(Limit::nodes(5).budget(), None);
}

// ------------------------------------------------------ the library's engine

#[test]
fn checkers_hub_plays_a_legal_move_with_its_expected_answer_and_info() {
    let mut engine = match real() {
        Some(engine) => engine,
        None => return,
    };
    assert_eq!(
        engine.id().get("name").map(String::as_str),
        Some("checkers")
    );
    let variants = &engine.param("variant").unwrap().values;
    assert!(variants.iter().any(|v| v == "international"));
    let mut game = Game::new("english").unwrap();
    let result = bounded(8, || engine.play(&game, &Limit::depth(6)).unwrap());
    assert!(game.legal_moves().unwrap().contains(&result.best));
    assert_eq!(result.info.depth, Some(6));
    assert!(result.info.nodes.unwrap() > 0 && result.info.score.is_some());
    game.push_move(&result.best).unwrap();
    assert!(game
        .legal_moves()
        .unwrap()
        .contains(&result.ponder.unwrap()));
    assert!(engine.quit().unwrap().success());
    assert!(matches!(
        engine.play(&game, &Limit::depth(1)),
        Err(EngineError::Terminated(..))
    ));
}

#[test]
fn checkers_hub_plays_every_variant() {
    let mut engine = match real() {
        Some(engine) => engine,
        None => return,
    };
    for variant in checkers::variants() {
        let mut game = Game::new(variant.name()).unwrap();
        for _ in 0..3 {
            if game.status().unwrap().is_over() {
                break;
            }
            let result = engine.play(&game, &Limit::depth(2)).unwrap();
            game.push_move(&result.best).unwrap();
        }
        assert!(game.ply_count() >= 1, "{}", variant.name());
    }
}

#[test]
fn checkers_hub_analyses_and_is_stopped() {
    let mut engine = match real() {
        Some(engine) => engine,
        None => return,
    };
    let game = Game::new("russian").unwrap();
    let info = engine.analyse(&game, &Limit::depth(5)).unwrap();
    assert_eq!(info.depth, Some(5));
    assert!(info.pv.unwrap().split(' ').count() >= 2);

    let stopper = engine.stopper();
    let mut timer = None;
    let info = bounded(4, || {
        engine
            .analyse_with(
                &game,
                &Limit::default(),
                stop_from_another_thread(stopper, &mut timer),
            )
            .unwrap()
    });
    timer.unwrap().join().unwrap();
    assert!(info.depth.unwrap() >= 1);

    let info = bounded(4, || {
        engine
            .analyse_with(&game, &Limit::default(), |info| info.depth.unwrap_or(0) < 3)
            .unwrap()
    });
    assert!(info.depth.unwrap() >= 3);
}

#[test]
fn checkers_hub_refuses_an_unknown_parameter_and_takes_options() {
    let path = match cli() {
        Some(path) => path,
        None => return,
    };
    let refused = HubEngine::start(&[path.as_str(), "hub"], None, &[("colour", "red")]);
    assert!(matches!(refused, Err(EngineError::Refused(ref why)) if why.contains("colour")));
    let dir = scratch();
    let mut engine =
        HubEngine::start(&[path.as_str(), "hub"], Some(&dir), &[("table-bits", "12")]).unwrap();
    engine.ping().unwrap();
    engine.new_game().unwrap();
    let game = Game::new("frisian").unwrap();
    let result = engine
        .play(&game, &Limit::movetime(Duration::from_millis(100)))
        .unwrap();
    assert!((31..=50).contains(&result.best.from));
    drop(engine);
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---------------------------------------------------------- fake engines

#[test]
fn the_fake_engine_is_sent_the_protocol() {
    let dir = scratch();
    let log = dir.join("log");
    let game = Game::new("english").unwrap();
    let mut engine = fake("good", Some(&log)).unwrap();
    engine.configure(&[("book", "false")]).unwrap();
    let limit = Limit::clock(Duration::from_secs(30), Duration::from_millis(500));
    let result = engine.play(&game, &limit).unwrap();
    assert_eq!(result.best.text, "11-15");
    assert_eq!(result.ponder.unwrap().text, "23-19");
    assert_eq!(result.info.mean_depth, Some(2.5));
    assert_eq!(result.info.pv.as_deref(), Some("11-15 23-19"));
    assert_eq!(
        result.info.extra,
        vec![("hashfull".to_string(), "7".to_string())]
    );
    assert!(engine.quit().unwrap().success());
    let said = std::fs::read_to_string(&log).unwrap();
    let expected = [
        "hub".to_string(),
        "init".into(),
        "set-param name=book value=false".into(),
        "init".into(),
        game.hub_pos(),
        "level time=30 inc=0.5".into(),
        "go think".into(),
        "quit".into(),
    ];
    assert_eq!(said.lines().collect::<Vec<_>>(), expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_info_field_written_badly_is_extra_and_a_score_may_have_a_plus() {
    const SLOPPY: &str = r#"
while IFS= read -r line; do
    case "$line" in
    hub*) echo 'id name=sloppy'; echo wait ;;
    init*) echo ready ;;
    go*)
        echo 'info depth=3.0 score=+0.5 nodes=-5 time=1e3 nps=inf mean-depth=2.5 pv="11-15  23-19" x=7'
        echo 'done move=11-15' ;;
    quit*) exit 0 ;;
    esac
done
"#;
    let mut command = Command::new("sh");
    command.arg("-c").arg(SLOPPY);
    let mut engine = HubEngine::spawn(command, &[], Duration::from_secs(1)).unwrap();
    let info = bounded(5, || {
        engine.analyse(&Game::new("english").unwrap(), &Limit::depth(3))
    });
    let extra = [
        ("depth", "3.0"),
        ("nodes", "-5"),
        ("time", "1e3"),
        ("nps", "inf"),
        ("x", "7"),
    ];
    let expected = Info {
        score: Some(0.5),
        mean_depth: Some(2.5),
        pv: Some("11-15 23-19".to_string()),
        extra: extra
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect(),
        ..Info::default()
    };
    assert_eq!(info.unwrap(), expected);
    assert!(engine.quit().unwrap().success());
}

#[test]
fn the_variant_is_set_for_the_game() {
    let dir = scratch();
    let log = dir.join("log");
    let mut engine = fake("variants", Some(&log)).unwrap();
    let international = Game::new("international").unwrap();
    let played = engine.play(&international, &Limit::depth(1));
    assert!(matches!(played, Err(EngineError::IllegalMove { .. })));
    let russian = Game::new("russian").unwrap();
    let refused = engine.play(&russian, &Limit::depth(1));
    assert!(matches!(refused, Err(EngineError::Refused(ref why)) if why.contains("russian")));
    drop(engine);
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(said.contains("set-param name=variant value=international\ninit\n"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_engine_knowing_scan_names_is_given_them() {
    let dir = scratch();
    let log = dir.join("log");
    let mut engine = fake("scan-variants", Some(&log)).unwrap();
    // The words as the library reads a Hub list: blanks (space, tab) between them.
    let words = ["normal", "killer", "bt", "frisian", "losing", "x\u{a0}y"];
    assert_eq!(engine.param("variant").unwrap().values, words);
    for variant in ["international", "antidraughts", "breakthrough", "killer"] {
        // It only knows English moves: what it plays does not matter here.
        let played = engine.play(&Game::new(variant).unwrap(), &Limit::depth(1));
        assert!(!matches!(played, Err(EngineError::Refused(_))), "{variant}");
    }
    let english = engine.play(&Game::new("english").unwrap(), &Limit::depth(1));
    assert!(matches!(english, Err(EngineError::Refused(ref why)) if why.contains("english")));
    drop(engine);
    let said = std::fs::read_to_string(&log).unwrap();
    let set: Vec<&str> = said
        .lines()
        .filter(|l| l.starts_with("set-param"))
        .collect();
    let expected: Vec<String> = ["normal", "losing", "bt", "killer"]
        .iter()
        .map(|name| format!("set-param name=variant value={name}"))
        .collect();
    assert_eq!(set, expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn start_up_failures() {
    let missing = HubEngine::start(&["/nonexistent/engine"], None, &[]);
    assert!(matches!(missing, Err(EngineError::Start(_))));
    match bounded(5, || fake("crash-start", None)) {
        Err(EngineError::Terminated(Some(status), _)) => assert_eq!(status.code(), Some(3)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        bounded(5, || fake("slow-start", None)),
        Err(EngineError::Timeout(ref what)) if what.contains("start-up")
    ));
}

#[test]
fn a_crash_in_a_search() {
    let mut engine = fake("crash", None).unwrap();
    let game = Game::new("english").unwrap();
    match bounded(5, || engine.play(&game, &Limit::depth(1))) {
        Err(EngineError::Terminated(Some(status), _)) => assert_eq!(status.code(), Some(7)),
        other => panic!("{other:?}"),
    }
    assert!(!engine.is_alive());
}

#[test]
fn a_stall_times_out_after_the_limit_and_the_margin() {
    let mut engine = fake("stall", None).unwrap();
    let game = Game::new("english").unwrap();
    let start = Instant::now();
    let played = engine.play(&game, &Limit::movetime(Duration::from_millis(500)));
    assert!(matches!(played, Err(EngineError::Timeout(_))), "{played:?}");
    let took = start.elapsed();
    assert!(
        took > Duration::from_millis(900) && took < Duration::from_secs(4),
        "{took:?}"
    );
    assert!(!engine.is_alive() && engine.exit_status().is_some());
    assert!(matches!(engine.ping(), Err(EngineError::Terminated(..))));
}

#[test]
fn a_search_without_time_pings_a_silent_engine() {
    let mut engine = fake("silent", None).unwrap();
    let game = Game::new("english").unwrap();
    let played = bounded(5, || engine.play(&game, &Limit::depth(30)));
    assert!(matches!(played, Err(EngineError::Timeout(ref what)) if what.contains("pong")));
}

#[test]
fn garbage_is_a_protocol_error() {
    for mode in ["garbage", "binary"] {
        let mut engine = fake(mode, None).unwrap();
        let game = Game::new("english").unwrap();
        let played = bounded(5, || engine.play(&game, &Limit::depth(1)));
        assert!(
            matches!(played, Err(EngineError::Protocol(_))),
            "{mode}: {played:?}"
        );
        assert!(!engine.is_alive());
    }
}

#[test]
fn an_illegal_move_is_refused_with_the_librarys_reason() {
    let mut engine = fake("illegal", None).unwrap();
    let game = Game::new("english").unwrap();
    match engine.play(&game, &Limit::depth(1)) {
        Err(EngineError::IllegalMove { text, refusal }) => {
            assert_eq!(text, "22-18");
            assert_eq!(refusal.kind(), ErrorKind::NotYourPiece);
        }
        other => panic!("{other:?}"),
    }
    engine.ping().unwrap(); // the search ended: the engine goes on
}

#[test]
fn done_without_a_move_names_the_engines_error() {
    let mut engine = fake("nomove", None).unwrap();
    let game = Game::new("english").unwrap();
    let played = engine.play(&game, &Limit::depth(1));
    assert!(matches!(played, Err(EngineError::NoMove(Some(ref m))) if m == "no move found"));
    assert_eq!(engine.errors(), ["no move found".to_string()]);
}

#[test]
fn a_stopper_ends_an_analysis_and_a_missing_done_times_out() {
    let game = Game::new("english").unwrap();
    for mode in ["analyze", "no-done-after-stop"] {
        let mut engine = fake(mode, None).unwrap();
        let stopper = engine.stopper();
        let mut timer = None;
        let analysed = bounded(5, || {
            engine.analyse_with(
                &game,
                &Limit::default(),
                stop_from_another_thread(stopper, &mut timer),
            )
        });
        timer.unwrap().join().unwrap();
        if mode == "analyze" {
            assert_eq!(analysed.unwrap().pv.as_deref(), Some("11-15 23-19"));
        } else {
            assert!(matches!(analysed, Err(EngineError::Timeout(ref w)) if w.contains("stop")));
        }
    }
}

#[test]
fn an_engine_that_ignores_quit_is_killed() {
    let mut engine = fake("deaf", None).unwrap();
    let status = bounded(5, || engine.quit()).unwrap();
    assert!(!status.success() && status.code().is_none()); // killed by a signal
}

#[test]
fn what_is_not_searched() {
    let mut engine = fake("good", None).unwrap();
    let over = Game::from_fen("english", "W:W:B1").unwrap();
    assert!(matches!(
        engine.play(&over, &Limit::depth(1)),
        Err(EngineError::Refused(_))
    ));
    let game = Game::new("english").unwrap();
    assert!(matches!(
        engine.play(&game, &Limit::default()),
        Err(EngineError::Refused(_))
    ));
    assert_eq!(
        engine.play(&game, &Limit::depth(1)).unwrap().best.text,
        "11-15"
    );
}
