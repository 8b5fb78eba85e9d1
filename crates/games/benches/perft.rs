//! Perft throughput per draughts rule set, in leaf nodes per second:
//! `cargo bench -p tavolo-games --bench perft`. Depth 6 from the start
//! (Turkish: 5, whose depth 6 takes too long; Alquerque: 10, its tree being
//! narrow), each run checked against the count it must find.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use games::draughts::{
    AlquerqueBell, AlquerquePritchard, EnglishDraughts, ItalianDraughts, PolishDraughts, RussianDraughts,
    TurkishDraughts,
};
use games::perft::perft;
use games::{Options, Rules};

/// Benchmarks perft(`depth`) of `R` from the start; `expected` is its count.
fn bench<R: Rules>(c: &mut Criterion, depth: u32, expected: u64) {
    let info = R::info();
    let rules = R::new(&Options::defaults(info.options)).expect("default options");
    let start = rules.initial();
    assert_eq!(perft(&rules, &start, depth), expected, "{}", info.slug);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(expected));
    group.bench_function(format!("{}/{depth}", info.slug), |b| {
        b.iter(|| perft(&rules, &start, depth))
    });
    group.finish();
}

fn draughts(c: &mut Criterion) {
    bench::<EnglishDraughts>(c, 6, 36_768);
    bench::<ItalianDraughts>(c, 6, 36_473);
    bench::<PolishDraughts>(c, 6, 167_140);
    bench::<RussianDraughts>(c, 6, 37_986);
    bench::<TurkishDraughts>(c, 5, 85_090);
    bench::<AlquerqueBell>(c, 10, 10_637);
    bench::<AlquerquePritchard>(c, 10, 70_759);
}

criterion_group!(benches, draughts);
criterion_main!(benches);
