//! Randolph's hunts through local mode: a whole game of Breakthru, of
//! Knight Chase and of Prärie, and a Prärie handicap series of two games,
//! played to its result by two processes (restarted half-way). Their rules are checked in `crates/games` against
//! independent brute forces.
//!
//! Each game is a random game of our engine from a fixed generator seed:
//! the shortest decided game among the first seeds, so local mode stays
//! quick; the test checks local mode reaches the same result. Breakthru's
//! two-move turns are typed as one command (`d2-d3 j5-i5`), which the core
//! plays as a series of the same seat's moves.

mod local_game;

use games::playout::SplitMix64;
use games::{OptionValue, Seat, Status};
use local_game::{assert_result, engine_game, play_through_local_mode, play_with_options, typed_moves};

/// The shortest game with a winner among generator seeds `0..60`.
fn short_decided_game(slug: &str) -> (Vec<String>, Option<u8>) {
    (0..60)
        .map(|seed| engine_game(slug, seed))
        .filter(|(_, winner)| winner.is_some())
        .min_by_key(|(moves, _)| moves.len())
        .expect("a decided game")
}

/// Consecutive moves of one seat joined into one typed command.
fn whole_turns(typed: Vec<(u8, String)>) -> Vec<(u8, String)> {
    let mut turns: Vec<(u8, String)> = Vec::new();
    for (seat, text) in typed {
        match turns.last_mut() {
            Some((last, joined)) if *last == seat => {
                joined.push(' ');
                joined.push_str(&text);
            }
            _ => turns.push((seat, text)),
        }
    }
    turns
}

#[test]
fn breakthru_whole_game_with_a_restart_turns_typed_whole() {
    let (moves, winner) = short_decided_game("breakthru");
    let turns = whole_turns(typed_moves("breakthru", &moves));
    assert!(
        turns
            .iter()
            .any(|(_, t)| t.split_whitespace().count() == 2 && t.contains('-'))
    );
    let out = play_through_local_mode("breakthru", &turns);
    assert_result("breakthru", &out, winner);
}

#[test]
fn knight_chase_whole_game_with_a_restart() {
    let (moves, winner) = short_decided_game("knight-chase");
    let out = play_through_local_mode("knight-chase", &typed_moves("knight-chase", &moves));
    assert_result("knight-chase", &out, winner);
}

#[test]
fn prarie_whole_game_with_a_restart() {
    let (moves, winner) = short_decided_game("prarie");
    let out = play_through_local_mode("prarie", &typed_moves("prarie", &moves));
    assert_result("prarie", &out, winner);
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
