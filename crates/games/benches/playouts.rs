//! Random playouts per second, per registered game: `cargo bench -p
//! tavolo-games`.

use criterion::{Criterion, criterion_group, criterion_main};
use games::playout::{SplitMix64, random_playout};
use games::{Options, Rules};

/// Benchmarks complete random games of `R` from the start.
fn playouts<R: Rules>(c: &mut Criterion) {
    let info = R::info();
    let rules = R::new(&Options::defaults(info.options)).expect("default options");
    let start = rules.initial();
    let mut rng = SplitMix64(0x007A_7010);
    // Plies and games played by the measured runs (a skipped benchmark
    // plays none), for the mean game length beside the time.
    let (mut plies, mut games) = (0usize, 0usize);
    c.bench_function(&format!("playout/{}", info.slug), |b| {
        b.iter(|| {
            let mut state = start.clone();
            let n = random_playout(&rules, &mut state, &mut rng, info.max_plies as usize);
            plies += n;
            games += 1;
            n
        })
    });
    if games > 0 {
        eprintln!("{}: {:.1} plies per game", info.slug, plies as f64 / games as f64);
    }
}

/// One benchmark per registered game, from the registry's own list.
macro_rules! every_game {
    ($($rules:ty),* $(,)?) => {
        fn every_game(c: &mut Criterion) {
            $(playouts::<$rules>(c);)*
        }
    };
}

games::for_each_rules!(every_game);

criterion_group!(benches, every_game);
criterion_main!(benches);
