//! The geometry grid games share: a rectangle of squares named by a file
//! letter and a rank number (`a1` at the bottom left, files `a` to `z`,
//! ranks from 1), indexed rank by rank from `a1` (`rank * files + file`).
//! Squares are read and written here once, with what a refusal needs to
//! say (not a square name, or a square off this board), and so are steps,
//! rays and edges.
//!
//! ```
//! use games::grid::{Grid, Square, SquareError, ROOK};
//! let board = Grid::new(11, 7);
//! assert_eq!(board.read("c2"), Ok(13));
//! assert_eq!(board.read("l2"), Err(SquareError::OffBoard));
//! assert_eq!(board.read("c02"), Err(SquareError::NotASquare));
//! assert_eq!(board.name(13), "c2");
//! assert_eq!("k7".parse::<Square>(), Ok(Square { file: 10, rank: 6 }));
//! assert_eq!(board.ray(13, ROOK[0]).count(), 5);
//! ```

use std::fmt;
use std::str::FromStr;

/// The four rook directions: up, down, right, left, as (files, ranks).
pub const ROOK: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// The four diagonal directions.
pub const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// The eight directions of a king step: rook's, then diagonal.
pub const KING: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// A square by file and rank, both from 0 (`a1` is `{0, 0}`), on no board
/// in particular.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

/// Why a text is not a square of a board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SquareError {
    /// Not a file letter and a rank number (`c02`, `3c`, `c`).
    NotASquare,
    /// A square name, but beyond this board's files or ranks.
    OffBoard,
}

/// Reads a lower-case file letter and a rank number of one or two digits
/// without a leading zero (`c2`, `k11`); callers normalise case first.
impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Square, SquareError> {
        let mut chars = text.chars();
        let file = chars
            .next()
            .filter(char::is_ascii_lowercase)
            .ok_or(SquareError::NotASquare)?;
        let digits = chars.as_str();
        let digits_ok = !digits.is_empty()
            && digits.len() <= 2
            && !digits.starts_with('0')
            && digits.bytes().all(|b| b.is_ascii_digit());
        if !digits_ok {
            return Err(SquareError::NotASquare);
        }
        let rank: u8 = digits.parse().map_err(|_| SquareError::NotASquare)?;
        Ok(Square {
            file: file as u8 - b'a',
            rank: rank - 1,
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file), u16::from(self.rank) + 1)
    }
}

/// A board of `files` × `ranks` squares (at most 26 × 99).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Grid {
    pub files: u8,
    pub ranks: u8,
}

impl Grid {
    /// A board of `files` files and `ranks` ranks.
    pub const fn new(files: u8, ranks: u8) -> Grid {
        Grid { files, ranks }
    }

    /// A square board of `size` × `size`.
    pub const fn square(size: u8) -> Grid {
        Grid::new(size, size)
    }

    /// The number of squares.
    pub const fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether the board has no squares.
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The index of `square`, if it is on the board.
    pub fn index(self, square: Square) -> Option<usize> {
        (square.file < self.files && square.rank < self.ranks)
            .then(|| usize::from(square.rank) * usize::from(self.files) + usize::from(square.file))
    }

    /// The square at `index` (an index of this board).
    pub fn at(self, index: usize) -> Square {
        let files = usize::from(self.files);
        Square {
            file: (index % files) as u8,
            rank: (index / files) as u8,
        }
    }

    /// The name of the square at `index` (`c2`).
    pub fn name(self, index: usize) -> String {
        self.at(index).to_string()
    }

    /// Appends the name of the square at `index` to `out`, without
    /// allocating (positions list thousands of moves).
    pub fn push_name(self, out: &mut String, index: usize) {
        let square = self.at(index);
        out.push(char::from(b'a' + square.file));
        let rank = square.rank + 1;
        if rank >= 10 {
            out.push(char::from(b'0' + rank / 10));
        }
        out.push(char::from(b'0' + rank % 10));
    }

    /// The names of `squares`, joined by ", ".
    pub fn names(self, squares: impl IntoIterator<Item = usize>) -> String {
        squares
            .into_iter()
            .map(|s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The index of the square named `text` (normalised: lower case).
    ///
    /// # Errors
    /// [`SquareError::NotASquare`] when the text names no square,
    /// [`SquareError::OffBoard`] when it names one beyond this board.
    pub fn read(self, text: &str) -> Result<usize, SquareError> {
        let square: Square = text.parse()?;
        self.index(square).ok_or(SquareError::OffBoard)
    }

    /// The square one step from `index` in direction `(files, ranks)`, if
    /// it is on the board.
    pub fn step(self, index: usize, (df, dr): (i8, i8)) -> Option<usize> {
        let square = self.at(index);
        let file = square.file.checked_add_signed(df)?;
        let rank = square.rank.checked_add_signed(dr)?;
        self.index(Square { file, rank })
    }

    /// The squares from `index` (not included) in `direction` to the edge.
    pub fn ray(self, index: usize, direction: (i8, i8)) -> impl Iterator<Item = usize> {
        std::iter::successors(self.step(index, direction), move |&s| self.step(s, direction))
    }

    /// The squares one step from `index` in each of `directions`.
    pub fn neighbours(self, index: usize, directions: &[(i8, i8)]) -> impl Iterator<Item = usize> + '_ {
        directions.iter().filter_map(move |&d| self.step(index, d))
    }

    /// Whether `index` is on the board's outer ring.
    pub fn on_edge(self, index: usize) -> bool {
        let square = self.at(index);
        square.file == 0 || square.rank == 0 || square.file + 1 == self.files || square.rank + 1 == self.ranks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_reads_back_its_name() {
        for grid in [
            Grid::square(8),
            Grid::new(11, 7),
            Grid::square(19),
            Grid::new(26, 30),
        ] {
            for index in 0..grid.len() {
                let mut pushed = String::new();
                grid.push_name(&mut pushed, index);
                assert_eq!(pushed, grid.name(index));
                assert_eq!(grid.read(&grid.name(index)), Ok(index));
            }
        }
    }

    #[test]
    fn refusals_tell_a_bad_name_from_a_square_off_the_board() {
        let grid = Grid::square(9);
        for bad in ["", "a", "1", "a0", "a01", "A1", "a1x", "ab", "a100", "é1"] {
            assert_eq!(grid.read(bad), Err(SquareError::NotASquare), "{bad}");
        }
        for off in ["j1", "a10", "z99"] {
            assert_eq!(grid.read(off), Err(SquareError::OffBoard), "{off}");
        }
    }

    #[test]
    fn steps_and_rays_stop_at_the_edges() {
        let grid = Grid::new(5, 3);
        let c2 = grid.read("c2").unwrap();
        assert_eq!(
            grid.names(grid.neighbours(c2, &KING)),
            "c3, c1, d2, b2, d3, d1, b3, b1"
        );
        assert_eq!(grid.names(grid.ray(c2, ROOK[2])), "d2, e2");
        assert_eq!(grid.step(0, (-1, 0)), None);
        assert_eq!(grid.step(grid.len() - 1, (0, 1)), None);
        let edge: Vec<String> = (0..grid.len())
            .filter(|&s| grid.on_edge(s))
            .map(|s| grid.name(s))
            .collect();
        assert_eq!(edge.len(), 12);
        assert!(!grid.on_edge(c2));
    }
}
