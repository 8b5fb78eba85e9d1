//! Corona: no search can stumble on the best of 6! × 6! plans, so the
//! bot solves each roll (the games crate's `solve`: every colour for
//! every base in every order, positions met twice remembered) and plays
//! the answer. It lays out by asking for a random layout (the layout
//! favours nobody: the roll comes after it), bids the best score of the
//! roll (a sealed bid above it is a sure loss, one below it can only lose
//! the auction: the winner is paid the same whatever the bid), passes
//! when the roll allows nothing, and as declarer plays a move of a best
//! plan. The search sees the other seats' sealed bids only through the
//! game's resample.
//!
//! Figures: see `Corona`'s `KNOBS` in the games crate
//! (`games::races::corona`).

use games::Rules;
use games::playout::SplitMix64;
use games::races::corona::{CMove, CState, Corona, Phase, solve};

use crate::hooks::Hooks;

/// Plays the solver's move.
#[derive(Clone, Copy, Debug, Default)]
pub struct CoronaSolver;

/// The move the solver makes in `state`, if a seat is to move.
pub fn solved(state: &CState) -> Option<CMove> {
    match state.phase {
        Phase::Set => Some(CMove::Random),
        Phase::Bid => {
            let (best, _) = solve::best_from(state);
            Some(if best > 0 { CMove::Bid(best) } else { CMove::Pass })
        }
        Phase::Plan => solve::best_from(state).1.map(|(c, s)| CMove::Pawn(c, s)),
        _ => None,
    }
}

/// Keeps only the solver's move among `moves`, when it is one of them.
fn keep_solved(state: &CState, moves: &mut Vec<CMove>) {
    if let Some(mv) = solved(state)
        && moves.contains(&mv)
    {
        moves.clear();
        moves.push(mv);
    }
}

impl Hooks<Corona> for CoronaSolver {
    fn order_root(&self, _rules: &Corona, state: &CState, moves: &mut Vec<CMove>) {
        keep_solved(state, moves);
    }

    fn playout_move(&self, _rules: &Corona, state: &CState, moves: &[CMove], rng: &mut SplitMix64) -> usize {
        solved(state)
            .and_then(|mv| moves.iter().position(|m| *m == mv))
            .unwrap_or_else(|| rng.below(moves.len()))
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(0)
    }

    /// The counters: each seat's lead over the average, in starting
    /// stacks.
    fn evaluate(&self, rules: &Corona, state: &CState, values: &mut [f64]) -> bool {
        let n = usize::from(rules.seats()).min(values.len());
        let mean = state.counters[..n].iter().map(|&c| f64::from(c)).sum::<f64>() / n.max(1) as f64;
        for (s, v) in values.iter_mut().enumerate().take(n) {
            *v = ((f64::from(state.counters[s]) - mean) / f64::from(state.start.max(1))).clamp(-1.0, 1.0);
        }
        true
    }

    fn determinizes(&self) -> bool {
        true
    }
}

crate::knowledge::register! {
    CoronaSolver => [Corona],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcts::{Config, search};

    /// The bot bids the roll's best and, as declarer, reaches it.
    #[test]
    fn the_bot_bids_the_best_of_the_roll_and_makes_it() {
        let rules = Corona::new(&games::Options::defaults(Corona::info().options)).unwrap();
        let mut state = rules.initial();
        for m in ["1", "6", "7", "8", "9", "12", "B=4", "R=5", "G=6", "W=5", "Y=1", "K=3"] {
            rules.play(&mut state, m).unwrap();
        }
        let best = solve::best_from(&state).0;
        let report = search(&rules, &state, &CoronaSolver, &Config::new(50, 1)).unwrap();
        assert_eq!(report.best, CMove::Bid(best));
        rules.play(&mut state, &format!("bid {best}")).unwrap();
        rules.play(&mut state, "pass").unwrap();
        rules.play(&mut state, "pass").unwrap();
        while state.phase == Phase::Plan {
            let report = search(&rules, &state, &CoronaSolver, &Config::new(50, 1)).unwrap();
            rules.apply(&mut state, &report.best);
        }
        assert_eq!(state.counters[..3], [7, 10, 7], "Second made its bid of {best}");
    }
}
