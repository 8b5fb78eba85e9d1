//! Sahkku: a game of captures on looping tracks whose random games last
//! thousands of plies, so playouts stay short and the material is counted.

use games::Seat;
use games::races::sahkku::{SahState, Sahkku};

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Short playouts, then the pieces each side has left.
pub struct SahkkuKnowledge {
    pub plies: Option<u32>,
    /// The material lead that counts as about three quarters of a win.
    pub scale: f64,
}

impl Default for SahkkuKnowledge {
    fn default() -> Self {
        SahkkuKnowledge {
            plies: Some(8),
            scale: 4.0,
        }
    }
}

/// What `seat` holds: every piece left, an active piece counting half as
/// much again (it can capture and cannot be frozen), and the king.
fn material(state: &SahState, seat: Seat) -> f64 {
    let pieces = state.pieces();
    let king = if pieces.king_owner == Some(seat) { 1.0 } else { 0.0 };
    f64::from(pieces.left(seat)) + 0.5 * f64::from(pieces.active_count(seat)) + king
}

impl Hooks<Sahkku> for SahkkuKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &Sahkku, state: &SahState, values: &mut [f64]) -> bool {
        let lead = material(state, Seat::FIRST) - material(state, Seat::SECOND);
        two_seat_lead(values, lead, self.scale)
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    SahkkuKnowledge::default() => [Sahkku],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules, Status};

    #[test]
    fn the_start_is_even_and_the_values_oppose() {
        let rules = Sahkku::new(&Options::defaults(Sahkku::info().options)).unwrap();
        let hooks = SahkkuKnowledge::default();
        let mut values = [0.0; 2];
        let state = rules.initial();
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert_eq!(values, [0.0, 0.0], "an even start");
        // Play on at random until one side leads in material.
        let mut state = state;
        let mut rng = games::playout::SplitMix64(11);
        let mut outcomes = Vec::new();
        for _ in 0..3000 {
            match rules.status(&state) {
                Status::Over(_) => break,
                Status::Chance => {
                    outcomes.clear();
                    rules.chance_outcomes(&state, &mut outcomes);
                    let i = rng.below(outcomes.len());
                    rules.apply(&mut state, &outcomes[i].0);
                }
                Status::ToMove(_) => {
                    let moves = rules.legal_vec(&state);
                    rules.apply(&mut state, &moves[rng.below(moves.len())]);
                }
            }
            let lead = material(&state, Seat::FIRST) - material(&state, Seat::SECOND);
            if lead != 0.0 {
                assert!(hooks.evaluate(&rules, &state, &mut values));
                assert_eq!(values[0] > 0.0, lead > 0.0, "{values:?}");
                assert!((values[0] + values[1]).abs() < 1e-12);
                return;
            }
        }
        panic!("no side ever led");
    }
}
