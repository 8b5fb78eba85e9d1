//! How a rule set differs from the others, as data: each seat's goal side,
//! whether walls may be moved again, and the [`Variant`] that gathers them.

use super::{CELLS, N};
use crate::GameInfo;

/// Which side of the board a seat must reach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Rank 9.
    Top,
    /// Rank 1.
    Bottom,
    /// File a.
    Left,
    /// File i.
    Right,
}

impl Goal {
    pub(super) fn reached(self, cell: usize) -> bool {
        let (f, r) = (cell % N, cell / N);
        match self {
            Goal::Top => r == N - 1,
            Goal::Bottom => r == 0,
            Goal::Left => f == 0,
            Goal::Right => f == N - 1,
        }
    }

    /// The goal's squares as bits (bit `c` for square `c`).
    pub(super) fn mask(self) -> u128 {
        const RANK_1: u128 = (1 << N) - 1;
        const FILE_A: u128 = {
            let mut m = 0u128;
            let mut r = 0;
            while r < N {
                m |= 1 << (r * N);
                r += 1;
            }
            m
        };
        match self {
            Goal::Top => RANK_1 << ((N - 1) * N),
            Goal::Bottom => RANK_1,
            Goal::Left => FILE_A,
            Goal::Right => FILE_A << (N - 1),
        }
    }

    /// The goal's squares, for the picture.
    pub(super) fn cells(self) -> impl Iterator<Item = usize> {
        (0..CELLS).filter(move |&c| self.reached(c))
    }
}

/// Whether and how walls on the board may be moved again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Relocation {
    /// Never: walls stay where they are placed.
    Never,
    /// Once per game each seat may move one of its own walls.
    OwnOnce,
    /// A coin: its holder (either seat while it lies between them) may move
    /// one wall not moved before, then hands the coin over.
    Coin,
    /// A die (the doubling-cube model): its holder may move up to its face
    /// in walls not moved before, then turns it up by one and hands it over.
    Die,
}

/// How a rule set differs from the others: all its facts as data.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The pawns' starting squares, in seat (turn) order; with `pairs`,
    /// each seat's two pawns one after the other.
    pub starts: &'static [&'static str],
    /// Each seat's goal side, in seat order (none with `pairs`).
    pub goals: &'static [Goal],
    /// Walls each seat starts with, unless the option `walls` says.
    pub walls: u8,
    /// Two pawns per seat, which win by meeting (the moving goal).
    pub pairs: bool,
    /// Whether walls on the board may be moved again, and how.
    pub relocation: Relocation,
    /// A jump marker lets its holder's pawn step across a wall.
    pub wall_jump: bool,
}

/// A Quoridor rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
    /// What the shared suites must know (see [`crate::knobs`]).
    const KNOBS: crate::Knobs;
}
