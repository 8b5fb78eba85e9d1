//! Duodecim Scripta: a race with three dice whose turns are costly to list
//! (every order of three dice over fifteen pieces), so playouts stay short
//! and the race is evaluated.

use games::Seat;
use games::races::duodecim_scripta::{DuoState, DuodecimScripta};

use crate::hooks::Hooks;
use crate::knowledge::two_seat_lead;

/// Short playouts, then the difference in progress along the tracks.
pub struct DuodecimKnowledge {
    pub plies: Option<u32>,
    pub scale: f64,
}

impl Default for DuodecimKnowledge {
    fn default() -> Self {
        DuodecimKnowledge {
            plies: Some(6),
            scale: 60.0,
        }
    }
}

impl Hooks<DuodecimScripta> for DuodecimKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &DuodecimScripta, state: &DuoState, values: &mut [f64]) -> bool {
        let lead = f64::from(state.progress(Seat::FIRST)) - f64::from(state.progress(Seat::SECOND));
        two_seat_lead(values, lead, self.scale)
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    DuodecimKnowledge::default() => [DuodecimScripta],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    #[test]
    fn entering_pieces_counts_as_progress() {
        let rules = DuodecimScripta::new(&Options::default()).unwrap();
        let mut state = rules.initial();
        let hooks = DuodecimKnowledge::default();
        let mut values = [0.0; 2];
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert_eq!(values, [0.0, 0.0], "an even race");
        rules.play(&mut state, "6-5-4").unwrap();
        rules.play(&mut state, "in/6 in/5 in/4").unwrap();
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert!(values[0] > 0.1 && values[1] == -values[0], "{values:?}");
    }
}
