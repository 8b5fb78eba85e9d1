//! Look: the game tree is tiny (six tiles at most, twelve cells), so the
//! root of every search is solved exactly: in `look` by minimax, in
//! `look-stack` by expectimax over the draws (the chance of winning);
//! only the best moves are kept and the search picks among them. In
//! `look-puzzle` the layout is checked (the engine knows whether it can be
//! covered), and only the right claim and the right answer are kept: a
//! wrong one never scores more.
//!
//! Figures: see the rule sets' `KNOBS` in the games crate
//! (`games::modern::look::variant`).

use games::modern::look::{LMove, Look, LookPuzzle, LookStack, LookState};
use games::{Rules, Seat, Status};

use crate::hooks::Hooks;

/// The exact solver at the root (`look`, `look-stack`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LookSolver;

/// The chance that `me` wins from `state`, both sides playing their best.
fn value<R: Rules<State = LookState, Move = LMove>>(rules: &R, state: &LookState, me: Seat) -> f64 {
    match rules.status(state) {
        Status::Over(o) => f64::from(u8::from(o.winner == Some(me))),
        Status::Chance => {
            let mut throws = Vec::new();
            rules.chance_outcomes(state, &mut throws);
            let total: u32 = throws.iter().map(|t| t.1).sum();
            throws
                .iter()
                .map(|(mv, w)| {
                    let mut next = state.clone();
                    rules.apply(&mut next, mv);
                    value(rules, &next, me) * f64::from(*w)
                })
                .sum::<f64>()
                / f64::from(total.max(1))
        }
        Status::ToMove(seat) => {
            let values = rules.legal_vec(state).into_iter().map(|mv| {
                let mut next = state.clone();
                rules.apply(&mut next, &mv);
                value(rules, &next, me)
            });
            if seat == me {
                values.fold(0.0, f64::max)
            } else {
                values.fold(1.0, f64::min)
            }
        }
    }
}

/// Keeps the moves of the best value for the seat to move.
fn keep_best<R: Rules<State = LookState, Move = LMove>>(rules: &R, state: &LookState, moves: &mut Vec<LMove>) {
    // Solving a layout still being dealt would weigh every deal: the
    // tiles are chosen only once it is down.
    let Status::ToMove(me) = rules.status(state) else {
        return;
    };
    let scored: Vec<(f64, LMove)> = moves
        .iter()
        .map(|mv| {
            let mut next = state.clone();
            rules.apply(&mut next, mv);
            (value(rules, &next, me), *mv)
        })
        .collect();
    let best = scored.iter().map(|s| s.0).fold(f64::MIN, f64::max);
    moves.retain(|mv| scored.iter().any(|(v, m)| m == mv && *v >= best - 1e-9));
}

impl Hooks<Look> for LookSolver {
    fn order_root(&self, rules: &Look, state: &LookState, moves: &mut Vec<LMove>) {
        keep_best(rules, state, moves);
    }
}

impl Hooks<LookStack> for LookSolver {
    fn order_root(&self, rules: &LookStack, state: &LookState, moves: &mut Vec<LMove>) {
        keep_best(rules, state, moves);
    }
}

/// The puzzle's check: only the right claim or answer.
#[derive(Clone, Copy, Debug, Default)]
pub struct PuzzleJudge;

impl Hooks<LookPuzzle> for PuzzleJudge {
    fn order(&self, _rules: &LookPuzzle, state: &LookState, moves: &mut Vec<LMove>) {
        let Some(truth) = state.puzzle().and_then(|p| p.truth()) else {
            return;
        };
        let claim = state.puzzle().and_then(|p| p.claim());
        let right = |mv: &LMove| match (mv, claim) {
            (LMove::Claim(c), _) => *c == truth,
            // Dispute a wrong claim, let a right one stand.
            (LMove::Dispute, Some(c)) => c != truth,
            (LMove::Accept, Some(c)) => c == truth,
            _ => true,
        };
        if moves.iter().any(right) {
            moves.retain(right);
        }
    }
}

crate::knowledge::register! {
    LookSolver => [Look, LookStack],
    PuzzleJudge => [LookPuzzle],
}
