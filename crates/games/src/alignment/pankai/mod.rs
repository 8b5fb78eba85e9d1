//! Pankai (Alex Randolph, Phillips Publishers 1961) and Universe (Parker
//! Brothers 1966), one pentomino-placement engine (catalog
//! `randolph-1-15.md`, §1 and §5; seed 000, lines 291–363 and 650–690).
//!
//! # The rules
//!
//! - **Pieces** ([`pieces`]): each seat holds the twelve pentominoes, F I
//!   L N P T U V W X Y Z, in its colour; a piece may be turned and flipped
//!   (gap 2): 63 shapes in all.
//! - **Board** ([`board`]): Pankai's 10×10 square, a1–j10. Universe's 200
//!   cells on a 16×16 grid a1–p16: the square d4–m13 and four side regions
//!   of 25 cells (left b4–c13 and a7–a11, right n4–o13 and p6–p10, bottom
//!   d2–m3 and f1–j1, top d14–m15 and g16–k16). In use: the square with
//!   two seats, the square and two regions with three (option `sides`),
//!   all of it with four.
//! - **Turn**: lay one piece from hand on five empty cells in use.
//!   **Space rule** (gap 3): afterwards every area of empty cells in use
//!   joined by their sides has five cells or more (filling one is fine).
//! - **End**: a seat whose turn comes when it cannot lay any piece is out;
//!   when one seat is left it wins. **Bonus** (gap 4): the winner goes on
//!   alone, laying pieces until none fits or `stop`; it scores 1 plus the
//!   pieces laid so (Universe: option `bonus`, default on). Ranks with
//!   three or four seats: the later out, the better.
//!
//! # Notation
//!
//! A placement is the piece's letter and its five cells in order of file,
//! then rank: `L a1 a2 a3 a4 b1`. Read too: cells in any order, without the
//! letter, run together, or as ranges along a line (`L a1-a4 b1`). Picker
//! steps: the letter, the first cell's file, its rank, the other four
//! cells (the piece's orientation there). `stop` ends the bonus.
//!
//! # Position text
//!
//! Four words: the pieces laid, each as its seat, its letter, `:` and its
//! cells joined by `,`, sorted by seat and letter and joined by `/` (`-`:
//! none); the seat to move; the phase (`play`, `bonus:N` or `over:N`, N
//! bonus pieces); `out:` and the seats out in the order they went (`-`).
//! For example `0L:a1,a2,a3,a4,b1 1 play out:-`.

pub mod board;
mod legal;
mod notation;
pub mod pieces;
mod position;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod universe_tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

use board::Geometry;
pub use state::{Laid, PState, Phase};
pub use variant::Sides;

/// The words of both rule sets.
pub static WORDS: crate::Words = crate::Words {
    key: "pankai",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// The seats' names, in turn order.
const NAMES: [&str; 4] = ["Red", "Blue", "Yellow", "Green"];

static INFO: GameInfo = GameInfo {
    slug: "pankai",
    name_en: "Pankai",
    name_it: "Pankai",
    aliases: &["pan-kai"],
    family: crate::Family::Alignment,
    summary: "lay pentominoes on a 10×10 board; who cannot lay one loses",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Red", "Blue"],
    chance: false,
    hidden: false,
    options: &[],
    // Twenty pieces fill the board, then `stop`.
    max_plies: 21,
    source: "catalog randolph-1-15.md, §1 Pankai",
    words: &WORDS,
};

static UNIVERSE_INFO: GameInfo = GameInfo {
    slug: "universe",
    name_en: "Universe",
    name_it: "Universe",
    aliases: &[],
    family: crate::Family::Alignment,
    summary: "Pankai for 2 to 4 on a 200-cell board; the last one placing wins",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: false,
    hidden: false,
    options: &variant::OPTIONS,
    // Forty pieces fill the board, then `stop`.
    max_plies: 41,
    source: "catalog randolph-1-15.md, §5 Universe",
    words: &WORDS,
};

/// Universe's bot against random players, plain search (no knowledge),
/// arena (release, 2026-11-30, load average about 11 on 2 cores), level 1
/// in one seat, random players in the others, seats taking turns: four
/// seats (the default), seed 2024, 13W of 20 (a random seat wins 1 in 4);
/// seed 1, 3W of 8. Three seats (`--options seats=3`), seed 2024, 17W of
/// 20. Two seats (`--options seats=2`), seed 1, 10W of 10, 5 in each seat
/// (about 3 s a game); seed 2024 (2026-12-01, load about 2), 19W of 20:
/// 9 of 10 in the first seat, 10 of 10 in the second. Level 3 is not
/// measured yet: its bar is the strength suite's default.
const UNIVERSE_STRENGTH: Option<crate::knobs::Strength> = Some(crate::knobs::Strength::new(
    crate::knobs::Bar::new(20, 0.6),
    crate::knobs::Bar::new(4, 0.75),
));

/// A move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PMove {
    /// A piece laid: an index of the board's placements.
    Place(u16),
    /// The winner stops laying bonus pieces.
    Stop,
}

/// The engine behind both rule sets.
#[derive(Clone, Debug)]
pub struct Engine {
    pub geo: Geometry,
    pub seats: u8,
    /// The winner lays bonus pieces.
    pub bonus: bool,
    /// Universe's board (its refusals give examples on it).
    pub universe: bool,
}

/// A rule set: `UNIVERSE` picks Universe.
#[derive(Clone, Debug)]
pub struct PankaiRules<const UNIVERSE: bool> {
    e: Engine,
}

/// `pankai`: two players on 10×10.
pub type Pankai = PankaiRules<false>;
/// `universe`: two to four players on 200 cells.
pub type Universe = PankaiRules<true>;

impl<const UNIVERSE: bool> PankaiRules<UNIVERSE> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl<const UNIVERSE: bool> Rules for PankaiRules<UNIVERSE> {
    type State = PState;
    type Move = PMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search (no knowledge), arena (release, 2026-11-30, load
        // average about 12 on 2 cores), Pankai, level 1 against random,
        // seed 1, 20 games, seats alternating: 10W of 10 in the first
        // seat, 10W of 10 in the second (about 2.7 s a game). Level 3 is
        // not measured yet: its bar is the strength suite's default.
        //
        // Universe: UNIVERSE_STRENGTH.
        strength: if UNIVERSE {
            UNIVERSE_STRENGTH
        } else {
            Some(crate::knobs::Strength::new(
                crate::knobs::Bar::new(20, 0.9),
                crate::knobs::Bar::new(4, 0.75),
            ))
        },
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        if UNIVERSE { &UNIVERSE_INFO } else { &INFO }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let e = if UNIVERSE {
            let seats = variant::seats(options);
            Engine {
                geo: board::universe(seats, variant::sides(options)),
                seats,
                bonus: options.bool(variant::BONUS),
                universe: true,
            }
        } else {
            Engine {
                geo: board::pankai(),
                seats: 2,
                bonus: true,
                universe: false,
            }
        };
        Ok(PankaiRules { e })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn max_plies(&self) -> u32 {
        self.e.geo.active.count() / 5 + 1
    }

    fn initial(&self) -> PState {
        let mut s = PState::start();
        for seat in self.e.seats..4 {
            s.hand[usize::from(seat)] = 0;
        }
        s
    }

    fn status(&self, state: &PState) -> Status {
        self.e.status(state)
    }

    fn legal_moves(&self, state: &PState, out: &mut Vec<PMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut PState, mv: &PMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &PState, mv: &PMove) -> String {
        self.e.format(*mv)
    }

    fn move_steps(&self, _state: &PState, mv: &PMove) -> Vec<String> {
        self.e.steps(*mv)
    }

    fn parse_move(&self, state: &PState, text: &str) -> Result<PMove, MoveError> {
        match self.e.read(state, text) {
            Some(mv) => Ok(mv),
            None => crate::rules::match_text(self, state, text),
        }
    }

    fn diagnose(&self, state: &PState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    fn position_text(&self, state: &PState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<PState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &PState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
