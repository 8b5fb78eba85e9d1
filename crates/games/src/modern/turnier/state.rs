//! A position: the pieces and flags on the board, the phase, whose turn,
//! and what the last move did (for the picture).

use super::board::MAX_GRID;

/// Most territories of a board.
pub const MAX_TERR: usize = 8;
/// Pieces each seat starts with.
pub const PIECES: u8 = 18;
/// Flags each seat owns.
pub const FLAGS: u8 = 3;
/// Pieces each seat takes off in the removal phase.
pub const REMOVALS: u8 = 4;
/// Movement turns without a capture that draw the game (gap 11).
pub const QUIET_TURNS: u16 = 100;
/// The hard cap on plies, ending the game drawn (Tavolo's cap).
pub const MAX_PLIES: u32 = 3000;

/// The three phases of the text.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    Place,
    Remove,
    Move,
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Why {
    /// Three flags planted.
    Flags,
    /// Three territories held at once (no flags).
    Control,
    /// Every other seat dropped out (gap 12).
    LastStanding,
    /// 100 movement turns without a capture (gap 11).
    Quiet,
    /// The ply cap.
    Cap,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    Won(u8, Why),
    /// Nobody won (gap 11, the ply cap, or every seat out).
    Drawn(Why),
}

/// What the last move was, for the picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LastKind {
    Place(u8),
    Remove(u8, u8),
    /// The cells visited, first to last.
    Go(Vec<u8>),
    Flag(u8),
    End,
    Pass,
}

/// The last move and the pieces it captured (cell, owner).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Last {
    pub seat: u8,
    pub kind: LastKind,
    pub captured: Vec<(u8, u8)>,
}

/// A position of Turnier. Cells are indices of the board's grid.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TState {
    /// 0: empty (or not a cell); `s + 1`: a piece of seat `s`.
    pub(super) cells: [u8; MAX_GRID],
    /// Per territory, the cell + 1 of the piece carrying a flag there (the
    /// flag is that piece's owner's); 0: no flag.
    pub(super) flags: [u8; MAX_TERR],
    pub(super) phase: Phase,
    pub(super) to_move: u8,
    /// Pieces each seat still has to place.
    pub(super) hand: [u8; 4],
    /// Pieces the seat to move has removed this turn.
    pub(super) removed: u8,
    /// Inside a turn after its move: `Some(chain)` where `chain` is the
    /// cell of the piece that captured last while capturing moves may
    /// follow (`None`: only flags or `end`).
    pub(super) more: Option<Option<u8>>,
    /// Seats out of the game, as bits.
    pub(super) out: u8,
    /// Movement turns since the last capture.
    pub(super) quiet: u16,
    pub(super) ply: u32,
    pub(super) end: Option<End>,
    pub(super) last: Option<Last>,
}

impl TState {
    /// The owner of the piece on `c`, if any.
    pub fn owner(&self, c: usize) -> Option<u8> {
        self.cells[c].checked_sub(1)
    }

    /// Whether seat `s` is out.
    pub fn is_out(&self, s: u8) -> bool {
        self.out & (1 << s) != 0
    }

    /// The territories where a flag of `s` stands.
    pub fn flags_of(&self, s: u8) -> usize {
        self.flags
            .iter()
            .filter(|&&f| f != 0 && self.owner(usize::from(f - 1)) == Some(s))
            .count()
    }
}
