//! Go against DeepMind's OpenSpiel 2.0.2 (game `go`), an independent
//! implementation. `tests/fixtures/go/openspiel/random.json` holds random
//! games on 9×9 and 19×19 recorded by `generate.py` beside it (run by hand;
//! its header tells how, and the mapping of OpenSpiel's actions to our
//! points). At every recorded position our sorted legal set must have
//! OpenSpiel's digest and the recorded move must play as written.
//!
//! Where the rules part, the generator stopped, and the test checks that
//! the stop is ours to explain:
//! - `superko`: a move OpenSpiel allows there (it forbids only the simple
//!   ko) would recreate an earlier whole board, which our positional
//!   superko refuses: our position must list a superko point.
//! - `two-passes`: OpenSpiel ends and scores at once; we go to the count:
//!   our legal moves must be `accept` and `dispute`.
//! - `length`: both end at the ply cap (4n² plies, OpenSpiel's
//!   `max_game_length` set to it): our set is empty too, and our area count
//!   with komi 7.5 (every stone alive, as OpenSpiel scores) must name
//!   OpenSpiel's winner.
//!
//! The default run replays the 9×9 games and one 19×19 game (a few
//! seconds); every game:
//! `cargo test -p tavolo-games --release --test suite go_openspiel -- --ignored`.

use std::fmt::Write as _;
use std::path::PathBuf;

use games::alignment::go::{Go, GoMove, Phase};
use games::{OptionValue, Options, Rules, Seat, Status};
use serde_json::Value;
use sha2::{Digest, Sha256};

struct Recorded {
    size: usize,
    moves: Vec<String>,
    digests: Vec<String>,
    end: String,
    winner: Option<Value>,
}

fn load() -> Vec<Recorded> {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/fixtures/go/openspiel/random.json",
    ]
    .iter()
    .collect();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let root: Value = serde_json::from_str(&text).unwrap();
    let texts = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_string())
            .collect()
    };
    root["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| Recorded {
            size: g["size"].as_u64().unwrap() as usize,
            moves: texts(&g["moves"]),
            digests: texts(&g["legal_digest"]),
            end: g["end"].as_str().unwrap().to_string(),
            winner: g.get("winner").cloned(),
        })
        .collect()
}

fn digest(sorted: &[String]) -> String {
    let hash = Sha256::digest(sorted.join(" ").as_bytes());
    let mut hex = String::new();
    for byte in &hash[..8] {
        let _ = write!(hex, "{byte:02x}");
    }
    format!("{}:{hex}", sorted.len())
}

/// Area counting, komi 7.5: OpenSpiel's scoring.
fn rules<const N: usize>() -> Go<N> {
    let given = [("counting".to_string(), OptionValue::Text("area".into()))]
        .into_iter()
        .collect();
    Go::<N>::new(&Options::validate(Go::<N>::info().options, &given).unwrap()).unwrap()
}

fn replay<const N: usize>(index: usize, game: &Recorded) -> Result<(), String> {
    let rules = rules::<N>();
    let mut state = rules.initial();
    let mut legal = Vec::new();
    let ours = |state: &_, legal: &mut Vec<GoMove>| -> Vec<String> {
        legal.clear();
        rules.legal_moves(state, legal);
        let mut texts: Vec<String> = legal.iter().map(|m| rules.format_move(state, m)).collect();
        texts.sort();
        texts
    };
    for (ply, text) in game.moves.iter().enumerate() {
        let at = || format!("game {index} ({N}×{N}) ply {ply}");
        let texts = ours(&state, &mut legal);
        if digest(&texts) != game.digests[ply] {
            return Err(format!(
                "{}: our set {} ({} moves), OpenSpiel's {}; moves so far {:?}",
                at(),
                digest(&texts),
                texts.len(),
                game.digests[ply],
                &game.moves[..ply]
            ));
        }
        let expected = Status::ToMove(Seat((ply % 2) as u8));
        if rules.status(&state) != expected {
            return Err(format!("{}: {:?}, not {expected:?}", at(), rules.status(&state)));
        }
        match rules.parse_move(&state, text) {
            Ok(mv) if rules.format_move(&state, &mv) == *text => rules.apply(&mut state, &mv),
            Ok(mv) => return Err(format!("{}: {text} reads as {mv:?}", at())),
            Err(e) => return Err(format!("{}: {text} refused: {e}", at())),
        }
    }
    let at = format!("game {index} ({N}×{N}) after its {} moves", game.moves.len());
    match game.end.as_str() {
        "superko" => {
            let position = rules.position_text(&state);
            let forbidden = position.split_whitespace().last().unwrap();
            if forbidden == "-" {
                return Err(format!(
                    "{at}: OpenSpiel's stop for superko, but we forbid no point"
                ));
            }
        }
        "two-passes" => {
            let texts = ours(&state, &mut legal);
            if texts != ["accept", "dispute"] || !matches!(state.phase(), Phase::Counting { .. }) {
                return Err(format!("{at}: after two passes we have {texts:?}"));
            }
        }
        "length" => {
            let texts = ours(&state, &mut legal);
            if digest(&texts) != game.digests[game.moves.len()] {
                return Err(format!("{at}: our set at the cap is {texts:?}"));
            }
            let winner = game
                .winner
                .as_ref()
                .and_then(Value::as_u64)
                .map(|seat| Seat(seat as u8));
            match rules.status(&state) {
                Status::Over(outcome) if outcome.winner == winner => {}
                other => return Err(format!("{at}: {other:?}, OpenSpiel's winner {winner:?}")),
            }
        }
        other => return Err(format!("{at}: unknown end '{other}'")),
    }
    Ok(())
}

fn check(games: &[(usize, &Recorded)]) {
    let failures: Vec<String> = games
        .iter()
        .filter_map(|&(index, game)| match game.size {
            9 => replay::<9>(index, game).err(),
            19 => replay::<19>(index, game).err(),
            n => Some(format!("game {index}: size {n}")),
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} games differ from OpenSpiel:\n{}",
        failures.len(),
        games.len(),
        failures.join("\n")
    );
}

#[test]
fn go_9x9_and_one_19x19_game_match_openspiel() {
    let all = load();
    let mut chosen: Vec<(usize, &Recorded)> = all.iter().enumerate().filter(|(_, g)| g.size == 9).collect();
    let big = all
        .iter()
        .enumerate()
        .find(|(_, g)| g.size == 19)
        .expect("a 19×19 game");
    chosen.push(big);
    check(&chosen);
    // The fixture holds every kind of stop, and the 9×9 games reach the
    // ply cap with a winner to compare.
    for end in ["superko", "two-passes", "length"] {
        assert!(all.iter().any(|g| g.end == end), "no game ends by {end}");
    }
    assert!(all.iter().filter(|g| g.size == 9 && g.end == "length").count() >= 5);
}

/// `cargo test -p tavolo-games --release --test suite go_openspiel -- --ignored`
#[test]
#[ignore = "every 19×19 game: slow in a debug build"]
fn go_every_game_matches_openspiel() {
    let all = load();
    let chosen: Vec<(usize, &Recorded)> = all.iter().enumerate().collect();
    check(&chosen);
}
