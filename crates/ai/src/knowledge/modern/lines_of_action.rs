//! Lines of Action: a side wins by gathering its pieces into one group, and
//! a random playout scatters them, so it says little and lasts long. The
//! search instead plays a few plies, each the best looking of a few random
//! moves, then judges the position by how gathered each side is: the
//! pieces' distances to their centre of mass beyond the least that many
//! pieces could have (its concentration), and the number of its groups.
//! Moves are ordered by the same judgement of the position they make.
//!
//! Figures: see the `lines_of_action` case in `crates/ai/tests/strength.rs`.

use games::modern::lines_of_action::{LinesOfAction, LoaMove, LoaState};
use games::playout::SplitMix64;
use games::{Rules, Status};

use crate::hooks::Hooks;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Short playouts with a greedy touch, then the concentration race.
#[derive(Clone, Copy, Debug)]
pub struct LoaKnowledge {
    /// Plies a playout plays before the position is judged.
    pub plies: u32,
    /// A playout move is the best looking of this many random ones.
    pub tries: u32,
    /// What a group beyond the first costs, in squares of distance.
    pub group: f64,
    /// The lead, in squares, that reads as a near-certain win.
    pub scale: f64,
}

impl Default for LoaKnowledge {
    fn default() -> Self {
        LoaKnowledge {
            plies: 4,
            tries: 3,
            group: 1.5,
            scale: 6.0,
        }
    }
}

/// The squares next to any square of `set`, `set` included.
fn grow(set: u64) -> u64 {
    let sideways = set | ((set << 1) & !FILE_A) | ((set >> 1) & !FILE_H);
    sideways | (sideways << 8) | (sideways >> 8)
}

/// How many groups (8-connected) `pieces` form.
fn groups(mut pieces: u64) -> u32 {
    let mut n = 0;
    while pieces != 0 {
        let mut group = pieces & pieces.wrapping_neg();
        loop {
            let next = grow(group) & pieces;
            if next == group {
                break;
            }
            group = next;
        }
        pieces &= !group;
        n += 1;
    }
    n
}

/// The least sum of king distances to a centre that `n` pieces can have:
/// one on it, eight at distance 1, sixteen at distance 2, …
fn least_spread(n: u32) -> f64 {
    let (mut left, mut ring, mut sum) = (n.saturating_sub(1), 1u32, 0u32);
    while left > 0 {
        let here = left.min(8 * ring);
        sum += here * ring;
        left -= here;
        ring += 1;
    }
    f64::from(sum)
}

/// How scattered a side is: its pieces' king distances to their centre of
/// mass beyond the least, plus `group` per group beyond the first. Zero
/// for a side that has won (or has no pieces).
fn scatter(pieces: u64, group: f64) -> f64 {
    let n = pieces.count_ones();
    if n <= 1 {
        return 0.0;
    }
    let (mut sf, mut sr) = (0u32, 0u32);
    let mut rest = pieces;
    while rest != 0 {
        let sq = rest.trailing_zeros();
        sf += sq % 8;
        sr += sq / 8;
        rest &= rest - 1;
    }
    let (cf, cr) = (f64::from(sf) / f64::from(n), f64::from(sr) / f64::from(n));
    let mut spread = 0.0;
    let mut rest = pieces;
    while rest != 0 {
        let sq = rest.trailing_zeros();
        let (f, r) = (f64::from(sq % 8), f64::from(sq / 8));
        spread += (f - cf).abs().max((r - cr).abs());
        rest &= rest - 1;
    }
    (spread - least_spread(n)).max(0.0) + group * f64::from(groups(pieces) - 1)
}

impl LoaKnowledge {
    /// How much better gathered `me` is than the other side in `sides`.
    fn lead(&self, sides: [u64; 2], me: usize) -> f64 {
        scatter(sides[1 - me], self.group) - scatter(sides[me], self.group)
    }

    /// The sides after `mv` by `me`.
    fn after(sides: [u64; 2], me: usize, mv: &LoaMove) -> [u64; 2] {
        let (from, to) = (1u64 << mv.from, 1u64 << mv.to);
        let mut next = sides;
        next[me] = (next[me] & !from) | to;
        next[1 - me] &= !to;
        next
    }
}

impl Hooks<LinesOfAction> for LoaKnowledge {
    fn order(&self, _rules: &LinesOfAction, state: &LoaState, moves: &mut Vec<LoaMove>) {
        let sides = state.sides();
        let me = state.to_move().index();
        let mut keyed: Vec<(f64, LoaMove)> = moves
            .iter()
            .map(|mv| (self.lead(Self::after(sides, me, mv), me), *mv))
            .collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        *moves = keyed.into_iter().map(|(_, mv)| mv).collect();
    }

    fn playout_move(
        &self,
        _rules: &LinesOfAction,
        state: &LoaState,
        moves: &[LoaMove],
        rng: &mut SplitMix64,
    ) -> usize {
        let sides = state.sides();
        let me = state.to_move().index();
        let mut best = rng.below(moves.len());
        let mut best_lead = self.lead(Self::after(sides, me, &moves[best]), me);
        for _ in 1..self.tries {
            let i = rng.below(moves.len());
            let lead = self.lead(Self::after(sides, me, &moves[i]), me);
            if lead > best_lead {
                (best, best_lead) = (i, lead);
            }
        }
        best
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    fn evaluate(&self, rules: &LinesOfAction, state: &LoaState, values: &mut [f64]) -> bool {
        if let Status::Over(outcome) = rules.status(state) {
            for (s, v) in values.iter_mut().enumerate() {
                *v = match outcome.result_for(games::Seat(s as u8)) {
                    games::SeatResult::Win => 1.0,
                    games::SeatResult::Draw => 0.0,
                    games::SeatResult::Loss => -1.0,
                };
            }
            return true;
        }
        let lead = self.lead(state.sides(), 0) / self.scale;
        // A tempo for the side to move.
        let tempo = if state.to_move().index() == 0 { 0.3 } else { -0.3 } / self.scale;
        super::super::two_seat_lead(values, lead + tempo, 1.0)
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    LoaKnowledge::default() => [LinesOfAction],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Options;

    fn rules() -> LinesOfAction {
        LinesOfAction::new(&Options::defaults(LinesOfAction::info().options)).unwrap()
    }

    #[test]
    fn least_spread_fills_rings() {
        assert_eq!(least_spread(1), 0.0);
        assert_eq!(least_spread(9), 8.0);
        assert_eq!(least_spread(12), 8.0 + 3.0 * 2.0);
    }

    #[test]
    fn a_gathered_side_leads_a_scattered_one() {
        let rules = rules();
        // Black in a 3×4 block in the middle, White on its start files.
        let state = rules
            .from_position("......../o......o/o.xxxx.o/o.xxxx.o/o.xxxx.o/o......o/o......o/........ 1")
            .unwrap();
        let k = LoaKnowledge::default();
        assert!(k.lead(state.sides(), 0) > 5.0);
        let mut values = [0.0; 2];
        assert!(k.evaluate(&rules, &state, &mut values));
        assert!(values[0] > 0.5 && values[1] < -0.5, "{values:?}");
        assert_eq!(groups(state.sides()[0]), 1);
        assert_eq!(groups(state.sides()[1]), 2);
    }

    #[test]
    fn order_puts_gathering_moves_first() {
        let rules = rules();
        let state = rules.initial();
        let mut moves = rules.legal_vec(&state);
        let n = moves.len();
        LoaKnowledge::default().order(&rules, &state, &mut moves);
        assert_eq!(moves.len(), n, "nothing dropped");
        let k = LoaKnowledge::default();
        let lead = |mv: &LoaMove| k.lead(LoaKnowledge::after(state.sides(), 0, mv), 0);
        assert!(lead(&moves[0]) >= lead(&moves[n - 1]));
        assert!(
            lead(&moves[0]) > lead(&moves[n - 1]),
            "the start's moves are not all alike"
        );
    }
}
