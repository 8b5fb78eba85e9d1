//! Domemo: the search never sees its own rack. Each determinization is
//! the game's own resample for the seat to move (`Rules::resample`): the
//! tiles it cannot see — its own rack, the reserve — dealt anew among the
//! deals its view allows, every wrong guess kept true; the search then
//! plays those as if they were the truth and adds up the votes.
//!
//! Figures: see `Domemo`'s `KNOBS` in the games crate
//! (`games::hidden::domemo`).

use games::hidden::domemo::Domemo;

use crate::hooks::Hooks;

/// Determinizes by the game's resample.
#[derive(Clone, Copy, Debug, Default)]
pub struct DomemoDeals;

impl Hooks<Domemo> for DomemoDeals {
    fn determinizes(&self) -> bool {
        true
    }
}

crate::knowledge::register! {
    DomemoDeals => [Domemo],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Rules, Seat};
    use crate::mcts::{Config, search};

    /// Two true states Red cannot tell apart: Red's 7 or a 5 in the
    /// reserve swapped (Red sees Blue's rack and the face-up tiles, not
    /// its own nor the reserve). The same search seed and iterations give
    /// the same move and the same visits: the truth is never read.
    #[test]
    fn the_bot_decides_from_what_its_seat_sees() {
        let rules = Domemo::with_seats(2);
        let a = rules
            .from_position("1234567/2345677 3445556 6667777 - -/1 1 3")
            .unwrap();
        let b = rules
            .from_position("1234556/2345677 3445567 6667777 - -/1 1 3")
            .unwrap();
        assert_ne!(a, b);
        assert_eq!(rules.observation(&a, Some(Seat(0))), rules.observation(&b, Some(Seat(0))));
        for seed in 0..3 {
            let config = Config::new(300, seed);
            let ra = search(&rules, &a, &DomemoDeals, &config).unwrap();
            let rb = search(&rules, &b, &DomemoDeals, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(format!("{:?}", ra.moves), format!("{:?}", rb.moves), "seed {seed}");
        }
    }
}
