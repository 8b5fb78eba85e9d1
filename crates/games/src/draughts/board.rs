//! Board geometry: which cells are played on, the lines between them, square
//! numbers and coordinates.
//!
//! Cells are indexed `rank * files + file` from a1 (0-based), over the whole
//! grid; only the playable ones hold pieces. A line joins two neighbouring
//! playable cells in one of eight compass directions, as the layout allows.

use super::Layout;

/// Most cells of a grid (10×10).
pub(crate) const MAX_CELLS: usize = 100;
/// No cell: off the board, or no line that way.
pub(crate) const NONE: u8 = u8::MAX;

/// The eight compass directions as (file step, rank step), clockwise from
/// north; White's forward is north.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The direction opposite `d`.
pub(crate) fn opposite(d: u8) -> u8 {
    (d + 4) % 8
}

/// `d` as Black sees it: north and south swap, east and west stay.
pub(crate) fn mirrored(d: u8) -> u8 {
    (12 - d) % 8
}

/// A square name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SquareError {
    /// Not a square name at all.
    Unreadable,
    /// A number or coordinate outside this board, whose squares run from
    /// `first` to `last`.
    OffBoard { first: String, last: String },
    /// A real square that is never played on (a light square).
    Unplayable,
}

/// The shape of one rule set's board.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    pub files: u8,
    pub ranks: u8,
    playable: [bool; MAX_CELLS],
    /// Per cell and direction, the neighbour along a line, or [`NONE`].
    next: [[u8; 8]; MAX_CELLS],
    /// Square numbers (1-based, row by row from the top rank, left to right
    /// over the playable cells); 0 for unplayable cells.
    number: [u8; MAX_CELLS],
    /// Playable cells in number order.
    squares: Vec<u8>,
    /// Sort key of each cell in the order moves and pieces are listed.
    order: [u16; MAX_CELLS],
}

impl Geometry {
    /// The geometry of a `files` × `ranks` board laid out as `layout`.
    /// `by_number` lists cells in square-number order, else by coordinates
    /// (a1, a2, …, b1, …).
    pub fn new(files: u8, ranks: u8, layout: Layout, by_number: bool) -> Geometry {
        let (fs, rs) = (i16::from(files), i16::from(ranks));
        let mut geo = Geometry {
            files,
            ranks,
            playable: [false; MAX_CELLS],
            next: [[NONE; 8]; MAX_CELLS],
            number: [0; MAX_CELLS],
            squares: Vec::new(),
            order: [u16::MAX; MAX_CELLS],
        };
        let index = |f: i16, r: i16| (r * fs + f) as usize;
        for r in 0..rs {
            for f in 0..fs {
                geo.playable[index(f, r)] = match layout {
                    Layout::Dark { a1_dark } => ((f + r) % 2 == 0) == a1_dark,
                    Layout::AllSquares | Layout::Alquerque => true,
                };
            }
        }
        for r in 0..rs {
            for f in 0..fs {
                let from = index(f, r);
                if !geo.playable[from] {
                    continue;
                }
                for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                    let (tf, tr) = (f + i16::from(df), r + i16::from(dr));
                    if !(0..fs).contains(&tf) || !(0..rs).contains(&tr) {
                        continue;
                    }
                    let diagonal = df != 0 && dr != 0;
                    let linked = match layout {
                        Layout::Dark { .. } => diagonal,
                        Layout::AllSquares => !diagonal,
                        Layout::Alquerque => !diagonal || (f + r) % 2 == 0,
                    };
                    if linked && geo.playable[index(tf, tr)] {
                        geo.next[from][d] = index(tf, tr) as u8;
                    }
                }
            }
        }
        for r in (0..rs).rev() {
            for f in 0..fs {
                let cell = index(f, r);
                if geo.playable[cell] {
                    geo.squares.push(cell as u8);
                    geo.number[cell] = geo.squares.len() as u8;
                    geo.order[cell] = if by_number {
                        geo.squares.len() as u16
                    } else {
                        (f * rs + r) as u16
                    };
                }
            }
        }
        geo
    }

    /// Number of cells of the grid.
    pub fn cells(&self) -> usize {
        usize::from(self.files) * usize::from(self.ranks)
    }

    pub fn is_playable(&self, cell: u8) -> bool {
        self.playable.get(usize::from(cell)).copied().unwrap_or(false)
    }

    /// The neighbour of `cell` in direction `d`, or [`NONE`].
    #[inline]
    pub fn next(&self, cell: u8, d: u8) -> u8 {
        self.next[usize::from(cell)][usize::from(d)]
    }

    /// The playable cells, in square-number order.
    pub fn squares(&self) -> &[u8] {
        &self.squares
    }

    pub fn file(&self, cell: u8) -> u8 {
        cell % self.files
    }

    pub fn rank(&self, cell: u8) -> u8 {
        cell / self.files
    }

    /// Whether `cell` is on the far row of `colour` (0 White, 1 Black).
    #[inline]
    pub fn is_far_row(&self, cell: u8, colour: u8) -> bool {
        let rank = self.rank(cell);
        if colour == 0 {
            rank + 1 == self.ranks
        } else {
            rank == 0
        }
    }

    /// The listing order key of `cell`.
    #[inline]
    pub fn order(&self, cell: u8) -> u16 {
        self.order[usize::from(cell)]
    }

    /// The square number of a playable cell.
    pub fn number(&self, cell: u8) -> u8 {
        self.number[usize::from(cell)]
    }

    /// The coordinate name of `cell`: `c3`.
    pub fn coordinate(&self, cell: u8) -> String {
        format!("{}{}", char::from(b'a' + self.file(cell)), self.rank(cell) + 1)
    }

    /// The cell named by a square number or coordinate (`numbers`: whether
    /// square numbers are read at all).
    pub fn read(&self, token: &str, numbers: bool) -> Result<u8, SquareError> {
        let bytes = token.as_bytes();
        let digits =
            |b: &[u8]| !b.is_empty() && b.len() <= 3 && b.iter().all(u8::is_ascii_digit) && b[0] != b'0';
        if digits(bytes) {
            if !numbers {
                return Err(SquareError::Unreadable);
            }
            let n: usize = token.parse().map_err(|_| SquareError::Unreadable)?;
            return match n.checked_sub(1).and_then(|i| self.squares.get(i)) {
                Some(&cell) => Ok(cell),
                None => Err(SquareError::OffBoard {
                    first: "1".to_string(),
                    last: self.squares.len().to_string(),
                }),
            };
        }
        let Some((&letter, rest)) = bytes.split_first() else {
            return Err(SquareError::Unreadable);
        };
        if !letter.is_ascii_lowercase() || !digits(rest) {
            return Err(SquareError::Unreadable);
        }
        let last = self.coordinate(self.cells() as u8 - 1);
        let off = || SquareError::OffBoard {
            first: "a1".to_string(),
            last: last.clone(),
        };
        let file = letter - b'a';
        let rank: usize = token[1..].parse().map_err(|_| off())?;
        if file >= self.files || rank == 0 || rank > usize::from(self.ranks) {
            return Err(off());
        }
        let cell = (rank - 1) as u8 * self.files + file;
        if self.is_playable(cell) {
            Ok(cell)
        } else {
            Err(SquareError::Unplayable)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_mirror_and_reverse() {
        for d in 0..8u8 {
            let (df, dr) = DIRECTIONS[usize::from(d)];
            assert_eq!(DIRECTIONS[usize::from(opposite(d))], (-df, -dr));
            assert_eq!(DIRECTIONS[usize::from(mirrored(d))], (df, -dr));
        }
    }

    #[test]
    fn numbering_runs_from_the_top_left() {
        // a1 dark (English, Polish): 1 = b8, 5 = a7, 29 = a1.
        let english = Geometry::new(8, 8, Layout::Dark { a1_dark: true }, true);
        let name = |g: &Geometry, n: usize| g.coordinate(g.squares()[n - 1]);
        assert_eq!(
            [1, 4, 5, 29, 32].map(|n| name(&english, n)),
            ["b8", "h8", "a7", "a1", "g1"]
        );
        // a1 light (Italian): 1 = a8, 17 = a4, 18 = c4, 21 = b3, 32 = h1.
        let italian = Geometry::new(8, 8, Layout::Dark { a1_dark: false }, true);
        assert_eq!(
            [1, 17, 18, 21, 29, 32].map(|n| name(&italian, n)),
            ["a8", "a4", "c4", "b3", "b1", "h1"]
        );
        // International: 1 = b10, 5 = j10, 46 = a1, 50 = i1.
        let polish = Geometry::new(10, 10, Layout::Dark { a1_dark: true }, true);
        assert_eq!(
            [1, 5, 46, 50].map(|n| name(&polish, n)),
            ["b10", "j10", "a1", "i1"]
        );
    }

    #[test]
    fn alquerque_diagonals_only_through_even_points() {
        let g = Geometry::new(5, 5, Layout::Alquerque, false);
        let cell = |name: &str| g.read(name, false).unwrap();
        assert_eq!(g.next(cell("a1"), 1), cell("b2"));
        assert_eq!(g.next(cell("b1"), 1), NONE, "b1 has no diagonals");
        assert_eq!(g.next(cell("b1"), 0), cell("b2"));
        assert_eq!(g.next(cell("c3"), 7), cell("b4"));
        assert_eq!(g.next(cell("e5"), 0), NONE);
    }

    #[test]
    fn squares_are_read_by_number_or_coordinate() {
        let g = Geometry::new(8, 8, Layout::Dark { a1_dark: true }, true);
        assert_eq!(g.read("29", true), g.read("a1", true));
        assert!(matches!(g.read("33", true), Err(SquareError::OffBoard { .. })));
        assert!(matches!(g.read("i1", true), Err(SquareError::OffBoard { .. })));
        assert!(matches!(g.read("a9", true), Err(SquareError::OffBoard { .. })));
        assert!(matches!(g.read("b1", true), Err(SquareError::Unplayable)));
        for bad in ["", "0", "07", "a", "a0", "1a", "ä1", "a01", "1234"] {
            assert_eq!(g.read(bad, true), Err(SquareError::Unreadable), "{bad}");
        }
        assert_eq!(g.read("12", false), Err(SquareError::Unreadable));
    }
}
