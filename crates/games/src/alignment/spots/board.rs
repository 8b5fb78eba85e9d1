//! The cross: an 8×8 square without its four 2×2 corners (48 cells, gap 1),
//! files `a`–`h` left to right, ranks `1`–`8` bottom to top, and the
//! stretches of four cells in a row, a column or a diagonal (gap 2) that
//! score.

use std::sync::OnceLock;

use crate::grid::Grid;

/// The square the cross is cut from.
pub const GRID: Grid = Grid::square(8);
/// Squares of that grid (cells and corners).
pub const SQUARES: usize = 64;
/// Cells of the cross.
pub const CELLS: usize = 48;

/// Whether square `index` (`rank * 8 + file`) is a cell of the cross: not
/// in one of the four 2×2 corners.
pub const fn is_cell(index: usize) -> bool {
    let (file, rank) = (index % 8, index / 8);
    let outer_file = file < 2 || file > 5;
    let outer_rank = rank < 2 || rank > 5;
    index < SQUARES && !(outer_file && outer_rank)
}

/// The four directions a line runs in: along a rank, along a file, and
/// both diagonals, as (files, ranks).
pub const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Every stretch of four cells in a line, and the ones through each cell.
pub struct Lines {
    /// The stretches, each its four squares in order.
    pub windows: Vec<[u8; 4]>,
    /// By square: the indices in `windows` of the stretches through it.
    pub through: Vec<Vec<u16>>,
}

/// The stretches of the cross, computed once.
pub fn lines() -> &'static Lines {
    static LINES: OnceLock<Lines> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut windows = Vec::new();
        for start in (0..SQUARES).filter(|&s| is_cell(s)) {
            for dir in DIRECTIONS {
                let mut cells = [start as u8; 4];
                let mut at = start;
                let mut whole = true;
                for cell in cells.iter_mut().skip(1) {
                    match GRID.step(at, dir).filter(|&n| is_cell(n)) {
                        Some(n) => {
                            *cell = n as u8;
                            at = n;
                        }
                        None => {
                            whole = false;
                            break;
                        }
                    }
                }
                if whole {
                    windows.push(cells);
                }
            }
        }
        let mut through = vec![Vec::new(); SQUARES];
        for (i, w) in windows.iter().enumerate() {
            for &c in w {
                through[usize::from(c)].push(i as u16);
            }
        }
        Lines { windows, through }
    })
}

/// The name of square `index` (`d5`).
pub fn name(index: usize) -> String {
    GRID.name(index)
}
