//! Command-to-reply latency with 1, 4 and 16 concurrent writers on one
//! SQLite file: `cargo bench --bench writers`.
//!
//! Each writer is a tokio task with its own chat, two players and a game of
//! gomoku; it sends one `/move` after another to the one shared core, each
//! awaited before the next (as a player waits for the board). Every move is
//! written with `BEGIN IMMEDIATE` and `synchronous=FULL` through the store's
//! pool and answered with the board as PNG, so the writers queue for the
//! database's one write lock and the pool's connections. One criterion
//! iteration is one move by every writer (the wall time until all are
//! answered); each request's own latency is recorded and p50/p99 printed
//! per writer count at the end. The percentiles cover every move of the
//! run, warm-up included.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use games::playout::SplitMix64;
use games::{DynGame, Status};
use tavolo::app::{App, Command, FixedSeeds, Lang, Request, Role, SystemClock, UserRef};
use tavolo::store::Store;

/// The writer counts measured.
const WRITERS: [usize; 3] = [1, 4, 16];

/// The game every writer plays: board and move are cheap, so the database
/// and the core dominate.
const GAME: &str = "gomoku";

fn user(id: &str) -> UserRef {
    UserRef {
        id: id.into(),
        name: id.into(),
    }
}

fn request(chat: &str, who: &str, command: Command) -> Request {
    Request {
        platform: "bench".into(),
        chat: chat.into(),
        user: user(who),
        role: Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    }
}

/// One writer: a chat where two players play random games, one after the
/// other, with a copy of the game to choose legal moves from.
struct Writer {
    app: Arc<App>,
    chat: String,
    players: [String; 2],
    rng: SplitMix64,
    game: i64,
    /// Whom the last reply mentioned: the player to move.
    to_move: String,
    copy: Box<dyn DynGame>,
}

impl Writer {
    async fn new(app: Arc<App>, index: usize) -> Writer {
        let mut writer = Writer {
            app,
            chat: format!("chat{index}"),
            players: [format!("a{index}"), format!("b{index}")],
            rng: SplitMix64(index as u64 + 1),
            game: 0,
            to_move: String::new(),
            copy: games::registry::start(GAME, &Default::default()).unwrap(),
        };
        writer.new_game().await;
        writer
    }

    async fn new_game(&mut self) {
        let [a, b] = &self.players;
        let challenge = Command::Challenge {
            opponents: vec![user(b)],
            game: GAME.into(),
            options: vec![],
        };
        let reply = self.app.handle(request(&self.chat, a, challenge)).await;
        assert!(!reply.private, "challenge refused: {}", reply.text);
        let reply = self
            .app
            .handle(request(&self.chat, b, Command::Accept(None)))
            .await;
        let board = reply
            .board
            .unwrap_or_else(|| panic!("accept refused: {}", reply.text));
        self.game = board.game_id;
        self.to_move = reply.mentions[0].clone();
        self.copy = games::registry::start(GAME, &Default::default()).unwrap();
    }

    /// Plays one random legal move; returns how long the core took to
    /// answer it.
    async fn one_move(&mut self) -> Duration {
        if matches!(self.copy.status(), Status::Over(_)) {
            self.new_game().await;
        }
        let legal = self.copy.legal();
        let text = legal[self.rng.below(legal.len())].clone();
        let command = Command::Move {
            game: Some(self.game),
            text: text.clone(),
            ply: None,
        };
        let started = Instant::now();
        let reply = self.app.handle(request(&self.chat, &self.to_move, command)).await;
        let took = started.elapsed();
        assert!(
            !reply.private && reply.image.is_some(),
            "move refused: {}",
            reply.text
        );
        self.copy.play(&text).unwrap();
        if let Some(next) = reply.mentions.first() {
            self.to_move = next.clone();
        }
        took
    }
}

/// A core on a fresh SQLite file and its writers.
struct Table {
    writers: Vec<Arc<tokio::sync::Mutex<Writer>>>,
    _dir: tempfile::TempDir,
}

impl Table {
    async fn new(writers: usize) -> Table {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("bench.sqlite").display());
        let app = Arc::new(App::with(
            Store::open(&url).await.unwrap(),
            Arc::new(SystemClock),
            Arc::new(FixedSeeds([1; 32])),
        ));
        let mut all = Vec::new();
        for index in 0..writers {
            let writer = Writer::new(app.clone(), index).await;
            all.push(Arc::new(tokio::sync::Mutex::new(writer)));
        }
        Table {
            writers: all,
            _dir: dir,
        }
    }

    /// Every writer plays `rounds` moves at once; returns the wall time
    /// and adds each move's latency to `latencies`.
    async fn play(&self, rounds: u64, latencies: &Mutex<Vec<Duration>>) -> Duration {
        let started = Instant::now();
        let tasks: Vec<_> = self
            .writers
            .iter()
            .map(|writer| {
                let writer = writer.clone();
                tokio::spawn(async move {
                    let mut writer = writer.lock().await;
                    let mut took = Vec::with_capacity(rounds as usize);
                    for _ in 0..rounds {
                        took.push(writer.one_move().await);
                    }
                    took
                })
            })
            .collect();
        let mut all = Vec::new();
        for task in tasks {
            all.extend(task.await.unwrap());
        }
        let wall = started.elapsed();
        latencies.lock().unwrap().extend(all);
        wall
    }
}

/// The latency at quantile `q` of sorted `all`.
fn quantile(all: &[Duration], q: f64) -> Duration {
    all[((all.len() as f64 - 1.0) * q).round() as usize]
}

fn writers(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut group = c.benchmark_group("writers");
    let mut summary = Vec::new();
    for n in WRITERS {
        let table = runtime.block_on(Table::new(n));
        let latencies = Mutex::new(Vec::new());
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(BenchmarkId::new("gomoku move", n), |b| {
            b.iter_custom(|rounds| runtime.block_on(table.play(rounds, &latencies)))
        });
        let mut all = latencies.into_inner().unwrap();
        all.sort();
        if !all.is_empty() {
            summary.push(format!(
                "{n:>2} writers, {:>6} moves: p50 {:>7.2} ms, p99 {:>7.2} ms, max {:>7.2} ms",
                all.len(),
                quantile(&all, 0.50).as_secs_f64() * 1e3,
                quantile(&all, 0.99).as_secs_f64() * 1e3,
                all[all.len() - 1].as_secs_f64() * 1e3
            ));
        }
    }
    group.finish();
    println!("\ncommand-to-reply latency of /move, one SQLite file:");
    for line in summary {
        println!("  {line}");
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(10));
    targets = writers
}
criterion_main!(benches);
