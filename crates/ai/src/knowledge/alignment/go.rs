//! Go: playouts run on the bare board. A search leaf is valued by a few
//! quick playouts of the board alone (no eye filling, no self-atari of
//! chains of two or more, so seki and living groups survive), scored by
//! area with komi: uniform playouts through the rules would fill eyes,
//! pass at random, and end most games at the ply cap. The search still
//! plays passes and answers the count through the rules, so it passes when
//! its playouts say the board is settled and accepts a count that does not
//! lose what they say it wins.

use games::alignment::go::{Go, GoState, Phase, score};
use games::playout::SplitMix64;
use games::{Rules, Seat, Status};

use crate::hooks::Hooks;

/// Leaves valued by board playouts.
#[derive(Clone, Copy, Debug)]
pub struct GoKnowledge {
    /// Board playouts per leaf.
    pub playouts: u32,
}

impl Default for GoKnowledge {
    fn default() -> Self {
        GoKnowledge { playouts: 2 }
    }
}

impl<const N: usize> Hooks<Go<N>> for GoKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(0)
    }

    fn evaluate(&self, rules: &Go<N>, state: &GoState, values: &mut [f64]) -> bool {
        if let Status::Over(outcome) = rules.status(state) {
            values.copy_from_slice(&outcome.returns(2));
            return true;
        }
        let board = state.board();
        // The side to move in play; while counting, whoever answers.
        let first = if state.to_move() == Seat::FIRST { 1 } else { 2 };
        let seed = board.hash ^ u64::from(matches!(state.phase(), Phase::Counting { .. }));
        let mut rng = SplitMix64(seed ^ 0x60_60_60);
        let mut sum = 0.0;
        for _ in 0..self.playouts {
            let area = score::playout_area(board, first, &mut rng);
            let lead = 2 * (i64::from(area[0]) - i64::from(area[1])) - i64::from(rules.komi2());
            sum += lead.signum() as f64;
        }
        let v = sum / f64::from(self.playouts.max(1));
        values[0] = v;
        values[1] = -v;
        true
    }
}
