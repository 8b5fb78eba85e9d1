//! Backgammon and Plakoto: races whose whole playouts are long and costly
//! (a play is a whole throw), so playouts stay short and the pip counts are
//! compared.

use games::Seat;
use games::races::backgammon::{Backgammon, BgState, Plakoto};

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Short playouts, then the race: the pip count lead.
pub struct PipKnowledge {
    pub plies: Option<u32>,
    /// The pip lead that counts as about three quarters of a win.
    pub scale: f64,
}

impl Default for PipKnowledge {
    fn default() -> Self {
        PipKnowledge {
            plies: Some(4),
            scale: 40.0,
        }
    }
}

impl PipKnowledge {
    fn race(&self, state: &BgState, values: &mut [f64]) -> bool {
        let board = state.board();
        let lead = f64::from(board.pips(Seat::SECOND)) - f64::from(board.pips(Seat::FIRST));
        two_seat_lead(values, lead, self.scale)
    }
}

impl Hooks<Backgammon> for PipKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &Backgammon, state: &BgState, values: &mut [f64]) -> bool {
        self.race(state, values)
    }
}

impl Hooks<Plakoto> for PipKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &Plakoto, state: &BgState, values: &mut [f64]) -> bool {
        self.race(state, values)
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    PipKnowledge::default() => [
        Backgammon,
        Plakoto,
    ],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    #[test]
    fn the_side_ahead_in_the_race_leads() {
        let rules = Backgammon::new(&Options::defaults(Backgammon::info().options)).unwrap();
        let hooks = PipKnowledge::default();
        let mut state = rules.initial();
        let mut values = [0.0; 2];
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert_eq!(values, [0.0, 0.0], "an even race");
        // White opens 6-5 and runs a back checker: 11 pips ahead.
        rules.play(&mut state, "roll 6-5").unwrap();
        rules.play(&mut state, "24/13").unwrap();
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert!(values[0] > 0.2 && values[1] == -values[0], "{values:?}");
    }
}
