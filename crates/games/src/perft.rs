//! Perft: counting move paths, the standard regression check of move
//! generators.

use crate::{Rules, Status};

/// The number of distinct sequences of `depth` plies from `state`. A chance
/// outcome counts as a ply like a move (each listed outcome with a non-zero
/// weight is one branch); a finished game before `depth` contributes nothing.
pub fn perft<R: Rules>(rules: &R, state: &R::State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves: Vec<R::Move> = match rules.status(state) {
        Status::Over(_) => return 0,
        Status::ToMove(_) => rules.legal_vec(state),
        Status::Chance => {
            let mut out = Vec::new();
            rules.chance_outcomes(state, &mut out);
            out.into_iter().filter(|(_, w)| *w > 0).map(|(m, _)| m).collect()
        }
    };
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = state.clone();
            rules.apply(&mut next, mv);
            perft(rules, &next, depth - 1)
        })
        .sum()
}
