//! The solitaire's solver, for a player who gives up: a depth-first
//! search that covers the first bare cell with every tile lay that can
//! go there, pegs put in first where the lay has holes.
//!
//! Tiles may overlap, so the board has many coverings; lays that cover
//! the most bare cells are tried first, which finds one at once from any
//! position that still has one, and among them those with the most new
//! pegs, since the score counts the pegs used.

use super::board::ALL;
use super::state::{PEGS, PState, Phase};
use super::tiles::{Lay, TILES, lays};
use super::{From, PMove};

/// Positions looked at before the search gives up.
const BUDGET: u32 = 200_000;

/// What is left to do from a position: its pegs, its covered cells, the
/// tiles still in the box and the pegs still in the box.
#[derive(Clone, Copy)]
struct Left {
    pegs: u64,
    covered: u64,
    unlaid: u64,
    pegs_left: u32,
}

impl Left {
    /// Whether `lay` can go down once its missing pegs are put in: pegs
    /// only under its holes, no hole over a bare covered cell (no peg
    /// can go there any more), and pegs enough in the box.
    fn fits(&self, lay: &Lay) -> bool {
        let pegs_under = self.pegs & lay.cover;
        let new_pegs = lay.holes & !self.pegs;
        pegs_under & !lay.holes == 0
            && new_pegs & self.covered == 0
            && new_pegs.count_ones() <= self.pegs_left
    }

    fn after(&self, tile: u8, lay: &Lay) -> Left {
        let new_pegs = lay.holes & !self.pegs;
        Left {
            pegs: self.pegs | lay.holes,
            covered: self.covered | lay.cover,
            unlaid: self.unlaid & !(1 << tile),
            pegs_left: self.pegs_left - new_pegs.count_ones(),
        }
    }
}

/// A way to cover the board from `s`, as the moves to play; `None` if
/// the solitaire is not in play or no covering was found.
pub fn solution(s: &PState) -> Option<Vec<PMove>> {
    if s.phase != Phase::Solo {
        return None;
    }
    let left = Left {
        pegs: s.pegs,
        covered: s.covered(),
        unlaid: s.unlaid(),
        pegs_left: u32::from(PEGS - s.pegs_used()),
    };
    let mut budget = BUDGET;
    let mut tiles = Vec::new();
    if !cover(left, &mut budget, &mut tiles) {
        return None;
    }
    // Each tile preceded by the pegs its holes still lack.
    let mut pegs = s.pegs;
    let mut moves = Vec::new();
    for (tile, lay) in tiles {
        for c in super::board::cells(lay.holes & !pegs) {
            moves.push(PMove::Peg(c as u8));
        }
        pegs |= lay.holes;
        moves.push(PMove::Tile {
            from: From::Box(tile),
            lay,
        });
    }
    Some(moves)
}

fn cover(left: Left, budget: &mut u32, line: &mut Vec<(u8, Lay)>) -> bool {
    let bare = ALL & !left.covered;
    if bare == 0 {
        return true;
    }
    let first = 1u64 << bare.trailing_zeros();
    let mut options: Vec<(u8, Lay)> = (0..TILES as u8)
        .filter(|t| left.unlaid & (1 << t) != 0)
        .flat_map(|t| lays(t, 0).iter().map(move |l| (t, *l)))
        .filter(|(_, l)| l.cover & first != 0 && left.fits(l))
        .collect();
    options.sort_by_key(|(_, l)| {
        let fresh = (l.cover & bare).count_ones();
        (
            std::cmp::Reverse(fresh),
            std::cmp::Reverse((l.holes & !left.pegs).count_ones()),
        )
    });
    for (tile, lay) in options {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        line.push((tile, lay));
        if cover(left.after(tile, &lay), budget, line) {
            return true;
        }
        line.pop();
    }
    false
}
