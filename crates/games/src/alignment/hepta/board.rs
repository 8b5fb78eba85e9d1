//! The 7×7 board, the two tromino shapes and every way to lay them, and
//! the coloured face of the solitaire.
//!
//! Cells are indexed rank by rank from a1 (`rank * 7 + file`), as
//! [`crate::grid`] does; a set of cells is a `u64` with bit `c` for cell `c`.

use std::sync::LazyLock;

use crate::grid::Grid;

/// Cells on a side.
pub const N: usize = 7;
/// Cells on the board.
pub const CELLS: usize = N * N;
/// The board's geometry and cell names.
pub const GRID: Grid = Grid::square(N as u8);
/// Every cell of the board.
pub const FULL: u64 = (1 << CELLS) - 1;

/// A tromino's shape.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// Three cells in a line.
    I,
    /// Three cells of a 2×2 square: a corner.
    L,
}

impl Shape {
    /// Both shapes, in index order.
    pub const ALL: [Shape; 2] = [Shape::I, Shape::L];

    /// 0 for I, 1 for L.
    pub fn index(self) -> usize {
        match self {
            Shape::I => 0,
            Shape::L => 1,
        }
    }

    /// Its letter, as written in moves and positions.
    pub fn letter(self) -> char {
        match self {
            Shape::I => 'I',
            Shape::L => 'L',
        }
    }

    /// The other shape.
    pub fn other(self) -> Shape {
        match self {
            Shape::I => Shape::L,
            Shape::L => Shape::I,
        }
    }
}

/// One way to lay a tromino: its shape and cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    pub shape: Shape,
    /// Its cells as bits.
    pub mask: u64,
    /// Its cells in notation order: by file, then by rank (`c3 c4 d4`).
    pub cells: [u8; 3],
}

/// Cells in notation order: by file, then by rank.
pub fn notation_order(cells: &mut [u8]) {
    cells.sort_by_key(|&c| (usize::from(c) % N, usize::from(c) / N));
}

/// Every placement on an empty board: the 70 straight ones, then the 144
/// corners; a move names one by its index here.
pub static PLACEMENTS: LazyLock<Vec<Placement>> = LazyLock::new(|| {
    let mut out = Vec::new();
    let at = |f: usize, r: usize| (r * N + f) as u8;
    let mut push = |shape, mut cells: [u8; 3]| {
        notation_order(&mut cells);
        let mask = cells.iter().fold(0u64, |m, &c| m | 1 << c);
        out.push(Placement { shape, mask, cells });
    };
    for r in 0..N {
        for f in 0..N {
            if f + 2 < N {
                push(Shape::I, [at(f, r), at(f + 1, r), at(f + 2, r)]);
            }
            if r + 2 < N {
                push(Shape::I, [at(f, r), at(f, r + 1), at(f, r + 2)]);
            }
        }
    }
    for r in 0..N - 1 {
        for f in 0..N - 1 {
            let square = [at(f, r), at(f + 1, r), at(f, r + 1), at(f + 1, r + 1)];
            for missing in 0..4 {
                let mut cells = [0u8; 3];
                let mut k = 0;
                for (i, &c) in square.iter().enumerate() {
                    if i != missing {
                        cells[k] = c;
                        k += 1;
                    }
                }
                push(Shape::L, cells);
            }
        }
    }
    out
});

/// The placements of each shape, as indices into [`PLACEMENTS`].
pub static OF_SHAPE: LazyLock<[Vec<u8>; 2]> = LazyLock::new(|| {
    let mut by = [Vec::new(), Vec::new()];
    for (i, p) in PLACEMENTS.iter().enumerate() {
        by[p.shape.index()].push(i as u8);
    }
    by
});

/// The placements whose lowest cell (by index) is each cell, for the
/// solver, which always fills the lowest empty cell.
pub static BY_LOWEST: LazyLock<Vec<Vec<u8>>> = LazyLock::new(|| {
    let mut by = vec![Vec::new(); CELLS];
    for (i, p) in PLACEMENTS.iter().enumerate() {
        by[p.mask.trailing_zeros() as usize].push(i as u8);
    }
    by
});

/// The placement covering exactly `mask`, if three cells make a tromino.
pub fn placement_of(mask: u64) -> Option<u8> {
    PLACEMENTS.iter().position(|p| p.mask == mask).map(|i| i as u8)
}

/// Colours of the solitaire's face, by level (1 to 7), as the renderer's
/// colour keys. Level 1 is red, the colour the book advises starting with.
pub const COLOURS: [&str; 7] = ["red", "yellow", "green", "blue", "brown", "white", "black"];

/// The coloured face, ranks 7 down to 1, files a to g: each cell's level.
/// Our design (the book's figure is missing): a Latin square, each colour
/// once in every rank and every file, chosen among many so that the seven
/// puzzles are all solvable and grow harder with the level: 356, 142, 74,
/// 46, 24, 10 and 6 ways to lay the fourteen pieces (`solver::count`).
const FACE: [&str; N] = [
    "4562731", "3127456", "5674312", "1243567", "6735124", "7316245", "2451673",
];

/// The level (1 to 7) of each cell's colour, by cell index.
pub static LEVEL_OF: LazyLock<[u8; CELLS]> = LazyLock::new(|| {
    let mut out = [0u8; CELLS];
    for (i, row) in FACE.iter().enumerate() {
        let rank = N - 1 - i;
        for (file, b) in row.bytes().enumerate() {
            out[rank * N + file] = b - b'0';
        }
    }
    out
});

/// The cells of the colour of `level` (1 to 7), as bits.
pub fn colour_cells(level: u8) -> u64 {
    LEVEL_OF
        .iter()
        .enumerate()
        .filter(|&(_, &l)| l == level)
        .fold(0, |m, (c, _)| m | 1 << c)
}
