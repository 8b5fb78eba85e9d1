//! A position: pegs, tiles laid, the deck's two ends, the reserve, the
//! discards and the phase of the turn.

use super::board::{ALL, CELLS};
use super::tiles::{Lay, TILES};
use crate::Seat;

/// Pegs in the box.
pub const PEGS: u8 = 41;
/// Pegs each player puts in at the start (the second: up to this many).
pub const SETUP_PEGS: u8 = 7;
/// Tiles in a reserve.
pub const RESERVE: usize = 3;

/// A tile laid on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Laid {
    pub tile: u8,
    /// The seat whose face is up (always 0 in the solitaire).
    pub seat: u8,
    pub lay: Lay,
}

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// `seat` puts in set-up pegs; `placed` so far.
    Setup { seat: u8, placed: u8 },
    /// `seat` must put in the turn's peg.
    Peg { seat: u8 },
    /// `seat` lays tiles, then ends the turn by discarding.
    Tiles { seat: u8 },
    /// The solitaire: pegs and tiles in any order.
    Solo,
    /// Over, and why.
    Over(End),
}

/// Why a game of two ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// The deck ran out during the last turn.
    Deck,
    /// The last peg was put in during the last turn.
    Pegs,
    /// No hole was left for a peg.
    Full,
    /// The solitaire: the board is covered.
    Covered,
    /// The solitaire: nothing more can be done and the board is not covered.
    Stuck,
}

/// The state of either rule set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PState {
    /// Cells with a peg in their hole.
    pub pegs: u64,
    /// Tiles laid, oldest first.
    pub laid: Vec<Laid>,
    /// For each cell, 1 + the index in `laid` of the tile on top (0: none).
    pub top: [u8; CELLS],
    /// The deck's known tiles at each seat's end, outermost last.
    pub ends: [Vec<u8>; 2],
    /// Tiles still in the deck whose place nobody has seen (bit per tile).
    pub unseen: u64,
    /// The holder's reserve, by slot.
    pub reserve: [Option<u8>; RESERVE],
    /// Tiles discarded, in order.
    pub discarded: Vec<u8>,
    pub phase: Phase,
    /// This turn is the last (the deck ran out, or its peg was the last).
    pub last: Option<End>,
    /// The last move, for the picture: a peg's cell or a tile's index.
    pub recent: Option<Recent>,
}

/// What the last move did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Recent {
    Peg(u8),
    Tile(u8),
}

impl PState {
    /// A new game: the set-up (two seats) or the solitaire.
    pub fn new(solo: bool) -> PState {
        PState {
            pegs: 0,
            laid: Vec::new(),
            top: [0; CELLS],
            ends: [Vec::new(), Vec::new()],
            unseen: if solo { 0 } else { (1 << TILES) - 1 },
            reserve: [None; RESERVE],
            discarded: Vec::new(),
            phase: if solo {
                Phase::Solo
            } else {
                Phase::Setup { seat: 0, placed: 0 }
            },
            last: None,
            recent: None,
        }
    }

    /// Pegs put in so far.
    pub fn pegs_used(&self) -> u8 {
        self.pegs.count_ones() as u8
    }

    /// Cells covered by a tile.
    pub fn covered(&self) -> u64 {
        self.laid.iter().fold(0, |m, l| m | l.lay.cover)
    }

    /// Holes a peg may go into: no peg, no tile.
    pub fn open_holes(&self) -> u64 {
        ALL & !self.pegs & !self.covered()
    }

    /// Tiles in the deck.
    pub fn deck_len(&self) -> usize {
        self.ends[0].len() + self.ends[1].len() + self.unseen.count_ones() as usize
    }

    /// The seat to act, if a seat acts in this phase.
    pub fn seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Setup { seat, .. } | Phase::Peg { seat } | Phase::Tiles { seat } => Some(Seat(seat)),
            Phase::Solo => Some(Seat(0)),
            Phase::Over(_) => None,
        }
    }

    /// Lays `tile` for `seat`: the cells it covers show it on top.
    pub fn lay(&mut self, tile: u8, seat: u8, lay: Lay) {
        self.laid.push(Laid { tile, seat, lay });
        let index = self.laid.len() as u8;
        for c in super::board::cells(lay.cover) {
            self.top[c] = index;
        }
        self.recent = Some(Recent::Tile(index - 1));
    }

    /// The area each seat's colour shows: cells whose top tile is theirs
    /// (only those without a hole with `solid_only`).
    pub fn areas(&self, solid_only: bool) -> [i32; 2] {
        let mut out = [0; 2];
        for c in 0..CELLS {
            let t = self.top[c];
            if t == 0 || (solid_only && self.pegs & (1 << c) != 0) {
                continue;
            }
            out[usize::from(self.laid[usize::from(t - 1)].seat)] += 1;
        }
        out
    }

    /// Tiles not yet laid (the solitaire's palette), as bits.
    pub fn unlaid(&self) -> u64 {
        let laid = self.laid.iter().fold(0u64, |m, l| m | 1 << l.tile);
        ((1u64 << TILES) - 1) & !laid
    }
}
