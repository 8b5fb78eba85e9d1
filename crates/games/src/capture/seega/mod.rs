//! Seega (Tavolando §6.1; catalog `tavolando-3-8.md` §21–24): one engine,
//! four rule sets.
//!
//! | slug | board | pieces each | a player who cannot move |
//! |---|---|---|---|
//! | `seega` | 5×5 | 12 | passes; the opponent must open him a move |
//! | `seega-7x7` | 7×7 | 24 | as `seega` |
//! | `seega-9x9` | 9×9 | 40 | as `seega` |
//! | `seega-remove` | 5×5 (option `size`: 7, 9) | 12, 24, 40 | removes an enemy piece beside one of his, then moves |
//!
//! # The rules (catalog rule and gap ids in brackets)
//!
//! - White (seat 0) and Black (seat 1). The board starts empty; the
//!   players take turns placing **two** of their pieces on two empty
//!   squares, never the centre (21.1), White first (G4). When every piece
//!   is down only the centre is empty. Nothing is captured while placing
//!   (G2).
//! - The player who placed the **last pair** (Black) moves first (21.2);
//!   then turns alternate, one piece a turn, **one step** along its rank or
//!   file to an empty square (G1).
//! - **Custodial capture** [21.3, G2]: every enemy piece left between the
//!   piece that moved and another piece of the mover, on a rank or file,
//!   is taken; one move may take in three directions. Only the moving piece
//!   captures: stepping between two enemies is safe. The centre is an
//!   ordinary square once play has begun and the board's edge captures
//!   nothing: the catalog gives neither a role, so Tavolo adds none. No
//!   capture chains (G5).
//! - **A blocked player** (21.4): in `seega`, `-7x7` and `-9x9` the player
//!   to move with no step plays `pass`, and the opponent must then make a
//!   move after which he has a step. If the opponent has no such move, the
//!   game ends at once by the count (G6). In `seega-remove` (24) the blocked
//!   player instead removes one enemy piece standing next to one of his
//!   own (his choice) and moves a piece of his into the square it left; the
//!   removal counts as a capture.
//! - **The end** (G3): a player left with no pieces loses. After
//!   [`QUIET_TURNS`] turns of the movement phase in a row without a capture
//!   (passes included), or when a blocked player cannot be opened a move,
//!   the pieces are counted: more pieces wins, the same number draws.
//!
//! # Notation
//!
//! A placement is its two squares, lower rank first (`b2 d4`; either
//! order and `b2,d4` are read); a move is `c2-c3` (`c2c3` read); the
//! removal turn is `xd3 c3-d3` (the enemy piece removed, then the step
//! into its square); `pass`. Picker steps: a square, then the second square
//! or `-` and the destination (`b2`, ` d4`; `c2`, `-c3`; `xd3 `, `c3`,
//! `-d3`). On boards over 5×5 a square to pick among many is picked as its
//! file, then its rank (`c`, `2`, `-c3`), so no step offers more than 25.
//!
//! # Position text
//!
//! The ranks from the top one down, one character a square from file a
//! (`w` White, `b` Black, `.` empty), joined by `/`; the side to move (`w`
//! or `b`); the pieces each still has to place (`12,12`); the turns played
//! without a capture in the movement phase; and, after a pass, the word
//! `open` (the side to move must open a move for the blocked one). For
//! example `...../...../...../...../..... w 12,12 0`. A read position
//! forgets the last move (the picture's marks).

mod board;
mod legal;
mod notation;
mod position;
mod sets;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use std::marker::PhantomData;

use crate::grid::Grid;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, Message, PositionError, Rules, Seat, Status};

pub use sets::{Seega, Seega7x7, Seega9x9, SeegaRemove};
pub use variant::{RuleSet, Variant};

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "seega",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Turns of the movement phase in a row without a capture after which the
/// pieces are counted (the catalog's gap G3 proposes 40).
pub const QUIET_TURNS: u16 = 40;
/// The largest board's side.
pub const MAX_SIZE: usize = 9;
/// Squares of the largest board: states keep a board of this length.
const CELLS: usize = MAX_SIZE * MAX_SIZE;
/// An empty square; a piece is its seat's index plus one.
const EMPTY: u8 = 0;

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeegaMove {
    /// Two pieces placed (squares `rank * n + file`, the lower first).
    Place(u8, u8),
    /// A piece one step to an empty square.
    Step { from: u8, to: u8 },
    /// `seega-remove`, blocked: the enemy piece on `taken` removed, then
    /// the piece on `from` into its square.
    Free { taken: u8, from: u8 },
    /// Nothing: a blocked player's turn in the rule sets without removal.
    Pass,
}

/// The last turn, as the picture and the reply tell it.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Last {
    mv: SeegaMove,
    seat: u8,
    /// Squares emptied by captures (the removed piece first, if any).
    taken: Vec<u8>,
}

/// A Seega position.
#[derive(Clone, Debug)]
pub struct SeegaState {
    board: [u8; CELLS],
    to_move: u8,
    /// Pieces each seat still has to place.
    hand: [u8; 2],
    /// Movement-phase turns since the last capture.
    quiet: u16,
    /// The opponent passed: the side to move must open him a move.
    opening: bool,
    last: Option<Last>,
}

impl SeegaState {
    /// The seat to move (also while placing).
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// Whether pieces are still being placed.
    pub fn placing(&self) -> bool {
        self.hand[0] + self.hand[1] > 0
    }
}

/// The engine behind every rule set, for one board size.
#[derive(Debug)]
pub struct Engine {
    v: &'static Variant,
    /// The board's side.
    n: usize,
    grid: Grid,
    centre: usize,
    /// Pieces each side has.
    pieces: u8,
    /// The four neighbours of each square (up, down, right, left), or
    /// `NONE` off the board.
    nbr: Vec<[u8; 4]>,
}

/// A Seega rule set.
pub struct SeegaRules<S: RuleSet> {
    e: Engine,
    _set: PhantomData<fn() -> S>,
}

impl<S: RuleSet> SeegaRules<S> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl<S: RuleSet> Rules for SeegaRules<S> {
    type State = SeegaState;
    type Move = SeegaMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured (release, `arena -- <slug> level:1 random 20 2024`,
        // 2026-11-29, plain search): level 1 won 10 of 10 in each seat in
        // all four rule sets (seega 13 s, 7×7 47 s, 9×9 98 s, remove 10
        // s). Level 3 is not measured: the default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let v = S::variant();
        let size = if v.info.options.iter().any(|o| o.name == "size") {
            let size = options.int("size");
            if size % 2 == 0 {
                return Err(OptionError(Message::new("seega-size-odd").count("size", size)));
            }
            size as u8
        } else {
            v.size
        };
        Ok(SeegaRules {
            e: Engine::new(v, size),
            _set: PhantomData,
        })
    }

    fn max_plies(&self) -> u32 {
        self.e.max_plies()
    }

    fn initial(&self) -> SeegaState {
        self.e.initial()
    }

    fn status(&self, state: &SeegaState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &SeegaState, out: &mut Vec<SeegaMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut SeegaState, mv: &SeegaMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &SeegaState, mv: &SeegaMove) -> String {
        self.e.format(*mv)
    }

    fn move_steps(&self, _state: &SeegaState, mv: &SeegaMove) -> Vec<String> {
        self.e.steps(*mv)
    }

    fn diagnose(&self, state: &SeegaState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move in any accepted form is checked directly; a prefix of
    /// picker steps goes to the listing matcher.
    fn parse_move(&self, state: &SeegaState, text: &str) -> Result<SeegaMove, MoveError> {
        if let Some(mv) = self.e.read_move(state, text)
            && self.e.outcome(state).is_none()
            && self.e.legal_vec(state).contains(&mv)
        {
            return Ok(mv);
        }
        crate::match_text(self, state, text)
    }

    fn position_text(&self, state: &SeegaState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<SeegaState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &SeegaState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
