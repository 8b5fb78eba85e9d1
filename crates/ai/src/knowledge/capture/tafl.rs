//! Tafl (all five rule sets): random playouts wander for hundreds of plies
//! before the king escapes or falls, so a playout stops after a few plies
//! and the position is judged by material (a defender counts double: there
//! are half as many) and by the king's distance to his nearest corner and
//! the attackers beside him.
//!
//! Measured (release, `cargo run --release -p tavolo-ai --example arena`,
//! seats alternating, seed 1, 2026-11-26): level 1 against random scored
//! ard-ri 9W 1L of 10, tablut 10/10, hnefatafl 10/10, tawlbwrdd 10/10,
//! alea-evangelii 3W 3D of 6 (the draws at the ply cap). Plain search
//! (`plain:300`, no hooks) also beat random (ard-ri 10/10, tablut 9/10,
//! hnefatafl 10/10) but took 5 to 10 times as long; `iter:300` against
//! `plain:300` in tablut: 6W 4L of 10.

use games::capture::tafl::{RuleSet, Side, Tafl, TaflState};

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Short playouts, then material and the king's freedom.
#[derive(Clone, Copy, Debug)]
pub struct TaflKnowledge {
    /// Plies a playout plays before the position is judged.
    pub plies: u32,
    /// What one square nearer a corner is worth, in attackers.
    pub corner: f64,
    /// What an attacker beside the king is worth, in attackers.
    pub beside: f64,
    /// The attackers' lead that reads as a near-certain win.
    pub scale: f64,
}

impl Default for TaflKnowledge {
    fn default() -> Self {
        TaflKnowledge {
            plies: 24,
            corner: 0.5,
            beside: 1.0,
            scale: 8.0,
        }
    }
}

impl TaflKnowledge {
    /// For the largest board: playouts of 6 plies.
    pub fn short() -> Self {
        TaflKnowledge {
            plies: 6,
            ..TaflKnowledge::default()
        }
    }
}

impl<S: RuleSet> Hooks<Tafl<S>> for TaflKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    fn evaluate(&self, rules: &Tafl<S>, state: &TaflState, values: &mut [f64]) -> bool {
        let engine = rules.engine();
        let n = engine.size() as i64;
        let Some(king) = state.king() else {
            return false;
        };
        let (f, r) = (i64::from(king) % n, i64::from(king) / n);
        let to_corner = f.min(n - 1 - f) + r.min(n - 1 - r);
        let beside = engine.attackers_beside(state, usize::from(king)) as f64;
        let (attackers, defenders) = state.material();
        // The attackers' lead, in attackers.
        let lead = f64::from(attackers) - 2.0 * f64::from(defenders)
            + self.corner * to_corner as f64
            + self.beside * beside;
        // `values` is by seat: the attackers' seat gets the lead.
        let first_is_attackers = engine.seat_of(Side::Attackers).0 == 0;
        two_seat_lead(values, if first_is_attackers { lead } else { -lead }, self.scale);
        true
    }
}

// The bot finds these hooks by the rules type: every tafl rule set. On
// 19×19 each playout ply lists some 300 moves, so playouts are shorter, to
// keep an iteration's cost near the smaller boards'.
crate::knowledge::register! {
    TaflKnowledge::default() => [
        games::capture::tafl::Hnefatafl,
        games::capture::tafl::Tablut,
        games::capture::tafl::Tawlbwrdd,
        games::capture::tafl::ArdRi,
    ],
    TaflKnowledge::short() => [games::capture::tafl::AleaEvangelii],
}
