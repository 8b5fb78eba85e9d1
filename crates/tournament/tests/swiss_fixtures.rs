//! Swiss pairings against gacrux, an independent implementation of the
//! FIDE Dutch system: the committed tournaments of `tests/fixtures/swiss/`
//! (made by its `generate.py`) are replayed round by round. For each
//! round, the players gacrux paired (everyone but the absent and those
//! with a requested bye) are paired by Tavolo's engine from the rounds
//! before, and the pairs, colours and bye must be the same, in every round
//! of every fixture (96 tournaments of 5 to 40 players and 3 to 9 rounds,
//! with forfeits, pairing-allocated and half-point byes, late entries,
//! absences and withdrawals; see the generator for the mix).

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

use tournament::model::{Code, Colour, Field};
use tournament::{swiss_dutch, trf};

/// One round as pairs (white, black) and the pairing-allocated bye.
type Round = (BTreeSet<(usize, usize)>, Option<usize>);

fn recorded(field: &Field, round: usize) -> Round {
    let mut pairs = BTreeSet::new();
    let mut bye = None;
    for (i, p) in field.players.iter().enumerate() {
        let e = p.entries[round];
        match (e.opponent, e.colour, e.code) {
            (Some(o), Colour::White, _) => {
                pairs.insert((i, o));
            }
            (_, _, Code::PairingBye) => bye = Some(i),
            _ => {}
        }
    }
    (pairs, bye)
}

struct Case {
    file: String,
    round: usize,
    expected: Round,
    got: Result<Round, String>,
}

fn replay(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap();
    let (header, field) = trf::read(&text).unwrap();
    let mut cases = Vec::new();
    for round in 0..header.rounds {
        let available: Vec<usize> = (0..field.players.len())
            .filter(|&i| {
                let e = field.players[i].entries[round];
                e.opponent.is_some() || e.code == Code::PairingBye
            })
            .collect();
        let mut before = field.clone();
        for p in before.players.iter_mut() {
            p.entries.truncate(round);
        }
        let options = swiss_dutch::Options {
            initial: header.initial,
            total_rounds: header.rounds,
        };
        let got =
            swiss_dutch::pair(&before, &available, &options).map(|p| (p.boards.into_iter().collect(), p.bye));
        cases.push(Case {
            file: path.file_name().unwrap().to_string_lossy().into_owned(),
            round: round + 1,
            expected: recorded(&field, round),
            got,
        });
    }
    cases
}

/// Every round of every fixture, paired once for all the tests.
fn all_cases() -> &'static [Case] {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(replay_all)
}

fn replay_all() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/swiss");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 96, "the fixtures are there");
    files.iter().flat_map(|f| replay(f)).collect()
}

fn show(round: &Round) -> String {
    let mut s: Vec<String> = round
        .0
        .iter()
        .map(|(w, b)| format!("{}-{}", w + 1, b + 1))
        .collect();
    if let Some(b) = round.1 {
        s.push(format!("bye {}", b + 1));
    }
    s.join(" ")
}

/// Every first round must agree exactly (it depends on ranking and the
/// initial colour only).
#[test]
fn first_rounds_agree_with_gacrux() {
    for case in all_cases().iter().filter(|c| c.round == 1) {
        let got = case.got.as_ref().unwrap();
        assert_eq!(show(got), show(&case.expected), "{} round 1", case.file);
    }
}

/// The pairs (who meets whom, ignoring colours) and the bye of every round.
#[test]
fn pairings_agree_with_gacrux() {
    let cases = all_cases();
    let mut bad = Vec::new();
    for c in cases {
        let ok = match &c.got {
            Ok(got) => {
                let norm = |r: &Round| -> (BTreeSet<(usize, usize)>, Option<usize>) {
                    (r.0.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect(), r.1)
                };
                norm(got) == norm(&c.expected)
            }
            Err(_) => false,
        };
        if !ok {
            bad.push(format!(
                "{} round {}: gacrux {} / tavolo {}",
                c.file,
                c.round,
                show(&c.expected),
                c.got.as_ref().map_or_else(|e| e.clone(), show)
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} rounds paired otherwise than gacrux pairs them:\n{}",
        bad.len(),
        cases.len(),
        bad.join("\n")
    );
}

/// Pairs, colours and bye of every round.
#[test]
fn colours_agree_with_gacrux() {
    let cases = all_cases();
    let mut bad = Vec::new();
    for c in cases {
        if c.got.as_ref().ok() != Some(&c.expected) {
            bad.push(format!(
                "{} round {}: gacrux {} / tavolo {}",
                c.file,
                c.round,
                show(&c.expected),
                c.got.as_ref().map_or_else(|e| e.clone(), show)
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} rounds paired or coloured otherwise than gacrux:\n{}",
        bad.len(),
        cases.len(),
        bad.join("\n")
    );
}
