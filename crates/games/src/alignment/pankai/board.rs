//! The boards: Pankai's 10×10 square and Universe's 200 cells on a 16×16
//! grid, the cells in use, and every placement of every piece on them.

use super::pieces::{Piece, Shape, orientations};
use crate::grid::Grid;

/// A set of cells of a grid of at most 256, one bit per cell (index
/// `rank * files + file`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Cells(pub [u64; 4]);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells([0; 4]);

    /// Whether cell `c` is in the set.
    pub fn has(&self, c: usize) -> bool {
        self.0[c / 64] >> (c % 64) & 1 == 1
    }

    /// Adds cell `c`.
    pub fn add(&mut self, c: usize) {
        self.0[c / 64] |= 1 << (c % 64);
    }

    /// Whether the two sets share a cell.
    pub fn meets(&self, other: &Cells) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// The cells of both sets.
    pub fn union(&self, other: &Cells) -> Cells {
        Cells(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cells of `self` not in `other`.
    pub fn minus(&self, other: &Cells) -> Cells {
        Cells(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// How many cells.
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The cells, lowest index first.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..256).filter(|&c| self.has(c))
    }
}

/// The smallest pocket of empty cells the space rule allows.
pub const POCKET: usize = 5;

/// One way to lay a piece: its shape and where its cells fall.
#[derive(Clone, Debug)]
pub struct Placement {
    pub piece: Piece,
    /// The index of its shape among the piece's orientations.
    pub orientation: u8,
    /// Its cells, sorted by file, then rank (the notation's order).
    pub cells: [u8; 5],
    pub mask: Cells,
}

/// A board: its grid, the cells that exist, the cells in use, each
/// cell's neighbours in use, and the placements that fit the cells in use.
#[derive(Clone, Debug)]
pub struct Geometry {
    pub grid: Grid,
    pub files: u8,
    pub ranks: u8,
    /// The cells of the board (Universe's corners of the grid are none).
    pub board: Cells,
    /// The cells in use for this game.
    pub active: Cells,
    /// Each cell's side neighbours in use (`u8::MAX`: none).
    pub neighbours: Vec<[u8; 4]>,
    pub placements: Vec<Placement>,
    /// Placements by piece.
    pub by_piece: [Vec<u16>; 12],
}

impl Geometry {
    /// A `files` × `ranks` grid whose cells are `board`, with `active` in
    /// use.
    pub fn new(files: u8, ranks: u8, board: Cells, active: Cells) -> Geometry {
        let grid = Grid::new(files, ranks);
        let (w, h) = (usize::from(files), usize::from(ranks));
        let neighbours = (0..w * h)
            .map(|c| {
                let mut out = [u8::MAX; 4];
                let mut k = 0;
                for (df, dr) in crate::grid::ROOK {
                    if let Some(n) = grid.step(c, (df, dr))
                        && active.has(n)
                    {
                        out[k] = n as u8;
                        k += 1;
                    }
                }
                out
            })
            .collect();
        let mut placements = Vec::new();
        let mut by_piece: [Vec<u16>; 12] = Default::default();
        for piece in 0..12u8 {
            for (o, shape) in orientations(piece).iter().enumerate() {
                let (sw, sh) = extent(shape);
                for rank in 0..h.saturating_sub(sh - 1) {
                    for file in 0..w.saturating_sub(sw - 1) {
                        let cells =
                            shape.map(|(f, r)| ((rank + usize::from(r)) * w + file + usize::from(f)) as u8);
                        if !cells.iter().all(|&c| active.has(usize::from(c))) {
                            continue;
                        }
                        let mut mask = Cells::EMPTY;
                        for &c in &cells {
                            mask.add(usize::from(c));
                        }
                        by_piece[usize::from(piece)].push(placements.len() as u16);
                        placements.push(Placement {
                            piece,
                            orientation: o as u8,
                            cells,
                            mask,
                        });
                    }
                }
            }
        }
        Geometry {
            grid,
            files,
            ranks,
            board,
            active,
            neighbours,
            placements,
            by_piece,
        }
    }

    /// The name of cell `c` (`a1`).
    pub fn name(&self, c: usize) -> String {
        self.grid.name(c)
    }

    /// The placement covering exactly `mask`, if any.
    pub fn placement_of(&self, mask: &Cells) -> Option<u16> {
        self.placements
            .iter()
            .position(|p| p.mask == *mask)
            .map(|i| i as u16)
    }

    /// Whether laying `mask` on a board whose empty cells in use are
    /// `empty` (`mask` among them) keeps every area of empty cells joined
    /// by their sides at [`POCKET`] cells or more. Only the areas next to
    /// the piece can change, so only they are walked, each until it has
    /// shown five cells.
    pub fn keeps_space(&self, empty: &Cells, placed: &[u8; 5]) -> bool {
        let after = empty.minus(&mask_of(placed));
        for &c in placed {
            for &n in &self.neighbours[usize::from(c)] {
                if n != u8::MAX && after.has(usize::from(n)) && !self.reaches(&after, n) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether the area of `empty` holding `start` has [`POCKET`] cells.
    fn reaches(&self, empty: &Cells, start: u8) -> bool {
        let mut seen = [start; POCKET];
        let mut found = 1;
        let mut next = 0;
        while next < found {
            for &n in &self.neighbours[usize::from(seen[next])] {
                if n != u8::MAX && empty.has(usize::from(n)) && !seen[..found].contains(&n) {
                    seen[found] = n;
                    found += 1;
                    if found == POCKET {
                        return true;
                    }
                }
            }
            next += 1;
        }
        false
    }

    /// The areas of empty cells joined by their sides, each as its cells.
    pub fn areas(&self, empty: &Cells) -> Vec<Vec<usize>> {
        let mut seen = Cells::EMPTY;
        let mut out = Vec::new();
        for c in empty.iter() {
            if seen.has(c) {
                continue;
            }
            seen.add(c);
            let mut area = vec![c];
            let mut i = 0;
            while i < area.len() {
                for &n in &self.neighbours[area[i]] {
                    let n = usize::from(n);
                    if n != usize::from(u8::MAX) && empty.has(n) && !seen.has(n) {
                        seen.add(n);
                        area.push(n);
                    }
                }
                i += 1;
            }
            out.push(area);
        }
        out
    }
}

/// The cells of a placement as a set.
pub fn mask_of(cells: &[u8; 5]) -> Cells {
    let mut mask = Cells::EMPTY;
    for &c in cells {
        mask.add(usize::from(c));
    }
    mask
}

/// A shape's width and height.
fn extent(shape: &Shape) -> (usize, usize) {
    let w = shape.iter().map(|c| c.0).max().unwrap_or(0);
    let h = shape.iter().map(|c| c.1).max().unwrap_or(0);
    (usize::from(w) + 1, usize::from(h) + 1)
}

/// Pankai's board: 10×10, every cell in use.
pub fn pankai() -> Geometry {
    let mut all = Cells::EMPTY;
    for c in 0..100 {
        all.add(c);
    }
    Geometry::new(10, 10, all, all)
}

/// Universe's side regions, as (files, ranks) ranges from 0 on the 16×16
/// grid: left, right, bottom, top, each two lines of ten along the
/// square and a line of five beyond them.
const REGIONS: [[(std::ops::RangeInclusive<u8>, std::ops::RangeInclusive<u8>); 2]; 4] = [
    [(1..=2, 3..=12), (0..=0, 6..=10)],
    [(13..=14, 3..=12), (15..=15, 5..=9)],
    [(3..=12, 1..=2), (5..=9, 0..=0)],
    [(3..=12, 13..=14), (6..=10, 15..=15)],
];

/// The cells of Universe's square d4–m13 and of side region `r` (`None`:
/// the square).
pub fn universe_part(r: Option<usize>) -> Cells {
    let mut out = Cells::EMPTY;
    let parts = match r {
        None => vec![(3..=12, 3..=12)],
        Some(r) => REGIONS[r].to_vec(),
    };
    for (files, ranks) in parts {
        for rank in ranks {
            for file in files.clone() {
                out.add(usize::from(rank) * 16 + usize::from(file));
            }
        }
    }
    out
}

/// Universe's board for `seats`, with `sides` in use when three play.
pub fn universe(seats: u8, sides: super::Sides) -> Geometry {
    let mut board = universe_part(None);
    let mut active = board;
    let used = match seats {
        2 => [false; 4],
        3 => sides.regions(),
        _ => [true; 4],
    };
    for (r, on) in used.iter().enumerate() {
        let part = universe_part(Some(r));
        board = board.union(&part);
        if *on {
            active = active.union(&part);
        }
    }
    Geometry::new(16, 16, board, active)
}
