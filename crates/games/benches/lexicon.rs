//! Wörterklauer's word lists: how long reading a list into its map takes
//! (what the first game in a language pays once) and how fast a word is
//! looked up: `cargo bench -p tavolo-games --bench lexicon`. Prints each
//! list's size and an estimate of its map's heap first.

use criterion::{Criterion, criterion_group, criterion_main};
use games::hidden::worterklauer::lexicon::{Lang, Lexicon};
use std::hint::black_box;

fn lexicon(c: &mut Criterion) {
    let mut group = c.benchmark_group("lexicon");
    group.sample_size(10);
    for lang in Lang::ALL {
        let text = Lexicon::source(lang);
        let lexicon = Lexicon::for_lang(lang);
        eprintln!(
            "{}: {} words, list {} KiB in the binary, map about {} KiB on the heap",
            lang.code(),
            lexicon.len(),
            text.len() / 1024,
            lexicon.heap_bytes() / 1024
        );
        group.bench_function(format!("load/{}", lang.code()), |b| {
            b.iter(|| Lexicon::parse(black_box(text)))
        });
        let probes = ["AMORE", "casa", "cats", "xqzvw", "Rossa", "houses"];
        group.bench_function(format!("lookup6/{}", lang.code()), |b| {
            b.iter(|| probes.iter().filter(|w| lexicon.is_word(black_box(w))).count())
        });
    }
    group.finish();
}

criterion_group!(benches, lexicon);
criterion_main!(benches);
