//! A position of Colour Domino: the hands, the line, the deal's progress
//! and whose turn it is.

use super::chain::Chain;
use super::tile::{COUNT, FULL, Tile};

/// Most seats.
pub const MAX_SEATS: usize = 4;

/// The most plies of any game: 28 throws of the deal, 28 tiles laid, and
/// between two tiles laid at most three passes (every other seat, once).
pub const MAX_PLIES: u32 = (COUNT as u32) * 2 + (COUNT as u32 - 1) * 3;

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// This seat laid its last tile.
    Emptied(u8),
    /// Nobody can lay a tile: the fewest tiles left win (a tie shares it).
    Blocked,
}

/// A position. Always one reached by the rules (or read back from a
/// position text the reader checked).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FState {
    /// Each seat's tiles as a mask (seats past the table's count stay 0).
    pub hands: [u32; MAX_SEATS],
    /// The line on the table.
    pub chain: Chain,
    /// Tiles dealt so far (28 once the deal is over).
    pub dealt: u8,
    /// The seat to move once the deal is over.
    pub to_move: u8,
    /// How the game ended.
    pub end: Option<End>,
    /// The tile laid last, for the picture (not in the position text).
    pub last: Option<Tile>,
    /// The seat that passed with the last move, for the caption.
    pub passed: Option<u8>,
}

impl FState {
    /// The position before the deal.
    pub fn new() -> FState {
        FState {
            hands: [0; MAX_SEATS],
            chain: Chain::default(),
            dealt: 0,
            to_move: 0,
            end: None,
            last: None,
            passed: None,
        }
    }

    /// Whether every tile has been dealt.
    pub fn dealt(&self) -> bool {
        usize::from(self.dealt) == COUNT
    }

    /// Tiles not yet dealt, as a mask.
    pub fn undealt(&self) -> u32 {
        FULL & !(self.hands.iter().fold(self.chain.mask(), |m, h| m | h))
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

impl Default for FState {
    fn default() -> FState {
        FState::new()
    }
}
