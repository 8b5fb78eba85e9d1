//! A small puzzle's solution found by trying every line: a depth-first
//! search with a budget of positions, for solitaires whose tree is small
//! (Tchuka Ruma's holds a few dozen positions). Games with a larger tree
//! write their own solver behind [`Rules::solution`].

use crate::{Rules, Seat, Status};

/// The moves from `state` to a win of the only seat, the first found in
/// legal-move order; `None` if there is none or `budget` positions were
/// looked at first.
pub fn by_search<R: Rules>(rules: &R, state: &R::State, budget: u32) -> Option<Vec<R::Move>> {
    let mut left = budget;
    let mut line = Vec::new();
    search(rules, state, &mut left, &mut line).then_some(line)
}

fn search<R: Rules>(rules: &R, state: &R::State, left: &mut u32, line: &mut Vec<R::Move>) -> bool {
    match rules.status(state) {
        Status::Over(outcome) => return outcome.winner == Some(Seat(0)),
        Status::ToMove(_) => {}
        // Chance is not a player's choice: a solver cannot promise it.
        Status::Chance => return false,
    }
    for mv in rules.legal_vec(state) {
        if *left == 0 {
            return false;
        }
        *left -= 1;
        let mut next = state.clone();
        rules.apply(&mut next, &mv);
        line.push(mv);
        if search(rules, &next, left, line) {
            return true;
        }
        line.pop();
    }
    false
}
