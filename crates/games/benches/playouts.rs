//! Random playouts per second, per registered game: `cargo bench -p
//! tavolo-games`. Each benchmark also prints the mean plies of the games it
//! played.
//!
//! # Beside OpenSpiel: twixt, lines-of-action, quoridor, quoridor-4p
//!
//! ```sh
//! cargo bench -p tavolo-games --bench playouts -- 'playout/(twixt|lines-of-action|quoridor|quoridor-4p)$' --warm-up-time 2 --measurement-time 5
//! /work/venv-twixt/bin/python crates/games/tests/fixtures/openspiel/bench_openspiel_modern.py --seconds 5
//! ```
//!
//! Measured 2026-11-26 between 08:55 and 08:57 UTC, one run right after
//! the other on the same shared machine (2 cores, load average 11 to 14
//! from other engineers' builds, so both sides ran slowed; our own arena
//! runs were paused). Ours: criterion's median, games a second and plies
//! a second from the mean plies printed. OpenSpiel 2.0.2 (PyPI), full games
//! uniformly random: a loop in Python, and `evaluate_bots` with C++ random
//! bots (plies a second estimated from the Python loop's mean length).
//!
//! | game | ours games/s | ours plies/s | OpenSpiel C++ games/s | C++ plies/s | Python loop plies/s | plies a game (ours / OpenSpiel) |
//! |---|---:|---:|---:|---:|---:|---|
//! | twixt (24×24) | 94 | 52 900 | 317 | 170 000 | 17 900 | 565 / 535 |
//! | lines-of-action | 3 900 | 757 000 | 564 | 108 000 | 87 900 | 194 / 192 |
//! | quoridor (9×9, 2) | 966 | 54 300 | 2 480 | 593 000 | 346 000 | 56 / 239 |
//! | quoridor-4p (9×9) | 523 | 138 000 | 993 | 261 000 | 181 000 | 264 / 263 |
//!
//! The games are each engine's own, so compare plies a second where the
//! rules differ. TwixT: ours lists a placement with and without its links
//! (about 1 100 moves a turn, each hole tested for a link not crossed) and
//! checks the connection after each peg; OpenSpiel always links and lists
//! one action a hole. The same morning, before the table of crossing links
//! in `twixt.rs` (`Twixt::crossed`), ours took 45.1 ms a game (22 games/s,
//! 12 500 plies/s; OpenSpiel C++ then 294 games/s). Quoridor: ours draws on
//! the third repetition of a position, which ends most random games of two
//! early (OpenSpiel plays on to its 324-ply cap, 40% of its random games),
//! and our plies were the slower ones here until the path rule was redone
//! (below). With four
//! players OpenSpiel 2.0.2 stops about one random game in 700 (Python loop;
//! 1 in 5 000 with its C++ bots) on an internal error (its quoridor "has
//! known issues"); the script counts them. Lines of Action: bitboards, 7 times OpenSpiel's C++.
//!
//! Quoridor again, 2026-11-26 between 12:41 and 12:56 UTC, same machine,
//! load average 1.7 to 3.8 (lower than the table's, so all figures are
//! higher). Profiled with `perf`: half the time was the breadth-first
//! search of the path rule (for each wall that cuts a seat's shortest
//! way), a fifth the wall's name formatted for a refusal message for each
//! of the 128 places checked each ply, then building the grooves' table.
//! Now the walls that fit and the walls that cut each seat's way are bits
//! by anchor, the path rule is a flood fill over four 81-bit boards of open
//! directions (`board.rs`, `Geo::connected`), and the empty board is built
//! once. Legal moves unchanged (the OpenSpiel fixtures, and a test of the
//! fast path against the plain search on random positions). `--only
//! quoridor quoridor-4p --seconds 3` for OpenSpiel, right after ours.
//!
//! | game | ours before: games/s | plies/s | ours after: games/s | plies/s | OpenSpiel C++ games/s | C++ plies/s |
//! |---|---:|---:|---:|---:|---:|---:|
//! | quoridor (9×9, 2) | 1 660 | 93 900 | 14 500 | 817 000 | 4 870 | 1 165 000 |
//! | quoridor-4p (9×9) | 870 | 231 000 | 5 850 | 1 534 000 | 2 520 | 660 000 |
//!
//! # Pah Tum and Shax (no independent implementation)
//!
//! `cargo bench -p tavolo-games --bench playouts -- 'playout/(pah-tum|shax|la-tela)$' --warm-up-time 1 --measurement-time 3`,
//! 2026-11-30 at 15:14 UTC on the shared machine (2 cores, load average
//! about 11 from other builds), criterion's median:
//!
//! | game | µs a game | games/s | plies a game | plies/s |
//! |---|---:|---:|---:|---:|
//! | pah-tum (7×7, 7 blocks thrown) | 12.0 | 83 500 | 49.0 | 4 090 000 |
//! | shax | 47.3 | 21 200 | 96.2 | 2 040 000 |
//! | la-tela (same run, after the shared morris module) | 41.0 | 24 400 | 80.5 | 1 960 000 |
//!
//! # Beside gameslib: byte, archimedes, gyges
//!
//! ```sh
//! cargo bench -p tavolo-games --bench playouts -- 'playout/(byte|archimedes|gyges)$' --warm-up-time 2 --measurement-time 5
//! node crates/games/tests/fixtures/byte/generate.js /path/to/byte.cjs --time 200
//! GAMESLIB=/path/to/gameslib/src npx tsx crates/games/tests/fixtures/gameslib/archimedes/generate.ts bench 200
//! GAMESLIB=/path/to/gameslib/src npx tsx crates/games/tests/fixtures/gameslib/gyges/generate.ts bench 10
//! ```
//!
//! Measured 2026-11-30 between 02:00 and 02:08 UTC on the shared machine
//! (2 cores, load average 7 to 10 from other builds), gameslib first, then
//! ours. AbstractPlay's gameslib (TypeScript, Node 18, the commits named in
//! the fixture generators), uniformly random full games; ours criterion's
//! median and the mean plies it printed. Archimedes: our default rules
//! keep the draw rules that gameslib lacks, which barely changes a random
//! game's length (126 plies against 121). Both games' moves agree with
//! gameslib's at every ply of the fixtures.
//!
//! | game | ours games/s | ours plies/s | gameslib games/s | gameslib plies/s | plies a game (ours / gameslib) |
//! |---|---:|---:|---:|---:|---|
//! | byte | 26 800 | 968 000 | 37.5 | 1 350 | 36.1 / 36.0 |
//! | archimedes | 7 980 | 1 005 000 | 18.1 | 2 200 | 126 / 121 |
//! | gyges | 291 | 39 800 | 0.041 | 5.5 | 137 / 134 |
//!
//! Gyges was measured 2026-11-30 between 04:35 and 04:40 UTC, same
//! machine (load average 6 to 7.5), gameslib first (Node 20, `nice -n
//! 10`, commit b8c3115), then ours (`nice -n 10`). gameslib's Gyges has no
//! `moves()`, so its bench lists the legal set with its move-entry calls
//! (`getContinuations()` for each next stop, which rebuilds the move graph
//! each time: most of its time) and draws uniformly from it, as ours does;
//! its set-ups are its `randomMove()`. Both stop a game at 200 plies (our
//! draw; gameslib has none): 3 of its 10 games did. Its set is a little
//! larger than ours (it reuses squares, allows a replacement onto the
//! start and has no repetition ban), which barely changes the length.

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
