//! Ming Mang (Tavolando §13.3; catalog `tavolando-9-14-and-short-issues.md`,
//! entry `ming-mang`).
//!
//! # The rules (catalog ids in parentheses)
//!
//! - Black (seat 0) and White (seat 1); the board is 8 × 8 squares, or
//!   17 × 17 with the option `size` (gap 1). Each side holds two adjacent
//!   edges: White the first rank but its last square and the a-file above
//!   it (`a1`–`g1`, `a2`–`a8`), Black the last rank but its first square and
//!   the last file below it (`b8`–`h8`, `h1`–`h7`): 14 pieces each on 8 × 8,
//!   32 on 17 × 17. Black moves first (the setup resolution).
//! - A piece moves like a rook: along its rank or file over any number of
//!   empty squares, never jumping (move).
//! - Custodial capture that converts (capture): after a move, every enemy
//!   piece, or unbroken line of enemy pieces, shut in along a rank or file
//!   between the piece just moved and another piece of the mover turns to
//!   the mover's colour. Only the moved piece captures: a piece that moves
//!   between two enemies is safe, and pieces just turned capture nothing
//!   (gap 2, no chains). Corners follow the general rule (gap 3).
//! - The player to move with no legal move (no pieces counts) loses (end).
//! - Draws (bot policy): the third time the same position (board and side
//!   to move) comes up, and after [`QUIET_PLIES`] plies in a row without a
//!   capture. Tavolo also ends a game that reaches [`ply_cap`] plies as a
//!   draw: captures turn pieces back and forth, so nothing else bounds a
//!   game.
//!
//! # Notation
//!
//! `a2-d2`: the piece's square and where it stops (`a2d2`, `a2 d2`,
//! `a2xd2` and `a2:d2` are read too). Picker steps: the piece's file, its
//! rank, then `-` and the destination (`a`, `2`, `-d2`); on 17 × 17 the
//! destination is picked as its file, then its rank (`-d`, `2`), so no step
//! offers more than 25 choices.
//!
//! # Position text
//!
//! The ranks from the top one down, one character a square from file a
//! (`b` Black, `w` White, `.` empty), joined by `/`; the side to move (`b`
//! or `w`); the plies since the last capture; the plies played. The 8 × 8
//! start is `wbbbbbbb/w......b/w......b/w......b/w......b/w......b/w......b/wwwwwwwb b 0 0`.
//! A read position forgets the positions seen before it (repetition counts
//! from there) and the last move.

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, Message, PositionError, Rules, Seat, Status};

pub use variant::INFO;

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "ming-mang",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Plies in a row without a capture that draw the game.
pub const QUIET_PLIES: u16 = 100;
/// The largest board's side.
pub const MAX_SIZE: usize = 17;
/// Squares of the largest board: states keep a board of this length.
const CELLS: usize = MAX_SIZE * MAX_SIZE;
/// An empty square; a piece is its seat's index plus one.
const EMPTY: u8 = 0;

/// The plies after which a game on an `n` × `n` board is drawn.
pub const fn ply_cap(n: usize) -> u32 {
    if n > 8 { 2000 } else { 600 }
}

/// One turn: a piece from `from` to `to` (squares `rank * n + file`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MMove {
    pub from: u16,
    pub to: u16,
}

/// The last turn, for the picture and the reply.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Last {
    mv: MMove,
    seat: u8,
    /// Squares whose pieces turned to the mover's colour.
    turned: Vec<u16>,
}

/// A Ming Mang position.
#[derive(Clone, Debug)]
pub struct MState {
    board: [u8; CELLS],
    to_move: u8,
    /// Plies since the last capture.
    quiet: u16,
    /// Plies played.
    ply: u32,
    /// Every position since the start or the read one, the current last,
    /// as [`Engine::key`]s: for repetition.
    seen: Vec<u64>,
    last: Option<Last>,
}

impl MState {
    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }
}

/// The engine for one board size.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The board's side (8 or 17).
    n: usize,
    grid: crate::grid::Grid,
}

/// Ming Mang.
pub struct MingMang {
    e: Engine,
}

impl MingMang {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for MingMang {
    type State = MState;
    type Move = MMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Repetition counts afresh from a read position.
        fresh_counters: &["ming-mang-repetition"],
        // Measured (release, `arena -- ming-mang level:1 random 20 2024`,
        // with its knowledge, 2026-11-29): level 1 won 20 of 20, 10 of 10
        // in each seat. Level 3 is not measured: its bar is the suite's
        // default for an unmeasured game.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let size = options.int("size");
        if size != 8 && size != 17 {
            return Err(OptionError(Message::new("ming-mang-size").count("size", size)));
        }
        Ok(MingMang {
            e: Engine::new(size as usize),
        })
    }

    fn max_plies(&self) -> u32 {
        ply_cap(self.e.n)
    }

    fn initial(&self) -> MState {
        self.e.initial()
    }

    fn status(&self, state: &MState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &MState, out: &mut Vec<MMove>) {
        if self.e.outcome(state).is_none() {
            self.e.moves_of(&state.board, state.to_move, out);
        }
    }

    fn apply(&self, state: &mut MState, mv: &MMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &MState, mv: &MMove) -> String {
        self.e.format(*mv)
    }

    fn move_steps(&self, _state: &MState, mv: &MMove) -> Vec<String> {
        self.e.steps(*mv)
    }

    fn diagnose(&self, state: &MState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move in any accepted form is checked directly; a prefix of
    /// picker steps goes to the listing matcher.
    fn parse_move(&self, state: &MState, text: &str) -> Result<MMove, MoveError> {
        if let Some(mv) = self.e.read_move(text)
            && self.e.outcome(state).is_none()
            && self.e.is_legal(state, mv)
        {
            return Ok(mv);
        }
        crate::match_text(self, state, text)
    }

    fn position_text(&self, state: &MState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<MState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &MState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
