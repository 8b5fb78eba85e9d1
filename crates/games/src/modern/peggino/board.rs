//! The 7×7 board: cells `a1` (bottom left) to `g7`, as bits of a `u64`
//! (bit `rank * 7 + file`, both from 0).

use crate::grid::Grid;

/// Cells along a side.
pub const SIDE: usize = 7;
/// Cells on the board, each with a hole in its centre.
pub const CELLS: usize = SIDE * SIDE;
/// Every cell.
pub const ALL: u64 = (1 << CELLS) - 1;
/// The board's grid, for names.
pub const GRID: Grid = Grid::square(SIDE as u8);

/// The name of cell `c` (`d4`).
pub fn cell_name(c: usize) -> String {
    GRID.name(c)
}

/// The cell named `text`, if it is on the board.
pub fn read_cell(text: &str) -> Option<usize> {
    GRID.read(text).ok()
}

/// The cells of `mask`, lowest first.
pub fn cells(mask: u64) -> impl Iterator<Item = usize> {
    (0..CELLS).filter(move |&c| mask & (1 << c) != 0)
}
