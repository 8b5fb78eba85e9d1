//! Go's random playouts the way OpenSpiel plays its `go` (for the figures
//! beside `tests/fixtures/go/openspiel/bench_openspiel_go.py`): from the
//! empty board, every legal move (pass included) equally likely, until two
//! passes in a row (where OpenSpiel's game ends and ours goes to the count)
//! or the ply cap. The registry's `playouts` bench plays on through the
//! count, where an accepted count pays for the dead-stone estimate.
//!
//! `cargo bench -p tavolo-games --bench go_playouts -- --warm-up-time 1 --measurement-time 3`

use criterion::{Criterion, criterion_group, criterion_main};
use games::Rules;
use games::alignment::go::{Go, GoMove, GoState, Phase};
use games::playout::SplitMix64;

/// Plays to the first count (or the cap); the plies played.
fn to_two_passes<const N: usize>(rules: &Go<N>, state: &mut GoState, rng: &mut SplitMix64) -> usize {
    let mut moves: Vec<GoMove> = Vec::new();
    let cap = 4 * N * N;
    for ply in 0..cap {
        if !matches!(state.phase(), Phase::Play { .. }) {
            return ply;
        }
        moves.clear();
        rules.legal_moves(state, &mut moves);
        let mv = moves[rng.below(moves.len())];
        rules.apply(state, &mv);
    }
    cap
}

fn bench<const N: usize>(c: &mut Criterion) {
    let rules = Go::<N>::new(&games::Options::defaults(Go::<N>::info().options)).unwrap();
    let start = rules.initial();
    // The mean game length, for plies per second.
    let mut rng = SplitMix64(0x0060_2026);
    let games = 200;
    let plies: usize = (0..games)
        .map(|_| to_two_passes(&rules, &mut start.clone(), &mut rng))
        .sum();
    eprintln!(
        "go {N}x{N}: {:.1} plies per game to two passes",
        plies as f64 / games as f64
    );
    let mut rng = SplitMix64(0x007A_7010);
    c.bench_function(&format!("go-to-two-passes/{N}x{N}"), |b| {
        b.iter(|| to_two_passes(&rules, &mut start.clone(), &mut rng))
    });
}

fn go(c: &mut Criterion) {
    bench::<9>(c);
    bench::<19>(c);
}

criterion_group!(benches, go);
criterion_main!(benches);
