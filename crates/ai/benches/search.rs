//! The bot's speed: `cargo bench -p tavolo-ai`.
//!
//! - `iterations/<game>`: 2 000 search iterations from an early middle game
//!   position (4 random plies in), with the game's hooks; criterion's
//!   throughput line is the iterations per second.
//! - `move/<game>/level-<n>`: one bot move at each level, with its time cap,
//!   from the same position.

use std::time::Duration;

use ai::{Config, Level, hooks_for, search};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use games::playout::SplitMix64;
use games::{Options, Rules, Status};

/// Iterations per measured search in the `iterations` group.
const ITERATIONS: u32 = 2_000;

/// The position `plies` random plies in (more if needed to reach a seat with
/// a choice), or `None` if the game ends first.
fn position<R: Rules>(rules: &R, plies: usize, seed: u64) -> Option<R::State> {
    let mut state = rules.initial();
    let mut rng = SplitMix64(seed);
    let mut played = 0;
    loop {
        match rules.status(&state) {
            Status::Over(_) => return None,
            Status::Chance => {
                let mut outcomes = Vec::new();
                rules.chance_outcomes(&state, &mut outcomes);
                let i = rng.below(outcomes.len());
                rules.apply(&mut state, &outcomes[i].0);
            }
            Status::ToMove(_) => {
                let moves = rules.legal_vec(&state);
                if played >= plies && moves.len() > 1 {
                    return Some(state);
                }
                rules.apply(&mut state, &moves[rng.below(moves.len())]);
                played += 1;
            }
        }
    }
}

fn bench_game<R: Rules>(c: &mut Criterion) {
    let slug = R::info().slug;
    let rules = R::new(&Options::defaults(R::info().options)).expect("default options");
    let state = (0..)
        .find_map(|seed| position(&rules, 4, seed))
        .expect("a position");
    let hooks = hooks_for::<R>();
    let probe = search(&rules, &state, hooks.as_ref(), &Config::new(ITERATIONS, 0)).expect("a seat to move");
    if probe.iterations < ITERATIONS {
        // A proven root ends the search: there is no rate to measure.
        println!(
            "iterations/{slug}: the position is solved after {} iterations",
            probe.iterations
        );
    }

    let mut group = c.benchmark_group("iterations");
    group.throughput(Throughput::Elements(u64::from(probe.iterations)));
    group.sample_size(10);
    group.bench_function(slug, |b| {
        b.iter(|| search(&rules, &state, hooks.as_ref(), &Config::new(ITERATIONS, 0)).map(|r| r.iterations))
    });
    group.finish();

    let mut group = c.benchmark_group(format!("move/{slug}"));
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    for level in Level::ALL {
        let budget = level.budget();
        let config = Config {
            time_cap: budget.time_cap,
            ..Config::new(budget.iterations, 7)
        };
        group.bench_with_input(BenchmarkId::new("level", level.number()), &config, |b, config| {
            b.iter(|| search(&rules, &state, hooks.as_ref(), config).map(|r| r.iterations))
        });
    }
    group.finish();
}

macro_rules! every_game {
    ($($rules:ty),* $(,)?) => {
        fn every_game(c: &mut Criterion) {
            $(bench_game::<$rules>(c);)*
        }
    };
}

games::for_each_rules!(every_game);

criterion_group!(benches, every_game);
criterion_main!(benches);
