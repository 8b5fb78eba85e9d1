//! The tafl games through local mode: a whole game of each rule set with a
//! board small enough for a short game, played to its result by two
//! processes (restarted half-way). The 11×11 and 19×19 rule sets share the
//! engine; their rules are checked in `crates/games` (the Copenhagen
//! fixtures among them).
//!
//! Each game is a random game of our engine from a fixed generator seed:
//! the shortest decided game among the first seeds, so local mode stays
//! quick; the test checks local mode reaches the same result.

mod local_game;

use local_game::{assert_result, engine_game, play_through_local_mode, typed_moves};

/// The shortest game with a winner among generator seeds `0..100`.
fn short_decided_game(slug: &str) -> (Vec<String>, Option<u8>) {
    (0..100)
        .map(|seed| engine_game(slug, seed))
        .filter(|(_, winner)| winner.is_some())
        .min_by_key(|(moves, _)| moves.len())
        .expect("a decided game")
}

fn tafl(slug: &str) {
    let (moves, winner) = short_decided_game(slug);
    let out = play_through_local_mode(slug, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
}

#[test]
fn tablut_whole_game_with_a_restart() {
    tafl("tablut");
}

#[test]
fn ard_ri_whole_game_with_a_restart() {
    tafl("ard-ri");
}
