//! Randolph's hunts through local mode: a whole game of Breakthru and of
//! Knight Chase, played to its result by two processes (restarted
//! half-way). Their rules are checked in `crates/games` against
//! independent brute forces.
//!
//! Each game is a random game of our engine from a fixed generator seed:
//! the shortest decided game among the first seeds, so local mode stays
//! quick; the test checks local mode reaches the same result. Breakthru's
//! two-move turns are typed as one command (`d2-d3 j5-i5`), which the core
//! plays as a series of the same seat's moves.

mod local_game;

use local_game::{assert_result, engine_game, play_through_local_mode, typed_moves};

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
