//! The 8×8 board of letter tiles: cells, lines and the runs of letters
//! along them.
//!
//! Cells are indexed rank by rank from `a1` (`games::grid`). A word runs
//! across (left to right, along a rank) or down (top to bottom, along a
//! file, from rank 8 towards rank 1), so a word is read as it is laid. A
//! line is a rank (across) or a file (down); a position on it counts from
//! its first cell in reading order.

use crate::grid::Grid;

/// Cells along a side.
pub const SIZE: usize = 8;
/// Cells on the board.
pub const CELLS: usize = SIZE * SIZE;
/// The board's geometry, for names of cells.
pub const GRID: Grid = Grid::square(SIZE as u8);

/// Tiles per letter `A`–`Z` (index 0 is `A`).
pub type Counts = [u8; 26];

/// A letter tile on the board: its letter (0 = `A`) and the seat whose
/// colour is up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Tile {
    pub letter: u8,
    pub seat: u8,
}

/// The board: a tile or nothing on each cell.
pub type Cells = [Option<Tile>; CELLS];

/// Which way a word reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dir {
    /// Left to right along a rank (`H`).
    Across,
    /// Top to bottom along a file (`V`).
    Down,
}

impl Dir {
    pub const BOTH: [Dir; 2] = [Dir::Across, Dir::Down];

    /// The other way.
    pub fn cross(self) -> Dir {
        match self {
            Dir::Across => Dir::Down,
            Dir::Down => Dir::Across,
        }
    }

    /// Its letter in the notation.
    pub fn letter(self) -> char {
        match self {
            Dir::Across => 'H',
            Dir::Down => 'V',
        }
    }
}

/// The cell at position `pos` of line `line` read `dir`.
pub fn cell_at(dir: Dir, line: usize, pos: usize) -> usize {
    match dir {
        Dir::Across => line * SIZE + pos,
        Dir::Down => (SIZE - 1 - pos) * SIZE + line,
    }
}

/// The line and position of `cell` read `dir`.
pub fn locate(dir: Dir, cell: usize) -> (usize, usize) {
    let (file, rank) = (cell % SIZE, cell / SIZE);
    match dir {
        Dir::Across => (rank, file),
        Dir::Down => (file, SIZE - 1 - rank),
    }
}

/// The name of `cell` (`c4`).
pub fn name(cell: usize) -> String {
    GRID.name(cell)
}

/// A letter index as its capital.
pub fn capital(letter: u8) -> char {
    char::from(b'A' + letter)
}

/// Whether a letter index is a vowel (A, E, I, O, U).
pub fn is_vowel(letter: u8) -> bool {
    matches!(letter, 0 | 4 | 8 | 14 | 20)
}

/// A word of up to 8 letters (letter indices).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Word {
    pub letters: [u8; SIZE],
    pub len: u8,
}

impl Word {
    /// The word of `letters` (at most 8).
    pub fn of(letters: &[u8]) -> Word {
        let mut w = Word::default();
        w.letters[..letters.len()].copy_from_slice(letters);
        w.len = letters.len() as u8;
        w
    }

    /// Its letters.
    pub fn as_slice(&self) -> &[u8] {
        &self.letters[..usize::from(self.len)]
    }

    /// In capitals (`MORO`).
    pub fn upper(&self) -> String {
        self.as_slice().iter().map(|&l| capital(l)).collect()
    }

    /// In lower case, as the word lists write it.
    pub fn lower(&self) -> String {
        self.as_slice().iter().map(|&l| char::from(b'a' + l)).collect()
    }

    /// A letter appended at the end.
    pub fn push(&mut self, letter: u8) {
        self.letters[usize::from(self.len)] = letter;
        self.len += 1;
    }
}

/// A run of letters along a line: its first cell, direction and length.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Run {
    pub dir: Dir,
    pub line: u8,
    pub start: u8,
    pub len: u8,
}

impl Run {
    /// Its cells in reading order.
    pub fn cells(self) -> impl Iterator<Item = usize> {
        let (dir, line, start) = (self.dir, usize::from(self.line), usize::from(self.start));
        (0..usize::from(self.len)).map(move |k| cell_at(dir, line, start + k))
    }

    /// Its cells as a bit mask.
    pub fn mask(self) -> u64 {
        self.cells().fold(0, |m, c| m | 1 << c)
    }

    /// Its letters on `board` (every cell must hold a tile).
    pub fn word(self, board: &Cells) -> Word {
        let mut w = Word::default();
        for c in self.cells() {
            w.push(board[c].map_or(0, |t| t.letter));
        }
        w
    }
}

/// The letter at position `pos` of a line, if any.
pub fn at(board: &Cells, dir: Dir, line: usize, pos: usize) -> Option<Tile> {
    board[cell_at(dir, line, pos)]
}

/// How many tiles lie next to position `pos` of a line, before it
/// (towards position 0) and after it, each counted until the first gap.
pub fn neighbours(board: &Cells, dir: Dir, line: usize, pos: usize) -> (usize, usize) {
    let before = (0..pos)
        .rev()
        .take_while(|&p| at(board, dir, line, p).is_some())
        .count();
    let after = (pos + 1..SIZE)
        .take_while(|&p| at(board, dir, line, p).is_some())
        .count();
    (before, after)
}

/// The run through `cell` read `dir` if `cell` held a tile: the tiles
/// before and after it on its line, and the cell itself.
pub fn run_through(board: &Cells, dir: Dir, cell: usize) -> Run {
    let (line, pos) = locate(dir, cell);
    let (before, after) = neighbours(board, dir, line, pos);
    Run {
        dir,
        line: line as u8,
        start: (pos - before) as u8,
        len: (before + after + 1) as u8,
    }
}

/// Tiles per seat on `board`.
pub fn colour_counts(board: &Cells) -> [u32; 2] {
    let mut counts = [0; 2];
    for tile in board.iter().flatten() {
        counts[usize::from(tile.seat & 1)] += 1;
    }
    counts
}

/// Letters of a set of counts in alphabetical order, as capitals.
pub fn letters_text(counts: &Counts) -> String {
    (0..26u8)
        .flat_map(|l| std::iter::repeat_n(capital(l), usize::from(counts[usize::from(l)])))
        .collect()
}

/// Tiles in a set of counts.
pub fn total(counts: &Counts) -> u32 {
    counts.iter().map(|&n| u32::from(n)).sum()
}
