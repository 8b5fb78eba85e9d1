//! The board's geometry: seats and sides, position hashes, corners and the
//! throne, steps, edges, and square names written and read.

use super::*;
use crate::grid::{Grid, SquareError};

impl Engine {
    pub(super) fn seat(&self, side: Side) -> Seat {
        if side == self.v.first {
            Seat::FIRST
        } else {
            Seat::SECOND
        }
    }

    pub(super) fn side(&self, seat: Seat) -> Side {
        if seat == Seat::FIRST {
            self.v.first
        } else {
            self.v.first.other()
        }
    }

    pub(super) fn key(&self, s: usize, piece: u8) -> u64 {
        self.keys[s * 4 + usize::from(piece)]
    }

    pub(super) fn hash_of(&self, board: &[u8], to_move: Side) -> u64 {
        let mut h = if to_move == Side::Defenders {
            self.side_key
        } else {
            0
        };
        for (s, &p) in board.iter().enumerate() {
            if p != EMPTY {
                h ^= self.key(s, p);
            }
        }
        h
    }

    pub(super) fn is_corner(&self, s: usize) -> bool {
        self.corners.contains(&s)
    }

    /// Whether only the king may stop on `s`.
    pub(super) fn restricted(&self, s: usize) -> bool {
        s == self.throne || self.is_corner(s)
    }

    pub(super) fn step(&self, s: usize, d: usize) -> Option<usize> {
        let n = self.n as i32;
        let (f, r) = ((s % self.n) as i32, (s / self.n) as i32);
        let (df, dr) = DIRECTIONS[d];
        let (f, r) = (f + df, r + dr);
        ((0..n).contains(&f) && (0..n).contains(&r)).then(|| (r * n + f) as usize)
    }

    /// The board's squares, named and read once for every grid game.
    fn grid(&self) -> Grid {
        Grid::square(self.n as u8)
    }

    pub(super) fn on_edge(&self, s: usize) -> bool {
        self.grid().on_edge(s)
    }

    pub(crate) fn name(&self, s: usize) -> String {
        self.grid().name(s)
    }

    pub(super) fn file_name(&self, s: usize) -> char {
        char::from(b'a' + (s % self.n) as u8)
    }

    pub(super) fn names(&self, squares: impl IntoIterator<Item = usize>) -> String {
        self.grid().names(squares)
    }

    /// A square name (normalised text): `Err(true)` for a square off this
    /// board, `Err(false)` for no square name at all.
    pub(super) fn read_square(&self, text: &str) -> Result<usize, bool> {
        self.grid().read(text).map_err(|e| e == SquareError::OffBoard)
    }
}
