//! Local mode as a real process: whole games of each of the six games from
//! scripts, a restart (a new process on the same database) in the middle of
//! each, and a kill right after a move was acknowledged.
//!
//! Sources of the scripts: for nim, awele, la-tela and gomoku, the first
//! decided game of the OpenSpiel fixtures (an independent implementation),
//! whose winner is checked; konane and ur-bell have no independent
//! implementation, so their games are random games of our engine (ur-bell
//! with the dice of a fixed seed, `TAVOLO_SEED`), checked to end as the
//! engine says.

use crate::local_game;

use local_game::*;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;
#[test]
fn nim_from_the_openspiel_fixture() {
    fixture_case("nim", "nim.json");
}

#[test]
fn awele_from_the_openspiel_fixture() {
    fixture_case("awele", "awele.json");
}

#[test]
fn la_tela_from_the_openspiel_fixture() {
    fixture_case("la-tela", "la-tela.json");
}

#[test]
fn gomoku_from_the_openspiel_fixture() {
    fixture_case("gomoku", "gomoku.json");
}

/// A random game of our engine, with the dice of the fixed seed.
#[test]
fn konane_from_a_random_engine_game() {
    let (moves, winner) = engine_game("konane", 5);
    let out = play_through_local_mode("konane", &typed_moves("konane", &moves));
    assert_result("konane", &out, winner);
}

#[test]
fn ur_bell_with_the_fixed_seed_dice() {
    let (moves, winner) = engine_game("ur-bell", 9);
    let out = play_through_local_mode("ur-bell", &typed_moves("ur-bell", &moves));
    assert_result("ur-bell", &out, winner);
    assert!(
        out.contains("Dice seed revealed"),
        "the seed is revealed at the end"
    );
    assert_dice_verify("ur-bell", &out);
}

#[test]
fn a_kill_right_after_an_acknowledged_move_loses_nothing() {
    let session = Session::new();
    let mut child = session
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    writeln!(stdin, "alice: /challenge bob awele\nbob: /accept\nalice: /move c").unwrap();
    stdin.flush().unwrap();
    // Wait for the acknowledgement of the move, then kill at once.
    loop {
        let line = lines.next().expect("the process answers").unwrap();
        if line.contains("alice played C") {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let out = session.run("bob: /board\n");
    assert!(out.contains("position: 4-4-0-5-5-5/5-4-4-4-4-4 0-0 N"), "{out}");
    assert!(out.contains("bob (North) to move"), "{out}");
}

#[test]
fn bad_bytes_and_huge_lines_are_answered_and_local_mode_goes_on() {
    let session = Session::new();
    let mut script = b"alice: /help \xff\n".to_vec();
    // Two megabytes on one line: skipped as it is read.
    script.extend(std::iter::repeat_n(b'a', 2 << 20));
    script.extend_from_slice(b"\nalice: /challenge bob nim\n");
    let out = session.run_bytes(&script);
    assert!(out.contains("not UTF-8"), "{out}");
    assert!(out.contains("a line is at most"), "{out}");
    assert!(
        out.contains("alice challenges bob to Nim"),
        "the next line is read: {out}"
    );
}

/// Issue 37: every word of the command table (English, Italian, aliases,
/// subcommands) is a command in local mode, in either language of the
/// console; only the planted unknown words are refused as such.
#[test]
fn every_command_word_is_answered_in_local_mode() {
    let mut script = String::new();
    let mut lines = 0;
    for command in tavolo::app::commands::COMMANDS {
        for word in command.words() {
            script.push_str(&format!("alice: /{word}\n"));
            lines += 1;
        }
        for sub in command.subcommands {
            for word in sub.words() {
                script.push_str(&format!("alice: /{} {word}\n", command.name));
                lines += 1;
            }
        }
    }
    script.push_str("alice: /frobnicate\nalice: /tournament frobnicate\n");
    for (lang, unknown, unknown_sub) in [
        ("en", "Unknown command", "takes create"),
        ("it", "Comando sconosciuto", "vuole crea"),
    ] {
        let session = Session::new();
        let mut child = session
            .command()
            .env("TAVOLO_LANG", lang)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
        let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        assert_eq!(out.matches(unknown).count(), 1, "{lang}: {out}");
        assert_eq!(out.matches(unknown_sub).count(), 1, "{lang}: {out}");
        assert!(
            out.matches("[tavolo → ").count() >= lines,
            "{lang}: every line answered: {out}"
        );
    }
}

#[test]
fn processes_starting_together_on_a_new_database_all_start() {
    let session = Session::new();
    // Before: about half of them exited with "table players already exists".
    let children: Vec<_> = (0..12)
        .map(|_| {
            session
                .command()
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let out = session.run("alice: /challenge bob nim\n");
    assert!(out.contains("alice challenges bob to Nim"), "{out}");
}

#[cfg(unix)]
#[test]
fn the_database_file_is_readable_by_its_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let session = Session::new();
    session.run("alice: /challenge bob backgammon\n");
    let db = session.db();
    let path = db.trim_start_matches("sqlite://");
    let mode = std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the file holds unrevealed seeds");
}

#[test]
fn trace_logs_of_a_dice_game_never_show_its_unrevealed_seed() {
    let session = Session::new();
    let mut child = session
        .command()
        .env("TAVOLO_LOG", "trace")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let script = "alice: /challenge bob backgammon\nbob: /accept\nalice: /board\nbob: /board\n";
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let logs = String::from_utf8_lossy(&out.stderr);
    assert!(
        logs.contains("request{platform=local") && logs.contains("DEBUG"),
        "logs at trace were written: {logs}"
    );
    let seed = games::chance::parse_seed(local_game::SEED).unwrap();
    let hex = games::chance::hex(&seed);
    assert!(!logs.contains(&hex), "the seed is secret until the game ends");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains(&hex), "nor does any reply show it");
}

/// One step of a shared transcript: a command and what its answer holds.
struct Step {
    user: String,
    command: String,
    public: Vec<String>,
    private: Vec<String>,
}

/// Reads `tests/transcripts/<name>` (format in its README).
fn transcript(name: &str) -> Vec<Step> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(name);
    let mut steps: Vec<Step> = Vec::new();
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(text) = line.strip_prefix("= ") {
            steps.last_mut().unwrap().public.push(text.to_string());
        } else if let Some(text) = line.strip_prefix("! ") {
            steps.last_mut().unwrap().private.push(text.to_string());
        } else {
            let (user, command) = line.split_once(':').unwrap();
            steps.push(Step {
                user: user.trim().into(),
                command: command.trim().into(),
                public: vec![],
                private: vec![],
            });
        }
    }
    steps
}

#[test]
fn the_shared_nim_transcript_replays_in_local_mode() {
    replay_in_local_mode("nim-game.txt");
}

#[test]
fn the_shared_takeback_transcript_replays_in_local_mode() {
    replay_in_local_mode("takeback.txt");
}

/// The shared transcript `name`, typed into the console of a new session.
fn replay_in_local_mode(name: &str) {
    let session = Session::new();
    for step in transcript(name) {
        let out = session.run(&format!("{}: {}\n", step.user, step.command));
        let only = format!("[tavolo → {} only]", step.user);
        for text in &step.public {
            if text == "[record file]" {
                let path = out
                    .lines()
                    .find_map(|l| l.trim().strip_prefix("file: "))
                    .unwrap_or_else(|| panic!("{}: a file written, in:\n{out}", step.command));
                let record = std::fs::read_to_string(path).unwrap();
                if let Err(e) = games::record::json::read(&record) {
                    panic!("{}: the record reads back: {e}\n{record}", step.command);
                }
                continue;
            }
            let shown = out
                .lines()
                .any(|l| l.starts_with("[tavolo → all]") && l.contains(text.as_str()))
                || out.contains(text.as_str()) && !out.contains(&only);
            assert!(
                shown,
                "{} {}: expected public '{text}' in:\n{out}",
                step.user, step.command
            );
        }
        for text in &step.private {
            assert!(
                out.lines()
                    .any(|l| l.starts_with(&only) && l.contains(text.as_str())),
                "{} {}: expected private '{text}' in:\n{out}",
                step.user,
                step.command
            );
        }
    }
}

#[test]
fn alice_plays_the_bot_at_nim_to_the_end() {
    // alice takes one match from the first row that has one, as often as it
    // takes; her moves on empty rows and after the end are refused and
    // change nothing. The bot answers each of her moves before the next line.
    let mut script = String::from("alice: /challenge bot nim level=1\n");
    for _ in 0..16 {
        for row in 1..=4 {
            script.push_str(&format!("alice: /move {row}:1\n"));
        }
    }
    let out = Session::new().run(&script);
    assert!(out.contains("Game on against the bot"), "{out}");
    let bot_moves = out
        .lines()
        .filter(|l| l.starts_with("[notice game:1:bot:") && l.contains("Tavolo bot level 1 (Second) played"))
        .count();
    let alice_moves = out.lines().filter(|l| l.contains("alice played")).count();
    assert!(bot_moves >= 1, "{out}");
    assert!(
        alice_moves == bot_moves || alice_moves == bot_moves + 1,
        "turns alternate: {alice_moves} and {bot_moves}\n{out}"
    );
    assert!(out.contains("Game #1 is over"), "{out}");
    assert!(out.contains("  position: 0-0-0-0"), "{out}");
}

#[test]
fn the_boards_folder_keeps_one_file_per_game_whatever_the_moves() {
    // Six Awele games of eight moves each: 54 boards shown (a start and a
    // move each), once 54 files, now one per game.
    let session = Session::new();
    let mut script = String::new();
    for id in 1..=6 {
        script.push_str(&format!("alice: /challenge bob awele\nbob: /accept #{id}\n"));
    }
    for (alice, bob) in [("c", "a"), ("d", "b"), ("e", "c"), ("f", "d")] {
        for id in 1..=6 {
            script.push_str(&format!("alice: /move #{id} {alice}\nbob: /move #{id} {bob}\n"));
        }
    }
    let out = session.run(&script);
    assert!(!out.contains(" only]"), "{out}");
    assert_eq!(out.matches("  board: ").count(), 54, "{out}");
    let mut files: Vec<String> = std::fs::read_dir(session.boards())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(
        files,
        [
            "game-1.png",
            "game-2.png",
            "game-3.png",
            "game-4.png",
            "game-5.png",
            "game-6.png"
        ]
    );
}

#[test]
fn link_gives_a_code_in_local_mode_to_type_on_another_platform() {
    let session = Session::new();
    let out = session.run("alice: /link\n");
    assert!(
        out.lines()
            .any(|l| l.starts_with("[tavolo → alice only]") && l.contains("Your link code: ")),
        "{out}"
    );
    // The console is one platform: the code does not link it to itself.
    let code = out
        .split_whitespace()
        .find(|w| w.len() == 10 && w.as_bytes()[4] == b'-')
        .map(|w| w.trim_end_matches('.').to_string())
        .unwrap_or_else(|| panic!("a code in {out}"));
    let out = session.run(&format!("bob: /link {code}\n"));
    assert!(
        out.contains("That code was made on local mode: type it on your other platform."),
        "{out}"
    );
    let out = session.run("alice: /unlink\n");
    assert!(
        out.contains("This account is not linked to another platform."),
        "{out}"
    );
}

#[test]
fn a_lifted_bell_is_a_line_for_everyone_and_a_passing_picture() {
    // Ting Tong: whoever is to move lifts bell 1 (the other's try is
    // refused); the table sees the glimpse for its seconds.
    let session = Session::new();
    let out = session
        .run("alice: /challenge bob ting-tong\nbob: /accept\nalice: /move lift 1\nbob: /move lift 1\n");
    let line = out
        .lines()
        .find(|l| l.starts_with("[tavolo → all, for 5 s]"))
        .unwrap_or_else(|| panic!("no glimpse line:\n{out}"));
    assert!(line.contains("look now"), "{line}");
    assert!(out.contains("  glimpse: "), "{out}");
    // The lasting board is written apart from it.
    assert!(session.boards().join("game-1.png").exists(), "{out}");
}
