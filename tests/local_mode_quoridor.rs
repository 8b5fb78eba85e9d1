//! Quoridor through local mode: a whole game of each playable rule set,
//! played to its result by two processes (restarted half-way). Each game is
//! the shortest decided game of the rule set's OpenSpiel fixture
//! (`crates/games/tests/fixtures/openspiel/quoridor*.json`), so local mode
//! must reach OpenSpiel's result; the rules themselves are checked in
//! `crates/games`.

mod local_game;

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
