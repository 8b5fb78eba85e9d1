//! The board's geometry: 11 × 11 points (files a–k, ranks 1–11) without the
//! centre f6, so 120 points; steps along ranks and files that end at the
//! edge and at the missing centre (gap 3); the set-up pattern (gap 4).

use crate::grid::{Grid, ROOK, SquareError};

/// Files and ranks.
pub const SIDE: usize = 11;
/// Cells of the 11 × 11 array, the missing centre included: states keep a
/// board of this length, numbered `rank * 11 + file` from a1 = 0.
pub const CELLS: usize = SIDE * SIDE;
/// The missing centre, f6.
pub const CENTRE: usize = 5 * SIDE + 5;
/// The middle file (f), whose passage frees the second player's choice.
pub const MIDDLE_FILE: usize = 5;
/// The board as a grid, for names and reading.
pub const GRID: Grid = Grid::square(SIDE as u8);

/// No point: off the board, or the centre.
pub const NONE: u8 = u8::MAX;

/// The four directions as in `games::grid::ROOK`: north (towards rank
/// 11), south, east (towards file k), west. Their letters in the notation.
pub const LETTERS: [char; 4] = ['N', 'S', 'E', 'W'];

/// Whether directions `a` and `b` are at right angles.
pub const fn perpendicular(a: usize, b: usize) -> bool {
    (a < 2) != (b < 2)
}

/// The set-up, top rank first, files a→k (catalog: the checked pattern,
/// 60 white and 60 black, the same after a half turn; `_` the centre).
pub const PATTERN: [&str; SIDE] = [
    "wwwwwbbbbbw",
    "bwwwwbbbbww",
    "bbwwwbbbwww",
    "bbbwwbbwwww",
    "bbbbwbwwwww",
    "bbbbb_bbbbb",
    "wwwwwbwbbbb",
    "wwwwbbwwbbb",
    "wwwbbbwwwbb",
    "wwbbbbwwwwb",
    "wbbbbbwwwww",
];

/// For each cell and direction, the next point, or [`NONE`] at the edge
/// and next to the centre (nothing steps onto or over it).
pub static NEXT: [[u8; 4]; CELLS] = {
    let mut next = [[NONE; 4]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (f, r) = ((c % SIDE) as i8, (c / SIDE) as i8);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ROOK[d];
            let (nf, nr) = (f + df, r + dr);
            if c != CENTRE && nf >= 0 && nr >= 0 && (nf as usize) < SIDE && (nr as usize) < SIDE {
                let n = nr as usize * SIDE + nf as usize;
                if n != CENTRE {
                    next[c][d] = n as u8;
                }
            }
            d += 1;
        }
        c += 1;
    }
    next
};

/// The next point from `p` in direction `d`, if any.
pub fn step(p: usize, d: usize) -> Option<usize> {
    let n = NEXT[p][d];
    (n != NONE).then_some(usize::from(n))
}

/// The file (0 = a) and rank (0 = rank 1) of cell `c`.
pub const fn file_rank(c: usize) -> (usize, usize) {
    (c % SIDE, c / SIDE)
}

/// The cell at file `f`, rank `r` (both from 0).
pub const fn at(f: usize, r: usize) -> usize {
    r * SIDE + f
}

/// The ranks (from 0) of `seat`'s half: 1–5 for the first, 7–11 for the
/// second.
pub fn half(seat: u8) -> std::ops::Range<usize> {
    if seat == 0 { 0..5 } else { 6..11 }
}

/// The name of cell `c` (`c3`).
pub fn name(c: usize) -> String {
    GRID.name(c)
}

/// The letter of file `f`.
pub fn file_letter(f: usize) -> char {
    char::from(b'a' + f as u8)
}

/// A point name: `Err(true)` a name off the board or the missing centre,
/// `Err(false)` no point name.
pub fn read(text: &str) -> Result<usize, bool> {
    match GRID.read(text) {
        Ok(CENTRE) => Err(true),
        Ok(c) => Ok(c),
        Err(e) => Err(e == SquareError::OffBoard),
    }
}
