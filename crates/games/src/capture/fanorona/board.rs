//! The board's geometry: 9 × 5 points, files a–i and ranks 1–5, every
//! orthogonal link, and the diagonals through the points whose file and
//! rank (both counted from 1) add up to an even number (a1, c1, b2, e3…).

use crate::grid::Grid;

/// Files (a–i).
pub const FILES: usize = 9;
/// Ranks (1–5).
pub const RANKS: usize = 5;
/// Points on the board, numbered `rank * 9 + file` from a1 = 0.
pub const POINTS: usize = FILES * RANKS;
/// The board as a grid, for names and reading.
pub const GRID: Grid = Grid::new(FILES as u8, RANKS as u8);

/// The eight directions as (files, ranks), paired so that direction `d`
/// and `d ^ 1` are opposite: north, south, east, west, north-east,
/// south-west, north-west, south-east.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

/// No point (the edge of the board).
pub const NONE: u8 = u8::MAX;

/// The direction opposite `d`.
pub const fn opposite(d: usize) -> usize {
    d ^ 1
}

/// Whether point `p` has the diagonal lines through it.
pub const fn has_diagonals(p: usize) -> bool {
    (p % FILES + p / FILES).is_multiple_of(2)
}

/// For each point and direction, the next point along a line, or
/// [`NONE`]: a diagonal direction only where the point has diagonals (the
/// next point on a diagonal has them too).
pub static NEXT: [[u8; 8]; POINTS] = {
    let mut next = [[NONE; 8]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let (f, r) = ((p % FILES) as i8, (p / FILES) as i8);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let (nf, nr) = (f + df, r + dr);
            let diagonal = df != 0 && dr != 0;
            let on_board = nf >= 0 && nr >= 0 && (nf as usize) < FILES && (nr as usize) < RANKS;
            if on_board && (!diagonal || has_diagonals(p)) {
                next[p][d] = (nr as usize * FILES + nf as usize) as u8;
            }
            d += 1;
        }
        p += 1;
    }
    next
};

/// The next point from `p` in direction `d`, if a line goes there.
pub fn step(p: usize, d: usize) -> Option<usize> {
    let n = NEXT[p][d];
    (n != NONE).then_some(usize::from(n))
}

/// The direction of the line from `a` to the adjacent `b`, if any.
pub fn direction(a: usize, b: usize) -> Option<usize> {
    (0..8).find(|&d| step(a, d) == Some(b))
}

/// The name of point `p` (`e3`).
pub fn name(p: usize) -> String {
    GRID.name(p)
}
