//! Gyges's board: 6×6 squares (`rank * 6 + file`, a1 = 0), each empty
//! (0) or holding one ring of value 1, 2 or 3, and the two goals beyond
//! the home rows.

use crate::Seat;
use crate::grid::{Grid, ROOK};

/// Files and ranks.
pub const N: usize = 6;
/// Squares.
pub const CELLS: usize = N * N;
/// The goal, as a stop of a move (beyond the board).
pub const GOAL: u8 = CELLS as u8;
/// The board's names and steps.
pub const GRID: Grid = Grid::square(N as u8);

/// Ring values by square; 0 empty.
pub type Cells = [u8; CELLS];

/// A square's name (`a1`), or `G` for the goal.
pub fn name(sq: u8) -> String {
    if sq == GOAL {
        "G".into()
    } else {
        GRID.name(usize::from(sq))
    }
}

pub fn rank(sq: usize) -> usize {
    sq / N
}

/// The orthogonal neighbours of `sq`.
pub fn neighbours(sq: usize) -> impl Iterator<Item = usize> {
    GRID.neighbours(sq, &ROOK)
}

/// The rank a seat's pieces start on: rank 1 for South, rank 6 for North.
pub fn home(seat: Seat) -> usize {
    if seat == Seat::FIRST { 0 } else { N - 1 }
}

/// The rank from which a step enters the goal `seat` aims at: rank 6 for
/// South (North's goal lies beyond it), rank 1 for North.
pub fn goal_rank(seat: Seat) -> usize {
    home(seat.other())
}

/// A seat's border row: the rank nearest its home that holds a ring.
pub fn border(cells: &Cells, seat: Seat) -> Option<usize> {
    let occupied = |r: usize| (0..N).any(|f| cells[r * N + f] != 0);
    if seat == Seat::FIRST {
        (0..N).find(|&r| occupied(r))
    } else {
        (0..N).rev().find(|&r| occupied(r))
    }
}

/// Whether a displaced ring may be put on rank `r` by `seat`: not on the
/// ranks behind the opponent's border row (between it and the goal
/// `seat` aims at); the border row itself is allowed (gap 2).
pub fn may_replace_on(cells: &Cells, seat: Seat, r: usize) -> bool {
    match border(cells, seat.other()) {
        None => true,
        Some(b) if seat == Seat::FIRST => r <= b,
        Some(b) => r >= b,
    }
}
