//! Fingertip's Touch Domino: the search never sees the other hands nor
//! the bag. Each determinization is the game's own resample for the seat
//! to move (`Rules::resample`): the tiles it cannot see dealt anew among
//! the other hands and the bag, every count kept; the search plays those
//! as if they were the truth and adds up the votes. Colour Domino (open
//! hands) needs nothing: plain search.
//!
//! Figures: see `FingertipTouch`'s `KNOBS` in the games crate
//! (`games::hidden::fingertip_touch`).

use games::hidden::fingertip_touch::FingertipTouch;

use crate::hooks::Hooks;

/// Determinizes by the game's resample.
#[derive(Clone, Copy, Debug, Default)]
pub struct TouchDeals;

impl Hooks<FingertipTouch> for TouchDeals {
    fn determinizes(&self) -> bool {
        true
    }
}

crate::knowledge::register! {
    TouchDeals => [FingertipTouch],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Rules, Seat};
    use crate::mcts::{Config, search};
    use games::Options;

    /// Two true states South cannot tell apart (West's hand and the bag
    /// swapped round): the same search seed gives the same move and the
    /// same visits, so the truth is never read.
    #[test]
    fn the_bot_decides_from_what_its_seat_sees() {
        let rules = FingertipTouch::new(&Options::defaults(FingertipTouch::info().options)).unwrap();
        let a = rules.from_position("JJ.JW RR,JS,WW/MM,ML,LL 1+").unwrap();
        let b = rules.from_position("JJ.JW RR,JS,WW/CC,CS,SS 1+").unwrap();
        assert_ne!(a, b);
        assert_eq!(rules.observation(&a, Some(Seat(0))), rules.observation(&b, Some(Seat(0))));
        for seed in 0..3 {
            let config = Config::new(300, seed);
            let ra = search(&rules, &a, &TouchDeals, &config).unwrap();
            let rb = search(&rules, &b, &TouchDeals, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(format!("{:?}", ra.moves), format!("{:?}", rb.moves), "seed {seed}");
        }
    }
}
