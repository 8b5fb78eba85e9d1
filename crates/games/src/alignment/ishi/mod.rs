//! Ishi (Alex Randolph, Ravensburger 1974; catalog `randolph-16-37.md`
//! §18, seed §18 lines 1449–1491).
//!
//! # Rules (the catalog's rules and gaps)
//!
//! - A triangle of 55 hexagonal cells, ten a side, six neighbours a cell
//!   (gap 1, [`board`]); 40 black and 40 white stones; empty at the start;
//!   Black opens (gap 7: who sits first is the challenge's choice).
//! - Phase 1, placing: the opening move places exactly 7 stones of the
//!   mover's colour, connected. Every later move places, where n is what
//!   the opponent just placed, exactly n + 1 or any number from 1 to
//!   n − 1, or 1 when n is 1. The stones of one move must be connected
//!   among themselves (gap 2; the option `connect=opening` asks it of the
//!   opening only). Nobody places more stones than they hold (gap 6); a
//!   player with none left passes (places 0, n = 0 for the next, who then
//!   places 1) and loses phase 1. Whoever fills the board loses phase 1.
//! - Phase 2, removing: turns keep alternating (gap 5; the option
//!   `reopen` gives the first removal to the player who opened the game).
//!   A move removes a connected set of stones of one colour, not
//!   necessarily a whole group (gap 3), counted as in phase 1; the first
//!   removal is 7 when a connected one-colour set of 7 exists, else 1 to 6
//!   (gap 4). Whoever empties the board loses phase 2.
//! - Whoever wins both phases wins; otherwise the game is drawn.
//!
//! A turn of several stones is several moves by the same seat (it cannot
//! be listed whole): one cell at a time, then `end` when the count is an
//! allowed one and the turn could go on. The turn ends by itself when no
//! further stone is possible. A cell is legal only if the turn can still
//! reach an allowed count after it.
//!
//! # Notation
//!
//! A cell, `f2` (row letter, then the place in the row); `end` closes the
//! turn; `pass` when out of stones. A whole turn is typed as its cells and
//! `end`: `f2 f3 g3 end`. Picker steps: the row (`f`), then the number (`2`).
//!
//! # Position text
//!
//! The rows `a` to `j` joined by `/`, each cell `.` empty, `b` or `w`; the
//! seat to move (`b`, `w`); the phase (`1`, `2`); the opponent's last count
//! (`o` at a phase's opening); the turn so far (`-`, or the colour placed
//! or taken and its cells, `b:f2,f3`); the stones in hand (`40,40`); the
//! loser of phase 1 once known (`-`, `b`, `w`); the plies played. The start
//! is `./../.../..../...../....../......./......../........./.......... b 1 o - 40,40 - 0`.

pub mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::View;
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, options' help, word moves.
pub static WORDS: crate::Words = crate::Words {
    key: "ishi",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "ishi",
    name_en: "Ishi",
    name_it: "Ishi",
    aliases: &[],
    family: crate::Family::Alignment,
    summary: "triangle of 55 cells, place then remove groups by n+1 or fewer, avoid the last move",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "connect",
            kind: OptionKind::Choice(&["each", "opening"]),
            default: "each",
            help: "option-ishi-connect",
        },
        OptionSpec {
            name: "reopen",
            kind: OptionKind::Bool,
            default: "false",
            help: "option-ishi-reopen",
        },
    ],
    max_plies: MAX_PLIES,
    source: "catalog randolph-16-37.md §18 (seed §18, lines 1449–1491)",
    words: &WORDS,
};

/// No game is longer: each phase has at most 55 stones, a turn ending
/// with at most one `end`, and at most 55 passes.
pub const MAX_PLIES: u32 = 4 * 55 + 55;
/// Stones each player has.
pub const SUPPLY: u8 = 40;
/// `prev` at a phase's opening move.
pub const OPENING: u8 = u8::MAX;

/// Which stones of a placing move must be connected (gap 2).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Connect {
    /// Those of every move (the catalog's resolution).
    #[default]
    EachMove,
    /// Those of the opening only (option `connect=opening`).
    Opening,
}

/// The phase.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    Place,
    Remove,
}

/// One move: a cell filled or emptied, the turn ended, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IMove {
    Cell(u8),
    End,
    Pass,
}

/// The last whole turn, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Last {
    pub mover: Seat,
    pub phase: Phase,
    pub cells: u64,
    /// The colour taken in a removal (0 black, 1 white).
    pub colour: u8,
}

/// An Ishi position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IshiState {
    /// Black's and White's stones on the board.
    stones: [u64; 2],
    /// Stones in hand.
    supply: [u8; 2],
    phase: Phase,
    to_move: Seat,
    /// The opponent's last count, or [`OPENING`].
    prev: u8,
    /// The cells played so far this turn.
    turn: u64,
    /// In a removal, the colour taken this turn.
    taking: u8,
    phase1_loser: Option<Seat>,
    phase2_loser: Option<Seat>,
    plies: u32,
    last: Option<Last>,
}

impl IshiState {
    pub fn over(&self) -> bool {
        self.phase2_loser.is_some()
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Stones on the board, of Black and White.
    pub fn stones(&self) -> [u64; 2] {
        self.stones
    }

    /// Stones in hand.
    pub fn supply(&self) -> [u8; 2] {
        self.supply
    }

    /// The cells of the turn so far.
    pub fn turn(&self) -> u64 {
        self.turn
    }

    pub fn phase1_loser(&self) -> Option<Seat> {
        self.phase1_loser
    }

    /// The counts allowed this turn, as bits.
    pub fn counts(&self) -> u64 {
        legal::counts(self)
    }

    /// The opponent's last count, `None` at a phase's opening.
    pub fn prev(&self) -> Option<u8> {
        (self.prev != OPENING).then_some(self.prev)
    }
}

/// Ishi.
#[derive(Clone, Debug, Default)]
pub struct Ishi {
    connect: Connect,
    reopen: bool,
}

impl Ishi {
    pub fn with(connect: Connect, reopen: bool) -> Ishi {
        Ishi { connect, reopen }
    }
}

fn outcome(state: &IshiState) -> Option<Outcome> {
    let (one, two) = (state.phase1_loser?, state.phase2_loser?);
    let won = |s: Seat| i32::from(one != s) + i32::from(two != s);
    let scores = vec![won(Seat::FIRST), won(Seat::SECOND)];
    Some(if one == two {
        Outcome::win(one.next(2), Message::new("ishi-both")).with_scores(scores)
    } else {
        Outcome::draw(Message::new("ishi-split")).with_scores(scores)
    })
}

impl Rules for Ishi {
    type State = IshiState;
    type Move = IMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search. Measured with the arena (2026-11-30, seed 1, level
        // time caps, a loaded machine): level 1 against random 19 won, 1
        // drawn of 20 (10 of 10 as Black, 9 won and 1 drawn as White);
        // level 3 won 10 of 10 (5 in each seat, about 200 s a game).
        // A draw is a split of the two phases, so the bars count it half.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.85),
            crate::knobs::Bar::new(4, 0.75),
        )),
        // The game is decided only when both phases end, and the move that
        // ends a phase loses it: no random position offers a won game in one.
        no_win_among_others: true,
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Ishi {
            connect: if options.choice("connect") == "opening" {
                Connect::Opening
            } else {
                Connect::EachMove
            },
            reopen: options.bool("reopen"),
        })
    }

    fn initial(&self) -> IshiState {
        IshiState {
            stones: [0, 0],
            supply: legal::start_supply(),
            phase: Phase::Place,
            to_move: Seat::FIRST,
            prev: OPENING,
            turn: 0,
            taking: 0,
            phase1_loser: None,
            phase2_loser: None,
            plies: 0,
            last: None,
        }
    }

    fn status(&self, state: &IshiState) -> Status {
        match outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &IshiState, out: &mut Vec<IMove>) {
        legal::legal(state, self.connect, out);
    }

    fn apply(&self, state: &mut IshiState, mv: &IMove) {
        legal::apply(state, self.connect, self.reopen, *mv);
    }

    fn format_move(&self, _state: &IshiState, mv: &IMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &IshiState, mv: &IMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &IshiState, mv: &IMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &IshiState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &IshiState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<IshiState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &IshiState, _seat: Option<Seat>) -> View {
        view::view(self, state)
    }
}
