//! Go through local mode: a whole 9×9 game (GNU Go's self-play game of
//! `crates/games/tests/fixtures/go/gnugo/scored.txt`, seed 0), played by two
//! processes (restarted half-way) to two passes; then the count is accepted
//! by both, or disputed and ended by two more passes with every stone
//! counted alive. The result must be the engine's.

use crate::local_game;

use local_game::{assert_result, play_through_local_mode, typed_moves};

/// The moves of the first GNU Go game of the fixture, ending in two passes.
fn gnugo_game() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/games/tests/fixtures/go/gnugo/scored.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let line = text.lines().find_map(|l| l.strip_prefix("moves ")).unwrap();
    line.split_whitespace().map(String::from).collect()
}

fn play(tail: &[&str], reason: &str) {
    let mut moves = gnugo_game();
    moves.extend(tail.iter().map(|m| m.to_string()));
    let mut game = games::registry::start("go-9x9", &Default::default()).unwrap();
    for m in &moves {
        game.play(m).unwrap();
    }
    let outcome = game.status().outcome().cloned().expect("the game is over");
    assert_eq!(outcome.reason.id(), reason);
    let out = play_through_local_mode("go-9x9", &typed_moves("go-9x9", &moves));
    assert_result("go-9x9", &out, outcome.winner.map(|s| s.0));
}

#[test]
fn a_9x9_game_ends_by_an_accepted_count() {
    play(&["accept", "accetto"], "go-result-agreed");
}

#[test]
fn a_disputed_count_resumes_play_and_two_passes_end_it() {
    play(&["contesto", "pass", "pass"], "go-result-all-alive");
}

/// A handicap game: three black stones on the star points, komi 0.5, White
/// (bob) moves first; both accept the count.
#[test]
fn a_handicap_game_white_first_ends_by_an_accepted_count() {
    let given = [("handicap".to_string(), games::OptionValue::Int(3))]
        .into_iter()
        .collect();
    let mut game = games::registry::start("go-9x9", &given).unwrap();
    let moves = [
        "e5", "e3", "d6", "f6", "f5", "g5", "e7", "d4", "c5", "f4", "b7", "d7", "e6", "g6", "pass", "pass",
        "accept", "accetto",
    ];
    let mut typed = Vec::new();
    for m in moves {
        let games::Status::ToMove(seat) = game.status() else {
            panic!("over before {m}")
        };
        typed.push((seat.0, m.to_string()));
        game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(typed[0].0, 1, "White moves first");
    let outcome = game.status().outcome().cloned().expect("the game is over");
    assert_eq!(outcome.reason.id(), "go-result-agreed");
    let out = local_game::play_with_options("go-9x9", "handicap=3", &typed);
    assert_result("go-9x9", &out, outcome.winner.map(|s| s.0));
}
