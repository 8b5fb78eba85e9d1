//! A 100-move game's replay: the time to draw its 101 positions, and to
//! make the GIF (drawing each twice and encoding), and the file's size
//! (printed once).
//!
//! `cargo bench -p tavolo-render --bench replay`

use criterion::{Criterion, criterion_group, criterion_main};
use games::{Options, Rules};

/// The positions of a seeded random Awele game of 100 plies (or to its end).
fn views() -> Vec<games::View> {
    use games::mancala::awele::Awele;
    use games::playout::SplitMix64;
    let rules = Awele::new(&Options::defaults(Awele::info().options)).unwrap();
    let mut state = rules.initial();
    let mut rng = SplitMix64(7);
    let mut views = vec![rules.view(&state, None)];
    for _ in 0..100 {
        let moves = rules.legal_vec(&state);
        if moves.is_empty() {
            break;
        }
        rules.apply(&mut state, &moves[rng.below(moves.len())]);
        views.push(rules.view(&state, None));
    }
    views
}

fn replay(c: &mut Criterion) {
    let views = views();
    let frame = render::Frame::new("Awele #1").with_names(["alice", "bob"]);
    let draw = |i: usize| render::render(&views[i], &frame);
    let gif = render::encode_gif(views.len(), draw, render::Replay::default()).unwrap();
    println!(
        "replay of {} positions: {} bytes ({:.0} per position)",
        views.len(),
        gif.len(),
        gif.len() as f64 / views.len() as f64
    );
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("draw_101_positions", |b| {
        b.iter(|| (0..views.len()).map(draw).collect::<Vec<_>>())
    });
    // Drawing each position twice (see `render::encode_gif`) and encoding.
    group.bench_function("gif_of_101_positions", |b| {
        b.iter(|| render::encode_gif(views.len(), draw, render::Replay::default()).unwrap())
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
