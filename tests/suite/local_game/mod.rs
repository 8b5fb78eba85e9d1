//! Shared by the local-mode tests: a local-mode process over a scratch
//! database, scripted games through it (with a restart half-way), and the
//! checks of their results. Each family's tests include it with
//! `mod local_game;`.
#![allow(dead_code)] // each test binary uses a different part

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use games::playout::SplitMix64;
use games::{Seat, Status};

pub const SEED: &str = "424242";

pub struct Session {
    dir: tempfile::TempDir,
}

impl Session {
    pub fn new() -> Session {
        Session {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    pub fn db(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("tavolo.sqlite").display())
    }

    pub fn boards(&self) -> PathBuf {
        self.dir.path().join("boards")
    }

    pub fn command(&self) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tavolo"));
        cmd.arg("run")
            .current_dir(self.dir.path())
            .env("DATABASE_URL", self.db())
            .env("TAVOLO_BOARDS", self.boards())
            .env("TAVOLO_SEED", SEED)
            // Many local-mode processes run at once: no web pages (and no
            // page links in what they print) unless a test asks.
            .env("TAVOLO_WEB", "off")
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_TOKEN");
        cmd
    }

    /// Starts two-player Awele games, each `(id, first player, second)`
    /// challenging and accepting, in one process.
    pub fn start_awele_games(&self, games: &[(i64, &str, &str)]) {
        let setup: String = games
            .iter()
            .map(|(id, a, b)| format!("{a}: /challenge {b} awele\n{b}: /accept #{id}\n"))
            .collect();
        let out = self.run(&setup);
        assert!(!out.contains(" only]"), "the games start:\n{out}");
    }

    /// The moves stored for game `id`, read from the SQLite file (while no
    /// process writes).
    pub fn stored_moves(&self, id: i64) -> Vec<String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let store = tavolo::store::Store::open(&self.db()).await.unwrap();
            let moves = store.moves(id).await.unwrap();
            moves.into_iter().map(|m| m.text).collect()
        })
    }

    /// Runs one process over `script`; returns its stdout.
    pub fn run(&self, script: &str) -> String {
        self.run_bytes(script.as_bytes())
    }

    /// Runs a script of any bytes (not UTF-8, say) to its end.
    pub fn run_bytes(&self, script: &[u8]) -> String {
        let mut child = self
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(script).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "local mode exited with {:?}", out.status);
        String::from_utf8(out.stdout).unwrap()
    }
}

/// The user name of a seat.
pub fn player(seat: u8) -> &'static str {
    ["alice", "bob", "carol", "dave"][usize::from(seat)]
}

/// The moves players type (not throws or forced passes the core plays), with
/// who types them, from a full move list of `slug`.
pub fn typed_moves(slug: &str, history: &[String]) -> Vec<(u8, String)> {
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
pub fn play_through_local_mode(slug: &str, moves: &[(u8, String)]) -> String {
    play_with_options(slug, "", moves)
}

/// As [`play_through_local_mode`], with game options as typed after the
/// game's name (`"seats=3 rounds=2"`). Alice challenges the other seats
/// (carol and dave too when the game has more seats) and they accept; a
/// solitaire starts at once.
pub fn play_with_options(slug: &str, options: &str, moves: &[(u8, String)]) -> String {
    let parsed: Vec<(String, games::OptionValue)> = options
        .split_whitespace()
        .filter_map(|w| w.split_once('='))
        .map(|(k, v)| (k.to_string(), games::OptionValue::Text(v.to_string())))
        .collect();
    let game = games::registry::start(slug, &parsed.into_iter().collect())
        .unwrap_or_else(|e| panic!("{slug} {options}: {e}"));
    let seats = game.seats();
    // A game with dice ends with its dice checked (see `assert_dice_verify`).
    let verify = if game.info().chance {
        "alice: /verify #1\n"
    } else {
        ""
    };
    let session = Session::new();
    let half = moves.len() / 2;
    let script = |part: &[(u8, String)]| -> String {
        part.iter()
            .map(|(seat, text)| format!("{}: /move {text}\n", player(*seat)))
            .collect()
    };
    let opponents: Vec<&str> = (1..seats).map(player).collect();
    let accepts: String = opponents.iter().map(|o| format!("{o}: /accept\n")).collect();
    let first = format!(
        "alice: /challenge {} {slug} {options}\n{accepts}{}",
        opponents.join(" "),
        script(&moves[..half])
    );
    let out1 = session.run(&first);
    assert!(out1.contains("#1"), "{slug}: {out1}");
    assert!(
        !out1.contains(" only]"),
        "{slug}: a scripted move was refused:\n{out1}"
    );
    let second = format!("{}alice: /board #1\n{verify}", script(&moves[half..]));
    let out2 = session.run(&second);
    assert!(
        !out2.contains(" only]"),
        "{slug}: a scripted move was refused after the restart:\n{out2}"
    );
    assert!(boards_written(&session.boards()) > 0, "board PNGs are written");
    // The dice record comes as a file beside the boards, gone with the
    // session: keep its text for `assert_dice_verify`.
    match out2.lines().find_map(|l| l.trim().strip_prefix("file: ")) {
        Some(path) => {
            let record = std::fs::read_to_string(path).unwrap();
            format!("{out2}record: {}\n", record.trim())
        }
        None => out2,
    }
}

/// A random game of our engine (throws from the fixed [`SEED`]): its full
/// move list and winner.
pub fn engine_game(slug: &str, rng_seed: u64) -> (Vec<String>, Option<u8>) {
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

/// Checks the `/verify` reply in `out` (the core's verdict) and runs
/// `tavolo verify-dice` on the record it sent as a file (an independent
/// replay; [`play_with_options`] keeps its text as a `record:` line).
pub fn assert_dice_verify(slug: &str, out: &str) {
    assert!(
        out.lines().any(|l| l.contains("throws match the revealed seed")),
        "{slug}: the core verifies the dice:\n{out}"
    );
    assert!(
        out.contains("file: ") && out.contains("-throws.json"),
        "{slug}: the record comes as a file:\n{out}"
    );
    let json = out
        .lines()
        .find_map(|l| l.strip_prefix("record: "))
        .unwrap_or_else(|| panic!("{slug}: no record sent:\n{out}"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(["verify-dice", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(json.as_bytes()).unwrap();
    let done = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&done.stdout);
    assert!(
        done.status.success() && said.starts_with("ok: "),
        "{slug}: {said}"
    );
}

pub fn boards_written(dir: &Path) -> usize {
    std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0)
}

/// The first decided game of an OpenSpiel fixture: its moves and winner.
pub fn fixture_game(file: &str) -> (Vec<String>, Option<u8>) {
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

pub fn assert_result(slug: &str, out: &str, winner: Option<u8>) {
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

pub fn fixture_case(slug: &str, file: &str) {
    let (moves, winner) = fixture_game(file);
    let typed = typed_moves(slug, &moves);
    let out = play_through_local_mode(slug, &typed);
    assert_result(slug, &out, winner);
}
