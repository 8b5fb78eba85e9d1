//! Archimedes (Scott Marley and Philip Cohen, 1988; catalog
//! `tavolando-9-14-and-short-issues.md`, "archimedes"; seed 002, lines
//! 67–87).
//!
//! # Rules (the catalog's resolutions by default)
//!
//! - An 8×8 board; Black's port is a1, White's h8 (gap 2). Twelve ships a
//!   side, on every square 1 to 4 steps (along ranks and files) from their
//!   own port except the two edge squares 4 steps away (gap 1): Black on
//!   a2–a4, b1–b4, c1–c3, d1, d2; White on h5–h7, g5–g8, f6–f8, e7, e8.
//!   Black moves first.
//! - A ship moves like a chess queen over empty squares. It never enters
//!   its own port: it may not stop there, and cannot pass through it (a
//!   corner is the end of every line through it; gap 4).
//! - After a move, every enemy ship seen by three or more of the mover's
//!   ships (the first ship along a rank, file or diagonal from it) is sunk;
//!   this repeats while sinkings open new lines. The mover's ships are
//!   never sunk on his own move.
//! - Instead of moving, a player with a sunk ship and an empty port may
//!   rebuild: the ship appears on the port and sails out at once, like any
//!   ship (`a1-c3`); it is the whole turn.
//! - A ship on the enemy port wins when it is still there at the start of
//!   its owner's next turn (gap 3, the confirmed win); with the option
//!   `immediate` it wins as soon as it arrives (the text's literal
//!   reading). A player with no legal move loses.
//! - Draws (the catalog's bot policy): the third occurrence of a position
//!   with the same player to move, or [`QUIET_PLIES`] plies in a row
//!   without a sinking.
//!
//! # Notation
//!
//! `from-to` (`d2-f4`); a rebuild is written from one's own port (`a1-c3`).
//! `d2f4`, `d2:f4`, `d2 f4` and capitals are accepted. Picker steps: the
//! ship's square (or the port), then `-` and the file, then the rank.
//!
//! # Position text
//!
//! The ranks from 8 down to 1, each eight characters `x` (Black), `o`
//! (White) or `.` from file a to h, joined by `/`; the seat to move (`1`
//! Black, `2` White); the plies since the last sinking. Sunk ships are the
//! ships missing from twelve. The start is
//! `....oooo/....ooo./.....oo./.......o/x......./xx....../xxx...../.xxxx... 1 0`.
//! A read position has no history for repetition.

mod board;
#[cfg(test)]
mod gameslib;
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
use board::{BLACK_START, WHITE_START};

pub use board::PORTS;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "archimedes",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "archimedes",
    name_en: "Archimedes",
    name_it: "Archimede",
    aliases: &["archimede"],
    family: crate::Family::Modern,
    summary: "8×8, queen moves, three ships in sight sink one, reach the enemy port",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "immediate",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-archimedes-immediate",
    }],
    max_plies: MOVE_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, archimedes (seed 002, lines 67–87)",
    words: &WORDS,
};

/// Plies in a row without a sinking that draw the game.
pub const QUIET_PLIES: u32 = 100;

/// The longest game the shared suites should expect (the quiet-ply draw
/// ends games long before: a sinking happens at most 24 times per rebuild).
pub const MOVE_CAP: u32 = 2000;

/// Archimedes; the option `immediate` wins on entering the enemy port.
#[derive(Clone, Debug)]
pub struct Archimedes {
    immediate: bool,
    /// The draw rules (off only in the comparison with gameslib, which has
    /// none).
    draws: bool,
}

impl Default for Archimedes {
    fn default() -> Self {
        Archimedes {
            immediate: false,
            draws: true,
        }
    }
}

/// How a game of Archimedes ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum End {
    /// A ship stayed on the enemy port until its owner's next turn.
    Held { winner: Seat },
    /// A ship entered the enemy port (option `immediate`).
    Entered { winner: Seat },
    /// The seat to move had no legal move; the other won.
    NoMove { stuck: Seat },
    /// A position came back a third time with the same player to move.
    Repetition,
    /// [`QUIET_PLIES`] plies without a sinking.
    Quiet,
}

/// An Archimedes position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArchState {
    /// Black's and White's ships afloat, bit `rank * 8 + file`.
    sides: [u64; 2],
    to_move: Seat,
    /// The last move and the ships it sank.
    last: Option<(ArchMove, u64)>,
    /// Every position of the game with its seat to move, for repetition.
    seen: Vec<([u64; 2], u8)>,
    plies: u32,
    /// Plies since the last sinking.
    quiet: u32,
    end: Option<End>,
}

impl ArchState {
    /// Black's and White's ships as bitboards, bit `rank * 8 + file`.
    pub fn sides(&self) -> [u64; 2] {
        self.sides
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
}

/// A ship sails from one square to another (`rank * 8 + file`); from its
/// own port it is a rebuild.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArchMove {
    pub from: u8,
    pub to: u8,
}

impl Archimedes {
    fn outcome(end: End) -> Outcome {
        match end {
            End::Held { winner } => Outcome::win(winner, Message::new("archimedes-held")),
            End::Entered { winner } => Outcome::win(winner, Message::new("archimedes-entered")),
            End::NoMove { stuck } => Outcome::win(
                stuck.other(),
                Message::new("archimedes-no-move").seat("seat", stuck),
            ),
            End::Repetition => Outcome::draw(Message::new("archimedes-repetition")),
            End::Quiet => Outcome::draw(Message::new("archimedes-quiet").count("n", QUIET_PLIES)),
        }
    }

    /// The engine without draws, as gameslib plays.
    #[cfg(test)]
    fn without_draws() -> Self {
        Archimedes {
            draws: false,
            ..Archimedes::default()
        }
    }
}

impl Rules for Archimedes {
    type State = ArchState;
    type Move = ArchMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The text has no history: a read position starts its repetition
        // count afresh.
        fresh_counters: &["archimedes-repetition"],
        // On its hooks (six greedy playout plies, ships afloat and ports).
        // Measured with the arena (release, seed 41, 2026-11-29, load
        // average 12): level 1 won 20 of 20 against random, 10 of 10 in
        // either seat, in 7.6 s in all; plain search before the hooks won
        // 17 of 20 (9 of 10 as Black, 8 of 10 as White) in 73 s.
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
        Ok(Archimedes {
            immediate: options.bool("immediate"),
            draws: true,
        })
    }

    fn initial(&self) -> ArchState {
        let sides = [BLACK_START, WHITE_START];
        ArchState {
            sides,
            to_move: Seat::FIRST,
            last: None,
            seen: vec![(sides, 0)],
            plies: 0,
            quiet: 0,
            end: None,
        }
    }

    fn status(&self, state: &ArchState) -> Status {
        match state.end {
            Some(end) => Status::Over(Self::outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &ArchState, out: &mut Vec<ArchMove>) {
        if state.end.is_none() {
            Self::moves_of(state.sides, state.to_move.index(), out);
        }
    }

    fn apply(&self, state: &mut ArchState, mv: &ArchMove) {
        self.play_move(state, mv);
    }

    fn format_move(&self, _state: &ArchState, mv: &ArchMove) -> String {
        notation::format(mv)
    }

    fn move_steps(&self, _state: &ArchState, mv: &ArchMove) -> Vec<String> {
        notation::steps(mv)
    }

    fn move_aliases(&self, _state: &ArchState, mv: &ArchMove) -> Vec<String> {
        notation::aliases(mv)
    }

    fn parse_move(&self, state: &ArchState, text: &str) -> Result<ArchMove, MoveError> {
        notation::parse(self, state, text)
    }

    fn diagnose(&self, state: &ArchState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &ArchState) -> String {
        position::text(state)
    }

    fn from_position(&self, text: &str) -> Result<ArchState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &ArchState, _seat: Option<Seat>) -> View {
        view::picture(state)
    }
}
