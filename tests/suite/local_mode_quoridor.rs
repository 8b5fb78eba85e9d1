//! Quoridor through local mode: a whole game of each playable rule set,
//! played to its result by two processes (restarted half-way). Each game is
//! the shortest decided game of the rule set's OpenSpiel fixture
//! (`crates/games/tests/fixtures/openspiel/quoridor*.json`), so local mode
//! must reach OpenSpiel's result; the rules themselves are checked in
//! `crates/games`. The Fogliaccio's proposals have no independent
//! implementation: each plays a scripted game that uses its new move (a
//! wall moved, the die turn and `end`, two numbered pawns, a wall jump),
//! the same games as `whole_games_of_the_proposals_end_as_scripted` in
//! `crates/games/src/modern/quoridor/tests.rs`, won by the first seat.

use crate::local_game;

use std::path::Path;

use local_game::{assert_result, play_with_options, typed_moves};

/// The shortest game of `file` won by a seat, or if none was, the shortest
/// drawn by repetition: its moves and winner.
fn shortest_decided(file: &str) -> (Vec<String>, Option<u8>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/games/tests/fixtures/openspiel")
        .join(file);
    let data: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    data["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["winner"].is_string())
        .map(|g| {
            let moves: Vec<String> = g["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect();
            (moves, g["winner"].as_u64().map(|w| w as u8))
        })
        .min_by_key(|(moves, winner)| (winner.is_none(), moves.len()))
        .expect("a decided game")
}

fn case(slug: &str, file: &str, options: &str) {
    let (moves, winner) = shortest_decided(file);
    let out = play_with_options(slug, options, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
}

#[test]
fn quoridor_whole_game_with_a_restart() {
    case("quoridor", "quoridor.json", "");
}

#[test]
fn quoridor_4p_whole_game_with_a_restart() {
    case("quoridor-4p", "quoridor-4p.json", "");
}

#[test]
fn quoridor_fewer_walls_whole_game_with_a_restart() {
    case("quoridor-fewer-walls", "quoridor-fewer-walls-8.json", "walls=8");
}

/// A scripted game of `slug` (moves split on spaces), won by alice.
fn scripted(slug: &str, moves: &str) {
    let moves: Vec<String> = moves.split(' ').map(String::from).collect();
    let out = play_with_options(slug, "", &typed_moves(slug, &moves));
    assert_result(slug, &out, Some(0));
}

#[test]
fn quoridor_movable_wall_whole_game_with_a_restart() {
    scripted(
        "quoridor-movable-wall",
        "c3h f7v c3h-c5h f7v-a7h e2 d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    );
}

#[test]
fn quoridor_coin_whole_game_with_a_restart() {
    scripted(
        "quoridor-coin",
        "c3h c3h-c5h e2 e7v e7v-b7v d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    );
}

#[test]
fn quoridor_die_whole_game_with_a_restart() {
    scripted(
        "quoridor-die",
        "c3h e7v a5h c3h-c4h e7v-e6v end d9 e2 c9 e3 d9 e4 c9 e5 d9 e6 c9 e7 d9 e8 c9 e9",
    );
}

#[test]
fn quoridor_moving_goal_whole_game_with_a_restart() {
    scripted(
        "quoridor-moving-goal",
        "1:b1 d4v 1:c1 1:h1 1:d1 1:i1 1:e1 1:h1 1:e2 1:i1 1:e3 1:h1 1:e4 1:i1 1:e5 1:h1 2:h9 1:i1 2:g9 1:h1 2:f9 1:i1 2:e9 1:h1 2:e8 1:i1 2:e7 1:h1 2:e6",
    );
}

#[test]
fn quoridor_wall_jump_whole_game_with_a_restart() {
    scripted(
        "quoridor-wall-jump",
        "a8h e1h e2^ d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    );
}
