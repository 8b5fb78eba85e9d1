//! Victory (Alex Randolph, Pelikan 1976; catalog `randolph-16-37.md`
//! §27): a motor race on a circuit of red and blue straight lines, moved
//! by special dice.
//!
//! # Rules as implemented
//!
//! - The circuit is our reconstruction (the text's boards are lost, gap
//!   1): see the `circuit` module. 48 numbered points in three lanes, red
//!   and blue straight lines between them, travelled forwards only; the
//!   finish line just behind points 1–3.
//! - 2 to 6 cars (option `seats`). The grid (gap 7): cars 1–3 on the
//!   first row (points 4, 5, 6, from the right-hand lane going forwards),
//!   the others on the second row (points 1, 2, 3). Both rows are past the
//!   finish line, so every car runs whole laps.
//! - Each die has six faces: by default 2 red, 2 blue and 2 crosses (gap
//!   2: unknown; option `faces`).
//! - **A turn**: three dice are thrown; having seen them, the player
//!   chooses one or two more (gaps 4 and 6: they are added, 4 or 5 dice in
//!   all). Crosses over the whole throw: 1 or 2 nothing, 3 lose the turn,
//!   4 or 5 put the car out of the race (gap 5).
//! - **The move**: each red face lets the car go straight along a red line
//!   from its point to any later point of that line, each blue face the
//!   same on a blue line, in any order of colours. No overtaking (gap 3):
//!   a step may neither pass through nor stop on a point holding a car.
//!   Faces may be left unused; `stay` uses none.
//! - **Laps** (gap 7): a car counts a lap each time it crosses the finish
//!   line; the first to complete the agreed number (option `laps`, 1 to 5,
//!   default 2) wins at once. Other cars rank by distance covered, then
//!   those gone out (the last out first). A car left alone in the race
//!   wins. A ply cap ranks by distance.
//!
//! # Notation
//!
//! `more 1`, `more 2` (Italian `ancora 1`); a move lists its steps, each
//! a colour letter and the point reached, `R:14 B:16 R:19` (the catalog's
//! form; any order of the steps that is a legal path is read, and the
//! destination alone, `19`); `stay`. A throw: the faces, red first, `RRX`.

mod circuit;
mod legal;
mod notation;
mod position;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Status};

pub use circuit::{Circuit, Colour};
pub use legal::Engine;
pub use state::{Faces, Phase, VState};

/// The words of Victory.
pub static WORDS: crate::Words = crate::Words {
    key: "victory",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names (the cars' colours), in turn order: no car is red or blue,
/// the lines' colours.
pub const NAMES: [&str; 6] = ["Yellow", "Green", "White", "Black", "Orange", "Violet"];

/// Plies allowed per lap and car: a turn is four plies and random play
/// covers about two stations a turn.
pub const PLIES_PER_LAP: u32 = 200;

static INFO: GameInfo = GameInfo {
    slug: "victory",
    name_en: "Victory",
    name_it: "Victory",
    aliases: &["turbocar", "vittoria"],
    family: crate::Family::Race,
    summary: "Alex Randolph's motor race on red and blue lines, moved by coloured dice",
    min_seats: 2,
    max_seats: 6,
    seat_names: &NAMES,
    chance: true,
    hidden: false,
    options: &variant::OPTIONS,
    max_plies: PLIES_PER_LAP * variant::MOST_LAPS as u32 * 6,
    source: "catalog randolph-16-37.md, 27 Victory (Alex Randolph, Pelikan 1976)",
    words: &WORDS,
};

/// Most steps in a move: five dice, none a cross.
pub const MOST_STEPS: usize = 5;

/// A car's move: its steps, each a colour and the point reached.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Path {
    len: u8,
    steps: [(Colour, u8); MOST_STEPS],
}

impl Path {
    /// The steps taken.
    pub fn steps(&self) -> &[(Colour, u8)] {
        &self.steps[..usize::from(self.len)]
    }

    /// Where the car ends.
    pub fn to(&self) -> u8 {
        self.steps().last().map_or(0, |s| s.1)
    }

    fn push(&mut self, colour: Colour, point: u8) {
        self.steps[usize::from(self.len)] = (colour, point);
        self.len += 1;
    }
}

/// A move or a throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VMove {
    /// Throw: the faces of the dice thrown.
    Throw(Faces),
    /// One or two more dice.
    More(u8),
    /// The car moves along these steps.
    Go(Path),
    /// The car stays.
    Stay,
}

/// Victory.
#[derive(Clone, Debug)]
pub struct Victory {
    e: Engine,
}

impl Victory {
    /// The engine behind the rules.
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for Victory {
    type State = VState;
    type Move = VMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured with the arena (release, two seats alternating, seed
        // 2024, 2026-11-30): level 1 against random 184 of 200 (0.92; seed
        // 1: 17 of 20); random against random 96 of 200. Level 3: 16 of 20
        // (seed 2024, 123 s).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(100, 0.8),
            crate::knobs::Bar::new(10, 0.6),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let seats = variant::seats(options);
        let laps = variant::laps(options);
        Ok(Victory {
            e: Engine {
                seats,
                laps,
                die: variant::faces(options),
                circuit: Circuit::standard(),
                cap: PLIES_PER_LAP * u32::from(laps) * u32::from(seats),
            },
        })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn max_plies(&self) -> u32 {
        self.e.cap
    }

    fn initial(&self) -> VState {
        self.e.initial()
    }

    fn status(&self, state: &VState) -> Status {
        self.e.status(state)
    }

    fn legal_moves(&self, state: &VState, out: &mut Vec<VMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &VState, out: &mut Vec<(VMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut VState, mv: &VMove) {
        self.e.apply(state, mv);
    }

    fn format_move(&self, _state: &VState, mv: &VMove) -> String {
        notation::steps(mv).concat()
    }

    fn move_steps(&self, _state: &VState, mv: &VMove) -> Vec<String> {
        notation::steps(mv)
    }

    fn move_aliases(&self, _state: &VState, mv: &VMove) -> Vec<String> {
        notation::aliases(mv)
    }

    fn diagnose(&self, state: &VState, text: &str) -> MoveError {
        notation::diagnose(&self.e, state, text)
    }

    fn parse_move(&self, state: &VState, text: &str) -> Result<VMove, MoveError> {
        match crate::rules::match_text(self, state, text) {
            Ok(mv) => Ok(mv),
            Err(err) => notation::read_path(&self.e, state, text)
                .or_else(|| notation::read_throw(&self.e, state, text))
                .ok_or(err),
        }
    }

    fn position_text(&self, state: &VState) -> String {
        position::write(&self.e, state)
    }

    fn from_position(&self, text: &str) -> Result<VState, PositionError> {
        position::read(&self.e, text)
    }

    fn view(&self, state: &VState, _seat: Option<crate::Seat>) -> View {
        view::view(&self.e, &self.status(state), state)
    }
}
