//! Quoridor (every rule set): a random playout wanders its pawn and drops
//! walls anywhere, so it says little. The search instead stops a playout
//! after a few plies and judges the position by the race: each seat's
//! shortest way to its goal (walls counted, pawns not) against the best of
//! the others', with a small bonus per wall in hand. Move ordering tries
//! the pawn steps that shorten the mover's way first, then the walls that
//! cut an opponent's shortest way, and drops the other walls (they lengthen
//! nobody's way now; plain search spent most of its time on them). A
//! wall moved (movable wall, coin, die) is kept on the same test, its new
//! place against the opponents' ways; a step across a wall with the marker
//! is ordered with the pawn steps; with two pawns each the "way" is the
//! one between the seat's pawns.
//!
//! Measured (release, `cargo run --release -p tavolo-ai --example arena`,
//! seed 1, 2026-11-26): level 1 against random won quoridor 6/6,
//! quoridor-fewer-walls 6/6, quoridor-4p 8/8 (bot in each seat in turn);
//! `iter:300` against `plain:300` (no hooks) in quoridor: 6W 0L of 6.

use games::modern::quoridor::{Engine, QMove, QState, QuoridorRules, RuleSet, wall_of};
use games::{Rules, Seat};

use crate::hooks::Hooks;

/// Short playouts, then the race of shortest ways.
#[derive(Clone, Copy, Debug)]
pub struct QuoridorKnowledge {
    /// Plies a playout plays before the position is judged.
    pub plies: u32,
    /// What a wall in hand is worth, in squares of way.
    pub wall: f64,
    /// The lead, in squares, that reads as a near-certain win.
    pub scale: f64,
}

impl Default for QuoridorKnowledge {
    fn default() -> Self {
        QuoridorKnowledge {
            plies: 4,
            wall: 0.3,
            scale: 4.0,
        }
    }
}

impl<S: RuleSet> Hooks<QuoridorRules<S>> for QuoridorKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    fn order(&self, rules: &QuoridorRules<S>, state: &QState, moves: &mut Vec<QMove>) {
        let engine = rules.engine();
        let me = state.to_move().index();
        let ways = engine.shortest_ways(state);
        let cutting: Vec<bool> = moves
            .iter()
            .map(|mv| match mv {
                QMove::Wall { anchor, vertical } => (0..engine.seats())
                    .filter(|&s| s != me)
                    .any(|s| Engine::wall_cuts(&ways[s], usize::from(*anchor), *vertical)),
                // A wall moved is kept where its new place cuts an
                // opponent's way, like a wall placed.
                QMove::Shift { to, .. } => {
                    let (a, vertical) = wall_of(*to);
                    (0..engine.seats())
                        .filter(|&s| s != me)
                        .any(|s| Engine::wall_cuts(&ways[s], a, vertical))
                }
                _ => true,
            })
            .collect();
        let mut keyed: Vec<(i64, QMove)> = moves
            .iter()
            .zip(&cutting)
            .filter(|(_, keep)| **keep)
            .map(|(mv, _)| {
                let key = match mv {
                    QMove::Step { .. } | QMove::Leap(_) => {
                        let mut next = state.clone();
                        rules.apply(&mut next, mv);
                        i64::from(engine.distances(&next)[me])
                    }
                    QMove::Wall { .. } => 100,
                    QMove::Shift { .. } => 110,
                    QMove::End | QMove::Pass => 0,
                };
                (key, *mv)
            })
            .collect();
        keyed.sort_by_key(|(k, _)| *k);
        if !keyed.is_empty() {
            *moves = keyed.into_iter().map(|(_, m)| m).collect();
        }
    }

    fn evaluate(&self, rules: &QuoridorRules<S>, state: &QState, values: &mut [f64]) -> bool {
        let engine = rules.engine();
        let n = engine.seats();
        let dist = engine.distances(state);
        let to_move = state.to_move().index();
        // A seat's score: minus its way, plus its walls, plus half a step
        // for the seat to move (it is a tempo ahead).
        let score: Vec<f64> = (0..n)
            .map(|s| {
                let tempo = if s == to_move { 0.5 } else { 0.0 };
                -f64::from(dist[s]) + self.wall * f64::from(state.walls_left(Seat(s as u8))) + tempo
            })
            .collect();
        for s in 0..n {
            let best_other = (0..n)
                .filter(|&t| t != s)
                .map(|t| score[t])
                .fold(f64::NEG_INFINITY, f64::max);
            values[s] = ((score[s] - best_other) / self.scale).tanh();
        }
        true
    }
}

// The bot finds these hooks by the rules type: every Quoridor rule set.
crate::knowledge::register! {
    QuoridorKnowledge::default() => [
        games::modern::quoridor::Quoridor,
        games::modern::quoridor::Quoridor4p,
        games::modern::quoridor::QuoridorFewerWalls,
        games::modern::quoridor::QuoridorMovableWall,
        games::modern::quoridor::QuoridorCoin,
        games::modern::quoridor::QuoridorDie,
        games::modern::quoridor::QuoridorMovingGoal,
        games::modern::quoridor::QuoridorWallJump,
    ],
}
