//! A position of Touch Domino: the hidden hands, the bag (every tile in
//! no hand and not in the line), the line, the opening deal's progress,
//! a draw under way, and whose turn it is.

use super::chain::Chain;
use super::state::{End, MAX_SEATS};
use super::tile::{COUNT, FULL, Tile};

/// Tiles each player draws at the start, and refills to.
pub const HAND: u32 = 4;

/// The most plies of any game: every tile drawn once (28 throws), laid
/// once (28), a `draw` before each stuck draw (at most 28), a `pass` that
/// ends each turn in which a tile was laid (28), and between two tiles
/// laid at most three stuck passes once the bag is empty.
pub const MAX_PLIES: u32 = (COUNT as u32) * 4 + (COUNT as u32 + 1) * 3;

/// A draw from the bag under way: the chance throws of the tiles drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Drawing {
    /// The seat, stuck, draws one tile (gap 2: played at once if it fits).
    Stuck(u8),
    /// The seat's turn is over: it draws back up to 4 tiles (gap 1).
    Refill(u8),
}

impl Drawing {
    /// The seat drawing.
    pub fn seat(self) -> u8 {
        match self {
            Drawing::Stuck(s) | Drawing::Refill(s) => s,
        }
    }
}

/// A position. Always one reached by the rules (or read back from a
/// position text the reader checked).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TState {
    /// Each seat's tiles as a mask (seats past the table's count stay 0).
    pub hands: [u32; MAX_SEATS],
    /// The line on the table.
    pub chain: Chain,
    /// Tiles of the opening deal drawn so far (4 a seat).
    pub dealt: u8,
    /// The seat to move once the deal is over.
    pub to_move: u8,
    /// The seat to move has laid a tile this turn (so it may stop).
    pub laid: bool,
    /// A tile the seat to move drew when stuck, which fits and must be
    /// laid at once (gap 2); it is in its hand.
    pub drawn: Option<Tile>,
    /// A draw from the bag under way.
    pub drawing: Option<Drawing>,
    /// How the game ended.
    pub end: Option<End>,
    /// The tile laid last, for the picture (not in the position text).
    pub last: Option<Tile>,
    /// The seat whose turn ended with the last move, for the caption.
    pub passed: Option<u8>,
}

impl TState {
    /// The position before the deal: every tile in the bag.
    pub fn new() -> TState {
        TState {
            hands: [0; MAX_SEATS],
            chain: Chain::default(),
            dealt: 0,
            to_move: 0,
            laid: false,
            drawn: None,
            drawing: None,
            end: None,
            last: None,
            passed: None,
        }
    }

    /// The bag: the tiles in no hand and not in the line.
    pub fn bag(&self) -> u32 {
        FULL & !(self.hands.iter().fold(self.chain.mask(), |m, h| m | h))
    }

    /// Tiles in the bag.
    pub fn bag_len(&self) -> u32 {
        self.bag().count_ones()
    }

    /// Tiles `seat` holds.
    pub fn hand_len(&self, seat: u8) -> u32 {
        self.hands[usize::from(seat)].count_ones()
    }

    /// The seat holding `tile`, if a seat does.
    pub fn holder(&self, tile: Tile) -> Option<u8> {
        self.hands
            .iter()
            .position(|h| h & tile.bit() != 0)
            .map(|s| s as u8)
    }
}

impl Default for TState {
    fn default() -> TState {
        TState::new()
    }
}
