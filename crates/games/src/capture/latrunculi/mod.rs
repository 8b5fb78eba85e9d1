//! Latrunculi, the Roman game in Ulrich Schädler's reconstruction
//! (Tavolando §6.2; catalog `tavolando-3-8.md` §25, rule set `latrunculi`).
//!
//! # The rules (catalog rule and gap ids in parentheses)
//!
//! - White (seat 0) and Black (seat 1), one kind of piece. The board and
//!   the pieces are options (G5): `board` 8x8 (default), 8x9, 7x7 or 7x8
//!   (files × ranks), `pieces` each 16–24 on the 8-file boards and 14–21
//!   on the 7-file ones (default 16).
//! - Placement (rule 1): the board starts empty; White, then Black, put
//!   one piece on any empty square until every piece is down. Nothing is
//!   blocked while placing (G4), and the suicide rule is about moves.
//! - Movement: White moves first once every piece is down (turns simply
//!   go on alternating). A turn is one of:
//!   - a **step** (rule 2) of a free piece to the next square along its
//!     rank or file, if empty;
//!   - a **jump chain** (rule 3): over an adjacent piece of either side to
//!     the empty square just beyond, along a rank or file, then again
//!     from there as often as the player likes; a chain never lands twice
//!     on a square, its start included. Jumps take nothing;
//!   - the **removal** (rule 5, G1) of one blocked enemy piece, which is
//!     the whole turn. With the option `removal=any` (the text's literal
//!     reading) a player instead removes any number of blocked enemy
//!     pieces, one a ply, and then still moves;
//!   - `pass`, only when none of those is possible.
//! - **Blocking** (rule 4, *alligatus*): when the moving piece ends its
//!   move next to a free enemy piece that has a free piece of the mover
//!   just beyond it on the same rank or file, that enemy piece is blocked
//!   and may not move. Blocking is never compulsory: no move is forced.
//! - **Freeing** (G3): a blocked piece stays blocked only while it lies
//!   between two free enemy pieces on a rank or a file; after every turn
//!   (once the new blocks are made) the others go free. So a piece is
//!   freed when a holder moves away or is itself blocked. Only free pieces
//!   hold (Ludii's reading); the option `blocked-hold=true` lets blocked
//!   pieces hold too (the other reading of the text's lost figure).
//! - **Suicide** (rule 6): a move may not end between two enemy pieces on
//!   a rank or file unless it blocks an enemy piece.
//! - **The end**: a player left with one piece loses (rule 7, G2). After
//!   [`QUIET_TURNS`] turns of the movement phase in a row without a
//!   removal (G6: a no-progress cap), the free pieces are counted: more
//!   wins, equal draws.
//!
//! # Notation
//!
//! A placement is its square (`d4`); a step `d4-d5`; a chain the squares
//! it lands on, `d4-d6-f6`; a removal `xe5`; `pass`. Also read: capitals,
//! spaces, `d4d5`, `x e5`. Picker steps: a placement's file, then its rank
//! (`d`, `4`); a move's piece, then each landing square (`d4`, `-d6`,
//! `-f6`), a shorter chain being a whole move; a removal `x`, then the
//! square.
//!
//! # Position text
//!
//! The ranks from the top one down, one character a square from file a
//! (`w`/`b` a free White/Black piece, `W`/`B` a blocked one, `.` empty),
//! joined by `/`; the side to move (`w` or `b`); the pieces each still has
//! to place (`16,16`); the turns since the last removal in the movement
//! phase. The start on 8×8 is
//! `......../......../......../......../......../......../......../........ w 16,16 0`.
//! A read position forgets the last move (the picture's marks).

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::grid::Grid;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, Message, PositionError, Rules, Seat, Status};

pub use variant::LATRUNCULI;

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "latrunculi",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Turns of the movement phase in a row without a removal after which
/// the free pieces are counted (G6).
pub const QUIET_TURNS: u16 = 50;
/// Squares of the largest board (8 × 9): states keep a board this long.
const CELLS: usize = 72;
/// An empty square; a piece is its seat's index plus one.
const EMPTY: u8 = 0;
/// The most squares a chain can visit (each once).
pub const MAX_PATH: usize = CELLS;

/// The squares a piece visits in one move, its start first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Path {
    squares: [u8; MAX_PATH],
    len: u8,
}

impl Path {
    fn start(at: usize) -> Path {
        let mut squares = [0; MAX_PATH];
        squares[0] = at as u8;
        Path { squares, len: 1 }
    }

    fn push(&mut self, to: usize) {
        self.squares[usize::from(self.len)] = to as u8;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
    }

    /// The squares visited, the start first.
    pub fn squares(&self) -> &[u8] {
        &self.squares[..usize::from(self.len)]
    }

    /// Where the piece started.
    pub fn from(&self) -> usize {
        usize::from(self.squares[0])
    }

    /// Where the piece ends.
    pub fn to(&self) -> usize {
        usize::from(self.squares[usize::from(self.len) - 1])
    }
}

/// One move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LMove {
    /// A piece put on an empty square (placement phase).
    Place(u8),
    /// A step or a chain of jumps.
    Go(Path),
    /// A blocked enemy piece taken off the board.
    Remove(u8),
    /// Nothing else is possible.
    Pass,
}

/// The last move, for the picture and the caption.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Last {
    mv: LMove,
    seat: u8,
    /// Enemy pieces the move blocked.
    blocked: Vec<u8>,
    /// Pieces (of either side) that went free after it.
    freed: Vec<u8>,
}

/// A Latrunculi position.
#[derive(Clone, Debug)]
pub struct LState {
    board: [u8; CELLS],
    /// Bit `s`: the piece on square `s` is blocked.
    blocked: u128,
    to_move: u8,
    /// Pieces each seat still has to place.
    hand: [u8; 2],
    /// Movement-phase turns since the last removal.
    quiet: u16,
    last: Option<Last>,
}

impl LState {
    /// The seat to move (also while placing).
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// Whether pieces are still being placed.
    pub fn placing(&self) -> bool {
        self.hand[0] + self.hand[1] > 0
    }

    /// Whether the piece on `s` is blocked.
    pub fn is_blocked(&self, s: usize) -> bool {
        self.blocked >> s & 1 == 1
    }

    /// The piece on `s`: `None` empty, else its seat.
    pub fn at(&self, s: usize) -> Option<Seat> {
        match self.board[s] {
            EMPTY => None,
            p => Some(Seat(p - 1)),
        }
    }
}

/// The rules for one board and one choice of options.
#[derive(Debug)]
pub struct Engine {
    grid: Grid,
    /// Pieces each side has.
    pieces: u8,
    /// `removal=any`: remove any number, then move (G1's literal reading).
    remove_any: bool,
    /// `blocked-hold=true`: blocked pieces still hold enemy pieces.
    blocked_hold: bool,
    /// The four neighbours of each square (up, down, right, left), or
    /// `board::NONE` off the board.
    nbr: Vec<[u8; 4]>,
}

/// Latrunculi, the rule set `latrunculi`.
pub struct Latrunculi {
    e: Engine,
}

impl Latrunculi {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for Latrunculi {
    type State = LState;
    type Move = LMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured (release, `arena -- latrunculi level:1 random 20 2024`,
        // 2026-11-29, plain search, no knowledge): level 1 won 10 of 10 as
        // White and 10 of 10 as Black, 340 s. Level 3 is not measured: the
        // default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &LATRUNCULI
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let (files, ranks) = match options.choice("board") {
            "8x9" => (8, 9),
            "7x7" => (7, 7),
            "7x8" => (7, 8),
            _ => (8, 8),
        };
        let pieces = options.int("pieces");
        let range = if files == 8 { 16..=24 } else { 14..=21 };
        if !range.contains(&pieces) {
            return Err(OptionError(
                Message::new("latrunculi-pieces-range")
                    .code("board", format!("{files}x{ranks}"))
                    .count("pieces", pieces)
                    .count("least", *range.start())
                    .count("most", *range.end()),
            ));
        }
        Ok(Latrunculi {
            e: Engine::new(
                Grid::new(files, ranks),
                pieces as u8,
                options.choice("removal") == "any",
                options.bool("blocked-hold"),
            ),
        })
    }

    fn max_plies(&self) -> u32 {
        variant::longest(u32::from(self.e.pieces))
    }

    fn initial(&self) -> LState {
        self.e.initial()
    }

    fn status(&self, state: &LState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &LState, out: &mut Vec<LMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut LState, mv: &LMove) {
        self.e.apply(state, mv);
    }

    fn format_move(&self, _state: &LState, mv: &LMove) -> String {
        self.e.format(mv)
    }

    fn move_steps(&self, _state: &LState, mv: &LMove) -> Vec<String> {
        self.e.steps(mv)
    }

    fn diagnose(&self, state: &LState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move in any accepted form is checked directly; a prefix of
    /// picker steps goes to the listing matcher.
    fn parse_move(&self, state: &LState, text: &str) -> Result<LMove, MoveError> {
        if let Some(mv) = self.e.read_move(state, text)
            && self.e.outcome(state).is_none()
            && self.e.legal_vec(state).contains(&mv)
        {
            return Ok(mv);
        }
        crate::match_text(self, state, text)
    }

    fn position_text(&self, state: &LState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<LState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &LState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
