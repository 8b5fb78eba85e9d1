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
    c.bench_function(&format!("playout/{}", info.slug), |b| {
        b.iter(|| {
            let mut state = start.clone();
            random_playout(&rules, &mut state, &mut rng, info.max_plies as usize)
        })
    });
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
