//! A position: the red squares, the trominoes laid and whose they are, and
//! the pieces left.

use super::board::{PLACEMENTS, Shape};

/// What is being decided.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The first player lays the seven red squares, one a move.
    Reds,
    /// The second player picks a set.
    Choose,
    /// Trominoes are laid.
    Play,
}

/// The last move, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Last {
    Red(u8),
    Placed(u8),
}

/// A Hepta position (both rule sets).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HState {
    /// The red squares, as bits.
    pub reds: u64,
    /// The cells under trominoes, as bits.
    pub covered: u64,
    /// The trominoes laid, in order, as indices of [`PLACEMENTS`].
    pub laid: Vec<u8>,
    pub phase: Phase,
    /// The shape of the first player's set, once chosen (two players).
    pub first: Shape,
    /// The pieces of each shape not yet laid (by [`Shape::index`]).
    pub left: [u8; 2],
    /// The last move, if any (not part of the position text).
    pub last: Option<Last>,
}

impl HState {
    /// How many trominoes of `shape` are on the board.
    pub fn laid_of(&self, shape: Shape) -> usize {
        self.laid
            .iter()
            .filter(|&&p| PLACEMENTS[usize::from(p)].shape == shape)
            .count()
    }
}
