//! Render + PNG encode per game, at the start and in the middle of a seeded
//! random game, plus the hand-made view of every board kind.
//!
//! `cargo bench -p tavolo-render`; the aim is at most 3 ms per board.

#[path = "../tests/suite/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use render::Frame;

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("render+png");
    for entry in games::registry::GAMES {
        let slug = entry.info().slug;
        let end = common::game_length(slug, 7, 2000);
        for (stage, plies) in [("start", 0), ("mid", end / 2)] {
            let game = common::random_game(slug, 7, plies);
            let view = game.view(None);
            let frame = Frame::new(entry.info().name_en).with_names(["Alice", "Bob"]);
            group.bench_function(format!("{slug}/{stage}"), |b| {
                b.iter(|| render::render_png(&view, &frame).expect("encodes"))
            });
        }
    }
    for (name, view) in common::kinds() {
        let frame = Frame::new(name).with_names(["Alice", "Bob"]);
        group.bench_function(format!("kind/{name}"), |b| {
            b.iter(|| render::render_png(&view, &frame).expect("encodes"))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).warm_up_time(std::time::Duration::from_millis(500)).measurement_time(std::time::Duration::from_secs(2));
    targets = games
}
criterion_main!(benches);
