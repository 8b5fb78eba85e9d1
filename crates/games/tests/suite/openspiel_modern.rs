//! The modern family against DeepMind's OpenSpiel, an independent
//! implementation: Lines of Action and TwixT.
//!
//! `tests/fixtures/openspiel/lines-of-action.json` and `twixt.json` hold
//! random games recorded from OpenSpiel 2.0.2 by
//! `tests/fixtures/openspiel/generate_modern.py` (run by hand, not by CI;
//! see its header). Each game is replayed here through the registry: at
//! every recorded position the digest of our sorted legal set must equal
//! OpenSpiel's, the seat to move must be the recorded one, the recorded
//! move must play and be canonical, and at the end the winner must match.
//!
//! Where the rules part on purpose, the generator stopped comparing (each
//! file's `notes` say the same):
//! - Lines of Action: OpenSpiel draws on any board seen before, whoever is
//!   to move, and even after a winning move; ours draws on the same board
//!   with the same player to move and lets a win stand. Games are cut at
//!   the first repeated board, and at our 600-ply cap.
//! - TwixT: OpenSpiel places a peg with every link it can make and never
//!   removes one; our `F12*` (no links) and typed turns with removals or
//!   additions have no counterpart, so the compared set leaves out the
//!   `*` placements (typed turns are never listed). OpenSpiel swaps by
//!   playing Red's first hole again and turns that peg a quarter turn; ours
//!   answers `keep` or `swap` on a ply of its own and leaves the peg where
//!   it is: the recorded games always keep (the set at that ply is our
//!   `keep`, `swap`), and the second seat then places twice in a row.
//!   OpenSpiel offers no swap after a first peg on Red's border rows; the
//!   recorded games open elsewhere.

use crate::fixture_json;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use fixture_json::{Winner, strings, winner};
use games::{DynGame, Seat, Status};
use serde_json::Value;
use sha2::{Digest, Sha256};

struct Recorded {
    moves: Vec<String>,
    digests: Vec<String>,
    seats: Option<Vec<u8>>,
    winner: Winner,
}

fn load(slug: &str, file: &str) -> Vec<Recorded> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "fixtures", "openspiel", file]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let root: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(root["game"], slug, "{}: wrong game", path.display());
    root["games"]
        .as_array()
        .unwrap_or_else(|| panic!("{file}: no games"))
        .iter()
        .enumerate()
        .map(|(index, game)| {
            let what = format!("{file} game {index}");
            let moves = strings(&game["moves"], &what);
            let digests = strings(&game["legal_digest"], &what);
            let seats = game.get("seats").map(|s| {
                s.as_array()
                    .unwrap_or_else(|| panic!("{what}: seats"))
                    .iter()
                    .map(|v| v.as_u64().expect("a seat") as u8)
                    .collect::<Vec<u8>>()
            });
            let winner = winner(&game["winner"], &what);
            assert_eq!(digests.len(), winner.sets(moves.len()), "{what}: sets vs moves");
            Recorded {
                moves,
                digests,
                seats,
                winner,
            }
        })
        .collect()
}

/// `"<count>:<first 16 hex digits of SHA-256 of the sorted texts joined by ' '>"`.
fn digest(texts: &[String]) -> String {
    let mut sorted = texts.to_vec();
    sorted.sort();
    let hash = Sha256::digest(sorted.join(" ").as_bytes());
    let mut hex = String::with_capacity(16);
    for byte in &hash[..8] {
        let _ = write!(hex, "{byte:02x}");
    }
    format!("{}:{hex}", sorted.len())
}

/// Replays one game; `compared` filters our legal set down to what
/// OpenSpiel lists (the identity where the rules agree).
fn replay(
    slug: &str,
    index: usize,
    recorded: &Recorded,
    compared: &dyn Fn(&dyn DynGame) -> Vec<String>,
) -> Result<(), String> {
    let mut game = games::registry::start(slug, &BTreeMap::new()).map_err(|e| e.to_string())?;
    let at = |ply: usize| format!("game {index}, ply {ply}, after {:?}", &recorded.moves[..ply]);
    for (ply, text) in recorded.moves.iter().enumerate() {
        let seat = Seat(recorded.seats.as_ref().map_or((ply % 2) as u8, |s| s[ply]));
        if game.status() != Status::ToMove(seat) {
            return Err(format!(
                "{}: status {:?}, expected seat {seat}",
                at(ply),
                game.status()
            ));
        }
        let ours = digest(&compared(game.as_ref()));
        if ours != recorded.digests[ply] {
            return Err(format!(
                "{}: legal sets differ: ours {ours} {:?}, OpenSpiel's {}",
                at(ply),
                compared(game.as_ref()),
                recorded.digests[ply]
            ));
        }
        match game.play(text) {
            Ok(canonical) if canonical == *text => {}
            Ok(canonical) => return Err(format!("{}: '{text}' played as '{canonical}'", at(ply))),
            Err(e) => return Err(format!("{}: '{text}' refused: {e}", at(ply))),
        }
    }
    let Winner::Seat(winner) = recorded.winner else {
        return Ok(());
    };
    let end = recorded.moves.len();
    match game.status() {
        Status::Over(outcome) if outcome.winner.map(|s| s.0) == winner => Ok(()),
        other => Err(format!(
            "{}: status {other:?}, OpenSpiel's winner {winner:?}",
            at(end)
        )),
    }
}

fn check(slug: &str, file: &str, compared: &dyn Fn(&dyn DynGame) -> Vec<String>) {
    check_some(slug, file, usize::MAX, compared);
}

/// Like [`check`], with the first `games` recorded games only.
fn check_some(slug: &str, file: &str, games: usize, compared: &dyn Fn(&dyn DynGame) -> Vec<String>) {
    let mut recorded = load(slug, file);
    recorded.truncate(games);
    assert!(!recorded.is_empty());
    let failures: Vec<String> = recorded
        .iter()
        .enumerate()
        .filter_map(|(i, g)| replay(slug, i, g, compared).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{slug}: {} of {} games differ from OpenSpiel; first: {}",
        failures.len(),
        recorded.len(),
        failures[0]
    );
}

#[test]
fn lines_of_action_matches_openspiel() {
    check("lines-of-action", "lines-of-action.json", &|g| g.legal());
}

/// Our legal set as OpenSpiel lists it: without the `*` placements.
fn twixt_compared(game: &dyn DynGame) -> Vec<String> {
    game.legal().into_iter().filter(|m| !m.ends_with('*')).collect()
}

/// The first three recorded games (a draw on a full board, a Black win, a
/// Red win: about 1500 plies, a few seconds in debug builds).
#[test]
fn twixt_matches_openspiel() {
    check_some("twixt", "twixt.json", 3, &twixt_compared);
}

/// All twelve recorded games (about 25 s in a debug build):
/// `cargo test -p tavolo-games --test suite openspiel_modern -- --ignored`.
#[test]
#[ignore]
fn twixt_matches_openspiel_every_game() {
    check("twixt", "twixt.json", &twixt_compared);
}

#[test]
fn digest_is_count_and_sha256_prefix() {
    assert_eq!(digest(&[]), "0:e3b0c44298fc1c14");
    assert_eq!(
        digest(&["b2".to_string(), "a1".to_string()]),
        "2:432dcbc36c64f79a"
    );
}
