//! Commands per second and their latency with one and with three `tavolo
//! run` processes on PostgreSQL, and with one on SQLite, side by side; and
//! the memory an idle live game costs a process. Not a test: it measures.
//!
//! Simulated Discord users play games of awele at once through the fake
//! Discord of the tests (`tests/suite/discord_fake/`, reached by
//! `DISCORD_API_URL`), each game in its own channel, the servers spread
//! over the shards (`tests/suite/processes_world/`). A command's latency runs
//! from the interaction sent on the gateway to its answer (the interaction
//! callback, or the edit after a deferral), board picture included; the
//! players read each game back from the database before their move, as in
//! the test, on every setup alike.
//!
//! ```sh
//! TAVOLO_TEST_POSTGRES='postgres:///postgres?host=/tmp/pgdev&user=postgres' \
//!   cargo bench --bench processes
//! ```
//!
//! Without `TAVOLO_TEST_POSTGRES` only SQLite is measured.
//! `TAVOLO_BENCH_GAMES` (default 200) and `TAVOLO_BENCH_MOVES` (moves by
//! people per game, default 6) size a run.
//!
//! Every player sends its next command as soon as the previous one is
//! answered (200 users at once, a closed loop): the processes are saturated,
//! so commands per second is their throughput and the latency is mostly
//! time queued. Memory per idle live game: the process's resident memory
//! (`VmRSS`) after the games were played and left unfinished, less before
//! them, over the number of games (one-process setups).
//!
//! Figures, 2026-11-26, the 2-core reference machine (load average 2.5
//! from other builds), PostgreSQL on the same machine (Unix socket, fsync
//! off), `cargo bench` (optimised), with the job claims, the outbox lease
//! and `DISCORD_SHARDS` of issue 27. 200 games at once, 6 moves by people
//! each (1,600 commands); then 10 games at once, 10 moves each (120
//! commands: latency without queueing):
//!
//! | setup | 200 games: commands/s | p50 | p99 | 10 games: commands/s | p50 | p99 |
//! |---|---:|---:|---:|---:|---:|---:|
//! | 1 process, SQLite | 209.5 | 947 ms | 1221 ms | 165.1 | 49 ms | 129 ms |
//! | 1 process, PostgreSQL | 189.4 | 1058 ms | 1585 ms | 159.4 | 57 ms | 110 ms |
//! | 3 processes, PostgreSQL | 225.1 | 881 ms | 1179 ms | 109.2 | 84 ms | 156 ms |
//!
//! Three processes on two cores add little throughput: every PostgreSQL
//! write takes one advisory lock, and the cores are shared. Memory per idle
//! live game, 600 games of 2 moves (`TAVOLO_BENCH_GAMES=600
//! TAVOLO_BENCH_MOVES=2 cargo bench --bench processes -- "1 process"`):
//! 347 KiB on SQLite, 364 KiB on PostgreSQL (with 200 games: 465 and 250
//! KiB; with 10, warming up dominates). It is the process's growth, so it
//! includes what the allocator keeps from the work, not only the games'
//! state.
//!
//! An unoptimised build (`cargo test --bench processes`) under a load
//! average of 8.5 gave 46.7, 26.4 and 30.1 commands/s for the three setups
//! with 200 games.

#[path = "../tests/suite/discord_fake/mod.rs"]
mod discord_fake;
#[path = "../tests/suite/processes_world/mod.rs"]
mod processes_world;

use std::time::{Duration, Instant};

use discord_fake::FakeDiscord;
use processes_world::{Db, Processes, Seen, percentile, play_table, tables};

/// One setup measured.
struct Setup {
    name: &'static str,
    processes: u64,
    postgres: bool,
}

const SETUPS: &[Setup] = &[
    Setup {
        name: "1 process, SQLite",
        processes: 1,
        postgres: false,
    },
    Setup {
        name: "1 process, PostgreSQL",
        processes: 1,
        postgres: true,
    },
    Setup {
        name: "3 processes, PostgreSQL",
        processes: 3,
        postgres: true,
    },
];

/// What one setup gave.
struct Figures {
    commands: usize,
    seconds: f64,
    p50: Duration,
    p99: Duration,
    /// KiB per idle live game (one-process setups).
    per_game_kib: Option<f64>,
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument picks setups.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let games = setting("TAVOLO_BENCH_GAMES", 200);
    let moves = setting("TAVOLO_BENCH_MOVES", 6);
    let server = std::env::var("TAVOLO_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    println!(
        "processes bench: {games} games of {} at once, {moves} moves by people each; load before: {}",
        processes_world::GAME,
        processes_world::load()
    );
    let mut rows = Vec::new();
    for setup in SETUPS {
        if filter.as_deref().is_some_and(|f| !setup.name.contains(f)) {
            continue;
        }
        if setup.postgres && server.is_none() {
            println!("{}: skipped (set TAVOLO_TEST_POSTGRES)", setup.name);
            continue;
        }
        let figures = runtime.block_on(measure(setup, server.as_deref(), games, moves));
        println!(
            "{:<26} {:>6} commands in {:>6.1} s: {:>6.1} commands/s, p50 {:>5} ms, p99 {:>5} ms{}",
            setup.name,
            figures.commands,
            figures.seconds,
            figures.commands as f64 / figures.seconds,
            figures.p50.as_millis(),
            figures.p99.as_millis(),
            figures
                .per_game_kib
                .map(|k| format!(", {k:.0} KiB per idle live game"))
                .unwrap_or_default()
        );
        rows.push((setup.name, figures));
    }
    println!("\n| setup | commands/s | p50 | p99 | memory per idle live game |\n|---|---:|---:|---:|---:|");
    for (name, f) in &rows {
        println!(
            "| {name} | {:.1} | {} ms | {} ms | {} |",
            f.commands as f64 / f.seconds,
            f.p50.as_millis(),
            f.p99.as_millis(),
            f.per_game_kib
                .map(|k| format!("{k:.0} KiB"))
                .unwrap_or_else(|| "-".into())
        );
    }
    println!("load after: {}", processes_world::load());
}

async fn measure(setup: &Setup, server: Option<&str>, games: usize, moves: usize) -> Figures {
    let dir = tempfile::tempdir().unwrap();
    let url = match (setup.postgres, server) {
        (true, Some(server)) => processes_world::scratch_postgres(server, "bench").await,
        _ => format!("sqlite://{}", dir.path().join("tavolo.sqlite").display()),
    };
    let fake = FakeDiscord::start().await;
    fake.drop_files();
    // Discord's is 41 s; a second would make loaded processes reconnect.
    fake.set_heartbeat_interval(Duration::from_secs(15));
    let mut processes = Processes::new(&url, &fake.api_base, dir.path());
    let n = setup.processes;
    for i in 0..n {
        processes.start(&format!("p{i}"), &format!("{i}-{i}/{n}"));
    }
    fake.wait_for_connections(n as usize, Duration::from_secs(120))
        .await;
    let db = Db::open(&url).await;
    // Settled: the commands registered, the pools open.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let rss_before = processes.running[0].rss_kib();

    let seen = std::sync::Arc::new(Seen::default());
    let started = Instant::now();
    let mut players = Vec::new();
    for table in tables(games, 0) {
        let (fake, db, seen) = (fake.clone(), db.clone(), seen.clone());
        players.push(tokio::spawn(async move {
            play_table(&fake, &db, &seen, &table, moves).await;
        }));
    }
    for player in players {
        player.await.expect("a game played");
    }
    let seconds = started.elapsed().as_secs_f64();
    // The games stay live (unfinished) and idle.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let rss_after = processes.running[0].rss_kib();
    let per_game_kib = match (n, rss_before, rss_after) {
        (1, Some(before), Some(after)) => Some((after as f64 - before as f64) / games as f64),
        _ => None,
    };
    let mut latencies = seen.latencies.lock().unwrap().clone();
    let figures = Figures {
        commands: latencies.len(),
        seconds,
        p50: percentile(&mut latencies, 0.50),
        p99: percentile(&mut latencies, 0.99),
        per_game_kib,
    };
    drop(processes);
    if let Db::Postgres(pool) = &db {
        pool.close().await;
        processes_world::drop_postgres(&url).await;
    }
    figures
}
