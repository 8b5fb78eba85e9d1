//! Go playouts per second: `cargo bench -p tavolo-ai --bench go`
//! (`-- --measurement-time 3` for a short run).
//!
//! One playout to the end of the game from an empty board and from a
//! middle-game position (a fixed random game: 30 plies on 9×9, 120 on
//! 19×19), on 9×9 and 19×19; criterion's throughput line is the playouts
//! per second.
//!
//! - `go/area/…`: the playout the bot used before issue 45, the rules'
//!   estimate playout (`score::playout_area`: a board copy and a chain
//!   walk for every try).
//! - `go/policy/…`: the bot's playout policy on its fast board
//!   (`ai::go::playout`: atari, 3×3 patterns, no own eye, no self-atari of
//!   two), from a fresh copy of the fast board each time.
//! - `go/random/…`: the same board and filters with the atari and pattern
//!   rules off (the cost of the policy's rules).
//! - `go/search/9x9-empty`: 2 000 iterations of the bot's whole Go search
//!   (its registered hooks) from the empty 9×9 board; the throughput is
//!   iterations per second.
//! - `go-level/<level>/<size>`: one whole move of levels 1 and 2 (their
//!   iterations, no time cap) from the empty board of each size, with the
//!   hooks every level uses: the time a move costs against the level's cap
//!   (1 s and 3 s).
//!
//! Playouts (iterations) per second, release, criterion
//! `--measurement-time 3 --warm-up-time 1`, on the 2-core machine shared
//! with other builders. Before: commit 6889bca, load 0.3 to 2. After:
//! commit b14c7ef, load about 5 (so `area` is measured again in the same
//! run, for the ratio):
//!
//! | | 9×9 empty | 9×9 mid-game | 19×19 empty | 19×19 mid-game |
//! |---|---:|---:|---:|---:|
//! | `area`, before (load < 2) | 7 660 | 7 520 | 1 145 | 1 214 |
//! | `area`, same run as after (load 5) | 5 125 | 4 810 | 739 | 899 |
//! | `policy`, after (load 5) | 22 800 | 22 430 | 5 534 | 7 276 |
//! | `random`, after (load 5) | 33 960 | 36 580 | 8 713 | 9 140 |
//! | `search` iterations, 9×9 empty | before 2 450 | after 10 560 (load 5) | | |
//!
//! One move of levels 1 and 2 (`go-level`, added on top of 4829d2c, release,
//! `--measurement-time 3 --warm-up-time 1`, from the empty board) on the
//! 2-core machine at load 13 to 14 (five builders beside it, so each figure
//! is several times an idle core's):
//!
//! | level (iterations, cap) | 9×9 | 13×13 | 19×19 |
//! |---|---:|---:|---:|
//! | 1 (300, 1 s) | 0.20 s | 0.35 s | 0.50 s |
//! | 2 (5 000, 3 s) | 1.15 s | 1.67 s | 2.91 s |
//!
//! Both levels finish their iterations within their caps even so; the caps
//! (`Level::budget`) have not changed since before issue 45.
//!
//! The policy's playouts are 4.5 times as many as the old ones on 9×9
//! and 6 to 8 times on 19×19 under the same load, though each plays the
//! whole game with the atari and pattern rules.

use ai::go::{FastBoard, Policy, playout};
use ai::{Config, Level, hooks_for, search};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use games::alignment::go::board::{BLACK, Board, EMPTY, opponent};
use games::alignment::go::{Go, Go9, score};
use games::playout::SplitMix64;
use games::{Options, Rules};

/// A board after `plies` random stones (no suicide, no own eye filled).
fn middle_game(n: usize, plies: usize, seed: u64) -> Board {
    let mut board = Board::new(n);
    let mut rng = SplitMix64(seed);
    let mut colour = BLACK;
    let mut played = 0;
    while played < plies {
        let p = rng.below(n * n);
        if board.at(p) != EMPTY || score::is_eye(&board, p, colour) {
            continue;
        }
        let before = board.clone();
        board.place(p, colour);
        if !board.has_liberty(p) {
            board = before;
            continue;
        }
        colour = opponent(colour);
        played += 1;
    }
    board
}

fn positions() -> Vec<(String, Board)> {
    vec![
        ("9x9-empty".into(), Board::new(9)),
        ("9x9-mid".into(), middle_game(9, 30, 45)),
        ("19x19-empty".into(), Board::new(19)),
        ("19x19-mid".into(), middle_game(19, 120, 45)),
    ]
}

fn go(c: &mut Criterion) {
    let mut group = c.benchmark_group("go");
    group.throughput(Throughput::Elements(1));
    group.sample_size(20);
    for (name, board) in positions() {
        let mut rng = SplitMix64(1);
        group.bench_function(format!("area/{name}"), |b| {
            b.iter(|| score::playout_area(&board, BLACK, &mut rng))
        });
        let fast = FastBoard::from_board(&board);
        for (kind, policy) in [
            ("policy", Policy::default()),
            (
                "random",
                Policy {
                    atari: false,
                    patterns: false,
                },
            ),
        ] {
            let mut rng = SplitMix64(1);
            group.bench_function(format!("{kind}/{name}"), |b| {
                b.iter(|| playout(&mut fast.clone(), BLACK, policy, &mut rng, |_, _| {}))
            });
        }
    }
    group.finish();

    // The whole search: iterations per second of the bot's Go search
    // (its hooks as registered) from the empty 9×9 board.
    let rules = Go9::new(&Options::defaults(Go9::info().options)).expect("default options");
    let state = rules.initial();
    let hooks = hooks_for::<Go9>();
    let mut group = c.benchmark_group("go");
    group.throughput(Throughput::Elements(u64::from(SEARCH)));
    group.sample_size(10);
    group.bench_function("search/9x9-empty", |b| {
        b.iter(|| search(&rules, &state, hooks.as_ref(), &Config::new(SEARCH, 0)).map(|r| r.iterations))
    });
    group.finish();
}

/// One move of levels 1 and 2 on each board: the policy is the same at
/// every level (one registered set of hooks); only the iterations differ.
fn levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("go-level");
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    level_moves::<9>(&mut group);
    level_moves::<13>(&mut group);
    level_moves::<19>(&mut group);
    group.finish();
}

fn level_moves<const N: usize>(group: &mut criterion::BenchmarkGroup<criterion::measurement::WallTime>) {
    let rules = Go::<N>::new(&Options::defaults(Go::<N>::info().options)).expect("default options");
    let state = rules.initial();
    let hooks = hooks_for::<Go<N>>();
    for level in [Level::ONE, Level::TWO] {
        let iterations = level.budget().iterations;
        group.bench_function(format!("{level}/{N}x{N}"), |b| {
            b.iter(|| {
                search(&rules, &state, hooks.as_ref(), &Config::new(iterations, 0)).map(|r| r.iterations)
            })
        });
    }
}

/// Iterations of a measured search.
const SEARCH: u32 = 2_000;

criterion_group!(benches, go, levels);
criterion_main!(benches);
