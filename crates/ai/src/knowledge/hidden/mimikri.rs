//! Mimikri (both rule sets): the search never sees an identity its seat
//! does not know. Each determinization is the game's own resample for the
//! seat to move (`Rules::resample`): in Decoy the opponent's cubes, in the
//! No game the seat's own, dealt anew among the deals that every public
//! answer (played, refused, failed, check) allows; the search plays those
//! as if they were the truth and adds up the votes.
//!
//! Figures: see the rule sets' `KNOBS` in the games crate
//! (`games::hidden::mimikri::variant`).

use games::hidden::mimikri::{MimikriDecoy, MimikriNo, MimikriRules, RuleSet};

use crate::hooks::Hooks;

/// Determinizes by the game's resample.
#[derive(Clone, Copy, Debug, Default)]
pub struct MimikriDeals;

impl<S: RuleSet> Hooks<MimikriRules<S>> for MimikriDeals {
    fn determinizes(&self) -> bool {
        true
    }
}

crate::knowledge::register! {
    MimikriDeals => [MimikriDecoy, MimikriNo],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Rules, Seat};
    use crate::mcts::{Config, search};

    /// Two true states a seat cannot tell apart (the identities it does
    /// not know differ, every public answer the same): the same search
    /// seed gives the same move and the same visits.
    fn same_move<S: RuleSet>(a: &str, b: &str, seat: Seat) {
        let rules = MimikriRules::<S>::make();
        let a = rules.from_position(a).unwrap();
        let b = rules.from_position(b).unwrap();
        assert_ne!(a, b);
        assert_eq!(
            rules.observation(&a, Some(seat)),
            rules.observation(&b, Some(seat))
        );
        for seed in 0..2 {
            let config = Config::new(200, seed);
            let ra = search(&rules, &a, &MimikriDeals, &config).unwrap();
            let rb = search(&rules, &b, &MimikriDeals, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(
                format!("{:?}", ra.moves),
                format!("{:?}", rb.moves),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn the_bot_decides_from_what_its_seat_sees_decoy() {
        // White to move knows its own cubes; Black's b7 and g7 differ.
        same_move::<games::hidden::mimikri::DecoySet>(
            "QPPPPPPP/PRPPPPNP e2e4 e7e5",
            "QPPPPPPP/PNPPPPRP e2e4 e7e5",
            Seat(0),
        );
    }

    #[test]
    fn the_bot_decides_from_what_its_seat_sees_no() {
        // White to move knows Black's cubes, not its own a2 and h2.
        same_move::<games::hidden::mimikri::NoSet>(
            "QPPPPPPN/PPPPPPPP e2e4 e7e5",
            "NPPPPPPQ/PPPPPPPP e2e4 e7e5",
            Seat(0),
        );
    }
}
