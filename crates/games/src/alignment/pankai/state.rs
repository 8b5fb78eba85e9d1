//! A position: the pieces laid and whose, each seat's pieces in hand, who
//! is out, and the phase.

use super::board::Cells;
use super::pieces::ALL_PIECES;

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Seats take turns.
    Play,
    /// Every other seat is out: the winner places bonus pieces alone.
    Bonus,
    /// The game is over: the winner stopped or could place no more.
    Over,
}

/// A piece on the board: its placement and its owner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Laid {
    pub placement: u16,
    pub seat: u8,
}

/// A Pankai or Universe position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PState {
    /// The cells under pieces.
    pub covered: Cells,
    /// The pieces laid, in order.
    pub laid: Vec<Laid>,
    /// Each seat's pieces in hand, one bit per piece.
    pub hand: [u16; 4],
    /// The seat to move (the winner in the bonus phase).
    pub to_move: u8,
    /// The seats out, in the order they went out.
    pub out: Vec<u8>,
    pub phase: Phase,
    /// Pieces the winner has placed alone.
    pub bonus: u8,
    /// How many of the seats out went out after the last piece (not part
    /// of the position text).
    pub fresh_out: u8,
}

impl PState {
    /// The start: an empty board, every piece in hand, seat 0 to move.
    pub fn start() -> PState {
        PState {
            covered: Cells::EMPTY,
            laid: Vec::new(),
            hand: [ALL_PIECES; 4],
            to_move: 0,
            out: Vec::new(),
            phase: Phase::Play,
            bonus: 0,
            fresh_out: 0,
        }
    }

    /// Whether `seat` is out.
    pub fn is_out(&self, seat: u8) -> bool {
        self.out.contains(&seat)
    }
}
