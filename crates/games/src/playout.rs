//! Random playouts over any rules, for property tests, benchmarks and search.
//!
//! The rules never draw random numbers; a playout takes its choices from a
//! generator the caller owns. [`SplitMix64`] is a small deterministic one for
//! tests and benchmarks.

use crate::{Rules, Status};

/// A tiny deterministic generator (SplitMix64), for tests, benchmarks and
/// search. Never used by the rules themselves.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// Plays from `state` until the game ends or `max_plies` plies were played:
/// uniform over legal moves, by weight over chance outcomes. Returns the
/// number of plies played.
pub fn random_playout<R: Rules>(
    rules: &R,
    state: &mut R::State,
    rng: &mut SplitMix64,
    max_plies: usize,
) -> usize {
    let mut moves = Vec::new();
    let mut outcomes = Vec::new();
    for ply in 0..max_plies {
        match rules.status(state) {
            Status::Over(_) => return ply,
            Status::ToMove(_) => {
                moves.clear();
                rules.legal_moves(state, &mut moves);
                if moves.is_empty() {
                    return ply;
                }
                let mv = moves.swap_remove(rng.below(moves.len()));
                rules.apply(state, &mv);
            }
            Status::Chance => {
                outcomes.clear();
                rules.chance_outcomes(state, &mut outcomes);
                let total: u64 = outcomes.iter().map(|(_, w)| u64::from(*w)).sum();
                if total == 0 {
                    return ply;
                }
                let mut r = ((u128::from(rng.next_u64()) * u128::from(total)) >> 64) as u64;
                let index = outcomes
                    .iter()
                    .position(|(_, w)| {
                        let w = u64::from(*w);
                        if r < w {
                            true
                        } else {
                            r -= w;
                            false
                        }
                    })
                    .unwrap_or(0);
                let mv = outcomes.swap_remove(index).0;
                rules.apply(state, &mv);
            }
        }
    }
    max_plies
}

/// The state reached from the start by taking, at each ply, the legal move or
/// chance outcome at index `pick % count`, stopping early when the game ends:
/// a compact way for property tests to reach arbitrary positions.
pub fn state_after_picks<R: Rules>(rules: &R, picks: &[usize]) -> R::State {
    let mut state = rules.initial();
    for pick in picks {
        let choices: Vec<R::Move> = match rules.status(&state) {
            Status::Over(_) => break,
            Status::ToMove(_) => rules.legal_vec(&state),
            Status::Chance => {
                let mut out = Vec::new();
                rules.chance_outcomes(&state, &mut out);
                out.into_iter().filter(|(_, w)| *w > 0).map(|(m, _)| m).collect()
            }
        };
        if choices.is_empty() {
            break;
        }
        rules.apply(&mut state, &choices[pick % choices.len()]);
    }
    state
}
