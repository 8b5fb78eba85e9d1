//! The track (our reconstruction; the text's figure is lost): a chessboard
//! taken apart into five blocks of 4 × 4 squares, laid out as an L on a
//! grid of files `a`–`l` and ranks 1–12 that players type.
//!
//! - **The straight**: files `i`–`l`, ranks 1–8, run up the board (north).
//!   Below rank 1 lies the start line with the four coloured start spaces:
//!   blue under `i` (the inside of the bend), red under `j`, yellow under
//!   `k`, green under `l`.
//! - **The corner** (the yellow-red squares): files `i`–`l`, ranks 9–12;
//!   here the course turns left (west).
//! - **The home straight**: files `a`–`h`, ranks 9–12, run west; the finish
//!   line is past file `a`.
//! - **Fixed obstacles**: the two black blocks `f11`–`f12` and `c9`–`c10`
//!   in the home straight, so no lane runs straight to the finish.
//! - **The arrows' stretch**: files `i`–`l`, ranks 4–7, where the movable
//!   obstacle may lie.
//!
//! Squares are indexed as in [`crate::grid`] (`rank * 12 + file`); a start
//! space is the point one rank below its lane, and the finish the points
//! one file left of `a`, ranks 9–12.

use crate::grid::Grid;

/// The grid the squares are named on.
pub const GRID: Grid = Grid::new(12, 12);
/// Squares of the grid (most are off the track).
pub const CELLS: usize = 144;
/// The first file of the straight and the corner (`i`).
pub const STRAIGHT_FILE: i8 = 8;
/// The first rank of the corner and the home straight (rank 9).
pub const BEND_RANK: i8 = 8;
/// The fixed obstacles.
pub const FIXED: [(i8, i8); 4] = [(5, 10), (5, 11), (2, 8), (2, 9)];
/// The arrows' stretch: ranks 4–7 of the straight (0-based 3..=6).
pub const ZONE_RANKS: std::ops::RangeInclusive<i8> = 3..=6;
/// Progress of a token across the finish line.
pub const FINISH_PROGRESS: u8 = 21;

/// The part of the course a point lies in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    /// A start space (one rank below the straight).
    Start,
    /// The straight: the course runs north.
    Straight,
    /// The corner: the course turns west.
    Corner,
    /// The home straight: the course runs west.
    Home,
}

/// Whether `(file, rank)` is a square of the track (obstacles included).
pub fn on_track(f: i8, r: i8) -> bool {
    (STRAIGHT_FILE..12).contains(&f) && (0..12).contains(&r)
        || (0..STRAIGHT_FILE).contains(&f) && (BEND_RANK..12).contains(&r)
}

/// Whether `(file, rank)` is a fixed obstacle.
pub fn fixed(f: i8, r: i8) -> bool {
    FIXED.contains(&(f, r))
}

/// Whether `(file, rank)` is just past the finish line.
pub fn beyond(f: i8, r: i8) -> bool {
    f == -1 && (BEND_RANK..12).contains(&r)
}

/// The index of square `(file, rank)` (on the grid).
pub fn index(f: i8, r: i8) -> u8 {
    (r as u8) * 12 + f as u8
}

/// The file and rank of square `sq`.
pub fn coords(sq: u8) -> (i8, i8) {
    ((sq % 12) as i8, (sq / 12) as i8)
}

/// The name of square `sq` (`i5`).
pub fn name(sq: u8) -> String {
    GRID.name(usize::from(sq))
}

/// The square named `text`, if it is on the track.
pub fn read(text: &str) -> Option<u8> {
    let i = GRID.read(text).ok()?;
    let (f, r) = coords(i as u8);
    on_track(f, r).then_some(i as u8)
}

/// The part of the course of a square (or a start space's point).
pub fn part(f: i8, r: i8) -> Part {
    if r < 0 {
        Part::Start
    } else if r < BEND_RANK {
        Part::Straight
    } else if f >= STRAIGHT_FILE {
        Part::Corner
    } else {
        Part::Home
    }
}

/// How far along the course `(file, rank)` lies: 0 on the start, 1–8 up
/// the straight, 9–12 through the corner (the larger of the ranks climbed
/// and the files crossed), 13–20 along the home straight.
pub fn progress(f: i8, r: i8) -> u8 {
    match part(f, r) {
        Part::Start => 0,
        Part::Straight => (r + 1) as u8,
        Part::Corner => 8 + (r - BEND_RANK + 1).max(12 - f) as u8,
        Part::Home => 12 + (STRAIGHT_FILE - f) as u8,
    }
}

/// Whether `(file, rank)` is in the arrows' stretch.
pub fn in_zone(f: i8, r: i8) -> bool {
    (STRAIGHT_FILE..12).contains(&f) && ZONE_RANKS.contains(&r)
}

/// The lane (file) of seat `seat`'s start space: green `l`, yellow `k`,
/// red `j`, blue `i`.
pub fn start_file(seat: u8) -> i8 {
    11 - seat as i8
}

/// Every square of the track, in index order.
pub fn squares() -> impl Iterator<Item = u8> {
    (0..CELLS as u8).filter(|&i| {
        let (f, r) = coords(i);
        on_track(f, r)
    })
}

/// Every place of the movable obstacle: two squares side by side in the
/// arrows' stretch, the lower (then the left) first.
pub fn placements() -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for r in ZONE_RANKS {
        for f in STRAIGHT_FILE..12 {
            if f + 1 < 12 {
                out.push((index(f, r), index(f + 1, r)));
            }
            if r < *ZONE_RANKS.end() {
                out.push((index(f, r), index(f, r + 1)));
            }
        }
    }
    out
}
