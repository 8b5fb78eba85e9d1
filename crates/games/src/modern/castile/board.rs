//! The board: 36 points a1–f6, the five territories, the pegs on them.

use crate::grid::{Grid, ROOK};

/// Six files by six ranks of points, `a1` at the bottom left.
pub(super) const GRID: Grid = Grid::new(6, 6);
/// Points on the board.
pub(super) const POINTS: usize = 36;
/// Territories: the four corners, then the centre.
pub const TERRITORIES: usize = 5;
/// The centre territory's index.
pub(super) const CENTRE: usize = 4;
/// The board's corner points, where a peg is caught between two at 90°.
pub(super) const CORNERS: [usize; 4] = [0, 5, 30, 35];
/// Low and tall pegs of each side.
pub(super) const LOW: u8 = 8;
pub(super) const TALL: u8 = 4;
/// Pegs of each side.
pub(super) const PEGS: u8 = LOW + TALL;

/// The territory of point `sq` (catalog resolution: each corner territory is its
/// 3×3 quarter without the point nearest the centre, which makes the
/// 2×2 centre): 0 south-west, 1 south-east, 2 north-west, 3 north-east,
/// 4 the centre.
pub fn territory(sq: usize) -> usize {
    let (f, r) = (sq % 6, sq / 6);
    if (2..=3).contains(&f) && (2..=3).contains(&r) {
        CENTRE
    } else {
        usize::from(f >= 3) + 2 * usize::from(r >= 3)
    }
}

/// The points of territory `t`, in index order.
pub fn territory_points(t: usize) -> impl Iterator<Item = usize> {
    (0..POINTS).filter(move |&sq| territory(sq) == t)
}

/// The two points whose midpoint is territory `t`'s flag hole: the corner
/// of the board for a corner territory, the middle of the board for the
/// centre.
pub(super) fn hole(t: usize) -> (usize, usize) {
    match t {
        0 => (0, 7),
        1 => (5, 10),
        2 => (30, 25),
        3 => (35, 28),
        _ => (14, 21),
    }
}

/// A peg: its side and whether it is tall.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Peg {
    pub side: u8,
    pub tall: bool,
}

/// The point's name (`b2`).
pub(super) fn name(sq: usize) -> String {
    GRID.name(sq)
}

/// The point one step from `sq` in direction `d` (an index into
/// [`ROOK`]).
pub(super) fn step(sq: usize, d: usize) -> Option<usize> {
    GRID.step(sq, ROOK[d])
}

/// The points along the lines next to `sq`.
pub(super) fn neighbours(sq: usize) -> impl Iterator<Item = usize> {
    (0..4).filter_map(move |d| step(sq, d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gap_territories_are_four_corners_of_eight_and_a_centre_of_four() {
        let sizes: Vec<usize> = (0..TERRITORIES).map(|t| territory_points(t).count()).collect();
        assert_eq!(sizes, [8, 8, 8, 8, 4]);
        let sw: Vec<String> = territory_points(0).map(name).collect();
        assert_eq!(sw, ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"]);
        let centre: Vec<String> = territory_points(CENTRE).map(name).collect();
        assert_eq!(centre, ["c3", "d3", "c4", "d4"]);
        for t in 0..TERRITORIES {
            let (a, b) = hole(t);
            assert_eq!(territory(a), t, "hole of {t} at its points");
            assert!(t == CENTRE || territory(b) == t);
        }
    }
}
