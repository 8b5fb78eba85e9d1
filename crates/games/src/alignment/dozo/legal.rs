//! Dozo's moves: any colour left in the supply on any empty cell; a move
//! applied; the end (a one-colour triangle, or the board full).

use super::board::{self, ALL};
use super::{DMove, DozoState, PER_COLOUR};

pub fn legal(state: &DozoState, out: &mut Vec<DMove>) {
    if state.over() {
        return;
    }
    let empty = ALL & !state.filled();
    for colour in 0..4u8 {
        if state.discs[usize::from(colour)].count_ones() < PER_COLOUR {
            out.extend(board::cells(empty).map(|cell| DMove {
                colour,
                cell: cell as u8,
            }));
        }
    }
}

pub fn apply(state: &mut DozoState, seats: u8, mv: DMove) {
    let colour = usize::from(mv.colour);
    let cell = usize::from(mv.cell);
    state.discs[colour] |= 1 << cell;
    state.last = Some(mv);
    // Only a triangle through the disc just placed can be new.
    if let Some(corners) = board::triangle_at(state.discs[colour], cell) {
        state.won = Some((state.to_move, corners));
    }
    state.to_move = state.to_move.next(seats);
}
