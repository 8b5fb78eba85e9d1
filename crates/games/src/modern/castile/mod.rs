//! Castile (Alex Randolph, Stancraft 1970; catalog `randolph-1-15.md`,
//! "7. Castile"; seed 000, lines 754–839).
//!
//! # Rules (the catalog's resolutions by default)
//!
//! - A 6×6 grid of points a1–f6 in five territories (no drawing survives;
//!   the catalog derives them from the counts): the centre c3 d3 c4 d4,
//!   and four corners, each its 3×3 quarter without the point nearest the
//!   centre. Each side has 8 low and 4 tall pegs; White begins.
//! - **Placement**: each turn a player puts two of his pegs, low or tall
//!   as he likes, on empty points, six turns each (`place Lb2 Td5`). No
//!   captures, no flags.
//! - **Movement**: turns keep alternating. A low peg steps along a line to
//!   a neighbouring empty point; a tall peg steps, or jumps over a
//!   neighbouring peg (either side's) to the empty point beyond, and may
//!   go on jumping, changing direction between jumps (`c1-c3-e3`; with
//!   the option `straight`, the text's "in a straight line" read for the
//!   whole series: every jump in one direction). Jumped pegs stay.
//! - **Capture**, by the moving peg only, at its final point: every enemy
//!   neighbour held between it and another of the mover's pegs along a
//!   line, and an enemy peg on a board corner whose other neighbour is
//!   the mover's. Moving between two enemy pegs is safe.
//! - **Chain**: a peg that captured may move again if that move captures
//!   too, and so on; the player may stop instead (`end`).
//! - **Flags**: at the end of each of his movement plies a player plants
//!   his flag in every territory holding pegs, all of them his, replacing
//!   the enemy's; a flag stays until the enemy holds the territory alone.
//!   Three flags win at once.
//! - **Draws**: a player with no move passes; neither can move, or
//!   [`QUIET_PLIES`] movement plies without a capture or a flag change,
//!   is a draw; so is a game reaching [`MOVE_CAP`] plies (a bound of ours:
//!   flags could change hands for ever).
//!
//! # Notation
//!
//! `place Lb2 Td5` (L low, T tall; the Italian B basso and A alto, and
//! `piazza`, are read too), `b2-b3`, a jump series `c1-c3-e3`, `end`,
//! `pass`. Picker steps: `place `, the first peg's kind and file, its
//! rank, the second's kind and file, its rank; a peg's point, then the
//! rest of its path.
//!
//! # Position text
//!
//! The ranks from 6 down to 1, six characters each (`L`/`T` White's low
//! and tall pegs, `l`/`t` Black's, `.` empty) joined by `/`; the seat to
//! move (`1` White, `2` Black); the pegs in hand as White's low, White's
//! tall, Black's low, Black's tall (`8,4,8,4`); the flags of the south-
//! west, south-east, north-west, north-east and centre territories (`W`,
//! `B` or `-`); the peg that may continue a capture chain (`-` or its
//! point); the movement plies without a capture or a flag change. The
//! start is `....../....../....../....../....../...... 1 8,4,8,4 ----- - 0`.

mod board;
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

pub use board::{Peg, TERRITORIES, territory, territory_points};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "castile",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "castile",
    name_en: "Castile",
    name_it: "Castile",
    aliases: &["castiglia"],
    family: crate::Family::Modern,
    summary: "6×6 points, place then move pegs, capture by enclosing, three flags win",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "straight",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-castile-straight",
    }],
    max_plies: MOVE_CAP,
    source: "catalog randolph-1-15.md, 7. Castile (seed 000, lines 754–839)",
    words: &WORDS,
};

/// Movement plies in a row without a capture or a flag change that draw
/// the game (the catalog resolution: 50 turns).
pub const QUIET_PLIES: u32 = 50;

/// Plies after which the game is drawn, whatever happens.
pub const MOVE_CAP: u32 = 1000;

/// Castile; the option `straight` keeps a jump series in one direction.
#[derive(Clone, Debug, Default)]
pub struct Castile {
    straight: bool,
}

/// How a game of Castile ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum End {
    /// A player had three flags on the board.
    Flags { winner: Seat },
    /// Neither player could move.
    Stuck,
    /// [`QUIET_PLIES`] movement plies without a capture or a flag change.
    Quiet,
    /// [`MOVE_CAP`] plies.
    Long,
}

/// A move: two pegs placed, a peg moved, a capture chain ended, a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastileMove {
    /// Two pegs placed, `(point, tall)`, the lower point first.
    Place([(u8, bool); 2]),
    /// A peg goes from one point to another (a step or a jump series).
    Go { from: u8, to: u8 },
    /// The player stops a capture chain.
    End,
    /// No move: the turn passes.
    Pass,
}

/// What the last move did, for the picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Last {
    mv: CastileMove,
    /// The jump series' points after the start, for the arrows.
    path: Vec<u8>,
    /// Points whose enemy pegs were captured, with what was there.
    captured: Vec<(u8, Peg)>,
}

/// A Castile position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CastileState {
    board: [Option<Peg>; 36],
    /// Pegs in hand: `[side][low, tall]`.
    hand: [[u8; 2]; 2],
    /// Each territory's flag.
    flags: [Option<Seat>; TERRITORIES],
    to_move: Seat,
    /// The peg that captured and may capture again (its point).
    chain: Option<u8>,
    /// Movement plies without a capture or a flag change.
    quiet: u32,
    plies: u32,
    last: Option<Last>,
    end: Option<End>,
}

impl CastileState {
    /// The peg on point `sq` (`rank * 6 + file`).
    pub fn peg(&self, sq: usize) -> Option<Peg> {
        self.board.get(sq).copied().flatten()
    }

    /// The flag of territory `t` (see [`territory`]).
    pub fn flag(&self, t: usize) -> Option<Seat> {
        self.flags.get(t).copied().flatten()
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Whether the pegs are still being placed.
    pub fn placing(&self) -> bool {
        self.hand.iter().flatten().any(|&n| n > 0)
    }

    /// The peg that may continue a capture chain, if any.
    pub fn chain(&self) -> Option<usize> {
        self.chain.map(usize::from)
    }
}

impl Castile {
    fn outcome(end: End) -> Outcome {
        match end {
            End::Flags { winner } => Outcome::win(winner, Message::new("castile-flags")),
            End::Stuck => Outcome::draw(Message::new("castile-stuck")),
            End::Quiet => Outcome::draw(Message::new("castile-quiet").count("n", QUIET_PLIES)),
            End::Long => Outcome::draw(Message::new("castile-long").count("n", MOVE_CAP)),
        }
    }
}

impl Rules for Castile {
    type State = CastileState;
    type Move = CastileMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no ply count.
        fresh_counters: &["castile-long"],
        // Plain search, no hooks. Measured with the arena (release, seed
        // 41, 2026-11-29, load average 11): level 1 won 20 of 20 against
        // random, 10 of 10 in either seat, in 40 s in all.
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
        Ok(Castile {
            straight: options.bool("straight"),
        })
    }

    fn initial(&self) -> CastileState {
        CastileState {
            board: [None; 36],
            hand: [[board::LOW, board::TALL]; 2],
            flags: [None; TERRITORIES],
            to_move: Seat::FIRST,
            chain: None,
            quiet: 0,
            plies: 0,
            last: None,
            end: None,
        }
    }

    fn status(&self, state: &CastileState) -> Status {
        match state.end {
            Some(end) => Status::Over(Self::outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &CastileState, out: &mut Vec<CastileMove>) {
        if state.end.is_none() {
            self.moves(state, out);
        }
    }

    fn apply(&self, state: &mut CastileState, mv: &CastileMove) {
        self.play_move(state, mv);
    }

    fn format_move(&self, state: &CastileState, mv: &CastileMove) -> String {
        notation::format(self, state, mv)
    }

    fn move_steps(&self, state: &CastileState, mv: &CastileMove) -> Vec<String> {
        notation::steps(self, state, mv)
    }

    fn parse_move(&self, state: &CastileState, text: &str) -> Result<CastileMove, MoveError> {
        notation::parse(self, state, text)
    }

    fn diagnose(&self, state: &CastileState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &CastileState) -> String {
        position::text(state)
    }

    fn from_position(&self, text: &str) -> Result<CastileState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &CastileState, _seat: Option<Seat>) -> View {
        view::picture(state)
    }
}
