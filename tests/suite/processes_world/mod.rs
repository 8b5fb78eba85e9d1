//! Several `tavolo run` processes on one database, played by many
//! simulated Discord users through the fake Discord (`discord_fake`):
//! what `tests/suite/processes.rs` checks and `benches/processes.rs` measures.
//!
//! The processes are the real binary (`CARGO_BIN_EXE_tavolo`), reaching the
//! fake through `DISCORD_API_URL`, each running a range of Discord's shards
//! (`DISCORD_SHARDS=a-b/N`); a game is played in its own channel of one of
//! [`GUILDS`] servers, so each shard, hence each process, has games. The
//! players choose legal moves through the games crate and read the game
//! back from the database whenever the chat alone would leave them unsure
//! (a command without an answer, the bot's turn).

#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::discord_fake::{FakeDiscord, Outcome, Place};

/// The servers games are played in: ids whose shard (`id >> 22`, modulo
/// the shard count) covers every shard of 1 to 4 shards.
pub const GUILDS: [u64; 12] = {
    let mut ids = [0; 12];
    let mut i = 0;
    while i < 12 {
        ids[i] = ((i as u64 + 1) << 22) | 17;
        i += 1;
    }
    ids
};

/// Slash command option types.
pub const STRING: u8 = 3;
pub const INTEGER: u8 = 4;
pub const USER: u8 = 6;

/// The game everyone plays: short turns (a pit), no dice, a small board.
pub const GAME: &str = "awele";

/// How long a command may wait for its answer, and a player for the
/// bot's move (a killed process's claim on a bot turn runs out first).
pub const ANSWER_DEADLINE: Duration = Duration::from_secs(240);
/// How long after its process's connection closed a command without an
/// answer counts as lost (an answer already on its way still arrives).
pub const LOST_AFTER: Duration = Duration::from_secs(2);

/// A `tavolo run` process and what it was started as.
pub struct Process {
    pub name: String,
    pub shards: String,
    pub child: Child,
    pub log: PathBuf,
}

impl Process {
    /// The resident memory of the process, in KiB (Linux `VmRSS`).
    pub fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    }
}

/// The processes of one run, stopped (SIGKILL) when dropped.
pub struct Processes {
    pub database_url: String,
    pub api_base: String,
    pub dir: PathBuf,
    pub running: Vec<Process>,
    pub dead: Vec<Process>,
    /// Settings every process started gets besides the platform's (lease
    /// lengths for a test that kills a process).
    pub extra_env: Vec<(String, String)>,
}

impl Processes {
    pub fn new(database_url: &str, api_base: &str, dir: &Path) -> Processes {
        Processes {
            database_url: database_url.to_string(),
            api_base: api_base.to_string(),
            dir: dir.to_path_buf(),
            running: Vec::new(),
            dead: Vec::new(),
            extra_env: Vec::new(),
        }
    }

    /// Starts `tavolo run` as `name` for the shards `shards` (`a-b/N`).
    pub fn start(&mut self, name: &str, shards: &str) {
        let log = self.dir.join(format!("{name}.log"));
        let err = std::fs::File::create(&log).expect("a log file");
        let mut command = Command::new(env!("CARGO_BIN_EXE_tavolo"));
        command
            .arg("run")
            .current_dir(&self.dir)
            .env_remove("TELEGRAM_TOKEN")
            .env_remove("DISCORD_GUILD_ID")
            .env("DISCORD_TOKEN", "test-token")
            .env("DISCORD_API_URL", &self.api_base)
            .env("DATABASE_URL", &self.database_url)
            .env("DISCORD_SHARDS", shards)
            .env("TAVOLO_INSTANCE", name)
            .env("TAVOLO_LOG", "warn,tavolo=info")
            .envs(self.extra_env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(err);
        let child = command.spawn().expect("tavolo run starts");
        self.running.push(Process {
            name: name.to_string(),
            shards: shards.to_string(),
            child,
            log,
        });
    }

    /// SIGKILLs the process `name` (no clean stop: leases and claims are
    /// left to run out).
    pub fn kill(&mut self, name: &str) -> Process {
        let i = self
            .running
            .iter()
            .position(|p| p.name == name)
            .expect("a running process");
        let mut process = self.running.remove(i);
        process.child.kill().expect("SIGKILL");
        let _ = process.child.wait();
        process
    }

    /// The end of every process's log (for a failure's message).
    pub fn logs(&self) -> String {
        let mut out = String::new();
        for p in self.running.iter().chain(&self.dead) {
            let text = std::fs::read_to_string(&p.log).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            let tail = &lines[lines.len().saturating_sub(15)..];
            out.push_str(&format!(
                "--- {} ({}) ---\n{}\n",
                p.name,
                p.shards,
                tail.join("\n")
            ));
        }
        out
    }

    /// Lines of the processes' logs that say something failed.
    pub fn warnings(&self) -> Vec<String> {
        let mut out = Vec::new();
        for p in self.running.iter().chain(&self.dead) {
            let text = std::fs::read_to_string(&p.log).unwrap_or_default();
            out.extend(
                text.lines()
                    .filter(|l| l.contains("WARN") || l.contains("ERROR"))
                    .map(|l| format!("{}: {l}", p.name)),
            );
        }
        out
    }
}

impl Drop for Processes {
    fn drop(&mut self) {
        for p in &mut self.running {
            let _ = p.child.kill();
            let _ = p.child.wait();
        }
    }
}

/// A scratch PostgreSQL database on the server `TAVOLO_TEST_POSTGRES`
/// names, created now; its URL.
pub async fn scratch_postgres(server: &str, tag: &str) -> String {
    use sqlx::migrate::MigrateDatabase;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos()
        % 1_000_000_000_000;
    let name = format!("tavolo_{tag}_{}_{nanos}", std::process::id());
    let mut url = url::Url::parse(server).expect("TAVOLO_TEST_POSTGRES is a postgres:// URL");
    url.set_path(&name);
    let url = url.to_string();
    sqlx::Postgres::create_database(&url)
        .await
        .expect("a scratch database");
    url
}

/// Drops a scratch database (the processes are stopped).
pub async fn drop_postgres(url: &str) {
    use sqlx::migrate::MigrateDatabase;
    let _ = sqlx::Postgres::force_drop_database(url).await;
}

/// One game to play: where, by whom, against the bot or not.
#[derive(Clone, Debug)]
pub struct Table {
    pub index: usize,
    pub place: Place,
    /// The challenger and, in games between people, the opponent.
    pub first: u64,
    pub second: Option<u64>,
}

/// Games `0..count`, the first `bots` of them against the bot, spread over
/// the servers of [`GUILDS`].
pub fn tables(count: usize, bots: usize) -> Vec<Table> {
    (0..count)
        .map(|i| Table {
            index: i,
            place: Place {
                guild: GUILDS[i % GUILDS.len()],
                channel: 7_000_000 + i as u64,
            },
            first: 100_000 + 2 * i as u64,
            second: (i >= bots).then_some(100_001 + 2 * i as u64),
        })
        .collect()
}

/// A move a player was told was played: the acknowledgement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ack {
    pub game: i64,
    pub ply: i64,
    pub seat: i64,
    pub text: String,
}

/// What the players saw, shared by every game's player.
#[derive(Default)]
pub struct Seen {
    /// Moves acknowledged.
    pub acks: Mutex<Vec<Ack>>,
    /// Every move command sent: game, ply, text (retries too).
    pub intents: Mutex<Vec<(i64, i64, String)>>,
    /// Commands that got no answer (their process died) and were sent
    /// again.
    pub retried: AtomicUsize,
    /// Refusals of a move sent for the first time (a bug).
    pub refused: Mutex<Vec<String>>,
    /// Refusals of a retry (the first attempt had been recorded).
    pub retry_refused: AtomicUsize,
    /// Commands answered, and their latencies (sent → answered).
    pub latencies: Mutex<Vec<Duration>>,
}

impl Seen {
    pub fn acked(&self) -> usize {
        self.acks.lock().unwrap().len()
    }
}

/// The database the players read back from.
#[derive(Clone)]
pub enum Db {
    Postgres(sqlx::PgPool),
    Sqlite(sqlx::SqlitePool),
}

/// Runs the same query text on either engine (`$1` binds on both).
macro_rules! on_db {
    ($db:expr, |$pool:ident| $body:expr) => {
        match $db {
            Db::Postgres($pool) => $body,
            Db::Sqlite($pool) => $body,
        }
    };
}

impl Db {
    pub async fn open(url: &str) -> Db {
        if url.starts_with("postgres") {
            Db::Postgres(
                sqlx::postgres::PgPoolOptions::new()
                    .max_connections(8)
                    .connect(url)
                    .await
                    .expect("the test connects"),
            )
        } else {
            Db::Sqlite(
                sqlx::sqlite::SqlitePoolOptions::new()
                    .max_connections(2)
                    .connect(url)
                    .await
                    .expect("the test connects"),
            )
        }
    }

    /// The newest game in a channel: id, status.
    pub async fn game_in(&self, channel: u64) -> Option<(i64, String)> {
        on_db!(self, |p| {
            sqlx::query_as(
            "SELECT id, status FROM games WHERE platform = 'discord' AND chat_id = $1 ORDER BY id DESC LIMIT 1"
        )
        .bind(channel.to_string())
        .fetch_optional(p)
        .await
        .expect("games")
        })
    }

    /// A game's seats: seat, platform, user id.
    pub async fn seats(&self, game: i64) -> Vec<(i64, String, String)> {
        on_db!(self, |p| sqlx::query_as(
            "SELECT s.seat, a.platform, a.platform_user_id FROM seats s \
             JOIN accounts a ON a.player_id = s.player_id WHERE s.game_id = $1 ORDER BY s.seat"
        )
        .bind(game)
        .fetch_all(p)
        .await
        .expect("seats"))
    }

    /// A game's moves in order: ply, text, seat.
    pub async fn moves(&self, game: i64) -> Vec<(i64, String, Option<i64>)> {
        on_db!(self, |p| sqlx::query_as(
            "SELECT ply, text, seat FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game)
        .fetch_all(p)
        .await
        .expect("moves"))
    }

    /// A count.
    pub async fn count(&self, sql: &'static str) -> i64 {
        let (n,): (i64,) = on_db!(self, |p| sqlx::query_as(sql).fetch_one(p).await.expect("a count"));
        n
    }

    pub fn postgres(&self) -> &sqlx::PgPool {
        match self {
            Db::Postgres(p) => p,
            Db::Sqlite(_) => panic!("a PostgreSQL check"),
        }
    }
}

/// A player's pick among legal moves: fixed by the game and the ply.
fn pick(legal: &[String], table: usize, ply: usize) -> String {
    let mut x = (table as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (ply as u64 + 7);
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    legal[(x % legal.len() as u64) as usize].clone()
}

/// The game replayed from its stored moves.
pub fn replay(moves: &[(i64, String, Option<i64>)]) -> Box<dyn games::DynGame> {
    let mut game = games::registry::start(GAME, &BTreeMap::new()).expect("the game starts");
    for (_, text, _) in moves {
        game.play(text).expect("stored moves replay");
    }
    game
}

/// Plays one table: the challenge (and its acceptance), then `moves`
/// moves by people (the bot answering in its games), or until the game
/// ends. Commands whose process died unanswered are sent again, as a user
/// would, once the chat shows they did not happen (moves: always).
pub async fn play_table(fake: &FakeDiscord, db: &Db, seen: &Seen, table: &Table, moves: usize) {
    let Place { channel, .. } = table.place;
    // The challenge, or the game against the bot.
    let (path, options) = match table.second {
        Some(opponent) => (
            ["game", "challenge"],
            vec![
                ("game", STRING, json!(GAME)),
                ("opponent", USER, json!(opponent.to_string())),
            ],
        ),
        None => (
            ["game", "bot"],
            vec![("game", STRING, json!(GAME)), ("level", INTEGER, json!(1))],
        ),
    };
    loop {
        match command(fake, seen, table.first, table, &path, &options).await {
            Outcome::Answered(a) if !a.ephemeral => break,
            Outcome::Answered(a) => panic!("table {}: challenge refused: {}", table.index, a.content),
            Outcome::Lost if db.game_in(channel).await.is_some() => break,
            Outcome::Lost => seen.retried.fetch_add(1, Ordering::Relaxed),
        };
    }
    if let Some(opponent) = table.second {
        loop {
            match command(fake, seen, opponent, table, &["game", "accept"], &[]).await {
                Outcome::Answered(a) if !a.ephemeral => break,
                Outcome::Answered(a) => panic!("table {}: accept refused: {}", table.index, a.content),
                Outcome::Lost if db.game_in(channel).await.is_some_and(|(_, s)| s != "open") => break,
                Outcome::Lost => seen.retried.fetch_add(1, Ordering::Relaxed),
            };
        }
    }
    let (game_id, _) = db.game_in(channel).await.expect("the game exists");
    let seats: HashMap<i64, u64> = db
        .seats(game_id)
        .await
        .into_iter()
        .filter(|(_, platform, _)| platform == "discord")
        .map(|(seat, _, user)| (seat, user.parse().expect("a Discord user id")))
        .collect();
    let mut played = 0;
    let mut retry: Option<(u64, String, i64)> = None;
    let mut waiting_since = Instant::now();
    while played < moves {
        let stored = db.moves(game_id).await;
        let game = replay(&stored);
        let ply = stored.len() as i64;
        let seat = match game.status() {
            games::Status::ToMove(seat) => i64::from(seat.0),
            games::Status::Over(_) => break,
            games::Status::Chance => panic!("{GAME} has no dice"),
        };
        // Against the bot a move already recorded is not sent again: the
        // bot may have answered it, and the same pit be legal once more.
        if table.second.is_none() && retry.as_ref().is_some_and(|(_, _, at)| ply > *at) {
            retry = None;
            seen.retry_refused.fetch_add(1, Ordering::Relaxed);
            played += 1;
            continue;
        }
        let (user, text, again) = match (retry.take(), seats.get(&seat)) {
            // The same command again, as the user would (between people
            // nobody else moves meanwhile: a move already recorded is
            // refused as out of turn).
            (Some((user, text, at)), _) => (user, text, at),
            (None, Some(&user)) => (user, pick(&game.legal(), table.index, ply as usize), -1),
            (None, None) => {
                // The bot's turn: its move comes through a job.
                assert!(
                    waiting_since.elapsed() < ANSWER_DEADLINE,
                    "table {}: the bot never moved at ply {ply}",
                    table.index
                );
                tokio::time::sleep(Duration::from_millis(300)).await;
                continue;
            }
        };
        waiting_since = Instant::now();
        let at = if again >= 0 { again } else { ply };
        seen.intents.lock().unwrap().push((game_id, at, text.clone()));
        let options = [("move", STRING, json!(text))];
        match command(fake, seen, user, table, &["game", "move"], &options).await {
            Outcome::Answered(a) if !a.ephemeral && a.content.contains(&format!("played {text}")) => {
                seen.acks.lock().unwrap().push(Ack {
                    game: game_id,
                    ply: at,
                    seat,
                    text: text.clone(),
                });
                played += 1;
            }
            Outcome::Answered(a) if again >= 0 => {
                // The first attempt was recorded before its process died.
                let _ = a;
                seen.retry_refused.fetch_add(1, Ordering::Relaxed);
                played += 1;
            }
            Outcome::Answered(a) => {
                seen.refused
                    .lock()
                    .unwrap()
                    .push(format!("table {} ply {ply} {text}: {}", table.index, a.content));
                played += 1;
            }
            Outcome::Lost => {
                seen.retried.fetch_add(1, Ordering::Relaxed);
                retry = Some((user, text, at));
            }
        }
    }
}

/// Sends a command and waits for what became of it.
async fn command(
    fake: &FakeDiscord,
    seen: &Seen,
    user: u64,
    table: &Table,
    path: &[&str],
    options: &[(&str, u8, Value)],
) -> Outcome {
    let sent = Instant::now();
    let token = fake.command_at(user, table.place, path, options).await;
    let outcome = fake.outcome(&token, LOST_AFTER, ANSWER_DEADLINE).await;
    if matches!(outcome, Outcome::Answered(_)) {
        seen.latencies.lock().unwrap().push(sent.elapsed());
    }
    outcome
}

/// The nonce Tavolo sends with a notice (`platform/discord/outbox.rs`):
/// the first 25 hex digits of SHA-256 of its idempotency key.
pub fn nonce(key: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(key.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect::<String>()[..25].to_string()
}

/// `/proc/loadavg`'s first three figures.
pub fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// The `p`th percentile of durations (sorted in place).
pub fn percentile(times: &mut [Duration], p: f64) -> Duration {
    if times.is_empty() {
        return Duration::ZERO;
    }
    times.sort();
    let i = ((times.len() as f64 - 1.0) * p).round() as usize;
    times[i]
}

/// Shared counters for a run's progress.
pub fn progress(seen: &Arc<Seen>) -> usize {
    seen.acked()
}
