//! The board's geometry: the engine for one size, its centre, neighbours
//! and square names (through `games::grid`).

use super::{CELLS, EMPTY, Engine, SeegaState, Variant};
use crate::grid::{Grid, ROOK, SquareError};

/// No square: a neighbour off the board.
pub(super) const NONE: u8 = u8::MAX;

impl Engine {
    /// The engine of `v` on a `size` × `size` board (5, 7 or 9).
    pub fn new(v: &'static Variant, size: u8) -> Engine {
        let n = usize::from(size).min(super::MAX_SIZE);
        let grid = Grid::square(n as u8);
        let nbr = (0..n * n)
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
            v,
            n,
            grid,
            centre: (n / 2) * n + n / 2,
            pieces: ((n * n - 1) / 2) as u8,
            nbr,
        }
    }

    /// The board's side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Pieces each side has.
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// The centre square, never filled while placing.
    pub fn centre(&self) -> usize {
        self.centre
    }

    /// Whether a blocked player removes a piece (`seega-remove`).
    pub fn removal(&self) -> bool {
        self.v.removal
    }

    /// Bound on the plies of a game on this board (see `sets::longest`).
    pub(super) fn max_plies(&self) -> u32 {
        let pieces = (self.n * self.n - 1) as u32;
        pieces / 2 + u32::from(super::QUIET_TURNS) * (pieces + 1)
    }

    /// The starting position: an empty board, White to place.
    pub(super) fn initial(&self) -> SeegaState {
        SeegaState {
            board: [EMPTY; CELLS],
            to_move: 0,
            hand: [self.pieces; 2],
            quiet: 0,
            opening: false,
            last: None,
        }
    }

    /// The squares next to `s` along ranks and files.
    pub(super) fn neighbours(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        self.nbr[s]
            .iter()
            .filter(|&&t| t != NONE)
            .map(|&t| usize::from(t))
    }

    /// The square two steps from `s` in direction `d`, with the one between.
    pub(super) fn two_steps(&self, s: usize, d: usize) -> Option<(usize, usize)> {
        let a = self.nbr[s][d];
        if a == NONE {
            return None;
        }
        let b = self.nbr[usize::from(a)][d];
        (b != NONE).then_some((usize::from(a), usize::from(b)))
    }

    /// Whether `a` and `b` are next to each other along a rank or file.
    pub(super) fn adjacent(&self, a: usize, b: usize) -> bool {
        self.nbr[a].contains(&(b as u8))
    }

    pub(super) fn name(&self, s: usize) -> String {
        self.grid.name(s)
    }

    pub(super) fn names(&self, squares: impl IntoIterator<Item = usize>) -> String {
        self.grid.names(squares)
    }

    pub(super) fn last_square(&self) -> String {
        self.name(self.n * self.n - 1)
    }

    /// A square name (normalised): `Err(true)` off this board, `Err(false)`
    /// no square name.
    pub(super) fn read_square(&self, text: &str) -> Result<usize, bool> {
        self.grid.read(text).map_err(|e| e == SquareError::OffBoard)
    }

    /// Whether squares are picked as file, then rank (boards over 5×5).
    pub(super) fn split_squares(&self) -> bool {
        self.n > 5
    }
}
