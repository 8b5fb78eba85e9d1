//! Seats at the table.

use std::fmt;

/// A seat at the table. Seat 0 moves first unless a game says otherwise;
/// seats are numbered in turn order, so a game of `n` seats uses `0..n`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Seat(pub u8);

impl Seat {
    /// The first seat (South, White, Black… as each game names it).
    pub const FIRST: Seat = Seat(0);
    /// The second seat.
    pub const SECOND: Seat = Seat(1);

    /// The seat's index, for per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat after this one in a table of `seats` seats.
    pub fn next(self, seats: u8) -> Seat {
        Seat((self.0 + 1) % seats.max(1))
    }

    /// The other seat of a two-seat game.
    pub fn other(self) -> Seat {
        Seat(1 - self.0.min(1))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
