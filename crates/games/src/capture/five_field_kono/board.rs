//! The board's geometry: 5 × 5 points, their diagonal neighbours, the
//! starting points and names (through `games::grid`).

use super::{EMPTY, KState};
use crate::grid::{DIAGONAL, Grid};

/// The side of the board, in points.
pub const SIZE: usize = 5;
/// Points on the board, numbered `rank * 5 + file` from a1 = 0.
pub const POINTS: usize = SIZE * SIZE;
/// The board as a grid, for names and reading.
pub const GRID: Grid = Grid::square(SIZE as u8);
/// No point (off the board).
pub const NONE: u8 = u8::MAX;

/// Each seat's starting points (rule 1): White's back rank and the two
/// ends of its second rank; Black's mirror.
pub const START: [[u8; 7]; 2] = [[0, 1, 2, 3, 4, 5, 9], [20, 21, 22, 23, 24, 15, 19]];

/// The four diagonal neighbours of each point, or [`NONE`].
pub static DIAGONALS: [[u8; 4]; POINTS] = {
    let mut next = [[NONE; 4]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let (f, r) = ((p % SIZE) as i8, (p / SIZE) as i8);
        let mut d = 0;
        while d < 4 {
            let (nf, nr) = (f + DIAGONAL[d].0, r + DIAGONAL[d].1);
            if nf >= 0 && nr >= 0 && (nf as usize) < SIZE && (nr as usize) < SIZE {
                next[p][d] = (nr as usize * SIZE + nf as usize) as u8;
            }
            d += 1;
        }
        p += 1;
    }
    next
};

/// The diagonal neighbours of `p`.
pub fn diagonals(p: usize) -> impl Iterator<Item = usize> {
    DIAGONALS[p].into_iter().filter(|&t| t != NONE).map(usize::from)
}

/// Whether `p` is a starting point of `seat`.
pub fn is_start(seat: u8, p: usize) -> bool {
    START[usize::from(seat)].contains(&(p as u8))
}

/// The name of point `p` (`c2`).
pub fn name(p: usize) -> String {
    GRID.name(p)
}

/// The starting position: White to move.
pub fn initial() -> KState {
    let mut board = [EMPTY; POINTS];
    for seat in 0..2u8 {
        for &p in &START[usize::from(seat)] {
            board[usize::from(p)] = seat + 1;
        }
    }
    KState {
        board,
        to_move: 0,
        ply: 0,
        last: None,
    }
}
