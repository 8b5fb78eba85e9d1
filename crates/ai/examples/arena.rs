//! Plays a match and prints the score: for measuring strength and tuning.
//!
//! `cargo run --release -p tavolo-ai --example arena -- <game> <player> <player> [games] [seed]`
//! where a player is `random`, `level:N`, `iter:N` (iterations, no time
//! cap) or `plain:N` (iterations, no game hooks).

use std::time::Instant;

use ai::arena::{Player, match_up_slug};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: arena <game> <player> <player> [games] [seed]");
        std::process::exit(2);
    }
    let parse = |text: &str| -> Player {
        text.parse().unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        })
    };
    let (first, second) = (parse(&args[1]), parse(&args[2]));
    let games = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(20);
    let seed = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let Some(tally) = match_up_slug(&args[0], first, second, games, seed) else {
        eprintln!("no game '{}'", args[0]);
        std::process::exit(2);
    };
    println!(
        "{} {} vs {}: {}W {}D {}L of {} (score {:.2}) in {:.1}s",
        args[0],
        args[1],
        args[2],
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        tally.score(),
        start.elapsed().as_secs_f64()
    );
}
