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

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use games::playout::SplitMix64;
use games::{Seat, Status};

const SEED: &str = "424242";

struct Session {
    dir: tempfile::TempDir,
}

impl Session {
    fn new() -> Session {
        Session {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn db(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("tavolo.sqlite").display())
    }

    fn boards(&self) -> PathBuf {
        self.dir.path().join("boards")
    }

    fn command(&self) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tavolo"));
        cmd.arg("run")
            .current_dir(self.dir.path())
            .env("DATABASE_URL", self.db())
            .env("TAVOLO_BOARDS", self.boards())
            .env("TAVOLO_SEED", SEED)
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_TOKEN");
        cmd
    }

    /// Runs one process over `script`; returns its stdout.
    fn run(&self, script: &str) -> String {
        let mut child = self
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    }
}

/// The user name of a seat.
fn player(seat: u8) -> &'static str {
    ["alice", "bob"][usize::from(seat)]
}

/// The moves players type (not throws or forced passes the core plays), with
/// who types them, from a full move list of `slug`.
fn typed_moves(slug: &str, history: &[String]) -> Vec<(u8, String)> {
    let mut game = games::registry::start(slug, &Default::default()).unwrap();
    let mut typed = Vec::new();
    for text in history {
        if let Status::ToMove(seat) = game.status() {
            let forced = game.legal() == ["pass"];
            if !forced {
                typed.push((seat.0, text.clone()));
            }
        }
        game.play(text).unwrap();
    }
    typed
}

/// Plays `slug` through two processes (restarting half-way) and returns the
/// final `/board` output.
fn play_through_local_mode(slug: &str, moves: &[(u8, String)]) -> String {
    let session = Session::new();
    let half = moves.len() / 2;
    let script = |part: &[(u8, String)]| -> String {
        part.iter()
            .map(|(seat, text)| format!("{}: /move {text}\n", player(*seat)))
            .collect()
    };
    let first = format!(
        "alice: /challenge bob {slug}\nbob: /accept\n{}",
        script(&moves[..half])
    );
    let out1 = session.run(&first);
    assert!(out1.contains("Challenge accepted"), "{slug}: {out1}");
    assert!(
        !out1.contains(" only]"),
        "{slug}: a scripted move was refused:\n{out1}"
    );
    let second = format!("{}alice: /board #1\n", script(&moves[half..]));
    let out2 = session.run(&second);
    assert!(
        !out2.contains(" only]"),
        "{slug}: a scripted move was refused after the restart:\n{out2}"
    );
    assert!(boards_written(&session.boards()) > 0, "board PNGs are written");
    out2
}

fn boards_written(dir: &Path) -> usize {
    std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0)
}

/// The first decided game of an OpenSpiel fixture: its moves and winner.
fn fixture_game(file: &str) -> (Vec<String>, Option<u8>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/games/tests/fixtures/openspiel")
        .join(file);
    let data: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for game in data["games"].as_array().unwrap() {
        let winner = &game["winner"];
        if winner.is_string() {
            continue; // not compared
        }
        let moves = game["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        return (moves, winner.as_u64().map(|w| w as u8));
    }
    panic!("no decided game in {file}");
}

fn assert_result(slug: &str, out: &str, winner: Option<u8>) {
    let last = out
        .lines()
        .rfind(|l| l.contains("is over"))
        .unwrap_or_else(|| panic!("{slug}: not over:\n{out}"));
    match winner {
        Some(seat) => assert!(
            last.contains(&format!("{} (", player(seat))) && last.contains("wins"),
            "{slug}: {last}"
        ),
        None => assert!(last.contains("draw"), "{slug}: {last}"),
    }
}

fn fixture_case(slug: &str, file: &str) {
    let (moves, winner) = fixture_game(file);
    let typed = typed_moves(slug, &moves);
    let out = play_through_local_mode(slug, &typed);
    assert_result(slug, &out, winner);
}

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
fn engine_game(slug: &str, rng_seed: u64) -> (Vec<String>, Option<u8>) {
    let seed = games::chance::parse_seed(SEED).unwrap();
    let mut game = games::registry::start(slug, &Default::default()).unwrap();
    let mut rng = SplitMix64(rng_seed);
    loop {
        match game.status() {
            Status::Over(outcome) => return (game.history().to_vec(), outcome.winner.map(|Seat(s)| s)),
            Status::Chance => {
                game.throw_from_seed(&seed).unwrap();
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}

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
    let session = Session::new();
    for step in transcript("nim-game.txt") {
        let out = session.run(&format!("{}: {}\n", step.user, step.command));
        let only = format!("[tavolo → {} only]", step.user);
        for text in &step.public {
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
        .filter(|l| {
            l.starts_with("[notice game:1:bot:") && l.contains("Tavolo bot (level 1) (Second) played")
        })
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
