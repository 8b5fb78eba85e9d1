//! Plays a match and prints the score: for measuring strength and tuning.
//!
//! `cargo run --release -p tavolo-ai --example arena -- <game> <player> <player> [games] [seed]`
//! where a player is `random`, `level:N`, `iter:N` (iterations, no time
//! cap) or `plain:N` (iterations, no game hooks). A two-seat game prints
//! each game as it ends and the first player's results per seat.

use std::time::Instant;

use ai::arena::{Player, Tally, match_up_slug};

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
    let Some(info) = games::registry::GAMES
        .iter()
        .map(|e| e.info())
        .find(|i| i.slug == args[0])
    else {
        eprintln!("no game '{}'", args[0]);
        std::process::exit(2);
    };
    let tally = if info.max_seats == 2 {
        by_seat(&args, first, second, games, seed)
    } else {
        match_up_slug(&args[0], first, second, games, seed).expect("a registered game")
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
/// [`match_up_slug`]: game `i` with seed `seed + i`, `first` in the first
/// seat in even games), printing each result and the tally per seat.
fn by_seat(args: &[String], first: Player, second: Player, games: u32, seed: u64) -> Tally {
    let mut seats = [Tally::default(); 2];
    for i in 0..games {
        let s = (i % 2) as usize;
        let game_seed = seed + u64::from(i);
        let began = Instant::now();
        let t = if s == 0 {
            match_up_slug(&args[0], first, second, 1, game_seed).expect("a registered game")
        } else {
            let t = match_up_slug(&args[0], second, first, 1, game_seed).expect("a registered game");
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
