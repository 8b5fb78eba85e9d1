//! Ting Tong: the search never sees under a bell nobody lifted. Each
//! determinization is the game's own resample (`Rules::resample`): every
//! bell lifted this round keeps what the whole table saw under it, the
//! tokens never seen go anew under the bells never lifted. A seat's memory
//! is perfect at every level: it remembers every lift of the round (the
//! levels differ by their search budget only).
//!
//! Playouts stop after a few plies and count the tokens: random lifts
//! find little, and a game runs to hundreds of lifts, so playing random
//! games to their end would cost much and tell little.
//!
//! Figures: see `TingTong`'s `KNOBS` in the games crate
//! (`games::hidden::ting_tong`).

use games::hidden::ting_tong::{TState, TingTong};
use games::Rules;

use crate::hooks::Hooks;

/// Plies a playout plays before the tokens are counted.
const PLAYOUT_PLIES: u32 = 12;

/// Determinizes by the game's resample; values a position by the tokens.
#[derive(Clone, Copy, Debug, Default)]
pub struct TingTongMemory;

impl Hooks<TingTong> for TingTongMemory {
    fn determinizes(&self) -> bool {
        true
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(PLAYOUT_PLIES)
    }

    /// Each seat's tokens against the best of the others', a lead of 10
    /// tokens (a round's worth) counting nearly as a win.
    fn evaluate(&self, rules: &TingTong, state: &TState, values: &mut [f64]) -> bool {
        let seats = usize::from(rules.seats());
        for s in 0..seats.min(values.len()) {
            let mine = f64::from(state.tokens[s]);
            let best_other = (0..seats)
                .filter(|&o| o != s)
                .map(|o| f64::from(state.tokens[o]))
                .fold(0.0, f64::max);
            values[s] = ((mine - best_other) / 10.0).tanh();
        }
        true
    }
}

crate::knowledge::register! {
    TingTongMemory => [TingTong],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Seat;
    use crate::mcts::{Config, search};

    /// Two true states the table cannot tell apart: Red has seen the 3
    /// under bell 1 and took the 1 from bell 5; the tokens under the bells
    /// nobody lifted differ. The same search seed and iterations give the
    /// same move and the same visits: the truth is never read.
    #[test]
    fn the_bot_decides_from_what_its_seat_sees() {
        let rules = TingTong::with_seats(2);
        let a = rules
            .from_position("3*,7,9,4,-*,10,-,5,8,2,6,- 1 1+ 1/0 1 2 1:5=1+")
            .unwrap();
        let b = rules
            .from_position("3*,9,7,2,-*,-,10,5,8,4,6,- 1 1+ 1/0 1 2 1:5=1+")
            .unwrap();
        assert_ne!(a, b);
        assert_eq!(
            rules.observation(&a, Some(Seat(0))),
            rules.observation(&b, Some(Seat(0)))
        );
        for seed in 0..3 {
            let config = Config::new(300, seed);
            let ra = search(&rules, &a, &TingTongMemory, &config).unwrap();
            let rb = search(&rules, &b, &TingTongMemory, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(
                format!("{:?}", ra.moves),
                format!("{:?}", rb.moves),
                "seed {seed}"
            );
        }
    }

    /// A bell the whole table saw hide the number needed is lifted: Red
    /// saw the 2 under bell 10 before, and has just found the 1.
    #[test]
    fn the_bot_lifts_a_bell_it_remembers() {
        let rules = TingTong::with_seats(2);
        let state = rules
            .from_position("3,7,9,4,-*,10,-,5,8,2*,6,- 1 1+ 1/0 1 3 1:5=1+")
            .unwrap();
        for seed in 0..3 {
            let report = search(&rules, &state, &TingTongMemory, &Config::new(600, seed)).unwrap();
            assert_eq!(rules.format_move(&state, &report.best), "lift 10", "seed {seed}");
        }
    }
}
