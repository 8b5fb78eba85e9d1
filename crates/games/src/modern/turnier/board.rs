//! The preset boards: territories of 12 cells on one global grid, for 2, 3
//! and 4 seats.
//!
//! The text's territory drawings are lost. Following the catalog's gap 1
//! proposal, a straight territory is a 3×4 rectangle and an angled one an
//! L: a 4×4 square without one 2×2 corner. Every layout starts from four
//! angled territories whose missing corners face outwards (an eight-by-eight
//! octagon with notched corners) and adds straight ones on its sides: one
//! above for two seats, one above and one below for three, one on each
//! side for four. Squares of the grid that no territory covers are not
//! cells: pieces never stand there and they count as the board's edge.

use crate::grid::{Grid, ROOK};

/// Most cells of the largest grid (14 × 14).
pub const MAX_GRID: usize = 14 * 14;

/// A territory's shape, placed by its lower-left corner.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// A rectangle `w` × `h` (3 × 4 or 4 × 3).
    Straight { w: u8, h: u8 },
    /// A 4 × 4 square missing the 2 × 2 corner `(cx, cy)` (0 or 1 each:
    /// left or right, bottom or top).
    Angled { cx: u8, cy: u8 },
}

impl Shape {
    fn covers(self, dx: u8, dy: u8) -> bool {
        match self {
            Shape::Straight { w, h } => dx < w && dy < h,
            Shape::Angled { cx, cy } => dx < 4 && dy < 4 && !(dx / 2 == cx && dy / 2 == cy),
        }
    }
}

/// The four angled territories of the octagon at `(x, y)`: south-west,
/// south-east, north-east, north-west.
fn octagon(x: u8, y: u8) -> [(Shape, u8, u8); 4] {
    [
        (Shape::Angled { cx: 0, cy: 0 }, x, y),
        (Shape::Angled { cx: 1, cy: 0 }, x + 4, y),
        (Shape::Angled { cx: 1, cy: 1 }, x + 4, y + 4),
        (Shape::Angled { cx: 0, cy: 1 }, x, y + 4),
    ]
}

/// One preset board.
#[derive(Clone, Debug)]
pub struct Board {
    pub grid: Grid,
    /// The territory of each square of the grid; `None`: not a cell.
    pub terr: Vec<Option<u8>>,
    /// How many territories.
    pub territories: u8,
    /// The cells of each territory, in grid order.
    pub members: Vec<Vec<usize>>,
}

impl Board {
    /// The preset board for `seats` (2, 3 or 4).
    pub fn for_seats(seats: u8) -> Board {
        let (w, h, placed): (u8, u8, Vec<(Shape, u8, u8)>) = match seats {
            2 => {
                let mut t = octagon(0, 0).to_vec();
                t.push((Shape::Straight { w: 4, h: 3 }, 2, 8));
                (8, 11, t)
            }
            3 => {
                let mut t = octagon(0, 3).to_vec();
                t.push((Shape::Straight { w: 4, h: 3 }, 2, 11));
                t.push((Shape::Straight { w: 4, h: 3 }, 2, 0));
                (8, 14, t)
            }
            _ => {
                let mut t = octagon(3, 3).to_vec();
                t.push((Shape::Straight { w: 4, h: 3 }, 5, 11));
                t.push((Shape::Straight { w: 3, h: 4 }, 11, 5));
                t.push((Shape::Straight { w: 4, h: 3 }, 5, 0));
                t.push((Shape::Straight { w: 3, h: 4 }, 0, 5));
                (14, 14, t)
            }
        };
        let grid = Grid::new(w, h);
        let mut terr = vec![None; grid.len()];
        for (i, &(shape, x0, y0)) in placed.iter().enumerate() {
            for y in y0..h {
                for x in x0..w {
                    if shape.covers(x - x0, y - y0) {
                        let c = usize::from(y) * usize::from(w) + usize::from(x);
                        debug_assert!(terr[c].is_none(), "territories overlap");
                        terr[c] = Some(i as u8);
                    }
                }
            }
        }
        let territories = placed.len() as u8;
        let members = (0..territories)
            .map(|t| (0..grid.len()).filter(|&c| terr[c] == Some(t)).collect())
            .collect();
        Board {
            grid,
            terr,
            territories,
            members,
        }
    }

    /// Whether square `c` of the grid is a cell of the board.
    pub fn is_cell(&self, c: usize) -> bool {
        self.terr.get(c).is_some_and(Option::is_some)
    }

    /// The cell one step from `c` in direction `d`, if it is a cell.
    pub fn step(&self, c: usize, d: (i8, i8)) -> Option<usize> {
        self.grid.step(c, d).filter(|&n| self.is_cell(n))
    }

    /// The cells of the board, in grid order.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.grid.len()).filter(|&c| self.is_cell(c))
    }

    /// The territory of cell `c`.
    pub fn territory(&self, c: usize) -> usize {
        usize::from(self.terr[c].unwrap_or(0))
    }

    /// A cell's name (`d4`).
    pub fn name(&self, c: usize) -> String {
        self.grid.name(c)
    }

    /// The cell named `text`, if it is one of this board.
    pub fn read(&self, text: &str) -> Option<usize> {
        self.grid.read(text).ok().filter(|&c| self.is_cell(c))
    }
}

/// The four directions, as the grid names them.
pub const DIRS: [(i8, i8); 4] = ROOK;
