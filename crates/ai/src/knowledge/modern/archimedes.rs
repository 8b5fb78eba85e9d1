//! Archimedes: random playouts wander for a hundred plies and more, and a
//! random move rarely sinks anything or sees a ship on its port, so plain
//! search misses both. The search instead plays a few plies, each the best
//! of a few random moves (the one that sinks most, or reaches the enemy
//! port), then judges the position by the ships afloat and by who stands on
//! whose port. Moves are ordered by the same judgement.
//!
//! Figures: see `Archimedes`'s `KNOBS` in the games crate.

use games::modern::archimedes::{ArchMove, ArchState, Archimedes, PORTS};
use games::playout::SplitMix64;
use games::{Rules, Status};

use crate::hooks::Hooks;

/// Short greedy playouts, then ships afloat and the ports.
#[derive(Clone, Copy, Debug)]
pub struct ArchimedesKnowledge {
    /// Plies a playout plays before the position is judged.
    pub plies: u32,
    /// A playout move is the best looking of this many random ones.
    pub tries: u32,
    /// What a ship on the enemy port is worth, in ships.
    pub port: f64,
    /// The lead, in ships, that reads as a near-certain win.
    pub scale: f64,
}

impl Default for ArchimedesKnowledge {
    fn default() -> Self {
        ArchimedesKnowledge {
            plies: 6,
            tries: 4,
            port: 6.0,
            scale: 4.0,
        }
    }
}

impl ArchimedesKnowledge {
    /// How far `me` leads in `sides`: ships afloat, and a ship on the other
    /// side's port.
    fn lead(&self, sides: [u64; 2], me: usize) -> f64 {
        let side = |s: usize| {
            let on_port = sides[s] & (1u64 << PORTS[1 - s]) != 0;
            f64::from(sides[s].count_ones()) + if on_port { self.port } else { 0.0 }
        };
        side(me) - side(1 - me)
    }

    fn after(&self, state: &ArchState, mv: &ArchMove) -> f64 {
        let me = state.to_move().index();
        self.lead(Archimedes::sail(state.sides(), me, mv).0, me)
    }
}

impl Hooks<Archimedes> for ArchimedesKnowledge {
    fn order(&self, _rules: &Archimedes, state: &ArchState, moves: &mut Vec<ArchMove>) {
        let mut keyed: Vec<(f64, ArchMove)> = moves.iter().map(|mv| (self.after(state, mv), *mv)).collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        *moves = keyed.into_iter().map(|(_, mv)| mv).collect();
    }

    fn playout_move(
        &self,
        _rules: &Archimedes,
        state: &ArchState,
        moves: &[ArchMove],
        rng: &mut SplitMix64,
    ) -> usize {
        let mut best = rng.below(moves.len());
        let mut best_lead = self.after(state, &moves[best]);
        for _ in 1..self.tries {
            let i = rng.below(moves.len());
            let lead = self.after(state, &moves[i]);
            if lead > best_lead {
                (best, best_lead) = (i, lead);
            }
        }
        best
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    fn evaluate(&self, rules: &Archimedes, state: &ArchState, values: &mut [f64]) -> bool {
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
        super::super::two_seat_lead(values, self.lead(state.sides(), 0), self.scale)
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    ArchimedesKnowledge::default() => [Archimedes],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Options;

    #[test]
    fn order_puts_gains_first_a_rebuild_that_sinks_before_all() {
        let rules = Archimedes::new(&Options::defaults(Archimedes::info().options)).unwrap();
        // Black has ships to rebuild (port a1 empty); White's e5 is seen by
        // e1 and a5, so a third Black ship that comes to see it sinks it
        // (c1-b2, or a1-b2 rebuilding). A gain is a ship rebuilt or an enemy
        // sunk: the order never puts fewer gains before more.
        let state = rules
            .from_position("......../......../......../x...o.../......../......../.......o/..x.x... 1 0")
            .unwrap();
        let mut moves = rules.legal_vec(&state);
        ArchimedesKnowledge::default().order(&rules, &state, &mut moves);
        let gains: Vec<(String, u32)> = moves
            .iter()
            .map(|mv| {
                let name = rules.format_move(&state, mv);
                let mut after = state.clone();
                rules.apply(&mut after, mv);
                let text = rules.position_text(&after);
                let sunk = text.split('/').nth(3).and_then(|rank| rank.chars().nth(4)) != Some('o');
                let rebuilt = name.starts_with("a1-");
                let gains = u32::from(sunk) + u32::from(rebuilt);
                (name, gains)
            })
            .collect();
        assert_eq!(gains[0].1, 2, "{gains:?}");
        assert!(gains.windows(2).all(|w| w[0].1 >= w[1].1), "{gains:?}");
        assert!(gains.contains(&("c1-b2".to_string(), 1)), "{gains:?}");
    }
}
