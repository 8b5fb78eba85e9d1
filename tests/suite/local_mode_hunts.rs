//! Randolph's hunts through local mode, beyond what every game gets in
//! `local_mode_every_game.rs`: a whole game of Breakthru and a Prärie
//! handicap series of two games, played to their result by two processes
//! (restarted half-way). Their rules are checked in `crates/games` against
//! independent brute forces.
//!
//! Each game is a random game of our engine from a fixed generator seed;
//! the test checks local mode reaches the same result. A Breakthru
//! turn of two rook moves is one move (`d2-d3 j5-i5`), typed as one
//! command; its random games seldom move the King and run to the turn cap,
//! so its game plays random turns but takes a winning turn when there is
//! one and moves the King on half of Black's turns.

use crate::local_game;

use games::playout::SplitMix64;
use games::{OptionValue, Seat, Status};
use local_game::{assert_result, play_through_local_mode, play_with_options, typed_moves};

/// The King's square in a Breakthru position text.
fn king_square(position: &str) -> String {
    let board = position.split_whitespace().next().unwrap();
    for (i, rank) in board.split('/').enumerate() {
        if let Some(f) = rank.find('k') {
            return format!("{}{}", char::from(b'a' + f as u8), 11 - i);
        }
    }
    String::new()
}

/// A Breakthru game from generator seed `seed`: random turns, except a
/// winning turn when one is listed and a King move on half of Black's
/// turns; its moves and winner.
fn breakthru_game(seed: u64) -> (Vec<String>, Option<u8>) {
    let mut game = games::registry::start("breakthru", &Default::default()).unwrap();
    let mut rng = SplitMix64(seed);
    loop {
        match game.status() {
            Status::Over(outcome) => return (game.history().to_vec(), outcome.winner.map(|Seat(s)| s)),
            _ => {
                let legal = game.legal();
                let king = king_square(&game.position());
                let king_move = format!("{king}-");
                let on_edge = |sq: &str| {
                    sq.starts_with('a') || sq.starts_with('k') || &sq[1..] == "1" || &sq[1..] == "11"
                };
                let wins = |m: &&String| {
                    m.ends_with(&format!("x{king}"))
                        || (m.starts_with(&king_move) && on_edge(&m[king_move.len()..]))
                };
                let king_moves: Vec<&String> = legal.iter().filter(|m| m.starts_with(&king_move)).collect();
                let pick = match legal.iter().find(wins) {
                    Some(win) => win.clone(),
                    None if !king_moves.is_empty() && rng.below(2) == 0 => {
                        king_moves[rng.below(king_moves.len())].clone()
                    }
                    None => legal[rng.below(legal.len())].clone(),
                };
                game.play(&pick).unwrap();
            }
        }
    }
}

#[test]
fn breakthru_whole_game_with_a_restart_turns_typed_whole() {
    let (moves, winner) = (0..6)
        .map(breakthru_game)
        .filter(|(_, winner)| winner.is_some())
        .min_by_key(|(moves, _)| moves.len())
        .expect("a decided game");
    let turns = typed_moves("breakthru", &moves);
    // One typed command per turn, two rook moves in most of them.
    assert_eq!(turns.len(), moves.len());
    assert!(
        turns
            .iter()
            .any(|(_, t)| t.split_whitespace().count() == 2 && t.contains('-'))
    );
    let out = play_through_local_mode("breakthru", &turns);
    assert_result("breakthru", &out, winner);
}

/// A random handicap series of two games (`games=2`) from generator seed
/// `seed`: its moves and winner (`None`: one game each, a draw).
fn prarie_series(seed: u64) -> (Vec<String>, Option<u8>) {
    let options = [("games".to_string(), OptionValue::Int(2))].into_iter().collect();
    let mut game = games::registry::start("prarie-handicap", &options).unwrap();
    let mut rng = SplitMix64(seed);
    loop {
        match game.status() {
            Status::Over(outcome) => return (game.history().to_vec(), outcome.winner.map(|Seat(s)| s)),
            _ => {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}

#[test]
fn prarie_handicap_series_of_two_games_with_a_restart() {
    // The shortest series among the first seeds whose second game has
    // fewer Bisons (the herd won the first): its squares left empty are
    // typed as moves. The same moves play in a series of the default
    // length, whose typed moves (no forced passes) they are.
    let (moves, winner) = (0..40)
        .map(prarie_series)
        .filter(|(moves, _)| moves.iter().any(|m| m.starts_with('x')))
        .min_by_key(|(moves, _)| moves.len())
        .expect("a series where the Bisons won a game");
    let typed = typed_moves("prarie-handicap", &moves);
    let out = play_with_options("prarie-handicap", "games=2", &typed);
    assert_result("prarie-handicap", &out, winner);
}
