//! Hepta Solitaire: the root keeps only the first tromino of the solver's
//! way to finish (`games::alignment::hepta::solver`), so the bot solves
//! the puzzle whenever it can still be solved. Two-player Hepta needs no
//! knowledge: plain playouts are short (at most 22 plies).
//!
//! Figures: see the rule sets' `KNOBS` in the games crate.

use games::Rules;
use games::alignment::hepta::{HMove, HState, HeptaSolo};

use crate::hooks::Hooks;

/// Follows the solver.
#[derive(Clone, Copy, Debug, Default)]
pub struct SolitaireKnowledge;

impl Hooks<HeptaSolo> for SolitaireKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(0)
    }

    fn order_root(&self, rules: &HeptaSolo, state: &HState, moves: &mut Vec<HMove>) {
        if let Some(first) = rules.solution(state).and_then(|m| m.first().copied())
            && moves.contains(&first)
        {
            *moves = vec![first];
        }
    }
}

crate::knowledge::register! {
    SolitaireKnowledge => [HeptaSolo],
}
