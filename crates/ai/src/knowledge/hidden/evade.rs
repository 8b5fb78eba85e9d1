//! Evade: the search never reads the opponent's Fugitives. Each
//! determinization is the game's own resample for the seat to move
//! (`Rules::resample`): its own Fugitives kept (it chose them), the
//! opponent's dealt anew among the pieces not shown to be Guards; the
//! search then plays those as if they were the truth and adds up the
//! votes.
//!
//! Figures: see `Evade`'s `KNOBS` in the games crate
//! (`games::hidden::evade`).

use games::hidden::evade::{EState, Evade};
use games::playout::SplitMix64;
use games::{Rules, Seat};

use crate::hooks::Hooks;

/// Determinizes by the game's resample.
#[derive(Clone, Copy, Debug, Default)]
pub struct EvadeDeals;

impl Hooks<Evade> for EvadeDeals {
    fn determinizes(&self) -> bool {
        true
    }

    fn determinize(&self, rules: &Evade, state: &EState, seat: Seat, rng: &mut SplitMix64) -> EState {
        rules
            .resample(state, Some(seat), rng)
            .unwrap_or_else(|| state.clone())
    }
}

crate::knowledge::register! {
    EvadeDeals => [Evade],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcts::{Config, search};

    /// Two true states Yellow cannot tell apart: Blue's Fugitives on b6
    /// and e6, or on a6 and f6 (Yellow knows its own and sees where every
    /// piece stands). The same search seed and iterations give the same
    /// move and the same visits: the truth is never read.
    #[test]
    fn the_bot_decides_from_what_its_seat_knows() {
        let rules = Evade::with_peeking(true);
        let a = rules.from_position("gfg1fg/6/3g2/2G3/6/GF1GFG y y 0").unwrap();
        let b = rules.from_position("fgg1gf/6/3g2/2G3/6/GF1GFG y y 0").unwrap();
        assert_ne!(a, b);
        assert_eq!(rules.observation(&a, Some(Seat(0))), rules.observation(&b, Some(Seat(0))));
        for seed in 0..3 {
            let config = Config::new(300, seed);
            let ra = search(&rules, &a, &EvadeDeals, &config).unwrap();
            let rb = search(&rules, &b, &EvadeDeals, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(format!("{:?}", ra.moves), format!("{:?}", rb.moves), "seed {seed}");
        }
    }

    /// And what it knows of its own side matters: with its Fugitive on c3
    /// it never freezes with it (that loses), with a Guard there it may.
    #[test]
    fn the_bot_never_freezes_with_its_own_fugitive() {
        let rules = Evade::with_peeking(true);
        let state = rules.from_position("gfg1fg/6/3g2/2F3/6/GG1GFG y y 0").unwrap();
        for seed in 0..3 {
            let found = search(&rules, &state, &EvadeDeals, &Config::new(300, seed)).unwrap();
            assert_ne!(rules.format_move(&state, &found.best), "c3-d4", "seed {seed}");
        }
    }
}
