//! Three `tavolo run` processes share one PostgreSQL database, each running
//! one of Discord's three shards against the fake Discord
//! (`discord_fake`); 200 games are played at once across them, and (in the
//! second test) one process is killed with SIGKILL halfway and replaced
//! (what Discord and an operator would do). Then:
//!
//! - every move a player was told was played is stored once, at its ply;
//! - every game's move list replays legally, seat by seat, to its stored
//!   position and version, and holds only moves players sent or the bot
//!   made;
//! - every outbox notice was delivered, and created exactly one Discord
//!   message; a notice was posted again only if its process died in
//!   between (Discord's enforced nonce keeps the repeat from showing);
//! - every job due ran exactly once, and every bot turn made exactly one
//!   move.
//!
//! PostgreSQL only: without `TAVOLO_TEST_POSTGRES` the tests say so and
//! pass. Run them with
//! `TAVOLO_TEST_POSTGRES='postgres:///postgres?host=/tmp/pgdev&user=postgres'
//! cargo test --test processes -- --nocapture`.

use crate::discord_fake;
use crate::processes_world;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use discord_fake::FakeDiscord;
use processes_world::{Db, Processes, Seen, nonce, play_table, replay, tables};

/// Games played at once (issue 27's figure).
const GAMES: usize = 200;
/// Of which against the bot (its turns are durable jobs, its replies
/// outbox notices).
const BOT_GAMES: usize = 50;
/// Moves by people per game.
const MOVES: usize = 4;
/// The killed-process test's claim on a job, in seconds: long enough for a
/// level-1 bot turn on a loaded machine (a claim renewed every third of it),
/// short enough that the killed process's jobs run elsewhere soon.
const KILL_TEST_JOB_LEASE: &str = "10";
/// The killed-process test's outbox lease, in seconds.
const KILL_TEST_OUTBOX_LEASE: &str = "6";
/// How long the outbox and the jobs may take to drain at the end (a
/// killed process's claims and leases run out first).
const DRAIN: Duration = Duration::from_secs(240);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_on_one_database_keep_every_move_notice_and_job_once() {
    play_on_three_processes(false).await;
}

/// The killed process's claims on jobs and its outbox lease run out before
/// another process takes its work over: the processes of this test hold
/// them for [`KILL_TEST_JOB_LEASE`] and [`KILL_TEST_OUTBOX_LEASE`] seconds
/// (`TAVOLO_JOB_LEASE`, `TAVOLO_OUTBOX_LEASE`) instead of production's two
/// minutes and one, so the run takes about 30 s, not up to 2.5 minutes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_on_one_database_keep_every_move_notice_and_job_once_when_one_is_killed() {
    play_on_three_processes(true).await;
}

/// One run at a time: six processes on two cores would only slow both.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Plays [`GAMES`] games across three processes, killing one halfway if
/// `kill`, and checks what is stored and what Discord got.
async fn play_on_three_processes(kill: bool) {
    let _alone = ONE_AT_A_TIME.lock().await;
    let Some(server) = std::env::var("TAVOLO_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty())
    else {
        eprintln!(
            "processes: skipped, it needs PostgreSQL: set TAVOLO_TEST_POSTGRES (see this file's header)"
        );
        return;
    };
    let started = Instant::now();
    let url = processes_world::scratch_postgres(&server, "processes").await;
    let fake = FakeDiscord::start().await;
    fake.drop_files();
    // Discord's is 41 s; a second would make loaded processes reconnect.
    fake.set_heartbeat_interval(Duration::from_secs(15));
    let dir = tempfile::tempdir().unwrap();
    let mut started_processes = Processes::new(&url, &fake.api_base, dir.path());
    if kill {
        started_processes.extra_env = vec![
            ("TAVOLO_JOB_LEASE".into(), KILL_TEST_JOB_LEASE.into()),
            ("TAVOLO_OUTBOX_LEASE".into(), KILL_TEST_OUTBOX_LEASE.into()),
        ];
    }
    let processes = Arc::new(Mutex::new(started_processes));
    // One after the other: the last one is the newest connection, which
    // gets every event when the processes cannot share the shards.
    for i in 0..3 {
        processes
            .lock()
            .unwrap()
            .start(&format!("p{i}"), &format!("{i}-{i}/3"));
        fake.wait_for_connections(i + 1, Duration::from_secs(90)).await;
    }
    let shards = fake.connected_shards();
    eprintln!(
        "processes: connected as shards {shards:?} after {:?}",
        started.elapsed()
    );
    if shards.iter().all(|s| s[1] == 1) {
        eprintln!(
            "processes: the processes do not share the shards (DISCORD_SHARDS): the newest gets every event"
        );
    }
    let db = Db::open(&url).await;

    let seen = Arc::new(Seen::default());
    let mut players = Vec::new();
    for table in tables(GAMES, BOT_GAMES) {
        let (fake, db, seen) = (fake.clone(), db.clone(), seen.clone());
        players.push(tokio::spawn(async move {
            play_table(&fake, &db, &seen, &table, MOVES).await;
        }));
    }
    // Halfway, p2 dies without a word, and a new process takes its shard.
    let killer = {
        let (seen, processes, fake_for_kill) = (seen.clone(), processes.clone(), fake.clone());
        tokio::spawn(async move {
            if !kill {
                return 0;
            }
            let deadline = Instant::now() + Duration::from_secs(300);
            while seen.acked() < GAMES * MOVES / 2 {
                assert!(Instant::now() < deadline, "the games never got halfway");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            // While commands are in flight there (a moment at most).
            let busy = Instant::now() + Duration::from_secs(5);
            while fake_for_kill.unanswered_on([2, 3]) < 3 && Instant::now() < busy {
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
            let mut processes = processes.lock().unwrap();
            let dead = processes.kill("p2");
            processes.dead.push(dead);
            processes.start("p2-again", "2-2/3");
            seen.acked()
        })
    };
    let mut failed = Vec::new();
    for player in players {
        if let Err(e) = player.await {
            failed.push(e.to_string());
        }
    }
    let killed_at = killer.await.expect("the kill");
    assert!(
        failed.is_empty(),
        "{} games failed: {:?}\n{}",
        failed.len(),
        &failed[..failed.len().min(5)],
        processes.lock().unwrap().logs()
    );
    let played = started.elapsed();

    // Everything due is done and delivered, within a deadline.
    let mut problems = Problems::default();
    let drained = Instant::now() + DRAIN;
    loop {
        let now = unix_now();
        let pending = db
            .count("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
            .await;
        let (due,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM jobs WHERE done_at IS NULL AND run_at <= $1")
                .bind(now)
                .fetch_one(db.postgres())
                .await
                .unwrap();
        if pending == 0 && due == 0 {
            break;
        }
        if Instant::now() > drained {
            problems.add(
                "not drained",
                format!("{pending} notices undelivered, {due} jobs due not done after {DRAIN:?}"),
            );
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Let a repeat delivery, if any process were to make one, arrive.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let pg = db.postgres();

    // Every acknowledged move is stored once, at its ply, by its seat.
    let acks = seen.acks.lock().unwrap().clone();
    let rows: Vec<(i64, i64, String, Option<i64>)> =
        sqlx::query_as("SELECT game_id, ply, text, seat FROM moves ORDER BY game_id, ply")
            .fetch_all(pg)
            .await
            .unwrap();
    let stored: HashMap<(i64, i64), (String, Option<i64>)> = rows
        .iter()
        .map(|(game, ply, text, seat)| ((*game, *ply), (text.clone(), *seat)))
        .collect();
    for ack in &acks {
        let found = stored.get(&(ack.game, ack.ply));
        problems.check(
            found == Some(&(ack.text.clone(), Some(ack.seat))),
            "acknowledged move not stored at its ply",
            || format!("{ack:?}, stored {found:?}"),
        );
    }
    let distinct: HashSet<(i64, i64)> = acks.iter().map(|a| (a.game, a.ply)).collect();
    problems.check(distinct.len() == acks.len(), "ply acknowledged twice", || {
        format!("{} acknowledgements, {} plies", acks.len(), distinct.len())
    });

    // Every game replays, seat by seat, to its stored position and version;
    // people's moves are moves they sent, the bot's are its turns' moves.
    let intents: HashSet<(i64, i64, String)> = seen.intents.lock().unwrap().iter().cloned().collect();
    let games: Vec<(i64, i64, Option<String>, String)> =
        sqlx::query_as("SELECT id, version, position, status FROM games ORDER BY id")
            .fetch_all(pg)
            .await
            .unwrap();
    problems.check(games.len() == GAMES, "games other than one per table", || {
        format!("{} games for {GAMES} tables", games.len())
    });
    let bot_seats: HashSet<(i64, i64)> = sqlx::query_as::<_, (i64, i64)>(
        "SELECT s.game_id, s.seat FROM seats s JOIN accounts a ON a.player_id = s.player_id \
         WHERE a.platform = 'bot'",
    )
    .fetch_all(pg)
    .await
    .unwrap()
    .into_iter()
    .collect();
    let bot_jobs: Vec<(i64, String, Option<i64>, i64)> =
        sqlx::query_as("SELECT game_id, payload, done_at, attempts FROM jobs WHERE kind = 'bot-turn'")
            .fetch_all(pg)
            .await
            .unwrap();
    let mut bot_turns: HashMap<(i64, i64), usize> = HashMap::new();
    for (game, payload, _, _) in &bot_jobs {
        let version = serde_json::from_str::<serde_json::Value>(payload).unwrap()["version"]
            .as_i64()
            .unwrap_or(-1);
        *bot_turns.entry((*game, version)).or_default() += 1;
    }
    let mut bot_moves = 0;
    for (id, version, position, status) in &games {
        let moves: Vec<&(i64, i64, String, Option<i64>)> = rows.iter().filter(|r| r.0 == *id).collect();
        let plies: Vec<i64> = moves.iter().map(|m| m.1).collect();
        problems.check(
            plies == (0..moves.len() as i64).collect::<Vec<_>>(),
            "plies not in a row",
            || format!("game {id}: {plies:?}"),
        );
        problems.check(
            *version == moves.len() as i64,
            "version not the number of moves",
            || format!("game {id}: version {version}, {} moves", moves.len()),
        );
        let mut game = replay(&[]);
        for (_, ply, text, seat) in moves {
            let to_move = game.status().seat().map(|s| i64::from(s.0));
            problems.check(*seat == to_move, "move by a seat not to move", || {
                format!("game {id} ply {ply}: {text} by {seat:?}, {to_move:?} to move")
            });
            if let Err(e) = game.play(text) {
                problems.add(
                    "illegal move stored",
                    format!("game {id} ply {ply}: {text}: {e:?}"),
                );
                break;
            }
            if bot_seats.contains(&(*id, seat.unwrap_or(-1))) {
                bot_moves += 1;
                let jobs = bot_turns.get(&(*id, *ply)).copied().unwrap_or(0);
                problems.check(jobs == 1, "bot move without exactly one job", || {
                    format!("game {id} ply {ply}: {jobs} bot-turn jobs for that version")
                });
            } else {
                problems.check(
                    intents.contains(&(*id, *ply, text.clone())),
                    "move no player sent",
                    || format!("game {id} ply {ply}: {text}"),
                );
            }
        }
        if status != "open" {
            problems.check(
                position.as_deref() == Some(game.position().as_str()),
                "stored position not the replay's",
                || format!("game {id}"),
            );
        }
    }
    problems.check(bot_moves > 0, "the bot never played", String::new);

    // Every job due ran exactly once.
    let jobs: Vec<(i64, String, Option<i64>, i64, i64)> =
        sqlx::query_as("SELECT id, kind, done_at, attempts, run_at FROM jobs ORDER BY id")
            .fetch_all(pg)
            .await
            .unwrap();
    let now = unix_now();
    for (id, kind, done_at, attempts, run_at) in &jobs {
        if *run_at <= now {
            problems.check(done_at.is_some(), "job due never done", || {
                format!("job {id} ({kind})")
            });
            problems.check(*attempts == 1, "job run more than once", || {
                format!("job {id} ({kind}) ran {attempts} times")
            });
        }
    }
    let done_turns = bot_jobs.iter().filter(|j| j.2.is_some()).count();
    problems.check(done_turns == bot_moves, "bot turns done without a move", || {
        format!("{done_turns} bot turns done, {bot_moves} bot moves")
    });

    // Every notice was delivered as exactly one Discord message; a notice
    // was posted twice only if its process died meanwhile.
    let notices: Vec<(String, Option<i64>)> =
        sqlx::query_as("SELECT idempotency_key, sent_at FROM outbox WHERE platform = 'discord'")
            .fetch_all(pg)
            .await
            .unwrap();
    let uses = fake.nonce_uses();
    let mut repeats = 0;
    for (key, sent_at) in &notices {
        problems.check(sent_at.is_some(), "notice never delivered", || key.clone());
        match uses.get(&nonce(key)) {
            Some(used) => {
                problems.check(used.created == 1, "notice shown more than once", || {
                    format!("{key}: {} messages", used.created)
                });
                repeats += used.attempts - 1;
                if used.attempts > 1 {
                    problems.add_quietly(
                        "notice posted more than once",
                        format!("{key}: {} times", used.attempts),
                    );
                }
            }
            None => problems.check(sent_at.is_none(), "notice marked sent, never posted", || {
                key.clone()
            }),
        }
    }
    problems.check(
        uses.len() == notices.len(),
        "message posted that is no notice",
        || format!("{} nonces, {} notices", uses.len(), notices.len()),
    );
    // A process killed between posting a notice and marking it sent leaves
    // it to be posted again: one per kill at most.
    let kills = usize::from(kill);
    problems.check(
        repeats <= kills,
        "notices posted again by another process",
        || {
            format!(
                "{repeats} repeats with {kills} process killed: several processes deliver the same outbox"
            )
        },
    );
    for refusal in seen.refused.lock().unwrap().iter() {
        problems.add("move refused when first sent", refusal.clone());
    }

    let warnings = processes.lock().unwrap().warnings();
    eprintln!(
        "processes: {GAMES} games ({BOT_GAMES} with the bot), {} moves stored ({bot_moves} by the bot), \
         {} acknowledged, {} commands sent again after the kill ({} of them already recorded), \
         {}; {} notices, {repeats} posted again; {} jobs; \
         played in {played:?}, drained in {:?}; {} warnings in the logs",
        rows.len(),
        acks.len(),
        seen.retried.load(std::sync::atomic::Ordering::Relaxed),
        seen.retry_refused.load(std::sync::atomic::Ordering::Relaxed),
        if kill {
            format!("p2 killed after {killed_at} acknowledgements")
        } else {
            "none killed".to_string()
        },
        notices.len(),
        jobs.len(),
        started.elapsed() - played,
        warnings.len()
    );
    eprintln!(
        "processes: interactions by shard: {:?}",
        fake.interactions_by_shard()
    );
    for w in warnings.iter().take(10) {
        eprintln!("  {w}");
    }
    drop(processes);
    pg.close().await;
    processes_world::drop_postgres(&url).await;
    assert!(problems.is_empty(), "{}", problems.report());
}

/// What the checks found wrong, by kind: the test fails listing them all.
#[derive(Default)]
struct Problems {
    found: BTreeMap<&'static str, Vec<String>>,
    quiet: BTreeMap<&'static str, Vec<String>>,
}

impl Problems {
    fn add(&mut self, kind: &'static str, detail: String) {
        self.found.entry(kind).or_default().push(detail);
    }

    fn check(&mut self, ok: bool, kind: &'static str, detail: impl FnOnce() -> String) {
        if !ok {
            self.add(kind, detail());
        }
    }

    /// Details shown only when something else is wrong.
    fn add_quietly(&mut self, kind: &'static str, detail: String) {
        self.quiet.entry(kind).or_default().push(detail);
    }

    fn is_empty(&self) -> bool {
        self.found.is_empty()
    }

    fn report(&self) -> String {
        let mut out = String::from("the processes lost or repeated work:\n");
        for (kind, details) in self.found.iter().chain(&self.quiet) {
            out.push_str(&format!(
                "- {kind}: {}, e.g. {:?}\n",
                details.len(),
                &details[..details.len().min(3)]
            ));
        }
        out
    }
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// A process manager stops a service with SIGTERM: the process stops
/// cleanly and gives its outbox lease up, so the next process (or this one
/// restarted under another name) delivers at once rather than after the
/// lease. On SQLite: it needs no PostgreSQL and runs everywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_stopped_by_sigterm_gives_its_outbox_lease_up() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
    let fake = FakeDiscord::start().await;
    fake.drop_files();
    let mut processes = Processes::new(&url, &fake.api_base, dir.path());
    processes.start("solo", "0-0/1");
    fake.wait_for_connections(1, Duration::from_secs(90)).await;
    let store = tavolo::store::Store::open(&url).await.unwrap();
    // The outbox task takes the lease at its first round.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let lease = store.lease("outbox:discord").await.unwrap();
        if lease.as_ref().is_some_and(|(holder, _)| holder == "solo") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the process never took the outbox lease: {lease:?}\n{}",
            processes.logs()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    let mut process = processes.running.remove(0);
    let pid = process.child.id().to_string();
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(sent.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = process.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "SIGTERM did not stop the process");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(
        status.success(),
        "{status}: {}",
        std::fs::read_to_string(&process.log).unwrap_or_default()
    );
    assert_eq!(
        store.lease("outbox:discord").await.unwrap(),
        None,
        "the lease was given up"
    );
}
