//! Awele: captured seeds are the score, so a playout may stop early and
//! count them, and captures are tried first.

use games::Seat;
use games::mancala::awele::{Awele, AweleState, Sow};
use games::playout::SplitMix64;

use crate::hooks::Hooks;

/// Seeds that win the game.
const WINNING: i32 = 25;

/// Playouts of a few plies with a greedy bias, then the difference in
/// captured seeds.
#[derive(Clone, Copy, Debug)]
pub struct AweleKnowledge {
    /// Plies a playout plays before counting (`None`: to the end).
    pub plies: Option<u32>,
    /// Seeds of lead worth about three quarters of a win.
    pub scale: f64,
    /// Percent of playout moves that take the biggest capture (the others
    /// are uniform).
    pub greedy: u32,
}

impl Default for AweleKnowledge {
    fn default() -> Self {
        AweleKnowledge {
            plies: Some(16),
            scale: 6.0,
            greedy: 70,
        }
    }
}

/// The seeds sowing pit `from` would capture in `pits` (the rules of
/// `games::mancala::awele`: the origin pit is skipped, 2s and 3s are taken walking
/// back through the opponent's row, a grand slam takes nothing).
pub(crate) fn capture(pits: &[u8; 12], from: usize) -> u8 {
    let mut board = *pits;
    let mut seeds = board[from];
    board[from] = 0;
    let mut pit = from;
    while seeds > 0 {
        pit = (pit + 1) % 12;
        if pit == from {
            continue;
        }
        board[pit] += 1;
        seeds -= 1;
    }
    let theirs = if from < 6 { 6..12 } else { 0..6 };
    let mut taken = 0;
    let mut at = pit;
    while theirs.contains(&at) && (board[at] == 2 || board[at] == 3) {
        taken += board[at];
        board[at] = 0;
        if at == theirs.start {
            break;
        }
        at -= 1;
    }
    let left: u8 = theirs.map(|p| board[p]).sum();
    if left == 0 { 0 } else { taken }
}

impl Hooks<Awele> for AweleKnowledge {
    fn order(&self, _rules: &Awele, state: &AweleState, moves: &mut Vec<Sow>) {
        let pits = state.pits();
        moves.sort_by_key(|m| std::cmp::Reverse(capture(pits, m.pit().map_or(0, usize::from))));
    }

    fn playout_move(&self, _rules: &Awele, state: &AweleState, moves: &[Sow], rng: &mut SplitMix64) -> usize {
        if rng.below(100) < self.greedy as usize {
            let pits = state.pits();
            let (best, taken) = moves
                .iter()
                .enumerate()
                .map(|(i, m)| (i, capture(pits, m.pit().map_or(0, usize::from))))
                .max_by_key(|&(i, taken)| (taken, std::cmp::Reverse(i)))
                .unwrap_or((0, 0));
            if taken > 0 {
                return best;
            }
        }
        rng.below(moves.len())
    }

    fn playout_plies(&self) -> Option<u32> {
        self.plies
    }

    fn evaluate(&self, _rules: &Awele, state: &AweleState, values: &mut [f64]) -> bool {
        let [south, north] = state.stores().map(i32::from);
        let v = if south >= WINNING {
            1.0
        } else if north >= WINNING {
            -1.0
        } else {
            (f64::from(south - north) / self.scale).tanh()
        };
        values[Seat::FIRST.index()] = v;
        values[Seat::SECOND.index()] = -v;
        true
    }
}

// The bot finds these hooks by the rules type (ahead of the family's
// seed-count hooks, which fit Awele too).
crate::knowledge::register! {
    AweleKnowledge::default() => [Awele],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    #[test]
    fn captures_are_counted_as_the_rules_count_them() {
        let rules = Awele::new(&Options::defaults(Awele::info().options)).unwrap();
        let mut rng = SplitMix64(5);
        // Along random games, every move's predicted capture matches the
        // stores after playing it.
        for _ in 0..200 {
            let mut state = rules.initial();
            while let games::Status::ToMove(seat) = rules.status(&state) {
                let moves = rules.legal_vec(&state);
                for m in &moves {
                    let mut next = state.clone();
                    rules.apply(&mut next, m);
                    let gained = next.stores()[seat.index()] - state.stores()[seat.index()];
                    if rules.status(&next).seat().is_some() {
                        assert_eq!(
                            capture(state.pits(), m.pit().map_or(0, usize::from)),
                            gained,
                            "{}",
                            rules.position_text(&state)
                        );
                    }
                }
                rules.apply(&mut state, &moves[rng.below(moves.len())]);
            }
        }
    }
}
