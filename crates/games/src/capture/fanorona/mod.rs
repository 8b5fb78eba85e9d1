//! Fanorona (Tavolando §10.1–10.2 and §10.4; catalog
//! `tavolando-9-14-and-short-issues.md`, entries `fanorona` and
//! `fanorona-vela`): one engine, two rule sets.
//!
//! # The rules
//!
//! - The board: 9 × 5 points, files a–i, ranks 1–5 from White's side;
//!   every orthogonal line, and the diagonals through the points whose file
//!   and rank (from 1) add up to an even number (a1, b2, e3…).
//! - 22 pieces each: White on ranks 1–2, Black on ranks 4–5, rank 3 from a
//!   to i Black, White, Black, White, empty (e3), Black, White, Black,
//!   White. White moves first.
//! - A **paika** is a step along a line to the adjacent empty point.
//! - A step **captures by approach** when the next point beyond its landing
//!   point, in the same direction, holds an enemy piece, and **by
//!   withdrawal** when the point just behind its start, on the same line,
//!   holds one: that piece and the unbroken run of enemy pieces behind it
//!   along the line leave the board. When one step allows both, the player
//!   chooses one of them, never both (gap 2).
//! - Capture is **compulsory**: with a capture anywhere, a paika is not
//!   allowed.
//! - After a capture the same piece may go on capturing, each further step
//!   itself a capture, never onto a point it has stood on this turn (its
//!   start included), never twice in a row in the same direction; the
//!   player may stop after any capture. No opening restriction (gap 3).
//! - A player with no pieces, or none that can move, loses. Bot policy
//!   (gap 4): the third time the same position (board and side to move)
//!   comes up, or after 50 turns in a row without a capture, the game is
//!   drawn.
//!
//! # Vela (`fanorona-vela`)
//!
//! The option `vela` names the colour of the previous winner, the vela
//! side (default Black). The loser moves first. Until the vela side has
//! lost 17 pieces (5 left) the vela side never captures: it makes a step
//! that would capture nothing under the plain rules, and passes when it
//! has none (gap 1); the loser must capture when he can (gap 2), one
//! piece a turn, the first of the line, with no chain. Then the plain
//! rules go on.
//!
//! # Notation
//!
//! The points the piece visits joined by `-`: `d2-e3`, `e2-e3`,
//! `f4-e3-d3`. A capturing step that could take by approach and by
//! withdrawal carries `A` (approach) or `W` (withdrawal): `f4-e3A-e4W`.
//! Also read: any case, spaces, `x` or `:` between points (`f4xe3a`), a
//! missing letter when only one kind of capture is possible, and `pass`.
//! Picker steps: the piece (`f4`), then each step (`-e3A`, `-e4W`); a
//! chain that may stop is also a whole move, so a picker offers stopping.
//!
//! # Position text
//!
//! The ranks from 5 down to 1, a character per point from a (`w` White,
//! `b` Black, `.` empty), joined by `/`; the side to move (`w` or `b`);
//! the turns since the last capture. The start is
//! `bbbbbbbbb/bbbbbbbbb/bwbw.bwbw/wwwwwwwww/wwwwwwwww w 0`. A read
//! position forgets the positions seen before it (repetition counts from
//! there) and the last move.

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use std::marker::PhantomData;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use board::{FILES, POINTS, RANKS};
pub use variant::{FANORONA, FANORONA_VELA, Plain, RuleSet, Vela};

/// This game's words (both rule sets): messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "fanorona",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// An empty point.
const EMPTY: u8 = 0;
/// The most points a move visits: each step after the first captures at
/// least one of 22 enemy pieces.
pub const MAX_PATH: usize = 24;
/// Turns without a capture that draw the game.
pub const QUIET_TURNS: u16 = 50;
/// Pieces the vela side gives up before the plain rules resume.
pub const VELA_SACRIFICE: u32 = 17;
/// Pieces of each side at the start.
const PIECES: u32 = 22;

/// The points one piece visits in a turn, and how each step captured.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Path {
    points: [u8; MAX_PATH],
    len: u8,
    /// Whether the steps capture (a paika is one step that does not).
    capture: bool,
    /// Bit `i`: step `i` captures by withdrawal (else by approach).
    withdraw: u32,
    /// Bit `i`: step `i` could have captured either way (it is written
    /// with its letter).
    both: u32,
}

impl Path {
    fn start(at: usize, capture: bool) -> Path {
        let mut points = [0; MAX_PATH];
        points[0] = at as u8;
        Path {
            points,
            len: 1,
            capture,
            withdraw: 0,
            both: 0,
        }
    }

    fn push(&mut self, to: usize, withdraw: bool, both: bool) {
        let i = usize::from(self.len) - 1;
        self.points[usize::from(self.len)] = to as u8;
        self.len += 1;
        self.withdraw |= u32::from(withdraw) << i;
        self.both |= u32::from(both) << i;
    }

    /// The points visited, the start first.
    pub fn points(&self) -> &[u8] {
        &self.points[..usize::from(self.len)]
    }

    /// Whether the move captures.
    pub fn captures(&self) -> bool {
        self.capture
    }

    /// Whether step `i` (from point `i` to point `i + 1`) captures by
    /// withdrawal.
    pub fn withdraws(&self, i: usize) -> bool {
        self.withdraw >> i & 1 == 1
    }

    fn both(&self, i: usize) -> bool {
        self.both >> i & 1 == 1
    }
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FMove {
    /// A paika, or a capture and the chain that follows it.
    Go(Path),
    /// The vela side with no step to make.
    Pass,
}

/// The last move, for the picture.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Last {
    pub mv: FMove,
    /// The points emptied by its captures.
    pub captured: Vec<u8>,
}

/// A Fanorona position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FState {
    /// Per point: 0 empty, 1 White, 2 Black (the seat plus one).
    board: [u8; POINTS],
    /// The seat to move: 0 White, 1 Black.
    to_move: u8,
    /// Turns since the last capture.
    quiet: u16,
    /// The positions since the last capture (the current one last), as
    /// [`FState::key`]s, for repetition.
    seen: Vec<u128>,
    last: Option<Last>,
}

impl FState {
    /// The position as one number: two bits a point and the side to move.
    fn key(&self) -> u128 {
        let mut key = u128::from(self.to_move);
        for (p, &c) in self.board.iter().enumerate() {
            key |= u128::from(c) << (1 + 2 * p);
        }
        key
    }

    /// The pieces of `seat`.
    pub fn count(&self, seat: u8) -> u32 {
        self.board.iter().filter(|&&c| c == seat + 1).count() as u32
    }

    /// The piece on point `p`: `None` empty, else its seat.
    pub fn at(&self, p: usize) -> Option<Seat> {
        match self.board[p] {
            EMPTY => None,
            c => Some(Seat(c - 1)),
        }
    }

    /// The last move, unless the position was read from a text.
    pub fn last(&self) -> Option<&Last> {
        self.last.as_ref()
    }

    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }
}

/// The engine: the plain rules, and the vela side if any.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The vela side (the previous winner), in `fanorona-vela`.
    vela: Option<u8>,
}

impl Engine {
    /// The vela side while the handicap lasts (it has more than 5 pieces).
    pub fn vela_now(&self, state: &FState) -> Option<Seat> {
        self.vela
            .filter(|&v| state.count(v) > PIECES - VELA_SACRIFICE)
            .map(Seat)
    }

    /// Pieces the vela side has given up so far, while the handicap lasts.
    pub fn sacrificed(&self, state: &FState) -> Option<u32> {
        self.vela_now(state)
            .map(|v| PIECES.saturating_sub(state.count(v.0)))
    }
}

/// A Fanorona rule set.
pub struct FanoronaRules<S: RuleSet> {
    e: Engine,
    _set: PhantomData<fn() -> S>,
}

/// Fanorona.
pub type Fanorona = FanoronaRules<Plain>;
/// Fanorona with the vela handicap.
pub type FanoronaVela = FanoronaRules<Vela>;

impl<S: RuleSet> FanoronaRules<S> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl<S: RuleSet> Rules for FanoronaRules<S> {
    type State = FState;
    type Move = FMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Repetition is counted from a read position afresh.
        fresh_counters: &["fanorona-repetition"],
        // Measured (release, `arena -- <slug> level:1 random 20 2024`,
        // 2026-11-29, plain search): level 1 won 10 of 10 in each seat, in
        // both rule sets. Level 3 is not measured: the default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        S::info()
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let vela = S::VELA.then(|| u8::from(options.choice("vela") == "black"));
        Ok(FanoronaRules {
            e: Engine { vela },
            _set: PhantomData,
        })
    }

    fn initial(&self) -> FState {
        self.e.initial()
    }

    fn status(&self, state: &FState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &FState, out: &mut Vec<FMove>) {
        if self.e.outcome(state).is_none() {
            self.e.legal(state, out);
        }
    }

    fn apply(&self, state: &mut FState, mv: &FMove) {
        self.e.apply(state, mv);
    }

    fn format_move(&self, _state: &FState, mv: &FMove) -> String {
        notation::format(mv)
    }

    fn move_steps(&self, _state: &FState, mv: &FMove) -> Vec<String> {
        notation::steps(mv)
    }

    fn diagnose(&self, state: &FState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    fn parse_move(&self, state: &FState, text: &str) -> Result<FMove, MoveError> {
        self.e.parse(self, state, text)
    }

    fn position_text(&self, state: &FState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<FState, PositionError> {
        position::read(text)
    }

    fn view(&self, state: &FState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
