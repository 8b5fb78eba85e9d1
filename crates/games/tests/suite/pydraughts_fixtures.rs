//! Our draughts rule sets against pydraughts, an independent implementation.
//!
//! `tests/fixtures/pydraughts/*.json` hold random games recorded from
//! pydraughts 0.6.7 by `tests/fixtures/pydraughts/generate.py` (run by hand,
//! not by CI; its docstring gives the square mappings and where comparison
//! stops). Each game is replayed here through [`games::registry::start`]: at
//! every recorded position our sorted legal set must equal pydraughts', the
//! seat to move must be `ply % 2`, the recorded move must play and be
//! canonical, and at the end the winner must match.
//!
//! Format (as the OpenSpiel fixtures): `games[i].moves` are our canonical
//! texts; `games[i].legal` has the sorted legal set before each move and,
//! when the game is compared to its end, one more (empty) set after the last
//! move; `games[i].winner` is `0`, `1`, `null` (draw) or `"not-compared"`.
//!
//! Where pydraughts' rules and ours part on purpose, the generator stopped
//! comparing (winner `"not-compared"`):
//! - english, italian: nowhere (draws by repetition and 40 moves each are
//!   the same in both and are compared);
//! - polish: at a lone king against three pieces or fewer (FMJD's 16- and
//!   5-move counts, which pydraughts approximates);
//! - russian: once both sides have a king (the federation's king-ending
//!   counts, implemented differently);
//! - turkish: where a man's capture touches its far row (the catalog crowns
//!   it at once and lets it go on as a king, pydraughts only at the end), at
//!   our 40-moves-each draw, and at pydraughts' one-against-one draw;
//! - every rule set: at a 300-ply cap on recorded games.

use crate::fixture_json;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use fixture_json::{Winner, strings, winner};
use games::{Seat, Status};
use serde_json::Value;

/// How many differing games a failure message shows in full.
const SHOWN: usize = 5;

/// One game recorded from pydraughts.
struct Recorded {
    moves: Vec<String>,
    legal: Vec<Vec<String>>,
    winner: Winner,
}

/// Reads `tests/fixtures/pydraughts/<slug>.json`.
fn load(slug: &str) -> Vec<Recorded> {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "fixtures",
        "pydraughts",
        &format!("{slug}.json"),
    ]
    .iter()
    .collect();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let root: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(root["game"], slug, "{}: wrong game", path.display());
    let games = root["games"]
        .as_array()
        .unwrap_or_else(|| panic!("{}: no games", path.display()));
    games
        .iter()
        .enumerate()
        .map(|(index, game)| {
            let what = format!("{slug} game {index}");
            let moves = strings(&game["moves"], &what);
            let legal: Vec<Vec<String>> = game["legal"]
                .as_array()
                .unwrap_or_else(|| panic!("{what}: legal is not an array"))
                .iter()
                .map(|set| strings(set, &what))
                .collect();
            let winner = winner(&game["winner"], &what);
            let sets = winner.sets(moves.len());
            assert_eq!(legal.len(), sets, "{what}: legal sets vs moves");
            Recorded { moves, legal, winner }
        })
        .collect()
}

fn compare_legal(ours: &[String], theirs: &[String]) -> Result<(), String> {
    if ours == theirs {
        return Ok(());
    }
    let ours_set: BTreeSet<&String> = ours.iter().collect();
    let theirs_set: BTreeSet<&String> = theirs.iter().collect();
    let missing: Vec<&&String> = theirs_set.difference(&ours_set).collect();
    let extra: Vec<&&String> = ours_set.difference(&theirs_set).collect();
    Err(format!(
        "legal sets differ: pydraughts only {missing:?}; ours only {extra:?} ({} ours, {} pydraughts')",
        ours.len(),
        theirs.len()
    ))
}

/// Replays one recorded game; the first difference as an error.
fn replay(slug: &str, index: usize, recorded: &Recorded) -> Result<(), String> {
    let mut game =
        games::registry::start(slug, &BTreeMap::new()).map_err(|e| format!("cannot start: {e}"))?;
    let at =
        |ply: usize, game: &dyn games::DynGame| format!("game {index}, ply {ply}, at {}", game.position());
    let sorted = |game: &dyn games::DynGame| {
        let mut legal = game.legal();
        legal.sort();
        legal
    };
    for (ply, text) in recorded.moves.iter().enumerate() {
        let place = at(ply, game.as_ref());
        let seat = Seat((ply % 2) as u8);
        let status = game.status();
        if status != Status::ToMove(seat) {
            return Err(format!(
                "{place}: status {status:?}, expected seat {seat} to move"
            ));
        }
        compare_legal(&sorted(game.as_ref()), &recorded.legal[ply]).map_err(|e| format!("{place}: {e}"))?;
        match game.play(text) {
            Ok(canonical) if canonical == *text => {}
            Ok(canonical) => return Err(format!("{place}: '{text}' played as '{canonical}'")),
            Err(e) => return Err(format!("{place}: '{text}' refused: {e}")),
        }
    }
    let Winner::Seat(winner) = recorded.winner else {
        return Ok(());
    };
    let end = recorded.moves.len();
    let place = at(end, game.as_ref());
    compare_legal(&sorted(game.as_ref()), &recorded.legal[end]).map_err(|e| format!("{place}: {e}"))?;
    match game.status() {
        Status::Over(outcome) if outcome.winner.map(|s| s.0) == winner => Ok(()),
        Status::Over(outcome) => Err(format!(
            "{place}: winner {:?} ({}), pydraughts' {winner:?}",
            outcome.winner.map(|s| s.0),
            outcome.reason
        )),
        other => Err(format!(
            "{place}: status {other:?}, pydraughts' game is over ({winner:?})"
        )),
    }
}

/// Replays every recorded game of `slug`; fails listing the first
/// differences.
fn check(slug: &str) {
    let recorded = load(slug);
    assert!(!recorded.is_empty(), "{slug}: no games");
    let failures: Vec<String> = recorded
        .iter()
        .enumerate()
        .filter_map(|(index, game)| replay(slug, index, game).err())
        .collect();
    if !failures.is_empty() {
        let shown: Vec<&str> = failures.iter().take(SHOWN).map(String::as_str).collect();
        panic!(
            "{slug}: {} of {} games differ from pydraughts; the first {}:\n\n{}",
            failures.len(),
            recorded.len(),
            shown.len(),
            shown.join("\n\n")
        );
    }
}

#[test]
fn english_draughts_matches_pydraughts() {
    check("english-draughts");
}

#[test]
fn italian_draughts_matches_pydraughts() {
    check("italian-draughts");
}

#[test]
fn polish_draughts_matches_pydraughts_international() {
    check("polish-draughts");
}

#[test]
fn russian_draughts_matches_pydraughts() {
    check("russian-draughts");
}

#[test]
fn turkish_draughts_matches_pydraughts() {
    check("turkish-draughts");
}

/// Every fixture is consistent: sets sorted, each recorded move in its set,
/// finished games end with the empty set.
#[test]
fn fixtures_are_well_formed() {
    for slug in [
        "english-draughts",
        "italian-draughts",
        "polish-draughts",
        "russian-draughts",
        "turkish-draughts",
    ] {
        for (index, game) in load(slug).iter().enumerate() {
            if let Winner::Seat(_) = game.winner {
                assert!(
                    game.legal.last().is_some_and(Vec::is_empty),
                    "{slug} game {index}: a finished game ends with the empty set"
                );
            }
            for (ply, (set, text)) in game.legal.iter().zip(&game.moves).enumerate() {
                assert!(set.is_sorted(), "{slug} game {index} ply {ply}: unsorted");
                assert!(
                    set.contains(text),
                    "{slug} game {index} ply {ply}: '{text}' not in its set"
                );
            }
        }
    }
}
