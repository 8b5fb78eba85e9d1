//! The board's geometry: the engine for one board, its neighbours and
//! square names (through `games::grid`).

use super::{CELLS, EMPTY, Engine, LState};
use crate::grid::{Grid, ROOK, SquareError};

/// No square: a neighbour off the board.
pub(super) const NONE: u8 = u8::MAX;

impl Engine {
    /// The engine on `grid` with `pieces` each.
    pub fn new(grid: Grid, pieces: u8, remove_any: bool, blocked_hold: bool) -> Engine {
        let nbr = (0..grid.len())
            .map(|s| {
                let mut four = [NONE; 4];
                for (d, &dir) in ROOK.iter().enumerate() {
                    if let Some(t) = grid.step(s, dir) {
                        four[d] = t as u8;
                    }
                }
                four
            })
            .collect();
        Engine {
            grid,
            pieces,
            remove_any,
            blocked_hold,
            nbr,
        }
    }

    /// The board's files and ranks.
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// Pieces each side has.
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Squares on the board.
    pub(super) fn cells(&self) -> usize {
        self.grid.len()
    }

    /// The starting position: an empty board, White to place.
    pub(super) fn initial(&self) -> LState {
        LState {
            board: [EMPTY; CELLS],
            blocked: 0,
            to_move: 0,
            hand: [self.pieces; 2],
            quiet: 0,
            last: None,
        }
    }

    /// The square next to `s` in direction `d` (0 up, 1 down, 2 right,
    /// 3 left), if on the board.
    pub(super) fn next(&self, s: usize, d: usize) -> Option<usize> {
        let t = self.nbr[s][d];
        (t != NONE).then_some(usize::from(t))
    }

    /// The direction from `a` to `b` and how far (1 or 2), when `b` is one
    /// or two squares from `a` along a rank or file.
    pub(super) fn line(&self, a: usize, b: usize) -> Option<(usize, u8)> {
        (0..4).find_map(|d| {
            let one = self.next(a, d)?;
            if one == b {
                return Some((d, 1));
            }
            (self.next(one, d)? == b).then_some((d, 2))
        })
    }

    pub(super) fn name(&self, s: usize) -> String {
        self.grid.name(s)
    }

    pub(super) fn names(&self, squares: impl IntoIterator<Item = usize>) -> String {
        self.grid.names(squares)
    }

    pub(super) fn last_square(&self) -> String {
        self.name(self.cells() - 1)
    }

    /// A square name (normalised): `Err(true)` off this board, `Err(false)`
    /// no square name.
    pub(super) fn read_square(&self, text: &str) -> Result<usize, bool> {
        self.grid.read(text).map_err(|e| e == SquareError::OffBoard)
    }
}
