//! Byte (Mark Steere, 2005; catalog `tavolando-9-14-and-short-issues.md`,
//! "byte"; seed 002, lines 107–131 and 3–9).
//!
//! # Rules (the catalog's ids)
//!
//! 1. An 8×8 board whose dark squares only are used (a1 dark); twelve
//!    checkers each. Black on the dark squares of ranks 2, 4 and 6, White
//!    on ranks 3, 5 and 7 (gap 1: Steere's figure as AbstractPlay sets it).
//!    Black moves first; turns alternate.
//! 2. Checkers stack, 1 to 8 high, colours mixed.
//! 3. A player who has a legal move must make one; with none he passes
//!    (gap 3: `pass` is then the only move).
//! 4. **Basic move**: a stack with no stack one diagonal step away may be
//!    moved whole, by the owner of its bottom checker, one diagonal step to
//!    an empty square that is closer to one of its nearest stacks. The
//!    distance is the number of diagonal steps for the two to meet: the
//!    larger of the file and rank differences (gap 5).
//! 5. **Merge**: from a stack that has a neighbour, the player takes one of
//!    his checkers at any level together with every checker above it (gap
//!    2) and puts them on a neighbouring stack, where that checker must
//!    stand higher than it stood; the stack may not pass 8. Neither kind of
//!    move takes precedence (gap 4).
//! 6. A stack of exactly 8 leaves the board at once; its top checker is set
//!    aside and scores for its colour.
//! 7. The first to set aside two (of the three there can be) wins, at once.
//!
//! Our choice where the texts are silent: a game reaching [`PLY_CAP`] plies
//! is drawn (random play ends far sooner; it keeps every game finite).
//!
//! # Notation
//!
//! A basic move or a merge of a whole stack is `from-to` (`d4-c5`); a merge
//! from a higher level is `from:level-to`, level 1 the bottom (`e3:2-d4`).
//! Capitals, spaces, `x` for `-` and no separator are accepted. Picker
//! steps: the square (`e3`), the level when it is not the bottom (`:2`),
//! and where it goes (`-d4`).
//!
//! # Position text
//!
//! The ranks from 8 down to 1 joined by `/`, each eight cells from file a:
//! `.` empty, `b` or `w` one checker, and a taller stack its colours from
//! the bottom up in brackets (`(bwb)`); then the seat to move (`1` Black,
//! `2` White), the stacks won (`0-1`, Black's first) and the plies played.
//! The start is
//! `......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 1 0-0 0`.

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use board::Stack;

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "byte",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "byte",
    name_en: "Byte",
    name_it: "Byte",
    aliases: &[],
    family: crate::Family::Modern,
    summary: "8×8 dark squares, stack checkers to eight, win two of three towers",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, byte (seed 002, lines 107–131 and 3–9)",
    words: &WORDS,
};

/// Plies after which a game is drawn (our choice: the texts have no end
/// but the towers).
pub const PLY_CAP: u32 = 1000;
/// Towers that win: two of the three a game can make.
pub const GOAL: u8 = 2;

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BMove {
    /// The checker at `level` (1 = the bottom) on `from`, with those above
    /// it, to `to`: a basic move when `to` is empty (then `level` is 1), a
    /// merge otherwise. Squares are `rank * 8 + file`.
    Move { from: u8, level: u8, to: u8 },
    /// No legal move.
    Pass,
}

/// What the last move did, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Last {
    pub mv: BMove,
    /// The checkers that moved.
    pub moved: Stack,
    /// The stack of eight it made and took off, if it did.
    pub removed: Option<Stack>,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// This seat set aside two towers' tops.
    Majority(Seat),
    /// [`PLY_CAP`] plies were played.
    Cap,
}

/// A Byte position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ByteState {
    cells: [Stack; board::CELLS],
    to_move: Seat,
    /// Towers won by Black and White.
    scores: [u8; 2],
    plies: u32,
    last: Option<Last>,
    end: Option<End>,
}

impl ByteState {
    /// The stack on square `sq` (`rank * 8 + file`; empty: height 0).
    pub fn stack(&self, sq: usize) -> Stack {
        self.cells[sq]
    }

    /// Towers won by Black and White.
    pub fn scores(&self) -> [u8; 2] {
        self.scores
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
}

/// Byte.
#[derive(Clone, Debug, Default)]
pub struct Byte;

fn outcome(end: End, scores: [u8; 2]) -> Outcome {
    let scores = vec![i32::from(scores[0]), i32::from(scores[1])];
    match end {
        End::Majority(seat) => {
            Outcome::win(seat, Message::new("byte-majority").seat("seat", seat)).with_scores(scores)
        }
        End::Cap => Outcome::draw(Message::new("byte-ply-cap").count("n", PLY_CAP)).with_scores(scores),
    }
}

impl Rules for Byte {
    type State = ByteState;
    type Move = BMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search (no knowledge). Measured with the arena (release,
        // 20 games, 10 per seat, 2026-11-29, load average 13 on 2 cores):
        // level 1 against random, seed 41: 10 and 10 of 10 in 14 s; seed
        // 2024: 9 of 10 as Black, 10 as White, in 15 s.
        // Level 3, seed 41, 4 games (2 per seat): 4 of 4 in 400 s.
        // Playouts (criterion, `playout/byte`, release, 2026-11-29 19:35 UTC,
        // load average 18 to 20 on 2 cores): 343 µs a game, 2 920 games/s,
        // 36.1 plies a game, 105 000 plies/s.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Byte)
    }

    fn initial(&self) -> ByteState {
        let mut cells = [Stack::default(); board::CELLS];
        for (sq, cell) in cells.iter_mut().enumerate() {
            let rank = sq / 8 + 1;
            if board::is_dark(sq) && (2..=7).contains(&rank) {
                *cell = Stack::single(if rank % 2 == 0 { Seat::FIRST } else { Seat::SECOND });
            }
        }
        ByteState {
            cells,
            to_move: Seat::FIRST,
            scores: [0, 0],
            plies: 0,
            last: None,
            end: None,
        }
    }

    fn status(&self, state: &ByteState) -> Status {
        match state.end {
            Some(end) => Status::Over(outcome(end, state.scores)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &ByteState, out: &mut Vec<BMove>) {
        legal::legal(state, out);
    }

    fn apply(&self, state: &mut ByteState, mv: &BMove) {
        legal::apply(state, *mv);
    }

    fn format_move(&self, _state: &ByteState, mv: &BMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &ByteState, mv: &BMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &ByteState, mv: &BMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn parse_move(&self, state: &ByteState, text: &str) -> Result<BMove, MoveError> {
        notation::parse(self, state, text)
    }

    fn diagnose(&self, state: &ByteState, text: &str) -> MoveError {
        notation::diagnose(state, text)
    }

    fn position_text(&self, state: &ByteState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<ByteState, PositionError> {
        position::read(text)
    }

    fn view(&self, state: &ByteState, _seat: Option<Seat>) -> View {
        view::view(state)
    }
}
