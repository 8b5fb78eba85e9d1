//! Five Field Kono: uniform random playouts almost never fill a goal of
//! seven exact points within the ply cap, so nearly every playout is a
//! draw and the search has nothing to tell moves apart. Playouts here
//! step forward more often than back and stop after [`PLAYOUT_PLIES`]
//! plies; the position is read by how far each side's pieces have come
//! and how many of its goal points it holds.

use games::capture::five_field_kono::{FiveFieldKono, KMove, KState, POINTS, SIZE, START};
use games::playout::SplitMix64;

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Plies a playout plays before the position is read.
const PLAYOUT_PLIES: u32 = 16;
/// What a goal point held is worth, in ranks advanced.
const GOAL: f64 = 3.0;
/// The lead, in ranks, that reads as a near-certain win.
const SCALE: f64 = 10.0;

/// Forward-leaning playouts and a reading of progress.
#[derive(Clone, Copy, Debug, Default)]
pub struct KonoKnowledge;

/// How far `p` is from `seat`'s own back rank, in ranks.
fn advance(seat: u8, p: usize) -> usize {
    let rank = p / SIZE;
    if seat == 0 { rank } else { SIZE - 1 - rank }
}

/// `seat`'s progress: ranks advanced, and goal points held.
fn progress(state: &KState, seat: u8) -> f64 {
    let goal = &START[usize::from(1 - seat)];
    let mut total = 0.0;
    for p in 0..POINTS {
        if state.at(p).map(|s| s.0) == Some(seat) {
            total += advance(seat, p) as f64;
            if goal.contains(&(p as u8)) {
                total += GOAL;
            }
        }
    }
    total
}

impl Hooks<FiveFieldKono> for KonoKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(PLAYOUT_PLIES)
    }

    /// Three times in four a step forward, if there is one; else any move.
    fn playout_move(
        &self,
        _rules: &FiveFieldKono,
        state: &KState,
        moves: &[KMove],
        rng: &mut SplitMix64,
    ) -> usize {
        let seat = state.to_move().0;
        if rng.below(4) > 0 {
            let forward: Vec<usize> = moves
                .iter()
                .enumerate()
                .filter(|(_, m)| match **m {
                    KMove::Step { from, to } => {
                        advance(seat, usize::from(to)) > advance(seat, usize::from(from))
                    }
                    KMove::Pass => false,
                })
                .map(|(i, _)| i)
                .collect();
            if !forward.is_empty() {
                return forward[rng.below(forward.len())];
            }
        }
        rng.below(moves.len())
    }

    fn evaluate(&self, _rules: &FiveFieldKono, state: &KState, values: &mut [f64]) -> bool {
        two_seat_lead(values, progress(state, 0) - progress(state, 1), SCALE)
    }
}

crate::knowledge::register! {
    KonoKnowledge => [games::capture::five_field_kono::FiveFieldKono],
}
