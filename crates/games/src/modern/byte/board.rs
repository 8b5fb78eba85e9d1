//! Byte's geometry and its stacks: the dark squares of an 8×8 board (a1
//! dark), diagonal steps, the distance between two stacks, and a stack as
//! its height and the colours of its checkers from the bottom up.

use crate::Seat;
use crate::grid::{DIAGONAL, Grid};

/// The board.
pub const GRID: Grid = Grid::square(8);
/// Squares on the board (light ones included: they stay empty).
pub const CELLS: usize = 64;
/// A stack that reaches this height is taken off the board.
pub const FULL: u8 = 8;

/// Whether square `sq` (`rank * 8 + file`) is dark, a1 being dark.
pub fn is_dark(sq: usize) -> bool {
    (sq % 8 + sq / 8).is_multiple_of(2)
}

/// The name of square `sq` (`d4`).
pub fn name(sq: usize) -> String {
    GRID.name(sq)
}

/// The squares one diagonal step from `sq`.
pub fn neighbours(sq: usize) -> impl Iterator<Item = usize> {
    GRID.neighbours(sq, &DIAGONAL)
}

/// The number of diagonal steps that bring a stack on `a` to `b` (both
/// dark): the larger of the file and rank differences.
pub fn distance(a: usize, b: usize) -> u8 {
    let df = (a % 8).abs_diff(b % 8);
    let dr = (a / 8).abs_diff(b / 8);
    df.max(dr) as u8
}

/// A stack of checkers: `height` of them, bit `i` of `whites` set when the
/// checker at level `i + 1` (1 = the bottom) is White's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stack {
    pub height: u8,
    pub whites: u8,
}

impl Stack {
    /// One checker of `seat`.
    pub fn single(seat: Seat) -> Stack {
        Stack {
            height: 1,
            whites: seat.0,
        }
    }

    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The owner of the checker at `level` (1 = the bottom).
    pub fn at(self, level: u8) -> Seat {
        Seat((self.whites >> (level - 1)) & 1)
    }

    /// The owner of the bottom checker, who controls basic moves.
    pub fn bottom(self) -> Seat {
        self.at(1)
    }

    /// The owner of the top checker.
    pub fn top(self) -> Seat {
        self.at(self.height)
    }

    /// The checkers from `level` up, taken off: what is left and what was
    /// taken.
    pub fn split(self, level: u8) -> (Stack, Stack) {
        let below = level - 1;
        let kept = Stack {
            height: below,
            whites: self.whites & ((1u16 << below) - 1) as u8,
        };
        let taken = Stack {
            height: self.height - below,
            whites: self.whites >> below,
        };
        (kept, taken)
    }

    /// `taken` put on top of this stack.
    pub fn put(self, taken: Stack) -> Stack {
        Stack {
            height: self.height + taken.height,
            whites: self.whites | ((u16::from(taken.whites) << self.height) as u8),
        }
    }

    /// The owners from the bottom up.
    pub fn owners(self) -> impl Iterator<Item = Seat> {
        (1..=self.height).map(move |l| self.at(l))
    }
}
