//! The Senets: one track shared by both sides, so the race is the sum of
//! how far each side's pieces have come.

use games::Seat;
use games::races::senet::{RuleSet, Senet, SenetState};

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Short playouts, then the difference in progress along the track.
pub struct SenetKnowledge {
    pub plies: Option<u32>,
    pub scale: f64,
}

impl Default for SenetKnowledge {
    fn default() -> Self {
        SenetKnowledge {
            plies: Some(8),
            scale: 30.0,
        }
    }
}

/// Squares `seat`'s pieces have come (internal positions run along the
/// track), a piece borne off counting as one past the last square.
fn progress(state: &SenetState, seat: Seat) -> f64 {
    let on_track: u32 = (1..=30u8)
        .filter(|&p| state.owner(p) == Some(seat))
        .map(u32::from)
        .sum();
    f64::from(on_track + 31 * u32::from(state.borne_off(seat)))
}

impl<S: RuleSet> Hooks<Senet<S>> for SenetKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &Senet<S>, state: &SenetState, values: &mut [f64]) -> bool {
        let lead = progress(state, Seat::FIRST) - progress(state, Seat::SECOND);
        two_seat_lead(values, lead, self.scale)
    }
}

// The bot finds these hooks by the rules type: every Senet rule set.
crate::knowledge::register! {
    SenetKnowledge::default() => [
        games::races::senet::SenetKendall,
        games::races::senet::SenetBell,
        games::races::senet::SenetTait,
        games::races::senet::SenetTavolando,
        games::races::senet::SenetTavolando7,
        games::races::senet::SenetTavolandoSix,
    ],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::races::senet::{SenetKendall, SenetMove};
    use games::{Options, Rules, Status};

    #[test]
    fn moving_a_piece_forward_raises_the_movers_value() {
        let rules = SenetKendall::new(&Options::defaults(SenetKendall::info().options)).unwrap();
        let hooks = SenetKnowledge::default();
        let mut state = rules.initial();
        // Throw until a seat is to move with a forward move.
        let mut outcomes = Vec::new();
        while rules.status(&state) == Status::Chance {
            outcomes.clear();
            rules.chance_outcomes(&state, &mut outcomes);
            rules.apply(&mut state, &outcomes[0].0);
        }
        let Status::ToMove(seat) = rules.status(&state) else {
            panic!("a seat moves")
        };
        let forward = rules
            .legal_vec(&state)
            .into_iter()
            .find(|m| matches!(m, SenetMove::Go { back: false, .. }))
            .expect("a forward move");
        let mut before = [0.0; 2];
        assert!(hooks.evaluate(&rules, &state, &mut before));
        rules.apply(&mut state, &forward);
        let mut after = [0.0; 2];
        assert!(hooks.evaluate(&rules, &state, &mut after));
        assert!(after[seat.index()] > before[seat.index()], "{before:?} {after:?}");
        assert!((after[0] + after[1]).abs() < 1e-12);
    }
}
