//! Byte against AbstractPlay's gameslib (`src/games/byte.ts`, version
//! 20231223), an independent implementation in TypeScript.
//!
//! `tests/fixtures/byte/games.jsonl` holds ten seeded random games played
//! by gameslib and recorded by `tests/fixtures/byte/generate.js` (run by
//! hand with Node, never by CI; its header says how). Each line is one
//! game: the moves, gameslib's sorted legal set before each move and after
//! the last (empty: over), and the towers won. gameslib writes moves in our
//! notation (`d4-c5`, `e3:2-d4`, `pass`), so the sets compare as texts. At
//! every ply our sorted legal set must equal gameslib's, the recorded move
//! must play and be canonical, and at the end the towers won and the winner
//! must match.
//!
//! Where gameslib and the catalog differ (none of it reaches these games):
//! - gameslib has no ply cap; we draw a game at 1000 plies (our choice,
//!   stated on the rules page). Its random games end in about 30 plies.
//! - gameslib also plays a 10×10 board (first to three towers); the catalog
//!   has only 8×8.
//! - gameslib's site offers the pie rule (its `pie` flag: the second player
//!   may swap after the first move); the text has none, and neither do we.
//!   It is not among gameslib's listed moves, so the sets still compare.
//! - gameslib reads `from:1-to` only as a whole-stack move in its
//!   "permissive" list; we accept it as an alias of `from-to`.
//! - gameslib measures distance as a shortest path on its diagonal graph;
//!   ours is the larger of the file and rank differences (gap 5). The two
//!   agree on every pair of dark squares of 8×8, which these sets check
//!   wherever a basic move is listed.
//!
//! A deliberate rule change fails this test: e.g. letting a merge land at
//! the same level (`to.height + 1 >= level`), allowing basic moves that do
//! not approach, or giving the tower to its bottom checker.

use games::modern::byte::{BMove, Byte};
use games::{Options, Rules, Seat, Status};
use serde_json::Value;

fn games() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/byte/games.jsonl");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect()
}

fn texts(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().expect("a text").to_string())
        .collect()
}

#[test]
fn byte_legal_sets_match_gameslib_at_every_ply() {
    let rules = Byte::new(&Options::defaults(Byte::info().options)).expect("defaults");
    let games = games();
    assert_eq!(games.len(), 10);
    let (mut plies, mut basic, mut high, mut passes) = (0, 0, 0, 0);
    for (g, game) in games.iter().enumerate() {
        let moves = texts(&game["moves"]);
        let sets: Vec<Vec<String>> = game["legal"]
            .as_array()
            .expect("legal")
            .iter()
            .map(texts)
            .collect();
        assert_eq!(sets.len(), moves.len() + 1, "game {g}");
        let mut state = rules.initial();
        for (ply, (mv, theirs)) in moves.iter().zip(&sets).enumerate() {
            let mut ours: Vec<String> = rules
                .legal_vec(&state)
                .iter()
                .map(|m| rules.format_move(&state, m))
                .collect();
            ours.sort();
            assert_eq!(
                &ours,
                theirs,
                "game {g}, ply {ply}: {}",
                rules.position_text(&state)
            );
            for m in rules.legal_vec(&state) {
                match m {
                    BMove::Move { level, to, .. } => {
                        basic += usize::from(state.stack(usize::from(to)).is_empty());
                        high += usize::from(level > 1);
                    }
                    BMove::Pass => passes += 1,
                }
            }
            assert_eq!(
                rules.status(&state),
                Status::ToMove(Seat((ply % 2) as u8)),
                "game {g}, ply {ply}"
            );
            let played = rules
                .parse_move(&state, mv)
                .unwrap_or_else(|e| panic!("game {g}, ply {ply}, {mv}: {e:?}"));
            assert_eq!(&rules.format_move(&state, &played), mv);
            rules.apply(&mut state, &played);
            plies += 1;
        }
        assert!(sets.last().expect("a last set").is_empty());
        let scores: Vec<u8> = game["scores"]
            .as_array()
            .expect("scores")
            .iter()
            .map(|v| v.as_u64().expect("a score") as u8)
            .collect();
        assert_eq!(state.scores().to_vec(), scores, "game {g}");
        let winner = game["winner"][0].as_u64().expect("a winner") as u8;
        match rules.status(&state) {
            Status::Over(outcome) => assert_eq!(outcome.winner, Some(Seat(winner - 1)), "game {g}"),
            other => panic!("game {g} is not over: {other:?}"),
        }
    }
    // The sets reach every kind of move, so each rule is compared somewhere.
    assert!(plies > 200, "{plies} plies");
    assert!(
        basic > 0 && high > 0 && passes > 0,
        "basic {basic}, higher levels {high}, passes {passes}"
    );
}
