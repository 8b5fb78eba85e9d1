//! Fixtures from AbstractPlay's gameslib (`archimedes`, TypeScript): ten
//! random games with gameslib's legal set at every ply, made by
//! `tests/fixtures/gameslib/archimedes/generate.ts` and compared here at
//! every ply, and each game's winner.
//!
//! Where gameslib differs from the catalog, and how the comparison deals
//! with it:
//! - gameslib has no draws (no repetition, no quiet-ply rule): the engine
//!   is compared with its draws turned off (`Archimedes::without_draws`);
//!   the draws are tested on their own in `tests.rs`.
//! - gameslib forbids only stopping on one's own port, the catalog passing
//!   through it too (gap 4); the port is a corner, which no line passes
//!   through, so the legal sets are the same and no ply is skipped.
//! - gameslib's "pie" flag is its server's swap offer, not a move of the
//!   engine: not compared (the catalog has no swap).
//! - gameslib's confirmed win (a ship still on the enemy port at the start
//!   of its owner's turn) and its "no legal move loses" are the catalog's;
//!   the option `immediate` is ours alone.
//!
//! Speed, same machine, 2026-11-29 17:00 UTC, load average 7 to 13:
//! ours (criterion, `playout/archimedes`) 270 µs a random game, about 3 700
//! games and 470 000 plies a second (127 plies a game, draws included);
//! gameslib (`generate.ts bench 200`, tsx) 31 games and 3 800 plies a
//! second (121 plies a game).
//!
//! Everything else is compared as is: the setup, queen moves, rebuilding
//! (only with a ship sunk and the port empty, then sailing out), the
//! repeated sinking by three attackers, and who wins.

use super::board::{name, read_square};
use super::{ArchMove, ArchState, Archimedes};
use crate::{Rules, Status};

const GAMES: &str = include_str!("../../../tests/fixtures/gameslib/archimedes/games.txt");

/// Our legal set in the fixtures' form: `from:tototo …`, sorted.
fn grouped(rules: &Archimedes, state: &ArchState) -> String {
    let mut by: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for mv in rules.legal_vec(state) {
        by.entry(name(mv.from)).or_default().push(name(mv.to));
    }
    by.into_iter()
        .map(|(from, mut tos)| {
            tos.sort();
            format!("{from}:{}", tos.concat())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn read(text: &str) -> ArchMove {
    let (from, rest) = read_square(text).expect("a square");
    let (to, _) = read_square(&rest[1..]).expect("a square");
    ArchMove { from, to }
}

/// Replays every game of the fixtures with `rules`; the first difference.
fn replay(rules: &Archimedes) -> Result<usize, String> {
    let mut plies = 0;
    let mut state = rules.initial();
    let mut game = 0;
    for line in GAMES.lines() {
        if let Some(n) = line.strip_prefix("game ") {
            game = n.parse().expect("a game number");
            state = rules.initial();
        } else if let Some(winner) = line.strip_prefix("end ") {
            let ours = match rules.status(&state) {
                Status::Over(outcome) => outcome.winner.map(|s| (s.0 + 1).to_string()),
                _ => None,
            };
            if ours.as_deref() != Some(winner) {
                return Err(format!("game {game}: gameslib's winner {winner}, ours {ours:?}"));
            }
        } else {
            let (legal, played) = line.split_once('\t').expect("a legal set and a move");
            let ours = grouped(rules, &state);
            if ours != legal {
                return Err(format!(
                    "game {game}, ply {}: gameslib {legal}\nours     {ours}",
                    state.plies
                ));
            }
            rules.apply(&mut state, &read(played));
            plies += 1;
        }
    }
    Ok(plies)
}

#[test]
fn fixtures_gameslib_agree_at_every_ply_and_on_every_winner() {
    let plies = replay(&Archimedes::without_draws()).unwrap_or_else(|e| panic!("{e}"));
    assert!(plies > 1000, "{plies} plies compared");
}

/// The comparison fails on a deliberate rule change: with the option
/// `immediate` a game ends a ply earlier than gameslib's.
#[test]
fn fixtures_gameslib_catch_a_rule_change() {
    let rules = Archimedes {
        immediate: true,
        draws: false,
    };
    assert!(replay(&rules).is_err());
}
