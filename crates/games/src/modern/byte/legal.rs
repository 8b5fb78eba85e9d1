//! Byte's moves listed and applied, and the end.

use super::board::{CELLS, FULL, Stack, distance, neighbours};
use super::{BMove, ByteState, End, GOAL, Last, PLY_CAP};
use crate::Seat;

/// Whether no other stack stands one diagonal step from `sq`.
pub fn isolated(cells: &[Stack; CELLS], sq: usize) -> bool {
    neighbours(sq).all(|n| cells[n].is_empty())
}

/// The distance from `sq` to its nearest other stack, if there is one.
pub fn nearest(cells: &[Stack; CELLS], sq: usize) -> Option<u8> {
    (0..CELLS)
        .filter(|&t| t != sq && !cells[t].is_empty())
        .map(|t| distance(sq, t))
        .min()
}

/// Whether a basic move of the stack on `from` to the empty square `to`
/// brings it closer to one of its nearest stacks (rule 4).
pub fn approaches(cells: &[Stack; CELLS], from: usize, to: usize) -> bool {
    let Some(d) = nearest(cells, from) else {
        return false;
    };
    (0..CELLS).any(|t| t != from && !cells[t].is_empty() && distance(from, t) == d && distance(to, t) < d)
}

/// Whether the checker of `level` on `from` with everything above it may
/// go onto the stack on `to` (rule 5): it must climb, and the stack may not
/// pass eight.
pub fn merge_fits(from: Stack, level: u8, to: Stack) -> bool {
    !to.is_empty() && to.height >= level && from.height - level + 1 + to.height <= FULL
}

/// The legal moves of the seat to move, in board order; `pass` alone when
/// there is none (gap 3).
pub fn legal(state: &ByteState, out: &mut Vec<BMove>) {
    if state.end.is_some() {
        return;
    }
    let me = state.to_move;
    let start = out.len();
    let cells = &state.cells;
    for from in 0..CELLS {
        let stack = cells[from];
        if stack.is_empty() {
            continue;
        }
        if isolated(cells, from) {
            if stack.bottom() == me {
                for to in neighbours(from) {
                    if approaches(cells, from, to) {
                        out.push(BMove::Move {
                            from: from as u8,
                            level: 1,
                            to: to as u8,
                        });
                    }
                }
            }
            continue;
        }
        for level in 1..=stack.height {
            if stack.at(level) != me {
                continue;
            }
            for to in neighbours(from) {
                if merge_fits(stack, level, cells[to]) {
                    out.push(BMove::Move {
                        from: from as u8,
                        level,
                        to: to as u8,
                    });
                }
            }
        }
    }
    if out.len() == start {
        out.push(BMove::Pass);
    }
}

/// Plays `mv`, a legal move of `state`.
pub fn apply(state: &mut ByteState, mv: BMove) {
    let mover = state.to_move;
    let mut last = Last {
        mv,
        moved: Stack::default(),
        removed: None,
    };
    if let BMove::Move { from, level, to } = mv {
        let (from, to) = (usize::from(from), usize::from(to));
        let (kept, taken) = state.cells[from].split(level);
        state.cells[from] = kept;
        let tower = state.cells[to].put(taken);
        last.moved = taken;
        if tower.height == FULL {
            // Rule 6: the full stack leaves the board; its top checker
            // scores for its colour.
            let scorer = tower.top();
            state.scores[scorer.index()] += 1;
            state.cells[to] = Stack::default();
            last.removed = Some(tower);
            if state.scores[scorer.index()] >= GOAL {
                state.end = Some(End::Majority(scorer));
            }
        } else {
            state.cells[to] = tower;
        }
    }
    state.last = Some(last);
    state.plies += 1;
    state.to_move = mover.other();
    if state.end.is_none() && state.plies >= PLY_CAP {
        state.end = Some(End::Cap);
    }
}

/// The end a position shows by itself (a read position): a seat with two
/// stacks won.
pub fn board_end(scores: [u8; 2], plies: u32) -> Option<End> {
    if let Some(s) = (0..2).find(|&s| scores[s] >= GOAL) {
        return Some(End::Majority(Seat(s as u8)));
    }
    (plies >= PLY_CAP).then_some(End::Cap)
}
