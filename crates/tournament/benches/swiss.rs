//! Swiss pairing speed: `cargo bench -p tavolo-tournament --bench swiss`.
//!
//! A 100-player field plays four rounds paired by the Dutch engine, with
//! results from a fixed pseudo-random stream (some draws, an absence or
//! two); each measured iteration pairs round 5 of that field.

use criterion::{Criterion, criterion_group, criterion_main};
use tournament::model::{Code, Colour, Entry, Field, Player};
use tournament::swiss_dutch::{self, Options};

const PLAYERS: usize = 100;
const OPTIONS: Options = Options {
    initial: Colour::White,
    total_rounds: 9,
};

/// The field after four rounds.
fn field_after_four_rounds() -> (Field, Vec<usize>) {
    let mut field = Field {
        players: (0..PLAYERS)
            .map(|i| Player::new(format!("P{}", i + 1), 2400.0 - 5.0 * i as f64))
            .collect(),
    };
    // The results of the first rounds, the same at every run.
    let mut rng = fastrand::Rng::with_seed(2026);
    for round in 0..4 {
        // One player sits a round out now and then: an odd field.
        let absent = (round % 2 == 1).then(|| rng.u64(..PLAYERS as u64) as usize);
        let available: Vec<usize> = (0..PLAYERS).filter(|&i| Some(i) != absent).collect();
        if let Some(a) = absent {
            field.set(round, a, Entry::without_game(Code::ZeroBye));
        }
        let pairing = swiss_dutch::pair(&field, &available, &OPTIONS).expect("a pairing");
        for &(white, black) in &pairing.boards {
            let code = match rng.u64(..10) {
                0..=3 => Code::Win,
                4..=6 => Code::Loss,
                _ => Code::Draw,
            };
            field.set_game(round, white, black, code);
        }
        if let Some(b) = pairing.bye {
            field.set(round, b, Entry::without_game(Code::PairingBye));
        }
    }
    (field, (0..PLAYERS).collect())
}

fn bench(c: &mut Criterion) {
    let (field, available) = field_after_four_rounds();
    c.bench_function("swiss_dutch: pair round 5 of 100 players", |b| {
        b.iter(|| swiss_dutch::pair(&field, &available, &OPTIONS).expect("a pairing"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
