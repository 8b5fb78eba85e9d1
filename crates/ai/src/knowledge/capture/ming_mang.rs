//! Ming Mang: a uniform random playout moves pieces about for hundreds of
//! plies (captures turn pieces back and forth, and the game ends only when
//! a side is left without a move), so playouts here are short and prefer
//! a move that turns pieces; the position is then read by the pieces each
//! side has.

use games::Seat;
use games::capture::ming_mang::{MMove, MState, MingMang};
use games::playout::SplitMix64;

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Plies a playout plays before the position is read.
const PLAYOUT_PLIES: u32 = 12;
/// The lead, in pieces, that reads as a near-certain win.
const SCALE: f64 = 6.0;
/// Moves tried per playout ply: the one turning most pieces is played.
const DRAWN: usize = 6;

/// Short playouts that take what they find, and a count of pieces.
#[derive(Clone, Copy, Debug, Default)]
pub struct MingMangKnowledge;

impl Hooks<MingMang> for MingMangKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(PLAYOUT_PLIES)
    }

    /// The best of a few moves drawn at random, by the pieces it turns.
    fn playout_move(&self, rules: &MingMang, state: &MState, moves: &[MMove], rng: &mut SplitMix64) -> usize {
        let e = rules.engine();
        let mut best = rng.below(moves.len());
        let mut most = e.turns(state, moves[best]);
        for _ in 1..DRAWN {
            let i = rng.below(moves.len());
            let turned = e.turns(state, moves[i]);
            if turned > most {
                (best, most) = (i, turned);
            }
        }
        best
    }

    fn evaluate(&self, rules: &MingMang, state: &MState, values: &mut [f64]) -> bool {
        let e = rules.engine();
        let lead = f64::from(e.pieces(state, Seat(0))) - f64::from(e.pieces(state, Seat(1)));
        two_seat_lead(values, lead, SCALE)
    }
}

crate::knowledge::register! {
    MingMangKnowledge => [games::capture::ming_mang::MingMang],
}
