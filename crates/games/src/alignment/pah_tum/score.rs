//! Scoring: every maximal run of one colour along a rank or a file.

use super::{BLACK, MAX_CELLS, WHITE};
use crate::grid::Grid;

/// The score of a run of `n` pieces: 0 for one or two, then
/// `s(n) = 2·s(n−1) + n` (3, 10, 25, 56, 119, 246, 501).
pub fn run_score(n: u32) -> u32 {
    (3..=n).fold(0, |s, k| 2 * s + k)
}

/// Every maximal run of length 3 or more, as its squares, with its colour.
pub(super) fn scoring_runs(grid: Grid, cells: &[u8; MAX_CELLS]) -> Vec<(u8, Vec<usize>)> {
    let mut runs = Vec::new();
    let size = usize::from(grid.files);
    for line in 0..size {
        for across in [true, false] {
            let at = |k: usize| if across { line * size + k } else { k * size + line };
            let mut k = 0;
            while k < size {
                let colour = cells[at(k)];
                let start = k;
                while k < size && cells[at(k)] == colour {
                    k += 1;
                }
                if (colour == WHITE || colour == BLACK) && k - start >= 3 {
                    runs.push((colour, (start..k).map(at).collect()));
                }
            }
        }
    }
    runs
}

/// White's and Black's totals on `cells` (a board of `grid`).
pub fn scores(grid: Grid, cells: &[u8; MAX_CELLS]) -> [u32; 2] {
    let mut totals = [0u32; 2];
    for (colour, squares) in scoring_runs(grid, cells) {
        totals[usize::from(colour - 1)] += run_score(squares.len() as u32);
    }
    totals
}
