//! One move through core + store + render: `cargo bench --bench move`.
//!
//! Each measured iteration is one `/move` request answered by the core: the
//! game is replayed (from the cache), the move validated, written with
//! `BEGIN IMMEDIATE` and `synchronous=FULL`, and the board rendered to PNG.
//! Criterion reports the mean; the per-move distribution (p50, p99) is
//! printed at the end.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use games::playout::SplitMix64;
use tavolo::app::{App, Command, FixedSeeds, Lang, Request, SystemClock, UserRef};
use tavolo::store::Store;

/// A stream of gomoku moves: random games played through the core.
struct Table {
    app: App,
    rng: SplitMix64,
    game: i64,
    next_game: i64,
    _dir: tempfile::TempDir,
}

fn request(name: &str, command: Command) -> Request {
    Request {
        platform: "bench".into(),
        chat: "c".into(),
        user: UserRef {
            id: name.into(),
            name: name.into(),
        },
        role: tavolo::app::Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    }
}

impl Table {
    async fn new() -> Table {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("bench.sqlite").display());
        let app = App::with(
            Store::open(&url).await.unwrap(),
            Arc::new(SystemClock),
            Arc::new(FixedSeeds([1; 32])),
        );
        let mut table = Table {
            app,
            rng: SplitMix64(3),
            game: 0,
            next_game: 1,
            _dir: dir,
        };
        table.new_game().await;
        table
    }

    async fn new_game(&mut self) {
        let challenge = Command::Challenge {
            opponents: vec![UserRef {
                id: "bob".into(),
                name: "bob".into(),
            }],
            game: "gomoku".into(),
            options: vec![],
        };
        self.app.handle(request("alice", challenge)).await;
        self.app
            .handle(request("bob", Command::Accept(Some(self.next_game))))
            .await;
        self.game = self.next_game;
        self.next_game += 1;
    }

    /// Plays one random legal move; returns the time the core took.
    async fn one_move(&mut self) -> Duration {
        let moves = self.app.store().moves(self.game).await.unwrap();
        let row = self.app.store().game(self.game).await.unwrap().unwrap();
        if row.status.to_string() != "active" {
            self.new_game().await;
            return Box::pin(self.one_move()).await;
        }
        let mut replay = games::registry::start("gomoku", &Default::default()).unwrap();
        for m in &moves {
            replay.play(&m.text).unwrap();
        }
        let legal = replay.legal();
        let text = legal[self.rng.below(legal.len())].clone();
        let who = if moves.len() % 2 == 0 { "alice" } else { "bob" };
        let started = Instant::now();
        let reply = self
            .app
            .handle(request(
                who,
                Command::Move {
                    game: Some(self.game),
                    text,
                    ply: None,
                },
            ))
            .await;
        let took = started.elapsed();
        assert!(!reply.private && reply.image.is_some(), "{}", reply.text);
        took
    }
}

fn one_move(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let table = Arc::new(tokio::sync::Mutex::new(runtime.block_on(Table::new())));
    let samples = Arc::new(Mutex::new(Vec::<Duration>::new()));
    c.bench_function("move/gomoku core+store+render", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let took = runtime.block_on(async { table.lock().await.one_move().await });
                samples.lock().unwrap().push(took);
                total += took;
            }
            total
        })
    });
    let mut all = samples.lock().unwrap().clone();
    all.sort();
    if !all.is_empty() {
        let at = |q: f64| all[((all.len() as f64 - 1.0) * q) as usize];
        println!(
            "move/gomoku core+store+render over {} moves: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            all.len(),
            at(0.50).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            all[all.len() - 1].as_secs_f64() * 1e3
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(10));
    targets = one_move
}
criterion_main!(benches);
