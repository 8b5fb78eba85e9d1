//! Tie-breaks against gacrux, an independent implementation of the FIDE
//! tie-break regulations (Handbook C.07, 2023). `tests/fixtures/tiebreaks/
//! expected.json` (made by `generate.py` beside it) holds, for every
//! committed tournament TRF, what gacrux computes for each player: points,
//! the format's tie-breaks and the final rank. This test reads the same
//! TRFs with Tavolo's reader, computes Tavolo's tie-breaks and standings and
//! compares, value by value.
//!
//! Swiss (36 tournaments of `tests/fixtures/swiss/`, with byes, absences,
//! withdrawals and forfeits): points, BH, BH-C1, SB, WIN and the rank.
//! Round robin (simulated by Tavolo, `tests/fixtures/tiebreaks/rr/`):
//! points, SB, WIN and the rank; gacrux gives direct encounter as a rank
//! inside the tied group, not a value, so it is checked through the rank.
//!
//! What the comparison found and fixed in Tavolo: Cut-1 now cuts a
//! voluntarily unplayed round first even when a played round is lower
//! (C.07 Art. 16.5), and a round robin's forfeit counts as a game against
//! the scheduled opponent. One case is left out on purpose: see `disputed`.

use std::path::Path;

use serde_json::Value;
use tournament::model::{Entry, Field};
use tournament::standings::standings;
use tournament::tiebreaks::{self, TieBreak};
use tournament::trf;

/// Tavolo's tie-break for a gacrux name, when it has a value to compare.
fn ours(name: &str) -> Option<TieBreak> {
    match name {
        "BH/V1" => Some(TieBreak::Buchholz),
        "BH/C1/V1" => Some(TieBreak::BuchholzCut1),
        "SB/V1" => Some(TieBreak::SonnebornBerger),
        "WIN" => Some(TieBreak::Wins),
        _ => None,
    }
}

fn expected() -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tiebreaks/expected.json");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    json["cases"].as_array().unwrap().clone()
}

fn read(file: &str) -> (usize, Field) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let (header, field) = trf::read(&std::fs::read_to_string(path).unwrap()).unwrap();
    let rounds = field.players.iter().map(|p| p.entries.len()).max().unwrap_or(0);
    (header.rounds.max(rounds), field)
}

/// Players whose adjusted score (Art. 16.3, for their opponents' BH and
/// SB) depends on a reading where gacrux and Tavolo part: after the last
/// round that was not voluntarily unplayed, an absence (no opponent) and
/// then, later, a forfeit loss (paired, did not come). Tavolo ends the
/// "withdrawn" tail at the last round with an opponent, so the absence
/// keeps its 0 (as gacrux's own earlier versions did: "last round with
/// opponent, PAB or FPB"); gacrux 1.11.65 ends it at the last round that
/// was not voluntarily unplayed, so it counts the absence as a draw and
/// yet the forfeit loss after it as a loss. The regulations' text could
/// not be checked here; this one pattern (two players of the fixtures) is
/// left out rather than decided by whichever program is newer.
fn disputed(field: &Field) -> Vec<bool> {
    field
        .players
        .iter()
        .map(|p| {
            let voluntary = |e: &Entry| !e.code.played() && e.code.points() < 1.0;
            let last = p.entries.iter().rposition(|e| !voluntary(e)).map_or(0, |k| k + 1);
            let tail = &p.entries[last..];
            let absence = tail.iter().position(|e| e.opponent.is_none());
            absence.is_some_and(|a| tail[a..].iter().any(|e| e.opponent.is_some()))
        })
        .collect()
}

/// Every difference between Tavolo and gacrux, one line each, and what was
/// left out.
fn differences() -> (usize, Vec<String>, Vec<String>) {
    let mut compared = 0;
    let mut bad = Vec::new();
    let mut skipped = Vec::new();
    for case in expected() {
        let file = case["file"].as_str().unwrap();
        let round_robin = case["format"] == "round-robin";
        let (rounds, field) = read(file);
        let names: Vec<&str> = case["tiebreaks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let players = case["players"].as_array().unwrap();
        assert_eq!(players.len(), field.players.len(), "{file}: players");
        let order: &[TieBreak] = if round_robin {
            &tiebreaks::ROUND_ROBIN
        } else {
            &tiebreaks::SWISS
        };
        let table = standings(&field, rounds, order, round_robin);
        let disputed = disputed(&field);
        // Who met a disputed player over the board: their BH, BH-C1 and SB
        // use that player's adjusted score.
        let touched: Vec<bool> = field
            .players
            .iter()
            .map(|p| {
                p.entries
                    .iter()
                    .any(|e| e.code.played() && e.opponent.is_some_and(|o| disputed[o]))
            })
            .collect();
        for (k, name) in names.iter().enumerate() {
            let values: Vec<f64> = match (*name, ours(name)) {
                ("PTS", _) => field.players.iter().map(|p| p.score_after(rounds)).collect(),
                (_, Some(tb)) => tiebreaks::compute(&field, rounds, tb, round_robin),
                _ => continue,
            };
            for (i, p) in players.iter().enumerate() {
                let want = p["values"][k].as_f64().unwrap();
                if touched[i] && matches!(ours(name), Some(tb) if tb != TieBreak::Wins) {
                    skipped.push(format!("{file} player {}: {name}", i + 1));
                    continue;
                }
                compared += 1;
                if (values[i] - want).abs() > 1e-9 {
                    bad.push(format!(
                        "{file} player {}: {name} gacrux {want} / tavolo {}",
                        i + 1,
                        values[i]
                    ));
                }
            }
        }
        if touched.contains(&true) {
            // The ranks of everyone may move with those values.
            skipped.push(format!("{file}: ranks"));
            continue;
        }
        for (i, p) in players.iter().enumerate() {
            let want = p["rank"].as_u64().unwrap() as usize;
            let got = table.iter().find(|s| s.player == i).unwrap().rank;
            compared += 1;
            if got != want {
                bad.push(format!(
                    "{file} player {}: rank gacrux {want} / tavolo {got}",
                    i + 1
                ));
            }
        }
    }
    (compared, bad, skipped)
}

#[test]
fn tiebreaks_agree_with_gacrux() {
    let (compared, bad, skipped) = differences();
    eprintln!(
        "{} of {compared} values agree with gacrux; left out (see `disputed`): {}",
        compared - bad.len(),
        skipped.join(", ")
    );
    // The two disputed players of the fixtures have ten opponents in all (3
    // values each) and sit in two tournaments (ranks): no more may hide
    // behind the exclusion.
    assert!(skipped.len() <= 32, "more left out than expected: {skipped:?}");
    assert!(compared > 2000, "the fixtures are there ({compared} values)");
    assert!(bad.is_empty(), "{} differ:\n{}", bad.len(), bad.join("\n"));
}
