//! Backgammon against DeepMind's OpenSpiel, an independent implementation.
//!
//! `tests/fixtures/openspiel/backgammon.json` holds random games recorded
//! from OpenSpiel 2.0.2 by `generate_backgammon.py` beside it (run by hand,
//! not by CI; see its header). At every start of a turn, the set of
//! positions our legal plays reach must equal the set OpenSpiel's action
//! sequences reach (compared by count and digest; a pass reaches the
//! position itself), and the game goes on from the position OpenSpiel's game
//! went on from. Positions are compared rather than notations, so the two
//! move encodings never need translating.
//!
//! OpenSpiel's conventions, mapped: its player X (0) is our White, its
//! opening throw (the starter plays both dice, never a double) is our
//! `roll W-B` with White's die first; it splits a turn with a double into
//! two actions, which the generator joins into the whole turn.

use std::collections::BTreeSet;
use std::path::PathBuf;

use games::races::backgammon::{Backgammon, BgState};
use games::{Options, Rules, Seat, Status};
use serde_json::Value;
use sha2::{Digest, Sha256};

fn digest<'a>(texts: impl IntoIterator<Item = &'a String>) -> String {
    let sorted: BTreeSet<&String> = texts.into_iter().collect();
    let joined = sorted
        .into_iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(" ");
    let hash = Sha256::digest(joined.as_bytes());
    hash.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The position in the fixture's form: 26 counts per side, White first.
fn position(state: &BgState) -> String {
    let side = |s: usize| {
        state.board().counts[s]
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!("{}|{}", side(0), side(1))
}

#[test]
fn backgammon_reachable_positions_match_openspiel_at_every_turn() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/openspiel/backgammon.json");
    let data: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let rules = Backgammon::new(&Options::defaults(Backgammon::info().options)).unwrap();
    let mut compared = 0;
    let mut differences = Vec::new();
    for (g, game) in data["games"].as_array().unwrap().iter().enumerate() {
        let mut state = rules.initial();
        for (t, turn) in game["turns"].as_array().unwrap().iter().enumerate() {
            let mover = turn["mover"].as_u64().unwrap() as u8;
            let dice: Vec<u64> = turn["dice"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap())
                .collect();
            let (hi, lo) = (dice[0], dice[1]);
            let throw = match (t, mover) {
                (0, 0) => format!("roll {hi}-{lo}"),
                (0, _) => format!("roll {lo}-{hi}"),
                _ => format!("roll {hi}-{lo}"),
            };
            rules
                .play(&mut state, &throw)
                .unwrap_or_else(|e| panic!("game {g} turn {t}: {throw}: {e}"));
            assert_eq!(
                rules.status(&state),
                Status::ToMove(Seat(mover)),
                "game {g} turn {t}"
            );
            let mut reached = Vec::new();
            for mv in rules.legal_vec(&state) {
                let mut next = state.clone();
                rules.apply(&mut next, &mv);
                reached.push((position(&next), mv));
            }
            let texts: Vec<String> = reached.iter().map(|(p, _)| p.clone()).collect();
            let ours = format!("{}:{}", texts.len(), digest(&texts));
            let theirs = turn["reachable"].as_str().unwrap();
            compared += 1;
            if ours != theirs {
                let legal: Vec<String> = reached
                    .iter()
                    .map(|(_, m)| rules.format_move(&state, m))
                    .collect();
                differences.push(format!(
                    "game {g} turn {t}: {} with {hi}-{lo}: ours {ours}, OpenSpiel {theirs}; our plays {legal:?}",
                    rules.position_text(&state)
                ));
                if differences.len() >= 5 {
                    break;
                }
            }
            let chosen = turn["chosen"].as_str().unwrap();
            let Some((_, mv)) = reached.iter().find(|(p, _)| digest([p]) == chosen) else {
                panic!("game {g} turn {t}: OpenSpiel went on from a position none of our plays reaches");
            };
            rules.apply(&mut state, mv);
        }
        if differences.is_empty() {
            let winner = game["winner"].as_u64().unwrap() as u8;
            let outcome = rules.status(&state).outcome().cloned();
            assert_eq!(
                outcome.and_then(|o| o.winner),
                Some(Seat(winner)),
                "game {g}: winner"
            );
        } else {
            break;
        }
    }
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences.join("\n")
    );
    assert!(compared > 9000, "{compared} turns compared");
}
