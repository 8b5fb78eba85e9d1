//! Plays a match and prints the score: for measuring strength and tuning.
//!
//! `cargo run --release -p tavolo-ai --example arena -- <game> <player> <player> [games] [seed] [--options name=value,…]`
//! where a player is `random`, `level:N`, `iter:N` (iterations, no time
//! cap) or `plain:N` (iterations, no game hooks), and `--options` plays
//! the game with those options (`--options seats=2`; default: the game's
//! defaults). A game of two seats prints each game as it ends and the
//! first player's results per seat.

use std::collections::BTreeMap;
use std::time::Instant;

use ai::arena::{Player, Tally, match_up_slug_given};
use games::OptionValue;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut given = BTreeMap::new();
    if let Some(at) = args.iter().position(|a| a == "--options") {
        let list = args.get(at + 1).cloned().unwrap_or_default();
        args.drain(at..(at + 2).min(args.len()));
        for pair in list.split(',').filter(|p| !p.is_empty()) {
            let Some((name, value)) = pair.split_once('=') else {
                eprintln!("'{pair}': an option is name=value");
                std::process::exit(2);
            };
            given.insert(name.to_string(), OptionValue::Text(value.to_string()));
        }
    }
    if args.len() < 3 {
        eprintln!("usage: arena <game> <player> <player> [games] [seed] [--options name=value,…]");
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
    let seats = match games::registry::start(&args[0], &given) {
        Ok(game) => game.seats(),
        Err(e) => {
            eprintln!("'{}': {e:?}", args[0]);
            std::process::exit(2);
        }
    };
    let tally = if seats == 2 {
        by_seat(&args, &given, first, second, games, seed)
    } else if seats == 1 {
        ai::arena::match_up_slug(&args[0], first, second, games, seed).expect("a registered game")
    } else {
        play(&args[0], &given, first, second, games, seed)
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

/// A two-seat match played game by game (the same games as
/// [`match_up_slug_given`]: game `i` with seed `seed + i`, `first` in the first
/// seat in even games), printing each result and the tally per seat.
fn by_seat(
    args: &[String],
    given: &BTreeMap<String, OptionValue>,
    first: Player,
    second: Player,
    games: u32,
    seed: u64,
) -> Tally {
    let mut seats = [Tally::default(); 2];
    for i in 0..games {
        let s = (i % 2) as usize;
        let game_seed = seed + u64::from(i);
        let began = Instant::now();
        let t = if s == 0 {
            play(&args[0], given, first, second, 1, game_seed)
        } else {
            let t = play(&args[0], given, second, first, 1, game_seed);
            Tally {
                wins: t.losses,
                draws: t.draws,
                losses: t.wins,
            }
        };
        let word = if t.wins == 1 {
            "win"
        } else if t.losses == 1 {
            "loss"
        } else {
            "draw"
        };
        println!(
            "game {i} (seed {game_seed}, {} in seat {}): {word} ({:.1}s)",
            args[1],
            s + 1,
            began.elapsed().as_secs_f64()
        );
        seats[s].wins += t.wins;
        seats[s].draws += t.draws;
        seats[s].losses += t.losses;
    }
    for (s, t) in seats.iter().enumerate() {
        println!(
            "  {} in seat {}: {}W {}D {}L",
            args[1],
            s + 1,
            t.wins,
            t.draws,
            t.losses
        );
    }
    Tally {
        wins: seats[0].wins + seats[1].wins,
        draws: seats[0].draws + seats[1].draws,
        losses: seats[0].losses + seats[1].losses,
    }
}

/// A match of a game of two seats or more with `given` options.
fn play(
    slug: &str,
    given: &BTreeMap<String, OptionValue>,
    first: Player,
    second: Player,
    games: u32,
    seed: u64,
) -> Tally {
    match match_up_slug_given(slug, given, first, second, games, seed) {
        Some(Ok(tally)) => tally,
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(2)
        }
        None => {
            eprintln!("no game '{slug}'");
            std::process::exit(2)
        }
    }
}
